rootsig::root_signature! {
    // A ';' inside the string is a lexing error (in token form it would end the item).
    Sig = "CBV(b0); SRV(t0)";
}

fn main() {}

//! `Odd` puts `g` inside the bytes that end `Pair`'s Rust type (a `double`
//! rounds it up to 16 bytes): no `#[repr(C)]` struct can hold it.
rootsig::root_signature! {
    #[rootsig(shader = "../shaders/cbuffer.hlsl", entry = "main", stage = "pixel")]
    #[rootsig(cbuffer(Odd => OddConstants))]
    pub Forward = "CBV(b0), CBV(b1), CBV(b2), CBV(b3)";
}

fn main() {}

rootsig::include_root_signature! {
    /// A file ending inside an array declarator: BN0010, not a panic.
    Unclosed = "../shaders/hostile_unclosed.hlsl", entry = "main", stage = "pixel";
    /// Namespaces past the depth limit: BN0012, not a stack overflow.
    Deep = "../shaders/hostile_namespaces.hlsl", entry = "main", stage = "pixel";
    /// A macro that expands past the token budget: HL0004, quickly.
    Blowup = "../shaders/hostile_budget.hlsl", define = "RS";
}

fn main() {}

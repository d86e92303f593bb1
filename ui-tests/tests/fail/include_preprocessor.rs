rootsig::include_root_signature! {
    /// Defined only in console branches: the error lists them.
    Console = "../shaders/inactive.hlsl", define = "ConsoleRS", defines = ["PLATFORM=1"];
    /// `#error` is an error.
    NoPlatform = "../shaders/inactive.hlsl", define = "ConsoleRS";
    /// A header that is not there.
    NoHeader = "../shaders/mesh.hlsl", define = "Platform_RootSig";
    /// A file that includes itself.
    Cycle = "../shaders/cycle.hlsl", define = "RS";
    /// No such state object.
    NoSubobject = "../shaders/raytracing.hlsl", subobject = "missRS";
}

fn main() {}

//! A 16-DWORD struct tied to 4 root constants.
#[derive(zerocopy_derive::IntoBytes, zerocopy_derive::Immutable)]
#[repr(C)]
struct DrawConstants {
    world: [f32; 16],
}

rootsig::root_signature! {
    #[rootsig(constants(draw = DrawConstants))]
    Forward = "draw: RootConstants(num32BitConstants = 4, b1)";
}

fn main() {}

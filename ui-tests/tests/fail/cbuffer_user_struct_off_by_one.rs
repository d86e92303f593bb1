//! A hand-written struct one field short of `Draw`: `tint` lands 16 bytes
//! early.
#[derive(zerocopy_derive::IntoBytes, zerocopy_derive::Immutable)]
#[repr(C)]
pub struct DrawConstants {
    pub world: [[f32; 4]; 2],
    pub tint: [f32; 4],
}

rootsig::root_signature! {
    #[rootsig(shader = "../shaders/cbuffer.hlsl", entry = "main", stage = "pixel")]
    #[rootsig(cbuffer(Draw = DrawConstants))]
    pub Forward = "CBV(b0), CBV(b1), CBV(b2), CBV(b3)";
}

fn main() {}

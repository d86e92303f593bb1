//! Constant buffers as Rust types: a generated struct, and a hand-written
//! one checked against the shader.

use core::mem::{offset_of, size_of};
use rootsig::{Layout, TypedRootSignature};
use zerocopy::{FromZeros, IntoBytes};

rootsig::root_signature! {
    #[rootsig(shader = "../shaders/cbuffer.hlsl", entry = "main", stage = "pixel")]
    #[rootsig(cbuffer(Camera => CameraConstants, Draw = DrawConstants))]
    #[rootsig(constants(draw = DrawConstants))]
    pub Forward = "camera: CBV(b0), draw: RootConstants(num32BitConstants = 16, b1), CBV(b2), CBV(b3)";

    /// With 16-bit types, `half` is 2 bytes.
    #[rootsig(shader = "../shaders/cbuffer.hlsl", entry = "main", stage = "pixel", enable_16bit_types)]
    #[rootsig(cbuffer(Half => Half16))]
    pub Sixteen = "CBV(b0), CBV(b1), CBV(b2), CBV(b3)";
}

rootsig::include_root_signature! {
    /// The same through the file's own entry point.
    #[rootsig(cbuffer(Half => IncludedHalf16))]
    pub Included = "../shaders/cbuffer16.hlsl", entry = "main", stage = "pixel", enable_16bit_types;
}

/// The per-draw constants, written by hand: checked against `Draw`.
#[derive(zerocopy_derive::IntoBytes, zerocopy_derive::Immutable)]
#[repr(C)]
pub struct DrawConstants {
    pub world: [[f32; 4]; 3],
    pub tint: [f32; 4],
}

fn main() {
    // The generated struct: HLSL's packing, public fields by HLSL name.
    assert_eq!(offset_of!(CameraConstants, viewProjection), 0);
    assert_eq!(offset_of!(CameraConstants, eye), 64);
    assert_eq!(offset_of!(CameraConstants, time), 76);
    assert_eq!(offset_of!(CameraConstants, lights), 80);
    assert_eq!(size_of::<CameraConstants>(), 112);
    let mut camera = CameraConstants::new_zeroed();
    camera.time = 2.0;
    camera.lights[1] = CameraConstantsLight { position: [1.0; 3], range: 4.0 };
    let bytes = camera.as_bytes();
    assert_eq!(&bytes[76..80], 2.0f32.to_le_bytes());
    assert_eq!(&bytes[108..112], 4.0f32.to_le_bytes());

    // Reflection: every constant buffer the entry point uses.
    let layout = Forward::LAYOUT.constant_buffer("Camera").expect("Camera");
    let time = layout.member("time").expect("time");
    assert_eq!((time.offset, time.size, time.hlsl_type), (76, 4, "float"));
    let lights = layout.member("lights").expect("lights");
    assert_eq!(lights.array.map(|a| (a.count, a.stride)), Some((2, 16)));
    assert_eq!(lights.members[1].name, "range");
    assert_eq!(lights.members[1].offset, 92);
    let names: Vec<&str> = Forward::LAYOUT.constant_buffers.iter().map(|b| b.name).collect();
    assert_eq!(names, ["Camera", "Draw", "Odd", "Half"]);
    let half = Forward::LAYOUT.constant_buffer("Half").expect("Half");
    assert_eq!((half.member("f").expect("f").offset, half.size), (12, 16));
    assert_eq!((offset_of!(Half16, s), offset_of!(Half16, f)), (4, 8));
    assert_eq!((offset_of!(IncludedHalf16, s), offset_of!(IncludedHalf16, f)), (4, 8));
    let h: [u16; 2] = Half16::new_zeroed().h;
    assert_eq!(h, [0, 0]);

    // The checked struct feeds the root constants, whole or by field.
    let sig = TypedRootSignature::<Forward, _>::create(|_| Ok::<_, ()>("sig".to_owned())).unwrap();
    let mut list = rootsig::CallLog::default();
    let mut root = Forward::bind(&mut list, &sig);
    root.set_constants(Forward::draw, &DrawConstants { world: [[0.0; 4]; 3], tint: [1.0; 4] });
    root.set_constants_at(Forward::draw, offset_of!(DrawConstants, tint), &[0.5f32; 4])
        .expect("tint is 4 DWORDs at DWORD 12");
    assert!(list.calls[2].ends_with(", 12)"), "{}", list.calls[2]);
}

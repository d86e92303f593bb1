//! The engine API: the bound-signature guard, compile-time reflection,
//! typed root constants and the heap helpers.

use core::mem::offset_of;
use rootsig::{
    ConstantsRangeError, DescriptorCount, DescriptorHeapType, DescriptorRangeType, Layout,
    ParameterLayoutKind, RootDescriptorKind, ShaderVisibility, Version,
};
use rootsig::CallLog;
use zerocopy_derive::{Immutable, IntoBytes};

#[derive(IntoBytes, Immutable)]
#[repr(C)]
struct DrawConstants {
    world: [f32; 12],
    tint: [f32; 4],
}

/// No alignment beyond 1: the words are copied out, not reinterpreted.
#[derive(IntoBytes, Immutable)]
#[repr(C)]
struct Bytes {
    value: [u8; 8],
}

mod shaders {
    /// A type in another module, named by path.
    #[derive(zerocopy_derive::IntoBytes, zerocopy_derive::Immutable)]
    #[repr(C)]
    pub struct Exposure {
        pub stops: f32,
        pub mips: u32,
    }
}

rootsig::root_signature! {
    #[rootsig(constants(draw = DrawConstants, CONSTANTS_B2 = Bytes))]
    pub Forward = RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT),
        camera: CBV(b0),
        draw: RootConstants(num32BitConstants = 16, b1, visibility = SHADER_VISIBILITY_VERTEX),
        RootConstants(num32BitConstants = 2, b2),
        lights: SRV(t0, space = 1),
        feedback: UAV(u0, visibility = SHADER_VISIBILITY_PIXEL),
        DescriptorTable(material: SRV(t0, numDescriptors = 4), shadow_map: SRV(t4),
                        textures: SRV(t8, numDescriptors = unbounded, offset = 16)),
        DescriptorTable(Sampler(s0, numDescriptors = 2)),
        StaticSampler(s2, space = 1);

    #[rootsig(version = "1.2", constants(exposure = shaders::Exposure))]
    pub Post = exposure: RootConstants(num32BitConstants = 2, b0), DescriptorTable(hdr: SRV(t0), output: UAV(u0));

    pub Empty = "";
}

rootsig::include_root_signature! {
    /// Typed root constants work the same for a signature read from HLSL.
    #[rootsig(constants(CONSTANTS_B1 = DrawConstants))]
    pub Included = "../shaders/forward.hlsl", define = "ForwardRS";
}

/// Generic code: every descriptor range of a signature, by name, with its
/// table and offset.
fn ranges<S: Layout>() -> Vec<(u32, &'static str, u32, DescriptorCount)> {
    let mut out = Vec::new();
    for (parameter, table) in S::LAYOUT.tables() {
        for range in table.ranges {
            out.push((parameter.index, range.name, range.offset, range.count));
        }
    }
    out
}

// The layout is a constant.
const LAYOUT: rootsig::SignatureLayout = Forward::LAYOUT;
const _: () = assert!(LAYOUT.cost_dwords == 2 + 16 + 2 + 2 + 2 + 1 + 1);
const _: () = assert!(LAYOUT.parameters.len() == 7);

fn main() {
    // The guard, over the graphics pipeline.
    let mut list = CallLog::default();
    let forward = CallLog::root_signature::<Forward>("forward");
    let mut root = Forward::bind(&mut list, &forward);
    root.set_cbv(Forward::camera, 0x1000);
    root.set_constants(
        Forward::draw,
        &DrawConstants {
            world: [0.0; 12],
            tint: [1.0; 4],
        },
    );
    root.set_constants(Forward::CONSTANTS_B2, &Bytes { value: [1, 0, 0, 0, 2, 0, 0, 0] });
    root.set_srv(Forward::lights, 0x2000);
    root.set_uav(Forward::feedback, 0x3000);
    root.set_table(Forward::TABLE_SRV_T0, 0x8000_0000);
    root.set_table(Forward::TABLE_SAMPLER_S0, 0x9000_0000);
    let tint = offset_of!(DrawConstants, tint);
    assert_eq!(root.set_constants_at(Forward::draw, tint, &[2.0f32; 4]), Ok(()));
    // Nothing is set past the end, nor off a DWORD boundary.
    assert_eq!(
        root.set_constants_at(Forward::draw, tint, &[2.0f32; 5]),
        Err(ConstantsRangeError::OutOfBounds)
    );
    assert_eq!(
        root.set_constants_at(Forward::draw, usize::MAX - 3, &[2.0f32; 4]),
        Err(ConstantsRangeError::OutOfBounds)
    );
    assert_eq!(
        root.set_constants_at(Forward::draw, 2, &1.0f32),
        Err(ConstantsRangeError::Unaligned)
    );
    assert_eq!(
        root.set_constants_at(Forward::draw, 0, &[0u8; 3]),
        Err(ConstantsRangeError::Unaligned)
    );
    assert!(format!("{root:?}").starts_with("Bound<Graphics>("));
    root.list().calls.push("direct".to_owned());
    let one = 1.0f32.to_bits();
    let two = 2.0f32.to_bits();
    let ones = format!("{:?}", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, one, one, one, one]);
    let word = |b: [u8; 4]| u32::from_ne_bytes(b);
    assert_eq!(
        list.calls,
        [
            "SetGraphicsRootSignature(forward)".to_owned(),
            "SetGraphicsRootConstantBufferView(0, 0x1000)".to_owned(),
            format!("SetGraphicsRoot32BitConstants(1, {ones}, 0)"),
            format!("SetGraphicsRoot32BitConstants(2, {:?}, 0)", [word([1, 0, 0, 0]), word([2, 0, 0, 0])]),
            "SetGraphicsRootShaderResourceView(3, 0x2000)".to_owned(),
            "SetGraphicsRootUnorderedAccessView(4, 0x3000)".to_owned(),
            "SetGraphicsRootDescriptorTable(5, 0x80000000)".to_owned(),
            "SetGraphicsRootDescriptorTable(6, 0x90000000)".to_owned(),
            format!("SetGraphicsRoot32BitConstants(1, {:?}, 12)", [two; 4]),
            "direct".to_owned(),
        ]
    );

    // The compute pipeline, and a typed constant named by path.
    let mut list = CallLog::default();
    let mut root = Post::bind_compute(&mut list, &CallLog::root_signature("post"));
    root.set_constants(Post::exposure, &shaders::Exposure { stops: 0.5, mips: 3 });
    root.set_table(Post::TABLE_SRV_T0, 0x40);
    assert_eq!(
        list.calls,
        [
            "SetComputeRootSignature(post)".to_owned(),
            format!("SetComputeRoot32BitConstants(0, {:?}, 0)", [0.5f32.to_bits(), 3]),
            "SetComputeRootDescriptorTable(1, 0x40)".to_owned(),
        ]
    );

    // Typed constants: size, words, DWORD offsets.
    assert_eq!(Forward::draw.num_32bit_values(), 16);
    assert_eq!(Forward::draw.dword_offset(tint), Some(12));
    assert_eq!(Forward::draw.dword_offset(tint + 1), None);
    assert_eq!(Forward::draw.dword_offset(64), None);
    assert_eq!(Forward::CONSTANTS_B2.words(&Bytes { value: [0; 8] }).len(), 2);
    assert_eq!(
        format!("{:?}", Forward::draw),
        "RootConstantsIndex { index: 1, num_32bit_values: 16 }"
    );

    // Heap helpers, on plain integers.
    let shadow = Forward::shadow_map.offset();
    assert_eq!(shadow.cpu(0x1000, 32), 0x1000 + 4 * 32);
    assert_eq!(shadow.gpu(0x8000_0000, 32), 0x8000_0000 + 4 * 32);
    assert_eq!(shadow.cpu(usize::MAX, 32), 4 * 32 - 1);
    // `at` on an unbounded range: the allocated capacity decides.
    assert_eq!(Forward::textures.at(0, 17).map(|o| o.get()), Some(16));
    assert_eq!(Forward::textures.at(1, 17), None);
    assert_eq!(Forward::textures.at(5000, 1024), None);
    assert_eq!(Forward::textures.at(5000, 8192).map(|o| o.get()), Some(5016));
    assert_eq!(Forward::textures.at(u32::MAX, u32::MAX), None);
    // On a bounded range, the count, then the capacity.
    assert_eq!(Forward::material.at(3, 5).map(|o| o.get()), Some(3));
    assert_eq!(Forward::material.at(4, 1000), None);
    assert_eq!(Forward::material.at(3, 3), None);

    // Reflection.
    assert_eq!(LAYOUT.version, Version::V1_1);
    assert_eq!(LAYOUT.flags, rootsig::RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT);
    let p = LAYOUT.parameter("draw").expect("draw");
    assert_eq!((p.index, p.visibility), (1, ShaderVisibility::VERTEX));
    assert_eq!(
        p.kind,
        ParameterLayoutKind::Constants { register: 1, space: 0, num_32bit_values: 16 }
    );
    assert_eq!(
        LAYOUT.parameter("lights").map(|p| p.kind),
        Some(ParameterLayoutKind::Descriptor { kind: RootDescriptorKind::Srv, register: 0, space: 1 })
    );
    let (table_parameter, table) = LAYOUT.tables().next().expect("a table");
    assert_eq!(table_parameter.name, "TABLE_SRV_T0");
    assert_eq!(table.heap, DescriptorHeapType::CbvSrvUav);
    assert_eq!(table.descriptor_count, DescriptorCount::Unbounded);
    assert_eq!(table.ranges[2].range_type, DescriptorRangeType::SRV);
    assert_eq!(table.ranges[2].register, 8);
    assert_eq!(
        ranges::<Forward>(),
        [
            (5, "material", 0, DescriptorCount::Bounded(4)),
            (5, "shadow_map", 4, DescriptorCount::Bounded(1)),
            (5, "textures", 16, DescriptorCount::Unbounded),
            (6, "SAMPLER_S0", 0, DescriptorCount::Bounded(2)),
        ]
    );
    assert_eq!(LAYOUT.static_samplers.len(), 1);
    assert_eq!(LAYOUT.static_samplers[0].register_space, 1);
    // The same static samplers as the description decoded from the blob.
    assert_eq!(LAYOUT.static_samplers, &Forward::DESC.static_samplers);
    assert_eq!(Post::LAYOUT.version, Version::V1_2);
    assert_eq!(ranges::<Post>(), [(1, "hdr", 0, DescriptorCount::Bounded(1)), (1, "output", 1, DescriptorCount::Bounded(1))]);
    assert_eq!(Empty::LAYOUT.parameters, &[]);
    assert_eq!(Empty::LAYOUT.cost_dwords, 0);
    assert_eq!(Empty::LAYOUT.tables().count(), 0);

    // From HLSL: the register name takes the type, and the layout is there.
    let mut list = CallLog::default();
    let draw = DrawConstants {
        world: [0.0; 12],
        tint: [1.0; 4],
    };
    Included::bind(&mut list, &CallLog::root_signature("included")).set_constants(Included::CONSTANTS_B1, &draw);
    assert_eq!(list.calls[1..], [format!("SetGraphicsRoot32BitConstants(1, {ones}, 0)")]);
    assert_eq!(Included::LAYOUT.parameter("CONSTANTS_B1").map(|p| p.index), Some(1));
}

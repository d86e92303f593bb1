//! A small forward renderer's root signatures, checked at compile time.
//!
//! Run with `cargo run -p rootsig-examples`. It prints each signature's
//! parameter table and descriptor-table layouts, then records a frame on a
//! stand-in command list to show how the typed handles feed
//! `SetGraphicsRoot*` and descriptor-heap writes.
//!
//! With the `windows` crate (the `windows` feature) the same handles go
//! straight into the D3D12 calls (not compiled here: `windows` does not
//! build on Linux):
//!
//! ```ignore
//! use windows::Win32::Graphics::Direct3D12::*;
//!
//! // From the blob, a constant in read-only data: no run-time compilation.
//! let forward = rootsig::d3d12::create_root_signature::<Forward>(&device)?;
//!
//! let increment = unsafe {
//!     device.GetDescriptorHandleIncrementSize(D3D12_DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV)
//! };
//! let material = rootsig::TableAllocation::new(
//!     Forward::TABLE_SRV_T0,
//!     rootsig::DescriptorHandle { cpu: table_cpu.ptr, gpu: table_gpu.ptr },
//!     increment,
//!     5,
//! ).expect("the table spans 5 descriptors");
//! // Write the shadow map's SRV into its slot of the material table.
//! let slot = material.slot(Forward::shadow_map.offset()).expect("allocated");
//! let cpu = D3D12_CPU_DESCRIPTOR_HANDLE { ptr: slot.cpu };
//! unsafe { device.CreateShaderResourceView(&shadow_map, Some(&srv_desc), cpu) };
//!
//! // SetGraphicsRootSignature, then Forward's arguments only.
//! let mut root = Forward::bind(&mut list, &forward);
//! root.set_cbv(Forward::camera, camera_buffer.GetGPUVirtualAddress());
//! root.set_constants(Forward::draw, &draw_constants);
//! root.set_table_allocation(&material);
//! ```

mod heap;

use core::mem::offset_of;
use heap::ShaderVisibleHeap;
use rootsig::{
    CallLog, CbvSrvUavHeap, DescriptorCount, Layout, ParameterLayoutKind, ResourceBinding,
    SamplerHeap, ShaderVisibility, TypedRootSignature,
};
use zerocopy::{FromZeros, IntoBytes as _};
use zerocopy_derive::{Immutable, IntoBytes};

/// The per-draw root constants of the forward pass: 16 DWORDs, checked
/// against `num32BitConstants = 16` and, field by field, against the
/// shader's `cbuffer Draw` at compile time.
#[derive(IntoBytes, Immutable)]
#[repr(C)]
pub struct DrawConstants {
    /// Object to world, three rows of a 4x4 matrix.
    pub world: [[f32; 4]; 3],
    /// A colour multiplied into the material.
    pub tint: [f32; 4],
}

/// The exposure of the tone-mapping pass.
#[derive(IntoBytes, Immutable)]
#[repr(C)]
pub struct Exposure {
    /// Exposure, in stops.
    pub stops: f32,
    /// How many bloom mips are bound.
    pub bloom_mips: u32,
}

rootsig::root_signature! {
    /// Opaque geometry: camera and per-draw constants, a light list, a
    /// feedback buffer, material textures with the shadow map, and samplers.
    /// Both entry points of its shader must find every resource they use.
    /// `CameraConstants` is generated from the shader's `cbuffer Camera`.
    #[rootsig(constants(draw = DrawConstants))]
    #[rootsig(cbuffer(Camera => CameraConstants, Draw = DrawConstants))]
    #[rootsig(shader = "shaders/forward.hlsl", entry = "VSMain", stage = "vertex")]
    #[rootsig(shader = "shaders/forward.hlsl", entry = "PSMain", stage = "pixel")]
    pub Forward = RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT),
        camera: CBV(b0),
        draw: RootConstants(num32BitConstants = 16, b1, visibility = SHADER_VISIBILITY_VERTEX),
        lights: SRV(t0, space = 1, visibility = SHADER_VISIBILITY_PIXEL),
        feedback: UAV(u0, visibility = SHADER_VISIBILITY_PIXEL),
        DescriptorTable(material: SRV(t0, numDescriptors = 4), shadow_map: SRV(t4),
                        visibility = SHADER_VISIBILITY_PIXEL),
        DescriptorTable(Sampler(s0, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL),
        StaticSampler(s2, filter = FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT,
                      comparisonFunc = COMPARISON_LESS_EQUAL,
                      addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP,
                      visibility = SHADER_VISIBILITY_PIXEL);

    /// Depth only, from the light's point of view; byte-identical with DXC.
    #[rootsig(dxc_bytes)]
    pub Shadow = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS), "
                 "light: CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), "
                 "draw: RootConstants(num32BitConstants = 16, b1, visibility = SHADER_VISIBILITY_VERTEX)";

    /// Tone mapping: the HDR target in, the swap-chain image out, and a
    /// bindless list of bloom mips.
    #[rootsig(version = "1.2", constants(exposure = Exposure))]
    pub Post = "exposure: RootConstants(num32BitConstants = 2, b0), "
               "DescriptorTable(hdr: SRV(t0), output: UAV(u0), "
               "                bloom: SRV(t1, numDescriptors = unbounded, offset = 8, flags = DESCRIPTORS_VOLATILE)), "
               "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)";
}

rootsig::include_root_signature! {
    /// The skybox, whose root signature is written in its HLSL file. Its
    /// elements take the names of the resources they bind (`View`, `sky`).
    #[rootsig(entry = "VSMain", stage = "vertex")]
    pub Sky = "shaders/sky.hlsl", entry = "PSMain", stage = "pixel";
}

fn visibility(v: ShaderVisibility) -> &'static str {
    v.short_name().unwrap_or("?")
}

fn registers(letter: char, first: u32, count: DescriptorCount, space: u32) -> String {
    let mut out = match count {
        DescriptorCount::Bounded(1) => format!("{letter}{first}"),
        DescriptorCount::Unbounded => format!("{letter}{first}.."),
        DescriptorCount::Bounded(n) => format!(
            "{letter}{first}..{letter}{}",
            u64::from(first) + u64::from(n) - 1
        ),
    };
    if space != 0 {
        out.push_str(&format!(", space {space}"));
    }
    out
}

/// Prints a signature's root parameters and the layout of each table,
/// from its compile-time reflection alone: generic engine code walks any
/// signature the same way.
fn print_signature<S: Layout>(name: &str, blob: &[u8]) {
    let layout = S::LAYOUT;
    let flags: Vec<&str> = layout.flags.iter_names().map(|(name, _)| name).collect();
    let flags = if flags.is_empty() {
        "0".to_owned()
    } else {
        flags.join(" | ")
    };
    println!(
        "{name}: version {}, {} bytes, {} DWORDs, RootFlags({flags})",
        layout.version,
        blob.len(),
        layout.cost_dwords
    );
    println!(
        "  {:<5} {:<22} {:<18} {:<10} name",
        "index", "kind", "registers", "visibility"
    );
    for parameter in layout.parameters {
        let (kind, regs) = match parameter.kind {
            ParameterLayoutKind::Constants {
                register,
                space,
                num_32bit_values,
            } => (
                format!("root constants ({num_32bit_values})"),
                registers('b', register, DescriptorCount::Bounded(1), space),
            ),
            ParameterLayoutKind::Descriptor {
                kind,
                register,
                space,
            } => (
                format!("root {}", kind.keyword()),
                registers(
                    kind.register_letter(),
                    register,
                    DescriptorCount::Bounded(1),
                    space,
                ),
            ),
            ParameterLayoutKind::Table(table) => (
                "descriptor table".to_owned(),
                format!(
                    "{} range{}",
                    table.ranges.len(),
                    plural(table.ranges.len() as u64)
                ),
            ),
        };
        println!(
            "  {:<5} {kind:<22} {regs:<18} {:<10} {}",
            parameter.index,
            visibility(parameter.visibility),
            parameter.name
        );
    }
    for (parameter, table) in layout.tables() {
        let heap = match table.heap {
            rootsig::DescriptorHeapType::Sampler => "sampler",
            rootsig::DescriptorHeapType::CbvSrvUav => "CBV/SRV/UAV",
        };
        let total = match table.descriptor_count {
            DescriptorCount::Unbounded => "unbounded descriptors".to_owned(),
            DescriptorCount::Bounded(n) => format!("{n} descriptor{}", plural(n.into())),
        };
        println!("  table {} ({heap} heap, {total}):", parameter.index);
        for range in table.ranges {
            let letter = range.range_type.register_letter().unwrap_or('?');
            let what = format!(
                "{} {}",
                range.range_type.name().unwrap_or("?"),
                registers(letter, range.register, range.count, range.space)
            );
            println!(
                "    offset {:<4} count {:<10} {what:<16} {}",
                range.offset,
                range.count.to_string(),
                range.name
            );
        }
    }
    for sampler in layout.static_samplers {
        println!(
            "  static sampler s{} ({}), {}",
            sampler.shader_register,
            sampler.filter.name().unwrap_or("?"),
            visibility(sampler.visibility)
        );
    }
    println!();
}

/// Where a signature binds its shaders' resources, by their HLSL names,
/// from its compile-time reflection alone: a material system looks up the
/// texture slots its assets name the same way.
fn print_resources<S: Layout>(title: &str) {
    println!("{title}");
    let layout = S::LAYOUT;
    for resource in layout.resources {
        let place = match resource.binding {
            ResourceBinding::Root { parameter } => {
                let kind = match layout.parameters[parameter as usize].kind {
                    ParameterLayoutKind::Constants {
                        num_32bit_values, ..
                    } => format!("root constants ({num_32bit_values} DWORDs)"),
                    ParameterLayoutKind::Descriptor { kind, .. } => {
                        format!("root {}", kind.keyword())
                    }
                    ParameterLayoutKind::Table(_) => "table".to_owned(),
                };
                format!("{kind}, parameter {parameter}")
            }
            ResourceBinding::Table {
                parameter,
                offset,
                count,
            } => format!("table {parameter}, offset {offset}, count {count}"),
        };
        println!("  {:<17} {place}", resource.name);
    }
    println!();
}

/// Records one frame of the forward pass: the bound signature takes only
/// `Forward`'s handles, and each placed table only its own ranges' offsets.
fn record_forward_pass(list: &mut CallLog) -> Vec<String> {
    let views: ShaderVisibleHeap<CbvSrvUavHeap> = ShaderVisibleHeap::new(0x1000, 0x8000_0000, 32);
    let samplers: ShaderVisibleHeap<SamplerHeap> = ShaderVisibleHeap::new(0x2000, 0x9000_0000, 16);
    // This frame's material table starts at slot 64 of the view heap, its
    // sampler table at slot 0 of the sampler heap; each gets the room its
    // layout asks for.
    let material = views
        .allocate(Forward::TABLE_SRV_T0, 64, 5)
        .expect("the table spans 5 descriptors");
    let sampler_table = samplers
        .allocate(Forward::TABLE_SAMPLER_S0, 0, 2)
        .expect("the table spans 2 descriptors");

    let mut writes = Vec::new();
    for i in 0..8 {
        let Some(slot) = material.at(Forward::material, i) else {
            break;
        };
        writes.push(format!(
            "CreateShaderResourceView(material texture {i}) at {:#x}",
            slot.cpu
        ));
    }
    // The shader's own names address the same slots.
    if let Some(slot) = material.slot(Forward::resources.shadowMap.offset()) {
        writes.push(format!(
            "CreateShaderResourceView(shadowMap) at {:#x}",
            slot.cpu
        ));
    }
    for i in 0..2 {
        if let Some(slot) = sampler_table.at(Forward::materialSamplers, i) {
            writes.push(format!("CreateSampler({i}) at {:#x}", slot.cpu));
        }
    }

    let draw = DrawConstants {
        world: [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
        ],
        tint: [1.0; 4],
    };
    // The camera's constants, in the struct generated from the shader,
    // written through zerocopy into the stand-in upload buffer that the
    // root CBV points at.
    let mut camera = CameraConstants::new_zeroed();
    camera.viewProjection[3] = [0.0, 0.0, 0.0, 1.0];
    camera.cameraPosition = [0.0, 2.0, -5.0];
    let mut upload = vec![0u8; 256];
    upload[..size_of::<CameraConstants>()].copy_from_slice(camera.as_bytes());
    writes.push(format!(
        "Camera constants: {} bytes at 0x100000, cameraPosition at byte {}: {:?}",
        size_of::<CameraConstants>(),
        offset_of!(CameraConstants, cameraPosition),
        &upload[64..76],
    ));
    let mut root = Forward::bind(list, &root_signature::<Forward>("Forward"));
    root.set_cbv(Forward::resources.Camera, 0x10_0000);
    root.set_constants(Forward::resources.Draw, &draw);
    root.set_srv(Forward::resources.lights, 0x20_0000);
    root.set_uav(Forward::resources.feedback, 0x30_0000);
    root.set_table_allocation(&material);
    root.set_table_allocation(&sampler_table);
    // A second draw changes only the tint: four DWORDs from DWORD 12.
    let tint = [0.5f32, 0.5, 0.5, 1.0];
    if let Err(e) = root.set_constants_at(Forward::draw, offset_of!(DrawConstants, tint), &tint) {
        writes.push(format!("tint not set: {e}"));
    }
    writes
}

/// Records the tone-mapping pass on the compute root signature, with as
/// many bloom mips as its bindless range has room for in the table.
fn record_post_pass(list: &mut CallLog) -> Vec<String> {
    let views: ShaderVisibleHeap<CbvSrvUavHeap> = ShaderVisibleHeap::new(0x1000, 0x8000_0000, 32);
    // Twelve slots: hdr, output, six unused, then four bloom mips.
    let table = views
        .allocate(Post::TABLE_SRV_T0, 128, 12)
        .expect("no minimum for a table with an unbounded range");
    let mut writes = Vec::new();
    let mut mips = 0;
    while let Some(slot) = table.at(Post::bloom, mips) {
        writes.push(format!(
            "CreateShaderResourceView(bloom mip {mips}) at {:#x}",
            slot.cpu
        ));
        mips += 1;
    }
    let mut root = Post::bind_compute(list, &root_signature::<Post>("Post"));
    root.set_constants(
        Post::exposure,
        &Exposure {
            stops: 1.5,
            bloom_mips: mips,
        },
    );
    root.set_table_allocation(&table);
    writes
}

/// The root signature object of `S`, made from `S::BLOB` as
/// `ID3D12Device::CreateRootSignature` would: here, its name and size.
fn root_signature<S: Layout>(name: &str) -> TypedRootSignature<S, String> {
    let made =
        TypedRootSignature::create(|blob| Ok::<_, ()>(format!("{name}: {} bytes", blob.len())));
    made.unwrap_or_else(|()| unreachable!("the stand-in device never fails"))
}

fn main() {
    print_signature::<Forward>("Forward", Forward::BLOB.as_bytes());
    print_signature::<Shadow>("Shadow", Shadow::BLOB.as_bytes());
    print_signature::<Post>("Post", Post::BLOB.as_bytes());
    print_signature::<Sky>("Sky (shaders/sky.hlsl)", Sky::BLOB.as_bytes());

    print_resources::<Forward>(
        "Forward's shader resources (shaders/forward.hlsl, VSMain and PSMain):",
    );

    let mut list = CallLog::default();
    let mut writes = record_forward_pass(&mut list);
    writes.extend(record_post_pass(&mut list));
    println!("Descriptor writes:");
    for write in writes {
        println!("  {write}");
    }
    println!("Commands:");
    for call in &list.calls {
        println!("  {call}");
    }
    // Root descriptors of every kind are typed; so is the sky's view CBV,
    // named after its cbuffer.
    let _ = (Post::output, Sky::View, Sky::sky);
    debug_assert_eq!(Forward::lights.kind(), rootsig::RootDescriptorKind::Srv);
}

/// The plural ending for `n` things.
fn plural(n: u64) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rootsig::{EncodingMode, Options, Version};

    /// Each signature is byte-identical to the run-time compiler's output
    /// for the same text and options.
    #[test]
    fn blobs_match_the_runtime_compiler() {
        let labels = Options {
            labels: true,
            ..Options::default()
        };
        let forward = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), camera: CBV(b0), \
            draw: RootConstants(num32BitConstants = 16, b1, visibility = SHADER_VISIBILITY_VERTEX), \
            lights: SRV(t0, space = 1, visibility = SHADER_VISIBILITY_PIXEL), \
            feedback: UAV(u0, visibility = SHADER_VISIBILITY_PIXEL), \
            DescriptorTable(material: SRV(t0, numDescriptors = 4), shadow_map: SRV(t4), visibility = SHADER_VISIBILITY_PIXEL), \
            DescriptorTable(Sampler(s0, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL), \
            StaticSampler(s2, filter = FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT, comparisonFunc = COMPARISON_LESS_EQUAL, \
            addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP, visibility = SHADER_VISIBILITY_PIXEL)";
        let shadow = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS), \
            light: CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), \
            draw: RootConstants(num32BitConstants = 16, b1, visibility = SHADER_VISIBILITY_VERTEX)";
        let post = "exposure: RootConstants(num32BitConstants = 2, b0), DescriptorTable(hdr: SRV(t0), output: UAV(u0), \
            bloom: SRV(t1, numDescriptors = unbounded, offset = 8, flags = DESCRIPTORS_VOLATILE)), \
            StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)";
        let sky = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), \
            DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL), \
            StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, visibility = SHADER_VISIBILITY_PIXEL)";
        let cases: [(&[u8], &str, Options); 4] = [
            (Forward::BLOB.as_bytes(), forward, labels),
            (
                Shadow::BLOB.as_bytes(),
                shadow,
                Options {
                    encoding: EncodingMode::Dxc,
                    ..labels
                },
            ),
            (
                Post::BLOB.as_bytes(),
                post,
                Options {
                    version: Version::V1_2,
                    ..labels
                },
            ),
            (Sky::BLOB.as_bytes(), sky, Options::default()),
        ];
        for (blob, text, options) in cases {
            let expected = rootsig::compile(text, &options).expect("the text compiles");
            assert_eq!(blob, expected.as_bytes(), "{text}");
        }
        assert_eq!(
            Forward::DESC,
            rootsig::compile_signature(forward, &labels)
                .unwrap()
                .signature
        );
    }

    #[test]
    fn handles_have_the_resolved_layout() {
        assert_eq!(
            [
                Forward::camera.index(),
                Forward::draw.index(),
                Forward::lights.index()
            ],
            [0, 1, 2]
        );
        assert_eq!(Forward::feedback.index(), 3);
        assert_eq!(Forward::TABLE_SRV_T0.index(), 4);
        assert_eq!(Forward::TABLE_SAMPLER_S0.index(), 5);
        assert_eq!(Forward::shadow_map.offset().get(), 4);
        assert_eq!(
            Forward::TABLE_SRV_T0.descriptor_count(),
            rootsig::DescriptorCount::Bounded(5)
        );
        assert_eq!(Post::output.offset().get(), 1);
        assert_eq!(Post::bloom.offset().get(), 8);
        assert!(Post::TABLE_SRV_T0.descriptor_count().is_unbounded());
        assert_eq!(Shadow::draw.num_32bit_values(), 16);
        assert_eq!(
            Forward::draw.dword_offset(offset_of!(DrawConstants, tint)),
            Some(12)
        );
    }

    #[test]
    fn the_recorded_frame_uses_the_handles() {
        let mut list = CallLog::default();
        let writes = record_forward_pass(&mut list);
        assert_eq!(writes.len(), 8);
        // The camera's cameraPosition, [0, 2, -5], at byte 64 of its buffer.
        assert!(writes[7].ends_with("[0, 0, 0, 0, 0, 0, 0, 64, 0, 0, 160, 192]"));
        // Material slot 0 of a table at heap slot 64, 32-byte descriptors.
        assert!(writes[0].ends_with(&format!("{:#x}", 0x1000 + 64 * 32)));
        assert!(writes[4].ends_with(&format!("{:#x}", 0x1000 + (64 + 4) * 32)));
        assert_eq!(
            list.calls[1],
            "SetGraphicsRootConstantBufferView(0, 0x100000)"
        );
        assert_eq!(
            list.calls[2],
            format!("SetGraphicsRoot32BitConstants(1, {:?}, 0)", {
                let (one, zero) = (1.0f32.to_bits(), 0);
                [
                    one, zero, zero, zero, zero, one, zero, zero, zero, zero, one, zero, one, one,
                    one, one,
                ]
            })
        );
        assert_eq!(
            list.calls[4],
            "SetGraphicsRootUnorderedAccessView(3, 0x300000)"
        );
        assert_eq!(
            list.calls[5],
            "SetGraphicsRootDescriptorTable(4, 0x80000800)"
        );
        assert_eq!(
            list.calls[6],
            "SetGraphicsRootDescriptorTable(5, 0x90000000)"
        );
        assert_eq!(
            list.calls[7],
            format!(
                "SetGraphicsRoot32BitConstants(1, {:?}, 12)",
                [
                    0.5f32.to_bits(),
                    0.5f32.to_bits(),
                    0.5f32.to_bits(),
                    1.0f32.to_bits()
                ]
            )
        );
    }

    #[test]
    fn the_post_pass_fills_the_unbounded_range_up_to_the_capacity() {
        let mut list = CallLog::default();
        let writes = record_post_pass(&mut list);
        assert_eq!(writes.len(), 4);
        assert_eq!(Post::bloom.at(5000, 12), None);
        assert_eq!(Post::bloom.at(3, 12).map(|o| o.get()), Some(11));
        assert_eq!(
            list.calls,
            [
                "SetComputeRootSignature(Post: 240 bytes)",
                &format!(
                    "SetComputeRoot32BitConstants(0, {:?}, 0)",
                    [1.5f32.to_bits(), 4]
                ),
                "SetComputeRootDescriptorTable(1, 0x80001000)"
            ]
        );
    }

    #[test]
    fn the_layout_matches_the_handles() {
        let layout = Forward::LAYOUT;
        assert_eq!(layout.parameters.len(), 6);
        assert_eq!(
            layout.parameter("draw").map(|p| p.index),
            Some(Forward::draw.index())
        );
        let (parameter, table) = layout.tables().next().expect("a table");
        assert_eq!(parameter.index, Forward::TABLE_SRV_T0.index());
        assert_eq!(
            table.descriptor_count,
            Forward::TABLE_SRV_T0.descriptor_count()
        );
        assert_eq!(table.ranges[1].name, "shadow_map");
        assert_eq!(table.ranges[1].offset, Forward::shadow_map.offset().get());
        assert_eq!(
            Post::LAYOUT
                .tables()
                .next()
                .map(|(_, t)| t.ranges[2].offset),
            Some(8)
        );
        assert_eq!(Forward::draw.num_32bit_values(), 16);
        // The static samplers are those the blob holds.
        assert_eq!(
            Forward::LAYOUT.static_samplers,
            &Forward::DESC.static_samplers
        );
        assert_eq!(Post::LAYOUT.static_samplers, &Post::DESC.static_samplers);
        assert_eq!(Sky::LAYOUT.static_samplers, &Sky::DESC.static_samplers);
        assert!(Shadow::LAYOUT.static_samplers.is_empty());
    }
}

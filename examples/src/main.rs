//! A small forward renderer's root signatures, checked at compile time.
//!
//! Run with `cargo run -p rootsig-examples`. It prints each signature's
//! parameter table and descriptor-table layouts, then records a frame on a
//! stand-in command list to show how the typed handles feed
//! `SetGraphicsRoot*` and descriptor-heap writes.
//!
//! With the `windows` crate the same handles go straight into the D3D12
//! calls (not compiled here: `windows` does not build on Linux):
//!
//! ```ignore
//! use windows::Win32::Graphics::Direct3D12::*;
//!
//! // The blob is a constant in read-only data: no run-time compilation.
//! let root_signature: ID3D12RootSignature =
//!     unsafe { device.CreateRootSignature(0, Forward::BLOB.as_bytes())? };
//!
//! let increment = unsafe {
//!     device.GetDescriptorHandleIncrementSize(D3D12_DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV)
//! };
//! // Write the shadow map's SRV into its slot of the material table.
//! let cpu = D3D12_CPU_DESCRIPTOR_HANDLE {
//!     ptr: heap_cpu_start.ptr
//!         + (table_start + Forward::shadow_map.offset().get()) as usize * increment as usize,
//! };
//! unsafe { device.CreateShaderResourceView(&shadow_map, Some(&srv_desc), cpu) };
//!
//! unsafe {
//!     list.SetGraphicsRootSignature(&root_signature);
//!     list.SetGraphicsRootConstantBufferView(
//!         Forward::camera.index(),
//!         camera_buffer.GetGPUVirtualAddress(),
//!     );
//!     list.SetGraphicsRoot32BitConstants(
//!         Forward::draw.index(),
//!         Forward::draw.num_32bit_values(),
//!         draw_constants.as_ptr().cast(),
//!         0,
//!     );
//!     list.SetGraphicsRootDescriptorTable(
//!         Forward::TABLE_SRV_T0.index(),
//!         D3D12_GPU_DESCRIPTOR_HANDLE {
//!             ptr: heap_gpu_start.ptr + u64::from(table_start) * u64::from(increment),
//!         },
//!     );
//! }
//! ```

mod command_list;

use command_list::{GraphicsCommandList, RecordingCommandList, ShaderVisibleHeap};
use rootsig::language::lower::table_layout;
use rootsig::{
    CbvSrvUavHeap, DescriptorRangeType, RootDescriptorKind, RootParameterKindDesc,
    RootSignatureView, SamplerHeap, ShaderVisibility,
};

rootsig::root_signature! {
    /// Opaque geometry: camera and per-draw constants, a light list, a
    /// feedback buffer, material textures with the shadow map, and samplers.
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
    #[rootsig(version = "1.2")]
    pub Post = "exposure: RootConstants(num32BitConstants = 2, b0), "
               "DescriptorTable(hdr: SRV(t0), output: UAV(u0), "
               "                bloom: SRV(t1, numDescriptors = unbounded, offset = 8, flags = DESCRIPTORS_VOLATILE)), "
               "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_CLAMP)";
}

rootsig::include_root_signature! {
    /// The skybox, whose root signature is written in its HLSL file.
    pub Sky = "shaders/sky.hlsl", define = "SkyRS";
}

fn visibility(v: ShaderVisibility) -> &'static str {
    v.short_name().unwrap_or("?")
}

fn registers(letter: char, first: u32, count: u32, space: u32) -> String {
    let mut out = match count {
        1 => format!("{letter}{first}"),
        u32::MAX => format!("{letter}{first}.."),
        n => format!(
            "{letter}{first}..{letter}{}",
            u64::from(first) + u64::from(n) - 1
        ),
    };
    if space != 0 {
        out.push_str(&format!(", space {space}"));
    }
    out
}

/// Prints a signature's root parameters and the layout of each table.
fn print_signature(name: &str, desc: RootSignatureView<'_>, blob: &[u8]) {
    let flags: Vec<&str> = desc.flags.iter_names().map(|(name, _)| name).collect();
    let flags = if flags.is_empty() {
        "0".to_owned()
    } else {
        flags.join(" | ")
    };
    println!(
        "{name}: version {}, {} bytes, RootFlags({flags})",
        desc.version,
        blob.len()
    );
    println!(
        "  {:<5} {:<22} {:<18} visibility",
        "index", "kind", "registers"
    );
    for (index, parameter) in desc.parameters.iter().enumerate() {
        let (kind, regs) = match parameter.kind {
            RootParameterKindDesc::Constants(c) => (
                format!("root constants ({})", c.num_32bit_values),
                registers('b', c.shader_register, 1, c.register_space),
            ),
            RootParameterKindDesc::Descriptor(kind, d) => (
                format!("root {}", kind.keyword()),
                registers(
                    kind.register_letter(),
                    d.shader_register,
                    1,
                    d.register_space,
                ),
            ),
            RootParameterKindDesc::DescriptorTable { range_count, .. } => (
                "descriptor table".to_owned(),
                format!("{range_count} range{}", plural(range_count.into())),
            ),
        };
        println!(
            "  {index:<5} {kind:<22} {regs:<18} {}",
            visibility(parameter.visibility)
        );
    }
    let owned = desc.to_owned();
    for (index, parameter) in owned.parameters.iter().enumerate() {
        let rootsig::RootParameterKind::DescriptorTable(table) = &parameter.kind else {
            continue;
        };
        let layout = table_layout(table);
        let heap = match table.ranges.first().map(|r| r.range_type) {
            Some(DescriptorRangeType::SAMPLER) => "sampler",
            _ => "CBV/SRV/UAV",
        };
        let total = match layout.descriptor_count {
            None => "unbounded descriptors".to_owned(),
            Some(n) => format!("{n} descriptor{}", plural(n)),
        };
        println!("  table {index} ({heap} heap, {total}):");
        for (range, slot) in table.ranges.iter().zip(&layout.ranges) {
            let letter = range.range_type.register_letter().unwrap_or('?');
            let count = slot
                .num_descriptors
                .map_or_else(|| "unbounded".to_owned(), |n| n.to_string());
            let offset = slot
                .offset
                .map_or_else(|| "-".to_owned(), |o| o.to_string());
            println!(
                "    offset {offset:<4} count {count:<10} {} {}",
                range.range_type.name().unwrap_or("?"),
                registers(
                    letter,
                    range.base_shader_register,
                    range.num_descriptors,
                    range.register_space
                )
            );
        }
    }
    for sampler in desc.static_samplers {
        println!(
            "  static sampler s{} ({}), {}",
            sampler.shader_register,
            sampler.filter.name().unwrap_or("?"),
            visibility(sampler.visibility)
        );
    }
    println!();
}

/// Records one frame of the forward pass: the typed handles say which
/// call each root parameter goes to, and where each descriptor is written.
fn record_forward_pass(list: &mut impl GraphicsCommandList) -> Vec<String> {
    let views: ShaderVisibleHeap<CbvSrvUavHeap> = ShaderVisibleHeap::new(0x1000, 0x8000_0000, 32);
    let samplers: ShaderVisibleHeap<SamplerHeap> = ShaderVisibleHeap::new(0x2000, 0x9000_0000, 16);
    // This frame's material table starts at slot 64 of the view heap, its
    // sampler table at slot 0 of the sampler heap.
    let (material_start, sampler_start) = (64, 0);

    let mut writes = Vec::new();
    for i in 0..4 {
        let Some(slot) = Forward::material.at(i) else {
            break;
        };
        let cpu = views.descriptor_cpu_handle(material_start, slot);
        writes.push(format!(
            "CreateShaderResourceView(material texture {i}) at {:#x}",
            cpu.ptr
        ));
    }
    let shadow = views.descriptor_cpu_handle(material_start, Forward::shadow_map.offset());
    writes.push(format!(
        "CreateShaderResourceView(shadow map) at {:#x}",
        shadow.ptr
    ));
    for i in 0..2 {
        if let Some(slot) = Forward::SAMPLER_S0.at(i) {
            let cpu = samplers.descriptor_cpu_handle(sampler_start, slot);
            writes.push(format!("CreateSampler({i}) at {:#x}", cpu.ptr));
        }
    }

    list.set_graphics_root_signature("Forward", Forward::BLOB.as_bytes());
    list.set_graphics_root_constant_buffer_view(Forward::camera, 0x10_0000);
    list.set_graphics_root_32bit_constants(Forward::draw, &[0; 16]);
    list.set_graphics_root_shader_resource_view(Forward::lights, 0x20_0000);
    list.set_graphics_root_unordered_access_view(Forward::feedback, 0x30_0000);
    list.set_graphics_root_descriptor_table(
        Forward::TABLE_SRV_T0,
        views.table_gpu_handle(material_start),
    );
    list.set_graphics_root_descriptor_table(
        Forward::TABLE_SAMPLER_S0,
        samplers.table_gpu_handle(sampler_start),
    );
    writes
}

fn main() {
    print_signature("Forward", Forward::DESC.view(), Forward::BLOB.as_bytes());
    print_signature("Shadow", Shadow::DESC.view(), Shadow::BLOB.as_bytes());
    print_signature("Post", Post::DESC.view(), Post::BLOB.as_bytes());
    print_signature(
        "Sky (shaders/sky.hlsl)",
        Sky::DESC.view(),
        Sky::BLOB.as_bytes(),
    );

    let mut list = RecordingCommandList::default();
    let writes = record_forward_pass(&mut list);
    println!("Descriptor writes for the forward pass:");
    for write in writes {
        println!("  {write}");
    }
    println!("Forward pass commands:");
    for call in &list.calls {
        println!("  {call}");
    }
    // Root descriptors of every kind are typed; so is the sky's view CBV.
    let _ = (Post::output, Sky::CBV_B0);
    debug_assert_eq!(Forward::lights.kind(), RootDescriptorKind::Srv);
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
    }

    #[test]
    fn the_recorded_frame_uses_the_handles() {
        let mut list = RecordingCommandList::default();
        let writes = record_forward_pass(&mut list);
        assert_eq!(writes.len(), 7);
        // Material slot 0 of a table at heap slot 64, 32-byte descriptors.
        assert!(writes[0].ends_with(&format!("{:#x}", 0x1000 + 64 * 32)));
        assert!(writes[4].ends_with(&format!("{:#x}", 0x1000 + (64 + 4) * 32)));
        assert_eq!(
            list.calls[1],
            "SetGraphicsRootConstantBufferView(0, 0x100000)"
        );
        assert_eq!(
            list.calls[2],
            "SetGraphicsRoot32BitConstants(1, 16 of 16 values)"
        );
        assert_eq!(
            list.calls[4],
            "SetGraphicsRootUnorderedAccessView(3, 0x300000)"
        );
        assert_eq!(
            list.calls[5],
            "SetGraphicsRootDescriptorTable(4, 0x80000800) [CBV/SRV/UAV heap, 5 descriptors]"
        );
        assert_eq!(
            list.calls[6],
            "SetGraphicsRootDescriptorTable(5, 0x90000000) [sampler heap, 2 descriptors]"
        );
    }
}

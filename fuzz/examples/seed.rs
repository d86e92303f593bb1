//! Writes seed corpora for the fuzz targets: `corpus/parse/` gets the
//! example texts of docs/language.md and docs/format.md (accepted ones and error
//! examples) under a few option bytes; `corpus/decode/` gets every text
//! that compiles, in both encoding modes, fed through each decode mode.
//! Extra DSL text files given as arguments are added too.
//!
//! Run from `fuzz/`: `cargo run --example seed [FILE…]`.

use std::path::Path;

use rootsig_core::{EncodingMode, Options, Version, compile};

/// Examples from the reference (docs/language.md §3.3, §2.7, §3.6 and §5;
/// docs/format.md §8).
const TEXTS: &[&str] = &[
    "",
    "RootFlags(0), CBV(b0),",
    "RootFlags()",
    "rootflags(allow_input_assembler_input_layout)",
    "RootConstants(b2, num32BitConstants = 3, space = +5)",
    "DescriptorTable(visibility = SHADER_VISIBILITY_PIXEL, SRV(t0, numDescriptors = unbounded),)",
    "DescriptorTable()",
    "StaticSampler(s0, mipLODBias = -1.5, maxLOD = 12, )",
    "CBV(b0,\n\tspace = 1)",
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_GEOMETRY_SHADER_ROOT_ACCESS),\n\
     RootConstants(num32BitConstants = 2, b0, visibility = SHADER_VISIBILITY_VERTEX),\n\
     CBV(b1, flags = DATA_STATIC, visibility = SHADER_VISIBILITY_HULL),\n\
     SRV(t0, flags = 0, visibility = SHADER_VISIBILITY_DOMAIN),\n\
     UAV(u0, flags = DATA_VOLATILE, visibility = SHADER_VISIBILITY_GEOMETRY),\n\
     DescriptorTable(SRV(t1, numDescriptors = 3, flags = 0),\n\
     UAV(u1, space = 2, numDescriptors = unbounded, flags = DESCRIPTORS_VOLATILE),\n\
     visibility = SHADER_VISIBILITY_PIXEL),\n\
     DescriptorTable(),\n\
     StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_POINT, maxAnisotropy = 0,\n\
     comparisonFunc = COMPARISON_NEVER,\n\
     borderColor = STATIC_BORDER_COLOR_TRANSPARENT_BLACK,\n\
     visibility = SHADER_VISIBILITY_PIXEL)",
    "StaticSampler(s31, space = 32, flags = UINT_BORDER_COLOR, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT), RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_GEOMETRY_SHADER_ROOT_ACCESS)",
    "StaticSampler(s0, flags = NON_NORMALIZED_COORDINATES, filter = FILTER_MIN_MAG_LINEAR_MIP_POINT, maxLOD = 0, addressU = TEXTURE_ADDRESS_CLAMP, addressV = TEXTURE_ADDRESS_BORDER)",
    "RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = 4, b0), DescriptorTable(Sampler(s0, numDescriptors = 4, flags = DESCRIPTORS_VOLATILE))",
    "DescriptorTable(CBV(b0, numDescriptors = 2, offset = 4, flags = DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS | DATA_STATIC), SRV(t0, offset = DESCRIPTOR_RANGE_OFFSET_APPEND), UAV(u0, numDescriptors = 4294967295))",
    "StaticSampler(s0, addressU = TEXTURE_ADDRESS_MIRRORONCE, addressW = TEXTURE_ADDRESS_MIRROR_ONCE, mipLODBias = 15.99, minLOD = -0.0, maxLOD = 3.402823466e+38, comparisonFunc = COMPARISON_NONE)",
    "StaticSampler(s0, minLOD = 42.e+10f, maxLOD = 4294967295, mipLODBias = -16)",
    "name: CBV(b0), table: DescriptorTable(srvs: SRV(t0, numDescriptors = 8))",
    // Error examples.
    "RootFlags(A & B)",
    "CBV(b0); SRV(t0)",
    "CBV(B0)",
    "CBV(b0, space = 4294967296)",
    "CBV(b0, space = 0x10)",
    "StaticSampler(s0, maxLOD = 1.2.3)",
    "StaticSampler(s0, minLOD = 1e-400)",
    "StaticSampler(s0, maxLOD = 3.402823467e+38)",
    "CBV(b0x)",
    "Sampler(s0)",
    "CBV(b0) SRV(t0)",
    "CBV b0",
    "RootConstants(b0 num32BitConstants = 1)",
    "DescriptorTable(SRV(t0)",
    "CBV(b0,, space = 1)",
    "CBV(b0, numDescriptors = 2)",
    "CBV(t0)",
    "CBV(b0, space 1)",
    "CBV(b0, space = -1)",
    "StaticSampler(s0, mipLODBias = abc)",
    "StaticSampler(s0, minLOD = -3000000000)",
    "CBV(b0, visibility = SHADER_VISIBILITY_COMPUTE)",
    "RootFlags(ALLOW_STREAM_OUTPUT |)",
    "RootFlags(1)",
    "RootFlags(0 | ALLOW_STREAM_OUTPUT)",
    "CBV(b0, b1)",
    "RootConstants(b0)",
    "RootFlags(0), CBV(b0), RootFlags(ALLOW_STREAM_OUTPUT)",
    "CBV(b4294967295)",
    "DescriptorTable(UAV(u4294967200, numDescriptors = 100))",
    "CBV(b0, flags = DATA_STATIC)",
    "DescriptorTable(SRV(t0), UAV(u0), Sampler(s0))",
    "DescriptorTable(UAV(u0, numDescriptors = unbounded), SRV(t0))",
    "DescriptorTable(SRV(t0, numDescriptors = unbounded, offset = 10), SRV(t0, space = 1, numDescriptors = 10, offset = 0))",
    "DescriptorTable(SRV(t0, numDescriptors = 4294967290), UAV(u0, numDescriptors = 10))",
    "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 2))",
    "CBV(b2), DescriptorTable(CBV(b0, numDescriptors = 5))",
    "StaticSampler(s0), DescriptorTable(Sampler(s0))",
    "StaticSampler(s0, maxAnisotropy = 17, mipLODBias = 16, minLOD = 4, maxLOD = 2)",
    "StaticSampler(s0, filter = FILTER_COMPARISON_MIN_MAG_MIP_POINT, comparisonFunc = COMPARISON_NONE)",
    "RootFlags(DENY_PIXEL_SHADER_ROOT_ACCESS), CBV(b0, visibility = SHADER_VISIBILITY_PIXEL)",
    "RootFlags(LOCAL_ROOT_SIGNATURE | ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT)",
    "RootFlags(LOCAL_ROOT_SIGNATURE), RootConstants(num32BitConstants = 1017, b0)",
    "RootConstants(num32BitConstants = 65, b0)",
];

/// Option bytes of the parse target: 1.0, 1.1, 1.2, dxc, global, local,
/// labels.
const OPTION_BYTES: &[u8] = &[0, 1, 2, 5, 0x09, 0x11, 0x41];

fn write(dir: &Path, name: &str, data: &[u8]) {
    std::fs::write(dir.join(name), data).expect("write seed");
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let parse_dir = root.join("parse");
    let decode_dir = root.join("decode");
    std::fs::create_dir_all(&parse_dir).expect("mkdir");
    std::fs::create_dir_all(&decode_dir).expect("mkdir");

    let mut texts: Vec<String> = TEXTS.iter().map(|s| s.to_string()).collect();
    for path in std::env::args().skip(1) {
        texts.push(std::fs::read_to_string(&path).expect("read seed text"));
    }
    let (mut parse_seeds, mut decode_seeds) = (0, 0);
    for (i, text) in texts.iter().enumerate() {
        for &byte in OPTION_BYTES {
            let mut data = vec![byte];
            data.extend_from_slice(text.as_bytes());
            write(&parse_dir, &format!("text{i:03}-{byte:02x}"), &data);
            parse_seeds += 1;
        }
        for (v, version) in Version::ALL.into_iter().enumerate() {
            for (m, encoding) in [EncodingMode::Standard, EncodingMode::Dxc]
                .into_iter()
                .enumerate()
            {
                let options = Options {
                    version,
                    encoding,
                    labels: true,
                    ..Options::default()
                };
                let Ok(blob) = compile(text, &options) else {
                    continue;
                };
                let bytes = blob.as_bytes();
                // Decode modes 0 (as is), 1 (repaired container), 2 (wrapped part).
                for (mode, payload) in [(0u8, bytes), (1, bytes), (2, blob.rts0())] {
                    let mut data = vec![mode];
                    data.extend_from_slice(payload);
                    write(&decode_dir, &format!("blob{i:03}-v{v}-m{m}-{mode}"), &data);
                    decode_seeds += 1;
                }
            }
        }
    }
    println!(
        "wrote {parse_seeds} parse seeds and {decode_seeds} decode seeds under {}",
        root.display()
    );
}

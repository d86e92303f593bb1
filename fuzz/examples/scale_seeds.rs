//! Writes the crafted inputs that used to take quadratic time into `seeds/parse/` and
//! `seeds/decode/` (kept in the repository), each under 64 KiB so that
//! `-max_len=65536` keeps them whole:
//!
//! * text: a table whose ranges alternate `SRV` and `UAV` at offset 0
//!   (RS0216 everywhere), `CBV(b0)` repeated on one line and one per line
//!   (RS0217 everywhere), tables of `CBV(bi, numDescriptors = 2)` with
//!   visibility alternating VERTEX and PIXEL, tables covering b{i}..b{i+1}
//!   visible to ALL, and repeated `StaticSampler(s0)`;
//! * blobs: root CBVs at b0 with distinct unknown visibilities (one
//!   cluster, no conflict), and the RS0216 table compiled.
//!
//! Run from `fuzz/`: `cargo run --example scale_seeds`. Parse seeds start
//! with the option byte 0x01 (version 1.1); decode seeds with mode byte 0.

use rootsig_core::format::encode::encode_container;
use rootsig_core::{EncodingMode, Options, RootSignature, Version, compile};
use std::path::Path;

#[path = "../../core/tests/common/mod.rs"]
mod common;
use common::scale::{aliasing_range, aliasing_table, chained_table, vertex_pixel_table};

const LIMIT: usize = 65_000;

/// As many items as fit in `LIMIT` bytes, joined.
fn fill(item: impl Fn(usize) -> String, separator: &str, wrap: (&str, &str)) -> String {
    let mut out = wrap.0.to_owned();
    for i in 0.. {
        let next = item(i);
        if out.len() + next.len() + separator.len() + wrap.1.len() + 1 > LIMIT {
            break;
        }
        if i > 0 {
            out.push_str(separator);
        }
        out.push_str(&next);
    }
    out.push_str(wrap.1);
    out
}

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds");
    let texts = [
        (
            "rs0216-alternating-table",
            fill(aliasing_range, ", ", ("DescriptorTable(", ")")),
        ),
        (
            "rs0217-one-line",
            fill(|_| "CBV(b0)".to_owned(), ", ", ("", "")),
        ),
        (
            "rs0217-many-lines",
            fill(|_| "CBV(b0)".to_owned(), ",\n", ("", "")),
        ),
        (
            "rs0217-vertex-pixel-tables",
            fill(vertex_pixel_table, ", ", ("", "")),
        ),
        (
            "rs0217-chained-tables",
            fill(
                chained_table,
                ", ",
                ("RootFlags(LOCAL_ROOT_SIGNATURE), ", ""),
            ),
        ),
        (
            "rs0217-static-samplers",
            fill(|_| "StaticSampler(s0)".to_owned(), ", ", ("", "")),
        ),
    ];
    let parse = root.join("parse");
    std::fs::create_dir_all(&parse)?;
    for (name, text) in &texts {
        let mut bytes = vec![0x01];
        bytes.extend_from_slice(text.as_bytes());
        std::fs::write(parse.join(name), bytes)?;
    }

    let decode = root.join("decode");
    std::fs::create_dir_all(&decode)?;
    // Root CBVs at b0 with visibilities 8, 9, 10, …: 12-byte parameters
    // and 12-byte descriptors, so about 2,700 fit.
    let sig = RootSignature {
        version: Version::V1_1,
        parameters: common::unknown_visibility_cbvs(2_700),
        ..RootSignature::default()
    };
    let mut blob = vec![0];
    blob.extend(encode_container(&sig, EncodingMode::Standard));
    std::fs::write(decode.join("rs0217-unknown-visibilities"), blob)?;
    // 2,400 ranges of 20 bytes.
    let table = aliasing_table(2_400);
    let compiled =
        compile(&table, &Options::default()).map_err(|d| std::io::Error::other(d.to_string()))?;
    let mut blob = vec![0];
    blob.extend_from_slice(compiled.as_bytes());
    assert!(blob.len() <= LIMIT, "{} bytes", blob.len());
    std::fs::write(decode.join("rs0216-alternating-table"), blob)?;
    for dir in [&parse, &decode] {
        for entry in std::fs::read_dir(dir)? {
            let entry = entry?;
            println!("{:>6} {}", entry.metadata()?.len(), entry.path().display());
        }
    }
    Ok(())
}

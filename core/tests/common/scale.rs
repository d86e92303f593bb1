//! The crafted inputs that used to take quadratic time (hostile shapes
//! for the validator, the renderer and the macro), as text. Shared by the tests, the `scale` bench, the CLI's tests
//! and `fuzz/examples/scale_seeds.rs`; it imports nothing, so that any of
//! them can include it by path.
#![allow(dead_code)] // each includer uses some of these

/// Range `i` of a table whose ranges alternate `SRV` and `UAV` at offset 0,
/// so that every range aliases its neighbours (RS0216).
pub fn aliasing_range(i: usize) -> String {
    if i.is_multiple_of(2) {
        format!("SRV(t{i}, offset = 0)")
    } else {
        format!("UAV(u{i}, offset = 0)")
    }
}

/// One table of `n` [`aliasing_range`]s.
pub fn aliasing_table(n: usize) -> String {
    let ranges: Vec<_> = (0..n).map(aliasing_range).collect();
    format!("DescriptorTable({})", ranges.join(", "))
}

/// Table `i` of `CBV(bi, numDescriptors = 2)`, visible to VERTEX or PIXEL
/// in turn: neighbours share a register but no stage.
pub fn vertex_pixel_table(i: usize) -> String {
    let stage = if i.is_multiple_of(2) {
        "VERTEX"
    } else {
        "PIXEL"
    };
    format!(
        "DescriptorTable(CBV(b{i}, numDescriptors = 2), visibility = SHADER_VISIBILITY_{stage})"
    )
}

/// Table `i` covering b{i}..b{i+1}, visible to ALL: it overlaps table
/// `i - 1`.
pub fn chained_table(i: usize) -> String {
    format!("DescriptorTable(CBV(b{i}, numDescriptors = 2))")
}

//! The printer: a description back to canonical root signature text.
//!
//! The canonical form puts one element per line: `RootFlags(…)` first (only
//! when the flags are not 0), then the root parameters in slot order, then the
//! static samplers. Arguments come in a fixed order and are left out when they
//! equal the language default, except `flags` on root descriptors and ranges,
//! which is printed whenever it is present because an omitted `flags` is
//! encoded differently in `dxc` mode.
//!
//! Nothing here is per argument: each element's arguments, their order and
//! how each value is written come from its grammar row in `parse.rs`, and
//! where each value is stored from the element's `Bind` impl beside it.

use super::Arg;
use super::parse::{
    Bind, CBV_ROW, ROOT_CONSTANTS_ROW, Row, SRV_ROW, STATIC_SAMPLER_ROW, TABLE_ROW, UAV_ROW,
    UNKNOWN_RANGE, Value,
};
use crate::model::{
    DescriptorRange, DescriptorTable, RootDescriptorKind, RootParameter, RootParameterKind,
    RootSignature, flag_names,
};

/// Prints a description as canonical root signature text.
///
/// Compiling the result at `signature.version`, in either encoding mode,
/// reproduces the blob the description came from: for any valid blob whose
/// values the language can spell, `compile(print(decode(blob)))` is `blob`.
/// The version itself is a compile setting, not part of the text, so it is
/// not printed.
///
/// Some values have no spelling in the language: NaN and infinite floats,
/// unknown enumeration values, unknown range types and unknown flag bits.
/// Most only come from descriptions built through the API or decoded from an
/// invalid blob (rules RS0220 and RS0301–RS0310). Infinite `minLOD`/`maxLOD`
/// are the exception: the platform accepts them, so they validate, but no
/// DSL literal is infinite (the largest is FLT_MAX, RS0007). All of these
/// are printed in a recognisable form that does not compile, so the text
/// gives a diagnostic rather than a different blob: enumeration values as their raw
/// number (`visibility = 9`), unknown flag bits in hex (`0x80000000`),
/// floats as `NaN(0x7FC00000)`, `inf` or `-inf`, and a range of unknown
/// type as `RANGE_TYPE_7(r0)`.
///
/// ```
/// use rootsig_core::*;
/// let mut sig = RootSignature::default();
/// sig.flags = RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT;
/// sig.parameters.push(RootParameter {
///     kind: RootParameterKind::Descriptor(
///         RootDescriptorKind::Cbv,
///         RootDescriptor { shader_register: 0, register_space: 1, flags: None },
///     ),
///     visibility: ShaderVisibility::PIXEL,
/// });
/// sig.static_samplers.push(StaticSampler { mip_lod_bias: -1.5, ..StaticSampler::new(0) });
/// assert_eq!(
///     print(&sig),
///     "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT),\n\
///      CBV(b0, space = 1, visibility = SHADER_VISIBILITY_PIXEL),\n\
///      StaticSampler(s0, mipLODBias = -1.5)\n",
/// );
/// ```
pub fn print(signature: &RootSignature) -> String {
    let mut elements: Vec<String> = Vec::new();
    if !signature.flags.is_empty() {
        elements.push(format!("RootFlags({})", flag_names(&signature.flags)));
    }
    for parameter in &signature.parameters {
        let row = parameter_row(parameter);
        let args = arguments(row, parameter.clone());
        elements.push(match &parameter.kind {
            RootParameterKind::DescriptorTable(table) => descriptor_table(table, args),
            _ => element(row.keyword.as_str(), &args),
        });
    }
    for &sampler in &signature.static_samplers {
        let args = arguments(&STATIC_SAMPLER_ROW, sampler);
        elements.push(element(STATIC_SAMPLER_ROW.keyword.as_str(), &args));
    }
    let mut out = elements.join(",\n");
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

/// The arguments of `model` in `row`'s order, as written: those that differ
/// from the element's defaults and those that cannot be left out.
fn arguments<M: Bind>(row: &Row, mut model: M) -> Vec<String> {
    let mut blank = M::blank(row);
    // `r` for a range of unknown type.
    let letter = row.register.map_or('r', |class| class.letter());
    let mut out = Vec::new();
    for &(arg, value) in row.args {
        let needed = arg == Arg::Register || row.needs.is_some_and(|(needs, _)| needs == arg);
        let Some(raw) = model.bind(arg, None) else {
            continue;
        };
        if !needed && blank.bind(arg, None) == Some(raw) {
            continue;
        }
        out.push(match value {
            _ if arg == Arg::Register => format!("{letter}{raw}"),
            Value::Unsigned(Some(special)) if raw == u32::MAX => {
                format!("{} = {}", arg.name(), special.as_str())
            }
            Value::Unsigned(_) => format!("{} = {raw}", arg.name()),
            Value::Number => format!("{} = {}", arg.name(), float(f32::from_bits(raw))),
            Value::Enum(names) | Value::Flags(names) => {
                format!("{} = {}", arg.name(), (names.show)(raw))
            }
        });
    }
    out
}

/// `Keyword(arg, …)`.
fn element(keyword: &str, args: &[String]) -> String {
    format!("{keyword}({})", args.join(", "))
}

/// The row that writes `parameter`.
fn parameter_row(parameter: &RootParameter) -> &'static Row {
    match &parameter.kind {
        RootParameterKind::Constants(_) => &ROOT_CONSTANTS_ROW,
        RootParameterKind::Descriptor(RootDescriptorKind::Cbv, _) => &CBV_ROW,
        RootParameterKind::Descriptor(RootDescriptorKind::Srv, _) => &SRV_ROW,
        RootParameterKind::Descriptor(RootDescriptorKind::Uav, _) => &UAV_ROW,
        RootParameterKind::DescriptorTable(_) => &TABLE_ROW,
    }
}

fn descriptor_table(table: &DescriptorTable, args: Vec<String>) -> String {
    let mut items: Vec<String> = table.ranges.iter().map(descriptor_range).collect();
    items.extend(args);
    match items.len() {
        0 => "DescriptorTable()".to_owned(),
        // A table holding only its visibility stays on one line.
        1 if table.ranges.is_empty() => format!("DescriptorTable({})", items.join("")),
        _ => format!("DescriptorTable(\n    {}\n)", items.join(",\n    ")),
    }
}

fn descriptor_range(range: &DescriptorRange) -> String {
    let row = range
        .range_type
        .name()
        .and_then(|name| Row::find(TABLE_ROW.nested, name));
    let args = arguments(row.unwrap_or(&UNKNOWN_RANGE), *range);
    match row {
        Some(row) => element(row.keyword.as_str(), &args),
        None => element(&format!("RANGE_TYPE_{}", range.range_type.0), &args),
    }
}

/// The shortest float literal that the parser reads back (decimal → nearest
/// f64 → f32) as exactly `value`'s bits, without exceeding FLT_MAX as a
/// decimal (the lexer rejects such literals, RS0007).
fn float(value: f32) -> String {
    if value.is_nan() {
        return format!("NaN({:#010X})", value.to_bits()).replacen("0X", "0x", 1);
    }
    if value.is_infinite() {
        return if value > 0.0 { "inf" } else { "-inf" }.to_owned();
    }
    let shortest = float_literal(&format!("{value}"), &format!("{value:e}"), value.abs());
    if reads_back(&shortest, value) {
        return shortest;
    }
    // Every f32 is exactly an f64, so the f64's shortest form always reads
    // back; this only happens when the two roundings disagree.
    let wide = f64::from(value);
    float_literal(&format!("{wide}"), &format!("{wide:e}"), value.abs())
}

/// Chooses between positional and exponent forms, and makes sure the result
/// is a float literal (with a `.` or an exponent), never an integer literal.
fn float_literal(positional: &str, exponent: &str, magnitude: f32) -> String {
    if magnitude == 0.0 || (1e-5..1e16).contains(&magnitude) {
        let mut text = positional.to_owned();
        if !text.contains('.') {
            text.push_str(".0");
        }
        text
    } else {
        exponent.to_owned()
    }
}

/// True when the parser would read `text` as exactly `value`.
fn reads_back(text: &str, value: f32) -> bool {
    match text.parse::<f64>() {
        Ok(wide) => wide.abs() <= f64::from(f32::MAX) && (wide as f32).to_bits() == value.to_bits(),
        Err(_) => false,
    }
}

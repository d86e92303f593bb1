//! The printer: a description back to canonical root signature text.
//!
//! The canonical form puts one element per line: `RootFlags(…)` first (only
//! when the flags are not 0), then the root parameters in slot order, then the
//! static samplers. Arguments come in a fixed order and are left out when they
//! equal the language default, except `flags` on root descriptors and ranges,
//! which is printed whenever it is present because an omitted `flags` is
//! encoded differently in `dxc` mode.

use super::Arg;
use super::parse::Keyword;
use crate::model::{
    ComparisonFunc, DescriptorRange, DescriptorTable, Filter, RootConstants, RootDescriptor,
    RootDescriptorKind, RootParameter, RootParameterKind, RootSignature, ShaderVisibility,
    StaticBorderColor, StaticSampler, TextureAddressMode,
};
use bitflags::Flags;

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
        elements.push(format!("RootFlags({})", flag_set(&signature.flags)));
    }
    for parameter in &signature.parameters {
        elements.push(root_parameter(parameter));
    }
    for sampler in &signature.static_samplers {
        elements.push(static_sampler(sampler));
    }
    let mut out = elements.join(",\n");
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

/// Collects `name = value` arguments of one element.
struct Args(Vec<String>);

impl Args {
    fn new() -> Self {
        Args(Vec::new())
    }

    fn push(&mut self, arg: impl Into<String>) {
        self.0.push(arg.into());
    }

    fn named(&mut self, arg: Arg, value: impl core::fmt::Display) {
        self.0.push(format!("{} = {value}", arg.name()));
    }

    fn finish(self, keyword: &str) -> String {
        format!("{keyword}({})", self.0.join(", "))
    }
}

fn root_parameter(parameter: &RootParameter) -> String {
    match &parameter.kind {
        RootParameterKind::Constants(constants) => root_constants(constants, parameter.visibility),
        RootParameterKind::Descriptor(kind, descriptor) => {
            root_descriptor(*kind, descriptor, parameter.visibility)
        }
        RootParameterKind::DescriptorTable(table) => descriptor_table(table, parameter.visibility),
    }
}

fn root_constants(constants: &RootConstants, visibility: ShaderVisibility) -> String {
    let mut args = Args::new();
    args.named(Arg::Num32BitConstants, constants.num_32bit_values);
    args.push(format!("b{}", constants.shader_register));
    space_and_visibility(&mut args, constants.register_space, visibility);
    args.finish(Keyword::RootConstants.as_str())
}

fn root_descriptor(
    kind: RootDescriptorKind,
    descriptor: &RootDescriptor,
    visibility: ShaderVisibility,
) -> String {
    let mut args = Args::new();
    args.push(format!(
        "{}{}",
        kind.register_letter(),
        descriptor.shader_register
    ));
    space_and_visibility(&mut args, descriptor.register_space, visibility);
    if let Some(flags) = descriptor.flags {
        args.named(Arg::Flags, flag_set(&flags));
    }
    args.finish(kind.keyword())
}

fn descriptor_table(table: &DescriptorTable, visibility: ShaderVisibility) -> String {
    let mut items: Vec<String> = table.ranges.iter().map(descriptor_range).collect();
    if visibility != ShaderVisibility::ALL {
        items.push(format!(
            "{} = {}",
            Arg::Visibility.name(),
            visibility_value(visibility)
        ));
    }
    match items.len() {
        0 => "DescriptorTable()".to_owned(),
        // A table holding only its visibility stays on one line.
        1 if table.ranges.is_empty() => format!("DescriptorTable({})", items.join("")),
        _ => format!("DescriptorTable(\n    {}\n)", items.join(",\n    ")),
    }
}

fn descriptor_range(range: &DescriptorRange) -> String {
    let (keyword, letter): (String, char) =
        match (range.range_type.name(), range.range_type.register_letter()) {
            (Some(name), Some(letter)) => (name.to_owned(), letter),
            _ => (format!("RANGE_TYPE_{}", range.range_type.0), 'r'),
        };
    let mut args = Args::new();
    args.push(format!("{letter}{}", range.base_shader_register));
    if range.num_descriptors == DescriptorRange::UNBOUNDED {
        args.named(Arg::NumDescriptors, Keyword::Unbounded.as_str());
    } else if range.num_descriptors != 1 {
        args.named(Arg::NumDescriptors, range.num_descriptors);
    }
    if range.register_space != 0 {
        args.named(Arg::Space, range.register_space);
    }
    if range.offset != DescriptorRange::APPEND {
        args.named(Arg::Offset, range.offset);
    }
    if let Some(flags) = range.flags {
        args.named(Arg::Flags, flag_set(&flags));
    }
    args.finish(&keyword)
}

fn static_sampler(sampler: &StaticSampler) -> String {
    let defaults = StaticSampler::new(sampler.shader_register);
    let mut args = Args::new();
    args.push(format!("s{}", sampler.shader_register));
    if sampler.filter != defaults.filter {
        args.named(
            Arg::Filter,
            enum_value(sampler.filter.0, Filter::name(sampler.filter)),
        );
    }
    for (name, mode, default) in [
        (Arg::AddressU, sampler.address_u, defaults.address_u),
        (Arg::AddressV, sampler.address_v, defaults.address_v),
        (Arg::AddressW, sampler.address_w, defaults.address_w),
    ] {
        if mode != default {
            args.named(name, enum_value(mode.0, TextureAddressMode::name(mode)));
        }
    }
    if sampler.mip_lod_bias.to_bits() != defaults.mip_lod_bias.to_bits() {
        args.named(Arg::MipLodBias, float(sampler.mip_lod_bias));
    }
    if sampler.max_anisotropy != defaults.max_anisotropy {
        args.named(Arg::MaxAnisotropy, sampler.max_anisotropy);
    }
    if sampler.comparison_func != defaults.comparison_func {
        let func = sampler.comparison_func;
        args.named(
            Arg::ComparisonFunc,
            enum_value(func.0, ComparisonFunc::name(func)),
        );
    }
    if sampler.border_color != defaults.border_color {
        let color = sampler.border_color;
        args.named(
            Arg::BorderColor,
            enum_value(color.0, StaticBorderColor::name(color)),
        );
    }
    if sampler.min_lod.to_bits() != defaults.min_lod.to_bits() {
        args.named(Arg::MinLod, float(sampler.min_lod));
    }
    if sampler.max_lod.to_bits() != defaults.max_lod.to_bits() {
        args.named(Arg::MaxLod, float(sampler.max_lod));
    }
    space_and_visibility(&mut args, sampler.register_space, sampler.visibility);
    if !sampler.flags.is_empty() {
        args.named(Arg::Flags, flag_set(&sampler.flags));
    }
    args.finish(Keyword::StaticSampler.as_str())
}

fn space_and_visibility(args: &mut Args, space: u32, visibility: ShaderVisibility) {
    if space != 0 {
        args.named(Arg::Space, space);
    }
    if visibility != ShaderVisibility::ALL {
        args.named(Arg::Visibility, visibility_value(visibility));
    }
}

fn visibility_value(visibility: ShaderVisibility) -> String {
    enum_value(visibility.0, visibility.name())
}

/// The canonical spelling, or the raw number for an unknown value.
fn enum_value(raw: u32, name: Option<&str>) -> String {
    match name {
        Some(name) => name.to_owned(),
        None => raw.to_string(),
    }
}

/// `A | B` (the flags' names), `0` for the empty set, and any unknown bits
/// as one hex number (`0x80000000`): how both printing and messages write
/// a flag set.
pub(crate) fn flag_set<F: Flags<Bits = u32>>(flags: &F) -> String {
    let mut parts: Vec<String> = flags
        .iter_names()
        .map(|(name, _)| name.to_owned())
        .collect();
    let unknown = flags.bits() & !F::all().bits();
    if unknown != 0 {
        parts.push(format!("0x{unknown:X}"));
    }
    if parts.is_empty() {
        "0".to_owned()
    } else {
        parts.join(" | ")
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

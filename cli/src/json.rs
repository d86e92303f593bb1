//! `rootsig decode --format json`: a faithful structural dump of a decoded
//! description. Every enumeration and flag word carries its raw value next
//! to its name(s), so unknown values survive; floats carry their exact bits.

use rootsig::{
    DescriptorRange, RootParameter, RootParameterKind, RootSignature, ShaderVisibility,
    StaticSampler,
};
use serde_json::{Value, json};

/// The dump, pretty-printed, with a final newline.
pub fn dump(signature: &RootSignature) -> String {
    let value = json!({
        "version": signature.version.as_str(),
        "rts0_version": signature.version.rts0(),
        "flags": flags(signature.flags.bits(), rootsig::RootFlags::all().bits(), signature.flags.iter_names().map(|(n, _)| n)),
        "parameters": signature
            .parameters
            .iter()
            .enumerate()
            .map(|(i, p)| parameter(i, p))
            .collect::<Vec<_>>(),
        "static_samplers": signature
            .static_samplers
            .iter()
            .enumerate()
            .map(|(i, s)| sampler(i, s))
            .collect::<Vec<_>>(),
    });
    let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
    text.push('\n');
    text
}

/// `{"value": raw, "names": [...], "unknown_bits": raw & !known}`.
fn flags<'a>(bits: u32, known: u32, names: impl Iterator<Item = &'a str>) -> Value {
    json!({
        "value": bits,
        "names": names.collect::<Vec<_>>(),
        "unknown_bits": bits & !known,
    })
}

/// `{"value": raw, "name": "…" or null}`.
fn named(value: u32, name: Option<&str>) -> Value {
    json!({ "value": value, "name": name })
}

fn visibility(v: ShaderVisibility) -> Value {
    named(v.0, v.name())
}

/// `{"value": exact value or null for NaN/infinity, "bits": "0x…"}`.
fn float(value: f32) -> Value {
    let number = serde_json::Number::from_f64(f64::from(value)).map_or(Value::Null, Value::Number);
    json!({ "value": number, "bits": format!("0x{:08X}", value.to_bits()) })
}

fn parameter(index: usize, parameter: &RootParameter) -> Value {
    let mut value = json!({
        "index": index,
        "parameter_type": parameter.parameter_type(),
        "visibility": visibility(parameter.visibility),
    });
    let fields = match &parameter.kind {
        RootParameterKind::Constants(c) => json!({
            "kind": "RootConstants",
            "shader_register": c.shader_register,
            "register_space": c.register_space,
            "num_32bit_values": c.num_32bit_values,
        }),
        RootParameterKind::Descriptor(kind, d) => json!({
            "kind": kind.keyword(),
            "shader_register": d.shader_register,
            "register_space": d.register_space,
            "flags": d.flags.map(|f| flags(
                f.bits(),
                rootsig::RootDescriptorFlags::all().bits(),
                f.iter_names().map(|(n, _)| n),
            )),
        }),
        RootParameterKind::DescriptorTable(table) => json!({
            "kind": "DescriptorTable",
            "ranges": table
                .ranges
                .iter()
                .enumerate()
                .map(|(j, r)| range(j, r))
                .collect::<Vec<_>>(),
        }),
    };
    if let (Value::Object(target), Value::Object(extra)) = (&mut value, fields) {
        target.extend(extra);
    }
    value
}

fn range(index: usize, range: &DescriptorRange) -> Value {
    json!({
        "index": index,
        "range_type": named(range.range_type.0, range.range_type.name()),
        "num_descriptors": range.num_descriptors,
        "unbounded": range.is_unbounded(),
        "base_shader_register": range.base_shader_register,
        "register_space": range.register_space,
        "offset": range.offset,
        "append": range.offset == DescriptorRange::APPEND,
        "flags": range.flags.map(|f| flags(
            f.bits(),
            rootsig::DescriptorRangeFlags::all().bits(),
            f.iter_names().map(|(n, _)| n),
        )),
    })
}

fn sampler(index: usize, s: &StaticSampler) -> Value {
    json!({
        "index": index,
        "shader_register": s.shader_register,
        "register_space": s.register_space,
        "visibility": visibility(s.visibility),
        "filter": named(s.filter.0, s.filter.name()),
        "address_u": named(s.address_u.0, s.address_u.name()),
        "address_v": named(s.address_v.0, s.address_v.name()),
        "address_w": named(s.address_w.0, s.address_w.name()),
        "mip_lod_bias": float(s.mip_lod_bias),
        "max_anisotropy": s.max_anisotropy,
        "comparison_func": named(s.comparison_func.0, s.comparison_func.name()),
        "border_color": named(s.border_color.0, s.border_color.name()),
        "min_lod": float(s.min_lod),
        "max_lod": float(s.max_lod),
        "flags": flags(
            s.flags.bits(),
            rootsig::StaticSamplerFlags::all().bits(),
            s.flags.iter_names().map(|(n, _)| n),
        ),
    })
}

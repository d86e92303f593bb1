//! JSON output. `rootsig decode --format json`: a faithful structural
//! dump of a decoded description; and the rows of a binding table that
//! `rootsig bindings` and `rootsig container info` print (`row_json`).
//!
//! The description's dump: Every enumeration and flag word carries its raw value next
//! to its name(s), so unknown values survive; floats carry their exact bits.
//!
//! The dump is streamed: each value goes straight to the writer through
//! serde_json's pretty formatter, keys in alphabetical order (as a
//! `serde_json::Value` prints them), so memory does not grow with the
//! signature.

use rootsig::bindings::packing::{self, MemberType};
use rootsig::bindings::{Binding, BindingCount};
use rootsig::{
    DescriptorRange, RootParameter, RootParameterKind, RootSignature, ShaderVisibility,
    StaticSampler,
};
use serde_json::ser::{CharEscape, Formatter, PrettyFormatter};
use serde_json::{Value, json};
use std::io::{self, Write};

/// Writes the dump, pretty-printed, with a final newline.
pub fn write(signature: &RootSignature, out: impl Write) -> io::Result<()> {
    let mut j = Json {
        out,
        f: PrettyFormatter::new(),
        first: Vec::new(),
    };
    j.begin_object()?;
    j.members(&[(
        "flags",
        Member::Flags(flag_word!(signature.flags, RootFlags)),
    )])?;
    j.array("parameters", &signature.parameters, Json::parameter)?;
    j.members(&[("rts0_version", Member::U64(signature.version.rts0().into()))])?;
    j.array("static_samplers", &signature.static_samplers, Json::sampler)?;
    j.members(&[("version", Member::Str(signature.version.as_str()))])?;
    j.end_object()?;
    j.out.write_all(b"\n")?;
    j.out.flush()
}

/// A flag word as the dump shows it: the raw value, the names of its known
/// flags, and the mask of known bits.
struct FlagWord {
    bits: u32,
    known: u32,
    names: Vec<&'static str>,
}

/// The [`FlagWord`] of `$flags`, a value of the flag type `$type`.
macro_rules! flag_word {
    ($flags:expr, $type:ident) => {
        FlagWord {
            bits: $flags.bits(),
            known: rootsig::$type::all().bits(),
            names: $flags.iter_names().map(|(n, _)| n).collect(),
        }
    };
}
use flag_word;

/// The value of an object member.
enum Member<'a> {
    U64(u64),
    Bool(bool),
    Str(&'a str),
    /// An enumeration value and its name, if known.
    Named(u32, Option<&'a str>),
    Float(f32),
    Flags(FlagWord),
    Null,
}

impl<'a> Member<'a> {
    fn visibility(v: ShaderVisibility) -> Self {
        Member::Named(v.0, v.name())
    }

    /// `Null` for absent flags.
    fn optional_flags(word: Option<FlagWord>) -> Self {
        word.map_or(Member::Null, Member::Flags)
    }
}

/// A pretty JSON writer driven value by value.
struct Json<W> {
    out: W,
    f: PrettyFormatter<'static>,
    /// For each open object or array: no member written yet.
    first: Vec<bool>,
}

impl<W: Write> Json<W> {
    fn begin_object(&mut self) -> io::Result<()> {
        self.first.push(true);
        self.f.begin_object(&mut self.out)
    }

    fn end_object(&mut self) -> io::Result<()> {
        self.end_member()?;
        self.first.pop();
        self.f.end_object(&mut self.out)
    }

    fn begin_array(&mut self) -> io::Result<()> {
        self.first.push(true);
        self.f.begin_array(&mut self.out)
    }

    fn end_array(&mut self) -> io::Result<()> {
        if self.first.last() == Some(&false) {
            self.f.end_array_value(&mut self.out)?;
        }
        self.first.pop();
        self.f.end_array(&mut self.out)
    }

    /// Ends the previous object member, if any.
    fn end_member(&mut self) -> io::Result<()> {
        if self.first.last() == Some(&false) {
            self.f.end_object_value(&mut self.out)?;
        }
        Ok(())
    }

    /// Starts the next array element.
    fn item(&mut self) -> io::Result<()> {
        let first = self.first.last().copied().unwrap_or(true);
        if !first {
            self.f.end_array_value(&mut self.out)?;
        }
        if let Some(top) = self.first.last_mut() {
            *top = false;
        }
        self.f.begin_array_value(&mut self.out, first)
    }

    /// Starts the next object member. Keys must come in alphabetical order.
    fn key(&mut self, key: &str) -> io::Result<()> {
        self.end_member()?;
        let first = self.first.last().copied().unwrap_or(true);
        if let Some(top) = self.first.last_mut() {
            *top = false;
        }
        self.f.begin_object_key(&mut self.out, first)?;
        self.str(key)?;
        self.f.end_object_key(&mut self.out)?;
        self.f.begin_object_value(&mut self.out)
    }

    fn u64(&mut self, value: u64) -> io::Result<()> {
        self.f.write_u64(&mut self.out, value)
    }

    fn bool(&mut self, value: bool) -> io::Result<()> {
        self.f.write_bool(&mut self.out, value)
    }

    fn null(&mut self) -> io::Result<()> {
        self.f.write_null(&mut self.out)
    }

    fn str(&mut self, value: &str) -> io::Result<()> {
        self.f.begin_string(&mut self.out)?;
        let mut start = 0;
        for (i, byte) in value.bytes().enumerate() {
            let escape = match byte {
                b'"' => CharEscape::Quote,
                b'\\' => CharEscape::ReverseSolidus,
                b'\n' => CharEscape::LineFeed,
                b'\r' => CharEscape::CarriageReturn,
                b'\t' => CharEscape::Tab,
                0x08 => CharEscape::Backspace,
                0x0C => CharEscape::FormFeed,
                0x00..=0x1F => CharEscape::AsciiControl(byte),
                _ => continue,
            };
            self.f
                .write_string_fragment(&mut self.out, value.get(start..i).unwrap_or_default())?;
            self.f.write_char_escape(&mut self.out, escape)?;
            start = i + 1;
        }
        self.f
            .write_string_fragment(&mut self.out, value.get(start..).unwrap_or_default())?;
        self.f.end_string(&mut self.out)
    }

    /// Writes `members` in order; their keys must be in alphabetical order.
    fn members(&mut self, members: &[(&str, Member<'_>)]) -> io::Result<()> {
        for (key, value) in members {
            self.key(key)?;
            match value {
                Member::U64(value) => self.u64(*value)?,
                Member::Bool(value) => self.bool(*value)?,
                Member::Str(value) => self.str(value)?,
                Member::Named(value, name) => self.named(*value, *name)?,
                Member::Float(value) => self.float(*value)?,
                Member::Flags(word) => self.flags(word)?,
                Member::Null => self.null()?,
            }
        }
        Ok(())
    }

    /// The member `key`: an array of `items`, each written by `write` with
    /// its index.
    fn array<T>(
        &mut self,
        key: &str,
        items: &[T],
        write: impl Fn(&mut Self, usize, &T) -> io::Result<()>,
    ) -> io::Result<()> {
        self.key(key)?;
        self.begin_array()?;
        for (index, item) in items.iter().enumerate() {
            self.item()?;
            write(self, index, item)?;
        }
        self.end_array()
    }

    /// `{"names": [...], "unknown_bits": raw & !known, "value": raw}`.
    fn flags(&mut self, word: &FlagWord) -> io::Result<()> {
        self.begin_object()?;
        self.key("names")?;
        self.begin_array()?;
        for name in &word.names {
            self.item()?;
            self.str(name)?;
        }
        self.end_array()?;
        self.members(&[
            (
                "unknown_bits",
                Member::U64((word.bits & !word.known).into()),
            ),
            ("value", Member::U64(word.bits.into())),
        ])?;
        self.end_object()
    }

    /// `{"name": "…" or null, "value": raw}`.
    fn named(&mut self, value: u32, name: Option<&str>) -> io::Result<()> {
        self.begin_object()?;
        self.members(&[
            ("name", name.map_or(Member::Null, Member::Str)),
            ("value", Member::U64(value.into())),
        ])?;
        self.end_object()
    }

    /// `{"bits": "0x…", "value": exact value or null for NaN/infinity}`.
    fn float(&mut self, value: f32) -> io::Result<()> {
        self.begin_object()?;
        self.members(&[("bits", Member::Str(&format!("0x{:08X}", value.to_bits())))])?;
        self.key("value")?;
        if value.is_finite() {
            self.f.write_f64(&mut self.out, f64::from(value))?;
        } else {
            self.null()?;
        }
        self.end_object()
    }

    fn parameter(&mut self, index: usize, parameter: &RootParameter) -> io::Result<()> {
        use Member::{Str, U64};
        self.begin_object()?;
        let index = U64(index as u64);
        let parameter_type = U64(parameter.parameter_type().into());
        match &parameter.kind {
            RootParameterKind::Constants(c) => self.members(&[
                ("index", index),
                ("kind", Str("RootConstants")),
                ("num_32bit_values", U64(c.num_32bit_values.into())),
                ("parameter_type", parameter_type),
                ("register_space", U64(c.register_space.into())),
                ("shader_register", U64(c.shader_register.into())),
            ])?,
            RootParameterKind::Descriptor(kind, d) => self.members(&[
                (
                    "flags",
                    Member::optional_flags(d.flags.map(|f| flag_word!(f, RootDescriptorFlags))),
                ),
                ("index", index),
                ("kind", Str(kind.keyword())),
                ("parameter_type", parameter_type),
                ("register_space", U64(d.register_space.into())),
                ("shader_register", U64(d.shader_register.into())),
            ])?,
            RootParameterKind::DescriptorTable(table) => {
                self.members(&[
                    ("index", index),
                    ("kind", Str("DescriptorTable")),
                    ("parameter_type", parameter_type),
                ])?;
                self.array("ranges", &table.ranges, Json::range)?;
            }
        }
        self.members(&[("visibility", Member::visibility(parameter.visibility))])?;
        self.end_object()
    }

    fn range(&mut self, index: usize, range: &DescriptorRange) -> io::Result<()> {
        use Member::{Bool, U64};
        self.begin_object()?;
        self.members(&[
            ("append", Bool(range.offset == DescriptorRange::APPEND)),
            (
                "base_shader_register",
                U64(range.base_shader_register.into()),
            ),
            (
                "flags",
                Member::optional_flags(range.flags.map(|f| flag_word!(f, DescriptorRangeFlags))),
            ),
            ("index", U64(index as u64)),
            ("num_descriptors", U64(range.num_descriptors.into())),
            ("offset", U64(range.offset.into())),
            (
                "range_type",
                Member::Named(range.range_type.0, range.range_type.name()),
            ),
            ("register_space", U64(range.register_space.into())),
            ("unbounded", Bool(range.is_unbounded())),
        ])?;
        self.end_object()
    }

    fn sampler(&mut self, index: usize, s: &StaticSampler) -> io::Result<()> {
        use Member::{Float, Named, U64};
        self.begin_object()?;
        self.members(&[
            ("address_u", Named(s.address_u.0, s.address_u.name())),
            ("address_v", Named(s.address_v.0, s.address_v.name())),
            ("address_w", Named(s.address_w.0, s.address_w.name())),
            (
                "border_color",
                Named(s.border_color.0, s.border_color.name()),
            ),
            (
                "comparison_func",
                Named(s.comparison_func.0, s.comparison_func.name()),
            ),
            ("filter", Named(s.filter.0, s.filter.name())),
            (
                "flags",
                Member::Flags(flag_word!(s.flags, StaticSamplerFlags)),
            ),
            ("index", U64(index as u64)),
            ("max_anisotropy", U64(s.max_anisotropy.into())),
            ("max_lod", Float(s.max_lod)),
            ("min_lod", Float(s.min_lod)),
            ("mip_lod_bias", Float(s.mip_lod_bias)),
            ("register_space", U64(s.register_space.into())),
            ("shader_register", U64(s.shader_register.into())),
            ("visibility", Member::visibility(s.visibility)),
        ])?;
        self.end_object()
    }
}

#[cfg(test)]
mod reference {
    //! The dump as it was built before streaming, as one `serde_json::Value`:
    //! the streamed text must be the same, byte for byte.

    use super::*;
    use serde_json::{Value, json};

    /// The dump, pretty-printed, with a final newline.
    pub fn dump(signature: &RootSignature) -> String {
        let value = json!({
            "version": signature.version.as_str(),
            "rts0_version": signature.version.rts0(),
            "flags": flags(flag_word!(signature.flags, RootFlags)),
            "parameters": array(&signature.parameters, parameter),
            "static_samplers": array(&signature.static_samplers, sampler),
        });
        let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Each of `items` as `value` gives it with its index.
    fn array<T>(items: &[T], value: fn(usize, &T) -> Value) -> Vec<Value> {
        items
            .iter()
            .enumerate()
            .map(|(i, item)| value(i, item))
            .collect()
    }

    /// `{"value": raw, "names": [...], "unknown_bits": raw & !known}`.
    fn flags(word: FlagWord) -> Value {
        json!({
            "value": word.bits,
            "names": word.names,
            "unknown_bits": word.bits & !word.known,
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
        let number =
            serde_json::Number::from_f64(f64::from(value)).map_or(Value::Null, Value::Number);
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
                "flags": d.flags.map(|f| flags(flag_word!(f, RootDescriptorFlags))),
            }),
            RootParameterKind::DescriptorTable(table) => json!({
                "kind": "DescriptorTable",
                "ranges": array(&table.ranges, range),
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
            "flags": range.flags.map(|f| flags(flag_word!(f, DescriptorRangeFlags))),
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
            "flags": flags(flag_word!(s.flags, StaticSamplerFlags)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rootsig::*;

    fn streamed(signature: &RootSignature) -> String {
        let mut out = Vec::new();
        write(signature, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// Every kind of parameter and range, flags and none, unknown values,
    /// empty lists and floats that JSON cannot hold.
    #[test]
    fn streamed_dump_is_the_value_dump() {
        let texts = [
            "",
            "RootFlags(0)",
            "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS), \
             RootConstants(b2, num32BitConstants = 3, space = 5, visibility = SHADER_VISIBILITY_HULL), \
             CBV(b0, flags = DATA_STATIC), SRV(t1), UAV(u2, space = 3), DescriptorTable(), \
             DescriptorTable(SRV(t1, numDescriptors = unbounded, flags = DESCRIPTORS_VOLATILE), \
             visibility = SHADER_VISIBILITY_PIXEL), DescriptorTable(Sampler(s0, offset = 3), \
             Sampler(s1, numDescriptors = 4)), \
             StaticSampler(s2, minLOD = 0.5, mipLODBias = -1.25, maxAnisotropy = 3, \
             comparisonFunc = COMPARISON_LESS, borderColor = STATIC_BORDER_COLOR_OPAQUE_WHITE)",
        ];
        for version in Version::ALL {
            for text in texts {
                let options = Options {
                    version,
                    ..Options::default()
                };
                let (signature, _) = parse(text, &options).unwrap();
                assert_eq!(streamed(&signature), reference::dump(&signature), "{text}");
            }
        }
        let mut sampler = StaticSampler::new(7);
        sampler.min_lod = f32::NAN;
        sampler.max_lod = f32::INFINITY;
        sampler.mip_lod_bias = 1e-30;
        sampler.filter = Filter(0x3FF);
        sampler.address_u = TextureAddressMode(99);
        sampler.flags = StaticSamplerFlags::from_bits_retain(0x8000_0001);
        let mut range = DescriptorRange::new(DescriptorRangeType(9), 4);
        range.flags = Some(DescriptorRangeFlags::from_bits_retain(0x4000_0000));
        let signature = RootSignature {
            version: Version::V1_2,
            flags: RootFlags::from_bits_retain(0x8000_0000),
            parameters: vec![
                RootParameter {
                    kind: RootParameterKind::DescriptorTable(DescriptorTable {
                        ranges: vec![range],
                    }),
                    visibility: ShaderVisibility(12),
                },
                RootParameter {
                    kind: RootParameterKind::Descriptor(
                        RootDescriptorKind::Uav,
                        RootDescriptor {
                            shader_register: u32::MAX,
                            register_space: 1,
                            flags: Some(RootDescriptorFlags::from_bits_retain(0x10)),
                        },
                    ),
                    visibility: ShaderVisibility::ALL,
                },
            ],
            static_samplers: vec![sampler],
        };
        let text = streamed(&signature);
        assert_eq!(text, reference::dump(&signature));
        assert!(text.contains("\"value\": null"), "{text}");
        assert!(text.ends_with("}\n"));
    }
}

/// The members of a constant buffer layout as JSON.
fn members_json(members: &[packing::Member]) -> Value {
    Value::Array(
        members
            .iter()
            .map(|m| {
                let mut v = json!({
                    "name": m.name,
                    "offset": m.offset,
                    "size": m.size,
                    "type": m.ty.to_string(),
                    "array": m.array.map(|a| json!({ "count": a.count, "stride": a.stride })),
                });
                if let MemberType::Struct { members, .. } = &m.ty {
                    v["members"] = members_json(members);
                }
                v
            })
            .collect(),
    )
}

/// A binding table row as JSON, with its constant buffer layout.
pub(crate) fn row_json(b: &Binding) -> Value {
    let p = &b.properties;
    let layout = b
        .layout
        .as_ref()
        .map(|l| json!({ "size": l.size, "members": members_json(&l.members) }));
    json!({
        "name": b.name,
        "type": b.type_name,
        "class": b.class.letter().to_string(),
        "space": b.space,
        "lower": b.lower,
        "count": match b.count {
            BindingCount::Bounded(n) => json!(n),
            BindingCount::Unbounded => json!("unbounded"),
        },
        "explicit": b.explicit,
        "used": b.used,
        "kind": p.kind.as_str(),
        "element_type": p.element_type,
        "writeable": p.writeable,
        "rov": p.rov,
        "sample_count": p.sample_count,
        "counter": p.counter,
        "globally_coherent": p.globally_coherent,
        "stride": p.stride,
        "layout": layout,
    })
}

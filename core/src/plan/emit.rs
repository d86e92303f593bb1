//! A plan written out as Rust source: the signature's constants, the
//! struct of its shader resources' handles, and its `Layout` impl. The
//! macros hand this text to the compiler's lexer; the command line prints
//! it.
//!
//! Everything generic lives in the `rootsig` crate (`RootSignatureBlob<N>`,
//! the handle types, the `__private` constructors, `Layout`'s provided
//! methods), so a signature is plain `const` items and one `Layout` impl
//! holding one constant. Each constant is one short constructor call with
//! literal arguments (the container bytes as a byte string, which `const
//! fn`s read), and no constant names another: the compiler then evaluates
//! a constant only when it is used.
//!
//! ```
//! use rootsig_core::plan::emit::{RustItem, rust_source};
//! use rootsig_core::plan::{names, plan};
//! use rootsig_core::{compile_signature, Options};
//! let compiled = compile_signature("CBV(b0)", &Options::default()).unwrap();
//! let infos = names::infos(&compiled.signature, &compiled.source_map);
//! let plan = plan("CBV(b0)", &compiled, &names::assign(&infos).0, &Default::default());
//! let item = RustItem { name: "Forward", vis: "pub", ..RustItem::default() };
//! let source = rust_source(&item, &plan);
//! assert!(source.contains("pub const CBV_B0: ::rootsig::RootCbvIndex<Forward> = ::rootsig::__private::cbv(0);"));
//! ```

use super::{Handle, HandleConstant, ItemPlan, ParameterPlan, ParameterPlanKind, ResourceHandle};
use crate::bindings::Stage;
use crate::handle_bits;
use crate::language::facts::DescriptorHeapType;
use crate::model::{RootDescriptorKind, Version};
use std::fmt::Write;

/// What the macro call says about the Rust item around a plan, as text,
/// and how to write byte strings.
#[derive(Debug, Clone, Copy)]
pub struct RustItem<'a> {
    /// The signature's struct.
    pub name: &'a str,
    /// Its visibility (`pub`, `pub(crate)`, or empty).
    pub vis: &'a str,
    /// Its `#[cfg]` and `#[cfg_attr]` attributes, which the `impl`s repeat.
    pub cfgs: &'a str,
    /// `constants(name = Type)`: root constants' handle names and the Rust
    /// types of their values.
    pub typed_constants: &'a [(String, String)],
    /// The stage of each shader entry point the signature binds.
    pub stages: &'a [Stage],
    /// Writes bytes as a byte string literal: [`byte_string`] by default;
    /// a proc macro passes the compiler's own, which its unoptimised build
    /// of this crate would otherwise spend most of its time on.
    pub byte_string: fn(&[u8]) -> String,
}

impl Default for RustItem<'_> {
    fn default() -> Self {
        RustItem {
            name: "",
            vis: "",
            cfgs: "",
            typed_constants: &[],
            stages: &[],
            byte_string,
        }
    }
}

/// The Rust source of `plan`'s constants, the resources' struct when there
/// are shaders, and the `Layout` impl. A plan without a container stands
/// in for a signature with errors: its constants are placeholders.
pub fn rust_source(item: &RustItem, plan: &ItemPlan) -> String {
    let (sig, vis, cfgs) = (item.name, item.vis, item.cfgs);
    let mut constants = String::with_capacity(4096);
    let mut constant = |doc: &str, name: &str, ty: &str, value: &str| {
        let _ = writeln!(
            constants,
            "#[doc = {doc:?}] {vis} const {name}: {ty} = {value};"
        );
    };
    // BLOB, RTS0 and DESC each get their own copy of the container literal:
    // naming `BLOB` instead would make the compiler evaluate it for every
    // signature, used or not. `DESC` is read back from the container by a
    // `const fn`, which the compiler runs only if `DESC` is used. A stub
    // has placeholders.
    let [blob, rts0, desc] = if plan.container.is_empty() {
        [
            ("RootSignatureBlob<0>", "__private::STUB_BLOB".to_owned()),
            ("Rts0Part<0>", "Rts0Part::from_bytes(b\"\")".to_owned()),
            (
                "RootSignatureDesc<0, 0, 0>",
                "__private::STUB_DESC".to_owned(),
            ),
        ]
        .map(|(ty, value)| (ty.to_owned(), value))
    } else {
        let container = (item.byte_string)(&plan.container);
        let omitted = (item.byte_string)(&plan.omitted_flags);
        let (n, [p, r, s]) = (plan.rts0_words, plan.desc_shape);
        [
            (
                format!("RootSignatureBlob<{n}>"),
                format!("__private::blob({container})"),
            ),
            (
                format!("Rts0Part<{n}>"),
                format!("__private::rts0({container})"),
            ),
            (
                format!("RootSignatureDesc<{p}, {r}, {s}>"),
                format!("__private::desc_from_container({container}, {omitted})"),
            ),
        ]
    };
    let version = ("Version".to_owned(), version_path(plan.version).to_owned());
    for (doc, name, (ty, value)) in [
        (
            "The serialized root signature (`BLOB.as_bytes()`).",
            "BLOB",
            blob,
        ),
        ("The RTS0 part alone.", "RTS0", rts0),
        ("The version.", "VERSION", version),
        ("The description.", "DESC", desc),
    ] {
        constant(
            doc,
            name,
            &format!("::rootsig::{ty}"),
            &format!("::rootsig::{value}"),
        );
    }
    for h in &plan.handles {
        let (ty, value) = handle(item, h);
        constant(&h.doc, &h.name, &ty, &value);
    }
    let mut resources = String::new();
    if !item.stages.is_empty() {
        let (mut fields, mut values) = (String::new(), String::new());
        for ResourceHandle { constant: r, .. } in &plan.resources {
            let (ty, value) = handle(item, r);
            let _ = writeln!(fields, "#[doc = {:?}] pub {}: {ty},", r.doc, r.name);
            let _ = write!(values, "{}: {value}, ", r.name);
        }
        let doc =
            format!("The handles of the shader resources, by their HLSL names (`{sig}Resources`).");
        constant(
            &doc,
            "resources",
            &format!("{sig}Resources"),
            &format!("{sig}Resources {{ {values}}}"),
        );
        // No derives: they cost more than the rest of the shader check, and
        // each field is a `Copy + Debug` handle.
        let _ = write!(
            resources,
            "{cfgs} #[doc = \"The shader resources that [`{sig}`] binds: `{sig}::resources`.\"] \
             #[allow(non_snake_case)] {vis} struct {sig}Resources {{\n{fields}}}\n"
        );
    }
    format!(
        "{cfgs} #[allow(dead_code, missing_docs, non_upper_case_globals)] impl {sig} {{\n{constants}}}\n\
         {resources}{cfgs} impl ::rootsig::Layout for {sig} {{ type Pipelines = {}; \
         const LAYOUT: ::rootsig::SignatureLayout = {}; }}",
        pipelines(item.stages),
        layout(item, plan)
    )
}

/// What `constants(name = Type)` asks of `Type` (written `ty`) in the
/// signature `sig`: the size in bytes of the root constants `name`, and
/// the message when `Type` has another size; or the error when `name` is
/// not root constants of the signature.
pub fn typed_constants_size(
    sig: &str,
    handles: &[HandleConstant],
    name: &str,
    ty: &str,
) -> Result<(u64, String), String> {
    let constants: Vec<(&str, u32)> = handles
        .iter()
        .filter_map(|h| match &h.handle {
            Handle::RootConstants { count, .. } => Some((h.name.as_str(), *count)),
            _ => None,
        })
        .collect();
    let Some(&(_, count)) = constants.iter().find(|(n, _)| *n == name) else {
        let known: Vec<String> = constants.iter().map(|(n, _)| format!("`{n}`")).collect();
        let known = if known.is_empty() {
            "it has none".to_owned()
        } else {
            format!("its root constants are {}", known.join(", "))
        };
        return Err(format!(
            "`constants({name} = …)`: `{sig}` has no root constants called `{name}`; {known}"
        ));
    };
    let bytes = u64::from(count) * 4;
    Ok((
        bytes,
        format!(
            "`{}` must be {bytes} bytes: it holds the root constants `{sig}::{name}`, which are num32BitConstants = {count} (4 bytes each)",
            ty.replace(" :: ", "::"),
        ),
    ))
}

/// `bytes` as a Rust byte string literal, escaped as proc-macro2 writes
/// it ([`RustItem::byte_string`]'s default).
pub fn byte_string(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2 + 3);
    out.push_str("b\"");
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            // `\0` before a digit would read as an octal escape.
            b'\0' if matches!(bytes.get(i + 1), Some(b'0'..=b'7')) => out.push_str("\\x00"),
            b'\0' => out.push_str("\\0"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b' '..=b'~' => out.push(char::from(b)),
            _ => {
                let _ = write!(out, "\\x{b:02X}");
            }
        }
    }
    out.push('"');
    out
}

/// The path of `version` in the `rootsig` crate.
fn version_path(version: Version) -> &'static str {
    match version {
        Version::V1_0 => "Version::V1_0",
        Version::V1_1 => "Version::V1_1",
        Version::V1_2 => "Version::V1_2",
    }
}

/// `Layout::Pipelines`: which pipelines the checked entry points run on.
/// DXR and work-graph shaders run with the compute root signature.
fn pipelines(stages: &[Stage]) -> &'static str {
    let compute = |s: &Stage| {
        matches!(
            s,
            Stage::Compute | Stage::Library | Stage::Raytracing | Stage::Node
        )
    };
    if stages.is_empty() {
        "::rootsig::AnyPipeline"
    } else if stages.iter().all(compute) {
        "::rootsig::ComputeOnly"
    } else if !stages.iter().any(compute) {
        "::rootsig::GraphicsOnly"
    } else {
        "::rootsig::AnyPipeline"
    }
}

/// The type and value of a handle constant. Each handle calls one runtime
/// constructor with one integer (`handle_bits`), its types inferred from
/// the constant's type, which keeps every constant cheap for rustc to
/// check. A table's type carries its root index, which ties its ranges'
/// offsets to it.
fn handle(item: &RustItem, constant: &HandleConstant) -> (String, String) {
    let sampler = |heap: &DescriptorHeapType| *heap == DescriptorHeapType::Sampler;
    // The type, its parameters after the signature, the constructor and
    // its one argument.
    let (ty, parameters, constructor, argument) = match &constant.handle {
        Handle::RootConstants {
            index,
            parameter,
            count,
        } => {
            let values = match item.typed_constants.iter().find(|(n, _)| n == parameter) {
                Some((_, ty)) => ty.clone(),
                None => format!("[u32; {count}]"),
            };
            (
                "RootConstantsIndex",
                format!(", {values}"),
                "constants",
                index.to_string(),
            )
        }
        Handle::RootDescriptor { index, kind } => {
            let (ty, constructor) = match kind {
                RootDescriptorKind::Cbv => ("RootCbvIndex", "cbv"),
                RootDescriptorKind::Srv => ("RootSrvIndex", "srv"),
                RootDescriptorKind::Uav => ("RootUavIndex", "uav"),
            };
            (ty, String::new(), constructor, index.to_string())
        }
        Handle::Table { index, heap, bits } => {
            let (ty, constructor) = match sampler(heap) {
                false => ("CbvSrvUavTableIndex", "cbv_srv_uav_table"),
                true => ("SamplerTableIndex", "sampler_table"),
            };
            (ty, format!(", {index}"), constructor, bits.to_string())
        }
        Handle::Range { table, heap, bits } => {
            let (ty, constructor) = match sampler(heap) {
                false => ("CbvSrvUavRangeSlots", "cbv_srv_uav_range"),
                true => ("SamplerRangeSlots", "sampler_range"),
            };
            (ty, format!(", {table}"), constructor, bits.to_string())
        }
    };
    let sig = item.name;
    (
        format!("::rootsig::{ty}<{sig}{parameters}>"),
        format!("::rootsig::__private::{constructor}({argument})"),
    )
}

/// The `Layout` constant's value. Static samplers are literals: reading
/// them out of `DESC` instead made rustc decode the container for every
/// signature, used or not.
fn layout(item: &RustItem, plan: &ItemPlan) -> String {
    let layout = &plan.layout;
    let parameters: String = layout.parameters.iter().map(parameter).collect();
    let samplers: String = (layout.static_samplers.iter())
        .map(|fields| format!("::rootsig::__private::layout_sampler({fields:?}), "))
        .collect();
    let mut bound = String::new();
    for r in &plan.resources {
        let name = &r.constant.name;
        // `(::rootsig::RegisterClass::Srv, ::rootsig::DxilKind::Texture2D,
        // ::core::option::Option::None)` (the stride last)
        let stride = match r.stride {
            Some(n) => format!("::core::option::Option::Some({n})"),
            None => "::core::option::Option::None".to_owned(),
        };
        let what = format!(
            "(::rootsig::RegisterClass::{:?}, ::rootsig::DxilKind::{:?}, {stride})",
            r.class, r.kind
        );
        let _ = match r.constant.handle {
            Handle::RootConstants { index, .. } | Handle::RootDescriptor { index, .. } => {
                write!(
                    bound,
                    "::rootsig::__private::layout_resource_root({name:?}, {what}, {index}), "
                )
            }
            Handle::Range { table, bits, .. } => {
                let count = handle_bits::range_count(bits).unwrap_or(u32::MAX);
                let offset = handle_bits::range_offset(bits);
                write!(
                    bound,
                    "::rootsig::__private::layout_resource_table({name:?}, {what}, [{table}, {offset}, {count}]), "
                )
            }
            Handle::Table { .. } => Ok(()),
        };
    }
    // The layout's own copy of the container literal (a stub has a
    // placeholder header's worth of zeros).
    let blob = match plan.container.is_empty() {
        true => "&[0; 44]".to_owned(),
        false => (item.byte_string)(&plan.container),
    };
    format!(
        "::rootsig::SignatureLayout {{ blob: {blob}, version: ::rootsig::{}, flags: ::rootsig::RootFlags::from_bits_retain({}), \
         cost_dwords: {}, parameters: &[{parameters}], static_samplers: &[{samplers}], resources: &[{bound}], \
         constant_buffers: &[{}] }}",
        version_path(plan.version),
        layout.flags,
        layout.cost_dwords,
        layout.constant_buffers.join(", "),
    )
}

/// Four words as one `u128` literal, first word highest, as
/// `rootsig::__private` reads them: one integer argument is cheaper for
/// rustc to check than several.
fn words(w: [u32; 4]) -> String {
    format!("0x{:08X}_{:08X}_{:08X}_{:08X}", w[0], w[1], w[2], w[3])
}

/// One root parameter of the `Layout` constant, and a comma.
fn parameter(p: &ParameterPlan) -> String {
    let (name, index, visibility) = (&p.name, p.index, p.visibility);
    match &p.kind {
        ParameterPlanKind::Constants {
            register,
            space,
            count,
        } => format!(
            "::rootsig::__private::layout_constants({name:?}, {index}, {}), ",
            words([visibility, *register, *space, *count])
        ),
        ParameterPlanKind::Descriptor {
            kind,
            register,
            space,
        } => {
            let kind = match kind {
                RootDescriptorKind::Cbv => 0,
                RootDescriptorKind::Srv => 1,
                RootDescriptorKind::Uav => 2,
            };
            format!(
                "::rootsig::__private::layout_descriptor({name:?}, {index}, {}), ",
                words([visibility, kind, *register, *space])
            )
        }
        ParameterPlanKind::Table {
            sampler,
            descriptor_count,
            ranges,
        } => {
            let ranges: String = (ranges.iter())
                .map(|r| {
                    let fields = words([r.register, r.space, r.count, r.offset]);
                    let (name, range_type) = (&r.name, r.range_type);
                    format!(
                        "::rootsig::__private::layout_range({name:?}, {range_type}, {fields}), "
                    )
                })
                .collect();
            format!(
                "::rootsig::__private::layout_table({name:?}, {index}, {}, &[{ranges}]), ",
                words([visibility, u32::from(*sampler), *descriptor_count, 0])
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::byte_string;

    #[test]
    fn byte_strings_escape_as_rust_reads_them() {
        assert_eq!(byte_string(b""), "b\"\"");
        assert_eq!(
            byte_string(b"DX\0\x001\t\n\r\"\\~\x7f\xff"),
            "b\"DX\\0\\x001\\t\\n\\r\\\"\\\\~\\x7F\\xFF\""
        );
    }
}

//! Code generation: one unit struct per signature, with its constants in an
//! inherent `impl`. What the constants hold is core's plan
//! (`rootsig_core::plan`); this module writes it out.
//!
//! Build time decides the shape. Everything generic lives in the `rootsig`
//! crate (`RootSignatureBlob<N>`, the handle types, the `__private`
//! constructors, `Bound`, `Layout`'s provided `bind` methods), so a
//! signature expands to plain `const` items and one `Layout` impl holding
//! one constant: no derives, no functions, no types beyond the unit
//! struct (and, with shaders, the plain struct of their resources' handles).
//! Every item costs the
//! compiler time even when unused, so there are only four fixed constants,
//! each one short constructor call with literal arguments (the container
//! bytes as a byte string, which `const fn`s read), and no constant names
//! another: the compiler then evaluates a constant only when it is used.
//! The `impl` is written as text and handed to the compiler's lexer in one
//! piece, which is much faster than building it token by token.

use crate::diag;
use crate::input::Item;
use crate::shader;
use crate::text::Body;
use proc_macro2::{Span, TokenStream};
use quote::quote;
use rootsig_core::DescriptorHeapType;
use rootsig_core::bindings::Stage;
use rootsig_core::handle_bits;
use rootsig_core::plan::names::{self, ParamInfo, RenameError};
use rootsig_core::plan::{
    self, Handle, HandleConstant, ItemPlan, LayoutPlan, ParameterPlanKind, ResourceHandle,
};
use rootsig_core::{Compiled, RootDescriptorKind, Version};
use std::fmt::Write;

/// Expands one item whose text is `body`. `extra` (file tracking) goes in
/// the output whatever happens.
pub fn item(item: &Item, body: &Body, extra: TokenStream) -> TokenStream {
    let options = item.options.options;
    let origin = item.name.to_string();
    let mut out = extra;
    match rootsig_core::compile_signature(&body.text, &options) {
        Ok(compiled) => {
            let infos = names::infos(&compiled.signature, &compiled.source_map);
            let (names, name_errors) = names::assign(&infos);
            for (span, message) in name_errors {
                out.extend(located_error(body, span, &message));
            }
            out.extend(diag::diagnostics(
                body,
                &origin,
                &compiled.blob.warnings().0,
                false,
            ));
            out.extend(with_shaders(item, body, &compiled, &infos, names));
        }
        Err(diagnostics) => {
            out.extend(diag::diagnostics(
                body,
                &origin,
                &diagnostics.0,
                options.warnings_as_errors,
            ));
            // Names from what parses, so that user code naming the
            // handles of a broken signature gets no second error.
            let (signature, map) =
                rootsig_core::language::parse::parse_recovering(&body.text, &options);
            let infos = names::infos(&signature, &map);
            out.extend(stub(item, &infos));
        }
    }
    out
}

/// The full expansion of a compiled signature, after reading its shaders:
/// their errors and file tracking, names taken from their resources and
/// the `names(…)` option, and the resource handles.
fn with_shaders(
    item: &Item,
    body: &Body,
    compiled: &Compiled,
    infos: &[ParamInfo],
    mut names: names::Names,
) -> TokenStream {
    let shaders = shader::read(item, &compiled.signature);
    let mut out = shaders.tokens;
    // `names(…)` may name a handle by its register name or by the name it
    // takes from the shaders: renames are tried before and after that.
    let renames = &item.options.renames;
    let mut errors = Vec::new();
    let mut left = Vec::new();
    for r in renames {
        if let Err(e) = names::rename(&mut names, &r.new, &r.old) {
            left.push((r, e));
        }
    }
    let resources: Vec<(&str, _)> = shaders
        .resources
        .iter()
        .map(|r| (r.name.as_str(), r.slot))
        .collect();
    let by_hand: Vec<&str> = renames.iter().map(|r| r.new.as_str()).collect();
    names::adopt(&mut names, infos, &resources, &by_hand);
    for (r, first) in left {
        let error = match first {
            RenameError::Unknown(_) => names::rename(&mut names, &r.new, &r.old).err(),
            other => Some(other),
        };
        let message = match error {
            None => continue,
            Some(RenameError::Invalid) => (
                r.new_span,
                format!("`{}` cannot name a handle; choose another name", r.new),
            ),
            Some(RenameError::Taken) => (
                r.new_span,
                format!(
                    "`names({} = {})`: another handle is already called `{}`",
                    r.new, r.old, r.new
                ),
            ),
            Some(RenameError::Unknown(all)) => (
                r.old_span,
                format!(
                    "`names({} = {})`: the signature has no handle `{}`; its handles are {all}",
                    r.new, r.old, r.old
                ),
            ),
        };
        errors.push(message);
    }
    if let Some(shader) = item.options.shaders.first()
        && names::reserve(&mut names, "resources")
    {
        errors.push((
            shader.span,
            "with shaders, `resources` names the shader resources' handles; choose another name for the handle called `resources`".to_owned(),
        ));
    }
    for (span, message) in errors {
        out.extend(diag::compile_error(span, span, &message));
    }
    let plan = plan::plan(&body.text, compiled, &names, &shaders.resources);
    out.extend(full(item, &plan));
    out
}

/// Expands `item` only if its text compiles with no diagnostic at all (no
/// error, warning or name clash), for a body whose text may not map back to
/// the source exactly (see `text::from_source_text`).
pub fn clean_item(item: &Item, body: &Body) -> Option<TokenStream> {
    let compiled = rootsig_core::compile_signature(&body.text, &item.options.options).ok()?;
    if !compiled.blob.warnings().0.is_empty() {
        return None;
    }
    let infos = names::infos(&compiled.signature, &compiled.source_map);
    let (names, name_errors) = names::assign(&infos);
    if !name_errors.is_empty() {
        return None;
    }
    Some(with_shaders(item, body, &compiled, &infos, names))
}

fn located_error(body: &Body, span: rootsig_core::Span, message: &str) -> TokenStream {
    match body.locate(span) {
        crate::text::Location::Exact { start, end } => diag::compile_error(start, end, message),
        crate::text::Location::Inside(s) | crate::text::Location::File(s) => {
            let excerpt = body.text.get(span.range()).unwrap_or("");
            diag::compile_error(s, s, &format!("{message} (at `{excerpt}`)"))
        }
    }
}

/// The text of an `impl` body under construction.
struct Consts {
    text: String,
    vis: String,
    /// The signature's struct name.
    sig: String,
}

impl Consts {
    fn new(item: &Item) -> Self {
        Consts {
            text: String::with_capacity(2048),
            vis: item.vis.to_string(),
            sig: item.name.to_string(),
        }
    }

    /// `#[doc = "…"] vis const NAME: TYPE = EXPR;`
    fn push(&mut self, doc: &str, name: &str, ty: &str, expr: &str) {
        // Pieces, not `write!`: formatting is slow in an unoptimized build.
        self.text.push_str("#[doc = ");
        push_str_literal(&mut self.text, doc);
        for piece in [
            "] ", &self.vis, " const ", name, ": ", ty, " = ", expr, ";\n",
        ] {
            self.text.push_str(piece);
        }
    }
}

/// Appends `text` as a string literal: as it is when nothing in it needs
/// escaping (the usual case for excerpts of valid root signature text).
fn push_str_literal(out: &mut String, text: &str) {
    // A plain loop: iterator adapters are slow in an unoptimized build.
    let bytes = text.as_bytes();
    let mut plain = true;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        // A pattern, not `(0x20..0x7F).contains`: a call per byte when unoptimized.
        if !matches!(b, 0x20..=0x7E) || b == b'"' || b == b'\\' {
            plain = false;
            break;
        }
        i += 1;
    }
    if plain {
        out.push('"');
        out.push_str(text);
        out.push('"');
    } else {
        let _ = write!(out, "{text:?}");
    }
}

/// The struct (with the user's attributes and spans), the `impl`, then
/// `layout` (the `Layout` impl's body, if any) and `extra` tokens.
fn shell(
    item: &Item,
    consts: Consts,
    layout: Option<&str>,
    resources: Option<&str>,
    extra: TokenStream,
) -> TokenStream {
    let Item {
        attrs,
        cfg_attrs,
        vis,
        name,
        ..
    } = item;
    let mut out = quote! {
        #(#attrs)*
        #vis struct #name;
    };
    let mut text = String::with_capacity(consts.text.len() + 128);
    for attr in cfg_attrs {
        text.push_str(&attr.to_string());
    }
    let _ = write!(
        text,
        "#[allow(dead_code, missing_docs, non_upper_case_globals)] impl {name} {{\n{}}}",
        consts.text
    );
    if let Some(resources) = resources.filter(|r| !r.is_empty()) {
        for attr in cfg_attrs {
            text.push_str(&attr.to_string());
        }
        text.push_str(resources);
    }
    if let Some(layout) = layout {
        for attr in cfg_attrs {
            text.push_str(&attr.to_string());
        }
        let _ = write!(
            text,
            "impl ::rootsig::Layout for {name} {{ type Pipelines = {}; const LAYOUT: ::rootsig::SignatureLayout = {layout}; }}",
            pipelines(&item.options.shaders)
        );
    }
    match parse_generated(&text) {
        Ok(tokens) => out.extend(tokens),
        Err(e) => out.extend(diag::compile_error(
            Span::call_site(),
            Span::call_site(),
            &format!(
                "internal error in rootsig (please report it): generated code does not lex: {e}"
            ),
        )),
    }
    out.extend(extra);
    out
}

/// `Layout::Pipelines`: which pipelines the checked entry points run on.
/// DXR and work-graph shaders run with the compute root signature.
fn pipelines(shaders: &[crate::options::ShaderEntry]) -> &'static str {
    let compute = |s: &crate::options::ShaderEntry| {
        matches!(
            s.stage,
            Stage::Compute | Stage::Library | Stage::Raytracing | Stage::Node
        )
    };
    if shaders.is_empty() {
        "::rootsig::AnyPipeline"
    } else if shaders.iter().all(compute) {
        "::rootsig::ComputeOnly"
    } else if !shaders.iter().any(compute) {
        "::rootsig::GraphicsOnly"
    } else {
        "::rootsig::AnyPipeline"
    }
}

/// Lexes generated code. Inside the compiler this goes straight to rustc's
/// lexer: proc-macro2's `FromStr` first re-lexes the text with its own
/// (unoptimized, in a dev build) lexer, which made expansion several times
/// slower.
fn parse_generated(text: &str) -> Result<TokenStream, String> {
    if proc_macro::is_available() {
        text.parse::<proc_macro::TokenStream>()
            .map(TokenStream::from)
            .map_err(|e| e.to_string())
    } else {
        text.parse::<TokenStream>().map_err(|e| e.to_string())
    }
}

/// A Rust byte string literal. Inside the compiler, `proc_macro` escapes
/// it: that code ships optimized with the toolchain, while this crate
/// usually runs unoptimized, where a loop over the bytes costs some 150
/// instructions per byte.
fn byte_string(bytes: &[u8]) -> String {
    if proc_macro::is_available() {
        return proc_macro::Literal::byte_string(bytes).to_string();
    }
    let mut out = String::with_capacity(bytes.len() * 4 + 3);
    out.push_str("b\"");
    for &b in bytes {
        out.extend(std::ascii::escape_default(b).map(char::from));
    }
    out.push('"');
    out
}

fn version_path(version: Version) -> &'static str {
    match version {
        Version::V1_0 => "::rootsig::Version::V1_0",
        Version::V1_1 => "::rootsig::Version::V1_1",
        Version::V1_2 => "::rootsig::Version::V1_2",
    }
}

/// The type of root constants `name`'s values: the `constants(…)` option's,
/// or `[u32; count]`.
fn constants_type(item: &Item, name: &str, count: u32) -> String {
    match item.options.constants.iter().find(|c| c.name == name) {
        Some(typed) => typed.ty.to_string(),
        None => format!("[u32; {count}]"),
    }
}

/// For each `constants(name = Type)`, the compile-time check that `Type`
/// is as large as the root constants `name`, or an error when `name` is not
/// root constants of this signature. `constants` lists the signature's
/// root constants: name and `num32BitConstants`.
fn typed_constants_checks(item: &Item, constants: &[(&str, u32)]) -> TokenStream {
    let mut out = TokenStream::new();
    for typed in &item.options.constants {
        let Some(&(_, count)) = constants.iter().find(|(n, _)| *n == typed.name) else {
            let known: Vec<String> = constants.iter().map(|(n, _)| format!("`{n}`")).collect();
            let known = if known.is_empty() {
                "it has none".to_owned()
            } else {
                format!("its root constants are {}", known.join(", "))
            };
            out.extend(diag::compile_error(
                typed.name_span,
                typed.name_span,
                &format!(
                    "`constants({} = …)`: `{}` has no root constants called `{}`; {known}",
                    typed.name, item.name, typed.name
                ),
            ));
            continue;
        };
        let ty = &typed.ty;
        let bytes = u64::from(count) * 4;
        let message = format!(
            "`{}` must be {bytes} bytes: it holds the root constants `{}::{}`, which are num32BitConstants = {count} (4 bytes each)",
            ty.to_string().replace(" :: ", "::"),
            item.name,
            typed.name
        );
        let span = ty
            .clone()
            .into_iter()
            .next()
            .map_or(typed.name_span, |t| t.span());
        let cfgs = &item.cfg_attrs;
        out.extend(quote::quote_spanned! {span=>
            #(#cfgs)*
            const _: () = ::core::assert!(
                ::core::mem::size_of::<#ty>() as u64 == #bytes,
                #message
            );
        });
    }
    out
}

const BLOB_DOC: &str = "The serialized root signature (`BLOB.as_bytes()`).";
const RTS0_DOC: &str = "The RTS0 part alone.";
const VERSION_DOC: &str = "The version.";
const DESC_DOC: &str = "The description.";

/// The type and value of a handle constant of signature `sig`. Each handle
/// calls one runtime constructor with one integer (`rootsig_core::handle_bits`),
/// its types inferred from the constant's type, which keeps every constant
/// cheap for rustc to check. A table's type carries its root index, which
/// ties its ranges' offsets to it.
fn handle_parts(item: &Item, sig: &str, handle: &Handle) -> (String, String) {
    match handle {
        Handle::RootConstants {
            index,
            parameter,
            count,
        } => (
            format!(
                "::rootsig::RootConstantsIndex<{sig}, {}>",
                constants_type(item, parameter, *count)
            ),
            format!("::rootsig::__private::constants({index})"),
        ),
        Handle::RootDescriptor { index, kind } => {
            let (ty, constructor) = match kind {
                RootDescriptorKind::Cbv => ("RootCbvIndex", "cbv"),
                RootDescriptorKind::Srv => ("RootSrvIndex", "srv"),
                RootDescriptorKind::Uav => ("RootUavIndex", "uav"),
            };
            (
                format!("::rootsig::{ty}<{sig}>"),
                format!("::rootsig::__private::{constructor}({index})"),
            )
        }
        Handle::Table { index, heap, bits } => {
            let (ty, constructor) = match heap {
                DescriptorHeapType::CbvSrvUav => ("CbvSrvUavTableIndex", "cbv_srv_uav_table"),
                DescriptorHeapType::Sampler => ("SamplerTableIndex", "sampler_table"),
            };
            (
                format!("::rootsig::{ty}<{sig}, {index}>"),
                format!("::rootsig::__private::{constructor}({bits})"),
            )
        }
        Handle::Range { table, heap, bits } => {
            let (ty, constructor) = match heap {
                DescriptorHeapType::CbvSrvUav => ("CbvSrvUavRangeSlots", "cbv_srv_uav_range"),
                DescriptorHeapType::Sampler => ("SamplerRangeSlots", "sampler_range"),
            };
            (
                format!("::rootsig::{ty}<{sig}, {table}>"),
                format!("::rootsig::__private::{constructor}({bits})"),
            )
        }
    }
}

/// Writes each handle constant into `consts`.
fn push_handles(item: &Item, consts: &mut Consts, handles: &[HandleConstant]) {
    let sig = consts.sig.clone();
    for h in handles {
        let (ty, value) = handle_parts(item, &sig, &h.handle);
        consts.push(&h.doc, &h.name, &ty, &value);
    }
}

/// The `Layout` constant's value; `container` is the blob's byte string
/// literal and `resources` are the shader resources' handles.
fn layout_text(
    container: &str,
    version: Version,
    layout: &LayoutPlan,
    resources: &[ResourceHandle],
) -> String {
    let mut params = String::with_capacity(128 * layout.parameters.len());
    for p in &layout.parameters {
        let mut quoted = String::with_capacity(p.name.len() + 2);
        push_str_literal(&mut quoted, &p.name);
        let (index, visibility) = (p.index, p.visibility);
        match &p.kind {
            ParameterPlanKind::Constants {
                register,
                space,
                count,
            } => {
                let _ = write!(
                    params,
                    "::rootsig::__private::layout_constants({quoted}, {index}, {visibility}, {register}, {space}, {count}), "
                );
            }
            ParameterPlanKind::Descriptor {
                kind,
                register,
                space,
            } => {
                let code = match kind {
                    RootDescriptorKind::Cbv => 0,
                    RootDescriptorKind::Srv => 1,
                    RootDescriptorKind::Uav => 2,
                };
                let _ = write!(
                    params,
                    "::rootsig::__private::layout_descriptor({quoted}, {index}, {visibility}, {code}, {register}, {space}), "
                );
            }
            ParameterPlanKind::Table {
                sampler,
                descriptor_count,
                ranges,
            } => {
                let _ = write!(
                    params,
                    "::rootsig::__private::layout_table({quoted}, {index}, {visibility}, {sampler}, {descriptor_count}, &["
                );
                for r in ranges {
                    params.push_str("::rootsig::__private::layout_range(");
                    push_str_literal(&mut params, &r.name);
                    let _ = write!(
                        params,
                        ", {}, {}, {}, {}, {}), ",
                        r.range_type, r.register, r.space, r.count, r.offset
                    );
                }
                params.push_str("]), ");
            }
        }
    }
    // Static samplers as literals: reading them out of `DESC` instead made
    // rustc decode the container for every signature, used or not.
    let mut samplers = String::with_capacity(128 * layout.static_samplers.len());
    for fields in &layout.static_samplers {
        samplers.push_str("::rootsig::__private::layout_sampler([");
        for field in fields {
            let _ = write!(samplers, "{field}, ");
        }
        samplers.push_str("]), ");
    }
    let mut bound = String::with_capacity(64 * resources.len());
    for r in resources {
        // `::rootsig::RegisterClass::Srv, ::rootsig::DxilKind::Texture2D`
        let what = format!(
            "::rootsig::RegisterClass::{:?}, ::rootsig::DxilKind::{:?}",
            r.class, r.kind
        );
        match r.constant.handle {
            Handle::RootConstants { index, .. } | Handle::RootDescriptor { index, .. } => {
                bound.push_str("::rootsig::__private::layout_resource_root(");
                push_str_literal(&mut bound, &r.constant.name);
                let _ = write!(bound, ", {what}, {index}), ");
            }
            Handle::Range { table, bits, .. } => {
                bound.push_str("::rootsig::__private::layout_resource_table(");
                push_str_literal(&mut bound, &r.constant.name);
                let count = handle_bits::range_count(bits).unwrap_or(u32::MAX);
                let _ = write!(
                    bound,
                    ", {what}, {table}, {}, {count}), ",
                    handle_bits::range_offset(bits)
                );
            }
            Handle::Table { .. } => {}
        }
    }
    format!(
        "::rootsig::SignatureLayout {{ blob: {container}, version: {}, flags: ::rootsig::RootFlags::from_bits_retain({}), \
         cost_dwords: {}, parameters: &[{params}], static_samplers: &[{samplers}], resources: &[{bound}] }}",
        version_path(version),
        layout.flags,
        layout.cost_dwords,
    )
}

/// Writes out a plan: the struct, its constants, the `Layout` impl, the
/// resources' struct with shaders, and the typed constants' checks.
fn full(item: &Item, plan: &ItemPlan) -> TokenStream {
    let mut consts = Consts::new(item);
    // BLOB, RTS0, DESC and LAYOUT each get their own copy of the container literal.
    // Sharing one through a hidden constant cost more (an item is dearer to
    // the compiler than lexing a literal twice more: 185 ms against 172 ms
    // for 200 signatures), and naming `BLOB` instead would make the compiler
    // evaluate it for every signature, used or not.
    let container = byte_string(&plan.container);
    let n = plan.rts0_words;
    consts.push(
        BLOB_DOC,
        "BLOB",
        &format!("::rootsig::RootSignatureBlob<{n}>"),
        &format!("::rootsig::__private::blob({container})"),
    );
    consts.push(
        RTS0_DOC,
        "RTS0",
        &format!("::rootsig::Rts0Part<{n}>"),
        &format!("::rootsig::__private::rts0({container})"),
    );
    consts.push(
        VERSION_DOC,
        "VERSION",
        "::rootsig::Version",
        version_path(plan.version),
    );
    // The description is read back from the container by a `const fn`
    // (`rootsig::__private::desc_from_container`), which the compiler runs
    // only if `DESC` is used.
    let [p, r, s] = plan.desc_shape;
    consts.push(
        DESC_DOC,
        "DESC",
        &format!("::rootsig::RootSignatureDesc<{p}, {r}, {s}>"),
        &format!(
            "::rootsig::__private::desc_from_container({container}, {})",
            byte_string(&plan.omitted_flags),
        ),
    );
    push_handles(item, &mut consts, &plan.handles);
    let constants: Vec<(&str, u32)> = plan
        .handles
        .iter()
        .filter_map(|h| match &h.handle {
            Handle::RootConstants { count, .. } => Some((h.name.as_str(), *count)),
            _ => None,
        })
        .collect();
    let checks = typed_constants_checks(item, &constants);
    let resources = if item.options.shaders.is_empty() {
        String::new()
    } else {
        resource_struct(item, &mut consts, &plan.resources)
    };
    let layout = layout_text(&container, plan.version, &plan.layout, &plan.resources);
    shell(item, consts, Some(&layout), Some(&resources), checks)
}

/// `Name::resources`, a constant of the struct `NameResources` (returned
/// as text) whose fields are the shaders' resource handles.
fn resource_struct(item: &Item, consts: &mut Consts, resources: &[ResourceHandle]) -> String {
    let sig = consts.sig.clone();
    let mut fields = String::new();
    let mut values = String::new();
    for ResourceHandle {
        constant: resource, ..
    } in resources
    {
        let (ty, value) = handle_parts(item, &sig, &resource.handle);
        fields.push_str("#[doc = ");
        push_str_literal(&mut fields, &resource.doc);
        let _ = writeln!(fields, "] pub {}: {ty},", resource.name);
        let _ = write!(values, "{}: {value}, ", resource.name);
    }
    consts.push(
        &format!("The handles of the shader resources, by their HLSL names (`{sig}Resources`)."),
        "resources",
        &format!("{sig}Resources"),
        &format!("{sig}Resources {{ {values}}}"),
    );
    // No derives: they cost more than the rest of the shader check (1.4 ms
    // a signature against 0.7), and each field is a `Copy + Debug` handle.
    format!(
        "#[doc = \"The shader resources that [`{sig}`] binds: `{sig}::resources`.\"] \
         #[allow(non_snake_case)] {} struct {sig}Resources {{\n{fields}}}\n",
        consts.vis
    )
}

/// Stand-in items for a signature that failed to compile: the same struct
/// and names, with placeholder values, so that code using the signature
/// reports nothing beyond the real errors.
pub fn stub(item: &Item, infos: &[ParamInfo]) -> TokenStream {
    let (mut names, _) = names::assign(infos);
    // Renames that cannot apply are reported only with a compiled signature.
    for r in &item.options.renames {
        let _ = names::rename(&mut names, &r.new, &r.old);
    }
    let mut consts = Consts::new(item);
    if !item.options.shaders.is_empty() {
        // An erroneous type: one error here, and none where it is used.
        let message = format!(
            "`{}::resources` is not available: the root signature has errors, so its shaders were not checked",
            consts.sig
        );
        let mut ty = String::from("[(); ::core::compile_error!(");
        push_str_literal(&mut ty, &message);
        ty.push_str(")]");
        consts.push("", "resources", &ty, "[]");
    }
    consts.push(
        BLOB_DOC,
        "BLOB",
        "::rootsig::RootSignatureBlob<0>",
        "::rootsig::__private::STUB_BLOB",
    );
    consts.push(
        RTS0_DOC,
        "RTS0",
        "::rootsig::Rts0Part<0>",
        "::rootsig::Rts0Part::from_bytes(b\"\")",
    );
    consts.push(
        VERSION_DOC,
        "VERSION",
        "::rootsig::Version",
        version_path(item.options.options.version),
    );
    consts.push(
        DESC_DOC,
        "DESC",
        "::rootsig::RootSignatureDesc<0, 0, 0>",
        "::rootsig::__private::STUB_DESC",
    );
    push_handles(item, &mut consts, &plan::stub_handles(infos, &names));
    let layout = format!(
        "::rootsig::SignatureLayout {{ blob: &[0; 44], version: {}, flags: ::rootsig::RootFlags::empty(), \
         cost_dwords: 0, parameters: &[], static_samplers: &[], resources: &[] }}",
        version_path(item.options.options.version),
    );
    shell(item, consts, Some(&layout), None, TokenStream::new())
}

//! Code generation: one unit struct per signature, with its constants in an
//! inherent `impl`.
//!
//! Build time decides the shape. Everything generic lives in the `rootsig`
//! crate (`RootSignatureBlob<N>`, the handle types, the `__private`
//! constructors, `Bound`, `Layout`'s provided `bind` methods), so a
//! signature expands to plain `const` items and one `Layout` impl holding
//! one constant: no derives, no functions, no types beyond the unit
//! struct. Every item costs the
//! compiler time even when unused, so there are only four fixed constants,
//! each one short constructor call with literal arguments (the container
//! bytes as a byte string, which `const fn`s read), and no constant names
//! another: the compiler then evaluates a constant only when it is used.
//! The `impl` is written as text and handed to the compiler's lexer in one
//! piece, which is much faster than building it token by token.

use crate::diag;
use crate::input::Item;
use crate::names::{self, ParamInfo, ParamKind};
use crate::shader::{self, Resource};
use crate::text::Body;
use proc_macro2::{Span, TokenStream};
use quote::quote;
use rootsig_core::DescriptorHeapType;
use rootsig_core::bindings::ResourceSlot;
use rootsig_core::handle_bits;
use rootsig_core::language::lower;
use rootsig_core::{Compiled, DescriptorRangeType, RootDescriptorKind, RootParameterKind, Version};
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
            let infos = match rootsig_core::parse(&body.text, &options) {
                Ok((signature, map)) => names::infos(&signature, &map),
                Err(_) => names::sketch(&body.text),
            };
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
    // `names(…)` may name a handle by its register name or by the name
    // it takes from the shaders.
    let renames = &item.options.renames;
    let mut errors = Vec::new();
    let left = names::rename(&mut names, renames, true, &mut errors);
    names::adopt(&mut names, infos, &shaders.resources, renames);
    names::rename(&mut names, &left, false, &mut errors);
    if let Some(shader) = item.options.shaders.first()
        && let Some(taken) = names::slots(&mut names).find(|n| *n == "resources")
    {
        errors.push((
            shader.span,
            "with shaders, `resources` names the shader resources' handles; choose another name for the handle called `resources`".to_owned(),
        ));
        taken.push_str("_2");
    }
    for (span, message) in errors {
        out.extend(diag::compile_error(span, span, &message));
    }
    out.extend(full(item, body, compiled, &names, &shaders.resources));
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
            "impl ::rootsig::Layout for {name} {{ const LAYOUT: ::rootsig::SignatureLayout = {layout}; }}"
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

/// True when `text` has no line break, tab or double space. A plain loop:
/// `str::contains` with a pattern is slow in an unoptimized build.
fn is_one_line(text: &[u8]) -> bool {
    let mut previous_space = false;
    for &b in text {
        match b {
            b'\n' | b'\r' | b'\t' => return false,
            b' ' if previous_space => return false,
            _ => {}
        }
        previous_space = b == b' ';
    }
    true
}

/// A one-line excerpt of the text, for doc comments.
fn excerpt(body: &Body, span: rootsig_core::Span) -> String {
    let raw = body.text.get(span.range()).unwrap_or("");
    if raw.len() <= 96 && is_one_line(raw.as_bytes()) {
        return raw.to_owned();
    }
    let mut out = String::with_capacity(raw.len());
    for word in raw.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    if out.len() > 96 {
        let mut cut = 93;
        while !out.is_char_boundary(cut) {
            cut -= 1;
        }
        out.truncate(cut);
        out.push_str("...");
    }
    out
}

fn heap_of(range_type: Option<DescriptorRangeType>) -> DescriptorHeapType {
    match range_type {
        Some(DescriptorRangeType::SAMPLER) => DescriptorHeapType::Sampler,
        _ => DescriptorHeapType::CbvSrvUav,
    }
}

/// What a root parameter's handle carries.
enum ParameterHandle<'a> {
    /// Root constants: the type of their values (`[u32; N]`, or the type
    /// the `constants(…)` option gives).
    Constants(&'a str),
    /// A root CBV, SRV or UAV.
    Descriptor(RootDescriptorKind),
    /// A table: its packed index and descriptor count, and its heap.
    Table(u64, DescriptorHeapType),
}

/// The handle of one root parameter of signature `sig`. Each handle calls
/// one runtime constructor with one integer (`rootsig_core::handle_bits`),
/// its types inferred from the constant's type, which keeps every constant
/// cheap for rustc to check. A table's type carries its root index, which
/// ties its ranges' offsets to it.
fn parameter_handle(
    consts: &mut Consts,
    doc: &str,
    name: &str,
    index: u32,
    handle: ParameterHandle,
) {
    let (ty, value) = parameter_handle_parts(&consts.sig, index, handle);
    consts.push(doc, name, &ty, &value);
}

/// The type and constructor call of a root parameter's handle.
fn parameter_handle_parts(sig: &str, index: u32, handle: ParameterHandle) -> (String, String) {
    match handle {
        ParameterHandle::Constants(values) => (
            format!("::rootsig::RootConstantsIndex<{sig}, {values}>"),
            format!("::rootsig::__private::constants({index})"),
        ),
        ParameterHandle::Descriptor(kind) => {
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
        ParameterHandle::Table(bits, heap) => {
            let (ty, constructor) = match heap {
                DescriptorHeapType::CbvSrvUav => ("CbvSrvUavTableIndex", "cbv_srv_uav_table"),
                DescriptorHeapType::Sampler => ("SamplerTableIndex", "sampler_table"),
            };
            (
                format!("::rootsig::{ty}<{sig}, {index}>"),
                format!("::rootsig::__private::{constructor}({bits})"),
            )
        }
    }
}

/// The handle of one range of the table at root parameter `table`: its
/// table, type, offset and count, packed by `handle_bits::pack_range`.
fn range_handle(
    consts: &mut Consts,
    doc: &str,
    name: &str,
    table: u32,
    heap: DescriptorHeapType,
    bits: u128,
) {
    let (ty, value) = range_handle_parts(&consts.sig, table, heap, bits);
    consts.push(doc, name, &ty, &value);
}

/// The type and constructor call of a range's handle.
fn range_handle_parts(
    sig: &str,
    table: u32,
    heap: DescriptorHeapType,
    bits: u128,
) -> (String, String) {
    let (ty, constructor) = match heap {
        DescriptorHeapType::CbvSrvUav => ("CbvSrvUavRangeSlots", "cbv_srv_uav_range"),
        DescriptorHeapType::Sampler => ("SamplerRangeSlots", "sampler_range"),
    };
    (
        format!("::rootsig::{ty}<{sig}, {table}>"),
        format!("::rootsig::__private::{constructor}({bits})"),
    )
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

fn full(
    item: &Item,
    body: &Body,
    compiled: &Compiled,
    names: &names::Names,
    resources: &[Resource],
) -> TokenStream {
    let signature = &compiled.signature;
    let map = &compiled.source_map;
    let mut consts = Consts::new(item);
    let bytes = compiled.blob.as_bytes();
    let n = bytes
        .len()
        .saturating_sub(rootsig_core::format::container::RTS0_DATA_OFFSET)
        / 4;
    // BLOB, RTS0 and DESC each get their own copy of the container literal.
    // Sharing one through a hidden constant cost more (an item is dearer to
    // the compiler than lexing a literal twice more: 185 ms against 172 ms
    // for 200 signatures), and naming `BLOB` instead would make the compiler
    // evaluate it for every signature, used or not.
    let container = byte_string(bytes);
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
        version_path(signature.version),
    );

    // The description is read back from the container by a `const fn`
    // (`rootsig::__private::desc_from_container`), which the compiler runs
    // only if `DESC` is used. The bytes cannot say which flags the text
    // omitted, so that comes along as one bit per flags field.
    let mut omitted = Vec::new();
    let mut flag_slot = 0usize;
    let mut mark = |is_omitted: bool| {
        if flag_slot.is_multiple_of(8) {
            omitted.push(0u8);
        }
        if is_omitted && let Some(last) = omitted.last_mut() {
            *last |= 1 << (flag_slot % 8);
        }
        flag_slot += 1;
    };
    let mut range_count = 0u32;
    let mut handles = Consts::new(item);
    // The `Layout` constant's parameters, and the root constants (for the
    // `constants(…)` checks).
    let mut params = String::with_capacity(128 * signature.parameters.len());
    let mut constants: Vec<(&str, u32)> = Vec::new();
    // Each table's packed handle, for the resource handles.
    let mut tables: Vec<u64> = vec![0; signature.parameters.len()];
    for (i, parameter) in signature.parameters.iter().enumerate() {
        let name = names.params.get(i).map_or("PARAMETER", String::as_str);
        let element = map.parameters.get(i);
        let doc = format!(
            "Root parameter {i}: `{}`.",
            element.map_or_else(String::new, |e| excerpt(body, e.element.span))
        );
        let index = u32::try_from(i).unwrap_or(u32::MAX);
        let visibility = parameter.visibility.0;
        let mut quoted = String::with_capacity(name.len() + 2);
        push_str_literal(&mut quoted, name);
        match &parameter.kind {
            RootParameterKind::Constants(c) => {
                constants.push((name, c.num_32bit_values));
                let ty = constants_type(item, name, c.num_32bit_values);
                let handle = ParameterHandle::Constants(&ty);
                parameter_handle(&mut handles, &doc, name, index, handle);
                let _ = write!(
                    params,
                    "::rootsig::__private::layout_constants({quoted}, {index}, {visibility}, {}, {}, {}), ",
                    c.shader_register, c.register_space, c.num_32bit_values
                );
            }
            RootParameterKind::Descriptor(kind, d) => {
                mark(d.flags.is_none());
                let handle = ParameterHandle::Descriptor(*kind);
                parameter_handle(&mut handles, &doc, name, index, handle);
                let code = match kind {
                    RootDescriptorKind::Cbv => 0,
                    RootDescriptorKind::Srv => 1,
                    RootDescriptorKind::Uav => 2,
                };
                let _ = write!(
                    params,
                    "::rootsig::__private::layout_descriptor({quoted}, {index}, {visibility}, {code}, {}, {}), ",
                    d.shader_register, d.register_space
                );
            }
            RootParameterKind::DescriptorTable(table) => {
                let ranges = u32::try_from(table.ranges.len()).unwrap_or(u32::MAX);
                range_count = range_count.saturating_add(ranges);
                let layout = lower::table_layout(table);
                let heap = lower::table_heap(table);
                let bits = handle_bits::pack_table(index, layout.descriptor_count);
                tables[i] = bits;
                let handle = ParameterHandle::Table(bits, heap);
                parameter_handle(&mut handles, &doc, name, index, handle);
                let total = layout
                    .descriptor_count
                    .map_or(u32::MAX, |n| u32::try_from(n).unwrap_or(u32::MAX - 1));
                let _ = write!(
                    params,
                    "::rootsig::__private::layout_table({quoted}, {index}, {visibility}, {}, {total}, &[",
                    heap == DescriptorHeapType::Sampler
                );
                for (j, range) in table.ranges.iter().enumerate() {
                    mark(range.flags.is_none());
                    let range_name = names
                        .ranges
                        .get(i)
                        .and_then(|r| r.get(j))
                        .map_or("RANGE", String::as_str);
                    let doc = format!(
                        "Range {j} of root parameter {i}: `{}`.",
                        element
                            .and_then(|e| e.ranges.get(j))
                            .map_or_else(String::new, |r| excerpt(body, r.span))
                    );
                    let slot = layout.ranges.get(j);
                    let offset = slot
                        .and_then(|s| s.offset)
                        .and_then(|o| u32::try_from(o).ok())
                        .unwrap_or(0);
                    let range_bits = handle_bits::pack_range(
                        bits,
                        range.range_type.0,
                        offset,
                        range.num_descriptors,
                    );
                    range_handle(&mut handles, &doc, range_name, index, heap, range_bits);
                    params.push_str("::rootsig::__private::layout_range(");
                    push_str_literal(&mut params, range_name);
                    let _ = write!(
                        params,
                        ", {}, {}, {}, {}, {offset}), ",
                        range.range_type.0,
                        range.base_shader_register,
                        range.register_space,
                        range.num_descriptors
                    );
                }
                params.push_str("]), ");
            }
        }
    }
    let (p, r, s) = (
        signature.parameters.len(),
        range_count,
        signature.static_samplers.len(),
    );
    consts.push(
        DESC_DOC,
        "DESC",
        &format!("::rootsig::RootSignatureDesc<{p}, {r}, {s}>"),
        &format!(
            "::rootsig::__private::desc_from_container({container}, {})",
            byte_string(&omitted),
        ),
    );
    consts.text.push_str(&handles.text);
    // Static samplers as literals: reading them out of `DESC` instead made
    // rustc decode the container for every signature, used or not.
    let mut samplers = String::with_capacity(128 * signature.static_samplers.len());
    for sampler in &signature.static_samplers {
        samplers.push_str("::rootsig::__private::layout_sampler([");
        for field in sampler.raw_fields() {
            let _ = write!(samplers, "{field}, ");
        }
        samplers.push_str("]), ");
    }
    let layout = format!(
        "::rootsig::SignatureLayout {{ version: {}, flags: ::rootsig::RootFlags::from_bits_retain({}), \
         cost_dwords: {}, parameters: &[{params}], static_samplers: &[{samplers}] }}",
        version_path(signature.version),
        signature.flags.bits(),
        lower::root_cost(signature),
    );
    let checks = typed_constants_checks(item, &constants);
    let mut resource_type = String::new();
    if !item.options.shaders.is_empty() {
        resource_type = resource_handles(item, signature, &mut consts, names, &tables, resources);
    }
    shell(item, consts, Some(&layout), Some(&resource_type), checks)
}

/// `Name::resources`, a constant of the struct `NameResources` (returned
/// as text) whose fields are the shaders' resource handles: a range's
/// slots for a resource in a table, the root parameter's handle otherwise.
fn resource_handles(
    item: &Item,
    signature: &rootsig_core::RootSignature,
    consts: &mut Consts,
    names: &names::Names,
    tables: &[u64],
    resources: &[Resource],
) -> String {
    let sig = consts.sig.clone();
    let vis = consts.vis.clone();
    let mut fields = String::new();
    let mut values = String::new();
    for resource in resources {
        let (ty, value) = match resource.slot {
            ResourceSlot::RootConstants { parameter } => {
                let count = match signature
                    .parameters
                    .get(parameter as usize)
                    .map(|p| &p.kind)
                {
                    Some(RootParameterKind::Constants(c)) => c.num_32bit_values,
                    _ => 0,
                };
                let name = names
                    .params
                    .get(parameter as usize)
                    .map_or("", String::as_str);
                let values = constants_type(item, name, count);
                parameter_handle_parts(&sig, parameter, ParameterHandle::Constants(&values))
            }
            ResourceSlot::RootDescriptor { parameter, kind } => {
                parameter_handle_parts(&sig, parameter, ParameterHandle::Descriptor(kind))
            }
            ResourceSlot::Table {
                parameter,
                range_type,
                offset,
                count,
                ..
            } => {
                let table = tables.get(parameter as usize).copied().unwrap_or(0);
                let bits =
                    handle_bits::pack_range(table, range_type.0, offset, count.unwrap_or(u32::MAX));
                range_handle_parts(&sig, parameter, heap_of(Some(range_type)), bits)
            }
            ResourceSlot::StaticSampler { .. } => continue,
        };
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
    format!(
        "#[doc = \"The shader resources that [`{sig}`] binds: `{sig}::resources`.\"] \
         #[derive(Clone, Copy, Debug)] #[allow(non_snake_case)] {vis} struct {sig}Resources {{\n{fields}}}\n"
    )
}

/// Stand-in items for a signature that failed to compile: the same struct
/// and names, with placeholder values, so that code using the signature
/// reports nothing beyond the real errors.
pub fn stub(item: &Item, infos: &[ParamInfo]) -> TokenStream {
    let (mut names, _) = names::assign(infos);
    // Renames that cannot apply are reported only with a compiled signature.
    names::rename(&mut names, &item.options.renames, false, &mut Vec::new());
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
    for (i, info) in infos.iter().enumerate() {
        let name = names.params.get(i).map_or("PARAMETER", String::as_str);
        let heap = heap_of(info.ranges.first().map(|r| r.range_type));
        let index = u32::try_from(i).unwrap_or(u32::MAX);
        let table = handle_bits::pack_table(index, Some(0));
        let values = constants_type(item, name, 0);
        let handle = match info.kind {
            ParamKind::Constants => ParameterHandle::Constants(&values),
            ParamKind::Descriptor(kind) => ParameterHandle::Descriptor(kind),
            ParamKind::Table => ParameterHandle::Table(table, heap),
        };
        parameter_handle(&mut consts, "", name, index, handle);
        for (j, range) in info.ranges.iter().enumerate() {
            let range_name = names
                .ranges
                .get(i)
                .and_then(|r| r.get(j))
                .map_or("RANGE", String::as_str);
            let bits = handle_bits::pack_range(table, range.range_type.0, 0, 0);
            range_handle(&mut consts, "", range_name, index, heap, bits);
        }
    }
    let layout = format!(
        "::rootsig::SignatureLayout {{ version: {}, flags: ::rootsig::RootFlags::empty(), \
         cost_dwords: 0, parameters: &[], static_samplers: &[] }}",
        version_path(item.options.options.version),
    );
    shell(item, consts, Some(&layout), None, TokenStream::new())
}

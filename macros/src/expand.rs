//! Code generation: one unit struct per signature, with its constants in an
//! inherent `impl`. What the constants hold is core's plan
//! (`rootsig_core::plan`); this module writes it out.
//!
//! Build time decides the shape. Everything generic lives in the `rootsig`
//! crate (`RootSignatureBlob<N>`, the handle types, the `__private`
//! constructors, `Bound`, `Layout`'s provided `bind` methods), so a
//! signature expands to plain `const` items and one `Layout` impl holding
//! one constant: no derives, no functions, no types beyond the unit struct
//! (and, with shaders, the plain struct of their resources' handles). Each
//! constant is one short constructor call with literal arguments (the
//! container bytes as a byte string, which `const fn`s read), and no
//! constant names another: the compiler then evaluates a constant only
//! when it is used.

use crate::diag;
use crate::input::Item;
use crate::shader;
use crate::text::{Body, Location};
use proc_macro2::{Literal, Span, TokenStream};
use quote::{ToTokens, quote, quote_spanned};
use rootsig_core::bindings::Stage;
use rootsig_core::language::parse::parse_recovering;
use rootsig_core::plan::names::{self, Names, ParamInfo, RenameError};
use rootsig_core::plan::{self, Handle, HandleConstant, ItemPlan, ParameterPlanKind};
use rootsig_core::plan::{ParameterPlan, Resource, ResourceHandle};
use rootsig_core::{DescriptorHeapType, RootDescriptorKind, Version, handle_bits};
use std::fmt::Write;

/// Expands one item whose text is `body`. `extra` (file tracking) goes in
/// the output whatever happens.
///
/// A signature with errors still gets its struct and every name that code
/// may use (from the part of it that parses, and from its shaders), with
/// placeholder values: its errors are the only ones reported.
pub fn item(item: &Item, body: &Body, extra: TokenStream) -> TokenStream {
    let options = &item.options.options;
    let origin = item.name.to_string();
    let mut out = extra;
    let plan = match rootsig_core::compile_signature(&body.text, options) {
        Ok(compiled) => {
            let infos = names::infos(&compiled.signature, &compiled.source_map);
            let (names, name_errors) = names::assign(&infos);
            for (span, message) in name_errors {
                out.extend(located_error(body, span, &message));
            }
            let warnings = &compiled.blob.warnings().0;
            out.extend(diag::diagnostics(body, &origin, warnings, false));
            let shaders = shader::read(item, &compiled.signature, true);
            out.extend(shaders.tokens);
            let (names, errors) = name_handles(item, names, &infos, &shaders.resources.list);
            out.extend(errors);
            plan::plan(&body.text, &compiled, &names, &shaders.resources.list)
        }
        Err(diagnostics) => {
            let deny = options.warnings_as_errors;
            out.extend(diag::diagnostics(body, &origin, &diagnostics.0, deny));
            let (signature, map) = parse_recovering(&body.text, options);
            let infos = names::infos(&signature, &map);
            let (names, _) = names::assign(&infos);
            let shaders = shader::read(item, &signature, false);
            out.extend(shaders.tokens);
            // Mistakes in `names(…)` are reported once the signature compiles.
            let (names, _) = name_handles(item, names, &infos, &shaders.resources.list);
            plan::stub(&signature, &infos, &names, &shaders.resources.list)
        }
    };
    out.extend(write(item, &plan));
    out
}

/// The handles' final names: the `names(…)` option's, and the shader
/// resources' for elements that bind exactly one; and the errors of the
/// `names(…)` option.
fn name_handles(
    item: &Item,
    mut names: Names,
    infos: &[ParamInfo],
    resources: &[Resource],
) -> (Names, TokenStream) {
    let mut errors = TokenStream::new();
    let renames = &item.options.renames;
    let text: Vec<(String, String)> = (renames.iter())
        .map(|r| (r.new.to_string(), r.old.to_string()))
        .collect();
    let pairs: Vec<(&str, &str)> = text.iter().map(|(n, o)| (n.as_str(), o.as_str())).collect();
    let resources: Vec<(&str, _)> = resources
        .iter()
        .map(|r| (r.name.as_str(), r.slot))
        .collect();
    let shaders = (!item.options.shaders.is_empty()).then_some(&resources[..]);
    let (failed, taken) = names::settle(&mut names, infos, &pairs, shaders);
    for (i, error) in failed {
        let (new, old) = (&renames[i].new, &renames[i].old);
        let (span, message) = match error {
            RenameError::Invalid => (
                new.span(),
                format!("`{new}` cannot name a handle; choose another name"),
            ),
            RenameError::Taken => (
                new.span(),
                format!("`names({new} = {old})`: another handle is already called `{new}`"),
            ),
            RenameError::Unknown(all) => (
                old.span(),
                format!(
                    "`names({new} = {old})`: the signature has no handle `{old}`; its handles are {all}"
                ),
            ),
        };
        errors.extend(diag::compile_error(span, span, &message));
    }
    if let Some(shader) = item.options.shaders.first().filter(|_| taken) {
        let span = shader.entry.span();
        errors.extend(diag::compile_error(
            span,
            span,
            "with shaders, `resources` names the shader resources' handles; choose another name for the handle called `resources`",
        ));
    }
    (names, errors)
}

fn located_error(body: &Body, span: rootsig_core::Span, message: &str) -> TokenStream {
    match body.locate(span) {
        Location::Exact { start, end } => diag::compile_error(start, end, message),
        Location::Inside(s) | Location::File(s) => {
            let excerpt = body.text.get(span.range()).unwrap_or("");
            diag::compile_error(s, s, &format!("{message} (at `{excerpt}`)"))
        }
    }
}

/// The path of `version` in the `rootsig` crate.
fn version_path(version: Version) -> &'static str {
    match version {
        Version::V1_0 => "Version::V1_0",
        Version::V1_1 => "Version::V1_1",
        Version::V1_2 => "Version::V1_2",
    }
}

/// Writes out a plan: the struct, its constants, the resources' struct
/// with shaders, the `Layout` impl, and the typed constants' checks. A
/// plan without a container stands in for a signature with errors.
///
/// The struct and the checks carry the user's tokens and spans; the rest
/// is written as source text that the compiler lexes in one call, which
/// costs much less than building the same items token by token, one call
/// into the compiler each (`quote!`).
fn write(item: &Item, plan: &ItemPlan) -> TokenStream {
    let Item {
        attrs, vis, name, ..
    } = item;
    let mut out = quote!(#(#attrs)* #vis struct #name;);
    let vis = vis.to_token_stream().to_string();
    let cfgs: String = (item.cfg_attrs.iter())
        .map(|a| a.to_token_stream().to_string())
        .collect();
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
        let container = Literal::byte_string(&plan.container).to_string();
        let omitted = Literal::byte_string(&plan.omitted_flags).to_string();
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
    let sig = name.to_string();
    let mut resources = String::new();
    if !item.options.shaders.is_empty() {
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
    let text = format!(
        "{cfgs} #[allow(dead_code, missing_docs, non_upper_case_globals)] impl {sig} {{\n{constants}}}\n\
         {resources}{cfgs} impl ::rootsig::Layout for {sig} {{ type Pipelines = {}; \
         const LAYOUT: ::rootsig::SignatureLayout = {}; }}",
        pipelines(&item.options.shaders),
        layout(plan)
    );
    out.extend(rust_tokens(&text));
    if !plan.container.is_empty() {
        out.extend(typed_constants_checks(item, &plan.handles));
    }
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

/// Generated Rust text as tokens, read by the compiler's own lexer
/// (`proc_macro::TokenStream::from_str`; rootsig has no Rust tokenizer):
/// proc-macro2's lexer would run unoptimized, as this crate usually is.
fn rust_tokens(text: &str) -> TokenStream {
    let lexed = if proc_macro::is_available() {
        (text
            .parse::<proc_macro::TokenStream>()
            .map(TokenStream::from))
        .map_err(|e| e.to_string())
    } else {
        text.parse::<TokenStream>().map_err(|e| e.to_string())
    };
    lexed.unwrap_or_else(|e| {
        let message = format!(
            "internal error in rootsig (please report it): generated code does not lex: {e}"
        );
        diag::compile_error(Span::call_site(), Span::call_site(), &message)
    })
}

/// The type and value of a handle constant. Each handle calls one runtime
/// constructor with one integer (`rootsig_core::handle_bits`), its types
/// inferred from the constant's type, which keeps every constant cheap for
/// rustc to check. A table's type carries its root index, which ties its
/// ranges' offsets to it.
fn handle(item: &Item, constant: &HandleConstant) -> (String, String) {
    let sampler = |heap: &DescriptorHeapType| *heap == DescriptorHeapType::Sampler;
    // The type, its parameters after the signature, the constructor and
    // its one argument.
    let (ty, parameters, constructor, argument) = match &constant.handle {
        Handle::RootConstants {
            index,
            parameter,
            count,
        } => {
            let values = match item.options.constants.iter().find(|c| c.name == parameter) {
                Some(typed) => typed.ty.to_token_stream().to_string(),
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
    let sig = &item.name;
    (
        format!("::rootsig::{ty}<{sig}{parameters}>"),
        format!("::rootsig::__private::{constructor}({argument})"),
    )
}

/// The `Layout` constant's value. Static samplers are literals: reading
/// them out of `DESC` instead made rustc decode the container for every
/// signature, used or not.
fn layout(plan: &ItemPlan) -> String {
    let layout = &plan.layout;
    let parameters: String = layout.parameters.iter().map(parameter).collect();
    let samplers: String = (layout.static_samplers.iter())
        .map(|fields| format!("::rootsig::__private::layout_sampler({fields:?}), "))
        .collect();
    let mut bound = String::new();
    for r in &plan.resources {
        let name = &r.constant.name;
        // `::rootsig::RegisterClass::Srv, ::rootsig::DxilKind::Texture2D,
        // ::core::option::Option::None` (the stride)
        let stride = match r.stride {
            Some(n) => format!("::core::option::Option::Some({n})"),
            None => "::core::option::Option::None".to_owned(),
        };
        let what = format!(
            "::rootsig::RegisterClass::{:?}, ::rootsig::DxilKind::{:?}, {stride}",
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
                    "::rootsig::__private::layout_resource_table({name:?}, {what}, {table}, {offset}, {count}), "
                )
            }
            Handle::Table { .. } => Ok(()),
        };
    }
    // The layout's own copy of the container literal (a stub has a
    // placeholder header's worth of zeros).
    let blob = match plan.container.is_empty() {
        true => "&[0; 44]".to_owned(),
        false => Literal::byte_string(&plan.container).to_string(),
    };
    format!(
        "::rootsig::SignatureLayout {{ blob: {blob}, version: ::rootsig::{}, flags: ::rootsig::RootFlags::from_bits_retain({}), \
         cost_dwords: {}, parameters: &[{parameters}], static_samplers: &[{samplers}], resources: &[{bound}] }}",
        version_path(plan.version),
        layout.flags,
        layout.cost_dwords,
    )
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
            "::rootsig::__private::layout_constants({name:?}, {index}, {visibility}, {register}, {space}, {count}), "
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
                "::rootsig::__private::layout_descriptor({name:?}, {index}, {visibility}, {kind}, {register}, {space}), "
            )
        }
        ParameterPlanKind::Table {
            sampler,
            descriptor_count,
            ranges,
        } => {
            let ranges: String = (ranges.iter())
                .map(|r| {
                    let (name, range_type, register) = (&r.name, r.range_type, r.register);
                    let (space, count, offset) = (r.space, r.count, r.offset);
                    format!("::rootsig::__private::layout_range({name:?}, {range_type}, {register}, {space}, {count}, {offset}), ")
                })
                .collect();
            format!(
                "::rootsig::__private::layout_table({name:?}, {index}, {visibility}, {sampler}, {descriptor_count}, &[{ranges}]), "
            )
        }
    }
}

/// For each `constants(name = Type)`, the compile-time check that `Type`
/// is as large as the root constants `name`, or an error when `name` is not
/// root constants of this signature.
fn typed_constants_checks(item: &Item, handles: &[HandleConstant]) -> TokenStream {
    let constants: Vec<(&str, u32)> = handles
        .iter()
        .filter_map(|h| match &h.handle {
            Handle::RootConstants { count, .. } => Some((h.name.as_str(), *count)),
            _ => None,
        })
        .collect();
    let mut out = TokenStream::new();
    for typed in &item.options.constants {
        let name = &typed.name;
        let Some(&(_, count)) = constants.iter().find(|(n, _)| name == n) else {
            let known: Vec<String> = constants.iter().map(|(n, _)| format!("`{n}`")).collect();
            let known = if known.is_empty() {
                "it has none".to_owned()
            } else {
                format!("its root constants are {}", known.join(", "))
            };
            out.extend(diag::compile_error(
                name.span(),
                name.span(),
                &format!(
                    "`constants({name} = …)`: `{}` has no root constants called `{name}`; {known}",
                    item.name
                ),
            ));
            continue;
        };
        let ty = typed.ty.to_token_stream();
        let bytes = u64::from(count) * 4;
        let message = format!(
            "`{}` must be {bytes} bytes: it holds the root constants `{}::{name}`, which are num32BitConstants = {count} (4 bytes each)",
            ty.to_string().replace(" :: ", "::"),
            item.name,
        );
        let span = ty
            .clone()
            .into_iter()
            .next()
            .map_or(name.span(), |t| t.span());
        let (cfgs, bytes) = (&item.cfg_attrs, Literal::u64_unsuffixed(bytes));
        out.extend(quote_spanned! {span=>
            #(#cfgs)*
            const _: () = ::core::assert!(
                ::core::mem::size_of::<#ty>() as u64 == #bytes,
                #message
            );
        });
    }
    out
}

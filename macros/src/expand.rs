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
use proc_macro2::{Literal, TokenStream};
use quote::{ToTokens, format_ident, quote, quote_spanned};
use rootsig_core::language::parse::parse_recovering;
use rootsig_core::plan::names::{self, Names, ParamInfo, RenameError};
use rootsig_core::plan::{self, Handle, HandleConstant, ItemPlan, ParameterPlanKind};
use rootsig_core::plan::{ParameterPlan, Resource};
use rootsig_core::{DescriptorHeapType, RootDescriptorKind, Version, handle_bits};

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
            let names = name_handles(item, names, &infos, &shaders.resources.list, &mut out);
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
            let names = name_handles(item, names, &infos, &shaders.resources.list, &mut quote!());
            plan::stub(&signature, &infos, &names, &shaders.resources.list)
        }
    };
    out.extend(write(item, &plan));
    out
}

/// The handles' final names: the `names(…)` option's, and the shader
/// resources' for elements that bind exactly one. Mistakes go to `errors`.
fn name_handles(
    item: &Item,
    mut names: Names,
    infos: &[ParamInfo],
    resources: &[Resource],
    errors: &mut TokenStream,
) -> Names {
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
    names
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

/// An unsuffixed integer literal, as a person would write it.
fn int(n: impl Into<u128>) -> Literal {
    Literal::u128_unsuffixed(n.into())
}

fn version_path(version: Version) -> TokenStream {
    match version {
        Version::V1_0 => quote!(::rootsig::Version::V1_0),
        Version::V1_1 => quote!(::rootsig::Version::V1_1),
        Version::V1_2 => quote!(::rootsig::Version::V1_2),
    }
}

/// Writes out a plan: the struct, its constants, the resources' struct
/// with shaders, the `Layout` impl, and the typed constants' checks. A
/// plan without a container stands in for a signature with errors.
fn write(item: &Item, plan: &ItemPlan) -> TokenStream {
    let Item {
        attrs,
        cfg_attrs,
        vis,
        name,
        ..
    } = item;
    let stub = plan.container.is_empty();
    // BLOB, RTS0 and DESC each get their own copy of the container literal:
    // naming `BLOB` instead would make the compiler evaluate it for every
    // signature, used or not. `DESC` is read back from the container by a
    // `const fn`, which the compiler runs only if `DESC` is used.
    let [blob, rts0, desc] = if stub {
        [
            quote!(::rootsig::RootSignatureBlob<0> = ::rootsig::__private::STUB_BLOB),
            quote!(::rootsig::Rts0Part<0> = ::rootsig::Rts0Part::from_bytes(b"")),
            quote!(::rootsig::RootSignatureDesc<0, 0, 0> = ::rootsig::__private::STUB_DESC),
        ]
    } else {
        let container = Literal::byte_string(&plan.container);
        let omitted = Literal::byte_string(&plan.omitted_flags);
        let n = int(plan.rts0_words as u64);
        let [p, r, s] = plan.desc_shape.map(|n| int(n as u64));
        [
            quote!(::rootsig::RootSignatureBlob<#n> = ::rootsig::__private::blob(#container)),
            quote!(::rootsig::Rts0Part<#n> = ::rootsig::__private::rts0(#container)),
            quote!(::rootsig::RootSignatureDesc<#p, #r, #s> =
                ::rootsig::__private::desc_from_container(#container, #omitted)),
        ]
    };
    let version = version_path(plan.version);
    let handles = plan.handles.iter().map(|h| {
        let (doc, ident, (ty, value)) = (&h.doc, format_ident!("{}", h.name), handle(item, h));
        quote!(#[doc = #doc] #vis const #ident: #ty = #value;)
    });
    let (resources, resources_struct) = resources(item, &plan.resources);
    let layout = layout(plan);
    let mut out = quote! {
        #(#attrs)*
        #vis struct #name;
        #(#cfg_attrs)*
        #[allow(dead_code, missing_docs, non_upper_case_globals)]
        impl #name {
            #[doc = "The serialized root signature (`BLOB.as_bytes()`)."]
            #vis const BLOB: #blob;
            #[doc = "The RTS0 part alone."]
            #vis const RTS0: #rts0;
            #[doc = "The version."]
            #vis const VERSION: ::rootsig::Version = #version;
            #[doc = "The description."]
            #vis const DESC: #desc;
            #(#handles)*
            #resources
        }
        #resources_struct
        #(#cfg_attrs)*
        impl ::rootsig::Layout for #name {
            const LAYOUT: ::rootsig::SignatureLayout = #layout;
        }
    };
    if !stub {
        out.extend(typed_constants_checks(item, &plan.handles));
    }
    out
}

/// The type and value of a handle constant. Each handle calls one runtime
/// constructor with one integer (`rootsig_core::handle_bits`), its types
/// inferred from the constant's type, which keeps every constant cheap for
/// rustc to check. A table's type carries its root index, which ties its
/// ranges' offsets to it.
fn handle(item: &Item, constant: &HandleConstant) -> (TokenStream, TokenStream) {
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
                Some(typed) => typed.ty.to_token_stream(),
                None => {
                    let count = int(*count);
                    quote!([u32; #count])
                }
            };
            (
                "RootConstantsIndex",
                quote!(, #values),
                "constants",
                int(*index),
            )
        }
        Handle::RootDescriptor { index, kind } => {
            let (ty, constructor) = match kind {
                RootDescriptorKind::Cbv => ("RootCbvIndex", "cbv"),
                RootDescriptorKind::Srv => ("RootSrvIndex", "srv"),
                RootDescriptorKind::Uav => ("RootUavIndex", "uav"),
            };
            (ty, quote!(), constructor, int(*index))
        }
        Handle::Table { index, heap, bits } => {
            let (ty, constructor) = match sampler(heap) {
                false => ("CbvSrvUavTableIndex", "cbv_srv_uav_table"),
                true => ("SamplerTableIndex", "sampler_table"),
            };
            let index = int(*index);
            (ty, quote!(, #index), constructor, int(*bits))
        }
        Handle::Range { table, heap, bits } => {
            let (ty, constructor) = match sampler(heap) {
                false => ("CbvSrvUavRangeSlots", "cbv_srv_uav_range"),
                true => ("SamplerRangeSlots", "sampler_range"),
            };
            let table = int(*table);
            (ty, quote!(, #table), constructor, int(*bits))
        }
    };
    let (sig, ty, constructor) = (
        &item.name,
        format_ident!("{ty}"),
        format_ident!("{constructor}"),
    );
    (
        quote!(::rootsig::#ty<#sig #parameters>),
        quote!(::rootsig::__private::#constructor(#argument)),
    )
}

/// With shaders, the `resources` constant and its struct `NameResources`,
/// whose fields are the shaders' resource handles.
fn resources(item: &Item, resources: &[HandleConstant]) -> (TokenStream, TokenStream) {
    if item.options.shaders.is_empty() {
        return (quote!(), quote!());
    }
    let (sig, vis, cfg_attrs) = (&item.name, &item.vis, &item.cfg_attrs);
    let ty = format_ident!("{sig}Resources");
    let (mut fields, mut values) = (quote!(), quote!());
    for resource in resources {
        let (doc, field) = (&resource.doc, format_ident!("{}", resource.name));
        let (handle_type, value) = handle(item, resource);
        fields.extend(quote!(#[doc = #doc] pub #field: #handle_type,));
        values.extend(quote!(#field: #value,));
    }
    let constant_doc =
        format!("The handles of the shader resources, by their HLSL names (`{ty}`).");
    let struct_doc = format!("The shader resources that [`{sig}`] binds: `{sig}::resources`.");
    // No derives: they cost more than the rest of the shader check, and
    // each field is a `Copy + Debug` handle.
    (
        quote!(#[doc = #constant_doc] #vis const resources: #ty = #ty { #values };),
        quote! {
            #(#cfg_attrs)*
            #[doc = #struct_doc]
            #[allow(non_snake_case)]
            #vis struct #ty { #fields }
        },
    )
}

/// The `Layout` constant's value. Static samplers are literals: reading
/// them out of `DESC` instead made rustc decode the container for every
/// signature, used or not.
fn layout(plan: &ItemPlan) -> TokenStream {
    let layout = &plan.layout;
    let parameters = layout.parameters.iter().map(parameter);
    let samplers = layout.static_samplers.iter().map(|fields| {
        let fields = fields.iter().map(|&f| int(f));
        quote!(::rootsig::__private::layout_sampler([#(#fields),*]))
    });
    let bound = plan.resources.iter().filter_map(|r| {
        let name = &r.name;
        Some(match r.handle {
            Handle::RootConstants { index, .. } | Handle::RootDescriptor { index, .. } => {
                let index = int(index);
                quote!(::rootsig::__private::layout_resource_root(#name, #index))
            }
            Handle::Range { table, bits, .. } => {
                let count = int(handle_bits::range_count(bits).unwrap_or(u32::MAX));
                let (table, offset) = (int(table), int(handle_bits::range_offset(bits)));
                quote!(::rootsig::__private::layout_resource_table(#name, #table, #offset, #count))
            }
            Handle::Table { .. } => return None,
        })
    });
    let (version, flags) = (version_path(plan.version), int(layout.flags));
    let cost = int(layout.cost_dwords);
    quote! {
        ::rootsig::SignatureLayout {
            version: #version,
            flags: ::rootsig::RootFlags::from_bits_retain(#flags),
            cost_dwords: #cost,
            parameters: &[#(#parameters),*],
            static_samplers: &[#(#samplers),*],
            resources: &[#(#bound),*],
        }
    }
}

/// One root parameter of the `Layout` constant.
fn parameter(p: &ParameterPlan) -> TokenStream {
    let (name, index, visibility) = (&p.name, int(p.index), int(p.visibility));
    match &p.kind {
        ParameterPlanKind::Constants {
            register,
            space,
            count,
        } => {
            let (register, space, count) = (int(*register), int(*space), int(*count));
            quote!(::rootsig::__private::layout_constants(#name, #index, #visibility, #register, #space, #count))
        }
        ParameterPlanKind::Descriptor {
            kind,
            register,
            space,
        } => {
            let kind = int(match kind {
                RootDescriptorKind::Cbv => 0u32,
                RootDescriptorKind::Srv => 1,
                RootDescriptorKind::Uav => 2,
            });
            let (register, space) = (int(*register), int(*space));
            quote!(::rootsig::__private::layout_descriptor(#name, #index, #visibility, #kind, #register, #space))
        }
        ParameterPlanKind::Table {
            sampler,
            descriptor_count,
            ranges,
        } => {
            let count = int(*descriptor_count);
            let ranges = ranges.iter().map(|r| {
                let (name, range_type) = (&r.name, int(r.range_type));
                let (register, space) = (int(r.register), int(r.space));
                let (count, offset) = (int(r.count), int(r.offset));
                quote!(::rootsig::__private::layout_range(#name, #range_type, #register, #space, #count, #offset))
            });
            quote!(::rootsig::__private::layout_table(#name, #index, #visibility, #sampler, #count, &[#(#ranges),*]))
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
        let (cfgs, bytes) = (&item.cfg_attrs, int(bytes));
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

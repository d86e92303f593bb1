//! Code generation: one unit struct per signature, with its constants in an
//! inherent `impl`.
//!
//! Everything generic lives in the `rootsig` crate (`RootSignatureBlob<N>`,
//! the handle types, the `__private` constructors), so a signature expands
//! to plain `const` items: no derives, no trait impls, no per-signature
//! types beyond the unit struct. Associated constants are only evaluated
//! when used, so unused ones cost little more than parsing.

use crate::diag;
use crate::input::Item;
use crate::names::{self, Names, ParamInfo, ParamKind};
use crate::text::Body;
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};
use rootsig_core::language::lower::{self, DescriptorHeapType};
use rootsig_core::{
    Compiled, Context, DescriptorRangeType, EncodingMode, Options, RootDescriptorKind,
    RootParameterKind, StaticSampler, Version,
};

fn u32_lit(value: u32) -> Literal {
    Literal::u32_unsuffixed(value)
}

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
            out.extend(full(item, body, &compiled, &names));
        }
        Err(diagnostics) => {
            out.extend(diag::diagnostics(body, &origin, &diagnostics.0, options.warnings_as_errors));
            let infos = match rootsig_core::parse(&body.text, &options) {
                Ok((signature, map)) => names::infos(&signature, &map),
                Err(_) => names::sketch(&body.text),
            };
            out.extend(stub(item, Some(body), &infos));
        }
    }
    out
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

/// The struct and the constants every signature has, around `consts`.
fn shell(item: &Item, consts: TokenStream) -> TokenStream {
    let Item {
        attrs,
        cfg_attrs,
        vis,
        name,
        ..
    } = item;
    quote! {
        #(#attrs)*
        #vis struct #name;
        #(#cfg_attrs)*
        #[allow(dead_code, missing_docs, non_upper_case_globals)]
        impl #name {
            #consts
        }
    }
}

fn version_tokens(version: Version) -> TokenStream {
    match version {
        Version::V1_0 => quote!(::rootsig::Version::V1_0),
        Version::V1_1 => quote!(::rootsig::Version::V1_1),
        Version::V1_2 => quote!(::rootsig::Version::V1_2),
    }
}

fn common(item: &Item, body: &Body) -> TokenStream {
    let vis = &item.vis;
    let Options {
        version,
        encoding,
        context,
        warnings_as_errors,
        labels,
    } = item.options.options;
    let version = version_tokens(version);
    let encoding = match encoding {
        EncodingMode::Standard => quote!(Standard),
        EncodingMode::Dxc => quote!(Dxc),
    };
    let context = match context {
        Context::Standalone => quote!(Standalone),
        Context::Global => quote!(Global),
        Context::Local => quote!(Local),
    };
    let text = Literal::string(&body.text);
    quote! {
        /// The root signature version.
        #vis const VERSION: ::rootsig::Version = #version;
        /// The options the text was compiled with: `rootsig::compile(Self::TEXT, &Self::OPTIONS)` gives `Self::BLOB`.
        #vis const OPTIONS: ::rootsig::Options = ::rootsig::Options {
            version: #version,
            encoding: ::rootsig::EncodingMode::#encoding,
            context: ::rootsig::Context::#context,
            warnings_as_errors: #warnings_as_errors,
            labels: #labels,
        };
        /// The root signature text.
        #vis const TEXT: &'static str = #text;
    }
}

/// A one-line excerpt of the text, for doc comments.
fn excerpt(body: &Body, span: rootsig_core::Span) -> String {
    let raw = body.text.get(span.range()).unwrap_or("");
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
    out.replace('`', "'")
}

fn full(item: &Item, body: &Body, compiled: &Compiled, names: &Names) -> TokenStream {
    let vis = &item.vis;
    let signature = &compiled.signature;
    let map = &compiled.source_map;
    let bytes = compiled.blob.as_bytes();
    let words = Literal::usize_unsuffixed(bytes.len().saturating_sub(44) / 4);
    let bytes = Literal::byte_string(bytes);

    let mut parameters = Vec::with_capacity(signature.parameters.len());
    let mut handles = TokenStream::new();
    for (i, parameter) in signature.parameters.iter().enumerate() {
        let index = u32_lit(u32::try_from(i).unwrap_or(u32::MAX));
        let visibility = u32_lit(parameter.visibility.0);
        let name = ident(names.params.get(i).map_or("PARAMETER", String::as_str));
        let element = map.parameters.get(i);
        let doc = format!(
            "Root parameter {i}: `{}`.",
            element.map_or_else(String::new, |e| excerpt(body, e.element.span))
        );
        match &parameter.kind {
            RootParameterKind::Constants(c) => {
                let (register, space, count) = (
                    u32_lit(c.shader_register),
                    u32_lit(c.register_space),
                    u32_lit(c.num_32bit_values),
                );
                parameters.push(quote!(::rootsig::__private::constants(#register, #space, #count, #visibility)));
                handles.extend(quote! {
                    #[doc = #doc]
                    #vis const #name: ::rootsig::RootConstantsIndex = ::rootsig::RootConstantsIndex::new(#index, #count);
                });
            }
            RootParameterKind::Descriptor(kind, d) => {
                let register = u32_lit(d.shader_register);
                let space = u32_lit(d.register_space);
                let flags = u32_lit(d.flags.map_or(u32::MAX, |f| f.bits()));
                let (constructor, ty) = match kind {
                    RootDescriptorKind::Cbv => (quote!(cbv), quote!(RootCbvIndex)),
                    RootDescriptorKind::Srv => (quote!(srv), quote!(RootSrvIndex)),
                    RootDescriptorKind::Uav => (quote!(uav), quote!(RootUavIndex)),
                };
                parameters.push(quote!(::rootsig::__private::#constructor(#register, #space, #flags, #visibility)));
                handles.extend(quote! {
                    #[doc = #doc]
                    #vis const #name: ::rootsig::#ty = ::rootsig::#ty::new(#index);
                });
            }
            RootParameterKind::DescriptorTable(table) => {
                let layout = lower::table_layout(table);
                let heap = match lower::table_heap(table) {
                    DescriptorHeapType::CbvSrvUav => quote!(CbvSrvUavHeap),
                    DescriptorHeapType::Sampler => quote!(SamplerHeap),
                };
                let total = count_tokens(
                    layout
                        .descriptor_count
                        .map(|n| u32::try_from(n).unwrap_or(u32::MAX)),
                );
                handles.extend(quote! {
                    #[doc = #doc]
                    #vis const #name: ::rootsig::DescriptorTableIndex<::rootsig::#heap> =
                        ::rootsig::DescriptorTableIndex::new(#index, #total);
                });
                let mut ranges = Vec::with_capacity(table.ranges.len());
                for (j, range) in table.ranges.iter().enumerate() {
                    ranges.push({
                        let (ty, n, base, space, flags, offset) = (
                            u32_lit(range.range_type.0),
                            u32_lit(range.num_descriptors),
                            u32_lit(range.base_shader_register),
                            u32_lit(range.register_space),
                            u32_lit(range.flags.map_or(u32::MAX, |f| f.bits())),
                            u32_lit(range.offset),
                        );
                        quote!(::rootsig::__private::range(#ty, #n, #base, #space, #flags, #offset))
                    });
                    let range_name = ident(
                        names
                            .ranges
                            .get(i)
                            .and_then(|r| r.get(j))
                            .map_or("RANGE", String::as_str),
                    );
                    let slot = layout.ranges.get(j);
                    let offset = u32_lit(
                        slot.and_then(|s| s.offset)
                            .and_then(|o| u32::try_from(o).ok())
                            .unwrap_or(0),
                    );
                    let count = count_tokens(slot.and_then(|s| s.num_descriptors));
                    let range_type = range_type_tokens(range.range_type);
                    let doc = format!(
                        "Range {j} of root parameter {i}: `{}`.",
                        element
                            .and_then(|e| e.ranges.get(j))
                            .map_or_else(String::new, |r| excerpt(body, r.span))
                    );
                    handles.extend(quote! {
                        #[doc = #doc]
                        #vis const #range_name: ::rootsig::DescriptorRangeSlots<::rootsig::#heap> =
                            ::rootsig::DescriptorRangeSlots::new(Self::#name, #range_type, #offset, #count);
                    });
                }
                parameters.push(quote!(::rootsig::__private::table(&[#(#ranges),*], #visibility)));
            }
        }
    }
    let samplers = signature.static_samplers.iter().map(sampler_tokens);
    let version_word = u32_lit(signature.version.rts0());
    let flags = u32_lit(signature.flags.bits());
    let common = common(item, body);
    shell(
        item,
        quote! {
            /// The serialized root signature, for `ID3D12Device::CreateRootSignature`
            /// (`Self::BLOB.as_bytes()`).
            #vis const BLOB: ::rootsig::RootSignatureBlob<#words> =
                ::rootsig::RootSignatureBlob::from_container(#bytes);
            /// The RTS0 part of the blob.
            #vis const RTS0: ::rootsig::Rts0Part<#words> = Self::BLOB.rts0_part();
            /// The description.
            #vis const DESC: ::rootsig::RootSignatureDesc<'static> = ::rootsig::__private::desc(
                #version_word, #flags, &[#(#parameters),*], &[#(#samplers),*]
            );
            #common
            #handles
        },
    )
}

fn sampler_tokens(s: &StaticSampler) -> TokenStream {
    let words = [
        s.filter.0,
        s.address_u.0,
        s.address_v.0,
        s.address_w.0,
        s.mip_lod_bias.to_bits(),
        s.max_anisotropy,
        s.comparison_func.0,
        s.border_color.0,
        s.min_lod.to_bits(),
        s.max_lod.to_bits(),
        s.shader_register,
        s.register_space,
        s.visibility.0,
        s.flags.bits(),
    ]
    .map(u32_lit);
    quote!(::rootsig::__private::sampler([#(#words),*]))
}

fn count_tokens(count: Option<u32>) -> TokenStream {
    match count {
        Some(n) => {
            let n = u32_lit(n);
            quote!(::rootsig::DescriptorCount::Bounded(#n))
        }
        None => quote!(::rootsig::DescriptorCount::Unbounded),
    }
}

fn range_type_tokens(range_type: DescriptorRangeType) -> TokenStream {
    match range_type {
        DescriptorRangeType::SRV => quote!(::rootsig::DescriptorRangeType::SRV),
        DescriptorRangeType::UAV => quote!(::rootsig::DescriptorRangeType::UAV),
        DescriptorRangeType::CBV => quote!(::rootsig::DescriptorRangeType::CBV),
        DescriptorRangeType::SAMPLER => quote!(::rootsig::DescriptorRangeType::SAMPLER),
        other => {
            let raw = u32_lit(other.0);
            quote!(::rootsig::DescriptorRangeType(#raw))
        }
    }
}

/// An identifier for a generated name; names come from labels (which core
/// checked are identifiers and not keywords) or from registers.
fn ident(name: &str) -> Ident {
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_alphanumeric() || c == '_')
        && name != "_";
    if valid {
        format_ident!("{}", name)
    } else {
        Ident::new("INVALID_NAME", Span::call_site())
    }
}

/// Stand-in items for a signature that failed to compile: the same struct
/// and names, with placeholder values, so that code using the signature
/// reports nothing beyond the real errors.
pub fn stub(item: &Item, body: Option<&Body>, infos: &[ParamInfo]) -> TokenStream {
    let vis = &item.vis;
    let (names, _) = names::assign(infos);
    let mut handles = TokenStream::new();
    for (i, info) in infos.iter().enumerate() {
        let index = u32_lit(u32::try_from(i).unwrap_or(u32::MAX));
        let name = ident(names.params.get(i).map_or("PARAMETER", String::as_str));
        match info.kind {
            ParamKind::Constants => handles.extend(quote! {
                #vis const #name: ::rootsig::RootConstantsIndex = ::rootsig::RootConstantsIndex::new(#index, 0);
            }),
            ParamKind::Descriptor(kind) => {
                let ty = match kind {
                    RootDescriptorKind::Cbv => quote!(RootCbvIndex),
                    RootDescriptorKind::Srv => quote!(RootSrvIndex),
                    RootDescriptorKind::Uav => quote!(RootUavIndex),
                };
                handles.extend(quote! {
                    #vis const #name: ::rootsig::#ty = ::rootsig::#ty::new(#index);
                });
            }
            ParamKind::Table => {
                let heap = match info.ranges.first().map(|r| r.range_type) {
                    Some(DescriptorRangeType::SAMPLER) => quote!(SamplerHeap),
                    _ => quote!(CbvSrvUavHeap),
                };
                handles.extend(quote! {
                    #vis const #name: ::rootsig::DescriptorTableIndex<::rootsig::#heap> =
                        ::rootsig::DescriptorTableIndex::new(#index, ::rootsig::DescriptorCount::Bounded(0));
                });
                for j in 0..info.ranges.len() {
                    let range_name = ident(
                        names
                            .ranges
                            .get(i)
                            .and_then(|r| r.get(j))
                            .map_or("RANGE", String::as_str),
                    );
                    let range_type = range_type_tokens(info.ranges[j].range_type);
                    handles.extend(quote! {
                        #vis const #range_name: ::rootsig::DescriptorRangeSlots<::rootsig::#heap> =
                            ::rootsig::DescriptorRangeSlots::new(Self::#name, #range_type, 0, ::rootsig::DescriptorCount::Bounded(0));
                    });
                }
            }
        }
    }
    let common = match body {
        Some(body) => common(item, body),
        None => {
            let version = version_tokens(item.options.options.version);
            quote! {
                #vis const VERSION: ::rootsig::Version = #version;
                #vis const OPTIONS: ::rootsig::Options = ::rootsig::Options {
                    version: #version,
                    encoding: ::rootsig::EncodingMode::Standard,
                    context: ::rootsig::Context::Standalone,
                    warnings_as_errors: false,
                    labels: false,
                };
                #vis const TEXT: &'static str = "";
            }
        }
    };
    shell(
        item,
        quote! {
            #vis const BLOB: ::rootsig::RootSignatureBlob<0> = ::rootsig::__private::STUB_BLOB;
            #vis const RTS0: ::rootsig::Rts0Part<0> = Self::BLOB.rts0_part();
            #vis const DESC: ::rootsig::RootSignatureDesc<'static> = ::rootsig::__private::STUB_DESC;
            #common
            #handles
        },
    )
}

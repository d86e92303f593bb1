//! Proc-macro glue for rootsig. Use the `rootsig` crate, which re-exports
//! these macros together with the types their expansion names.
//!
//! All parsing, validation and encoding is `rootsig-core`'s; this crate
//! turns tokens into text, core's diagnostics into compiler errors, and a
//! compiled signature into constants.

mod diag;
mod expand;
#[cfg(test)]
mod golden;
mod include;
mod input;
mod options;
mod shader;
mod text;

use proc_macro2::{Span, TokenStream, TokenTree};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Compiles root signatures at Rust compile time.
///
/// ```
/// rootsig::root_signature! {
///     /// The forward pass.
///     pub Forward = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0),
///                    DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0)";
/// }
/// assert_eq!(Forward::CBV_B0.index(), 0);
/// assert_eq!(Forward::TABLE_SRV_T0.index(), 1);
/// assert_eq!(Forward::UAV_U0.offset().get(), 4);
/// assert_eq!(&Forward::BLOB.as_bytes()[..4], b"DXBC");
/// ```
///
/// # Syntax
///
/// Any number of items, each `[attributes] [visibility] Name = body;`.
/// The body is one string literal, adjacent string literals (joined with
/// nothing in between, as HLSL joins the literals of a `#define`), a raw
/// string, or the root signature written directly as tokens:
///
/// ```
/// rootsig::root_signature! {
///     pub(crate) Strings = "RootFlags(0), "
///                          "CBV(b0)";
///     Raw = r#"RootFlags(0), CBV(b0)"#;
///     Tokens = RootFlags(0), CBV(b0);
/// }
/// assert_eq!(Strings::BLOB, Raw::BLOB);
/// assert_eq!(Strings::BLOB, Tokens::BLOB);
/// ```
///
/// In token form the text is rebuilt from the tokens at their source
/// positions, so `.5`, `1.5f`, `4.2e-3` and `42.e+10f` mean what they mean
/// in a string. Rust rejects a few spellings before the macro sees them
/// (`1e` with no exponent digits, `0x` alone, unbalanced parentheses, `;`,
/// comments are dropped); write those signatures as strings.
///
/// # Options
///
/// `#[rootsig(…)]` on an item, comma-separated:
///
/// * `version = "1.0" | "1.1" | "1.2"` (also `version = 1.2`): the root
///   signature version, default 1.1.
/// * `dxc_bytes`: write 0 for omitted flags, byte-identical with DXC
///   (the meaning is the same).
/// * `context = "standalone" | "global" | "local"`: how
///   `LOCAL_ROOT_SIGNATURE` is treated; `local` adds it.
/// * `deny_warnings`: make the four warnings (RS0214, RS0216, RS0221,
///   RS0227) errors. Without it they are compiler warnings.
/// * `constants(name = Type, …)`: the root constants whose handle is
///   called `name` take a `Type` (zerocopy `IntoBytes + Immutable`)
///   instead of `[u32; N]`; a compile-time assertion checks that
///   `size_of::<Type>()` is 4 × `num32BitConstants`.
/// * `shader = "file.hlsl", entry = "main", stage = "pixel"`, optionally
///   with `defines = […]` and `include_dirs = […]`: the entry point's
///   resources must all be bound by the signature (BN03xx compile errors
///   show the HLSL line otherwise), and `Name::resources` gets one handle
///   per resource, by its HLSL name. One attribute per entry point; the
///   path resolves like `include_root_signature!`'s, and editing the file
///   or a header rebuilds the crate. The stages are `vertex`, `hull`,
///   `domain`, `geometry`, `pixel`, `amplification`, `mesh` and `compute`.
/// * `names(new = OLD, …)`: the handle that would be called `OLD` is
///   called `new`.
///
/// ```
/// rootsig::root_signature! {
///     #[rootsig(version = "1.0", dxc_bytes)]
///     Old = "CBV(b0)";
///     #[rootsig(context = "local")]
///     Local = "CBV(b0)";
/// }
/// assert_eq!(Old::VERSION, rootsig::Version::V1_0);
/// assert!(Local::DESC.flags.contains(rootsig::RootFlags::LOCAL_ROOT_SIGNATURE));
/// ```
///
/// # Names
///
/// Each root parameter and each descriptor range gets a constant. Write
/// `name:` before an element to name it; other elements are named after
/// their registers (`CBV_B0`, `SRV_T3_SPACE1`, `CONSTANTS_B1`,
/// `SAMPLER_S0`), a table after its first range (`TABLE_SRV_T0`, or
/// `TABLE` when empty), and clashes get `_2`, `_3`, … in element order.
/// With shaders, an element named after its registers that binds exactly
/// one of their resources takes that resource's name instead.
///
/// ```
/// rootsig::root_signature! {
///     Named = camera: CBV(b0), CBV(b0, space = 1), CBV(b1, visibility = SHADER_VISIBILITY_PIXEL),
///             DescriptorTable(textures: SRV(t0, numDescriptors = 8), SRV(t8)),
///             DescriptorTable(SRV(t0, space = 2)),
///             DescriptorTable(Sampler(s0));
/// }
/// let _ = (Named::camera, Named::CBV_B0_SPACE1, Named::CBV_B1);
/// assert_eq!(Named::TABLE_SRV_T0.index(), 3);
/// assert_eq!(Named::textures.offset().get(), 0);
/// assert_eq!(Named::SRV_T8.offset().get(), 8);
/// assert_eq!(Named::TABLE_SRV_T0_SPACE2.index(), 4);
/// assert_eq!(Named::TABLE_SAMPLER_S0.index(), 5);
/// ```
///
/// # What an item expands to
///
/// `pub struct Name;` (with the item's doc comments and attributes) and
/// associated constants:
///
/// | constant | type | |
/// |---|---|---|
/// | `BLOB` | `RootSignatureBlob<N>` | the container, a 4-byte aligned zerocopy layout; `BLOB.as_bytes()` is a `&'static [u8]` |
/// | `RTS0` | `Rts0Part<N>` | the RTS0 part alone |
/// | `VERSION` | `Version` | |
/// | `DESC` | `RootSignatureDesc<P, R, S>` | the description in arrays; `.as_slices()` borrows it as slices, `.to_signature()` gives a `RootSignature` |
/// | one per root parameter | `RootConstantsIndex<Name, C>`, `RootCbvIndex<Name>`, `RootSrvIndex<Name>`, `RootUavIndex<Name>`, `DescriptorTableIndex<H, Name, T>` | the index, typed by kind and signature |
/// | one per range | `DescriptorRangeSlots<H, Name, T>` | offset in its table (APPEND resolved) and count |
/// | `resources` (with shaders) | `NameResources` | one field per shader resource, by its HLSL name: the root parameter's handle, or the `DescriptorRangeSlots` of its descriptors |
///
/// `H` is `CbvSrvUavHeap` or `SamplerHeap`, `T` a table's root parameter
/// index, `C` the root constants' values: `[u32; N]`, or the type that
/// `#[rootsig(constants(name = Type))]` gives them (its size is checked at
/// compile time). `Name` implements `rootsig::Layout`, the signature as
/// constant data, whose `bind` and `bind_compute` set a root signature
/// object made from `BLOB` on a command list and wrap it in a
/// `rootsig::Bound` that takes only this signature's handles; with shaders
/// of one pipeline only (`stage = "compute"`, say), only that pipeline's
/// `bind` exists.
///
/// # Errors
///
/// Every problem core finds is a compile error pointing at the offending
/// tokens; inside a string literal, stable Rust can only point at the whole
/// literal, so the message carries a caret diagram of the text. When an item
/// has errors, its struct and constants are still generated (with
/// placeholder values) so that code using it reports nothing more.
///
/// ```compile_fail
/// rootsig::root_signature! {
///     Overlap = "CBV(b0), CBV(b0)"; // RS0217: two bindings overlap
/// }
/// ```
#[proc_macro]
pub fn root_signature(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    guarded(input, root_signature_impl)
}

/// Reads a root signature from an HLSL file at compile time, through a C
/// preprocessor, as DXC reads it.
///
/// ```
/// rootsig::include_root_signature! {
///     /// The root signature shared with the shaders.
///     pub Forward = "shaders/forward.hlsl", define = "ForwardRS";
///     /// The one on the compute shader's entry point, for the PC branch.
///     pub Cull = "shaders/cull.hlsl", entry = "CSMain",
///         defines = ["PLATFORM_PC", "TILE=16"], include_dirs = ["shaders/common"];
///     /// A DXR state object.
///     pub HitGroup = "shaders/rt.hlsl", subobject = "localRS";
/// }
/// assert_eq!(Forward::TABLE_SRV_T0.index(), 1);
/// assert_eq!(Cull::CONSTANTS_B0.num_32bit_values(), 4);
/// assert_eq!(HitGroup::CONSTANTS_B1.num_32bit_values(), 4);
/// ```
///
/// The path is relative to the crate's directory (`CARGO_MANIFEST_DIR`), or
/// else to the file holding the macro call. The file is preprocessed:
/// `#if`/`#ifdef`/`#elif`/`#else`, `#include "…"` and `<…>` (with include
/// guards and `#pragma once`), macros with `#` and `##`, `\`
/// continuations, and bytes that are not UTF-8 outside string literals.
/// Every file read, headers included, is tracked: editing any of them
/// rebuilds the crate.
///
/// * `define = "NAME"`: the define's expansion at the end of the file, its
///   string literals (and any numbers a macro put between them) joined, as
///   `dxc -rootsig-define NAME` reads it.
/// * `entry = "function"`: the `[RootSignature(…)]` attribute of that
///   function after preprocessing, so attributes made by macros work. It is
///   a global root signature, as in DXC: `LOCAL_ROOT_SIGNATURE` is refused
///   unless `context` says otherwise.
/// * `subobject = "name"`: a `GlobalRootSignature name = { "…" };` or
///   `LocalRootSignature name = { "…" };` state object; a local one
///   implies the local context.
/// * `defines = ["NAME", "NAME=VALUE"]`: as `dxc -D`. With none, nothing
///   is predefined, which is DXC's default for a PC build.
/// * `include_dirs = ["folder"]`: searched after the including file's
///   folder, relative to `CARGO_MANIFEST_DIR`.
/// * `stage = "pixel"`, with `entry`: the entry point's resources must all
///   be bound, as `root_signature!`'s `shader` option checks them; more
///   entry points go in `#[rootsig(entry = "…", stage = "…")]` attributes,
///   whose `shader` defaults to this file.
///
/// Options (`#[rootsig(…)]`), names and the generated constants are those
/// of [`root_signature!`]; labels are not available (the file is HLSL).
/// Errors name the file, line and column where the text was written, in
/// headers too. A name defined only in inactive branches is an error that
/// lists the branches and the defines that pick each one: never a different
/// signature. When the file cannot be read, the item becomes an erroneous
/// type, so that one error stands alone.
#[proc_macro]
pub fn include_root_signature(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    guarded(input, include_root_signature_impl)
}

/// Runs an expansion, turning a panic (a bug) into a compile error.
fn guarded(
    input: proc_macro::TokenStream,
    f: fn(TokenStream) -> TokenStream,
) -> proc_macro::TokenStream {
    let input = TokenStream::from(input);
    match catch_unwind(AssertUnwindSafe(|| f(input))) {
        Ok(tokens) => tokens.into(),
        Err(payload) => {
            let why = payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_owned())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            diag::compile_error(
                Span::call_site(),
                Span::call_site(),
                &format!("internal error in rootsig (please report it): {why}"),
            )
            .into()
        }
    }
}

/// The items of either macro's input, and a `compile_error!` for each
/// malformed one (which is skipped).
fn parse_items(input: TokenStream) -> (Vec<input::Item>, TokenStream) {
    let mut errors = Vec::new();
    let items = input::parse_items(input, &mut errors);
    let mut out = TokenStream::new();
    for (span, message) in errors {
        out.extend(diag::compile_error(span, span, &message));
    }
    (items, out)
}

fn root_signature_impl(input: TokenStream) -> TokenStream {
    let (items, mut out) = parse_items(input);
    for item in &items {
        if let Some(tokens) = quick(item) {
            out.extend(tokens);
            continue;
        }
        match body(item) {
            Ok(body) => out.extend(expand::item(item, &body, TokenStream::new())),
            Err((span, message)) => {
                out.extend(diag::compile_error(span, span, &message));
                out.extend(expand::stub(item, &[]));
            }
        }
    }
    out
}

/// The expansion of a bare-token item read through the compiler's source
/// text, when that compiles without a single diagnostic; `None` otherwise,
/// and then [`body`] rebuilds the text token by token, keeping every
/// token's span for the messages. Reading source text costs one call into
/// the compiler per top-level token instead of several per token.
fn quick(item: &input::Item) -> Option<TokenStream> {
    if matches!(item.body.first(), Some(TokenTree::Literal(_)) | None) {
        return None;
    }
    let text = text::from_source_text(&item.body)?;
    expand::clean_item(item, &text)
}

/// The text of a `root_signature!` item: string literals or bare tokens.
fn body(item: &input::Item) -> Result<text::Body, (Span, String)> {
    let first = match item.body.first() {
        Some(TokenTree::Literal(lit)) => Some(lit),
        _ => None,
    };
    if let Some(lit) = first {
        let repr = lit.to_string();
        if ["b\"", "br", "c\"", "cr"]
            .iter()
            .any(|p| repr.starts_with(p))
        {
            return Err((
                lit.span(),
                "a byte or C string is not a root signature; write a plain string literal"
                    .to_owned(),
            ));
        }
    }
    let is_string = first.is_some_and(text::is_string_literal);
    if !is_string {
        return Ok(text::from_tokens(item.body.iter().cloned().collect()));
    }
    let mut literals = Vec::with_capacity(item.body.len());
    for tree in &item.body {
        match tree {
            TokenTree::Literal(lit) => literals.push(lit.clone()),
            other => {
                return Err((
                    other.span(),
                    "expected a string literal: a body is string literals or bare root signature tokens, not both".to_owned(),
                ));
            }
        }
    }
    text::from_literals(literals)
}

fn include_root_signature_impl(input: TokenStream) -> TokenStream {
    let (items, mut out) = parse_items(input);
    for mut item in items {
        match include::body(&mut item) {
            Ok((body, tracking)) => out.extend(expand::item(&item, &body, tracking)),
            Err(failure) => out.extend(include::failure(&item, failure)),
        }
    }
    out
}

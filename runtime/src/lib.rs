//! # rootsig
//!
//! Direct3D 12 root signatures, written in the HLSL root signature language
//! and checked by the Rust compiler.
//!
//! [`root_signature!`] compiles root signature text while your crate
//! compiles: a mistake is a compile error pointing at the offending text,
//! and a valid signature becomes constants — the serialized blob, its
//! description, and a typed handle for every root parameter and descriptor
//! range:
//!
//! ```
//! rootsig::root_signature! {
//!     /// The forward pass.
//!     pub Forward = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0),
//!                    DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0)";
//! }
//!
//! // The blob, for ID3D12Device::CreateRootSignature: no run-time work.
//! let bytes: &'static [u8] = Forward::BLOB.as_bytes();
//! assert_eq!(rootsig::decode(bytes).unwrap().parameters.len(), 2);
//!
//! // Typed handles, usable in const contexts.
//! const CAMERA_SLOT: u32 = Forward::CBV_B0.index();
//! assert_eq!(CAMERA_SLOT, 0);
//! assert_eq!(Forward::TABLE_SRV_T0.index(), 1);
//! assert_eq!(Forward::UAV_U0.offset().get(), 4);
//! ```
//!
//! ## Run-time compilation: the `compiler` feature
//!
//! The same text can be compiled at run time with `compile`, decoded
//! back with [`decode`] and printed with `print`. [`decode`], the
//! description model and the byte [`format`](mod@format) are always here; the
//! compiler needs the `compiler` feature:
//!
//! ```toml
//! rootsig = { path = "../rootsig/runtime", features = ["compiler"] }
//! ```
//!
//! It re-exports rootsig-core's compiler: `compile`, `compile_signature`,
//! `parse`, `validate`, `encode`, `print` and their `Options`, the
//! diagnostics (`Diagnostics`, `render`, `explain`), the HLSL reader
//! (`hlsl`) and the binding stage (`bindings`). Without it, a build
//! compiles that compiler once, for the proc macro, and for your crate
//! only the part that the macro's output needs.
//!
//! ```
//! rootsig::root_signature! {
//!     pub Forward = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4))";
//! }
//! let options = rootsig::Options::default();
//! let blob = rootsig::compile("CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4))", &options);
//! assert_eq!(blob.unwrap().as_bytes(), Forward::BLOB.as_bytes());
//! ```
//!
//! ## Body forms
//!
//! The text after `=` may be one string literal, several adjacent string
//! literals (joined with nothing in between, as HLSL `#define`s join them),
//! a raw string, or the root signature tokens written directly:
//!
//! ```
//! rootsig::root_signature! {
//!     Joined = "CBV(b0), "
//!              "SRV(t0)";
//!     Raw = r#"CBV(b0), SRV(t0)"#;
//!     Bare = CBV(b0), SRV(t0);
//! }
//! assert_eq!(Joined::BLOB, Raw::BLOB);
//! assert_eq!(Raw::BLOB, Bare::BLOB);
//! ```
//!
//! ## Options and names
//!
//! `#[rootsig(...)]` on an item sets its options: `version = "1.0" | "1.1" |
//! "1.2"` (default 1.1; `version = 1.2` also works), `dxc_bytes` (write 0
//! for omitted flags, byte-identical with DXC), `context = "standalone" |
//! "global" | "local"`, `deny_warnings`, `constants(name = Type, …)`
//! (see [Typed root constants](#typed-root-constants)), `shader = "…", entry
//! = "…", stage = "…"` (see [Shader resources by
//! name](#shader-resources-by-name)), `cbuffer(Buffer => NewType, Buffer =
//! Type, …)` (see [Constant buffers as Rust
//! types](#constant-buffers-as-rust-types)) and `names(new = OLD, …)`, which
//! renames handles. Write `name:` before a root
//! parameter or a range to choose its constant's name; others are named
//! after their registers (`CBV_B0`, `SRV_T0_SPACE1`, `CONSTANTS_B1`), and a
//! table after its first range (`TABLE_SRV_T0`).
//!
//! ```
//! rootsig::root_signature! {
//!     #[rootsig(version = "1.2", dxc_bytes)]
//!     pub Lit = "camera: CBV(b0), DescriptorTable(albedo: SRV(t0), SRV(t1))";
//! }
//! assert_eq!(Lit::VERSION, rootsig::Version::V1_2);
//! assert_eq!(Lit::camera.index(), 0);
//! assert_eq!(Lit::albedo.offset().get(), 0);
//! assert_eq!(Lit::SRV_T1.offset().get(), 1);
//! assert_eq!(Lit::TABLE_SRV_T0.index(), 1);
//! ```
//!
//! ## What an item expands to
//!
//! `Name = …;` becomes `struct Name;` (with the item's doc comments,
//! attributes and visibility) and associated constants:
//!
//! * `BLOB`: a [`RootSignatureBlob<N>`], the DXBC container as a `#[repr(C)]`
//!   zerocopy layout of little-endian words, 4-byte aligned;
//!   `Name::BLOB.as_bytes()` is a `&'static [u8]` into read-only data,
//!   byte-identical to `rootsig::compile` of the same text and options
//!   (with the `compiler` feature).
//! * `RTS0`: the RTS0 part alone ([`Rts0Part<N>`]); `VERSION`: the [`Version`].
//! * `DESC`: the description, a [`RootSignatureDesc`] in arrays, computed
//!   only if used; `.as_slices()` borrows it as slices and `.to_signature()` gives a
//!   [`RootSignature`].
//! * one constant per root parameter, typed by kind and by signature:
//!   [`RootConstantsIndex<Name, C>`](RootConstantsIndex) (`C` is the
//!   values' type, `[u32; N]` unless typed, below), [`RootCbvIndex<Name>`],
//!   [`RootSrvIndex<Name>`], [`RootUavIndex<Name>`],
//!   [`CbvSrvUavTableIndex<Name, T>`] or [`SamplerTableIndex<Name, T>`]
//!   (with the table's descriptor count; `T` is its root parameter index);
//! * one constant per descriptor range, a
//!   [`DescriptorRangeSlots<H, Name, T>`](DescriptorRangeSlots) with its
//!   offset from the table start (`DESCRIPTOR_RANGE_OFFSET_APPEND`
//!   resolved) and its count;
//! * `bind` and `bind_compute`, which set a [`TypedRootSignature`] on a
//!   command list and wrap it in a [`Bound`] guard;
//! * an implementation of [`Layout`], the signature as constant data;
//! * with shaders, `resources`: one handle per shader resource, by its
//!   HLSL name (below).
//!
//! A root index and a descriptor offset are different types, a
//! sampler-heap offset is not a CBV/SRV/UAV-heap offset, a handle of one
//! signature is not one of another, and an offset in one table is not an
//! offset in another, so passing one for the other does not compile (see
//! [`DescriptorOffset`]).
//!
//! ## Binding: `Name::bind(&mut list, &root_signature)`
//!
//! Create the root signature object from `Name::BLOB` as a
//! [`TypedRootSignature<Name, _>`](TypedRootSignature) (with the `windows`
//! feature, `rootsig::d3d12::create_root_signature::<Name>(&device)`).
//! With [`Layout`] imported (it provides `bind`), `Name::bind(&mut list,
//! &root_signature)` calls `SetGraphicsRootSignature` and gives a
//! [`Bound`] whose setters take only `Name`'s handles: a table, root CBV
//! or root constants of another signature is a type error, even at the
//! same root index, and so is another signature's root signature object.
//! A signature checked only against compute shaders has only
//! `bind_compute`, and one checked only against graphics stages only
//! `bind` ([`Pipelines`]). The command list is anything that implements
//! [`CommandList`]: the `windows` feature implements it for
//! `ID3D12GraphicsCommandList`, and [`CallLog`] records the calls. Typed
//! descriptor allocations ([`TableAllocation`]) go straight into the
//! guard. See [`Bound`] for an example.
//!
//! ## Reflection: [`Layout`]
//!
//! Generic code reads any signature through `S::LAYOUT`: its parameters
//! (names, kinds, registers, spaces, visibility), its tables (heap,
//! descriptor count, ranges with names and resolved offsets), static
//! samplers, root flags, root cost and version, and with shaders where
//! each shader resource is bound ([`SignatureLayout::resource`]), all
//! constant data:
//!
//! ```
//! use rootsig::Layout;
//! rootsig::root_signature! {
//!     pub Forward = "camera: CBV(b0), DescriptorTable(albedo: SRV(t0, numDescriptors = 4), normal: SRV(t4))";
//! }
//! fn slots<S: Layout>() -> Vec<(&'static str, u32)> {
//!     S::LAYOUT.tables().flat_map(|(_, t)| t.ranges).map(|r| (r.name, r.offset)).collect()
//! }
//! assert_eq!(slots::<Forward>(), [("albedo", 0), ("normal", 4)]);
//! assert_eq!(Forward::LAYOUT.cost_dwords, 3);
//! ```
//!
//! ## Typed root constants
//!
//! `#[rootsig(constants(draw = DrawConstants))]` ties the root constants
//! called `draw` (their label, or their register name such as
//! `CONSTANTS_B1`) to a Rust type. The compiler checks that
//! `size_of::<DrawConstants>()` is 4 × `num32BitConstants`, and the
//! handle takes a `&DrawConstants` ([`Bound::set_constants`],
//! [`RootConstantsIndex::words`]); the type must derive zerocopy's
//! `IntoBytes` and `Immutable`. Parts go by byte offset
//! ([`Bound::set_constants_at`], [`RootConstantsIndex::dword_offset`]):
//!
//! ```
//! use zerocopy_derive::{Immutable, IntoBytes};
//! #[derive(IntoBytes, Immutable)]
//! #[repr(C)]
//! struct DrawConstants {
//!     world: [[f32; 4]; 3],
//!     tint: [f32; 4],
//! }
//! rootsig::root_signature! {
//!     #[rootsig(constants(draw = DrawConstants))]
//!     pub Forward = "draw: RootConstants(num32BitConstants = 16, b0)";
//! }
//! let tint = core::mem::offset_of!(DrawConstants, tint);
//! assert_eq!(Forward::draw.dword_offset(tint), Some(12));
//! let draw = DrawConstants { world: [[0.0; 4]; 3], tint: [1.0; 4] };
//! assert_eq!(Forward::draw.words(&draw)[12], 1.0f32.to_bits());
//! ```
//!
//! A type of another size does not compile:
//!
//! ```compile_fail
//! use zerocopy_derive::{Immutable, IntoBytes};
//! #[derive(IntoBytes, Immutable)]
//! #[repr(C)]
//! struct DrawConstants {
//!     world: [f32; 16],
//! }
//! rootsig::root_signature! {
//!     #[rootsig(constants(draw = DrawConstants))]
//!     pub Forward = "draw: RootConstants(num32BitConstants = 4, b0)";
//! }
//! ```
//!
//! ## HLSL files
//!
//! [`include_root_signature!`] reads a root signature from an HLSL file at
//! compile time, after a C preprocessor that reads the file as DXC does:
//! `#if`/`#ifdef` branches with the `defines` you give, `#include`d
//! headers, and macros that build the text. It takes a `#define`, an entry
//! function's `[RootSignature(…)]` attribute, or a DXR state object. The
//! path is relative to the crate directory, and editing the file or any
//! header it includes rebuilds the crate:
//!
//! ```
//! rootsig::include_root_signature! {
//!     pub Example = "tests/shaders/example.hlsl", define = "ExampleRS";
//!     pub Pixel = "tests/shaders/example.hlsl", entry = "PSMain";
//!     pub Console = "tests/shaders/example.hlsl", define = "ExampleRS", defines = ["XBOX"];
//! }
//! assert_eq!(Example::SRV_T0.count(), rootsig::DescriptorCount::Bounded(2));
//! assert_eq!(Example::BLOB, Pixel::BLOB);
//! assert_eq!(Console::SRV_T0.count(), rootsig::DescriptorCount::Bounded(4));
//! ```
//!
//! ## Shader resources by name
//!
//! Give the macro the shader's entry points and it proves, at compile time,
//! that the root signature binds every resource they use: each miss is a
//! compile error with its BN code, showing the HLSL line. `Name::resources`
//! then holds one handle per resource, named as in the HLSL: the
//! [`DescriptorRangeSlots`] of a resource in a table (its table, its
//! offset in it, and its count), or the root parameter's handle of a
//! cbuffer or buffer bound at the root. Registers are assigned as DXC
//! assigns them, so resources without `register(…)` work too. Resources
//! bound by static samplers, and unused ones, get no handle.
//!
//! `include_root_signature!` takes `stage = "…"` with `entry`; any item
//! takes `#[rootsig(shader = "…", entry = "…", stage = "…")]`, once per
//! entry point (`shader` defaults to the included file). Elements named
//! after their registers that bind one resource take its name
//! (`CBV_B0` becomes `Camera`); `names(new = OLD)` renames by hand:
//!
//! ```
//! use rootsig::Layout;
//! rootsig::include_root_signature! {
//!     #[rootsig(names(material = TABLE_SRV_T0))]
//!     pub Lit = "shaders/lit.hlsl", entry = "PSMain", stage = "pixel";
//! }
//! assert_eq!(Lit::resources.Camera, Lit::Camera); // the root CBV
//! assert_eq!(Lit::resources.normalMap.table(), Lit::material);
//! assert_eq!(Lit::resources.normalMap.offset().get(), 1);
//! assert_eq!(Lit::feedback.offset().get(), 4); // was UAV_U0
//! # let lit = rootsig::TypedRootSignature::<Lit, _>::create(|_| Ok::<_, ()>("lit".to_owned())).unwrap();
//! let mut list = rootsig::CallLog::default();
//! let mut root = Lit::bind(&mut list, &lit);
//! root.set_cbv(Lit::resources.Camera, 0x1000);
//! root.set_table(Lit::resources.baseColor.table(), 0x8000_0000);
//! assert_eq!(list.calls[1..], [
//!     "SetGraphicsRootConstantBufferView(0, 0x1000)",
//!     "SetGraphicsRootDescriptorTable(1, 0x80000000)",
//! ]);
//! ```
//!
//! A shader resource the signature leaves out does not compile:
//!
//! ```compile_fail
//! rootsig::root_signature! {
//!     // error: BN0301: 'normalMap' (SRV t1, space 0) is not fully bound by
//!     // the root signature for the pixel stage
//!     #[rootsig(shader = "shaders/lit.hlsl", entry = "PSMain", stage = "pixel")]
//!     pub Lit = "CBV(b0), DescriptorTable(SRV(t0), UAV(u0)), StaticSampler(s0)";
//! }
//! ```
//!
//! The same reader is `rootsig::hlsl::read_root_signature` at run time
//! (with the `compiler` feature), and
//! `rootsig compile --hlsl FILE --define NAME -D X -I DIR` on the command
//! line.
//!
//! ## Constant buffers as Rust types
//!
//! With shaders, `cbuffer(Camera => CameraConstants)` generates `pub struct
//! CameraConstants` with `cbuffer Camera`'s packed layout: `#[repr(C)]`,
//! zerocopy's `IntoBytes`, `Immutable` and `FromZeros`, one public field per
//! member under its HLSL name, private padding, matrices as rows of
//! `[f32; 4]`, and a [`cbuffer::PaddedArray`] for arrays narrower than a
//! row. `cbuffer(Draw = DrawConstants)` instead checks a hand-written
//! struct: each field's offset and size, at compile time. Either type can
//! feed root constants (`constants(draw = …)`), and
//! [`Bound::set_constants_at`] with `core::mem::offset_of!` updates one
//! member. `S::LAYOUT.constant_buffers` lists every buffer's members. The
//! shader option `enable_16bit_types` makes `half` and the `min16` types 16
//! bits wide, as DXC's `-enable-16bit-types` does.
//! docs/bindings.md §7.5 has the rules; `rootsig cbuffer FILE --entry E
//! --stage S --rust` prints the same struct for `build.rs` users.
//!
//! ```
//! use core::mem::offset_of;
//! use rootsig::{IntoBytes, Layout};
//! use zerocopy::FromZeros;
//! rootsig::include_root_signature! {
//!     #[rootsig(cbuffer(Camera => CameraConstants))]
//!     pub Lit = "shaders/lit.hlsl", entry = "PSMain", stage = "pixel";
//! }
//! let mut camera = CameraConstants::new_zeroed();
//! camera.tint = [1.0, 0.5, 0.5, 1.0];
//! assert_eq!(camera.as_bytes().len(), 16);
//! assert_eq!(offset_of!(CameraConstants, tint), 0);
//! let tint = Lit::LAYOUT.constant_buffer("Camera").unwrap().member("tint").unwrap();
//! assert_eq!((tint.offset, tint.size, tint.hlsl_type), (0, 16, "float4"));
//! ```
//!
//! ## Errors
//!
//! Every diagnostic of `rootsig-core` (RS0001–RS0310) is one compile error
//! at the offending tokens, and all errors of an item are reported at once.
//! A related place, such as the first of two overlapping bindings, is a
//! `note:` line in that error's message, with its line and column
//! (``note: root parameter 0 `CBV(b2)` is here (line 2, column 14)``):
//! stable Rust gives a proc macro's error no second span and no note of its
//! own. Inside a string literal, stable Rust can only point at the whole
//! literal, so the message carries a caret diagram of the text instead,
//! which marks the related places too; on nightly the error points inside
//! the literal. The four warnings (RS0214, RS0216, RS0221, RS0227) are compiler warnings,
//! or errors with `deny_warnings`. A signature with errors still defines its
//! struct and constants (with placeholder values), so code using it reports
//! nothing more.

#![cfg_attr(docsrs, feature(doc_cfg))]
// Only the `windows` adapter calls unsafe COM methods, each with a
// SAFETY comment; everything else is safe code.
#![cfg_attr(not(all(feature = "windows", windows)), forbid(unsafe_code))]
// Doc examples, the README's included, compile with warnings as errors:
// an unused variable in an example is a bug in the example.
#![doc(test(attr(deny(warnings))))]

// Lets the crate's own tests use the macro, which names `::rootsig`.
extern crate self as rootsig;

mod blob;
pub mod cbuffer;
#[cfg(all(feature = "windows", windows))]
#[allow(unsafe_code)]
pub mod d3d12;
mod desc;
mod handles;
mod layout;
mod log;

/// The marker traits' seal ([`BlobWord`], [`DescriptorHeap`],
/// [`RootDescriptorType`], [`Pipeline`], [`Pipelines`]): only this crate's
/// types implement them.
mod sealed {
    pub trait Sealed {}
    impl Sealed for crate::Le32 {}
    impl Sealed for crate::CbvSrvUavHeap {}
    impl Sealed for crate::SamplerHeap {}
    impl Sealed for crate::Cbv {}
    impl Sealed for crate::Srv {}
    impl Sealed for crate::Uav {}
    impl Sealed for crate::Graphics {}
    impl Sealed for crate::Compute {}
    impl Sealed for crate::AnyPipeline {}
    impl Sealed for crate::GraphicsOnly {}
    impl Sealed for crate::ComputeOnly {}
}

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

pub use blob::{BlobWord, CONTAINER_HEADER_SIZE, Le32, RootSignatureBlob, Rts0Part};
pub use desc::{
    RootParameterDesc, RootParameterKindDesc, RootSignatureDesc, RootSignatureDescRef, TableRanges,
};
pub use handles::{
    Cbv, CbvSrvUavHeap, CbvSrvUavRangeSlots, CbvSrvUavTableIndex, DescriptorCount, DescriptorHeap,
    DescriptorOffset, DescriptorRangeSlots, DescriptorTableIndex, RootCbvIndex, RootConstantWords,
    RootConstantsIndex, RootDescriptorIndex, RootDescriptorType, RootSrvIndex, RootUavIndex,
    SamplerHeap, SamplerRangeSlots, SamplerTableIndex, Srv, Uav,
};
pub use layout::allocation::{DescriptorHandle, TableAllocation};
pub use layout::bind::{
    AnyPipeline, BindsTo, Bound, CommandList, Compute, ComputeOnly, ConstantsRangeError, Graphics,
    GraphicsOnly, NotInLayout, Pipeline, Pipelines,
};
pub use layout::object::TypedRootSignature;
pub use layout::{
    ConstantBufferLayout, ConstantBufferMember, Layout, ParameterLayout, ParameterLayoutKind,
    RangeLayout, ResourceBinding, ResourceLayout, SignatureLayout, TableLayout,
};
pub use log::CallLog;
// rootsig-core's public API, named one by one: the description model,
// the byte format and its decoder, and, with the `compiler` feature, the
// compiler and printer, diagnostics, and the modules a tool needs (the
// binding stage, the HLSL reader, the explanations, the renderer). The
// macros' support (`plan`, `handle_bits`) and the language's internals
// stay in rootsig-core.
pub use rootsig_core::bindings::DxilKind;
/// The shape of an array in a constant buffer ([`ConstantBufferMember::array`]).
pub use rootsig_core::bindings::kinds::ArrayLayout;
/// Needs the `compiler` feature (see [Run-time
/// compilation](crate#run-time-compilation-the-compiler-feature)).
#[cfg(feature = "compiler")]
#[cfg_attr(docsrs, doc(cfg(feature = "compiler")))]
pub use rootsig_core::{
    Blob, Code, Compiled, Diagnostic, Diagnostics, Options, Related, Severity, SourceMap, Span,
    bindings, compile, compile_signature, encode, explain, hlsl, parse, print, render, validate,
};
pub use rootsig_core::{
    ComparisonFunc, Context, DecodeError, DescriptorHeapType, DescriptorRange,
    DescriptorRangeFlags, DescriptorRangeType, DescriptorTable, EncodingMode, Filter, Parameter,
    ParameterKind, RegisterClass, RootConstants, RootDescriptor, RootDescriptorFlags,
    RootDescriptorKind, RootFlags, RootParameter, RootParameterKind, RootSignature,
    ShaderVisibility, StaticBorderColor, StaticSampler, StaticSamplerFlags, TextureAddressMode,
    Version, decode, format,
};
pub use rootsig_macros::{include_root_signature, root_signature};
/// zerocopy's traits that a typed root constants' type must implement
/// (derive them with `zerocopy-derive`), re-exported so that bounds and
/// error messages can name them as `rootsig::IntoBytes` and
/// `rootsig::Immutable`.
pub use zerocopy::{Immutable, IntoBytes};

/// The README's Rust blocks, run as doc tests: each is a complete program.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct ReadmeDoctests;

//! Safe wrappers around vkd3d-shader's root signature serializer and
//! parser, and the conversions between rootsig's model and vkd3d's structs.
//!
//! The conversions are written from the D3D12 headers, independently of
//! rootsig's encoder, so that comparing the two serializers means something.

use core::ffi::{CStr, c_char, c_int};
use core::fmt;
use core::ptr;

// The conversions touch nearly every type of the model.
use rootsig_core::model::*;

use crate::ffi;

/// A failed vkd3d-shader call: the `vkd3d_result` and the messages vkd3d
/// produced (empty when it produced none, or when none were asked for).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShaderError {
    /// A negative `vkd3d_result`, e.g. [`ffi::VKD3D_ERROR_INVALID_ARGUMENT`].
    pub result: c_int,
    /// vkd3d's messages, e.g. `"<anonymous>: E0005: Invalid DXBC checksum.\n"`.
    pub messages: String,
}

impl fmt::Display for ShaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "vkd3d result {}: {}",
            self.result,
            self.messages.trim_end()
        )
    }
}

impl std::error::Error for ShaderError {}

/// Takes vkd3d's message string, copies it and frees it with
/// `vkd3d_shader_free_messages`.
fn take_messages(messages: *mut c_char) -> String {
    if messages.is_null() {
        return String::new();
    }
    // SAFETY: vkd3d returned a non-null, NUL-terminated string that it
    // allocated; we copy it before freeing it with its own free function,
    // exactly once.
    unsafe {
        let text = CStr::from_ptr(messages).to_string_lossy().into_owned();
        ffi::vkd3d_shader_free_messages(messages);
        text
    }
}

/// Runs a vkd3d call that takes a message out-location (null unless
/// `messages`), and turns a negative result into a [`ShaderError`] with the
/// messages vkd3d produced.
fn call_with_messages(
    messages: bool,
    call: impl FnOnce(*mut *mut c_char) -> c_int,
) -> Result<(), ShaderError> {
    let mut text: *mut c_char = ptr::null_mut();
    let out_messages = if messages {
        &raw mut text
    } else {
        ptr::null_mut()
    };
    let result = call(out_messages);
    let messages = take_messages(text);
    if result < 0 {
        return Err(ShaderError { result, messages });
    }
    Ok(())
}

// ------------------------------------------------------------------ flags

/// The root descriptor flags word rootsig writes at 1.1 and 1.2: the
/// explicit value, or for omitted flags the 1.1 default (standard mode) or 0
/// (`dxc` mode). docs/language.md §3.5, docs/format.md §5.4.
pub fn written_root_descriptor_flags(
    kind: RootDescriptorKind,
    flags: Option<RootDescriptorFlags>,
    mode: EncodingMode,
) -> u32 {
    let range_type = match kind {
        RootDescriptorKind::Cbv => DescriptorRangeType::CBV,
        RootDescriptorKind::Srv => DescriptorRangeType::SRV,
        RootDescriptorKind::Uav => DescriptorRangeType::UAV,
    };
    written_flags(flags.map(|f| f.bits()), range_type, mode)
}

/// The descriptor range flags word rootsig writes at 1.1 and 1.2 (see
/// [`written_root_descriptor_flags`]).
pub fn written_range_flags(
    range_type: DescriptorRangeType,
    flags: Option<DescriptorRangeFlags>,
    mode: EncodingMode,
) -> u32 {
    written_flags(flags.map(|f| f.bits()), range_type, mode)
}

/// The explicit flags word, or for omitted flags the 1.1 default for
/// registers of `range_type` (standard mode: DATA_STATIC_WHILE_SET_AT_EXECUTE
/// for CBVs and SRVs, DATA_VOLATILE for UAVs, none for samplers) or 0 (`dxc`
/// mode). The root descriptor and range flags share these bit values.
fn written_flags(
    explicit: Option<u32>,
    range_type: DescriptorRangeType,
    mode: EncodingMode,
) -> u32 {
    match (explicit, mode) {
        (Some(bits), _) => bits,
        (None, EncodingMode::Dxc) => 0,
        (None, EncodingMode::Standard) => match range_type {
            DescriptorRangeType::CBV | DescriptorRangeType::SRV => 0x4,
            DescriptorRangeType::UAV => 0x2,
            _ => 0,
        },
    }
}

/// The description as its blob states it: at 1.1 and 1.2 every flags field
/// holds the word rootsig writes ([`written_root_descriptor_flags`],
/// [`written_range_flags`]); at 1.0, which has no flag fields, every flags
/// field is `None`. This is what a parser of the blob can return.
pub fn as_written(signature: &RootSignature, mode: EncodingMode) -> RootSignature {
    let has_flags = signature.version != Version::V1_0;
    let mut out = signature.clone();
    for parameter in &mut out.parameters {
        match &mut parameter.kind {
            RootParameterKind::Descriptor(kind, descriptor) => {
                descriptor.flags = has_flags.then(|| {
                    RootDescriptorFlags::from_bits_retain(written_root_descriptor_flags(
                        *kind,
                        descriptor.flags,
                        mode,
                    ))
                });
            }
            RootParameterKind::DescriptorTable(table) => {
                for range in &mut table.ranges {
                    range.flags = has_flags.then(|| {
                        DescriptorRangeFlags::from_bits_retain(written_range_flags(
                            range.range_type,
                            range.flags,
                            mode,
                        ))
                    });
                }
            }
            RootParameterKind::Constants(_) => {}
        }
    }
    out
}

// ------------------------------------------------------- model → vkd3d

/// Why a description cannot be handed to vkd3d 1.2.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsupported {
    /// vkd3d 1.2 knows root signature versions 1.0 and 1.1 only.
    Version1_2,
}

/// A vkd3d root signature description built from a rootsig description,
/// owning every array its pointers refer to.
pub struct Description {
    version: u32,
    flags: u32,
    parameters_1_0: Vec<ffi::RootParameter>,
    parameters_1_1: Vec<ffi::RootParameter1>,
    // Each table's ranges live in their own Vec, whose heap buffer does not
    // move when the Description moves; the parameters point into them.
    ranges_1_0: Vec<Vec<ffi::DescriptorRange>>,
    ranges_1_1: Vec<Vec<ffi::DescriptorRange1>>,
    samplers: Vec<ffi::StaticSamplerDesc>,
}

impl fmt::Debug for Description {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Description")
            .field("version", &self.version)
            .field("flags", &self.flags)
            .field(
                "parameters",
                &self.parameters_1_0.len().max(self.parameters_1_1.len()),
            )
            .field("samplers", &self.samplers.len())
            .finish()
    }
}

fn count(len: usize) -> u32 {
    u32::try_from(len).unwrap_or(u32::MAX)
}

fn sampler_to_vkd3d(sampler: &StaticSampler) -> ffi::StaticSamplerDesc {
    ffi::StaticSamplerDesc {
        filter: sampler.filter.0,
        address_u: sampler.address_u.0,
        address_v: sampler.address_v.0,
        address_w: sampler.address_w.0,
        mip_lod_bias: sampler.mip_lod_bias,
        max_anisotropy: sampler.max_anisotropy,
        comparison_func: sampler.comparison_func.0,
        border_colour: sampler.border_color.0,
        min_lod: sampler.min_lod,
        max_lod: sampler.max_lod,
        shader_register: sampler.shader_register,
        register_space: sampler.register_space,
        shader_visibility: sampler.visibility.0,
    }
}

impl Description {
    /// Builds vkd3d's description of `signature`, with every flags word set
    /// to what rootsig writes in `mode`. Fails for version 1.2.
    pub fn new(signature: &RootSignature, mode: EncodingMode) -> Result<Self, Unsupported> {
        let version = match signature.version {
            Version::V1_0 => ffi::ROOT_SIGNATURE_VERSION_1_0,
            Version::V1_1 => ffi::ROOT_SIGNATURE_VERSION_1_1,
            Version::V1_2 => return Err(Unsupported::Version1_2),
        };
        let mut description = Description {
            version,
            flags: signature.flags.bits(),
            parameters_1_0: Vec::new(),
            parameters_1_1: Vec::new(),
            ranges_1_0: Vec::new(),
            ranges_1_1: Vec::new(),
            samplers: signature
                .static_samplers
                .iter()
                .map(sampler_to_vkd3d)
                .collect(),
        };
        if version == ffi::ROOT_SIGNATURE_VERSION_1_0 {
            v1_0::fill(&mut description, signature, mode);
        } else {
            v1_1::fill(&mut description, signature, mode);
        }
        Ok(description)
    }

    /// The C struct, pointing into `self`. Valid while `self` is alive and
    /// unchanged.
    pub fn raw(&self) -> ffi::VersionedRootSignatureDesc {
        let u = if self.version == ffi::ROOT_SIGNATURE_VERSION_1_0 {
            ffi::VersionedDescPayload {
                v_1_0: v1_0::desc(self),
            }
        } else {
            ffi::VersionedDescPayload {
                v_1_1: v1_1::desc(self),
            }
        };
        ffi::VersionedRootSignatureDesc {
            version: self.version,
            u,
        }
    }

    /// Serializes with `vkd3d_shader_serialize_root_signature`, returning
    /// vkd3d's bytes copied into a `Vec`.
    pub fn serialize(&self) -> Result<Vec<u8>, ShaderError> {
        let desc = self.raw();
        serialize_raw(&desc, true).map(|code| code.as_bytes().to_vec())
    }
}

fn descriptor_parameter_type(kind: RootDescriptorKind) -> u32 {
    match kind {
        RootDescriptorKind::Cbv => ffi::ROOT_PARAMETER_TYPE_CBV,
        RootDescriptorKind::Srv => ffi::ROOT_PARAMETER_TYPE_SRV,
        RootDescriptorKind::Uav => ffi::ROOT_PARAMETER_TYPE_UAV,
    }
}

/// Bytes serialized by vkd3d, freed with `vkd3d_shader_free_shader_code`
/// when dropped.
pub struct Serialized {
    code: ffi::ShaderCode,
}

impl Serialized {
    /// The container bytes.
    pub fn as_bytes(&self) -> &[u8] {
        // SAFETY: vkd3d returned `code` pointing to `size` initialized bytes
        // that it owns until we free them in Drop; `size` is never 0 after
        // a successful serialization (the container header alone is 32).
        unsafe { core::slice::from_raw_parts(self.code.code.cast::<u8>(), self.code.size) }
    }
}

impl Drop for Serialized {
    fn drop(&mut self) {
        // SAFETY: `code` came from a successful
        // vkd3d_shader_serialize_root_signature and is freed exactly once.
        unsafe { ffi::vkd3d_shader_free_shader_code(&mut self.code) }
    }
}

/// Calls `vkd3d_shader_serialize_root_signature` on a ready-made C struct.
/// With `messages = false` vkd3d is given a null message pointer (as a
/// caller that does not want them would), so an error carries none.
pub fn serialize_raw(
    desc: &ffi::VersionedRootSignatureDesc,
    messages: bool,
) -> Result<Serialized, ShaderError> {
    let mut code = ffi::ShaderCode {
        code: ptr::null(),
        size: 0,
    };
    call_with_messages(messages, |out_messages| {
        // SAFETY: `desc` is a valid description whose pointers (built by
        // Description::raw or by the caller) refer to live arrays of the
        // stated counts; `code` and `out_messages` are valid out-locations
        // (or null).
        unsafe { ffi::vkd3d_shader_serialize_root_signature(desc, &mut code, out_messages) }
    })?;
    Ok(Serialized { code })
}

// ------------------------------------------------------- vkd3d → model

/// A description parsed by vkd3d, freed with
/// `vkd3d_shader_free_root_signature` when dropped.
pub struct Parsed {
    desc: ffi::VersionedRootSignatureDesc,
}

/// Calls `vkd3d_shader_parse_root_signature` on container bytes. With
/// `messages = false` no messages are requested.
pub fn parse_raw(bytes: &[u8], messages: bool) -> Result<Parsed, ShaderError> {
    let code = ffi::ShaderCode {
        code: bytes.as_ptr().cast(),
        size: bytes.len(),
    };
    // vkd3d overwrites the whole struct before reading it.
    let mut desc = ffi::VersionedRootSignatureDesc {
        version: 0,
        u: ffi::VersionedDescPayload {
            v_1_1: ffi::RootSignatureDesc1 {
                parameter_count: 0,
                parameters: ptr::null(),
                static_sampler_count: 0,
                static_samplers: ptr::null(),
                flags: 0,
            },
        },
    };
    call_with_messages(messages, |out_messages| {
        // SAFETY: `code` points to `bytes`, alive for the call; `desc` and
        // `out_messages` are valid out-locations (or null). On failure vkd3d
        // frees what it allocated in `desc` itself (vkd3d 1.2 dxbc.c), so we
        // only wrap it in `Parsed` (which frees on drop) on success.
        unsafe { ffi::vkd3d_shader_parse_root_signature(&code, &mut desc, out_messages) }
    })?;
    Ok(Parsed { desc })
}

/// Parses container bytes with vkd3d and converts the result to rootsig's
/// model (flags are `Some` at 1.1, `None` at 1.0). A "successful" parse
/// that returned no root signature (vkd3d 1.2 does that for a container
/// without an RTS0 part: version 0) is reported as an error with result
/// `VKD3D_OK`.
pub fn parse(bytes: &[u8]) -> Result<RootSignature, ShaderError> {
    let parsed = parse_raw(bytes, true)?;
    parsed.to_model().ok_or_else(|| ShaderError {
        result: ffi::VKD3D_OK,
        messages: format!("vkd3d returned success with version {}", parsed.version()),
    })
}

/// Turns a possibly-null C array with a count into a slice.
///
/// # Safety
/// When `count > 0`, `data` must point to `count` initialized elements
/// that outlive the returned slice.
unsafe fn slice<'a, T>(data: *const T, count: u32) -> &'a [T] {
    if count == 0 || data.is_null() {
        &[]
    } else {
        // SAFETY: the caller guarantees `count` elements at `data`.
        unsafe { core::slice::from_raw_parts(data, count as usize) }
    }
}

fn sampler_from_vkd3d(s: &ffi::StaticSamplerDesc) -> StaticSampler {
    StaticSampler {
        filter: Filter(s.filter),
        address_u: TextureAddressMode(s.address_u),
        address_v: TextureAddressMode(s.address_v),
        address_w: TextureAddressMode(s.address_w),
        mip_lod_bias: s.mip_lod_bias,
        max_anisotropy: s.max_anisotropy,
        comparison_func: ComparisonFunc(s.comparison_func),
        border_color: StaticBorderColor(s.border_colour),
        min_lod: s.min_lod,
        max_lod: s.max_lod,
        shader_register: s.shader_register,
        register_space: s.register_space,
        visibility: ShaderVisibility(s.shader_visibility),
        flags: StaticSamplerFlags::empty(),
    }
}

fn descriptor_kind(parameter_type: u32) -> Option<RootDescriptorKind> {
    match parameter_type {
        ffi::ROOT_PARAMETER_TYPE_CBV => Some(RootDescriptorKind::Cbv),
        ffi::ROOT_PARAMETER_TYPE_SRV => Some(RootDescriptorKind::Srv),
        ffi::ROOT_PARAMETER_TYPE_UAV => Some(RootDescriptorKind::Uav),
        _ => None,
    }
}

impl Parsed {
    /// The RTS0 version vkd3d read: 1 or 2, or 0 when the container had no
    /// RTS0 part (vkd3d 1.2 still reports success then).
    pub fn version(&self) -> u32 {
        self.desc.version
    }

    /// Converts to rootsig's model; `None` unless the version is 1 or 2.
    /// vkd3d only returns success for parameter types 0–4, which this
    /// relies on.
    pub fn to_model(&self) -> Option<RootSignature> {
        if self.desc.version == ffi::ROOT_SIGNATURE_VERSION_1_0 {
            // SAFETY: version 1 means vkd3d filled the v_1_0 member, whose
            // arrays it allocated and which live until `self` drops.
            Some(unsafe { v1_0::to_model(&self.desc.u.v_1_0) })
        } else if self.desc.version == ffi::ROOT_SIGNATURE_VERSION_1_1 {
            // SAFETY: version 2 means vkd3d filled the v_1_1 member, as above.
            Some(unsafe { v1_1::to_model(&self.desc.u.v_1_1) })
        } else {
            None
        }
    }
}

impl Drop for Parsed {
    fn drop(&mut self) {
        // SAFETY: `desc` came from a successful
        // vkd3d_shader_parse_root_signature and is freed exactly once.
        unsafe { ffi::vkd3d_shader_free_root_signature(&mut self.desc) }
    }
}

// ------------------------------------------- the two versions' structs

/// `Some(value)` for a flags field the version has, `None` without one.
macro_rules! flags_field {
    () => {
        None
    };
    ($value:expr) => {
        Some($value)
    };
}

/// The conversions for one vkd3d root signature version. Versions 1.0 and
/// 1.1 have the same structs but for their types and the `flags` fields
/// 1.1 adds to ranges and root descriptors, so one template serves both:
/// `$flags` names that field, and is left out for 1.0.
macro_rules! version_conversions {
    (
        mod $module:ident: $Version:ident,
        $ranges:ident, $parameters:ident,
        $Desc:ident, $Parameter:ident, $Payload:ident, $Table:ident, $Range:ident,
        $Descriptor:ident $(, $flags:ident)?
    ) => {
        mod $module {
            use super::*;

            /// Converts `signature`'s ranges and parameters into `description`,
            /// with every flags field (if the version has them) set to what
            /// rootsig writes in `mode`.
            pub(super) fn fill(
                description: &mut Description,
                signature: &RootSignature,
                mode: EncodingMode,
            ) {
                let _ = mode; // 1.0 has no flags to choose.
                for parameter in &signature.parameters {
                    if let RootParameterKind::DescriptorTable(table) = &parameter.kind {
                        description.$ranges.push(
                            table
                                .ranges
                                .iter()
                                .map(|r| ffi::$Range {
                                    range_type: r.range_type.0,
                                    descriptor_count: r.num_descriptors,
                                    base_shader_register: r.base_shader_register,
                                    register_space: r.register_space,
                                    $($flags: written_range_flags(r.range_type, r.flags, mode),)?
                                    descriptor_table_offset: r.offset,
                                })
                                .collect(),
                        );
                    }
                }
                let mut tables = description.$ranges.iter();
                for parameter in &signature.parameters {
                    let (parameter_type, u) = match &parameter.kind {
                        RootParameterKind::DescriptorTable(_) => {
                            let ranges = tables.next().map_or(&[][..], Vec::as_slice);
                            let table = ffi::$Table {
                                descriptor_range_count: count(ranges.len()),
                                descriptor_ranges: ranges.as_ptr(),
                            };
                            (
                                ffi::ROOT_PARAMETER_TYPE_DESCRIPTOR_TABLE,
                                ffi::$Payload {
                                    descriptor_table: table,
                                },
                            )
                        }
                        RootParameterKind::Constants(c) => (
                            ffi::ROOT_PARAMETER_TYPE_32BIT_CONSTANTS,
                            ffi::$Payload {
                                constants: ffi::RootConstants {
                                    shader_register: c.shader_register,
                                    register_space: c.register_space,
                                    value_count: c.num_32bit_values,
                                },
                            },
                        ),
                        RootParameterKind::Descriptor(kind, d) => (
                            descriptor_parameter_type(*kind),
                            ffi::$Payload {
                                descriptor: ffi::$Descriptor {
                                    shader_register: d.shader_register,
                                    register_space: d.register_space,
                                    $($flags: written_root_descriptor_flags(*kind, d.flags, mode),)?
                                },
                            },
                        ),
                    };
                    description.$parameters.push(ffi::$Parameter {
                        parameter_type,
                        u,
                        shader_visibility: parameter.visibility.0,
                    });
                }
            }

            /// The C struct of `description`, pointing into it.
            pub(super) fn desc(description: &Description) -> ffi::$Desc {
                ffi::$Desc {
                    parameter_count: count(description.$parameters.len()),
                    parameters: description.$parameters.as_ptr(),
                    static_sampler_count: count(description.samplers.len()),
                    static_samplers: description.samplers.as_ptr(),
                    flags: description.flags,
                }
            }

            /// Converts a description vkd3d parsed to rootsig's model.
            ///
            /// # Safety
            /// `d` must be filled by vkd3d: its `parameter_count` parameters
            /// and `static_sampler_count` samplers allocated and alive while
            /// this runs.
            pub(super) unsafe fn to_model(d: &ffi::$Desc) -> RootSignature {
                // SAFETY: the caller guarantees both arrays.
                let (parameters, samplers) = unsafe {
                    (
                        slice(d.parameters, d.parameter_count),
                        slice(d.static_samplers, d.static_sampler_count),
                    )
                };
                RootSignature {
                    version: Version::$Version,
                    flags: RootFlags::from_bits_retain(d.flags),
                    parameters: parameters.iter().map(parameter).collect(),
                    static_samplers: samplers.iter().map(sampler_from_vkd3d).collect(),
                }
            }

            fn parameter(p: &ffi::$Parameter) -> RootParameter {
                let kind = match p.parameter_type {
                    ffi::ROOT_PARAMETER_TYPE_DESCRIPTOR_TABLE => {
                        // SAFETY: type 0 means the union holds a table, whose
                        // ranges vkd3d allocated with `descriptor_range_count`
                        // elements.
                        let ranges = unsafe {
                            let t = p.u.descriptor_table;
                            slice(t.descriptor_ranges, t.descriptor_range_count)
                        };
                        RootParameterKind::DescriptorTable(DescriptorTable {
                            ranges: ranges
                                .iter()
                                .map(|r| DescriptorRange {
                                    range_type: DescriptorRangeType(r.range_type),
                                    num_descriptors: r.descriptor_count,
                                    base_shader_register: r.base_shader_register,
                                    register_space: r.register_space,
                                    flags: flags_field!($(r.$flags)?)
                                        .map(DescriptorRangeFlags::from_bits_retain),
                                    offset: r.descriptor_table_offset,
                                })
                                .collect(),
                        })
                    }
                    ffi::ROOT_PARAMETER_TYPE_32BIT_CONSTANTS => {
                        // SAFETY: type 1 means the union holds root constants.
                        let c = unsafe { p.u.constants };
                        RootParameterKind::Constants(RootConstants {
                            shader_register: c.shader_register,
                            register_space: c.register_space,
                            num_32bit_values: c.value_count,
                        })
                    }
                    other => {
                        // SAFETY: types 2–4 mean the union holds a root
                        // descriptor (vkd3d fails the parse for any other type).
                        let d = unsafe { p.u.descriptor };
                        RootParameterKind::Descriptor(
                            descriptor_kind(other).unwrap_or(RootDescriptorKind::Cbv),
                            RootDescriptor {
                                shader_register: d.shader_register,
                                register_space: d.register_space,
                                flags: flags_field!($(d.$flags)?)
                                    .map(RootDescriptorFlags::from_bits_retain),
                            },
                        )
                    }
                };
                RootParameter {
                    kind,
                    visibility: ShaderVisibility(p.shader_visibility),
                }
            }
        }
    };
}

version_conversions!(
    mod v1_0: V1_0,
    ranges_1_0, parameters_1_0,
    RootSignatureDesc, RootParameter, RootParameterPayload, RootDescriptorTable, DescriptorRange,
    RootDescriptor
);
version_conversions!(
    mod v1_1: V1_1,
    ranges_1_1, parameters_1_1,
    RootSignatureDesc1, RootParameter1, RootParameterPayload1, RootDescriptorTable1,
    DescriptorRange1, RootDescriptor1, flags
);

//! The resource declarations of an FXC program (`SHEX`, or `SHDR` for
//! SM 4): what FXC compiled when reflection (`RDEF`) was stripped.
//!
//! A program is the version word (kind and shader model, as in
//! [`ShaderModel`]), its length in words, then instructions. An
//! instruction's first word holds the opcode (bits 0–10) and the
//! instruction's length in words (bits 24–30); custom data blocks
//! (opcode 53) give their length in the next word.
//!
//! A declaration's operand word gives the operand type (bits 12–19) and
//! how many indices follow (bits 20–21); extended operand words follow
//! while bit 31 is set. SM 5.0 declares one register (`[register]`, or
//! `[register][size]` for a constant buffer); SM 5.1 declares a range
//! (`[id][lower][upper]`) and ends the instruction with the space.
//!
//! FXC marks no declaration for a structured UAV's hidden counter; the
//! counter is used when an `imm_atomic_alloc` or `imm_atomic_consume`
//! names the UAV (by register in SM 5.0, by declaration id in SM 5.1).

use super::{Bytes, PartError, ResourceKind, ResourceRecord, ResourceType, ShaderModel};

/// `dcl_resource` (typed SRV; dimension in bits 11–15, sample count in
/// bits 16–22).
pub const OPCODE_DCL_RESOURCE: u32 = 88;
/// `dcl_constantbuffer`.
pub const OPCODE_DCL_CONSTANT_BUFFER: u32 = 89;
/// `dcl_sampler` (mode in bits 11–14: 1 is comparison).
pub const OPCODE_DCL_SAMPLER: u32 = 90;
/// Custom data: its length is the next word.
pub const OPCODE_CUSTOM_DATA: u32 = 53;
/// `dcl_uav_typed` (dimension in bits 11–15).
pub const OPCODE_DCL_UAV_TYPED: u32 = 156;
/// `dcl_uav_raw`.
pub const OPCODE_DCL_UAV_RAW: u32 = 157;
/// `dcl_uav_structured` (bit 23: has a counter).
pub const OPCODE_DCL_UAV_STRUCTURED: u32 = 158;
/// `dcl_resource_raw`.
pub const OPCODE_DCL_RESOURCE_RAW: u32 = 161;
/// `dcl_resource_structured`.
pub const OPCODE_DCL_RESOURCE_STRUCTURED: u32 = 162;

/// `imm_atomic_alloc`: increments a structured UAV's hidden counter.
pub const OPCODE_IMM_ATOMIC_ALLOC: u32 = 178;
/// `imm_atomic_consume`: decrements a structured UAV's hidden counter.
pub const OPCODE_IMM_ATOMIC_CONSUME: u32 = 179;

/// Operand type of an immediate 32-bit value.
const OPERAND_IMMEDIATE32: u32 = 4;
/// Operand type of an immediate 64-bit value.
const OPERAND_IMMEDIATE64: u32 = 5;

/// UAV declaration flag: `globallycoherent`.
pub const UAV_GLOBALLY_COHERENT: u32 = 1 << 16;
/// UAV declaration flag: rasterizer ordered.
pub const UAV_RASTERIZER_ORDERED: u32 = 1 << 17;
/// Structured UAV declaration flag: the hidden counter is used.
pub const UAV_HAS_COUNTER: u32 = 1 << 23;

/// The declarations read from a program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declarations {
    /// The program kind and shader model.
    pub model: ShaderModel,
    /// Every resource declaration, in program order.
    pub resources: Vec<ResourceRecord>,
}

/// Reads the resource declarations of a `SHEX` or `SHDR` part.
pub fn read(four_cc: [u8; 4], data: &[u8]) -> Result<Declarations, PartError> {
    let bytes = Bytes {
        part: four_cc,
        data,
    };
    let model = ShaderModel::read(&bytes, 0)?;
    let words = bytes.u32(4, "the program length")? as usize;
    let end = words.checked_mul(4).filter(|&n| n <= data.len() && n >= 8);
    let Some(end) = end else {
        return Err(bytes.error(
            4,
            format!(
                "the program length {words} words does not fit the part ({} bytes)",
                data.len()
            ),
        ));
    };
    let program = Bytes {
        part: four_cc,
        data: &data[..end],
    };
    let ranges = model.major > 5 || (model.major == 5 && model.minor >= 1);
    let mut resources = Vec::new();
    // Each structured UAV's name in instructions: its id (5.1) or register.
    let mut structured_uavs: Vec<(u32, usize)> = Vec::new();
    let mut counted: Vec<u32> = Vec::new();
    let mut at = 8;
    while at < end {
        let token = program.u32(at, "an instruction")?;
        let opcode = token & 0x7FF;
        let length = if opcode == OPCODE_CUSTOM_DATA {
            program.u32(at + 4, "a custom data length")? as usize
        } else {
            ((token >> 24) & 0x7F) as usize
        };
        if length == 0 || length > (end - at) / 4 {
            return Err(program.error(
                at,
                format!(
                    "instruction (opcode {opcode}) length {length} words does not fit the program"
                ),
            ));
        }
        let instruction = Bytes {
            part: four_cc,
            data: &data[..at + 4 * length],
        };
        let declaration = Instruction {
            bytes: &instruction,
            at,
            token,
        };
        if let Some(record) = declaration.declaration(ranges)? {
            if opcode == OPCODE_DCL_UAV_STRUCTURED {
                structured_uavs.push((
                    instruction.u32(at + 8, "the declaration's id")?,
                    resources.len(),
                ));
            }
            resources.push(record);
        }
        if opcode == OPCODE_IMM_ATOMIC_ALLOC || opcode == OPCODE_IMM_ATOMIC_CONSUME {
            // The destination, then the UAV.
            let uav = skip_operand(&instruction, at + 4, 0)?;
            counted.push(first_index(&instruction, uav)?);
        }
        at += 4 * length;
    }
    for name in counted {
        if let Some(&(_, index)) = structured_uavs.iter().find(|(id, _)| *id == name) {
            resources[index].res_type = ResourceType::UavStructuredWithCounter;
        }
    }
    Ok(Declarations { model, resources })
}

/// Operands nest (a relative index is an operand) at most this deep.
const MAX_OPERAND_DEPTH: u32 = 4;

/// The first index of the operand at `p` (an immediate 32-bit value).
fn first_index(bytes: &Bytes<'_>, p: usize) -> Result<u32, PartError> {
    let token = bytes.u32(p, "an operand")?;
    if (token >> 20) & 3 == 0 || (token >> 22) & 7 != 0 {
        return Err(bytes.error(p, "an operand without an immediate first index"));
    }
    let mut q = p + 4;
    let mut extended = token;
    while extended & 0x8000_0000 != 0 {
        extended = bytes.u32(q, "an extended operand")?;
        q += 4;
    }
    bytes.u32(q, "an operand index")
}

/// The offset just past the operand at `p`.
fn skip_operand(bytes: &Bytes<'_>, p: usize, depth: u32) -> Result<usize, PartError> {
    if depth > MAX_OPERAND_DEPTH {
        return Err(bytes.error(p, "operands nest too deeply"));
    }
    let token = bytes.u32(p, "an operand")?;
    let mut q = p + 4;
    let mut extended = token;
    while extended & 0x8000_0000 != 0 {
        extended = bytes.u32(q, "an extended operand")?;
        q += 4;
    }
    let components = match token & 3 {
        2 => 4,
        _ => 1,
    };
    match (token >> 12) & 0xFF {
        OPERAND_IMMEDIATE32 => return Ok(q + 4 * components),
        OPERAND_IMMEDIATE64 => return Ok(q + 8 * components),
        _ => {}
    }
    for k in 0..(token >> 20) & 3 {
        q = match (token >> (22 + 3 * k)) & 7 {
            0 => q + 4,
            1 => q + 8,
            2 => skip_operand(bytes, q, depth + 1)?,
            3 => skip_operand(bytes, q + 4, depth + 1)?,
            4 => skip_operand(bytes, q + 8, depth + 1)?,
            other => return Err(bytes.error(p, format!("unknown index representation {other}"))),
        };
    }
    Ok(q)
}

/// One instruction: its bytes (up to its end), its offset and its first
/// word.
struct Instruction<'b, 'a> {
    bytes: &'b Bytes<'a>,
    at: usize,
    token: u32,
}

impl Instruction<'_, '_> {
    /// The resource the instruction declares, if it is a declaration.
    fn declaration(&self, ranges: bool) -> Result<Option<ResourceRecord>, PartError> {
        let bytes = self.bytes;
        let Some(res_type) = self.resource_type() else {
            return Ok(None);
        };
        let (lower, upper, p) = self.declared_registers(res_type, ranges)?;
        // The words after the operand; the last is the space in SM 5.1.
        let end = bytes.data.len();
        if ranges && end < p + 4 {
            return Err(bytes.error(self.at, "an SM 5.1 declaration without its register space"));
        }
        let space = if ranges {
            bytes.u32(end - 4, "the declaration's register space")?
        } else {
            0
        };
        let mut record = ResourceRecord::new(res_type, space, lower, upper);
        self.describe(&mut record, p)?;
        Ok(Some(record))
    }

    /// What a declaration declares, or `None` for another instruction.
    fn resource_type(&self) -> Option<ResourceType> {
        let token = self.token;
        Some(match token & 0x7FF {
            OPCODE_DCL_RESOURCE => ResourceType::SrvTyped,
            OPCODE_DCL_CONSTANT_BUFFER => ResourceType::Cbv,
            OPCODE_DCL_SAMPLER => ResourceType::Sampler,
            OPCODE_DCL_UAV_TYPED => ResourceType::UavTyped,
            OPCODE_DCL_UAV_RAW => ResourceType::UavRaw,
            OPCODE_DCL_UAV_STRUCTURED if token & UAV_HAS_COUNTER != 0 => {
                ResourceType::UavStructuredWithCounter
            }
            OPCODE_DCL_UAV_STRUCTURED => ResourceType::UavStructured,
            OPCODE_DCL_RESOURCE_RAW => ResourceType::SrvRaw,
            OPCODE_DCL_RESOURCE_STRUCTURED => ResourceType::SrvStructured,
            _ => return None,
        })
    }

    /// The lower and upper register of a declaration's operand, and the
    /// offset of the first word after the operand.
    fn declared_registers(
        &self,
        res_type: ResourceType,
        ranges: bool,
    ) -> Result<(u32, u32, usize), PartError> {
        let (bytes, at) = (self.bytes, self.at);
        // The operand: its word, extended words, then immediate indices.
        let mut p = at + 4;
        let operand = bytes.u32(p, "the declaration's operand")?;
        let mut extended = operand;
        while extended & 0x8000_0000 != 0 {
            p += 4;
            extended = bytes.u32(p, "an extended operand")?;
        }
        p += 4;
        let dimension = (operand >> 20) & 3;
        let expected = match (ranges, res_type) {
            (true, _) => 3,
            (false, ResourceType::Cbv) => 2,
            (false, _) => 1,
        };
        if dimension != expected {
            return Err(bytes.error(
                at + 4,
                format!("a declaration operand with {dimension} indices, not {expected}"),
            ));
        }
        for k in 0..dimension {
            let representation = (operand >> (22 + 3 * k)) & 7;
            if representation != 0 {
                return Err(bytes.error(
                    at + 4,
                    format!("index {k} of a declaration operand is not an immediate 32-bit value"),
                ));
            }
        }
        let index = |k: usize| bytes.u32(p + 4 * k, "a declaration operand index");
        let (lower, upper) = if ranges {
            (index(1)?, index(2)?)
        } else {
            let register = index(0)?;
            (register, register)
        };
        if upper < lower {
            return Err(bytes.error(
                p,
                format!("a declared range's upper register {upper} is below its lower {lower}"),
            ));
        }
        Ok((lower, upper, p + 4 * dimension as usize))
    }

    /// Fills in what the opcode and its token say about the resource:
    /// kind, element type, samples, stride, UAV flags; `p` is the offset
    /// of the first word after the operand.
    fn describe(&self, record: &mut ResourceRecord, p: usize) -> Result<(), PartError> {
        let (bytes, token) = (self.bytes, self.token);
        let opcode = token & 0x7FF;
        match opcode {
            OPCODE_DCL_RESOURCE | OPCODE_DCL_UAV_TYPED => {
                let dimension = (token >> 11) & 0x1F;
                record.kind = Some(dimension_kind(dimension).ok_or_else(|| {
                    bytes.error(self.at, format!("unknown resource dimension {dimension}"))
                })?);
                let returns = bytes.u32(p, "the declaration's return type")?;
                record.element_type = component_type(returns & 0xF);
                let samples = (token >> 16) & 0x7F;
                if opcode == OPCODE_DCL_RESOURCE && samples > 0 {
                    record.sample_count = Some(samples);
                }
            }
            OPCODE_DCL_CONSTANT_BUFFER => record.kind = Some(ResourceKind::CBuffer),
            OPCODE_DCL_SAMPLER => {
                record.kind = Some(ResourceKind::Sampler);
                record.comparison = (token >> 11) & 0xF == 1;
            }
            OPCODE_DCL_UAV_RAW | OPCODE_DCL_RESOURCE_RAW => {
                record.kind = Some(ResourceKind::RawBuffer)
            }
            _ => {
                record.kind = Some(ResourceKind::StructuredBuffer);
                record.stride = Some(bytes.u32(p, "the structure stride")?);
            }
        }
        if matches!(
            opcode,
            OPCODE_DCL_UAV_TYPED | OPCODE_DCL_UAV_RAW | OPCODE_DCL_UAV_STRUCTURED
        ) {
            record.globally_coherent = token & UAV_GLOBALLY_COHERENT != 0;
            record.rov = token & UAV_RASTERIZER_ORDERED != 0;
        }
        Ok(())
    }
}

fn dimension_kind(dimension: u32) -> Option<ResourceKind> {
    Some(match dimension {
        1 => ResourceKind::TypedBuffer,
        2 => ResourceKind::Texture1D,
        3 => ResourceKind::Texture2D,
        4 => ResourceKind::Texture2DMS,
        5 => ResourceKind::Texture3D,
        6 => ResourceKind::TextureCube,
        7 => ResourceKind::Texture1DArray,
        8 => ResourceKind::Texture2DArray,
        9 => ResourceKind::Texture2DMSArray,
        10 => ResourceKind::TextureCubeArray,
        _ => return None,
    })
}

/// The element type of a return-type component.
fn component_type(component: u32) -> Option<&'static str> {
    Some(match component {
        1 => "unorm float",
        2 => "snorm float",
        3 => "int",
        4 => "uint",
        5 => "float",
        7 => "double",
        _ => return None,
    })
}

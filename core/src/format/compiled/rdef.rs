//! FXC's reflection part, `RDEF`: the names of the resources a program
//! declares. The declarations of `SHEX`/`SHDR` stay the source of every
//! binding; `RDEF`, when FXC kept it, names them.
//!
//! Layout: the constant buffer count and offset, the bound resource count
//! and offset, the minor and major version (`u8` each), the program type
//! (`u16`), flags and the creator string's offset. A bound resource is
//! the name's offset, its input type, return type, dimension, sample
//! count, first register, register count and flags; SM 5.1 adds the
//! space and the declaration id (40 bytes instead of 32). Offsets count
//! from the start of the part.

use super::{Bytes, PartError};
use crate::model::RegisterClass;

/// The FourCC of FXC's reflection part.
pub const RDEF_FOURCC: [u8; 4] = *b"RDEF";

/// Size of a bound resource before SM 5.1.
pub const BINDING_SIZE: usize = 32;

/// Size of an SM 5.1 bound resource (with space and id).
pub const BINDING_SIZE_51: usize = 40;

/// A named binding of `RDEF`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedBinding {
    /// The HLSL name.
    pub name: String,
    /// The register class.
    pub class: RegisterClass,
    /// The register space (0 before SM 5.1).
    pub space: u32,
    /// The first register.
    pub lower: u32,
}

/// The register class of an input type (`D3D_SHADER_INPUT_TYPE`).
fn class(input_type: u32) -> Option<RegisterClass> {
    Some(match input_type {
        0 => RegisterClass::Cbv,
        1 | 2 | 5 | 7 | 12 => RegisterClass::Srv,
        3 => RegisterClass::Sampler,
        4 | 6 | 8..=11 | 13 => RegisterClass::Uav,
        _ => return None,
    })
}

/// Reads the bound resources of an `RDEF` part.
///
/// ```
/// use rootsig_core::format::compiled::rdef::read;
/// use rootsig_core::RegisterClass;
/// // SM 5.0, one texture `albedo` at t3.
/// let mut part = Vec::new();
/// for word in [0u32, 0, 1, 28, 0xFFFF_0500, 0, 0] {
///     part.extend(word.to_le_bytes());
/// }
/// for word in [60u32, 2, 5, 4, 0, 3, 1, 0] {
///     part.extend(word.to_le_bytes());
/// }
/// part.extend(b"albedo\0");
/// let names = read(&part).unwrap();
/// assert_eq!((names[0].name.as_str(), names[0].class, names[0].lower), ("albedo", RegisterClass::Srv, 3));
/// ```
pub fn read(data: &[u8]) -> Result<Vec<NamedBinding>, PartError> {
    let bytes = Bytes {
        part: RDEF_FOURCC,
        data,
    };
    let count = bytes.u32(8, "the bound resource count")? as usize;
    let offset = bytes.u32(12, "the bound resource offset")? as usize;
    let version = bytes.u32(16, "the version")?;
    let (minor, major) = (version & 0xFF, (version >> 8) & 0xFF);
    let size = if major > 5 || (major == 5 && minor >= 1) {
        BINDING_SIZE_51
    } else {
        BINDING_SIZE
    };
    // Bounded by the part: checked before anything is allocated.
    if count > data.len().saturating_sub(offset) / size {
        return Err(bytes.error(
            12,
            format!(
                "{count} bound resources of {size} bytes at offset {offset} run past the end of the part ({} bytes)",
                data.len()
            ),
        ));
    }
    let mut out = Vec::with_capacity(count);
    for k in 0..count {
        let at = offset + k * size;
        let what = format!("bound resource {k}");
        let word = |i: usize| bytes.u32(at + 4 * i, &what);
        let name_at = word(0)? as usize;
        let input_type = word(1)?;
        let class = class(input_type).ok_or_else(|| {
            bytes.error(
                at + 4,
                format!("{what} has unknown input type {input_type}"),
            )
        })?;
        let rest = data.get(name_at..).unwrap_or_default();
        let Some(end) = rest.iter().position(|&b| b == 0) else {
            return Err(bytes.error(
                at,
                format!("{what}'s name at offset {name_at} is not a string of the part"),
            ));
        };
        out.push(NamedBinding {
            name: String::from_utf8_lossy(&rest[..end]).into_owned(),
            class,
            space: if size == BINDING_SIZE_51 { word(8)? } else { 0 },
            lower: word(5)?,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SM 5.1: a sampler `s` at s2 in space 7, then a cbuffer `cb` at b0.
    fn part() -> Vec<u8> {
        let mut part = Vec::new();
        for word in [0u32, 0, 2, 28, 0xFFFF_0501, 0, 0] {
            part.extend(word.to_le_bytes());
        }
        for word in [108u32, 3, 0, 0, 0, 2, 1, 0, 7, 0] {
            part.extend(word.to_le_bytes());
        }
        for word in [110u32, 0, 0, 0, 0, 0, 1, 0, 0, 0] {
            part.extend(word.to_le_bytes());
        }
        part.extend(b"s\0cb\0");
        part
    }

    #[test]
    fn reads_sm51_bindings() {
        let names = read(&part()).unwrap();
        let found: Vec<_> = names
            .iter()
            .map(|n| (n.name.as_str(), n.class, n.space, n.lower))
            .collect();
        assert_eq!(
            found,
            [
                ("s", RegisterClass::Sampler, 7, 2),
                ("cb", RegisterClass::Cbv, 0, 0)
            ]
        );
    }

    #[test]
    fn every_cut_is_an_error_inside_the_part() {
        let part = part();
        for len in 0..part.len() {
            let e = read(&part[..len]).unwrap_err();
            assert_eq!(e.part, RDEF_FOURCC);
            assert!(e.offset <= len.max(12), "{len}: {e}");
        }
        let mut bad = part.clone();
        bad[32] = 99;
        assert_eq!(
            read(&bad).unwrap_err().to_string(),
            "RDEF part, offset 32: bound resource 0 has unknown input type 99"
        );
    }
}

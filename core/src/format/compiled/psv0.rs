//! DXC's pipeline state validation part, `PSV0`, every version.
//!
//! Layout (all `u32` little-endian unless marked): the runtime-info size,
//! the runtime info (24 bytes in version 0, 36 in 1, 48 in 2, 52 in 3; a
//! larger size is a later version and read as 3), the resource count,
//! then, when there are resources, the record size (16 bytes up to
//! version 1, 24 from version 2) and the records. From version 1, a string table follows (its
//! size, then the bytes); version 3's entry name is an offset into it.
//!
//! Runtime info: 16 bytes of stage-specific data, the minimum and maximum
//! wave lane counts; from version 1 the stage (`u8`), whether it uses the
//! view ID (`u8`), a `u16` of stage data, the input, output and patch
//! constant (or primitive) element counts (`u8` each), the input vector
//! count (`u8`) and four output vector counts (`u8`); from version 2 the
//! thread counts X, Y, Z; from version 3 the entry name's offset.
//!
//! A record: resource type, space, lower bound, upper bound; a 24-byte
//! record (version 2 on) also the resource kind and flags.

use super::{
    Bytes, PSV0_FOURCC, PartError, ResourceKind, ResourceRecord, ResourceType, ShaderKind,
};

/// Runtime-info size of each version, from 0.
pub const RUNTIME_INFO_SIZES: [usize; 4] = [24, 36, 48, 52];

/// Size of a resource record without kind and flags (versions 0 and 1).
pub const RECORD_SIZE_BASIC: usize = 16;

/// Size of a resource record with kind and flags (version 2 on).
pub const RECORD_SIZE_WITH_KIND: usize = 24;

/// What the runtime info says, by version.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct RuntimeInfo {
    /// The minimum expected wave lane count.
    pub min_wave_lanes: u32,
    /// The maximum expected wave lane count.
    pub max_wave_lanes: u32,
    /// The stage (version 1 on).
    pub stage: Option<ShaderKind>,
    /// Whether the shader uses the view ID (version 1 on).
    pub uses_view_id: Option<bool>,
    /// Signature element counts: input, output, patch constant or
    /// primitive (version 1 on).
    pub signature_elements: Option<[u8; 3]>,
    /// Thread counts X, Y, Z (version 2 on).
    pub threads: Option<[u32; 3]>,
}

/// A read `PSV0` part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Psv0 {
    /// The version, 0 to 3, from the runtime-info size.
    pub version: u32,
    /// The runtime info.
    pub info: RuntimeInfo,
    /// The resource records, in order.
    pub resources: Vec<ResourceRecord>,
    /// The entry function's name (version 3).
    pub entry: Option<String>,
}

impl Psv0 {
    /// Reads a `PSV0` part's data.
    ///
    /// ```
    /// use rootsig_core::format::compiled::psv0::Psv0;
    /// use rootsig_core::format::compiled::ResourceType;
    /// // Version 0: a 24-byte runtime info, one CBV record at b1.
    /// let mut part = vec![24, 0, 0, 0];
    /// part.extend([0; 24]);
    /// for word in [1u32, 16, 2, 0, 1, 1] {
    ///     part.extend(word.to_le_bytes());
    /// }
    /// let psv = Psv0::read(&part).unwrap();
    /// assert_eq!(psv.version, 0);
    /// assert_eq!(psv.resources[0].res_type, ResourceType::Cbv);
    /// assert_eq!(psv.resources[0].registers(), "b1");
    /// let err = Psv0::read(&part[..40]).unwrap_err();
    /// assert_eq!(err.to_string(), "PSV0 part, offset 36: resource record 0 (16 bytes) runs past the end of the part (40 bytes)");
    /// ```
    pub fn read(data: &[u8]) -> Result<Psv0, PartError> {
        let bytes = Bytes {
            part: PSV0_FOURCC,
            data,
        };
        let info_size = bytes.u32(0, "the runtime-info size")? as usize;
        let Some(version) = RUNTIME_INFO_SIZES.iter().rposition(|&s| s <= info_size) else {
            return Err(bytes.error(
                0,
                format!("runtime-info size {info_size} is below version 0's 24 bytes"),
            ));
        };
        let (info, entry_offset) = read_runtime_info(&bytes, info_size, version)?;
        let (resources, offset) = read_resources(&bytes, 4 + info_size, version)?;
        let entry = match entry_offset {
            Some(name_at) => Some(read_entry(&bytes, offset, name_at)?),
            None => None,
        };
        Ok(Psv0 {
            version: version as u32,
            info,
            resources,
            entry,
        })
    }
}

/// The runtime info of `info_size` bytes at part offset 4, and (version 3)
/// the entry name's offset into the string table.
fn read_runtime_info(
    bytes: &Bytes<'_>,
    info_size: usize,
    version: usize,
) -> Result<(RuntimeInfo, Option<u32>), PartError> {
    let info_bytes = Bytes {
        part: PSV0_FOURCC,
        data: bytes.slice(4, info_size, "the runtime info")?,
    };
    // Offsets inside the runtime info, relative to the part.
    let at = |offset: usize| 4 + offset;
    let word = |offset: usize, what: &str| {
        info_bytes
            .u32(offset, what)
            .map_err(|e| bytes.error(at(e.offset), e.problem))
    };
    let mut info = RuntimeInfo {
        min_wave_lanes: word(16, "the minimum wave lane count")?,
        max_wave_lanes: word(20, "the maximum wave lane count")?,
        ..RuntimeInfo::default()
    };
    if version >= 1 {
        let b = info_bytes.data;
        let stage = b[24];
        info.stage = Some(
            ShaderKind::from_u32(u32::from(stage))
                .ok_or_else(|| bytes.error(at(24), format!("unknown shader stage {stage}")))?,
        );
        info.uses_view_id = Some(b[25] != 0);
        info.signature_elements = Some([b[28], b[29], b[30]]);
    }
    if version >= 2 {
        info.threads = Some([
            word(36, "the thread count X")?,
            word(40, "the thread count Y")?,
            word(44, "the thread count Z")?,
        ]);
    }
    let entry_offset = if version >= 3 {
        Some(word(48, "the entry name offset")?)
    } else {
        None
    };
    Ok((info, entry_offset))
}

/// The resource count at part offset `offset` and the records after it;
/// also the part offset where they end.
fn read_resources(
    bytes: &Bytes<'_>,
    mut offset: usize,
    version: usize,
) -> Result<(Vec<ResourceRecord>, usize), PartError> {
    let count = bytes.u32(offset, "the resource count")? as usize;
    offset += 4;
    let mut resources = Vec::new();
    if count == 0 {
        return Ok((resources, offset));
    }
    let record_size = bytes.u32(offset, "the resource record size")? as usize;
    let needed = if version >= 2 {
        RECORD_SIZE_WITH_KIND
    } else {
        RECORD_SIZE_BASIC
    };
    if record_size < needed {
        return Err(bytes.error(
            offset,
            format!(
                "resource record size {record_size} is below the {needed} bytes of a version {version} record"
            ),
        ));
    }
    let has_kind = record_size >= RECORD_SIZE_WITH_KIND;
    offset += 4;
    // Bounded by the part: checked before anything is allocated.
    let part_size = bytes.data.len();
    let available = part_size.saturating_sub(offset) / record_size;
    if count > available {
        let at = offset.saturating_add(available.saturating_mul(record_size));
        return Err(bytes.error(
            at,
            format!(
                "resource record {available} ({record_size} bytes) runs past the end of the part ({part_size} bytes)"
            ),
        ));
    }
    resources.reserve(count);
    for index in 0..count {
        resources.push(read_record(bytes, offset, index, has_kind)?);
        offset += record_size;
    }
    Ok((resources, offset))
}

/// The entry name at `name_at` in the string table at part offset
/// `offset`.
fn read_entry(bytes: &Bytes<'_>, offset: usize, name_at: u32) -> Result<String, PartError> {
    let table_size = bytes.u32(offset, "the string table size")? as usize;
    let table = bytes.slice(offset + 4, table_size, "the string table")?;
    let name = table
        .get(name_at as usize..)
        .and_then(|rest| rest.split(|&b| b == 0).next().filter(|_| rest.contains(&0)))
        .ok_or_else(|| {
            bytes.error(
                offset,
                format!(
                    "the entry name offset {name_at} is not a string of the {table_size}-byte string table"
                ),
            )
        })?;
    Ok(String::from_utf8_lossy(name).into_owned())
}

fn read_record(
    bytes: &Bytes<'_>,
    offset: usize,
    index: usize,
    has_kind: bool,
) -> Result<ResourceRecord, PartError> {
    let size = if has_kind {
        RECORD_SIZE_WITH_KIND
    } else {
        RECORD_SIZE_BASIC
    };
    let what = format!("resource record {index}");
    bytes.slice(offset, size, &what)?;
    let word = |k: usize| bytes.u32(offset + 4 * k, &what);
    let type_word = word(0)?;
    let res_type = ResourceType::from_u32(type_word).ok_or_else(|| {
        bytes.error(
            offset,
            format!("{what} has unknown resource type {type_word}"),
        )
    })?;
    let (space, lower, upper) = (word(1)?, word(2)?, word(3)?);
    if upper < lower {
        return Err(bytes.error(
            offset + 12,
            format!("{what}'s upper bound {upper} is below its lower bound {lower}"),
        ));
    }
    let mut record = ResourceRecord::new(res_type, space, lower, upper);
    if has_kind {
        let kind = word(4)?;
        record.kind = Some(ResourceKind::from_u32(kind).ok_or_else(|| {
            bytes.error(
                offset + 16,
                format!("{what} has unknown resource kind {kind}"),
            )
        })?);
        record.flags = word(5)?;
    }
    Ok(record)
}

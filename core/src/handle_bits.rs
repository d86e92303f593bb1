//! The integers behind `root_signature!`'s typed handles.
//!
//! Each handle constant the macro generates calls one runtime function with
//! a single integer literal (generic only over the signature and table,
//! inferred from the constant's type). rustc checks such a constant
//! noticeably faster than one that calls a constructor with several
//! arguments, and a crate declares many of them (one per root parameter and
//! per range). The macro packs with the `pack_*` functions here and the
//! runtime unpacks with the readers, so both sides share one definition.
//!
//! Packing assumes a validated signature: a root parameter index fits a
//! byte, because a root signature costs at most 64 DWORDs and every
//! parameter costs at least one.
//!
//! ```
//! use rootsig_core::handle_bits::*;
//! let table = pack_table(3, Some(12));
//! assert_eq!((table_index(table), table_count(table)), (3, Some(12)));
//! let range = pack_range(table, 2, 8, u32::MAX);
//! assert_eq!(range_table(range), table);
//! assert_eq!((range_type(range), range_offset(range), range_count(range)), (2, 8, None));
//! ```

/// Bits 0..8 of a table word: the root parameter index.
const INDEX_MASK: u64 = 0xff;
/// Bit 8 of a table word: the table is unbounded.
const UNBOUNDED: u64 = 1 << 8;
/// Bits 16..24 of a range's table word: the range type.
const RANGE_TYPE_SHIFT: u32 = 16;
const RANGE_TYPE_MASK: u64 = 0xff << RANGE_TYPE_SHIFT;
/// Bits 32..64 of a table word: the bounded descriptor count.
const COUNT_SHIFT: u32 = 32;

/// A table handle as one word: root parameter `index` and its descriptor
/// count, `None` when unbounded. A count beyond `u32::MAX` saturates.
pub const fn pack_table(index: u32, descriptor_count: Option<u64>) -> u64 {
    let index = if index > INDEX_MASK as u32 {
        INDEX_MASK
    } else {
        index as u64
    };
    match descriptor_count {
        None => index | UNBOUNDED,
        Some(n) => {
            let n = if n > u32::MAX as u64 {
                u32::MAX as u64
            } else {
                n
            };
            index | n << COUNT_SHIFT
        }
    }
}

/// The root parameter index of a packed table.
pub const fn table_index(table: u64) -> u32 {
    (table & INDEX_MASK) as u32
}

/// The descriptor count of a packed table, `None` when unbounded.
pub const fn table_count(table: u64) -> Option<u32> {
    if table & UNBOUNDED != 0 {
        None
    } else {
        Some((table >> COUNT_SHIFT) as u32)
    }
}

/// A range handle as one word: its packed `table`, its `range_type`
/// (`D3D12_DESCRIPTOR_RANGE_TYPE`), its `offset` from the table start and
/// its `num_descriptors` (`u32::MAX` is unbounded, as in the format).
pub const fn pack_range(table: u64, range_type: u32, offset: u32, num_descriptors: u32) -> u128 {
    let range_type = (range_type as u64) << RANGE_TYPE_SHIFT & RANGE_TYPE_MASK;
    let low = table & !RANGE_TYPE_MASK | range_type;
    low as u128 | (offset as u128) << 64 | (num_descriptors as u128) << 96
}

/// The packed table of a packed range.
pub const fn range_table(range: u128) -> u64 {
    range as u64 & !RANGE_TYPE_MASK
}

/// The range type of a packed range.
pub const fn range_type(range: u128) -> u32 {
    ((range as u64 & RANGE_TYPE_MASK) >> RANGE_TYPE_SHIFT) as u32
}

/// The offset from the table start of a packed range.
pub const fn range_offset(range: u128) -> u32 {
    (range >> 64) as u32
}

/// The descriptor count of a packed range, `None` when unbounded.
pub const fn range_count(range: u128) -> Option<u32> {
    match (range >> 96) as u32 {
        u32::MAX => None,
        n => Some(n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_round_trip() {
        for index in [0, 1, 63, 255] {
            for count in [None, Some(0), Some(1), Some(12), Some(u32::MAX as u64)] {
                let t = pack_table(index, count);
                assert_eq!(table_index(t), index);
                assert_eq!(table_count(t), count.map(|n| n as u32));
            }
        }
        // Saturation: a table spanning every slot of a 2^32-slot space.
        assert_eq!(table_count(pack_table(0, Some(1 << 32))), Some(u32::MAX));
        assert_eq!(table_index(pack_table(300, None)), 255);
    }

    #[test]
    fn ranges_round_trip() {
        let table = pack_table(7, Some(1 << 32));
        for ty in 0..4 {
            for (offset, count) in [(0, 1), (8, u32::MAX), (u32::MAX - 1, 2)] {
                let r = pack_range(table, ty, offset, count);
                assert_eq!(range_table(r), table);
                assert_eq!(range_type(r), ty);
                assert_eq!(range_offset(r), offset);
                assert_eq!(range_count(r), (count != u32::MAX).then_some(count));
            }
        }
    }
}

//! Decode errors of a damaged RTS0 part of `part_size` bytes, with the
//! record sizes of docs/format.md §4: 12-byte parameter headers and root
//! descriptor payloads, 24-byte ranges, 52-byte static samplers. The
//! conformance tests include this file by path.
#![allow(dead_code)] // each includer uses some of these

use rootsig_core::DecodeError;
use rootsig_core::format::decode::Block;

/// `CountOverflow`: `block` claims `count` records.
pub fn too_many(block: Block, count: u32, part_size: usize) -> DecodeError {
    let record_size = match block {
        Block::ParameterArray => 12,
        Block::RangeArray(_) => 24,
        Block::SamplerArray => 52,
        other => panic!("{other} has no record count"),
    };
    DecodeError::CountOverflow {
        block,
        count,
        record_size,
        part_size,
    }
}

/// `PayloadOutOfRange`: the 12-byte payload of `parameter` at `offset`.
pub fn payload_past(parameter: u32, offset: u32, part_size: usize) -> DecodeError {
    DecodeError::PayloadOutOfRange {
        parameter,
        offset,
        size: 12,
        part_size,
    }
}

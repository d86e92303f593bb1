//! Typed handles: kinds, heaps, resolved offsets, counts, const contexts.

use rootsig::{
    CbvSrvUavHeap, CbvSrvUavTableIndex, DescriptorCount, DescriptorHeapType, DescriptorOffset,
    DescriptorRangeSlots, DescriptorRangeType, RootCbvIndex, RootConstantsIndex, RootSrvIndex,
    RootUavIndex, SamplerHeap, SamplerTableIndex,
};
use rootsig_ui_tests::{assert_matches_runtime, expansion, options};

rootsig::root_signature! {
    /// Every kind of root parameter.
    pub Forward = "RootConstants(num32BitConstants = 4, b1), CBV(b0), SRV(t5), UAV(u8),
                   DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, numDescriptors = 2), CBV(b2, offset = 10), CBV(b3)),
                   DescriptorTable(Sampler(s0, numDescriptors = 2), Sampler(s4)),
                   DescriptorTable(SRV(t0, space = 1, numDescriptors = unbounded)),
                   DescriptorTable(),
                   StaticSampler(s8)";
}

// Handles work in const contexts.
const CONSTANTS: RootConstantsIndex<Forward, [u32; 4]> = Forward::CONSTANTS_B1;
const SLOTS: [u32; 8] = [
    Forward::CONSTANTS_B1.index(),
    Forward::CBV_B0.index(),
    Forward::SRV_T5.index(),
    Forward::UAV_U8.index(),
    Forward::TABLE_SRV_T0.index(),
    Forward::TABLE_SAMPLER_S0.index(),
    Forward::TABLE_SRV_T0_SPACE1.index(),
    Forward::TABLE.index(),
];
const CBV_B3_OFFSET: u32 = Forward::CBV_B3.offset().get();
const _: () = assert!(Forward::CBV_B2.offset().get() == 10);
static BLOB: rootsig::RootSignatureBlob<{ Forward::BLOB.rts0.len() }> = Forward::BLOB;

fn root_cbv(index: RootCbvIndex<Forward>) -> u32 {
    index.index()
}
fn root_srv(index: RootSrvIndex<Forward>) -> u32 {
    index.index()
}
fn root_uav(index: RootUavIndex<Forward>) -> u32 {
    index.index()
}
fn view_table<const T: u32>(table: CbvSrvUavTableIndex<Forward, T>) -> u32 {
    table.index()
}
fn sampler_table<const T: u32>(table: SamplerTableIndex<Forward, T>) -> u32 {
    table.index()
}
fn write_view<const T: u32>(slot: DescriptorOffset<CbvSrvUavHeap, Forward, T>) -> u32 {
    slot.get()
}
fn write_sampler(slot: DescriptorOffset<SamplerHeap, Forward, 5>) -> u32 {
    slot.get()
}

fn main() {
    assert_matches_runtime(
        &expansion!(Forward),
        "RootConstants(num32BitConstants = 4, b1), CBV(b0), SRV(t5), UAV(u8), \
         DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, numDescriptors = 2), CBV(b2, offset = 10), CBV(b3)), \
         DescriptorTable(Sampler(s0, numDescriptors = 2), Sampler(s4)), \
         DescriptorTable(SRV(t0, space = 1, numDescriptors = unbounded)), DescriptorTable(), StaticSampler(s8)",
        &options(rootsig::Version::V1_1),
    );
    assert_eq!(SLOTS, [0, 1, 2, 3, 4, 5, 6, 7]);
    assert_eq!(CONSTANTS.num_32bit_values(), 4);
    assert_eq!(root_cbv(Forward::CBV_B0), 1);
    assert_eq!(root_srv(Forward::SRV_T5), 2);
    assert_eq!(root_uav(Forward::UAV_U8), 3);
    assert_eq!(view_table(Forward::TABLE_SRV_T0), 4);
    assert_eq!(sampler_table(Forward::TABLE_SAMPLER_S0), 5);

    // Offsets with APPEND resolved, counts, totals.
    let table = Forward::TABLE_SRV_T0;
    assert_eq!(table.descriptor_count(), DescriptorCount::Bounded(12));
    assert_eq!(table.heap(), DescriptorHeapType::CbvSrvUav);
    let ranges: [DescriptorRangeSlots<CbvSrvUavHeap, Forward, 4>; 4] =
        [Forward::SRV_T0, Forward::UAV_U0, Forward::CBV_B2, Forward::CBV_B3];
    let offsets = ranges.map(|r| r.offset().get());
    assert_eq!(offsets, [0, 4, 10, 11]);
    assert_eq!(CBV_B3_OFFSET, 11);
    assert_eq!(ranges.map(|r| r.count()), [4, 2, 1, 1].map(DescriptorCount::Bounded));
    assert!(ranges.iter().all(|r| r.table() == table));
    assert_eq!(Forward::SRV_T0.range_type(), DescriptorRangeType::SRV);
    assert_eq!(write_view(Forward::UAV_U0.offset()), 4);
    assert_eq!(Forward::UAV_U0.at(1, 12).map(|o| o.get()), Some(5));
    assert_eq!(Forward::UAV_U0.at(2, 12), None);
    // The count decides for a bounded range; the allocation too.
    assert_eq!(Forward::UAV_U0.at(1, 5), None);

    assert_eq!(Forward::TABLE_SAMPLER_S0.descriptor_count(), DescriptorCount::Bounded(3));
    assert_eq!(Forward::TABLE_SAMPLER_S0.heap(), DescriptorHeapType::Sampler);
    assert_eq!(write_sampler(Forward::SAMPLER_S4.offset()), 2);

    assert_eq!(Forward::TABLE_SRV_T0_SPACE1.descriptor_count(), DescriptorCount::Unbounded);
    assert_eq!(Forward::SRV_T0_SPACE1.count(), DescriptorCount::Unbounded);
    // An unbounded range: the table's allocated capacity decides.
    assert_eq!(Forward::SRV_T0_SPACE1.at(1_000_000, 1_000_001).map(|o| o.get()), Some(1_000_000));
    assert_eq!(Forward::SRV_T0_SPACE1.at(5000, 4096), None);
    assert_eq!(Forward::SRV_T0_SPACE1.at(u32::MAX, u32::MAX), None);
    assert_eq!(Forward::TABLE.descriptor_count(), DescriptorCount::Bounded(0));

    assert_eq!(BLOB.as_bytes(), Forward::BLOB.as_bytes());
    assert_eq!(Forward::DESC.parameters.len(), 8);
    assert_eq!(Forward::DESC.static_samplers[0].shader_register, 8);
}

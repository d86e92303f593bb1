//! Typed table allocations check slots against their own capacity.

use rootsig::{DescriptorHandle, TableAllocation};

rootsig::root_signature! {
    Bindless = "DescriptorTable(CBV(b0, numDescriptors = 2), textures: SRV(t0, numDescriptors = unbounded))";
    Fixed = "DescriptorTable(SRV(t0, numDescriptors = 4), last: UAV(u0))";
}

const INCREMENT: u32 = 32;
/// The first descriptor of the unbounded tables' allocations.
const START: DescriptorHandle = DescriptorHandle {
    cpu: 0x1000,
    gpu: 0x8000,
};

#[test]
fn an_unbounded_range_ends_at_the_allocated_capacity() {
    let table = TableAllocation::new(Bindless::TABLE_CBV_B0, START, INCREMENT, 1024)
        .expect("no minimum for an unbounded table");
    // The range starts at slot 2: index 1021 is slot 1023, the last one.
    assert_eq!(
        table.at(Bindless::textures, 1021),
        Some(DescriptorHandle {
            cpu: 0x1000 + 1023 * 32,
            gpu: 0x8000 + 1023 * 32
        })
    );
    assert_eq!(table.at(Bindless::textures, 1022), None);
    assert_eq!(table.at(Bindless::textures, 5000), None);
    assert_eq!(table.at(Bindless::textures, u32::MAX), None);
}

#[test]
fn a_capacity_0_allocation_has_no_slot() {
    let table = TableAllocation::new(Bindless::TABLE_CBV_B0, START, INCREMENT, 0)
        .expect("no minimum for an unbounded table");
    assert_eq!(table.slot(Bindless::CBV_B0.offset()), None);
    assert_eq!(table.at(Bindless::textures, 0), None);
    assert_eq!(table.capacity(), 0);
}

#[test]
fn a_bounded_table_needs_all_its_descriptors() {
    let start = DescriptorHandle {
        cpu: 0x100,
        gpu: 0x200,
    };
    assert!(TableAllocation::new(Fixed::TABLE_SRV_T0, start, INCREMENT, 0).is_none());
    assert!(TableAllocation::new(Fixed::TABLE_SRV_T0, start, INCREMENT, 4).is_none());
    let table = TableAllocation::new(Fixed::TABLE_SRV_T0, start, INCREMENT, 5).expect("5 fit");
    assert_eq!(
        table.slot(Fixed::last.offset()).map(|d| d.cpu),
        Some(0x100 + 4 * 32)
    );
    // Inside the allocation but past a bounded range: no slot.
    assert_eq!(table.at(Fixed::SRV_T0, 4), None);
    assert_eq!(
        table.at(Fixed::SRV_T0, 3).map(|d| d.gpu),
        Some(0x200 + 3 * 32)
    );
}

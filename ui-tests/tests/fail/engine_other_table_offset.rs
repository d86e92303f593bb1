//! A range offset of another table, where one table's offsets are
//! expected: the offset's type carries its table.
use rootsig::{CbvSrvUavHeap, DescriptorOffset};

rootsig::root_signature! {
    Forward = DescriptorTable(material: SRV(t0, numDescriptors = 4)),
              DescriptorTable(lights: SRV(t4, numDescriptors = 4));
}

/// Writes a descriptor into the material table (root parameter 0).
fn write_material(_slot: DescriptorOffset<CbvSrvUavHeap, Forward, 0>) {}

fn main() {
    write_material(Forward::material.offset());
    write_material(Forward::lights.offset());
}

//! A typed allocation takes only its own table's offsets: an offset of
//! another table, even of the same heap and size, does not compile.
use rootsig::{DescriptorHandle, TableAllocation};

rootsig::root_signature! {
    Forward = DescriptorTable(material: SRV(t0, numDescriptors = 4)),
              DescriptorTable(lights: SRV(t4, numDescriptors = 4));
}

fn main() {
    let material = TableAllocation::new(Forward::TABLE_SRV_T0, DescriptorHandle { cpu: 0x1000, gpu: 0x8000 }, 32, 4).unwrap();
    let _ = material.slot(Forward::material.offset());
    let _ = material.slot(Forward::lights.offset());
    let _ = material.at(Forward::lights, 0);
}

//! A compute dispatch on a real D3D12 (vkd3d over lavapipe), through
//! rootsig's own API: the root signature object from a macro-generated
//! `BLOB`, a pipeline from FXC-compiled bytecode (`tests/data`, with its
//! provenance and licence), root constants, a root CBV, a root UAV and a
//! descriptor table set through the typed guard, and a typed allocation
//! in a real descriptor heap. The shader adds what it reads, so a root
//! index or a table offset off by one reads another buffer (or nothing)
//! and the sum read back differs.

use std::time::Duration;

use rootsig::{DescriptorHandle, Layout, TableAllocation, TypedRootSignature};
use rootsig_conformance::compute::{
    Buffer, ComputeQueue, DescriptorHeap, PipelineState, RootSignature,
};
use rootsig_conformance::ffi;
use zerocopy::IntoBytes as _;
use zerocopy_derive::{Immutable, IntoBytes};

/// FXC's `cs_5_1` output for `data/constant_buffers.hlsl`.
const SHADER: &[u8] = include_bytes!("data/constant_buffers.dxbc");

/// Two `float4`s: the values of each `RootConstants` cbuffer.
#[derive(IntoBytes, Immutable, Clone, Copy)]
#[repr(C)]
struct TwoFloat4 {
    first: [f32; 4],
    second: [f32; 4],
}

rootsig::root_signature! {
    /// The shader's bindings, in the order vkd3d-proton's test declares
    /// them, checked against the shader's HLSL.
    #[rootsig(constants(c12 = TwoFloat4, c34 = TwoFloat4))]
    #[rootsig(shader = "tests/data/constant_buffers.hlsl", entry = "main", stage = "compute")]
    pub InOrder = DescriptorTable(table_cbv: CBV(b2, space = 1)),
        root_cbv: CBV(b3, space = 2),
        c12: RootConstants(num32BitConstants = 8, b4, space = 3),
        c34: RootConstants(num32BitConstants = 8, b5, space = 4),
        output: UAV(u6, space = 5);

    /// The same bindings in another root order, with the table's CBV
    /// APPEND-ed after three unused CBVs: it sits at offset 3.
    #[rootsig(constants(c12 = TwoFloat4, c34 = TwoFloat4))]
    #[rootsig(shader = "tests/data/constant_buffers.hlsl", entry = "main", stage = "compute")]
    pub Appended = output: UAV(u6, space = 5),
        c34: RootConstants(num32BitConstants = 8, b5, space = 4),
        DescriptorTable(decoys: CBV(b0, numDescriptors = 3), table_cbv: CBV(b2, space = 1)),
        c12: RootConstants(num32BitConstants = 8, b4, space = 3),
        root_cbv: CBV(b3, space = 2);
}

/// Bytes of one constant buffer view: 256, D3D12's CBV size alignment.
const CBV_SIZE: usize = 256;

/// Constant buffer `n`'s eight `float4`s: every component differs between
/// buffers, so reading the wrong one changes the sum.
fn constant_buffer(n: usize) -> [[f32; 4]; 8] {
    core::array::from_fn(|row| core::array::from_fn(|c| (1000 * n + 10 * row + c + 1) as f32))
}

/// What the shader writes: `(35, 40, 50, 60)` plus rows 1 and 6 of the
/// table's buffer, rows 2 and 7 of the root CBV's, and the constants.
fn expected(table: usize, root: usize, c12: TwoFloat4, c34: TwoFloat4) -> [f32; 4] {
    let (t, r) = (constant_buffer(table), constant_buffer(root));
    core::array::from_fn(|c| {
        [35.0, 40.0, 50.0, 60.0][c]
            + t[1][c]
            + t[6][c]
            + r[2][c]
            + r[7][c]
            + c12.first[c]
            + c12.second[c]
            + c34.first[c]
            + c34.second[c]
    })
}

/// What both tests share: the queue, an upload buffer of `BUFFERS`
/// constant buffers, the output buffer and its readback copy, and the
/// descriptor heap.
struct Setup {
    gpu: ComputeQueue,
    constants: Buffer,
    output: Buffer,
    readback: Buffer,
    heap: DescriptorHeap,
}

/// How many constant buffers the upload buffer holds: 0 to 2 for the
/// shader, 3 to 5 decoys.
const BUFFERS: usize = 6;

/// How many descriptors the heap holds.
const HEAP_SIZE: u32 = 8;

impl Setup {
    fn new() -> Setup {
        let gpu = ComputeQueue::new().expect("a vkd3d device on lavapipe");
        let constants = gpu
            .create_buffer(
                ffi::HEAP_TYPE_UPLOAD,
                BUFFERS * CBV_SIZE,
                ffi::RESOURCE_FLAG_NONE,
                ffi::RESOURCE_STATE_GENERIC_READ,
            )
            .expect("an upload buffer");
        let mut bytes = vec![0u8; BUFFERS * CBV_SIZE];
        for (n, chunk) in bytes.chunks_mut(CBV_SIZE).enumerate() {
            let values = constant_buffer(n);
            chunk[..128].copy_from_slice(values.as_bytes());
        }
        constants.write(&bytes).expect("mapped");
        let output = gpu
            .create_buffer(
                ffi::HEAP_TYPE_DEFAULT,
                16,
                ffi::RESOURCE_FLAG_ALLOW_UNORDERED_ACCESS,
                ffi::RESOURCE_STATE_UNORDERED_ACCESS,
            )
            .expect("an output buffer");
        let readback = gpu
            .create_buffer(
                ffi::HEAP_TYPE_READBACK,
                16,
                ffi::RESOURCE_FLAG_NONE,
                ffi::RESOURCE_STATE_COPY_DEST,
            )
            .expect("a readback buffer");
        let heap = gpu
            .create_descriptor_heap(HEAP_SIZE)
            .expect("a descriptor heap");
        let setup = Setup {
            gpu,
            constants,
            output,
            readback,
            heap,
        };
        // Every descriptor views a decoy until a test writes its own: a
        // table read at the wrong slot reads a decoy.
        let (start, increment) = (setup.heap.cpu_start(), setup.heap.increment as usize);
        for slot in 0..HEAP_SIZE as usize {
            setup.write_cbv(start + slot * increment, 3 + slot % 3);
        }
        setup
    }

    /// The GPU address of constant buffer `n`.
    fn cbv(&self, n: usize) -> u64 {
        self.constants.gpu_address() + (n * CBV_SIZE) as u64
    }

    /// Writes a view of constant buffer `n` to the descriptor at `cpu`.
    fn write_cbv(&self, cpu: usize, n: usize) {
        self.gpu
            .create_cbv(&self.heap, cpu, self.cbv(n), CBV_SIZE as u32);
    }

    /// The root signature object of `S`, from `S::BLOB`, and the pipeline
    /// of the FXC shader with it.
    fn pipeline<S: Layout>(&self) -> (TypedRootSignature<S, RootSignature>, PipelineState) {
        let root_signature =
            TypedRootSignature::create(|blob| self.gpu.create_root_signature(blob))
                .expect("vkd3d accepts the macro's blob");
        let pipeline = self
            .gpu
            .create_compute_pipeline(root_signature.raw(), SHADER)
            .expect("vkd3d builds the FXC shader against the macro's signature");
        (root_signature, pipeline)
    }

    /// Copies the output to the readback buffer, runs the list, and reads
    /// the `float4` the shader wrote.
    fn finish(mut self) -> [f32; 4] {
        self.gpu.list().copy_buffer(
            &self.readback,
            &self.output,
            ffi::RESOURCE_STATE_UNORDERED_ACCESS,
        );
        self.gpu
            .run(Duration::from_secs(60))
            .expect("the dispatch finishes");
        let bytes = self.readback.read().expect("mapped");
        core::array::from_fn(|c| {
            let word = bytes[4 * c..4 * c + 4].try_into().expect("4 bytes");
            f32::from_le_bytes(word)
        })
    }
}

const C12: TwoFloat4 = TwoFloat4 {
    first: [0.5, 1.5, 2.5, 3.5],
    second: [100.0, 200.0, 300.0, 400.0],
};

const C34: TwoFloat4 = TwoFloat4 {
    first: [-7.0, -8.0, -9.0, -10.0],
    second: [0.25, 0.125, 0.0625, 0.03125],
};

#[test]
fn root_constants_a_root_cbv_and_a_table_reach_the_shader() {
    let mut setup = Setup::new();
    let (root_signature, pipeline) = setup.pipeline::<InOrder>();
    // The table: one descriptor at the heap's start; buffer 1 behind it.
    let start = DescriptorHandle {
        cpu: setup.heap.cpu_start(),
        gpu: setup.heap.gpu_start(),
    };
    let table = TableAllocation::new(InOrder::TABLE_CBV_B2_SPACE1, start, setup.heap.increment, 1)
        .expect("the table spans one descriptor");
    let slot = table
        .slot(InOrder::table_cbv.offset())
        .expect("in the table");
    setup.write_cbv(slot.cpu, 1);
    let (root_cbv, output) = (setup.cbv(2), setup.output.gpu_address());

    let list = setup.gpu.list();
    list.set_descriptor_heap(&setup.heap);
    list.set_pipeline_state(&pipeline);
    let mut root = InOrder::bind_compute(list, &root_signature);
    root.set_table_allocation(&table);
    root.set_cbv(InOrder::root_cbv, root_cbv);
    root.set_constants(InOrder::c12, &C12);
    root.set_constants(InOrder::c34, &C34);
    root.set_uav(InOrder::output, output);
    root.list().dispatch(1, 1, 1);

    assert_eq!(setup.finish(), expected(1, 2, C12, C34));
}

#[test]
fn an_appended_range_sits_where_the_macro_says() {
    let mut setup = Setup::new();
    let (root_signature, pipeline) = setup.pipeline::<Appended>();
    // The table from heap slot 2, five descriptors allocated: the three
    // decoys' range, then the table's CBV (buffer 1) where the macro put
    // it; every other slot views a decoy.
    let increment = setup.heap.increment;
    let start = DescriptorHandle {
        cpu: setup.heap.cpu_start() + 2 * increment as usize,
        gpu: setup.heap.gpu_start() + 2 * u64::from(increment),
    };
    let table = TableAllocation::new(Appended::TABLE_CBV_B0, start, increment, 5)
        .expect("the table spans four descriptors");
    let slot = table
        .slot(Appended::table_cbv.offset())
        .expect("in the table");
    setup.write_cbv(slot.cpu, 1);
    assert_eq!(table.at(Appended::decoys, 3), None);
    let (root_cbv, output) = (setup.cbv(2), setup.output.gpu_address());

    let list = setup.gpu.list();
    list.set_descriptor_heap(&setup.heap);
    list.set_pipeline_state(&pipeline);
    let mut root = Appended::bind_compute(list, &root_signature);
    root.set_uav(Appended::output, output);
    root.set_constants(Appended::c34, &C34);
    let (table_parameter, _) = Appended::LAYOUT.tables().next().expect("a table");
    root.set_table_dyn(table_parameter, table.start().gpu)
        .expect("the table is Appended's");
    root.set_constants(Appended::c12, &C12);
    root.set_cbv(Appended::root_cbv, root_cbv);
    root.list().dispatch(1, 1, 1);

    assert_eq!(setup.finish(), expected(1, 2, C12, C34));
    // What the device just proved: after three CBVs, APPEND is offset 3,
    // and reflection finds the shader's cbuffer there too.
    assert_eq!(Appended::table_cbv.offset().get(), 3);
    let resource = Appended::LAYOUT
        .resource("DescriptorTableCBV")
        .expect("the shader's table cbuffer");
    assert_eq!(table.cpu(resource), Some(slot.cpu));
}

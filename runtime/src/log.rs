//! [`CallLog`]: a command list that records its calls, for tests and
//! examples.

use core::convert::Infallible;

use crate::{CommandList, Layout, Pipeline, TypedRootSignature};

/// A stand-in command list that records each call as the D3D12 method
/// would be written, with addresses in hexadecimal: for tests of code that
/// records root arguments, and for this crate's examples. Its root
/// signature objects are names.
///
/// ```
/// use rootsig::{CallLog, Compute, CommandList};
/// let mut list = CallLog::default();
/// CommandList::<Compute>::set_root_signature(&mut list, &"blur".to_owned());
/// CommandList::<Compute>::set_descriptor_table(&mut list, 1, 0x8000);
/// assert_eq!(list.calls, ["SetComputeRootSignature(blur)", "SetComputeRootDescriptorTable(1, 0x8000)"]);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CallLog {
    /// The calls, in order.
    pub calls: Vec<String>,
}

impl CallLog {
    /// A root signature object for a `CallLog`: `name`, made from `S::BLOB`
    /// as a device would make one.
    ///
    /// ```
    /// use rootsig::{CallLog, Layout};
    /// rootsig::root_signature! {
    ///     Forward = "CBV(b0)";
    /// }
    /// let mut list = CallLog::default();
    /// Forward::bind(&mut list, &CallLog::root_signature("forward")).set_cbv(Forward::CBV_B0, 0x100);
    /// assert_eq!(list.calls, ["SetGraphicsRootSignature(forward)", "SetGraphicsRootConstantBufferView(0, 0x100)"]);
    /// ```
    pub fn root_signature<S: Layout>(name: &str) -> TypedRootSignature<S, String> {
        match TypedRootSignature::create(|_| Ok::<_, Infallible>(name.to_owned())) {
            Ok(object) => object,
            Err(never) => match never {},
        }
    }
}

impl CallLog {
    /// Records `Set{pipeline}Root{what}(index, address)`: the calls that
    /// take a root parameter index and a GPU address.
    fn record_address<P: Pipeline>(&mut self, what: &str, index: u32, address: u64) {
        self.calls
            .push(format!("Set{}Root{what}({index}, {address:#x})", P::NAME));
    }
}

impl<P: Pipeline> CommandList<P> for CallLog {
    type RootSignature = String;

    fn set_root_signature(&mut self, root_signature: &String) {
        self.calls
            .push(format!("Set{}RootSignature({root_signature})", P::NAME));
    }

    fn set_descriptor_table(&mut self, index: u32, base_gpu: u64) {
        self.record_address::<P>("DescriptorTable", index, base_gpu);
    }

    fn set_32bit_constants(&mut self, index: u32, values: &[u32], dest_offset: u32) {
        self.calls.push(format!(
            "Set{}Root32BitConstants({index}, {values:?}, {dest_offset})",
            P::NAME
        ));
    }

    fn set_constant_buffer_view(&mut self, index: u32, address: u64) {
        self.record_address::<P>("ConstantBufferView", index, address);
    }

    fn set_shader_resource_view(&mut self, index: u32, address: u64) {
        self.record_address::<P>("ShaderResourceView", index, address);
    }

    fn set_unordered_access_view(&mut self, index: u32, address: u64) {
        self.record_address::<P>("UnorderedAccessView", index, address);
    }
}

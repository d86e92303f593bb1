//! A borrowed root signature description that can live in a `const`.

use crate::{
    DescriptorRange, DescriptorTable, RootConstants, RootDescriptor, RootDescriptorKind, RootFlags,
    RootParameter, RootParameterKind, RootSignature, ShaderVisibility, StaticSampler, Version,
};

/// A root signature description made of `&'a` slices instead of `Vec`s, so
/// that `root_signature!` can emit it as a `const` (`Name::DESC`).
/// [`to_owned`](Self::to_owned) gives the owned [`RootSignature`] that
/// [`rootsig::encode`](crate::encode) and [`rootsig::print`](crate::print) take.
///
/// ```
/// use rootsig::{RootParameterKindDesc, RootSignature};
/// rootsig::root_signature! {
///     Forward = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4)), StaticSampler(s0)";
/// }
/// const PARAMETER_COUNT: usize = Forward::DESC.parameters.len();
/// assert_eq!(PARAMETER_COUNT, 2);
/// let RootParameterKindDesc::DescriptorTable(ranges) = Forward::DESC.parameters[1].kind else {
///     panic!("expected a table");
/// };
/// assert_eq!(ranges[0].num_descriptors, 4);
///
/// let owned: RootSignature = Forward::DESC.to_owned();
/// assert_eq!(Forward::DESC, owned);
/// assert_eq!(rootsig::encode(&owned, Default::default()).unwrap().as_bytes(), Forward::BLOB.as_bytes());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RootSignatureDesc<'a> {
    /// Which binary layout and flag rules apply.
    pub version: Version,
    /// The root flags (including `LOCAL_ROOT_SIGNATURE` added by the `local` context).
    pub flags: RootFlags,
    /// Root parameters; the index is the API slot.
    pub parameters: &'a [RootParameterDesc<'a>],
    /// Static samplers, in source order.
    pub static_samplers: &'a [StaticSampler],
}

/// One root parameter of a [`RootSignatureDesc`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RootParameterDesc<'a> {
    /// What it holds.
    pub kind: RootParameterKindDesc<'a>,
    /// Which stages see it.
    pub visibility: ShaderVisibility,
}

/// What a [`RootParameterDesc`] holds; the borrowed twin of [`RootParameterKind`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RootParameterKindDesc<'a> {
    /// `DescriptorTable(…)`: its ranges, in order.
    DescriptorTable(&'a [DescriptorRange]),
    /// `RootConstants(…)`.
    Constants(RootConstants),
    /// A root `CBV`, `SRV` or `UAV`.
    Descriptor(RootDescriptorKind, RootDescriptor),
}

impl RootSignatureDesc<'_> {
    /// The owned description.
    ///
    /// ```
    /// let desc = rootsig::RootSignatureDesc {
    ///     version: rootsig::Version::V1_0,
    ///     flags: rootsig::RootFlags::empty(),
    ///     parameters: &[],
    ///     static_samplers: &[rootsig::StaticSampler::new(0)],
    /// };
    /// let owned = desc.to_owned();
    /// assert_eq!(owned.static_samplers.len(), 1);
    /// assert_eq!(owned.version, rootsig::Version::V1_0);
    /// ```
    #[allow(clippy::wrong_self_convention)]
    pub fn to_owned(&self) -> RootSignature {
        RootSignature {
            version: self.version,
            flags: self.flags,
            parameters: self.parameters.iter().map(RootParameterDesc::to_owned).collect(),
            static_samplers: self.static_samplers.to_vec(),
        }
    }
}

impl RootParameterDesc<'_> {
    /// The owned root parameter.
    #[allow(clippy::wrong_self_convention)]
    pub fn to_owned(&self) -> RootParameter {
        let kind = match self.kind {
            RootParameterKindDesc::DescriptorTable(ranges) => {
                RootParameterKind::DescriptorTable(DescriptorTable {
                    ranges: ranges.to_vec(),
                })
            }
            RootParameterKindDesc::Constants(constants) => RootParameterKind::Constants(constants),
            RootParameterKindDesc::Descriptor(kind, descriptor) => {
                RootParameterKind::Descriptor(kind, descriptor)
            }
        };
        RootParameter {
            kind,
            visibility: self.visibility,
        }
    }

    /// The RTS0 `ParameterType`: 0 table, 1 constants, 2 CBV, 3 SRV, 4 UAV.
    pub const fn parameter_type(&self) -> u32 {
        match self.kind {
            RootParameterKindDesc::DescriptorTable(_) => 0,
            RootParameterKindDesc::Constants(_) => 1,
            RootParameterKindDesc::Descriptor(RootDescriptorKind::Cbv, _) => 2,
            RootParameterKindDesc::Descriptor(RootDescriptorKind::Srv, _) => 3,
            RootParameterKindDesc::Descriptor(RootDescriptorKind::Uav, _) => 4,
        }
    }
}

impl From<&RootSignatureDesc<'_>> for RootSignature {
    fn from(desc: &RootSignatureDesc<'_>) -> RootSignature {
        desc.to_owned()
    }
}

impl From<RootSignatureDesc<'_>> for RootSignature {
    fn from(desc: RootSignatureDesc<'_>) -> RootSignature {
        desc.to_owned()
    }
}

impl PartialEq<RootSignature> for RootSignatureDesc<'_> {
    fn eq(&self, other: &RootSignature) -> bool {
        self.version == other.version
            && self.flags == other.flags
            && self.static_samplers == other.static_samplers.as_slice()
            && self.parameters.len() == other.parameters.len()
            && self
                .parameters
                .iter()
                .zip(&other.parameters)
                .all(|(a, b)| a == b)
    }
}

impl PartialEq<RootSignatureDesc<'_>> for RootSignature {
    fn eq(&self, other: &RootSignatureDesc<'_>) -> bool {
        other == self
    }
}

impl PartialEq<RootParameter> for RootParameterDesc<'_> {
    fn eq(&self, other: &RootParameter) -> bool {
        if self.visibility != other.visibility {
            return false;
        }
        match (&self.kind, &other.kind) {
            (RootParameterKindDesc::DescriptorTable(a), RootParameterKind::DescriptorTable(b)) => {
                *a == b.ranges.as_slice()
            }
            (RootParameterKindDesc::Constants(a), RootParameterKind::Constants(b)) => a == b,
            (RootParameterKindDesc::Descriptor(ka, a), RootParameterKind::Descriptor(kb, b)) => {
                ka == kb && a == b
            }
            _ => false,
        }
    }
}

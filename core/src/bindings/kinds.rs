//! The HLSL resource types (docs/bindings.md §3.2): the register class
//! each binds and the properties DXIL records for it.

use crate::model::RegisterClass;

/// How DXIL classifies a resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DxilKind {
    /// `Buffer<T>` and its RW and ROV forms.
    TypedBuffer,
    /// `ByteAddressBuffer` and its RW and ROV forms.
    RawBuffer,
    /// `StructuredBuffer<T>` and its RW, ROV, Append and Consume forms.
    StructuredBuffer,
    /// `Texture1D`.
    Texture1D,
    /// `Texture1DArray`.
    Texture1DArray,
    /// `Texture2D`.
    Texture2D,
    /// `Texture2DArray`.
    Texture2DArray,
    /// `Texture2DMS`.
    Texture2DMS,
    /// `Texture2DMSArray`.
    Texture2DMSArray,
    /// `Texture3D`.
    Texture3D,
    /// `TextureCube`.
    TextureCube,
    /// `TextureCubeArray`.
    TextureCubeArray,
    /// `cbuffer` and `ConstantBuffer<T>`.
    CBuffer,
    /// `tbuffer` and `TextureBuffer<T>`.
    TBuffer,
    /// `SamplerState` and `sampler`.
    Sampler,
    /// `SamplerComparisonState`.
    SamplerComparison,
    /// `RaytracingAccelerationStructure`.
    RaytracingAccelerationStructure,
    /// `FeedbackTexture2D<T>` (sampler feedback).
    FeedbackTexture2D,
    /// `FeedbackTexture2DArray<T>`.
    FeedbackTexture2DArray,
    /// A typed SRV or UAV whose shape the compiled shader does not record
    /// (a PSV0 record before version 2).
    Typed,
}

impl DxilKind {
    /// The name, as DXIL writes it.
    pub const fn as_str(self) -> &'static str {
        match self {
            DxilKind::TypedBuffer => "TypedBuffer",
            DxilKind::RawBuffer => "RawBuffer",
            DxilKind::StructuredBuffer => "StructuredBuffer",
            DxilKind::Texture1D => "Texture1D",
            DxilKind::Texture1DArray => "Texture1DArray",
            DxilKind::Texture2D => "Texture2D",
            DxilKind::Texture2DArray => "Texture2DArray",
            DxilKind::Texture2DMS => "Texture2DMS",
            DxilKind::Texture2DMSArray => "Texture2DMSArray",
            DxilKind::Texture3D => "Texture3D",
            DxilKind::TextureCube => "TextureCube",
            DxilKind::TextureCubeArray => "TextureCubeArray",
            DxilKind::CBuffer => "CBuffer",
            DxilKind::TBuffer => "TBuffer",
            DxilKind::Sampler => "Sampler",
            DxilKind::SamplerComparison => "SamplerComparison",
            DxilKind::RaytracingAccelerationStructure => "RTAccelerationStructure",
            DxilKind::FeedbackTexture2D => "FeedbackTexture2D",
            DxilKind::FeedbackTexture2DArray => "FeedbackTexture2DArray",
            DxilKind::Typed => "Typed",
        }
    }
}

/// Whether a resource has a hidden counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Counter {
    No,
    /// `RWStructuredBuffer`: when the shader uses it.
    IfUsed,
    /// `Append`/`ConsumeStructuredBuffer`: always.
    Always,
}

/// One row of the table of resource types.
pub(crate) struct Spec {
    pub name: &'static str,
    pub class: RegisterClass,
    pub dxil: DxilKind,
    pub writeable: bool,
    pub rov: bool,
    pub counter: Counter,
}

macro_rules! specs {
    ($($name:literal $class:ident $dxil:ident $w:literal $rov:literal $counter:ident,)*) => {
        const SPECS: &[Spec] = &[$(Spec {
            name: $name,
            class: RegisterClass::$class,
            dxil: DxilKind::$dxil,
            writeable: $w,
            rov: $rov,
            counter: Counter::$counter,
        },)*];
    };
}

specs! {
    "cbuffer" Cbv CBuffer false false No,
    "tbuffer" Srv TBuffer false false No,
    "ConstantBuffer" Cbv CBuffer false false No,
    "TextureBuffer" Srv TBuffer false false No,
    "Buffer" Srv TypedBuffer false false No,
    "RWBuffer" Uav TypedBuffer true false No,
    "RasterizerOrderedBuffer" Uav TypedBuffer true true No,
    "ByteAddressBuffer" Srv RawBuffer false false No,
    "RWByteAddressBuffer" Uav RawBuffer true false No,
    "RasterizerOrderedByteAddressBuffer" Uav RawBuffer true true No,
    "StructuredBuffer" Srv StructuredBuffer false false No,
    "RWStructuredBuffer" Uav StructuredBuffer true false IfUsed,
    "AppendStructuredBuffer" Uav StructuredBuffer true false Always,
    "ConsumeStructuredBuffer" Uav StructuredBuffer true false Always,
    "RasterizerOrderedStructuredBuffer" Uav StructuredBuffer true true No,
    "Texture1D" Srv Texture1D false false No,
    "Texture1DArray" Srv Texture1DArray false false No,
    "Texture2D" Srv Texture2D false false No,
    "Texture2DArray" Srv Texture2DArray false false No,
    "Texture2DMS" Srv Texture2DMS false false No,
    "Texture2DMSArray" Srv Texture2DMSArray false false No,
    "Texture3D" Srv Texture3D false false No,
    "TextureCube" Srv TextureCube false false No,
    "TextureCubeArray" Srv TextureCubeArray false false No,
    "RWTexture1D" Uav Texture1D true false No,
    "RWTexture1DArray" Uav Texture1DArray true false No,
    "RWTexture2D" Uav Texture2D true false No,
    "RWTexture2DArray" Uav Texture2DArray true false No,
    "RWTexture2DMS" Uav Texture2DMS true false No,
    "RWTexture2DMSArray" Uav Texture2DMSArray true false No,
    "RWTexture3D" Uav Texture3D true false No,
    "FeedbackTexture2D" Uav FeedbackTexture2D true false No,
    "FeedbackTexture2DArray" Uav FeedbackTexture2DArray true false No,
    "RasterizerOrderedTexture1D" Uav Texture1D true true No,
    "RasterizerOrderedTexture1DArray" Uav Texture1DArray true true No,
    "RasterizerOrderedTexture2D" Uav Texture2D true true No,
    "RasterizerOrderedTexture2DArray" Uav Texture2DArray true true No,
    "RasterizerOrderedTexture3D" Uav Texture3D true true No,
    "SamplerState" Sampler Sampler false false No,
    "sampler" Sampler Sampler false false No,
    "sampler1D" Sampler Sampler false false No,
    "sampler2D" Sampler Sampler false false No,
    "sampler3D" Sampler Sampler false false No,
    "samplerCUBE" Sampler Sampler false false No,
    "SamplerComparisonState" Sampler SamplerComparison false false No,
    "RaytracingAccelerationStructure" Srv RaytracingAccelerationStructure false false No,
}

/// A resource type: an index into the table of docs/bindings.md §3.2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct ResourceType(u8);

impl ResourceType {
    pub const CBUFFER: ResourceType = ResourceType(0);
    pub const TBUFFER: ResourceType = ResourceType(1);

    /// The type named `name` (template arguments removed), if it is one.
    pub fn from_name(name: &str) -> Option<ResourceType> {
        SPECS
            .iter()
            .skip(2)
            .position(|s| s.name == name)
            .and_then(|i| u8::try_from(i + 2).ok())
            .map(ResourceType)
    }

    pub fn spec(self) -> &'static Spec {
        &SPECS[usize::from(self.0)]
    }

    pub fn class(self) -> RegisterClass {
        self.spec().class
    }
}

/// Words in the names of resource types: a global of an unknown type
/// named with one of them is reported, never dropped (BN0107).
const RESOURCE_WORDS: &[&str] = &["Texture", "Buffer", "Sampler", "AccelerationStructure"];

/// Whether the unknown type named `name` (template arguments removed)
/// looks like a resource type.
pub(crate) fn looks_like_resource(name: &str) -> bool {
    RESOURCE_WORDS.iter().any(|w| name.contains(w))
        || name.starts_with("RW")
        || name.starts_with("RasterizerOrdered")
}

const NUMERIC: &[&str] = &[
    "bool",
    "int",
    "uint",
    "dword",
    "half",
    "float",
    "double",
    "min16float",
    "min10float",
    "min16int",
    "min12int",
    "min16uint",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "float16_t",
    "float32_t",
    "float64_t",
    "vector",
    "matrix",
];

/// A numeric scalar, vector (`float4`) or matrix (`float4x4`) type name.
pub(crate) fn is_numeric_type(name: &str) -> bool {
    let base = name.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
    // `float4x4` trims to `float`; `int16_t` keeps its suffix.
    NUMERIC.contains(&name) || (base.len() < name.len() && NUMERIC.contains(&base))
}

/// The shape of an array member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArrayLayout {
    /// Elements in all dimensions together (`a[2][3]` has 6).
    pub count: u32,
    /// Bytes from one element to the next (a multiple of 16).
    pub stride: u32,
}

/// Bytes in one constant-buffer row (docs/bindings.md §7.4): the runtime's
/// padded arrays and the packing share it.
pub const ROW: u32 = 16;

/// How a matrix is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// Each column is a vector, one row apart (HLSL's default).
    ColumnMajor,
    /// Each row is a vector, one row apart.
    RowMajor,
}

impl Orientation {
    /// The orientation the last `#pragma pack_matrix` before token `at`
    /// sets, if one does. `pack_matrix` holds the index of the first token
    /// each pragma governs, in order, and `true` for `row_major`.
    pub(crate) fn from_pragma(pack_matrix: &[(usize, bool)], at: usize) -> Option<Orientation> {
        let before = pack_matrix.partition_point(|&(first, _)| first <= at);
        let row_major = pack_matrix[..before].last()?.1;
        Some(if row_major {
            Orientation::RowMajor
        } else {
            Orientation::ColumnMajor
        })
    }

    /// How a `rows`×`columns` matrix is stored: how many vectors, and the
    /// components of each.
    pub const fn vectors(self, rows: u32, columns: u32) -> (u32, u32) {
        match self {
            Orientation::ColumnMajor => (columns, rows),
            Orientation::RowMajor => (rows, columns),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_and_classes() {
        let t = ResourceType::from_name("RWStructuredBuffer").unwrap();
        assert_eq!(t.class(), RegisterClass::Uav);
        assert_eq!(t.spec().counter, Counter::IfUsed);
        assert_eq!(ResourceType::from_name("cbuffer"), None);
        assert_eq!(
            ResourceType::from_name("ConstantBuffer")
                .unwrap()
                .spec()
                .dxil,
            DxilKind::CBuffer
        );
        assert!(
            is_numeric_type("float4x4") && is_numeric_type("uint") && is_numeric_type("int64_t")
        );
        assert!(!is_numeric_type("floaty") && !is_numeric_type("Texture2D"));
        // Shader Model 6.7's writable multisampled textures, and sampler
        // feedback, are UAVs.
        for (name, kind) in [
            ("RWTexture2DMS", DxilKind::Texture2DMS),
            ("RWTexture2DMSArray", DxilKind::Texture2DMSArray),
            ("FeedbackTexture2D", DxilKind::FeedbackTexture2D),
            ("FeedbackTexture2DArray", DxilKind::FeedbackTexture2DArray),
        ] {
            let t = ResourceType::from_name(name).unwrap();
            assert_eq!((t.class(), t.spec().dxil), (RegisterClass::Uav, kind));
        }
        assert!(looks_like_resource("RWTexture4D") && looks_like_resource("MyBuffer"));
        assert!(!looks_like_resource("RayQuery") && !looks_like_resource("Light"));
    }
}

//! The typed description of a root signature.
//!
//! This is what the parser produces, what the validator checks, what the
//! encoder writes and what the decoder returns. Enumerations are *open*
//! newtypes over the raw `u32` so that a decoded blob with an unknown value
//! (reported by the `RS03xx` rules) can still be represented exactly.

use bitflags::bitflags;

/// Root signature version: 1.0, 1.1 or 1.2 (RTS0 `Version` 1, 2 or 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Version {
    /// Root signature 1.0 (RTS0 version 1): no flag fields.
    V1_0,
    /// Root signature 1.1 (RTS0 version 2): the default.
    #[default]
    V1_1,
    /// Root signature 1.2 (RTS0 version 3): static sampler flags.
    V1_2,
}

impl Version {
    /// All versions, oldest first.
    pub const ALL: [Version; 3] = [Version::V1_0, Version::V1_1, Version::V1_2];

    /// The RTS0 `Version` word: 1, 2 or 3.
    pub const fn rts0(self) -> u32 {
        match self {
            Version::V1_0 => 1,
            Version::V1_1 => 2,
            Version::V1_2 => 3,
        }
    }

    /// The version for an RTS0 `Version` word.
    pub const fn from_rts0(word: u32) -> Option<Version> {
        match word {
            1 => Some(Version::V1_0),
            2 => Some(Version::V1_1),
            3 => Some(Version::V1_2),
            _ => None,
        }
    }

    /// `"1.0"`, `"1.1"` or `"1.2"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Version::V1_0 => "1.0",
            Version::V1_1 => "1.1",
            Version::V1_2 => "1.2",
        }
    }

    /// Parses `"1.0"`, `"1.1"` or `"1.2"` (also `"1_0"` style).
    pub fn parse(s: &str) -> Option<Version> {
        match s {
            "1.0" | "1_0" | "1" => Some(Version::V1_0),
            "1.1" | "1_1" => Some(Version::V1_1),
            "1.2" | "1_2" => Some(Version::V1_2),
            _ => None,
        }
    }
}

impl core::fmt::Display for Version {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A field of the description as the language reads and prints it: its raw
/// bits (a float's bit pattern), `None` for flags left out.
#[cfg(feature = "compiler")]
pub(crate) trait Raw {
    /// The value's bits, `None` when it is absent.
    fn raw(&self) -> Option<u32>;
    /// Sets the value from its bits.
    fn set_raw(&mut self, bits: u32);

    /// Sets the value from `bits`, if any, and returns its bits.
    #[inline]
    fn bind(&mut self, bits: Option<u32>) -> Option<u32> {
        if let Some(bits) = bits {
            self.set_raw(bits);
        }
        self.raw()
    }
}

/// Implements [`Raw`] for `$ty` by a getter and a constructor from the bits.
macro_rules! raw {
    ($ty:ty, |$v:ident| $get:expr, |$bits:ident| $new:expr) => {
        #[cfg(feature = "compiler")]
        impl Raw for $ty {
            fn raw(&self) -> Option<u32> {
                let $v = self;
                $get
            }
            fn set_raw(&mut self, $bits: u32) {
                *self = $new;
            }
        }
    };
}

raw!(u32, |v| Some(*v), |bits| bits);
raw!(f32, |v| Some(v.to_bits()), |bits| f32::from_bits(bits));

/// Defines an open enumeration: a `u32` newtype with named constants and a
/// table of DSL spellings (the first spelling is canonical; later ones are
/// accepted aliases).
macro_rules! open_enum {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $($(#[$cmeta:meta])* $konst:ident = $value:literal => [$($spelling:literal),+],)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);

        /// A named value prints as its constant (`ShaderVisibility::PIXEL`),
        /// any other as the raw number (`ShaderVisibility(9)`).
        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                match self.0 {
                    $($value => f.write_str(concat!(stringify!($name), "::", stringify!($konst))),)*
                    other => write!(f, concat!(stringify!($name), "({})"), other),
                }
            }
        }

        impl $name {
            $($(#[$cmeta])* pub const $konst: $name = $name($value);)*

            /// Every known value with its canonical DSL spelling, in value order.
            pub const KNOWN: &'static [($name, &'static str)] = &[
                $(($name($value), open_enum!(@first $($spelling),+)),)*
            ];

            /// Every accepted DSL spelling, including aliases.
            pub const SPELLINGS: &'static [(&'static str, $name)] = &[
                $($(($spelling, $name($value)),)+)*
            ];

            /// The canonical DSL spelling, or `None` for an unknown value.
            pub fn name(self) -> Option<&'static str> {
                Self::KNOWN.iter().find(|(v, _)| *v == self).map(|(_, n)| *n)
            }

            /// Looks a DSL spelling up, ignoring ASCII case.
            pub fn from_name(word: &str) -> Option<$name> {
                Self::SPELLINGS
                    .iter()
                    .find(|(s, _)| s.eq_ignore_ascii_case(word))
                    .map(|(_, v)| *v)
            }

            /// True when the value is one of the named constants (one
            /// `match`, which the compiler turns into range checks).
            #[inline]
            // The patterns are the table's values, whatever their shape.
            #[allow(clippy::manual_range_patterns)]
            pub const fn is_known(self) -> bool {
                matches!(self.0, $($value)|*)
            }
        }

        impl $name {
            /// The canonical spelling of `raw`, or the number for an
            /// unknown value: how printing writes it.
            #[cfg(feature = "compiler")]
            #[allow(dead_code)] // DescriptorRangeType is no argument's value
            pub(crate) fn text(raw: u32) -> String {
                $name(raw).name().map_or_else(|| raw.to_string(), str::to_owned)
            }
        }

        raw!($name, |v| Some(v.0), |bits| $name(bits));
    };
    (@first $first:literal $(, $rest:literal)*) => { $first };
}

open_enum! {
    /// Which shader stages see a root parameter or static sampler
    /// (`D3D12_SHADER_VISIBILITY`).
    ///
    /// Like every open enum here it holds any `u32`, as a blob may; `Debug`
    /// names the known values:
    ///
    /// ```
    /// use rootsig_core::ShaderVisibility;
    /// assert_eq!(format!("{:?}", ShaderVisibility::PIXEL), "ShaderVisibility::PIXEL");
    /// assert_eq!(format!("{:?}", ShaderVisibility(9)), "ShaderVisibility(9)");
    /// assert_eq!(ShaderVisibility::PIXEL.name(), Some("SHADER_VISIBILITY_PIXEL"));
    /// ```
    pub struct ShaderVisibility {
        /// Every stage.
        ALL = 0 => ["SHADER_VISIBILITY_ALL"],
        /// The vertex shader.
        VERTEX = 1 => ["SHADER_VISIBILITY_VERTEX"],
        /// The hull shader.
        HULL = 2 => ["SHADER_VISIBILITY_HULL"],
        /// The domain shader.
        DOMAIN = 3 => ["SHADER_VISIBILITY_DOMAIN"],
        /// The geometry shader.
        GEOMETRY = 4 => ["SHADER_VISIBILITY_GEOMETRY"],
        /// The pixel shader.
        PIXEL = 5 => ["SHADER_VISIBILITY_PIXEL"],
        /// The amplification shader.
        AMPLIFICATION = 6 => ["SHADER_VISIBILITY_AMPLIFICATION"],
        /// The mesh shader.
        MESH = 7 => ["SHADER_VISIBILITY_MESH"],
    }
}

impl Default for ShaderVisibility {
    fn default() -> Self {
        ShaderVisibility::ALL
    }
}

impl ShaderVisibility {
    /// The stage name without its prefix, as messages write it (`ALL`, `PIXEL`).
    pub fn short_name(self) -> Option<&'static str> {
        self.name().map(|n| &n["SHADER_VISIBILITY_".len()..])
    }

    /// The root flag that denies this single stage root access, or `None`
    /// for `ALL` and unknown values.
    ///
    /// ```
    /// use rootsig_core::{RootFlags, ShaderVisibility};
    /// assert_eq!(ShaderVisibility::PIXEL.deny_flag(), Some(RootFlags::DENY_PIXEL_SHADER_ROOT_ACCESS));
    /// assert_eq!(ShaderVisibility::ALL.deny_flag(), None);
    /// ```
    pub const fn deny_flag(self) -> Option<RootFlags> {
        Some(match self {
            ShaderVisibility::VERTEX => RootFlags::DENY_VERTEX_SHADER_ROOT_ACCESS,
            ShaderVisibility::HULL => RootFlags::DENY_HULL_SHADER_ROOT_ACCESS,
            ShaderVisibility::DOMAIN => RootFlags::DENY_DOMAIN_SHADER_ROOT_ACCESS,
            ShaderVisibility::GEOMETRY => RootFlags::DENY_GEOMETRY_SHADER_ROOT_ACCESS,
            ShaderVisibility::PIXEL => RootFlags::DENY_PIXEL_SHADER_ROOT_ACCESS,
            ShaderVisibility::AMPLIFICATION => RootFlags::DENY_AMPLIFICATION_SHADER_ROOT_ACCESS,
            ShaderVisibility::MESH => RootFlags::DENY_MESH_SHADER_ROOT_ACCESS,
            _ => return None,
        })
    }
}

open_enum! {
    /// The type of a descriptor range (`D3D12_DESCRIPTOR_RANGE_TYPE`).
    /// Note the order differs from the root parameter types.
    pub struct DescriptorRangeType {
        /// Shader resource views (`t` registers).
        SRV = 0 => ["SRV"],
        /// Unordered access views (`u` registers).
        UAV = 1 => ["UAV"],
        /// Constant buffer views (`b` registers).
        CBV = 2 => ["CBV"],
        /// Samplers (`s` registers), in the sampler heap.
        SAMPLER = 3 => ["Sampler"],
    }
}

impl DescriptorRangeType {
    /// The register letter this range type binds: `t`, `u`, `b` or `s`.
    pub fn register_letter(self) -> Option<char> {
        match self {
            DescriptorRangeType::SRV => Some('t'),
            DescriptorRangeType::UAV => Some('u'),
            DescriptorRangeType::CBV => Some('b'),
            DescriptorRangeType::SAMPLER => Some('s'),
            _ => None,
        }
    }
}

open_enum! {
    /// Static sampler filter (`D3D12_FILTER`). Only the 36 named values are legal.
    pub struct Filter {
        #[allow(missing_docs)] MIN_MAG_MIP_POINT = 0x00 => ["FILTER_MIN_MAG_MIP_POINT"],
        #[allow(missing_docs)] MIN_MAG_POINT_MIP_LINEAR = 0x01 => ["FILTER_MIN_MAG_POINT_MIP_LINEAR"],
        #[allow(missing_docs)] MIN_POINT_MAG_LINEAR_MIP_POINT = 0x04 => ["FILTER_MIN_POINT_MAG_LINEAR_MIP_POINT"],
        #[allow(missing_docs)] MIN_POINT_MAG_MIP_LINEAR = 0x05 => ["FILTER_MIN_POINT_MAG_MIP_LINEAR"],
        #[allow(missing_docs)] MIN_LINEAR_MAG_MIP_POINT = 0x10 => ["FILTER_MIN_LINEAR_MAG_MIP_POINT"],
        #[allow(missing_docs)] MIN_LINEAR_MAG_POINT_MIP_LINEAR = 0x11 => ["FILTER_MIN_LINEAR_MAG_POINT_MIP_LINEAR"],
        #[allow(missing_docs)] MIN_MAG_LINEAR_MIP_POINT = 0x14 => ["FILTER_MIN_MAG_LINEAR_MIP_POINT"],
        #[allow(missing_docs)] MIN_MAG_MIP_LINEAR = 0x15 => ["FILTER_MIN_MAG_MIP_LINEAR"],
        #[allow(missing_docs)] ANISOTROPIC = 0x55 => ["FILTER_ANISOTROPIC"],
        #[allow(missing_docs)] COMPARISON_MIN_MAG_MIP_POINT = 0x80 => ["FILTER_COMPARISON_MIN_MAG_MIP_POINT"],
        #[allow(missing_docs)] COMPARISON_MIN_MAG_POINT_MIP_LINEAR = 0x81 => ["FILTER_COMPARISON_MIN_MAG_POINT_MIP_LINEAR"],
        #[allow(missing_docs)] COMPARISON_MIN_POINT_MAG_LINEAR_MIP_POINT = 0x84 => ["FILTER_COMPARISON_MIN_POINT_MAG_LINEAR_MIP_POINT"],
        #[allow(missing_docs)] COMPARISON_MIN_POINT_MAG_MIP_LINEAR = 0x85 => ["FILTER_COMPARISON_MIN_POINT_MAG_MIP_LINEAR"],
        #[allow(missing_docs)] COMPARISON_MIN_LINEAR_MAG_MIP_POINT = 0x90 => ["FILTER_COMPARISON_MIN_LINEAR_MAG_MIP_POINT"],
        #[allow(missing_docs)] COMPARISON_MIN_LINEAR_MAG_POINT_MIP_LINEAR = 0x91 => ["FILTER_COMPARISON_MIN_LINEAR_MAG_POINT_MIP_LINEAR"],
        #[allow(missing_docs)] COMPARISON_MIN_MAG_LINEAR_MIP_POINT = 0x94 => ["FILTER_COMPARISON_MIN_MAG_LINEAR_MIP_POINT"],
        #[allow(missing_docs)] COMPARISON_MIN_MAG_MIP_LINEAR = 0x95 => ["FILTER_COMPARISON_MIN_MAG_MIP_LINEAR"],
        #[allow(missing_docs)] COMPARISON_ANISOTROPIC = 0xD5 => ["FILTER_COMPARISON_ANISOTROPIC"],
        #[allow(missing_docs)] MINIMUM_MIN_MAG_MIP_POINT = 0x100 => ["FILTER_MINIMUM_MIN_MAG_MIP_POINT"],
        #[allow(missing_docs)] MINIMUM_MIN_MAG_POINT_MIP_LINEAR = 0x101 => ["FILTER_MINIMUM_MIN_MAG_POINT_MIP_LINEAR"],
        #[allow(missing_docs)] MINIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT = 0x104 => ["FILTER_MINIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT"],
        #[allow(missing_docs)] MINIMUM_MIN_POINT_MAG_MIP_LINEAR = 0x105 => ["FILTER_MINIMUM_MIN_POINT_MAG_MIP_LINEAR"],
        #[allow(missing_docs)] MINIMUM_MIN_LINEAR_MAG_MIP_POINT = 0x110 => ["FILTER_MINIMUM_MIN_LINEAR_MAG_MIP_POINT"],
        #[allow(missing_docs)] MINIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR = 0x111 => ["FILTER_MINIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR"],
        #[allow(missing_docs)] MINIMUM_MIN_MAG_LINEAR_MIP_POINT = 0x114 => ["FILTER_MINIMUM_MIN_MAG_LINEAR_MIP_POINT"],
        #[allow(missing_docs)] MINIMUM_MIN_MAG_MIP_LINEAR = 0x115 => ["FILTER_MINIMUM_MIN_MAG_MIP_LINEAR"],
        #[allow(missing_docs)] MINIMUM_ANISOTROPIC = 0x155 => ["FILTER_MINIMUM_ANISOTROPIC"],
        #[allow(missing_docs)] MAXIMUM_MIN_MAG_MIP_POINT = 0x180 => ["FILTER_MAXIMUM_MIN_MAG_MIP_POINT"],
        #[allow(missing_docs)] MAXIMUM_MIN_MAG_POINT_MIP_LINEAR = 0x181 => ["FILTER_MAXIMUM_MIN_MAG_POINT_MIP_LINEAR"],
        #[allow(missing_docs)] MAXIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT = 0x184 => ["FILTER_MAXIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT"],
        #[allow(missing_docs)] MAXIMUM_MIN_POINT_MAG_MIP_LINEAR = 0x185 => ["FILTER_MAXIMUM_MIN_POINT_MAG_MIP_LINEAR"],
        #[allow(missing_docs)] MAXIMUM_MIN_LINEAR_MAG_MIP_POINT = 0x190 => ["FILTER_MAXIMUM_MIN_LINEAR_MAG_MIP_POINT"],
        #[allow(missing_docs)] MAXIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR = 0x191 => ["FILTER_MAXIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR"],
        #[allow(missing_docs)] MAXIMUM_MIN_MAG_LINEAR_MIP_POINT = 0x194 => ["FILTER_MAXIMUM_MIN_MAG_LINEAR_MIP_POINT"],
        #[allow(missing_docs)] MAXIMUM_MIN_MAG_MIP_LINEAR = 0x195 => ["FILTER_MAXIMUM_MIN_MAG_MIP_LINEAR"],
        #[allow(missing_docs)] MAXIMUM_ANISOTROPIC = 0x1D5 => ["FILTER_MAXIMUM_ANISOTROPIC"],
    }
}

impl Filter {
    /// The filters a static sampler with `NON_NORMALIZED_COORDINATES` may
    /// use (rule RS0224): min = mag, point mip, no anisotropy, no comparison.
    pub const NON_NORMALIZED_COMPATIBLE: [Filter; 6] = [
        Filter::MIN_MAG_MIP_POINT,
        Filter::MIN_MAG_LINEAR_MIP_POINT,
        Filter::MINIMUM_MIN_MAG_MIP_POINT,
        Filter::MINIMUM_MIN_MAG_LINEAR_MIP_POINT,
        Filter::MAXIMUM_MIN_MAG_MIP_POINT,
        Filter::MAXIMUM_MIN_MAG_LINEAR_MIP_POINT,
    ];

    /// True for the `FILTER_COMPARISON_…` values (reduction bits 8:7 = 1).
    pub fn is_comparison(self) -> bool {
        self.is_known() && (self.0 >> 7) & 3 == 1
    }
}

open_enum! {
    /// Texture addressing mode (`D3D12_TEXTURE_ADDRESS_MODE`). There is no 0.
    pub struct TextureAddressMode {
        #[allow(missing_docs)] WRAP = 1 => ["TEXTURE_ADDRESS_WRAP"],
        #[allow(missing_docs)] MIRROR = 2 => ["TEXTURE_ADDRESS_MIRROR"],
        #[allow(missing_docs)] CLAMP = 3 => ["TEXTURE_ADDRESS_CLAMP"],
        #[allow(missing_docs)] BORDER = 4 => ["TEXTURE_ADDRESS_BORDER"],
        #[allow(missing_docs)] MIRROR_ONCE = 5 => ["TEXTURE_ADDRESS_MIRROR_ONCE", "TEXTURE_ADDRESS_MIRRORONCE"],
    }
}

open_enum! {
    /// Comparison function (`D3D12_COMPARISON_FUNC`).
    pub struct ComparisonFunc {
        #[allow(missing_docs)] NONE = 0 => ["COMPARISON_NONE"],
        #[allow(missing_docs)] NEVER = 1 => ["COMPARISON_NEVER"],
        #[allow(missing_docs)] LESS = 2 => ["COMPARISON_LESS"],
        #[allow(missing_docs)] EQUAL = 3 => ["COMPARISON_EQUAL"],
        #[allow(missing_docs)] LESS_EQUAL = 4 => ["COMPARISON_LESS_EQUAL"],
        #[allow(missing_docs)] GREATER = 5 => ["COMPARISON_GREATER"],
        #[allow(missing_docs)] NOT_EQUAL = 6 => ["COMPARISON_NOT_EQUAL"],
        #[allow(missing_docs)] GREATER_EQUAL = 7 => ["COMPARISON_GREATER_EQUAL"],
        #[allow(missing_docs)] ALWAYS = 8 => ["COMPARISON_ALWAYS"],
    }
}

open_enum! {
    /// Static border colour (`D3D12_STATIC_BORDER_COLOR`).
    pub struct StaticBorderColor {
        #[allow(missing_docs)] TRANSPARENT_BLACK = 0 => ["STATIC_BORDER_COLOR_TRANSPARENT_BLACK"],
        #[allow(missing_docs)] OPAQUE_BLACK = 1 => ["STATIC_BORDER_COLOR_OPAQUE_BLACK"],
        #[allow(missing_docs)] OPAQUE_WHITE = 2 => ["STATIC_BORDER_COLOR_OPAQUE_WHITE"],
        #[allow(missing_docs)] OPAQUE_BLACK_UINT = 3 => ["STATIC_BORDER_COLOR_OPAQUE_BLACK_UINT"],
        #[allow(missing_docs)] OPAQUE_WHITE_UINT = 4 => ["STATIC_BORDER_COLOR_OPAQUE_WHITE_UINT"],
    }
}

/// Defines a flag set: a `bitflags` type whose flags the language spells
/// by their names, and the table of every accepted spelling. Aliases,
/// written `=> [...]`, stand in the table for the name (which printing
/// still writes).
macro_rules! flag_set {
    (
        $(#[$meta:meta])*
        pub struct $name:ident { $($rows:tt)* }
    ) => {
        flag_set!(@rows [$(#[$meta])*] $name [] $($rows)*);
    };
    // Each row becomes `(FLAG value [spellings])`.
    (@rows $meta:tt $name:ident [$($done:tt)*]
        $flag:ident = $value:literal => [$($spelling:literal),+], $($rest:tt)*) => {
        flag_set!(@rows $meta $name [$($done)* ($flag $value [$($spelling),+])] $($rest)*);
    };
    (@rows $meta:tt $name:ident [$($done:tt)*] $flag:ident = $value:literal, $($rest:tt)*) => {
        flag_set!(@rows $meta $name [$($done)* ($flag $value [stringify!($flag)])] $($rest)*);
    };
    (@rows [$(#[$meta:meta])*] $name:ident [$(($flag:ident $value:literal [$($spelling:expr),+]))*]) => {
        bitflags! {
            $(#[$meta])*
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
            pub struct $name: u32 {
                $(#[allow(missing_docs)] const $flag = $value;)*
            }
        }

        impl $name {
            /// Every accepted spelling with its bits, in the order messages
            /// list them.
            pub const SPELLINGS: &'static [(&'static str, u32)] = &[
                $($(($spelling, $value),)+)*
            ];
        }

        impl $name {
            /// The flags of `bits` as printing writes them (see [`flag_names`]).
            #[cfg(feature = "compiler")]
            pub(crate) fn text(bits: u32) -> String {
                flag_names(&$name::from_bits_retain(bits))
            }
        }

        raw!($name, |v| Some(v.bits()), |bits| $name::from_bits_retain(bits));
        raw!(Option<$name>, |v| v.map(|f| f.bits()), |bits| Some($name::from_bits_retain(bits)));
    };
}

/// `A | B` (the flags' names), `0` for the empty set, and any unknown bits
/// as one hex number (`0x80000000`): how both printing and messages write
/// a flag set.
#[cfg(feature = "compiler")]
pub(crate) fn flag_names<F: bitflags::Flags<Bits = u32>>(flags: &F) -> String {
    let mut parts: Vec<String> = flags
        .iter_names()
        .map(|(name, _)| name.to_owned())
        .collect();
    let unknown = flags.bits() & !F::all().bits();
    if unknown != 0 {
        parts.push(format!("0x{unknown:X}"));
    }
    if parts.is_empty() {
        "0".to_owned()
    } else {
        parts.join(" | ")
    }
}

flag_set! {
    /// Root signature flags (`D3D12_ROOT_SIGNATURE_FLAGS`, the RTS0 header `Flags`).
    pub struct RootFlags {
        ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT = 0x1,
        DENY_VERTEX_SHADER_ROOT_ACCESS = 0x2,
        DENY_HULL_SHADER_ROOT_ACCESS = 0x4,
        DENY_DOMAIN_SHADER_ROOT_ACCESS = 0x8,
        DENY_GEOMETRY_SHADER_ROOT_ACCESS = 0x10,
        DENY_PIXEL_SHADER_ROOT_ACCESS = 0x20,
        ALLOW_STREAM_OUTPUT = 0x40,
        LOCAL_ROOT_SIGNATURE = 0x80,
        DENY_AMPLIFICATION_SHADER_ROOT_ACCESS = 0x100,
        DENY_MESH_SHADER_ROOT_ACCESS = 0x200,
        CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED = 0x400,
        SAMPLER_HEAP_DIRECTLY_INDEXED = 0x800,
    }
}

flag_set! {
    /// Root descriptor flags (`D3D12_ROOT_DESCRIPTOR_FLAGS`, versions 1.1 and 1.2).
    pub struct RootDescriptorFlags {
        DATA_VOLATILE = 0x2,
        DATA_STATIC_WHILE_SET_AT_EXECUTE = 0x4,
        DATA_STATIC = 0x8,
    }
}

flag_set! {
    /// Descriptor range flags (`D3D12_DESCRIPTOR_RANGE_FLAGS`, versions 1.1 and 1.2).
    pub struct DescriptorRangeFlags {
        DESCRIPTORS_VOLATILE = 0x1,
        DATA_VOLATILE = 0x2,
        DATA_STATIC_WHILE_SET_AT_EXECUTE = 0x4,
        DATA_STATIC = 0x8,
        DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS = 0x10000,
    }
}

flag_set! {
    /// Static sampler flags (`D3D12_SAMPLER_FLAGS`, version 1.2 only).
    pub struct StaticSamplerFlags {
        UINT_BORDER_COLOR = 0x1 => ["SAMPLER_FLAG_UINT_BORDER_COLOR", "UINT_BORDER_COLOR"],
        NON_NORMALIZED_COORDINATES = 0x2
            => ["SAMPLER_FLAG_NON_NORMALIZED_COORDINATES", "NON_NORMALIZED_COORDINATES"],
    }
}

/// The three kinds of root descriptor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RootDescriptorKind {
    /// Root constant buffer view (`b` register).
    Cbv,
    /// Root shader resource view (`t` register).
    Srv,
    /// Root unordered access view (`u` register).
    Uav,
}

impl RootDescriptorKind {
    /// `"CBV"`, `"SRV"` or `"UAV"`.
    pub const fn keyword(self) -> &'static str {
        match self {
            RootDescriptorKind::Cbv => "CBV",
            RootDescriptorKind::Srv => "SRV",
            RootDescriptorKind::Uav => "UAV",
        }
    }

    /// The register letter: `b`, `t` or `u`.
    pub const fn register_letter(self) -> char {
        match self {
            RootDescriptorKind::Cbv => 'b',
            RootDescriptorKind::Srv => 't',
            RootDescriptorKind::Uav => 'u',
        }
    }
}

/// Inline 32-bit root constants (`D3D12_ROOT_CONSTANTS`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct RootConstants {
    /// The `b` register number.
    pub shader_register: u32,
    /// The register space.
    pub register_space: u32,
    /// How many 32-bit values (`num32BitConstants`).
    pub num_32bit_values: u32,
}

/// A root CBV, SRV or UAV (`D3D12_ROOT_DESCRIPTOR1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RootDescriptor {
    /// The register number.
    pub shader_register: u32,
    /// The register space.
    pub register_space: u32,
    /// `None` when `flags` was not written: the encoder then writes the
    /// version's default (or 0 in `dxc` mode), and version 1.0 writes nothing.
    pub flags: Option<RootDescriptorFlags>,
}

impl RootDescriptor {
    /// A root descriptor for register `shader_register` in space 0, its
    /// flags omitted.
    pub const fn new(shader_register: u32) -> Self {
        RootDescriptor {
            shader_register,
            register_space: 0,
            flags: None,
        }
    }
}

/// One range of a descriptor table (`D3D12_DESCRIPTOR_RANGE1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DescriptorRange {
    /// SRV, UAV, CBV or Sampler.
    pub range_type: DescriptorRangeType,
    /// Number of descriptors, or [`DescriptorRange::UNBOUNDED`].
    pub num_descriptors: u32,
    /// The first register.
    pub base_shader_register: u32,
    /// The register space.
    pub register_space: u32,
    /// `None` when `flags` was not written (see [`RootDescriptor::flags`]).
    pub flags: Option<DescriptorRangeFlags>,
    /// Offset from the table start, or [`DescriptorRange::APPEND`].
    pub offset: u32,
}

impl DescriptorRange {
    /// `numDescriptors = unbounded`.
    pub const UNBOUNDED: u32 = u32::MAX;
    /// `offset = DESCRIPTOR_RANGE_OFFSET_APPEND`.
    pub const APPEND: u32 = u32::MAX;

    /// A range with the language defaults: one descriptor, space 0,
    /// appended, flags omitted.
    pub const fn new(range_type: DescriptorRangeType, base_shader_register: u32) -> Self {
        DescriptorRange {
            range_type,
            num_descriptors: 1,
            base_shader_register,
            register_space: 0,
            flags: None,
            offset: Self::APPEND,
        }
    }

    /// True for `numDescriptors = unbounded`.
    pub const fn is_unbounded(&self) -> bool {
        self.num_descriptors == Self::UNBOUNDED
    }
}

/// A descriptor table (`D3D12_ROOT_DESCRIPTOR_TABLE1`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct DescriptorTable {
    /// The ranges, in order.
    pub ranges: Vec<DescriptorRange>,
}

/// What a root parameter holds, with its descriptor table as `T`.
///
/// [`RootParameterKind`] owns its table's ranges. The byte readers hold the
/// table's header or a view of its ranges in place, and the runtime's
/// `const` description holds where its ranges lie in one shared array: a
/// `const` cannot hold a `Vec`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ParameterKind<T> {
    /// `DescriptorTable(…)`: parameter type 0.
    DescriptorTable(T),
    /// `RootConstants(…)`: parameter type 1.
    Constants(RootConstants),
    /// A root `CBV`, `SRV` or `UAV`: parameter types 2, 3, 4.
    Descriptor(RootDescriptorKind, RootDescriptor),
}

/// What a root parameter holds, its table's ranges owned.
pub type RootParameterKind = ParameterKind<DescriptorTable>;

impl<T> ParameterKind<T> {
    /// The RTS0 `ParameterType`: 0 table, 1 constants, 2 CBV, 3 SRV, 4 UAV.
    pub const fn parameter_type(&self) -> u32 {
        match self {
            ParameterKind::DescriptorTable(_) => 0,
            ParameterKind::Constants(_) => 1,
            ParameterKind::Descriptor(RootDescriptorKind::Cbv, _) => 2,
            ParameterKind::Descriptor(RootDescriptorKind::Srv, _) => 3,
            ParameterKind::Descriptor(RootDescriptorKind::Uav, _) => 4,
        }
    }

    /// The same parameter with its table replaced by `f(table)`.
    ///
    /// ```
    /// use rootsig_core::{DescriptorTable, ParameterKind, RootParameterKind};
    /// let kind: RootParameterKind = ParameterKind::DescriptorTable(DescriptorTable::default());
    /// assert_eq!(kind.map_table(|table| table.ranges.len()), ParameterKind::DescriptorTable(0));
    /// ```
    pub fn map_table<U>(self, f: impl FnOnce(T) -> U) -> ParameterKind<U> {
        match self {
            ParameterKind::DescriptorTable(table) => ParameterKind::DescriptorTable(f(table)),
            ParameterKind::Constants(constants) => ParameterKind::Constants(constants),
            ParameterKind::Descriptor(kind, descriptor) => {
                ParameterKind::Descriptor(kind, descriptor)
            }
        }
    }
}

/// One root parameter, with its descriptor table as `T` (see
/// [`ParameterKind`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Parameter<T> {
    /// What it holds.
    pub kind: ParameterKind<T>,
    /// Which stages see it.
    pub visibility: ShaderVisibility,
}

/// One root parameter (`D3D12_ROOT_PARAMETER1`). Its index in
/// [`RootSignature::parameters`] is its API slot.
pub type RootParameter = Parameter<DescriptorTable>;

impl<T> Parameter<T> {
    /// A root CBV, SRV or UAV for register `shader_register` in space 0,
    /// its flags omitted, visible to every stage.
    ///
    /// ```
    /// use rootsig_core::{RootDescriptorKind, RootParameter};
    /// let camera = RootParameter::descriptor(RootDescriptorKind::Cbv, 0);
    /// assert_eq!(camera.parameter_type(), 2);
    /// ```
    pub const fn descriptor(kind: RootDescriptorKind, shader_register: u32) -> Self {
        Parameter {
            kind: ParameterKind::Descriptor(kind, RootDescriptor::new(shader_register)),
            visibility: ShaderVisibility::ALL,
        }
    }

    /// The RTS0 `ParameterType`: 0 table, 1 constants, 2 CBV, 3 SRV, 4 UAV.
    pub const fn parameter_type(&self) -> u32 {
        self.kind.parameter_type()
    }
}

/// A static sampler (`D3D12_STATIC_SAMPLER_DESC1`).
///
/// Float fields are compared by bit pattern, so decoded NaN payloads and
/// `-0.0` round-trip exactly.
#[derive(Debug, Clone, Copy)]
pub struct StaticSampler {
    #[allow(missing_docs)]
    pub filter: Filter,
    #[allow(missing_docs)]
    pub address_u: TextureAddressMode,
    #[allow(missing_docs)]
    pub address_v: TextureAddressMode,
    #[allow(missing_docs)]
    pub address_w: TextureAddressMode,
    #[allow(missing_docs)]
    pub mip_lod_bias: f32,
    #[allow(missing_docs)]
    pub max_anisotropy: u32,
    #[allow(missing_docs)]
    pub comparison_func: ComparisonFunc,
    #[allow(missing_docs)]
    pub border_color: StaticBorderColor,
    #[allow(missing_docs)]
    pub min_lod: f32,
    #[allow(missing_docs)]
    pub max_lod: f32,
    /// The `s` register number.
    pub shader_register: u32,
    /// The register space.
    pub register_space: u32,
    /// Which stages see it.
    pub visibility: ShaderVisibility,
    /// Sampler flags; only version 1.2 stores them.
    pub flags: StaticSamplerFlags,
}

impl StaticSampler {
    /// A sampler at `s{shader_register}` with every language default:
    /// anisotropic filtering, wrap addressing, maxAnisotropy 16,
    /// LESS_EQUAL, opaque white, LOD 0 to FLT_MAX.
    pub const fn new(shader_register: u32) -> Self {
        StaticSampler {
            filter: Filter::ANISOTROPIC,
            address_u: TextureAddressMode::WRAP,
            address_v: TextureAddressMode::WRAP,
            address_w: TextureAddressMode::WRAP,
            mip_lod_bias: 0.0,
            max_anisotropy: 16,
            comparison_func: ComparisonFunc::LESS_EQUAL,
            border_color: StaticBorderColor::OPAQUE_WHITE,
            min_lod: 0.0,
            max_lod: f32::MAX,
            shader_register,
            register_space: 0,
            visibility: ShaderVisibility::ALL,
            flags: StaticSamplerFlags::empty(),
        }
    }

    /// The fields as raw 32-bit words in `D3D12_STATIC_SAMPLER_DESC1`
    /// order, floats as their bit patterns. Equality and hashing use these,
    /// so decoded NaN payloads and `-0.0` compare exactly.
    ///
    /// ```
    /// use rootsig_core::StaticSampler;
    /// let words = StaticSampler::new(3).raw_fields();
    /// assert_eq!(words[0], 0x55); // FILTER_ANISOTROPIC
    /// assert_eq!(words[9], f32::MAX.to_bits());
    /// assert_eq!(words[10], 3); // s3
    /// ```
    pub fn raw_fields(&self) -> [u32; 14] {
        [
            self.filter.0,
            self.address_u.0,
            self.address_v.0,
            self.address_w.0,
            self.mip_lod_bias.to_bits(),
            self.max_anisotropy,
            self.comparison_func.0,
            self.border_color.0,
            self.min_lod.to_bits(),
            self.max_lod.to_bits(),
            self.shader_register,
            self.register_space,
            self.visibility.0,
            self.flags.bits(),
        ]
    }
}

impl PartialEq for StaticSampler {
    fn eq(&self, other: &Self) -> bool {
        self.raw_fields() == other.raw_fields()
    }
}

impl Eq for StaticSampler {}

impl core::hash::Hash for StaticSampler {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.raw_fields().hash(state)
    }
}

/// A whole root signature description.
///
/// ```
/// use rootsig_core::*;
/// let sig = RootSignature {
///     version: Version::V1_1,
///     flags: RootFlags::ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT,
///     parameters: vec![RootParameter {
///         kind: RootParameterKind::Descriptor(
///             RootDescriptorKind::Cbv,
///             RootDescriptor { shader_register: 0, register_space: 0, flags: None },
///         ),
///         visibility: ShaderVisibility::ALL,
///     }],
///     static_samplers: vec![StaticSampler::new(0)],
/// };
/// assert_eq!(sig.parameters[0].parameter_type(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct RootSignature {
    /// Which binary layout and flag rules apply.
    pub version: Version,
    /// The root flags (the RTS0 header `Flags`).
    pub flags: RootFlags,
    /// Root parameters; the index is the API slot.
    pub parameters: Vec<RootParameter>,
    /// Static samplers, in source order.
    pub static_samplers: Vec<StaticSampler>,
}

/// How omitted `flags` are written at versions 1.1 and 1.2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum EncodingMode {
    /// Write the documented 1.1 defaults explicitly (as clang does).
    #[default]
    Standard,
    /// Write 0, byte-identical with DXC. The runtime reads 0 as the same defaults.
    Dxc,
}

/// How `LOCAL_ROOT_SIGNATURE` is treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Context {
    /// Like `dxc -T rootsig_1_x`: the flag may be written or left out.
    #[default]
    Standalone,
    /// A `[RootSignature]` attribute or global subobject: the flag is an error (RS0231).
    Global,
    /// A local root signature subobject: the flag is added automatically.
    Local,
}

/// The two kinds of shader-visible descriptor heap
/// (`D3D12_DESCRIPTOR_HEAP_TYPE`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DescriptorHeapType {
    /// The CBV/SRV/UAV heap.
    CbvSrvUav,
    /// The sampler heap.
    Sampler,
}

impl DescriptorHeapType {
    /// The heap a range type's descriptors live in, or `None` for an
    /// unknown range type.
    pub fn of_range_type(range_type: DescriptorRangeType) -> Option<DescriptorHeapType> {
        match range_type {
            DescriptorRangeType::SAMPLER => Some(DescriptorHeapType::Sampler),
            DescriptorRangeType::SRV | DescriptorRangeType::UAV | DescriptorRangeType::CBV => {
                Some(DescriptorHeapType::CbvSrvUav)
            }
            _ => None,
        }
    }
}

/// A register class: every (class, space) pair is its own register file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegisterClass {
    /// Constant buffers (`b`), including root constants.
    Cbv,
    /// Shader resource views (`t`).
    Srv,
    /// Unordered access views (`u`).
    Uav,
    /// Samplers (`s`), including static samplers.
    Sampler,
}

impl RegisterClass {
    /// The register letter: `b`, `t`, `u` or `s`.
    pub const fn letter(self) -> char {
        match self {
            RegisterClass::Cbv => 'b',
            RegisterClass::Srv => 't',
            RegisterClass::Uav => 'u',
            RegisterClass::Sampler => 's',
        }
    }

    /// The class a range type binds, or `None` for an unknown range type.
    pub fn of_range_type(range_type: DescriptorRangeType) -> Option<RegisterClass> {
        match range_type {
            DescriptorRangeType::CBV => Some(RegisterClass::Cbv),
            DescriptorRangeType::SRV => Some(RegisterClass::Srv),
            DescriptorRangeType::UAV => Some(RegisterClass::Uav),
            DescriptorRangeType::SAMPLER => Some(RegisterClass::Sampler),
            _ => None,
        }
    }

    /// The class as messages name it: `CBV`, `SRV`, `UAV` or `sampler`.
    pub const fn name(self) -> &'static str {
        match self {
            RegisterClass::Cbv => "CBV",
            RegisterClass::Srv => "SRV",
            RegisterClass::Uav => "UAV",
            RegisterClass::Sampler => "sampler",
        }
    }

    /// The descriptor range keyword that binds this class: `CBV`, `SRV`,
    /// `UAV` or `Sampler`.
    pub const fn range_keyword(self) -> &'static str {
        match self {
            RegisterClass::Sampler => "Sampler",
            other => other.name(),
        }
    }

    /// The class of a lowercase register letter (`b`, `t`, `u`, `s`).
    #[cfg(feature = "compiler")]
    pub(crate) const fn from_lowercase(byte: u8) -> Option<RegisterClass> {
        match byte {
            b'b' => Some(RegisterClass::Cbv),
            b't' => Some(RegisterClass::Srv),
            b'u' => Some(RegisterClass::Uav),
            b's' => Some(RegisterClass::Sampler),
            _ => None,
        }
    }

    /// The class a root descriptor binds.
    pub const fn of_root_descriptor(kind: RootDescriptorKind) -> RegisterClass {
        match kind {
            RootDescriptorKind::Cbv => RegisterClass::Cbv,
            RootDescriptorKind::Srv => RegisterClass::Srv,
            RootDescriptorKind::Uav => RegisterClass::Uav,
        }
    }
}

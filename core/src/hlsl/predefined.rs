//! The macros DXC defines before it reads a file (docs/bindings.md §2.1):
//! the compiler's name and version, the language version, and the target
//! from `-T` (stage and shader model).

use std::fmt;

/// The shader stage of an entry point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Vertex shader.
    Vertex,
    /// Hull shader.
    Hull,
    /// Domain shader.
    Domain,
    /// Geometry shader.
    Geometry,
    /// Pixel shader.
    Pixel,
    /// Amplification shader.
    Amplification,
    /// Mesh shader.
    Mesh,
    /// Compute shader.
    Compute,
    /// A library (DXR and work graphs).
    Library,
    /// A raytracing shader.
    Raytracing,
    /// A work-graph node.
    Node,
}

impl Stage {
    /// Every stage.
    pub const ALL: [Stage; 11] = [
        Stage::Vertex,
        Stage::Hull,
        Stage::Domain,
        Stage::Geometry,
        Stage::Pixel,
        Stage::Amplification,
        Stage::Mesh,
        Stage::Compute,
        Stage::Library,
        Stage::Raytracing,
        Stage::Node,
    ];

    /// The lowercase name, as the command line takes it.
    pub const fn as_str(self) -> &'static str {
        match self {
            Stage::Vertex => "vertex",
            Stage::Hull => "hull",
            Stage::Domain => "domain",
            Stage::Geometry => "geometry",
            Stage::Pixel => "pixel",
            Stage::Amplification => "amplification",
            Stage::Mesh => "mesh",
            Stage::Compute => "compute",
            Stage::Library => "library",
            Stage::Raytracing => "raytracing",
            Stage::Node => "node",
        }
    }

    /// The stage named `name` (as [`Stage::as_str`] writes it).
    pub fn parse(name: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|s| s.as_str() == name)
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A shader model, such as 6.6 (`-T ps_6_6`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShaderModel {
    /// The major version (6).
    pub major: u32,
    /// The minor version.
    pub minor: u32,
}

impl Default for ShaderModel {
    /// Shader Model 6.0, DXC's lowest DXIL target.
    fn default() -> Self {
        ShaderModel { major: 6, minor: 0 }
    }
}

impl ShaderModel {
    /// Reads `6_6` (as `-T` writes it) or `6.6`.
    ///
    /// ```
    /// use rootsig_core::hlsl::ShaderModel;
    /// assert_eq!(ShaderModel::parse("6_6"), Some(ShaderModel { major: 6, minor: 6 }));
    /// assert_eq!(ShaderModel::parse("6.8"), Some(ShaderModel { major: 6, minor: 8 }));
    /// assert_eq!(ShaderModel::parse("six"), None);
    /// ```
    pub fn parse(text: &str) -> Option<ShaderModel> {
        let (major, minor) = text.split_once(['_', '.'])?;
        Some(ShaderModel {
            major: major.parse().ok()?,
            minor: minor.parse().ok()?,
        })
    }
}

impl fmt::Display for ShaderModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}_{}", self.major, self.minor)
    }
}

/// What DXC's `-T` says: the stage, when there is one, and the model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Target {
    /// The stage; without one `__SHADER_TARGET_STAGE` stays undefined.
    pub stage: Option<Stage>,
    /// The shader model.
    pub shader_model: ShaderModel,
    /// DXC's `-enable-16bit-types`: `__HLSL_ENABLE_16_BIT` is defined, and
    /// `half` and the `min16` types are 16 bits wide in constant buffers,
    /// not 32 (docs/bindings.md §7.4).
    pub enable_16bit_types: bool,
}

/// DXC's numbers for the stages (DXIL's shader kinds), in the order the
/// `__SHADER_STAGE_*` macros are defined.
const STAGES: [(&str, u32); 9] = [
    ("VERTEX", 1),
    ("PIXEL", 0),
    ("GEOMETRY", 2),
    ("HULL", 3),
    ("DOMAIN", 4),
    ("COMPUTE", 5),
    ("AMPLIFICATION", 14),
    ("MESH", 13),
    ("LIBRARY", 6),
];

/// The `__SHADER_STAGE_*` name of a stage (raytracing shaders and nodes
/// are compiled as libraries).
fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::Vertex => "VERTEX",
        Stage::Pixel => "PIXEL",
        Stage::Geometry => "GEOMETRY",
        Stage::Hull => "HULL",
        Stage::Domain => "DOMAIN",
        Stage::Compute => "COMPUTE",
        Stage::Amplification => "AMPLIFICATION",
        Stage::Mesh => "MESH",
        Stage::Library | Stage::Raytracing | Stage::Node => "LIBRARY",
    }
}

/// The release of DXC whose version macros rootsig defines.
const DXC_VERSION: [(&str, u32); 4] = [
    ("__DXC_VERSION_MAJOR", 1),
    ("__DXC_VERSION_MINOR", 8),
    ("__DXC_VERSION_RELEASE", 2505),
    ("__DXC_VERSION_COMMITS", 0),
];

/// The predefined macros as `(name, value)`, in DXC's order.
///
/// ```
/// use rootsig_core::hlsl::{predefined, ShaderModel, Stage, Target};
/// let target = Target {
///     stage: Some(Stage::Pixel),
///     shader_model: ShaderModel { major: 6, minor: 6 },
///     enable_16bit_types: true,
/// };
/// let macros = predefined(&target);
/// assert!(macros.contains(&("__SHADER_TARGET_STAGE".to_owned(), "0".to_owned())));
/// assert!(macros.contains(&("__SHADER_TARGET_MINOR".to_owned(), "6".to_owned())));
/// assert!(macros.contains(&("__HLSL_VERSION".to_owned(), "2021".to_owned())));
/// assert!(macros.contains(&("__HLSL_ENABLE_16_BIT".to_owned(), "1".to_owned())));
/// ```
pub fn predefined(target: &Target) -> Vec<(String, String)> {
    let mut out = vec![
        ("__hlsl_dx_compiler".to_owned(), "1".to_owned()),
        ("__HLSL_VERSION".to_owned(), "2021".to_owned()),
    ];
    out.extend(
        DXC_VERSION
            .iter()
            .map(|(n, v)| ((*n).to_owned(), v.to_string())),
    );
    out.extend(
        STAGES
            .iter()
            .map(|(n, v)| (format!("__SHADER_STAGE_{n}"), v.to_string())),
    );
    if let Some(stage) = target.stage {
        let name = stage_name(stage);
        let number = STAGES.iter().find(|(n, _)| *n == name).map_or(6, |s| s.1);
        out.push(("__SHADER_TARGET_STAGE".to_owned(), number.to_string()));
    }
    out.push((
        "__SHADER_TARGET_MAJOR".to_owned(),
        target.shader_model.major.to_string(),
    ));
    out.push((
        "__SHADER_TARGET_MINOR".to_owned(),
        target.shader_model.minor.to_string(),
    ));
    if target.enable_16bit_types {
        out.push(("__HLSL_ENABLE_16_BIT".to_owned(), "1".to_owned()));
    }
    out
}

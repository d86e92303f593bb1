//! The settings that come with root signature text.

use crate::model::{Context, EncodingMode, Version};

/// Settings that come with the text: version, encoding mode, context.
///
/// ```
/// use rootsig_core::{Options, Version, EncodingMode};
/// let options = Options { version: Version::V1_0, ..Options::default() };
/// assert_eq!(options.encoding, EncodingMode::Standard);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Options {
    /// Root signature version (default 1.1).
    pub version: Version,
    /// Bytes written for omitted flags (default standard).
    pub encoding: EncodingMode,
    /// How `LOCAL_ROOT_SIGNATURE` is treated (default standalone).
    pub context: Context,
    /// Treat warnings (the codes whose severity is
    /// [`Severity::Warning`](crate::Severity::Warning)) as errors.
    pub warnings_as_errors: bool,
    /// Accept `name: Element(…)` labels on root parameters and ranges. This
    /// is a rootsig extension for `root_signature!`; plain HLSL has no labels.
    pub labels: bool,
}

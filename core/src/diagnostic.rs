//! Diagnostics: stable codes, messages, spans, and rustc-style rendering.

use crate::span::Span;
use core::fmt;

/// At most this many diagnostics are reported for one input, as rustc
/// limits its errors; one more diagnostic, without a span, says how many
/// errors and warnings were left out. It has the code of the first error
/// left out (or of the first warning when only warnings were), so a
/// [`Diagnostics`] keeps [`Diagnostics::has_errors`] and
/// [`Diagnostics::is_empty`] exactly as they would be without the limit.
pub const MAX_DIAGNOSTICS: usize = 100;

/// One code is reported at most this many times for one element (a
/// descriptor table counts with its ranges); the next report becomes a
/// summary with the same code, severity and span that counts it and every
/// later one, such as "and 24,997 more range pairs alias in this table".
pub const MAX_REPEATS: usize = 10;

/// Whether a diagnostic stops the blob from being produced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Severity {
    /// The root signature is rejected.
    Error,
    /// Reported, but the blob is still produced (unless warnings are made errors).
    Warning,
}

macro_rules! codes {
    ($($variant:ident $sev:ident $title:literal,)*) => {
        /// A stable diagnostic code, as listed in the language reference.
        ///
        /// Codes are grouped by phase: `RS00xx` lexing, `RS01xx` parsing,
        /// `RS02xx` semantic rules, `RS03xx` value-domain rules for
        /// descriptions built through the API or decoded from a blob. The
        /// `BN` codes are the shader side (`bindings`, a cargo feature): `BN00xx`
        /// register syntax, `BN01xx` register types, `BN02xx` allocation,
        /// `BN03xx` a shader against a root signature. The `HL` codes are the
        /// HLSL front end: `HL00xx` files, `HL01xx` the preprocessor,
        /// `HL02xx` finding the root signature or entry function.
        ///
        /// ```
        /// use rootsig_core::{Code, Severity};
        /// let code: Code = "RS0217".parse().unwrap();
        /// assert_eq!(code, Code::RS0217);
        /// assert_eq!(code.as_str(), "RS0217");
        /// assert_eq!(Code::RS0214.severity(), Severity::Warning);
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(missing_docs)]
        pub enum Code { $($variant,)* }

        impl Code {
            /// Every code, in numeric order.
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The code as written in messages, such as `"RS0217"`.
            pub const fn as_str(self) -> &'static str {
                match self { $(Code::$variant => stringify!($variant),)* }
            }

            /// The severity a diagnostic with this code has.
            pub const fn severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$sev,)* }
            }

            /// A one-line statement of the rule.
            pub const fn title(self) -> &'static str {
                match self { $(Code::$variant => $title,)* }
            }
        }
    };
}

codes! {
    RS0001 Error "a character that cannot start any token",
    RS0002 Error "register letters are lowercase",
    RS0003 Error "a number does not fit in 32 bits",
    RS0004 Error "numbers are decimal; hexadecimal is not allowed",
    RS0005 Error "malformed number",
    RS0006 Error "a register token has trailing characters",
    RS0007 Error "a float literal is too large for a 32-bit float",
    RS0008 Error "a non-zero float literal is too small to represent",
    RS0101 Error "expected a root element",
    RS0102 Error "elements must be separated by commas",
    RS0103 Error "an element keyword must be followed by '('",
    RS0104 Error "expected ',' or ')' (or the input ended inside parentheses)",
    RS0105 Error "empty item: an extra comma",
    RS0106 Error "an item that the element does not accept",
    RS0107 Error "a register of the wrong class",
    RS0108 Error "a parameter name must be followed by '='",
    RS0109 Error "an unsigned decimal integer is expected",
    RS0110 Error "a number is expected",
    RS0111 Error "a negative integer is out of range for a float parameter",
    RS0112 Error "unknown enumeration value",
    RS0113 Error "a flag name (or 0) is expected",
    RS0114 Error "flags must be written by name; only 0 may be a number",
    RS0115 Error "'0' cannot be combined with other flags",
    RS0116 Error "a parameter is given more than once",
    RS0117 Error "a mandatory parameter is missing",
    RS0118 Error "RootFlags may appear only once",
    RS0201 Error "register 4294967295 is reserved",
    RS0202 Error "register spaces 0xFFFFFFF0 and above are reserved",
    RS0203 Error "a descriptor range needs at least one descriptor",
    RS0204 Error "a range runs past the last register",
    RS0205 Error "version 1.0 has no flag fields",
    RS0206 Error "static sampler flags need version 1.2",
    RS0207 Error "a root descriptor sets more than one DATA_* flag",
    RS0208 Error "a descriptor range sets more than one DATA_* flag",
    RS0209 Error "DESCRIPTORS_VOLATILE cannot be combined with DATA_STATIC",
    RS0210 Error "descriptors cannot be both volatile and static",
    RS0211 Error "Sampler ranges cannot have DATA_* flags",
    RS0212 Error "a table mixes Sampler ranges with CBV/SRV/UAV ranges",
    RS0213 Error "an appended range follows an unbounded range",
    RS0214 Warning "an unbounded range is not the last range of its table",
    RS0215 Error "a range ends past descriptor offset 4294967295",
    RS0216 Warning "ranges of different types share descriptor slots",
    RS0217 Error "two bindings overlap",
    RS0218 Error "maxAnisotropy is above 16",
    RS0219 Error "mipLODBias is outside -16 to 15.99",
    RS0220 Error "minLOD or maxLOD is NaN",
    RS0221 Warning "minLOD is greater than maxLOD",
    RS0222 Error "a comparison filter needs a comparison function",
    RS0223 Error "UINT_BORDER_COLOR needs a UINT-compatible border colour",
    RS0224 Error "NON_NORMALIZED_COORDINATES restricts the filter",
    RS0225 Error "NON_NORMALIZED_COORDINATES needs minLOD = maxLOD = 0",
    RS0226 Error "NON_NORMALIZED_COORDINATES needs CLAMP or BORDER addressing",
    RS0227 Warning "a parameter is visible only to a stage that RootFlags denies",
    RS0228 Error "LOCAL_ROOT_SIGNATURE cannot be combined with other root flags",
    RS0229 Error "local root signature parameters must be visible to ALL",
    RS0230 Error "local root arguments take more than 4064 bytes",
    RS0231 Error "LOCAL_ROOT_SIGNATURE in a global root signature",
    RS0232 Error "the root signature costs more than 64 DWORDs",
    RS0233 Error "more than 2032 static samplers",
    RS0301 Error "unknown root flag bits",
    RS0302 Error "unknown shader visibility",
    RS0303 Error "unknown descriptor range type",
    RS0304 Error "unknown root descriptor flag bits",
    RS0305 Error "unknown descriptor range flag bits",
    RS0306 Error "unknown static sampler flag bits",
    RS0307 Error "unknown filter",
    RS0308 Error "unknown texture address mode",
    RS0309 Error "unknown comparison function",
    RS0310 Error "unknown border colour",
    BN0001 Error "an empty register annotation",
    BN0002 Error "a malformed register annotation",
    BN0003 Error "an unknown register type",
    BN0004 Error "a register number that is not a decimal integer",
    BN0005 Error "an invalid register space",
    BN0006 Error "a binding that runs past register 4294967295",
    BN0007 Error "a register annotation on something that cannot be bound",
    BN0008 Error "the legacy 'i' register type",
    BN0009 Error "a profile-qualified register annotation",
    BN0010 Error "a declaration that is not closed",
    BN0011 Error "a negative array size",
    BN0012 Error "declarations nested too deeply",
    BN0101 Error "the register type does not fit the declaration",
    BN0102 Error "'b' on a global numeric variable",
    BN0103 Error "'c' on a numeric variable inside a constant buffer",
    BN0104 Warning "a struct annotated with a register type it has no member of",
    BN0105 Error "the same register type twice on one declaration",
    BN0106 Error "a register space on a global numeric variable",
    BN0201 Error "no free registers for a bounded resource",
    BN0202 Error "no free registers up to 4294967295 for an unbounded resource",
    BN0203 Error "more than one unbounded resource in one space",
    BN0204 Error "explicit bindings overlap",
    BN0205 Error "an unbounded resource with legacy resource reservation",
    BN0206 Error "struct elements holding more resources than rootsig lists",
    BN0301 Error "a used resource is not bound by the root signature",
    BN0302 Error "a root SRV/UAV descriptor holds a resource that is not a raw or structured buffer",
    BN0303 Error "a UAV counter behind a root UAV descriptor",
    BN0304 Error "a stage denied root access binds resources",
    BN0305 Error "descriptor heap indexing without its root flag",
    HL0001 Error "a file that cannot be read",
    HL0002 Error "an included file that cannot be found",
    HL0003 Error "includes nested too deeply",
    HL0004 Error "input larger than the preprocessor reads",
    HL0101 Error "an unterminated block comment",
    HL0102 Error "an unknown preprocessing directive",
    HL0103 Error "a conditional directive out of place",
    HL0104 Error "a malformed macro definition",
    HL0105 Error "a malformed #if expression",
    HL0106 Error "a macro invoked with the wrong arguments",
    HL0107 Error "a paste that does not make one token",
    HL0108 Error "an #error directive",
    HL0109 Error "a malformed #include",
    HL0110 Error "a malformed command-line define",
    HL0111 Error "macro invocations nested too deeply",
    HL0201 Error "the named root signature or entry function is missing",
    HL0202 Error "a root signature that is not string literals",
    HL0203 Error "uniform parameters on the entry function",
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error returned when a string is not a known diagnostic code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownCode(pub String);

impl fmt::Display for UnknownCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a rootsig diagnostic code (they run RS0001 to RS0310, BN0001 to BN0305, and HL0001 to HL0203)",
            self.0
        )
    }
}

impl std::error::Error for UnknownCode {}

impl core::str::FromStr for Code {
    type Err = UnknownCode;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Code::ALL
            .iter()
            .copied()
            .find(|c| c.as_str().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownCode(s.to_owned()))
    }
}

/// A secondary place that a diagnostic refers to, such as the other element of
/// an overlap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Related {
    /// Where it is, when the description came from text.
    pub span: Option<Span>,
    /// What it is, such as "root parameter 0 `CBV(b2)` is here".
    pub label: String,
}

/// One problem found in a root signature.
///
/// The `message` follows the language reference: lowercase, no final period,
/// naming the element with its 0-based index in binary order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The stable rule code.
    pub code: Code,
    /// Error or warning. Normally `code.severity()`.
    pub severity: Severity,
    /// The message, as given in the language reference.
    pub message: String,
    /// The offending text, when the description came from text.
    pub span: Option<Span>,
    /// Related places (for example the earlier element of an overlap).
    pub related: Vec<Related>,
    /// How to fix it, when there is something useful to say.
    pub help: Option<String>,
}

impl Diagnostic {
    /// A diagnostic with the code's own severity and no related places.
    pub fn new(code: Code, message: impl Into<String>, span: Option<Span>) -> Self {
        Diagnostic {
            code,
            severity: code.severity(),
            message: message.into(),
            span,
            related: Vec::new(),
            help: None,
        }
    }

    /// Adds a related place.
    pub fn with_related(mut self, span: Option<Span>, label: impl Into<String>) -> Self {
        self.related.push(Related {
            span,
            label: label.into(),
        });
        self
    }

    /// Sets the `help:` line.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// True for errors, false for warnings.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        write!(f, "{sev}[{}]: {}", self.code, self.message)
    }
}

/// Every diagnostic produced for one input, in source order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// No diagnostics.
    pub fn new() -> Self {
        Diagnostics(Vec::new())
    }

    /// Adds one.
    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.0.push(diagnostic);
    }

    /// True when at least one diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }

    /// True when there are no diagnostics at all.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Number of diagnostics.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Iterates over the diagnostics.
    pub fn iter(&self) -> core::slice::Iter<'_, Diagnostic> {
        self.0.iter()
    }

    /// The codes, in order; handy in tests.
    pub fn codes(&self) -> Vec<Code> {
        self.0.iter().map(|d| d.code).collect()
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Diagnostics(vec![d])
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = core::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

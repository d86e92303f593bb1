//! Diagnostics: stable codes, messages, spans, and rustc-style rendering.

pub use crate::rules::{Code, Severity};
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

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Code {
    /// The note that ends every rendered error with a code, pointing at
    /// its explanation, in rustc's words.
    ///
    /// ```
    /// use rootsig_core::Code;
    /// assert_eq!(
    ///     Code::RS0217.explain_note(),
    ///     "for more information about this error, try `rootsig explain RS0217`"
    /// );
    /// ```
    pub fn explain_note(self) -> String {
        format!("for more information about this error, try `rootsig explain {self}`")
    }
}

/// The error returned when a string is not a known diagnostic code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownCode(pub String);

impl fmt::Display for UnknownCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a rootsig diagnostic code (they run {})",
            self.0,
            Code::ranges()
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

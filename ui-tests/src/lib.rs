//! trybuild compile-fail and pass cases for `root_signature!` and
//! `include_root_signature!` (see `tests/`), and the checks the pass
//! cases share.
//!
//! Run them with `cargo test -p rootsig-ui-tests`. The `.stderr` snapshots
//! depend on the compiler version; refresh them with `TRYBUILD=overwrite`.

use rootsig::{Options, RootSignature, Version};

/// What a pass case checks against the run-time compiler for one signature.
pub struct Expansion<'a> {
    /// `Name::BLOB.as_bytes()`.
    pub blob: &'a [u8],
    /// `Name::RTS0.as_bytes()`.
    pub rts0: &'a [u8],
    /// `Name::DESC.to_signature()`.
    pub desc: RootSignature,
    /// `Name::VERSION`.
    pub version: Version,
}

/// Gathers a generated signature's constants into an [`Expansion`].
#[macro_export]
macro_rules! expansion {
    ($sig:path) => {{
        use $sig as Sig;
        $crate::Expansion {
            blob: Sig::BLOB.as_bytes(),
            rts0: Sig::RTS0.as_bytes(),
            desc: Sig::DESC.to_signature(),
            version: Sig::VERSION,
        }
    }};
}

/// Asserts that a signature's constants are exactly what the run-time
/// compiler gives for `text` (written independently in the test) with
/// `options`: the same container bytes, RTS0 part, description and version,
/// and that the blob is 4-byte aligned and decodes.
///
/// # Panics
///
/// When anything differs.
pub fn assert_matches_runtime(expansion: &Expansion<'_>, text: &str, options: &Options) {
    let compiled = rootsig::compile_signature(text, options)
        .unwrap_or_else(|e| panic!("the run-time compiler rejects {text:?}: {e}"));
    assert_eq!(
        expansion.blob,
        compiled.blob.as_bytes(),
        "BLOB differs for {text:?}"
    );
    assert_eq!(
        expansion.rts0,
        compiled.blob.rts0(),
        "RTS0 differs for {text:?}"
    );
    assert_eq!(
        expansion.desc, compiled.signature,
        "DESC differs for {text:?}"
    );
    assert_eq!(
        expansion.version, options.version,
        "VERSION differs for {text:?}"
    );
    assert_eq!(
        expansion.blob.as_ptr() as usize % 4,
        0,
        "BLOB is not 4-byte aligned"
    );
    assert!(
        rootsig::decode(expansion.blob).is_ok(),
        "BLOB does not decode"
    );
}

/// Options with labels on, as `root_signature!` compiles.
pub fn options(version: Version) -> Options {
    Options {
        version,
        labels: true,
        ..Options::default()
    }
}

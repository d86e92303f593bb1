//! Converting a root signature to another version (docs/format.md §5.5), for
//! runtimes older or newer than the one it was written for.

use crate::diagnostic::{Code, Diagnostic, Diagnostics};
use crate::model::{
    DescriptorRangeFlags, DescriptorRangeType, ParameterKind, RootDescriptorFlags, RootSignature,
    StaticSamplerFlags, Version,
};

/// Names of the set bits of a flag word, joined with `|`.
fn names<F: bitflags::Flags>(flags: &F) -> String {
    let names: Vec<&str> = flags.iter_names().map(|(name, _)| name).collect();
    names.join(" | ")
}

impl RootSignature {
    /// The same root signature at version `to`: going up writes the flags
    /// version 1.0 implies (root descriptors DATA_VOLATILE, CBV/SRV/UAV
    /// ranges DESCRIPTORS_VOLATILE | DATA_VOLATILE, Sampler ranges
    /// DESCRIPTORS_VOLATILE); going to 1.0 drops every range and root
    /// descriptor flag, and going below 1.2 every static sampler flag. Each
    /// dropped flag is a BN0406 warning; a static sampler with
    /// NON_NORMALIZED_COORDINATES cannot go below 1.2 (BN0407).
    ///
    /// ```
    /// use rootsig_core::{compile_signature, Code, Options, Version};
    /// let sig = compile_signature("CBV(b0, flags = DATA_STATIC)", &Options::default())
    ///     .unwrap().signature;
    /// let (old, warnings) = sig.convert(Version::V1_0).unwrap();
    /// assert_eq!(old.version, Version::V1_0);
    /// assert_eq!(warnings.codes(), [Code::BN0406]);
    /// assert_eq!(
    ///     warnings.iter().next().unwrap().message,
    ///     "root parameter 0 loses its flags DATA_STATIC: version 1.0 has no flag fields",
    /// );
    /// let (back, _) = old.convert(Version::V1_1).unwrap();
    /// let rootsig_core::RootParameterKind::Descriptor(_, d) = back.parameters[0].kind else { panic!() };
    /// assert_eq!(d.flags, Some(rootsig_core::RootDescriptorFlags::DATA_VOLATILE));
    /// ```
    pub fn convert(&self, to: Version) -> Result<(RootSignature, Diagnostics), Diagnostics> {
        let mut out = self.clone();
        out.version = to;
        let mut warnings = Diagnostics::new();
        let mut errors = Diagnostics::new();
        let from = self.version;
        for (i, parameter) in out.parameters.iter_mut().enumerate() {
            match &mut parameter.kind {
                ParameterKind::Descriptor(_, d) => {
                    if to == Version::V1_0 {
                        if let Some(flags) = d.flags.take().filter(|f| !f.is_empty()) {
                            warnings.push(dropped(format!("root parameter {i}"), &names(&flags)));
                        }
                    } else if from == Version::V1_0 {
                        d.flags = Some(RootDescriptorFlags::DATA_VOLATILE);
                    }
                }
                ParameterKind::DescriptorTable(table) => {
                    for (k, range) in table.ranges.iter_mut().enumerate() {
                        if to == Version::V1_0 {
                            if let Some(flags) = range.flags.take().filter(|f| !f.is_empty()) {
                                warnings.push(dropped(
                                    format!("range {k} of root parameter {i}"),
                                    &names(&flags),
                                ));
                            }
                        } else if from == Version::V1_0 {
                            range.flags =
                                Some(if range.range_type == DescriptorRangeType::SAMPLER {
                                    DescriptorRangeFlags::DESCRIPTORS_VOLATILE
                                } else {
                                    DescriptorRangeFlags::DESCRIPTORS_VOLATILE
                                        | DescriptorRangeFlags::DATA_VOLATILE
                                });
                        }
                    }
                }
                ParameterKind::Constants(_) => {}
            }
        }
        if to < Version::V1_2 {
            for (k, sampler) in out.static_samplers.iter_mut().enumerate() {
                if sampler
                    .flags
                    .contains(StaticSamplerFlags::NON_NORMALIZED_COORDINATES)
                {
                    errors.push(
                        Diagnostic::new(
                            Code::BN0407,
                            format!(
                                "static sampler {k} has NON_NORMALIZED_COORDINATES, which version {to} cannot hold"
                            ),
                            None,
                        )
                        .with_help("keep version 1.2, or give the sampler normalized coordinates first"),
                    );
                } else if !sampler.flags.is_empty() {
                    warnings.push(dropped(
                        format!("static sampler {k}"),
                        &names(&sampler.flags),
                    ));
                }
                sampler.flags = StaticSamplerFlags::empty();
            }
        }
        if errors.is_empty() {
            Ok((out, warnings))
        } else {
            Err(errors)
        }
    }
}

fn dropped(what: String, flags: &str) -> Diagnostic {
    let why = if what.starts_with("static sampler") {
        "static sampler flags need version 1.2"
    } else {
        "version 1.0 has no flag fields"
    };
    Diagnostic::new(
        Code::BN0406,
        format!("{what} loses its flags {flags}: {why}"),
        None,
    )
}

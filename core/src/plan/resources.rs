//! The shader resources of a signature's entry points, as the handles of
//! `Name::resources`: one per resource the signature binds, named after it.
//!
//! ```
//! use rootsig_core::bindings::{read_bindings, ShaderRequest, Stage};
//! use rootsig_core::hlsl::MemoryFiles;
//! use rootsig_core::plan::resources::Resources;
//! use rootsig_core::{compile_signature, Options};
//! let mut files = MemoryFiles::default();
//! files.insert("s.hlsl", "Texture2D albedo : register(t1);\n\
//!     float4 main() : SV_Target { return albedo.Load(int3(0, 0, 0)); }\n");
//! let request = ShaderRequest::new("s.hlsl", "main", Stage::Pixel);
//! let read = read_bindings(&request, &mut files);
//! let signature = compile_signature("DescriptorTable(SRV(t0, numDescriptors = 2))", &Options::default())
//!     .unwrap().signature;
//! let mut resources = Resources::default();
//! assert!(resources.add(&read.result.unwrap().table, &signature).is_empty());
//! assert_eq!(resources.list[0].name, "albedo");
//! assert_eq!(resources.list[0].doc, "`Texture2D albedo` (t1, space 0), used by `main` (pixel).");
//! ```

use super::Resource;
use super::names::rust_name;
use crate::bindings::packing::CBufferLayout;
use crate::bindings::{Binding, BindingCount, BindingTable, ResourceSlot, resolve};
use crate::model::RootSignature;

/// The resources of the entry points added so far.
#[derive(Debug, Default)]
pub struct Resources {
    /// One per resource, in the order the entry points declare them.
    pub list: Vec<Resource>,
    /// Each resource's HLSL name, its slot, and the entry point that
    /// found it first.
    seen: Vec<(String, ResourceSlot, String)>,
    /// The constant buffers the entry points use, by HLSL name, each as the
    /// first entry point that uses it lays it out (`S::LAYOUT`).
    pub constant_buffers: Vec<(String, CBufferLayout)>,
}

impl Resources {
    /// Adds the resources of one entry point that `signature` binds (static
    /// samplers have nothing to bind). Returns a message for each resource
    /// that an earlier entry point found in other registers: one handle
    /// cannot address both.
    pub fn add(&mut self, table: &BindingTable, signature: &RootSignature) -> Vec<String> {
        for (binding, layout) in table.constant_buffers() {
            if !self
                .constant_buffers
                .iter()
                .any(|(n, _)| *n == binding.name)
            {
                (self.constant_buffers).push((binding.name.clone(), layout.clone()));
            }
        }
        let mut conflicts = Vec::new();
        let at = format!("`{}` ({})", table.entry, table.stage);
        for (binding, slot) in resolve(table, signature) {
            if matches!(slot, ResourceSlot::StaticSampler { .. }) {
                continue;
            }
            if let Some((_, first, first_at)) = self.seen.iter().find(|(n, ..)| *n == binding.name)
            {
                if *first != slot {
                    conflicts.push(format!(
                        "'{}' takes different registers in {first_at} and {at}, so one handle cannot address it; give it an explicit `register(…)`",
                        binding.name
                    ));
                }
                continue;
            }
            self.seen.push((binding.name.clone(), slot, at.clone()));
            let base = rust_name(&binding.name);
            let mut name = base.clone();
            let mut n = 2;
            while self.list.iter().any(|r| r.name == name) {
                name = format!("{base}_{n}");
                n += 1;
            }
            let registers = match binding.registers() {
                Some(registers) => format!("{registers}, space {}", binding.space),
                None => "no register".to_owned(),
            };
            let doc = format!(
                "`{} {}` ({registers}), used by {at}.",
                binding.type_name, binding.name
            );
            self.list.push(Resource {
                name,
                doc,
                slot,
                class: binding.class,
                kind: binding.properties.kind,
                stride: binding.properties.stride,
            });
        }
        conflicts
    }
}

/// A message for each record of a compiled shader (`compiled`, read from
/// `path`) that no HLSL entry point of its stage (among `tables`) uses:
/// the HLSL was compiled with other defines (a register or space that
/// differs, or a resource the HLSL lacks). A resource of the HLSL that the
/// binary lacks is normal (the optimiser removed its use). Without an
/// entry point of its stage there is nothing to compare.
pub fn foreign_records(
    path: &str,
    compiled: &BindingTable,
    tables: &[BindingTable],
) -> Vec<String> {
    let same_stage: Vec<&BindingTable> = tables
        .iter()
        .filter(|t| t.stage == compiled.stage)
        .collect();
    let range = |b: &Binding| {
        let lower = u64::from(b.lower?);
        let last = match b.count {
            BindingCount::Bounded(n) => lower + n.max(1) - 1,
            BindingCount::Unbounded => u64::from(u32::MAX),
        };
        Some((lower, last))
    };
    let mut out = Vec::new();
    if same_stage.is_empty() {
        return out;
    }
    let entries: Vec<String> = same_stage
        .iter()
        .map(|t| format!("`{}`", t.entry))
        .collect();
    for record in &compiled.bindings {
        let Some((lower, last)) = range(record) else {
            continue;
        };
        let covered = same_stage.iter().flat_map(|t| &t.bindings).any(|b| {
            b.used
                && b.class == record.class
                && b.space == record.space
                && range(b).is_some_and(|(lo, hi)| lo <= lower && last <= hi)
        });
        if !covered {
            out.push(format!(
                "{path}: {} ({} {}, space {}) is not a resource that {} uses for the {} stage: the shader was compiled from other HLSL or with other defines",
                record.name,
                record.class.name(),
                record.registers().unwrap_or_default(),
                record.space,
                entries.join(" or "),
                compiled.stage
            ));
        }
    }
    out
}

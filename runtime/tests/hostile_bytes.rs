//! Every public function of the runtime that takes bytes, fed short,
//! long and damaged input: each answers (`None`, an error, or a value) and
//! none panics.

use rootsig::{RootConstantWords, RootSignatureBlob, Rts0Part};

const TEXT: &str = "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4)), StaticSampler(s0)";

/// A valid container, then every prefix of it, and the same bytes with each
/// byte flipped in turn.
fn inputs() -> Vec<Vec<u8>> {
    let blob = rootsig::compile(TEXT, &Default::default()).expect("compiles");
    let bytes = blob.as_bytes().to_vec();
    let mut out: Vec<Vec<u8>> = (0..=bytes.len()).map(|n| bytes[..n].to_vec()).collect();
    for i in 0..bytes.len() {
        let mut damaged = bytes.clone();
        damaged[i] ^= 0xFF;
        out.push(damaged);
    }
    out.push(vec![0xFF; 1000]);
    out
}

#[test]
fn every_byte_reader_answers_without_panicking() {
    let valid = rootsig::compile(TEXT, &Default::default()).expect("compiles");
    const WORDS: usize = 36;
    assert_eq!(valid.as_bytes().len(), 44 + 4 * WORDS);
    for bytes in inputs() {
        let blob = RootSignatureBlob::<WORDS>::try_from_container(&bytes);
        // Only the length decides; the words are kept as they are.
        assert_eq!(blob.is_some(), bytes.len() == 44 + 4 * WORDS);
        if let Some(blob) = blob {
            assert_eq!(blob.as_bytes(), &bytes[..]);
            let _ = blob.version();
        }
        let part = Rts0Part::<{ WORDS }>::try_from_bytes(bytes.get(44..).unwrap_or_default());
        assert_eq!(part.is_some(), bytes.len() == 44 + 4 * WORDS);
        let decoded = rootsig::decode(&bytes);
        assert_eq!(decoded.is_ok(), bytes == valid.as_bytes(), "{decoded:?}");
        let words = RootConstantWords::of(&bytes);
        assert_eq!(words.len(), (bytes.len() / 4).min(64));
    }
}

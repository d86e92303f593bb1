//! The DXBC container digest: MD5's compression function with a
//! non-standard final block (docs/format.md §7).
//!
//! The MD5 compression is written here rather than taken from the `md-5`
//! crate: that crate would pull `generic-array` and `typenum` into the build
//! of the `root_signature!` proc macro, and a proc macro's build time is
//! part of every user's build.
//!
//! ```
//! use rootsig_core::format::checksum::digest;
//! assert_eq!(
//!     digest(b""),
//!     [0x14, 0x0d, 0x60, 0xf6, 0xb7, 0x75, 0xe2, 0xba,
//!      0x4e, 0x4a, 0xbe, 0xd4, 0x01, 0xb2, 0xe9, 0xa1],
//! );
//! ```

/// Container offset of the digest field.
pub const DIGEST_OFFSET: usize = 4;
/// Container offset where the hashed bytes start (after magic and digest).
pub const HASHED_FROM: usize = 20;

const INITIAL_STATE: [u32; 4] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476];

/// floor(|sin(i + 1)| × 2³²). A static, not a const: unoptimized builds
/// (the proc macro) would copy a const array for every look-up.
static CONSTANTS: [u32; 64] = [
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
];

/// The rotation of each step, by round; it repeats every four steps.
const SHIFTS: [[u32; 4]; 4] = [
    [7, 12, 17, 22],
    [5, 9, 14, 20],
    [4, 11, 16, 23],
    [6, 10, 15, 21],
];

/// The message word that step `i` adds: `j`, `5j + 1`, `3j + 5` and `7j`
/// (mod 16) for step `j` of rounds 1 to 4.
const MESSAGE_INDEX: [usize; 64] = {
    let mut table = [0; 64];
    let mut step = 0;
    while step < 64 {
        let j = step % 16;
        table[step] = match step / 16 {
            0 => j,
            1 => 5 * j + 1,
            2 => 3 * j + 5,
            _ => 7 * j,
        } % 16;
        step += 1;
    }
    table
};

/// The standard MD5 compression of one 64-byte block into `state`.
///
/// The 64 steps are spelled out by macros, with their message words and
/// shifts looked up in the tables at compile time: rustc does not unroll the
/// equivalent loop, and the table look-ups it then does at run time double
/// the cost of every block.
fn compress(state: &mut [u32; 4], block: &[u8; 64]) {
    let x = message_words(block);
    let [mut a, mut b, mut c, mut d] = *state;

    // Equivalent forms of MD5's F and G with fewer operations after `b`,
    // the value the previous step has just produced. Macros rather than
    // closures, which unoptimized builds would call 64 times per block.
    macro_rules! f {
        ($b:ident, $c:ident, $d:ident) => {
            $d ^ ($b & ($c ^ $d))
        };
    }
    macro_rules! g {
        ($b:ident, $c:ident, $d:ident) => {
            (!$d & $c).wrapping_add($d & $b)
        };
    }
    macro_rules! h {
        ($b:ident, $c:ident, $d:ident) => {
            $b ^ ($c ^ $d)
        };
    }
    macro_rules! i {
        ($b:ident, $c:ident, $d:ident) => {
            $c ^ ($b | !$d)
        };
    }
    // Step `$j` (0 to 15) of round `$r`, its message word and shift taken
    // from the tables at compile time.
    macro_rules! step {
        ($f:ident, $a:ident, $b:ident, $c:ident, $d:ident, $r:literal, $j:expr) => {{
            const STEP: usize = 16 * $r + $j;
            const WORD: usize = MESSAGE_INDEX[STEP];
            const SHIFT: u32 = SHIFTS[$r][$j % 4];
            // The constant and the message word do not depend on the
            // previous step, so they are added first, off the critical path.
            $a = $b.wrapping_add(
                $a.wrapping_add(CONSTANTS[STEP])
                    .wrapping_add(x[WORD])
                    .wrapping_add($f!($b, $c, $d))
                    .rotate_left(SHIFT),
            );
        }};
    }
    // Four steps, each on the word the previous one did not write.
    macro_rules! quad {
        ($f:ident, $r:literal, $q:literal) => {
            step!($f, a, b, c, d, $r, 4 * $q);
            step!($f, d, a, b, c, $r, 4 * $q + 1);
            step!($f, c, d, a, b, $r, 4 * $q + 2);
            step!($f, b, c, d, a, $r, 4 * $q + 3);
        };
    }
    macro_rules! round {
        ($f:ident, $r:literal) => {
            quad!($f, $r, 0);
            quad!($f, $r, 1);
            quad!($f, $r, 2);
            quad!($f, $r, 3);
        };
    }
    round!(f, 0);
    round!(g, 1);
    round!(h, 2);
    round!(i, 3);

    state[0] = state[0].wrapping_add(a);
    state[1] = state[1].wrapping_add(b);
    state[2] = state[2].wrapping_add(c);
    state[3] = state[3].wrapping_add(d);
}

/// The sixteen little-endian message words of a block.
fn message_words(block: &[u8; 64]) -> [u32; 16] {
    // A plain loop: iterator adapters are slow in unoptimized builds.
    let mut x = [0u32; 16];
    let mut k = 0;
    while k < 16 {
        x[k] = u32::from_le_bytes([
            block[4 * k],
            block[4 * k + 1],
            block[4 * k + 2],
            block[4 * k + 3],
        ]);
        k += 1;
    }
    x
}

/// The final block or blocks for a `tail` of fewer than 64 bytes of an
/// input `length` bytes long (docs/format.md §7.2 step 3). Returns both
/// blocks and how many of them are used (1 or 2).
fn final_blocks(tail: &[u8], length: u32) -> ([[u8; 64]; 2], usize) {
    // Lengths are defined modulo 2^32.
    let bit_length = length.wrapping_mul(8).to_le_bytes();
    let last_word = length.wrapping_mul(2).wrapping_add(1).to_le_bytes();
    let mut blocks = [[0u8; 64]; 2];
    let r = tail.len().min(63);
    let used = if r < 56 {
        let block = &mut blocks[0];
        block[..4].copy_from_slice(&bit_length);
        block[4..4 + r].copy_from_slice(&tail[..r]);
        block[4 + r] = 0x80;
        block[60..].copy_from_slice(&last_word);
        1
    } else {
        blocks[0][..r].copy_from_slice(&tail[..r]);
        blocks[0][r] = 0x80;
        blocks[1][..4].copy_from_slice(&bit_length);
        blocks[1][60..].copy_from_slice(&last_word);
        2
    };
    (blocks, used)
}

/// The DXBC digest of raw bytes (docs/format.md §7.2): every complete 64-byte
/// block, then the final block(s) with the bit length in word 0 and
/// `2L + 1` in word 15.
pub fn digest(data: &[u8]) -> [u8; 16] {
    let mut state = INITIAL_STATE;
    let mut chunks = data.chunks_exact(64);
    for chunk in &mut chunks {
        let mut block = [0u8; 64];
        block.copy_from_slice(chunk);
        compress(&mut state, &block);
    }
    let (blocks, used) = final_blocks(chunks.remainder(), data.len() as u32);
    for block in blocks.iter().take(used) {
        compress(&mut state, block);
    }
    let mut out = [0u8; 16];
    for (bytes, word) in out.chunks_exact_mut(4).zip(state) {
        bytes.copy_from_slice(&word.to_le_bytes());
    }
    out
}

/// The digest of a container: [`digest`] over bytes `[20, end)`. Returns the
/// digest of nothing for inputs shorter than 20 bytes.
///
/// ```
/// use rootsig_core::format::checksum::{container_digest, DIGEST_OFFSET};
/// let blob = rootsig_core::format::encode::encode_container(
///     &rootsig_core::RootSignature::default(),
///     rootsig_core::EncodingMode::Standard,
/// );
/// assert_eq!(blob[DIGEST_OFFSET..DIGEST_OFFSET + 16], container_digest(&blob));
/// ```
pub fn container_digest(container: &[u8]) -> [u8; 16] {
    digest(container.get(HASHED_FROM..).unwrap_or_default())
}

/// Computes the digest of `container` and stores it at bytes 4–19. Does
/// nothing when the input is shorter than the container header.
pub fn sign(container: &mut [u8]) {
    let digest = container_digest(container);
    if let Some(field) = container.get_mut(DIGEST_OFFSET..HASHED_FROM) {
        field.copy_from_slice(&digest);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(s: &str) -> Vec<u8> {
        (0..s.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
            .collect()
    }

    #[test]
    fn raw_vectors() {
        let alphabet = b"abcdefghijklmnopqrstuvwxyz";
        let mut pieces = Vec::new();
        for extra in ["abcdef", "ghijkl", "mnopqr", "stuvwx", "yzabcd"] {
            pieces.extend_from_slice(alphabet);
            pieces.extend_from_slice(extra.as_bytes());
        }
        assert_eq!(pieces.len(), 160);
        let cases: [(Vec<u8>, &str); 5] = [
            (Vec::new(), "140d60f6b775e2ba4e4abed401b2e9a1"),
            (vec![b'a'; 160], "bba0e5a5f8d96dd991714b0b4aa53ad6"),
            (vec![b'z'; 160], "7a1bed588be5ed907c85adf913e64054"),
            (b"ab".repeat(80), "fc06fcf4f79ebd0bf7e05a762559a552"),
            (pieces, "e60f830035a0d8d89427d6e6df296601"),
        ];
        for (input, expected) in cases {
            assert_eq!(
                digest(&input).to_vec(),
                hex(expected),
                "input length {}",
                input.len()
            );
        }
    }

    /// The MD5 compression itself, checked through standard MD5 of "abc".
    #[test]
    fn compression_is_standard_md5() {
        let mut block = [0u8; 64];
        block[..3].copy_from_slice(b"abc");
        block[3] = 0x80;
        block[56] = 24;
        let mut state = INITIAL_STATE;
        compress(&mut state, &block);
        let mut out = Vec::new();
        for word in state {
            out.extend_from_slice(&word.to_le_bytes());
        }
        assert_eq!(out, hex("900150983cd24fb0d6963f7d28e17f72"));
    }

    fn joined(blocks: &[[u8; 64]]) -> Vec<u8> {
        blocks.concat()
    }

    /// The final block of a container of `len` bytes whose last partial
    /// block is the hex `tail`, which must fit in one block.
    fn one_final_block(tail: &str, len: u32) -> Vec<u8> {
        let (blocks, used) = final_blocks(&hex(tail), len);
        assert_eq!(used, 1);
        blocks[0].to_vec()
    }

    /// The final blocks given in docs/format.md §7.3.
    #[test]
    fn final_blocks_of_the_container_vectors() {
        // Empty 1.0: L = 48, one block.
        assert_eq!(
            one_final_block(
                "010000004400000001000000240000005254533018000000\
                 010000000000000018000000000000001800000000000000",
                48
            ),
            hex(
                "80010000010000004400000001000000240000005254533018000000010000000000000018000000000000001800000000000000800000000000000061000000"
            )
        );
        // Root constants 1.0: L = 120, r = 56, two blocks.
        let block_a = hex(
            "05000000480000000100000000000000540000000000000000000000040000000100000002000000100000000700000000000000010000008000000000000000",
        );
        let (blocks, used) = final_blocks(&block_a[..56], 120);
        assert_eq!(used, 2);
        let mut block_b = hex("c0030000");
        block_b.extend([0; 56]);
        block_b.extend(hex("f1000000"));
        assert_eq!(joined(&blocks), [block_a, block_b].concat());
        // Mixed visibility 1.1: L = 284, r = 28.
        assert_eq!(
            one_final_block(
                "010000000000000000000000ffff7f7f000000000000000005000000",
                284
            ),
            hex(
                "e0080000010000000000000000000000ffff7f7f0000000000000000050000008000000000000000000000000000000000000000000000000000000039020000"
            )
        );
    }

    /// r = 55 is the last one-block case; r = 63 puts 0x80 in the last byte.
    #[test]
    fn final_block_edges() {
        let (blocks, used) = final_blocks(&[0xAB; 55], 55);
        assert_eq!(used, 1);
        assert_eq!(blocks[0][..4], (55u32 * 8).to_le_bytes());
        assert_eq!(blocks[0][58..60], [0xAB, 0x80]);
        assert_eq!(blocks[0][60..], 111u32.to_le_bytes());
        let (blocks, used) = final_blocks(&[0xCD; 63], 127);
        assert_eq!(used, 2);
        assert_eq!(blocks[0][62..], [0xCD, 0x80]);
        assert_eq!(blocks[1][..4], (127u32 * 8).to_le_bytes());
        assert!(blocks[1][4..60].iter().all(|b| *b == 0));
        assert_eq!(blocks[1][60..], 255u32.to_le_bytes());
    }
}

//! `#if` arithmetic: integer constant expressions of `intmax_t` and
//! `uintmax_t` (64 bits), with C's usual conversions.

use super::lex::{Kind, Token};

/// A value and whether it is unsigned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Value {
    bits: u64,
    unsigned: bool,
}

impl Value {
    fn signed(v: i64) -> Self {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }

    fn truth(b: bool) -> Self {
        Value::signed(i64::from(b))
    }

    pub(crate) fn is_true(self) -> bool {
        self.bits != 0
    }

    /// The value as an array size: `None` when it is negative.
    pub(crate) fn as_size(self) -> Option<u64> {
        (self.unsigned || self.bits <= i64::MAX as u64).then_some(self.bits)
    }
}

/// Why an expression could not be evaluated, and at which token.
#[derive(Debug)]
pub(crate) struct ExprError {
    pub message: String,
    pub token: Option<usize>,
}

const MAX_DEPTH: usize = 256;

/// Evaluates the tokens of one `#if` line (macros expanded, `defined`
/// replaced, other identifiers already 0 or 1).
pub(crate) fn evaluate(tokens: &[Token]) -> Result<Value, ExprError> {
    if tokens.is_empty() {
        return Err(ExprError {
            message: "#if with no expression".to_owned(),
            token: None,
        });
    }
    let mut p = Parser {
        tokens,
        at: 0,
        depth: 0,
    };
    let v = p.conditional(true)?;
    match p.tokens.get(p.at) {
        None => Ok(v),
        Some(t) => Err(p.error_at(format!("unexpected `{}` in a #if expression", t.display()))),
    }
}

struct Parser<'a> {
    tokens: &'a [Token],
    at: usize,
    depth: usize,
}

/// Binary operators by precedence, loosest first (`?:` is handled apart).
const LEVELS: [&[&[u8]]; 10] = [
    &[b"||"],
    &[b"&&"],
    &[b"|"],
    &[b"^"],
    &[b"&"],
    &[b"==", b"!="],
    &[b"<", b">", b"<=", b">="],
    &[b"<<", b">>"],
    &[b"+", b"-"],
    &[b"*", b"/", b"%"],
];

impl Parser<'_> {
    fn error_at(&self, message: String) -> ExprError {
        ExprError {
            message,
            token: Some(self.at.min(self.tokens.len().saturating_sub(1))),
        }
    }

    fn peek_punct(&self, p: &[u8]) -> bool {
        self.tokens.get(self.at).is_some_and(|t| t.is(p))
    }

    /// `live` is false in the arm that C does not evaluate (division by
    /// zero there is no error).
    fn conditional(&mut self, live: bool) -> Result<Value, ExprError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error_at("#if expression nested too deeply".to_owned()));
        }
        let c = self.binary(0, live)?;
        let v = if self.peek_punct(b"?") {
            self.at += 1;
            let a = self.conditional(live && c.is_true())?;
            if !self.peek_punct(b":") {
                return Err(self.error_at("expected `:` in a #if expression".to_owned()));
            }
            self.at += 1;
            let b = self.conditional(live && !c.is_true())?;
            let unsigned = a.unsigned || b.unsigned;
            let chosen = if c.is_true() { a } else { b };
            Value {
                bits: chosen.bits,
                unsigned,
            }
        } else {
            c
        };
        self.depth -= 1;
        Ok(v)
    }

    /// The binary operator at the cursor and its level in [`LEVELS`].
    fn peek_binary(&self) -> Option<(usize, &'static [u8])> {
        let t = self.tokens.get(self.at).filter(|t| t.kind == Kind::Punct)?;
        LEVELS
            .iter()
            .enumerate()
            .find_map(|(level, ops)| ops.iter().find(|&&o| *t.text == *o).map(|&o| (level, o)))
    }

    /// Precedence climbing: operators of `min_level` and tighter. Recursion
    /// grows only with rising precedence, so it is bounded per parenthesis.
    fn binary(&mut self, min_level: usize, live: bool) -> Result<Value, ExprError> {
        let mut left = self.unary(live)?;
        while let Some((level, op)) = self.peek_binary().filter(|(l, _)| *l >= min_level) {
            let op_at = self.at;
            self.at += 1;
            // `&&` and `||` do not evaluate their right side when the left decides.
            let right_live = match op {
                b"&&" => live && left.is_true(),
                b"||" => live && !left.is_true(),
                _ => live,
            };
            let right = self.binary(level + 1, right_live)?;
            left = apply(op, left, right, right_live).map_err(|message| ExprError {
                message,
                token: Some(op_at),
            })?;
        }
        Ok(left)
    }

    fn unary(&mut self, live: bool) -> Result<Value, ExprError> {
        let Some(t) = self.tokens.get(self.at) else {
            return Err(ExprError {
                message: "the #if expression ends too early".to_owned(),
                token: self.tokens.len().checked_sub(1),
            });
        };
        match t.kind {
            Kind::Punct => {
                let op = t.text.clone();
                self.at += 1;
                match &*op {
                    b"(" => {
                        let v = self.conditional(live)?;
                        if !self.peek_punct(b")") {
                            return Err(
                                self.error_at("expected `)` in a #if expression".to_owned())
                            );
                        }
                        self.at += 1;
                        Ok(v)
                    }
                    b"+" | b"-" | b"~" | b"!" => {
                        self.depth += 1;
                        if self.depth > MAX_DEPTH {
                            return Err(
                                self.error_at("#if expression nested too deeply".to_owned())
                            );
                        }
                        let v = self.unary(live)?;
                        self.depth -= 1;
                        Ok(match &*op {
                            b"+" => v,
                            b"-" => Value {
                                bits: v.bits.wrapping_neg(),
                                unsigned: v.unsigned,
                            },
                            b"~" => Value {
                                bits: !v.bits,
                                unsigned: v.unsigned,
                            },
                            _ => Value::truth(!v.is_true()),
                        })
                    }
                    _ => {
                        self.at -= 1;
                        Err(self
                            .error_at(format!("unexpected `{}` in a #if expression", t.display())))
                    }
                }
            }
            Kind::Number | Kind::Char => {
                // A literal: its value, or what it should have been.
                let (value, expected) = if t.kind == Kind::Number {
                    let expected = "an integer (a #if expression takes integers only)";
                    (number(&t.text), expected)
                } else {
                    let expected = "a character constant rootsig can evaluate";
                    (character(&t.text).map(Value::signed), expected)
                };
                let v = value
                    .ok_or_else(|| self.error_at(format!("`{}` is not {expected}", t.display())))?;
                self.at += 1;
                Ok(v)
            }
            _ => Err(self.error_at(format!("unexpected `{}` in a #if expression", t.display()))),
        }
    }
}

fn apply(op: &[u8], a: Value, b: Value, live: bool) -> Result<Value, String> {
    let unsigned = a.unsigned || b.unsigned;
    let (x, y) = (a.bits, b.bits);
    let (sx, sy) = (x as i64, y as i64);
    let arith = |bits: u64| Value { bits, unsigned };
    Ok(match op {
        b"||" => Value::truth(a.is_true() || b.is_true()),
        b"&&" => Value::truth(a.is_true() && b.is_true()),
        b"|" => arith(x | y),
        b"^" => arith(x ^ y),
        b"&" => arith(x & y),
        b"==" => Value::truth(x == y),
        b"!=" => Value::truth(x != y),
        b"<" => Value::truth(if unsigned { x < y } else { sx < sy }),
        b">" => Value::truth(if unsigned { x > y } else { sx > sy }),
        b"<=" => Value::truth(if unsigned { x <= y } else { sx <= sy }),
        b">=" => Value::truth(if unsigned { x >= y } else { sx >= sy }),
        // Shifts keep the left operand's type; out-of-range counts give 0
        // (or the sign) instead of C's undefined behaviour.
        b"<<" => Value {
            bits: if y >= 64 { 0 } else { x << y },
            unsigned: a.unsigned,
        },
        b">>" => Value {
            bits: match (a.unsigned, y >= 64) {
                (true, true) => 0,
                (true, false) => x >> y,
                (false, true) => (sx >> 63) as u64,
                (false, false) => (sx >> y) as u64,
            },
            unsigned: a.unsigned,
        },
        b"+" => arith(x.wrapping_add(y)),
        b"-" => arith(x.wrapping_sub(y)),
        b"*" => arith(x.wrapping_mul(y)),
        b"/" | b"%" => {
            if y == 0 {
                return if live {
                    Err("division by zero in a #if expression".to_owned())
                } else {
                    Ok(arith(0))
                };
            }
            let bits = match (op, unsigned) {
                (b"/", true) => x / y,
                (_, true) => x % y,
                (b"/", false) => sx.wrapping_div(sy) as u64,
                (_, false) => sx.wrapping_rem(sy) as u64,
            };
            arith(bits)
        }
        _ => {
            return Err(format!(
                "`{}` is not a #if operator",
                String::from_utf8_lossy(op)
            ));
        }
    })
}

/// An integer literal: decimal, octal, hex or binary, with `u`/`l` suffixes.
fn number(text: &[u8]) -> Option<Value> {
    let lower: Vec<u8> = text.to_ascii_lowercase();
    // The suffix is the trailing `u`/`l` letters: one `u` at most, and
    // `l` or `ll` (same case, as C requires) before or after it.
    let suffix_len = lower
        .iter()
        .rev()
        .take_while(|b| matches!(b, b'u' | b'l'))
        .count()
        .min(lower.len().saturating_sub(1));
    let (digits, suffix) = lower.split_at(lower.len() - suffix_len);
    let written = &text[text.len() - suffix_len..];
    let unsigned = suffix.contains(&b'u');
    if !matches!(
        suffix,
        b"" | b"u" | b"l" | b"ll" | b"ul" | b"lu" | b"ull" | b"llu"
    ) || written.windows(2).any(|w| w == b"lL" || w == b"Ll")
    {
        return None;
    }
    let (radix, body) = if let Some(h) = digits.strip_prefix(b"0x") {
        (16, h)
    } else if let Some(b) = digits.strip_prefix(b"0b") {
        (2, b)
    } else if digits.len() > 1 && digits[0] == b'0' {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if body.is_empty() {
        return None;
    }
    let s = std::str::from_utf8(body).ok()?;
    let bits = u64::from_str_radix(s, radix).ok()?;
    // A literal too large for intmax_t is unsigned (a preprocessor extension
    // for decimal ones, as gcc and clang do).
    let unsigned = unsigned || bits > i64::MAX as u64;
    Some(Value { bits, unsigned })
}

/// A plain character constant: one character or one simple escape.
fn character(text: &[u8]) -> Option<i64> {
    let inner = text.strip_prefix(b"'")?.strip_suffix(b"'")?;
    match inner {
        [c] if *c != b'\\' => Some(i64::from(*c)),
        [b'\\', e] => Some(i64::from(match e {
            b'n' => b'\n',
            b't' => b'\t',
            b'r' => b'\r',
            b'0' => 0,
            b'\\' | b'\'' | b'"' | b'?' => *e,
            b'a' => 7,
            b'b' => 8,
            b'f' => 12,
            b'v' => 11,
            _ => return None,
        })),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::lex::tokenize;
    use super::super::source::FileId;
    use super::super::source::splice;
    use super::*;

    fn eval(s: &str) -> Result<i64, String> {
        let tokens = tokenize(FileId(0), &splice(s.as_bytes()).bytes, usize::MAX).unwrap();
        evaluate(&tokens)
            .map(|v| v.bits as i64)
            .map_err(|e| e.message)
    }

    #[test]
    fn arithmetic_precedence_and_logic() {
        assert_eq!(eval("1 + 2 * 3"), Ok(7));
        assert_eq!(eval("(1 + 2) * 3"), Ok(9));
        assert_eq!(eval("1 << 4 | 1"), Ok(17));
        assert_eq!(eval("7 % 4 == 3 && !0"), Ok(1));
        assert_eq!(eval("0 || 0"), Ok(0));
        assert_eq!(eval("2 > 1 ? 10 : 20"), Ok(10));
        assert_eq!(eval("-1 < 0"), Ok(1));
        assert_eq!(eval("-1 < 0u"), Ok(0));
        assert_eq!(eval("0x10 + 010 + 0b11"), Ok(27));
        assert_eq!(eval("'A'"), Ok(65));
        assert_eq!(eval("~0 == -1"), Ok(1));
        assert_eq!(eval("-5 / 2"), Ok(-2));
        assert_eq!(eval("-5 >> 1"), Ok(-3));
    }

    #[test]
    fn division_by_zero_only_where_evaluated() {
        assert_eq!(
            eval("1 / 0"),
            Err("division by zero in a #if expression".to_owned())
        );
        assert_eq!(eval("0 && 1 / 0"), Ok(0));
        assert_eq!(eval("1 || 1 % 0"), Ok(1));
        assert_eq!(eval("1 ? 2 : 1 / 0"), Ok(2));
    }

    #[test]
    fn malformed_expressions_are_errors() {
        assert!(eval("").is_err());
        assert!(eval("1 +").is_err());
        assert!(eval("(1").is_err());
        assert!(eval("1 2").is_err());
        assert_eq!(
            eval("1.5"),
            Err("`1.5` is not an integer (a #if expression takes integers only)".to_owned())
        );
        assert_eq!(
            eval("'ab'"),
            Err("`'ab'` is not a character constant rootsig can evaluate".to_owned())
        );
        assert!(eval("\"s\"").is_err());
        assert!(eval(&"(".repeat(100_000)).is_err());
        assert!(eval(&"-".repeat(100_000)).is_err());
    }
}

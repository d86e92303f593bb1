//! DXC's binding of resources inside structs (docs/bindings.md §6.3): one
//! resource per accessed element, named `b2.Bufs.7`, implicit ones in the
//! order the code first names them; inherited members are named through
//! their base (`g.F.SrvBuf1`). Here: reading one access of a struct
//! instance from the tokens.

use super::scan::{Scanned, Type};
use crate::hlsl::lex::{Kind, Token};

/// One access of a resource inside a struct instance, such as
/// `d[2].Buf` or `b2.Bufs[7]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Access {
    /// The row of rootsig's own binding that holds it (`d[2].Buf`,
    /// `b2.Bufs`).
    pub row: String,
    /// Its element in that row's array (0 when not an array).
    pub element: u64,
    /// DXC's name for it (`d.2.Buf`, `b2.Bufs.7`).
    pub name: String,
}

/// `count` literal subscripts from `*at`: their values, flattened by
/// `dims` into one index (`None` when one is not a literal).
fn subscripts(
    tokens: &[Token],
    at: &mut usize,
    dims: &[super::scan::Dim],
) -> Option<(Vec<u64>, u64)> {
    let mut values = Vec::with_capacity(dims.len());
    let mut flat = 0u64;
    for dim in dims {
        let [open, value, close] = tokens.get(*at..*at + 3)? else {
            return None;
        };
        if !open.is(b"[") || !close.is(b"]") || value.kind != Kind::Number {
            return None;
        }
        let v: u64 = std::str::from_utf8(&value.text).ok()?.parse().ok()?;
        let size = match dim {
            super::scan::Dim::Fixed(n) => *n,
            super::scan::Dim::Unbounded => u64::MAX,
        };
        flat = flat.saturating_mul(size).saturating_add(v);
        values.push(v);
        *at += 3;
    }
    Some((values, flat))
}

/// The access of instance `decl` whose name ends just before token `at`;
/// `None` when it names no resource or an index is not a literal (DXC
/// refuses those).
pub(crate) fn access(
    scanned: &Scanned,
    tokens: &[Token],
    decl: usize,
    at: usize,
) -> Option<Access> {
    let d = scanned.decls.get(decl)?;
    let Type::Struct(mut current) = d.ty else {
        return None;
    };
    let mut at = at;
    let (values, flat) = subscripts(tokens, &mut at, &d.dims)?;
    let mut row = d.name.clone();
    let mut name = d.name.clone();
    if !d.dims.is_empty() {
        row.push_str(&format!("[{flat}]"));
    }
    for v in values {
        name.push_str(&format!(".{v}"));
    }
    for _ in 0..32 {
        if !tokens.get(at)?.is(b".") {
            return None;
        }
        let field_name = tokens
            .get(at + 1)
            .filter(|t| t.kind == Kind::Ident)?
            .display();
        at += 2;
        // An inherited member: rootsig's row passes through `::Base`,
        // DXC's name through `.Base` (`g::F.SrvBuf1`, `g.F.SrvBuf1`).
        let (bases, field) = scanned.member(current, &field_name)?;
        for base in bases {
            row.push_str("::");
            row.push_str(base);
            name.push('.');
            name.push_str(base);
        }
        let (values, flat) = subscripts(tokens, &mut at, &field.dims)?;
        row.push('.');
        row.push_str(&field_name);
        name.push('.');
        name.push_str(&field_name);
        for v in &values {
            name.push_str(&format!(".{v}"));
        }
        match field.ty {
            Type::Resource(_) => {
                return Some(Access {
                    row,
                    element: flat,
                    name,
                });
            }
            Type::Struct(inner) => {
                if !field.dims.is_empty() {
                    row.push_str(&format!("[{flat}]"));
                }
                current = inner;
            }
            _ => return None,
        }
    }
    None
}

//! Compile-fail and pass cases for `root_signature!` and
//! `include_root_signature!`. The `.stderr` snapshots depend on the
//! compiler version; refresh them with `TRYBUILD=overwrite`.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.pass("tests/pass/*.rs");
    cases.compile_fail("tests/fail/*.rs");
}

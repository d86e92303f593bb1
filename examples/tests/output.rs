//! The example runs, and prints exactly what `tests/output.txt` holds: the
//! parameter tables, the table layouts, and the descriptor writes and root
//! arguments that the typed handles produce.
//!
//! After an intended change to the example, refresh the file with
//! `cargo run -p rootsig-examples > examples/tests/output.txt`.

use std::process::Command;

#[test]
fn the_example_prints_its_tables_and_commands() {
    let output = Command::new(env!("CARGO_BIN_EXE_rootsig-examples"))
        .output()
        .expect("the example runs");
    assert!(output.status.success(), "exit status {}", output.status);
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    let expected = include_str!("output.txt");
    let actual = String::from_utf8(output.stdout).expect("UTF-8 output");
    for (number, (want, got)) in expected.lines().zip(actual.lines()).enumerate() {
        assert_eq!(got, want, "line {} differs", number + 1);
    }
    assert_eq!(
        actual.lines().count(),
        expected.lines().count(),
        "line count"
    );
}

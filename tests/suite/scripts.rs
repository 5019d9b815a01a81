//! The benchmark scripts' shared module holds to its job: its own
//! self-test (the answer checkers accept right grids and refuse wrong
//! ones, the sized reader reads boards, the child timer reports the
//! child's own time, every script starts and asks the module only for
//! names it has) run as part of the tests, so that a change to the module
//! or a script that breaks another shows here rather than at the next
//! benchmark. Python 3 comes with every machine the project runs on.

use std::process::Command;

#[test]
fn the_scripts_shared_module_passes_its_self_test() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let output = Command::new("python3")
        .arg(root.join("scripts/common.py"))
        .arg("--self-test")
        .output()
        .expect("running python3 scripts/common.py --self-test");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "self-test failed ({}):\n{stdout}\n{stderr}",
        output.status
    );
    // Its last line counts the checks: some passed, none failed.
    let last = stdout.lines().last().unwrap_or("");
    let passed: u32 = last
        .strip_prefix("self-test: ")
        .and_then(|rest| rest.split(" passed").next())
        .and_then(|count| count.parse().ok())
        .unwrap_or_else(|| panic!("no count of checks: {last:?}"));
    assert!(passed >= 30 && last.ends_with(" 0 failed"), "{last}");
}

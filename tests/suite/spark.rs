//! `sudoku` under Spark: `sc.textFile(path).pipe("sudoku")` cuts a
//! one-puzzle-a-line file into partitions at line boundaries, runs one
//! `sudoku` per partition and keeps the partitions in order, which must
//! give exactly the output of one run over the whole file. PySpark runs a
//! cluster in local mode (`local[2]`) on the JDK. Always ignored, since it
//! needs PySpark and Java and the JVM alone takes seconds to start; asked
//! for (`cargo test --release -- --ignored`, as `.ci/run` does after
//! installing them), it fails where either is missing.

use std::process::Command;

use crate::common;

/// The driver: the file (argument 1) in partitions (argument 3), each
/// piped through the binary (argument 2), the lines collected in order
/// and written to argument 4; prints the partitions' count.
const DRIVER: &str = r#"
import sys
from pyspark import SparkConf, SparkContext
source, binary, partitions, target = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
conf = SparkConf().setMaster("local[2]").setAppName("sudoku")
conf.set("spark.ui.showConsoleProgress", "false").set("spark.ui.enabled", "false")
context = SparkContext(conf=conf)
context.setLogLevel("ERROR")
lines = context.textFile(source, minPartitions=partitions)
print(lines.getNumPartitions())
answers = lines.pipe(binary).collect()
with open(target, "w") as out:
    out.write("".join(answer + "\n" for answer in answers))
context.stop()
"#;

#[test]
#[ignore = "needs PySpark and Java (pip install pyspark; apt-get install default-jre-headless), slow (a Spark cluster in local mode: about 15 s); .ci/run installs them and runs it (cargo test --release -- --ignored)"]
fn text_file_pipe_equals_one_run() {
    common::require_tool(
        "PySpark",
        &["python3", "-c", "import pyspark"],
        "pip install pyspark",
    );
    common::require_tool(
        "Java",
        &["java", "-version"],
        "apt-get install default-jre-headless, or any JDK or JRE on the PATH",
    );
    let folder = std::env::temp_dir().join(format!("sudoku-spark-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let (input, output) = (folder.join("big.txt"), folder.join("answers.txt"));
    common::big_input(&input);
    let binary = env!("CARGO_BIN_EXE_sudoku");
    let whole = Command::new(binary).arg(&input).output().unwrap();
    let spark = Command::new("python3")
        .arg("-c")
        .arg(DRIVER)
        .arg(&input)
        .arg(binary)
        .arg("8")
        .arg(&output)
        .env("PYSPARK_PYTHON", "python3")
        .output()
        .expect("running python3");
    let pieces = std::fs::read(&output);
    let _ = std::fs::remove_dir_all(&folder);
    assert!(
        spark.status.success(),
        "the Spark driver failed:\n{}",
        String::from_utf8_lossy(&spark.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&spark.stdout).trim(),
        "8",
        "partitions"
    );
    let pieces = pieces.expect("the driver wrote the answers");
    let lines = whole.stdout.split(|&b| b == b'\n').count() - 1;
    assert!(lines > 190_000, "{lines} answers");
    assert!(
        pieces == whole.stdout,
        "textFile(...).pipe(sudoku) gave {} bytes, one run {}",
        pieces.len(),
        whole.stdout.len()
    );
    // The partitions met malformed lines as the one run did: its exit
    // code says so (Spark's pipe does not look at the pieces').
    assert_eq!(whole.status.code(), Some(2));
}

//! The seed of a batch of made puzzles (`sudoku generate`, `sudoku
//! stress`): the one asked for, or a fresh one, printed so that the batch
//! can be made again.

use std::io::{self, Write};

use sudoku::run::PROGRAM;

/// `asked`, or a fresh seed, told on stderr as `sudoku: COMMAND: seed S`.
pub fn settle(asked: Option<u64>, command: &str) -> u64 {
    asked.unwrap_or_else(|| {
        let seed = fresh();
        let _ = writeln!(io::stderr(), "{PROGRAM}: {command}: seed {seed}");
        seed
    })
}

/// A seed nobody chose: std's per-process random hash keys, mixed with
/// the clock.
fn fresh() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    if let Ok(since) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        hasher.write_u128(since.as_nanos());
    }
    hasher.finish()
}

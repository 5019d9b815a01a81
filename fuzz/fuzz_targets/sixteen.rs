//! Fuzz target: the 16x16 solver on arbitrary boards, contradictory ones
//! too. Checks: a reported solution is a full valid board that keeps the
//! givens; solving and counting agree on whether there is one; the count
//! (up to two) equals that of the reference's plain search wherever that
//! search settles within its budget.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::board::Board;
use sudoku::{Ask, reference, solve};

fuzz_target!(|data: &[u8]| {
    if data.len() < 256 {
        return;
    }
    let mut board = Board::empty(4).expect("box size 4");
    // Bytes 0-16 are the cell itself; anything else leaves it empty, so
    // the fuzzer reaches sparse and dense boards alike.
    for (cell, &byte) in board.cells_mut().iter_mut().zip(data) {
        *cell = if byte <= 16 { byte } else { 0 };
    }
    let found = solve(&board, Ask::Count(2));
    let (count, first) = (found.count, found.solution);
    assert_eq!(count >= 1, first.is_some(), "{board:?}");
    if let Some(first) = &first {
        assert!(reference::is_board_solution(&board, first), "{board:?} -> {first:?}");
    }
    let solution = solve(&board, Ask::Solution).solution;
    assert_eq!(solution.is_some(), count >= 1, "{board:?}");
    if let Some(expected) = reference::count_board_within(&board, 2, 20_000) {
        assert_eq!(count, expected, "{board:?}");
    }
});

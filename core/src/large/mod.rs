//! The fast path for 16x16 and 25x25 boards (POJ 3076, AcWing 169, SPOJ
//! SUDOKU, and boards of box size 4 and 5 in the `sized` format): the 9x9
//! core's ideas at box sizes 4 and 5. It takes a [`Board`] and returns an
//! answer; reading and writing boards are left to others, and boards of
//! other sizes to [`general`](crate::general), which this module is
//! checked against.
//!
//! # Layout
//!
//! A band is n rows, n being the box size; its n * n^2 cells fit one
//! mask, a `u64` on a 16x16 board (64 cells) and a `u128` on a 25x25 one
//! (125), bit `side * r + c` for row `r` of the band and column `c`, so
//! that bit `n * side * band + bit` of a board is cell `side * row +
//! column`, the order the board lists its cells in. For each value (0 to
//! side - 1 here, `A` onwards on a board of letters) the state keeps
//! where it may still go, band by band: placing a value is a few masks,
//! and the rules are whole-band bit operations. One code serves both
//! sizes: `State` is generic over the mask and the box size, and each
//! size is compiled on its own, its constants folded in.
//!
//! # Rules
//!
//! Naked singles (a cell with one candidate) and hidden singles (a value
//! with one place in a row, column or box) to a fixed point; then, before
//! guessing, locked candidates within each band (a value confined to one
//! row inside a box leaves the rest of that row; confined to one box
//! inside a row, leaves the rest of that box) and within each stack (the
//! same for columns). Then failed-literal probing: each pair of
//! candidates one of which must hold (a cell's two candidates, a value's
//! two places in a row, column or box) is tried both ways on a copy,
//! propagated by those rules; a way that contradicts forces the other,
//! and candidates both ways remove go. The search guesses on the probed
//! pair whose two ways removed the most candidates, that count weighted by
//! the contradictions probes on the pair's cells met earlier in the search,
//! trying one way and then the other; without one, on a cell with two
//! candidates (the one with the most open peers), else on the cell with
//! the fewest, copying the state at each guess. On 16x16 boards a search
//! that runs past its budget of guesses starts over with another rule for
//! the guess and a larger budget (`FIRST_BUDGET`); on 25x25 boards one
//! search runs to the end.
//!
//! Invariants: a state only narrows; `candidates` never holds a placed
//! cell, nor a bit past a band's last cell; `done` holds, per value, the
//! rows, columns and boxes it is placed in; a state allocates nothing (a
//! search keeps a table of probing outcomes per depth, and the
//! contradictions counted per cell).
//!
//! The modules, each using only those listed before it: `state`, the
//! state and its rules; `outcomes`, the probes' outcomes a search keeps;
//! `probe`, failed-literal probing; `search`, the
//! search over guesses; this module, the public functions. The modules
//! are private, so what they mark `pub` reaches no further.

mod outcomes;
mod probe;
mod search;
mod state;

use self::search::{search, tries};
use self::state::{Contradiction, Mask, Sixteen, State, TwentyFive};
use crate::board::Board;
use crate::grid::Stats;

/// Whether this module solves boards of box size `n`: 4 and 5.
pub(crate) fn serves(n: usize) -> bool {
    n == 4 || n == 5
}

/// The first solution of `board` (box size 4 or 5) found and the number
/// of its solutions, counted up to `limit`, adding the search's guesses
/// to `stats`.
pub(crate) fn count_and_solve(
    board: &Board,
    limit: u32,
    stats: &mut Stats,
) -> (u32, Option<Board>) {
    match board.box_size() {
        5 => search(TwentyFive::new(board), limit, stats),
        _ => search(Sixteen::new(board), limit, stats),
    }
}

/// Whether `board` (box size 4 or 5) has a solution other than
/// `solution` (one of its solutions) that differs on the empty cell
/// `cell`: for a board whose only solution is `solution` once that
/// cell is given, whether emptying it leaves several. One search, where
/// counting to two would first find the known solution again; at each
/// guess it tries first the candidate `solution` takes, since a second
/// solution mostly differs from the first in a few cells.
pub(crate) fn solvable_avoiding(
    board: &Board,
    cell: usize,
    solution: &Board,
    stats: &mut Stats,
) -> bool {
    fn avoiding<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        state: Result<State<M, N, SIDE, CELLS>, Contradiction>,
        cell: usize,
        solution: &Board,
        stats: &mut Stats,
    ) -> bool {
        let mut state = match state {
            Ok(state) => state,
            Err(_) => return false,
        };
        let value = usize::from(solution.cells()[cell]) - 1;
        state.candidates[value][cell / (N * SIDE)] &= !(M::ONE << (cell % (N * SIDE)));
        tries(&state, 1, None, Some(*solution), stats).found > 0
    }
    match board.box_size() {
        5 => avoiding(TwentyFive::new(board), cell, solution, stats),
        _ => avoiding(Sixteen::new(board), cell, solution, stats),
    }
}

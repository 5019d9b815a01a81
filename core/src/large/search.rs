//! The depth-first search over guesses for 16x16 and 25x25 boards, and the
//! tries that start it over with another guess rule when it runs past its
//! budget. The state and its rules are [`state`](super::state)'s.

use super::outcomes::Tried;
use super::state::{Contradiction, Mask, State};
use crate::board::Board;
use crate::grid::Stats;

/// A depth-first search for up to `limit` solutions, within a budget of
/// guesses.
pub struct Search {
    limit: u32,
    /// Solutions found.
    pub found: u32,
    first: Option<Board>,
    /// A solution not to count (one an earlier search found).
    skip: Option<Board>,
    /// A solution whose value for a cell is tried first there.
    prefer: Option<Board>,
    /// Which rule picks the guess: 0 is [`State::guess_cell`]'s, any
    /// other a different but fixed choice among the same cells.
    variant: u32,
    /// Guesses allowed, and taken.
    budget: u64,
    spent: u64,
    /// Whether the budget ran out before the search was done.
    aborted: bool,
}

impl Search {
    fn new(limit: u32, skip: Option<Board>, variant: u32, budget: u64) -> Search {
        Search {
            limit,
            found: 0,
            first: None,
            skip,
            prefer: None,
            variant,
            budget,
            spent: 0,
            aborted: false,
        }
    }

    /// Searches from `state`, with one [`Tried`] for every probing pass.
    fn start<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        &mut self,
        state: State<M, N, SIDE, CELLS>,
    ) {
        self.run(state, &mut Tried::new());
    }

    /// Searches from `state` at depth `tried.depth`; `tried` holds the
    /// probing passes' outcomes a depth at a time (each pass is done
    /// before the guesses below it, whose passes start from its
    /// outcomes), and counts the contradictions of the whole search.
    fn run<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        &mut self,
        mut state: State<M, N, SIDE, CELLS>,
        tried: &mut Tried<M, N, SIDE, CELLS>,
    ) {
        if state.propagate().is_err() {
            return;
        }
        let mut probed = None;
        if state.open != 0 {
            match state.probe(tried) {
                Err(Contradiction) => return,
                Ok(pair) => probed = pair,
            }
        }
        if state.open == 0 {
            let board = state.board();
            if board.is_some() && board == self.skip {
                return;
            }
            self.found += 1;
            if self.first.is_none() {
                self.first = board;
            }
            return;
        }
        // The candidates to try, each on its own copy: the probed pair's
        // two, else every candidate of the cell picked.
        let mut order = [(0, 0, 0); SIDE];
        let count = match probed {
            Some(pair) if self.variant == 0 => {
                order[..2].copy_from_slice(&pair);
                2
            }
            _ => {
                let (band, bit) = if self.variant == 0 {
                    state.guess_cell()
                } else {
                    state.other_guess_cell(self.variant)
                };
                let mut count = 0;
                for k in 0..SIDE {
                    // The other variants try the values the other way round.
                    let value = if self.variant % 2 == 1 {
                        SIDE - 1 - k
                    } else {
                        k
                    };
                    if state.may(value, band, bit) {
                        order[count] = (value, band, bit);
                        count += 1;
                    }
                }
                count
            }
        };
        // The preferred solution's candidate first.
        if let Some(prefer) = &self.prefer {
            let preferred = order[..count].iter().position(|&(value, band, bit)| {
                usize::from(prefer.cells()[band * N * SIDE + bit]) == value + 1
            });
            if let Some(k) = preferred {
                order[..=k].rotate_right(1);
            }
        }
        for &(value, band, bit) in &order[..count] {
            if self.spent >= self.budget {
                self.aborted = true;
                return;
            }
            let mut next = state;
            self.spent += 1;
            if next.place(value, band, bit).is_ok() {
                tried.depth += 1;
                self.run(next, tried);
                tried.depth -= 1;
            }
            if self.aborted || self.found >= self.limit {
                return;
            }
        }
    }
}

/// Guesses the first try at a board may take before the search starts
/// over with another rule for the guess; each later try may take twice
/// as many as the one before, and after [`BUDGETED`] tries one runs to
/// the end. Solving is a heavy-tailed search: on 16x16 boards cut from a
/// solution with many cells left open, one rule can sink 11 million
/// guesses into a subtree without a solution where another needs 24,000;
/// starting over bounds that. The budget lies above what the boards of
/// `testdata/hard16.txt` need, so they never start over.
///
/// On 25x25 boards, where each guess is probed (see `State::probe`) and
/// far dearer, the search does not start over: one try to the end took
/// half the time of these budgets on the searches of
/// `sudoku generate --size 25`. Tried and dropped there, each slower than
/// one try: keeping the probed cell from try to try, and keeping the
/// weights of `Tried::weighted` from try to try with budgets doubling or
/// by the Luby sequence (1, 1, 2, 1, 1, 2, 4, ...).
const FIRST_BUDGET: u64 = 1 << 16;
/// Tries with a budget before one without.
const BUDGETED: u32 = 6;

/// Searches from `state` for up to `limit` solutions other than `skip`,
/// starting over with another rule whenever a try runs out of budget;
/// adds the guesses of every try to `stats`.
pub(crate) fn tries<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
    state: &State<M, N, SIDE, CELLS>,
    limit: u32,
    skip: Option<Board>,
    prefer: Option<Board>,
    stats: &mut Stats,
) -> Search {
    let mut attempt = 0;
    loop {
        // On 25x25 boards one try runs to the end (see `FIRST_BUDGET`).
        let budget = if attempt < BUDGETED && N != 5 {
            FIRST_BUDGET << attempt
        } else {
            u64::MAX
        };
        let mut search = Search::new(limit, skip, attempt, budget);
        search.prefer = prefer;
        search.start(*state);
        stats.guesses += search.spent;
        if !search.aborted {
            return search;
        }
        attempt += 1;
    }
}

/// The number of solutions from `state` up to `limit`, and the first
/// found. On 16x16 boards up to two, by tries that may start over (the
/// second looks for a solution other than the first); more, by one search
/// to the end, since a try started over would count some solutions twice.
/// On 25x25 boards, whose tries never start over, always one search: the
/// second try would search again what the first did.
pub(crate) fn search<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
    state: Result<State<M, N, SIDE, CELLS>, Contradiction>,
    limit: u32,
    stats: &mut Stats,
) -> (u32, Option<Board>) {
    let state = match state {
        Ok(state) => state,
        Err(_) => return (0, None),
    };
    if limit == 0 {
        return (0, None);
    }
    if limit > 2 || N == 5 {
        let mut search = Search::new(limit, None, 0, u64::MAX);
        search.start(state);
        stats.guesses += search.spent;
        return (search.found, search.first);
    }
    let first = tries(&state, 1, None, None, stats);
    if first.found == 0 || limit == 1 {
        return (first.found, first.first);
    }
    let second = tries(&state, 1, first.first, None, stats);
    (1 + second.found, first.first)
}

#[cfg(test)]
mod tests {
    use super::super::outcomes::Tried;
    use super::super::state::Sixteen;
    use super::Search;
    use crate::board::Board;

    /// The first boards of `testdata/hard16.txt`.
    fn hard16(count: usize) -> Vec<Board> {
        let text = include_str!("../../../testdata/hard16.txt");
        let rows: Vec<&str> = text
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .collect();
        rows.chunks(16)
            .take(count)
            .map(|board| Board::parse(&board.concat()).unwrap())
            .collect()
    }

    /// Counting to two with a pass table per depth, with two tables (the
    /// deeper passes sharing the second) and with one: the same search,
    /// guess for guess, whichever passes start from their parent's
    /// outcomes.
    #[test]
    fn the_tables_kept_change_no_guess() {
        let mut searched = 0;
        for board in hard16(12) {
            let mut seen = Vec::new();
            for cap in [64, 2, 1] {
                let mut search = Search::new(2, None, 0, u64::MAX);
                search.run(
                    Sixteen::new(&board).ok().unwrap(),
                    &mut Tried::with_cap(cap),
                );
                seen.push((search.found, search.spent));
            }
            assert_eq!(seen[0].0, 1, "hard16 boards are unique");
            assert!(seen.iter().all(|&s| s == seen[0]), "{seen:?}");
            searched += seen[0].1;
        }
        assert!(searched > 100, "only {searched} guesses in all");
    }
}

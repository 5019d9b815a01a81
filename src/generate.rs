//! The puzzle generator: random solution grids, and puzzles made from them
//! by emptying cells in random order while the solution stays unique.
//! Everything is drawn from a small random number generator of our own,
//! seeded per puzzle from the batch seed and the puzzle's index, so a
//! batch is the same on every machine and under any number of threads.
//! [`run`] makes a batch on several threads and writes it, in order, to a
//! writer the caller gives; the layouts are [`output`](crate::output)'s.
//! Boards of 16x16 and 25x25 are made the same way, by [`board`], with
//! the boards' solver behind [`solve`].

use std::io::{self, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use crate::board::{Board, MAX_CELLS};
use crate::grid::{CELLS, Grid};
use crate::input::Format;
use crate::output::puzzle::{
    PuzzleLayout, write_board_puzzle, write_puzzle, write_puzzles_end, write_puzzles_start,
};
use crate::random::Rng;
use crate::{Ask, solve};

/// A random solution grid: the three boxes on the diagonal filled with
/// random permutations of the digits (they share no row or column, so
/// any three fit), the rest completed by the solver, then a random one of
/// the grid symmetries (digit relabelling, row and column permutations
/// inside bands and stacks, band and stack permutations, transposition).
/// Every grid can come out (every grid has diagonal boxes), but not each
/// with the same probability: drawing exactly uniformly among the 6.67e21
/// grids needs far heavier machinery.
pub fn random_grid(rng: &mut Rng) -> Grid {
    let mut start = Grid::EMPTY;
    for corner in [0, 30, 60] {
        let mut digits: [u8; 9] = std::array::from_fn(|d| d as u8 + 1);
        rng.shuffle(&mut digits);
        for (k, &digit) in digits.iter().enumerate() {
            start.cells[corner + (k / 3) * 9 + k % 3] = digit;
        }
    }
    // Three full diagonal boxes always complete.
    let full = solve(&start, Ask::Solution).solution.unwrap_or(start);
    transform(&full, rng)
}

/// `grid` under a random symmetry: relabelled digits, rows shuffled inside
/// each band and the bands shuffled, the same for columns and stacks, and
/// transposed half the time. Each maps solution grids to solution grids.
fn transform(grid: &Grid, rng: &mut Rng) -> Grid {
    let mut out = Grid::EMPTY;
    symmetry(3, &grid.cells, &mut out.cells, rng);
    out
}

/// Writes to `to` the board of box size `n` in `from` under a random
/// symmetry, as [`transform`] describes; the random draws come in the
/// same order for every size.
fn symmetry(n: usize, from: &[u8], to: &mut [u8], rng: &mut Rng) {
    let side = n * n;
    let mut values: Vec<u8> = (1..=side as u8).collect();
    rng.shuffle(&mut values);
    let lines = |rng: &mut Rng| {
        let mut groups: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut groups);
        let mut lines = Vec::with_capacity(side);
        for &group in &groups {
            let mut inner: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut inner);
            lines.extend(inner.iter().map(|&line| group * n + line));
        }
        lines
    };
    let (rows, columns) = (lines(rng), lines(rng));
    let transpose = rng.below(2) == 1;
    for (row, &from_row) in rows.iter().enumerate() {
        for (column, &from_column) in columns.iter().enumerate() {
            let (r, c) = if transpose {
                (from_column, from_row)
            } else {
                (from_row, from_column)
            };
            let value = from[r * side + c];
            to[row * side + column] = if value == 0 {
                0
            } else {
                values[usize::from(value - 1)]
            };
        }
    }
}

/// A puzzle with `solution` as its only solution: the cells are emptied in
/// a random order, each kept empty when the solution stays unique, until
/// `clues` givens are left (or every cell has been tried; without a
/// `clues`, the result is minimal: emptying any given leaves several
/// solutions).
pub fn puzzle_from(solution: &Grid, clues: Option<usize>, rng: &mut Rng) -> Grid {
    let mut order: [u8; CELLS] = std::array::from_fn(|cell| cell as u8);
    rng.shuffle(&mut order);
    let mut puzzle = *solution;
    let mut givens = CELLS;
    for &cell in &order {
        if clues.is_some_and(|clues| givens <= clues) {
            break;
        }
        let cell = usize::from(cell);
        let digit = puzzle.cells[cell];
        puzzle.cells[cell] = 0;
        // A cell whose peers hold the eight other digits stays settled
        // without a search (most of the early removals).
        let ask = Ask::Another {
            solution: *solution,
            cell,
        };
        if !is_naked_single(&puzzle, cell) && solve(&puzzle, ask).count > 0 {
            puzzle.cells[cell] = digit;
        } else {
            givens -= 1;
        }
    }
    puzzle
}

/// The cells sharing a row, column or box with each cell.
const PEERS: [[u8; 20]; CELLS] = {
    let mut peers = [[0u8; 20]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (row, column) = (cell / 9, cell % 9);
        let mut count = 0;
        let mut other = 0;
        while other < CELLS {
            let (r, c) = (other / 9, other % 9);
            let same_box = r / 3 == row / 3 && c / 3 == column / 3;
            if other != cell && (r == row || c == column || same_box) {
                peers[cell][count] = other as u8;
                count += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    peers
};

/// Whether the givens among `cell`'s peers hold eight different digits,
/// leaving the cell one.
fn is_naked_single(puzzle: &Grid, cell: usize) -> bool {
    let mut digits = 0u16;
    for &peer in &PEERS[cell] {
        digits |= 1 << puzzle.cells[usize::from(peer)];
    }
    // Bit 0 stands for empty peers.
    (digits >> 1).count_ones() == 8
}

/// A random 16x16 solution board, made as [`random_grid`] makes a 9x9
/// grid: the four boxes on the diagonal filled with random permutations
/// of the values, the rest completed by the solver, then a random
/// symmetry of the board. Every board can come out, not each with the
/// same probability.
pub fn random_board(rng: &mut Rng) -> Board {
    random_board_of(4, rng)
}

/// A random solution board of box size `n` (2, 4 or 5), made as
/// [`random_board`] makes a 16x16 one.
fn random_board_of(n: usize, rng: &mut Rng) -> Board {
    let side = n * n;
    // Full diagonal boxes always complete on a 16x16 board; on a 4x4 one
    // some pairs do not, and are drawn again.
    let full = loop {
        let mut cells = [0u8; MAX_CELLS];
        for corner in 0..n {
            let mut values: Vec<u8> = (1..=side as u8).collect();
            rng.shuffle(&mut values);
            for (k, &value) in values.iter().enumerate() {
                cells[(corner * n + k / n) * side + corner * n + k % n] = value;
            }
        }
        let start = Board::from_cells(n, &cells[..side * side])
            .unwrap_or_else(|| unreachable!("values 1 to n^2"));
        if let Some(full) = solve(&start, Ask::Solution).solution {
            break full;
        }
    };
    let mut out = full;
    symmetry(n, full.cells(), out.cells_mut(), rng);
    out
}

/// A puzzle with `solution` (a board of box size 2, 4 or 5) as its only
/// solution, made as [`puzzle_from`] makes a 9x9 one.
pub fn board_from(solution: &Board, clues: Option<usize>, rng: &mut Rng) -> Board {
    let cells = solution.cells().len();
    let mut order: Vec<u16> = (0..cells).map(|cell| cell as u16).collect();
    rng.shuffle(&mut order);
    let mut puzzle = *solution;
    let mut givens = cells;
    for &cell in &order {
        if clues.is_some_and(|clues| givens <= clues) {
            break;
        }
        let cell = usize::from(cell);
        let value = puzzle.cells()[cell];
        puzzle.cells_mut()[cell] = 0;
        let ask = Ask::Another {
            solution: *solution,
            cell,
        };
        let several = solve(&puzzle, ask).count > 0;
        if several {
            puzzle.cells_mut()[cell] = value;
        } else {
            givens -= 1;
        }
    }
    puzzle
}

/// Board `index` of the batch `request` describes (4x4, 16x16 or 25x25),
/// as [`puzzle`] makes 9x9 ones.
pub fn board(request: &Request, index: u64) -> Board {
    let mut rng = Rng::for_puzzle(request.seed, index);
    let n = match request.size {
        25 => 5,
        16 => 4,
        _ => 2,
    };
    let one = |rng: &mut Rng| {
        let solution = random_board_of(n, rng);
        board_from(&solution, request.clues, rng)
    };
    if !request.hard {
        return one(&mut rng);
    }
    hardest(&mut rng, one, board_difficulty)
}

/// The `--hard` choice: of [`HARD_CANDIDATES`] puzzles `make` draws in
/// turn, the one with the most `guesses`, the first on a tie.
fn hardest<T>(rng: &mut Rng, make: impl Fn(&mut Rng) -> T, guesses: impl Fn(&T) -> u64) -> T {
    let first = make(rng);
    let mut best = (guesses(&first), first);
    for _ in 1..HARD_CANDIDATES {
        let candidate = make(rng);
        let score = guesses(&candidate);
        if score > best.0 {
            best = (score, candidate);
        }
    }
    best.1
}

/// The `--hard` measure for boards: guesses our solver makes.
pub fn board_difficulty(board: &Board) -> u64 {
    solve(board, Ask::Solution).guesses
}

/// Candidate puzzles drawn per puzzle kept under `--hard`.
pub const HARD_CANDIDATES: u32 = 8;

/// The board sizes (cells a side) a judge whose input is in `format`
/// reads, of those the generator makes, the one made when none is asked
/// first: every size where each board is led by its box size (UVa 989's
/// `sized`), 16 for boards of letters, else 9.
pub fn sizes_read(format: Format) -> &'static [usize] {
    match format {
        Format::Sized => &[9, 16, 25, 4],
        format if format.has_letters() => &[16],
        _ => &[9],
    }
}

/// Why judge `name`, whose input is in `format`, cannot be given boards
/// `size` cells a side ([`sizes_read`]), or `None` when it can.
pub fn refuse_size(name: &str, format: Format, size: usize) -> Option<String> {
    let sizes = sizes_read(format);
    if sizes.contains(&size) {
        return None;
    }
    let read: Vec<String> = sizes.iter().map(|s| format!("{s}x{s}")).collect();
    let read = match read.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    };
    Some(format!(
        "--judge {name} reads {read} puzzles, not {size}x{size}"
    ))
}

/// What to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    /// The batch's seed: with the index, all a puzzle's randomness.
    pub seed: u64,
    /// Stop emptying cells at this many givens.
    pub clues: Option<usize>,
    /// Keep the hardest of [`HARD_CANDIDATES`] puzzles.
    pub hard: bool,
    /// Cells a side: 9, 16, 25 or 4.
    pub size: usize,
    /// Make the solution grids themselves, every cell filled, for a
    /// judge that checks a filled grid (9x9; `clues` and `hard` do not
    /// apply).
    pub filled: bool,
}

/// Puzzle `index` of the batch `request` describes: its random stream
/// depends on the seed and the index only.
pub fn puzzle(request: &Request, index: u64) -> Grid {
    let mut rng = Rng::for_puzzle(request.seed, index);
    if request.filled {
        return random_grid(&mut rng);
    }
    let one = |rng: &mut Rng| {
        let solution = random_grid(rng);
        puzzle_from(&solution, request.clues, rng)
    };
    if !request.hard {
        return one(&mut rng);
    }
    hardest(&mut rng, one, difficulty)
}

/// The `--hard` measure: guesses our solver makes on the puzzle.
pub fn difficulty(puzzle: &Grid) -> u64 {
    solve(puzzle, Ask::Solution).guesses
}

/// What a batch came to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Made {
    /// Puzzles written.
    pub puzzles: u64,
    /// Puzzles left with more givens than `--clues` asked for.
    pub above_clues: u64,
    /// The most givens among those.
    pub most_givens: usize,
}

/// Puzzles made per thread in one round of [`run`], for 9x9 grids (a few
/// milliseconds a round), 16x16 and 4x4 boards (about 16 ms each, so a
/// round stays well under a second even with `--hard`'s 8 candidates a
/// board) and 25x25 boards (each written as soon as it is made).
const ROUND_PER_THREAD: [usize; 3] = [16, 2, 1];

/// Makes puzzles 0 to `count - 1` of `request` on `jobs` threads (0: one
/// per core) and writes them in order to `out` in `layout`, round by
/// round: a reader of the output gets each puzzle within a round's time
/// of its being made.
pub fn run<W: Write>(
    request: &Request,
    count: u64,
    layout: &PuzzleLayout,
    jobs: usize,
    out: &mut W,
) -> io::Result<Made> {
    let jobs = crate::run::threads(jobs);
    let mut made = Made::default();
    let mut text = Vec::with_capacity(1 << 16);
    write_puzzles_start(&mut text, layout, count);
    let per_thread = ROUND_PER_THREAD[match request.size {
        9 => 0,
        25 => 2,
        _ => 1,
    }];
    let round = (jobs * per_thread) as u64;
    let mut slots = vec![NO_PUZZLE; round as usize];
    let mut first = 0;
    while first < count {
        let size = (count - first).min(round) as usize;
        make_round(request, first, &mut slots[..size], jobs);
        for puzzle in &slots[..size] {
            let index = made.puzzles;
            let givens = match puzzle {
                Puzzle::Nine(grid) => {
                    write_puzzle(&mut text, layout, grid, index, b"");
                    grid.givens()
                }
                Puzzle::Board(board) => {
                    write_board_puzzle(&mut text, layout, board, index);
                    board.cells().iter().filter(|&&value| value != 0).count()
                }
            };
            made.puzzles += 1;
            if request.clues.is_some_and(|clues| givens > clues) {
                made.above_clues += 1;
                made.most_givens = made.most_givens.max(givens);
            }
        }
        out.write_all(&text)?;
        text.clear();
        first += size as u64;
    }
    write_puzzles_end(&mut text, layout);
    out.write_all(&text)?;
    out.flush()?;
    Ok(made)
}

/// A puzzle of any size, as a batch holds them.
#[derive(Clone, Debug)]
enum Puzzle {
    Nine(Grid),
    Board(Box<Board>),
}

/// A slot's content before its puzzle is made.
const NO_PUZZLE: Puzzle = Puzzle::Nine(Grid::EMPTY);

/// Puzzle `index` of `request`, of the size it asks for.
fn any_puzzle(request: &Request, index: u64) -> Puzzle {
    if request.size == 9 {
        Puzzle::Nine(puzzle(request, index))
    } else {
        Puzzle::Board(Box::new(board(request, index)))
    }
}

/// Fills `slots` with puzzles `first`, `first + 1`, ...: threads take the
/// next index from a shared counter, so uneven puzzles still balance.
fn make_round(request: &Request, first: u64, slots: &mut [Puzzle], jobs: usize) {
    let next = AtomicUsize::new(0);
    // Takes the next index until none is left; the puzzles it made.
    let take = || {
        let mut mine = Vec::new();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            if k >= slots.len() {
                return mine;
            }
            mine.push((k, any_puzzle(request, first + k as u64)));
        }
    };
    let made: Vec<Vec<(usize, Puzzle)>> = thread::scope(|scope| {
        // The calling thread takes indices too, so the round is made even
        // where the system starts no thread.
        let helpers: Vec<_> = (1..jobs.min(slots.len()))
            .map_while(|_| thread::Builder::new().spawn_scoped(scope, take).ok())
            .collect();
        let mut made = vec![take()];
        for helper in helpers {
            made.push(
                helper
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            );
        }
        made
    });
    for (k, puzzle) in made.into_iter().flatten() {
        slots[k] = puzzle;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference;

    #[test]
    fn grids_are_valid_and_vary() {
        let mut grids = std::collections::HashSet::new();
        for index in 0..200 {
            let grid = random_grid(&mut Rng::for_puzzle(1, index));
            assert!(
                reference::is_valid_solution(&Grid::EMPTY, &grid),
                "{grid:?}"
            );
            grids.insert(grid.cells);
        }
        assert_eq!(grids.len(), 200);
    }

    #[test]
    fn puzzles_are_unique_minimal_and_keep_the_solution() {
        for index in 0..40 {
            let mut rng = Rng::for_puzzle(3, index);
            let solution = random_grid(&mut rng);
            let puzzle = puzzle_from(&solution, None, &mut rng);
            assert_eq!(reference::count(&puzzle, 2), 1, "{puzzle:?}");
            assert_eq!(reference::solve(&puzzle), Some(solution));
            // Minimal: emptying any given leaves several solutions.
            for cell in 0..CELLS {
                if puzzle.cells[cell] != 0 {
                    let mut less = puzzle;
                    less.cells[cell] = 0;
                    assert_eq!(
                        solve(&less, Ask::Count(2)).count,
                        2,
                        "cell {cell} of {puzzle:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn clues_stop_the_emptying() {
        let request = Request {
            seed: 5,
            clues: Some(40),
            hard: false,
            size: 9,
            filled: false,
        };
        for index in 0..20 {
            let puzzle = puzzle(&request, index);
            assert_eq!(puzzle.givens(), 40);
            assert_eq!(solve(&puzzle, Ask::Count(2)).count, 1);
        }
    }

    #[test]
    fn the_same_seed_and_index_give_the_same_puzzle() {
        let request = Request {
            seed: 11,
            clues: None,
            hard: true,
            size: 9,
            filled: false,
        };
        assert_eq!(puzzle(&request, 4), puzzle(&request, 4));
        assert_ne!(puzzle(&request, 4), puzzle(&request, 5));
    }
}

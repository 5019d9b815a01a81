//! Dancing Links (Knuth's Algorithm X on a toroidal doubly linked list)
//! for Sudoku of any box size: the answer judges' 16x16 problems are
//! usually solved with, written here as such a submission would be, to
//! time our solver against. Not part of the product.
//!
//! The exact-cover matrix has four column groups of `side^2` columns each
//! (cell filled, value in row, value in column, value in box) and one row
//! per (cell, value) candidate; a given cell gets only its own value's
//! row. The search takes the column with the fewest rows (which makes
//! naked and hidden singles forced moves), tries each of its rows, and
//! stops at the first solution.

/// A Dancing Links solver with its node arrays, reused from puzzle to
/// puzzle (a judge answer declares them once, globally).
pub struct Dlx {
    left: Vec<usize>,
    right: Vec<usize>,
    up: Vec<usize>,
    down: Vec<usize>,
    /// The column header of each node.
    column: Vec<usize>,
    /// The (cell, value) candidate of each node, as `cell * side + value - 1`.
    candidate: Vec<usize>,
    /// Rows left in each column.
    size: Vec<usize>,
    /// The candidates chosen so far.
    chosen: Vec<usize>,
}

impl Default for Dlx {
    fn default() -> Self {
        Self::new()
    }
}

impl Dlx {
    pub fn new() -> Self {
        Dlx {
            left: Vec::new(),
            right: Vec::new(),
            up: Vec::new(),
            down: Vec::new(),
            column: Vec::new(),
            candidate: Vec::new(),
            size: Vec::new(),
            chosen: Vec::new(),
        }
    }

    /// Solves the board of box size `n` in `cells` (row by row, 0 for
    /// empty): `true` and the cells filled in, or `false`.
    pub fn solve(&mut self, n: usize, cells: &mut [u8]) -> bool {
        let side = n * n;
        self.build(n, cells);
        self.chosen.clear();
        if !self.search() {
            return false;
        }
        for &candidate in &self.chosen {
            cells[candidate / side] = (candidate % side) as u8 + 1;
        }
        true
    }

    /// Builds the matrix: header 0 is the root, headers 1..=columns the
    /// columns, then four nodes per candidate row.
    fn build(&mut self, n: usize, cells: &[u8]) {
        let side = n * n;
        let columns = 4 * side * side;
        let nodes = 1 + columns + 4 * side * side * side;
        for list in [
            &mut self.left,
            &mut self.right,
            &mut self.up,
            &mut self.down,
            &mut self.column,
            &mut self.candidate,
        ] {
            list.clear();
            list.reserve(nodes);
        }
        self.size.clear();
        self.size.resize(columns + 1, 0);
        for header in 0..=columns {
            self.left
                .push(if header == 0 { columns } else { header - 1 });
            self.right
                .push(if header == columns { 0 } else { header + 1 });
            self.up.push(header);
            self.down.push(header);
            self.column.push(header);
            self.candidate.push(usize::MAX);
        }
        for (cell, &given) in cells.iter().enumerate().take(side * side) {
            let (row, col) = (cell / side, cell % side);
            let boxed = row / n * n + col / n;
            for value in 0..side {
                if given != 0 && usize::from(given) != value + 1 {
                    continue;
                }
                let headers = [
                    1 + cell,
                    1 + side * side + row * side + value,
                    1 + 2 * side * side + col * side + value,
                    1 + 3 * side * side + boxed * side + value,
                ];
                let first = self.left.len();
                for (k, &header) in headers.iter().enumerate() {
                    let node = first + k;
                    self.left.push(if k == 0 { first + 3 } else { node - 1 });
                    self.right.push(if k == 3 { first } else { node + 1 });
                    // Append at the bottom of the column.
                    let last = self.up[header];
                    self.up.push(last);
                    self.down.push(header);
                    self.down[last] = node;
                    self.up[header] = node;
                    self.column.push(header);
                    self.candidate.push(cell * side + value);
                    self.size[header] += 1;
                }
            }
        }
    }

    fn cover(&mut self, header: usize) {
        let (l, r) = (self.left[header], self.right[header]);
        self.right[l] = r;
        self.left[r] = l;
        let mut row = self.down[header];
        while row != header {
            let mut node = self.right[row];
            while node != row {
                let (u, d) = (self.up[node], self.down[node]);
                self.down[u] = d;
                self.up[d] = u;
                self.size[self.column[node]] -= 1;
                node = self.right[node];
            }
            row = self.down[row];
        }
    }

    fn uncover(&mut self, header: usize) {
        let mut row = self.up[header];
        while row != header {
            let mut node = self.left[row];
            while node != row {
                let (u, d) = (self.up[node], self.down[node]);
                self.down[u] = node;
                self.up[d] = node;
                self.size[self.column[node]] += 1;
                node = self.left[node];
            }
            row = self.up[row];
        }
        let (l, r) = (self.left[header], self.right[header]);
        self.right[l] = header;
        self.left[r] = header;
    }

    fn search(&mut self) -> bool {
        if self.right[0] == 0 {
            return true;
        }
        // The column with the fewest rows.
        let mut best = self.right[0];
        let mut header = self.right[best];
        while header != 0 {
            if self.size[header] < self.size[best] {
                best = header;
            }
            header = self.right[header];
        }
        if self.size[best] == 0 {
            return false;
        }
        self.cover(best);
        let mut row = self.down[best];
        while row != best {
            self.chosen.push(self.candidate[row]);
            let mut node = self.right[row];
            while node != row {
                self.cover(self.column[node]);
                node = self.right[node];
            }
            if self.search() {
                return true;
            }
            let mut node = self.left[row];
            while node != row {
                self.uncover(self.column[node]);
                node = self.left[node];
            }
            self.chosen.pop();
            row = self.down[row];
        }
        self.uncover(best);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solves_a_9x9_puzzle_as_the_core_does() {
        let puzzle =
            ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
        let mut cells: Vec<u8> = puzzle
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        assert!(Dlx::new().solve(3, &mut cells));
        let solved: String = cells.iter().map(|&v| char::from(b'0' + v)).collect();
        assert_eq!(
            solved,
            "527389416819426735436751829375692184194538267268174593643217958951843672782965341"
        );
    }

    #[test]
    fn finds_no_solution_for_a_clash() {
        let mut cells = [0u8; 16];
        cells[0] = 1;
        cells[1] = 1;
        assert!(!Dlx::new().solve(2, &mut cells));
    }
}

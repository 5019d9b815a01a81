// The highest score over the solutions of a 9x9 puzzle, as Luogu P1074
// (NOIP 2009's target Sudoku) asks, for the Java submissions: the C++
// file's branch and bound written for Java. Each cell scores its digit
// times its weight, 10 in the centre cell, then 9, 8, 7 and 6 ring by ring
// out to the edge. Every solution counts, so the search goes on past the
// first: a branch and bound over Solver9's state and rules, started from
// a solution Solver9 finds (none: no score, settled at once). Each node
// propagates, then bounds the score of any solution below it; a node whose
// bound is no better than the best score found so far is cut, any other
// guesses on its heaviest open cell, highest digit first, so that good
// solutions come early and the bound cuts much.
//
// Every solution holds each digit nine times, so the least weight, 6, adds
// 6 * 405 to every score: the weights here are less 6, which leaves the
// outer ring weightless and tightens the bounds. Once only weightless
// cells are open, one solution of them settles the branch.
//
// Two bounds, the cheaper first. Each cell at its highest candidate (its
// digit, once placed): a solution can do no better cell by cell. Then, for
// each kind of unit (rows, columns, boxes) and each unit of it, the digits
// it still misses go to its open cells at best, highest digit to highest
// weight (no two cells of a unit take one digit), or where that is less,
// each open cell at its highest candidate; the units' totals added up, and
// the least of the three kinds' sums taken.
final class Best9 {
    // Each cell's weight less 6, row by row: 4 less the cell's distance
    // from the centre counted in kings' moves.
    static final int[] WEIGHT = new int[81];
    // The cells of rows 0-8, columns 0-8 (as units 9-17) and boxes 0-8 (as
    // units 18-26), each unit's highest weights first.
    static final int[][] UNIT = new int[27][9];
    // What the least weight adds to every solution's score.
    static final int OFFSET = 6 * 405;

    static {
        for (int cell = 0; cell < 81; ++cell) {
            int rows = Math.abs(cell / 9 - 4), columns = Math.abs(cell % 9 - 4);
            WEIGHT[cell] = 4 - Math.max(rows, columns);
        }
        for (int u = 0; u < 9; ++u) {
            for (int k = 0; k < 9; ++k) {
                UNIT[u][k] = 9 * u + k;
                UNIT[9 + u][k] = 9 * k + u;
                UNIT[18 + u][k] = 27 * (u / 3) + 3 * (u % 3) + 9 * (k / 3) + k % 3;
            }
        }
        // Highest weight first, by insertion.
        for (int[] unit : UNIT) {
            for (int k = 1; k < 9; ++k) {
                int cell = unit[k], at = k;
                for (; at > 0 && WEIGHT[unit[at - 1]] < WEIGHT[cell]; --at) unit[at] = unit[at - 1];
                unit[at] = cell;
            }
        }
    }

    private Best9() {}

    // The score of the solution in `cells` (81 values), less OFFSET.
    static int scoreOf(int[] cells) {
        int score = 0;
        for (int cell = 0; cell < 81; ++cell) score += cells[cell] * WEIGHT[cell];
        return score;
    }

    // Puts each cell's digit (placed) or highest candidate (open) in `top`,
    // row by row; returns the score of the grid of them, the first bound.
    // A cell of band b at bit i is cell 27 * b + i.
    static int highest(int[] state, int[] top) {
        int bound = 0;
        for (int band = 0; band < 3; ++band) {
            int left = Solver9.BAND;
            for (int d = 8; d >= 0; --d) {
                int cells = state[9 * band + d] & left;
                left &= ~cells;
                for (; cells != 0; cells &= cells - 1) {
                    int cell = 27 * band + Integer.numberOfTrailingZeros(cells);
                    top[cell] = d + 1;
                    bound += (d + 1) * WEIGHT[cell];
                }
            }
        }
        return bound;
    }

    // Whether `cell` is open in `state`.
    static boolean open(int[] state, int cell) {
        return (state[Solver9.UNSOLVED + cell / 27] >> (cell % 27) & 1) != 0;
    }

    // The second bound, from `top` as `highest` leaves it.
    static int unitBound(int[] state, int[] top) {
        int least = 0;
        for (int kind = 0; kind < 3; ++kind) {
            int total = 0;
            for (int u = 9 * kind; u < 9 * kind + 9; ++u) {
                int[] unit = UNIT[u];
                // The placed cells' score, and the digits missing.
                int fixed = 0, alone = 0, missing = 0x3fe;
                for (int cell : unit) {
                    int value = top[cell] * WEIGHT[cell];
                    if (open(state, cell)) {
                        alone += value;
                    } else {
                        fixed += value;
                        missing &= ~(1 << top[cell]);
                    }
                }
                // The missing digits on the open cells, highest to highest.
                int paired = 0, digit = 9;
                for (int cell : unit) {
                    if (!open(state, cell)) continue;
                    while (digit > 0 && (missing >> digit & 1) == 0) --digit;
                    if (digit == 0) break;
                    paired += digit * WEIGHT[cell];
                    --digit;
                }
                total += fixed + Math.min(paired, alone);
            }
            if (kind == 0 || total < least) least = total;
        }
        return least;
    }

    // One node of the search and those below it, on its own copy of the
    // state: raises best[0] (less OFFSET) to every better solution found.
    static void search(int[] best, int[] state, int[] scratch) {
        if (!Solver9.propagate(state, scratch)) return;
        int[] top = new int[81];
        if (highest(state, top) <= best[0] || unitBound(state, top) <= best[0]) return;
        // The heaviest open cell of some weight, then the fewest candidates.
        int band = 0, bit = 0, most = 0;
        for (int b = 0; b < 3; ++b) {
            for (int cells = state[Solver9.UNSOLVED + b]; cells != 0; cells &= cells - 1) {
                int at = cells & -cells;
                int weight = WEIGHT[27 * b + Integer.numberOfTrailingZeros(at)];
                int key = weight * 16 + 15 - Integer.bitCount(Solver9.holders(state, b, at));
                if (weight > 0 && key > most) {
                    band = b;
                    bit = at;
                    most = key;
                }
            }
        }
        if (most == 0) {
            // Only weightless cells are open: one solution settles it.
            int[] solution = new int[81];
            Solver9 rest = new Solver9(1, solution);
            rest.node(state);
            if (rest.found > 0 && scoreOf(solution) > best[0]) best[0] = scoreOf(solution);
            return;
        }
        int digits = Solver9.holders(state, band, bit);
        for (int d = 8; d >= 0; --d) {
            if ((digits >> d & 1) == 0) continue;
            int[] next = state.clone();
            Solver9.place(next, d, band, bit);
            search(best, next, scratch);
        }
    }

    // The highest score over the solutions of the puzzle in `cells` (81
    // values, row by row, 0 for an empty cell), or -1 when it has none,
    // which Solver9 settles first.
    static int bestScore(int[] cells) {
        int[] first = new int[81];
        int[] state = Solver9.start(cells);
        if (state == null || Solver9.solve(cells, first, 1) == 0) return -1;
        int[] best = {scoreOf(first)};
        search(best, state, new int[9]);
        return best[0] + OFFSET;
    }
}

// The search for boards of box size n = 1 to 4 (1x1, 4x4, 9x9, 16x16) of
// the Java submissions: the C++ file's general search written for Java.
// Per cell an int of the values it may take (value v is bit v - 1; 0 once
// placed) and its value; naked and hidden singles to a fixed point, then a
// guess on the first cell with the fewest candidates (on the first empty
// cell, values ascending, when the smallest solution is asked for),
// copying the two arrays. It takes a board and counts its solutions up to
// a limit; reading and writing are the program's.
//
// Invariants: a state only narrows; a placed cell has no candidates. The
// tables are built per call (a few hundred ints); a search's data are its
// object's. Recursion goes one level per guess, at most one per cell.
final class Boards {
    private final int side;
    private final int full;
    // Each unit's cells (rows, then columns, then boxes), and each cell's
    // peers (the other cells of its row, column and box).
    private final int[][] units;
    private final int[][] peers;
    private final int limit;
    private final boolean smallest;
    private int found = 0;
    private final int[] solution;

    private Boards(int n, int limit, boolean smallest, int[] solution) {
        this.side = n * n;
        this.full = (1 << side) - 1;
        this.limit = limit;
        this.smallest = smallest;
        this.solution = solution;
        units = new int[3 * side][side];
        for (int unit = 0; unit < side; ++unit) {
            for (int k = 0; k < side; ++k) {
                units[unit][k] = unit * side + k;
                units[side + unit][k] = k * side + unit;
                units[2 * side + unit][k] = (unit / n * n + k / n) * side + unit % n * n + k % n;
            }
        }
        peers = new int[side * side][];
        for (int cell = 0; cell < side * side; ++cell) {
            int row = cell / side, column = cell % side;
            int box = row / n * n + column / n;
            boolean[] seen = new boolean[side * side];
            int count = 0;
            for (int unit : new int[] {row, side + column, 2 * side + box}) {
                for (int other : units[unit]) {
                    if (other != cell && !seen[other]) {
                        seen[other] = true;
                        ++count;
                    }
                }
            }
            peers[cell] = new int[count];
            for (int other = 0, at = 0; other < side * side; ++other) {
                if (seen[other]) peers[cell][at++] = other;
            }
        }
    }

    // Searches the board of box size n (side n * n) in `cells` (row by row,
    // 0 for an empty cell) for solutions, stopping once `limit` are found;
    // returns how many were found. The first (with `smallest`, the smallest
    // in row order, values ascending) goes to `solution` when any was. A
    // box size out of 1 to 4 or a value above the side gives 0.
    static int solve(int n, int[] cells, int[] solution, int limit, boolean smallest) {
        if (n < 1 || n > 4 || limit < 1) return 0;
        int side = n * n;
        for (int cell = 0; cell < side * side; ++cell) {
            if (cells[cell] < 0 || cells[cell] > side) return 0;
        }
        Boards search = new Boards(n, limit, smallest, solution);
        int[] candidates = new int[side * side];
        int[] values = new int[side * side];
        java.util.Arrays.fill(candidates, search.full);
        for (int cell = 0; cell < side * side; ++cell) {
            if (cells[cell] != 0 && !search.place(candidates, values, cell, cells[cell])) return 0;
        }
        search.node(candidates, values);
        return search.found;
    }

    // Places `value` on the empty `cell`; false when it cannot go there.
    private boolean place(int[] candidates, int[] values, int cell, int value) {
        int bit = 1 << (value - 1);
        if ((candidates[cell] & bit) == 0) return false;
        values[cell] = value;
        candidates[cell] = 0;
        for (int other : peers[cell]) candidates[other] &= ~bit;
        return true;
    }

    // Naked and hidden singles until none is left; false on a
    // contradiction.
    private boolean propagate(int[] candidates, int[] values) {
        for (boolean placed = true; placed;) {
            placed = false;
            for (int cell = 0; cell < side * side; ++cell) {
                int mask = candidates[cell];
                if (values[cell] != 0 || (mask & (mask - 1)) != 0) continue;
                if (mask == 0 || !place(candidates, values, cell, Integer.numberOfTrailingZeros(mask) + 1)) {
                    return false;
                }
                placed = true;
            }
            for (int[] unit : units) {
                int once = 0, twice = 0, done = 0;
                for (int cell : unit) {
                    twice |= once & candidates[cell];
                    once |= candidates[cell];
                    if (values[cell] != 0) done |= 1 << (values[cell] - 1);
                }
                if ((once | done) != full) return false;
                for (int hidden = once & ~twice & ~done; hidden != 0; hidden &= hidden - 1) {
                    int bit = hidden & -hidden;
                    int k = 0;
                    while (k < side && (candidates[unit[k]] & bit) == 0) ++k;
                    // k == side: an earlier single in the unit took the value.
                    if (k == side || !place(candidates, values, unit[k], Integer.numberOfTrailingZeros(bit) + 1)) {
                        return false;
                    }
                    placed = true;
                }
            }
        }
        return true;
    }

    // Searches from the state (`candidates`, `values`), which it may
    // change.
    private void node(int[] candidates, int[] values) {
        if (!propagate(candidates, values)) return;
        int pick = -1, fewest = 33;
        for (int cell = 0; cell < side * side && fewest > 2; ++cell) {
            if (values[cell] != 0) continue;
            int count = Integer.bitCount(candidates[cell]);
            if (count < fewest) {
                pick = cell;
                fewest = count;
            }
            if (smallest) break;
        }
        if (pick < 0) {
            if (found++ == 0) System.arraycopy(values, 0, solution, 0, side * side);
            return;
        }
        for (int choices = candidates[pick]; choices != 0;) {
            int value = Integer.numberOfTrailingZeros(choices) + 1;
            choices &= choices - 1;
            if (choices == 0) {
                // The last value: this state is not needed again.
                if (place(candidates, values, pick, value)) node(candidates, values);
                return;
            }
            int[] nextCandidates = candidates.clone();
            int[] nextValues = values.clone();
            if (place(nextCandidates, nextValues, pick, value)) node(nextCandidates, nextValues);
            if (found >= limit) return;
        }
    }
}

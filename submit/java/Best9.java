// The highest score over the solutions of a 9x9 puzzle, as Luogu P1074
// (NOIP 2009's target Sudoku) asks, for the Java submissions: the C++
// file's search over the digits' templates written for Java. Each cell
// scores its digit times its weight, 10 in the centre cell, then 9, 8, 7
// and 6 ring by ring out to the edge. A digit's nine cells in a solution,
// one per row, column and box, form one of 46,656 templates, and a
// solution is nine disjoint templates, one per digit. Each digit lists the
// templates its candidates allow (after Solver9 has settled solvability
// and propagated the givens); the branch and bound places a whole
// template at a time, on the highest digit left, and takes from the other
// digits' lists every template that meets it.
//
// The bound is a Lagrangian one: give each cell a price; a solution
// covers every open cell once, so its score is the open cells' prices
// plus, per digit, its template's value (digit times weight) less the
// template's price, and at most the prices plus each digit's best such
// reduced value. Any prices give a bound; subgradient steps at the root
// (raise the price of a cell two digits' best templates want, lower it on
// a cell none does) bring it to within a point of the best score on the
// boards measured; the root's children are priced afresh too. Prices
// are integers in 1/SCALE, so every bound is exact. Each list is sorted
// by reduced value, highest first: the first template left is the
// digit's best, and a template whose bound falls short ends its list.
//
// Every solution holds each digit nine times, so the least weight, 6,
// adds 6 * 405 to every score: the weights here are less 6.
//
// Templates are numbered as made, digit by digit, each digit's in the
// order of their columns row by row; the search's lists hold numbers and
// reduced values in one arena of two arrays (no object per template).
final class Best9 {
    // Each cell's weight less 6, row by row: 4 less the cell's distance
    // from the centre counted in kings' moves.
    static final int[] WEIGHT = new int[81];
    // What the least weight adds to every solution's score.
    static final int OFFSET = 6 * 405;
    // Prices are in units of 1/SCALE.
    static final long SCALE = 64;
    // At most this many rounds of pricing (a guard: the halvings end it).
    static final int ROUNDS = 1000;
    // The 27 cells of a band.
    static final int ALL = (1 << 27) - 1;
    // The nodes this deep or less are priced afresh (the root and its
    // children); deeper, the pricing costs more than it saves.
    static final int REPRICED = 1;

    static {
        for (int cell = 0; cell < 81; ++cell) {
            int rows = Math.abs(cell / 9 - 4), columns = Math.abs(cell % 9 - 4);
            WEIGHT[cell] = 4 - Math.max(rows, columns);
        }
    }

    // The templates made: template t's cells as band masks (cell 27 * b + i
    // at bit i of cells[3 * t + b]), its column in each row
    // (columns[9 * t + row]) and its weight.
    int[] cells = new int[3 * 1024];
    byte[] columns = new byte[9 * 1024];
    int[] weight = new int[1024];
    int made;
    // The arena: each node's lists a range of it per digit ([start, end)
    // in list[d][0], list[d][1]), each entry a template and its value less
    // its cells' prices.
    int[] id = new int[1024];
    long[] reduced = new long[1024];
    int size;
    // The best score found, less OFFSET.
    int best;
    // The template being made, and the scratch of the sort.
    final int[] making = new int[3];
    final byte[] path = new byte[9];
    int[] sortId = new int[0];
    long[] sortReduced = new long[0];

    private Best9(int best) {
        this.best = best;
    }

    // The score of the solution in `cells` (81 values), less OFFSET.
    static int scoreOf(int[] cells) {
        int score = 0;
        for (int cell = 0; cell < 81; ++cell) score += cells[cell] * WEIGHT[cell];
        return score;
    }

    // Appends template t with reduced value r to the arena.
    void push(int t, long r) {
        if (size == id.length) {
            id = java.util.Arrays.copyOf(id, 2 * size + 1024);
            reduced = java.util.Arrays.copyOf(reduced, 2 * size + 1024);
        }
        id[size] = t;
        reduced[size++] = r;
    }

    // Makes every template of cells in `allowed` (band masks), row by row
    // from `row`, and appends each to the arena; `used` holds the columns
    // taken (bits 0-8) and the band's boxes taken (bits 9-11), `sum` the
    // weight so far.
    void templates(int[] allowed, int row, int used, int sum) {
        if (row == 9) {
            if (made == weight.length) {
                cells = java.util.Arrays.copyOf(cells, 6 * made + 3072);
                columns = java.util.Arrays.copyOf(columns, 18 * made + 9216);
                weight = java.util.Arrays.copyOf(weight, 2 * made + 1024);
            }
            System.arraycopy(making, 0, cells, 3 * made, 3);
            System.arraycopy(path, 0, columns, 9 * made, 9);
            weight[made] = sum;
            push(made++, 0);
            return;
        }
        if (row % 3 == 0) used &= 0x1ff;
        for (int column = 0; column < 9; ++column) {
            int cell = 9 * row + column;
            if ((used >> column & 1) != 0 || (used >> (9 + column / 3) & 1) != 0
                    || (allowed[cell / 27] >> (cell % 27) & 1) == 0) {
                continue;
            }
            making[cell / 27] ^= 1 << (cell % 27);
            path[row] = (byte) column;
            templates(allowed, row + 1, used | 1 << column | 1 << (9 + column / 3), sum + WEIGHT[cell]);
            making[cell / 27] ^= 1 << (cell % 27);
        }
    }

    // The price of template t's cells.
    long priceOf(long[] prices, int t) {
        long price = 0;
        for (int row = 0; row < 9; ++row) price += prices[9 * row + columns[9 * t + row]];
        return price;
    }

    // Whether entry a goes before entry b: highest reduced value first,
    // then in the order made (the columns row by row, lowest first), the
    // binary's stable sort.
    static boolean before(long ra, int ta, long rb, int tb) {
        return ra != rb ? ra > rb : ta < tb;
    }

    // Sorts the arena's entries [from, to) by `before`: a merge sort,
    // bottom up, through the scratch arrays.
    void sort(int from, int to) {
        int n = to - from;
        if (sortId.length < n) {
            sortId = new int[n];
            sortReduced = new long[n];
        }
        int[] ai = id, bi = sortId;
        long[] ar = reduced, br = sortReduced;
        int aBase = from, bBase = 0;
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(lo + width, n), hi = Math.min(lo + 2 * width, n);
                int i = lo, j = mid, k = lo;
                while (i < mid && j < hi) {
                    if (before(ar[aBase + j], ai[aBase + j], ar[aBase + i], ai[aBase + i])) {
                        bi[bBase + k] = ai[aBase + j];
                        br[bBase + k++] = ar[aBase + j++];
                    } else {
                        bi[bBase + k] = ai[aBase + i];
                        br[bBase + k++] = ar[aBase + i++];
                    }
                }
                for (; i < mid; ++i, ++k) {
                    bi[bBase + k] = ai[aBase + i];
                    br[bBase + k] = ar[aBase + i];
                }
                for (; j < hi; ++j, ++k) {
                    bi[bBase + k] = ai[aBase + j];
                    br[bBase + k] = ar[aBase + j];
                }
            }
            int[] ti = ai;
            ai = bi;
            bi = ti;
            long[] tr = ar;
            ar = br;
            br = tr;
            int tb = aBase;
            aBase = bBase;
            bBase = tb;
        }
        if (ai != id) {
            System.arraycopy(ai, aBase, id, from, n);
            System.arraycopy(ar, aBase, reduced, from, n);
        }
    }

    // Whether `cell` is among the band masks `open`.
    static boolean isOpen(int[] open, int cell) {
        return (open[cell / 27] >> (cell % 27) & 1) != 0;
    }

    // Prices the open cells (`open`, band masks) for the digits `left` by
    // subgradient steps from `prices`, to lower the bound (the open cells'
    // prices plus each digit's best template less its price) to `target` if
    // it can; leaves in `prices` those that gave the lowest, sets each
    // template's reduced value by them and sorts each list by it. The step is
    // 2 / 2^halved times the gap over the square of the subgradient, halved
    // from `halved` on after 5 rounds that lower nothing; the pricing ends at
    // the 12th.
    void price(int[][] list, int left, int[] open, long[] prices, long target, int halved) {
        long[] kept = prices.clone();
        long lowest = 0;
        int stale = 0;
        long[] cover = new long[81];
        for (int round = 0; round < ROUNDS; ++round) {
            long total = 0;
            for (int cell = 0; cell < 81; ++cell) {
                cover[cell] = 0;
                if (isOpen(open, cell)) total += prices[cell];
            }
            for (int d = 0; d < 9; ++d) {
                if ((left >> d & 1) == 0) continue;
                long value = SCALE * (d + 1), top = 0;
                int pick = list[d][0];
                for (int at = list[d][0]; at < list[d][1]; ++at) {
                    long r = value * weight[id[at]] - priceOf(prices, id[at]);
                    if (at == list[d][0] || r > top) {
                        top = r;
                        pick = at;
                    }
                }
                total += top;
                for (int row = 0; row < 9; ++row) ++cover[9 * row + columns[9 * id[pick] + row]];
            }
            if (round == 0 || total < lowest) {
                lowest = total;
                System.arraycopy(prices, 0, kept, 0, 81);
                stale = 0;
            } else if (++stale == 5) {
                ++halved;
                stale = 0;
            }
            long norm = 0;
            for (int cell = 0; cell < 81; ++cell) {
                if (isOpen(open, cell)) norm += (cover[cell] - 1) * (cover[cell] - 1);
            }
            if (norm == 0 || total <= target || halved >= 12) break;
            long gap = 2 * (total - target);
            for (int cell = 0; cell < 81; ++cell) {
                if (!isOpen(open, cell)) continue;
                long step = gap * (cover[cell] > 1 ? cover[cell] - 1 : 1 - cover[cell]) / (norm << halved);
                prices[cell] += cover[cell] > 1 ? step : -step;
            }
        }
        System.arraycopy(kept, 0, prices, 0, 81);
        for (int d = 0; d < 9; ++d) {
            if ((left >> d & 1) == 0) continue;
            for (int at = list[d][0]; at < list[d][1]; ++at) {
                reduced[at] = SCALE * (d + 1) * weight[id[at]] - priceOf(kept, id[at]);
            }
            sort(list[d][0], list[d][1]);
        }
    }

    // Searches the node `depth` templates down whose digits `left` (bit d)
    // are still to place, with lists `list` of templates apart from the
    // placed cells, on the open cells `open` (band masks) priced by
    // `parent` (the parent's prices), the placed cells scoring `score`.
    void node(int[][] list, int left, int[] open, long[] parent, int score, int depth) {
        long[] prices = parent.clone();
        boolean listed = true;
        for (int d = 0; d < 9; ++d) listed = listed && ((left >> d & 1) == 0 || list[d][0] < list[d][1]);
        if (depth <= REPRICED && listed) {
            // From the parent's prices the steps start smaller.
            long target = ((long) best - score) * SCALE;
            price(list, left, open, prices, target, depth == 0 ? 0 : 2);
        }
        // The bound, in units of 1/SCALE, and the highest digit left, whose
        // template weighs most in the score.
        long bound = score * SCALE;
        for (int cell = 0; cell < 81; ++cell) {
            if (isOpen(open, cell)) bound += prices[cell];
        }
        int pick = 0;
        for (int d = 0; d < 9; ++d) {
            if ((left >> d & 1) == 0) continue;
            if (list[d][0] == list[d][1]) return;
            bound += reduced[list[d][0]];
            pick = d;
        }
        if (bound < (best + 1L) * SCALE) return;
        int rest = left & ~(1 << pick), value = pick + 1;
        long top = reduced[list[pick][0]];
        if (rest == 0) {
            // The last digit: each template left covers the open cells.
            int last = score + value * weight[id[list[pick][0]]];
            if (last > best) best = last;
            return;
        }
        int[][] next = new int[9][2];
        int[] still = new int[3];
        for (int at = list[pick][0]; at < list[pick][1]; ++at) {
            int t = id[at];
            if (bound - top + reduced[at] < (best + 1L) * SCALE) break;
            int c0 = cells[3 * t], c1 = cells[3 * t + 1], c2 = cells[3 * t + 2];
            int mark = size;
            boolean empty = false;
            for (int d = 0; d < 9 && !empty; ++d) {
                if ((rest >> d & 1) == 0) continue;
                next[d][0] = size;
                for (int k = list[d][0]; k < list[d][1]; ++k) {
                    int u = id[k];
                    if (((cells[3 * u] & c0) | (cells[3 * u + 1] & c1) | (cells[3 * u + 2] & c2)) == 0) {
                        push(u, reduced[k]);
                    }
                }
                next[d][1] = size;
                empty = next[d][0] == next[d][1];
            }
            if (!empty) {
                still[0] = open[0] & ~c0;
                still[1] = open[1] & ~c1;
                still[2] = open[2] & ~c2;
                node(next, rest, still, prices, score + value * weight[t], depth + 1);
            }
            size = mark;
        }
    }

    // The highest score over the solutions of the puzzle in `cells` (81
    // values, row by row, 0 for an empty cell), or -1 when it has none,
    // which Solver9 settles first.
    static int bestScore(int[] cells) {
        int[] first = new int[81];
        int[] state = Solver9.start(cells);
        if (state == null || Solver9.solve(cells, first, 1) == 0) return -1;
        Best9 search = new Best9(scoreOf(first));
        if (Solver9.propagate(state, new int[9])) {
            int[][] list = new int[9][2];
            for (int d = 0; d < 9; ++d) {
                int[] allowed = {state[d], state[9 + d], state[18 + d]};
                list[d][0] = search.size;
                search.templates(allowed, 0, 0, 0);
                list[d][1] = search.size;
            }
            long[] prices = new long[81];
            for (int cell = 0; cell < 81; ++cell) prices[cell] = 5 * SCALE * WEIGHT[cell];
            int[] open = {ALL, ALL, ALL};
            search.node(list, 0x1ff, open, prices, 0, 0);
        }
        return search.best + OFFSET;
    }
}

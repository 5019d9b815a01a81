// The 16x16 search of the Java submissions: the C++ file's (`sixteen` in
// boards.hpp, core/src/large/ less its probing) written for Java 8. Per
// value (0 to 15), where it may go: eight int words of two rows, bit
// 16r + c of word w for row 2w + r, column c, so bit b of word w is cell
// 32w + b; band k (four rows) is words 2k and 2k + 1. Naked and hidden
// singles, then locked candidates in bands and stacks, to a fixed point;
// the guess is on the two-candidate cell with the most open peers, else
// the first with the fewest. A try that spends its budget of guesses
// starts over with another guess rule and twice the budget: this bounds
// the heavy tail of boards with many open cells. It takes 256 cells and
// counts solutions up to a limit; reading and writing are the program's.
//
// The state is one int[STATE], cloned on each guess: [8 * v + w] word w of
// value v's places, then the offsets below.
//
// Invariants: a state only narrows; a placed cell has no candidates; a
// value's places leave its rows, columns and boxes once it is placed
// there. Recursion goes one level per guess, at most one per cell.
final class Sixteen {
    private static final int SIDE = 16, CELLS = 256, WORDS = 8;
    // Row 0, column 0 and the part of box 0 in a word.
    private static final int ROW = 0xffff, COLUMN = 0x00010001, BOX = 0x000f000f;
    // The cells placed (a word each); per value, the rows, columns and
    // boxes it is placed in; open cells per row, column and box, and in
    // all; the values whose places narrowed since their hidden singles, or
    // locked candidates, were last looked for; each cell's value (0 open).
    private static final int PLACED = 128, DONE_ROWS = 136, DONE_COLUMNS = 152,
            DONE_BOXES = 168, OPEN_ROWS = 184, OPEN_COLUMNS = 200, OPEN_BOXES = 216,
            OPEN = 232, HIDDEN_DUE = 233, LOCKED_DUE = 234, VALUES = 235,
            STATE = VALUES + CELLS;

    // The search: up to `limit` solutions other than `skip` (one an
    // earlier try found, or null), within `budget` guesses; rule `variant`
    // picks the guess (0 `guessCell`, others `otherGuessCell`, the odd
    // ones trying the values from the largest).
    private static int limit, found, variant, budget, spent;
    private static int[] skip;
    private static boolean aborted;
    private static final int[] first = new int[CELLS];
    // The guess's cell, set by the guess rules: its word and bit; the
    // words `locked` narrows before it writes them back.
    private static int guessWord, guessBit;
    private static final int[] narrowed = new int[WORDS];

    private Sixteen() {}

    // Bit 0 of each nibble of the 16-bit `mask` that has one bit set.
    private static int singleNibbles(int mask) {
        int count = mask - ((mask >>> 1) & 0x5555);
        count = (count & 0x3333) + ((count >>> 2) & 0x3333);
        return count & ~(count >>> 1) & ~(count >>> 2) & 0x1111;
    }

    // Places `value` at `bit` of `word`; false when it cannot go there.
    private static boolean place(int[] s, int value, int word, int bit) {
        int mask = 1 << bit, touched = 1 << value, own = WORDS * value;
        if ((s[own + word] & mask) == 0) return false;
        int column = bit & 15, band = word >> 1, row = 2 * word + (bit >> 4);
        int box = 4 * band + (column >> 2);
        s[VALUES + 32 * word + bit] = value + 1;
        s[PLACED + word] |= mask;
        --s[OPEN];
        --s[OPEN_ROWS + row];
        --s[OPEN_COLUMNS + column];
        --s[OPEN_BOXES + box];
        for (int at = word; at < PLACED; at += WORDS) {
            int cells = s[at];
            touched |= ((cells >>> bit) & 1) << (at >> 3);
            s[at] = cells & ~mask;
        }
        s[HIDDEN_DUE] |= touched;
        s[LOCKED_DUE] |= touched;
        int others = ~(COLUMN << column);
        for (int w = 0; w < WORDS; ++w) s[own + w] &= others;
        s[own + word] &= ~(ROW << (bit & 16));
        s[own + 2 * band] &= ~(BOX << (column & 12));
        s[own + 2 * band + 1] &= ~(BOX << (column & 12));
        s[DONE_ROWS + value] |= 1 << row;
        s[DONE_COLUMNS + value] |= 1 << column;
        s[DONE_BOXES + value] |= 1 << box;
        return true;
    }

    // Naked and hidden singles until none is left; false on a
    // contradiction. With `place`, most of the time goes here.
    private static boolean singles(int[] s) {
        for (;;) {
            boolean any = false;
            for (int word = 0; word < WORDS; ++word) {
                // Each cell's candidates counted up to two.
                int once = 0, twice = 0;
                for (int at = word; at < PLACED; at += 4 * WORDS) {
                    int a = s[at], b = s[at + WORDS], c = s[at + 2 * WORDS], d = s[at + 3 * WORDS];
                    twice |= (once & (a | b | c | d)) | (a & b) | (c & d) | ((a | b) & (c | d));
                    once |= a | b | c | d;
                }
                if ((~s[PLACED + word] & ~once) != 0) return false;
                for (int lone = once & ~twice; lone != 0; lone &= lone - 1) {
                    int bit = Integer.numberOfTrailingZeros(lone), value = 0;
                    while (value < SIDE && ((s[WORDS * value + word] >>> bit) & 1) == 0) ++value;
                    // value == SIDE: a single placed before took the last one.
                    if (value == SIDE || !place(s, value, word, bit)) return false;
                    any = true;
                }
            }
            int due = s[HIDDEN_DUE];
            s[HIDDEN_DUE] = 0;
            for (; due != 0; due &= due - 1) {
                int placed = hiddenSingles(s, Integer.numberOfTrailingZeros(due));
                if (placed < 0) return false;
                if (placed > 0) any = true;
            }
            if (!any && s[HIDDEN_DUE] == 0) return true;
        }
    }

    // Places `value` where a row, column or box has one place left for it;
    // -1 on a contradiction, else 1 when it placed one, 0 when not.
    private static int hiddenSingles(int[] s, int value) {
        int own = WORDS * value, any = 0;
        int once = 0, twice = 0;
        for (int w = own; w < own + WORDS; w += 2) {
            twice |= (once & (s[w] | s[w + 1])) | (s[w] & s[w + 1]);
            once |= s[w] | s[w + 1];
        }
        // Columns: the words folded into 16 lanes.
        int lone = (twice | twice >>> 16 | (once & once >>> 16)) & ROW;
        once = (once | once >>> 16) & ROW;
        if ((~once & ~s[DONE_COLUMNS + value] & ROW) != 0) return -1;
        for (lone = once & ~lone; lone != 0; lone &= lone - 1) {
            int column = COLUMN << Integer.numberOfTrailingZeros(lone);
            int w = 0;
            while (w < WORDS && (s[own + w] & column) == 0) ++w;
            if (w == WORDS || !place(s, value, w, Integer.numberOfTrailingZeros(s[own + w] & column))) {
                return -1;
            }
            any = 1;
        }
        // Rows and boxes with two places or more, found without branches.
        // Bit r of `rows`: row r has; bit k of `boxes`: box k has, from its
        // columns with a place, counted per nibble, and those with two, two
        // bands at a time.
        int rows = 0, boxes = 0;
        for (int w = 0; w < WORDS; ++w) {
            int cells = s[own + w];
            rows |= ((cells & (cells - 1) & ROW) != 0 ? 1 : 0) << (2 * w)
                    | (((cells & (cells - 0x10000)) >>> 16) != 0 ? 2 : 0) << (2 * w);
        }
        for (int half = 0; half < 2; ++half) {
            once = 0;
            twice = 0;
            for (int h = 0; h < 2; ++h) {
                int top = s[own + 4 * half + 2 * h], bottom = s[own + 4 * half + 2 * h + 1];
                int either = top | bottom, both = top & bottom;
                once |= ((either | either >>> 16) & ROW) << (16 * h);
                twice |= ((both | both >>> 16 | (either & either >>> 16)) & ROW) << (16 * h);
            }
            int count = once - ((once >>> 1) & 0x55555555);
            count = (count & 0x33333333) + ((count >>> 2) & 0x33333333);
            int crowded = (twice | twice >>> 1 | twice >>> 2 | twice >>> 3 | count >>> 1
                    | count >>> 2) & 0x11111111;
            crowded = (crowded | crowded >>> 3 | crowded >>> 6 | crowded >>> 9) & 0x000f000f;
            boxes |= ((crowded | crowded >>> 12) & 0xff) << (8 * half);
        }
        // The rest have one place (a single) or none (a contradiction unless
        // placed). Each is read afresh: a single placed before may have
        // taken its place (`place` fails) or filled it.
        for (lone = ~(rows | s[DONE_ROWS + value]) & ROW; lone != 0; lone &= lone - 1) {
            int row = Integer.numberOfTrailingZeros(lone), shift = 16 * (row & 1);
            int cells = (s[own + (row >> 1)] >>> shift) & ROW;
            if (cells == 0) {
                if (((s[DONE_ROWS + value] >>> row) & 1) == 0) return -1;
            } else {
                if (!place(s, value, row >> 1, shift + Integer.numberOfTrailingZeros(cells))) return -1;
                any = 1;
            }
        }
        for (lone = ~(boxes | s[DONE_BOXES + value]) & ROW; lone != 0; lone &= lone - 1) {
            int box = Integer.numberOfTrailingZeros(lone), w = box >> 2 << 1;
            int part = BOX << (4 * (box & 3)), cells = s[own + w] & part;
            if (cells == 0) cells = s[own + ++w] & part;
            if (cells == 0) {
                if (((s[DONE_BOXES + value] >>> box) & 1) == 0) return -1;
            } else {
                if (!place(s, value, w, Integer.numberOfTrailingZeros(cells))) return -1;
                any = 1;
            }
        }
        return any;
    }

    // Locked candidates in bands and stacks: true when one was removed. The
    // tests read the places as they were when the value's turn began (what
    // held then still holds), on nibbles, four at a time.
    private static boolean locked(int[] s) {
        final int[] cells = narrowed;
        final int segments = 0x11111111;
        boolean removed = false;
        int due = s[LOCKED_DUE];
        s[LOCKED_DUE] = 0;
        for (; due != 0; due &= due - 1) {
            int value = Integer.numberOfTrailingZeros(due), own = WORDS * value;
            int once = 0, twice = 0, changed = 0;
            int columns0 = 0, columns1 = 0, columns2 = 0, columns3 = 0;
            for (int w = 0; w < WORDS; ++w) cells[w] = s[own + w];
            for (int band = 0; band < 4; ++band) {
                // Bit 4k + 16r: row r of the word meets the value in box k.
                int top = s[own + 2 * band], bottom = s[own + 2 * band + 1];
                int upper = (top | top >>> 1 | top >>> 2 | top >>> 3) & segments;
                int lower = (bottom | bottom >>> 1 | bottom >>> 2 | bottom >>> 3) & segments;
                // Bit r of nibble k of `byBox`, bit k of nibble r of
                // `byRow`: row r of the band meets the value in box k.
                int byBox = (upper & ROW) | (upper >>> 16) << 1 | (lower & ROW) << 2
                        | (lower >>> 16) << 3;
                upper = (upper | upper >>> 3 | upper >>> 6 | upper >>> 9) & 0x000f000f;
                lower = (lower | lower >>> 3 | lower >>> 6 | lower >>> 9) & 0x000f000f;
                int byRow = ((upper | upper >>> 12) & 0xff) | ((lower | lower >>> 12) & 0xff) << 8;
                // A box meeting the value in one row: the rest of the row
                // loses it.
                for (int one = singleNibbles(byBox); one != 0; one &= one - 1) {
                    int nibble = Integer.numberOfTrailingZeros(one);
                    int r = Integer.numberOfTrailingZeros(byBox >>> nibble);
                    cells[2 * band + (r >> 1)] &= ~((ROW << (16 * (r & 1))) & ~(BOX << nibble));
                }
                // A row meeting it in one box: the rest of the box loses it.
                for (int one = singleNibbles(byRow); one != 0; one &= one - 1) {
                    int r = Integer.numberOfTrailingZeros(one) >> 2;
                    int boxed = BOX << (4 * Integer.numberOfTrailingZeros(byRow >>> (4 * r)));
                    cells[2 * band + (r >> 1)] &= ~(boxed & ~(ROW << (16 * (r & 1))));
                    cells[2 * band + 1 - (r >> 1)] &= ~boxed;
                }
                // Stacks: bit c of the band's columns: the band meets it in
                // column c. A box meeting it in one column: the column's
                // other boxes lose it.
                int here = (top | bottom | (top | bottom) >>> 16) & ROW;
                if (band == 0) {
                    columns0 = here;
                } else if (band == 1) {
                    columns1 = here;
                } else if (band == 2) {
                    columns2 = here;
                } else {
                    columns3 = here;
                }
                twice |= once & here;
                once |= here;
                for (int one = singleNibbles(here); one != 0; one &= one - 1) {
                    int column = ~(COLUMN << Integer.numberOfTrailingZeros(
                            here & (15 << Integer.numberOfTrailingZeros(one))));
                    for (int w = 0; w < WORDS; ++w) {
                        if (w >> 1 != band) cells[w] &= column;
                    }
                }
            }
            // A column meeting it in one box: the box's other columns lose it.
            for (int alone = once & ~twice; alone != 0; alone &= alone - 1) {
                int c = Integer.numberOfTrailingZeros(alone);
                int band = ((columns0 >>> c) & 1) != 0 ? 0 : ((columns1 >>> c) & 1) != 0 ? 1
                        : ((columns2 >>> c) & 1) != 0 ? 2 : 3;
                int others = ~((BOX << (c & 12)) & ~(COLUMN << c));
                cells[2 * band] &= others;
                cells[2 * band + 1] &= others;
            }
            for (int w = 0; w < WORDS; ++w) {
                changed |= cells[w] ^ s[own + w];
                s[own + w] = cells[w];
            }
            if (changed != 0) {
                s[HIDDEN_DUE] |= 1 << value;
                s[LOCKED_DUE] |= 1 << value;
                removed = true;
            }
        }
        return removed;
    }

    // The cells of `word` with two candidates.
    private static int pairs(int[] s, int word) {
        int once = 0, twice = 0, thrice = 0;
        for (int at = word; at < PLACED; at += 2 * WORDS) {
            int a = s[at], b = s[at + WORDS];
            int either = a | b, both = a & b;
            thrice |= (twice & either) | (once & both);
            twice |= (once & either) | both;
            once |= either;
        }
        return twice & ~thrice;
    }

    // The cell to guess on, into `guessWord` and `guessBit`: the
    // two-candidate cell with the most open peers, the first on a tie
    // (large/: a third of the guesses of the first such cell); else the
    // first with the fewest.
    private static void guessCell(int[] s) {
        int most = -1, fewest = SIDE + 1;
        for (int w = 0; w < WORDS; ++w) {
            for (int cells = pairs(s, w); cells != 0; cells &= cells - 1) {
                // Its row, column and box, less the open cells counted twice
                // (the row's four in the box, the column's four).
                int b = Integer.numberOfTrailingZeros(cells), column = b & 15;
                int segment = Integer.bitCount((~s[PLACED + w] >>> (b & 28)) & 15);
                int stacked = ((~s[PLACED + (w & 6)] >>> column) & COLUMN)
                        + ((~s[PLACED + (w | 1)] >>> column) & COLUMN);
                int open = s[OPEN_ROWS + 2 * w + (b >> 4)] + s[OPEN_COLUMNS + column]
                        + s[OPEN_BOXES + 4 * (w >> 1) + (column >> 2)]
                        - segment - (stacked & ROW) - (stacked >>> 16);
                if (open > most) {
                    most = open;
                    guessWord = w;
                    guessBit = b;
                }
            }
        }
        for (int w = 0; w < WORDS && most < 0; ++w) {
            for (int cells = ~s[PLACED + w]; cells != 0; cells &= cells - 1) {
                int b = Integer.numberOfTrailingZeros(cells), count = 0;
                for (int at = w; at < PLACED; at += WORDS) count += (s[at] >>> b) & 1;
                if (count < fewest) {
                    fewest = count;
                    guessWord = w;
                    guessBit = b;
                }
            }
        }
    }

    // The cell to guess on under rule `variant` (not 0): a two-candidate
    // cell picked by large/'s hash of the variant and the open cells, the
    // high word of (variant << 32 | open) * 0x9e3779b97f4a7c15, so that both
    // go the same way; `guessCell`'s when there is none.
    private static void otherGuessCell(int[] s) {
        int[] cells = new int[WORDS];
        int total = 0, a = s[OPEN];
        for (int w = 0; w < WORDS; ++w) total += Integer.bitCount(cells[w] = pairs(s, w));
        if (total == 0) {
            guessCell(s);
            return;
        }
        // open < 2^16: the high word of open * 0x7f4a7c15 is exact so.
        int hash = variant * 0x7f4a7c15 + a * 0x9e3779b9 + ((a * 0x7f4a + (a * 0x7c15 >>> 16)) >>> 16);
        int pick = Integer.remainderUnsigned(hash, total), word = 0;
        for (; pick >= Integer.bitCount(cells[word]); ++word) pick -= Integer.bitCount(cells[word]);
        for (; pick > 0; --pick) cells[word] &= cells[word] - 1;
        guessWord = word;
        guessBit = Integer.numberOfTrailingZeros(cells[word]);
    }

    // Searches from the state `s`, which it may change.
    private static void run(int[] s) {
        for (;;) {
            if (!singles(s)) return;
            if (s[OPEN] == 0 || !locked(s)) break;
        }
        if (s[OPEN] == 0) {
            int cell = 0;
            while (skip != null && cell < CELLS && s[VALUES + cell] == skip[cell]) ++cell;
            if (cell == CELLS) return;
            if (found++ == 0) System.arraycopy(s, VALUES, first, 0, CELLS);
            return;
        }
        if (variant == 0) {
            guessCell(s);
        } else {
            otherGuessCell(s);
        }
        int word = guessWord, bit = guessBit, choices = 0;
        for (int v = 0; v < SIDE; ++v) choices |= ((s[WORDS * v + word] >>> bit) & 1) << v;
        boolean down = (variant & 1) != 0;
        while (choices != 0) {
            int value = down ? 31 - Integer.numberOfLeadingZeros(choices)
                    : Integer.numberOfTrailingZeros(choices);
            choices &= ~(1 << value);
            if (spent++ >= budget && budget >= 0) {
                aborted = true;
                return;
            }
            if (choices == 0) {
                // The last value: `s` is not needed again.
                if (place(s, value, word, bit)) run(s);
                return;
            }
            int[] next = s.clone();
            if (place(next, value, word, bit)) run(next);
            if (aborted || found >= limit) return;
        }
    }

    // Tries before one without a budget, and the first try's budget: above
    // what testdata/hard16.txt needs. large/ saw one rule sink 11 million
    // guesses where another needed 24,000.
    private static final int BUDGETED = 6, FIRST_BUDGET = 1 << 16;

    // Searches for up to `wanted` solutions other than `other`; with a
    // limit of one, by tries that start over when out of budget (a try
    // started over would count some solutions twice); a budget of -1 is
    // none.
    private static void search(int[] state, int wanted, int[] other) {
        for (int attempt = 0;; ++attempt) {
            limit = wanted;
            found = 0;
            variant = attempt;
            budget = wanted == 1 && attempt < BUDGETED ? FIRST_BUDGET << attempt : -1;
            spent = 0;
            skip = other;
            aborted = false;
            run(state.clone());
            if (!aborted) return;
        }
    }

    // Searches the 16x16 board in `cells` (row by row, 0 for an empty
    // cell, values 1 to 16) for solutions, stopping once `wanted` are
    // found (up to two by tries, the second one other than the first; more
    // by one search to the end); returns how many were found. The first
    // goes to `solution` when any was.
    static int solve(int[] cells, int[] solution, int wanted) {
        int[] state = new int[STATE];
        java.util.Arrays.fill(state, 0, PLACED, -1);
        java.util.Arrays.fill(state, OPEN_ROWS, OPEN, SIDE);
        state[OPEN] = CELLS;
        state[HIDDEN_DUE] = ROW;
        state[LOCKED_DUE] = ROW;
        for (int cell = 0; cell < CELLS; ++cell) {
            if (cells[cell] < 0 || cells[cell] > SIDE) return 0;
            if (cells[cell] != 0 && !place(state, cells[cell] - 1, cell >> 5, cell & 31)) return 0;
        }
        search(state, wanted > 2 ? wanted : 1, null);
        int total = found;
        if (total == 1 && wanted == 2) {
            int[] kept = first.clone();
            search(state, 1, kept);
            total += found;
            System.arraycopy(kept, 0, first, 0, CELLS);
        }
        if (total > 0) System.arraycopy(first, 0, solution, 0, CELLS);
        return total;
    }
}

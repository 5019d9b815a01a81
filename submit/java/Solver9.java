// The 9x9 solver of the Java submissions, the C++ file's search written
// for Java 8: a depth-first search over candidates held digit by digit and
// band by band, with singles and locked candidates propagated before every
// guess. It takes 81 cells and counts solutions up to a limit; reading
// puzzles and writing answers are left to the program's readers.
//
// Layout. The grid has three bands of three rows. For each band and digit
// the state holds a 27-bit mask of the band's cells where the digit may
// still go: bit 9 * r + c is row r of the band (0-2) and column c (0-8).
//
//   band mask bits:   row 0:  0  1  2 |  3  4  5 |  6  7  8
//                     row 1:  9 10 11 | 12 13 14 | 15 16 17
//                     row 2: 18 19 20 | 21 22 23 | 24 25 26
//                            box 0      box 1      box 2
//
// The state is one int[34], copied on each guess: [9 * band + d] the mask
// of digit d + 1 in the band, [UNSOLVED + band] the band's cells not
// placed yet, [DIRTY + band] the digits (bit d) whose masks lost
// candidates since the band rule last narrowed them, [CHANGED] those that
// lost any since the column rule last looked.
//
// A digit fills one cell in each row and each box of a band, so its three
// rows are matched to the three boxes by one of six permutations; keeping
// only the row-box segments some permutation can use (SHRINK) does
// pointing and claiming for a whole band at once.
//
// Invariants: a placed cell is held by exactly one digit mask, and no peer
// of it holds that digit; masks only lose bits. Every step that takes
// candidates marks the masks it changed as dirty, and the band rule
// narrows only marked masks. Nothing is undone. The static data are
// tables built when the class loads and the one search object that every
// search uses in turn (searches do not nest: the programs run one at a
// time). Recursion goes one level per guess, at most 81, each level
// copying its state into its own array, made once.
final class Solver9 {
    static final int UNSOLVED = 27;
    static final int DIRTY = 30;
    static final int CHANGED = 33;
    static final int STATE = 34;
    // All 27 cells of a band.
    static final int BAND = (1 << 27) - 1;
    // Guesses before the triad rule joins the propagation: it does not pay
    // on the benchmark sets, only on pathological searches.
    static final int TRIADS_AFTER = 4096;
    // For each band, the next one (the one after that is the last).
    static final int[] NEXT = {1, 2, 0};

    // For each cell of a band: the cells of its column in any band, and
    // its row, column and box in the band but not itself.
    static final int[] CELL_COLUMN = new int[27];
    static final int[] BAND_PEERS = new int[27];
    // By the row-box segments where a digit has candidates in a band (bit
    // 3 * box + row, as segments() gives them): the cells of the segments
    // some permutation can use with every segment present (0 if none);
    // each box's segment when that leaves the box one; those every
    // fitting permutation uses. By the columns where a digit has
    // candidates: the cells of those alone in their box, which the other
    // bands cannot use.
    static final int[] SHRINK = new int[512];
    static final int[] LONE_SEGMENT = new int[512];
    static final int[] MUST = new int[512];
    static final int[] POINTING = new int[512];

    static {
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int bit = 0; bit < 27; ++bit) {
            int r = bit / 9, c = bit % 9;
            CELL_COLUMN[bit] = 0x40201 << c;
            BAND_PEERS[bit] =
                ((0x1ff << (9 * r)) | (0x40201 << c) | (0x1c0e07 << (c / 3 * 3))) & ~(1 << bit);
        }
        for (int present = 0; present < 512; ++present) {
            int cells = 0, common = 0x1ff;
            boolean fits = false;
            for (int[] permutation : permutations) {
                int used = 0, covered = 0;
                for (int r = 0; r < 3; ++r) {
                    used |= 1 << (3 * permutation[r] + r);
                    covered |= 7 << (9 * r + 3 * permutation[r]);
                }
                if ((present & used) == used) {
                    cells |= covered;
                    common &= used;
                    fits = true;
                }
            }
            SHRINK[present] = cells;
            MUST[present] = fits ? common : 0;
            for (int k = 0; k < 3; ++k) {
                int rows = 0, lone = 0;
                for (int r = 0; r < 3; ++r) {
                    if ((cells & (7 << (9 * r + 3 * k))) != 0) {
                        ++rows;
                        lone = 7 << (9 * r + 3 * k);
                    }
                }
                if (rows == 1) LONE_SEGMENT[present] |= lone;
                // Here `present` stands for nine columns.
                int inBox = (present >> (3 * k)) & 7;
                if (inBox == 1 || inBox == 2 || inBox == 4) {
                    POINTING[present] |= 0x40201 << (3 * k + inBox / 2);
                }
            }
        }
    }

    // The search's limit, solutions found and guesses made; where the
    // first solution goes.
    private int limit;
    private int found;
    private int guesses;
    private int[] solution;
    // The rules' scratch space: the singles of a band pass, the lone cells
    // of the column rule (used within one propagation, never across a
    // guess).
    private final int[] scratch = new int[9];
    // The states of the guesses being searched, by depth, made as the
    // search first goes that deep.
    private final int[][] levels = new int[82][];

    // The search object, used by every search in turn: reusing its arrays
    // rather than making a search's and a copy per guess cut the Java
    // file's CPU time on hardest11plus by 10% (page faults and GC).
    private static final Solver9 SEARCH = new Solver9();

    // Searches the 9x9 puzzle in `cells` (81 values, row by row, 0 for an
    // empty cell) for solutions, stopping once `limit` (1 or more) are
    // found; returns how many were found. The first goes to `solution` (81
    // values) when any was; `solution` is left alone otherwise.
    static int solve(int[] cells, int[] solution, int limit) {
        Solver9 search = SEARCH;
        search.limit = limit;
        search.found = 0;
        search.guesses = 0;
        search.solution = solution;
        int[] state = start(cells);
        if (state != null) search.node(state, 0);
        return search.found;
    }

    // The row-box segments of a band mask that hold candidates, box-major:
    // bit 3 * k + r for box k, row r.
    static int segments(int mask) {
        int any = (mask | mask >>> 1 | mask >>> 2) & 0x1249249;
        return (any | any >>> 8 | any >>> 16) & 0x1ff;
    }

    // Places digit d on the cells `cells` of band `band`, which must be
    // unsolved with d among their candidates; false when two of them see
    // each other.
    static boolean place(int[] state, int d, int band, int cells) {
        int peers = 0, columns = 0;
        for (int rest = cells; rest != 0; rest &= rest - 1) {
            int index = Integer.numberOfTrailingZeros(rest);
            peers |= BAND_PEERS[index];
            columns |= CELL_COLUMN[index];
        }
        if ((peers & cells) != 0) return false;
        state[UNSOLVED + band] &= ~cells;
        int base = 9 * band;
        int own = state[base + d] & ~peers;
        int dirty = 0;
        for (int k = 0; k < 9; ++k) {
            int mask = state[base + k];
            state[base + k] = mask & ~cells;
            dirty |= ((mask & cells) != 0 ? 1 : 0) << k;
        }
        state[base + d] = own;
        state[DIRTY + band] |= dirty;
        int next = NEXT[band], last = NEXT[next];
        int mask = state[9 * next + d];
        state[9 * next + d] = mask & ~columns;
        state[DIRTY + next] |= ((mask & columns) != 0 ? 1 : 0) << d;
        mask = state[9 * last + d];
        state[9 * last + d] = mask & ~columns;
        state[DIRTY + last] |= ((mask & columns) != 0 ? 1 : 0) << d;
        return true;
    }

    // The state of the puzzle in `cells` with its givens placed: each
    // digit's masks lose the rows, boxes and columns where it is given and
    // every given cell, then get back its givens. Null when two givens of a
    // digit see each other, or a value is out of range.
    static int[] start(int[] cells) {
        int[] state = new int[STATE];
        int[][] givens = new int[3][10];
        for (int band = 0; band < 3; ++band) {
            for (int index = 0; index < 27; ++index) {
                int value = cells[27 * band + index];
                if (value < 0 || value > 9) return null;
                givens[band][value] |= 1 << index;
            }
            for (int d = 0; d < 9; ++d) state[9 * band + d] = BAND;
            state[UNSOLVED + band] = givens[band][0];
            state[DIRTY + band] = 0x1ff;
        }
        state[CHANGED] = 0x1ff;
        for (int band = 0; band < 3; ++band) {
            for (int d = 0; d < 9; ++d) {
                int given = givens[band][d + 1], peers = 0, columns = 0;
                for (int rest = given; rest != 0; rest &= rest - 1) {
                    int index = Integer.numberOfTrailingZeros(rest);
                    peers |= BAND_PEERS[index];
                    columns |= CELL_COLUMN[index];
                }
                int own = state[9 * band + d];
                if ((peers & given) != 0 || (own & given) != given) return null;
                state[9 * band + d] = own & ~peers;
                for (int other = 0; other < 3; ++other) {
                    if (other != band) state[9 * other + d] &= ~columns;
                }
            }
        }
        for (int band = 0; band < 3; ++band) {
            int filled = BAND & ~state[UNSOLVED + band];
            for (int d = 0; d < 9; ++d) {
                state[9 * band + d] = (state[9 * band + d] & ~filled) | givens[band][d + 1];
            }
        }
        return state;
    }

    // The band rule, the hottest code: narrows each dirty mask of band
    // `band` to the segments some permutation can use, takes the columns
    // its boxes point along from the other bands, and places the hidden
    // singles of the band's rows and boxes. A single is its digit's last
    // place in its row and box, so placing it only takes the cell from the
    // other digits: done once for the whole pass. Two digits taking one
    // cell is a contradiction. Kept under C2's 325 bytes of bytecode for a
    // hot method, with take and settle apart, so that it is inlined into
    // propagate, once per band with `band` a constant: that cut the Java
    // file's CPU time on hardest11plus by 20%.
    static boolean bandPass(int[] state, int band, int[] singles) {
        int digits = state[DIRTY + band];
        if (digits == 0) return true;
        state[DIRTY + band] = 0;
        state[CHANGED] |= digits;
        int base = 9 * band;
        int next = band == 2 ? 0 : band + 1, last = band == 0 ? 2 : band - 1;
        int nextBase = 9 * next, lastBase = 9 * last;
        int unsolved = state[UNSOLVED + band];
        int pending = 0, clash = 0, touched = digits;
        do {
            int d = Integer.numberOfTrailingZeros(digits);
            digits &= digits - 1;
            int mask = state[base + d];
            int present = segments(mask);
            int allowed = SHRINK[present];
            if (allowed == 0) return false;
            mask &= allowed;
            state[base + d] = mask;
            int pointing = POINTING[(mask | mask >>> 9 | mask >>> 18) & 0x1ff];
            take(state, nextBase + d, DIRTY + next, d, pointing);
            take(state, lastBase + d, DIRTY + last, d, pointing);
            int cells = LONE_SEGMENT[present] & pointing & unsolved;
            singles[d] = cells;
            clash |= pending & cells;
            pending |= cells;
        } while (digits != 0);
        if (clash != 0) return false;
        if (pending != 0) settle(state, band, pending, touched, singles);
        return true;
    }

    // Takes `cells` from the mask at `at`, of digit d, marking it dirty at
    // `dirtyAt` when that took any.
    static void take(int[] state, int at, int dirtyAt, int d, int cells) {
        int mask = state[at];
        state[at] = mask & ~cells;
        state[dirtyAt] |= ((mask & cells) != 0 ? 1 : 0) << d;
    }

    // Places the hidden singles a band pass found: `pending` their cells,
    // singles[d] those of digit d for the digits in `touched`.
    static void settle(int[] state, int band, int pending, int touched, int[] singles) {
        int base = 9 * band;
        state[UNSOLVED + band] &= ~pending;
        int dirty = 0;
        for (int k = 0; k < 9; ++k) {
            int old = state[base + k];
            int now = (old & ~pending) | ((touched >>> k & 1) != 0 ? singles[k] : 0);
            state[base + k] = now;
            dirty |= (now != old ? 1 : 0) << k;
        }
        state[DIRTY + band] |= dirty;
    }

    // Fails when a digit has no candidate left in some column, and places a
    // digit where a column has one candidate left for it: the columns seen
    // in at least one and at least two of the nine rows, from the three
    // bands' masks overlaid, then their rows folded. Only the digits
    // changed since the last look.
    static boolean columns(int[] state, int[] lone) {
        int found = 0;
        int open0 = state[UNSOLVED], open1 = state[UNSOLVED + 1], open2 = state[UNSOLVED + 2];
        for (int digits = state[CHANGED]; digits != 0; digits &= digits - 1) {
            int d = Integer.numberOfTrailingZeros(digits);
            int a = state[d], b = state[9 + d], c = state[18 + d];
            int any = a | b | c, two = (a & b) | (c & (a | b));
            int top = any & 0x1ff, middle = (any >>> 9) & 0x1ff, bottom = any >>> 18;
            int once = top | middle | bottom;
            if (once != 0x1ff) return false;
            int single =
                once & ~(two | two >>> 9 | two >>> 18 | (top & middle) | (bottom & (top | middle)));
            lone[d] = single | single << 9 | single << 18;
            if ((((a & open0) | (b & open1) | (c & open2)) & lone[d]) != 0) found |= 1 << d;
        }
        state[CHANGED] = 0;
        return found == 0 || placeLone(state, found, lone);
    }

    // Places the digits in `found` on the cells lone[d] left to them. Apart
    // from columns so that columns stays under C2's 325 bytes for a hot
    // method and is inlined into propagate: 2% of the Java file's CPU time
    // on hardest11plus.
    static boolean placeLone(int[] state, int found, int[] lone) {
        for (int band = 0; band < 3; ++band) {
            for (int todo = found; todo != 0; todo &= todo - 1) {
                int d = Integer.numberOfTrailingZeros(todo);
                // Placing a digit before may have taken the cell.
                int cells = lone[d] & state[9 * band + d] & state[UNSOLVED + band];
                if (cells != 0 && !place(state, d, band, cells)) return false;
            }
        }
        return true;
    }

    // The digits whose masks in band `band` hold cell `bit`.
    static int holders(int[] state, int band, int bit) {
        int digits = 0, base = 9 * band;
        for (int d = 0; d < 9; ++d) {
            if ((state[base + d] & bit) != 0) digits |= 1 << d;
        }
        return digits;
    }

    // Places naked singles: cells with one candidate left.
    static boolean nakedSingles(int[] state) {
        for (int band = 0; band < 3; ++band) {
            int base = 9 * band, once = 0, twice = 0;
            for (int d = 0; d < 9; ++d) {
                twice |= once & state[base + d];
                once |= state[base + d];
            }
            int unsolved = state[UNSOLVED + band];
            if ((unsolved & ~once) != 0) return false;
            for (int cells = unsolved & ~twice; cells != 0; cells &= cells - 1) {
                int bit = cells & -cells, digits = holders(state, band, bit);
                // Placing an earlier single may have emptied this cell.
                if (digits == 0) return false;
                place(state, Integer.numberOfTrailingZeros(digits), band, bit);
            }
        }
        return true;
    }

    // Propagates until nothing changes: the band rule on each changed mask
    // until none has changed, then hidden singles in columns and naked
    // singles; settled when those place nothing. Where the solver's time
    // goes.
    static boolean propagate(int[] state, int[] scratch) {
        for (;;) {
            if (!bandPass(state, 0, scratch) || !bandPass(state, 1, scratch)
                    || !bandPass(state, 2, scratch)) {
                return false;
            }
            if ((state[DIRTY] | state[DIRTY + 1] | state[DIRTY + 2]) == 0) {
                if (!columns(state, scratch) || !nakedSingles(state)) return false;
                if ((state[DIRTY] | state[DIRTY + 1] | state[DIRTY + 2]) == 0) return true;
            }
        }
    }

    // The triad rule: each row-box segment of a band holds exactly three
    // digits. A segment four digits must use, or fewer than three may, is
    // a contradiction; one that three must use is closed to the others; one
    // that only three may use must be used by each of them. Returns -1 on a
    // contradiction, else whether a candidate went (1 or 0).
    static int triads(int[] state) {
        int changed = 0;
        int[] may = new int[9], must = new int[9];
        for (int band = 0; band < 3; ++band) {
            // Saturating counts per segment: at least 1, 2, 3, 4 digits.
            int may1 = 0, may2 = 0, may3 = 0, may4 = 0;
            int must1 = 0, must2 = 0, must3 = 0, must4 = 0;
            for (int d = 0; d < 9; ++d) {
                int present = segments(state[9 * band + d]);
                int can = segments(SHRINK[present]), needs = MUST[present];
                may[d] = can;
                must[d] = needs;
                may4 |= may3 & can;
                may3 |= may2 & can;
                may2 |= may1 & can;
                may1 |= can;
                must4 |= must3 & needs;
                must3 |= must2 & needs;
                must2 |= must1 & needs;
                must1 |= needs;
            }
            if (must4 != 0 || may3 != 0x1ff) return -1;
            int tight = may3 & ~may4;
            for (int d = 0; d < 9; ++d) {
                int can = may[d] & ~(must3 & ~must[d]);
                for (int forced = tight & can & ~must[d]; forced != 0; forced &= forced - 1) {
                    // Segment s is box s / 3, row s % 3: the digit's other
                    // segments in that row and box go.
                    int s = Integer.numberOfTrailingZeros(forced);
                    can &= ~((0111 << (s % 3)) | (7 << (3 * (s / 3)))) | (1 << s);
                }
                if (can != may[d]) {
                    int mask = state[9 * band + d] & SHRINK[can];
                    if (mask == 0) return -1;
                    if (mask != state[9 * band + d]) {
                        changed = 1;
                        state[DIRTY + band] |= 1 << d;
                    }
                    state[9 * band + d] = mask;
                }
            }
        }
        return changed;
    }

    // The cell to guess on, as 32 * band + index: the two-candidate cell
    // with the most unsolved peers when there is one, else a cell with the
    // fewest candidates. Guessing where most is open lets each guess settle
    // more.
    static int guessCell(int[] state) {
        int most = -1, pick = -1;
        for (int band = 0; band < 3; ++band) {
            int base = 9 * band, once = 0, twice = 0, thrice = 0;
            for (int d = 0; d < 9; ++d) {
                int mask = state[base + d];
                thrice |= twice & mask;
                twice |= once & mask;
                once |= mask;
            }
            int unsolved = state[UNSOLVED + band];
            int next = state[UNSOLVED + (band + 1) % 3];
            int last = state[UNSOLVED + (band + 2) % 3];
            for (int pairs = unsolved & twice & ~thrice; pairs != 0; pairs &= pairs - 1) {
                int index = Integer.numberOfTrailingZeros(pairs);
                int column = CELL_COLUMN[index];
                int open = Integer.bitCount(unsolved & BAND_PEERS[index])
                    + Integer.bitCount((next & column) | (last & column) << 1);
                if (open > most) {
                    most = open;
                    pick = 32 * band + index;
                }
            }
        }
        if (pick >= 0) return pick;
        int fewest = 10;
        for (int band = 0; band < 3; ++band) {
            for (int cells = state[UNSOLVED + band]; cells != 0; cells &= cells - 1) {
                int bit = cells & -cells;
                int count = Integer.bitCount(holders(state, band, bit));
                if (count < fewest) {
                    fewest = count;
                    pick = 32 * band + Integer.numberOfTrailingZeros(bit);
                }
            }
        }
        return pick;
    }

    // Writes the solved grid: each digit holds one cell in each row of a
    // band.
    private void writeGrid(int[] state) {
        for (int band = 0; band < 3; ++band) {
            for (int d = 0; d < 9; ++d) {
                for (int mask = state[9 * band + d]; mask != 0; mask &= mask - 1) {
                    solution[27 * band + Integer.numberOfTrailingZeros(mask)] = d + 1;
                }
            }
        }
    }

    // One node of the search and those below it, `depth` guesses deep:
    // propagates, then guesses on a cell and searches each of its digits on
    // a copy of the state in the next level's array; the last digit takes
    // this node's own state and goes on in this call.
    void node(int[] state, int depth) {
        for (;;) {
            for (;;) {
                if (!propagate(state, scratch)) return;
                if (guesses < TRIADS_AFTER
                        || (state[UNSOLVED] | state[UNSOLVED + 1] | state[UNSOLVED + 2]) == 0) {
                    break;
                }
                int triad = triads(state);
                if (triad < 0) return;
                if (triad == 0) break;
            }
            if ((state[UNSOLVED] | state[UNSOLVED + 1] | state[UNSOLVED + 2]) == 0) {
                if (found++ == 0) writeGrid(state);
                return;
            }
            int pick = guessCell(state);
            int band = pick >>> 5, bit = 1 << (pick & 31);
            int digits = holders(state, band, bit);
            int d = Integer.numberOfTrailingZeros(digits);
            // Solving, the digit with the most candidates left in the band
            // goes first; the rest in order (as the binary, which so finds
            // the same solution first).
            if (limit == 1) {
                int most = 0;
                for (int rest = digits; rest != 0; rest &= rest - 1) {
                    int e = Integer.numberOfTrailingZeros(rest);
                    int left = Integer.bitCount(state[9 * band + e]);
                    if (left > most) {
                        most = left;
                        d = e;
                    }
                }
            }
            for (;;) {
                digits &= ~(1 << d);
                ++guesses;
                if (digits == 0) {
                    place(state, d, band, bit);
                    break;
                }
                int[] next = levels[depth + 1];
                if (next == null) next = levels[depth + 1] = new int[STATE];
                System.arraycopy(state, 0, next, 0, STATE);
                place(next, d, band, bit);
                node(next, depth + 1);
                if (found >= limit) return;
                d = Integer.numberOfTrailingZeros(digits);
            }
        }
    }
}

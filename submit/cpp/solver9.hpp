// The 9x9 solver of the C++ submissions, in C++98, ported from src/solver:
// a depth-first search over candidates held digit by digit and band by
// band, with singles and locked candidates propagated before every guess.
// It takes 81 cells and counts solutions up to a limit; reading puzzles and
// writing answers are left to the program's readers.
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
// A digit fills one cell in each row and each box of a band, so its three
// rows are matched to the three boxes by one of six permutations; keeping
// only the row-box segments some permutation can use (`shrink`) does
// pointing and claiming for a whole band at once.
//
// Invariants: a placed cell is held by exactly one digit mask, and no peer
// of it holds that digit; masks only lose bits. Every step that takes
// candidates marks the masks it changed in `dirty`, and the band rule
// narrows only marked masks. A guess copies the state (136 bytes); nothing
// is undone or allocated. The only global data are constant tables built
// before main, so calls are independent (threads too). Recursion goes one
// level per guess: at most 81 levels of about 350 bytes.

namespace solver9 {

using bits::lowest_bit;

// The set bits of `a` plus those of `b`, counted in parallel within the
// words (without the popcnt instruction GCC's builtin is a call).
static inline unsigned int bit_count2(unsigned int a, unsigned int b) {
    a = a - ((a >> 1) & 0x55555555u);
    b = b - ((b >> 1) & 0x55555555u);
    a = (a & 0x33333333u) + ((a >> 2) & 0x33333333u) + (b & 0x33333333u) +
        ((b >> 2) & 0x33333333u);
    a = (a & 0x0f0f0f0fu) + ((a >> 4) & 0x0f0f0f0fu);
    return ((a * 0x01010101u) & 0xffffffffu) >> 24;
}

// All 27 cells of a band.
static const unsigned int BAND = (1u << 27) - 1;

// For each band, the other two.
static const int OTHER_BANDS[3][2] = {{1, 2}, {2, 0}, {0, 1}};

// Guesses before the triad rule joins the propagation: it does not pay on
// the benchmark sets (at most about 1,100), only on pathological searches.
static const unsigned int TRIADS_AFTER = 4096;

// Repeats STEP(d) for each digit d. GCC at -O2 keeps loops of nine as
// loops, shifting by d in a register; unrolled, the solver runs 12% fewer
// instructions (callgrind, first 1,000 of hardest11plus) in 5% less time.
#define SOLVER9_EACH_DIGIT(STEP) \
    STEP(0) STEP(1) STEP(2) STEP(3) STEP(4) STEP(5) STEP(6) STEP(7) STEP(8)

// The tables of the band layout, built from their definitions before main.
struct Tables {
    // For each cell of a band, the cells of its column in any band.
    unsigned int cell_column[27];
    // For each cell of a band, its row, column and box in the band, but
    // not itself.
    unsigned int band_peers[27];
    // By the row-box segments where a digit has candidates in a band (as
    // `segments` gives them): the cells of the segments some permutation
    // (row r to box p(r)) can use with every segment present; 0 if none.
    unsigned int shrink[512];
    // By the same: each box's segment when the shrink leaves the box that
    // one. If its candidates also lie in one column (`pointing`), that is
    // the digit's last place in the box, and in its row.
    unsigned int lone_segment[512];
    // By the columns where a digit has candidates in a band: the cells of
    // those alone in their box, which the other bands cannot use.
    unsigned int pointing[512];
    // By the segments present: those every fitting permutation uses (0 if
    // none fits), for the triad rule.
    unsigned short must[512];

    Tables() {
        static const int permutation[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                              {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int bit = 0; bit < 27; ++bit) {
            int r = bit / 9, c = bit % 9;
            cell_column[bit] = 0x40201u << c;
            band_peers[bit] =
                ((0x1ffu << (9 * r)) | (0x40201u << c) | (0x1c0e07u << (c / 3 * 3))) & ~(1u << bit);
        }
        for (int present = 0; present < 512; ++present) {
            unsigned int cells = 0, common = 0x1ff, any = 0;
            for (int p = 0; p < 6; ++p) {
                unsigned int used = 0, covered = 0;
                for (int r = 0; r < 3; ++r) {
                    used |= 1u << (3 * permutation[p][r] + r);
                    covered |= 7u << (9 * r + 3 * permutation[p][r]);
                }
                if ((present & used) == used) {
                    cells |= covered;
                    common &= used;
                    any = 1;
                }
            }
            shrink[present] = cells;
            must[present] = static_cast<unsigned short>(any ? common : 0);
            lone_segment[present] = pointing[present] = 0;
            for (int k = 0; k < 3; ++k) {
                unsigned int rows = 0, lone = 0;
                for (int r = 0; r < 3; ++r) {
                    if (cells & (7u << (9 * r + 3 * k))) {
                        ++rows;
                        lone = 7u << (9 * r + 3 * k);
                    }
                }
                if (rows == 1) lone_segment[present] |= lone;
                // Here `present` stands for nine columns.
                unsigned int in_box = (present >> (3 * k)) & 7;
                if (in_box == 1 || in_box == 2 || in_box == 4) {
                    pointing[present] |= 0x40201u << (3 * k + in_box / 2);
                }
            }
        }
    }
};

static const Tables tables;

// The row-box segments of a band mask that hold candidates, box-major:
// bit 3 * k + r for box k, row r.
static inline unsigned int segments(unsigned int mask) {
    // Bit 9 * r + 3 * k says whether segment (r, k) holds a candidate.
    unsigned int any = (mask | mask >> 1 | mask >> 2) & 0x1249249u;
    return (any | any >> 8 | any >> 16) & 0x1ff;
}

// The search state.
struct State {
    // candidates[b][d]: cells of band b where digit d + 1 may go.
    unsigned int candidates[3][9];
    // Per band, the cells not placed yet.
    unsigned int unsolved[3];
    // Per band, the digits (bit d) whose masks have lost candidates since
    // the band rule last narrowed them.
    unsigned int dirty[3];
    // The digits whose masks have lost candidates in any band since the
    // column rule last looked at them.
    unsigned int changed;
};

// Takes `cells` from every mask of a band, but gives each digit back its
// own cells in `keep`; returns the digits (bit d) whose masks changed.
static inline unsigned int narrow(unsigned int *masks, unsigned int cells,
                                  const unsigned int *keep) {
    unsigned int changed = 0;
#define SOLVER9_NARROW(d) \
    { \
        unsigned int old = masks[d], now = (old & ~cells) | keep[d]; \
        masks[d] = now; \
        changed |= static_cast<unsigned int>(now != old) << d; \
    }
    SOLVER9_EACH_DIGIT(SOLVER9_NARROW)
#undef SOLVER9_NARROW
    return changed;
}

// Takes `cells` from every mask of a band; returns the digits that held
// any of them.
static inline unsigned int take_cells(unsigned int *masks, unsigned int cells) {
    unsigned int changed = 0;
#define SOLVER9_TAKE(d) \
    { \
        unsigned int old = masks[d]; \
        masks[d] = old & ~cells; \
        changed |= static_cast<unsigned int>((old & cells) != 0) << d; \
    }
    SOLVER9_EACH_DIGIT(SOLVER9_TAKE)
#undef SOLVER9_TAKE
    return changed;
}

// The digits whose masks hold cell `bit`.
static inline unsigned int holders(const unsigned int *masks, unsigned int bit) {
    unsigned int digits = 0;
#define SOLVER9_HOLDS(d) digits |= static_cast<unsigned int>((masks[d] & bit) != 0) << d;
    SOLVER9_EACH_DIGIT(SOLVER9_HOLDS)
#undef SOLVER9_HOLDS
    return digits;
}

// Takes `columns` from digit d's mask in band `band`.
static inline void take_columns(State &state, int band, int d, unsigned int columns) {
    unsigned int mask = state.candidates[band][d];
    state.dirty[band] |= static_cast<unsigned int>((mask & columns) != 0) << d;
    state.candidates[band][d] = mask & ~columns;
}

// Places digit d on the cells `cells` of band `band`, which must be
// unsolved with d among their candidates; false when two of them see each
// other.
static inline bool place(State &state, int d, int band, unsigned int cells) {
    unsigned int peers = 0, columns = 0;
    for (unsigned int rest = cells; rest != 0; rest &= rest - 1) {
        int index = lowest_bit(rest);
        peers |= tables.band_peers[index];
        columns |= tables.cell_column[index];
    }
    if (peers & cells) return false;
    state.unsolved[band] &= ~cells;
    unsigned int own = state.candidates[band][d] & ~peers;
    state.dirty[band] |= take_cells(state.candidates[band], cells);
    state.candidates[band][d] = own;
    take_columns(state, OTHER_BANDS[band][0], d, columns);
    take_columns(state, OTHER_BANDS[band][1], d, columns);
    return true;
}

// Sets up the state of a puzzle: each digit's masks lose the rows, boxes
// and columns where it is given and every given cell, then get back its
// givens. False when two givens of a digit see each other: in one band,
// its peers hold them; across bands, its column took them from a band
// set up before.
static bool start(State &state, const unsigned char *cells) {
    unsigned int givens[3][10];
    for (int band = 0; band < 3; ++band) {
        // Each cell's bit by its value, empty (0) too, no branch per cell; a
        // value above 9 counts as empty.
        unsigned int *by_value = givens[band];
        for (int value = 0; value < 10; ++value) by_value[value] = 0;
        for (int index = 0; index < 27; ++index) {
            unsigned int value = cells[27 * band + index];
            by_value[value < 10 ? value : 0] |= 1u << index;
        }
        for (int d = 0; d < 9; ++d) state.candidates[band][d] = BAND;
        state.unsolved[band] = by_value[0];
        state.dirty[band] = 0x1ff;
    }
    state.changed = 0x1ff;
    for (int band = 0; band < 3; ++band) {
        for (int d = 0; d < 9; ++d) {
            unsigned int given = givens[band][d + 1], peers = 0, columns = 0;
            for (unsigned int rest = given; rest != 0; rest &= rest - 1) {
                int index = lowest_bit(rest);
                peers |= tables.band_peers[index];
                columns |= tables.cell_column[index];
            }
            unsigned int own = state.candidates[band][d];
            if ((peers & given) != 0 || (own & given) != given) return false;
            state.candidates[band][d] = own & ~peers;
            state.candidates[OTHER_BANDS[band][0]][d] &= ~columns;
            state.candidates[OTHER_BANDS[band][1]][d] &= ~columns;
        }
    }
    for (int band = 0; band < 3; ++band) {
        unsigned int filled = BAND & ~state.unsolved[band];
        for (int d = 0; d < 9; ++d) {
            state.candidates[band][d] = (state.candidates[band][d] & ~filled) | givens[band][d + 1];
        }
    }
    return true;
}

// Fails when a digit has no candidate left in some column, and places a
// digit where a column has one candidate left for it: the columns seen in
// at least one and at least two of the nine rows, from the three bands'
// masks overlaid, then their rows folded. Only the digits changed since
// the last look, as the others would find nothing (8% fewer instructions,
// 2% less time on hardest11plus).
static inline bool columns(State &state) {
    unsigned int lone[9], found = 0;
    const unsigned int *masks = state.candidates[0];
    unsigned int open0 = state.unsolved[0], open1 = state.unsolved[1], open2 = state.unsolved[2];
    for (unsigned int digits = state.changed; digits != 0; digits &= digits - 1) {
        int d = lowest_bit(digits);
        unsigned int a = masks[d], b = masks[9 + d], c = masks[18 + d];
        unsigned int any = a | b | c, two = (a & b) | (c & (a | b));
        unsigned int top = any & 0x1ff, middle = (any >> 9) & 0x1ff, bottom = any >> 18;
        unsigned int once = top | middle | bottom;
        if (once != 0x1ff) return false;
        unsigned int single =
            once & ~(two | two >> 9 | two >> 18 | (top & middle) | (bottom & (top | middle)));
        lone[d] = single | single << 9 | single << 18;
        if (((a & open0) | (b & open1) | (c & open2)) & lone[d]) found |= 1u << d;
    }
    state.changed = 0;
    for (int band = 0; band < 3 && found != 0; ++band) {
        for (unsigned int todo = found; todo != 0; todo &= todo - 1) {
            int d = lowest_bit(todo);
            // Placing a digit before may have taken the cell.
            unsigned int cells = lone[d] & state.candidates[band][d] & state.unsolved[band];
            if (cells != 0 && !place(state, d, band, cells)) return false;
        }
    }
    return true;
}

// Places naked singles: cells with one candidate left.
static inline bool naked_singles(State &state) {
    for (int band = 0; band < 3; ++band) {
        const unsigned int *masks = state.candidates[band];
        unsigned int once = 0, twice = 0;
#define SOLVER9_COUNT(d) twice |= once & masks[d], once |= masks[d];
        SOLVER9_EACH_DIGIT(SOLVER9_COUNT)
#undef SOLVER9_COUNT
        unsigned int unsolved = state.unsolved[band];
        if (unsolved & ~once) return false;
        for (unsigned int cells = unsolved & ~twice; cells != 0; cells &= cells - 1) {
            unsigned int bit = cells & (0u - cells), digits = holders(masks, bit);
            // Placing an earlier single may have emptied this cell.
            if (digits == 0) return false;
            place(state, lowest_bit(digits), band, bit);
        }
    }
    return true;
}

// The band rule, the hottest code: narrows each dirty mask of band
// BAND_INDEX to the segments some permutation can use, takes the columns
// its boxes point along from the other bands, and places the hidden singles
// of the band's rows and boxes. A single is its digit's last place in its
// row and box, so placing it only takes the cell from the other digits:
// done once for the whole pass, so that the masks of a pass are
// independent. Two digits taking one cell is a contradiction. One copy per
// band, so that the bands' offsets are constants.
template <int BAND_INDEX>
static inline bool band_pass(State &state) {
    unsigned int digits = state.dirty[BAND_INDEX];
    if (digits == 0) return true;
    state.dirty[BAND_INDEX] = 0;
    state.changed |= digits;
    const int next = (BAND_INDEX + 1) % 3, last = (BAND_INDEX + 2) % 3;
    unsigned int *masks = state.candidates[BAND_INDEX];
    unsigned int unsolved = state.unsolved[BAND_INDEX];
    unsigned int singles[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
    unsigned int pending = 0, clash = 0, dirty_next = 0, dirty_last = 0;
    do {
        int d = lowest_bit(digits);
        digits &= digits - 1;
        unsigned int mask = masks[d], present = segments(mask);
        unsigned int allowed = tables.shrink[present];
        if (allowed == 0) return false;
        mask &= allowed;
        masks[d] = mask;
        unsigned int pointing = tables.pointing[(mask | mask >> 9 | mask >> 18) & 0x1ff];
        unsigned int other = state.candidates[next][d];
        dirty_next |= static_cast<unsigned int>((other & pointing) != 0) << d;
        state.candidates[next][d] = other & ~pointing;
        other = state.candidates[last][d];
        dirty_last |= static_cast<unsigned int>((other & pointing) != 0) << d;
        state.candidates[last][d] = other & ~pointing;
        unsigned int cells = tables.lone_segment[present] & pointing & unsolved;
        singles[d] = cells;
        clash |= pending & cells;
        pending |= cells;
    } while (digits != 0);
    if (clash) return false;
    // The Rust core takes the singles without asking whether there are
    // any, as its SSE2 does it in a few instructions; here asking runs 9%
    // fewer instructions, though hardly less time (the branch is often
    // mispredicted).
    if (pending) {
        state.unsolved[BAND_INDEX] = unsolved & ~pending;
        state.dirty[BAND_INDEX] |= narrow(masks, pending, singles);
    }
    state.dirty[next] |= dirty_next;
    state.dirty[last] |= dirty_last;
    return true;
}

// Propagates until nothing changes: the band rule on each changed mask
// until none has changed, then hidden singles in columns and naked
// singles; settled when those place nothing.
static inline bool propagate(State &state) {
    for (;;) {
        if (!band_pass<0>(state) || !band_pass<1>(state) || !band_pass<2>(state)) return false;
        if ((state.dirty[0] | state.dirty[1] | state.dirty[2]) == 0) {
            if (!columns(state) || !naked_singles(state)) return false;
            if ((state.dirty[0] | state.dirty[1] | state.dirty[2]) == 0) return true;
        }
    }
}

// The triad rule: each row-box segment of a band holds exactly three
// digits. A segment four digits must use, or fewer than three may, is a
// contradiction; one that three must use is closed to the others; one that
// only three may use must be used by each of them. It catches three digits
// locked into two cells, which singles miss. Returns -1 on a
// contradiction, else whether a candidate went.
static int triads(State &state) {
    int changed = 0;
    for (int band = 0; band < 3; ++band) {
        unsigned int may[9], must[9];
        // Saturating counts per segment: at least 1, 2, 3, 4 digits.
        unsigned int may1 = 0, may2 = 0, may3 = 0, may4 = 0;
        unsigned int must1 = 0, must2 = 0, must3 = 0, must4 = 0;
        for (int d = 0; d < 9; ++d) {
            unsigned int present = segments(state.candidates[band][d]);
            unsigned int can = segments(tables.shrink[present]), needs = tables.must[present];
            may[d] = can;
            must[d] = needs;
            may4 |= may3 & can, may3 |= may2 & can, may2 |= may1 & can, may1 |= can;
            must4 |= must3 & needs, must3 |= must2 & needs, must2 |= must1 & needs, must1 |= needs;
        }
        if (must4 != 0 || may3 != 0x1ff) return -1;
        unsigned int tight = may3 & ~may4;
        for (int d = 0; d < 9; ++d) {
            unsigned int can = may[d] & ~(must3 & ~must[d]);
            for (unsigned int forced = tight & can & ~must[d]; forced != 0; forced &= forced - 1) {
                // Segment s is box s / 3, row s % 3: the digit's other
                // segments in that row and box go.
                int s = lowest_bit(forced);
                can &= ~((0111u << (s % 3)) | (7u << (3 * (s / 3)))) | (1u << s);
            }
            if (can != may[d]) {
                unsigned int mask = state.candidates[band][d] & tables.shrink[can];
                if (mask == 0) return -1;
                if (mask != state.candidates[band][d]) {
                    changed = 1;
                    state.dirty[band] |= 1u << d;
                }
                state.candidates[band][d] = mask;
            }
        }
    }
    return changed;
}

// The cell to guess on, as band and bit: the two-candidate cell with the
// most unsolved peers when there is one, else a cell with the fewest
// candidates. Guessing where most is open lets each guess settle more
// (85.7 guesses a puzzle on the first 10,000 of hardest11plus against
// 148.8 on the first two-candidate cell).
static inline void guess_cell(const State &state, int &pick_band, unsigned int &pick_bit) {
    unsigned int most = 0;
    pick_bit = 0;
    for (int band = 0; band < 3; ++band) {
        const unsigned int *masks = state.candidates[band];
        unsigned int once = 0, twice = 0, thrice = 0;
#define SOLVER9_COUNT(d) thrice |= twice & masks[d], twice |= once & masks[d], once |= masks[d];
        SOLVER9_EACH_DIGIT(SOLVER9_COUNT)
#undef SOLVER9_COUNT
        unsigned int next = state.unsolved[OTHER_BANDS[band][0]];
        unsigned int last = state.unsolved[OTHER_BANDS[band][1]];
        for (unsigned int pairs = state.unsolved[band] & twice & ~thrice; pairs != 0;
             pairs &= pairs - 1) {
            int index = lowest_bit(pairs);
            unsigned int column = tables.cell_column[index];
            unsigned int open = bit_count2(state.unsolved[band] & tables.band_peers[index],
                                           (next & column) | (last & column) << 1);
            if (open > most || pick_bit == 0) {
                most = open;
                pick_band = band;
                pick_bit = pairs & (0u - pairs);
            }
        }
    }
    if (pick_bit != 0) return;
    unsigned int fewest = 10;
    for (int band = 0; band < 3; ++band) {
        for (unsigned int cells = state.unsolved[band]; cells != 0; cells &= cells - 1) {
            unsigned int bit = cells & (0u - cells);
            unsigned int count = bit_count2(holders(state.candidates[band], bit), 0);
            if (count < fewest) {
                fewest = count;
                pick_band = band;
                pick_bit = bit;
            }
        }
    }
}

// A search in progress.
struct Search {
    unsigned int limit, found, guesses;
    // Where the first solution goes.
    unsigned char *solution;
};

// Writes the solved grid: each digit holds one cell in each row of a band
// (bit 8 stands in for an empty row, which the invariants rule out, so
// that no write strays).
static void write_grid(const State &state, unsigned char *solution) {
    for (int band = 0; band < 3; ++band) {
        unsigned char *rows = solution + 27 * band;
        for (int d = 0; d < 9; ++d) {
            unsigned int mask = state.candidates[band][d];
            unsigned char digit = static_cast<unsigned char>(d + 1);
            rows[lowest_bit((mask & 0x1ff) | 0x100)] = digit;
            rows[9 + lowest_bit(((mask >> 9) & 0x1ff) | 0x100)] = digit;
            rows[18 + lowest_bit((mask >> 18) | 0x100)] = digit;
        }
    }
}

// One node of the search and those below it: propagates, then guesses on a
// cell and searches each of its digits on a copy of the state; the last
// digit takes this node's own state and goes on in this call. The rules
// are inlined here, where the solver's time goes.
static void node(Search &search, State &state) {
    for (;;) {
        for (;;) {
            if (!propagate(state)) return;
            if (search.guesses < TRIADS_AFTER ||
                (state.unsolved[0] | state.unsolved[1] | state.unsolved[2]) == 0) {
                break;
            }
            int triad = triads(state);
            if (triad < 0) return;
            if (triad == 0) break;
        }
        if ((state.unsolved[0] | state.unsolved[1] | state.unsolved[2]) == 0) {
            if (search.found++ == 0) write_grid(state, search.solution);
            return;
        }
        int band = 0;
        unsigned int bit = 0;
        guess_cell(state, band, bit);
        unsigned int digits = holders(state.candidates[band], bit);
        int d = lowest_bit(digits);
        // Solving, the digit with the most candidates left in the band goes
        // first; the rest in order (as the binary, which so finds the same
        // solution first).
        if (search.limit == 1) {
            unsigned int most = 0;
            for (unsigned int rest = digits; rest != 0; rest &= rest - 1) {
                int e = lowest_bit(rest);
                unsigned int left = bit_count2(state.candidates[band][e], 0);
                if (left > most) most = left, d = e;
            }
        }
        for (;;) {
            digits &= ~(1u << d);
            ++search.guesses;
            if (digits == 0) {
                place(state, d, band, bit);
                break;
            }
            State next = state;
            place(next, d, band, bit);
            node(search, next);
            if (search.found >= search.limit) return;
            d = lowest_bit(digits);
        }
    }
}

// cells[81], row by row: 0 for an empty cell, 1..9 for a given.
// Searches for solutions, stopping once `limit` (>= 1) are found; returns
// how many were found (0 when the givens clash or there is no solution).
// The first solution found is written to solution[81] (digits 1..9) when the return is >= 1;
// solution is left alone otherwise.
unsigned int solve(const unsigned char *cells, unsigned char *solution, unsigned int limit) {
    Search search = {limit, 0, 0, solution};
    State state;
    if (limit > 0 && start(state, cells)) node(search, state);
    return search.found;
}

#undef SOLVER9_EACH_DIGIT

}  // namespace solver9

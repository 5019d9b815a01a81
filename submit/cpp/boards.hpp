// The search for boards of box size n = 1 to 5 (1x1, 4x4, 9x9, 16x16, 25x25),
// ported from core/src/general.rs and core/src/large/ less its probing: it
// takes a board and counts its solutions up to a limit; reading and writing
// are the readers'.
// 16x16 boards go to `sixteen` (per value, a bit per cell), the others and
// the smallest solution of a 16x16 to `general` (per cell, a bit per
// value). Both place naked and hidden singles to a fixed point, then guess,
// copying the state. Cells go row by row; value v is bit v - 1 of a mask.
// Masks are 32-bit `unsigned int`: C++98 has no 64-bit type on every judge.
// Invariants: a state only narrows; a placed cell has no candidates;
// nothing allocates or is global, so calls are independent. Recursion is a
// level per guess, at most one per cell, each a state of about 1 KB (3 KB
// for the general search, sized for 25x25).

namespace boards {

using bits::lowest_bit;

#if defined(__GNUC__) && defined(__POPCNT__) && !defined(SUDOKU_PORTABLE)
static inline int bit_count(unsigned int mask) { return __builtin_popcount(mask); }
#else
// The set bits of `mask`. Without popcnt, GCC's builtin is a library call,
// which took 10% of the time on testdata/hard16.txt.
static inline int bit_count(unsigned int mask) {
    mask = mask - ((mask >> 1) & 0x55555555u);
    mask = (mask & 0x33333333u) + ((mask >> 2) & 0x33333333u);
    mask = (mask + (mask >> 4)) & 0x0f0f0f0fu;
    return static_cast<int>(((mask * 0x01010101u) & 0xffffffffu) >> 24);
}
#endif

static const int MAX_CELLS = 625;

namespace general {

struct State {
    int n, side, open;
    // Per cell, the values it may take (0 once placed), and its value.
    unsigned int candidates[MAX_CELLS];
    unsigned char values[MAX_CELLS];

    // Places `value` on the empty `cell`; false when it cannot go there.
    bool place(int cell, int value) {
        unsigned int bit = 1u << (value - 1);
        if ((candidates[cell] & bit) == 0) return false;
        values[cell] = static_cast<unsigned char>(value);
        candidates[cell] = 0;
        --open;
        int row = cell / side, column = cell % side, top = row / n * n, left = column / n * n;
        for (int k = 0; k < side; ++k) {
            candidates[row * side + k] &= ~bit;
            candidates[k * side + column] &= ~bit;
            candidates[(top + k / n) * side + left + k % n] &= ~bit;
        }
        return true;
    }

    // Cell `k` of unit `unit`: rows, then columns, then boxes.
    int unit_cell(int unit, int k) const {
        if (unit < side) return unit * side + k;
        if (unit < 2 * side) return k * side + unit - side;
        int b = unit - 2 * side;
        return (b / n * n + k / n) * side + b % n * n + k % n;
    }

    // Naked and hidden singles until none is left; false on a contradiction.
    bool propagate() {
        for (bool placed = true; placed;) {
            placed = false;
            for (int cell = 0; cell < side * side; ++cell) {
                unsigned int mask = candidates[cell];
                if (values[cell] != 0 || (mask & (mask - 1)) != 0) continue;
                if (mask == 0 || !place(cell, lowest_bit(mask) + 1)) return false;
                placed = true;
            }
            for (int unit = 0; unit < 3 * side; ++unit) {
                unsigned int once = 0, twice = 0, done = 0;
                for (int k = 0; k < side; ++k) {
                    int cell = unit_cell(unit, k);
                    twice |= once & candidates[cell];
                    once |= candidates[cell];
                    if (values[cell] != 0) done |= 1u << (values[cell] - 1);
                }
                if ((once | done) != (1u << side) - 1) return false;
                for (unsigned int hidden = once & ~twice & ~done; hidden != 0; hidden &= hidden - 1) {
                    unsigned int bit = hidden & (0u - hidden);
                    int k = 0;
                    while (k < side && (candidates[unit_cell(unit, k)] & bit) == 0) ++k;
                    // k == side: an earlier single in the unit took the value.
                    if (k == side || !place(unit_cell(unit, k), lowest_bit(bit) + 1)) return false;
                    placed = true;
                }
            }
        }
        return true;
    }
};

struct Search {
    unsigned int limit, found;
    // Guess on the first empty cell, values ascending, so that the first
    // solution found is the smallest; else on the first with the fewest.
    bool in_order;
    unsigned char *first;

    // Searches from `state`, which it may change.
    void run(State &state) {
        if (!state.propagate()) return;
        int cells = state.side * state.side, pick = -1, fewest = 33;
        if (state.open == 0) {
            if (found++ == 0)
                for (int cell = 0; cell < cells; ++cell) first[cell] = state.values[cell];
            return;
        }
        // Every empty cell has two candidates or more after `propagate`.
        for (int cell = 0; cell < cells && fewest > 2; ++cell) {
            if (state.values[cell] != 0) continue;
            int count = bit_count(state.candidates[cell]);
            if (count < fewest) pick = cell, fewest = count;
            if (in_order) break;
        }
        for (unsigned int choices = state.candidates[pick]; choices != 0;) {
            int value = lowest_bit(choices) + 1;
            choices &= choices - 1;
            if (choices == 0) {
                // The last value: `state` is not needed again.
                if (state.place(pick, value)) run(state);
                return;
            }
            State next = state;
            if (next.place(pick, value)) run(next);
            if (found >= limit) return;
        }
    }
};

static unsigned int solve(int n, const unsigned char *cells, unsigned char *solution,
                          unsigned int limit, bool in_order) {
    State state;
    state.n = n;
    state.side = n * n;
    state.open = state.side * state.side;
    for (int cell = 0; cell < state.open; ++cell) {
        state.candidates[cell] = (1u << state.side) - 1;
        state.values[cell] = 0;
    }
    for (int cell = 0; cell < state.side * state.side; ++cell)
        if (cells[cell] != 0 && !state.place(cell, cells[cell])) return 0;
    Search search = {limit, 0, in_order, solution};
    search.run(state);
    return search.found;
}

}  // namespace general

// core/src/large/ with 32-bit words. Per value (0 to 15), where it may go: eight
// words of two rows, bit 16r + c of word w for row 2w + r, column c, so bit
// b of word w is cell 32w + b; band k (four rows) is words 2k and 2k + 1.
// Naked and hidden singles, then locked candidates in bands and stacks, to
// a fixed point; the guess is on the two-candidate cell with the most open
// peers, else the first with the fewest. A try that spends its budget of
// guesses starts over with another guess rule and twice the budget: this
// bounds the heavy tail of boards with many open cells.
namespace sixteen {

static const int SIDE = 16, CELLS = SIDE * SIDE, WORDS = 8;
// Row 0, column 0 and the part of box 0 in a word.
static const unsigned int ROW = 0xffffu, COLUMN = 0x00010001u, BOX = 0x000f000fu;

// Bit 0 of each nibble of the 16-bit `mask` that has one bit set.
static inline unsigned int single_nibbles(unsigned int mask) {
    unsigned int count = mask - ((mask >> 1) & 0x5555u);
    count = (count & 0x3333u) + ((count >> 2) & 0x3333u);
    return count & ~(count >> 1) & ~(count >> 2) & 0x1111u;
}

struct State {
    unsigned int candidates[SIDE][WORDS];
    unsigned int placed[WORDS];
    // Per value, the rows, columns and boxes it is placed in.
    unsigned int done_rows[SIDE], done_columns[SIDE], done_boxes[SIDE];
    unsigned char values[CELLS];
    // Open cells, in all and per row, column and box.
    int open;
    unsigned char open_rows[SIDE], open_columns[SIDE], open_boxes[SIDE];
    // Values whose masks narrowed since their hidden singles, or locked
    // candidates, were last looked for.
    unsigned int hidden_due, locked_due;

    // Places `value` at `bit` of `word`; false when it cannot go there.
    bool place(int value, int word, int bit) {
        unsigned int mask = 1u << bit, touched = 1u << value, *own = candidates[value];
        if ((own[word] & mask) == 0) return false;
        int column = bit & 15, band = word >> 1, row = 2 * word + (bit >> 4);
        int box = 4 * band + (column >> 2);
        values[32 * word + bit] = static_cast<unsigned char>(value + 1);
        placed[word] |= mask;
        --open, --open_rows[row], --open_columns[column], --open_boxes[box];
        // Four values a step: GCC does not unroll at -O2, and unrolled here,
        // in `singles`, `hidden_singles` and `pairs` the search takes 7%
        // fewer instructions on testdata/hard16.txt.
        for (int v = 0; v < SIDE; v += 4) {
            unsigned int a = candidates[v][word], b = candidates[v + 1][word];
            unsigned int c = candidates[v + 2][word], d = candidates[v + 3][word];
            touched |= ((a >> bit) & 1u) << v | ((b >> bit) & 1u) << (v + 1) |
                       ((c >> bit) & 1u) << (v + 2) | ((d >> bit) & 1u) << (v + 3);
            candidates[v][word] = a & ~mask, candidates[v + 1][word] = b & ~mask;
            candidates[v + 2][word] = c & ~mask, candidates[v + 3][word] = d & ~mask;
        }
        hidden_due |= touched;
        locked_due |= touched;
        for (int w = 0; w < WORDS; ++w) own[w] &= ~(COLUMN << column);
        own[word] &= ~(ROW << (bit & 16));
        own[2 * band] &= ~(BOX << (column & 12));
        own[2 * band + 1] &= ~(BOX << (column & 12));
        done_rows[value] |= 1u << row;
        done_columns[value] |= 1u << column;
        done_boxes[value] |= 1u << box;
        return true;
    }

    // Naked and hidden singles until none is left; false on a
    // contradiction. With `place`, most of the time goes here.
    bool singles() {
        for (;;) {
            bool any = false;
            for (int word = 0; word < WORDS; ++word) {
                // Each cell's candidates counted up to two.
                unsigned int once = 0, twice = 0;
                for (int v = 0; v < SIDE; v += 4) {
                    unsigned int a = candidates[v][word], b = candidates[v + 1][word];
                    unsigned int c = candidates[v + 2][word], d = candidates[v + 3][word];
                    twice |= (once & (a | b | c | d)) | (a & b) | (c & d) | ((a | b) & (c | d));
                    once |= a | b | c | d;
                }
                if ((~placed[word] & ~once) != 0) return false;
                for (unsigned int lone = once & ~twice; lone != 0; lone &= lone - 1) {
                    int bit = lowest_bit(lone), value = 0;
                    while (value < SIDE && ((candidates[value][word] >> bit) & 1u) == 0) ++value;
                    // value == SIDE: a single placed before took the last one.
                    if (value == SIDE || !place(value, word, bit)) return false;
                    any = true;
                }
            }
            unsigned int due = hidden_due;
            hidden_due = 0;
            for (; due != 0; due &= due - 1)
                if (!hidden_singles(lowest_bit(due), any)) return false;
            if (!any && hidden_due == 0) return true;
        }
    }

    // Places `value` where a row, column or box has one place left for it
    // (setting `any`); false on a contradiction.
    bool hidden_singles(int value, bool &any) {
        const unsigned int *own = candidates[value];
        unsigned int once = 0, twice = 0;
        for (int w = 0; w < WORDS; w += 2) {
            twice |= (once & (own[w] | own[w + 1])) | (own[w] & own[w + 1]);
            once |= own[w] | own[w + 1];
        }
        // Columns: the words folded into 16 lanes.
        unsigned int lone = (twice | twice >> 16 | (once & once >> 16)) & ROW;
        once = (once | once >> 16) & ROW;
        if ((~once & ~done_columns[value] & ROW) != 0) return false;
        for (lone = once & ~lone; lone != 0; lone &= lone - 1) {
            unsigned int column = COLUMN << lowest_bit(lone);
            int w = 0;
            while (w < WORDS && (own[w] & column) == 0) ++w;
            if (w == WORDS || !place(value, w, lowest_bit(own[w] & column))) return false;
            any = true;
        }
        // Rows and boxes with two places or more, found without branches
        // (against testing each in turn: -7% instructions, about -10% time
        // on testdata/hard16.txt). Bit r of `rows`: row r has; bit k of
        // `boxes`: box k has, from its columns with a place, counted per
        // nibble, and those with two, two bands at a time.
        unsigned int rows = 0, boxes = 0;
        for (int w = 0; w < WORDS; ++w) {
            unsigned int cells = own[w];
            rows |= ((cells & (cells - 1) & ROW) != 0 ? 1u : 0u) << (2 * w) |
                    ((cells & (cells - 0x10000u)) > ROW ? 2u : 0u) << (2 * w);
        }
        for (int half = 0; half < 2; ++half) {
            once = twice = 0;
            for (int h = 0; h < 2; ++h) {
                unsigned int top = own[4 * half + 2 * h], bottom = own[4 * half + 2 * h + 1];
                unsigned int either = top | bottom, both = top & bottom;
                once |= ((either | either >> 16) & ROW) << (16 * h);
                twice |= ((both | both >> 16 | (either & either >> 16)) & ROW) << (16 * h);
            }
            unsigned int count = once - ((once >> 1) & 0x55555555u);
            count = (count & 0x33333333u) + ((count >> 2) & 0x33333333u);
            unsigned int crowded =
                (twice | twice >> 1 | twice >> 2 | twice >> 3 | count >> 1 | count >> 2) &
                0x11111111u;
            crowded = (crowded | crowded >> 3 | crowded >> 6 | crowded >> 9) & 0x000f000fu;
            boxes |= ((crowded | crowded >> 12) & 0xffu) << (8 * half);
        }
        // The rest have one place (a single) or none (a contradiction unless
        // placed). Each is read afresh: a single placed before may have
        // taken its place (`place` fails) or filled it.
        for (lone = ~(rows | done_rows[value]) & ROW; lone != 0; lone &= lone - 1) {
            int row = lowest_bit(lone), shift = 16 * (row & 1);
            unsigned int cells = (own[row >> 1] >> shift) & ROW;
            if (cells == 0 ? ((done_rows[value] >> row) & 1u) == 0
                           : !place(value, row >> 1, shift + lowest_bit(cells)))
                return false;
            if (cells != 0) any = true;
        }
        for (lone = ~(boxes | done_boxes[value]) & ROW; lone != 0; lone &= lone - 1) {
            int box = lowest_bit(lone), w = box >> 2 << 1;
            unsigned int part = BOX << (4 * (box & 3)), cells = own[w] & part;
            if (cells == 0) cells = own[++w] & part;
            if (cells == 0 ? ((done_boxes[value] >> box) & 1u) == 0
                           : !place(value, w, lowest_bit(cells)))
                return false;
            if (cells != 0) any = true;
        }
        return true;
    }

    // Locked candidates in bands and stacks: true when one was removed. The
    // tests read the masks as they were when the value's turn began (what
    // held then still holds), on nibbles, four at a time: 18% fewer
    // instructions than a loop over boxes and rows.
    bool locked() {
        const unsigned int SEGMENTS = 0x11111111u;
        bool removed = false;
        unsigned int due = locked_due;
        locked_due = 0;
        for (; due != 0; due &= due - 1) {
            int value = lowest_bit(due);
            const unsigned int *own = candidates[value];
            unsigned int cells[WORDS], columns[4], once = 0, twice = 0, changed = 0;
            for (int w = 0; w < WORDS; ++w) cells[w] = own[w];
            for (int band = 0; band < 4; ++band) {
                // Bit 4k + 16r: row r of the word meets the value in box k.
                unsigned int top = own[2 * band], bottom = own[2 * band + 1];
                unsigned int upper = (top | top >> 1 | top >> 2 | top >> 3) & SEGMENTS;
                unsigned int lower = (bottom | bottom >> 1 | bottom >> 2 | bottom >> 3) & SEGMENTS;
                // Bit r of nibble k of `by_box`, bit k of nibble r of
                // `by_row`: row r of the band meets the value in box k.
                unsigned int by_box = (upper & ROW) | (upper >> 16) << 1 | (lower & ROW) << 2 |
                                      (lower >> 16) << 3;
                upper = (upper | upper >> 3 | upper >> 6 | upper >> 9) & 0x000f000fu;
                lower = (lower | lower >> 3 | lower >> 6 | lower >> 9) & 0x000f000fu;
                unsigned int by_row =
                    ((upper | upper >> 12) & 0xffu) | ((lower | lower >> 12) & 0xffu) << 8;
                // A box meeting the value in one row: the rest of the row
                // loses it.
                for (unsigned int one = single_nibbles(by_box); one != 0; one &= one - 1) {
                    int nibble = lowest_bit(one), r = lowest_bit(by_box >> nibble);
                    cells[2 * band + (r >> 1)] &= ~((ROW << (16 * (r & 1))) & ~(BOX << nibble));
                }
                // A row meeting it in one box: the rest of the box loses it.
                for (unsigned int one = single_nibbles(by_row); one != 0; one &= one - 1) {
                    int r = lowest_bit(one) >> 2;
                    unsigned int boxed = BOX << (4 * lowest_bit(by_row >> (4 * r)));
                    cells[2 * band + (r >> 1)] &= ~(boxed & ~(ROW << (16 * (r & 1))));
                    cells[2 * band + 1 - (r >> 1)] &= ~boxed;
                }
                // Stacks: bit c of columns[band]: the band meets it in
                // column c. A box meeting it in one column: the column's
                // other boxes lose it.
                unsigned int here = (top | bottom | (top | bottom) >> 16) & ROW;
                columns[band] = here;
                twice |= once & here;
                once |= here;
                for (unsigned int one = single_nibbles(here); one != 0; one &= one - 1) {
                    unsigned int column = COLUMN << lowest_bit(here & (15u << lowest_bit(one)));
                    for (int w = 0; w < WORDS; ++w)
                        if (w >> 1 != band) cells[w] &= ~column;
                }
            }
            // A column meeting it in one box: the box's other columns lose it.
            for (unsigned int alone = once & ~twice; alone != 0; alone &= alone - 1) {
                int c = lowest_bit(alone), band = 0;
                while (((columns[band] >> c) & 1u) == 0) ++band;
                unsigned int others = (BOX << (c & 12)) & ~(COLUMN << c);
                cells[2 * band] &= ~others;
                cells[2 * band + 1] &= ~others;
            }
            for (int w = 0; w < WORDS; ++w) {
                changed |= cells[w] ^ own[w];
                candidates[value][w] = cells[w];
            }
            if (changed != 0) {
                hidden_due |= 1u << value;
                locked_due |= 1u << value;
                removed = true;
            }
        }
        return removed;
    }

    // The cells of `word` with two candidates.
    unsigned int pairs(int word) const {
        unsigned int once = 0, twice = 0, thrice = 0;
        for (int v = 0; v < SIDE; v += 2) {
            unsigned int either = candidates[v][word] | candidates[v + 1][word];
            unsigned int both = candidates[v][word] & candidates[v + 1][word];
            thrice |= (twice & either) | (once & both);
            twice |= (once & either) | both;
            once |= either;
        }
        return twice & ~thrice;
    }

    // The cell to guess on, at `bit` of `word`: the two-candidate cell with
    // the most open peers, the first on a tie (large/: a third of the
    // guesses of the first such cell); else the first with the fewest.
    void guess_cell(int &word, int &bit) const {
        int most = -1, fewest = SIDE + 1;
        for (int w = 0; w < WORDS; ++w) {
            for (unsigned int cells = pairs(w); cells != 0; cells &= cells - 1) {
                // Its row, column and box, less the open cells counted twice
                // (the row's four in the box, the column's four): kept counts
                // instead of large/'s bit counts, -7% instructions.
                int b = lowest_bit(cells), column = b & 15;
                unsigned int segment = (~placed[w] >> (b & 28)) & 15u;
                unsigned int stacked =
                    ((~placed[w & 6] >> column) & COLUMN) + ((~placed[w | 1] >> column) & COLUMN);
                int open = open_rows[2 * w + (b >> 4)] + open_columns[column] +
                           open_boxes[4 * (w >> 1) + (column >> 2)] -
                           static_cast<int>((segment & 1u) + (segment >> 1 & 1u) +
                                            (segment >> 2 & 1u) + (segment >> 3) +
                                            (stacked & ROW) + (stacked >> 16));
                if (open > most) most = open, word = w, bit = b;
            }
        }
        for (int w = 0; w < WORDS && most < 0; ++w) {
            for (unsigned int cells = ~placed[w]; cells != 0; cells &= cells - 1) {
                int b = lowest_bit(cells), count = 0;
                for (int v = 0; v < SIDE; ++v) count += (candidates[v][w] >> b) & 1u;
                if (count < fewest) fewest = count, word = w, bit = b;
            }
        }
    }

    // The cell to guess on under rule `variant` (not 0): a two-candidate
    // cell picked by large/'s hash of the variant and the open cells, the
    // high word of (variant << 32 | open) * 0x9e3779b97f4a7c15, so that both
    // go the same way; `guess_cell`'s when there is none.
    void other_guess_cell(unsigned int variant, int &word, int &bit) const {
        unsigned int cells[WORDS], total = 0, a = static_cast<unsigned int>(open);
        for (int w = 0; w < WORDS; ++w) total += bit_count(cells[w] = pairs(w));
        if (total == 0) return guess_cell(word, bit);
        // open < 2^16: the high word of open * 0x7f4a7c15 is exact so.
        unsigned int pick = ((variant * 0x7f4a7c15u + a * 0x9e3779b9u +
                              ((a * 0x7f4au + (a * 0x7c15u >> 16)) >> 16)) &
                             0xffffffffu) %
                            total;
        for (word = 0; pick >= static_cast<unsigned int>(bit_count(cells[word])); ++word)
            pick -= bit_count(cells[word]);
        for (; pick > 0; --pick) cells[word] &= cells[word] - 1;
        bit = lowest_bit(cells[word]);
    }
};

// A depth-first search for up to `limit` solutions other than `skip` (one
// an earlier try found, or null), within `budget` guesses. Rule `variant`
// picks the guess: 0 `guess_cell`, others `other_guess_cell`, the odd ones
// trying the values from the largest.
struct Search {
    unsigned int limit, found, variant, budget, spent;
    const unsigned char *skip;
    bool aborted;
    unsigned char first[CELLS];

    // Searches from `state`, which it may change.
    void run(State &state) {
        for (;;) {
            if (!state.singles()) return;
            if (state.open == 0 || !state.locked()) break;
        }
        if (state.open == 0) {
            int cell = 0;
            while (skip != 0 && cell < CELLS && state.values[cell] == skip[cell]) ++cell;
            if (cell == CELLS) return;
            if (found++ == 0)
                for (cell = 0; cell < CELLS; ++cell) first[cell] = state.values[cell];
            return;
        }
        int word = 0, bit = 0, value = 0;
        if (variant == 0)
            state.guess_cell(word, bit);
        else
            state.other_guess_cell(variant, word, bit);
        unsigned int choices = 0;
        for (int v = 0; v < SIDE; ++v) choices |= ((state.candidates[v][word] >> bit) & 1u) << v;
        while (choices != 0) {
            for (value = variant & 1 ? SIDE - 1 : 0; ((choices >> value) & 1u) == 0;)
                value += variant & 1 ? -1 : 1;
            choices &= ~(1u << value);
            if (spent++ >= budget) {
                aborted = true;
                return;
            }
            if (choices == 0) {
                // The last value: `state` is not needed again.
                if (state.place(value, word, bit)) run(state);
                return;
            }
            State next = state;
            if (next.place(value, word, bit)) run(next);
            if (aborted || found >= limit) return;
        }
    }
};

// Tries before one without a budget, and the first try's budget: above
// what testdata/hard16.txt needs. large/ saw one rule sink 11 million
// guesses where another needed 24,000.
static const unsigned int BUDGETED = 6, FIRST_BUDGET = 1u << 16;

// Searches for up to `limit` solutions other than `skip`; with a limit of
// one, by tries that start over when out of budget (a try started over
// would count some solutions twice). The last budget, 2^32 - 1 guesses,
// would take hours.
static void search(Search &result, const State &state, unsigned int limit,
                   const unsigned char *skip) {
    for (unsigned int attempt = 0;; ++attempt) {
        Search fresh = {limit, 0, attempt, 0xffffffffu, 0, skip, false, {0}};
        if (limit == 1 && attempt < BUDGETED) fresh.budget = FIRST_BUDGET << attempt;
        State copy = state;
        result = fresh;
        result.run(copy);
        if (!result.aborted) return;
    }
}

// Up to two solutions by tries (the second one other than the first); more
// by one search to the end.
static unsigned int solve(const unsigned char *cells, unsigned char *solution,
                          unsigned int limit) {
    State state;
    for (int v = 0; v < SIDE; ++v) {
        for (int w = 0; w < WORDS; ++w) state.candidates[v][w] = 0xffffffffu;
        state.done_rows[v] = state.done_columns[v] = state.done_boxes[v] = 0;
        state.open_rows[v] = state.open_columns[v] = state.open_boxes[v] = SIDE;
    }
    for (int w = 0; w < WORDS; ++w) state.placed[w] = 0;
    for (int cell = 0; cell < CELLS; ++cell) state.values[cell] = 0;
    state.open = CELLS;
    state.hidden_due = state.locked_due = 0xffffu;
    for (int cell = 0; cell < CELLS; ++cell)
        if (cells[cell] != 0 && !state.place(cells[cell] - 1, cell >> 5, cell & 31)) return 0;
    Search first, second;
    search(first, state, limit > 2 ? limit : 1, 0);
    unsigned int found = first.found;
    if (found == 1 && limit == 2) {
        search(second, state, 1, first.first);
        found += second.found;
    }
    for (int cell = 0; found > 0 && cell < CELLS; ++cell) solution[cell] = first.first[cell];
    return found;
}

}  // namespace sixteen

// n: box size 1..4; the board has side = n*n cells a side, cells[side*side]
// row by row, 0 for an empty cell, 1..side for a given.
// Searches for solutions, stopping once `limit` (>= 1) are found; returns
// how many were found (0 when the givens clash or there is no solution).
// The first solution found is written to solution[side*side] when the
// return is >= 1. With smallest != 0 the first solution found is the
// lexicographically smallest (row-major, values ascending) -- UVa 989 asks
// for that one -- and limit is 1.
// A box size out of range, a given above side or a limit of 0 gives 0.
unsigned int solve(int n, const unsigned char *cells, unsigned char *solution,
                   unsigned int limit, int smallest) {
    if (n < 1 || n > 4 || limit == 0) return 0;
    for (int cell = 0; cell < n * n * n * n; ++cell)
        if (cells[cell] > n * n) return 0;
    if (n == 4 && smallest == 0) return sixteen::solve(cells, solution, limit);
    return general::solve(n, cells, solution, limit, smallest != 0);
}

}  // namespace boards

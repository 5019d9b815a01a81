// The highest score over the solutions of a 9x9 puzzle, as Luogu P1074
// (NOIP 2009's target Sudoku) asks: each cell scores its digit times its
// weight, 10 in the centre cell, then 9, 8, 7 and 6 ring by ring out to
// the edge. Every solution counts, so the search goes on past the first:
// a branch and bound over solver9's state and rules, started from a
// solution solver9 finds (none: no score, settled at once). Each node
// propagates, then bounds the score of any solution below it; a node
// whose bound is no better than the best score found so far is cut, any
// other guesses on its heaviest open cell, highest digit first, so that
// good solutions come early and the bound cuts much.
//
// Every solution holds each digit nine times, so the least weight, 6,
// adds 6 * 405 to every score: the weights here are less 6, which leaves
// the outer ring weightless and tightens the bounds. Once only weightless
// cells are open, one solution of them settles the branch.
//
// Two bounds, the cheaper first. Each cell at its highest candidate (its
// digit, once placed): a solution can do no better cell by cell. Then,
// for each kind of unit (rows, columns, boxes) and each unit of it, the
// digits it still misses go to its open cells at best, highest digit to
// highest weight (no two cells of a unit take one digit), or where that
// is less, each open cell at its highest candidate; the units' totals
// added up, and the least of the three kinds' sums taken.

namespace best9 {

// The weights, and each unit's cells in the order the second bound
// fills them.
struct Tables {
    // Each cell's weight less 6, row by row: 4 less the cell's distance
    // from the centre counted in kings' moves.
    unsigned char weight[81];
    // The cells of rows 0-8, columns 0-8 (as units 9-17) and boxes 0-8
    // (as units 18-26), each unit's highest weights first.
    unsigned char unit[27][9];

    Tables() {
        for (int cell = 0; cell < 81; ++cell) {
            int rows = cell / 9 > 4 ? cell / 9 - 4 : 4 - cell / 9;
            int columns = cell % 9 > 4 ? cell % 9 - 4 : 4 - cell % 9;
            weight[cell] = static_cast<unsigned char>(4 - (rows > columns ? rows : columns));
        }
        for (int u = 0; u < 9; ++u) {
            for (int k = 0; k < 9; ++k) {
                unit[u][k] = static_cast<unsigned char>(9 * u + k);
                unit[9 + u][k] = static_cast<unsigned char>(9 * k + u);
                unit[18 + u][k] = static_cast<unsigned char>(27 * (u / 3) + 3 * (u % 3) + 9 * (k / 3) + k % 3);
            }
        }
        // Highest weight first, by insertion.
        for (int u = 0; u < 27; ++u) {
            for (int k = 1; k < 9; ++k) {
                unsigned char cell = unit[u][k];
                int at = k;
                for (; at > 0 && weight[unit[u][at - 1]] < weight[cell]; --at) {
                    unit[u][at] = unit[u][at - 1];
                }
                unit[u][at] = cell;
            }
        }
    }
};

static const Tables tables;

// What the least weight adds to every solution's score.
static const unsigned int OFFSET = 6 * 405;

// The score of the solution in cells[81], less OFFSET.
static unsigned int score_of(const unsigned char *cells) {
    unsigned int score = 0;
    for (int cell = 0; cell < 81; ++cell) score += cells[cell] * static_cast<unsigned int>(tables.weight[cell]);
    return score;
}

// Puts each cell's digit (placed) or highest candidate (open) in top[81],
// row by row; returns the score of the grid of them, the first bound. A
// cell of band b at bit i is cell 27 * b + i.
static unsigned int highest(const solver9::State &state, unsigned char *top) {
    unsigned int bound = 0;
    for (int band = 0; band < 3; ++band) {
        unsigned int left = solver9::BAND;
        for (int d = 8; d >= 0; --d) {
            unsigned int cells = state.candidates[band][d] & left;
            left &= ~cells;
            for (; cells != 0; cells &= cells - 1) {
                int cell = 27 * band + bits::lowest_bit(cells);
                top[cell] = static_cast<unsigned char>(d + 1);
                bound += (d + 1) * static_cast<unsigned int>(tables.weight[cell]);
            }
        }
    }
    return bound;
}

// The second bound, from `top` as `highest` leaves it.
static unsigned int unit_bound(const solver9::State &state, const unsigned char *top) {
    unsigned int least = 0;
    for (int kind = 0; kind < 3; ++kind) {
        unsigned int total = 0;
        for (int u = 9 * kind; u < 9 * kind + 9; ++u) {
            const unsigned char *unit = tables.unit[u];
            // The placed cells' score, and the digits missing.
            unsigned int fixed = 0, alone = 0, missing = 0x3fe;
            for (int k = 0; k < 9; ++k) {
                int cell = unit[k];
                unsigned int value = top[cell] * static_cast<unsigned int>(tables.weight[cell]);
                if (state.unsolved[cell / 27] >> (cell % 27) & 1) {
                    alone += value;
                } else {
                    fixed += value;
                    missing &= ~(1u << top[cell]);
                }
            }
            // The missing digits on the open cells, highest to highest.
            unsigned int paired = 0;
            int digit = 9;
            for (int k = 0; k < 9; ++k) {
                int cell = unit[k];
                if (!(state.unsolved[cell / 27] >> (cell % 27) & 1)) continue;
                while (digit > 0 && !(missing >> digit & 1)) --digit;
                if (digit == 0) break;
                paired += digit * static_cast<unsigned int>(tables.weight[cell]);
                --digit;
            }
            total += fixed + (paired < alone ? paired : alone);
        }
        if (kind == 0 || total < least) least = total;
    }
    return least;
}

// One node of the search and those below it, on its own copy of the
// state: raises `best` (less OFFSET) to every better solution found.
static void search(unsigned int &best, solver9::State &state) {
    if (!solver9::propagate(state)) return;
    unsigned char top[81];
    if (highest(state, top) <= best || unit_bound(state, top) <= best) return;
    // The heaviest open cell of some weight, then the fewest candidates.
    int band = 0, most = 0;
    unsigned int bit = 0;
    for (int b = 0; b < 3; ++b) {
        for (unsigned int cells = state.unsolved[b]; cells != 0; cells &= cells - 1) {
            unsigned int at = cells & (0u - cells);
            int weight = tables.weight[27 * b + bits::lowest_bit(at)];
            int key = weight * 16 + 15 - static_cast<int>(solver9::bit_count2(solver9::holders(state.candidates[b], at), 0));
            if (weight > 0 && key > most) band = b, bit = at, most = key;
        }
    }
    if (most == 0) {
        // Only weightless cells are open: one solution settles it.
        unsigned char solution[81];
        solver9::Search rest = {1, 0, 0, solution};
        solver9::node(rest, state);
        if (rest.found > 0 && score_of(solution) > best) best = score_of(solution);
        return;
    }
    unsigned int digits = solver9::holders(state.candidates[band], bit);
    for (int d = 8; d >= 0; --d) {
        if (!(digits >> d & 1)) continue;
        solver9::State next = state;
        solver9::place(next, d, band, bit);
        search(best, next);
    }
}

// cells[81], row by row: 0 for an empty cell, 1..9 for a given. Puts the
// highest score over the puzzle's solutions in `score`; false (`score`
// left alone) when it has none, which solver9 settles first.
static bool best_score(const unsigned char *cells, unsigned int &score) {
    unsigned char first[81];
    solver9::State state;
    if (solver9::solve(cells, first, 1) == 0 || !solver9::start(state, cells)) return false;
    unsigned int best = score_of(first);
    search(best, state);
    score = best + OFFSET;
    return true;
}

}  // namespace best9

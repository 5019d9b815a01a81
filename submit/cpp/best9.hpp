// The highest score over the solutions of a 9x9 puzzle, as Luogu P1074
// (NOIP 2009's target Sudoku) asks: each cell scores its digit times its
// weight, 10 in the centre cell, then 9, 8, 7 and 6 ring by ring out to
// the edge. The binary's design (core/src/solver/best.rs): a digit's nine
// cells in a solution, one per row, column and box, form one of 46,656
// templates, and a solution is nine disjoint templates, one per digit.
// Each digit lists the templates its candidates allow (after solver9 has
// settled solvability and propagated the givens); the branch and bound
// places a whole template at a time, on the highest digit left, and
// takes from the other digits' lists every template that meets it.
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

namespace best9 {

// Each cell's weight less 6, row by row: 4 less the cell's distance from
// the centre counted in kings' moves.
struct Tables {
    unsigned char weight[81];

    Tables() {
        for (int cell = 0; cell < 81; ++cell) {
            int rows = cell / 9 > 4 ? cell / 9 - 4 : 4 - cell / 9;
            int columns = cell % 9 > 4 ? cell % 9 - 4 : 4 - cell % 9;
            weight[cell] = static_cast<unsigned char>(4 - (rows > columns ? rows : columns));
        }
    }
};

static const Tables tables;

// What the least weight adds to every solution's score.
static const unsigned int OFFSET = 6 * 405;

// Prices are in units of 1/SCALE.
static const long SCALE = 64;

// At most this many rounds of pricing (a guard: the halvings end it).
static const int ROUNDS = 1000;

// The score of the solution in cells[81], less OFFSET.
static unsigned int score_of(const unsigned char *cells) {
    unsigned int score = 0;
    for (int cell = 0; cell < 81; ++cell) score += cells[cell] * static_cast<unsigned int>(tables.weight[cell]);
    return score;
}

// One template: its cells as band masks (cell 27 * b + i at bit i of
// cells[b]), its column in each row, its weight, and its value less its
// cells' prices.
struct Template {
    unsigned int cells[3];
    unsigned char columns[9];
    long weight;
    long reduced;
};

// The search's lists: one arena, each node's lists a range of it per
// digit ([start, end) in list[d][0], list[d][1]).
struct Search {
    Template *pool;
    size_t size, capacity;
    unsigned int best;
};

// Appends `t` to the arena; a judge sees a crash when memory runs out.
static void push(Search &search, const Template &t) {
    if (search.size == search.capacity) {
        size_t capacity = search.capacity * 2 + 1024;
        Template *larger = static_cast<Template *>(realloc(search.pool, capacity * sizeof(Template)));
        if (larger == 0) abort();
        search.pool = larger;
        search.capacity = capacity;
    }
    search.pool[search.size++] = t;
}

// Appends every template of cells in `allowed` (band masks), row by row
// from `row`, to the arena; `used` holds the columns taken (bits 0-8)
// and the band's boxes taken (bits 9-11).
static void templates(Search &search, const unsigned int *allowed, int row, unsigned int used, Template t) {
    if (row == 9) {
        push(search, t);
        return;
    }
    if (row % 3 == 0) used &= 0x1ff;
    for (int column = 0; column < 9; ++column) {
        int cell = 9 * row + column;
        if ((used >> column & 1) || (used >> (9 + column / 3) & 1) || !(allowed[cell / 27] >> (cell % 27) & 1)) continue;
        Template next = t;
        next.cells[cell / 27] |= 1u << (cell % 27);
        next.columns[row] = static_cast<unsigned char>(column);
        next.weight += tables.weight[cell];
        templates(search, allowed, row + 1, used | 1u << column | 1u << (9 + column / 3), next);
    }
}

// The price of template t's cells.
static long price_of(const long *prices, const Template &t) {
    long price = 0;
    for (int row = 0; row < 9; ++row) price += prices[9 * row + t.columns[row]];
    return price;
}

// Highest reduced value first, then in the order made (the columns row
// by row, lowest first): the binary's stable sort.
static int compare(const void *a, const void *b) {
    const Template &x = *static_cast<const Template *>(a);
    const Template &y = *static_cast<const Template *>(b);
    if (x.reduced != y.reduced) return x.reduced > y.reduced ? -1 : 1;
    return memcmp(x.columns, y.columns, 9);
}

// The 27 cells of a band.
static const unsigned int ALL = (1u << 27) - 1;

// The nodes this deep or less are priced afresh (the root and its
// children); deeper, the pricing costs more than it saves.
static const int REPRICED = 1;

// Whether `cell` is among the band masks `open`.
static inline bool is_open(const unsigned int *open, int cell) {
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
static void price(Search &search, size_t list[9][2], unsigned int left, const unsigned int *open, long *prices,
                  long target, int halved) {
    long kept[81], lowest = 0;
    memcpy(kept, prices, sizeof kept);
    int stale = 0;
    for (int round = 0; round < ROUNDS; ++round) {
        long cover[81];
        long total = 0;
        for (int cell = 0; cell < 81; ++cell) {
            cover[cell] = 0;
            if (is_open(open, cell)) total += prices[cell];
        }
        for (int d = 0; d < 9; ++d) {
            if (!(left >> d & 1)) continue;
            long value = SCALE * (d + 1), top = 0;
            size_t pick = list[d][0];
            for (size_t at = list[d][0]; at < list[d][1]; ++at) {
                long reduced = value * search.pool[at].weight - price_of(prices, search.pool[at]);
                if (at == list[d][0] || reduced > top) top = reduced, pick = at;
            }
            total += top;
            for (int row = 0; row < 9; ++row) ++cover[9 * row + search.pool[pick].columns[row]];
        }
        if (round == 0 || total < lowest) {
            lowest = total;
            memcpy(kept, prices, sizeof kept);
            stale = 0;
        } else if (++stale == 5) {
            ++halved;
            stale = 0;
        }
        long norm = 0;
        for (int cell = 0; cell < 81; ++cell) {
            if (is_open(open, cell)) norm += (cover[cell] - 1) * (cover[cell] - 1);
        }
        if (norm == 0 || total <= target || halved >= 12) break;
        long gap = 2 * (total - target);
        for (int cell = 0; cell < 81; ++cell) {
            if (!is_open(open, cell)) continue;
            long step = gap * (cover[cell] > 1 ? cover[cell] - 1 : 1 - cover[cell]) / (norm << halved);
            prices[cell] += cover[cell] > 1 ? step : -step;
        }
    }
    memcpy(prices, kept, sizeof kept);
    for (int d = 0; d < 9; ++d) {
        if (!(left >> d & 1)) continue;
        for (size_t at = list[d][0]; at < list[d][1]; ++at) {
            Template &t = search.pool[at];
            t.reduced = SCALE * (d + 1) * t.weight - price_of(kept, t);
        }
        qsort(search.pool + list[d][0], list[d][1] - list[d][0], sizeof(Template), compare);
    }
}

// Searches the node `depth` templates down whose digits `left` (bit d)
// are still to place, with lists `list` of templates apart from the
// placed cells, on the open cells `open` (band masks) priced by
// `parent` (the parent's prices), the placed cells scoring `score`.
static void node(Search &search, size_t list[9][2], unsigned int left, const unsigned int *open,
                 const long *parent, unsigned int score, int depth) {
    long prices[81];
    memcpy(prices, parent, sizeof prices);
    bool listed = true;
    for (int d = 0; d < 9; ++d) listed = listed && (!(left >> d & 1) || list[d][0] < list[d][1]);
    if (depth <= REPRICED && listed) {
        // From the parent's prices the steps start smaller.
        long target = (static_cast<long>(search.best) - static_cast<long>(score)) * SCALE;
        price(search, list, left, open, prices, target, depth == 0 ? 0 : 2);
    }
    // The bound, in units of 1/SCALE, and the highest digit left, whose
    // template weighs most in the score.
    long bound = static_cast<long>(score) * SCALE;
    for (int cell = 0; cell < 81; ++cell) {
        if (is_open(open, cell)) bound += prices[cell];
    }
    int pick = 0;
    for (int d = 0; d < 9; ++d) {
        if (!(left >> d & 1)) continue;
        if (list[d][0] == list[d][1]) return;
        bound += search.pool[list[d][0]].reduced;
        pick = d;
    }
    if (bound < (static_cast<long>(search.best) + 1) * SCALE) return;
    unsigned int rest = left & ~(1u << pick), value = pick + 1;
    long top = search.pool[list[pick][0]].reduced;
    if (rest == 0) {
        // The last digit: each template left covers the open cells.
        unsigned int last = score + value * search.pool[list[pick][0]].weight;
        if (last > search.best) search.best = last;
        return;
    }
    for (size_t at = list[pick][0]; at < list[pick][1]; ++at) {
        Template t = search.pool[at];
        if (bound - top + t.reduced < (static_cast<long>(search.best) + 1) * SCALE) break;
        size_t mark = search.size, next[9][2];
        bool empty = false;
        for (int d = 0; d < 9 && !empty; ++d) {
            if (!(rest >> d & 1)) continue;
            next[d][0] = search.size;
            for (size_t k = list[d][0]; k < list[d][1]; ++k) {
                const Template &u = search.pool[k];
                if (((u.cells[0] & t.cells[0]) | (u.cells[1] & t.cells[1]) | (u.cells[2] & t.cells[2])) == 0) {
                    Template copy = u;
                    push(search, copy);
                }
            }
            next[d][1] = search.size;
            empty = next[d][0] == next[d][1];
        }
        if (!empty) {
            unsigned int still[3] = {open[0] & ~t.cells[0], open[1] & ~t.cells[1], open[2] & ~t.cells[2]};
            node(search, next, rest, still, prices, score + value * t.weight, depth + 1);
        }
        search.size = mark;
    }
}

// cells[81], row by row: 0 for an empty cell, 1..9 for a given. Puts the
// highest score over the puzzle's solutions in `score`; false (`score`
// left alone) when it has none, which solver9 settles first.
static bool best_score(const unsigned char *cells, unsigned int &score) {
    unsigned char first[81];
    solver9::State state;
    if (solver9::solve(cells, first, 1) == 0 || !solver9::start(state, cells)) return false;
    Search search;
    search.pool = 0;
    search.size = search.capacity = 0;
    search.best = score_of(first);
    if (solver9::propagate(state)) {
        size_t list[9][2];
        Template empty;
        memset(&empty, 0, sizeof empty);
        for (int d = 0; d < 9; ++d) {
            unsigned int allowed[3] = {state.candidates[0][d], state.candidates[1][d], state.candidates[2][d]};
            list[d][0] = search.size;
            templates(search, allowed, 0, 0, empty);
            list[d][1] = search.size;
        }
        long prices[81];
        for (int cell = 0; cell < 81; ++cell) prices[cell] = 5 * SCALE * tables.weight[cell];
        unsigned int open[3] = {ALL, ALL, ALL};
        node(search, list, 0x1ff, open, prices, 0, 0);
    }
    free(search.pool);
    score = search.best + OFFSET;
    return true;
}

}  // namespace best9

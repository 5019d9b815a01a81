# The highest score over the solutions of a 9x9 puzzle, as Luogu P1074
# (NOIP 2009's target Sudoku) asks, for the Python submissions: the C++
# file's branch and bound written for Python. Each cell scores its digit
# times its weight, 10 in the centre cell, then 9, 8, 7 and 6 ring by ring
# out to the edge. Every solution counts, so the search goes on past the
# first: a branch and bound over solver9's state and rules, started from a
# solution solver9 finds (none: no score, settled at once). Each node
# propagates, then bounds the score of any solution below it; a node whose
# bound is no better than the best score found so far is cut, any other
# guesses on its heaviest open cell, highest digit first, so that good
# solutions come early and the bound cuts much.
#
# Every solution holds each digit nine times, so the least weight, 6, adds
# 6 * 405 to every score: the weights here are less 6, which leaves the
# outer ring weightless and tightens the bounds. Once only weightless cells
# are open, one solution of them settles the branch.
#
# Two bounds, the cheaper first. Each cell at its highest candidate (its
# digit, once placed): a solution can do no better cell by cell. Then, for
# each kind of unit (rows, columns, boxes) and each unit of it, the digits
# it still misses go to its open cells at best, highest digit to highest
# weight (no two cells of a unit take one digit), or where that is less,
# each open cell at its highest candidate; the units' totals added up, and
# the least of the three kinds' sums taken.

# Each cell's weight less 6, row by row: 4 less the cell's distance from
# the centre counted in kings' moves.
WEIGHT = [4 - max(abs(cell // 9 - 4), abs(cell % 9 - 4)) for cell in range(81)]
# The cells of the rows, the columns and the boxes (nine of each kind),
# each unit's highest weights first.
UNITS = [tuple(sorted(unit, key=lambda cell: -WEIGHT[cell])) for unit in
         [[9 * u + k for k in range(9)] for u in range(9)]
         + [[9 * k + u for k in range(9)] for u in range(9)]
         + [[27 * (u // 3) + 3 * (u % 3) + 9 * (k // 3) + k % 3 for k in range(9)]
            for u in range(9)]]
# What the least weight adds to every solution's score.
OFFSET = 6 * 405


def score_of(cells):
    """The score of the solution in `cells` (81 values), less OFFSET."""
    return sum(value * weight for value, weight in zip(cells, WEIGHT))


def highest9(state, top):
    """Puts each cell's digit (placed) or highest candidate (open) in
    `top`, row by row; returns the score of the grid of them, the first
    bound. A cell of band b at bit i is cell 27 * b + i."""
    bound = 0
    for band in (0, 1, 2):
        left = BAND
        base = 27 * band
        for d in range(8, -1, -1):
            cells = state[9 * band + d] & left
            left &= ~cells
            while cells:
                bit = cells & -cells
                cells ^= bit
                cell = base + bit.bit_length() - 1
                top[cell] = d + 1
                bound += (d + 1) * WEIGHT[cell]
    return bound


def unit_bound9(state, top):
    """The second bound, from `top` as highest9 leaves it."""
    opened = [state[UNSOLVED + cell // 27] >> (cell % 27) & 1 for cell in range(81)]
    least = None
    for kind in (0, 9, 18):
        total = 0
        for unit in UNITS[kind:kind + 9]:
            # The placed cells' score, and the digits missing.
            fixed = alone = 0
            missing = 0x3fe
            for cell in unit:
                value = top[cell] * WEIGHT[cell]
                if opened[cell]:
                    alone += value
                else:
                    fixed += value
                    missing &= ~(1 << top[cell])
            # The missing digits on the open cells, highest to highest.
            paired = 0
            digit = 9
            for cell in unit:
                if not opened[cell]:
                    continue
                while digit and not missing >> digit & 1:
                    digit -= 1
                if not digit:
                    break
                paired += digit * WEIGHT[cell]
                digit -= 1
            total += fixed + min(paired, alone)
        if least is None or total < least:
            least = total
    return least


def best_search9(best, state):
    """One node of the search and those below it, on its own copy of the
    state: raises best[0] (less OFFSET) to every better solution found."""
    if not propagate9(state):
        return
    top = [0] * 81
    if highest9(state, top) <= best[0] or unit_bound9(state, top) <= best[0]:
        return
    # The heaviest open cell of some weight, then the fewest candidates.
    most = 0
    pick = None
    for band in (0, 1, 2):
        masks = state[9 * band:9 * band + 9]
        cells = state[UNSOLVED + band]
        while cells:
            bit = cells & -cells
            cells ^= bit
            weight = WEIGHT[27 * band + bit.bit_length() - 1]
            if weight:
                key = weight * 16 + 15 - sum(1 for mask in masks if mask & bit)
                if key > most:
                    most = key
                    pick = (band, bit)
    if not most:
        # Only weightless cells are open: one solution settles it.
        search = [1, 0, 0, None]
        node9(search, state)
        if search[1]:
            best[0] = max(best[0], score_of(grid9(search[3])))
        return
    band, bit = pick
    for d in range(8, -1, -1):
        if state[9 * band + d] & bit:
            branch = state[:]
            place9(branch, d, band, bit)
            best_search9(best, branch)


def best_score(cells):
    """The highest score over the solutions of the puzzle in `cells` (81
    values, row by row, 0 for an empty cell), or None when it has none,
    which solver9 settles first."""
    state = start9(cells)
    found, first = solve9(cells, 1)
    if state is None or not found:
        return None
    best = [score_of(first)]
    best_search9(best, state)
    return best[0] + OFFSET

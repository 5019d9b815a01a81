# The highest score over the solutions of a 9x9 puzzle, as Luogu P1074
# (NOIP 2009's target Sudoku) asks, for the Python submissions: the C++
# file's template search (best9.hpp, after core/src/solver/best.rs)
# written for Python. Each cell scores its digit times its weight, 10 in
# the centre cell, then 9, 8, 7 and 6 ring by ring out to the edge. A
# digit's nine cells in a solution, one per row, column and box, form one
# of 46,656 templates, and a solution is nine disjoint templates, one per
# digit. Each digit lists the templates its candidates allow (after
# solver9 has settled solvability and propagated the givens); the branch
# and bound places a whole template at a time, on the highest digit left,
# and takes from the other digits' lists every template that meets it.
#
# The bound is a Lagrangian one: give each cell a price; a solution covers
# every open cell once, so its score is the open cells' prices plus, per
# digit, its template's value (digit times weight) less the template's
# price, and at most the prices plus each digit's best such reduced value.
# Any prices give a bound; subgradient steps at the root and its children
# bring it close to the best score. Prices are integers in 1/SCALE, so
# every bound is exact. Each list is sorted by reduced value, highest
# first: the first template left is the digit's best, and a template whose
# bound falls short ends its list.
#
# For Python: a template is three band parts, each a band's three cells
# (one per row, in three boxes), 162 parts a band; a template's price is
# its parts' prices, and a digit's best template while pricing comes from
# each band's best allowed part per set of columns, joined over those of
# the 216 ways the bands share the columns that its parts allow, not from
# a walk over its list. A listed template is one integer: its reduced
# value, its parts' index (p0 * 162^2 + p1 * 162 + p2, below 2^23) and its
# 81 cells (cell c at bit c), so a list is filtered with one `&` an entry
# and sorted as plain integers. The tables (the parts and their joins)
# are built at import (the whole file's take 13 ms of CPython); a digit's
# templates only when a board asks. Every solution holds each digit nine
# times, so the least weight, 6, adds 6 * 405 to every score: the weights
# here are less 6.

from operator import add, sub

# Each cell's weight less 6, row by row: 4 less the cell's distance from
# the centre counted in kings' moves.
WEIGHT = [4 - max(abs(cell // 9 - 4), abs(cell % 9 - 4)) for cell in range(81)]
# What the least weight adds to every solution's score.
OFFSET = 6 * 405
# Prices are in units of 1/SCALE.
SCALE = 64
# At most this many rounds of pricing (a guard: the halvings end it).
ROUNDS = 1000
# The nodes this deep or less are priced afresh (the root and its
# children); deeper, the pricing costs more than it saves.
REPRICED = 1
# All 81 cells; a listed template's parts index sits above them, its
# reduced value above that.
CELLS81 = (1 << 81) - 1
PART_SHIFT = 81
REDUCED_SHIFT = 81 + 23
PARTS_MASK = (1 << 23) - 1
# Less than any reduced value.
NEG = -1 << 40


def _best9_tables():
    """The band parts from their definition: part 6 * s + k takes the
    columns of set s (one column a box: 9 * c0 + 3 * c1 + c2 for columns
    c0, 3 + c1, 6 + c2) in the rows' order of permutation k."""
    permutations = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
    parts = []
    column_sets = []
    for s in range(27):
        columns = (s // 9, 3 + s // 3 % 3, 6 + s % 3)
        column_sets.append((1 << columns[0]) | (1 << columns[1]) | (1 << columns[2]))
        for order in permutations:
            parts.append((columns[order[0]], 9 + columns[order[1]], 18 + columns[order[2]]))
    triples = [(s0, s1, s2) for s0 in range(27) for s1 in range(27) for s2 in range(27)
               if column_sets[s0] | column_sets[s1] | column_sets[s2] == 0x1ff]
    # Each band's parts as 81-cell masks, and their weights.
    masks = [[(1 << a | 1 << b | 1 << c) << (27 * band) for a, b, c in parts] for band in range(3)]
    weights = [[WEIGHT[27 * band + a] + WEIGHT[27 * band + b] + WEIGHT[27 * band + c]
                for a, b, c in parts] for band in range(3)]
    return parts, triples, masks, weights


PARTS, TRIPLES, PART_CELLS, PART_WEIGHT = _best9_tables()
# Each band's parts' cells as 81-cell indices, first, second and third
# row apart.
PART_INDEX = [[[27 * band + part[row] for part in PARTS] for row in range(3)] for band in range(3)]
# Each digit's cell values before prices: its value times the weight.
VALUES = [[SCALE * (d + 1) * weight for weight in WEIGHT] for d in range(9)]


def score_of(cells):
    """The score of the solution in `cells` (81 values), less OFFSET."""
    return sum(value * weight for value, weight in zip(cells, WEIGHT))


def weight_of(parts):
    """The weight of the template of parts index `parts`."""
    return (PART_WEIGHT[0][parts // 26244] + PART_WEIGHT[1][parts // 162 % 162]
            + PART_WEIGHT[2][parts % 162])


def allowed_parts(allowed):
    """For each band, for each column set, the parts of the band whose
    cells are all in `allowed` (81 cells)."""
    by_band = []
    for band in range(3):
        cells = allowed >> (27 * band)
        by_set = [[] for _ in range(27)]
        for p, (a, b, c) in enumerate(PARTS):
            if cells >> a & 1 and cells >> b & 1 and cells >> c & 1:
                by_set[p // 6].append(p)
        by_band.append(by_set)
    return by_band


def templates(allowed):
    """The templates of cells in `allowed` (81 cells), each as a listed
    integer of reduced value 0."""
    by_band = allowed_parts(allowed)
    cells0, cells1, cells2 = PART_CELLS
    found = []
    for s0, s1, s2 in TRIPLES:
        first, second, third = by_band[0][s0], by_band[1][s1], by_band[2][s2]
        if not (first and second and third):
            continue
        for p0 in first:
            for p1 in second:
                base = (p0 * 162 + p1) * 162
                upper = cells0[p0] | cells1[p1]
                for p2 in third:
                    found.append((base + p2) << PART_SHIFT | upper | cells2[p2])
    return found


def pricing_parts(allowed):
    """What best_template needs of a digit of cells `allowed` (81
    cells): for each band, its allowed parts as (part, column set, the
    three cells as 81-cell indices); the column sets' joins where every
    band has an allowed part."""
    by_band = allowed_parts(allowed)
    listed = [[(p, s, 27 * band + PARTS[p][0], 27 * band + PARTS[p][1], 27 * band + PARTS[p][2])
               for s in range(27) for p in by_band[band][s]] for band in range(3)]
    joins = [triple for triple in TRIPLES
             if by_band[0][triple[0]] and by_band[1][triple[1]] and by_band[2][triple[2]]]
    return listed, joins


def best_template(parts, values):
    """The highest reduced value over the templates of the parts `parts`
    (as pricing_parts gives them) under cell values `values` (each
    cell's value less its price), and the template's cells as 81-cell
    indices: each band's best part per column set, joined."""
    listed, joins = parts
    tops = []
    picks = []
    for band in range(3):
        top = [NEG] * 27
        pick = [0] * 27
        for p, s, a, b, c in listed[band]:
            x = values[a] + values[b] + values[c]
            if x > top[s]:
                top[s] = x
                pick[s] = p
        tops.append(top)
        picks.append(pick)
    top0, top1, top2 = tops
    sums = [top0[s0] + top1[s1] + top2[s2] for s0, s1, s2 in joins]
    best = max(sums)
    chosen = joins[sums.index(best)]
    cells = []
    for band in range(3):
        a, b, c = PARTS[picks[band][chosen[band]]]
        cells.extend((27 * band + a, 27 * band + b, 27 * band + c))
    return best, cells


def price(lists, left, allowed, opened, prices, target, halved):
    """Prices the open cells (`opened`, their indices) for the digits
    `left` by subgradient steps from `prices`, to lower the bound (the
    open cells' prices plus each digit's best template less its price) to
    `target` if it can; leaves in `prices` those that gave the lowest,
    sets each listed template's reduced value by them and sorts each list
    by it, highest first. `allowed` holds each digit's cells (81 bits),
    whose templates are its list. The step is 2 / 2^halved times the gap
    over the square of the subgradient, halved from `halved` on after 5
    rounds that lower nothing; the pricing ends at the 12th."""
    digits = [d for d in range(9) if left >> d & 1]
    parts = [pricing_parts(allowed[d]) for d in digits]
    kept = prices[:]
    lowest = 0
    stale = 0
    for turn in range(ROUNDS):
        cover = [0] * 81
        total = 0
        for cell in opened:
            total += prices[cell]
        for d, listed in zip(digits, parts):
            top, cells = best_template(listed, list(map(sub, VALUES[d], prices)))
            total += top
            for cell in cells:
                cover[cell] += 1
        if turn == 0 or total < lowest:
            lowest = total
            kept = prices[:]
            stale = 0
        else:
            stale += 1
            if stale == 5:
                halved += 1
                stale = 0
        norm = 0
        for cell in opened:
            norm += (cover[cell] - 1) * (cover[cell] - 1)
        if norm == 0 or total <= target or halved >= 12:
            break
        gap = 2 * (total - target)
        divisor = norm << halved
        for cell in opened:
            count = cover[cell]
            if count > 1:
                prices[cell] += gap * (count - 1) // divisor
            elif count < 1:
                prices[cell] -= gap * (1 - count) // divisor
    prices[:] = kept
    for d in digits:
        get = list(map(sub, VALUES[d], kept)).__getitem__
        first, second, third = [list(map(add, map(add, map(get, at[0]), map(get, at[1])),
                                         map(get, at[2]))) for at in PART_INDEX]
        shifted = []
        for u in lists[d]:
            index = u >> PART_SHIFT & PARTS_MASK
            shifted.append((first[index // 26244] + second[index // 162 % 162] + third[index % 162])
                           << REDUCED_SHIFT | (u & (PARTS_MASK << PART_SHIFT | CELLS81)))
        shifted.sort(reverse=True)
        lists[d] = shifted


def best_node9(best, lists, left, allowed, opened, total, prices, score, depth):
    """Searches the node `depth` templates down whose digits `left` (bit
    d) are still to place, with lists `lists` of templates apart from the
    placed cells, on the open cells `opened` (81 bits) whose prices
    `prices` add up to `total`, the placed cells scoring `score`; raises
    best[0] (less OFFSET) to every better solution found. `allowed` holds
    each digit's cells at the root."""
    if depth <= REPRICED and all(lists[d] for d in range(9) if left >> d & 1):
        # From the parent's prices the steps start smaller.
        prices = prices[:]
        cells = [cell for cell in range(81) if opened >> cell & 1]
        open_allowed = [mask & opened for mask in allowed]
        price(lists, left, open_allowed, cells, prices, (best[0] - score) * SCALE,
              0 if depth == 0 else 2)
        total = 0
        for cell in cells:
            total += prices[cell]
    # The bound, in units of 1/SCALE, and the highest digit left, whose
    # template weighs most in the score.
    bound = score * SCALE + total
    pick = 0
    for d in range(9):
        if left >> d & 1:
            if not lists[d]:
                return
            bound += lists[d][0] >> REDUCED_SHIFT
            pick = d
    if bound < (best[0] + 1) * SCALE:
        return
    rest = left & ~(1 << pick)
    value = pick + 1
    first = lists[pick][0]
    top = first >> REDUCED_SHIFT
    if not rest:
        # The last digit: each template left covers the open cells.
        last = score + value * weight_of(first >> PART_SHIFT & PARTS_MASK)
        if last > best[0]:
            best[0] = last
        return
    others = [d for d in range(9) if rest >> d & 1]
    for u in lists[pick]:
        reduced = u >> REDUCED_SHIFT
        if bound - top + reduced < (best[0] + 1) * SCALE:
            break
        cells = u & CELLS81
        following = [None] * 9
        for d in others:
            kept = [x for x in lists[d] if not x & cells]
            if not kept:
                break
            following[d] = kept
        else:
            weight = weight_of(u >> PART_SHIFT & PARTS_MASK)
            # The template's price: its value less its reduced value.
            best_node9(best, following, rest, allowed, opened & ~cells,
                       total - (SCALE * value * weight - reduced), prices,
                       score + value * weight, depth + 1)


def best_score(cells):
    """The highest score over the solutions of the puzzle in `cells` (81
    values, row by row, 0 for an empty cell), or None when it has none,
    which solver9 settles first."""
    state = start9(cells)
    found, first = solve9(cells, 1)
    if state is None or not found:
        return None
    best = [score_of(first)]
    if propagate9(state):
        allowed = [state[d] | state[9 + d] << 27 | state[18 + d] << 54 for d in range(9)]
        lists = [templates(mask) for mask in allowed]
        prices = [5 * SCALE * weight for weight in WEIGHT]
        best_node9(best, lists, 0x1ff, allowed, CELLS81, sum(prices), prices, 0, 0)
    return best[0] + OFFSET

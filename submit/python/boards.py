# The search for boards of box size n = 1 to 4 (1x1, 4x4, 9x9, 16x16) of
# the Python submissions: the C++ file's general search written for
# Python. Per cell an integer of the values it may take (value v is bit
# v - 1; 0 once placed) and its value; naked and hidden singles to a fixed
# point, then a guess on the first cell with the fewest candidates (on the
# first empty cell, values ascending, when the smallest solution is asked
# for), copying the two lists. It takes a board and counts its solutions
# up to a limit; reading and writing are the program's.
#
# Invariants: a state only narrows; a placed cell has no candidates.
# Recursion goes one level per guess, at most one per cell.


def _board_tables(n):
    """For box size n: each unit's cells (rows, columns, boxes) and each
    cell's peers (the other cells of its row, column and box)."""
    side = n * n
    rows = [[row * side + k for k in range(side)] for row in range(side)]
    columns = [[k * side + column for k in range(side)] for column in range(side)]
    boxes = [[(b // n * n + k // n) * side + b % n * n + k % n for k in range(side)]
             for b in range(side)]
    units = rows + columns + boxes
    peers = [[] for _ in range(side * side)]
    for unit in units:
        for cell in unit:
            peers[cell] += [other for other in unit if other != cell]
    peers = [tuple(sorted(set(cells))) for cells in peers]
    return tuple(tuple(unit) for unit in units), peers


BOARD_TABLES = [None] + [_board_tables(n) for n in range(1, 5)]


def place_board(candidates, values, peers, cell, value):
    """Places `value` on the empty `cell`; False when it cannot go there."""
    bit = 1 << (value - 1)
    if not candidates[cell] & bit:
        return False
    values[cell] = value
    candidates[cell] = 0
    keep = ~bit
    for other in peers[cell]:
        candidates[other] &= keep
    return True


def propagate_board(candidates, values, units, peers, full):
    """Naked and hidden singles until none is left; False on a
    contradiction. Where the search's time goes."""
    placed = True
    while placed:
        placed = False
        for cell, mask in enumerate(candidates):
            if values[cell] or mask & (mask - 1):
                continue
            if not mask or not place_board(candidates, values, peers, cell, mask.bit_length()):
                return False
            placed = True
        for unit in units:
            once = twice = done = 0
            for cell in unit:
                mask = candidates[cell]
                twice |= once & mask
                once |= mask
                if values[cell]:
                    done |= 1 << (values[cell] - 1)
            if once | done != full:
                return False
            hidden = once & ~twice & ~done
            while hidden:
                bit = hidden & -hidden
                hidden ^= bit
                for cell in unit:
                    if candidates[cell] & bit:
                        break
                else:
                    # An earlier single in the unit took the value.
                    return False
                if not place_board(candidates, values, peers, cell, bit.bit_length()):
                    return False
                placed = True
    return True


def node_board(search, candidates, values):
    """Searches from the state (`candidates`, `values`), which it may
    change. `search` is [limit, found, first solution, smallest, units,
    peers, full]."""
    units, peers, full = search[4], search[5], search[6]
    if not propagate_board(candidates, values, units, peers, full):
        return
    pick = -1
    fewest = 33
    smallest = search[3]
    for cell, mask in enumerate(candidates):
        if values[cell]:
            continue
        count = bin(mask).count("1")
        if count < fewest:
            pick = cell
            fewest = count
            if fewest <= 2:
                break
        if smallest:
            break
    if pick < 0:
        if search[1] == 0:
            search[2] = values[:]
        search[1] += 1
        return
    choices = candidates[pick]
    while choices:
        bit = choices & -choices
        choices ^= bit
        if not choices:
            # The last value: this state is not needed again.
            if place_board(candidates, values, peers, pick, bit.bit_length()):
                node_board(search, candidates, values)
            return
        branch = candidates[:]
        branch_values = values[:]
        if place_board(branch, branch_values, peers, pick, bit.bit_length()):
            node_board(search, branch, branch_values)
        if search[1] >= search[0]:
            return


def solve_board(n, cells, limit, smallest):
    """Searches the board of box size n (side n * n) in `cells` (row by
    row, 0 for an empty cell) for solutions, stopping once `limit` are
    found. Returns how many were found and the first (with `smallest`,
    the smallest in row order, values ascending) or None. A box size out
    of 1 to 4 or a value above the side gives none."""
    if not 1 <= n <= 4 or limit < 1:
        return 0, None
    side = n * n
    if max(cells) > side:
        return 0, None
    units, peers = BOARD_TABLES[n]
    full = (1 << side) - 1
    candidates = [full] * (side * side)
    values = [0] * (side * side)
    for cell, value in enumerate(cells):
        if value and not place_board(candidates, values, peers, cell, value):
            return 0, None
    search = [limit, 0, None, smallest, units, peers, full]
    node_board(search, candidates, values)
    return search[1], search[2]

# The exact count of a 9x9 puzzle's solutions up to a limit (SPOJ SUDOGOB
# counts to a million), for the Python submissions. solver9's search with
# its rules settles the top of the tree, where a guess needs them; once
# few cells are open, a plain search counts the rest of the branch: the
# open cell with the fewest candidates first, candidates from each row's,
# column's and box's digits, nothing else. Near the leaves, where nearly
# every solution costs a node, that node costs a few bit operations
# instead of a pass of the rules: on a board of two givens, a million
# solutions took 56 s of CPython by solver9's search alone.
#
# Invariants: the plain search changes the unit masks and the list of open
# cells in place and puts both back as they were before it returns (each
# cell it takes out goes back at the index it left).

# Open cells at most which the plain search takes over a branch.
PLAIN_BELOW = 40
# Each cell's row, column (9 + column) and box (18 + box).
CELL_UNITS = [(cell // 9, 9 + cell % 9, 18 + cell // 27 * 3 + cell % 9 // 3) for cell in range(81)]


def count_plain(todo, used, limit):
    """The solutions (up to `limit`) of the open cells `todo` given the
    digits each unit holds (`used`, 27 masks, digit d as bit d)."""
    placed = []
    total = 0
    while True:
        fewest = 10
        pick = 0
        free = 0
        for at, cell in enumerate(todo):
            row, column, box = CELL_UNITS[cell]
            can = ~(used[row] | used[column] | used[box]) & 511
            count = ONES[can]
            if count < fewest:
                fewest = count
                pick = at
                free = can
                if count < 2:
                    break
        if fewest != 1:
            break
        # A cell with one candidate takes it here: a call a cell cost a
        # fifth more time on a board of two givens.
        cell = todo[pick]
        last = todo.pop()
        if pick < len(todo):
            todo[pick] = last
        row, column, box = CELL_UNITS[cell]
        used[row] |= free
        used[column] |= free
        used[box] |= free
        placed.append((pick, cell, last, free))
        if not todo:
            total = 1
            break
    if fewest > 1 and todo:
        cell = todo[pick]
        last = todo.pop()
        if pick < len(todo):
            todo[pick] = last
        row, column, box = CELL_UNITS[cell]
        while free:
            bit = free & -free
            free ^= bit
            used[row] ^= bit
            used[column] ^= bit
            used[box] ^= bit
            total += count_plain(todo, used, limit - total)
            used[row] ^= bit
            used[column] ^= bit
            used[box] ^= bit
            if total >= limit:
                break
        placed.append((pick, cell, last, 0))
    for pick, cell, last, bit in reversed(placed):
        row, column, box = CELL_UNITS[cell]
        used[row] ^= bit
        used[column] ^= bit
        used[box] ^= bit
        if pick < len(todo):
            todo[pick] = cell
            todo.append(last)
        else:
            todo.append(cell)
    return total


def count_node9(search, state):
    """One node of the count and those below it: propagates, then hands
    the branch to the plain search when few cells are open, else guesses
    as solver9 does. `search` is [limit, found]."""
    if not propagate9(state):
        return
    unsolved = (state[UNSOLVED], state[UNSOLVED + 1], state[UNSOLVED + 2])
    left = sum(ONES[cells & 0x3fff] + ONES[cells >> 14] for cells in unsolved)
    if left < PLAIN_BELOW:
        if not left:
            search[1] += 1
            return
        used = [0] * 27
        todo = []
        for band in (0, 1, 2):
            for d in range(9):
                placed = state[9 * band + d] & ~unsolved[band]
                while placed:
                    bit = placed & -placed
                    placed ^= bit
                    row, column, box = CELL_UNITS[27 * band + bit.bit_length() - 1]
                    used[row] |= 1 << d
                    used[column] |= 1 << d
                    used[box] |= 1 << d
            cells = unsolved[band]
            while cells:
                bit = cells & -cells
                cells ^= bit
                todo.append(27 * band + bit.bit_length() - 1)
        search[1] += count_plain(todo, used, search[0] - search[1])
        return
    band, bit = guess_cell9(state)
    for d in range(9):
        if state[9 * band + d] & bit:
            branch = state[:]
            place9(branch, d, band, bit)
            count_node9(search, branch)
            if search[1] >= search[0]:
                return


def count9(cells, limit):
    """The solutions of the 9x9 puzzle in `cells` (81 values, row by row,
    0 for an empty cell) counted up to `limit`, and the first as 81 values
    when there is exactly one (else None)."""
    found, first = solve9(cells, 1)
    if not found:
        return 0, None
    search = [limit, 0]
    count_node9(search, start9(cells))
    return search[1], first if search[1] == 1 else None

# The 9x9 solver of the Python submissions, the binary's search written
# for Python: a depth-first search over candidates held digit by digit and
# band by band, with singles and locked candidates propagated before every
# guess. It takes 81 cells and counts solutions up to a limit; reading
# puzzles and writing answers are left to the program's readers.
#
# Layout. The grid has three bands of three rows. For each band and digit
# the state holds a 27-bit mask of the band's cells where the digit may
# still go: bit 9 * r + c is row r of the band (0-2) and column c (0-8).
#
#   band mask bits:   row 0:  0  1  2 |  3  4  5 |  6  7  8
#                     row 1:  9 10 11 | 12 13 14 | 15 16 17
#                     row 2: 18 19 20 | 21 22 23 | 24 25 26
#                            box 0      box 1      box 2
#
# The state is one flat list of ints, copied by slicing on each guess:
# [9 * band + d] the mask of digit d + 1 in the band, [UNSOLVED + band] the
# band's cells not placed yet, [DIRTY + band] the digits (bit d) whose
# masks lost candidates since the band rule last narrowed them, [CHANGED]
# those that lost any since the column rule last looked. Masks stay below
# 2^28, machine integers in CPython and in PyPy, where the JIT keeps them
# unboxed. No per-cell objects; the tables are built at import.
#
# A digit fills one cell in each row and each box of a band, so its three
# rows are matched to the three boxes by one of six permutations; keeping
# only the row-box segments some permutation can use (SHRINK) does
# pointing and claiming for a whole band at once.
#
# Invariants: a placed cell is held by exactly one digit mask, and no peer
# of it holds that digit; masks only lose bits. Every step that takes
# candidates marks the masks it changed as dirty, and the band rule
# narrows only marked masks. Nothing is undone. Recursion goes one level
# per guess, at most 81.

UNSOLVED = 27
DIRTY = 30
CHANGED = 33
# All 27 cells of a band.
BAND = (1 << 27) - 1
# For each band, the other two.
OTHER_BANDS = ((1, 2), (2, 0), (0, 1))
# Guesses before the triad rule joins the propagation: it does not pay on
# the benchmark sets, only on pathological searches.
TRIADS_AFTER = 4096


def _solver9_tables():
    """The tables of the band layout, from their definitions."""
    permutations = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
    # For each cell of a band: the cells of its column in any band, and its
    # row, column and box in the band but not itself.
    cell_column = [0x40201 << (bit % 9) for bit in range(27)]
    band_peers = [((0x1ff << (9 * (bit // 9))) | (0x40201 << (bit % 9))
                   | (0x1c0e07 << (bit % 9 // 3 * 3))) & ~(1 << bit) for bit in range(27)]
    # By the row-box segments where a digit has candidates in a band (bit
    # 3 * box + row): the cells of the segments some permutation can use
    # with every segment present (0 if none); each box's segment when that
    # leaves the box one; those every fitting permutation uses. By the
    # columns where a digit has candidates: the cells of those alone in
    # their box, which the other bands cannot use.
    shrink = [0] * 512
    lone_segment = [0] * 512
    must = [0] * 512
    pointing = [0] * 512
    for present in range(512):
        cells = 0
        common = 0x1ff
        fits = False
        for permutation in permutations:
            used = covered = 0
            for r in range(3):
                used |= 1 << (3 * permutation[r] + r)
                covered |= 7 << (9 * r + 3 * permutation[r])
            if present & used == used:
                cells |= covered
                common &= used
                fits = True
        shrink[present] = cells
        must[present] = common if fits else 0
        for k in range(3):
            rows = [7 << (9 * r + 3 * k) for r in range(3) if cells & (7 << (9 * r + 3 * k))]
            if len(rows) == 1:
                lone_segment[present] |= rows[0]
            in_box = (present >> (3 * k)) & 7
            if in_box in (1, 2, 4):
                pointing[present] |= 0x40201 << (3 * k + in_box // 2)
    # The digits of a 9-bit set, and the set bits of a 14-bit number.
    digits = [tuple(d for d in range(9) if mask >> d & 1) for mask in range(512)]
    ones = [bin(mask).count("1") for mask in range(1 << 14)]
    return cell_column, band_peers, shrink, lone_segment, must, pointing, digits, ones


(CELL_COLUMN, BAND_PEERS, SHRINK, LONE_SEGMENT, MUST, POINTING, DIGITS,
 ONES) = _solver9_tables()


def place9(state, d, band, cells):
    """Places digit d on the cells `cells` of band `band`, which must be
    unsolved with d among their candidates; False when two of them see
    each other."""
    peers = columns = 0
    rest = cells
    while rest:
        bit = rest & -rest
        rest ^= bit
        index = bit.bit_length() - 1
        peers |= BAND_PEERS[index]
        columns |= CELL_COLUMN[index]
    if peers & cells:
        return False
    state[UNSOLVED + band] &= ~cells
    base = 9 * band
    own = state[base + d] & ~peers
    dirty = 0
    for k in DIGITS[511]:
        mask = state[base + k]
        if mask & cells:
            state[base + k] = mask & ~cells
            dirty |= 1 << k
    state[base + d] = own
    state[DIRTY + band] |= dirty
    bit = 1 << d
    for other in OTHER_BANDS[band]:
        mask = state[9 * other + d]
        if mask & columns:
            state[9 * other + d] = mask & ~columns
            state[DIRTY + other] |= bit
    return True


def start9(cells):
    """The state of the puzzle in `cells` (81 values, 0 for an empty cell)
    with its givens placed; None when two givens of a digit see each
    other."""
    state = [BAND] * 27 + [0, 0, 0, 0x1ff, 0x1ff, 0x1ff, 0x1ff]
    givens = []
    for band in range(3):
        by_value = [0] * 10
        for index in range(27):
            by_value[cells[27 * band + index]] |= 1 << index
        givens.append(by_value)
        state[UNSOLVED + band] = by_value[0]
    for band in range(3):
        for d in range(9):
            given = givens[band][d + 1]
            peers = columns = 0
            rest = given
            while rest:
                bit = rest & -rest
                rest ^= bit
                index = bit.bit_length() - 1
                peers |= BAND_PEERS[index]
                columns |= CELL_COLUMN[index]
            own = state[9 * band + d]
            if peers & given or own & given != given:
                return None
            state[9 * band + d] = own & ~peers
            for other in OTHER_BANDS[band]:
                state[9 * other + d] &= ~columns
    for band in range(3):
        filled = BAND & ~state[UNSOLVED + band]
        for d in range(9):
            state[9 * band + d] = (state[9 * band + d] & ~filled) | givens[band][d + 1]
    return state


def propagate9(state):
    """Propagates until nothing changes; False on a contradiction. The
    band rule on each dirty mask until none is dirty: each mask narrowed
    to the segments some permutation can use, the columns its boxes point
    along taken from the other bands, its boxes' last places found; a box's
    last place is also its row's, so placing it only takes the cell from
    the other digits, once for the whole pass. Then hidden singles in
    columns and naked singles; settled when those place nothing. Where the
    solver's time goes."""
    while True:
        for band in (0, 1, 2):
            digits = state[DIRTY + band]
            if not digits:
                continue
            state[DIRTY + band] = 0
            state[CHANGED] |= digits
            base = 9 * band
            next_band, last_band = OTHER_BANDS[band]
            next_base = 9 * next_band
            last_base = 9 * last_band
            unsolved = state[UNSOLVED + band]
            pending = clash = dirty_next = dirty_last = 0
            singles = None
            for d in DIGITS[digits]:
                mask = state[base + d]
                # Bit 3 * box + row: the segment holds a candidate.
                any_row = (mask | mask >> 1 | mask >> 2) & 0x1249249
                present = (any_row | any_row >> 8 | any_row >> 16) & 0x1ff
                allowed = SHRINK[present]
                if not allowed:
                    return False
                mask &= allowed
                state[base + d] = mask
                pointing = POINTING[(mask | mask >> 9 | mask >> 18) & 0x1ff]
                other = state[next_base + d]
                if other & pointing:
                    state[next_base + d] = other & ~pointing
                    dirty_next |= 1 << d
                other = state[last_base + d]
                if other & pointing:
                    state[last_base + d] = other & ~pointing
                    dirty_last |= 1 << d
                cells = LONE_SEGMENT[present] & pointing & unsolved
                if cells:
                    clash |= pending & cells
                    pending |= cells
                    if singles is None:
                        singles = [(d, cells)]
                    else:
                        singles.append((d, cells))
            if clash:
                return False
            if pending:
                state[UNSOLVED + band] = unsolved & ~pending
                dirty = 0
                for k in DIGITS[511]:
                    mask = state[base + k]
                    if mask & pending:
                        state[base + k] = mask & ~pending
                        dirty |= 1 << k
                for d, cells in singles:
                    state[base + d] |= cells
                state[DIRTY + band] |= dirty
            if dirty_next:
                state[DIRTY + next_band] |= dirty_next
            if dirty_last:
                state[DIRTY + last_band] |= dirty_last
        if state[DIRTY] | state[DIRTY + 1] | state[DIRTY + 2]:
            continue
        # Columns: a digit with no candidate left in a column is a
        # contradiction, one with one left is placed there. The columns
        # seen in at least one and at least two of the nine rows, from the
        # three bands' masks overlaid, then their rows folded; only for the
        # digits changed since the last look.
        found = None
        open0 = state[UNSOLVED]
        open1 = state[UNSOLVED + 1]
        open2 = state[UNSOLVED + 2]
        for d in DIGITS[state[CHANGED]]:
            a = state[d]
            b = state[9 + d]
            c = state[18 + d]
            seen = a | b | c
            two = (a & b) | (c & (a | b))
            top = seen & 0x1ff
            middle = (seen >> 9) & 0x1ff
            bottom = seen >> 18
            once = top | middle | bottom
            if once != 0x1ff:
                return False
            single = once & ~(two | two >> 9 | two >> 18 | (top & middle) | (bottom & (top | middle)))
            if single:
                lone = single | single << 9 | single << 18
                if ((a & open0) | (b & open1) | (c & open2)) & lone:
                    if found is None:
                        found = [(d, lone)]
                    else:
                        found.append((d, lone))
        state[CHANGED] = 0
        if found is not None:
            for band in (0, 1, 2):
                for d, lone in found:
                    # Placing a digit before may have taken the cell.
                    cells = lone & state[9 * band + d] & state[UNSOLVED + band]
                    if cells and not place9(state, d, band, cells):
                        return False
        # Naked singles: cells with one candidate left.
        for band in (0, 1, 2):
            base = 9 * band
            once = twice = 0
            for mask in state[base:base + 9]:
                twice |= once & mask
                once |= mask
            unsolved = state[UNSOLVED + band]
            if unsolved & ~once:
                return False
            cells = unsolved & ~twice
            while cells:
                bit = cells & -cells
                cells ^= bit
                for d in DIGITS[511]:
                    if state[base + d] & bit:
                        place9(state, d, band, bit)
                        break
                else:
                    # Placing an earlier single emptied this cell.
                    return False
        if not (state[DIRTY] | state[DIRTY + 1] | state[DIRTY + 2]):
            return True


def triads9(state):
    """The triad rule: each row-box segment of a band holds exactly three
    digits. A segment four digits must use, or fewer than three may, is a
    contradiction; one that three must use is closed to the others; one
    that only three may use must be used by each of them. Returns None on
    a contradiction, else whether a candidate went."""
    changed = False
    for band in (0, 1, 2):
        base = 9 * band
        may = [0] * 9
        needed = [0] * 9
        # Saturating counts per segment: at least 1, 2, 3, 4 digits.
        may1 = may2 = may3 = may4 = 0
        must1 = must2 = must3 = must4 = 0
        for d in range(9):
            mask = state[base + d]
            any_row = (mask | mask >> 1 | mask >> 2) & 0x1249249
            present = (any_row | any_row >> 8 | any_row >> 16) & 0x1ff
            mask = SHRINK[present]
            any_row = (mask | mask >> 1 | mask >> 2) & 0x1249249
            can = (any_row | any_row >> 8 | any_row >> 16) & 0x1ff
            needs = MUST[present]
            may[d] = can
            needed[d] = needs
            may4 |= may3 & can
            may3 |= may2 & can
            may2 |= may1 & can
            may1 |= can
            must4 |= must3 & needs
            must3 |= must2 & needs
            must2 |= must1 & needs
            must1 |= needs
        if must4 or may3 != 0x1ff:
            return None
        tight = may3 & ~may4
        for d in range(9):
            can = may[d] & ~(must3 & ~needed[d])
            forced = tight & can & ~needed[d]
            while forced:
                bit = forced & -forced
                forced ^= bit
                # Segment s is box s // 3, row s % 3: the digit's other
                # segments in that row and box go.
                s = bit.bit_length() - 1
                can &= ~((0o111 << (s % 3)) | (7 << (3 * (s // 3)))) | bit
            if can != may[d]:
                mask = state[base + d] & SHRINK[can]
                if not mask:
                    return None
                if mask != state[base + d]:
                    changed = True
                    state[DIRTY + band] |= 1 << d
                state[base + d] = mask
    return changed


def guess_cell9(state):
    """The cell to guess on, as (band, bit): the two-candidate cell with
    the most unsolved peers, of those the one with the most two-candidate
    peers, else a cell with the fewest candidates. Guessing where most is
    open lets each guess settle more."""
    pairs = []
    for band in (0, 1, 2):
        once = twice = thrice = 0
        for mask in state[9 * band:9 * band + 9]:
            thrice |= twice & mask
            twice |= once & mask
            once |= mask
        pairs.append(state[UNSOLVED + band] & twice & ~thrice)
    most = -1
    pick = None
    for band in (0, 1, 2):
        cells = pairs[band]
        if not cells:
            continue
        next_band, last_band = OTHER_BANDS[band]
        unsolved = state[UNSOLVED + band]
        open_next = state[UNSOLVED + next_band]
        open_last = state[UNSOLVED + last_band]
        pairs_band = pairs[band]
        pairs_next = pairs[next_band]
        pairs_last = pairs[last_band]
        while cells:
            bit = cells & -cells
            cells ^= bit
            index = bit.bit_length() - 1
            column = CELL_COLUMN[index]
            peers = BAND_PEERS[index]
            near = unsolved & peers
            far = (open_next & column) | (open_last & column) << 1
            near_pairs = pairs_band & peers
            far_pairs = (pairs_next & column) | (pairs_last & column) << 1
            score = ((ONES[near & 0x3fff] + ONES[near >> 14] + ONES[far & 0x3fff]
                      + ONES[far >> 14]) * 32 + ONES[near_pairs & 0x3fff]
                     + ONES[near_pairs >> 14] + ONES[far_pairs & 0x3fff] + ONES[far_pairs >> 14])
            if score > most:
                most = score
                pick = (band, bit)
    if pick is not None:
        return pick
    fewest = 10
    for band in (0, 1, 2):
        masks = state[9 * band:9 * band + 9]
        cells = state[UNSOLVED + band]
        while cells:
            bit = cells & -cells
            cells ^= bit
            count = 0
            for mask in masks:
                if mask & bit:
                    count += 1
            if count < fewest:
                fewest = count
                pick = (band, bit)
    return pick


def node9(search, state):
    """One node of the search and those below it: propagates, then guesses
    on a cell and searches each of its digits on a copy of the state; the
    last digit takes this node's own state and goes on in this call.
    `search` is [limit, found, guesses, first solution's state]."""
    while True:
        while True:
            if not propagate9(state):
                return
            if (search[2] < TRIADS_AFTER
                    or not (state[UNSOLVED] | state[UNSOLVED + 1] | state[UNSOLVED + 2])):
                break
            triad = triads9(state)
            if triad is None:
                return
            if not triad:
                break
        if not (state[UNSOLVED] | state[UNSOLVED + 1] | state[UNSOLVED + 2]):
            if search[1] == 0:
                search[3] = state
            search[1] += 1
            return
        band, bit = guess_cell9(state)
        base = 9 * band
        digits = [d for d in DIGITS[511] if state[base + d] & bit]
        if search[0] == 1:
            # Solving, the digit with the most candidates left in the band
            # goes first; the rest in order.
            most = -1
            first = 0
            for d in digits:
                mask = state[base + d]
                left = ONES[mask & 0x3fff] + ONES[mask >> 14]
                if left > most:
                    most = left
                    first = d
            digits.remove(first)
            digits.insert(0, first)
        last = digits.pop()
        for d in digits:
            search[2] += 1
            branch = state[:]
            place9(branch, d, band, bit)
            node9(search, branch)
            if search[1] >= search[0]:
                return
        search[2] += 1
        place9(state, last, band, bit)


def solve9(cells, limit):
    """Searches the 9x9 puzzle in `cells` (81 values, row by row, 0 for an
    empty cell) for solutions, stopping once `limit` (1 or more) are found.
    Returns how many were found and the first as 81 values, or None when
    none was."""
    state = start9(cells)
    if state is None:
        return 0, None
    search = [limit, 0, 0, None]
    node9(search, state)
    if not search[1]:
        return 0, None
    return search[1], grid9(search[3])


def grid9(state):
    """The 81 values of a solved state: each digit holds one cell in each
    row of a band."""
    solution = [0] * 81
    for band in range(3):
        for d in range(9):
            mask = state[9 * band + d]
            while mask:
                bit = mask & -mask
                mask ^= bit
                solution[27 * band + bit.bit_length() - 1] = d + 1
    return solution

# The 16x16 search of the Python submissions: the C++ file's (`sixteen`
# in boards.hpp, core/src/large/ less its probing) written for Python.
# Per value (0 to 15), where it may go: eight 32-bit words of two rows, bit
# 16r + c of word w for row 2w + r, column c, so bit b of word w is cell
# 32w + b; band k (four rows) is words 2k and 2k + 1. Naked and hidden
# singles, then locked candidates in bands and stacks, to a fixed point;
# the guess is on the two-candidate cell with the most open peers, else
# the first with the fewest. A try that spends its budget of guesses
# starts over with another guess rule and twice the budget: this bounds
# the heavy tail of boards with many open cells. It takes 256 cells and
# counts solutions up to a limit; reading and writing are the program's.
#
# The state is one flat list of ints, copied by slicing on each guess;
# the hot functions index it with literal offsets (a global name costs a
# dictionary lookup each time):
#   [8 * v + w]    word w of value v's places (v 0 to 15)
#   [128 + w]      the cells of word w placed
#   [136 + v]      the rows value v is placed in (S16_ROW_FLAG's bits)
#   [152 + v]      its columns (bit c); [168 + v] its boxes (S16_BOX_FLAG's)
#   [184 + r]      the open cells of row r; [200 + c] of column c;
#   [216 + k]      of box k; [232] in all
#   [233]          the values (bit v) whose places narrowed since their
#                  hidden singles were last looked for; [234] since their
#                  locked candidates were
#   [235 + cell]   each cell's value, 0 while open
# Words stay within 32 bits: every `~` is taken with a mask.
#
# Invariants: a state only narrows; a placed cell has no candidates; a
# value's places leave its row, column and box once it is placed there.
# Recursion goes one level per guess, at most one per cell.

import struct
import sys

# The index of the set bit of each word with one bit set, and each
# nibble's bits counted.
S16_BIT = dict((1 << bit, bit) for bit in range(32))
S16_COUNT = [bin(mask).count("1") for mask in range(16)]
# How hidden singles are found: under CPython, a value's places counted in
# rows and boxes on one 256-bit integer (`hidden_wide16`: a few operations
# on a long integer cost less than many on small ones, -15% time on
# testdata/hard16.txt); under PyPy on the 32-bit words (`hidden_words16`:
# the long integer took PyPy's time there from 2.0 to 2.4 s). Where they
# flag row r and box k, as the state holds the rows and boxes where a
# value is placed: bits r and k, or on the long integer bit 16r + 7, and
# bit 64b + 8(j >> 1) + 7 - (j & 1) for box j of band b; and each flag's
# row or box.
S16_WIDE = sys.implementation.name != "pypy"
if S16_WIDE:
    S16_ROW_FLAG = [1 << (16 * row + 7) for row in range(16)]
    S16_BOX_FLAG = [1 << (64 * (box >> 2) + 8 * (box >> 1 & 1) + 7 - (box & 1))
                    for box in range(16)]
else:
    S16_ROW_FLAG = [1 << row for row in range(16)]
    S16_BOX_FLAG = S16_ROW_FLAG
S16_ALL_ROWS = sum(S16_ROW_FLAG)
S16_ALL_BOXES = sum(S16_BOX_FLAG)
S16_ROW_OF_FLAG = dict((flag, row) for row, flag in enumerate(S16_ROW_FLAG))
S16_BOX_OF_FLAG = dict((flag, box) for box, flag in enumerate(S16_BOX_FLAG))
S16_PACK = struct.pack
# Each word's index in the state for every value: word w of value v.
S16_AT = [tuple(range(word, 128, 8)) for word in range(8)]
# Bit 0 of each nibble of a byte that has one bit set: of a 16-bit mask,
# the table at its low byte, and at its high byte shifted by 8 (a table
# of all 16-bit masks took 50 ms to build, most of the program's start).
S16_SINGLE_NIBBLES = [(S16_COUNT[mask & 15] == 1) | (S16_COUNT[mask >> 4] == 1) << 4
                      for mask in range(256)]


def place16(s, value, word, bit):
    """Places `value` at `bit` of `word`; False when it cannot go there."""
    mask = 1 << bit
    own = value << 3
    if not s[own + word] & mask:
        return False
    row_flag = S16_ROW_FLAG
    box_flag = S16_BOX_FLAG
    column = bit & 15
    band = word >> 1
    row = 2 * word + (bit >> 4)
    s[235 + 32 * word + bit] = value + 1
    s[128 + word] |= mask
    s[232] -= 1
    s[184 + row] -= 1
    s[200 + column] -= 1
    s[216 + 4 * band + (column >> 2)] -= 1
    keep = 0xffffffff ^ mask
    touched = 1 << value
    for at in S16_AT[word]:
        if s[at] & mask:
            s[at] &= keep
            touched |= 1 << (at >> 3)
    s[233] |= touched
    s[234] |= touched
    keep = 0xffffffff ^ (0x00010001 << column)
    for at in range(own, own + 8):
        s[at] &= keep
    s[own + word] &= 0xffffffff ^ (0xffff << (bit & 16))
    keep = 0xffffffff ^ (0x000f000f << (column & 12))
    s[own + 2 * band] &= keep
    s[own + 2 * band + 1] &= keep
    s[136 + value] |= row_flag[row]
    s[152 + value] |= 1 << column
    s[168 + value] |= box_flag[4 * band + (column >> 2)]
    return True


def singles16(s):
    """Naked and hidden singles until none is left; False on a
    contradiction. With `place16`, most of the time goes here."""
    bit_of = S16_BIT
    place = place16
    hidden = S16_HIDDEN
    while True:
        placed = False
        for word in range(8):
            if s[128 + word] == 0xffffffff:
                continue
            # Each cell's candidates counted up to two.
            once = twice = 0
            for at in range(word, 128, 32):
                a = s[at]
                b = s[at + 8]
                c = s[at + 16]
                d = s[at + 24]
                ab = a | b
                cd = c | d
                twice |= (once & (ab | cd)) | (a & b) | (c & d) | (ab & cd)
                once |= ab | cd
            if once | s[128 + word] != 0xffffffff:
                return False
            lone = once & ~twice
            while lone:
                low = lone & -lone
                lone ^= low
                at = word
                while at < 128 and not s[at] & low:
                    at += 8
                # at == 128: a single placed before took the last one.
                if at == 128 or not place(s, at >> 3, word, bit_of[low]):
                    return False
                placed = True
        due = s[233]
        s[233] = 0
        while due:
            low = due & -due
            due ^= low
            found = hidden(s, bit_of[low])
            if found < 0:
                return False
            if found:
                placed = True
        if not placed and not s[233]:
            return True


def hidden_wide16(s, value):
    """Places `value` where a row, column or box has one place left for
    it: -1 on a contradiction, else 1 when it placed one, 0 when not.
    `hidden_words16` under CPython: the rows and boxes counted on one
    long integer."""
    bit_of = S16_BIT
    place = place16
    pack16 = S16_PACK
    row_of = S16_ROW_OF_FLAG
    box_of = S16_BOX_OF_FLAG
    own = value << 3
    w0, w1, w2, w3, w4, w5, w6, w7 = s[own:own + 8]
    placed = 0
    e0 = w0 | w1
    e1 = w2 | w3
    e2 = w4 | w5
    e3 = w6 | w7
    twice = (w0 & w1) | (w2 & w3) | (w4 & w5) | (w6 & w7) | (e0 & e1) | (e2 & e3) | \
        ((e0 | e1) & (e2 | e3))
    once = e0 | e1 | e2 | e3
    # Columns: the words folded into 16 lanes.
    lone = (twice | twice >> 16 | (once & once >> 16)) & 0xffff
    once = (once | once >> 16) & 0xffff
    if (once | s[152 + value]) != 0xffff:
        return -1
    lone = once & ~lone
    while lone:
        low = lone & -lone
        lone ^= low
        column = 0x00010001 << bit_of[low]
        at = own
        while at < own + 8 and not s[at] & column:
            at += 1
        if at == own + 8:
            return -1
        cells = s[at] & column
        if not place(s, value, at - own, bit_of[cells & -cells]):
            return -1
        placed = 1
    # Rows and boxes with two places or more, from the places counted
    # in one 256-bit integer (bit c is cell c), all at once: each row's
    # count in the low byte of its 16 bits, each box's in a byte of its
    # band's first row, 126 added, so that bit 7 of the byte says two
    # or more.
    count = int.from_bytes(pack16("<8I", *s[own:own + 8]), "little")
    count -= (count >> 1) & \
        0x5555555555555555555555555555555555555555555555555555555555555555
    count = (count & 0x3333333333333333333333333333333333333333333333333333333333333333) + \
        ((count >> 2) & 0x3333333333333333333333333333333333333333333333333333333333333333)
    even = count & 0x0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f
    odd = (count >> 4) & 0x0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f
    rows = (even + (even >> 8) + odd + (odd >> 8) &
            0x00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff) + \
        0x007e007e007e007e007e007e007e007e007e007e007e007e007e007e007e007e
    even += (even >> 16) + (even >> 32) + (even >> 48)
    odd += (odd >> 16) + (odd >> 32) + (odd >> 48)
    boxes = (even & 0xffff000000000000ffff000000000000ffff000000000000ffff) + \
        0x7e7e0000000000007e7e0000000000007e7e0000000000007e7e
    boxes |= ((odd & 0xffff000000000000ffff000000000000ffff000000000000ffff) +
              0x7e7e0000000000007e7e0000000000007e7e0000000000007e7e) >> 1
    # The rest have one place (a single) or none (a contradiction unless
    # placed). Each is read afresh: a single placed before may have taken
    # its place (`place16` fails) or filled it.
    done = s[136 + value]
    lone = S16_ALL_ROWS & ~(rows | done)
    while lone:
        low = lone & -lone
        lone ^= low
        row = row_of[low]
        shift = 16 * (row & 1)
        cells = (s[own + (row >> 1)] >> shift) & 0xffff
        if not cells:
            if not done & low:
                return -1
        else:
            if not place(s, value, row >> 1, shift + bit_of[cells & -cells]):
                return -1
            placed = 1
    done = s[168 + value]
    lone = S16_ALL_BOXES & ~(boxes | done)
    while lone:
        low = lone & -lone
        lone ^= low
        box = box_of[low]
        at = own + (box >> 2 << 1)
        part = 0x000f000f << (4 * (box & 3))
        cells = s[at] & part
        if not cells:
            at += 1
            cells = s[at] & part
        if not cells:
            if not done & low:
                return -1
        else:
            if not place(s, value, at - own, bit_of[cells & -cells]):
                return -1
            placed = 1
    return placed


def hidden_words16(s, value):
    """Places `value` where a row, column or box has one place left for
    it: -1 on a contradiction, else 1 when it placed one, 0 when not.
    Under PyPy, where most of the time goes."""
    bit_of = S16_BIT
    place = place16
    own = value << 3
    w0, w1, w2, w3, w4, w5, w6, w7 = s[own:own + 8]
    placed = 0
    e0 = w0 | w1
    e1 = w2 | w3
    e2 = w4 | w5
    e3 = w6 | w7
    twice = (w0 & w1) | (w2 & w3) | (w4 & w5) | (w6 & w7) | (e0 & e1) | (e2 & e3) | \
        ((e0 | e1) & (e2 | e3))
    once = e0 | e1 | e2 | e3
    # Columns: the words folded into 16 lanes.
    lone = (twice | twice >> 16 | (once & once >> 16)) & 0xffff
    once = (once | once >> 16) & 0xffff
    if (once | s[152 + value]) != 0xffff:
        return -1
    lone = once & ~lone
    while lone:
        low = lone & -lone
        lone ^= low
        column = 0x00010001 << bit_of[low]
        at = own
        while at < own + 8 and not s[at] & column:
            at += 1
        if at == own + 8:
            return -1
        cells = s[at] & column
        if not place(s, value, at - own, bit_of[cells & -cells]):
            return -1
        placed = 1
    # Rows and boxes with two places or more. Bit r of `rows`: row r has;
    # bit k of `boxes`: box k has, from its columns with a place, counted
    # per nibble, and those with two, two bands at a time.
    rows = 0
    shift = 0
    for cells in s[own:own + 8]:
        if cells & (cells - 1) & 0xffff:
            rows |= 1 << shift
        if cells & (cells - 0x10000) > 0xffff:
            rows |= 2 << shift
        shift += 2
    boxes = 0
    for half in (0, 4):
        once = twice = 0
        for h in (0, 2):
            top = s[own + half + h]
            bottom = s[own + half + h + 1]
            either = top | bottom
            both = top & bottom
            once |= ((either | either >> 16) & 0xffff) << (8 * h)
            twice |= ((both | both >> 16 | (either & either >> 16)) & 0xffff) << (8 * h)
        count = once - ((once >> 1) & 0x55555555)
        count = (count & 0x33333333) + ((count >> 2) & 0x33333333)
        crowded = (twice | twice >> 1 | twice >> 2 | twice >> 3 | count >> 1 | count >> 2) & \
            0x11111111
        crowded = (crowded | crowded >> 3 | crowded >> 6 | crowded >> 9) & 0x000f000f
        boxes |= ((crowded | crowded >> 12) & 0xff) << (2 * half)
    # The rest have one place (a single) or none (a contradiction unless
    # placed). Each is read afresh: a single placed before may have taken
    # its place (`place16` fails) or filled it.
    done = s[136 + value]
    lone = 0xffff & ~(rows | done)
    while lone:
        low = lone & -lone
        lone ^= low
        row = bit_of[low]
        shift = 16 * (row & 1)
        cells = (s[own + (row >> 1)] >> shift) & 0xffff
        if not cells:
            if not done & low:
                return -1
        else:
            if not place(s, value, row >> 1, shift + bit_of[cells & -cells]):
                return -1
            placed = 1
    done = s[168 + value]
    lone = 0xffff & ~(boxes | done)
    while lone:
        low = lone & -lone
        lone ^= low
        box = bit_of[low]
        at = own + (box >> 2 << 1)
        part = 0x000f000f << (4 * (box & 3))
        cells = s[at] & part
        if not cells:
            at += 1
            cells = s[at] & part
        if not cells:
            if not done & low:
                return -1
        else:
            if not place(s, value, at - own, bit_of[cells & -cells]):
                return -1
            placed = 1
    return placed


S16_HIDDEN = hidden_wide16 if S16_WIDE else hidden_words16


def locked16(s):
    """Locked candidates in bands and stacks: True when one was removed.
    The tests read the places as they were when the value's turn began
    (what held then still holds), on nibbles, four at a time."""
    bit_of = S16_BIT
    single_nibbles = S16_SINGLE_NIBBLES
    removed = False
    due = s[234]
    s[234] = 0
    while due:
        low = due & -due
        due ^= low
        value = bit_of[low]
        own = value << 3
        words = s[own:own + 8]
        cells = words[:]
        columns = [0, 0, 0, 0]
        once = twice = 0
        for band in range(4):
            # Bit 4k + 16r: row r of the word meets the value in box k.
            top = words[2 * band]
            bottom = words[2 * band + 1]
            upper = (top | top >> 1 | top >> 2 | top >> 3) & 0x11111111
            lower = (bottom | bottom >> 1 | bottom >> 2 | bottom >> 3) & 0x11111111
            # Bit r of nibble k of `by_box`, bit k of nibble r of `by_row`:
            # row r of the band meets the value in box k.
            by_box = (upper & 0xffff) | (upper >> 16) << 1 | (lower & 0xffff) << 2 | \
                (lower >> 16) << 3
            upper = (upper | upper >> 3 | upper >> 6 | upper >> 9) & 0x000f000f
            lower = (lower | lower >> 3 | lower >> 6 | lower >> 9) & 0x000f000f
            by_row = ((upper | upper >> 12) & 0xff) | ((lower | lower >> 12) & 0xff) << 8
            # A box meeting the value in one row: the rest of the row loses
            # it.
            one = single_nibbles[by_box & 255] | single_nibbles[by_box >> 8] << 8
            while one:
                nibble = bit_of[one & -one]
                one &= one - 1
                rest = by_box >> nibble
                r = bit_of[rest & -rest]
                cells[2 * band + (r >> 1)] &= 0xffffffff ^ ((0xffff << (16 * (r & 1))) &
                                                            ~(0x000f000f << nibble))
            # A row meeting it in one box: the rest of the box loses it.
            one = single_nibbles[by_row & 255] | single_nibbles[by_row >> 8] << 8
            while one:
                r = bit_of[one & -one] >> 2
                one &= one - 1
                rest = by_row >> (4 * r)
                boxed = 0x000f000f << (4 * bit_of[rest & -rest])
                cells[2 * band + (r >> 1)] &= 0xffffffff ^ (boxed & ~(0xffff << (16 * (r & 1))))
                cells[2 * band + 1 - (r >> 1)] &= 0xffffffff ^ boxed
            # Stacks: bit c of columns[band]: the band meets it in column c.
            # A box meeting it in one column: the column's other boxes lose
            # it.
            here = (top | bottom | (top | bottom) >> 16) & 0xffff
            columns[band] = here
            twice |= once & here
            once |= here
            one = single_nibbles[here & 255] | single_nibbles[here >> 8] << 8
            while one:
                rest = here & (15 << bit_of[one & -one])
                one &= one - 1
                keep = 0xffffffff ^ (0x00010001 << bit_of[rest & -rest])
                for w in range(8):
                    if w >> 1 != band:
                        cells[w] &= keep
        # A column meeting it in one box: the box's other columns lose it.
        alone = once & ~twice
        while alone:
            low = alone & -alone
            alone ^= low
            c = bit_of[low]
            band = 0
            while not columns[band] & low:
                band += 1
            keep = 0xffffffff ^ ((0x000f000f << (c & 12)) & ~(0x00010001 << c))
            cells[2 * band] &= keep
            cells[2 * band + 1] &= keep
        if cells != words:
            s[own:own + 8] = cells
            s[233] |= 1 << value
            s[234] |= 1 << value
            removed = True
    return removed


def pairs16(s, word):
    """The cells of `word` with two candidates."""
    once = twice = thrice = 0
    for at in range(word, 128, 16):
        a = s[at]
        b = s[at + 8]
        either = a | b
        both = a & b
        thrice |= (twice & either) | (once & both)
        twice |= (once & either) | both
        once |= either
    return twice & ~thrice


def guess_cell16(s):
    """The cell to guess on, as (word, bit): the two-candidate cell with
    the most open peers, the first on a tie (large/: a third of the
    guesses of the first such cell); else the first with the fewest."""
    bit_of = S16_BIT
    count_of = S16_COUNT
    most = -1
    pick = None
    for w in range(8):
        cells = pairs16(s, w)
        while cells:
            low = cells & -cells
            cells ^= low
            # Its row, column and box, less the open cells counted twice
            # (the row's four in the box, the column's four).
            b = bit_of[low]
            column = b & 15
            stacked = ((s[128 + (w & 6)] >> column) & 0x00010001) + \
                ((s[128 + (w | 1)] >> column) & 0x00010001)
            open_peers = s[184 + 2 * w + (b >> 4)] + s[200 + column] + \
                s[216 + 4 * (w >> 1) + (column >> 2)] - \
                (4 - count_of[(s[128 + w] >> (b & 28)) & 15]) - \
                (4 - (stacked & 0xffff) - (stacked >> 16))
            if open_peers > most:
                most = open_peers
                pick = (w, b)
    if pick is not None:
        return pick
    fewest = 17
    for w in range(8):
        cells = 0xffffffff & ~s[128 + w]
        while cells:
            low = cells & -cells
            cells ^= low
            count = 0
            for at in S16_AT[w]:
                if s[at] & low:
                    count += 1
            if count < fewest:
                fewest = count
                pick = (w, bit_of[low])
    return pick


def other_guess_cell16(s, variant):
    """The cell to guess on under rule `variant` (not 0), as (word, bit):
    a two-candidate cell picked by large/'s hash of the variant and the
    open cells, the high word of (variant << 32 | open) *
    0x9e3779b97f4a7c15, so that both go the same way; `guess_cell16`'s
    when there is none."""
    cells = [pairs16(s, w) for w in range(8)]
    total = sum(bin(word).count("1") for word in cells)
    if not total:
        return guess_cell16(s)
    pick = ((variant << 32 | s[232]) * 0x9e3779b97f4a7c15 >> 32 & 0xffffffff) % total
    word = 0
    while pick >= bin(cells[word]).count("1"):
        pick -= bin(cells[word]).count("1")
        word += 1
    chosen = cells[word]
    for _ in range(pick):
        chosen &= chosen - 1
    return word, S16_BIT[chosen & -chosen]


def run16(job, s):
    """Searches from the state `s`, which it may change. `job` is [limit,
    found, variant, budget (None: none), spent, solution to skip or None,
    aborted, first solution]."""
    while True:
        if not singles16(s):
            return
        if not s[232] or not locked16(s):
            break
    if not s[232]:
        if s[235:] == job[5]:
            return
        if job[1] == 0:
            job[7] = s[235:]
        job[1] += 1
        return
    variant = job[2]
    word, bit = other_guess_cell16(s, variant) if variant else guess_cell16(s)
    values = [v for v in range(16) if s[8 * v + word] >> bit & 1]
    if variant & 1:
        values.reverse()
    last = values[-1]
    for value in values:
        if job[3] is not None and job[4] >= job[3]:
            job[6] = True
            return
        job[4] += 1
        if value == last:
            # The last value: `s` is not needed again.
            if place16(s, value, word, bit):
                run16(job, s)
            return
        branch = s[:]
        if place16(branch, value, word, bit):
            run16(job, branch)
        if job[6] or job[1] >= job[0]:
            return


def search16(state, limit, skip):
    """Searches for up to `limit` solutions other than `skip`; with a
    limit of one, by tries that start over when out of budget (a try
    started over would count some solutions twice): 2^16 guesses, then
    twice as many for each of five more tries, then none (large/ saw one
    rule sink 11 million guesses where another needed 24,000). Returns
    the job."""
    attempt = 0
    while True:
        budget = (1 << 16) << attempt if limit == 1 and attempt < 6 else None
        job = [limit, 0, attempt, budget, 0, skip, False, None]
        run16(job, state[:])
        if not job[6]:
            return job
        attempt += 1


def solve16(cells, limit):
    """Searches the 16x16 board in `cells` (row by row, 0 for an empty
    cell, values 1 to 16) for solutions, stopping once `limit` are found
    (up to two by tries, the second one other than the first; more by one
    search to the end). Returns how many were found and the first or
    None."""
    state = [0xffffffff] * 128 + [0] * 56 + [16] * 48 + [256, 0xffff, 0xffff] + [0] * 256
    for cell, value in enumerate(cells):
        if not 0 <= value <= 16:
            return 0, None
        if value and not place16(state, value - 1, cell >> 5, cell & 31):
            return 0, None
    job = search16(state, limit if limit > 2 else 1, None)
    found = job[1]
    if found == 1 and limit == 2:
        found += search16(state, 1, job[7])[1]
    return found, job[7]

# The program of one judge preset: reads the judge's input from stdin (the
# scanner is io's), answers every puzzle as `sudoku --judge NAME` does, on
# stdout (the search is solver9's or boards', the highest score best9's),
# and exits as it does: 2 when the input is malformed, else 1 when a
# puzzle to be solved has no solution, else 0. scripts/bundle keeps the
# branches of the preset's format (LINES, POJ, CELLS, SIZED, LABELLED,
# LETTERS; COUNTED when a count leads), mode (MODE_SOLVE, MODE_SMALLEST,
# MODE_UNIQUE, MODE_EXACT, MODE_COMPLETE, MODE_CLASSIFY, MODE_VERIFY,
# MODE_TARGET), answer shape (SHAPE_LINE, SHAPE_ROWS, SHAPE_SPACED,
# SHAPE_LETTERS, SHAPE_CORNER), separator (BLANK_BETWEEN, BLANK_AFTER,
# LINE_BETWEEN) and heading (HEADING_NUMBERED, HEADING_LABEL), and writes
# its texts (the no-solution line, the words of a classification or a
# verdict, the separator line, the text around a case number) as string
# literals in place of the names ending in _TEXT.

#if !MODE_VERIFY && !MODE_TARGET && !SHAPE_CORNER
NO_SOLUTION = NO_SOLUTION_TEXT.encode() + b"\n"
#endif
#if MODE_UNIQUE || MODE_CLASSIFY
SEVERAL = SEVERAL_TEXT.encode() + b"\n"
#endif
#if MODE_CLASSIFY
UNIQUE = UNIQUE_TEXT.encode() + b"\n"
#endif
#if MODE_VERIFY
YES = YES_TEXT.encode() + b"\n"
#endif
#if MODE_VERIFY || MODE_CLASSIFY
NO = NO_TEXT.encode() + b"\n"
#endif
#if MODE_TARGET
NO_SCORE = NO_SOLUTION_TEXT.encode() + b"\n"
#endif
#if LINE_BETWEEN
SEPARATOR = SEPARATOR_TEXT.encode() + b"\n"
#endif
#if HEADING_NUMBERED
CASE_BEFORE = CASE_BEFORE_TEXT.encode()
CASE_AFTER = CASE_AFTER_TEXT.encode()
#endif

# The value of each byte as a cell of a 9x9 grid: 1 to 9 for a digit, 0
# for an empty cell's character, 255 for anything else.
EMPTY = b"0.*_-x?"
DIGIT_VALUES = bytes(byte - 48 if 49 <= byte <= 57 else 0 if byte in EMPTY else 255
                     for byte in range(256))
#if LETTERS
# The same on a 16x16 board of letters: 1 to 16 for 'A' to 'P', 0 for an
# empty cell's character but '0'.
LETTER_VALUES = bytes(byte - 64 if 65 <= byte <= 80 else 0 if byte in b".*_-x?" else 255
                      for byte in range(256))
#endif
#if SHAPE_LINE || SHAPE_ROWS || (SHAPE_SPACED && !SIZED)
# A value's character in an answer.
DIGIT_CHARACTERS = bytes((48 + value) & 255 for value in range(256))
#endif
#if SHAPE_LETTERS
LETTER_CHARACTERS = bytes((64 + value) & 255 for value in range(256))
#endif

#if LABELLED
# The most bytes of a label: one longer is malformed, as in the binary
# (its answer must echo it whole).
LABEL = 256
#endif


#if (MODE_SOLVE && !SHAPE_CORNER) || MODE_COMPLETE || MODE_SMALLEST || MODE_UNIQUE || MODE_EXACT
def put_solution(out, n, solution):
    """Writes the solution of a board of box size n (side n * n)."""
    side = n * n
#if SHAPE_LINE
    out.append(bytes(solution).translate(DIGIT_CHARACTERS) + b"\n")
#elif SHAPE_ROWS || SHAPE_LETTERS
#if SHAPE_ROWS
    text = bytes(solution).translate(DIGIT_CHARACTERS)
#else
    text = bytes(solution).translate(LETTER_CHARACTERS)
#endif
    out.append(b"".join(text[at:at + side] + b"\n" for at in range(0, side * side, side)))
#elif SHAPE_SPACED
#if SIZED
    words = [str(value).encode() for value in solution]
#else
    text = bytes(solution).translate(DIGIT_CHARACTERS)
    words = [text[at:at + 1] for at in range(side * side)]
#endif
    out.append(b"".join(b" ".join(words[at:at + side]) + b"\n"
                        for at in range(0, side * side, side)))
#endif
#endif


#if MODE_CLASSIFY || MODE_VERIFY
def consistent(cells):
    """Whether no digit is given twice in a row, column or box of the 9x9
    grid in `cells` (empty cells aside)."""
    rows = [0] * 9
    columns = [0] * 9
    boxes = [0] * 9
    for cell in range(81):
        value = cells[cell]
        if value:
            row = cell // 9
            column = cell % 9
            box = row // 3 * 3 + column // 3
            bit = 1 << value
            if (rows[row] | columns[column] | boxes[box]) & bit:
                return False
            rows[row] |= bit
            columns[column] |= bit
            boxes[box] |= bit
    return True
#endif


#if !MODE_VERIFY && !MODE_CLASSIFY && !MODE_TARGET
def search(n, cells, limit, smallest):
    """Solutions of the board of box size n in `cells`, counted up to
    `limit`, and the first found (with `smallest`, the smallest) or
    None."""
#if GRID9 && MODE_EXACT
    return count9(cells, limit)
#elif GRID9
    return solve9(cells, limit)
#elif LETTERS
    return solve16(cells, limit)
#else
    return solve_board(n, cells, limit, smallest)
#endif
#endif


#if MODE_SMALLEST
def smallest(n, cells):
    """The smallest solution in cell order (row by row, smallest value
    first) of the board of box size n in `cells`, as the binary finds it,
    or None when there is none. A first solution is found (which settles a
    board without one at once); then each empty cell in turn takes the
    smallest value below that solution's that still leaves a solution (the
    one found taking its place), else keeps the solution's: guessing in
    cell order instead wandered for minutes on some 9x9 boards of 10
    givens without a solution. A 16x16 board, known to have a solution, is
    searched in cell order."""
    found, solution = search(n, cells, 1, False)
    if not found:
        return None
    if n == 4:
        return search(n, cells, 1, True)[1]
    cells = cells[:]
    for cell in range(len(cells)):
        if cells[cell]:
            continue
        for value in range(1, solution[cell]):
            cells[cell] = value
            found, smaller = search(n, cells, 1, False)
            if found:
                solution = smaller
                break
        cells[cell] = solution[cell]
    return solution
#endif


class Program:
    """The answers so far, and how the run is to end."""

    def __init__(self):
        self.out = []
        # Answers written so far, for what stands between them and their
        # numbers.
        self.answered = 0
        self.malformed = False
        self.unsolved = False
#if SHAPE_CORNER
        # The numbers the first three cells of each solution make, added up.
        self.corners = 0
#endif
#if LABELLED
        # The label line the input gave the puzzle (its tokens joined by
        # single spaces; empty when none).
        self.label = b""
#endif

    def begin_answer(self):
        """What goes before an answer: what stands between it and the one
        before, then its heading."""
        out = self.out
#if BLANK_BETWEEN
        if self.answered:
            out.append(b"\n")
#elif LINE_BETWEEN
        if self.answered:
            out.append(SEPARATOR)
#endif
#if HEADING_NUMBERED
        out.append(CASE_BEFORE + str(self.answered + 1).encode() + CASE_AFTER)
#elif HEADING_LABEL
        if self.label:
            out.append(self.label + b"\n")
#endif

    def end_answer(self):
        """What goes after an answer."""
        self.answered += 1
#if BLANK_AFTER
        self.out.append(b"\n")
#endif

    def answer(self, n, cells):
        """Answers the board of box size n in `cells`."""
        out = self.out
#if SHAPE_CORNER
        # Nothing is written for the puzzle: its solution's corner goes
        # into the sum written after the last.
        found, solution = search(n, cells, 1, False)
        if found:
            self.corners += solution[0] * 100 + solution[1] * 10 + solution[2]
        else:
            self.unsolved = True
#else
        self.begin_answer()
#if MODE_SOLVE
        found, solution = search(n, cells, 1, False)
        if found:
            put_solution(out, n, solution)
        else:
            out.append(NO_SOLUTION)
            self.unsolved = True
#elif MODE_COMPLETE
        # As in solving, but the no-solution line is an answer like another.
        found, solution = search(n, cells, 1, False)
        if found:
            put_solution(out, n, solution)
        else:
            out.append(NO_SOLUTION)
#elif MODE_SMALLEST
        solution = smallest(n, cells)
        if solution is not None:
            put_solution(out, n, solution)
        else:
            out.append(NO_SOLUTION)
#elif MODE_UNIQUE
        found, solution = search(n, cells, 2, False)
        if found == 1:
            put_solution(out, n, solution)
        else:
            out.append(SEVERAL if found else NO_SOLUTION)
#elif MODE_EXACT
        # Counted to one more than the limit: exactly the limit is no `+`.
        limit = 1000000
        found, solution = search(n, cells, limit + 1, False)
        out.append(str(min(found, limit)).encode() + (b"+\n" if found > limit else b"\n"))
        if found == 1:
            put_solution(out, n, solution)
#elif MODE_CLASSIFY
        # A broken rule first, then the solutions counted to two.
        if not consistent(cells):
            out.append(NO)
        else:
            found = solve9(cells, 2)[0]
            out.append(NO_SOLUTION if found == 0 else UNIQUE if found == 1 else SEVERAL)
#elif MODE_VERIFY
        # A solution: every cell filled, and no digit twice in a unit.
        out.append(YES if 0 not in cells and consistent(cells) else NO)
#elif MODE_TARGET
        # The highest score over the solutions, or the no-solution line.
        score = best_score(cells)
        out.append(NO_SCORE if score is None else str(score).encode() + b"\n")
#endif
        self.end_answer()
#endif

#if LINES
    def answer_invalid(self):
        """Answers a malformed puzzle of a line format: a placeholder in its
        place, and the batch goes on."""
        self.begin_answer()
        self.out.append(b"invalid\n")
        self.end_answer()
        self.malformed = True
#endif


#if COUNTED
def read_count(token):
    """The count that leads the input: digits only, at most 100,000,000;
    None when the token is no such count."""
    if not token.isdigit() or int(token) > 100000000:
        return None
    return int(token)
#endif


#if LINES || POJ || LABELLED
def read_digits(token, length):
    """The values of a token of `length` cell characters; None at a bad
    one."""
    if len(token) != length:
        return None
    values = token.translate(DIGIT_VALUES)
    if b"\xff" in values:
        return None
    return list(values)
#endif


#if LETTERS
def read_letters(token):
    """A row of 16 letters ('A' to 'P', '-' or another empty cell's
    character but '0'); None when the token is no such row."""
    if len(token) != 16:
        return None
    values = token.translate(LETTER_VALUES)
    if b"\xff" in values:
        return None
    return list(values)
#endif


#if CELLS || SIZED
def cell_value(token, n):
    """The value of a one-token cell of a board of box size n, or -1: one
    character as in a 9x9 row on a 9x9 board, else an empty cell's
    character or a number of one or two digits up to the side."""
    if n == 3 or len(token) == 1:
        if len(token) != 1:
            return -1
        value = DIGIT_VALUES[token[0]]
    elif len(token) != 2 or not token.isdigit():
        return -1
    else:
        value = int(token)
    return value if value <= n * n else -1
#endif


#if POJ || LABELLED
def is_row(token):
    """Whether `token` is a row of 9 cell characters."""
    return len(token) == 9 and b"\xff" not in token.translate(DIGIT_VALUES)


def is_dashes(token):
    """Whether `token` is a line of dashes (two or more), which may stand
    between cases (HDU 3111's `---`)."""
    return len(token) >= 2 and not token.strip(b"-")
#endif


#if !LINES
# What reading a board came to: a board, the end of input before its
# first token, or a fault (a bad token, or the end of input inside it).
READ_BOARD = 0
READ_NOTHING = 1
READ_FAULT = 2


#if LABELLED
def read_board(program, n, tokens, lines, at):
#else
def read_board(program, n, tokens, at):
#endif
    """Reads the board of box size n from tokens[at:]; returns what it
    came to, the board's cells and where reading stopped."""
    side = n * n
    cells = []
#if LETTERS
    for row in range(side):
        if at == len(tokens):
            return (READ_NOTHING if row == 0 else READ_FAULT), None, at
        values = read_letters(tokens[at])
        at += 1
        if values is None:
            return READ_FAULT, None, at
        cells += values
#elif POJ || LABELLED
    # Before the first row: lines of dashes, and (labelled) the label
    # line, a first token that is no row and the rest of its line.
#if LABELLED
    label_line = 0
    label = b""
#endif
    while True:
        if at == len(tokens):
#if LABELLED
            return (READ_FAULT if label_line else READ_NOTHING), None, at
#else
            return READ_NOTHING, None, at
#endif
        token = tokens[at]
#if LABELLED
        if label_line and lines[at] == label_line:
            if len(label) + 1 + len(token) > LABEL:
                return READ_FAULT, None, at
            label += b" " + token
            at += 1
            continue
        if label_line or is_row(token):
            break
        at += 1
        if is_dashes(token):
            continue
        if len(token) > LABEL:
            return READ_FAULT, None, at
        label = token
        label_line = lines[at - 1]
#else
        if is_row(token) or not is_dashes(token):
            break
        at += 1
#endif
#if LABELLED
    program.label = label
#endif
    for row in range(side):
        if at == len(tokens):
            return READ_FAULT, None, at
        values = read_digits(tokens[at], side)
        at += 1
        if values is None:
            return READ_FAULT, None, at
        cells += values
#else
    for cell in range(side * side):
        if at == len(tokens):
            return (READ_NOTHING if cell == 0 else READ_FAULT), None, at
        value = cell_value(tokens[at], n)
        at += 1
        if value < 0:
            return READ_FAULT, None, at
        cells.append(value)
#endif
    return READ_BOARD, cells, at
#endif


#if !LINES && !SIZED
# The box size of every board of the input: 16x16 boards of letters, else
# 9x9 grids.
#if LETTERS
BOX = 4
#else
BOX = 3
#endif
#endif


def run(program):
    """Reads and answers the whole input."""
#if LABELLED
    tokens, lines = read_tokens()
#else
    tokens = read_tokens()
#endif
    at = 0
#if LINES
    # A line that holds a token is one puzzle: a token more on it makes the
    # line malformed, as a stray blank inside it does.
    for words in tokens:
        if words[0] == b"end":
            break
        cells = read_digits(words[0], 81) if len(words) == 1 else None
        if cells is None:
            program.answer_invalid()
        else:
            program.answer(3, cells)
#elif COUNTED
    if not tokens:
        return
    count = read_count(tokens[0])
    at = 1
    if count is None:
        program.malformed = True
        return
    for puzzle in range(count):
#if LABELLED
        read, cells, at = read_board(program, BOX, tokens, lines, at)
#else
        read, cells, at = read_board(program, BOX, tokens, at)
#endif
        if read != READ_BOARD:
            program.malformed = True
            return
        program.answer(BOX, cells)
#elif SIZED
    while at < len(tokens):
        token = tokens[at]
        at += 1
        if len(token) != 1 or not b"1" <= token <= b"5":
            program.malformed = True
            return
        n = token[0] - 48
        read, cells, at = read_board(program, n, tokens, at)
        if read != READ_BOARD:
            program.malformed = True
            return
        program.answer(n, cells)
#else
    while True:
#if LABELLED
        read, cells, at = read_board(program, BOX, tokens, lines, at)
#else
        read, cells, at = read_board(program, BOX, tokens, at)
#endif
        if read == READ_NOTHING:
            return
        if read == READ_FAULT:
            program.malformed = True
            return
        program.answer(BOX, cells)
#endif


def main():
    program = Program()
    run(program)
#if SHAPE_CORNER
    program.out.append(str(program.corners).encode() + b"\n")
#endif
    write_output(program.out)
    sys.exit(2 if program.malformed else 1 if program.unsolved else 0)


main()

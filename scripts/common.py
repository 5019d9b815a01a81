"""What the Python scripts in scripts/ share: where the repository, the
release binary and the benchmark sets are; running a child timed (CPU
time of the child, user + system from wait4, beside wall time); reading
boards of the sized layout; putting a puzzle under a random symmetry of
the grid; and checking an answer against its puzzle.

A script imports it from its own directory, which Python puts first on
sys.path, so it works from any current directory with nothing installed:

    sys.dont_write_bytecode = True  # no __pycache__ in scripts/
    import common

`python3 scripts/common.py --self-test` holds this module to its job on
small cases (the checker refuses wrong grids and takes right ones, the
reader reads a 4x4 board, the timer gives a child's own CPU time, ...)
and checks that every Python script here starts and takes from it only
names it has; it ends with a line `self-test: N passed, N failed` (exit
code 0 when none failed, 1 otherwise). It needs the repository's
testdata/, nothing built.
"""
import collections
import contextlib
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "target", "release", "sudoku")
TESTDATA = os.path.join(ROOT, "testdata")
SHARED_DATA = os.path.normpath(os.path.join(ROOT, "..", "shared", "data"))
# Where a set named without a directory is looked for, in order.
SET_DIRS = [TESTDATA, SHARED_DATA]
# The four standard benchmark sets of 9x9 puzzles, one a line.
STANDARD_SETS = ["17clue.txt", "top1465.txt", "hardest11plus.txt", "hardest1106.txt"]


def find_set(name):
    """The path of a set: `name` itself if it exists, else for a relative
    name the first of testdata/ and ../shared/data that holds it; None if
    there is none."""
    if os.path.exists(name):
        return name
    if os.path.isabs(name):
        return None
    for folder in SET_DIRS:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return path
    return None


def require_set(name, program):
    """find_set(name), or a one-line error naming `program` and exit 1."""
    path = find_set(name)
    if path is None:
        sys.exit(f"{program}: no set {name} in testdata/ or ../shared/data")
    return path


def line_puzzles(path):
    """The puzzles of a set of one puzzle a line: each line's first word,
    blank lines and `#` comment lines left out."""
    with open(path) as text:
        return [line.split()[0] for line in text
                if line.strip() and not line.lstrip().startswith("#")]


def build_release():
    """`cargo build --release --quiet` in the repository; stops on failure."""
    subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)


def require_binary(program):
    """BINARY, or a one-line error naming `program` and exit 1 if it was
    not built."""
    if not os.path.exists(BINARY):
        sys.exit(f"{program}: build the binary first: cargo build --release")
    return BINARY


Timed = collections.namedtuple("Timed", "cpu wall stdout stderr code")
Timed.__doc__ = """A finished child: CPU seconds (user + system, its own and
its waited-for children's), wall seconds from start to reaped, its
standard output (bytes), its standard error (bytes when captured, else
None) and its exit code (negative: killed by that signal)."""


def timed(command, stdin=None, stderr=None):
    """Runs `command` and waits for it. Its standard input is the file at
    the path `stdin` (None: this process's); its standard output is
    captured; `stderr` is None (this process's), subprocess.DEVNULL or
    subprocess.PIPE (captured). What is captured goes to a temporary
    file, not a pipe, so that the child never waits on this process. The
    CPU time is the child's own, from wait4."""
    with contextlib.ExitStack() as files:
        source = files.enter_context(open(stdin, "rb")) if stdin is not None else None
        out = files.enter_context(tempfile.TemporaryFile())
        err = files.enter_context(tempfile.TemporaryFile()) if stderr == subprocess.PIPE else stderr
        started = time.perf_counter()
        child = subprocess.Popen(command, stdin=source, stdout=out, stderr=err)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - started
        # Reaped here: tell the Popen, so that it never waits for the pid.
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        output = out.read()
        errors = None
        if stderr == subprocess.PIPE:
            err.seek(0)
            errors = err.read()
    return Timed(usage.ru_utime + usage.ru_stime, wall, output, errors, child.returncode)


def permuted(puzzle, rng):
    """`puzzle` under a random symmetry of the grid drawn from `rng`:
    digits relabelled, bands and the rows within each reordered, stacks and
    the columns within each reordered, transposed half the time."""
    def lines():
        order = []
        for block in rng.sample(range(3), 3):
            order += [block * 3 + line for line in rng.sample(range(3), 3)]
        return order
    rows, columns = lines(), lines()
    transpose = rng.random() < 0.5
    digits = dict(zip("123456789", rng.sample("123456789", 9)))
    out = []
    for r in range(9):
        for c in range(9):
            source = columns[c] * 9 + rows[r] if transpose else rows[r] * 9 + columns[c]
            cell = puzzle[source]
            out.append(digits.get(cell, "."))
    return "".join(out)


# The characters the binary reads as an empty cell (src/input/cell.rs).
EMPTY = set("0.*_-x?")
BOX_SIZES = ("1", "2", "3", "4", "5")


def _number(token):
    """Whether `token` is a whole number written in ASCII digits."""
    return token.isascii() and token.isdigit()


class SizedError(ValueError):
    """A file that is not in the sized layout; the message names it."""


def sized_boards(path):
    """Each board of a file in the sized layout (`sudoku --format sized`:
    a box size n from 1 to 5, then the n^4 cells, numbers 0 to n^2 with 0
    or another empty character for an empty cell, laid out in any
    whitespace; `#` lines are comments) as (n, cells), cells a list of
    ints, 0 for empty. Raises SizedError on the first thing that is not."""
    tokens = []
    with open(path, encoding="utf-8") as text:
        for line in text:
            if not line.startswith("#"):
                tokens += line.split()
    at = 0
    while at < len(tokens):
        if tokens[at] not in BOX_SIZES:
            raise SizedError(f"{path}: expected a box size 1 to 5, found {tokens[at]!r} "
                             "(the sized layout: the box size, then the rows of numbers)")
        n = int(tokens[at])
        side = n * n
        board = tokens[at + 1:at + 1 + side * side]
        if len(board) != side * side:
            raise SizedError(f"{path}: a board of box size {n} is cut short")
        wrong = [t for t in board if t not in EMPTY and not (_number(t) and int(t) <= side)]
        if wrong:
            raise SizedError(f"{path}: expected numbers 0 to {side}, found {wrong[0]!r}")
        yield n, [0 if t in EMPTY else int(t) for t in board]
        at += 1 + side * side


def sized_rows(n, cells):
    """The rows of a board as `sudoku --format sized` writes a solution:
    numbers separated by a space, a line feed after each row."""
    side = n * n
    return "".join(" ".join(str(v) for v in cells[row * side:(row + 1) * side]) + "\n"
                   for row in range(side))


def sized_text(n, cells):
    """A board in the sized layout: its box size on a line, then its rows."""
    return f"{n}\n" + sized_rows(n, cells)


_UNITS = {}


def units(n):
    """The rows, columns and boxes of a board of box size n, each a list
    of cell indices."""
    if n not in _UNITS:
        side = n * n
        found = []
        for i in range(side):
            found.append([i * side + j for j in range(side)])
            found.append([j * side + i for j in range(side)])
            top, left = i // n * n, i % n * n
            found.append([(top + j // n) * side + left + j % n for j in range(side)])
        _UNITS[n] = found
    return _UNITS[n]


def solution_error(n, puzzle, answer):
    """Why `answer` (a list of ints) is not a solution of `puzzle` (a list
    of ints, 0 for empty) on a board of box size n; None when it is: it
    has every cell, keeps every given, and every row, column and box holds
    1 to n^2 once."""
    side = n * n
    if len(answer) != side * side:
        return f"{len(answer)} cells, not {side * side}"
    for cell, (given, value) in enumerate(zip(puzzle, answer)):
        if given and given != value:
            return f"cell {cell + 1} is {value}, not its given {given}"
    full = set(range(1, side + 1))
    for unit in units(n):
        if {answer[cell] for cell in unit} != full:
            return f"cells {unit[0] + 1}, {unit[1] + 1}, ... do not hold 1 to {side} once"
    return None


def sized_answer_error(n, puzzle, text):
    """Why `text` (a solution as `sudoku --format sized` writes it) is not
    a solution of `puzzle` (cells of box size n); None when it is."""
    tokens = text.split()
    if not all(_number(token) for token in tokens):
        return f"not a board of numbers: {text[:60]!r}"
    return solution_error(n, puzzle, [int(token) for token in tokens])


DIGITS = set("123456789")


def check(puzzle, answer):
    """Whether `answer` (81 characters) solves the 9x9 `puzzle` (81
    characters, `.` or `0` for an empty cell): a full valid grid that keeps
    every given."""
    if len(answer) != 81 or set(answer) - DIGITS:
        return False
    if any(p not in ".0" and p != a for p, a in zip(puzzle, answer)):
        return False
    grid = [int(a) for a in answer]
    full = set(range(1, 10))
    return all({grid[cell] for cell in unit} == full for unit in units(3))


def self_test():
    """Checks this module on small cases; prints each failure and a
    closing count; returns the number failed."""
    results = []

    def expect(what, holds):
        results.append(holds)
        if not holds:
            print(f"self-test: FAILED: {what}")

    def grid(n):
        # A valid board of box size n: row r is the first row shifted.
        side = n * n
        return [(r % n * n + r // n + c) % side + 1 for r in range(side) for c in range(side)]

    # The checker: a right grid passes, each way of being wrong fails.
    solved = "".join(str(v) for v in grid(3))
    puzzle = "".join(c if i % 3 == 0 else "." for i, c in enumerate(solved))
    expect("a valid 9x9 grid is valid", solution_error(3, [0] * 81, grid(3)) is None)
    expect("check accepts the right answer", check(puzzle, solved))
    expect("check takes 0 for an empty cell", check(puzzle.replace(".", "0"), solved))
    swapped = solved[1] + solved[0] + solved[2:]
    expect("check refuses two cells swapped in a row", not check("." * 81, swapped))
    relabelled = solved.translate(str.maketrans("12", "21"))
    expect("check accepts another valid grid for an empty puzzle", check("." * 81, relabelled))
    expect("check refuses a valid grid that changes a given", not check(puzzle, relabelled))
    expect("check refuses a short answer", not check(puzzle, solved[:80]))
    expect("check refuses an empty cell in the answer", not check(puzzle, "0" + solved[1:]))
    expect("check refuses a non-digit", not check(puzzle, "x" + solved[1:]))
    expect("check refuses a row of nines", not check("." * 81, "9" * 81))
    latin = "".join(str((r + c) % 9 + 1) for r in range(9) for c in range(9))
    expect("check refuses a grid whose rows and columns hold but boxes repeat",
           not check("." * 81, latin))

    # A symmetry of the grid: a solution stays one, and the puzzle's image
    # under the same symmetry keeps its givens and is solved by it.
    import random
    turned = permuted(solved, random.Random(7))
    image = permuted(puzzle, random.Random(7))
    expect("a permuted solution is a solution", check("." * 81, turned))
    expect("a permuted puzzle keeps its number of givens", image.count(".") == puzzle.count("."))
    expect("the permuted solution solves the permuted puzzle", check(image, turned))
    expect("a permutation moves something", turned != solved)

    # The sized layout: a 4x4 board, a 9x9 one with `.`, both read back.
    four = grid(2)
    holes = [0 if i % 2 else v for i, v in enumerate(four)]
    nine = grid(3)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "boards.txt")
        with open(path, "w") as out:
            out.write("# two boards\n" + sized_text(2, holes) + "\n3\n"
                      + " ".join("." if i % 5 else str(v) for i, v in enumerate(nine)) + "\n")
        try:
            boards = list(sized_boards(path))
        except SizedError as error:
            boards = []
            expect(f"the sized reader reads its own layout ({error})", False)
        expect("the sized reader reads two boards", len(boards) == 2)
        expect("the sized reader reads a 4x4 board", boards[:1] == [(2, holes)])
        expect("the sized reader reads `.` as empty in a 9x9 board",
               boards[1:] == [(3, [0 if i % 5 else v for i, v in enumerate(nine)])])
        expect("a 4x4 solution checks", sized_answer_error(2, holes, sized_rows(2, four)) is None)
        wrong = four[:]
        wrong[0], wrong[1] = wrong[1], wrong[0]
        expect("a 4x4 answer that breaks a given is refused",
               sized_answer_error(2, holes, sized_rows(2, wrong)) is not None)
        relabelled = [{1: 2, 2: 1}.get(v, v) for v in four]
        expect("a valid 4x4 board is valid", solution_error(2, [0] * 16, relabelled) is None)
        expect("a valid 4x4 board that changes a given is refused",
               sized_answer_error(2, holes, sized_rows(2, relabelled)) is not None)
        latin = [(r + c) % 4 + 1 for r in range(4) for c in range(4)]
        expect("a 4x4 board whose boxes repeat is refused",
               solution_error(2, [0] * 16, latin) is not None)
        expect("`no solution` is refused as an answer",
               sized_answer_error(2, holes, "no solution\n") is not None)
        for text, message in [("6\n1\n", "expected a box size 1 to 5, found '6'"),
                              ("2\n1 2 3\n", "a board of box size 2 is cut short"),
                              ("2\n" + "5 " * 16, "expected numbers 0 to 4, found '5'"),
                              ("2\n" + "\u00b2 " * 16, "expected numbers 0 to 4, found '\u00b2'")]:
            with open(path, "w") as out:
                out.write(text)
            try:
                list(sized_boards(path))
                expect(f"the sized reader refuses {text!r}", False)
            except SizedError as error:
                expect(f"the sized reader refuses {text!r} with {message!r}", message in str(error))

        # The timer: a child's output, error text, exit code and CPU time.
        source = os.path.join(folder, "in.txt")
        with open(source, "w") as out:
            out.write("abc")
        burn = ("import sys, time\n"
                "end = time.process_time() + 0.2\n"
                "while time.process_time() < end: pass\n"
                "sys.stdout.write(sys.stdin.read().upper()); sys.stderr.write('e' * 100000)\n"
                "sys.exit(3)")
        child = timed([sys.executable, "-c", burn], stdin=source, stderr=subprocess.PIPE)
        expect("the timer gives the child's output", child.stdout == b"ABC")
        expect("the timer gives the child's error text", child.stderr == b"e" * 100000)
        expect("the timer gives the child's exit code", child.code == 3)
        expect(f"the child's CPU time is its own 0.2 s or more ({child.cpu:.3f} s)",
               0.2 <= child.cpu < 5)
        expect(f"wall time ({child.wall:.3f} s) is not below CPU time ({child.cpu:.3f} s)",
               child.wall >= child.cpu - 0.02)
        quiet = timed([sys.executable, "-c", "print(1)"])
        expect("the timer leaves error text alone unless asked", quiet.stderr is None)
        expect("one child's CPU time is not charged to the next", quiet.cpu < child.cpu)

    # Where things are.
    expect("ROOT is the repository", os.path.exists(os.path.join(ROOT, "Cargo.toml")))
    expect("a set in testdata/ is found by name",
           find_set("top1465.txt") == os.path.join(TESTDATA, "top1465.txt"))
    expect("an existing path is taken as it is", find_set(__file__) == __file__)
    expect("a missing set is None", find_set("no-such-set.txt") is None)
    expect("a missing absolute path is None", find_set("/no/such/set.txt") is None)
    top = find_set("top1465.txt")
    expect("line_puzzles skips comments", top is not None and len(line_puzzles(top)) == 1465)

    # The scripts: each Python one starts (--help) and takes from this
    # module only names it has.
    folder = os.path.dirname(os.path.abspath(__file__))
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        with open(path, "rb") as script:
            if not script.readline().startswith(b"#!/usr/bin/env python3"):
                continue
            text = script.read().decode()
        missing = sorted(set(re.findall(r"(?<![\w/.])common\.(\w+)", text)) - set(globals()))
        expect(f"scripts/{name} takes only names common.py has (missing: {missing})", not missing)
        started = subprocess.run([sys.executable, path, "--help"], capture_output=True, check=False)
        expect(f"scripts/{name} --help exits 0 ({started.stderr.decode().strip()[-200:]})",
               started.returncode == 0)

    failed = results.count(False)
    print(f"self-test: {len(results) - failed} passed, {failed} failed")
    return failed


if __name__ == "__main__":
    if sys.argv[1:] != ["--self-test"]:
        print("usage: python3 scripts/common.py --self-test", file=sys.stderr)
        sys.exit(2)
    sys.exit(1 if self_test() else 0)

// The program of one judge preset: reads the judge's input from stdin (the
// scanner is Io's), answers every puzzle as `sudoku --judge NAME` does, on
// stdout (the search is Solver9's or Boards', the highest score Best9's),
// and exits as it does: 2
// when the input is malformed, else 1 when a puzzle to be solved has no
// solution, else 0. scripts/bundle keeps the branches of the preset's
// format (LINES, POJ, CELLS, SIZED, LABELLED, LETTERS; COUNTED when a
// count leads), mode (MODE_SOLVE, MODE_SMALLEST, MODE_UNIQUE, MODE_EXACT,
// MODE_COMPLETE, MODE_CLASSIFY, MODE_VERIFY, MODE_TARGET), answer shape
// (SHAPE_LINE, SHAPE_ROWS, SHAPE_SPACED, SHAPE_LETTERS, SHAPE_CORNER),
// separator (BLANK_BETWEEN, BLANK_AFTER, LINE_BETWEEN) and
// heading (HEADING_NUMBERED, HEADING_LABEL), and writes its texts (the
// no-solution line, the words of a classification or a verdict, the
// separator line, the text around a case number) as string literals in
// place of the names ending in _TEXT. The class is `Main`, as POJ, HDU,
// UVa, Kattis, AtCoder and Luogu expect.
public class Main {
#if !MODE_VERIFY && !SHAPE_CORNER
    static final byte[] NO_SOLUTION = Io.bytes(NO_SOLUTION_TEXT);
#endif
#if MODE_UNIQUE || MODE_CLASSIFY
    static final byte[] SEVERAL = Io.bytes(SEVERAL_TEXT);
#endif
#if MODE_CLASSIFY
    static final byte[] UNIQUE = Io.bytes(UNIQUE_TEXT);
#endif
#if MODE_VERIFY
    static final byte[] YES = Io.bytes(YES_TEXT);
#endif
#if MODE_VERIFY || MODE_CLASSIFY
    static final byte[] NO = Io.bytes(NO_TEXT);
#endif
#if LINE_BETWEEN
    static final byte[] SEPARATOR = Io.bytes(SEPARATOR_TEXT);
#endif
#if HEADING_NUMBERED
    static final byte[] CASE_BEFORE = Io.bytes(CASE_BEFORE_TEXT);
    static final byte[] CASE_AFTER = Io.bytes(CASE_AFTER_TEXT);
#endif

    // The puzzle being answered, row by row (0 for an empty cell), and its
    // solution; the largest board is 25x25.
    static final int[] cells = new int[625];
#if !MODE_VERIFY && !MODE_CLASSIFY && !MODE_TARGET
    static final int[] solution = new int[625];
#endif

#if LABELLED
    // The label line the input gave the puzzle (its tokens joined by
    // single spaces; empty when none). One longer than LABEL bytes is
    // malformed, as in the binary: its answer must echo it whole.
    static final int LABEL = 256;
    static final byte[] label = new byte[LABEL];
    static int labelLength = 0;
#endif

    // Whether the input was malformed, and whether a puzzle had no
    // solution.
    static boolean malformed = false;
    static boolean unsolved = false;

#if SHAPE_CORNER
    // The numbers the first three cells of each solution make, added up.
    static long corners = 0;
#else
    // Answers written so far, for what stands between them and their
    // numbers.
    static int answered = 0;

    // What goes before an answer: what stands between it and the one
    // before, then its heading.
    static void beginAnswer() {
#if BLANK_BETWEEN
        if (answered > 0) Io.put('\n');
#elif LINE_BETWEEN
        if (answered > 0) Io.putLine(SEPARATOR);
#endif
#if HEADING_NUMBERED
        Io.putBytes(CASE_BEFORE, 0, CASE_BEFORE.length);
        Io.putNumber(answered + 1);
        Io.putBytes(CASE_AFTER, 0, CASE_AFTER.length);
#elif HEADING_LABEL
        if (labelLength > 0) {
            Io.putBytes(label, 0, labelLength);
            Io.put('\n');
        }
#endif
    }

    // What goes after an answer.
    static void endAnswer() {
        ++answered;
#if BLANK_AFTER
        Io.put('\n');
#endif
    }
#endif

#if (MODE_SOLVE && !SHAPE_CORNER) || MODE_COMPLETE || MODE_SMALLEST || MODE_UNIQUE || MODE_EXACT
    // Writes the solution of a board of box size n (side n * n).
    static void putSolution(int n) {
        int side = n * n;
#if SHAPE_LINE
        Io.room(side * side + 1);
        for (int cell = 0; cell < side * side; ++cell) {
            Io.output[Io.outputSize++] = (byte) ('0' + solution[cell]);
        }
        Io.output[Io.outputSize++] = '\n';
#elif SHAPE_ROWS || SHAPE_LETTERS
#if SHAPE_ROWS
        final int first = '0';
#else
        final int first = 'A' - 1;
#endif
        for (int row = 0; row < side; ++row) {
            Io.room(side + 1);
            for (int column = 0; column < side; ++column) {
                Io.output[Io.outputSize++] = (byte) (first + solution[row * side + column]);
            }
            Io.output[Io.outputSize++] = '\n';
        }
#elif SHAPE_SPACED
        for (int cell = 0; cell < side * side; ++cell) {
#if SIZED
            Io.putNumber(solution[cell]);
#else
            Io.put('0' + solution[cell]);
#endif
            Io.put(cell % side == side - 1 ? '\n' : ' ');
        }
#endif
    }
#endif

#if MODE_CLASSIFY || MODE_VERIFY
    // Whether no digit is given twice in a row, column or box of the grid
    // in `cells` (empty cells aside).
    static boolean consistent() {
        int[] rows = new int[9], columns = new int[9], boxes = new int[9];
        for (int cell = 0; cell < 81; ++cell) {
            if (cells[cell] == 0) continue;
            int row = cell / 9, column = cell % 9, box = row / 3 * 3 + column / 3;
            int digit = 1 << cells[cell];
            if (((rows[row] | columns[column] | boxes[box]) & digit) != 0) return false;
            rows[row] |= digit;
            columns[column] |= digit;
            boxes[box] |= digit;
        }
        return true;
    }
#endif

#if !MODE_VERIFY && !MODE_CLASSIFY && !MODE_TARGET
    // Solutions of the board of box size n in `cells`, counted up to
    // `limit`; the first found (with `smallest`, the smallest) is in
    // `solution`.
    static int search(int n, int limit, boolean smallest) {
#if GRID9
        return Solver9.solve(cells, solution, limit);
#elif LETTERS
        return Sixteen.solve(cells, solution, limit);
#else
        return Boards.solve(n, cells, solution, limit, smallest);
#endif
    }
#endif

#if MODE_SMALLEST
    // Puts the smallest solution in cell order (row by row, smallest value
    // first) of the board of box size n in `solution`, as the binary finds
    // it; false when there is none. A first solution is found (which
    // settles a board without one at once); then each empty cell in turn
    // takes the smallest value below that solution's that still leaves a
    // solution (the one found taking its place), else keeps the
    // solution's: guessing in cell order instead wandered for minutes on
    // some 9x9 boards of 10 givens without a solution. A 16x16 board,
    // known to have a solution, is searched in cell order.
    static boolean smallest(int n) {
        if (search(n, 1, false) == 0) return false;
        if (n == 4) return search(n, 1, true) == 1;
        for (int cell = 0; cell < n * n * n * n; ++cell) {
            if (cells[cell] != 0) continue;
            for (int value = 1; value < solution[cell]; ++value) {
                cells[cell] = value;
                if (search(n, 1, false) == 1) break;
            }
            cells[cell] = solution[cell];
        }
        return true;
    }
#endif

    // Answers the board of box size n in `cells`.
    static void answer(int n) {
#if SHAPE_CORNER
        // Nothing is written for the puzzle: its solution's corner goes
        // into the sum written after the last.
        if (search(n, 1, false) == 1) {
            corners += solution[0] * 100 + solution[1] * 10 + solution[2];
        } else {
            unsolved = true;
        }
#else
        beginAnswer();
#if MODE_SOLVE
        if (search(n, 1, false) == 1) {
            putSolution(n);
        } else {
            Io.putLine(NO_SOLUTION);
            unsolved = true;
        }
#elif MODE_COMPLETE
        // As in solving, but the no-solution line is an answer like another.
        if (search(n, 1, false) == 1) {
            putSolution(n);
        } else {
            Io.putLine(NO_SOLUTION);
        }
#elif MODE_SMALLEST
        if (smallest(n)) {
            putSolution(n);
        } else {
            Io.putLine(NO_SOLUTION);
        }
#elif MODE_UNIQUE
        int found = search(n, 2, false);
        if (found == 1) {
            putSolution(n);
        } else {
            Io.putLine(found == 0 ? NO_SOLUTION : SEVERAL);
        }
#elif MODE_EXACT
        // Counted to one more than the limit: exactly the limit is no `+`.
        final int limit = 1000000;
        int found = search(n, limit + 1, false);
        Io.putNumber(found > limit ? limit : found);
        if (found > limit) Io.put('+');
        Io.put('\n');
        if (found == 1) putSolution(n);
#elif MODE_CLASSIFY
        // A broken rule first, then the solutions counted to two.
        if (!consistent()) {
            Io.putLine(NO);
        } else {
            int found = Solver9.solve(cells, new int[81], 2);
            Io.putLine(found == 0 ? NO_SOLUTION : found == 1 ? UNIQUE : SEVERAL);
        }
#elif MODE_VERIFY
        // A solution: every cell filled, and no digit twice in a unit.
        boolean filled = true;
        for (int cell = 0; cell < 81; ++cell) filled = filled && cells[cell] != 0;
        Io.putLine(filled && consistent() ? YES : NO);
#elif MODE_TARGET
        // The highest score over the solutions, or the no-solution line.
        int score = Best9.bestScore(cells);
        if (score < 0) {
            Io.putLine(NO_SOLUTION);
        } else {
            Io.putNumber(score);
            Io.put('\n');
        }
#endif
        endAnswer();
#endif
    }

#if LINES
    // Answers a malformed puzzle of a line format: a placeholder in its
    // place, and the batch goes on.
    static void answerInvalid() {
        beginAnswer();
        Io.putLine(Io.bytes("invalid"));
        endAnswer();
        malformed = true;
    }
#endif

#if COUNTED
    // The count that leads the input (the last token): digits only, at
    // most 100,000,000; -1 when the token is no such count.
    static int readCount() {
        int count = 0;
        for (int at = 0; at < Io.length; ++at) {
            int b = Io.at(at);
            if (b < '0' || b > '9') return -1;
            count = count * 10 + (b - '0');
            if (count > 100000000) return -1;
        }
        return count;
    }
#endif

    // The value of a cell's character: 1 to 9 for a digit, 0 for an empty
    // cell ('0', '.', '*', '_', '-', 'x', '?'), or -1.
    static int digitValue(int b) {
        if (b >= '1' && b <= '9') return b - '0';
        switch (b) {
            case '0':
            case '.':
            case '*':
            case '_':
            case '-':
            case 'x':
            case '?':
                return 0;
            default:
                return -1;
        }
    }

#if LINES || POJ || LABELLED
    // Reads the last token's `count` cell characters into `cells` from
    // `from`; false at a bad one.
    static boolean readDigits(int count, int from) {
        if (Io.length != count) return false;
        for (int at = 0; at < count; ++at) {
            int value = digitValue(Io.at(at));
            if (value < 0) return false;
            cells[from + at] = value;
        }
        return true;
    }
#endif

#if LETTERS
    // Reads the last token as a row of 16 letters ('A' to 'P', '-' or
    // another empty cell's character but '0') into `cells` from `from`;
    // false when it is no such row.
    static boolean readLetters(int from) {
        if (Io.length != 16) return false;
        for (int at = 0; at < 16; ++at) {
            int b = Io.at(at);
            if (b >= 'A' && b <= 'P') {
                cells[from + at] = b - 'A' + 1;
            } else if (b != '0' && digitValue(b) == 0) {
                cells[from + at] = 0;
            } else {
                return false;
            }
        }
        return true;
    }
#endif

#if CELLS || SIZED
    // The value of the last token as a cell of a board of box size n, or
    // -1: one character as in a 9x9 row on a 9x9 board, else an empty
    // cell's character or a number of one or two digits up to the side.
    static int cellValue(int n) {
        int value;
        if (n == 3 || Io.length == 1) {
            if (Io.length != 1) return -1;
            value = digitValue(Io.at(0));
        } else if (Io.length != 2 || Io.at(0) < '0' || Io.at(0) > '9' || Io.at(1) < '0'
                || Io.at(1) > '9') {
            return -1;
        } else {
            value = (Io.at(0) - '0') * 10 + (Io.at(1) - '0');
        }
        return value <= n * n ? value : -1;
    }
#endif

#if POJ || LABELLED
    // Whether the last token is a row of 9 cell characters.
    static boolean isRow() {
        if (Io.length != 9) return false;
        for (int at = 0; at < 9; ++at) {
            if (digitValue(Io.at(at)) < 0) return false;
        }
        return true;
    }

    // Whether the last token is a line of dashes (two or more), which may
    // stand between cases (HDU 3111's `---`).
    static boolean isDashes() {
        if (Io.length < 2) return false;
        for (int at = 0; at < Io.length; ++at) {
            if (Io.at(at) != '-') return false;
        }
        return true;
    }
#endif

#if !LINES
    // What reading a grid came to: a grid, the end of input before its
    // first token, or a fault (a bad token, or the end of input inside the
    // grid).
    static final int READ_BOARD = 0;
    static final int READ_NOTHING = 1;
    static final int READ_FAULT = 2;

    // Reads the next board of box size n into `cells`.
    static int readBoard(int n) {
        int side = n * n;
#if LETTERS
        for (int row = 0; row < side; ++row) {
            if (!Io.next()) return row == 0 ? READ_NOTHING : READ_FAULT;
            if (!readLetters(row * side)) return READ_FAULT;
        }
#elif POJ || LABELLED
        // Before the first row: lines of dashes, and (labelled) the label
        // line, a first token that is no row and the rest of its line.
#if LABELLED
        int labelLine = 0;
        labelLength = 0;
#endif
        for (;;) {
            if (!Io.next()) {
#if LABELLED
                return labelLine != 0 ? READ_FAULT : READ_NOTHING;
#else
                return READ_NOTHING;
#endif
            }
#if LABELLED
            if (labelLine != 0 && Io.tokenLine == labelLine) {
                if (labelLength + 1 + Io.length > LABEL) return READ_FAULT;
                label[labelLength] = ' ';
                System.arraycopy(Io.input, Io.start, label, labelLength + 1, Io.length);
                labelLength += 1 + Io.length;
                continue;
            }
            if (labelLine != 0 || isRow()) break;
            if (isDashes()) continue;
            if (Io.length > LABEL) return READ_FAULT;
            labelLength = Io.length;
            System.arraycopy(Io.input, Io.start, label, 0, labelLength);
            labelLine = Io.tokenLine;
#else
            if (isRow() || !isDashes()) break;
#endif
        }
        for (int row = 0; row < side; ++row) {
            if (row > 0 && !Io.next()) return READ_FAULT;
            if (!readDigits(side, side * row)) return READ_FAULT;
        }
#else
        for (int cell = 0; cell < side * side; ++cell) {
            if (!Io.next()) return cell == 0 ? READ_NOTHING : READ_FAULT;
            int value = cellValue(n);
            if (value < 0) return READ_FAULT;
            cells[cell] = value;
        }
#endif
        return READ_BOARD;
    }
#endif

#if !LINES && !SIZED
    // The box size of every board of the input: 16x16 boards of letters,
    // else 9x9 grids.
#if LETTERS
    static final int BOX = 4;
#else
    static final int BOX = 3;
#endif
#endif

    // Reads and answers the whole input.
    static void run() {
#if LINES
        // A line that holds a token is one puzzle: a token more on it makes
        // the line malformed, as a stray blank inside it does.
        while (Io.next() && !Io.is("end")) {
            boolean good = readDigits(81, 0);
            while (Io.moreOnLine()) {
                Io.next();
                good = false;
            }
            if (good) {
                answer(3);
            } else {
                answerInvalid();
            }
        }
#elif COUNTED
        if (!Io.next()) return;
        int count = readCount();
        if (count < 0) {
            malformed = true;
            return;
        }
        for (int puzzle = 0; puzzle < count; ++puzzle) {
            if (readBoard(BOX) != READ_BOARD) {
                malformed = true;
                return;
            }
            answer(BOX);
        }
#elif SIZED
        while (Io.next()) {
            if (Io.length != 1 || Io.at(0) < '1' || Io.at(0) > '5') {
                malformed = true;
                return;
            }
            int n = Io.at(0) - '0';
            if (readBoard(n) != READ_BOARD) {
                malformed = true;
                return;
            }
            answer(n);
        }
#else
        for (;;) {
            int read = readBoard(BOX);
            if (read == READ_NOTHING) return;
            if (read == READ_FAULT) {
                malformed = true;
                return;
            }
            answer(BOX);
        }
#endif
    }

    public static void main(String[] args) throws java.io.IOException {
        Io.readInput();
        run();
#if SHAPE_CORNER
        Io.putNumber(corners);
        Io.put('\n');
#endif
        Io.flush();
        System.out.flush();
        System.exit(malformed ? 2 : unsolved ? 1 : 0);
    }
}

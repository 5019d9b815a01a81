// The program of one judge preset: reads the judge's input from stdin (the
// scanner is io's), answers every puzzle as `sudoku --judge NAME` does, on
// stdout (the search is solver9's or boards', the highest score best9's),
// and exits as it does: 2 when the input is malformed, else 1 when a
// puzzle to be solved has no solution, else 0. scripts/bundle keeps the
// branches of the preset's format (LINES, POJ, CELLS, SIZED, LABELLED,
// LETTERS; COUNTED when a count leads), mode (MODE_SOLVE, MODE_SMALLEST,
// MODE_UNIQUE, MODE_EXACT, MODE_COMPLETE, MODE_CLASSIFY, MODE_VERIFY,
// MODE_TARGET), answer shape (SHAPE_LINE, SHAPE_ROWS, SHAPE_SPACED,
// SHAPE_LETTERS, SHAPE_CORNER), separator (BLANK_BETWEEN, BLANK_AFTER,
// LINE_BETWEEN) and heading (HEADING_NUMBERED, HEADING_LABEL), and writes
// its texts (the no-solution line, the words of a classification or a
// verdict, the separator line, the text around a case number) as string
// literals in place of the names ending in _TEXT.

#if CHECKER
// What checker.hpp does with each case, as the program answers it: the
// answer is written to io's buffer alone, from its start, and judged.
namespace judging {
#if !SHAPE_CORNER
static void begin_case();
static void heading_written();
#endif
static void judge_case(int n);
}  // namespace judging
#endif

namespace program {

// The largest board: 25x25.
static const int MAX_CELLS = 625;

// The puzzle being answered, row by row (0 for an empty cell), and its
// solution.
static unsigned char cells[MAX_CELLS];
#if !MODE_VERIFY && !MODE_CLASSIFY && !MODE_TARGET
static unsigned char solution[MAX_CELLS];
#endif

#if LABELLED
// The label line the input gave the puzzle (its tokens joined by single
// spaces; empty when none). One longer than LABEL bytes is malformed, as
// in the binary: its answer must echo it whole.
static const size_t LABEL = 256;
static unsigned char label[LABEL];
static size_t label_length = 0;
#endif

// Whether the input was malformed, and whether a puzzle had no solution.
static bool malformed = false;
static bool unsolved = false;

#if SHAPE_CORNER
// The numbers the first three cells of each solution make, added up, in
// two parts (C++98 has no `long long`): corners_high * 10^9 + corners_low.
static unsigned int corners_high = 0;
static unsigned int corners_low = 0;

// Adds the number the first three cells of the solution make to the sum.
static void add_corner() {
    corners_low += solution[0] * 100u + solution[1] * 10u + solution[2];
    if (corners_low >= 1000000000u) {
        corners_low -= 1000000000u;
        ++corners_high;
    }
}

// Writes the sum of the corners, after the last puzzle.
static void put_corners() {
    if (corners_high == 0) {
        io::put_number(corners_low);
    } else {
        io::put_number(corners_high);
        char *at = io::room(9);
        unsigned int low = corners_low;
        for (int digit = 8; digit >= 0; --digit) {
            at[digit] = static_cast<char>('0' + low % 10);
            low /= 10;
        }
        io::output_size += 9;
    }
    *io::room(1) = '\n';
    ++io::output_size;
}
#else
// Answers written so far, for what stands between them and their numbers.
static unsigned int answered = 0;

// What goes before an answer: what stands between it and the one before,
// then its heading.
static void begin_answer() {
#if BLANK_BETWEEN
    if (answered > 0) {
        *io::room(1) = '\n';
        ++io::output_size;
    }
#elif LINE_BETWEEN
    if (answered > 0) io::put_line(SEPARATOR_TEXT);
#endif
#if HEADING_NUMBERED
    io::put_bytes(CASE_BEFORE_TEXT, strlen(CASE_BEFORE_TEXT));
    io::put_number(answered + 1);
    io::put_bytes(CASE_AFTER_TEXT, strlen(CASE_AFTER_TEXT));
#elif HEADING_LABEL
    if (label_length > 0) {
        io::put_bytes(label, label_length);
        *io::room(1) = '\n';
        ++io::output_size;
    }
#endif
}

// What goes after an answer.
static void end_answer() {
    ++answered;
#if BLANK_AFTER
    *io::room(1) = '\n';
    ++io::output_size;
#endif
}
#endif

#if (MODE_SOLVE && !SHAPE_CORNER) || MODE_COMPLETE || MODE_SMALLEST || MODE_UNIQUE || MODE_EXACT
// Writes the solution of a board of box size `n` (side n*n).
static void put_solution(int n) {
    int side = n * n;
#if SHAPE_LINE
    char *at = io::room(side * side + 1);
    for (int cell = 0; cell < side * side; ++cell) at[cell] = static_cast<char>('0' + solution[cell]);
    at[side * side] = '\n';
    io::output_size += side * side + 1;
#elif SHAPE_ROWS || SHAPE_LETTERS
#if SHAPE_ROWS
    const char first = '0';
#else
    const char first = 'A' - 1;
#endif
    for (int row = 0; row < side; ++row) {
        char *at = io::room(side + 1);
        for (int column = 0; column < side; ++column) {
            at[column] = static_cast<char>(first + solution[row * side + column]);
        }
        at[side] = '\n';
        io::output_size += side + 1;
    }
#elif SHAPE_SPACED
    for (int cell = 0; cell < side * side; ++cell) {
#if SIZED
        io::put_number(solution[cell]);
#else
        *io::room(1) = static_cast<char>('0' + solution[cell]);
        ++io::output_size;
#endif
        *io::room(1) = cell % side == side - 1 ? '\n' : ' ';
        ++io::output_size;
    }
#endif
}
#endif

#if MODE_CLASSIFY
// Solutions of the 9x9 grid in `cells`, counted up to `limit`.
static unsigned int count(unsigned int limit) {
    unsigned char found[81];
    return solver9::solve(cells, found, limit);
}
#elif !MODE_VERIFY && !MODE_TARGET
// Solutions of the board of box size `n` in `cells`, counted up to
// `limit`; the first found (with `smallest`, the smallest) is in
// `solution`.
static unsigned int search(int n, unsigned int limit, bool smallest) {
#if GRID9
    (void)n;
    (void)smallest;
    return solver9::solve(cells, solution, limit);
#else
    return boards::solve(n, cells, solution, limit, smallest ? 1 : 0);
#endif
}
#endif

#if MODE_CLASSIFY || MODE_VERIFY
// Whether no digit is given twice in a row, column or box of the 9x9 grid
// in `cells` (empty cells aside).
static bool consistent() {
    unsigned int rows[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
    unsigned int columns[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
    unsigned int boxes[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
    for (int cell = 0; cell < 81; ++cell) {
        if (cells[cell] == 0) continue;
        int row = cell / 9, column = cell % 9, box = row / 3 * 3 + column / 3;
        unsigned int digit = 1u << cells[cell];
        if ((rows[row] | columns[column] | boxes[box]) & digit) return false;
        rows[row] |= digit;
        columns[column] |= digit;
        boxes[box] |= digit;
    }
    return true;
}
#endif

#if MODE_SMALLEST
// Puts the smallest solution in cell order (row by row, smallest value
// first) of the board of box size `n` in `solution`, as the binary finds
// it; false when there is none. A first solution is found; then each
// empty cell in turn takes the smallest value below that solution's that
// still leaves a solution (the one found taking its place), else keeps
// the solution's: guessing in cell order instead wandered for minutes on
// some 9x9 boards of 10 givens without a solution. A 16x16 board, known
// to have a solution, is searched in cell order.
static bool smallest(int n) {
    if (search(n, 1, false) == 0) return false;
    if (n == 4) return search(n, 1, true) == 1;
    for (int cell = 0; cell < n * n * n * n; ++cell) {
        if (cells[cell] != 0) continue;
        for (int value = 1; value < solution[cell]; ++value) {
            cells[cell] = static_cast<unsigned char>(value);
            if (search(n, 1, false) == 1) break;
        }
        cells[cell] = solution[cell];
    }
    return true;
}
#endif

// Answers the board of box size `n` in `cells`.
static void answer(int n) {
#if SHAPE_CORNER
    // Nothing is written for the puzzle: its solution's corner goes into
    // the sum written after the last.
    if (search(n, 1, false) == 1) {
        add_corner();
    } else {
        unsolved = true;
    }
#if CHECKER
    judging::judge_case(n);
#endif
#else
#if CHECKER
    judging::begin_case();
#endif
    begin_answer();
#if CHECKER
    judging::heading_written();
#endif
#if MODE_SOLVE
    if (search(n, 1, false) == 1) {
        put_solution(n);
    } else {
        io::put_line(NO_SOLUTION_TEXT);
        unsolved = true;
    }
#elif MODE_COMPLETE
    // As in solving, but the no-solution line is an answer like another.
    if (search(n, 1, false) == 1) {
        put_solution(n);
    } else {
        io::put_line(NO_SOLUTION_TEXT);
    }
#elif MODE_SMALLEST
    if (smallest(n)) {
        put_solution(n);
    } else {
        io::put_line(NO_SOLUTION_TEXT);
    }
#elif MODE_UNIQUE
    unsigned int found = search(n, 2, false);
    if (found == 1) {
        put_solution(n);
    } else {
        io::put_line(found == 0 ? NO_SOLUTION_TEXT : SEVERAL_TEXT);
    }
#elif MODE_EXACT
    // Counted to one more than the limit: exactly the limit is no `+`.
    const unsigned int limit = 1000000;
    unsigned int found = search(n, limit + 1, false);
    io::put_number(found > limit ? limit : found);
    io::put_line(found > limit ? "+" : "");
    if (found == 1) put_solution(n);
#elif MODE_CLASSIFY
    // A broken rule first, then the solutions counted to two.
    (void)n;
    if (!consistent()) {
        io::put_line(NO_TEXT);
    } else {
        unsigned int found = count(2);
        io::put_line(found == 0 ? NO_SOLUTION_TEXT : found == 1 ? UNIQUE_TEXT : SEVERAL_TEXT);
    }
#elif MODE_VERIFY
    // A solution: every cell filled, and no digit twice in a unit.
    (void)n;
    bool filled = true;
    for (int cell = 0; cell < 81; ++cell) filled = filled && cells[cell] != 0;
    io::put_line(filled && consistent() ? YES_TEXT : NO_TEXT);
#elif MODE_TARGET
    // The highest score over the solutions, or the no-solution line.
    (void)n;
    unsigned int score = 0;
    if (best9::best_score(cells, score)) {
        io::put_number(score);
        *io::room(1) = '\n';
        ++io::output_size;
    } else {
        io::put_line(NO_SOLUTION_TEXT);
    }
#endif
    end_answer();
#if CHECKER
    judging::judge_case(n);
#endif
#endif
}

#if LINES
// Answers a malformed puzzle of a line format: a placeholder in its place,
// and the batch goes on.
static void answer_invalid() {
#if CHECKER
    judging::begin_case();
#endif
    begin_answer();
#if CHECKER
    judging::heading_written();
#endif
    io::put_line("invalid");
    end_answer();
#if CHECKER
    judging::judge_case(0);
#else
    malformed = true;
#endif
}
#endif

#if COUNTED
// Reads the count that leads the input: digits only, at most 100,000,000.
// False when the token is no such count.
static bool read_count(const io::Token &token, unsigned int &count) {
    count = 0;
    for (size_t at = 0; at < token.length; ++at) {
        unsigned char byte = token.bytes[at];
        if (byte < '0' || byte > '9') return false;
        count = count * 10 + (byte - '0');
        if (count > 100000000) return false;
    }
    return true;
}
#endif

// The characters of an empty cell: all of them on a 9x9 grid, all but
// '0' on a board of letters.
static bool is_empty(unsigned char byte) {
    return byte != 0 && strchr("0.*_-x?", byte) != 0;
}

#if LINES || POJ || CELLS || SIZED || LABELLED
// The value of a 9x9 cell's character: 1 to 9 for a digit, 0 for an empty
// cell, or -1.
static int digit_value(unsigned char byte) {
    if (byte >= '1' && byte <= '9') return byte - '0';
    return is_empty(byte) ? 0 : -1;
}
#endif

#if LINES || POJ || LABELLED
// Reads `length` cell characters into `into`; false at a bad one.
static bool read_digits(const io::Token &token, size_t length, unsigned char *into) {
    if (token.length != length) return false;
    for (size_t at = 0; at < length; ++at) {
        int value = digit_value(token.bytes[at]);
        if (value < 0) return false;
        into[at] = static_cast<unsigned char>(value);
    }
    return true;
}
#endif

#if LETTERS
// Reads a row of 16 letters ('A' to 'P', '-' or another empty cell's
// character but '0') into `into`; false when the token is no such row.
static bool read_letters(const io::Token &token, unsigned char *into) {
    if (token.length != 16) return false;
    for (int at = 0; at < 16; ++at) {
        unsigned char byte = token.bytes[at];
        if (byte >= 'A' && byte <= 'P') {
            into[at] = static_cast<unsigned char>(byte - 'A' + 1);
        } else if (byte != '0' && is_empty(byte)) {
            into[at] = 0;
        } else {
            return false;
        }
    }
    return true;
}
#endif

#if CELLS || SIZED
// The value of a one-token cell of a board of box size `n`, or -1: one
// character as in a 9x9 row on a 9x9 board, else an empty cell's
// character or a number of one or two digits up to the side.
static int cell_value(const io::Token &token, int n) {
    if (n == 3 || token.length == 1) {
        if (token.length != 1) return -1;
        int value = digit_value(token.bytes[0]);
        return value <= n * n ? value : -1;
    }
    if (token.length != 2 || token.bytes[0] < '0' || token.bytes[0] > '9' ||
        token.bytes[1] < '0' || token.bytes[1] > '9') {
        return -1;
    }
    int value = (token.bytes[0] - '0') * 10 + (token.bytes[1] - '0');
    return value <= n * n ? value : -1;
}
#endif

#if POJ || LABELLED
// Whether `token` is a row of 9 cell characters.
static bool is_row(const io::Token &token) {
    if (token.length != 9) return false;
    for (int at = 0; at < 9; ++at) {
        if (digit_value(token.bytes[at]) < 0) return false;
    }
    return true;
}

// Whether `token` is a line of dashes (two or more), which may stand
// between cases (HDU 3111's `---`).
static bool is_dashes(const io::Token &token) {
    if (token.length < 2) return false;
    for (size_t at = 0; at < token.length; ++at) {
        if (token.bytes[at] != '-') return false;
    }
    return true;
}
#endif

#if !LINES
// What reading a board came to.
enum Read { READ_BOARD, READ_NOTHING, READ_FAULT };

// Reads the board of box size `n` into `cells`: a board, the end of input
// before its first token, or a fault (a bad token, or the end of input
// inside the board).
static Read read_board(int n) {
    io::Token token;
    int side = n * n;
#if LETTERS
    for (int row = 0; row < side; ++row) {
        if (!io::next(token)) return row == 0 ? READ_NOTHING : READ_FAULT;
        if (!read_letters(token, cells + row * side)) return READ_FAULT;
    }
#elif POJ || LABELLED
    // Before the first row: lines of dashes, and (labelled) the label
    // line, a first token that is no row and the rest of its line.
#if LABELLED
    size_t label_line = 0;
    label_length = 0;
#endif
    for (;;) {
        if (!io::next(token)) {
#if LABELLED
            return label_line != 0 ? READ_FAULT : READ_NOTHING;
#else
            return READ_NOTHING;
#endif
        }
#if LABELLED
        if (label_line != 0 && token.line == label_line) {
            if (label_length + 1 + token.length > LABEL) return READ_FAULT;
            label[label_length] = ' ';
            memcpy(label + label_length + 1, token.bytes, token.length);
            label_length += 1 + token.length;
            continue;
        }
        if (label_line != 0 || is_row(token)) break;
        if (is_dashes(token)) continue;
        if (token.length > LABEL) return READ_FAULT;
        label_length = token.length;
        memcpy(label, token.bytes, label_length);
        label_line = token.line;
#else
        if (is_row(token) || !is_dashes(token)) break;
#endif
    }
    for (int row = 0; row < side; ++row) {
        if (row > 0 && !io::next(token)) return READ_FAULT;
        if (!read_digits(token, side, cells + row * side)) return READ_FAULT;
    }
#else
    for (int cell = 0; cell < side * side; ++cell) {
        if (!io::next(token)) return cell == 0 ? READ_NOTHING : READ_FAULT;
        int value = cell_value(token, n);
        if (value < 0) return READ_FAULT;
        cells[cell] = static_cast<unsigned char>(value);
    }
#endif
    return READ_BOARD;
}
#endif

#if !LINES && !SIZED
// The box size of every board of the input: 16x16 boards of letters, else
// 9x9 grids.
#if LETTERS
static const int BOX = 4;
#else
static const int BOX = 3;
#endif
#endif

// Reads and answers the whole input.
static void run() {
#if LINES || COUNTED || SIZED
    io::Token token;
#endif
#if LINES
    // A line that holds a token is one puzzle: a token more on it makes
    // the line malformed, as a stray blank inside it does.
    while (io::next(token) && !io::is(token, "end")) {
        bool good = read_digits(token, 81, cells);
        while (io::more_on_line()) {
            io::next(token);
            good = false;
        }
        if (good) {
            answer(3);
        } else {
            answer_invalid();
        }
    }
#elif COUNTED
    unsigned int count;
    if (!io::next(token)) return;
    if (!read_count(token, count)) {
        malformed = true;
        return;
    }
    for (unsigned int puzzle = 0; puzzle < count; ++puzzle) {
        if (read_board(BOX) != READ_BOARD) {
            malformed = true;
            return;
        }
        answer(BOX);
    }
#elif SIZED
    while (io::next(token)) {
        if (token.length != 1 || token.bytes[0] < '1' || token.bytes[0] > '5') {
            malformed = true;
            return;
        }
        int n = token.bytes[0] - '0';
        if (read_board(n) != READ_BOARD) {
            malformed = true;
            return;
        }
        answer(n);
    }
#else
    for (;;) {
        Read read = read_board(BOX);
        if (read == READ_NOTHING) return;
        if (read == READ_FAULT) {
            malformed = true;
            return;
        }
        answer(BOX);
    }
#endif
}

}  // namespace program

#if !CHECKER
int main() {
    if (!io::read_input()) return 2;
    program::run();
#if SHAPE_CORNER
    program::put_corners();
#endif
    io::flush();
    return program::malformed ? 2 : program::unsolved ? 1 : 0;
}
#endif

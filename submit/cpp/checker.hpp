// The checker of one judge preset, as `sudoku check --judge NAME` judges:
// the program's own readers, search and layout (main.cpp, built with
// CHECKER) answer each case of INPUT into io's buffer, and each answer of
// the contestant's OUTPUT is held to the problem's rule. When solving, any
// grid that keeps the givens and repeats no value is right, and the
// no-solution line exactly when there is none; where the rule allows one
// answer, it must be ours. Tokens are compared, any whitespace between
// them. The verdict and its message are sudoku check's: the first case not
// accepted and the summary (`case 2: wrong answer: ...; accepted 1 of 2
// cases`), or the summary alone. Two fronts read the files and report:
// testlib.h's (FRONT_TESTLIB: only registerTestlibCmd, inf and ouf's
// readLine and eof, and quitf are used), or a Kattis output validator's. Built with CHECKER, main.cpp calls this at each case and leaves
// main to it, and io.hpp leaves reading stdin out: INPUT is put in io's
// buffer here.
#if FRONT_TESTLIB
#include "testlib.h"
#endif
#include <string>
#include <vector>

namespace judging {

typedef std::vector<std::string> Tokens;

// The contestant's tokens, and the next one to judge.
static Tokens output;
static size_t at = 0;

// Cases read, cases accepted, and the first line not accepted.
static unsigned int cases = 0;
static unsigned int accepted = 0;
static std::string rejected;

#if !SHAPE_CORNER
// Where the answer being judged starts in io's buffer, past what stands
// before it (a separator line, a heading).
static size_t answer_from = 0;

// The case's givens, kept before the search answers it (the smallest
// solution's search fills the program's cells as it goes).
static unsigned char givens[program::MAX_CELLS];
#endif

// The tokens of `length` bytes at `bytes`, cut at whitespace as sudoku
// check cuts them (space, tab, line feed, vertical tab, form feed,
// carriage return), appended to `tokens`.
static void cut(const char *bytes, size_t length, Tokens &tokens) {
    size_t start = 0;
    for (size_t i = 0; i <= length; ++i) {
        bool space = i == length || bytes[i] == ' ' || (bytes[i] >= '\t' && bytes[i] <= '\r');
        if (!space) continue;
        if (i > start) tokens.push_back(std::string(bytes + start, i - start));
        start = i + 1;
    }
}

#if !SHAPE_CORNER
// The tokens of `text`.
static Tokens tokens_of(const char *text) {
    Tokens tokens;
    cut(text, strlen(text), tokens);
    return tokens;
}
#endif

// Whether the contestant's tokens from `from` start with `words`.
static bool starts_with(size_t from, const Tokens &words) {
    if (output.size() - from < words.size()) return false;
    for (size_t i = 0; i < words.size(); ++i) {
        if (output[from + i] != words[i]) return false;
    }
    return true;
}

// `value` in decimal.
static std::string number(size_t value) {
    char digits[24];
    snprintf(digits, sizeof digits, "%lu", static_cast<unsigned long>(value));
    return digits;
}

// `bytes` as UTF-8, each ill-formed part (the longest start of a sequence
// that could still have been well-formed, or one byte) as U+FFFD, as
// Rust's String::from_utf8_lossy writes it.
static std::string lossy(const std::string &bytes) {
    std::string out;
    size_t i = 0, n = bytes.size();
    while (i < n) {
        unsigned char b = static_cast<unsigned char>(bytes[i]);
        size_t need = 0;
        unsigned char low = 0x80, high = 0xbf;
        if (b < 0x80) {
            out += bytes[i++];
            continue;
        } else if (b >= 0xc2 && b <= 0xdf) {
            need = 1;
        } else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            if (b == 0xe0) low = 0xa0;
            if (b == 0xed) high = 0x9f;
        } else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            if (b == 0xf0) low = 0x90;
            if (b == 0xf4) high = 0x8f;
        } else {
            out += "\xef\xbf\xbd";
            ++i;
            continue;
        }
        size_t j = i + 1;
        for (size_t k = 0; k < need; ++k, ++j) {
            if (j >= n) break;
            unsigned char c = static_cast<unsigned char>(bytes[j]);
            unsigned char lo = k == 0 ? low : 0x80, hi = k == 0 ? high : 0xbf;
            if (c < lo || c > hi) break;
        }
        if (j - i == need + 1) {
            out += bytes.substr(i, need + 1);
        } else {
            out += "\xef\xbf\xbd";
        }
        i = j;
    }
    return out;
}

// A token for a message: quoted when short and printable, else by its
// length.
static std::string show_token(const std::string &token) {
    bool printable = token.size() <= 24;
    for (size_t i = 0; printable && i < token.size(); ++i) {
        unsigned char b = static_cast<unsigned char>(token[i]);
        printable = b >= 0x21 && b <= 0x7e;
    }
    if (printable) return "'" + token + "'";
    // sudoku check keeps no more of a token than could be right.
    if (token.size() > 16384) return "a token of more than 16384 bytes";
    return "a token of " + number(token.size()) + " bytes";
}

// An answer's tokens [from, from + length) of `tokens` for a message: a
// printable one quoted whole, one that holds a grid of `grid` tokens as
// `a grid` (after its count, where one comes first), else by its tokens'
// number and the first's length.
static std::string show_answer(const Tokens &tokens, size_t from, size_t length, size_t grid) {
    if (length == 0) return "the end of the output";
    if (length > grid) return "'" + lossy(tokens[from]) + "' and a grid";
    if (length == grid && length > 1) return "a grid";
    // Quoted whole when printable and not a great many bytes.
    std::string joined;
    bool printable = true;
    for (size_t i = 0; i < length; ++i) {
        const std::string &token = tokens[from + i];
        printable = printable && token.size() <= 1024;
        for (size_t k = 0; printable && k < token.size(); ++k) {
            unsigned char b = static_cast<unsigned char>(token[k]);
            printable = b >= 0x21 && b <= 0x7e;
        }
        if (i > 0) joined += ' ';
        joined += token;
    }
    if (printable) return "'" + joined + "'";
    if (length == 1) return show_token(tokens[from]);
    return number(length) + " tokens, the first " + show_token(tokens[from]);
}

// Notes the case `number` (from 1; 0 for what is outside every case) not
// accepted, for `message`.
static void reject(unsigned int number, const std::string &message) {
    if (!rejected.empty()) return;
    std::string line = number > 0 ? "case " + judging::number(number) + ": " : "";
    rejected = line + (message == "answer missing" ? message : "wrong answer: " + message);
}

#if !SHAPE_CORNER
// A value as the answer shape writes it: a letter (`A` for 1) on boards
// of letters, else the number.
static std::string show_value(int value) {
#if SHAPE_LETTERS
    return std::string(1, static_cast<char>('A' + value - 1));
#else
    return number(value);
#endif
}

// How many tokens a grid of `side` cells a side takes.
static size_t grid_tokens(int side) {
#if SHAPE_LINE
    (void)side;
    return 1;
#elif SHAPE_SPACED
    return side * side;
#else
    return side;
#endif
}

#if !SHAPE_SPACED
// The value a character stands for in a row or line, or 0.
static int character(unsigned char byte, int side) {
#if SHAPE_LETTERS
    int value = byte >= 'A' ? byte - 'A' + 1 : 0;
#else
    int value = byte >= '0' ? byte - '0' : 0;
#endif
    return value >= 1 && value <= side ? value : 0;
}
#endif

// Reads the cells of a `side` x `side` grid from the `length` tokens of
// `tokens` at `from` (the grid's tokens, or fewer when the output ended)
// into `values`; false, with `message` saying what is wrong, when they
// are no such grid.
static bool read(const Tokens &tokens, size_t from, size_t length, int side,
                 std::vector<int> &values, std::string &message) {
    values.clear();
    std::string range = show_value(1) + "-" + show_value(side);
    for (size_t index = 0; index < length; ++index) {
        const std::string &token = tokens[from + index];
#if SHAPE_LINE || SHAPE_ROWS || SHAPE_LETTERS
#if SHAPE_LINE
        size_t wanted = side * side;
#else
        size_t wanted = side;
#endif
        bool all = token.size() == wanted;
        for (size_t i = 0; all && i < token.size(); ++i) {
            all = character(static_cast<unsigned char>(token[i]), side) != 0;
        }
        if (!all) {
#if SHAPE_LINE
            message = "expected a line of " + number(side * side) + " digits " + range;
#elif SHAPE_LETTERS
            message = "row " + number(index + 1) + ": expected " + number(side) + " letters " + range;
#else
            message = "row " + number(index + 1) + ": expected " + number(side) + " digits " + range;
#endif
            message += ", found " + show_token(token);
            return false;
        }
        for (size_t i = 0; i < token.size(); ++i) {
            values.push_back(character(static_cast<unsigned char>(token[i]), side));
        }
#else
        int value = 0;
        bool digits = !token.empty() && token.size() <= 3;
        for (size_t i = 0; digits && i < token.size(); ++i) {
            digits = token[i] >= '0' && token[i] <= '9';
            value = value * 10 + (token[i] - '0');
        }
        if (!digits || value < 1 || value > side) {
            message = "row " + number(index / side + 1) + " column " + number(index % side + 1) +
                      ": expected a number " + range + ", found " + show_token(token);
            return false;
        }
        values.push_back(value);
#endif
    }
    if (length < grid_tokens(side)) {
#if SHAPE_SPACED
        std::string units = number(side * side) + " cells";
#else
        std::string units = number(side) + " rows";
#endif
        message = "the output ends after " + number(length) + " of the grid's " + units;
        return false;
    }
    return true;
}

// Whether `values` (a complete grid of box size `n`) solve the puzzle of
// `givens`: else `message` says the first given changed, or the first
// value met twice in a row, column or box, in row order.
static bool verify(int n, const std::vector<int> &values, std::string &message) {
    int side = n * n;
    for (int cell = 0; cell < side * side; ++cell) {
        if (givens[cell] != 0 && givens[cell] != values[cell]) {
            message = "the given " + show_value(givens[cell]) + " at row " + number(cell / side + 1) +
                      " column " + number(cell % side + 1) + " was changed to " +
                      show_value(values[cell]);
            return false;
        }
    }
    std::vector<unsigned int> seen(3 * side, 0);
    for (int cell = 0; cell < side * side; ++cell) {
        int row = cell / side, column = cell % side, box = row / n * n + column / n;
        int units[3] = {row, column, box};
        unsigned int bit = 1u << values[cell];
        if (!((seen[row] | seen[side + column] | seen[2 * side + box]) & bit)) {
            seen[row] |= bit;
            seen[side + column] |= bit;
            seen[2 * side + box] |= bit;
            continue;
        }
        // The earlier cell, in the row first, then the column, then the box.
        int unit = 2, first = 0;
        bool found = false;
        for (int u = 0; u < 3 && !found; ++u) {
            for (int earlier = 0; earlier < cell; ++earlier) {
                int r = earlier / side, c = earlier % side;
                int of[3] = {r, c, r / n * n + c / n};
                if (values[earlier] == values[cell] && of[u] == units[u]) {
                    unit = u;
                    first = earlier;
                    found = true;
                    break;
                }
            }
        }
        // Said of the cell the contestant filled: the later one, unless it
        // is a given and the earlier is not.
        int holder = cell, other = first;
        if (givens[cell] != 0 && givens[first] == 0) {
            holder = first;
            other = cell;
        }
        std::string r = number(holder / side + 1), c = number(holder % side + 1);
        std::string other_row = number(other / side + 1), other_column = number(other % side + 1);
        message = "row " + r + " column " + c + " holds " + show_value(values[cell]);
        if (unit == 0) {
            message += ", which is already in row " + r + " at column " + other_column;
        } else if (unit == 1) {
            message += ", which is already in column " + c + " at row " + other_row;
        } else {
            message += ", which is already in its box at row " + other_row + " column " + other_column;
        }
        return false;
    }
    return true;
}

// Whether the contestant's tokens at `from` (at most a grid's) are a grid
// that solves the puzzle of box size `n`: its cells in `values`, or what
// is wrong in `message`.
static bool solves(size_t from, int n, std::vector<int> &values, std::string &message) {
    size_t wanted = grid_tokens(n * n);
    size_t end = from + wanted < output.size() ? from + wanted : output.size();
    if (from > end) from = end;
    return read(output, from, end - from, n * n, values, message) && verify(n, values, message);
}
#endif

#if !SHAPE_CORNER
// Called before a case is answered: its givens are kept, and its answer
// goes to io's buffer alone.
static void begin_case() {
    memcpy(givens, program::cells, sizeof givens);
    io::output_size = 0;
}

// Called when what stands before the answer has been written.
static void heading_written() { answer_from = io::output_size; }
#endif

#if SHAPE_CORNER
// Counts a case: the corners' sum is judged after the last.
static void judge_case(int) { ++cases; }
#else
// Judges the contestant's answer to the case just answered, of box size
// `n` (0: a malformed line, answered `invalid`).
static void judge_case(int n) {
    unsigned int case_number = ++cases;
    Tokens start, ours;
    cut(io::output, answer_from, start);
    cut(io::output + answer_from, io::output_size - answer_from, ours);
    std::string heading;
    if (starts_with(at, start)) {
        at += start.size();
    } else if (at < output.size()) {
        size_t found = output.size() - at < start.size() ? output.size() - at : start.size();
        heading = "expected " + show_answer(start, 0, start.size(), static_cast<size_t>(-1)) +
                  " before the answer, found " +
                  show_answer(output, at, found, static_cast<size_t>(-1));
    }
    size_t left = output.size() - at;
    if (left == 0) {
        reject(case_number, "answer missing");
        return;
    }
    std::string wrong;
    size_t used = 0;
    if (n == 0) {
        used = 1;
        if (output[at] != "invalid") {
            wrong = "expected 'invalid' (the input's puzzle is malformed), found " +
                    show_token(output[at]);
        }
    } else {
        int side = n * n;
        size_t grid = grid_tokens(side);
        size_t grid_length = grid < left ? grid : left;
        std::vector<int> values;
        std::string message;
#if MODE_SOLVE || MODE_COMPLETE
        // Any solution; the no-solution line only when there is none.
        Tokens none = tokens_of(NO_SOLUTION_TEXT);
        bool solvable = ours != none;
        if (starts_with(at, none)) {
            used = none.size();
            if (solvable) {
                wrong = std::string("expected a grid, found '") + NO_SOLUTION_TEXT +
                        "' (the puzzle has a solution)";
            }
        } else {
            used = grid_length;
            if (!solves(at, n, values, message)) {
                if (!solvable) {
                    std::string ignored;
                    std::string found = read(output, at, grid_length, side, values, ignored)
                                            ? "a grid"
                                            : show_token(output[at]);
                    wrong = std::string("expected '") + NO_SOLUTION_TEXT + "', found " + found;
                } else {
                    wrong = message;
                }
            }
        }
#else
        // One right answer: ours.
        if (starts_with(at, ours)) {
            used = ours.size();
        } else {
            // Where their answer ends: one of the layout's lines, a count
            // (with its grid after a 1), or else a grid, where the mode
            // answers with grids, else as many tokens as ours.
            const char *phrases[5] = {NO_SOLUTION_TEXT, SEVERAL_TEXT, UNIQUE_TEXT, YES_TEXT, NO_TEXT};
            Tokens phrase;
            for (int i = 0; i < 5 && phrase.empty(); ++i) {
                Tokens words = tokens_of(phrases[i]);
                if (!words.empty() && starts_with(at, words)) phrase = words;
            }
            const std::string &first = output[at];
            bool count = !first.empty();
            for (size_t i = 0; i < first.size(); ++i) count = count && first[i] >= '0' && first[i] <= '9';
            size_t theirs;
#if MODE_EXACT
            bool count_first = true;
#else
            bool count_first = false;
#endif
#if MODE_CLASSIFY || MODE_VERIFY || MODE_TARGET
            bool gridless = true;
#else
            bool gridless = false;
#endif
            if (!phrase.empty()) {
                theirs = phrase.size();
            } else if (count_first && count) {
                theirs = first == "1" ? 1 + grid : 1;
            } else if (gridless) {
                theirs = ours.size();
            } else {
                theirs = grid;
            }
            if (theirs > left) theirs = left;
            // Where both are a grid, say what is wrong with theirs.
            bool ours_grid = false;
            size_t from = 0, ours_from = 0;
#if MODE_SMALLEST || MODE_UNIQUE
            bool phrase_ours = false;
            for (int i = 0; i < 5; ++i) {
                Tokens words = tokens_of(phrases[i]);
                if (!words.empty() && words == ours) phrase_ours = true;
            }
            ours_grid = !phrase_ours && phrase.empty();
#elif MODE_EXACT
            ours_grid = ours[0] == "1" && first == ours[0];
            from = ours_from = 1;
#endif
            if (ours_grid) {
                std::vector<int> solution;
                std::string ignored;
                read(ours, ours_from, ours.size() - ours_from, side, solution, ignored);
                if (!solves(at + from, n, values, message)) {
                    wrong = message;
                } else {
                    int cell = 0;
                    while (cell < side * side && values[cell] == solution[cell]) ++cell;
                    if (cell == side * side) cell = 0;
#if MODE_SMALLEST
                    wrong = "not the smallest solution: ";
#endif
                    wrong += "row " + number(cell / side + 1) + " column " + number(cell % side + 1) +
                             " holds " + show_value(values[cell]) + ", where the answer has " +
                             show_value(solution[cell]);
                }
                used = from + grid_length;
            } else {
                used = theirs;
                wrong = "expected " + show_answer(ours, 0, ours.size(), grid) + ", found " +
                        show_answer(output, at, theirs, grid);
            }
        }
#endif
    }
    if (used < 1) used = 1;
    at += used < left ? used : left;
    if (!heading.empty()) wrong = heading;
    if (wrong.empty()) {
        ++accepted;
    } else {
        reject(case_number, wrong);
    }
}
#endif

// Judges what is past the last case (the corners' sum first, where the
// answer is one); whether every case is right, with the message: the
// summary, after the first line not accepted if there is one.
static bool finish(std::string &message) {
#if SHAPE_CORNER
    Tokens want;
    io::output_size = 0;
    program::put_corners();
    cut(io::output, io::output_size, want);
    if (starts_with(0, want)) {
        accepted = cases;
    } else {
        size_t found = output.size() < want.size() ? output.size() : want.size();
        reject(0, "expected the sum " + show_answer(want, 0, want.size(), static_cast<size_t>(-1)) +
                      ", found " + show_answer(output, 0, found, static_cast<size_t>(-1)));
    }
    at = want.size() < output.size() ? want.size() : output.size();
#endif
    if (at < output.size()) reject(0, "extra output after the last case: " + show_token(output[at]));
    message = "accepted " + number(accepted) + " of " + number(cases) +
              (cases == 1 ? " case" : " cases");
    if (rejected.empty()) return true;
    message = rejected + "; " + message;
    return false;
}

// Puts INPUT's bytes where the program's readers look, a byte-order mark
// at its start skipped.
static void take_input(std::string &input) {
    size_t skip = input.compare(0, 3, "\xef\xbb\xbf") == 0 ? 3 : 0;
    io::input = reinterpret_cast<unsigned char *>(&input[0]);
    io::input_size = input.size();
    io::input_at = skip;
}

}  // namespace judging

#if FRONT_TESTLIB
// testlib.h reads the files and gives the verdict.
int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    // INPUT, whole, for the program's readers: its lines, each ending in a
    // line feed (testlib drops a carriage return before one).
    std::string input;
    while (!inf.eof()) {
        input += inf.readLine();
        input += '\n';
    }
    judging::take_input(input);
    while (!ouf.eof()) {
        std::string line = ouf.readLine();
        judging::cut(line.data(), line.size(), judging::output);
    }
    program::run();
    // Whether a puzzle had no solution is the judging's business here.
    (void)program::unsolved;
#if LINES
    // A malformed line is a case, answered `invalid`.
    (void)program::malformed;
#else
    if (program::malformed) quitf(_fail, "INPUT is not a well-formed input for this problem");
#endif
    std::string message;
    if (judging::finish(message)) quitf(_ok, "%s", message.c_str());
    quitf(_wa, "%s", message.c_str());
}
#else
// All of `file` appended to `into`; false when it cannot be read.
static bool slurp(FILE *file, std::string &into) {
    char block[1 << 16];
    size_t got;
    while ((got = fread(block, 1, sizeof block, file)) > 0) into.append(block, got);
    return !ferror(file);
}

// A Kattis output validator (the problem package format's "Output
// validators"): `validator input_file answer_file feedback_dir [args] <
// team_output`; exit code 42 accepted, 43 rejected, the message in
// feedback_dir's judgemessage.txt (feedback_dir ends in a separator); any
// other exit code is a failure of the validator. The arguments after
// feedback_dir are taken and change nothing: the comparison is by tokens.
int main(int argc, char *argv[]) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s input_file answer_file feedback_dir < team_output\n", argv[0]);
        return 1;
    }
    FILE *file = fopen(argv[1], "rb");
    std::string input, team;
    if (file == 0 || !slurp(file, input)) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    fclose(file);
    if (!slurp(stdin, team)) {
        fprintf(stderr, "cannot read the team's output\n");
        return 1;
    }
    // A byte-order mark before the output is none, as testlib skips it.
    size_t skip = team.compare(0, 3, "\xef\xbb\xbf") == 0 ? 3 : 0;
    judging::cut(team.data() + skip, team.size() - skip, judging::output);
    judging::take_input(input);
    program::run();
    (void)program::unsolved;
#if LINES
    (void)program::malformed;
#else
    if (program::malformed) {
        fprintf(stderr, "%s is not a well-formed input for this problem\n", argv[1]);
        return 1;
    }
#endif
    std::string message;
    bool right = judging::finish(message);
    std::string name = std::string(argv[3]) + "judgemessage.txt";
    FILE *feedback = fopen(name.c_str(), "w");
    if (feedback == 0 || fprintf(feedback, "%s\n", message.c_str()) < 0 || fclose(feedback) != 0) {
        fprintf(stderr, "cannot write %s\n", name.c_str());
        return 1;
    }
    return right ? 42 : 43;
}
#endif

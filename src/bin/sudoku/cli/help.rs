//! The help texts of `sudoku`, `sudoku generate` and `sudoku check`
//! (`sudoku stress`'s is beside its options).

/// The `--help` text.
pub const HELP: &str = "\
sudoku - solve Sudoku puzzles in online-judge input formats

Usage: sudoku [OPTIONS] [FILE]...
       sudoku generate [OPTIONS]   (make puzzles: sudoku generate --help)
       sudoku check [OPTIONS] INPUT OUTPUT [ANSWER]
                                   (judge a program's output: sudoku check --help)
       sudoku stress [OPTIONS] -- PROGRAM [ARGS]...
                                   (run a program on made tests: sudoku stress --help)

Reads puzzles from the FILEs in order, each its own input (format, `end` and
case count apply per file), or from standard input when there are none (`-`
also names standard input). Writes one answer per puzzle to standard
output, in the layout the input's judge expects.

Options:
  -f, --format FORMAT  read FORMAT instead of detecting it: `poj`, `lines`,
                       `cells`, `sized`, `counted`, `labelled`,
                       `counted-labelled`, `leetcode`, `letters` (16x16)
                       or `counted-letters`
      --judge NAME     read and answer exactly as judge problem NAME does
                       (`--judge list` names them)
      --empty CHARS    take each of CHARS for an empty cell too, besides
                       `0 . * _ - x ?` (`0` not on boards of letters); not
                       a digit, a letter A to P, `#`, `[`, `]`, `,`, `\"`,
                       whitespace or beyond ASCII
      --count          answer each puzzle with its number of solutions,
                       counted up to two: `0`, `1` or `2+`
      --validate       answer each board `true` when no digit repeats in a
                       row, column or box among its filled cells, else
                       `false` (the LeetCode 36 rule: it need not be
                       solvable)
  -j, --jobs N         solve on N threads (0: one per core; default 1; at
                       most four per core); the output is the same, in
                       input order
      --stats          after the batch, print one line of totals on standard
                       error: puzzles by what the mode answered (solved or
                       not; with no, one or more solutions; valid or not),
                       invalid ones, the seconds in all and those not
                       waiting on input or output (busy), puzzles per busy
                       second, guesses per puzzle, and the share settled
                       without guessing
      --progress       while the batch runs, keep one line on standard
                       error with the puzzles done, puzzles per second and
                       seconds so far (only when standard error is a
                       terminal; cleared at the end)
  -h, --help           print this help and exit
  -V, --version        print the version and exit

Formats (detected from the first token; `#` starts a comment to the end of
its line; any whitespace separates tokens, so CRLF, trailing blanks and
blank lines are fine):
  poj    POJ 2676: a case count, then each case as 9 rows of 9 digits,
         `0` (or `.`) for an empty cell, lines of dashes (`---`) allowed
         between cases. Each answer is 9 rows of 9 digits.
           1
           103000509
           002109400
           ... (9 rows)
  lines  POJ 3074, AcWing 166 and plain puzzle files: one puzzle of 81
         cells per line, `.` or `0` for an empty cell, until a line `end`
         or the end of input. Each answer is one line of 81 digits.
           .2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.
           end
  cells  Luogu P1784, HDU 1426: every cell its own token, `0`, `.` or `?`
         for an empty cell, 81 to a puzzle, up to the end of input. Each
         answer is 9 rows of 9 digits separated by spaces. Detected by a
         first line of nine one-character cells, else name it with
         --format cells or a --judge preset.
           8 0 0 0 0 0 0 0 0
           0 0 3 6 0 0 0 0 0
           ... (9 rows)
  sized  UVa 989: as cells, each puzzle led by its box size n (1 to 5):
         n^4 cells of numbers 0 to n^2. Never detected either.
  counted  SPOJ SUDOGOB: as cells, after a count of puzzles. Never
         detected either.
  labelled  Project Euler 96: each puzzle a label line, then 9 rows of 9
         digits, `0` for an empty cell, up to the end of input; a puzzle
         whose first line is already a row has no label. Each answer is
         its label, then 9 rows of 9 digits. Detected by a first word
         `Grid`.
           Grid 01
           003020600
           ... (9 rows)
  counted-labelled  SPOJ NOVICE42: as labelled, after a count of puzzles.
         Never detected.
  leetcode  LeetCode 36/37 board literals, detected by a leading `[`:
         [[\"5\",\"3\",\".\",...],...], whitespace allowed between tokens,
         boards one after another. Each answer is a literal on one line.
  letters  POJ 3076, AcWing 169: 16x16 boards of 16 rows of 16 letters
         `A` to `P`, `-` for an empty cell, blank lines between boards (or
         not). Each answer is 16 rows of letters. Detected by a first
         token of 16 such characters.
           --A----C-----O-I
           -J--A-B-P-CGF-H-
           ... (16 rows)
  counted-letters  SPOJ SUDOKU: as letters, after a count of boards. Never
         detected.
  A first line of nine one-character cells starts a cells file; else a
  first word `Grid` starts a labelled file, a first token of at most 9
  digits is a case count (poj), and anything else starts a lines file. Tokens after `end`, or after the last of the
  counted cases, are ignored.

Answers and errors:
  A puzzle with several solutions gets one of them. A puzzle with none gets
  the line `no solution` in its place, and a note on standard error. In the
  lines format a malformed puzzle gets the line `invalid` in its place, so
  output line k always answers puzzle k; in the poj format every complete
  case before the error is answered and reading of that file stops there.
  Errors are one line each on standard error:
    sudoku: <source>:<line>:<column>: puzzle <n>: <what was wrong>

Exit codes:
  0  every puzzle was solved (or there were none)
  1  some puzzle had no solution (not with --count or --validate, where
     `0` and `false` are answers like any other)
  2  malformed input, an unreadable file, or a bad command line
";

/// The `sudoku generate --help` text.
pub const GENERATE_HELP: &str = "\
sudoku generate - make Sudoku puzzles with exactly one solution

Usage: sudoku generate [-n N] [--seed S] [--clues K] [--hard] [--judge NAME] [-j N]

Writes N puzzles (default 1) to standard output, one 81-character line each
with `.` for an empty cell, or laid out as judge NAME's input (`sudoku
--judge list` names them).

Each puzzle comes from a random solution grid: cells are emptied in a
random order, each staying empty when the solution stays unique, so the
puzzle is minimal: giving up any of its givens leaves several solutions.

Options:
  -n N            make N puzzles
      --seed S    the batch's seed (0 to 18446744073709551615): the same
                  seed gives the same puzzles, byte for byte, on every
                  machine and with any -j. Without it a fresh seed is
                  drawn and printed on standard error, so the batch can
                  be made again
      --clues K   stop emptying at K givens; where no given can go without
                  a second solution first, the puzzle keeps more, and a
                  line on standard error says how many puzzles did
      --hard      make 8 candidate puzzles for each one written and keep
                  the one our solver needs the most guesses for (the
                  measure: branches taken by the search, as --stats counts
                  them; ties go to the first)
      --judge NAME  write the puzzles as that judge's input
  -j, --jobs N    make puzzles on N threads (0: one per core; at most four
                  per core); the output is the same
      --size S    cells a side: 9 (the default), or 16 for 16x16 boards
                  written as POJ 3076 reads them (rows of letters A to
                  P, '-' empty, a blank line between boards; a 16x16
                  judge's --judge sets 16), or 4 or 25 for 4x4 or 25x25
                  boards written in the sized layout (the box size, then
                  rows of spaced numbers, 0 empty), which uva989 and
                  --format sized read; a minimal 25x25 board takes
                  seconds to many minutes to make, --clues 300 one a
                  tenth of a second
  -h, --help      print this help and exit
";

/// The `sudoku check --help` text.
pub const CHECK_HELP: &str = "\
sudoku check - judge a program's output for a puzzle input

Usage: sudoku check [--judge NAME | --format F] [--empty CHARS] [--count | --validate] [--strict] INPUT OUTPUT [ANSWER]
       sudoku check --kattis [--judge NAME | --format F] [--empty CHARS] INPUT ANSWER FEEDBACK_DIR < OUTPUT

Reads the puzzles of INPUT as solving does (the judge's format, or the one
detected) and checks OUTPUT, a program's answers to them in the judge's
layout, case by case. ANSWER, the jury's answer file that checkers are
given, is opened but not needed: the answers are decided from the puzzles.

A case is accepted when its answer is right by the problem's rule: when
solving, any grid that keeps every given and repeats no value in a row,
column or box, and the judge's no-solution line exactly when there is no
solution; where the rule allows one answer only (a unique or the smallest
solution, a count, true or false, a verdict, a score) it must equal ours.
What stands before an answer (a `---` line, `Case N: `, the puzzle's label)
must be the judge's, and a sum over all cases (euler96) is checked whole.
Tokens are compared, any whitespace between them, as testlib's checkers
do.

Options:
      --judge NAME  the input format, answer layout and rule of judge
                    problem NAME (`sudoku --judge list` names them)
  -f, --format F    read INPUT in format F (see sudoku --help)
      --empty CHARS take each of CHARS for an empty cell of INPUT too, as
                    solving does (see sudoku --help)
      --count       the answers are counts of solutions (0, 1 or 2+)
      --validate    the answers are true or false (the LeetCode 36 rule)
      --strict      also ask for the judge's exact bytes: blank lines,
                    separators, the final line break; tokens right with
                    the bytes not is a presentation error
      --kattis      run as a Kattis or DOMjudge output validator: the
                    output on standard input, the verdict as exit code 42
                    (accepted) or 43 (rejected), the messages written to
                    FEEDBACK_DIR/judgemessage.txt
  -h, --help        print this help and exit

Output: a line on standard output for each case not accepted, saying why
and where (`case 3: wrong answer: row 4 column 7 holds 5, which is already
in column 7 at row 1`; `case 12: answer missing`), and a last line
`accepted N of M cases`.

Exit codes (testlib's):
  0  accepted
  1  wrong answer
  2  presentation error (only with --strict)
  3  the checker failed: a bad command line, an unreadable file, or an
     INPUT that is not a well-formed input (with its line and column)
With --kattis: 42 accepted, 43 rejected, 3 the checker failed.
";

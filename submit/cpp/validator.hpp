// The input validator of one judge preset, for a Kattis problem package
// (the problem package format's "Input validators"): stdin is an input of
// the problem when the program's own readers (main.cpp, built with
// CHECKER) read at least one case and every case without a fault, and
// nothing follows the last; exit code 42 when it is, 43 when it is not. The puzzles are
// answered as they are read, into io's buffer, and the answers dropped.
#include <string>

namespace judging {

// Whether a line of a line format was malformed (it is answered
// `invalid`, which a test's input must not need), and the cases read.
static bool invalid = false;
static unsigned int cases = 0;

#if !SHAPE_CORNER
// Called before a case is answered: its answer goes to io's buffer alone,
// which never fills.
static void begin_case() { io::output_size = 0; }

// Called when what stands before the answer has been written.
static void heading_written() {}
#endif

// Called when a case has been answered (box size `n`; 0: a malformed line).
static void judge_case(int n) {
    ++cases;
    if (n == 0) invalid = true;
}

}  // namespace judging

int main() {
    std::string input;
    char block[1 << 16];
    size_t got;
    while ((got = fread(block, 1, sizeof block, stdin)) > 0) input.append(block, got);
    io::input = reinterpret_cast<unsigned char *>(&input[0]);
    io::input_size = input.size();
    program::run();
    (void)program::unsolved;
    if (program::malformed || judging::invalid || judging::cases == 0) return 43;
    // Nothing after the last case.
    io::Token token;
    return io::next(token) ? 43 : 42;
}

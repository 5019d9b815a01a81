// A stand-in for testlib.h, our own, for the tests of the checkers
// `sudoku export testlib` writes: the part of testlib's interface they
// use, with testlib's behaviour as its source (MikeMirzayanov/testlib,
// testlib.h) gives it. registerTestlibCmd takes `[--testset T] [--group
// G] INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]`; readLine reads to the
// end of a line, dropping a carriage return before its line feed;
// readToken and readWord read a token after blanks (space, tab, CR, LF);
// a byte-order mark at the start of OUTPUT is skipped;
// quitf writes the message to RESULT_FILE (as it is, or in the -appes XML
// form), the verdict and message to stderr, and exits 0 (_ok), 1 (_wa),
// 2 (_pe) or 3 (_fail). Accepting with output left unread is a
// presentation error, "Extra information in the output file", as in
// testlib. testlib itself is not part of this repository.
#ifndef SUDOKU_TESTLIB_STAND_IN
#define SUDOKU_TESTLIB_STAND_IN

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3 };

static std::string __stand_in_result;
static bool __stand_in_appes = false;

void quit(TResult result, const std::string &message);

class InStream {
  public:
    InStream() : at(0), open(false) {}

    void init(const char *name) {
        FILE *file = std::fopen(name, "rb");
        if (file == NULL) quit(_fail, std::string("File not found: \"") + name + "\"");
        char block[1 << 16];
        size_t got;
        while ((got = std::fread(block, 1, sizeof block, file)) > 0) bytes.append(block, got);
        std::fclose(file);
        open = true;
    }

    bool eof() { return at >= bytes.size(); }

    // A UTF-8 byte-order mark at the start is not output (testlib skips
    // it in the contestant's output).
    void skipBom() {
        if (bytes.compare(0, 3, "\xef\xbb\xbf") == 0) at = 3;
    }

    bool seekEof() {
        while (at < bytes.size() && blank(bytes[at])) ++at;
        return eof();
    }

    std::string readLine() {
        std::string line;
        while (at < bytes.size() && bytes[at] != '\n') {
            if (bytes[at] == '\r' && at + 1 < bytes.size() && bytes[at + 1] == '\n') {
                ++at;
                break;
            }
            line += bytes[at++];
        }
        if (at < bytes.size() && bytes[at] == '\n') ++at;
        return line;
    }

    std::string readToken() {
        seekEof();
        if (eof()) quit(_pe, "Unexpected end of file - token expected");
        std::string token;
        while (at < bytes.size() && !blank(bytes[at])) token += bytes[at++];
        return token;
    }

    std::string readWord() { return readToken(); }

    int readInt() {
        std::string token = readToken();
        char *end = NULL;
        long value = std::strtol(token.c_str(), &end, 10);
        if (token.empty() || *end != '\0') quit(_pe, "Expected an integer, found " + token);
        return static_cast<int>(value);
    }

  private:
    static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

    std::string bytes;
    size_t at;
    bool open;
};

static InStream inf, ouf, ans;

// testlib's InStream::quit: the outcome names of its `outcomes` table, the
// XML escapes of its xmlSafeWrite, its default encoding windows-1251.
void quit(TResult result, const std::string &said) {
    std::string message = said;
    if (result == _ok && !ouf.seekEof()) {
        result = _pe;
        message = "Extra information in the output file";
    }
    static const char *names[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
    static const char *outcomes[] = {"accepted", "wrong-answer", "presentation-error", "fail"};
    if (!__stand_in_result.empty()) {
        FILE *file = std::fopen(__stand_in_result.c_str(), "w");
        if (file != NULL) {
            if (__stand_in_appes) {
                std::fprintf(file, "<?xml version=\"1.0\" encoding=\"windows-1251\"?>");
                std::fprintf(file, "<result outcome = \"%s\">", outcomes[result]);
                for (size_t i = 0; i < message.size(); ++i) {
                    char c = message[i];
                    if (c == '&') std::fputs("&amp;", file);
                    else if (c == '<') std::fputs("&lt;", file);
                    else if (c == '>') std::fputs("&gt;", file);
                    else if (c == '"') std::fputs("&quot;", file);
                    else if (c >= 0 && c <= 31) std::fputc('.', file);
                    else std::fputc(c, file);
                }
                std::fprintf(file, "</result>\n");
            } else {
                std::fputs(message.c_str(), file);
            }
            std::fclose(file);
        }
    }
    std::fprintf(stderr, "%s %s\n", names[result], message.c_str());
    std::exit(result);
}

#ifdef __GNUC__
__attribute__((format(printf, 2, 3)))
#endif
void quitf(TResult result, const char *format, ...) {
    std::vector<char> buffer(1 << 16);
    va_list args;
    va_start(args, format);
    std::vsnprintf(&buffer[0], buffer.size(), format, args);
    va_end(args);
    quit(result, std::string(&buffer[0]));
}

void registerTestlibCmd(int argc, char *argv[]) {
    std::vector<std::string> args;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--testset" || arg == "--group") {
            if (i + 1 >= argc) quit(_fail, "Expected a value after " + arg);
            ++i;
            continue;
        }
        args.push_back(arg);
    }
    if (args.size() < 3 || args.size() > 5) {
        quit(_fail, "Program must be run with the following arguments: [--testset testset] "
                    "[--group group] <input-file> <output-file> <answer-file> [<report-file> "
                    "[<-appes>]]");
    }
    if (args.size() >= 4) __stand_in_result = args[3];
    if (args.size() == 5) {
        if (args[4] != "-appes" && args[4] != "-APPES") {
            quit(_fail, "Program must be run with the following arguments: <input-file> "
                        "<output-file> <answer-file> [<report-file> [<-appes>]]");
        }
        __stand_in_appes = true;
    }
    inf.init(args[0].c_str());
    ouf.init(args[1].c_str());
    ouf.skipBom();
    ans.init(args[2].c_str());
}

#endif

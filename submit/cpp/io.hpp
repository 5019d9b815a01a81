// Input and output of a one-file judge submission: the whole of stdin read
// into memory (a UTF-8 byte-order mark at its start skipped) and cut into
// tokens separated by whitespace (a token that starts with '#' is a
// comment, which runs to the end of its line; for labelled puzzles each
// token knows its line, and for puzzle lines whether more follows on its
// line), and the answers gathered in a buffer that goes to stdout in
// large writes. It knows nothing of puzzles; the program's
// readers give tokens their meaning.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

namespace io {

// All of stdin, and the offset of the next byte the scanner looks at.
static unsigned char *input = 0;
static size_t input_size = 0;
static size_t input_at = 0;

#if !CHECKER
// Reads all of stdin into `input`; false when memory runs out.
static bool read_input() {
    size_t capacity = 1 << 16;
    input = static_cast<unsigned char *>(malloc(capacity));
    if (input == 0) return false;
    for (;;) {
        if (input_size == capacity) {
            unsigned char *larger = static_cast<unsigned char *>(realloc(input, capacity * 2));
            if (larger == 0) return false;
            input = larger;
            capacity *= 2;
        }
        size_t got = fread(input + input_size, 1, capacity - input_size, stdin);
        if (got == 0) break;
        input_size += got;
    }
    if (input_size >= 3 && memcmp(input, "\xef\xbb\xbf", 3) == 0) input_at = 3;
    return true;
}
#endif

// Space, tab, line feed, vertical tab, form feed and carriage return.
static bool is_space(unsigned char byte) {
    return byte == ' ' || (byte >= '\t' && byte <= '\r');
}

#if LABELLED
// The line the scanner is on, from 1: line feeds passed.
static size_t line = 1;
#endif

// One token: its bytes in `input` and their number (and for labelled
// puzzles, whose label is the rest of its line, the token's line).
struct Token {
    const unsigned char *bytes;
    size_t length;
#if LABELLED
    size_t line;
#endif
};

#if LINES
// Whether `token` is the text `text`.
static bool is(const Token &token, const char *text) {
    return token.length == strlen(text) && memcmp(token.bytes, text, token.length) == 0;
}

// Whether another token follows on the line of the last one: past blanks,
// neither a line feed, nor a comment, nor the end of input.
static bool more_on_line() {
    size_t at = input_at;
    while (at < input_size && input[at] != '\n' && is_space(input[at])) ++at;
    return at < input_size && input[at] != '\n' && input[at] != '#';
}
#endif

// Finds the next token, past whitespace and comments; false at the end of
// input.
static bool next(Token &token) {
    for (;;) {
        while (input_at < input_size && is_space(input[input_at])) {
#if LABELLED
            if (input[input_at] == '\n') ++line;
#endif
            ++input_at;
        }
        if (input_at == input_size) return false;
        if (input[input_at] == '#') {
            while (input_at < input_size && input[input_at] != '\n') ++input_at;
            continue;
        }
        size_t start = input_at;
        while (input_at < input_size && !is_space(input[input_at])) ++input_at;
        token.bytes = input + start;
        token.length = input_at - start;
#if LABELLED
        token.line = line;
#endif
        return true;
    }
}

// Answers not yet written to stdout.
static char output[1 << 16];
static size_t output_size = 0;

// Writes the buffered answers to stdout.
static void flush() {
    fwrite(output, 1, output_size, stdout);
    output_size = 0;
}

// Room for `length` more bytes at the end of the buffer, which is flushed
// first when it lacks it; `length` is at most the buffer's size.
static char *room(size_t length) {
    if (output_size + length > sizeof output) flush();
    return output + output_size;
}

#if !SHAPE_CORNER
// Appends one line: `text`, then a line feed.
static void put_line(const char *text) {
    size_t length = strlen(text);
    char *at = room(length + 1);
    memcpy(at, text, length);
    at[length] = '\n';
    output_size += length + 1;
}
#endif

#if HEADING_NUMBERED || HEADING_LABEL
// Appends `length` bytes (at most the buffer's size) from `bytes`.
static void put_bytes(const void *bytes, size_t length) {
    memcpy(room(length), bytes, length);
    output_size += length;
}
#endif

#if MODE_EXACT || MODE_TARGET || SIZED || SHAPE_CORNER || HEADING_NUMBERED
// Appends `value` in decimal.
static void put_number(unsigned int value) {
    char digits[12];
    size_t start = sizeof digits;
    do {
        digits[--start] = static_cast<char>('0' + value % 10);
        value /= 10;
    } while (value != 0);
    memcpy(room(sizeof digits), digits + start, sizeof digits - start);
    output_size += sizeof digits - start;
}
#endif

}  // namespace io

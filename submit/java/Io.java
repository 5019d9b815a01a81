// Input and output of a one-file judge submission: the whole of stdin read
// into one byte array (a UTF-8 byte-order mark at its start skipped) and
// cut into tokens separated by whitespace (a token that starts with '#' is
// a comment, which runs to the end of its line; for labelled puzzles each
// token knows its line, and for puzzle lines whether more follows on its
// line), and the answers gathered in a byte buffer that
// goes to stdout in large writes. No Scanner, no String per token. It
// knows nothing of puzzles; the program's readers give tokens their
// meaning.
final class Io {
    // All of stdin, its length, and the offset of the next byte the
    // scanner looks at.
    static byte[] input = new byte[0];
    static int inputSize = 0;
    static int inputAt = 0;

    // The last token found: where it starts in `input` and its length
    // (for labelled puzzles, its line, from 1).
    static int start = 0;
    static int length = 0;
#if LABELLED
    static int tokenLine = 0;
    // The line the scanner is on: line feeds passed, plus one.
    static int line = 1;
#endif

    private Io() {}

    // Reads all of stdin into `input`.
    static void readInput() throws java.io.IOException {
        java.io.InputStream in = System.in;
        byte[] buffer = new byte[1 << 16];
        int size = 0;
        for (;;) {
            if (size == buffer.length) buffer = java.util.Arrays.copyOf(buffer, size * 2);
            int got = in.read(buffer, size, buffer.length - size);
            if (got < 0) break;
            size += got;
        }
        input = buffer;
        inputSize = size;
        if (size >= 3 && buffer[0] == (byte) 0xef && buffer[1] == (byte) 0xbb
                && buffer[2] == (byte) 0xbf) {
            inputAt = 3;
        }
    }

    // Space, tab, line feed, vertical tab, form feed and carriage return.
    static boolean isSpace(int b) {
        return b == ' ' || (b >= '\t' && b <= '\r');
    }

    // Finds the next token, past whitespace and comments, into `start` and
    // `length`; false at the end of input.
    static boolean next() {
        byte[] bytes = input;
        int at = inputAt, size = inputSize;
        for (;;) {
            while (at < size && isSpace(bytes[at])) {
#if LABELLED
                if (bytes[at] == '\n') ++line;
#endif
                ++at;
            }
            if (at == size) {
                inputAt = at;
                return false;
            }
            if (bytes[at] == '#') {
                while (at < size && bytes[at] != '\n') ++at;
                continue;
            }
            start = at;
            while (at < size && !isSpace(bytes[at])) ++at;
            length = at - start;
            inputAt = at;
#if LABELLED
            tokenLine = line;
#endif
            return true;
        }
    }

    // The byte at `offset` of the last token, from 0 to 255.
    static int at(int offset) {
        return input[start + offset] & 0xff;
    }

#if LINES
    // Whether the last token is the ASCII text `text`.
    static boolean is(String text) {
        if (length != text.length()) return false;
        for (int offset = 0; offset < length; ++offset) {
            if (at(offset) != text.charAt(offset)) return false;
        }
        return true;
    }

    // Whether another token follows on the line of the last one: past
    // blanks, neither a line feed, nor a comment, nor the end of input.
    static boolean moreOnLine() {
        int at = inputAt;
        while (at < inputSize && input[at] != '\n' && isSpace(input[at])) ++at;
        return at < inputSize && input[at] != '\n' && input[at] != '#';
    }
#endif

    // Answers not yet written to stdout.
    static byte[] output = new byte[1 << 16];
    static int outputSize = 0;

    // Writes the buffered answers to stdout.
    static void flush() {
        System.out.write(output, 0, outputSize);
        outputSize = 0;
    }

    // Makes room for `count` more bytes at the end of the buffer (at most
    // its size), flushing it first when it lacks it.
    static void room(int count) {
        if (outputSize + count > output.length) flush();
    }

    // Appends one byte.
    static void put(int b) {
        room(1);
        output[outputSize++] = (byte) b;
    }

    // The bytes of an ASCII text.
    static byte[] bytes(String text) {
        byte[] out = new byte[text.length()];
        for (int at = 0; at < out.length; ++at) out[at] = (byte) text.charAt(at);
        return out;
    }

    // Appends `count` bytes (at most the buffer's size) from `bytes`.
    static void putBytes(byte[] bytes, int from, int count) {
        room(count);
        System.arraycopy(bytes, from, output, outputSize, count);
        outputSize += count;
    }

#if !SHAPE_CORNER
    // Appends one line: `text`, then a line feed.
    static void putLine(byte[] text) {
        putBytes(text, 0, text.length);
        put('\n');
    }
#endif

#if MODE_EXACT || MODE_TARGET || SIZED || SHAPE_CORNER || HEADING_NUMBERED
    // Appends `value` (not negative) in decimal.
    static void putNumber(long value) {
        byte[] digits = new byte[20];
        int first = digits.length;
        do {
            digits[--first] = (byte) ('0' + value % 10);
            value /= 10;
        } while (value != 0);
        putBytes(digits, first, digits.length - first);
    }
#endif
}

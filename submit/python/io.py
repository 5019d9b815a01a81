# Input and output of a one-file judge submission: the whole of stdin read
# at once (a UTF-8 byte-order mark at its start skipped) and cut into
# tokens separated by ASCII whitespace (a token that starts with '#' is a
# comment, which runs to the end of its line; for labelled puzzles each
# token knows its line, and puzzle lines are kept apart), and the answers gathered in a list of byte
# strings written to stdout once. It knows nothing of puzzles; the
# program's readers give tokens their meaning.
import sys


def read_tokens():
    """The tokens of stdin, as byte strings (for labelled puzzles with
    their lines, numbered from 1, in a second list; for puzzle lines, a
    list of each line's tokens, lines without one left out)."""
    data = sys.stdin.buffer.read()
    if data[:3] == b"\xef\xbb\xbf":
        data = data[3:]
#if LABELLED
    tokens = []
    lines = []
    for number, line in enumerate(data.split(b"\n"), 1):
        for token in line.split():
            if token[:1] == b"#":
                break
            tokens.append(token)
            lines.append(number)
    return tokens, lines
#elif LINES
    tokens = []
    for line in data.split(b"\n"):
        words = line.split()
        for at, token in enumerate(words):
            if token[:1] == b"#":
                del words[at:]
                break
        if words:
            tokens.append(words)
    return tokens
#else
    # bytes.split() cuts at the six bytes the scanner takes as whitespace:
    # space, tab, line feed, vertical tab, form feed and carriage return.
    if b"#" not in data:
        return data.split()
    tokens = []
    for line in data.split(b"\n"):
        for token in line.split():
            if token[:1] == b"#":
                break
            tokens.append(token)
    return tokens
#endif


def write_output(out):
    """Writes the answers gathered in `out` to stdout, at once."""
    sys.stdout.buffer.write(b"".join(out))
    sys.stdout.flush()

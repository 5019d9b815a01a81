"""The plain Python search the Python submissions are measured against
(scripts/bench-lang): the method most Python Sudoku submissions use.
Per row, column and box a bitmask of the digits used; depth-first, always
on the empty cell with the fewest candidates; no other propagation.
Reads one puzzle a line (81 characters, '1'-'9' given, anything else
empty; a line `end` stops) from stdin and writes each solution as 81
digits a line, or `no solution`.
"""
import sys

BOX = [r // 3 * 3 + c // 3 for r in range(9) for c in range(9)]
FULL = 0x3fe  # bits 1 to 9


def solve(grid):
    rows = [0] * 9
    columns = [0] * 9
    boxes = [0] * 9
    empty = []
    for i, value in enumerate(grid):
        if value:
            bit = 1 << value
            r, c, b = i // 9, i % 9, BOX[i]
            if (rows[r] | columns[c] | boxes[b]) & bit:
                return False
            rows[r] |= bit
            columns[c] |= bit
            boxes[b] |= bit
        else:
            empty.append(i)

    def search(left):
        if not left:
            return True
        # The empty cell with the fewest candidates.
        best = -1
        best_free = 0
        fewest = 10
        for k, i in enumerate(left):
            free = FULL & ~(rows[i // 9] | columns[i % 9] | boxes[BOX[i]])
            count = bin(free).count("1")
            if count < fewest:
                fewest, best, best_free = count, k, free
                if count <= 1:
                    break
        if fewest == 0:
            return False
        i = left[best]
        rest = left[:best] + left[best + 1:]
        r, c, b = i // 9, i % 9, BOX[i]
        for value in range(1, 10):
            bit = 1 << value
            if best_free & bit:
                rows[r] |= bit
                columns[c] |= bit
                boxes[b] |= bit
                grid[i] = value
                if search(rest):
                    return True
                rows[r] ^= bit
                columns[c] ^= bit
                boxes[b] ^= bit
                grid[i] = 0
        return False

    return search(empty)


def main():
    out = []
    for line in sys.stdin.read().split():
        if line == "end":
            break
        grid = [ord(ch) - 48 if "1" <= ch <= "9" else 0 for ch in line[:81]]
        if len(line) == 81 and solve(grid):
            out.append("".join(map(str, grid)))
        else:
            out.append("no solution")
    sys.stdout.write("".join(s + "\n" for s in out))


main()

// The method most Sudoku submissions use, as a baseline for
// scripts/bench-bundle: a depth-first search with a bitmask of the digits
// used in each row, column and box, guessing at every step on the empty
// cell with the fewest candidates (no propagation beyond that). Reads POJ
// 3074's input (a puzzle of 81 characters a line, '.' empty, until `end`)
// and writes each solution as a line of 81 digits. Written for this
// project's benchmark; C++98.
#include <stdio.h>
#include <string.h>

static unsigned int rows[9], columns[9], boxes[9];
static int grid[81];
static int empty[81];
static int empty_count;

static int popcount(unsigned int mask) {
    int count = 0;
    for (; mask != 0; mask &= mask - 1) ++count;
    return count;
}

static int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

static void set(int cell, int digit, bool on) {
    unsigned int bit = 1u << digit;
    rows[cell / 9] ^= bit;
    columns[cell % 9] ^= bit;
    boxes[box_of(cell)] ^= bit;
    grid[cell] = on ? digit : 0;
}

// Fills the empty cells from `depth` on; true when it found a solution.
static bool search(int depth) {
    if (depth == empty_count) return true;
    int best = depth;
    int fewest = 10;
    for (int at = depth; at < empty_count; ++at) {
        int cell = empty[at];
        unsigned int free = ~(rows[cell / 9] | columns[cell % 9] | boxes[box_of(cell)]) & 0x3fe;
        int count = popcount(free);
        if (count < fewest) {
            fewest = count;
            best = at;
            if (count <= 1) break;
        }
    }
    if (fewest == 0) return false;
    int swap = empty[depth];
    empty[depth] = empty[best];
    empty[best] = swap;
    int cell = empty[depth];
    unsigned int free = ~(rows[cell / 9] | columns[cell % 9] | boxes[box_of(cell)]) & 0x3fe;
    for (int digit = 1; digit <= 9; ++digit) {
        if (!(free >> digit & 1)) continue;
        set(cell, digit, true);
        if (search(depth + 1)) return true;
        set(cell, digit, false);
    }
    return false;
}

int main() {
    static char line[1 << 16];
    while (fgets(line, sizeof line, stdin) != 0) {
        line[strcspn(line, " \t\r\n")] = 0;
        if (line[0] == '#' || line[0] == 0) continue;
        if (strcmp(line, "end") == 0) break;
        memset(rows, 0, sizeof rows);
        memset(columns, 0, sizeof columns);
        memset(boxes, 0, sizeof boxes);
        empty_count = 0;
        bool clash = strlen(line) != 81;
        for (int cell = 0; cell < 81 && !clash; ++cell) {
            int digit = line[cell] >= '1' && line[cell] <= '9' ? line[cell] - '0' : 0;
            grid[cell] = 0;
            if (digit == 0) {
                empty[empty_count++] = cell;
            } else if ((rows[cell / 9] | columns[cell % 9] | boxes[box_of(cell)]) >> digit & 1) {
                clash = true;
            } else {
                set(cell, digit, true);
            }
        }
        if (clash || !search(0)) {
            puts("no solution");
            continue;
        }
        for (int cell = 0; cell < 81; ++cell) line[cell] = static_cast<char>('0' + grid[cell]);
        line[81] = 0;
        puts(line);
    }
    return 0;
}

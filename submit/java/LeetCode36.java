// LeetCode 36 (Valid Sudoku): the class LeetCode's Java editor asks for. A
// board is valid when no digit repeats in a row, a column or a box among
// its filled cells; it need not be solvable.
class Solution {
    public boolean isValidSudoku(char[][] board) {
        // Per row, column and box, the digits seen (bit d for digit d).
        int[] rows = new int[9], columns = new int[9], boxes = new int[9];
        for (int row = 0; row < 9; ++row) {
            for (int column = 0; column < 9; ++column) {
                char character = board[row][column];
                if (character < '1' || character > '9') continue;
                int bit = 1 << (character - '0');
                int box = row / 3 * 3 + column / 3;
                if (((rows[row] | columns[column] | boxes[box]) & bit) != 0) return false;
                rows[row] |= bit;
                columns[column] |= bit;
                boxes[box] |= bit;
            }
        }
        return true;
    }
}

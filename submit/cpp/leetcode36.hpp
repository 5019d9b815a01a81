// LeetCode 36 (Valid Sudoku): the class LeetCode's C++ editor asks for.
// A board is valid when no digit repeats in a row, a column or a box among
// its filled cells; it need not be solvable. LeetCode's own headers and
// `using namespace std;` come before it there, as in its template.

class Solution {
public:
    bool isValidSudoku(vector<vector<char>>& board) {
        // Per row, column and box, the digits seen (bit d for digit d).
        unsigned int rows[9] = {0}, columns[9] = {0}, boxes[9] = {0};
        for (int row = 0; row < 9; ++row) {
            for (int column = 0; column < 9; ++column) {
                char character = board[row][column];
                if (character < '1' || character > '9') continue;
                unsigned int bit = 1u << (character - '0');
                int box = row / 3 * 3 + column / 3;
                if ((rows[row] | columns[column] | boxes[box]) & bit) return false;
                rows[row] |= bit;
                columns[column] |= bit;
                boxes[box] |= bit;
            }
        }
        return true;
    }
};

// LeetCode 37 (Sudoku Solver): the class LeetCode's C++ editor asks for,
// which fills the board in place by solver9's search. LeetCode's own
// headers and `using namespace std;` come before it there, as in its
// template; the board holds '1' to '9' and '.' and has one solution.

class Solution {
public:
    void solveSudoku(vector<vector<char>>& board) {
        unsigned char cells[81];
        unsigned char solution[81];
        for (int cell = 0; cell < 81; ++cell) {
            char character = board[cell / 9][cell % 9];
            cells[cell] = character >= '1' && character <= '9' ? character - '0' : 0;
        }
        if (solver9::solve(cells, solution, 1) == 1) {
            for (int cell = 0; cell < 81; ++cell) {
                board[cell / 9][cell % 9] = static_cast<char>('0' + solution[cell]);
            }
        }
    }
};

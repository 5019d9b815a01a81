// LeetCode 37 (Sudoku Solver): the class LeetCode's Java editor asks for,
// which fills the board in place by Solver9's search. The board holds '1'
// to '9' and '.' and has one solution.
class Solution {
    public void solveSudoku(char[][] board) {
        int[] cells = new int[81];
        int[] solution = new int[81];
        for (int cell = 0; cell < 81; ++cell) {
            char character = board[cell / 9][cell % 9];
            cells[cell] = character >= '1' && character <= '9' ? character - '0' : 0;
        }
        if (Solver9.solve(cells, solution, 1) == 1) {
            for (int cell = 0; cell < 81; ++cell) {
                board[cell / 9][cell % 9] = (char) ('0' + solution[cell]);
            }
        }
    }
}

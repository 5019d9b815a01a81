# LeetCode 37 (Sudoku Solver): the class LeetCode's Python 3 editor asks
# for, which fills the board in place by solver9's search. The board holds
# '1' to '9' and '.' and has one solution.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        """Fills `board` in place with its solution."""
        cells = [int(character) if "1" <= character <= "9" else 0
                 for row in board for character in row]
        found, solution = solve9(cells, 1)
        if found:
            for row in range(9):
                board[row][:] = [str(value) for value in solution[9 * row:9 * row + 9]]

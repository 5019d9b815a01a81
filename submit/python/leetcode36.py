# LeetCode 36 (Valid Sudoku): the class LeetCode's Python 3 editor asks
# for. A board is valid when no digit repeats in a row, a column or a box
# among its filled cells; it need not be solvable.
from typing import List


class Solution:
    def isValidSudoku(self, board: List[List[str]]) -> bool:
        """Whether no digit repeats in a row, column or box of `board`."""
        # Per row, column and box, the digits seen (bit d for digit d).
        rows = [0] * 9
        columns = [0] * 9
        boxes = [0] * 9
        for row in range(9):
            for column in range(9):
                character = board[row][column]
                if not "1" <= character <= "9":
                    continue
                bit = 1 << int(character)
                box = row // 3 * 3 + column // 3
                if (rows[row] | columns[column] | boxes[box]) & bit:
                    return False
                rows[row] |= bit
                columns[column] |= bit
                boxes[box] |= bit
        return True

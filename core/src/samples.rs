//! The puzzles the unit tests share: judges' statement samples and their
//! answers, and the constructors that read them. Compiled for tests only.

use crate::board::Board;
use crate::grid::Grid;

/// POJ 2676's sample, row by row, `0` for an empty cell.
pub const POJ2676: &str =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
/// Its answer.
pub const POJ2676_ANSWER: &str =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
/// POJ 3074's first sample, `.` for an empty cell.
pub const POJ3074: &str =
    ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.";
/// Its answer.
pub const POJ3074_ANSWER: &str =
    "527389416819426735436751829375692184194538267268174593643217958951843672782965341";
/// POJ 3074's second sample.
pub const POJ3074_SECOND: &str =
    "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.";
/// Its answer.
pub const POJ3074_SECOND_ANSWER: &str =
    "416837529982465371735129468571298643293746185864351297647913852359682714128574936";
/// The 16x16 sample POJ 3076, AcWing 169 and SPOJ SUDOKU share, a row a
/// line.
pub const SIXTEEN: &str = "
    --A----C-----O-I -J--A-B-P-CGF-H- --D--F-I-E----P- -G-EL-H----M-J--
    ----E----C--G--- -I--K-GA-B---E-J D-GP--J-F----A-- -E---C-B--DP--O-
    E--F-M--D--L-K-A -C--------O-I-L- H-P-C--F-A--B--- ---G-OD---J----H
    K---J----H-A-P-L --B--P--E--K--A- -H--B--K--FI-C-- --F---C--D--H-N-";
/// Its answer.
pub const SIXTEEN_ANSWER: &str = "
    FPAHMJECNLBDKOGI OJMIANBDPKCGFLHE LNDKGFOIJEAHMBPC BGCELKHPOFIMAJDN
    MFHBELPOACKJGNID CILNKDGAHBMOPEFJ DOGPIHJMFNLECAKB JEKAFCNBGIDPLHOM
    EBOFPMIJDGHLNKCA NCJDHBAEKMOFIGLP HMPLCGKFIAENBDJO AKIGNODLBPJCEFMH
    KDEMJIFNCHGAOPBL GLBCDPMHEONKJIAF PHNOBALKMJFIDCEG IAFJOECGLDPBHMNK";

/// The grid `text` spells (81 cells).
pub fn grid(text: &str) -> Grid {
    Grid::parse(text).unwrap_or_else(|| panic!("not a grid: {text}"))
}

/// The board `text` spells (see [`Board::parse`]).
pub fn board(text: &str) -> Board {
    Board::parse(text).unwrap_or_else(|| panic!("not a board: {text}"))
}

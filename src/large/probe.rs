//! Failed-literal probing for the 16x16 and 25x25 search: each cell with
//! two candidates is tried both ways on a copy of the state, propagated by
//! [`state`](super::state)'s rules; a way that contradicts forces the
//! other, and what both ways remove goes. The search calls it before each
//! guess and guesses on the cell it names.

use super::state::{Contradiction, Mask, State};

impl<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize> State<M, N, SIDE, CELLS> {
    /// One pass over the cells with two candidates, band by band: for
    /// each, place either value on a copy and propagate. Both ways
    /// contradicting is a contradiction; one way contradicting leaves this
    /// state the other way's copy; both holding removes the candidates
    /// both copies removed (see [`State::keep_common`]). Returns the cell
    /// to guess on, as (band, bit): of the cells where both ways held, the
    /// one whose two ways fill the most cells (the product of the two
    /// counts), the first on a tie; `None` when there is none or the
    /// board is filled.
    ///
    /// One pass, not to a fixed point: the next guess's propagation
    /// finishes what a pass starts. Measured 2026-11-25 on a 2-core AMD
    /// EPYC Zen 4 (`sudoku --format sized --stats`), a pass before every
    /// guess took a minimal 25x25 board (269 givens, `generate --size 25
    /// -n 1 --seed 1`) from 2.26 M guesses (8.0 s) to 772 (0.09 s), and
    /// its uniqueness (`--count`) from 23.0 M guesses (85 s) to 30,644
    /// (2.8 s); probing to a fixed point at every guess took 12,206
    /// guesses (2.2 s) to solve it, and the guess rule of
    /// [`State::guess_cell`] after a pass 45,545 (12 s). On 16x16 boards
    /// too it pays: `testdata/hard16.txt`, 1,196 guesses a board (0.19 s
    /// for the 100) to 64 (0.12 s).
    pub fn probe(&mut self) -> Result<Option<(usize, usize)>, Contradiction> {
        let mut best: Option<(usize, usize, u64)> = None;
        for band in 0..N {
            let mut pairs = self.pairs(band);
            while pairs != M::ZERO {
                let bit = pairs.trailing_zeros() as usize;
                pairs = pairs.clear_lowest();
                // An earlier probe of this pass may have placed the cell
                // or narrowed it to one candidate.
                let (first, second) = match self.two_values(band, bit) {
                    Some(pair) => pair,
                    None => continue,
                };
                let mut one = *self;
                let one_holds = one.place(first, band, bit).and_then(|_| one.propagate());
                let mut other = *self;
                let other_holds = other
                    .place(second, band, bit)
                    .and_then(|_| other.propagate());
                match (one_holds, other_holds) {
                    (Err(Contradiction), Err(Contradiction)) => return Err(Contradiction),
                    (Err(Contradiction), Ok(())) => *self = other,
                    (Ok(()), Err(Contradiction)) => *self = one,
                    (Ok(()), Ok(())) => {
                        let score =
                            u64::from(self.open - one.open) * u64::from(self.open - other.open);
                        if best.map_or(true, |(_, _, most)| score > most) {
                            best = Some((band, bit, score));
                        }
                        self.keep_common(&one, &other)?;
                    }
                }
                if self.open == 0 {
                    return Ok(None);
                }
            }
        }
        // A cell picked before a later probe narrowed the state may have
        // been placed since.
        Ok(best
            .filter(|&(band, bit, _)| self.two_values(band, bit).is_some())
            .map(|(band, bit, _)| (band, bit)))
    }

    /// The two candidates of the cell at `bit` of `band`, when it has
    /// exactly two.
    fn two_values(&self, band: usize, bit: usize) -> Option<(usize, usize)> {
        let mut values = (0..SIDE).filter(|&v| (self.candidates[v][band] >> bit).low() & 1 != 0);
        let pair = (values.next()?, values.next()?);
        match values.next() {
            Some(_) => None,
            None => Some(pair),
        }
    }

    /// Narrows this state to what `one` or `other` (two states narrowed
    /// from it) still allows: a candidate both removed goes, counting a
    /// value placed on a cell as that cell's candidate. Then propagates.
    fn keep_common(&mut self, one: &Self, other: &Self) -> Result<(), Contradiction> {
        let mut keep = [[M::ZERO; N]; SIDE];
        for narrowed in [one, other] {
            for band in 0..N {
                let mut placed = narrowed.placed[band] & !self.placed[band];
                while placed != M::ZERO {
                    let bit = placed.trailing_zeros() as usize;
                    placed = placed.clear_lowest();
                    // Every placed cell holds a value from 1.
                    let value = usize::from(narrowed.values[band * N * SIDE + bit]);
                    if let Some(value) = value.checked_sub(1) {
                        keep[value][band] |= M::ONE << bit;
                    }
                }
                for (keep, candidates) in keep.iter_mut().zip(&narrowed.candidates) {
                    keep[band] |= candidates[band];
                }
            }
        }
        let mut narrowed = false;
        for (value, (candidates, keep)) in self.candidates.iter_mut().zip(&keep).enumerate() {
            for (cells, &keep) in candidates.iter_mut().zip(keep) {
                if *cells & keep != *cells {
                    *cells &= keep;
                    self.hidden_due |= 1 << value;
                    self.locked_due |= 1 << value;
                    narrowed = true;
                }
            }
        }
        if narrowed {
            self.propagate()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::count_and_solve;
    use super::super::state::TwentyFive;
    use crate::board::Board;

    /// A minimal 25x25 board from `sudoku generate --size 25 -n 1 --seed
    /// 1` (269 givens), values as letters from `A`.
    const MINIMAL: [&str; 25] = [
        "L....F..T..AV.SH..D....NM",
        "...PW.Y.XRH..T..C..MK..SU",
        "J.S.BL.UVO.QX.I.W.R..Y.C.",
        ".ERO.P.C......Y.BQNS..AT.",
        "N.IM..G.AD..C.K.F.O.VL..B",
        "O...G.TM..N.AI...B..H..F.",
        "..MBIH.OE..R..WAY....D..S",
        "V..HE..P.I.Y..F...TJ.X...",
        "DATW...K..U.EXL..F...N.G.",
        ".F..U....XJM....P..EL.VO.",
        "CR.GJ.BA..ITNH.O...Q.U...",
        "....H.I.G..L.UAD......T..",
        "...U...R..YJ..CS.N..DG...",
        ".XN...S.JWB.P.GI....CM.Q.",
        ".PA..ND...W.....KCU.....Y",
        ".ICT...X.M..L.PKA..VOB..E",
        "...X.....U.V..T.QD..AFGH.",
        "..VJ..A...KS.R.FT.....M..",
        "HM..LQF.CT.I..JP.X.....R.",
        ".D..........BOXUNR.L.IJ..",
        ".KQ..IMHP.C..WVXU..DGO..A",
        ".....X...Y.......H...E.W.",
        ".N..C..QDK..GBMV...AY.H.X",
        "..L...J.R......E......PV.",
        ".W.DA..G...N..O.JSP....K.",
    ];

    /// The board's solution must stay: probing places its values only and
    /// keeps each open cell's own value among its candidates.
    fn keeps(state: &TwentyFive, solution: &Board) -> bool {
        solution.cells().iter().enumerate().all(|(cell, &value)| {
            let (band, bit) = (cell / 125, cell % 125);
            let value = usize::from(value) - 1;
            match state.values[cell] {
                0 => state.candidates[value][band] >> bit & 1 != 0,
                placed => usize::from(placed) - 1 == value,
            }
        })
    }

    #[test]
    fn probing_places_values_the_rules_alone_leave_open() {
        let board = Board::parse(&MINIMAL.concat()).unwrap();
        let solution = count_and_solve(&board, 1).1.unwrap();
        let mut state = TwentyFive::new(&board).ok().unwrap();
        assert!(state.propagate().is_ok());
        let open = state.open;
        let mut again = state;
        assert!(again.propagate().is_ok());
        assert_eq!(again.open, open, "the rules alone are at a fixed point");
        let cell = state.probe().ok().unwrap();
        assert!(state.open < open, "{} cells open before and after", open);
        assert!(keeps(&state, &solution));
        let (band, bit) = cell.unwrap();
        assert!(state.values[band * 125 + bit] == 0);
    }
}

//! Failed-literal probing for the 16x16 and 25x25 search: each pair of
//! candidates one of which must hold (a cell's two candidates, a value's
//! two places in a row, column or box) is tried both ways on a copy of the
//! state, propagated by [`state`](super::state)'s rules; a way that
//! contradicts forces the other, and what both ways remove goes. The
//! search calls it before each guess and guesses on the pair it names.

use super::outcomes::Tried;
use super::state::{Candidate, Contradiction, Mask, State};

/// The largest box size and side served, for arrays sized by them.
const MAX_N: usize = 5;
const MAX_SIDE: usize = MAX_N * MAX_N;

impl<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize> State<M, N, SIDE, CELLS> {
    /// One pass over the cells with two candidates, band by band, then
    /// over the values' rows, columns and boxes with two places, value by
    /// value (see [`State::either`] for what a probe does). Returns the
    /// pair to guess on: of the pairs where both ways held, the one whose
    /// two ways remove the most candidates (the product of the two
    /// counts, a placed cell's candidates among them), weighted by how
    /// often probes on the pair's cells contradicted so far in the search
    /// (see [`Tried::weighted`]), the first on a tie; `None` when there is
    /// none or the board is filled. `tried` keeps the pass's outcomes.
    ///
    /// The score counts candidates removed, not cells filled, and both
    /// kinds of pair alike: scoring by cells filled, weighting either kind
    /// double, or adding the two counts all took more guesses.
    ///
    /// One pass, not to a fixed point: the next guess's propagation
    /// finishes what a pass starts, and probing to a fixed point took more
    /// guesses and time. The pass is what makes 25x25 boards tractable (a
    /// minimal one: 2.26 M guesses without it, 772 with it), and it pays on
    /// 16x16 boards too. Guessing on the best pair beats
    /// [`State::guess_cell`]'s rule after the pass; the values' pairs pay
    /// only when they are guessed on as well as probed. Tried and dropped:
    /// probing the cells with three candidates too, and a second pass
    /// wherever the first narrowed the state (fewer guesses, more time);
    /// the values' pairs before the cells' (more guesses, more time).
    pub fn probe(
        &mut self,
        tried: &mut Tried<M, N, SIDE, CELLS>,
    ) -> Result<Option<[Candidate; 2]>, Contradiction> {
        tried.clear();
        let mut best: Option<([Candidate; 2], u64)> = None;
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
                let pair = [(first, band, bit), (second, band, bit)];
                if let Some(score) = self.either(pair, tried)? {
                    if best.map_or(true, |(_, most)| score > most) {
                        best = Some((pair, score));
                    }
                }
                if self.open == 0 {
                    return Ok(None);
                }
            }
        }
        for value in 0..SIDE {
            let mut places = [[(0, 0); 2]; 3 * MAX_SIDE];
            let count = self.two_places(value, &mut places);
            for &[(band, bit), (other_band, other_bit)] in &places[..count] {
                let pair = [(value, band, bit), (value, other_band, other_bit)];
                // An earlier probe may have placed the value in the unit.
                if !self.open_both(pair) {
                    continue;
                }
                if let Some(score) = self.either(pair, tried)? {
                    if best.map_or(true, |(_, most)| score > most) {
                        best = Some((pair, score));
                    }
                }
                if self.open == 0 {
                    return Ok(None);
                }
            }
        }
        // A pair picked before a later probe narrowed the state may have
        // lost a candidate since.
        Ok(best
            .map(|(pair, _)| pair)
            .filter(|&pair| self.open_both(pair)))
    }

    /// Whether both candidates are still open.
    fn open_both(&self, pair: [Candidate; 2]) -> bool {
        pair.iter()
            .all(|&(value, band, bit)| self.may(value, band, bit))
    }

    /// Probes two candidates one of which holds, each placed and
    /// propagated on a copy (once a pass: see [`Tried`]). Both
    /// contradicting is a contradiction; one contradicting places the
    /// other here; both holding removes the candidates both copies removed
    /// (see [`State::keep_common`]) and returns the pair's score: the
    /// product of the counts of candidates each removed, weighted by
    /// [`Tried::weighted`].
    fn either(
        &mut self,
        pair: [Candidate; 2],
        tried: &mut Tried<M, N, SIDE, CELLS>,
    ) -> Result<Option<u64>, Contradiction> {
        let one = tried.outcome(self, pair[0]);
        let other = tried.outcome(self, pair[1]);
        let level = tried.level();
        match (one, other) {
            (None, None) => Err(Contradiction),
            (None, Some(k)) | (Some(k), None) => {
                let held = &level.held[k];
                if held.version == level.version {
                    *self = held.state;
                } else {
                    let (value, band, bit) = if one.is_none() { pair[1] } else { pair[0] };
                    self.place(value, band, bit)?;
                    self.propagate()?;
                }
                level.version += 1;
                Ok(None)
            }
            (Some(k), Some(j)) => {
                let (one, other) = (&level.held[k], &level.held[j]);
                let score = u64::from(one.removed) * u64::from(other.removed);
                if self.keep_common(&one.state, &other.state)? {
                    level.version += 1;
                }
                Ok(Some(tried.weighted(score, pair)))
            }
        }
    }

    /// The rows, columns and boxes where `value` has exactly two places,
    /// as (band, bit) of each, into `places`; returns how many. A box is
    /// left out when its two places are a row's or a column's two too.
    fn two_places(&self, value: usize, places: &mut [[(usize, usize); 2]]) -> usize {
        let cells = &self.candidates[value];
        let row = |band: usize, r: usize| (cells[band] >> (SIDE * r)).low() & Self::ROW_BITS;
        let mut count = 0;
        // Per band, a bit per row holding two places.
        let mut row_pairs = [0u32; MAX_N];
        // Columns: their places counted up to three over all the rows.
        let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
        for (band, pairs) in row_pairs.iter_mut().enumerate().take(N) {
            for r in 0..N {
                let here = row(band, r);
                thrice |= twice & here;
                twice |= once & here;
                once |= here;
                if here.count_ones() == 2 {
                    *pairs |= 1 << r;
                    let first = here.trailing_zeros() as usize;
                    let second = (here & (here - 1)).trailing_zeros() as usize;
                    places[count] = [(band, SIDE * r + first), (band, SIDE * r + second)];
                    count += 1;
                }
            }
        }
        let column_pairs = twice & !thrice;
        let mut columns = column_pairs;
        while columns != 0 {
            let column = columns.trailing_zeros() as usize;
            columns &= columns - 1;
            let mut found = 0;
            for band in 0..N {
                for r in 0..N {
                    if found < 2 && row(band, r) >> column & 1 != 0 {
                        places[count][found] = (band, SIDE * r + column);
                        found += 1;
                    }
                }
            }
            count += 1;
        }
        for band in 0..N {
            for k in 0..N {
                let within = cells[band] & (Self::boxed() << (N * k));
                if within.count_ones() != 2 {
                    continue;
                }
                let first = within.trailing_zeros() as usize;
                let second = within.clear_lowest().trailing_zeros() as usize;
                let (r, column) = (first / SIDE, first % SIDE);
                let a_row = r == second / SIDE && row_pairs[band] >> r & 1 != 0;
                let a_column = column == second % SIDE && column_pairs >> column & 1 != 0;
                if !a_row && !a_column {
                    places[count] = [(band, first), (band, second)];
                    count += 1;
                }
            }
        }
        count
    }

    /// The two candidates of the cell at `bit` of `band`, when it has
    /// exactly two.
    fn two_values(&self, band: usize, bit: usize) -> Option<(usize, usize)> {
        let mut values = (0..SIDE).filter(|&v| self.may(v, band, bit));
        let pair = (values.next()?, values.next()?);
        match values.next() {
            Some(_) => None,
            None => Some(pair),
        }
    }

    /// Narrows this state to what `one` or `other` (two states narrowed
    /// from it, or from an earlier state it narrowed from) still allows: a
    /// candidate both removed goes, counting a value placed on a cell as
    /// that cell's candidate. Then propagates; `Ok(true)` when it
    /// narrowed. Only the masks both changed (see [`State::changed`]) can
    /// lose anything: elsewhere one of them holds what the state they
    /// came from held, no less than this one's.
    fn keep_common(&mut self, one: &Self, other: &Self) -> Result<bool, Contradiction> {
        let mut narrowed = false;
        let mut masks = one.changed & other.changed;
        while let Some((value, bands)) = Self::take_value(&mut masks) {
            let mut lost = [M::ZERO; N];
            let mut here = false;
            for (band, lost) in lost.iter_mut().enumerate() {
                if bands >> band & 1 == 0 {
                    continue;
                }
                let cells = self.candidates[value][band];
                let mut keep = one.candidates[value][band] | other.candidates[value][band];
                // A cell either placed the value on.
                for placed in [one, other] {
                    let mut on = cells & !keep & placed.placed[band];
                    while on != M::ZERO {
                        let bit = on.trailing_zeros() as usize;
                        on = on.clear_lowest();
                        if usize::from(placed.values[band * N * SIDE + bit]) == value + 1 {
                            keep |= M::ONE << bit;
                        }
                    }
                }
                *lost = cells & !keep;
                here |= *lost != M::ZERO;
                self.candidates[value][band] = cells & keep;
            }
            if here {
                self.lost(value, &lost);
                narrowed = true;
            }
        }
        if narrowed {
            self.propagate()?;
        }
        Ok(narrowed)
    }
}

#[cfg(test)]
mod tests {
    use super::super::count_and_solve;
    use super::super::state::{Mask, Sixteen, State, TwentyFive};
    use super::Tried;
    use crate::board::Board;
    use crate::grid::Stats;
    use crate::random::Rng;

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
        let solution = count_and_solve(&board, 1, &mut Stats::default()).1.unwrap();
        let mut state = TwentyFive::new(&board).ok().unwrap();
        assert!(state.propagate().is_ok());
        let open = state.open;
        let mut again = state;
        assert!(again.propagate().is_ok());
        assert_eq!(again.open, open, "the rules alone are at a fixed point");
        let pair = state.probe(&mut Tried::new()).ok().unwrap().unwrap();
        assert!(state.open < open, "{} cells open before and after", open);
        assert!(keeps(&state, &solution));
        // Both candidates of the pair to guess on are open, and the
        // solution takes one of them.
        let solved = pair.iter().filter(|&&(value, band, bit)| {
            assert!(state.values[band * 125 + bit] == 0);
            assert!(state.candidates[value][band] >> bit & 1 != 0);
            usize::from(solution.cells()[band * 125 + bit]) == value + 1
        });
        assert_eq!(solved.count(), 1);
    }

    /// Every probe that contradicts counts once on its cell, the counts
    /// outlive the pass, and a pair's score grows with its cells' counts.
    #[test]
    fn contradictions_weight_the_cells_they_happen_on() {
        let board = Board::parse(&MINIMAL.concat()).unwrap();
        let mut state = TwentyFive::new(&board).ok().unwrap();
        assert!(state.propagate().is_ok());
        let mut tried = Tried::new();
        let mut counted = 0;
        // Passes until one of them saw a contradiction.
        for _ in 0..20 {
            if state.probe(&mut tried).is_err() || state.open == 0 {
                break;
            }
            let failed = tried.levels[0]
                .slot
                .iter()
                .filter(|&&slot| slot == 1)
                .count();
            counted += failed as u64;
            let sum: u64 = tried.contradicted.iter().map(|&c| u64::from(c)).sum();
            assert_eq!(sum, counted, "each contradiction counts once");
            if failed > 0 {
                break;
            }
        }
        assert!(counted > 0, "no probe contradicted in 20 passes");
        let cell = tried.contradicted.iter().position(|&c| c > 0).unwrap();
        let weight = u64::from(tried.contradicted[cell]);
        let (band, bit) = (cell / 125, cell % 125);
        let quiet = tried.contradicted.iter().position(|&c| c == 0).unwrap();
        let (quiet_band, quiet_bit) = (quiet / 125, quiet % 125);
        assert_eq!(
            tried.weighted(6, [(0, band, bit), (1, band, bit)]),
            6 * (1 + 2 * weight)
        );
        let mixed = [(0, band, bit), (0, quiet_band, quiet_bit)];
        assert_eq!(tried.weighted(6, mixed), 6 * (1 + weight));
        let none = [(0, quiet_band, quiet_bit), (1, quiet_band, quiet_bit)];
        assert_eq!(tried.weighted(6, none), 6);
    }

    /// Whether `value` may go on `cell` (a board index) in `state`.
    fn open_at<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        state: &State<M, N, SIDE, CELLS>,
        value: usize,
        cell: usize,
    ) -> bool {
        let (band, bit) = (cell / (N * SIDE), cell % (N * SIDE));
        state.values[cell] == 0 && state.may(value, band, bit)
    }

    /// The pairs of cells (board indices, the lower first) of the rows,
    /// columns and boxes where `value` has exactly two places, each pair
    /// once, found cell by cell from the definitions.
    fn naive_two_places<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        state: &State<M, N, SIDE, CELLS>,
        value: usize,
    ) -> Vec<(usize, usize)> {
        let mut units: Vec<Vec<usize>> = Vec::new();
        for i in 0..SIDE {
            units.push((0..SIDE).map(|j| i * SIDE + j).collect());
            units.push((0..SIDE).map(|j| j * SIDE + i).collect());
            let (top, left) = (i / N * N, i % N * N);
            units.push(
                (0..SIDE)
                    .map(|j| (top + j / N) * SIDE + left + j % N)
                    .collect(),
            );
        }
        let mut pairs: Vec<(usize, usize)> = units
            .iter()
            .map(|unit| {
                unit.iter()
                    .copied()
                    .filter(|&cell| open_at(state, value, cell))
                    .collect::<Vec<_>>()
            })
            .filter(|places| places.len() == 2)
            .map(|places| (places[0].min(places[1]), places[0].max(places[1])))
            .collect();
        pairs.sort_unstable();
        pairs.dedup();
        pairs
    }

    /// `two_places` against [`naive_two_places`] for every value.
    fn check_two_places<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        state: &State<M, N, SIDE, CELLS>,
    ) {
        for value in 0..SIDE {
            let mut places = [[(0, 0); 2]; 3 * super::MAX_SIDE];
            let count = state.two_places(value, &mut places);
            let mut found: Vec<(usize, usize)> = places[..count]
                .iter()
                .map(|&[(band, bit), (other_band, other_bit)]| {
                    let (a, b) = (band * N * SIDE + bit, other_band * N * SIDE + other_bit);
                    (a.min(b), a.max(b))
                })
                .collect();
            found.sort_unstable();
            assert_eq!(found.len(), count, "value {value}: a pair listed twice");
            assert_eq!(found, naive_two_places(state, value), "value {value}");
        }
    }

    /// Places random open candidates one by one from `state`, propagating
    /// after each, until a contradiction or a full board; after each
    /// propagation the state must be at the fixed point of every rule:
    /// marking every value due and propagating again changes nothing
    /// (what the rules look at again is only what changed). Checks
    /// [`check_two_places`] on the way. Returns how many states it checked.
    fn walk<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        mut state: State<M, N, SIDE, CELLS>,
        rng: &mut Rng,
    ) -> usize {
        let mut checked = 0;
        while state.propagate().is_ok() {
            let mut full = state;
            for value in 0..SIDE {
                full.narrowed(value);
            }
            assert!(full.propagate().is_ok(), "the rules missed a contradiction");
            assert_eq!(full.open, state.open, "the rules missed a placement");
            assert!(
                full.candidates == state.candidates,
                "the rules missed a removal"
            );
            check_two_places(&state);
            checked += 1;
            match any_candidate(&state, rng) {
                Some((value, band, bit)) if state.place(value, band, bit).is_ok() => {}
                _ => break,
            }
        }
        checked
    }

    #[test]
    fn the_rules_look_again_wherever_a_state_changed() {
        let mut rng = Rng::new(21);
        let mut checked = 0;
        for _ in 0..60 {
            let empty = Board::empty(4).unwrap();
            checked += walk(Sixteen::new(&empty).ok().unwrap(), &mut rng);
        }
        let board = Board::parse(&MINIMAL.concat()).unwrap();
        for _ in 0..5 {
            checked += walk(TwentyFive::new(&board).ok().unwrap(), &mut rng);
        }
        assert!(checked > 100, "only {checked} states checked");
    }

    /// A random candidate of a random open cell of `state`.
    fn any_candidate<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        state: &State<M, N, SIDE, CELLS>,
        rng: &mut Rng,
    ) -> Option<(usize, usize, usize)> {
        let open: Vec<usize> = (0..CELLS).filter(|&cell| state.values[cell] == 0).collect();
        let cell = *open.get(rng.below(open.len().max(1) as u32) as usize)?;
        let values: Vec<usize> = (0..SIDE)
            .filter(|&value| open_at(state, value, cell))
            .collect();
        let value = *values.get(rng.below(values.len().max(1) as u32) as usize)?;
        Some((value, cell / (N * SIDE), cell % (N * SIDE)))
    }

    /// Along a random walk from `state`: a candidate's outcome from a
    /// state, met with a narrower state (another candidate placed there
    /// and propagated), must propagate to what placing the candidate on
    /// the narrower state does, contradiction for contradiction. Returns
    /// how many pairs of states it compared, and how many contradicted.
    #[cfg(feature = "meet")]
    fn meets<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
        mut state: State<M, N, SIDE, CELLS>,
        rng: &mut Rng,
    ) -> (usize, usize) {
        let (mut compared, mut contradicted) = (0, 0);
        while state.propagate().is_ok() && state.open > 0 {
            for _ in 0..6 {
                let (c, a) = match (any_candidate(&state, rng), any_candidate(&state, rng)) {
                    (Some(c), Some(a)) if c != a => (c, a),
                    _ => continue,
                };
                let mut held = state;
                held.changed = 0;
                if held
                    .place(c.0, c.1, c.2)
                    .and_then(|_| held.propagate())
                    .is_err()
                {
                    continue;
                }
                let mut placed = [M::ZERO; N];
                for (band, placed) in placed.iter_mut().enumerate() {
                    *placed = held.placed[band] & !state.placed[band];
                }
                let mut narrower = state;
                let narrowed = narrower
                    .place(a.0, a.1, a.2)
                    .and_then(|_| narrower.propagate());
                if narrowed.is_err() || !open_at(&narrower, c.0, c.1 * N * SIDE + c.2) {
                    continue;
                }
                let mut fresh = narrower;
                let fresh_held = fresh.place(c.0, c.1, c.2).and_then(|_| fresh.propagate());
                let mut met = narrower;
                let met_held = met.meet(&held, &placed).and_then(|_| met.propagate());
                assert_eq!(fresh_held.is_ok(), met_held.is_ok(), "the meet's verdict");
                if fresh_held.is_ok() {
                    assert!(met.candidates == fresh.candidates, "the meet's candidates");
                    assert!(met.values == fresh.values, "the meet's values");
                    assert!(met.placed == fresh.placed && met.open == fresh.open);
                } else {
                    contradicted += 1;
                }
                compared += 1;
            }
            match any_candidate(&state, rng) {
                Some((value, band, bit)) if state.place(value, band, bit).is_ok() => {}
                _ => break,
            }
        }
        (compared, contradicted)
    }

    #[test]
    #[cfg(feature = "meet")]
    fn meeting_a_held_outcome_is_probing_anew() {
        let mut rng = Rng::new(76);
        let (mut compared, mut contradicted) = (0, 0);
        for _ in 0..40 {
            let empty = Board::empty(4).unwrap();
            let (c, x) = meets(Sixteen::new(&empty).ok().unwrap(), &mut rng);
            compared += c;
            contradicted += x;
        }
        let board = Board::parse(&MINIMAL.concat()).unwrap();
        for _ in 0..6 {
            let (c, x) = meets(TwentyFive::new(&board).ok().unwrap(), &mut rng);
            compared += c;
            contradicted += x;
        }
        assert!(compared > 500, "only {compared} compared");
        assert!(
            contradicted > 20,
            "only {contradicted} contradictions compared"
        );
        assert!(contradicted < compared);
    }
}

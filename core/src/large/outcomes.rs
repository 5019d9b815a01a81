//! The outcomes of failed-literal probing a search keeps: each pass's
//! table of the candidates it placed and propagated, a table per depth so
//! that a pass starts its probes from its parent's outcomes, and the
//! contradictions counted per cell over the whole search, which weight
//! the choice of the guess. [`probe`](super::probe) fills and reads them.

use super::state::{Candidate, Mask, State};

/// The candidates each probing pass on the search's path has placed and
/// propagated, each once a pass however many pairs it is in (a cell's two
/// candidates, and the value's two places in the cell's row, column or
/// box): a third to two fifths of the propagations of a pass on minimal
/// 25x25 boards.
///
/// A state kept is the one the candidate led to from the pass's state as
/// it was then; the pass may since have narrowed its state, so a later
/// pair may read a state that allows more than propagating anew would.
/// That is sound (what both ways of a pair rule out stays ruled out), if
/// weaker, and a contradiction found stays one.
///
/// A pass keeps its outcomes while the search is below its node, for the
/// passes of its children to start from (see [`Tried::outcome`]). Across
/// passes it counts, per cell, the probes that contradicted, for
/// [`Tried::weighted`]; a search keeps one `Tried` from start to end.
pub struct Tried<M, const N: usize, const SIDE: usize, const CELLS: usize> {
    /// A pass's table per depth of the search, up to `cap` of them
    /// ([`LEVELS`]; deeper passes share the last): a pass starts a probe
    /// from the outcome its parent's pass held for the same candidate,
    /// where there is one.
    pub levels: Vec<Level<M, N, SIDE, CELLS>>,
    cap: usize,
    /// The depth of the node whose pass runs next.
    pub depth: usize,
    /// Per cell, how many probes on it contradicted, over every pass of
    /// the search (the one thing a pass leaves to the next).
    pub contradicted: Vec<u32>,
}

/// Depths with a pass table of their own. Without the feature `meet`
/// (judge submissions, kept under their size limit) a pass starts every
/// probe anew, and one table serves every depth.
#[cfg(feature = "meet")]
const LEVELS: usize = 64;
#[cfg(not(feature = "meet"))]
const LEVELS: usize = 1;

/// One pass's outcomes.
pub struct Level<M, const N: usize, const SIDE: usize, const CELLS: usize> {
    /// Per value and cell (`value * CELLS + cell`): 0 untried, 1
    /// contradicted, else 2 + the index of its outcome in `held`.
    pub slot: Vec<u32>,
    /// The slots set this pass.
    used: Vec<usize>,
    /// The outcomes of this pass, the first `kept` of them (the rest are
    /// space left by earlier passes).
    pub held: Vec<Held<M, N, SIDE, CELLS>>,
    kept: usize,
    /// How many times the pass's state has narrowed.
    pub version: u32,
}

/// A candidate that held: the state it led to (its [`State::changed`]
/// naming the masks that lost candidates), the candidates it removed (a
/// placed cell's among them), the cells it placed, and the
/// [`Level::version`] of the state it was placed on.
pub struct Held<M, const N: usize, const SIDE: usize, const CELLS: usize> {
    pub state: State<M, N, SIDE, CELLS>,
    pub removed: u32,
    #[cfg(feature = "meet")]
    placed: [M; N],
    pub version: u32,
}

impl<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize> Tried<M, N, SIDE, CELLS> {
    pub fn new() -> Self {
        Tried {
            levels: Vec::new(),
            cap: LEVELS,
            depth: 0,
            contradicted: vec![0; CELLS],
        }
    }

    /// A table of at most `cap` passes (at least 1), for the tests.
    #[cfg(test)]
    pub fn with_cap(cap: usize) -> Self {
        Tried {
            cap: cap.max(1),
            ..Tried::new()
        }
    }

    /// A pair's score, the product of what its two ways remove, times one
    /// more than the contradictions seen on its cells (a cell's two
    /// candidates count the cell twice): the search turns to the cells
    /// where it keeps failing, as a constraint solver weights the
    /// constraints that wipe out domains. The weights cut the guesses on
    /// `testdata/hard25.txt` and boards made from it by symmetries about
    /// fivefold, and change little on minimal boards. Tried and dropped,
    /// each taking more guesses: weights that fade, counts per candidate
    /// rather than per cell, a cell's failed guesses counted too, the
    /// contradictions added to 1/4 or 16 rather than 1.
    pub fn weighted(&self, score: u64, pair: [Candidate; 2]) -> u64 {
        let failures = pair
            .iter()
            .map(|&(_, band, bit)| u64::from(self.contradicted[band * N * SIDE + bit]))
            .sum::<u64>();
        score.saturating_mul(1 + failures)
    }

    /// Which table the pass at this depth uses.
    fn at(&self) -> usize {
        self.depth.min(self.cap - 1)
    }

    /// The table of the pass at this depth.
    pub fn level(&mut self) -> &mut Level<M, N, SIDE, CELLS> {
        let at = self.at();
        &mut self.levels[at]
    }

    /// Forgets the last pass at this depth.
    pub fn clear(&mut self) {
        while self.levels.len() <= self.at() {
            self.levels.push(Level {
                slot: vec![0; SIDE * CELLS],
                used: Vec::new(),
                held: Vec::new(),
                kept: 0,
                version: 0,
            });
        }
        let level = self.level();
        for &key in &level.used {
            level.slot[key] = 0;
        }
        level.used.clear();
        level.kept = 0;
        level.version = 0;
    }

    /// The index in this depth's `held` of what placing `candidate` on
    /// `state` and propagating led to, or `None` when it contradicted.
    ///
    /// Where the parent's pass held an outcome for the candidate, the probe
    /// is that outcome met with `state` ([`State::meet`]), which propagates
    /// to the same state as placing anew (the same guesses on every board
    /// tried): the rules look again only where the two differ. Four probes
    /// in five start so on minimal 25x25 boards, and counting the boards of
    /// `testdata/minimal25.txt` and `testdata/gen25.txt` takes 15% less
    /// time. The tables cost memory: 34 MB at most solving
    /// `testdata/hard25.txt`, where one table took 4 MB.
    pub fn outcome(
        &mut self,
        state: &State<M, N, SIDE, CELLS>,
        candidate: Candidate,
    ) -> Option<usize> {
        let (value, band, bit) = candidate;
        let key = value * CELLS + band * N * SIDE + bit;
        let at = self.at();
        let (above, below) = self.levels.split_at_mut(at);
        let level = &mut below[0];
        match level.slot[key] {
            0 => {}
            1 => return None,
            slot => return Some(slot as usize - 2),
        }
        level.used.push(key);
        // The outcome is made in its slot of `held`, a state copied once.
        let index = level.kept;
        if index == level.held.len() {
            level.held.push(Held {
                state: *state,
                removed: 0,
                #[cfg(feature = "meet")]
                placed: [M::ZERO; N],
                version: 0,
            });
        } else {
            level.held[index].state = *state;
        }
        // The parent's outcome, unless deeper passes share this table.
        let parent = match above.last() {
            Some(parent) if at == self.depth => match parent.slot[key] {
                slot if slot >= 2 => Some(&parent.held[slot as usize - 2]),
                _ => None,
            },
            _ => None,
        };
        let next = &mut level.held[index].state;
        next.changed = 0;
        let placed = match parent {
            #[cfg(feature = "meet")]
            Some(held) => next.meet(&held.state, &held.placed),
            _ => next.place(value, band, bit),
        };
        if placed.and_then(|_| next.propagate()).is_err() {
            level.slot[key] = 1;
            let cell = &mut self.contradicted[band * N * SIDE + bit];
            *cell = cell.saturating_add(1);
            return None;
        }
        let removed = removed(state, next);
        let held = &mut level.held[index];
        held.removed = removed;
        held.version = level.version;
        #[cfg(feature = "meet")]
        {
            for (placed, (&now, &was)) in held
                .placed
                .iter_mut()
                .zip(held.state.placed.iter().zip(&state.placed))
            {
                *placed = now & !was;
            }
        }
        level.slot[key] = index as u32 + 2;
        level.kept += 1;
        Some(index)
    }
}

/// How many candidates `was` holds that `now` (narrowed from it) does
/// not, a placed cell's among them, and the masks that lost them (bit
/// `value * N + band`). With the `popcnt` instruction where the CPU
/// has it: the baseline x86_64 target counts a mask's bits with a dozen
/// instructions a word, which made this a sixth of a probe's
/// instructions.
fn removed<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
    was: &State<M, N, SIDE, CELLS>,
    now: &State<M, N, SIDE, CELLS>,
) -> u32 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has `popcnt`.
            return unsafe { removed_popcnt(was, now) };
        }
    }
    count_removed(was, now)
}

/// [`count_removed`] compiled with `popcnt`.
///
/// # Safety
/// The CPU must have `popcnt`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
unsafe fn removed_popcnt<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
    was: &State<M, N, SIDE, CELLS>,
    now: &State<M, N, SIDE, CELLS>,
) -> u32 {
    count_removed(was, now)
}

/// [`removed`] on any CPU; always inlined, so that each caller compiles
/// it with its own target features.
#[inline(always)]
fn count_removed<M: Mask, const N: usize, const SIDE: usize, const CELLS: usize>(
    was: &State<M, N, SIDE, CELLS>,
    now: &State<M, N, SIDE, CELLS>,
) -> u32 {
    let mut count = 0;
    let mut masks = now.changed;
    while masks != 0 {
        let at = masks.trailing_zeros() as usize;
        masks &= masks - 1;
        let (value, band) = (at / N, at % N);
        count += (was.candidates[value][band] & !now.candidates[value][band]).count_ones();
    }
    count
}

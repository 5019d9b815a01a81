//! A small seeded random number generator, the same sequence on every
//! machine: the generator's puzzles and every randomized test draw from it,
//! so a batch or a failing case can be made again from its seed.

/// xoshiro256** (Blackman and Vigna), seeded through SplitMix64: small,
/// fast, and the same sequence everywhere.
#[derive(Clone, Debug)]
pub struct Rng {
    state: [u64; 4],
}

/// One SplitMix64 step: the next state and its mixed output.
fn split_mix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng::for_puzzle(seed, 0)
    }

    /// The generator for puzzle `index` of the batch with `seed`.
    pub fn for_puzzle(seed: u64, index: u64) -> Rng {
        let mut mix = seed ^ index.wrapping_mul(0xd134_2543_de82_ef95);
        let mut state = [0; 4];
        for word in &mut state {
            *word = split_mix(&mut mix);
        }
        Rng { state }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let [a, b, c, d] = &mut self.state;
        let result = b.wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = *b << 17;
        *c ^= *a;
        *d ^= *b;
        *b ^= *c;
        *a ^= *d;
        *c ^= t;
        *d = d.rotate_left(45);
        result
    }

    /// A number below `bound` (at least 1), without modulo bias (Lemire's
    /// multiply-and-reject).
    pub fn below(&mut self, bound: u32) -> u32 {
        loop {
            let product = u64::from(self.next_u64() as u32) * u64::from(bound);
            let low = product as u32;
            if low >= bound || low >= bound.wrapping_neg() % bound {
                return (product >> 32) as u32;
            }
        }
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_is_xoshiro256_starstar() {
        // The published first outputs for state [1, 2, 3, 4].
        let mut rng = Rng {
            state: [1, 2, 3, 4],
        };
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(first, [11520, 0, 1509978240]);
    }

    #[test]
    fn below_stays_below_and_covers_the_range() {
        let mut rng = Rng::for_puzzle(7, 0);
        let mut seen = [0u32; 9];
        for _ in 0..9000 {
            let value = rng.below(9);
            assert!(value < 9);
            seen[value as usize] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
    }
}

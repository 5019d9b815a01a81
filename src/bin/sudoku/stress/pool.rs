//! The workers of `sudoku stress --jobs N`: tests numbered 1 to the last
//! run on N threads, each test's result handed on in test order, as one
//! worker would hand them, whatever order they end in. What a test is
//! and what its result means are the session's.
//!
//! Invariants: a test is taken only when it is fewer than [`AHEAD`] times
//! N tests past the last handed on, so the results waiting stay few (a
//! program's output can be megabytes); once the taker says stop, no test
//! is taken and `called_off` is set, which the runs still going look at.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, PoisonError, mpsc};
use std::thread;

/// How many tests per worker may be taken past the last handed on.
const AHEAD: u64 = 2;

/// The tests taken and handed on, shared by the workers and the taker.
struct Queue {
    /// The next test to take.
    next: u64,
    /// The tests handed on so far (1 to this).
    handed: u64,
    /// No more tests are to be taken.
    stopped: bool,
}

/// Stops the taking of tests when a worker panics, so that the others
/// end and the panic is not a hang.
struct StopOnPanic<'a> {
    queue: &'a Mutex<Queue>,
    moved: &'a Condvar,
}

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if thread::panicking() {
            self.queue
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .stopped = true;
            self.moved.notify_all();
        }
    }
}

/// Runs `work(test)` for tests 1 to `last` in turn, handing each to
/// `take`, until it says stop or fails.
fn serially<R, E>(
    last: u64,
    work: &impl Fn(u64) -> R,
    take: &mut impl FnMut(u64, R) -> Result<bool, E>,
) -> Result<(), E> {
    for test in 1..=last {
        if !take(test, work(test))? {
            break;
        }
    }
    Ok(())
}

/// Runs `work(test)` for tests 1 to `last` on `jobs` threads and hands
/// each result to `take` in test order, until `take` says stop (`Ok(false)`)
/// or fails, or the tests are over. `called_off` is set on stopping, for
/// the runs still going (their results are dropped). One job runs each
/// test in turn on this thread, the next begun once the last is handed on,
/// as do several when no thread can be started.
pub fn in_order<R, E>(
    jobs: usize,
    last: u64,
    called_off: &AtomicBool,
    work: impl Fn(u64) -> R + Sync,
    mut take: impl FnMut(u64, R) -> Result<bool, E>,
) -> Result<(), E>
where
    R: Send,
{
    if jobs <= 1 {
        return serially(last, &work, &mut take);
    }
    let queue = Mutex::new(Queue {
        next: 1,
        handed: 0,
        stopped: false,
    });
    let moved = Condvar::new();
    let window = AHEAD * jobs as u64;
    thread::scope(|scope| {
        let (sender, results) = mpsc::channel();
        let mut spawned = 0;
        for _ in 0..jobs {
            let sender = sender.clone();
            let (queue, moved, work) = (&queue, &moved, &work);
            let worker = thread::Builder::new().stack_size(sudoku::THREAD_STACK);
            let started = worker.spawn_scoped(scope, move || {
                let _stops = StopOnPanic { queue, moved };
                loop {
                    let test = {
                        let mut state = queue.lock().unwrap_or_else(PoisonError::into_inner);
                        while !state.stopped
                            && state.next <= last
                            && state.next > state.handed + window
                        {
                            state = moved.wait(state).unwrap_or_else(PoisonError::into_inner);
                        }
                        if state.stopped || state.next > last {
                            break;
                        }
                        state.next += 1;
                        state.next - 1
                    };
                    if sender.send((test, work(test))).is_err() {
                        break;
                    }
                }
            });
            spawned += usize::from(started.is_ok());
        }
        drop(sender);
        if spawned == 0 {
            return serially(last, &work, &mut take);
        }
        let mut waiting = BTreeMap::new();
        let mut handed = 0;
        let outcome = loop {
            if handed == last {
                break Ok(());
            }
            let Ok((test, result)) = results.recv() else {
                break Ok(());
            };
            waiting.insert(test, result);
            let mut go_on = Ok(true);
            while let Some(result) = waiting.remove(&(handed + 1)) {
                handed += 1;
                go_on = take(handed, result);
                if !matches!(go_on, Ok(true)) {
                    break;
                }
            }
            let mut state = queue.lock().unwrap_or_else(PoisonError::into_inner);
            state.handed = handed;
            moved.notify_all();
            match go_on {
                Ok(true) => {}
                Ok(false) => break Ok(()),
                Err(error) => break Err(error),
            }
        };
        // The runs still going are called off, and no more are begun.
        called_off.store(true, Ordering::Relaxed);
        queue.lock().unwrap_or_else(PoisonError::into_inner).stopped = true;
        moved.notify_all();
        drop(results);
        outcome
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tests handed on, in order, by `jobs` workers over `last` tests
    /// that take `slow(test)` milliseconds, stopping after `stop_at`.
    fn handed(jobs: usize, last: u64, stop_at: u64) -> Vec<u64> {
        let called_off = AtomicBool::new(false);
        let mut seen = Vec::new();
        let work = |test: u64| {
            // Later tests end first, so the order is made, not found.
            thread::sleep(std::time::Duration::from_millis((last - test) % 4));
            test * 10
        };
        let take = |test: u64, result: u64| -> Result<bool, ()> {
            assert_eq!(result, test * 10);
            seen.push(test);
            Ok(test < stop_at)
        };
        in_order(jobs, last, &called_off, work, take).unwrap();
        assert_eq!(called_off.load(Ordering::Relaxed), jobs > 1);
        seen
    }

    #[test]
    fn results_come_in_test_order_whatever_the_workers() {
        let all: Vec<u64> = (1..=40).collect();
        for jobs in [1, 2, 3, 8] {
            assert_eq!(handed(jobs, 40, u64::MAX), all, "{jobs} jobs");
            assert_eq!(handed(jobs, 40, 7), all[..7], "{jobs} jobs stopping at 7");
        }
    }

    #[test]
    fn an_error_stops_the_workers_and_is_returned() {
        let called_off = AtomicBool::new(false);
        let taken = Mutex::new(0);
        let work = |_| *taken.lock().unwrap() += 1;
        let take = |test: u64, ()| if test == 3 { Err(test) } else { Ok(true) };
        assert_eq!(in_order(2, 1000, &called_off, work, take), Err(3));
        // Taken: the three handed on and at most the window past them.
        assert!(*taken.lock().unwrap() <= 3 + 2 * AHEAD as usize + 2);
    }

    #[test]
    fn a_worker_that_panics_ends_the_run_not_hangs_it() {
        let ended = std::panic::catch_unwind(|| {
            let called_off = AtomicBool::new(false);
            let work = |test: u64| assert!(test != 3, "test 3");
            let take = |_, ()| -> Result<bool, ()> { Ok(true) };
            in_order(2, 1000, &called_off, work, take)
        });
        assert!(ended.is_err());
    }

    /// Goes `depth` calls deep, a KB of stack each.
    fn deep(depth: u32) -> u8 {
        let frame = std::hint::black_box([depth as u8; 1024]);
        if depth == 0 {
            frame[0]
        } else {
            deep(depth - 1).wrapping_add(frame[1023])
        }
    }

    /// Regression: `stress --jobs 2 --size 25` overflowed a worker's 2 MB
    /// stack making its first test.
    #[test]
    fn a_worker_has_the_stack_a_25x25_search_needs() {
        let called_off = AtomicBool::new(false);
        let mut sums = Vec::new();
        let take = |_, sum: u8| -> Result<bool, ()> {
            sums.push(sum);
            Ok(true)
        };
        // 8 MB of frames.
        in_order(2, 2, &called_off, |_| deep(8 << 10), take).unwrap();
        assert_eq!(sums.len(), 2);
    }
}

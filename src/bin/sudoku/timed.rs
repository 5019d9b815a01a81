//! Readers and writers that add up the time spent blocked in them, for
//! `--stats`' busy time (the batch's time not waiting on input or
//! output). Single-threaded: the run reads and writes on the calling
//! thread.

use std::cell::Cell;
use std::io::{self, Read, Write};
use std::rc::Rc;
use std::time::{Duration, Instant};

/// The time a run spends blocked in the reads and writes of [`Timed`]
/// readers and writers, all on the calling thread.
#[derive(Clone, Default)]
pub struct Waited(Rc<Cell<Duration>>);

impl Waited {
    /// `inner`, its reads or writes timed into this.
    pub fn timed<T>(&self, inner: T) -> Timed<T> {
        Timed {
            inner,
            waited: self.clone(),
        }
    }

    /// The time added up so far.
    pub fn total(&self) -> Duration {
        self.0.get()
    }

    /// Runs `call`, adding the time it takes.
    fn time<T>(&self, call: impl FnOnce() -> T) -> T {
        let started = Instant::now();
        let result = call();
        self.0.set(self.0.get() + started.elapsed());
        result
    }
}

/// A reader or writer whose calls add up their time in a [`Waited`]: one
/// clock reading a block of 256 KiB read or 64 KiB written.
pub struct Timed<T> {
    inner: T,
    waited: Waited,
}

impl<R: Read> Read for Timed<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let inner = &mut self.inner;
        self.waited.time(|| inner.read(buffer))
    }
}

impl<W: Write> Write for Timed<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let inner = &mut self.inner;
        self.waited.time(|| inner.write(bytes))
    }

    fn flush(&mut self) -> io::Result<()> {
        let inner = &mut self.inner;
        self.waited.time(|| inner.flush())
    }
}

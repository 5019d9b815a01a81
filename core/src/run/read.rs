//! The reading side of a run: reads the sources in fixed-size blocks,
//! passes them through the scanner and the format reader, and hands every
//! item, in input order, to whoever answers them.

use std::io::{self, Read};
use std::ops::ControlFlow;
use std::sync::Arc;

use super::options::{Options, Source};
use super::summary::Error;
use crate::input::scan::{Scanner, MAX_TOKEN};
use crate::input::{format, CellChars, Item, Reader};
use crate::output::Layout;

/// Bytes read from a source at a time.
pub const READ_BLOCK: usize = 256 * 1024;
/// The scanner must always make progress: a read block holds more than two
/// of its longest tokens. (A zero-length array type fails to compile when
/// it does not; `assert!` in a constant needs a newer Rust than the judges
/// have.)
const _: [(); 1] = [(); (READ_BLOCK > 2 * MAX_TOKEN) as usize];

/// A read of fewer bytes than this, short of the space it was given, is
/// input arriving a little at a time: a program talking line by line, not
/// a pipe refilled in pages.
pub const TRICKLE: usize = 4096;

/// Where the reading side hands each item: the answering side of a run.
pub trait Consumer {
    /// Answers one item read from `source`, in input order.
    fn item(&mut self, source: &Arc<str>, layout: Layout, item: Item) -> io::Result<()>;

    /// The reading side is about to read again after a read that did not
    /// fill its buffer, so the next may wait for input: writes the answers
    /// ready, and with `trickle` (the last read brought fewer than
    /// [`TRICKLE`] bytes) every answer to what was read, so that a program
    /// writing a puzzle and waiting for its answer gets it.
    fn idle(&mut self, trickle: bool) -> io::Result<()>;

    /// Writes every answer given so far: the reading side is about to stop
    /// with an error.
    fn drain(&mut self) -> io::Result<()>;
}

/// Reads `sources` in order, each its own input (its format detected, its
/// `end` or count, its puzzles numbered from 1), as `options` say, and
/// hands every item to `consumer` in input order, each source's closing
/// fault (input that ended too soon) included. A source that cannot be
/// opened or read stops the run, after `consumer` has written what it was
/// given.
pub fn read<R, C>(
    sources: impl IntoIterator<Item = Source<R>>,
    options: &Options,
    consumer: &mut C,
) -> Result<(), Error>
where
    R: Read,
    C: Consumer,
{
    let mut block = vec![0u8; READ_BLOCK];
    // What the last read brought, if it did not fill its space: the next
    // may wait for input, so the answers ready go out first. A file read
    // fills its block; a pipe or a terminal, what has arrived. (Answers
    // otherwise wait for a full output block, which keeps writes large.)
    let mut short: Option<usize> = None;

    for source in sources {
        let name: Arc<str> = source.name.into();
        let mut stream = match source.reader {
            Ok(stream) => stream,
            Err(error) => {
                consumer.drain().map_err(Error::Write)?;
                return Err(Error::Read {
                    source: name.to_string(),
                    error,
                });
            }
        };
        let mut reader = Reader::new(options.format, CellChars::new(&options.empty));
        let mut scanner = Scanner::with_punctuation(format::punctuation(options.format));
        let mut filled = 0;
        loop {
            if let Some(brought) = short {
                consumer.idle(brought < TRICKLE).map_err(Error::Write)?;
            }
            let space = block.len() - filled;
            let read = match stream.read(&mut block[filled..]) {
                Ok(read) => read,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => {
                    consumer.drain().map_err(Error::Write)?;
                    return Err(Error::Read {
                        source: name.to_string(),
                        error,
                    });
                }
            };
            filled += read;
            short = if read < space { Some(read) } else { None };
            let at_end = read == 0;
            let mut failure = None;
            let (used, flow) = scanner.scan(&block[..filled], at_end, |token| {
                reader.token(&token, |item, format| {
                    if failure.is_none() {
                        failure = consumer.item(&name, options.layout_for(format), item).err();
                    }
                });
                if failure.is_some() || reader.is_done() {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            if let Some(error) = failure {
                return Err(Error::Write(error));
            }
            block.copy_within(used..filled, 0);
            filled -= used;
            if matches!(flow, ControlFlow::Break(_)) || at_end {
                break;
            }
        }
        let (line, column) = scanner.position();
        let mut failure = None;
        reader.finish(line, column, |item, format| {
            if failure.is_none() {
                failure = consumer.item(&name, options.layout_for(format), item).err();
            }
        });
        if let Some(error) = failure {
            return Err(Error::Write(error));
        }
    }
    Ok(())
}

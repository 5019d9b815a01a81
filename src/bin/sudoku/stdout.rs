//! Standard output as the binary writes it: a file of its own, an error
//! rather than a sink when descriptor 1 was closed at start, and a write
//! that fails as an error whose source tells a reader gone away (`| head`)
//! from the rest. Also whether standard input was closed at start, which
//! is an error for the commands that read it, not an empty input.

#[cfg(unix)]
use std::fs::File;
use std::io::{self, Write};

/// Output that could not be written: `cannot write output: ...`, with the
/// I/O error as its source, which `main` looks at for a broken pipe.
#[derive(Debug)]
pub struct OutputError(pub io::Error);

impl std::fmt::Display for OutputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot write output: {}", self.0)
    }
}

impl std::error::Error for OutputError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.0)
    }
}

/// Writes `text` (a help text, the version, the presets) to standard
/// output; exit code 0.
pub fn print(text: &str) -> Result<u8, Box<dyn std::error::Error>> {
    stdout()?.write_all(text.as_bytes()).map_err(OutputError)?;
    Ok(0)
}

/// Standard output, as a file of its own: a duplicate of descriptor 1.
/// std's `Stdout` takes a closed descriptor 1 for a sink (writes succeed
/// and go nowhere), so `sudoku >&-` would lose every answer with exit code
/// 0; a closed or read-only one is an error here, at once or at the first
/// write. The answers are written in large blocks, so no buffer is lost.
#[cfg(unix)]
pub fn stdout() -> Result<File, String> {
    use std::os::fd::AsFd;
    if closed_at_start(1) {
        return Err("cannot write output: standard output is closed".to_string());
    }
    match io::stdout().as_fd().try_clone_to_owned() {
        Ok(descriptor) => Ok(File::from(descriptor)),
        Err(error) => Err(format!("cannot write output: {error}")),
    }
}

/// Whether standard input was closed when the process started (`sudoku
/// <&-`), which std would read as an empty input.
pub fn stdin_closed() -> bool {
    closed_at_start(0)
}

/// Standard output (elsewhere than on Unix, as std gives it).
#[cfg(not(unix))]
pub fn stdout() -> Result<io::Stdout, String> {
    Ok(io::stdout())
}

/// Whether `descriptor` (0 or 1) was closed when the process started
/// (`sudoku >&-`, `sudoku <&-`). Rust's runtime then opens `/dev/null`
/// there before `main`, for reading and writing, which looks the same as
/// a `/dev/null` a parent opened on purpose (Python's
/// `subprocess.DEVNULL`, a shell's `1<>`), so the descriptors are looked
/// at earlier: by a function the C runtime calls before `main`, from
/// `.init_array`. On Linux; elsewhere this says no.
#[cfg(target_os = "linux")]
fn closed_at_start(descriptor: usize) -> bool {
    use std::sync::atomic::{AtomicBool, Ordering};

    static CLOSED: [AtomicBool; 2] = [AtomicBool::new(false), AtomicBool::new(false)];

    unsafe extern "C" {
        fn fcntl(descriptor: i32, command: i32, ...) -> i32;
    }

    /// Looks at descriptors 0 and 1 before Rust's runtime opens anything.
    extern "C" fn look() {
        const F_GETFD: i32 = 1;
        for (descriptor, closed) in CLOSED.iter().enumerate() {
            // SAFETY: F_GETFD reads the descriptor's flags and changes
            // nothing; on a closed descriptor fcntl returns -1 (EBADF).
            if unsafe { fcntl(descriptor as i32, F_GETFD) } == -1 {
                closed.store(true, Ordering::Relaxed);
            }
        }
    }

    // SAFETY: the C runtime calls each function in `.init_array` once,
    // before `main` (with argc, argv and envp, which a function of the C
    // calling convention that takes none may ignore); `look` only calls
    // fcntl and stores a flag.
    #[used]
    #[unsafe(link_section = ".init_array")]
    static LOOK: extern "C" fn() = look;

    CLOSED[descriptor].load(Ordering::Relaxed)
}

#[cfg(not(target_os = "linux"))]
fn closed_at_start(_descriptor: usize) -> bool {
    false
}

//! The integration tests, one binary: each test binary links the whole
//! library and std, seconds apiece on a 2-core machine, which thirteen
//! binaries of tests multiplied. `cargo test --release --test suite
//! NAME` runs the tests whose path holds NAME (`bundle::`, say).

mod common;

mod adversarial;
mod bundle;
mod check;
mod check_stream;
mod conventions;
mod cpp;
mod docs;
mod generate;
mod gnu_parallel;
mod golden;
mod java;
mod jobs;
mod kattis;
mod latency;
mod layout;
mod no_alloc;
mod pasted;
mod presets;
mod progress;
mod properties;
mod python;
mod scripts;
mod sets;
mod show;
mod spark;
mod stress;
mod stress_jobs;
mod stress_runs;
mod submission;
mod testlib;

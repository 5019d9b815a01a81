//! The integration tests, one binary: each test binary links the whole
//! library with the release profile's LTO, about 12 s apiece on a 2-core
//! machine, so thirteen files of tests took two and a half minutes of
//! building before they were one. `cargo test --release --test suite
//! NAME` runs the tests whose path holds NAME (`bundle::`, say).

mod common;

mod adversarial;
mod bundle;
mod generate;
mod gnu_parallel;
mod golden;
mod jobs;
mod latency;
mod layout;
mod no_alloc;
mod progress;
mod properties;
mod sets;
mod spark;

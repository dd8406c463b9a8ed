//! Fuzz the yaml reader alone: streamed and whole-tree readings of any bytes agree.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    batak::harness::fuzz_reader(true, data);
});

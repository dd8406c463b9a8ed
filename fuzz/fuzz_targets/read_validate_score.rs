//! Fuzz the whole path: bytes → TOML or YAML → validate → score → every renderer.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    batak::harness::fuzz_one(data);
});

//! Fuzz `batak add`'s splice: any file, any of a few deals, then read the result back.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    batak::harness::fuzz_append(data);
});

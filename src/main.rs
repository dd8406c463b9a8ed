//! The `batak` binary: everything is in the library; this only hands over the arguments.

fn main() -> std::process::ExitCode {
    batak::run(std::env::args_os())
}

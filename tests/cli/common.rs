//! What every test module shares: the one way to run batak (`batak()`), and a scratch
//! folder that is removed when the test ends, passed or failed (a folder per test once
//! left thousands behind in /tmp).

use std::ffi::OsStr;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// batak as the cases in `tests/cmd` run it: `COLUMNS=80`, `NO_COLOR=1`, and whatever the
/// test adds before `run()`.
pub struct Batak(Command);

/// A run of the binary under test, to be given its arguments.
pub fn batak() -> Batak {
    let mut command = Command::new(env!("CARGO_BIN_EXE_batak"));
    command
        .env("COLUMNS", "80")
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE");
    Batak(command)
}

impl Batak {
    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Self {
        self.0.arg(arg);
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.0.args(args);
        self
    }

    pub fn current_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.0.current_dir(dir);
        self
    }

    pub fn env(mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> Self {
        self.0.env(key, value);
        self
    }

    pub fn env_remove(mut self, key: impl AsRef<OsStr>) -> Self {
        self.0.env_remove(key);
        self
    }

    pub fn stdin(mut self, stdin: impl Into<Stdio>) -> Self {
        self.0.stdin(stdin);
        self
    }

    pub fn stdout(mut self, stdout: impl Into<Stdio>) -> Self {
        self.0.stdout(stdout);
        self
    }

    pub fn stderr(mut self, stderr: impl Into<Stdio>) -> Self {
        self.0.stderr(stderr);
        self
    }

    /// Run it to the end and take what it printed.
    pub fn run(mut self) -> Output {
        self.0.output().expect("run batak")
    }

    /// The command itself, for a test that spawns it and talks to it while it runs.
    pub fn command(self) -> Command {
        self.0
    }
}

/// A folder of one test's own, removed when dropped; it reads as the folder's path.
pub struct Scratch(tempfile::TempDir);

impl Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}

/// A new scratch folder, named `batak-NAME-…` so a leftover says whose it is.
pub fn scratch(name: &str) -> Scratch {
    tempfile::Builder::new()
        .prefix(&format!("batak-{name}-"))
        .tempdir()
        .map(Scratch)
        .expect("a scratch folder")
}

/// A file in a scratch folder of its own; the folder goes when this is dropped.
pub struct ScratchFile {
    _folder: Scratch,
    path: PathBuf,
}

impl Deref for ScratchFile {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.path
    }
}

impl AsRef<Path> for ScratchFile {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

/// `text` written to `name` in a new scratch folder.
pub fn file(name: &str, text: impl AsRef<[u8]>) -> ScratchFile {
    let folder = scratch("file");
    let path = folder.join(name);
    std::fs::write(&path, text).expect("write");
    ScratchFile {
        _folder: folder,
        path,
    }
}

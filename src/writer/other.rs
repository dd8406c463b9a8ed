//! The writer elsewhere than on Unix: not written yet. The guarantees of `writer.rs` (a
//! file replaced whole by a rename within a folder opened by handle, its owner and mode
//! kept, links judged) rest on Unix calls, so here there is no folder to open: every
//! change stops at `open_folder` with a clear refusal ("cannot write …: … is not
//! supported on this system yet; nothing was written"), and nothing is ever written
//! half-safely. `Folder` has no values, so nothing past that point can run.
//! A port replaces this module (docs/install.md says what it would take).

use std::ffi::OsStr;
use std::fs::{self, File};
use std::io;
use std::path::Path;

use super::{Facts, Refused};

/// A folder opened to name things in it: none can be, here.
#[derive(Debug)]
pub(super) enum Folder {}

fn unsupported() -> io::Error {
    io::Error::new(
        io::ErrorKind::Unsupported,
        "changing a file safely is not supported on this system yet",
    )
}

pub(super) fn facts(_file: &File) -> io::Result<Facts> {
    Err(unsupported())
}

/// The refusal every change meets.
pub(super) fn open_folder(_path: &Path) -> io::Result<Folder> {
    Err(unsupported())
}

pub(super) fn stat_at(folder: &Folder, _name: &OsStr) -> io::Result<Facts> {
    match *folder {}
}

pub(super) fn open_at(folder: &Folder, _name: &OsStr, _write_only: bool) -> Result<File, Refused> {
    match *folder {}
}

pub(super) fn create_at(folder: &Folder, _name: &OsStr, _mode: u32) -> io::Result<File> {
    match *folder {}
}

pub(super) fn give(_file: &File, _owner: (u32, u32), _mode: u32) -> io::Result<()> {
    Err(unsupported())
}

pub(super) fn rename_at(folder: &Folder, _from: &OsStr, _to: &OsStr) -> io::Result<()> {
    match *folder {}
}

pub(super) fn link_at(folder: &Folder, _from: &OsStr, _to: &OsStr) -> io::Result<()> {
    match *folder {}
}

pub(super) fn remove_at(folder: &Folder, _name: &OsStr) {
    match *folder {}
}

pub(super) fn sync(folder: &Folder) {
    match *folder {}
}

/// No link is judged foreign here: nothing is written through one anyway.
pub(super) fn foreign_link(_link: &fs::Metadata, _folder: &fs::Metadata) -> Option<u32> {
    None
}

/// No file's identity is known here: each name counts as a file of its own.
pub(crate) fn identity(_path: &Path) -> Option<(u64, u64)> {
    None
}

/// Whether two paths name the same file: the same path once links are resolved.
pub(crate) fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

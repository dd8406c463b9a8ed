//! What every test module shares: a scratch folder that is removed when the test ends,
//! passed or failed (a folder per test once left thousands behind in /tmp).

use std::ops::Deref;
use std::path::{Path, PathBuf};

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

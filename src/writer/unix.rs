//! The writer's Unix calls, all of them: folders and files opened by handle and named
//! within the folder (`openat`, `renameat`, `linkat`, `unlinkat`, through `rustix`), what
//! a file is (its kind, device and inode, owner, mode, links), the owner and mode given
//! to a new copy, the folder synced after a rename, and the rule that refuses a link
//! another user planted. `writer.rs` decides what to do with them; a port to another
//! system is a module with these names (`other.rs` is the one that refuses).

use std::ffi::OsStr;
use std::fs::{self, File};
use std::io;
use std::os::fd::OwnedFd;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;

use rustix::fs::{AtFlags, FileType, Mode, OFlags};
use rustix::io::Errno;

use super::{Facts, Kind, Refused};

/// A folder opened to name things in it.
#[derive(Debug)]
pub(super) struct Folder(OwnedFd);

/// What `stat` says of a file, as the writer keeps it.
fn facts_of(stat: &rustix::fs::Stat) -> Facts {
    let kind = match FileType::from_raw_mode(stat.st_mode) {
        FileType::Symlink => Kind::Link,
        FileType::RegularFile => Kind::Regular,
        _ => Kind::Other,
    };
    Facts {
        kind,
        id: (stat.st_dev, stat.st_ino),
        owner: (stat.st_uid, stat.st_gid),
        mode: stat.st_mode & 0o7777,
        links: stat.st_nlink,
        size: u64::try_from(stat.st_size).unwrap_or(0),
    }
}

/// What an open file is, by its handle.
pub(super) fn facts(file: &File) -> io::Result<Facts> {
    Ok(facts_of(&rustix::fs::fstat(file)?))
}

/// How a folder is opened to work in: only to name things in it (where the system can).
#[cfg(target_os = "linux")]
const FOLDER: OFlags = OFlags::PATH;
#[cfg(not(target_os = "linux"))]
const FOLDER: OFlags = OFlags::RDONLY;

/// Open the folder at `path` (absolute, with no link in it) one part at a time from the
/// root, following no link: a part that has become a link since is an error, not a way
/// elsewhere.
pub(super) fn open_folder(path: &Path) -> io::Result<Folder> {
    let flags = FOLDER | OFlags::DIRECTORY | OFlags::CLOEXEC;
    let mut folder = rustix::fs::open("/", flags, Mode::empty())?;
    for component in path.components() {
        if let std::path::Component::Normal(part) = component {
            folder = rustix::fs::openat(&folder, part, flags | OFlags::NOFOLLOW, Mode::empty())?;
        }
    }
    Ok(Folder(folder))
}

/// What is at `name` in `folder` now, without following a link there.
pub(super) fn stat_at(folder: &Folder, name: &OsStr) -> io::Result<Facts> {
    let stat = rustix::fs::statat(&folder.0, name, AtFlags::SYMLINK_NOFOLLOW)?;
    Ok(facts_of(&stat))
}

/// Open `name` in `folder` to change it (`write_only` for an output file, read and
/// write for a match file), following no link there and without blocking (a FIFO or a
/// device never holds batak up).
pub(super) fn open_at(folder: &Folder, name: &OsStr, write_only: bool) -> Result<File, Refused> {
    let access = if write_only {
        OFlags::WRONLY
    } else {
        OFlags::RDWR
    };
    let flags = access | OFlags::NONBLOCK | OFlags::NOCTTY | OFlags::NOFOLLOW | OFlags::CLOEXEC;
    match rustix::fs::openat(&folder.0, name, flags, Mode::empty()) {
        Ok(fd) => Ok(File::from(fd)),
        Err(Errno::NXIO) => Err(Refused::NotRegular),
        Err(Errno::LOOP) => Err(Refused::Link),
        Err(Errno::ACCESS) => Err(Refused::Denied),
        Err(errno) => Err(Refused::Other(errno.into())),
    }
}

/// Create `name` in `folder` with `mode` from the start; a name already taken is an
/// error of kind `AlreadyExists` (it is never opened).
pub(super) fn create_at(folder: &Folder, name: &OsStr, mode: u32) -> io::Result<File> {
    let flags = OFlags::WRONLY | OFlags::CREATE | OFlags::EXCL | OFlags::NOFOLLOW | OFlags::CLOEXEC;
    let fd = rustix::fs::openat(&folder.0, name, flags, Mode::from_raw_mode(mode))?;
    Ok(File::from(fd))
}

/// Give `file` the owner and group `owner` where this user may (root keeps both; others
/// can at most keep a group they are in), then `mode` (the umask may have taken bits the
/// original has, and chown may clear set-id bits).
pub(super) fn give(file: &File, owner: (u32, u32), mode: u32) -> io::Result<()> {
    let (uid, gid) = owner;
    if std::os::unix::fs::fchown(file, Some(uid), Some(gid)).is_err() {
        let _ = std::os::unix::fs::fchown(file, None, Some(gid));
    }
    file.set_permissions(fs::Permissions::from_mode(mode))
}

/// Rename `from` over `to`, both in `folder`.
pub(super) fn rename_at(folder: &Folder, from: &OsStr, to: &OsStr) -> io::Result<()> {
    Ok(rustix::fs::renameat(&folder.0, from, &folder.0, to)?)
}

/// Give the file `from` the second name `to`, both in `folder`; a name already taken is
/// an error of kind `AlreadyExists` (it is never replaced).
pub(super) fn link_at(folder: &Folder, from: &OsStr, to: &OsStr) -> io::Result<()> {
    rustix::fs::linkat(&folder.0, from, &folder.0, to, AtFlags::empty())?;
    Ok(())
}

/// Remove the name `name` from `folder`, if it is there.
pub(super) fn remove_at(folder: &Folder, name: &OsStr) {
    let _ = rustix::fs::unlinkat(&folder.0, name, AtFlags::empty());
}

/// Make the renames and links in `folder` durable.
pub(super) fn sync(folder: &Folder) {
    let flags = OFlags::RDONLY | OFlags::DIRECTORY | OFlags::CLOEXEC;
    if let Ok(opened) = rustix::fs::openat(&folder.0, ".", flags, Mode::empty()) {
        let _ = File::from(opened).sync_all();
    }
}

/// The owner of the link `link` in the folder `folder` (their metadata, the link's not
/// followed), when the kernel's `fs.protected_symlinks` would refuse to follow it: a
/// sticky, world-writable folder, the link owned neither by this user nor by the
/// folder's owner (a link another user planted in /tmp).
pub(super) fn foreign_link(link: &fs::Metadata, folder: &fs::Metadata) -> Option<u32> {
    let mode = folder.mode();
    let sticky_and_shared = mode & 0o1000 != 0 && mode & 0o002 != 0;
    let caller = rustix::process::geteuid().as_raw();
    (sticky_and_shared && link.uid() != caller && link.uid() != folder.uid()).then_some(link.uid())
}

/// What file a path names, following links: its device and inode (a file removed and
/// made again has new ones); `None` when there is none to look at.
pub(crate) fn identity(path: &Path) -> Option<(u64, u64)> {
    fs::metadata(path).ok().map(|meta| (meta.dev(), meta.ino()))
}

/// Whether two paths name the same file (the same device and inode), following links.
pub(crate) fn same_file(a: &Path, b: &Path) -> bool {
    identity(a).is_some_and(|id| identity(b) == Some(id))
}

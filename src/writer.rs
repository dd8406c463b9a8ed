//! Writing a match file so that nothing is ever lost: every command that changes a file
//! goes through here. A change is made under an advisory lock on the file (so concurrent
//! `batak add`s queue instead of losing each other's deals), through a symbolic link to
//! its target, only to a file the user may write, and by writing a complete new copy
//! beside it — created with the original's mode from the start, given its owner and
//! group, synced — that is renamed over it only if nobody changed the file meanwhile.
//!
//! The system calls all this rests on are in one module, `os`: `writer/unix.rs` on Unix,
//! and elsewhere `writer/other.rs`, which refuses every change clearly (a port is a new
//! `os` module).

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::diagnostic::{Code, Diagnostic, problem};
use crate::lang::text;

#[cfg(not(unix))]
#[path = "writer/other.rs"]
mod os;
#[cfg(unix)]
#[path = "writer/unix.rs"]
mod os;
// Whether two paths name the same file, following links (an `--output` is never
// written over an input), and what file a path names (`watch`, `stats`).
pub(crate) use os::{identity, same_file};

/// What is at a name: a regular file, a symbolic link, or anything else. (Without Unix,
/// `os` never says: nothing is opened.)
#[cfg_attr(not(unix), allow(dead_code))]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Regular,
    Link,
    Other,
}

/// What the writer knows of a file, from `os`: taken from its handle or from the name in
/// its folder, never from a path looked up again.
#[cfg_attr(not(unix), allow(dead_code))]
#[derive(Debug, Clone, Copy)]
struct Facts {
    kind: Kind,
    /// Its device and inode: which file it is.
    id: (u64, u64),
    owner: (u32, u32),
    /// The permission bits (with set-id and sticky), `mode & 0o7777`.
    mode: u32,
    links: u64,
    size: u64,
}

/// Why a file could not be opened for a change.
#[cfg_attr(not(unix), allow(dead_code))]
#[derive(Debug)]
enum Refused {
    /// Not a regular file (a FIFO without a reader, a device).
    NotRegular,
    /// The name is a link (it became one after it was checked).
    Link,
    /// No permission to open it so.
    Denied,
    /// Anything else (a read-only file system among them).
    Other(io::Error),
}

/// How long a writer waits for another batak to finish with the file, by default.
pub(crate) const DEFAULT_WAIT: Duration = Duration::from_secs(10);

/// A match file locked for a change: no other batak writer touches it until this is
/// dropped (the lock goes with the file handle).
#[derive(Debug)]
pub(crate) struct Locked {
    /// Where the file is: its folder's handle and its name there, which every later step
    /// uses (the path is never looked up again), and the name the user gave, for messages.
    place: Place,
    /// Whether the name the user gave is a symbolic link (the change goes to `place`'s file).
    through_link: bool,
    file: File,
    metadata: Facts,
}

impl Locked {
    /// Open `path` for a change: through its links as the kernel follows them (a link
    /// the kernel's link protection would refuse is refused), refusing what is not a
    /// regular file or is read-only, and take the lock, waiting up to `wait` for another
    /// batak to finish.
    pub(crate) fn open(path: &Path, wait: Duration) -> Result<Locked, Diagnostic> {
        let started = Instant::now();
        loop {
            let place = Place::of(path)?;
            let (file, metadata) = open_regular(&place, path, false)?;
            lock(&file, &place.name, started, wait)?;
            // The lock is on this inode; if another writer replaced the file while we
            // opened it or waited, lock the new one instead.
            if place.holds(&metadata) {
                return Ok(Locked {
                    place,
                    through_link: is_link(path),
                    file,
                    metadata,
                });
            }
        }
    }

    /// The file's bytes (at most `max_size`), read under the lock.
    pub(crate) fn read(&self, max_size: u64) -> Result<Vec<u8>, Diagnostic> {
        if self.metadata.size > max_size {
            return Err(*crate::source::too_large(&self.place.name, max_size).diagnostic);
        }
        crate::source::read_text(&self.file, &self.place.name, max_size, 0)
            .map_err(|unreadable| *unreadable.diagnostic)
    }

    /// Where the change goes, when the name is a symbolic link: said in the report.
    pub(crate) fn link_target(&self) -> Option<&Path> {
        self.through_link.then_some(self.place.path.as_path())
    }

    /// After `replace`: the owner and group the file had, when the new one has others
    /// (only root may give a file away, and only a member may give it a group).
    pub(crate) fn lost_owner(&self) -> Option<(u32, u32)> {
        let now = self.place.stat().ok()?;
        let before = self.metadata.owner;
        (before != now.owner).then_some(before)
    }

    /// How many other names (hard links) the file has: they keep the old content.
    pub(crate) fn other_links(&self) -> u64 {
        self.metadata.links.saturating_sub(1)
    }

    /// Replace the file's content with `text`, atomically: unless the file changed on
    /// disk since it was read (`read` is the `fingerprint` of what was read), in which
    /// case nothing is written.
    pub(crate) fn replace(&self, text: &str, read: u64) -> Result<(), Diagnostic> {
        let place = &self.place;
        let like = Some(&self.metadata);
        write_new_copy(place, text.as_bytes(), like, |temp| {
            // Editors do not take batak's lock: compare the bytes at the last moment (a
            // piece at a time: a large file is not held a second time to be compared),
            // of the file locked, which the place opened must still hold.
            let now =
                file_fingerprint(&self.file).map_err(|error| open_error(&place.name, &error))?;
            if now != read || !place.holds(&self.metadata) {
                return Err(problem!(
                    Code::Edit,
                    text!("write-changed", name = &place.name),
                    help
                ));
            }
            os::rename_at(&place.folder, temp, &place.file_name)
                .map_err(|error| write_error(&place.name, &place.path, &error, Stage::Replace))
        })
    }
}

/// Where a file is: its folder, opened from the root without following any link (the
/// links on the way were followed, and judged, by `resolve`), and its name in it. Every
/// step after the check works from the folder's handle, so a link swapped into the path
/// afterwards is never followed, and the file replaced is the one opened. It keeps the
/// path as the user gave it too, which every message about the file names.
#[derive(Debug)]
struct Place {
    folder: os::Folder,
    file_name: std::ffi::OsString,
    /// The file's path, with no link in it, for messages.
    path: PathBuf,
    /// The name as the user gave it, for messages.
    name: String,
}

impl Place {
    /// The place `path` leads to, its links judged as `resolve` judges them, named in
    /// messages as `path` is written.
    fn of(path: &Path) -> Result<Place, Diagnostic> {
        let name = path.display().to_string();
        let target = resolve(path, &name)?;
        let Some(file_name) = target.file_name().map(std::ffi::OsStr::to_os_string) else {
            return Err(not_regular(&name));
        };
        let parent = target.parent().unwrap_or(Path::new("/"));
        let folder = os::open_folder(parent).map_err(|error| {
            if error.kind() == io::ErrorKind::NotFound && is_link(path) {
                dangling(path, &name, &error)
            } else if matches!(
                error.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::Unsupported | io::ErrorKind::NotADirectory
            ) {
                write_error(&name, path, &error, Stage::Create)
            } else {
                problem!(
                    Code::EditLink,
                    text!(
                        "write-folders-changed",
                        name = &name,
                        error = crate::lang::system_words(&error)
                    ),
                    help
                )
            }
        })?;
        Ok(Place {
            folder,
            file_name,
            path: target,
            name,
        })
    }

    /// What is at the name now, without following a link there.
    fn stat(&self) -> io::Result<Facts> {
        os::stat_at(&self.folder, &self.file_name)
    }

    /// Whether the name still holds the file opened (`metadata`): another writer may
    /// have renamed a new copy over it meanwhile.
    fn holds(&self, metadata: &Facts) -> bool {
        self.stat().is_ok_and(|now| now.id == metadata.id)
    }
}

/// `fingerprint` of the bytes of `file`, from its start, read a piece at a time.
fn file_fingerprint(mut file: &File) -> io::Result<u64> {
    use std::io::{Read, Seek};
    file.seek(io::SeekFrom::Start(0))?;
    let mut hasher = crate::source::Fingerprint::default();
    let mut piece = vec![0; 64 * 1024];
    loop {
        match file.read(&mut piece) {
            Ok(0) => return Ok(hasher.finish()),
            Ok(count) => hasher.feed(&piece[..count]),
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
}

/// Take the advisory lock on `file`, trying again until `wait` has passed since `started`.
fn lock(file: &File, name: &str, started: Instant, wait: Duration) -> Result<(), Diagnostic> {
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(()),
            Err(fs::TryLockError::WouldBlock) if started.elapsed() < wait => {
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(fs::TryLockError::WouldBlock) => {
                return Err(problem!(
                    Code::EditLocked,
                    text!("write-locked", name = &name, seconds = wait.as_secs()),
                    help
                ));
            }
            Err(fs::TryLockError::Error(error)) => return Err(open_error(name, &error)),
        }
    }
}

/// Create `path` with `text`, failing if it exists (`batak new`): written in full beside
/// it, then linked into place, so the name never shows a partial file. Its links are
/// judged as every writer's are.
pub(crate) fn create_new(path: &Path, text: &str) -> Result<(), Diagnostic> {
    let name = path.display().to_string();
    if is_link(path) && fs::metadata(path).is_err() {
        let points_to = fs::read_link(path).unwrap_or_default();
        return Err(problem!(
            Code::Edit,
            text!(
                "write-new-dangling",
                name = &name,
                target = points_to.display().to_string()
            ),
            help
        ));
    }
    let place = Place::of(path)?;
    link_new(&place, text.as_bytes(), |name| {
        problem!(Code::Edit, text!("write-exists", name = &name), help)
    })
}

/// Write `text` as a new file at `place`, linked into place whole; `exists` says what to
/// say when a file is there already (it is never replaced).
fn link_new(
    place: &Place,
    text: &[u8],
    exists: impl Fn(&str) -> Diagnostic,
) -> Result<(), Diagnostic> {
    let name = &place.name;
    write_new_copy(place, text, None, |temp| {
        os::link_at(&place.folder, temp, &place.file_name).map_err(|error| {
            if error.kind() == io::ErrorKind::AlreadyExists {
                exists(name)
            } else {
                write_error(name, &place.path, &error, Stage::Replace)
            }
        })
    })
}

/// Write an output file (`batak chart --output`) whole or not at all, under the rules
/// of match files: a new copy beside it, renamed over it, so a full disk never leaves half
/// an SVG in place of the last good one; only a regular file is replaced, with its mode
/// and owner kept; a link is followed as the kernel follows it and written through; a
/// dangling link is refused rather than replaced.
pub(crate) fn write_output(path: &Path, text: &[u8]) -> Result<(), Diagnostic> {
    let place = Place::of(path)?;
    let name = &place.name;
    match open_regular(&place, path, true) {
        Ok((_, metadata)) if !place.holds(&metadata) => Err(problem!(
            Code::Edit,
            text!("write-replaced-opening", name = name)
        )
        .help(text!("write-again"))),
        Ok((_, metadata)) => {
            write_new_copy(&place, text, Some(&metadata), |temp| {
                // The name must still hold the file whose mode and owner the copy took.
                if !place.holds(&metadata) {
                    return Err(
                        problem!(Code::Edit, text!("write-replaced-writing", name = name))
                            .help(text!("write-again")),
                    );
                }
                os::rename_at(&place.folder, temp, &place.file_name)
                    .map_err(|error| write_error(name, &place.path, &error, Stage::Replace))
            })
        }
        // A new file: linked into place, so a file that appears meanwhile is kept.
        Err(missing) if missing.code == Code::IoNotFound && !is_link(path) => {
            link_new(&place, text, |name| {
                problem!(Code::EditWrite, text!("write-appeared", name = &name))
                    .help(text!("write-again"))
            })
        }
        Err(problem) => Err(problem),
    }
}

/// Whether `path` itself is a symbolic link.
fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|metadata| metadata.file_type().is_symlink())
}

/// Open the file at `place` (its folder's handle, following no link at the name: the
/// links of `path`, the name as given, were followed and judged by `resolve`), without
/// blocking (a FIFO or a device never holds batak up), and accept it only when it is a
/// regular file with a write permission bit set: a read-only file is its owner's word,
/// for root too. A match file is opened to read and write, an output file `write_only`.
fn open_regular(place: &Place, path: &Path, write_only: bool) -> Result<(File, Facts), Diagnostic> {
    let name = &place.name;
    // Checked before opening too: opening a device can have effects of its own.
    match place.stat() {
        Ok(now) if now.kind == Kind::Link => return Err(swapped(name)),
        Ok(now) if now.kind != Kind::Regular => return Err(not_regular(name)),
        Ok(_) => {}
        Err(error) => return Err(dangling(path, name, &error)),
    }
    let file = match os::open_at(&place.folder, &place.file_name, write_only) {
        Ok(file) => file,
        Err(Refused::NotRegular) => return Err(not_regular(name)),
        Err(Refused::Link) => return Err(swapped(name)),
        Err(Refused::Denied) => {
            return Err(read_only(name, place.stat().map_or(0, |now| now.mode)));
        }
        Err(Refused::Other(error)) if error.kind() == io::ErrorKind::ReadOnlyFilesystem => {
            return Err(write_error(name, &place.path, &error, Stage::Create));
        }
        Err(Refused::Other(error)) => return Err(dangling(path, name, &error)),
    };
    let metadata = os::facts(&file).map_err(|error| open_error(name, &error))?;
    if metadata.kind != Kind::Regular {
        return Err(not_regular(name));
    }
    // No write permission bit set, for anybody.
    if metadata.mode & 0o222 == 0 {
        return Err(read_only(name, metadata.mode));
    }
    Ok((file, metadata))
}

/// A name that is not a regular file (a pipe, a device, a folder) is not replaced.
fn not_regular(name: &str) -> Diagnostic {
    problem!(
        Code::EditNotAFile,
        text!("write-not-a-file", name = &name),
        help
    )
}

/// A file that could not be opened: a link to nothing says where it points. A link the
/// kernel follows to what has no name (`/dev/stdout` on a pipe: `pipe:[…]`) is not a file.
fn dangling(path: &Path, name: &str, error: &io::Error) -> Diagnostic {
    if fs::metadata(path).is_ok_and(|metadata| !metadata.is_file()) {
        return not_regular(name);
    }
    match fs::read_link(path) {
        Ok(points_to) if error.kind() == io::ErrorKind::NotFound => problem!(
            Code::IoNotFound,
            text!(
                "write-dangling",
                name = &name,
                target = points_to.display().to_string()
            ),
            help
        ),
        _ => open_error(name, error),
    }
}

/// The name became a link between its check and its opening.
fn swapped(name: &str) -> Diagnostic {
    problem!(
        Code::EditLink,
        text!("write-became-link", name = &name),
        help
    )
}

/// A file batak may not write: read-only to all, or writable by someone else, as its
/// permission bits `mode` say (0 when they could not be looked at).
fn read_only(name: &str, mode: u32) -> Diagnostic {
    let writable_by_someone = mode & 0o222 != 0;
    let mode = format!("{:o}", mode & 0o7777);
    let (message, help) = if writable_by_someone {
        let message = text!("write-not-yours", name = &name, mode = &mode);
        (message, text!("write-not-yours-help"))
    } else {
        let message = text!("write-read-only", name = &name, mode = &mode);
        (message, text!("write-read-only-help"))
    };
    Diagnostic::error(Code::EditReadOnly, None, message).help(help)
}

/// How many links one name may pass through, as the kernel allows.
const MAX_LINKS: u32 = 40;

/// Where `path` leads: its links followed one at a time as the kernel follows them, and
/// refused where the kernel's `fs.protected_symlinks` would refuse them (a link in a
/// sticky, world-writable folder such as /tmp, owned neither by this user nor by the
/// folder's owner), whether or not that protection is switched on. A missing last part
/// is kept as it is (a file yet to be made).
pub(crate) fn resolve(path: &Path, name: &str) -> Result<PathBuf, Diagnostic> {
    let start = if path.is_absolute() {
        PathBuf::from("/")
    } else {
        std::env::current_dir().map_err(|error| open_error(name, &error))?
    };
    let mut links = 0;
    walk(start, path, name, &mut links)
}

/// `resolve` from the folder `at`, counting the links passed in `links`.
fn walk(mut at: PathBuf, path: &Path, name: &str, links: &mut u32) -> Result<PathBuf, Diagnostic> {
    use std::path::Component;
    for component in path.components() {
        match component {
            Component::RootDir => at = PathBuf::from("/"),
            Component::Prefix(_) | Component::CurDir => {}
            Component::ParentDir => {
                at.pop();
            }
            Component::Normal(part) => {
                let next = at.join(part);
                match fs::symlink_metadata(&next) {
                    Ok(link) if link.file_type().is_symlink() => {
                        *links += 1;
                        if *links > MAX_LINKS {
                            return Err(problem!(
                                Code::IoRead,
                                text!("write-link-loop", name = &name, count = MAX_LINKS),
                                help
                            ));
                        }
                        refuse_planted(&next, &link, &at, name)?;
                        let points_to =
                            fs::read_link(&next).map_err(|error| open_error(name, &error))?;
                        at = walk(at, &points_to, name, links)?;
                    }
                    _ => at = next,
                }
            }
        }
    }
    Ok(at)
}

/// Refuse the link `link` (its metadata `meta`) in the folder `folder` where the kernel's
/// link protection would: a sticky, world-writable folder, the link owned neither by this
/// user nor by the folder's owner (a link another user planted in /tmp).
fn refuse_planted(
    link: &Path,
    meta: &fs::Metadata,
    folder: &Path,
    name: &str,
) -> Result<(), Diagnostic> {
    let Ok(folder_meta) = fs::metadata(folder) else {
        return Ok(());
    };
    if let Some(uid) = os::foreign_link(meta, &folder_meta) {
        return Err(problem!(
            Code::EditLink,
            text!(
                "write-foreign-link",
                name = &name,
                link = link.display().to_string(),
                uid = uid.to_string(),
                folder = folder.display().to_string()
            ),
            help
        ));
    }
    Ok(())
}

/// The temporary copy's name: hidden, beside the file, unique to this process and
/// `attempt`; the file's own name cut to 100 bytes, so a long name still leaves room.
fn temp_name(file_name: &std::ffi::OsStr, attempt: u32) -> std::ffi::OsString {
    let name = file_name.to_string_lossy();
    let cut = crate::diagnostic::floor_char_boundary(&name, name.len().min(100));
    let id = std::process::id();
    format!(".{}.batak-{id}-{attempt}.tmp", &name[..cut]).into()
}

/// Write `text` to a new file beside the file at `place`, in its folder, with the mode
/// (and the owner, where this user may give it) of the file it replaces (`like`; a new
/// file's mode else), sync it, and hand its name to `install`; the temporary file never
/// outlives this.
fn write_new_copy(
    place: &Place,
    text: &[u8],
    like: Option<&Facts>,
    install: impl FnOnce(&std::ffi::OsStr) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    let name = &place.name;
    let path = &place.path;
    let (mode, owner) = like.map_or((0o666, None), |like| (like.mode, Some(like.owner)));
    // The mode from the start: a crash must not leave a private file's copy readable.
    // A name already taken (left by a crash, or anybody's) is never touched: try another.
    let mut attempt = 0;
    let (temp, mut file) = loop {
        let temp = temp_name(&place.file_name, attempt);
        match os::create_at(&place.folder, &temp, mode) {
            Ok(file) => break (temp, file),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => {
                attempt += 1;
            }
            Err(error) => return Err(write_error(name, path, &error, Stage::Create)),
        }
    };
    let result = (|| {
        if let Some(owner) = owner {
            os::give(&file, owner, mode)
                .map_err(|error| write_error(name, path, &error, Stage::Create))?;
        }
        file.write_all(text)
            .and_then(|()| file.sync_all())
            .map_err(|error| write_error(name, path, &error, Stage::Create))?;
        drop(file);
        if std::env::var_os("BATAK_FAULT_BEFORE_RENAME").is_some() {
            // Fault injection for the tests: die as a crash would, between write and rename.
            std::process::abort();
        }
        install(&temp)
    })();
    os::remove_at(&place.folder, &temp);
    if result.is_ok() {
        // Make the rename itself durable.
        os::sync(&place.folder);
    }
    result
}

/// A file that cannot be opened or read: said as every reading command says it.
fn open_error(name: &str, error: &io::Error) -> Diagnostic {
    *crate::source::open_error(name, error).diagnostic
}

/// Which step of a write failed: making the new copy, or putting it in place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Create,
    Replace,
}

/// A failure to write the new copy or put it in place, said so that the user can act.
fn write_error(name: &str, path: &Path, error: &io::Error, stage: Stage) -> Diagnostic {
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| ".".to_owned(), |p| p.display().to_string());
    let code = Code::EditWrite;
    match error.kind() {
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => {
            problem!(code, text!("write-full", name = name), help)
        }
        io::ErrorKind::ReadOnlyFilesystem => {
            problem!(code, text!("write-read-only-fs", name = name), help)
        }
        // A folder that is there but makes no file in it (as /proc does) is not missing.
        io::ErrorKind::NotFound if !Path::new(&folder).is_dir() => {
            problem!(code, text!("write-no-folder", folder = &folder), help)
        }
        io::ErrorKind::PermissionDenied | io::ErrorKind::NotFound if stage == Stage::Create => {
            problem!(
                code,
                text!("write-create-denied", folder = &folder),
                help(folder = &folder)
            )
        }
        io::ErrorKind::PermissionDenied => problem!(
            code,
            text!("write-replace-denied", name = name, folder = &folder),
            help
        ),
        io::ErrorKind::NotADirectory => {
            problem!(code, text!("write-not-folder", folder = &folder), help)
        }
        io::ErrorKind::InvalidFilename => {
            problem!(code, text!("write-name-too-long", name = name), help)
        }
        _ => problem!(
            code,
            text!(
                "write-failed",
                name = name,
                error = crate::lang::system_words(error)
            ),
            help
        ),
    }
}

#[cfg(all(test, unix))]
mod tests;

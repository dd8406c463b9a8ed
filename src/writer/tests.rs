use super::*;
use crate::source::fingerprint;
use std::os::unix::fs::PermissionsExt;

/// A scratch folder of the test's own, named `batak-writer-NAME-…`: it goes when the
/// test ends, passed or failed.
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("batak-writer-{name}-"))
        .tempdir()
        .unwrap()
}

/// A file's fingerprint, read a piece at a time, is that of its bytes read whole;
/// one byte more, less or other changes it.
#[test]
fn a_file_read_in_pieces_has_the_fingerprint_of_its_bytes() {
    let folder = scratch("pieces");
    let dir = folder.path();
    let path = dir.join("m.toml");
    let bytes: Vec<u8> = (0..200_003_u32).map(|n| (n * 7 % 251) as u8).collect();
    for text in [&bytes[..], &bytes[..65_536], &bytes[..1], b""] {
        fs::write(&path, text).unwrap();
        let file = File::open(&path).unwrap();
        assert_eq!(file_fingerprint(&file).unwrap(), fingerprint(text));
    }
    let mut other = bytes.clone();
    other[100_000] ^= 1;
    assert_ne!(fingerprint(&other), fingerprint(&bytes));
    assert_ne!(fingerprint(&bytes[1..]), fingerprint(&bytes));
    assert_ne!(fingerprint(&bytes[..bytes.len() - 1]), fingerprint(&bytes));
    assert_ne!(fingerprint(b"\0"), fingerprint(b""));
}

#[test]
fn a_file_changed_on_disk_is_not_overwritten() {
    let folder = scratch("changed");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "players = []\n").unwrap();
    let locked = Locked::open(&path, DEFAULT_WAIT).unwrap();
    let read = locked.read(1 << 20).unwrap();
    // Another editor (which takes no lock) saves the file after batak read it.
    fs::write(&path, "players = [\"A\"]\n").unwrap();
    let error = locked.replace("new text", fingerprint(&read)).unwrap_err();
    assert!(error.message.en().contains("changed on disk"), "{error:?}");
    assert_eq!(fs::read_to_string(&path).unwrap(), "players = [\"A\"]\n");
    drop(locked);
    assert_eq!(
        fs::read_dir(dir).unwrap().count(),
        1,
        "no temporary file left"
    );
}

#[test]
fn the_copy_has_the_original_mode_from_the_start() {
    let folder = scratch("mode");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "a").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    let mode_while_written = std::cell::Cell::new(0);
    let place = Place::of(&path).unwrap();
    let like = place.stat().unwrap();
    let result = write_new_copy(&place, b"b", Some(&like), |temp| {
        let temp = dir.join(temp);
        mode_while_written.set(fs::metadata(&temp).unwrap().permissions().mode() & 0o777);
        fs::rename(&temp, &path).map_err(|error| write_error("m", &path, &error, Stage::Replace))
    });
    result.unwrap();
    assert_eq!(mode_while_written.get(), 0o600);
    assert_eq!(
        fs::metadata(&path).unwrap().permissions().mode() & 0o777,
        0o600
    );
}

#[test]
fn a_held_lock_makes_a_writer_give_up_with_a_diagnostic() {
    let folder = scratch("lock");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "a").unwrap();
    let held = Locked::open(&path, DEFAULT_WAIT).unwrap();
    let error = Locked::open(&path, Duration::from_millis(50)).unwrap_err();
    assert_eq!(error.code, Code::EditLocked);
    drop(held);
    Locked::open(&path, Duration::from_millis(50)).unwrap();
}

#[test]
fn write_errors_say_what_to_do() {
    let path = Path::new("games/m.toml");
    let full = write_error(
        "m.toml",
        path,
        &io::ErrorKind::StorageFull.into(),
        Stage::Create,
    );
    assert!(
        full.message.en().contains("full") && full.help.unwrap().en().contains("free some space")
    );
    let folder = write_error(
        "m.toml",
        path,
        &io::ErrorKind::PermissionDenied.into(),
        Stage::Create,
    );
    assert!(folder.message.en().contains("folder games"), "{folder:?}");
    let read_only = write_error(
        "m.toml",
        path,
        &io::ErrorKind::ReadOnlyFilesystem.into(),
        Stage::Create,
    );
    assert!(read_only.message.en().contains("read-only file system"));
    let sticky = write_error(
        "m.toml",
        path,
        &io::ErrorKind::PermissionDenied.into(),
        Stage::Replace,
    );
    assert!(sticky.help.unwrap().en().contains("sticky bit"));
}

/// The catalogue id of what a diagnostic says, and the folder it names, if any.
fn said(diagnostic: &Diagnostic) -> (&'static str, Option<String>) {
    let Some(id) = diagnostic.message.id() else {
        panic!("{diagnostic:?} is not a catalogue message");
    };
    let folder = match diagnostic.message.arg("folder") {
        Some(crate::lang::Arg::Str(folder)) => Some(folder.clone()),
        _ => None,
    };
    (id, folder)
}

#[test]
fn each_kind_of_write_error_has_its_own_message() {
    use io::ErrorKind::{
        InvalidFilename, NotADirectory, NotFound, Other, PermissionDenied, QuotaExceeded,
        ReadOnlyFilesystem, StorageFull,
    };
    let games = Some("games".to_owned());
    let cases = [
        (StorageFull, Stage::Replace, "write-full", None),
        (QuotaExceeded, Stage::Create, "write-full", None),
        (
            ReadOnlyFilesystem,
            Stage::Replace,
            "write-read-only-fs",
            None,
        ),
        (
            PermissionDenied,
            Stage::Create,
            "write-create-denied",
            games.clone(),
        ),
        (
            PermissionDenied,
            Stage::Replace,
            "write-replace-denied",
            games.clone(),
        ),
        (NotFound, Stage::Create, "write-no-folder", games.clone()),
        (InvalidFilename, Stage::Create, "write-name-too-long", None),
        (
            NotADirectory,
            Stage::Create,
            "write-not-folder",
            games.clone(),
        ),
        (Other, Stage::Replace, "write-failed", None),
    ];
    for (kind, stage, id, folder) in cases {
        let error = write_error("m.toml", Path::new("games/m.toml"), &kind.into(), stage);
        assert_eq!(said(&error), (id, folder), "{kind:?} at {stage:?}");
        assert_eq!(error.code, Code::EditWrite);
    }
    // A file named without a folder is in the working folder.
    let here = write_error(
        "m.toml",
        Path::new("m.toml"),
        &PermissionDenied.into(),
        Stage::Create,
    );
    assert_eq!(said(&here), ("write-create-denied", Some(".".to_owned())));
    // A folder that is there but makes no file in it (as /proc does) is not said to be
    // missing.
    let there = write_error(
        "m.toml",
        Path::new("src/m.toml"),
        &NotFound.into(),
        Stage::Create,
    );
    assert_eq!(
        said(&there),
        ("write-create-denied", Some("src".to_owned()))
    );
}

/// A file with no write permission bit is its owner's word that it stays as it is: it is
/// not opened for a change, by root either (whom the system would let write it), and
/// what is said is that it is read-only, not that it belongs to someone else.
#[test]
fn a_read_only_file_is_not_opened_for_a_change() {
    let folder = scratch("read-only");
    let path = folder.path().join("m.toml");
    fs::write(&path, "players = []\n").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
    let error = Locked::open(&path, DEFAULT_WAIT).unwrap_err();
    assert_eq!(error.code, Code::EditReadOnly, "{error:?}");
    assert_eq!(said(&error).0, "write-read-only", "{error:?}");
    assert_eq!(fs::read_to_string(&path).unwrap(), "players = []\n");
}

#[test]
fn a_temporary_name_already_taken_is_left_alone() {
    let folder = scratch("taken");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "a").unwrap();
    let other = dir.join("someone-else's");
    fs::write(&other, "theirs").unwrap();
    std::os::unix::fs::symlink(&other, dir.join(temp_name("m.toml".as_ref(), 0))).unwrap();
    let locked = Locked::open(&path, DEFAULT_WAIT).unwrap();
    let read = locked.read(1 << 20).unwrap();
    locked.replace("b", fingerprint(&read)).unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "b");
    assert_eq!(fs::read_to_string(&other).unwrap(), "theirs");
    assert!(
        fs::symlink_metadata(dir.join(temp_name("m.toml".as_ref(), 0))).is_ok(),
        "not deleted"
    );
}

#[test]
fn a_long_file_name_leaves_room_for_the_copy() {
    let folder = scratch("long-name");
    let dir = folder.path();
    let path = dir.join(format!("{}.toml", "n".repeat(240)));
    fs::write(&path, "a").unwrap();
    let locked = Locked::open(&path, DEFAULT_WAIT).unwrap();
    let read = locked.read(1 << 20).unwrap();
    locked.replace("b", fingerprint(&read)).unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "b");
}

/// A file as long as the limit is read; one byte longer is refused by its size, before a
/// byte of it is read.
#[test]
fn a_file_as_long_as_the_limit_is_read_and_a_longer_one_is_refused() {
    let folder = scratch("limit");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "x".repeat(100)).unwrap();
    let locked = Locked::open(&path, DEFAULT_WAIT).unwrap();
    assert_eq!(locked.read(100).unwrap().len(), 100);
    let error = locked.read(99).unwrap_err();
    assert_eq!(error.code, crate::diagnostic::Code::IoTooLarge, "{error:?}");
    drop(locked);
}

/// A change through a symbolic link names the file it goes to, whatever the link's name
/// (one that is not UTF-8 too); a change to the file itself names none.
#[test]
fn a_change_through_a_link_names_the_file_it_goes_to() {
    use std::os::unix::ffi::OsStrExt;
    let folder = scratch("link-target");
    let dir = folder.path();
    let real = dir.join("real.toml");
    fs::write(&real, "a").unwrap();
    for name in [&b"m.toml"[..], b"m\xff.toml"] {
        let link = dir.join(std::ffi::OsStr::from_bytes(name));
        std::os::unix::fs::symlink("real.toml", &link).unwrap();
        let through = Locked::open(&link, DEFAULT_WAIT).unwrap();
        let target = through.link_target().map(Path::to_path_buf);
        drop(through);
        assert_eq!(
            target.as_deref().and_then(Path::file_name),
            Some(std::ffi::OsStr::new("real.toml")),
            "{link:?}: {target:?}"
        );
    }
    let direct = Locked::open(&real, DEFAULT_WAIT).unwrap();
    assert_eq!(direct.link_target(), None);
    drop(direct);
}

/// The owner the file had is told when the file now has another; a replacement by its
/// owner keeps it, and nothing is told. (Giving a file away takes root: run as anyone
/// else, the second half cannot be staged and is not checked.)
#[test]
fn an_owner_the_file_lost_is_told_and_one_it_kept_is_not() {
    use std::os::unix::fs::MetadataExt;
    let folder = scratch("owner");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "a").unwrap();
    let locked = Locked::open(&path, DEFAULT_WAIT).unwrap();
    let read = locked.read(1 << 20).unwrap();
    locked.replace("b", fingerprint(&read)).unwrap();
    assert_eq!(locked.lost_owner(), None, "a replacement keeps the owner");
    let metadata = fs::metadata(&path).unwrap();
    let before = (metadata.uid(), metadata.gid());
    if std::os::unix::fs::chown(&path, Some(before.0 + 1), Some(before.1 + 1)).is_ok() {
        assert_eq!(locked.lost_owner(), Some(before));
    }
    drop(locked);
}

/// The other names a file has are counted: they keep the old content after a change.
#[test]
fn the_other_names_of_a_file_are_counted() {
    let folder = scratch("hard-links");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "a").unwrap();
    let alone = Locked::open(&path, DEFAULT_WAIT).unwrap();
    assert_eq!(alone.other_links(), 0);
    drop(alone);
    fs::hard_link(&path, dir.join("copy.toml")).unwrap();
    fs::hard_link(&path, dir.join("another.toml")).unwrap();
    let linked = Locked::open(&path, DEFAULT_WAIT).unwrap();
    assert_eq!(linked.other_links(), 2);
    drop(linked);
}

/// A link into a folder that is not there is said to be one, with where it points; a
/// plain name in a folder that is not there is a write error.
#[test]
fn a_dangling_link_is_told_from_a_missing_folder() {
    let folder = scratch("dangling");
    let dir = folder.path();
    let link = dir.join("m.toml");
    std::os::unix::fs::symlink("gone/real.toml", &link).unwrap();
    let dangling = Locked::open(&link, DEFAULT_WAIT).unwrap_err();
    assert_eq!(dangling.code, Code::IoNotFound, "{dangling:?}");
    assert!(dangling.message.arg("target").is_some(), "{dangling:?}");
    let missing = Locked::open(&dir.join("gone").join("m.toml"), DEFAULT_WAIT).unwrap_err();
    assert_eq!(missing.code, Code::EditWrite, "{missing:?}");
}

/// A name holds the file opened until another file is renamed over it.
#[test]
fn a_name_holds_the_file_until_another_is_renamed_over_it() {
    let folder = scratch("holds");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "a").unwrap();
    let place = Place::of(&path).unwrap();
    let opened = place.stat().unwrap();
    assert!(place.holds(&opened));
    fs::write(dir.join("new.toml"), "b").unwrap();
    fs::rename(dir.join("new.toml"), &path).unwrap();
    assert!(!place.holds(&opened));
}

/// A writer that finds the file locked waits, and goes on as soon as the lock is let go.
#[test]
fn a_writer_waits_for_a_lock_let_go_within_its_wait() {
    let folder = scratch("wait");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "a").unwrap();
    let held = Locked::open(&path, DEFAULT_WAIT).unwrap();
    let letting_go = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(50));
        drop(held);
    });
    // Long enough that no busy machine makes it run out before the lock is let go.
    let waited = Locked::open(&path, Duration::from_secs(60));
    letting_go.join().unwrap();
    assert!(waited.is_ok(), "{:?}", waited.err());
    drop(waited);
}

/// `batak new` writes a file that is not there, whole; it never replaces one that is, and
/// refuses a link that leads nowhere, naming where it points.
#[test]
fn a_new_file_is_written_and_nothing_there_is_replaced() {
    let folder = scratch("create-new");
    let dir = folder.path();
    let path = dir.join("m.toml");
    create_new(&path, "players = []\n").unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "players = []\n");
    let exists = create_new(&path, "other").unwrap_err();
    assert_eq!(exists.code, Code::Edit, "{exists:?}");
    assert_eq!(fs::read_to_string(&path).unwrap(), "players = []\n");
    let link = dir.join("link.toml");
    std::os::unix::fs::symlink("nowhere.toml", &link).unwrap();
    let dangling = create_new(&link, "other").unwrap_err();
    assert!(dangling.message.arg("target").is_some(), "{dangling:?}");
    assert!(!dir.join("nowhere.toml").exists());
}

/// An output file (`chart --output`) is written new, or replaced keeping its mode, or
/// written through a link to the file the link leads to; a link that leads nowhere is
/// refused.
#[test]
fn an_output_file_is_written_new_replaced_or_written_through_its_link() {
    let folder = scratch("output");
    let dir = folder.path();
    let path = dir.join("chart.svg");
    write_output(&path, b"one").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"one");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
    write_output(&path, b"two").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"two");
    let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    let link = dir.join("latest.svg");
    std::os::unix::fs::symlink("chart.svg", &link).unwrap();
    write_output(&link, b"three").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"three");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let dangling = dir.join("gone.svg");
    std::os::unix::fs::symlink("nowhere.svg", &dangling).unwrap();
    assert!(write_output(&dangling, b"four").is_err());
    assert!(!dir.join("nowhere.svg").exists());
}

/// A link the kernel follows to a pipe with no name (`/proc/self/fd/N`, which is what
/// `/dev/stdout` is on a pipe) is not a file, not a link to a missing one.
#[test]
fn a_link_to_a_nameless_pipe_is_not_a_file() {
    use std::os::fd::AsRawFd;
    let (reader, writer) = std::io::pipe().unwrap();
    let path = PathBuf::from(format!("/proc/self/fd/{}", writer.as_raw_fd()));
    let refused = write_output(&path, b"out").unwrap_err();
    assert_eq!(refused.code, Code::EditNotAFile, "{refused:?}");
    drop((reader, writer));
}

/// A link to a file that is not there (in a folder that is) says where it points; a
/// plain name that is not there does not.
#[test]
fn a_link_to_a_missing_file_says_where_it_points() {
    let folder = scratch("missing-target");
    let dir = folder.path();
    let link = dir.join("m.toml");
    std::os::unix::fs::symlink("real.toml", &link).unwrap();
    let dangling = Locked::open(&link, DEFAULT_WAIT).unwrap_err();
    assert_eq!(dangling.code, Code::IoNotFound, "{dangling:?}");
    assert!(dangling.message.arg("target").is_some(), "{dangling:?}");
    let missing = Locked::open(&dir.join("real.toml"), DEFAULT_WAIT).unwrap_err();
    assert_eq!(missing.code, Code::IoNotFound, "{missing:?}");
    assert!(missing.message.arg("target").is_none(), "{missing:?}");
}

/// Links are followed as the kernel follows them, 40 at the most: a chain of 40 leads to
/// its file, a loop is refused, counted.
#[test]
fn forty_links_are_followed_and_a_loop_is_refused() {
    let folder = scratch("link-chain");
    let dir = folder.path();
    fs::write(dir.join("real.toml"), "a").unwrap();
    std::os::unix::fs::symlink("real.toml", dir.join("l40")).unwrap();
    for n in 1..40 {
        std::os::unix::fs::symlink(format!("l{}", n + 1), dir.join(format!("l{n}"))).unwrap();
    }
    let resolved = resolve(&dir.join("l1"), "l1").unwrap();
    assert_eq!(
        resolved.file_name(),
        Some(std::ffi::OsStr::new("real.toml"))
    );
    std::os::unix::fs::symlink("loop-b", dir.join("loop-a")).unwrap();
    std::os::unix::fs::symlink("loop-a", dir.join("loop-b")).unwrap();
    let looped = resolve(&dir.join("loop-a"), "loop-a").unwrap_err();
    assert_eq!(looped.code, Code::IoRead, "{looped:?}");
    assert!(looped.message.arg("count").is_some(), "{looped:?}");
}

/// Two names are the same file when they lead to one: through a link too.
#[test]
fn two_names_of_one_file_are_the_same_file() {
    let folder = scratch("same-file");
    let dir = folder.path();
    fs::write(dir.join("a.toml"), "a").unwrap();
    fs::write(dir.join("b.toml"), "a").unwrap();
    std::os::unix::fs::symlink("a.toml", dir.join("link.toml")).unwrap();
    assert!(same_file(&dir.join("a.toml"), &dir.join("a.toml")));
    assert!(same_file(&dir.join("link.toml"), &dir.join("a.toml")));
    assert!(!same_file(&dir.join("a.toml"), &dir.join("b.toml")));
}

/// A hundred and one temporary names all taken (a hundred tries after the first): the
/// change gives up with a write error and the file is as it was, however many names
/// there are beyond.
#[test]
fn a_writer_gives_up_after_a_hundred_taken_names() {
    let folder = scratch("all-taken");
    let dir = folder.path();
    let path = dir.join("m.toml");
    fs::write(&path, "a").unwrap();
    for attempt in 0..=100 {
        fs::write(dir.join(temp_name("m.toml".as_ref(), attempt)), "taken").unwrap();
    }
    let locked = Locked::open(&path, DEFAULT_WAIT).unwrap();
    let read = locked.read(1 << 20).unwrap();
    let error = locked.replace("b", fingerprint(&read)).unwrap_err();
    assert_eq!(error.code, Code::EditWrite, "{error:?}");
    assert_eq!(fs::read_to_string(&path).unwrap(), "a");
    drop(locked);
}

/// The Unix calls at the writer's root, each as its comment says: a folder is opened one
/// part at a time and is a folder, reached through no link; what is at a name is told
/// without following a link there, with its permission bits; a file opened for a change
/// is opened for writing, and not through a link.
#[test]
fn the_unix_calls_follow_no_link_and_open_what_they_say() {
    let scratch = scratch("unix");
    let dir = fs::canonicalize(scratch.path()).unwrap();
    let folder = dir.join("games");
    fs::create_dir(&folder).unwrap();
    std::os::unix::fs::symlink(&folder, dir.join("linked")).unwrap();
    let file = folder.join("m.toml");
    fs::write(&file, "players = []\n").unwrap();
    fs::set_permissions(&file, fs::Permissions::from_mode(0o640)).unwrap();
    std::os::unix::fs::symlink("m.toml", folder.join("link.toml")).unwrap();

    assert!(
        os::open_folder(&dir.join("linked")).is_err(),
        "a link is not a way in"
    );
    assert!(os::open_folder(&file).is_err(), "a file is not a folder");
    let games = os::open_folder(&folder).unwrap();

    let facts = os::stat_at(&games, std::ffi::OsStr::new("m.toml")).unwrap();
    assert_eq!((facts.kind, facts.mode), (Kind::Regular, 0o640));
    let link = os::stat_at(&games, std::ffi::OsStr::new("link.toml")).unwrap();
    assert_eq!(link.kind, Kind::Link);

    let through = os::open_at(&games, std::ffi::OsStr::new("link.toml"), false);
    assert!(matches!(through, Err(Refused::Link)), "{through:?}");
    for write_only in [false, true] {
        let mut opened = os::open_at(&games, std::ffi::OsStr::new("m.toml"), write_only).unwrap();
        opened.write_all(b"#").unwrap();
    }
}

/// The Unix calls that create and give: a copy is created new, with its mode, never over
/// a name already taken or through a link; `give` sets the mode; two facts are of the
/// same file exactly when they are.
#[test]
fn the_unix_calls_read_create_and_tell_files_apart_as_they_say() {
    use std::ffi::OsStr;
    let scratch = scratch("unix-create");
    let dir = fs::canonicalize(scratch.path()).unwrap();
    fs::write(dir.join("m.toml"), "players = []\n").unwrap();
    std::os::unix::fs::symlink("m.toml", dir.join("link.toml")).unwrap();
    let folder = os::open_folder(&dir).unwrap();

    let mut copy = os::create_at(&folder, OsStr::new("copy.toml"), 0o600).unwrap();
    copy.write_all(b"x").unwrap();
    assert_eq!(os::facts(&copy).unwrap().mode, 0o600);
    os::give(&copy, os::facts(&copy).unwrap().owner, 0o640).unwrap();
    assert_eq!(os::facts(&copy).unwrap().mode, 0o640);
    for taken in ["m.toml", "link.toml"] {
        let error = os::create_at(&folder, OsStr::new(taken), 0o600).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::AlreadyExists, "{taken}");
    }
    assert_eq!(
        fs::read_to_string(dir.join("m.toml")).unwrap(),
        "players = []\n"
    );

    let original = os::stat_at(&folder, OsStr::new("m.toml")).unwrap();
    let opened = File::open(dir.join("m.toml")).unwrap();
    assert_eq!(original.id, os::facts(&opened).unwrap().id);
    assert_ne!(original.id, os::facts(&copy).unwrap().id);
}

/// A link is foreign, as the kernel's `fs.protected_symlinks` judges it, only in a sticky
/// folder anyone may write to, owned neither by this user nor by the folder's owner.
/// (Planting a link of another user takes root: run as anyone else, this is not checked.)
#[test]
fn a_link_is_foreign_only_when_planted_by_another_in_a_sticky_shared_folder() {
    use std::os::unix::fs::{lchown, symlink};
    if rustix::process::geteuid().as_raw() != 0 {
        return;
    }
    let scratch = scratch("foreign");
    let folder = scratch.path().join("shared");
    fs::create_dir(&folder).unwrap();
    let link = folder.join("link.toml");
    symlink("m.toml", &link).unwrap();
    let foreign = |folder_mode: u32, folder_owner: u32, link_owner: u32| {
        fs::set_permissions(&folder, fs::Permissions::from_mode(folder_mode)).unwrap();
        std::os::unix::fs::chown(&folder, Some(folder_owner), None).unwrap();
        lchown(&link, Some(link_owner), None).unwrap();
        let link = fs::symlink_metadata(&link).unwrap();
        os::foreign_link(&link, &fs::metadata(&folder).unwrap())
    };
    assert_eq!(foreign(0o1777, 0, 4242), Some(4242));
    assert_eq!(foreign(0o1777, 4343, 4242), Some(4242));
    assert_eq!(foreign(0o1777, 0, 0), None, "this user's own link");
    assert_eq!(foreign(0o1777, 4242, 4242), None, "the folder owner's link");
    assert_eq!(foreign(0o0777, 0, 4242), None, "not sticky");
    assert_eq!(foreign(0o1775, 0, 4242), None, "not writable by anyone");
}

/// Opening never waits for the other end of a FIFO: for a change (write only) it is
/// refused as not a regular file. (Opened without `O_NONBLOCK`, it would wait for ever:
/// the thread's answer would never come, and the test fails when its generous wait runs
/// out instead of hanging.)
#[test]
fn a_fifo_is_opened_without_waiting_for_its_other_end() {
    use std::ffi::OsStr;
    use std::sync::mpsc;
    let scratch = scratch("fifo");
    let dir = fs::canonicalize(scratch.path()).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(dir.join("pipe.toml"))
        .status()
        .unwrap();
    assert!(made.success());
    let (answer, answered) = mpsc::channel();
    std::thread::spawn(move || {
        let folder = os::open_folder(&dir).unwrap();
        let pipe = OsStr::new("pipe.toml");
        let refused = matches!(os::open_at(&folder, pipe, true), Err(Refused::NotRegular));
        let _ = answer.send(refused);
    });
    let wait = Duration::from_secs(60);
    assert_eq!(answered.recv_timeout(wait), Ok(true));
}

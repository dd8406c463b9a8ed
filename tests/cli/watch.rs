//! `batak watch` against real saves: in place, by rename (as editors and `batak add`
//! save), an invalid save (diagnostics above the last good standings), reads that must
//! not wake it, and SIGTERM ending it with exit 0. Standard output is a pipe, so each
//! re-score comes as plain text ending with a line `--`.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// Long enough for a loaded machine; a frame that does not come within it is a failure,
/// not a measurement.
const PATIENCE: Duration = Duration::from_secs(30);

struct Watch {
    child: Child,
    frames: mpsc::Receiver<String>,
}

impl Watch {
    fn start(file: &Path) -> Watch {
        let mut child = crate::common::batak()
            .args(["watch", &file.display().to_string()])
            .env("COLUMNS", "80")
            .env("NO_COLOR", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .command()
            .spawn()
            .expect("start batak watch");
        let stdout = child.stdout.take().expect("stdout");
        let (sender, frames) = mpsc::channel();
        std::thread::spawn(move || {
            let mut frame = String::new();
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if line == "--" {
                    let _ = sender.send(std::mem::take(&mut frame));
                } else {
                    frame.push_str(&line);
                    frame.push('\n');
                }
            }
        });
        Watch { child, frames }
    }

    fn next(&self, what: &str) -> String {
        self.frames
            .recv_timeout(PATIENCE)
            .unwrap_or_else(|_| panic!("no redraw after {what}"))
    }

    /// The first redraw that holds `text` (a folder's removal may redraw once more while
    /// it is missing).
    fn until(&self, what: &str, text: &str) -> String {
        loop {
            let frame = self.next(what);
            if frame.contains(text) {
                return frame;
            }
        }
    }

    /// No redraw comes within a while (after the debounce has long passed).
    fn quiet(&self, what: &str) {
        if let Ok(frame) = self.frames.recv_timeout(Duration::from_millis(1500)) {
            panic!("{what} woke batak watch:\n{frame}");
        }
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn watch_redraws_on_every_save_and_ends_cleanly() {
    let dir = crate::common::scratch("watch");
    let file = dir.join("live.toml");
    let start = std::fs::read_to_string("examples/friday.toml").expect("example");
    std::fs::write(&file, &start).expect("write");
    let mut watch = Watch::start(&file);
    let first = watch.next("starting");
    assert!(
        first.contains("Burak wins with 190 after deal 7"),
        "{first}"
    );
    assert!(!first.contains('\u{1b}'), "plain text has no escape codes");

    // Reading the file (as every batak does) is not a change.
    let _ = std::fs::read_to_string(&file).expect("read");
    watch.quiet("a read");

    // Saved in place: a deal taken out by hand.
    let cut = start.rfind("[[deals]]").expect("a deal");
    std::fs::write(&file, &start[..cut]).expect("save in place");
    let frame = watch.next("a save in place");
    assert!(frame.contains("in progress: Burak leads"), "{frame}");

    // Saved as an editor does: a new file renamed over the old one; invalid.
    let broken = start.replace("tricks = [2, 6, 3, 2]", "tricks = [2, 6, 3, 3]");
    let temporary = dir.join(".live.toml.swp");
    std::fs::write(&temporary, &broken).expect("write the new copy");
    std::fs::rename(&temporary, &file).expect("rename");
    let frame = watch.next("a save by rename");
    let diagnostic = frame.find("batak::deal::tricks_sum").expect(&frame);
    let last_good = frame
        .find("the last good standings")
        .expect("the last good standings are kept");
    assert!(diagnostic < last_good, "diagnostics come first:\n{frame}");
    assert!(frame.contains("in progress: Burak leads"), "{frame}");

    // batak itself saves by rename too.
    let output = crate::common::batak()
        .args(["amend", &file.display().to_string(), "--tricks", "2,6,3,2"])
        .run();
    assert!(output.status.success());
    let frame = watch.next("batak amend");
    assert!(
        frame.contains("Burak wins with 190 after deal 7"),
        "{frame}"
    );
    assert!(!frame.contains("last good"), "{frame}");
    // One save, one redraw: the writer's close of the replaced file does not count.
    watch.quiet("batak amend's close after its rename");

    // SIGTERM ends it with exit 0.
    let status = Command::new("kill")
        .args(["-TERM", &watch.child.id().to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
    let status = watch.child.wait().expect("wait");
    assert_eq!(status.code(), Some(0), "{status:?}");
}

/// A folder removed and made again is watched anew (an inotify watch dies with its
/// folder), and touching the file (times only) redraws nothing.
#[test]
fn watch_follows_a_folder_made_again() {
    let base = crate::common::scratch("watch-again");
    let dir = base.join("evening");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("live.toml");
    let start = std::fs::read_to_string("examples/friday.toml").expect("example");
    std::fs::write(&file, &start).expect("write");
    let watch = Watch::start(&file);
    let first = watch.next("starting");
    assert!(first.contains("Burak wins with 190"), "{first}");
    let touched = Command::new("touch").arg(&file).status().expect("touch");
    assert!(touched.success());
    watch.quiet("touching the file");
    std::fs::remove_dir_all(&dir).expect("remove the folder");
    let gone = watch.next("the folder's removal");
    assert!(gone.contains("batak::io::not_found"), "{gone}");
    std::fs::create_dir_all(&dir).expect("make it again");
    let cut = start.rfind("[[deals]]").expect("a deal");
    std::fs::write(&file, &start[..cut]).expect("write");
    watch.until("the folder made again", "in progress: Burak leads");
    let _ = std::fs::remove_dir_all(&base);
}

/// What no save can fix is refused at once, exit 1: a FIFO (reading it would block, and
/// Ctrl-C with it), a folder.
#[test]
fn watch_refuses_a_fifo_and_a_folder_at_once() {
    let dir = crate::common::scratch("watch-fifo");
    std::fs::create_dir_all(dir.join("folder.toml")).expect("temp dir");
    let fifo = dir.join("pipe.toml");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo")
            .success()
    );
    for (path, kind) in [(fifo, "a FIFO"), (dir.join("folder.toml"), "a folder")] {
        let mut child = crate::common::batak()
            .args(["watch", &path.display().to_string()])
            .env("NO_COLOR", "1")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .command()
            .spawn()
            .expect("start batak watch");
        let started = std::time::Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().expect("wait") {
                break status;
            }
            if started.elapsed() > PATIENCE {
                let _ = child.kill();
                panic!("batak watch on {kind} did not stop");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let mut stderr = String::new();
        std::io::Read::read_to_string(&mut child.stderr.take().expect("stderr"), &mut stderr)
            .expect("read");
        assert_eq!(status.code(), Some(1), "{kind}: {stderr}");
        assert!(
            stderr.contains("batak::watch") && stderr.contains(kind),
            "{stderr}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Found by a trial: saves every 50–190 ms drew only the first and the last frame (the
/// debounce had no most). While saves keep coming the scoreboard redraws at least about
/// once a second: saves go on every 100 ms until three frames have come, which never
/// happens when a redraw waits for the saves to stop (a watchdog, not a timing, ends it).
#[test]
fn watch_redraws_while_saves_keep_coming() {
    let dir = crate::common::scratch("watch-run");
    let file = dir.join("live.toml");
    let header = "players = [\"A\", \"B\", \"C\", \"D\"]\n[rules]\nend = \"none\"\n";
    std::fs::write(&file, header).expect("write");
    let watch = Watch::start(&file);
    watch.next("starting");
    let started = std::time::Instant::now();
    let mut text = header.to_owned();
    let mut during = 0;
    while during < 3 {
        assert!(
            started.elapsed() < PATIENCE,
            "{during} redraws while saves kept coming"
        );
        text.push_str("[[deals]]\npassed = true\n");
        let temporary = dir.join(".live.toml.swp");
        std::fs::write(&temporary, &text).expect("write the new copy");
        std::fs::rename(&temporary, &file).expect("rename");
        std::thread::sleep(Duration::from_millis(100));
        while watch.frames.try_recv().is_ok() {
            during += 1;
        }
    }
}

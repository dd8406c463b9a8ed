//! `batak watch FILE`: the live scoreboard. The file's folder is watched (an
//! editor saves by writing a new file and renaming it over the old one, and so does
//! `batak add`); events about the file, debounced, re-score it. Opening and reading a
//! file are events too (ours among them): they are ignored, so a redraw never wakes the
//! next one.

use crate::lang::say;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use notify_debouncer_full::notify::event::{EventKind, ModifyKind};
use notify_debouncer_full::notify::{Event, RecommendedWatcher, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

use crate::cli::WatchArgs;
use crate::diagnostic::{self, Diagnostic, RenderStyle, problem};
use crate::lang::{Text, text};
use crate::pipeline::{Outcome, Scored};
use crate::render;
use crate::writer::identity;
use crate::{Exit, Output, layout_width};

use super::{Report, Stop, session};

/// How long the file must be quiet before it is read (about 200 ms, so an editor's
/// write-then-rename is one redraw).
const DEBOUNCE: Duration = Duration::from_millis(200);

/// How long the watcher gathers one save's events (a write, a rename) into one wake; the
/// quiet `DEBOUNCE` is then waited for here, where it can have a most.
const BURST: Duration = Duration::from_millis(50);

/// While saves keep coming faster than `DEBOUNCE`, the scoreboard still redraws this
/// often: a debounce without a most drew only the first and the last of a run of saves.
const MAX_WAIT: Duration = Duration::from_millis(800);

/// How often the terminal's size and the watched folders are looked at again.
const LOOK_AGAIN: Duration = Duration::from_millis(500);

/// What wakes the loop.
enum Wake {
    /// The file (or its folder entry) changed.
    Changed,
    /// Ctrl-C or SIGTERM.
    Stop,
    /// The watcher failed; the message says how.
    Failed(String),
}

/// Where the scoreboard goes: a terminal (redrawn in place, sized to it) or anything
/// else (each re-score appended as plain text, ending with a line `--`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Screen {
    terminal: bool,
    /// Lines the terminal has; `None` when not a terminal (nothing is left out).
    height: Option<usize>,
    /// Its colours, width and language, as the diagnostics are drawn in.
    style: RenderStyle,
}

impl Screen {
    /// The screen as it is now, drawn in `style`'s colours and language.
    fn now(terminal: bool, style: RenderStyle) -> Screen {
        let height = terminal
            .then(crossterm::terminal::size)
            .and_then(Result::ok)
            .map(|(_, height)| usize::from(height));
        let width = layout_width(terminal);
        Screen {
            terminal,
            height,
            style: RenderStyle { width, ..style },
        }
    }
}

/// `batak watch`: the file checked once, then followed, and the scoreboard redrawn on
/// every change until Ctrl-C.
pub(crate) fn watch(args: &WatchArgs, out: &mut Output) -> Result<Exit, Stop> {
    let (mut session, style) = session(&args.input, out.lang)?;
    // A name that turns into a FIFO after the check below must not hold watch up.
    session.special = crate::source::Special::Refuse;
    let name = args.file.as_str();
    refuse_unwatchable(&session, name, style)?;
    let (sender, wakes) = mpsc::channel();
    catch_stop(sender.clone(), name, style)?;
    let mut following = Following::start(name, sender, style)?;
    let terminal = out.is_terminal();
    let mut screen = Screen::now(terminal, super::stdout_style(args.input.file.color, out));
    let mut last_good: Option<Scored> = None;
    loop {
        let outcome = evaluate(&session, name);
        out.emit(frame(&outcome, last_good.as_ref(), name, screen).as_bytes());
        out.push();
        if out.closed() {
            return Ok(Exit::Ok);
        }
        // A file that fails keeps the last good match.
        last_good = outcome.into_scored().or(last_good);
        if !following.next_change(&wakes, screen) {
            if terminal {
                out.emit(b"\n");
            }
            return Ok(Exit::Ok);
        }
        screen = Screen::now(terminal, screen.style);
    }
}

/// Follow `name` as `batak watch` does, on a thread of its own, calling `changed` after
/// each change has settled (debounced as the scoreboard is); a problem the watcher has
/// later is said on standard error and counts as a change. What stops the watcher from
/// starting is reported and returned before this returns.
pub(crate) fn follow(
    name: &str,
    style: RenderStyle,
    mut changed: impl FnMut() + Send + 'static,
) -> Result<(), Stop> {
    let (sender, wakes) = mpsc::channel();
    let mut following = Following::start(name, sender, style)?;
    std::thread::spawn(move || {
        let screen = Screen::now(false, style);
        while following.next_change(&wakes, screen) {
            changed();
        }
    });
    Ok(())
}

/// A problem that stops batak watch before it starts, shown against the file's name.
fn problem(name: &str, style: RenderStyle, message: Text, help: Text) -> Stop {
    let diagnostic = Diagnostic::error(diagnostic::Code::Watch, None, message).help(help);
    style.refuse(name, diagnostic)
}

/// What no save can fix is said at once: no file named, a format it cannot tell, a
/// folder, a FIFO.
fn refuse_unwatchable(
    session: &crate::pipeline::Session,
    name: &str,
    style: RenderStyle,
) -> Result<(), Stop> {
    let path = Path::new(name);
    let message = if name == "-" || name.is_empty() {
        text!("watch-no-file")
    } else if session.input_format.is_none() && crate::source::Format::from_path(path).is_none() {
        return Err(style.refuse(name, crate::source::unknown_format(name)));
    } else if let Some(kind) = not_a_file(path) {
        let name = diagnostic::escape_name(name);
        text!("watch-not-a-file", name = name, kind = kind)
    } else {
        return Ok(());
    };
    Err(problem(name, style, message, text!("watch-name-file-help")))
}

/// Ctrl-C (and SIGTERM) wake the loop to stop.
fn catch_stop(stop: mpsc::Sender<Wake>, name: &str, style: RenderStyle) -> Result<(), Stop> {
    ctrlc::set_handler(move || {
        let _ = stop.send(Wake::Stop);
    })
    .map_err(|error| {
        problem(
            name,
            style,
            text!("watch-ctrl-c", error = error.to_string()),
            text!("watch-ctrl-c-help"),
        )
    })
}

/// The watcher's answer to a burst of events: a wake when one concerns the file, none
/// otherwise; a watched folder removed is marked as gone on the way.
fn wake_for(
    result: DebounceEventResult,
    files: &Mutex<Vec<PathBuf>>,
    folder_gone: &AtomicBool,
) -> Option<Wake> {
    match result {
        Ok(events) => {
            let files = files.lock().map(|files| files.clone()).unwrap_or_default();
            let folders: Vec<&Path> = files.iter().filter_map(|file| file.parent()).collect();
            let removed = events.iter().any(|event| {
                matches!(event.kind, EventKind::Remove(_))
                    && event
                        .paths
                        .iter()
                        .any(|path| folders.contains(&path.as_path()))
            });
            folder_gone.fetch_or(removed, Ordering::SeqCst);
            let concerned = events.iter().any(|event| concerns(event, &files));
            concerned.then_some(Wake::Changed)
        }
        Err(errors) => Some(Wake::Failed(
            errors.first().map_or_else(String::new, ToString::to_string),
        )),
    }
}

/// The file as followed: the watcher, the folders it watches, the file's paths shared
/// with its thread (they change when a link is pointed elsewhere), and whether a watched
/// folder itself was removed.
struct Following {
    path: PathBuf,
    debouncer: Debouncer<RecommendedWatcher, RecommendedCache>,
    /// The folders being watched, each with its identity (device and inode) when it was
    /// watched.
    folders: Vec<(PathBuf, Option<(u64, u64)>)>,
    files: Arc<Mutex<Vec<PathBuf>>>,
    /// Set when a watched folder itself is removed: its watch is dead, even if a folder
    /// made again at once gets the same inode number.
    gone: Arc<AtomicBool>,
    /// Whether the file's loss has been drawn (once).
    lost: bool,
}

impl Following {
    /// Start watching the file's folders; the watcher's wakes go to `sender`.
    fn start(
        name: &str,
        sender: mpsc::Sender<Wake>,
        style: RenderStyle,
    ) -> Result<Following, Stop> {
        let failed = |error: &dyn std::fmt::Display, help| {
            let error = error.to_string();
            let name_shown = diagnostic::escape_name(name);
            let message = text!("watch-failed", name = name_shown, error = error);
            problem(name, style, message, help)
        };
        let files: Arc<Mutex<Vec<PathBuf>>> = Arc::default();
        let seen = Arc::clone(&files);
        let gone = Arc::new(AtomicBool::new(false));
        let folder_gone = Arc::clone(&gone);
        let debouncer = new_debouncer(BURST, None, move |result: DebounceEventResult| {
            if let Some(wake) = wake_for(result, &seen, &folder_gone) {
                let _ = sender.send(wake);
            }
        })
        .map_err(|error| failed(&error, text!("watch-failed-help-inotify")))?;
        let mut following = Following {
            path: PathBuf::from(name),
            debouncer,
            folders: Vec::new(),
            files,
            gone,
            lost: false,
        };
        following
            .follow()
            .map_err(|error| failed(&error, text!("watch-failed-help-folder")))?;
        Ok(following)
    }

    /// Wait for the next change to settle (a watcher's problem, said on standard error,
    /// counts as one); `false` on Ctrl-C or SIGTERM.
    fn next_change(&mut self, wakes: &mpsc::Receiver<Wake>, screen: Screen) -> bool {
        let wake = match self.next_wake(wakes, screen) {
            Wake::Changed => settled(wakes),
            other => other,
        };
        if let Wake::Failed(message) = &wake {
            let problem = diagnostic::escape_controls(message);
            super::say(&say!(
                screen.style.lang,
                "watch-watcher-problem",
                problem = problem
            ));
        }
        !matches!(wake, Wake::Stop)
    }

    /// Wait for a change. Now and then look at the terminal's size, and at the folders:
    /// one removed and made again, or a link pointed elsewhere, is watched anew (an
    /// inotify watch dies with its folder).
    fn next_wake(&mut self, wakes: &mpsc::Receiver<Wake>, screen: Screen) -> Wake {
        loop {
            match wakes.recv_timeout(LOOK_AGAIN) {
                Ok(wake) => return wake,
                Err(RecvTimeoutError::Disconnected) => return Wake::Stop,
                Err(RecvTimeoutError::Timeout)
                    if screen.terminal && Screen::now(screen.terminal, screen.style) != screen =>
                {
                    return Wake::Changed;
                }
                Err(RecvTimeoutError::Timeout)
                    if self.gone.load(Ordering::SeqCst) || self.moved() =>
                {
                    // Found again: redraw. Gone: redraw once (the file is missing),
                    // then keep looking.
                    if self.follow().is_ok() {
                        self.gone.store(false, Ordering::SeqCst);
                        self.lost = false;
                        return Wake::Changed;
                    }
                    if !self.lost {
                        self.lost = true;
                        return Wake::Changed;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }
}

/// After a change: wait until the file has been quiet for `DEBOUNCE`, or `MAX_WAIT` has
/// passed since the change, whichever comes first; a stop or a watcher's problem on the
/// way is returned at once.
fn settled(wakes: &mpsc::Receiver<Wake>) -> Wake {
    let first = std::time::Instant::now();
    loop {
        let left = MAX_WAIT.saturating_sub(first.elapsed());
        if left.is_zero() {
            return Wake::Changed;
        }
        match wakes.recv_timeout(DEBOUNCE.min(left)) {
            Ok(Wake::Changed) => {}
            Ok(other) => return other,
            Err(RecvTimeoutError::Timeout) => return Wake::Changed,
            Err(RecvTimeoutError::Disconnected) => return Wake::Stop,
        }
    }
}

/// What the path is when it is there but not a regular file (a FIFO would block the
/// read, and Ctrl-C with it).
fn not_a_file(path: &Path) -> Option<Text> {
    let kind = std::fs::metadata(path).ok()?.file_type();
    // A FIFO (a named pipe): there are none without Unix.
    #[cfg(unix)]
    let fifo = std::os::unix::fs::FileTypeExt::is_fifo(&kind);
    #[cfg(not(unix))]
    let fifo = false;
    if kind.is_file() {
        None
    } else if kind.is_dir() {
        Some(text!("watch-kind-folder"))
    } else if fifo {
        Some(text!("watch-kind-fifo"))
    } else {
        Some(text!("watch-kind-other"))
    }
}

/// Read and score the file, unless it has become something a read would block on.
fn evaluate(session: &crate::pipeline::Session, name: &str) -> Outcome {
    let Some(kind) = not_a_file(Path::new(name)) else {
        return session.evaluate(name);
    };
    let shown = diagnostic::escape_name(name);
    let problem = problem!(
        diagnostic::Code::Watch,
        text!("watch-not-a-file-now", name = shown, kind = kind),
        help
    );
    Outcome::failed(name.to_owned(), vec![problem])
}

impl Following {
    /// Watch the folders the path leads through now (and only them), and tell the
    /// watcher's thread the file's paths.
    fn follow(&mut self) -> std::io::Result<()> {
        let targets = targets(&self.path)?;
        for (folder, _) in self.folders.drain(..) {
            let _ = self.debouncer.unwatch(&folder);
        }
        for (folder, _) in &targets {
            self.debouncer
                .watch(folder, RecursiveMode::NonRecursive)
                .map_err(|error| std::io::Error::other(error.to_string()))?;
            self.folders.push((folder.clone(), identity(folder)));
        }
        if let Ok(mut files) = self.files.lock() {
            *files = targets.into_iter().map(|(_, file)| file).collect();
        }
        Ok(())
    }

    /// Whether a watched folder was replaced, or the path now leads elsewhere.
    fn moved(&self) -> bool {
        let Ok(targets) = targets(&self.path) else {
            // Where the path leads is not known now: only a folder replaced tells.
            let replaced = |(folder, id): &(PathBuf, _)| identity(folder) != *id;
            return self.folders.iter().any(replaced);
        };
        let now = targets
            .iter()
            .map(|(folder, _)| (folder.clone(), identity(folder)));
        now.ne(self.folders.iter().cloned())
    }
}

/// The folders to watch and the file's path in each: the file's own folder, and (when
/// the name is a link) the folder of the file it leads to, as editors write there.
fn targets(file: &Path) -> std::io::Result<Vec<(PathBuf, PathBuf)>> {
    let folder = match file.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let folder = folder.canonicalize()?;
    let own = file
        .file_name()
        .map_or_else(|| folder.clone(), |name| folder.join(name));
    let mut targets = vec![(folder, own.clone())];
    if let Ok(target) = own.canonicalize()
        && target != own
        && let Some(parent) = target.parent()
    {
        targets.push((parent.to_path_buf(), target.clone()));
    }
    Ok(targets)
}

/// Whether an event may have changed the file: a create, a write, a rename or a removal
/// that touches its name. Opens, reads and closes are ignored: every read of the file
/// makes them (ours included), and so does a writer's close after its rename (`batak
/// add` holds its lock on the old file until it is replaced), which would redraw twice.
/// A write in place is seen by its modify event. A change of owner, mode or times alone
/// (`touch`, `chmod`) changes no score.
fn concerns(event: &Event, files: &[PathBuf]) -> bool {
    !matches!(
        event.kind,
        EventKind::Access(_) | EventKind::Modify(ModifyKind::Metadata(_))
    ) && event.paths.iter().any(|path| files.contains(path))
}

/// What a terminal frame starts with: the cursor home and the screen cleared (the
/// scoreboard is redrawn in place).
const HOME_AND_CLEAR: &str = "\u{1b}[1;1H\u{1b}[2J";

/// One re-score as shown: the diagnostics (when there are any), the match (or, while
/// the file is invalid, the last good one, said to be that), and on a terminal a line
/// saying what is watched and how to stop; as plain text, a blank line and a line `--`
/// end it.
fn frame(outcome: &Outcome, last_good: Option<&Scored>, name: &str, screen: Screen) -> String {
    let mut text = diagnostics_part(outcome, screen.style);
    let RenderStyle { width, lang, .. } = screen.style;
    let (home, mut footer) = if screen.terminal {
        let file = diagnostic::escape_name(name);
        let footer = say!(lang, "watch-footer", file = file);
        (HOME_AND_CLEAR, render::wrap_text(&footer, width))
    } else {
        ("", "--\n".to_owned())
    };
    // The footer and its blank line; on a screen of a few rows the footer gives way, and
    // the result is what stays.
    let mut below = line_count(&footer) + 1;
    if screen.height.is_some_and(|height| height < below + 2) {
        footer.clear();
        below = 0;
    }
    // What the screen has room for (all of it off a terminal).
    let room = screen
        .height
        .map_or(usize::MAX, |height| height.saturating_sub(below));
    // The match scored, else (an invalid file has none) the last good one.
    let scored = outcome.scored().or(last_good);
    // While the file is invalid, at least the last good result stays under them.
    let last_result = scored.filter(|_| outcome.fails()).map(|scored| {
        let result = render::result_line(lang, scored, &render::for_terminal);
        let said = say!(lang, "watch-last-good", result = result);
        render::wrap_text(&said, width) + "\n"
    });
    let reserved = last_result.as_deref().map_or(0, line_count);
    if line_count(&text) + reserved > room {
        // The diagnostics overflow: their start (what and where) stays on screen.
        let more = say!(lang, "watch-more", file = render::for_terminal(name));
        let more = render::wrap_text(&more, width);
        let keep = room.saturating_sub(reserved + line_count(&more));
        let kept: Vec<&str> = text.lines().take(keep).collect();
        text = format!("{}\n{more}\n", kept.join("\n"));
    }
    if let Some(scored) = scored {
        let left = room.saturating_sub(line_count(&text));
        text += &match last_result {
            None => latest_deals(&screen.style, name, scored, left),
            Some(result) => last_good_body(&screen.style, name, scored, left, result),
        };
    }
    if footer.is_empty() {
        format!("{home}{}", text.trim_end_matches('\n'))
    } else {
        format!("{home}{text}\n{footer}")
    }
}

/// How many lines a text takes.
fn line_count(text: &str) -> usize {
    text.lines().count()
}

/// The diagnostics' part of a frame: a line for each warning of a valid file, the drawn
/// report of an invalid one, nothing when there are none.
fn diagnostics_part(outcome: &Outcome, style: RenderStyle) -> String {
    if outcome.diagnostics.is_empty() {
        String::new()
    } else if outcome.fails() {
        diagnostic::render(&outcome.name, &outcome.text, &outcome.diagnostics, style) + "\n"
    } else {
        // Warnings only: a line each, so that they never push the deals off the screen
        // (a drawn report of one warning took twelve lines). `batak check` draws them.
        let mut text = String::new();
        for warning in &outcome.diagnostics {
            let message = warning.message.in_lang(style.lang);
            let message = diagnostic::escape_controls(&message);
            let line = format!("⚠ {message}: {}", warning.code.name());
            text.push_str(&render::wrap_text(&line, style.width));
            text.push('\n');
        }
        text + "\n"
    }
}

/// A valid match in `left` lines: the latest deals that fit; if even the standings do
/// not, their bottom (the result) is what stays, with no blank line or bare rule on top.
fn latest_deals(table: &render::Table, name: &str, scored: &Scored, left: usize) -> String {
    let body = table.screen(name, scored, left);
    let all: Vec<&str> = body.lines().collect();
    let spacer = |line: &str| line.chars().all(|c| c == ' ' || ('─'..='╿').contains(&c));
    let kept = &all[all.len().saturating_sub(left)..];
    let spacers = kept.iter().take_while(|line| spacer(line)).count();
    kept[spacers..].join("\n") + "\n"
}

/// Below the diagnostics, as much of the last good match as fits in `left` lines: the
/// table, else the standings, else the `result` line.
fn last_good_body(
    table: &render::Table,
    name: &str,
    scored: &Scored,
    left: usize,
    result: String,
) -> String {
    let intro = say!(table.lang, "watch-last-good-standings");
    let intro = render::wrap_text(&intro, table.width) + "\n\n";
    let full = intro.clone() + &table.screen(name, scored, left.saturating_sub(line_count(&intro)));
    let standings = intro + &table.standings_and_result(scored);
    [full, standings]
        .into_iter()
        .find(|candidate| line_count(candidate) <= left)
        .unwrap_or(result)
}

#[cfg(test)]
mod tests;

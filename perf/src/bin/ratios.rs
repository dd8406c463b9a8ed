//! Run batak beside the parse floors on the generated inputs and print the ratios of
//! issue 7, then batak serve's rows: `ratios DIR BATAK FLOOR [serve]` (`serve`: those
//! rows alone). Each command runs several times; the best wall time counts (the least
//! disturbed run), and peak memory comes from the kernel (ru_maxrss).

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

/// Wall seconds and peak resident kilobytes of one run, stdout to /dev/null.
fn run(program: &str, args: &[String]) -> (f64, i64) {
    run_in(program, args, "C.UTF-8")
}

/// `run` with `LANG` set to `lang`.
fn run_in(program: &str, args: &[String], lang: &str) -> (f64, i64) {
    let started = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: wait4 on our own child, with valid pointers.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4");
    let elapsed = started.elapsed().as_secs_f64();
    let _ = child.try_wait();
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "{program} {args:?} failed"
    );
    (elapsed, usage.ru_maxrss)
}

fn best(program: &str, args: &[String], runs: usize) -> (f64, i64) {
    (0..runs)
        .map(|_| run(program, args))
        .fold((f64::MAX, 0), |(time, rss), (t, r)| {
            (time.min(t), rss.max(r))
        })
}

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().expect("DIR");
    let batak = args.next().expect("BATAK");
    let floor = args.next().expect("FLOOR");
    // The program as shipped (`scripts/dist program`), whose start-up is timed too.
    let shipped = args.next().expect("SHIPPED");
    let path = |name: &str| Path::new(&dir).join(name).display().to_string();
    let strings = |items: &[&str]| items.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let size = |name: &str| std::fs::metadata(path(name)).expect("stat").len() as f64 / 1024.0;
    let runs = 5;

    println!("| measure | batak | reference | ratio | target |");
    println!("|---|---|---|---|---|");
    // `ratios DIR BATAK FLOOR serve`: the serve rows alone.
    if args.next().as_deref() == Some("serve") {
        serve_rows(&batak, &path);
        return;
    }
    for (file, floor_kind, target) in [("big.toml", "toml", 0.5), ("big.yaml", "yaml", 1.3)] {
        let (time, rss) = best(
            &batak,
            &strings(&["score", &path(file), "--format", "json"]),
            runs,
        );
        let (floor_time, floor_rss) = best(&floor, &strings(&[floor_kind, &path(file)]), runs);
        println!(
            "| score {file} (200,000 deals) --format json | {time:.3} s | {floor_kind} floor {floor_time:.3} s | {:.2}× | ≤ {target}× |",
            time / floor_time
        );
        println!(
            "| peak memory, {file} ({:.1} MB) | {:.0} MB | floor {:.0} MB | {:.1}× file size | ≤ 3× |",
            size(file) / 1024.0,
            rss as f64 / 1024.0,
            floor_rss as f64 / 1024.0,
            rss as f64 / size(file)
        );
    }
    // Every layout streams: memory stays within 3× the file whatever the shape.
    for name in [
        "big-header-last.toml",
        "big-inline.toml",
        "big-notes.toml",
        "big-header-last.yaml",
        "big-inline.yaml",
        "big-block.yaml",
        "big-notes.yaml",
    ] {
        let (time, rss) = best(
            &batak,
            &strings(&["score", &path(name), "--format", "json"]),
            3,
        );
        println!(
            "| layout {name} ({:.1} MB): time, peak memory | {time:.3} s, {:.0} MB | | {:.1}× file size | ≤ 3× |",
            size(name) / 1024.0,
            rss as f64 / 1024.0,
            rss as f64 / size(name)
        );
    }
    // A play record on every deal is scored at no fewer MB per second than none (`score`,
    // the table); with `--format json` too, for the record (the play's JSON is several
    // times the size of its text).
    for (plain, played) in [
        ("big.toml", "big-played.toml"),
        ("big.yaml", "big-played.yaml"),
    ] {
        for format in ["table", "json"] {
            let args = |name: &str| strings(&["score", &path(name), "--format", format]);
            let (plain_time, _) = best(&batak, &args(plain), runs);
            let (played_time, played_rss) = best(&batak, &args(played), runs);
            let rate = |name: &str, time: f64| size(name) / 1024.0 / time;
            println!(
                "| score {played} ({:.1} MB, 13 tricks a deal) --format {format} | {:.1} MB/s, {:.0} MB | {plain} {:.1} MB/s | {:.2}× | {} |",
                size(played) / 1024.0,
                rate(played, played_time),
                played_rss as f64 / 1024.0,
                rate(plain, plain_time),
                rate(played, played_time) / rate(plain, plain_time),
                if format == "table" { "≥ 1×" } else { "" }
            );
        }
    }
    let (score, _) = best(
        &batak,
        &strings(&["score", &path("big.toml"), "--format", "json"]),
        runs,
    );
    let (compare, _) = best(
        &batak,
        &strings(&[
            "compare",
            &path("big.toml"),
            "--format",
            "json",
            "--with",
            "double_penalty=true",
            "--with",
            "slam_double=true",
            "--with",
            "extra_points=0",
        ]),
        runs,
    );
    println!(
        "| compare big.toml, 3 variants | {compare:.3} s | score {score:.3} s | {:.2}× | ≤ 1.1× |",
        compare / score
    );
    let mut many: Vec<String> = std::fs::read_dir(Path::new(&dir).join("many"))
        .expect("many/")
        .map(|entry| entry.expect("entry").path().display().to_string())
        .collect();
    many.sort();
    let mut many_args = strings(&["score", "--format", "json"]);
    many_args.extend(many.iter().cloned());
    let (many_time, _) = best(&batak, &many_args, runs);
    let mut stats_args = strings(&["stats", "--format", "json"]);
    stats_args.extend(many);
    let (stats_time, _) = best(&batak, &stats_args, runs);
    println!(
        "| stats 2,000 files × 20 deals | {stats_time:.3} s | score --format json on them {many_time:.3} s | {:.2}× | ≤ 1.5× |",
        stats_time / many_time
    );
    let (one_floor, _) = best(&floor, &strings(&["toml", &path("one40k.toml")]), runs);
    println!(
        "| score 2,000 files × 20 deals | {many_time:.3} s | floor, one file of 40,000 deals {one_floor:.3} s | {:.2}× | ≤ 2× |",
        many_time / one_floor
    );
    // A file where every deal warns: what compares diagnostics (a change's new warnings,
    // --strict on a change, compare's already-reported ones) stays within a few times
    // check, which lists them all.
    let (check, _) = best(&batak, &strings(&["check", &path("warnings.toml")]), runs);
    for (what, args) in [
        (
            "add --dry-run",
            strings(&[
                "add",
                &path("warnings.toml"),
                "--passed",
                "--dealer",
                "B",
                "--dry-run",
            ]),
        ),
        (
            "add --strict --dry-run",
            strings(&[
                "add",
                &path("warnings.toml"),
                "--passed",
                "--dealer",
                "B",
                "--strict",
                "--dry-run",
            ]),
        ),
        (
            "compare, 1 variant",
            strings(&["compare", &path("warnings.toml"), "--with", "target=100"]),
        ),
    ] {
        let (time, _) = best(&batak, &args, runs);
        println!(
            "| {what}, 120,000 deals that each warn | {time:.3} s | check {check:.3} s | {:.1}× | a few × |",
            time / check
        );
    }
    let (typical, _) = best(&batak, &strings(&["score", &path("typical.toml")]), 20);
    println!(
        "| score a 20-deal match, table | {:.1} ms | | | < 5 ms |",
        typical * 1000.0
    );
    // Start-up, what a player waits for: the shipped example against a program that
    // does nothing, best of 50 runs each.
    let fastest = |program: &str, args: &[String], lang: &str| {
        (0..50)
            .map(|_| run_in(program, args, lang).0)
            .fold(f64::MAX, f64::min)
    };
    let nothing = fastest("/bin/true", &[], "C.UTF-8");
    let example = strings(&["score", "examples/friday.toml"]);
    for (program, build) in [(&batak, "cargo build"), (&shipped, "as shipped")] {
        for (lang, name) in [("C.UTF-8", "English"), ("tr_TR.UTF-8", "Turkish")] {
            let time = fastest(program, &example, lang);
            println!(
                "| start-up ({build}): score examples/friday.toml, {name} | {:.2} ms | /bin/true {:.2} ms | {:.1}× | ≤ 2.5× |",
                time * 1000.0,
                nothing * 1000.0,
                time / nothing
            );
        }
    }
    serve_rows(&batak, &path);
}

/// batak serve on a 100-deal match (a copy: the measurement records deals in it).
fn serve_rows(batak: &str, path: &dyn Fn(&str) -> String) {
    let served = path("serve.toml");
    std::fs::copy(path("serve100.toml"), &served).expect("copy serve100.toml");
    batak_perf::serve::rows(batak, &served);
}

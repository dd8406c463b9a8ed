//! The HTML page in a real browser: headless Chromium loads it from a file, with no
//! network, and the test reads what it rendered (the DOM it built: the deal rows and the
//! totals) and looks at a screenshot (the expected size, not blank). `.ci/run` installs
//! Chromium; without one the test fails under CI and says so loudly elsewhere.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The browser: `BATAK_CHROMIUM`, else the first of Debian's names on `PATH`.
fn chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("BATAK_CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| {
            [
                "chromium",
                "chromium-headless-shell",
                "chromium-browser",
                "google-chrome",
            ]
            .map(|name| dir.join(name))
        })
        .find(|candidate| candidate.is_file())
}

/// Run the browser headless on `page` with `what` (`--dump-dom`, `--screenshot=…`);
/// its standard output. No network: every host resolves to nothing.
fn run_browser(browser: &Path, profile: &Path, page: &Path, what: &[&str]) -> String {
    let mut child = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--host-resolver-rules=MAP * ~NOTFOUND",
            &format!("--user-data-dir={}", profile.display()),
        ])
        .args(what)
        .arg(format!("file://{}", page.display()))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the browser");
    let stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut std::io::BufReader::new(stdout), &mut text);
        text
    });
    let started = Instant::now();
    loop {
        if child.try_wait().expect("wait").is_some() {
            break;
        }
        if started.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("the browser did not finish within two minutes");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    reader.join().expect("reader")
}

#[test]
#[allow(clippy::cast_precision_loss)] // pixel counts
fn the_html_page_renders_in_a_real_browser() {
    let Some(browser) = chromium() else {
        let message = "NO HEADLESS CHROMIUM: the HTML page was NOT checked in a browser (apt-get install chromium, or set BATAK_CHROMIUM)";
        assert!(std::env::var("CI").as_deref() != Ok("true"), "{message}");
        eprintln!("\n\n*** {message} ***\n");
        return;
    };
    let dir = std::env::temp_dir().join(format!("batak-browser-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let output = Command::new(env!("CARGO_BIN_EXE_batak"))
        .args([
            "score",
            "examples/friday.toml",
            "examples/esli.yaml",
            "--format",
            "html",
        ])
        .output()
        .expect("run batak");
    assert!(output.status.success());
    let page = dir.join("season.html");
    std::fs::write(&page, &output.stdout).expect("write the page");

    // What the browser built: both sections, every deal row, the totals and results.
    let dom = run_browser(&browser, &dir.join("profile"), &page, &["--dump-dom"]);
    assert!(dom.contains("<title>batak: matches</title>"), "{dom}");
    assert_eq!(dom.matches("<section>").count(), 2, "a section per file");
    for text in [
        "<h1>Friday at Kemal's</h1>",
        "Burak 7♥ ✓",
        "+51 = 190",
        "Cem 6 ✗",
        "Burak wins with 190 after deal 7",
        "<th scope=\"col\">Ayşe</th>",
        "<svg",
    ] {
        assert!(dom.contains(text), "{text} not rendered:\n{dom}");
    }
    // The season first: its heading and a standings row per player (the same four).
    let first = dom.find("<section>").expect("a section");
    assert!(dom[..first].contains("<h1>Season</h1>"), "{dom}");
    assert_eq!(dom[..first].matches("scope=\"row\"").count(), 4, "{dom}");
    let friday = &dom[first..dom.find("</section>").expect("a section")];
    let rows = friday.matches("scope=\"row\"").count();
    assert_eq!(rows, 7 + 4, "7 deal rows and 4 standings rows");

    // What it drew: a screenshot of the asked size, with something on it.
    let shot = dir.join("page.png");
    run_browser(
        &browser,
        &dir.join("profile"),
        &page,
        &[
            "--window-size=1000,1400",
            &format!("--screenshot={}", shot.display()),
        ],
    );
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&shot).expect("the screenshot"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut pixels).expect("a frame");
    assert_eq!((info.width, info.height), (1000, 1400));
    let pixels = &pixels[..info.buffer_size()];
    let step = info.color_type.samples();
    let background = &pixels[..step];
    let drawn = pixels
        .chunks(step)
        .filter(|pixel| *pixel != background)
        .count();
    let share = drawn as f64 / (pixels.len() / step) as f64;
    assert!(
        share > 0.02,
        "the page looks blank: {share:.4} of the pixels drawn"
    );
}

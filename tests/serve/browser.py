"""batak serve in a real browser (run by tests/serve/run, which says what it checks).

Selenium drives headless Chromium, each window a session of its own at a phone's size
(390 x 844 CSS px), against `batak serve COPY --port 0 --no-qr` over a copy of
examples/friday.toml without its last two deals (a match in progress). Every wait is a watchdog (WebDriverWait, 30 s): nothing here sleeps
for a fixed time and hopes. Exit 1 on any failure, with what the server said.

    browser.py [--screenshot PATH]
"""

import argparse
import difflib
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import threading
import traceback
import urllib.parse
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

REPO = Path(__file__).resolve().parents[2]
WAIT = 30  # seconds: the longest any step may take before it fails
WIDTH, HEIGHT = 390, 844  # a phone, in CSS pixels
THUMB = 44  # the smallest target a thumb hits, in CSS pixels

failed = []


def ok(what):
    print(f"  ok    {what}", flush=True)


def bad(what):
    print(f"  FAIL  {what}", flush=True)
    failed.append(what)


def check(condition, what):
    (ok if condition else bad)(what)
    return condition


def program(variable, *names):
    """A program: the environment's variable, else the first of names on PATH."""
    if os.environ.get(variable):
        return os.environ[variable]
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    sys.exit(f"no {names[0]} (apt-get install {' '.join(names[:1])}, or set {variable})")


class Server:
    """`batak serve` on a copy of the example, its output kept for a failure's report."""

    def __init__(self, batak, folder):
        self.file = folder / "friday.toml"
        shutil.copy(REPO / "examples" / "friday.toml", self.file)
        # The evening two deals before its end: a match in progress, as a table sees it.
        for _ in range(2):
            subprocess.run([batak, "remove", str(self.file)], capture_output=True, check=True)
        self.process = subprocess.Popen(
            [batak, "serve", str(self.file), "--port", "0", "--no-qr"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "LC_ALL": "C.UTF-8", "LANGUAGE": ""},
        )
        ready, _, _ = select.select([self.process.stdout], [], [], WAIT)
        self.url = self.process.stdout.readline().strip() if ready else ""
        if not self.url.startswith("http://127.0.0.1:"):
            rest = self.process.stdout.read() if self.process.poll() is not None else ""
            sys.exit(f"batak serve printed no address: {self.url!r} {rest}")
        parts = urllib.parse.urlsplit(self.url)
        self.origin = f"{parts.scheme}://{parts.netloc}"
        self.said = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.said.append(line.rstrip("\n"))

    def deals(self):
        """The deals the file holds, as `batak score --format json` counts them."""
        out = subprocess.run(
            [BATAK, "score", str(self.file), "--format", "json"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        return len(json.loads(out)["deals"])

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=WAIT)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Window:
    """One browser session at a phone's size, in `lang`, with its requests logged."""

    def __init__(self, server, lang="en"):
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in [
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-extensions",
            f"--lang={lang}",
            f"--window-size={WIDTH},{HEIGHT}",
        ]:
            options.add_argument(flag)
        options.add_experimental_option("prefs", {"intl.accept_languages": lang})
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        self.driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
        self.driver.set_page_load_timeout(WAIT)
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": True},
        )
        self.server = server
        self.requests = []
        self.listening = False
        self.driver.get(server.url)
        self.wait_for(lambda d: d.execute_script("return document.readyState") == "complete")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait_for(self, condition, what="the page"):
        return WebDriverWait(self.driver, WAIT).until(condition, f"{what}: not within {WAIT} s")

    def deals(self):
        return self.js("return document.body.dataset.deals")

    def logged(self):
        """Every request the page made so far (the performance log, read once)."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            params = message.get("params", {})
            if message.get("method") == "Network.requestWillBeSent":
                self.requests.append(params["request"]["url"])
            elif message.get("method") == "Network.webSocketCreated":
                self.requests.append(params["url"])
            elif message.get("method") == "Network.responseReceived":
                if urllib.parse.urlsplit(params["response"]["url"]).path == "/events":
                    self.listening = True
        return self.requests

    def listen(self):
        """Wait until the page's event stream is open (its answer's head has come): a
        change after this is told to it."""
        self.wait_for(lambda _: self.logged() is not None and self.listening, "the /events stream")

    def form(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, f"#deal-form {css}")

    def fill(self, *args, **kwargs):
        """Fill the form in as a thumb does (`_fill`). A form as it was drawn is drawn
        anew by the page's script when the file changes (this window's own change comes
        back as an event after its answer loaded): a form replaced so before anything was
        typed into it is filled in again, as a thumb would."""
        for _ in range(5):
            try:
                return self._fill(*args, **kwargs)
            except StaleElementReferenceException:
                continue
        return self._fill(*args, **kwargs)

    def _fill(self, declarer=None, bid=None, trump=None, tricks=None, note=None):
        """Fill the form in: a declarer's and a suit's chips, the bid's list, each
        player's tricks typed in."""
        if declarer:
            self.form(f'input[name="declarer"][value="{declarer}"]').find_element(
                By.XPATH, ".."
            ).click()
        if bid:
            Select(self.form('select[name="bid"]')).select_by_value(str(bid))
        if trump:
            self.form(f'input[name="trump"][value="{trump}"]').find_element(By.XPATH, "..").click()
        for player, count in (tricks or {}).items():
            field = self.form(f'input[name="tricks.{player}"]')
            field.clear()
            field.send_keys(str(count))
        if note:
            self.form('input[name="note"]').send_keys(note)
        after_end = self.driver.find_elements(By.CSS_SELECTOR, '#deal-form input[name="after_end"]')
        if after_end and not after_end[0].is_selected():
            after_end[0].find_element(By.XPATH, "..").click()

    def submit(self):
        """Send the form; the page that answers, loaded."""
        button = self.form('button[type="submit"]')
        button.click()
        self.wait_for(gone(button), "the answer to the form")
        self.wait_for(lambda d: d.execute_script("return document.readyState") == "complete")

    def quit(self):
        self.driver.quit()


def gone(element):
    """A condition: `element` has left the document, the page it was in replaced by the
    answer. Chrome says so with a stale reference, or, caught while the new page is being
    put in place, with an inspector error that the node is not in the document (Selenium's
    own `staleness_of` takes only the first, so a run failed by chance on the second)."""

    def predicate(_driver):
        try:
            element.is_enabled()
        except StaleElementReferenceException:
            return True
        except WebDriverException as error:
            if "does not belong to the document" in str(error):
                return True
            raise
        return False

    return predicate


def layout(window, lang):
    """At 390 px: nothing wider than the screen, every target a thumb's size."""
    d = window.js
    check(d("return window.innerWidth") == WIDTH, f"{lang}: the window is {WIDTH} px wide")
    check(d("return document.documentElement.lang") == lang, f"{lang}: the page is in {lang}")
    wide = d("return document.documentElement.scrollWidth")
    check(wide <= WIDTH, f"{lang}: the page scrolls no wider than {WIDTH} px ({wide} px)")
    for part in ["standings", "deal-form"]:
        box = d(
            "const e = document.getElementById(arguments[0]); const r = e.getBoundingClientRect();"
            "return [e.scrollWidth, e.clientWidth, r.left, r.right];",
            part,
        )
        check(
            box[0] <= box[1] and box[2] >= 0 and box[3] <= WIDTH,
            f"{lang}: #{part} fits the screen (scroll {box[0]} of {box[1]} px, at {box[2]:.0f}–{box[3]:.0f})",
        )
    # A radio or a check box is hit through its label (the chip around it).
    small = d(
        """const small = [];
        for (const e of document.querySelectorAll(
            '#deal-form input:not([type=hidden]), #deal-form select, #deal-form button, #undo button')) {
          const target = (e.type === 'radio' || e.type === 'checkbox') ? e.closest('label') : e;
          const r = target.getBoundingClientRect();
          if (r.height < arguments[0] || r.width < arguments[0])
            small.push((e.name || e.textContent) + ' ' + r.width.toFixed(0) + 'x' + r.height.toFixed(0));
        }
        return [small, document.querySelectorAll('#deal-form input:not([type=hidden])').length];""",
        THUMB,
    )
    check(
        small[1] > 8 and not small[0],
        f"{lang}: each of the form's {small[1]} inputs and its buttons at least {THUMB} px a side {small[0]}",
    )


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--screenshot", help="write the phone view (a PNG) here")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="batak-serve-browser-"))
    server = Server(BATAK, folder)
    windows = []
    try:
        run(server, windows, args)
    except Exception:  # a step that did not happen in time, or a page without its parts
        bad("a step failed:\n" + traceback.format_exc())
    finally:
        for window in windows:
            try:
                window.quit()
            except Exception:
                pass
        server.stop()
        if failed:
            print("batak serve said:\n  " + "\n  ".join(server.said))
        shutil.rmtree(folder, ignore_errors=True)
    if failed:
        print(f"{len(failed)} check(s) failed")
        return 1
    return 0


def run(server, windows, args):
    start = server.deals()
    print(f"batak serve {server.origin}: {start} deals")

    print("the phone layout, 390 px, in each language")
    for lang in ["en", "tr", "de"]:
        window = Window(server, lang)
        windows.append(window)
        layout(window, lang)
        if lang == "en" and args.screenshot:
            window.driver.save_screenshot(args.screenshot)
            ok(f"the phone view in {args.screenshot}")
    a = windows[0]

    print("a deal recorded in window A shows in window B without a reload")
    b = Window(server, "en")
    windows.append(b)
    b.js("window.notReloaded = true")
    b.listen()
    check(a.deals() == b.deals() == str(start), f"both windows show {start} deals")
    before = b.js("return document.getElementById('standings').innerText")
    a.fill(declarer="Ayşe", bid=5, trump="spades", tricks={"Ayşe": 6, "Burak": 3, "Cem": 2, "Deniz": 2})
    a.submit()
    check(a.deals() == str(start + 1), f"A's form recorded deal {start + 1} (303, the page again)")
    b.wait_for(lambda d: d.execute_script("return document.body.dataset.deals") == str(start + 1), "B's redraw")
    check(b.js("return window.notReloaded === true"), "B redrew in place (no reload)")
    rows = lambda w: w.js("return document.querySelectorAll('#deals tbody tr').length")
    check(rows(b) == rows(a) and rows(b) > start, f"B's deal table has A's rows ({rows(b)})")
    after = b.js("return document.getElementById('standings').innerText")
    check(
        after != before and after == a.js("return document.getElementById('standings').innerText"),
        "B's standings changed, to A's",
    )
    check(server.deals() == start + 1, f"the file has {start + 1} deals")
    heading = b.js("return document.querySelector('#deal-form h2').textContent")
    check(str(start + 2) in heading, f"B's untouched form is now for deal {start + 2}: {heading!r}")
    check(not b.driver.find_element(By.ID, "meanwhile").is_displayed(), "B's untouched form says nothing of meanwhile")

    print("what is typed in B is kept when A records a deal")
    b.fill(declarer="Cem", bid=6, tricks={"Ayşe": 2, "Burak": 3}, note="typed in B")
    a.fill(declarer="Cem", bid=6, trump="hearts", tricks={"Ayşe": 2, "Burak": 3, "Cem": 6, "Deniz": 2})
    a.submit()
    check(a.deals() == str(start + 2), f"A recorded deal {start + 2}")
    b.wait_for(lambda d: d.execute_script("return document.body.dataset.deals") == str(start + 2), "B's redraw")
    check(b.js("return window.notReloaded === true"), "B redrew in place (no reload)")
    value = lambda css: b.form(css).get_attribute("value")
    check(value('input[name="note"]') == "typed in B", "B's note is as typed")
    check(
        value('input[name="tricks.Ayşe"]') == "2" and value('input[name="tricks.Burak"]') == "3",
        "B's tricks are as typed",
    )
    check(b.form('input[name="declarer"][value="Cem"]').is_selected(), "B's declarer is as chosen")
    check(Select(b.form('select[name="bid"]')).first_selected_option.get_attribute("value") == "6", "B's bid is as chosen")
    check(rows(b) == rows(a), "B's deal table has A's new deal")
    check(b.driver.find_element(By.ID, "meanwhile").is_displayed(), "B's form says a deal was recorded meanwhile")

    print("both windows drawn at the same deal, both send: one deal, and a 409 B says")
    b.fill(trump="diamonds", tricks={"Cem": 6, "Deniz": 2})
    b.submit()
    page = b.js("return document.body.innerText")
    check("recorded meanwhile" in page, "B's answer says what was recorded meanwhile")
    check(b.deals() == str(start + 2), f"B's answer shows {start + 2} deals")
    check(server.deals() == start + 2, f"the file has {start + 2} deals, not {start + 3}")
    check(any(re.search(r"POST /deals 409", line) for line in server.said), "the server said 409")

    print("a deal fixed from the page: one tap, the form as recorded, one field changed")
    fixed = start + 2
    a.driver.get(server.origin + "/")
    a.driver.find_element(By.ID, "fix-last").click()
    a.wait_for(lambda d: d.find_element(By.CSS_SELECTOR, "#deal-form h2").text == f"Fix deal {fixed}", "the fix form")
    bid = lambda w: Select(w.form('select[name="bid"]')).first_selected_option.get_attribute("value")
    check(bid(a) == "6", "the fix form starts from the bid as recorded")
    check(a.form('input[name="tricks.Cem"]').get_attribute("value") == "6", "and from the tricks as recorded")
    before = server.file.read_text()
    a.fill(bid=7)
    a.submit()
    after = server.file.read_text()
    changed = [
        line
        for line in difflib.ndiff(before.splitlines(), after.splitlines())
        if line.startswith(("- ", "+ "))
    ]
    check(server.deals() == fixed, f"the file still has {fixed} deals")
    check(changed == ["- bid = 6", "+ bid = 7"], f"only the bid was written anew: {changed}")
    check(a.driver.current_url.rstrip("/") == server.origin, "the answer is the page (303)")

    print("a deal everybody passed, after a declarer was chosen: the contract is set aside")
    a.fill(declarer="Deniz", bid=5, trump="clubs", tricks={"Ayşe": 1})
    a.form('input[name="passed"]').find_element(By.XPATH, "..").click()
    check(a.form('input[name="declarer"][value="Deniz"]').get_attribute("disabled") is not None,
          "the declarer's chips are set aside while everybody passed is ticked")
    check(a.form('input[name="tricks.Ayşe"]').get_attribute("disabled") is not None, "and the tricks")
    a.submit()
    check(server.deals() == fixed + 1, f"deal {fixed + 1} is recorded, not refused")
    last = server.file.read_text().rsplit("[[deals]]", 1)[1]
    check("passed = true" in last and "declarer" not in last and "tricks" not in last,
          f"as passed, nothing of the contract written: {last!r}")

    print("an untouched form after the end moves on when a deal is recorded elsewhere")
    add = lambda *flags: subprocess.run([BATAK, "add", str(server.file), *flags], capture_output=True, check=True)
    # Burak's thirteen: the match is surely over after it.
    add("--declarer", "Burak", "--bid", "13", "--tricks", "0,13,0,0", "--after-end")
    b.listening = False
    b.driver.get(server.origin + "/")
    b.wait_for(lambda d: d.execute_script("return document.readyState") == "complete")
    check(b.js("return !!document.querySelector('details.after-end')"), "the match is over: the form is folded away")
    b.js("window.notReloaded = true")
    b.listen()
    count = server.deals()
    add("--passed", "--after-end")
    b.wait_for(lambda d: d.execute_script("return document.body.dataset.deals") == str(count + 1), "B's redraw")
    check(b.js("return window.notReloaded === true"), "B redrew in place (no reload)")
    heading = b.js("return document.querySelector('#deal-form h2').textContent")
    check(str(count + 2) in heading, f"B's form, its after-the-end box as drawn, is now for deal {count + 2}: {heading!r}")
    check(not b.js("return document.getElementById('deal-form').classList.contains('changed')"),
          "and says nothing of meanwhile")

    print("no request left the server's origin")
    urls = [url for window in windows for url in window.logged()]
    elsewhere = [
        url for url in urls if not url.startswith(server.origin + "/") and not url.startswith("data:")
    ]
    check(not elsewhere, f"all {len(urls)} requests went to {server.origin} {elsewhere}")
    paths = {urllib.parse.urlsplit(url).path for url in urls if url.startswith(server.origin)}
    check(
        {"/", "/assets/page.css", "/assets/page.js", "/events", "/deals"} <= paths,
        f"the log holds the page's requests {sorted(paths)}",
    )


if __name__ == "__main__":
    BATAK = os.environ.get("BATAK") or str(REPO / "target" / "release" / "batak")
    CHROMIUM = program("BATAK_CHROMIUM", "chromium", "chromium-headless-shell", "google-chrome")
    CHROMEDRIVER = program("BATAK_CHROMEDRIVER", "chromedriver")
    sys.exit(main())

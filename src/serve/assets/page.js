// batak serve's page, with a script: the running sum of tricks under the form, and the
// page redrawn on each change of the file (the server's /events), keeping the form and
// what is typed into it. Without this script the page works as well: the form posts and
// the page comes back.
"use strict";

// The parts of the page that are drawn anew on a change; the form is kept.
const PARTS = ["heading", "diagnostics", "standings", "deals", "chart"];

// "9 of 13 tricks: 4 more", from the words the page holds for each count missing.
function tricksSum() {
  const form = document.getElementById("deal-form");
  const sum = document.getElementById("tricks-sum");
  if (!form || !sum) return;
  const hand = Number(form.dataset.hand);
  let total = 0;
  let given = false;
  for (const input of form.querySelectorAll('input[name^="tricks."]')) {
    if (input.value !== "") {
      given = true;
      total += Number(input.value) || 0;
    }
  }
  if (!given) return;
  const left = hand - total;
  const key = left < 0 ? "over" : String(left);
  const words = document.querySelector('#tricks-words li[data-left="' + key + '"]');
  if (words) sum.textContent = words.textContent;
  sum.className = left < 0 ? "over" : left > 0 ? "short" : "";
}

// Whether the form is as it was drawn: nothing typed, chosen or ticked since (a box
// drawn ticked, as "after the end" is, or a fix's fields drawn as recorded, count as
// untouched while they stay so).
function untouched(form) {
  for (const input of form.elements) {
    const kind = input.tagName;
    if (input.type === "hidden" || kind === "BUTTON" || kind === "FIELDSET") continue;
    if (input.type === "radio" || input.type === "checkbox") {
      if (input.checked !== input.defaultChecked) return false;
    } else if (kind === "SELECT") {
      // Drawn with no option marked, a list shows its first.
      const drawn = [...input.options].findIndex((option) => option.defaultSelected);
      if (input.selectedIndex !== Math.max(drawn, 0)) return false;
    } else if (input.value !== input.defaultValue) {
      return false;
    }
  }
  return true;
}

// Fetch the page again and put its parts in place of these. The form stays as it is,
// with what is typed; when a deal was recorded meanwhile it keeps its deal number, so
// that sending it is refused and says what was added (two phones never record one deal
// twice); otherwise it takes the page's new version. A form of another shape (other
// players or rules), or one with nothing in it, is replaced by the new one.
// The address of the page as this one shows it: the page, or the page that fixes deal N
// (asked for as `/?fix=N`, or the answer to a refused fix sent to `/deals/N`).
function pageAddress() {
  const fix = location.pathname.match(/^\/deals\/(\d+)$/);
  if (fix) return "/?fix=" + fix[1];
  return location.pathname === "/" ? "/" + location.search : "/";
}

async function redraw() {
  const response = await fetch(pageAddress(), { credentials: "same-origin" });
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  for (const id of PARTS) {
    const old = document.getElementById(id);
    const now = fresh.getElementById(id);
    if (old && now) old.replaceWith(document.adoptNode(now));
  }
  const deals = fresh.body.dataset.deals;
  const version = fresh.body.dataset.version;
  const form = document.getElementById("deal-form");
  const freshForm = fresh.getElementById("deal-form");
  const entry = document.getElementById("entry");
  const freshEntry = fresh.getElementById("entry");
  if (!freshForm || !form || form.dataset.shape !== freshForm.dataset.shape || untouched(form)) {
    if (entry && freshEntry) entry.replaceWith(document.adoptNode(freshEntry));
    else if (entry) entry.remove();
    else if (freshEntry) document.getElementById("deals").before(document.adoptNode(freshEntry));
  } else if (deals === document.body.dataset.deals && !form.dataset.fix) {
    // A fix keeps the version it was drawn from: a deal changed meanwhile is refused.
    form.elements.v.value = version;
  } else {
    form.classList.add("changed");
    const meanwhile = document.getElementById("meanwhile");
    if (meanwhile) meanwhile.hidden = false;
  }
  document.body.dataset.version = version;
  document.body.dataset.deals = deals;
  listen();
  tricksSum();
  passedShown();
}

// A deal everybody passed has no declarer, bid, trump or tricks: while the box is ticked
// they are set aside (not sent, as a form sends no disabled field), kept as chosen for
// when it is unticked.
function passedShown() {
  const form = document.getElementById("deal-form");
  const passed = form && form.querySelector('input[name="passed"]');
  if (!passed) return;
  const contract = '[name="declarer"], [name="bid"], [name="trump"], [name^="tricks."]';
  for (const input of form.querySelectorAll(contract)) input.disabled = passed.checked;
}

// Ask before the last deal is taken out.
function listen() {
  const undo = document.getElementById("undo");
  if (undo && !undo.dataset.asks) {
    undo.dataset.asks = "yes";
    undo.addEventListener("submit", (event) => {
      if (!window.confirm(undo.querySelector("button").textContent + "?")) event.preventDefault();
    });
  }
}

document.addEventListener("DOMContentLoaded", () => {
  document.addEventListener("input", tricksSum);
  document.addEventListener("change", passedShown);
  listen();
  tricksSum();
  passedShown();
  if (window.EventSource) {
    const events = new EventSource("/events");
    events.addEventListener("change", () => {
      redraw().catch(() => {});
    });
  }
});

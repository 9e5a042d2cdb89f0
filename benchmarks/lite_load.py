"""The static site of `make lite` (issue #24): first load and simulation speed in Chromium.

    .venv/bin/python benchmarks/lite_load.py [--runs 3] [--games 200] [--json out.json]

Serves build/lite/ on 127.0.0.1 (build it first: `make lite`), every request to another
origin failing in Chromium and counted (the figures are those of a site that fetches
nothing else), and prints the medians of --runs:

* load, cold: a fresh browser profile (a folder, empty cache) opens the play notebook
  (notebooks/index.html?path=en/01_play_terra.ipynb), runs it once its kernel says it is
  ready, as a visitor does, and is timed from the navigation to a PLAYABLE board: the board
  drawn (SVG) and a move button enabled (Pyodide, the wheels, the package, the widget: what
  a first visit costs), with the bytes the server sent;
* load, warm: the same profile does it again (the browser's HTTP cache, kept by the
  server's ``Cache-Control`` as GitHub Pages sends it; ``--no-cache-headers`` serves
  without it). Should the game offer Resume (an autosave of an earlier visit in the
  browser's storage), New game is clicked and counted; the first visit makes no move, and
  no offer has been seen in these runs (the last phase below stays at 0.0 s);
* where each load's time goes (medians per phase): the page and JupyterLite's apps, until
  the kernel's worker starts; Pyodide's core, the wheels the lock lists, the kernel's
  own packages and IPython's import; the game's cell (import, ``play()``, first drawing);
  the resume offer and the board. The page notes its own moments; the worker's are those
  of its requests (``REQUEST_MARKS``);
* ``--compare SITE``: a second built site (e.g. a copy of main's build/lite) loaded in turn
  with the first in each run, and the ratio of their medians: on a busy machine the load
  moves both alike;
* simulation: ``terra_widget.sim.simulate`` of --games games of four cooperative bots in
  the browser's kernel, and in CPython (this process) in the same run: games/s and the
  ratio browser / CPython.

Quote the simulation as the ratio (the machine's load moves both figures).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import harness  # noqa: E402  (tests/browser/harness.py: Debian's Chromium, its flags)

import lite as site_tool  # noqa: E402  (tools/lite.py: the site and its server)

SEATS = ["cooperative"] * 4
TIMEOUT_MS = 300_000


def console_url(origin: str, code: str) -> str:
    return (f"{origin}/repl/index.html?kernel=python&toolbar=1&code="
            + urllib.parse.quote(code))


def wait_output(page, marker: str) -> str:
    page.wait_for_function(
        """(marker) => Array.from(document.querySelectorAll('.jp-OutputArea-output'))
            .some((o) => o.innerText.includes(marker) || o.innerText.includes('Error'))""",
        arg=marker, timeout=TIMEOUT_MS)
    text = "\n".join(page.locator(".jp-OutputArea-output").all_inner_texts())
    if marker not in text:
        raise SystemExit(f"the site's kernel failed:\n{text}")
    return text


#: Chromium resolves no host name but the server's address: a request to another origin
#: fails in the browser, as Playwright's routing would make it fail, but the HTTP cache
#: stays on (routing turns it off, so every "warm" load fetched the whole site again).
OFFLINE_ARG = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"


def guard(context, origin: str, blocked: list[str]) -> None:
    """Count every request that leaves ``origin`` (the browser cannot reach it: see
    ``OFFLINE_ARG``); listening, unlike routing, keeps the browser's cache."""
    def seen(request):
        url = request.url
        if not (url.startswith(origin + "/") or url.startswith(("data:", "blob:"))):
            blocked.append(url)

    context.on("request", seen)


#: True once the game can be played: the board drawn and a move button enabled (a resume
#: offer, hiding the board, is answered by the caller).
PLAYABLE_JS = """() => {
    const board = document.querySelector('.terra-app .terra-board');
    return !!(board && board.offsetParent !== null && board.querySelector('svg, canvas')
              && document.querySelector('.terra-app .terra-action:enabled'));
}"""
#: The notebook's kernel is up and waits for code (``tools/lite.py`` says why the execution
#: indicator alone is not enough): a visitor runs the game's cell once the page says so.
KERNEL_IDLE = site_tool.KERNEL_READY
PLAY_PATH = f"en/{site_tool.PLAY_NOTEBOOK}"


#: Moments of the page itself, noted by the page (``Date.now()``, every 25 ms) so that the
#: phases do not depend on when Playwright looks: the kernel's idle state, the game's cell
#: queued or running, the game's first element, the resume offer, the playable board.
MARKS_JS = """(() => {
  const marks = window.__terraMarks = {};
  const seen = {
    idle: () => document.querySelector('KERNEL_IDLE'),
    cell_queued: () => Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt'))
        .some((p) => /\\[(\\*|\\d+)\\]/.test(p.textContent)),
    widget: () => document.querySelector('.terra-app'),
    offer: () => { const b = document.querySelector('.terra-app .terra-resume-offer .terra-resume');
                   return b && b.getBoundingClientRect().height > 0; },
    playable: PLAYABLE_JS,
  };
  const timer = setInterval(() => {
    for (const [key, test] of Object.entries(seen)) {
      if (!(key in marks) && test()) { marks[key] = Date.now(); }
    }
    if ('playable' in marks) { clearInterval(timer); }
  }, 25);
})();""".replace("KERNEL_IDLE", KERNEL_IDLE).replace("PLAYABLE_JS", PLAYABLE_JS)

#: Requests whose first sight marks a phase of the kernel's start, made by Pyodide's worker:
#: its script (the page is up and starts the kernel); the first look into the notebook's
#: folder (the kernel's last step, once IPython and the kernel are imported, is to move
#: there). Between the two the worker sends nothing that marks the end of ``loadPyodide``:
#: the kernel's start no longer looks into the drive (``tools/lite_sitecustomize.py``),
#: whose first look marked it.
REQUEST_MARKS = (
    ("worker", lambda url, body: "worker." in url),
    ("kernel", lambda url, body: "/api/drive" in url
     and f'"method":"getattr","path":"/{PLAY_PATH.split("/")[0]}"' in body),
)
#: The phases printed (from, to, what a visitor waits for meanwhile).
PHASES = (
    ("start", "worker", "page and JupyterLite's apps"),
    ("worker", "kernel", "Pyodide, its wheels, kernel's packages, IPython"),
    ("kernel", "widget", "game's cell: import, play(), first render"),
    ("widget", "playable", "resume offer, New game, board drawn"),
)


def watch_requests(page, start_epoch: float, marks: dict) -> None:
    """Note in ``marks`` (seconds after ``start_epoch``) when each request of
    ``REQUEST_MARKS`` was first sent (from the cache or the server)."""
    def seen(request):
        for key, test in REQUEST_MARKS:
            if key not in marks and test(request.url, request.post_data or ""):
                # when the browser sent it (Playwright may tell the script later)
                sent = request.timing.get("startTime", -1)
                at = sent / 1000 if sent > 0 else time.time()
                marks[key] = at - start_epoch

    page.on("requestfinished", seen)


def phases(marks: dict) -> dict:
    """Seconds of each phase of ``PHASES`` (absent marks: None)."""
    out = {}
    for begin, end, _what in PHASES:
        if begin in marks and end in marks:
            out[f"{begin}->{end}"] = marks[end] - marks[begin]
    return out


def open_play_notebook(page, origin: str, marks: dict | None = None) -> None:
    """Open the play notebook, run it when its kernel is ready, and return once the board
    is playable (New game is chosen if the game offers to resume an earlier one). ``marks``
    gets the moments of the load's phases, in seconds after the navigation."""
    marks = {} if marks is None else marks
    page.add_init_script(MARKS_JS)
    start_epoch = time.time()
    marks["start"] = 0.0
    watch_requests(page, start_epoch, marks)
    page.goto(f"{origin}/notebooks/index.html?path={PLAY_PATH}")
    page.locator(KERNEL_IDLE).wait_for(state="attached", timeout=TIMEOUT_MS)
    for _ in range(6):  # a click that lands while the page settles can still be dropped
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        try:
            page.wait_for_function(
                """() => Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt'))
                    .some((p) => /\\[(\\*|\\d+)\\]/.test(p.textContent))""",
                timeout=10_000)
            break
        except Exception:  # noqa: BLE001 - Playwright's timeout: click again
            continue
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while time.monotonic() < deadline:
        if page.evaluate(PLAYABLE_JS):
            page.wait_for_function("() => 'playable' in (window.__terraMarks || {})")
            for key, epoch_ms in page.evaluate("() => window.__terraMarks").items():
                marks[key] = epoch_ms / 1000 - start_epoch
            return
        offer = page.locator(".terra-app .terra-new-game:visible")
        if offer.count():
            offer.first.click()
        errors = page.locator('.jp-OutputArea-output[data-mime-type='
                              '"application/vnd.jupyter.stderr"]')
        if errors.count():
            raise SystemExit(f"the play notebook failed:\n{errors.first.text_content()}")
        page.wait_for_timeout(100)
    raise SystemExit(f"no playable board after {TIMEOUT_MS // 1000} s")


def load_once(playwright, server, origin: str) -> dict:
    """One fresh profile: a cold load, then a warm one; seconds and bytes the server sent.
    The profile is a folder, as a visitor's browser has: an incognito-like context keeps
    its cache in memory, where Chromium keeps no file as large as Pyodide's 9.6 MB
    WebAssembly (it was sent again on every warm load) nor its compiled code."""
    import tempfile

    profile = tempfile.TemporaryDirectory(prefix="terra-lite-profile-")
    context = playwright.chromium.launch_persistent_context(
        profile.name, executable_path=harness.CHROMIUM,
        args=[*harness.CHROMIUM_ARGS, OFFLINE_ARG], viewport={"width": 1280, "height": 720})
    blocked: list[str] = []
    guard(context, origin, blocked)
    figures = {}
    for kind in ("cold", "warm"):
        page = context.new_page()
        sent = server.bytes_sent[0]
        start = time.perf_counter()
        marks: dict = {}
        open_play_notebook(page, origin, marks)
        figures[f"{kind}_s"] = time.perf_counter() - start
        figures[f"{kind}_bytes"] = server.bytes_sent[0] - sent
        figures[f"{kind}_phases"] = phases(marks)
        figures[f"{kind}_marks"] = marks
        page.close()
    context.close()
    profile.cleanup()
    if blocked:
        raise SystemExit(f"the site tried other origins: {blocked}")
    return figures


def browser_games_per_s(browser, origin: str, games: int) -> float:
    context = browser.new_context()
    blocked: list[str] = []
    guard(context, origin, blocked)
    page = context.new_page()
    code = ("import time\nfrom terra_widget.sim import simulate\n"
            f"simulate({SEATS!r}, 5, seed=1)\n"  # warm-up: the modules' first use
            "t = time.perf_counter()\n"
            f"simulate({SEATS!r}, {games}, seed=1)\n"
            "print('TERRA-SIM', time.perf_counter() - t)")
    page.goto(console_url(origin, code))
    text = wait_output(page, "TERRA-SIM")
    context.close()
    if blocked:
        raise SystemExit(f"the site tried other origins: {blocked}")
    seconds = float(next(x for x in text.split() if x[:1].isdigit()))
    return games / seconds


def cpython_games_per_s(games: int) -> float:
    from terra_widget.sim import simulate

    simulate(SEATS, 5, seed=1)
    start = time.perf_counter()
    simulate(SEATS, games, seed=1)
    return games / (time.perf_counter() - start)


def median_phases(loads: list[dict], kind: str) -> dict:
    keys = [f"{begin}->{end}" for begin, end, _what in PHASES]
    return {key: statistics.median(x[f"{kind}_phases"][key] for x in loads)
            for key in keys if all(key in x[f"{kind}_phases"] for x in loads)}


def summary(loads: list[dict]) -> dict:
    def median(key):
        return statistics.median(x[key] for x in loads)

    return {"cold_load_s": median("cold_s"), "warm_load_s": median("warm_s"),
            "cold_load_mb": median("cold_bytes") / 1e6,
            "warm_load_mb": median("warm_bytes") / 1e6,
            "cold_phases_s": median_phases(loads, "cold"),
            "warm_phases_s": median_phases(loads, "warm")}


def print_loads(name: str, figures: dict) -> None:
    print(f"{name}site load, cold (empty cache) to a playable board:       "
          f"{figures['cold_load_s']:.1f} s, {figures['cold_load_mb']:.1f} MB sent")
    print(f"{name}site load, warm (browser cache) to a playable board:    "
          f"{figures['warm_load_s']:.1f} s, {figures['warm_load_mb']:.1f} MB sent")
    print(f"{name}  phases (medians, s)                              cold   warm")
    for begin, end, what in PHASES:
        key = f"{begin}->{end}"
        cold = figures["cold_phases_s"].get(key)
        warm = figures["warm_phases_s"].get(key)
        cells = " ".join(f"{x:6.1f}" if x is not None else "     -" for x in (cold, warm))
        print(f"{name}    {what[:52]:<52} {cells}")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--no-cache-headers", action="store_true",
                        help="serve without Cache-Control (as Python's own server does)")
    parser.add_argument("--site", type=Path, default=site_tool.OUT,
                        help="the built site to measure (default: build/lite)")
    parser.add_argument("--compare", type=Path, default=None, metavar="SITE",
                        help="a second built site (another branch's build/lite, copied), "
                             "loaded in turn with --site in each run: the ratio of the "
                             "medians holds where the machine's load moves both")
    parser.add_argument("--no-sim", action="store_true", help="only the loads")
    args = parser.parse_args(argv)
    sites = [args.site] + ([args.compare] if args.compare else [])
    for site in sites:
        if not (site / site_tool.STAMP.name).exists():
            raise SystemExit(f"{site} is not a built site: run `make lite` first")

    from playwright.sync_api import sync_playwright

    headers = None if args.no_cache_headers else site_tool.CACHE_CONTROL
    servers = [site_tool.serve(site, cache_control=headers) for site in sites]
    origins = [f"http://127.0.0.1:{server.server_address[1]}" for server in servers]
    playwright = sync_playwright().start()
    browser = playwright.chromium.launch(executable_path=harness.CHROMIUM,
                                         args=[*harness.CHROMIUM_ARGS, OFFLINE_ARG])
    loads: list[list[dict]] = [[] for _ in sites]
    browser_rates, cpython_rates = [], []
    try:
        for run in range(args.runs):
            # alternate which site goes first: neither always meets the busier moment
            order = list(range(len(sites)))[::(-1 if run % 2 else 1)]
            for i in order:
                loads[i].append(load_once(playwright, servers[i], origins[i]))
            if not args.no_sim:
                browser_rates.append(browser_games_per_s(browser, origins[0], args.games))
                cpython_rates.append(cpython_games_per_s(args.games))
    finally:
        browser.close()
        playwright.stop()
        for server in servers:
            server.shutdown()

    figures = summary(loads[0])
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"medians of {args.runs} runs; no request left the site's origin; "
          f"Cache-Control sent: {headers or 'none'}")
    print_loads("", figures)
    if args.compare:
        other = summary(loads[1])
        figures["compare"] = other
        print_loads("compared: ", other)
        for kind in ("cold", "warm"):
            ratio = figures[f"{kind}_load_s"] / other[f"{kind}_load_s"]
            figures[f"{kind}_over_compared"] = ratio
            print(f"{kind} load, --site / --compare: {ratio:.2f}")
    if not args.no_sim:
        figures["browser_games_per_s"] = statistics.median(browser_rates)
        figures["cpython_games_per_s"] = statistics.median(cpython_rates)
        figures["browser_over_cpython"] = (figures["browser_games_per_s"]
                                           / figures["cpython_games_per_s"])
        print(f"simulate, {args.games} games of 4 cooperative bots: browser "
              f"{figures['browser_games_per_s']:.0f} games/s, CPython "
              f"{figures['cpython_games_per_s']:.0f} games/s, ratio "
              f"{figures['browser_over_cpython']:.2f} x CPython")
    if args.json:
        args.json.write_text(json.dumps({"sites": [str(x) for x in sites], **figures,
                                         "runs": loads}, indent=1))


if __name__ == "__main__":
    main()

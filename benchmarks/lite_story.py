"""The story of a game (``terra_widget.story``) with its risk curve in the static site's
kernel (Pyodide, in Chromium), as a ratio to CPython in the same run.

    .venv/bin/python benchmarks/lite_story.py [--runs 3] [--rollouts 200 60]

Serves build/lite/ on 127.0.0.1 (build it first: `make lite`), every request to another
origin blocked. The game is benchmarks/story_speed.py's (four bots, two Cooperative and two
Selfish, the first seed whose game lasts 70 to 80 turns), played again in the browser's
kernel. For each ``--rollouts`` (200: ``story()``'s default; 60: what the widget's end
screen uses), each run times ``story(game, rollouts=...)`` then ``svg()`` with no estimate
kept from before, in wall seconds (``time.perf_counter``: Pyodide has no other clock of
one core), first in the browser (one console page, all runs in one cell), then here in
CPython. Figures are medians; quote the ratio (the machine's load moves both).
"""

from __future__ import annotations

import argparse
import inspect
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import lite_load  # noqa: E402  (the site's server, the console page, the origin guard)
import story_speed  # noqa: E402  (the game)

from terra_widget.sim.story import riskcurve, story  # noqa: E402

TIMEOUT_S = 1800


def timings(state, rollouts: int, runs: int) -> list[float]:
    """Seconds of ``story()`` + ``svg()`` per run (the same code runs in the kernel)."""
    out = []
    for _ in range(runs):
        riskcurve._ESTIMATES.clear()
        start = time.perf_counter()
        story(state, rollouts=rollouts).svg()
        out.append(time.perf_counter() - start)
    return out


def kernel_code(seed: int, rollouts: list[int], runs: int) -> str:
    return "\n".join([
        "import json, time",
        "from terra_widget.bots import make_strategy",
        "from terra_widget.rules import new_game",
        "from terra_widget.sim.story import riskcurve, story",
        inspect.getsource(story_speed.bot_game),
        inspect.getsource(timings),
        f"state = bot_game({seed})",
        f"figures = {{r: timings(state, r, {runs}) for r in {rollouts!r}}}",
        "print('TERRA-STORY-TIMES', json.dumps(figures), len(state.history))",
    ])


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rollouts", type=int, nargs="+", default=[200, 60])
    args = parser.parse_args(argv)
    if not lite_load.site_tool.STAMP.exists():
        raise SystemExit("build/lite/ is missing: run `make lite` first")
    seed, state = story_speed.a_75_turn_game()
    print(f"game: seed {seed}, {state.turn} turns, {len(state.history)} actions")

    import json

    from playwright.sync_api import sync_playwright

    server = lite_load.site_tool.serve()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    playwright = sync_playwright().start()
    browser = lite_load.harness.launch_chromium(playwright)
    try:
        context = browser.new_context()
        blocked: list[str] = []
        lite_load.guard(context, origin, blocked)
        page = context.new_page()
        page.goto(lite_load.console_url(origin, kernel_code(seed, args.rollouts, args.runs)))
        page.wait_for_function(
            """() => Array.from(document.querySelectorAll('.jp-OutputArea-output'))
                .some((o) => /TERRA-STORY-TIMES|Error/.test(o.textContent))""",
            timeout=TIMEOUT_S * 1000)
        text = "\n".join(page.locator(".jp-OutputArea-output").all_text_contents())
        context.close()
        if blocked:
            raise SystemExit(f"the site tried other origins: {blocked}")
    finally:
        browser.close()
        playwright.stop()
        server.shutdown()
    line = next((x for x in text.splitlines() if "TERRA-STORY-TIMES" in x), None)
    if line is None:
        raise SystemExit(f"the site's kernel failed:\n{text[-3000:]}")
    payload, actions = line.split(" ", 1)[1].rsplit(" ", 1)
    in_browser = {int(k): v for k, v in json.loads(payload).items()}
    if int(actions) != len(state.history):
        raise SystemExit("the browser's kernel played another game")
    figures = {}
    for rollouts in args.rollouts:
        here = timings(state, rollouts, args.runs)
        b, c = statistics.median(in_browser[rollouts]), statistics.median(here)
        figures[rollouts] = {"browser_s": b, "cpython_s": c, "ratio": b / c}
        print(f"rollouts={rollouts}: site (Pyodide) {b:.2f} s, CPython {c:.2f} s, "
              f"ratio {b / c:.2f} (medians of {args.runs}; browser runs "
              f"{', '.join(f'{x:.2f}' for x in in_browser[rollouts])})")
    if hasattr(os, "getloadavg"):
        print(f"load average: {os.getloadavg()[0]:.2f} (the machine may be shared)")
    return figures


if __name__ == "__main__":
    main()

"""Click -> updated latency of widgets in real JupyterLab + Chromium.

    .venv/bin/python benchmarks/widget_latency.py [--clicks 20] [--json out.json]

Prints the median (and p90) wall time from Playwright's click to the page showing the
update, for the reference ipywidgets Button -> Label and for every case in GAME_CASES, all
in the same JupyterLab/browser session. Quote the game's figure as a ratio to the reference
measured in the same run, not as an absolute time (the machine's load moves both).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from browser_harness import (
    REFERENCE_CASE,
    LatencyCase,
    LatencyResult,
    canvas_state_js,  # noqa: F401 - for GAME_CASES
    measure_cases,
    text_state_js,  # noqa: F401 - for GAME_CASES
)

# Plug the game's board in here, e.g.
#   LatencyCase(
#       name="board: play a card",
#       notebook="notebooks/01_play_terra.ipynb",
#       target=".terra-board canvas",          # what a student clicks
#       position={"x": 120, "y": 80},          # where in it
#       state_js=canvas_state_js(".terra-board canvas"),  # changes when the click shows
#   )
# Each click must change the state (otherwise the measurement times out).
GAME_CASES: list[LatencyCase] = []


def measure_widget_latency(
    notebook: str | Path,
    target: str,
    state_js: str,
    *,
    clicks: int = 20,
    position: dict | None = None,
    ready_selector: str | None = None,
) -> dict[str, LatencyResult]:
    """Measure one widget (``target`` clicked, ``state_js`` watched) in ``notebook``, next to
    the reference widget in the same session. Returns {case name: LatencyResult}."""
    case = LatencyCase(
        name=f"{Path(notebook).name}: {target}",
        notebook=notebook,
        target=target,
        state_js=state_js,
        position=position,
        ready_selector=ready_selector,
    )
    return measure_cases([REFERENCE_CASE, case], clicks=clicks)


def report(results: dict[str, LatencyResult]) -> str:
    reference = results.get(REFERENCE_CASE.name)
    lines = []
    for name, result in results.items():
        line = f"{name}: {result.summary()}"
        if reference is not None and name != REFERENCE_CASE.name:
            line += f"  ({result.median_ms / reference.median_ms:.2f}x reference)"
        lines.append(line)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=20)
    parser.add_argument("--json", type=Path, help="also write the samples to this file")
    args = parser.parse_args(argv)

    results = measure_cases([REFERENCE_CASE, *GAME_CASES], clicks=args.clicks)
    print(report(results))
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    name: {"median_ms": r.median_ms, "p90_ms": r.p90_ms, "samples_ms": r.samples_ms}
                    for name, r in results.items()
                },
                indent=1,
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

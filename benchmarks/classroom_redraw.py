"""What one classroom page costs its kernel, without a browser: four students' pages at
one table (``StudentPage`` with ``poll=False``, as in tests/classroom), moves written to
the store, each page brought up to date.

    .venv/bin/python benchmarks/classroom_redraw.py [--moves 60]

Prints, per page: the redraw after a move (median time, and the board drawing's
share of it), the bytes of widget messages it sends (median), and a check when nothing
changed (median). Shared machine: medians, and the load average printed with them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import ipywidgets  # noqa: E402

from terra_widget.rooms.local import LocalSeat  # noqa: E402
from terra_widget.rooms.pages.student import StudentPage  # noqa: E402
from terra_widget.rooms.room import Room  # noqa: E402
from terra_widget.ui.panels.table import TableView  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=60)
    args = parser.parse_args(argv)
    sent: list[int] = []

    def count(self, msg, buffers=None):  # no kernel here: count what would be sent
        sent.append(len(json.dumps(msg, default=str)) + sum(len(b) for b in buffers or ()))

    ipywidgets.Widget._send = count
    board: list[float] = []
    draw = TableView.draw_board

    def timed_draw(self, force=False):
        t0 = time.perf_counter()
        draw(self, force)
        board.append(time.perf_counter() - t0)

    TableView.draw_board = timed_draw
    db = Path(tempfile.mkdtemp(prefix="classroom-redraw-")) / "room.db"
    room = Room.open([4], path=db, seed=1, bot_delay=0)
    pages = []
    for seat in range(4):
        page = StudentPage(LocalSeat(db, code=room.code), poll=False)
        page.name_box.value = f"S{seat + 1}"
        page.look()
        page.take(room.table_id(1), seat)
        pages.append(page)
    room.start()
    table = room.table_id(1)
    for page in pages:
        page.refresh()
    redraw, board_part, sizes = [], [], []
    for m in range(args.moves):
        state = room.store.state(table)
        if state.is_over:
            break
        legal = state.legal_actions()
        room.store.submit(table, len(state.history), state.to_act, legal[m % len(legal)],
                          pages[state.to_act].backend.pin)
        for page in pages:
            board.clear()
            sent.clear()
            t0 = time.perf_counter()
            page.refresh()
            redraw.append(time.perf_counter() - t0)
            board_part.append(sum(board))
            sizes.append(sum(sent))
    idle = []
    for _ in range(500):
        t0 = time.perf_counter()
        pages[0].refresh()
        idle.append(time.perf_counter() - t0)
    share = sum(board_part) / max(sum(redraw), 1e-9)
    print(f"redraw after a move: median {statistics.median(redraw) * 1000:.1f} ms "
          f"(board drawing about {share:.0%}); sent median {statistics.median(sizes) / 1000:.1f}"
          f" kB; check with nothing changed: median {statistics.median(idle) * 1e6:.0f} us; "
          f"{len(redraw)} redraws; load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Load of a classroom: one Voila server (``terra-widget classroom`` on 127.0.0.1) with 12,
then 24 student kernels at tables of four, every student in their own Chromium context,
the seat to act at each table clicking its moves.

    .venv/bin/python benchmarks/classroom_load.py [--students 12 24] [--moves 12] [--think 0]
                                                  [--detail]

For every move the script takes the time it was written to the record (the row's
timestamp, written by the clicking student's kernel) and, in every page at that table,
the moment the page first showed the new move count (a MutationObserver on the marker
``data-moves`` that ``panels.ClassroomTable`` sets after everything else of a redraw):
the move-to-every-view latency of a move is the slowest of its table's pages. It prints
the median and p95 of that latency (target: p95 under 1 s with 24 students), the same for
the first sign of the move (a marker set before the redraw: the poll and the kernel, the
rest being the redraw and the browser), the memory of each student kernel (RSS,
median and largest), the kernels' memory per student (all kernels' RSS over the number of
students) and the Voila server's. Moves are timed from the moment every page
shows the started table (the start itself, every page building its table at once, is
printed apart). It also prints what the room costs at rest, every page seated: the CPU
of the kernels (their polls), of the Voila server and of this run's Chromium; and the CPU
each of them (and the script with Playwright) spent per move while playing. ``--detail`` prints the
five slowest moves page by page. ``--think S`` paces each table as a class plays: a
table's next move is clicked at least S seconds after its previous one (a student reads
the table, then clicks); the default 0 clicks each move as soon as the last one is stored,
a stress far above a class's pace. Loopback only; bounded by --moves per table and
--timeout; stops its server.

The machine's load moves these figures: note the load average printed with them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT / "tests" / "browser"))
sys.path.insert(0, str(REPO_ROOT))

from classroom_browser import ClassroomServer, choose, harness, move_button  # noqa: E402

from terra_widget.i18n import translator  # noqa: E402
from terra_widget.rooms.room import Room  # noqa: E402

WATCH_JS = """() => {
  window.__terraSeen = window.__terraSeen || {};
  window.__terraFirst = window.__terraFirst || {};
  const note = () => {
    for (const [sel, seen] of [['.terra-moves [data-moves]', window.__terraSeen],
                               ['.terra-moves-first [data-moves]', window.__terraFirst]]) {
      const el = document.querySelector(sel);
      if (!el) continue;
      const n = el.dataset.moves;
      if (n !== undefined && !(n in seen)) seen[n] = Date.now();
    }
  };
  new MutationObserver(note).observe(document.body,
      {subtree: true, childList: true, characterData: true, attributes: true});
  note();
}"""

T = translator("en")


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def rss_mb(pid) -> float:
    import psutil

    try:
        return psutil.Process(pid).memory_info().rss / 2**20
    except psutil.Error:
        return float("nan")


#: How long the idle cost is measured (seconds), once every page is seated.
IDLE_SECONDS = 5.0


class CpuMeter:
    """CPU used (seconds) by the student kernels, the Voila server, this benchmark's own
    Chromium and this process (Playwright's driver included) since ``start()``."""

    def __init__(self, server):
        import psutil

        me = psutil.Process()
        mine = me.children(recursive=True)
        self.groups = {
            "kernels": [psutil.Process(pid) for pid in server.kernels()],
            "voila": [psutil.Process(server.server_pid())],
            "chromium": [p for p in mine if "chrom" in p.name()],
            "benchmark": [me] + [p for p in mine if "chrom" not in p.name()],
        }
        self.start()

    @staticmethod
    def _cpu(p):
        import psutil

        try:
            c = p.cpu_times()
            return c.user + c.system
        except psutil.Error:
            return None

    def start(self) -> None:
        self.t0 = time.monotonic()
        self.before = {name: [(p, self._cpu(p)) for p in ps]
                       for name, ps in self.groups.items()}

    def used(self) -> dict:
        out = {}
        for name, pairs in self.before.items():
            total = 0.0
            for p, c0 in pairs:
                c1 = self._cpu(p)
                if c0 is not None and c1 is not None:
                    total += c1 - c0
            out[name] = total
        out["seconds"] = time.monotonic() - self.t0
        return out


def run(n_students: int, moves_per_table: int, timeout: float, browser,
        think: float = 0.0) -> dict:
    work = Path(tempfile.mkdtemp(prefix="classroom-load-"))
    server = ClassroomServer(work)
    pages = {}
    try:
        sizes = [4] * (n_students // 4) + ([n_students % 4] if n_students % 4 else [])
        room = Room.open(sizes, path=server.db, seed=1, bot_delay=0)
        store = room.store
        t0 = time.monotonic()
        for info in room.tables():
            for seat in range(info.n_seats):
                ctx = browser.new_context(viewport={"width": 1280, "height": 720})
                page = ctx.new_page()
                page.goto(f"{server.student_url}?room={room.code}", timeout=180_000)
                page.wait_for_selector(".terra-join-name input", timeout=180_000)
                page.locator(".terra-join-name input").fill(f"S{info.number}-{seat + 1}")
                page.locator("button.terra-join").click()
                page.locator(".terra-seat-choice",
                             has_text=f"Table {info.number}, seat {seat + 1}").click()
                page.wait_for_selector(".terra-pin-box", timeout=120_000)
                page.evaluate(WATCH_JS)
                pages[(info.id, seat)] = page
        join_seconds = time.monotonic() - t0
        # every page seated, waiting for the start: what the room costs at rest (each
        # page's poll, the server, the browsers), in cores
        time.sleep(2)
        meter = CpuMeter(server)
        time.sleep(IDLE_SECONDS)
        idle = {k: v / IDLE_SECONDS for k, v in meter.used().items()}
        started = time.time()
        room.start()
        # The start is no move: every page builds its table then (the whole board, the
        # seat, the log), all at once. Moves are timed once every page shows the table.
        for page in pages.values():
            page.wait_for_function("() => '0' in window.__terraSeen", timeout=300_000)
        start_seconds = max(page.evaluate("() => window.__terraSeen['0']")
                            for page in pages.values()) / 1000 - started
        tables = [info.id for info in room.tables()]
        done = {tid: 0 for tid in tables}
        last = {tid: float("-inf") for tid in tables}  # when the table's last move was stored
        meter.start()
        deadline = time.monotonic() + timeout
        while min(done.values()) < moves_per_table and time.monotonic() < deadline:
            for tid in tables:
                if done[tid] >= moves_per_table or time.monotonic() - last[tid] < think:
                    continue
                state = store.state(tid)
                if state.is_over:
                    done[tid] = moves_per_table
                    continue
                move = choose(state)
                page = pages[(tid, state.to_act)]
                button = move_button(page, move, T)
                try:
                    button.first.click(timeout=5_000)
                except Exception:  # noqa: BLE001 - that page has not caught up yet: next table
                    continue
                want = len(state.history) + 1
                while store.seq(tid) < want and time.monotonic() < deadline:
                    time.sleep(0.02)
                done[tid] += 1
                last[tid] = time.monotonic()
            if think:
                time.sleep(0.02)  # every table is thinking: do not spin
        time.sleep(3)  # let the last moves reach every page
        play = meter.used()
        latencies, firsts, detail = [], [], []
        for tid in tables:
            rows = store._db.execute("SELECT seq, at FROM actions WHERE table_id = ?",
                                     (tid,)).fetchall()
            for name, out in (("__terraSeen", latencies), ("__terraFirst", firsts)):
                seen = {seat: pages[(tid, seat)].evaluate(f"() => window.{name}")
                        for seat in range(4) if (tid, seat) in pages}
                for seq, at in rows:
                    times = [seen_s.get(str(seq + 1)) for seen_s in seen.values()]
                    if any(x is None for x in times):
                        continue  # a page skipped this count (two moves in one refresh)
                    out.append(max(times) / 1000 - at)
                    if name == "__terraSeen":
                        detail.append((out[-1], tid, seq, at - started,
                                       [round(x / 1000 - at, 2) for x in times]))
        kernels = sorted(rss_mb(pid) for pid in server.kernels())
        return {
            "students": n_students,
            "tables": len(tables),
            "moves": sum(done.values()),
            "timed": len(latencies),
            "median": statistics.median(latencies) if latencies else float("nan"),
            "p95": percentile(latencies, 0.95) if latencies else float("nan"),
            # when the redraw started on every page (its first message): the poll and the
            # kernel; the rest, up to the whole page, is the redraw and the browser
            "first_median": statistics.median(firsts) if firsts else float("nan"),
            "first_p95": percentile(firsts, 0.95) if firsts else float("nan"),
            "kernels": len(kernels),
            "kernel_rss_median": statistics.median(kernels) if kernels else float("nan"),
            "kernel_rss_max": kernels[-1] if kernels else float("nan"),
            "kernel_rss_total": sum(kernels),
            # the server's process itself (its kernels' connection files are named
            # voila_*: matching "voila" in a command line also found kernels)
            "voila_rss": rss_mb(server.server_pid()),
            "join_seconds": join_seconds,
            "start_seconds": start_seconds,
            "worst": sorted(detail, reverse=True)[:5],
            "idle": idle,
            "play": play,
            "load": os.getloadavg()[0],
            "think": think,
        }
    finally:
        for page in pages.values():
            page.context.close()
        server.stop()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, nargs="+", default=[12, 24])
    parser.add_argument("--moves", type=int, default=12, help="moves per table (default 12)")
    parser.add_argument("--timeout", type=float, default=300.0,
                        help="seconds of play per run at most (default 300)")
    parser.add_argument("--think", type=float, default=0.0,
                        help="seconds at least between two moves of a table (default 0: "
                             "as fast as the store takes them)")
    parser.add_argument("--detail", action="store_true",
                        help="also print the five slowest moves, page by page")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    pw = sync_playwright().start()
    browser = harness.launch_chromium(pw)
    try:
        print(f"{'students':>8} {'tables':>6} {'moves':>5} {'timed':>5} {'median s':>8} "
              f"{'p95 s':>6} {'kernel MB (median/max)':>23} {'voila MB':>8} {'load':>5}")
        for n in args.students:
            r = run(n, args.moves, args.timeout, browser, think=args.think)
            print(f"{r['students']:>8} {r['tables']:>6} {r['moves']:>5} {r['timed']:>5} "
                  f"{r['median']:>8.3f} {r['p95']:>6.3f} "
                  f"{r['kernel_rss_median']:>11.0f} / {r['kernel_rss_max']:<9.0f} "
                  f"{r['voila_rss']:>8.0f} {r['load']:>5.1f}", flush=True)
            print(f"         (kernel memory per student: {r['kernel_rss_total'] / n:.0f} MB "
                  f"-- {r['kernel_rss_total']:.0f} MB for {r['kernels']} kernels and "
                  f"{n} students)", flush=True)
            print(f"         ({r['kernels']} kernels; joining took {r['join_seconds']:.0f} s; "
                  f"first sign of a move on every page: median {r['first_median']:.3f} s, "
                  f"p95 {r['first_p95']:.3f} s)", flush=True)
            pace = (f"a table's moves at least {r['think']:g} s apart" if r["think"]
                    else "each move clicked as soon as the last was stored")
            print(f"         (the start reached every page in {r['start_seconds']:.1f} s; "
                  f"moves timed after that; {pace})", flush=True)
            if args.detail:
                for lat, tid, seq, when, pages_s in r["worst"]:
                    print(f"         slow: table {tid} move {seq + 1} at +{when:.1f} s: "
                          f"{lat:.2f} s (pages: {pages_s})", flush=True)
            idle = r["idle"]
            each = idle["kernels"] / max(r["kernels"], 1) * 100
            print(f"         (at rest, every page seated before the start: kernels "
                  f"{idle['kernels']:.2f} cores in all, {each:.1f}% of a core each; "
                  f"Voila server {idle['voila']:.2f}; Chromium {idle['chromium']:.2f})",
                  flush=True)
            play, moves = r["play"], max(r["moves"], 1)
            print(f"         (CPU per move while playing, ms: kernels "
                  f"{play['kernels'] / moves * 1000:.0f}, Voila server "
                  f"{play['voila'] / moves * 1000:.0f}, Chromium "
                  f"{play['chromium'] / moves * 1000:.0f}, this script and Playwright "
                  f"{play['benchmark'] / moves * 1000:.0f}; {play['seconds']:.0f} s of play)",
                  flush=True)
    finally:
        browser.close()
        pw.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())

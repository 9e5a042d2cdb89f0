"""Time from a student's move to the move on every view, on a real JupyterHub (issue #23).

Starts the hub of tests/hub (PyPI jupyterhub, npm configurable-http-proxy in build/node,
the room service from docs/hub/jupyterhub_config.py), opens a room of N students (4 and
12 by default: tables of 4-5), and for each move: every other student of the table
waits on the service (the long poll that ``terra_widget.join``
uses); the student posts the move; the figure is the time until the last of those views
has it. (The teacher's notebook page polls the room every 0.15 s instead: not timed.)
Prints the median and p95 in milliseconds, and the same for a plain call to the
service (``api/me``) measured in the same run, as a reference.

``--browsers``: the same in Chromium, from a click to the redraw. Four students of table 1
log in through the hub's login page, each in their own JupyterLab on their own server
running ``terra_widget.join(code)``; a move is clicked in the acting student's Lab and
timed until the three other Labs show it (``tests/hub/hublab.py``). The room's other
students (N - 4: other tables) are API clients playing their tables meanwhile, as their
notebooks would (long poll, then a move when it is theirs).

    PYTHONPATH=. .venv/bin/python benchmarks/hub_latency.py [N ...] [--moves 40]
    PYTHONPATH=. .venv/bin/python benchmarks/hub_latency.py --browsers 4 12 --moves 16
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "hub"))

import hubtools  # noqa: E402


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def students_for(n: int) -> list[str]:
    return [f"s{i:02d}" for i in range(n)]


def run(hub, n: int, moves: int) -> list[float]:
    names = students_for(n)
    hub.api("POST", "users", {"usernames": names})
    hub.api("POST", "groups/terra-students/users", {"users": names})
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": n, "seed": 7, "bot_delay": 0})
    code = opened["code"]
    for name in names:
        status, reply = hub.rooms(name, "POST", f"api/rooms/{code}/join")
        assert status == 200, reply
    hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
    seats = {}
    for name in names:
        mine = hub.rooms(name, "GET", f"api/rooms/{code}/seat")[1]
        seats.setdefault(mine["table"], []).append(name)
    table = seats[1]  # time the moves of table 1; the other tables wait
    times = []
    for _ in range(moves):
        views = {name: hub.rooms(name, "GET", f"api/rooms/{code}/seat")[1] for name in table}
        any_view = next(iter(views.values()))
        if any_view["view"]["phase"] == "over":
            break
        to_act = any_view["view"]["to_act"]
        actor = next(n for n, v in views.items() if v["view"]["seat"] == to_act)
        seq = views[actor]["seq"]
        done = {}

        def wait(name, since, seq=seq, done=done):
            while True:
                status, view = hub.rooms(name, "GET", f"api/rooms/{code}/seat?since={since}")
                if view["seq"] > seq:
                    done[name] = time.perf_counter()
                    return
                since = view["version"]

        waiters = [threading.Thread(target=wait, args=(name, views[name]["version"]))
                   for name in table if name != actor]
        for w in waiters:
            w.start()
        time.sleep(0.05)  # the waits are at the service
        start = time.perf_counter()
        status, reply = hub.rooms(actor, "POST", f"api/rooms/{code}/move",
                                  {"seq": seq, "action": views[actor]["legal"][0]})
        assert status == 200, reply
        for w in waiters:
            w.join(30)
        times.append((max(done.values()) - start) * 1000)
    return times


#: The API players' policy (as ``classroom_browser.choose``): draw, pass, end the turn,
#: discard; the game moves on and nobody hoards.
PREFERRED = ("draw", "pass", "end_turn", "discard")


def api_player(hub, name, code, stop):
    """One student of another table, as their notebook: wait for a change, move when the
    seat may act."""
    since = None
    while not stop.is_set():
        path = f"api/rooms/{code}/seat" + (f"?since={since}" if since else "")
        status, view = hub.rooms(name, "GET", path)
        if status != 200 or view["view"]["phase"] == "over":
            return
        since = view["version"]
        if view["legal"]:
            legal = sorted(view["legal"], key=lambda a: PREFERRED.index(a["type"])
                           if a["type"] in PREFERRED else len(PREFERRED))
            hub.rooms(name, "POST", f"api/rooms/{code}/move",
                      {"seq": view["seq"], "action": legal[0]})


def run_browsers(hub, browser, n: int, moves: int) -> list[float]:
    import hublab

    from terra_widget.rooms.store import Store

    labbed = hubtools.STUDENTS  # four students: table 1, each in a JupyterLab
    others = students_for(n - len(labbed))
    if others:
        hub.api("POST", "users", {"usernames": others})
        hub.api("POST", "groups/terra-students/users", {"users": others})
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": n, "seed": 11, "bot_delay": 0})
    code = opened["code"]
    for name in [*labbed, *others]:  # the first four to join fill table 1
        status, reply = hub.rooms(name, "POST", f"api/rooms/{code}/join")
        assert status == 200, reply
    labs, stop, threads = {}, threading.Event(), []
    try:
        hublab.start_servers(hub, labbed)
        for name in labbed:
            hublab.put_notebook(hub, name, f"import terra_widget\nterra_widget.join({code!r})")
        labs = {name: hublab.Lab(browser, hub, name) for name in labbed}
        for lab in labs.values():
            lab.run()
        hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
        threads = [threading.Thread(target=api_player, args=(hub, name, code, stop),
                                    daemon=True) for name in others]
        for th in threads:
            th.start()
        store = Store(hub.data / "rooms" / "classroom.db")
        table = hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]["tables"][0]
        seat_lab = {s["seat"]: labs[s["name"]] for s in table["seats"]}
        times = []
        for _ in range(moves):
            state = store.state(table["id"])
            if state.is_over:
                break
            others_labs = [lab for seat, lab in seat_lab.items() if seat != state.to_act]
            _, ms = hublab.click_move(seat_lab[state.to_act], others_labs, state)
            times.append(ms)
        return times
    finally:
        stop.set()
        for lab in labs.values():
            lab.close()
        for name in labbed:
            hubtools.stop_server(hub, name)


def reference(hub) -> float:
    """The median of a plain call to the service (``api/me``), printed, in ms."""
    plain = []
    for _ in range(30):
        t0 = time.perf_counter()
        hub.rooms("ana", "GET", "api/me")
        plain.append((time.perf_counter() - t0) * 1000)
    print(f"reference: one call to the service (api/me): median "
          f"{statistics.median(plain):.0f} ms, p95 {p95(plain):.0f} ms", flush=True)
    return statistics.median(plain)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("sizes", nargs="*", type=int, default=[4, 12])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--browsers", action="store_true",
                        help="click to redraw in four students' JupyterLabs in Chromium")
    args = parser.parse_args()
    problem = hubtools.missing_message()
    if problem:
        sys.exit(problem)
    if args.browsers:
        browsers(args)
        return
    with tempfile.TemporaryDirectory(prefix="terra-hub-bench-") as tmp:
        hub = hubtools.start_hub(Path(tmp))
        try:
            plain = reference(hub)
            for n in args.sizes:
                times = run(hub, n, args.moves)
                print(f"{n} students: a move reaches every view of its table in median "
                      f"{statistics.median(times):.0f} ms, p95 {p95(times):.0f} ms "
                      f"({len(times)} moves; "
                      f"{statistics.median(times) / plain:.1f}x "
                      f"the reference call)")
        finally:
            hub.stop()


def browsers(args) -> None:
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    import harness
    from playwright.sync_api import sync_playwright

    problem = harness.chromium_missing_message()
    if problem:
        sys.exit(problem)
    with tempfile.TemporaryDirectory(prefix="terra-hub-bench-") as tmp, \
            sync_playwright() as playwright:
        browser = harness.launch_chromium(playwright)
        hub = hubtools.start_hub(Path(tmp))
        try:
            plain = reference(hub)
            for n in args.sizes:
                times = run_browsers(hub, browser, n, args.moves)
                print(f"{n} students (4 in JupyterLab in Chromium, {n - 4} API clients): "
                      f"a click reaches the 3 other Labs of its table in median "
                      f"{statistics.median(times):.0f} ms, p95 {p95(times):.0f} ms "
                      f"({len(times)} moves; {statistics.median(times) / plain:.1f}x the "
                      f"reference call)", flush=True)
        finally:
            hub.stop()
            browser.close()


if __name__ == "__main__":
    main()

"""``terra-widget classroom``: serve the student pages (and the teacher's page) with Voila.

    terra-widget classroom                      # this computer only: http://127.0.0.1:8866
    terra-widget classroom --host 0.0.0.0       # the school network (see the firewall note)

It prints two addresses: the students' join page and the teacher's page (which carries a
secret token: do not project it). Students' pages and the teacher's notebook share one
room database (``--db``, default ``~/.terra_widget/classroom.db``). Ctrl-C stops it.
"""

from __future__ import annotations

import argparse
import os
import secrets
import signal
import socket
import subprocess
import sys
from pathlib import Path

from ..errors import system_language
from ..room import DB_ENV, TOKEN_ENV, URL_ENV, default_db_path
from ..store.db import db_problem

PAGES = Path(__file__).resolve().parent / "notebooks"
DEFAULT_PORT = 8866

FIREWALL_NOTE = (
    "Students reach this computer only if the network lets them: a firewall on this "
    "computer must allow incoming connections on port {port}, and some school Wi-Fi "
    "networks keep devices apart (client isolation). If the address does not open on a "
    "student's device, ask for the port to be opened or use the school JupyterHub."
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise ValueError(message)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="terra-widget classroom",
                description="Serve the classroom: every student plays Terra from their own "
                            "device, the teacher projects the table. On this computer only "
                            "unless --host is given.",
                epilog=FIREWALL_NOTE.format(port=DEFAULT_PORT))
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on: 127.0.0.1 (default, this computer only), "
                        "0.0.0.0 (every network of this computer) or one of its addresses")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help="port (default 8866)")
    p.add_argument("--db", type=Path, default=None,
                   help="the room database (default ~/.terra_widget/classroom.db)")
    p.add_argument("--new-db", action="store_true",
                   help="start a new room file where --db names an empty (0-byte) one")
    p.add_argument("--cull-seconds", type=float, default=120.0,
                   help="end a page's kernel this many seconds after the page closed "
                        "(default 120)")
    p.add_argument("--spare-pages", type=int, default=6,
                   help="pages allowed beyond the room's seats: the teacher's page, reloads "
                        "(default 6); further pages are told that the room is full")
    return p


def lan_address() -> str:
    """This computer's address on its main network (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.255", 1))
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def plan(args) -> tuple[list[str], dict[str, str], str, str]:
    """(command, environment, students' address, teacher's address) for ``args``."""
    if not 1 <= args.port <= 65535:
        raise ValueError(f"--port must be 1..65535, not {args.port}")
    if not 1 <= args.cull_seconds <= 24 * 3600:
        raise ValueError(f"--cull-seconds must be 1..86400, not {args.cull_seconds:g}")
    if not 0 <= args.spare_pages <= 1000:
        raise ValueError(f"--spare-pages must be 0..1000, not {args.spare_pages}")
    shown = lan_address() if args.host in ("0.0.0.0", "::") else args.host
    base = f"http://{shown}:{args.port}/voila/render"
    student = f"{base}/student.ipynb"
    token = secrets.token_urlsafe(16)
    teacher = f"{base}/teacher.ipynb?token={token}"
    db = (args.db or default_db_path()).expanduser().resolve()
    db.parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    env.update({DB_ENV: str(db), URL_ENV: student, TOKEN_ENV: token})
    # Voila with the classroom's guards (voila/server.py: v1 kernel websockets read
    # with bounds checks, kernels culled and capped, the server-gone banner).
    cmd = [sys.executable, "-m", "terra_widget.rooms.voila.server", str(PAGES), "--no-browser",
           f"--port={args.port}", f"--Voila.ip={args.host}", "--Voila.port_retries=0",
           "--show_tracebacks=False", f"--ClassroomVoila.cull_seconds={args.cull_seconds:g}",
           f"--ClassroomVoila.spare_pages={args.spare_pages}"]
    return cmd, env, student, teacher


def main(argv=None, *, out=None, err=None) -> int:
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    try:
        args = build_parser().parse_args(argv)
        cmd, env, student, teacher = plan(args)
    except ValueError as exc:
        err.write(f"terra-widget classroom: error: {exc}\n")
        return 2
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else 0
    # A damaged room file: one line saying which file and what to do, before any page
    # is served (every page would only fail).
    problem = db_problem(Path(env[DB_ENV]), fresh=args.new_db, lang=system_language())
    if problem:
        err.write(f"terra-widget classroom: {problem}\n")
        return 2
    out.write(f"Students open: {student}\n")
    out.write(f"Teacher's page (keep it private, it carries the teacher token): {teacher}\n")
    out.write(f"Room database: {env[DB_ENV]}\n")
    if args.host == "127.0.0.1":
        out.write("Only this computer can connect (use --host 0.0.0.0 for the school "
                  "network).\n")
    else:
        out.write(FIREWALL_NOTE.format(port=args.port) + "\n")
    out.flush()
    proc = subprocess.Popen(cmd, env=env)
    # A service manager or `kill` stops this command with SIGTERM, a closed terminal with
    # SIGHUP: either ends the Voila server and every page's kernel, as Ctrl-C does.
    def stop(signum, frame):
        raise _Stopped(signum)

    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGTERM, signal.SIGHUP)}
    try:
        return proc.wait()
    except KeyboardInterrupt:
        end_server(proc)
        return 130
    except _Stopped as exc:
        end_server(proc)
        return 128 + exc.signum
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


class _Stopped(Exception):
    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


def _descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (Linux's /proc; elsewhere none are found)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), ()):
            found.append(child)
            todo.append(child)
    return found


def end_server(proc: subprocess.Popen, timeout: float = 10.0) -> None:
    """Stop the Voila server (it shuts its kernels down on SIGTERM), then end whatever of
    its processes is left: a kernel it had no time to stop must not outlive the room."""
    below = _descendants(proc.pid)
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
    for pid in below + _descendants(proc.pid):
        try:
            os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass

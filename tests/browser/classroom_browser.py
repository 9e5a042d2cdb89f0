"""Start ``terra-widget classroom`` on 127.0.0.1 for the browser test and the load benchmark
(no pytest here: ``benchmarks/classroom_load.py`` imports it too)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness  # noqa: E402


class ClassroomServer:
    def __init__(self, workdir: Path, *, args=(), port: int | None = None):
        """``args``: more options of ``terra-widget classroom`` (e.g. ``--cull-seconds``);
        ``port``: the port of an earlier server (a restart), else a free one."""
        self.workdir = workdir
        self.db = workdir / "room.db"
        self.port = port or harness.free_port()
        env = harness.jupyter_env(workdir / "jupyter",
                                  extra_env={"PYTHONPATH": str(harness.REPO_ROOT)})
        self.log_path = workdir / "classroom-cli.log"
        self.log = open(self.log_path, "ab")  # a restart adds to the earlier server's log
        start = self.log.tell()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "terra_widget.cli", "classroom", "--port", str(self.port),
             "--db", str(self.db), *args], env=env, stdout=self.log, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, start_new_session=True, cwd=str(workdir))
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            text = self.log_path.read_bytes()[start:].decode(errors="replace")
            if "running at" in text and harness._port_open(self.port):
                break
            if self.proc.poll() is not None:
                raise harness.HarnessError(f"terra-widget classroom exited:\n{text}")
            time.sleep(0.3)
        else:
            self.stop()
            raise harness.HarnessError("terra-widget classroom did not start:\n" + text)
        self.student_url = re.search(r"Students open: (\S+)", text).group(1)
        self.teacher_url = re.search(r"teacher token\): (\S+)", text).group(1)
        assert self.student_url.startswith(f"http://127.0.0.1:{self.port}/")

    def server_pid(self) -> int | None:
        """The Voila server's process (the command's child), None once it has gone."""
        import psutil

        for p in psutil.Process(self.proc.pid).children(recursive=True):
            try:
                if "terra_widget.rooms.voila.server" in " ".join(p.cmdline()):
                    return p.pid
            except psutil.Error:
                pass
        return None

    def kernels(self) -> set[int]:
        import psutil

        pids = set()
        for p in psutil.Process(self.proc.pid).children(recursive=True):
            try:
                if "ipykernel" in " ".join(p.cmdline()) and p.status() != psutil.STATUS_ZOMBIE:
                    pids.add(p.pid)
            except psutil.Error:  # gone meanwhile (a killed kernel)
                pass
        return pids

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=5)
        self.log.close()


#: The CSS class of a move's button in a student's ``SeatView`` (a card played or
#: discarded is its card button, named by the card).
_MOVE_CSS = {"Draw": "terra-draw", "Pass": "terra-pass", "EndTurn": "terra-end-turn"}


def move_button(page, move, t):
    """The enabled button of ``move`` in a student's page (a Playwright locator)."""
    css = _MOVE_CSS.get(type(move).__name__)
    if css is not None:
        return page.locator(f".terra-seat-view button.{css}:enabled")
    if type(move).__name__ in ("Discard", "PlayImpending"):
        return page.locator(".terra-seat-view button.terra-card:enabled").filter(
            has_text=re.compile(rf"^\s*{re.escape(t.card(move.solution))}\s*$"))
    raise ValueError(f"no button for {move!r} in this helper")


#: The move count a page shows (``panels.ClassroomTable`` sets it after each redraw).
MOVES_SHOWN_JS = """() => {
  const el = document.querySelector('.terra-moves [data-moves]');
  return el ? Number(el.dataset.moves) : -1;
}"""


def choose(state):
    """The students' policy in the browser test and the load benchmark: draw, pass on
    crises, end the turn, discard the first card (the game moves on, nobody hoards)."""
    from terra_widget.rules import Discard, Draw, EndTurn, Pass

    legal = state.legal_actions()
    for kind in (Draw, Pass, EndTurn, Discard):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[-1]

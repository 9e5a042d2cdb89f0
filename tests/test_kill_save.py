"""The kill test (no class loses its work): a process killed (SIGKILL: no cleanup of any
kind can run) over and over at random moments while it saves a game leaves a whole,
loadable save every time, and the next save removes whatever temporary file the kill
left, so none stays behind.

The saving process writes through ``files.write_atomic`` directly and through the
function the widget saves with (``terra_widget.session.session.write_atomic``, with the
session's game record and autosave), cycling through games of very different sizes."""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from terra_widget.bots import Cooperative
from terra_widget.files import write_atomic
from terra_widget.rules import new_game, to_json
from terra_widget.rules.face.save_limits import MAX_FILE_BYTES
from terra_widget.session.session import Session, parse_game_file
from terra_widget.session.session import write_atomic as widget_write_atomic

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or not hasattr(signal, "SIGKILL"),
                                reason="fork and SIGKILL are POSIX")

KILLS = 300


def payloads() -> list[str]:
    """Saves of different sizes: a fresh game, games in progress (record and autosave)
    and a long pretty-printed one padded towards the size limit (so that a kill often
    lands in the middle of writing it)."""
    out = []
    for i, moves in enumerate((0, 15, 60, 400)):
        state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=20 + i)
        bot = Cooperative()
        while not state.is_over and len(state.history) < moves:
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions()))
        session = Session(state, {1: Cooperative()}, {1: "cooperative"})
        out += [session.record_json(), session.autosave_json()]
    long = to_json(state, indent=1)
    out.append(long[:-1] + " " * (MAX_FILE_BYTES // 4 - len(long)) + "}")
    return out


def saver(target, texts, seed) -> None:  # runs in the child process, until killed
    rng = random.Random(seed)
    while True:
        text = rng.choice(texts)
        if rng.random() < 0.5:
            write_atomic(target, text)
        else:
            widget_write_atomic(target, text)


def temporaries(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_killed_saves_leave_a_whole_loadable_save_and_no_temporary_file(tmp_path):
    texts = payloads()
    whole = {t.encode("utf-8") for t in texts}
    target = tmp_path / "class-game.terra.json"
    write_atomic(target, texts[0])
    rng = random.Random(11)
    left_behind = 0  # kills that left a temporary file (removed by the next save)
    most_at_once = 0
    for kill in range(KILLS):
        pid = os.fork()
        if pid == 0:  # the child saves until it is killed
            try:
                saver(target, texts, kill)
            finally:
                os._exit(1)
        time.sleep(rng.uniform(0.0, 0.03))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, \
            f"kill {kill}: the saving process ended by itself ({status}): it failed"
        data = target.read_bytes()
        assert data in whole, f"kill {kill}: the save is not one whole version"
        state, _ = parse_game_file(data)  # and it loads
        assert state.players == ("Ana", "Ben", "Chloé", "Dev")
        tmps = temporaries(tmp_path)
        left_behind += bool(tmps)
        most_at_once = max(most_at_once, len(tmps))
        # the next save removes what earlier kills left: they never pile up
        assert len(tmps) <= 2, f"kill {kill}: temporary files pile up: {tmps}"
    write_atomic(target, texts[1])  # the next save after the last kill
    print(f"{KILLS} kills while saving: every save whole and loadable; {left_behind} kills "
          f"left a temporary file (at most {most_at_once} at once), each removed by the "
          "next save")
    assert temporaries(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["class-game.terra.json"]
    assert target.read_text("utf-8") == texts[1]

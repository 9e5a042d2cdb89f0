"""A worker waiting on a long decision gets a stand-in process that plays on, with the
suspected strategy sitting out; the tournament is still the one a serial run plays
(the same seed, the same tables): a loop is confirmed, a slow decision that came back
in time is forgiven and the tables played meanwhile are played again."""

import os
import shutil
import time
from pathlib import Path

import pytest

from terra_widget import tournament
from terra_widget.bots import Strategy
from terra_widget.sim.tournament import pool

HERE = Path(__file__).parent
GOOD = HERE / "tournament_folder"


class SlowStart(Strategy):
    """Thinks for a while over its first decision of every game, within the limit."""

    name = "slow_start"

    def __init__(self, seed=None, pause=0.0):
        super().__init__(seed=seed)
        self.pause = pause
        self.first = True

    def clone(self, seed=None):
        return SlowStart(seed=seed, pause=self.pause)

    def choose(self, view, legal):
        if self.first:
            self.first = False
            time.sleep(self.pause)
        return legal[0]


@pytest.fixture
def stand_ins(monkeypatch):
    """For each stand-in started, how many workers were then waiting on a suspected
    decision at once (the loops waited for together)."""
    seen = []
    own = pool.WorkerPool._stand_in

    def counted(self, slot):
        out = own(self, slot)
        seen.append(sum(s["held"] is not None for s in self.slots))
        return out

    monkeypatch.setattr(pool.WorkerPool, "_stand_in", counted)
    return seen


def played(*args, **kwargs):
    result = tournament(*args, **kwargs)
    return result.games, [(p.who, p.kind, p.games, p.sat_out) for p in result.problems]


def test_a_decision_within_the_limit_is_forgiven_and_its_tables_played_again(stand_ins):
    limit = 1.0
    pause = 0.4 * limit  # past the stand-in's moment, well within the limit
    assert pause > pool.STAND_IN_AFTER * limit
    entrants = [SlowStart(pause=pause), "selfish", "random", "balanced:0.3"]
    games, problems = played(strategies=entrants, games=3, seed=5, workers=1, limit=limit)
    assert problems == []
    assert all(not g.benched and not g.failures for g in games)
    assert stand_ins  # the pause raised a suspicion, withdrawn
    serial = played(strategies=entrants, games=3, seed=5, workers=0, limit=limit)
    assert (games, problems) == serial


def test_several_loops_on_stand_ins_give_the_serial_tournament(tmp_path, stand_ins):
    for name in ("a", "b"):
        shutil.copyfile(GOOD / "looper.py", tmp_path / f"looper_{name}.py")
    for name in ("generous.py", "two_players.py"):
        shutil.copyfile(GOOD / name, tmp_path / name)
    args = (tmp_path, ["selfish", "cooperative", "random"])
    serial = played(*args, games=6, seed=7, workers=0, limit=0.3)
    assert [p[:2] for p in serial[1]] == [("looper_a", "slow"), ("looper_b", "slow")]
    assert played(*args, games=6, seed=7, workers=1, limit=0.3) == serial
    assert max(stand_ins) == 2  # both loops waited for at once, a stand-in playing on
    assert played(*args, games=6, seed=7, workers=2, limit=0.3) == serial


def test_a_worker_waiting_on_a_loop_gives_way_to_the_tables_and_is_then_closed(
        tmp_path, monkeypatch):
    """A loop spins on one of the laptop's cores: the worker waiting on it runs at the
    lowest priority while its stand-in plays on, and is idle from then on, to be closed
    (never sent another table at that priority); the tournament is still the serial one."""
    lowered = []
    own = pool._give_way

    def watched(pid):
        done = own(pid)
        lowered.append((pid, os.getpriority(os.PRIO_PROCESS, pid) if done else None))
        return done

    monkeypatch.setattr(pool, "_give_way", watched)
    closed = []
    own_close = pool.WorkerPool.close

    def close(self):
        closed.extend(s["proc"].pid for s in self.retired + self.slots if s["yielding"])
        assert all(not s["busy"] for s in self.slots if s["yielding"])
        own_close(self)

    monkeypatch.setattr(pool.WorkerPool, "close", close)
    shutil.copyfile(GOOD / "looper.py", tmp_path / "looper.py")
    shutil.copyfile(GOOD / "generous.py", tmp_path / "generous.py")
    args = (tmp_path, ["selfish", "cooperative", "random"])
    assert played(*args, games=6, seed=7, workers=1, limit=0.3) == played(
        *args, games=6, seed=7, workers=0, limit=0.3)
    assert lowered and all(nice == 19 for _, nice in lowered)
    assert {pid for pid, _ in lowered} <= set(closed)

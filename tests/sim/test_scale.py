"""simulate() at scale: summaries accumulate as games finish (a mergeable Tally), records
only when asked, chunks made lazily and handed out a few at a time, a documented maximum
of games -- so a million games take the memory of one. No timings here."""

from __future__ import annotations

import gc
import json
import random
import subprocess
import sys
import textwrap
import threading
import tracemalloc
from concurrent.futures import ThreadPoolExecutor

import pytest

from terra_widget.bots import Cooperative
from terra_widget.rules import GameState
from terra_widget.rules.core.flat import FlatGame
from terra_widget.sim import (
    KEEP_RECORDS_UP_TO,
    MAX_GAMES,
    RecordsNotKept,
    SimulationResult,
    Tally,
    play_chunk,
    runner,
    simulate,
)
from terra_widget.sim.records import GameRecord

MIXED = ["cooperative", "selfish", "balanced:0.5", "random"]


class _ViewOnly(Cooperative):
    """A strategy without a flat policy (as a student's): its games go through GameState."""

    def flat_policy(self):
        return None


@pytest.fixture(scope="module")
def kept():
    return simulate(MIXED, 60, seed=21, records=True)


def test_without_records_the_summary_and_table_are_the_same(kept):
    lean = simulate(MIXED, 60, seed=21, records=False)
    assert not lean.has_records and kept.has_records
    assert lean.summary() == kept.summary()
    assert lean.table() == kept.table()
    assert lean.tally == kept.tally == Tally.of(kept.records, 4)


def test_records_of_a_run_that_kept_none_say_how_to_get_them():
    lean = simulate(MIXED, 5, seed=1, records=False)
    with pytest.raises(RecordsNotKept, match=r"kept no per-game records .*records=True"):
        _ = lean.records
    with pytest.raises(RecordsNotKept, match="records=True"):
        lean.to_dataframe()


def test_records_are_kept_by_default_only_for_small_runs(monkeypatch):
    """Up to KEEP_RECORDS_UP_TO games (the notebooks' sizes) records are kept, so
    ``result.records`` works for them; above it only the tally, unless asked."""
    assert KEEP_RECORDS_UP_TO == 10_000
    monkeypatch.setattr(runner, "KEEP_RECORDS_UP_TO", 6)
    assert simulate(MIXED, 6, seed=1).has_records
    assert not simulate(MIXED, 7, seed=1).has_records
    assert len(simulate(MIXED, 7, seed=1, records=True).records) == 7
    with pytest.raises(ValueError, match="records must be True, False or None"):
        simulate(MIXED, 7, seed=1, records="yes")


def _alive() -> tuple[int, int, int]:
    """How many finished games and records exist in this process (of any test)."""
    kinds = (FlatGame, GameState, GameRecord)
    return tuple(sum(isinstance(o, kind) for o in gc.get_objects()) for kind in kinds)


@pytest.mark.parametrize("seats", [["random"] * 3, [_ViewOnly(), "cooperative", "random"]],
                         ids=["flat", "through GameState"])
def test_finished_games_are_dropped_once_counted(seats, monkeypatch):
    """Bounded memory, checked without timing: while a run that keeps no records goes on,
    no finished game (flat or GameState), nor any record, stays alive once counted."""
    monkeypatch.setattr(runner, "KEEP_RECORDS_UP_TO", 20, raising=False)
    before, alive = _alive(), []
    result = simulate(seats, 60, seed=4, chunk_size=10,
                      progress=lambda done, total: alive.append(_alive()))
    assert result.summary()["games"] == 60 and not result.has_records
    assert alive == [before] * 6, (before, alive)


def test_tallies_merge_in_any_order(kept):
    """Chunks may finish in any order on processes or a cluster: their tallies add up to
    the same counts whatever the order (everything in a tally is a whole number)."""
    chunks = [play_chunk(runner.prepare_strategies(MIXED), 21, False, a, min(a + 7, 60),
                         False) for a in range(0, 60, 7)]
    assert all(records is None for _, _, records in chunks)
    orders = [list(range(len(chunks))) for _ in range(4)]
    for i, order in enumerate(orders):
        random.Random(i).shuffle(order)
    merged = []
    for order in orders:
        total = Tally(4)
        for k in order:
            total.merge(chunks[k][1])
        merged.append(total)
    assert all(t == kept.tally for t in merged)
    assert SimulationResult(MIXED, 60, 21, tally=merged[0]).summary() == kept.summary()
    with pytest.raises(ValueError, match="cannot merge a tally of 3 players"):
        Tally(4).merge(Tally(3))


def test_records_stay_in_game_order_when_chunks_finish_out_of_order(kept, monkeypatch):
    """The first chunk waits until the second has finished: records still come back in
    game order, and the tally is the same."""
    second_done = threading.Event()
    finished = []
    real = runner.play_chunk

    def play(protos, seed, teams, start, stop, keep):
        if start == 0:
            assert second_done.wait(timeout=120)
        out = real(protos, seed, teams, start, stop, keep)
        finished.append(start)
        if start == 4:
            second_done.set()
        return out

    monkeypatch.setattr(runner, "play_chunk", play)
    with ThreadPoolExecutor(max_workers=3) as ex:
        done = simulate(MIXED, 60, seed=21, executor=ex, chunk_size=4, records=True)
    assert finished.index(4) < finished.index(0)
    assert done.records == kept.records and done.tally == kept.tally


def test_an_executor_gets_a_few_chunks_at_a_time():
    """Chunks are handed out as earlier ones finish (twice the pool's size in flight),
    not all at once: a long run on a cluster does not queue a million tasks."""
    outstanding, most = 0, 0

    class Counting(ThreadPoolExecutor):
        def submit(self, fn, *args, **kwargs):
            nonlocal outstanding, most
            outstanding += 1
            most = max(most, outstanding)
            fut = super().submit(fn, *args, **kwargs)
            fut.add_done_callback(lambda _: finished())
            return fut

    def finished():
        nonlocal outstanding
        outstanding -= 1

    with Counting(max_workers=2) as ex:
        result = simulate(["random"] * 3, 80, seed=6, executor=ex, chunk_size=2)
    serial = simulate(["random"] * 3, 80, seed=6)
    assert 1 <= most <= 4, most  # 40 chunks, never all submitted up front
    assert result.records == serial.records and result.tally == serial.tally


def test_chunks_are_made_as_they_are_handed_out(monkeypatch):
    """A run of MAX_GAMES stopped after its first chunk allocated next to nothing: the
    chunks are not listed up front (that would be 400,000 of them). Games are
    replaced by a stand-in so that only the runner's own memory is measured."""
    sample = simulate(["random"] * 3, 1, seed=1).records[0]
    counted = []

    def stand_in(self, index, seed, tally):
        counted.append(index)
        tally.add(sample)

    monkeypatch.setattr(runner._Seating, "count", stand_in)

    class Stop(Exception):
        pass

    def stop(done, total):
        assert (done, total) == (250, MAX_GAMES)
        raise Stop

    tracemalloc.start()
    try:
        with pytest.raises(Stop):
            simulate(["random"] * 3, MAX_GAMES, seed=1, progress=stop)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert counted == list(range(250))  # the stand-in played the first chunk
    assert peak < 2_000_000, peak


def test_too_many_games_is_a_clear_error_before_anything_is_allocated():
    """The API and the command line refuse more than MAX_GAMES, saying the maximum and
    why. Run in a process limited to 1 GB, so that code which allocates up front (today's
    main: MemoryError and a traceback at 10**12) fails fast instead of exhausting the
    machine, and code that would just start playing is stopped by the time-out."""
    code = textwrap.dedent("""
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        from terra_widget import cli
        from terra_widget.sim import simulate
        for games in (10 ** 12, 100_000_001):
            try:
                simulate(["random"] * 3, games, seed=1)
            except ValueError as exc:
                print("API:", exc)
            print("CLI exit code:", cli.main(["simulate", "--games", str(games)]))
        """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert MAX_GAMES == 100_000_000
    for games in ("1,000,000,000,000", "100,000,001"):
        assert (f"API: games must be at most 100,000,000 games in one run (that many "
                f"already give a loss rate to +-0.01 percentage points and take hours; "
                f"for more, run several seeds), not {games}") in done.stdout
    assert done.stdout.count("CLI exit code: 2") == 2
    lines = done.stderr.splitlines()
    assert len(lines) == 2 and all(
        line.startswith("terra-widget simulate: error: argument --games: must be at most "
                        "100,000,000 games in one run (") for line in lines), lines
    assert lines[0].endswith("not 1000000000000") and lines[1].endswith("not 100000001")


def test_a_result_without_records_round_trips_through_json(tmp_path, kept):
    lean = simulate(MIXED, 60, seed=21, records=False)
    data = json.loads(lean.to_json(tmp_path / "lean.json"))
    assert "records" not in data and data["version"] == 2
    again = SimulationResult.from_json((tmp_path / "lean.json").read_text())
    assert not again.has_records and again.summary() == kept.summary()
    assert again == lean


def test_a_version_1_file_with_only_records_still_loads(kept):
    old = kept.to_dict()
    del old["tally"]
    old["version"] = 1
    again = SimulationResult.from_dict(json.loads(json.dumps(old)))
    assert again.records == kept.records and again.summary() == kept.summary()


def _no_tally_nor_records(d):
    del d["tally"], d["records"]


@pytest.mark.parametrize("damage, message", [
    (_no_tally_nor_records, "neither a tally nor records"),
    (lambda d: d.update(tally={"players": 4}), "not a simulation tally"),
    (lambda d: d["tally"].update(wins=[1, 2]), "per-seat lists"),
    (lambda d: d["tally"].update(turns=[[5, -1]]), "whole number >= 0"),
    (lambda d: d.update(tally=Tally(3).to_dict()), "not for the listed strategies"),
    (lambda d: d.update(strategies=None), "not a terra_widget simulation result"),
])
def test_a_damaged_result_file_is_a_clear_error(kept, damage, message):
    data = json.loads(json.dumps(kept.to_dict()))
    damage(data)
    with pytest.raises(ValueError, match=message):
        SimulationResult.from_dict(data)

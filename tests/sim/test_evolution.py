"""Everyone copies the winner (``sim.evolution.evolve``), after *The Evolution of Trust*:
after each round the seats of the least successful strategy go to the most successful
one. The same seed gives the same rounds serially, on processes and on Dask."""

from __future__ import annotations

import pytest
from dask_support import local_cluster

from terra_widget.sim.evolution import EvolutionRound, draw_table, evolve

MIX = {"cooperative": 4, "selfish": 4, "reciprocal": 4}
ARGS = dict(seats=4, rounds=3, games_per_round=30, seed=7)


@pytest.fixture(scope="module")
def serial():
    return evolve(MIX, **ARGS)


def test_rounds_hand_the_losers_seats_to_the_winner(serial):
    assert [r.number for r in serial.rounds] == [1, 2, 3]
    first = serial.rounds[0]
    assert isinstance(first, EvolutionRound) and first.mix == MIX and first.games == 30
    for before, after in zip(serial.rounds, serial.rounds[1:], strict=False):
        assert sum(after.mix.values()) == 12  # the population keeps its size
        if before.moved is None:
            assert after.mix == before.mix
            continue
        loser, winner, seats = before.moved
        best = max(before.success.values())
        worst = min(before.success.values())
        assert before.success[winner] == best and before.success[loser] == worst
        assert seats == before.mix[loser] and after.mix[loser] == 0
        assert after.mix[winner] == before.mix[winner] + seats
    for r in serial.rounds:
        assert 0.0 <= r.lost <= 1.0
        assert set(r.success) == {s for s, n in r.mix.items() if n}  # R6.1: 0 when lost


def test_same_seed_same_rounds(serial):
    assert evolve(MIX, **ARGS) == serial
    assert evolve(MIX, **{**ARGS, "seed": 8}).to_json() != serial.to_json()


def test_processes_give_the_same_rounds(serial):
    assert evolve(MIX, **ARGS, workers=2) == serial


def test_dask_gives_the_same_rounds(serial):
    import distributed  # in the [test] extra: a missing dask fails this test

    with local_cluster() as cluster, \
            distributed.Client(cluster) as client:
        with distributed.get_task_stream(client) as tasks:
            on_dask = evolve(MIX, **ARGS, executor=client.get_executor())
        assert [t for t in tasks.data if t["key"].startswith("play_games")]
    assert on_dask == serial


def test_tables_are_drawn_from_the_population():
    mix = {"cooperative": 1, "selfish": 5}
    tables = [draw_table(mix, 4, 3, 1, i) for i in range(200)]
    assert all(len(t) == 4 and t.count("cooperative") <= 1 for t in tables)
    assert any("cooperative" in t for t in tables)
    assert tables == [draw_table(mix, 4, 3, 1, i) for i in range(200)]


def test_table_and_chart_in_five_languages(serial):
    text = serial.table("fr")
    # the strategies are named in the table's language, as the tournament names them
    assert "Manche 1" in text and "coopératif 4" in text and "cooperative" not in text
    assert "« réciproque »" in text or "« égoïste »" in text  # the seats that moved
    assert "Round 1" in serial.table()
    chart = serial.plot("de")
    svg = chart.svg()
    assert "Runde" in svg and "Verlorene Partien" in svg and "wechselseitig" in svg
    assert "reciprocal" not in svg
    figure = serial.chart("es")
    import matplotlib.pyplot as plt

    assert len(figure.axes) == 2
    plt.close(figure)


@pytest.mark.parametrize("kwargs, words", [
    (dict(strategies={"cooperative": 2}), "population has 2 seats"),
    (dict(strategies={"cooperative": 4}, seats=7), "seats .* from 3 to 6"),
    (dict(strategies={"nobody": 4}), "unknown strategy"),
    (dict(strategies={"cooperative": -1, "selfish": 5}), "whole number from 0"),
    (dict(strategies="cooperative"), "dict of strategy names"),
    (dict(strategies={"cooperative": 4}, rounds=0), "rounds must be"),
    (dict(strategies={"cooperative": 4}, length="long"), "length must be"),
])
def test_bad_arguments_say_what_is_allowed(kwargs, words):
    strategies = kwargs.pop("strategies")
    with pytest.raises(ValueError, match=words):
        evolve(strategies, **kwargs)

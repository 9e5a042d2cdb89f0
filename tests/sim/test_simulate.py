"""simulate(): per-game records, the summary, exports and argument checks."""

from __future__ import annotations

import json
import sys

import pytest

from terra_widget.bots import Random, make_strategy
from terra_widget.rules import new_game
from terra_widget.sim import (
    GameRecord,
    SimulationResult,
    game_seed,
    play_out,
    seat_seed,
    seat_seeds,
    simulate,
    wilson_interval,
)

MIXED = ["cooperative", "selfish", "balanced:0.5", "random"]


@pytest.fixture(scope="module")
def mixed():
    return simulate(MIXED, 300, seed=11)


def test_records_describe_each_game(mixed):
    assert [r.index for r in mixed.records] == list(range(300))
    assert mixed.strategies == tuple(MIXED)
    for r in mixed.records:
        assert r.strategies == tuple(MIXED) and r.n_players == 4
        assert r.lost == bool(r.causes)  # R6.1: a loss always names its cause(s)
        assert r.outcome == ("lost" if r.lost else "saved")
        assert (r.winners == ()) == r.lost  # R6.5: winners only when the world is saved
        assert r.final_scores == tuple(p + h for p, h in zip(r.points, r.hoard_points, strict=True))
        assert all(h % 1 == 0 and h >= 0 for h in r.hoard_points)
        assert len(r.contributed) == 4 and all(len(c) == 3 for c in r.contributed)
        if not r.lost:  # R6.5: the best final score wins
            best = max(r.final_scores)
            assert r.winners == tuple(s for s in range(4) if r.final_scores[s] == best)
        assert 1 <= r.turns <= 100


def test_a_record_is_the_game_replayed_from_its_seeds(mixed):
    """Game 17 of the run, played again by hand from the documented seeds, ends the same."""
    rec = mixed.records[17]
    state = new_game(4, seed=game_seed(11, 17), log_events=False)
    assert rec.seed == state.seed
    players = [make_strategy(s, seed=seat_seed(11, 17, seat)) for seat, s in enumerate(MIXED)]
    play_out(state, players)
    assert GameRecord.from_state(17, state, tuple(MIXED)) == rec
    assert rec.contributed == tuple(tuple(c) for c in state.contributed)
    assert rec.points == tuple(state.points)


def test_seat_seeds_are_the_documented_seat_seeds():
    """simulate() derives a game's seat seeds together (faster); they are seat_seed's."""
    for master, index, n in ((11, 17, 4), (0, 0, 3), (2**70 + 5, 99_999, 6)):
        assert seat_seeds(master, index, n) == [seat_seed(master, index, s) for s in range(n)]


def test_game_and_seat_seeds_are_derive_seed_of_their_stream():
    """The seeding table of ``seeding.py``: a game's deal is stream 0, its seats stream 1
    (``game_seed`` and ``seat_seeds`` remember the run's part of the derivation)."""
    from terra_widget.sim import derive_seed

    for master in (11, 0, -3, 2**70 + 5):
        for index in (0, 17, 99_999, 2**64 + 1):
            assert game_seed(master, index) == derive_seed(master, 0, index)
            assert seat_seeds(master, index, 6) == [derive_seed(master, 1, index, s)
                                                    for s in range(6)]
    assert game_seed(11, 1) != game_seed(12, 1) != game_seed(11, 2)


def test_summary_counts_add_up(mixed):
    s = mixed.summary()
    recs = mixed.records
    lost = sum(r.lost for r in recs)
    assert s["games"] == 300 and s["lost"] == lost and s["saved"] == 300 - lost
    assert s["loss_rate"] == lost / 300
    assert s["loss_rate_ci95"] == list(wilson_interval(lost, 300))
    lo, hi = s["loss_rate_ci95"]
    assert lo < s["loss_rate"] < hi
    # loss causes: per kind, the games that broke that threshold
    for kind in ("region", "colour", "total"):
        expected = sum(1 for r in recs if any(c.partition(":")[0] == kind for c in r.causes))
        assert s["loss_causes"][kind] == expected
    assert sum(s["loss_causes_exclusive"].values()) == lost  # every lost game exactly once
    assert sum(s["loss_causes_detail"].values()) == sum(len(r.causes) for r in recs)
    assert sum(s["loss_causes"].values()) >= lost
    assert s["turns"]["count"] == 300


def test_summary_per_strategy(mixed):
    s = mixed.summary()
    saved = [r for r in mixed.records if not r.lost]
    for seat, spec in enumerate(MIXED):
        st = s["by_strategy"][spec]
        assert st["seats"] == [seat]
        scores = [r.final_scores[seat] for r in saved]
        assert st["final_score_on_success"]["count"] == len(scores)
        assert st["final_score_on_success"]["mean"] == pytest.approx(sum(scores) / len(scores))
        wins = sum(seat in r.winners for r in saved)
        assert st["win_rate_on_success"] == wins / len(saved)
        given = [sum(r.contributed[seat][c] for r in mixed.records) / 300 for c in range(3)]
        assert st["mean_cards_given"] == pytest.approx(given)
    # the selfish seat wins most saved games: it hoards while the others pay
    rates = {k: v["win_rate_on_success"] for k, v in s["by_strategy"].items()}
    assert max(rates, key=rates.get) == "selfish"


def test_a_strategy_in_several_seats_is_summarised_over_all_of_them():
    res = simulate(["random", "cooperative", "random"], 40, seed=2)
    st = res.summary()["by_strategy"]["random"]
    assert st["seats"] == [0, 2]
    saved = [r for r in res.records if not r.lost]
    assert st["final_score_on_success"]["count"] == 2 * len(saved)


def test_teams_record_both_partners_as_winners():
    res = simulate(["cooperative"] * 4, 30, seed=5, teams=True)
    assert all(r.teams for r in res.records)
    for r in res.records:
        if not r.lost:  # R5.2: partners (seats 0&2, 1&3) win together
            assert len(r.winners) % 2 == 0
            assert all((w + 2) % 4 in r.winners for w in r.winners)


def test_strategy_objects_are_cloned_per_game_not_shared():
    a = simulate([Random(seed=1), "cooperative", "cooperative"], 20, seed=3)
    b = simulate(["random", "cooperative", "cooperative"], 20, seed=3)
    assert a.records == b.records  # the object's own seed is replaced by the run's


def test_progress_is_reported_up_to_the_total():
    seen = []
    simulate(["cooperative"] * 3, 25, seed=1, chunk_size=10,
             progress=lambda done, total: seen.append((done, total)))
    assert seen == [(10, 25), (20, 25), (25, 25)]


def test_chunk_size_changes_nothing():
    a = simulate(MIXED, 30, seed=8, chunk_size=1)
    b = simulate(MIXED, 30, seed=8, chunk_size=30)
    assert a.records == b.records


def test_json_round_trip(tmp_path, mixed):
    path = tmp_path / "run.json"
    text = mixed.to_json(path)
    assert path.read_text() == text
    data = json.loads(text)
    assert data["summary"]["lost"] == mixed.summary()["lost"]
    assert len(data["records"]) == 300
    again = SimulationResult.from_json(text)
    assert again.records == mixed.records and again.summary() == mixed.summary()
    with pytest.raises(ValueError, match="not a terra_widget simulation result"):
        SimulationResult.from_json('{"records": []}')


def test_to_dataframe_has_one_row_per_game_and_seat(mixed):
    df = mixed.to_dataframe()
    assert len(df) == 300 * 4
    assert list(df.columns[:7]) == ["game", "seed", "lost", "causes", "turns", "seat",
                                    "strategy"]
    by_strategy = df[~df["lost"]].groupby("strategy")["final_score"].mean()
    summary = mixed.summary()["by_strategy"]
    for spec in MIXED:
        assert by_strategy[spec] == pytest.approx(summary[spec]["final_score_on_success"]
                                                  ["mean"])


def test_to_dataframe_without_pandas_says_how_to_get_it(mixed, monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)  # makes `import pandas` fail
    with pytest.raises(ImportError, match="pip install pandas"):
        mixed.to_dataframe()


def test_table_is_readable(mixed):
    text = mixed.table()
    assert "300 games, 4 players" in text
    assert "World lost" in text and "95% CI" in text
    for spec in MIXED:
        assert spec in text


@pytest.mark.parametrize("kwargs, message", [
    (dict(strategies=["cooperative"] * 2), "3 to 6 strategies"),
    (dict(strategies=["cooperative"] * 7), "3 to 6 strategies"),
    (dict(strategies="cooperative"), "one strategy per seat"),
    (dict(strategies=["cooperative", "greedy", "random"]), "unknown strategy 'greedy'"),
    (dict(games=0), "games must be a whole number >= 1"),
    (dict(seed="x"), "seed must be a whole number"),
    (dict(teams=True), "teams of two need 4 or 6 players"),
    (dict(workers=0), "workers must be a whole number >= 1"),
    (dict(workers=2, executor=object()), "either workers="),
    (dict(executor=object()), "concurrent.futures.Executor"),
])
def test_bad_arguments_say_what_is_allowed(kwargs, message):
    args = dict(strategies=["cooperative"] * 3, games=2, seed=1)
    args.update(kwargs)
    with pytest.raises(ValueError, match=message):
        simulate(args.pop("strategies"), args.pop("games"), **args)


def test_bots_sim_and_cli_import_only_the_standard_library():
    """pandas and dask stay optional: importing the simulation layer loads neither."""
    import subprocess

    code = ("import sys, terra_widget.sim, terra_widget.bots, terra_widget.cli; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & "
            "{'pandas', 'dask', 'distributed', 'numpy', 'ipywidgets', 'IPython'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True).stdout
    assert out.strip() == "[]"

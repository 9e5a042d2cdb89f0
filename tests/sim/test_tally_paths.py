"""A run that keeps no records counts each finished flat game straight into its Tally
(``Tally.add_flat``); a run that keeps them counts the records (``Tally.add``). Both must
give the same counts, game by game and over whole runs -- serially, on processes and on
any executor -- for every kind of table: 3 to 6 seats, teams (R5), each bundled strategy,
games lost (R6.1: causes, no scores) and saved (R6.4-R6.5: scores, winners, ties).
No timings here."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from terra_widget.bots import Cooperative
from terra_widget.rules.core.ending import rank, winning_seats
from terra_widget.rules.core.flat import FlatGame
from terra_widget.sim import Tally, runner, simulate
from terra_widget.sim.rollout import flat_record
from terra_widget.sim.seeding import game_seed

#: (seats, teams, whether some of its GAMES games are saved): every table loses some
#: (R6.1: its causes are counted); four Selfish players lose them all (each kind of
#: cause, and several at once).
TABLES = [
    (["cooperative"] * 3, False, True),
    (["cooperative"] * 4, False, True),
    (["selfish"] * 4, False, False),
    (["random"] * 3, False, True),
    (["cooperative", "selfish", "balanced:0.5", "random"], False, True),
    (["cooperative", "selfish", "cooperative", "selfish"], True, True),
    (["balanced:0.3", "random", "cooperative", "selfish", "balanced:0.8"], False, True),
    (["cooperative"] * 6, False, True),
    (["random", "cooperative", "selfish", "balanced", "cooperative", "random"], True, True),
]
GAMES = 150


def _ids(table):
    seats, teams, _ = table
    return f"{len(seats)}p-{'teams-' if teams else ''}{'+'.join(sorted(set(seats)))}"


@pytest.fixture(params=TABLES, ids=[_ids(t) for t in TABLES])
def table(request):
    return request.param


def _no_records(monkeypatch):
    """Make building a record of a flat game an error: the run must not need one."""
    def refuse(*args, **kwargs):
        raise AssertionError("a run without records built a GameRecord")
    monkeypatch.setattr(runner, "flat_record", refuse)


def test_each_flat_game_counts_as_its_record(table):
    """Game by game: add_flat(game) gives the counts of add(flat_record(game))."""
    seats, teams, saves = table
    seating = runner._Seating(runner.prepare_strategies(seats), teams)
    outcomes = set()
    for i in range(GAMES):
        seed = game_seed(31, i)
        game = seating._finish(i, 31, seed)
        assert isinstance(game, FlatGame)
        direct, via_record = Tally(len(seats)), Tally(len(seats))
        direct.add_flat(game)
        via_record.add(flat_record(i, seed, seating.specs, game))
        assert direct.to_dict() == via_record.to_dict(), i
        outcomes.add(game.lost)
    assert outcomes == ({True, False} if saves else {True})


def test_a_run_without_records_has_the_tally_of_its_records(table, monkeypatch):
    """Field by field, then the summary and the table: records=False gives what
    records=True gives, and builds no GameRecord on the way."""
    seats, teams, saves = table
    kept = simulate(seats, GAMES, seed=8, teams=teams, records=True, chunk_size=40)
    assert 0 < kept.tally.lost and (kept.tally.saved > 0) == saves
    _no_records(monkeypatch)
    lean = simulate(seats, GAMES, seed=8, teams=teams, records=False, chunk_size=40)
    assert not lean.has_records
    assert lean.tally.to_dict() == kept.tally.to_dict()
    for field in Tally.__slots__:
        assert getattr(lean.tally, field) == getattr(kept.tally, field), field
    assert lean.tally == kept.tally == Tally.of(kept.records, len(seats))
    assert lean.summary() == kept.summary()
    assert lean.table() == kept.table()


MIXED_TEAMS = (["cooperative", "random", "balanced:0.5", "selfish"], True)


def test_processes_and_executors_without_records_match_serial_with_records(monkeypatch):
    seats, teams = MIXED_TEAMS
    kept = simulate(seats, 90, seed=5, teams=teams, records=True)
    pooled = simulate(seats, 90, seed=5, teams=teams, records=False, workers=2, chunk_size=9)
    _no_records(monkeypatch)  # threads share this process: the patch reaches them
    with ThreadPoolExecutor(max_workers=3) as ex:
        threaded = simulate(seats, 90, seed=5, teams=teams, records=False, executor=ex,
                            chunk_size=7)
    for run in (pooled, threaded):
        assert not run.has_records
        assert run.tally.to_dict() == kept.tally.to_dict()
        assert run.summary() == kept.summary() and run.table() == kept.table()


class _ViewOnly(Cooperative):
    """A strategy without a flat policy (as a student's): its games go through GameState
    and come back as records even when no records are kept."""

    def flat_policy(self):
        return None


def test_a_seat_without_a_flat_policy_is_counted_the_same_way():
    seats = [_ViewOnly(), "cooperative", "selfish"]
    kept = simulate(seats, 40, seed=3, records=True)
    lean = simulate(seats, 40, seed=3, records=False)
    assert lean.tally.to_dict() == kept.tally.to_dict()
    assert lean.summary() == kept.summary()
    # and those games are the flat ones: the same seats with flat policies
    assert kept.tally == simulate(["cooperative", "cooperative", "selfish"], 40, seed=3,
                                  records=False).tally


@pytest.mark.parametrize("teams, players", [(False, 3), (False, 4), (False, 5),
                                            (False, 6), (True, 4), (True, 6)])
def test_winning_seats_are_the_first_rank_of_the_ranking(teams, players):
    """R6.5 (R5.2): the seats ``winning_seats`` names are those ``rank`` puts first, ties
    included -- over every score pattern with small scores, where ties abound."""
    import itertools

    for scores in itertools.product(range(3), repeat=players):
        ranking, winners = rank(scores, teams)
        first = tuple(sorted(m for place, members, _ in ranking if place == 1
                             for m in members))
        assert winning_seats(scores, teams) == winners == first, scores

"""The engine plays the games it played when the fingerprint was recorded.

``tests/data/fingerprint_100k.json`` holds digests of 100,000 seeded games
(``tools/fingerprint.py``: 100 batches of 1,000, one seating each) as the engine played
them: every move and the final record. Here the first 10 games of every batch -- 1,000
games covering every table (3 to 6 players, R1.1; teams with 4 and 6, R5.1), the full and
the short game, every bundled strategy alone and mixed -- are played again three ways and
must give the recorded texts:

* through the typed API (``new_game``, ``legal_actions()``, ``apply``): every move, each
  real choice with the number of legal actions (R7.2) it was made among, the deal from the
  game's seed (R1.6), then the final record: outcome and causes (R6.1), turns, points,
  hoards and final scores (R6.4), contributions and winners (R6.5, R5.2);
* on ``simulate``'s fast path (the bundled strategies' fast twins): the final records;
* on ``simulate`` with the strategies asked on views (as a student's strategy is, R7.5):
  every real choice and the final records.

The whole 100,000 is ``python tools/fingerprint.py check`` (several minutes).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fingerprint as fp  # noqa: E402

from terra_widget.bots import STRATEGY_NAMES  # noqa: E402

PER_BATCH = 10


@pytest.fixture(scope="module")
def recorded() -> dict:
    return fp.load()


def test_the_fingerprint_covers_every_table_length_and_strategy(recorded):
    batches = recorded["batches"]
    assert len(batches) == fp.BATCHES and recorded["games"] == 100_000
    assert [b["batch"] for b in batches] == list(range(fp.BATCHES))
    tables = {(b["players"], b["teams"], b["length"]) for b in batches}
    assert tables == {(n, t, length) for n, t in fp.TABLES for length in fp.LENGTHS}
    assert {3, 4, 5, 6} == {n for n, _ in fp.TABLES}
    for length in fp.LENGTHS:  # each strategy alone and in a mixed seating, both lengths
        alone = {b["strategies"][0] for b in batches
                 if len(set(b["strategies"])) == 1 and b["length"] == length}
        mixed = {s.partition(":")[0] for b in batches if len(set(b["strategies"])) > 1
                 and b["length"] == length for s in b["strategies"]}
        assert {s.partition(":")[0] for s in alone} == set(STRATEGY_NAMES) == mixed


@pytest.mark.parametrize("first", range(0, fp.BATCHES, 25))
def test_r7_4_the_first_games_of_every_batch_are_the_recorded_games(recorded, first):
    """Every batch's first ``PER_BATCH`` games, typed, flat and seat (a quarter of the
    batches per test, so a failure names its part)."""
    problems = []
    for entry in recorded["batches"][first:first + 25]:
        problems += fp.check_batch(entry, PER_BATCH)
    assert not problems, "\n".join(problems)


def _changed(text: str, move: int) -> str:
    """A typed text with its ``move``-th move replaced (what a changed engine would give)."""
    head, moves, final, _ = text.split("\n")
    toks = moves.split()
    toks[move] = "9?0E"
    return f"{head}\n{' '.join(toks)}\n{final}\n"


def test_a_changed_move_is_found_and_shown_decoded(recorded):
    """Guards the test above: a game that differs in one move fails its batch, and the
    report names the game and the move, in words, against the recorded game."""
    entry = recorded["batches"][0]
    setup = fp.batch_setup(0)
    typed = [fp.typed_game(setup, i) for i in range(PER_BATCH)]
    typed[0] = _changed(typed[0], 5)
    assert fp._digests(typed) != entry["typed"][:1]
    mine = fp._game_bytes(typed)
    report = fp.locate(entry, typed, mine, fp.base64.b64decode(entry["bytes"]))
    expected = recorded["samples"][0]["text"].split("\n")[1].split()[5]
    assert "game 0 " in report and "move 6 differs" in report
    assert f"expected: {expected} = {fp.decode(expected)}" in report
    assert "got:      9?0E = seat 0 ends the turn (a choice among 9)" in report


@pytest.mark.parametrize("path, name", [("flat_games", "flat"), ("seat_games", "seat")])
@pytest.mark.parametrize("games", [3, PER_BATCH])
def test_a_fast_path_that_differs_is_reported(recorded, monkeypatch, path, name, games):
    """Guards the fast paths' checks, with and without a digest of the games checked (3
    games have none: they are compared with the typed path's): a different final record
    fails the batch, and the report shows both records."""
    real = getattr(fp, path)

    def off_by_one(setup, count):
        texts = real(setup, count)
        texts[1] = texts[1].replace(" turns=", " turns=1")
        return texts

    monkeypatch.setattr(fp, path, off_by_one)
    problems = fp.check_batch(recorded["batches"][1], games)
    assert len(problems) == 1 and f"the {name} path differs" in problems[0]
    assert "game 1 " in problems[0] and "got final:" in problems[0]

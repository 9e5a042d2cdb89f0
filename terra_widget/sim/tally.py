"""``Tally``: what a summary needs from finished games, kept as whole-number counts.

A simulation adds each finished game to a tally and drops the game (unless asked to keep
its ``GameRecord``), so a million games take the memory of one. Tallies of separate
chunks of games merge by adding their counts: the merged tally does not depend on the
order the chunks finished in -- which is why serial, process-pool and Dask runs give
identical summaries. Everything is an integer (counts, sums, histograms), so nothing is
rounded on the way: means and quartiles are computed at the end, from exact totals.

Histograms are plain dicts (``{value: count}``), not ``Counter``s: counting into a
``Counter`` costs about three times as much (it overrides ``__delitem__``, so every store
goes through a Python-level slot), and a simulation counts several values per game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from terra_widget.rules import winning_seats

from ..checks import is_whole
from .records import GameRecord, threshold_key

if TYPE_CHECKING:
    from terra_widget.rules import FlatGame

#: The three kinds of loss threshold (R6.1): 3 in one region, 4 of one colour, 7 in all.
CAUSE_KINDS = ("region", "colour", "total")


class Tally:
    """Counts over finished games of one seating (``n_players`` seats).

    Per game: games, games lost, loss causes (by kind, exclusive, in detail), a histogram
    of turns, and of the winning score in saved games. Per seat: a histogram of final
    scores and the wins in saved games (R6.5), and the sums of track points, hoard points
    and cards given per colour over all games.
    """

    __slots__ = ("n_players", "games", "lost", "cause_kinds", "cause_exclusive",
                 "cause_detail", "turns", "winning_score", "scores", "wins", "points",
                 "hoard_points", "given")

    def __init__(self, n_players: int):
        self.n_players = n_players
        self.games = 0
        self.lost = 0
        self.cause_kinds: dict[str, int] = {}  # kind -> games that broke it
        self.cause_exclusive: dict[str, int] = {}  # kind or "several" -> lost games
        self.cause_detail: dict[str, int] = {}  # cause_key -> games
        self.turns: dict[int, int] = {}  # turns -> games
        self.winning_score: dict[int, int] = {}  # best final score -> saved games
        # per seat: final score -> saved games
        self.scores: list[dict[int, int]] = [{} for _ in range(n_players)]
        self.wins = [0] * n_players  # saved games won (ties included, R6.5)
        self.points = [0] * n_players  # track points (R3.4, R4.3), all games
        self.hoard_points = [0] * n_players  # hoarded values (R4.6), all games
        self.given = [[0, 0, 0] for _ in range(n_players)]  # cards given per colour

    def add(self, r: GameRecord) -> None:
        """Count one finished game, from its record."""
        self._count(r.lost, r.causes, r.turns, r.points, r.hoard_points, r.contributed,
                    r.final_scores, r.winners)

    def add_flat(self, game: FlatGame) -> None:
        """Count one finished ``FlatGame`` without building its record: the same counts as
        ``add(flat_record(..., game))`` (``tests/sim/test_tally_paths.py`` checks it).
        What a simulation without records does with each game. (``winning_seats`` is
        ``game.winners()`` without sorting a ranking.)"""
        causes = game.causes
        if causes:  # R6.1: the scores do not count, so they are not even added up
            self._count(True, tuple(map(threshold_key, causes)), game.turn, game.points,
                        game.hoard_values, game.contributed, (), ())
        else:
            final = game.final_scores()
            self._count(False, (), game.turn, game.points, game.hoard_values, game.contributed,
                        final, winning_seats(final, game.teams))

    def _count(self, lost: bool, causes, turns: int, points, hoard_points, given,
               final_scores, winners) -> None:
        """Count one game, from its facts (``causes``: ``cause_key`` of each broken
        threshold; ``given``: cards given per seat and colour; ``final_scores`` and
        ``winners`` are read only when the world was saved). The one place where a game
        is counted, whether it comes as a record or as a flat game."""
        n = self.n_players
        self.games += 1
        hist = self.turns
        hist[turns] = hist.get(turns, 0) + 1
        if lost:  # R6.1: the scores do not count; the causes do
            self.lost += 1
            kinds = {key.partition(":")[0] for key in causes}
            _add_one(self.cause_kinds, kinds)
            _add_one(self.cause_exclusive, (kinds.pop() if len(kinds) == 1 else "several",))
            _add_one(self.cause_detail, causes)
        else:
            best = max(final_scores)
            hist = self.winning_score
            hist[best] = hist.get(best, 0) + 1
            scores = self.scores
            for s in range(n):
                hist, score = scores[s], final_scores[s]
                hist[score] = hist.get(score, 0) + 1
            wins = self.wins
            for s in winners:
                wins[s] += 1
        # per seat, all games (indexed loops: the cheapest way here, and this runs once
        # per simulated game)
        all_points, all_hoards, all_given = self.points, self.hoard_points, self.given
        for s in range(n):
            all_points[s] += points[s]
            all_hoards[s] += hoard_points[s]
            g, b, r = given[s]
            total = all_given[s]
            total[0] += g
            total[1] += b
            total[2] += r

    def merge(self, other: Tally) -> Tally:
        """Add ``other``'s counts to this tally (in place; returns it). The result is the
        same whatever order tallies are merged in."""
        if other.n_players != self.n_players:
            raise ValueError(f"cannot merge a tally of {other.n_players} players into one "
                             f"of {self.n_players}")
        self.games += other.games
        self.lost += other.lost
        for mine, theirs in ((self.cause_kinds, other.cause_kinds),
                             (self.cause_exclusive, other.cause_exclusive),
                             (self.cause_detail, other.cause_detail),
                             (self.turns, other.turns),
                             (self.winning_score, other.winning_score),
                             *zip(self.scores, other.scores, strict=True)):
            for value, count in theirs.items():
                mine[value] = mine.get(value, 0) + count
        for s in range(self.n_players):
            self.wins[s] += other.wins[s]
            self.points[s] += other.points[s]
            self.hoard_points[s] += other.hoard_points[s]
            for c in range(3):
                self.given[s][c] += other.given[s][c]
        return self

    @property
    def saved(self) -> int:
        return self.games - self.lost

    # ------------------------------------------------------------------ equality
    def _key(self) -> tuple:
        def hist(c: dict) -> tuple:
            return tuple(sorted((k, v) for k, v in c.items() if v))

        return (self.n_players, self.games, self.lost, hist(self.cause_kinds),
                hist(self.cause_exclusive), hist(self.cause_detail), hist(self.turns),
                hist(self.winning_score), tuple(hist(c) for c in self.scores),
                tuple(self.wins), tuple(self.points), tuple(self.hoard_points),
                tuple(tuple(g) for g in self.given))

    def __eq__(self, other) -> bool:
        return isinstance(other, Tally) and self._key() == other._key()

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return f"Tally({self.n_players} players, {self.games} games, {self.lost} lost)"

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict:
        """Plain data (JSON-ready); histograms are ``[[value, count], ...]`` lists."""
        def hist(c: dict) -> list:
            return [[k, v] for k, v in sorted(c.items()) if v]

        return {
            "players": self.n_players, "games": self.games, "lost": self.lost,
            "cause_kinds": dict(sorted(self.cause_kinds.items())),
            "cause_exclusive": dict(sorted(self.cause_exclusive.items())),
            "cause_detail": dict(sorted(self.cause_detail.items())),
            "turns": hist(self.turns), "winning_score": hist(self.winning_score),
            "scores": [hist(c) for c in self.scores], "wins": list(self.wins),
            "points": list(self.points), "hoard_points": list(self.hoard_points),
            "given": [list(g) for g in self.given],
        }

    @staticmethod
    def from_dict(data: dict) -> Tally:
        """The inverse of ``to_dict``; anything malformed is a ValueError."""
        try:
            n = _count(data["players"])
            tally = Tally(n)
            tally.games = _count(data["games"])
            tally.lost = _count(data["lost"])
            for name in ("cause_kinds", "cause_exclusive", "cause_detail"):
                setattr(tally, name, {str(k): _count(v) for k, v in dict(data[name]).items()})
            tally.turns = _hist(data["turns"])
            tally.winning_score = _hist(data["winning_score"])
            tally.scores = [_hist(h) for h in data["scores"]]
            tally.wins = [_count(x) for x in data["wins"]]
            tally.points = [_count(x) for x in data["points"]]
            tally.hoard_points = [_count(x) for x in data["hoard_points"]]
            tally.given = [[_count(x) for x in g] for g in data["given"]]
            if not (len(tally.scores) == len(tally.wins) == len(tally.points)
                    == len(tally.hoard_points) == len(tally.given) == n
                    and all(len(g) == 3 for g in tally.given)
                    and tally.lost <= tally.games):
                raise ValueError("the per-seat lists do not match the number of players")
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ValueError(f"not a simulation tally: {exc}") from None
        return tally

    @staticmethod
    def of(records, n_players: int) -> Tally:
        """The tally of some records (e.g. a result saved before tallies existed)."""
        tally = Tally(n_players)
        for r in records:
            tally.add(r)
        return tally


def _count(x) -> int:
    if not is_whole(x) or x < 0:
        raise ValueError(f"expected a whole number >= 0, not {x!r}")
    return x


def _hist(pairs) -> dict[int, int]:
    out: dict[int, int] = {}
    for value, count in pairs:
        if not is_whole(value):
            raise ValueError(f"expected a whole-number value, not {value!r}")
        out[value] = out.get(value, 0) + _count(count)
    return out


def _add_one(hist: dict, values) -> None:
    """Count each of ``values`` once more in ``hist``."""
    for value in values:
        hist[value] = hist.get(value, 0) + 1

"""``evolve``: "everyone copies the winner", round after round.

After Nicky Case's *The Evolution of Trust*: a population of players, each playing one
strategy, plays a round of games at tables of ``seats`` players drawn from it. Then the
seats of the least successful strategy go to the most successful one, and the next round
is played with that new mix. The rounds show how the mix changes, and how often the world
is lost (R6.1) as it does.

A strategy's success in a round is its mean final score per seat (R6.4), where a game in
which the world was lost scores 0 for everybody (R6.1: the scores do not count then). A
tie between strategies is broken by the order they were given in.

Every game is seeded from the master seed, the round and the game's number alone
(``seeding.derive_seed``): the tables it draws and the game itself (``runner.play_game``).
So the same seed gives the same rounds whoever plays the games: here, on local worker
processes (``workers=N``) or on any ``concurrent.futures.Executor`` (a Dask cluster's
``client.get_executor()``).
"""

from __future__ import annotations

import concurrent.futures as cf
import random
from collections.abc import Mapping, Sequence
from contextlib import ExitStack
from dataclasses import dataclass

from terra_widget.bots import make_strategy
from terra_widget.checks import is_whole
from terra_widget.i18n import translator
from terra_widget.rules import check_length

from .pool import check_executor, in_flight, local_processes
from .progress import reporter
from .runner import play_game
from .seeding import derive_seed

#: Games per unit of work sent to a worker (nothing in the results depends on it).
CHUNK = 25
#: The most rounds and games per round one call plays (typo guards).
MAX_ROUNDS = 1_000
MAX_GAMES_PER_ROUND = 1_000_000
#: The chart's size in inches: 800 px wide in a notebook, as the other lesson charts.
CHART_SIZE = (8, 7)


@dataclass(frozen=True)
class EvolutionRound:
    """One round: the mix of strategies that played it (spec -> seats), the share of its
    games where the world was lost, each strategy's success (mean final score per seat,
    0 in a lost game), and the seats moved after it: ``(from_spec, to_spec, seats)``, or
    None when one strategy holds every seat."""

    number: int
    mix: dict[str, int]
    games: int
    lost: float
    success: dict[str, float]
    moved: tuple[str, str, int] | None


def _population(strategies) -> dict[str, int]:
    """``{spec: seats}`` from a mapping of strategies to seat counts, or a list of
    strategies (one seat each; a strategy listed twice has two)."""
    if isinstance(strategies, Mapping):
        pairs = list(strategies.items())
    elif isinstance(strategies, Sequence) and not isinstance(strategies, str):
        pairs = [(s, 1) for s in strategies]
    else:
        raise ValueError("strategies must be a dict of strategy names to numbers of seats, "
                         "such as {'cooperative': 4, 'selfish': 4, 'reciprocal': 4}, or a "
                         f"list of strategy names, not {strategies!r}")
    mix: dict[str, int] = {}
    for strategy, seats in pairs:
        if not is_whole(seats) or seats < 0:
            raise ValueError(f"the seats of {strategy!r} must be a whole number from 0 up, "
                             f"not {seats!r}")
        spec = make_strategy(strategy).spec  # a clear ValueError for an unknown name
        mix[spec] = mix.get(spec, 0) + seats
    return mix


def _check(name: str, value, low: int, high: int) -> int:
    if not is_whole(value) or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high:,}, not "
                         f"{value!r}")
    return value


def draw_table(mix: dict[str, int], seats: int, seed: int, round_: int, index: int
               ) -> tuple[str, ...]:
    """The strategies at game ``index``'s table in round ``round_``: ``seats`` players
    drawn at random from the population, seated in the order drawn."""
    population = [spec for spec, count in mix.items() for _ in range(count)]
    return tuple(random.Random(derive_seed(seed, round_, index)).sample(population, seats))


def play_games(tables: Sequence[tuple[str, ...]], start: int, round_seed: int, length: str
               ) -> tuple[int, list[tuple[bool, tuple[int, ...]]]]:
    """Games ``start``, ``start + 1``... of a round, one per table: ``(start, [(lost,
    final scores per seat)])`` (the unit of work sent to workers)."""
    out = []
    for index, table in enumerate(tables, start):
        record = play_game([make_strategy(spec) for spec in table], index, round_seed,
                           length=length)
        out.append((record.lost, record.final_scores))
    return start, out


def evolve(strategies, *, seats: int = 4, rounds: int = 8, games_per_round: int = 100,
           seed: int = 0, workers: int | None = None, executor: cf.Executor | None = None,
           length: str = "full", progress=None) -> Evolution:
    """Play ``rounds`` rounds of "everyone copies the winner" and return them.

    ``strategies``: a dict of strategy names to numbers of seats (the population, at
    least ``seats`` players), such as ``{"cooperative": 4, "selfish": 4, "reciprocal":
    4}``, or a list of names (one seat each). ``seats``: players per table (3 to 6,
    R1.1). ``games_per_round``: games in each round. ``seed``: the same seed gives the
    same rounds. ``workers``: None or 1 plays here, N > 1 on N local processes;
    ``executor``: any ``concurrent.futures.Executor`` (Dask: ``client.get_executor()``),
    not with ``workers``. ``length``: ``"full"`` or ``"short"`` (the classroom short
    game). ``progress``: True for a progress bar (tqdm: on the terminal, or a widget in
    a notebook), or a callable ``f(games_done, games)``."""
    mix = _population(strategies)
    seats = _check("seats (players per table, R1.1)", seats, 3, 6)
    if sum(mix.values()) < seats:
        raise ValueError(f"the population has {sum(mix.values())} seats; a table of {seats} "
                         f"needs at least {seats}")
    rounds = _check("rounds", rounds, 1, MAX_ROUNDS)
    games_per_round = _check("games_per_round", games_per_round, 1, MAX_GAMES_PER_ROUND)
    if not is_whole(seed):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    length = check_length(length)
    if workers is not None:
        workers = _check("workers", workers, 1, 1024)
    check_executor(executor, workers)
    bar = reporter(progress, rounds * games_per_round)
    order = list(mix)  # ties go to the strategy given first
    played: list[EvolutionRound] = []
    with ExitStack() as stack:
        if executor is None and workers is not None and workers > 1:
            executor = stack.enter_context(local_processes(workers))
        for number in range(1, rounds + 1):
            lost, success = _play_round(mix, seats, games_per_round, seed, number, length,
                                        executor)
            before = dict(mix)
            moved = _copy_the_winner(mix, success, order)  # changes ``mix`` for the next
            played.append(EvolutionRound(number, before, games_per_round, lost, success,
                                         moved))
            if bar is not None:
                bar(number * games_per_round, rounds * games_per_round)
    return Evolution(tuple(order), seats, games_per_round, seed, length, played)


def _play_round(mix, seats, games, seed, number, length, executor):
    """One round's share of games lost and each strategy's success."""
    round_seed = derive_seed(seed, number)
    tables = [draw_table(mix, seats, seed, number, i) for i in range(games)]
    chunks = [(tables[a:a + CHUNK], a) for a in range(0, games, CHUNK)]
    results: dict[int, list] = {}
    if executor is None:
        for part, start in chunks:
            results[start] = play_games(part, start, round_seed, length)[1]
    else:
        jobs = ((play_games, part, start, round_seed, length) for part, start in chunks)
        for start, out in in_flight(executor, jobs):
            results[start] = out
    games_lost = 0
    total = {spec: 0 for spec in mix if mix[spec]}
    count = dict.fromkeys(total, 0)
    for start in sorted(results):  # in game order, whoever played them
        for offset, (lost, finals) in enumerate(results[start]):
            games_lost += lost
            for spec, score in zip(tables[start + offset], finals, strict=True):
                total[spec] += 0 if lost else score  # R6.1: no score counts when lost
                count[spec] += 1
    success = {spec: total[spec] / count[spec] for spec in total if count[spec]}
    return games_lost / games, success


def _copy_the_winner(mix: dict[str, int], success: dict[str, float], order: list[str]
                     ) -> tuple[str, str, int] | None:
    """Give every seat of the least successful strategy to the most successful one (in
    place); what moved, or None when a single strategy played the round."""
    ranked = sorted(success, key=lambda spec: (-success[spec], order.index(spec)))
    if len(ranked) < 2:
        return None
    winner, loser = ranked[0], ranked[-1]
    if success[winner] == success[loser]:
        return None  # nobody did better than anybody: nothing to copy
    count = mix[loser]
    mix[winner] += count
    mix[loser] = 0
    return loser, winner, count


class Evolution:
    """The rounds of an ``evolve`` call (``rounds``), as a table and a chart."""

    def __init__(self, strategies, seats, games_per_round, seed, length, rounds):
        self.strategies: tuple[str, ...] = strategies
        self.seats = seats
        self.games_per_round = games_per_round
        self.seed = seed
        self.length = length
        self.rounds: list[EvolutionRound] = list(rounds)

    def __eq__(self, other) -> bool:
        if not isinstance(other, Evolution):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None

    def to_json(self) -> dict:
        return {"strategies": list(self.strategies), "seats": self.seats,
                "games_per_round": self.games_per_round, "seed": self.seed,
                "length": self.length,
                "rounds": [{"round": r.number, "mix": r.mix, "lost": r.lost,
                            "success": r.success,
                            "moved": None if r.moved is None else list(r.moved)}
                           for r in self.rounds]}

    @property
    def lost(self) -> list[float]:
        """The share of games lost, round by round."""
        return [r.lost for r in self.rounds]

    def mix(self, spec: str) -> list[int]:
        """The seats ``spec`` held, round by round."""
        return [r.mix.get(spec, 0) for r in self.rounds]

    def table(self, lang: str = "en") -> str:
        """The rounds as text: each round's mix, share of games lost and the seats moved
        after it, in ``lang``."""
        from terra_widget.i18n.numbers import percent

        t = translator(lang)
        lines = [t("evolution.title_text", rounds=len(self.rounds),
                   games=self.games_per_round, seats=self.seats)]
        for r in self.rounds:
            mix = ", ".join(f"{t.strategy(spec)} {r.mix[spec]}" for spec in self.strategies
                            if r.mix.get(spec))
            lines.append(t("evolution.round_line", round=r.number, mix=mix,
                           lost=percent(r.lost, lang, 0)))
            if r.moved is not None:
                lines.append("    " + t("evolution.moved", loser=t.strategy(r.moved[0]),
                                        winner=t.strategy(r.moved[1]), seats=r.moved[2]))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.table()

    def plot(self, lang: str = "en"):
        """The rounds as a ``charts.Chart`` (``.show()`` draws it): the seats of each
        strategy, round by round, above the share of games lost. Its title names what
        is shown, never what it shows."""
        from terra_widget.i18n.numbers import percent

        from .charts import MARKERS, PALETTE, Chart

        t = translator(lang)
        xs = [r.number for r in self.rounds]
        chart = Chart(rows=2, size=CHART_SIZE)
        whole = lambda v: f"{v:g}" if v == int(v) else ""  # noqa: E731  (rounds, seats)
        seats = sum(self.rounds[0].mix.values())
        # a strategy holding every seat draws its line on the top edge: a margin above it,
        # and only whole numbers of seats on the axis
        top = chart.panel(0, title=t("evolution.chart.title"), xlabel=t("evolution.chart.x"),
                          ylabel=t("evolution.chart.seats"), ylim=(0, seats * 1.08),
                          xformat=whole, yformat=lambda v: whole(v) if v <= seats else "")
        for k, spec in enumerate(self.strategies):
            top.line(xs, self.mix(spec), color=PALETTE[k % len(PALETTE)],
                     marker=MARKERS[k % len(MARKERS)], label=t.strategy(spec))
        top.legend("upper left")
        bottom = chart.panel(1, xlabel=t("evolution.chart.x"),
                             ylabel=t("evolution.chart.lost"), ylim=(0, 1), xformat=whole,
                             yformat=lambda v: percent(v, lang, 0))
        bottom.line(xs, self.lost, color=PALETTE[1], marker="o",
                    label=t("evolution.chart.lost"))
        return chart

    def chart(self, lang: str = "en"):
        """The picture of ``plot`` as a matplotlib figure."""
        return self.plot(lang).figure()

"""``tournament``: play every table of a class tournament, serially, on local worker
processes with a watchdog, or on any ``concurrent.futures.Executor``, and gather the
result. Which tables a failed strategy sits out follows from table order alone: tables
played in parallel before a failure was known are played again (``unsettled``), so the
same seed gives the same tournament however it is played.
"""

from __future__ import annotations

import concurrent.futures as cf

from terra_widget.checks import is_whole
from terra_widget.i18n import translator

from ..pool import in_flight
from ..progress import reporter
from . import guard
from .draw import draw_tables
from .entrants import TournamentError, gather
from .guard import DECISION_LIMIT
from .pool import WorkerPool
from .results import TournamentResult, failures
from .table import TableResult, note_failures, play_tables, sits_out

#: The most games per strategy one tournament plays: a million already takes days on one
#: core, so a larger number is far more likely a typo than a plan.
MAX_GAMES = 1_000_000


def tournament(folder=None, strategies=(), *, games: int = 20, seats: int = 4,
               seed: int = 0, workers: int | None = 1,
               executor: cf.Executor | None = None, limit: float = DECISION_LIMIT,
               lang: str = "en", progress: bool | object = False) -> TournamentResult:
    """Play a class tournament; see the package's docstring.

    ``folder``: a folder of ``.py`` files with ``Strategy`` classes (or None);
    ``strategies``: more entrants, bundled names (``"selfish"``) or ``Strategy`` objects;
    ``games``: games per strategy (1 to 1,000,000); ``seats``: players per table (3 to 6);
    ``seed``: the same seed, the same tournament however it is run;
    ``workers``: local worker processes with a watchdog (default 1; 0 plays here, where
    a strategy that never returns cannot always be stopped); ``executor``: any
    ``concurrent.futures.Executor`` instead (Dask: ``client.get_executor()``; a decision
    past the limit is interrupted there too, a crash is the executor's to handle);
    ``limit``: seconds one decision may take (default 1); ``lang``: the language of the
    reports; ``progress``: True for a progress bar (or a callable ``f(done, total)``).
    """
    t = translator(lang)  # a ValueError naming the five languages
    if not is_whole(games) or not 1 <= games <= MAX_GAMES:
        raise TournamentError(t("tournament.bad_games", value=repr(games), most=MAX_GAMES))
    if not is_whole(seats) or not 3 <= seats <= 6:
        raise TournamentError(t("tournament.bad_seats", value=repr(seats)))  # R1.1
    if not is_whole(seed):
        raise TournamentError(t("tournament.bad_seed", value=repr(seed)))
    if isinstance(limit, bool) or not isinstance(limit, (int, float)) or not limit > 0:
        raise TournamentError(t("tournament.bad_limit", value=repr(limit)))
    if workers is not None and (not is_whole(workers) or workers < 0):
        raise TournamentError(t("tournament.bad_workers", value=repr(workers)))
    entrants, problems = gather(strategies, folder, lang)
    if not entrants:
        raise TournamentError(t("tournament.none"))
    in_browser = guard.IN_BROWSER
    if in_browser:  # no process, no thread can start there: every table is played here
        executor, workers = None, 0
    draw = draw_tables(len(entrants), games, seats, seed)
    results: list[TableResult | None] = [None] * len(draw)
    done = 0
    bar = reporter(progress, len(draw), t("tournament.progress"))

    bench: dict[int, int] = {}  # entrant -> the table of its first failure, as found
    pool = None

    def take(result: TableResult) -> None:
        nonlocal done
        results[result.table] = result
        note_failures(bench, result)
        if pool is not None:  # the workers see it at their next table
            for who, at in bench.items():
                pool.fails[who] = at
        done += 1
        if bar is not None and (done == len(draw) or done % max(1, len(draw) // 100) == 0):
            bar(min(done, len(draw)), len(draw))

    def play(jobs) -> None:
        if executor is not None:
            size = max(1, len(jobs) // 64)
            parts = (jobs[i:i + size] for i in range(0, len(jobs), size))
            # submitted a few at a time, each with the failures found so far
            for part in in_flight(executor, ((play_tables, entrants, part, seed, limit,
                                              lang, dict(bench)) for part in parts), 8):
                for result in part:
                    take(result)
        elif not workers:
            for i, seats in jobs:  # one at a time: each sees every failure before it
                take(play_tables(entrants, [(i, seats)], seed, limit, lang, bench)[0])
        else:
            pool.run([(i, s, None) for i, s in jobs], take,
                     chunk=max(1, min(16, len(jobs) // (4 * workers))))

    if executor is None and workers:
        pool = WorkerPool(min(workers, len(draw)), entrants, seed, limit, lang)
    try:
        jobs = list(enumerate(draw))
        while jobs:  # tables played in parallel before a failure was known: again
            play(jobs)
            jobs, settled = unsettled(results, draw)
            bench.clear()  # what the settled tables found, and nothing else
            bench.update(settled)
            if pool is not None:
                for who in range(len(entrants)):
                    pool.fails[who] = bench.get(who, -1)
    finally:
        if pool is not None:
            pool.close()
    problems += failures(entrants, results)
    return TournamentResult(entrants, results, problems, seed, seats, games, lang,
                            in_browser=in_browser)


def unsettled(results, draw) -> tuple[list[tuple[int, tuple[int, ...]]], dict[int, int]]:
    """The tables to play again: walking in table order, those whose sitting-out does
    not follow from the failures at the tables before them (a table played on another
    worker before a failure at an earlier one was known), and the failures found at the
    tables before the first of them. What a serial run plays, then, whoever played which
    table."""
    bench: dict[int, int] = {}
    out = []
    for i, result in enumerate(results):
        expected = tuple(s for s, who in enumerate(draw[i]) if sits_out(bench, who, i))
        if result is None or result.benched != expected:
            out.append((i, draw[i]))
        elif not out:  # failures count only from settled tables
            note_failures(bench, result)
    return out, bench

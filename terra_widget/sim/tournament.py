"""``tournament``: every strategy of a class plays every other, at mixed tables.

After Robert Axelrod's tournaments: strategies come from a folder of ``.py`` files (one or
more ``Strategy`` classes each, as lesson 05 writes them), from objects and from the
bundled names. Each plays the same number of games; in every round the entrants are
shuffled (one seeded draw per round, ``seeding.tournament_seed``) and dealt to tables of
``seats`` players (R1.1: 3 to 6), so that seats and table-mates rotate and nobody is
favoured by seat order or company; the bundled baseline fills the seats left over.

Table ``i`` is game ``i`` of a ``simulate`` run: dealt from ``game_seed(seed, i)`` (R1.6),
its strategies seeded with ``seat_seeds(seed, i, n)`` (``seeding.py``), so the same seed
gives the same tournament whoever plays which table: here, on local worker processes or
on any ``concurrent.futures.Executor`` (a Dask cluster's ``client.get_executor()``).

A tournament runs students' code with the rights of whoever runs it (the teacher): it is
not a sandbox. What it does guard against are mistakes, told by name in the user's
language (``strategy_errors``, ``tournament.*`` texts):

* a file that does not import, or holds no ``Strategy`` class, or a class that is not a
  ``Strategy``: left out, reported;
* a strategy that raises, answers a move the rules refuse (R7.3) or thinks longer than the
  per-decision limit: from that decision on, the bundled baseline plays its seat to the
  end of that game, and the game is marked (the other seats' games still count); then
  that strategy sits out the rest of the tournament (the baseline plays its seats from
  the start), so that a loop or a slow strategy costs the limit once, not in every game.
  The report still names it, says why and how many games it sat out. Which tables it
  sits out follows from table order alone (tables played on other workers before its
  failure was known are played again), so the same seed gives the same tournament;
* a strategy that never returns, or crashes its process: on the default worker processes
  a watchdog stops it (a decision past its limit is interrupted; a worker that does not
  answer is killed and replaced) and the table is played again with the baseline taking
  the seat over at that decision -- the very game the first case gives.

In the browser (the static site's Pyodide, issue #24) neither a process nor a thread can
start: there a tournament plays its tables here, one after another, whatever ``workers``
or ``executor`` asks (the same seed, the same tournament); a decision past the limit is
found when it returns, but one that never returns cannot be stopped. The report says so
in its language.

The view a strategy gets still holds no path to hidden cards (R7.5, ``rules.seat``).
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib.util
import inspect
import multiprocessing as mp
import random
import signal
import sys
import threading
import time
import traceback
from contextlib import contextmanager
from dataclasses import dataclass, field
from math import sqrt
from multiprocessing.connection import wait as wait_for
from pathlib import Path

from terra_widget.bots import Strategy, make_strategy
from terra_widget.checks import is_whole
from terra_widget.i18n import translator
from terra_widget.rules.seat import tracked_deal

from . import strategy_errors
from .runner import _config, _in_flight, seat_policy
from .seeding import game_seed, seat_seeds, tournament_seed
from .stats import Z95, wilson_interval

#: The strategy that fills empty seats and finishes a failed strategy's game.
BASELINE = "cooperative"
#: How long one decision may take, by default (seconds).
DECISION_LIMIT = 1.0
#: The most games per strategy one tournament plays (a typo guard, as ``MAX_GAMES``).
MAX_GAMES = 1_000_000
#: The kinds of failure, as the reports name them (``tournament.kind.*``).
KINDS = ("import", "no_strategy", "not_strategy", "raised", "illegal", "slow", "stuck",
         "crash")
_COLOURS = ("green", "blue", "red")  # GameRecord.contributed's order
#: The tournament's picture, in inches (``plot``): shown at its own width, 800 px, in a
#: notebook at 1280x720, so its 12-point text is 16 px there (#22).
CHART_SIZE = (8, 6)
#: Pyodide (the static site, #24): no worker process, no watchdog thread can start there.
IN_BROWSER = sys.platform == "emscripten"


class TournamentError(ValueError):
    """A tournament that cannot be set up (no strategies, bad arguments)."""


# -- entrants ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Entrant:
    """One strategy of the tournament: its ``name`` in the tables and how to make it.
    ``source`` is ``("spec", "cooperative")``, ``("file", path, class name)`` or
    ``("object", prototype)``; a file's class is imported again by path in a worker
    (a Dask worker needs no pickled class)."""

    name: str
    source: tuple

    def make(self, seed: int) -> Strategy:
        kind = self.source[0]
        if kind == "spec":
            return make_strategy(self.source[1], seed=seed)
        if kind == "file":
            cls = getattr(_module(self.source[1]), self.source[2])
            return cls(seed=seed)
        return self.source[1].clone(seed=seed)


@dataclass(frozen=True)
class Problem:
    """A failure, told by name: ``who`` (a strategy or a file), its ``kind`` (one of
    ``KINDS``), what is known of it (``detail``: the first error, the limit...) and how
    many of its games were marked (``games``; 0 for a file or class left out).
    ``text(lang)`` says it in one of the five languages."""

    who: str
    kind: str
    detail: tuple = ()  # (name, value) pairs for the text's {fields}
    games: int = 0
    #: the games it sat out after its failure (the baseline played its seat)
    sat_out: int = 0

    def text(self, lang: str = "en") -> str:
        t = translator(lang)
        said = t(f"tournament.kind.{self.kind}", **dict(self.detail))
        if not self.games:
            return said
        games = t("tournament.marked.one" if self.games == 1 else "tournament.marked",
                  n=self.games)
        if self.sat_out:
            games += "; " + t("tournament.sat_out.one" if self.sat_out == 1
                              else "tournament.sat_out", n=self.sat_out)
        return f"{said} ({games})"


_MODULES: dict[str, object] = {}


def _module(path: str):
    """The module of a strategy file, imported once per process (by path: a student's
    folder is not on ``sys.path``)."""
    module = _MODULES.get(path)
    if module is None:
        name = "terra_tournament_" + str(abs(hash(path)))
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses and pickling look their module up
        before = sys.dont_write_bytecode
        sys.dont_write_bytecode = True  # no __pycache__ left in the students' folder
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[name]
            raise
        finally:
            sys.dont_write_bytecode = before
        _MODULES[path] = module
    return module


def _first_error(error: BaseException) -> str:
    """The error's last line (what Python says went wrong) and where in the student's file."""
    told = "".join(traceback.format_exception_only(error)).strip().splitlines()[-1]
    where = None
    for frame, line in traceback.walk_tb(error.__traceback__):
        if strategy_errors._is_students(frame.f_code.co_filename):
            where = f"{Path(frame.f_code.co_filename).name}:{line}"
    return f"{told} ({where})" if where else told


def load_folder(folder, lang: str = "en") -> tuple[list[Entrant], list[Problem]]:
    """The strategies of every ``.py`` file of ``folder`` (in name order), and the files
    and classes left out, each with its reason in ``lang``."""
    t = translator(lang)
    path = Path(folder)
    if not path.is_dir():
        raise TournamentError(t("tournament.no_folder", folder=str(folder)))
    entrants, problems = [], []
    for file in sorted(path.glob("*.py")):
        if file.name.startswith("_"):
            continue
        try:
            module = _module(str(file.resolve()))
        except BaseException as err:  # a student's file may even call sys.exit()
            if isinstance(err, KeyboardInterrupt):
                raise
            problems.append(Problem(file.name, "import", (("error", _first_error(err)),)))
            continue
        found = 0
        classes = [(name, obj) for name, obj in vars(module).items()
                   if inspect.isclass(obj) and obj.__module__ == module.__name__]
        several = sum(issubclass(obj, Strategy) for _, obj in classes) > 1
        for name, obj in classes:
            if issubclass(obj, Strategy):  # named after the student's file
                label = f"{file.stem}:{name}" if several else file.stem
                entrants.append(Entrant(label, ("file", str(file.resolve()), name)))
                found += 1
            elif callable(getattr(obj, "choose", None)):
                problems.append(Problem(f"{file.name}: {name}", "not_strategy",
                                        (("name", name),)))
                found += 1
        if not found:
            problems.append(Problem(file.name, "no_strategy"))
    return entrants, problems


def _entrants(strategies, folder, lang) -> tuple[list[Entrant], list[Problem]]:
    entrants, problems = load_folder(folder, lang) if folder is not None else ([], [])
    for item in strategies or ():
        if isinstance(item, str):
            prototype = make_strategy(item)  # a ValueError listing the bundled names
            entrants.append(Entrant(prototype.spec, ("spec", item)))
        elif isinstance(item, Strategy):
            entrants.append(Entrant(item.spec, ("object", item)))
        else:
            name = getattr(item, "__name__", None) or type(item).__name__
            problems.append(Problem(name, "not_strategy", (("name", name),)))
    seen: dict[str, int] = {}
    named = []
    for e in entrants:  # two entrants with one name: "name", "name (2)"
        seen[e.name] = seen.get(e.name, 0) + 1
        named.append(e if seen[e.name] == 1 else Entrant(f"{e.name} ({seen[e.name]})",
                                                         e.source))
    return named, problems


# -- the draw of tables --------------------------------------------------------------------

def draw_tables(n_entrants: int, games: int, seats: int, seed: int) -> list[tuple[int, ...]]:
    """The tables of a tournament: ``games`` rounds; in each, the entrants (and ``-1``,
    the baseline, for the seats left over) are shuffled with the round's own seed and
    dealt ``seats`` to a table. Every entrant plays once per round, so ``games`` games;
    its seat and table-mates are drawn afresh every round."""
    per_round = -(-n_entrants // seats)
    pool = list(range(n_entrants)) + [-1] * (per_round * seats - n_entrants)
    tables = []
    for r in range(games):
        order = pool[:]
        random.Random(tournament_seed(seed, r)).shuffle(order)
        tables += [tuple(order[i:i + seats]) for i in range(0, len(order), seats)]
    return tables


# -- one table, guarded --------------------------------------------------------------------

class _Timeout(BaseException):
    """A decision past its limit (not an ``Exception``: ``except Exception`` in a
    strategy must not swallow it)."""


class _Watchdog:
    """Interrupts a decision that runs past its limit: a thread checks the clock every
    few hundredths of a second and raises ``_Timeout`` in the deciding thread -- by a
    signal when that is the main thread (so that even ``time.sleep`` is cut short),
    else as an asynchronous exception (a Dask worker's thread). ``board``: the shared
    numbers the parent's watchdog reads (table, seat, decision, start, deciding)."""

    def __init__(self, limit: float, board=None):
        self.limit = limit
        self.board = board
        self.lock = threading.Lock()
        self.active = False
        self.started = 0.0
        self.fired = False
        self.thread_id = threading.get_ident()
        self.signal = False  # the deciding thread is the main one, with our handler
        if not IN_BROWSER:  # there, only stop() finds a decision past the limit
            threading.Thread(target=self._watch, daemon=True).start()

    def on_signal(self, signum, frame):
        if self.active and time.monotonic() - self.started > self.limit:
            raise _Timeout()

    def _watch(self):
        tick = min(0.05, self.limit / 4)
        while True:
            time.sleep(tick)
            with self.lock:
                if self.active and not self.fired and \
                        time.monotonic() - self.started > self.limit:
                    self.fired = True
                    if self.signal:
                        signal.pthread_kill(self.thread_id, signal.SIGUSR1)
                    else:
                        _async_raise(self.thread_id, _Timeout)

    def start(self, table: int, seat: int, decision: int) -> None:
        board = self.board
        self.started = now = time.monotonic()
        if board is not None:
            board[0], board[1], board[2], board[3], board[4] = table, seat, decision, now, 1
        self.active = True

    def stop(self) -> float:
        with self.lock:
            self.active = False
            if self.fired and not self.signal:
                _async_raise(self.thread_id, None)  # one not yet delivered: cleared
            self.fired = False
        if self.board is not None:
            self.board[4] = 0
        return time.monotonic() - self.started

    @contextmanager
    def watching(self):
        """Decisions are made in this thread while inside: a signal handler of ours if
        it is the main thread (the one before is put back after)."""
        self.thread_id = threading.get_ident()
        main = threading.current_thread() is threading.main_thread()
        before = signal.signal(signal.SIGUSR1, self.on_signal) if main else None
        self.signal = main
        try:
            yield self
        finally:
            self.signal = False
            if main:
                signal.signal(signal.SIGUSR1, before)


def _async_raise(thread_id: int, exc) -> None:
    import ctypes

    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id),
                                               ctypes.py_object(exc) if exc else None)


class _Guarded:
    """A seat's flat policy (``seat_policy``) that hands the seat to the baseline at the
    strategy's first failure: an exception, a refused move (R7.3), a decision past the
    limit -- or ``fault``, a failure found when the table was played before (a decision
    that never returned, a crash), taken over at the same decision."""

    shared = False

    def __init__(self, make, seat, config, fallback, watchdog, table, fault):
        self.seat, self.fallback, self.watchdog, self.table = seat, fallback, watchdog, table
        self.fault = fault  # (decision, kind, text) or None
        self.failure = None  # (decision, kind, text) once failed
        self.decisions = 0
        self.slow = False
        self.inner = None
        if fault is not None and fault[0] == 0:
            self.failure = fault
            return
        try:
            player = make()
        except Exception as err:
            self.failure = (0, "raised", _first_error(err))
            return
        own = player.choose
        dog = watchdog

        def timed(view, legal):  # only the strategy's own thinking is timed
            dog.start(table, seat, self.decisions - 1)
            try:
                return own(view, legal)
            finally:
                self.slow = dog.stop() > dog.limit

        player.choose = timed  # the instance's: its class (and its lines) unchanged
        self.inner, _ = seat_policy(player, config)

    def _ask(self, which: str, g, seat: int) -> int:
        if self.failure is None:
            n = self.decisions
            if self.fault is not None and self.fault[0] == n:
                self.failure = self.fault
            else:
                self.decisions = n + 1
                limit = f"{self.watchdog.limit:g}"
                try:
                    move = getattr(self.inner, which)(g, seat)
                    if not self.slow:
                        return move
                    self.failure = (n, "slow", limit)
                except _Timeout:
                    self.failure = (n, "slow", limit)
                except strategy_errors.IllegalChoice as err:
                    self.failure = (n, "slow", limit) if self.slow else \
                        (n, "illegal", err.text.splitlines()[0])
                except strategy_errors.StrategyError as err:
                    cause = err.__cause__
                    self.failure = (n, "slow", limit) if self.slow else \
                        (n, "raised", _first_error(cause) if cause else err.text)
                except Exception as err:  # noqa: BLE001 - any mistake of a student's
                    self.failure = (n, "raised", _first_error(err))
        return getattr(self.fallback, which)(g, seat)

    def respond(self, g, seat):
        return self._ask("respond", g, seat)

    def play(self, g, seat):
        return self._ask("play", g, seat)

    def discard(self, g, seat):
        return self._ask("discard", g, seat)


@dataclass(frozen=True)
class TableResult:
    """One game of the tournament: its table number, who sat where (``-1``: the
    baseline), whether the world was lost (R6.1), per seat its track points (the common
    good, R3.4/R4.3), hoarded points (R4.6), cards given per colour and whether it won
    (R6.5), and the seats whose strategy failed: ``(seat, decision, kind, text)``."""

    table: int
    seats: tuple[int, ...]
    lost: bool
    points: tuple[int, ...]
    hoard_points: tuple[int, ...]
    contributed: tuple[tuple[int, int, int], ...]
    winners: tuple[int, ...]
    failures: tuple[tuple[int, int, str, str], ...] = ()
    #: the seats whose strategy sat this game out (it had failed at an earlier table):
    #: the baseline played them from the start
    benched: tuple[int, ...] = ()


def play_table(entrants, index: int, seats: tuple[int, ...], seed: int, watchdog,
               faults=None, bench=None) -> TableResult:
    """Game ``index`` of the tournament (``seats``: the entrant in each seat, ``-1`` the
    baseline), each strategy guarded by ``watchdog``; ``faults``: ``{seat: (decision,
    kind, text)}`` found before (see ``_Guarded``); ``bench``: ``{entrant: the table of
    its first failure}``: an entrant that failed at an earlier table sits this one out
    (the baseline plays its seat from the start)."""
    n = len(seats)
    config = _config(n, False)
    gseed = game_seed(seed, index)
    sseeds = seat_seeds(seed, index, n)
    baseline = make_strategy(BASELINE).flat_policy()
    policies = []
    benched = tuple(s for s, who in enumerate(seats) if sits_out(bench, who, index))
    for s, who in enumerate(seats):
        if who < 0 or s in benched:
            policies.append(baseline)
        else:
            entrant = entrants[who]
            policies.append(_Guarded(lambda e=entrant, sd=sseeds[s]: e.make(sd), s, config,
                                     baseline, watchdog, index, (faults or {}).get(s)))
    game = tracked_deal(config, gseed).play(policies)
    failures = tuple((p.seat, *p.failure) for p in policies
                     if isinstance(p, _Guarded) and p.failure is not None)
    return TableResult(index, seats, bool(game.causes), tuple(game.points),
                       tuple(game.hoardv), tuple(map(tuple, game.contributed)),
                       game.winners(), failures, benched)


def sits_out(bench, who: int, index: int) -> bool:
    """Does entrant ``who`` sit table ``index`` out: did it fail at an earlier table?"""
    first = None if bench is None or who < 0 else bench.get(who)
    return first is not None and first < index


def note_failures(bench: dict, result: TableResult) -> None:
    """Add the failures of ``result`` to ``bench`` (each entrant's first failing table)."""
    for seat, *_ in result.failures:
        who = result.seats[seat]
        if bench.get(who, result.table + 1) > result.table:
            bench[who] = result.table


_LOCAL: dict = {}


def play_tables(entrants, jobs, seed: int, limit: float, lang: str, bench=None
                ) -> list[TableResult]:
    """Play ``jobs`` (``(index, seats)`` pairs, in table order) with ``bench`` (see
    ``play_table``), adding each table's failures to it: the unit of work sent to an
    executor."""
    strategy_errors.explain_in(lang)
    dog = _LOCAL.get(limit)
    if dog is None:
        dog = _LOCAL[limit] = _Watchdog(limit)
    bench = dict(bench or {})
    out = []
    with dog.watching():
        for i, seats in jobs:
            out.append(play_table(entrants, i, seats, seed, dog, bench=bench))
            note_failures(bench, out[-1])
    return out


# -- worker processes with a watchdog ------------------------------------------------------

def _worker(conn, board, fails, entrants, seed, limit, lang):
    """A worker process: plays the tables it is sent, one answer per table. ``fails``:
    each entrant's first failing table (-1: none), shared by every worker and the
    parent, so that a strategy found failing sits out the tables played next."""
    strategy_errors.explain_in(lang)
    with _Watchdog(limit, board).watching() as dog:
        while True:
            job = conn.recv()
            if job is None:
                return
            for index, seats, faults in job:
                bench = {who: at for who, at in enumerate(fails) if at >= 0}
                result = play_table(entrants, index, seats, seed, dog, faults, bench)
                note_failures(bench, result)
                for who, at in bench.items():
                    if fails[who] < 0 or at < fails[who]:
                        fails[who] = at
                conn.send(result)


class _Pool:
    """Worker processes that can be stopped: each has a pipe and a shared board saying
    which decision it is in since when. A worker deciding past the limit plus a grace,
    or gone, is killed and replaced; its table comes back to be played again with the
    failure found (``faults``)."""

    def __init__(self, workers, entrants, seed, limit, lang):
        methods = mp.get_all_start_methods()
        self.ctx = mp.get_context("fork" if "fork" in methods else "spawn")
        self.fails = self.ctx.RawArray("q", [-1] * len(entrants))
        self.args = (entrants, seed, limit, lang)
        self.limit = limit
        self.grace = 2 * limit + 2.0
        self.slots = [self._start() for _ in range(workers)]

    def _start(self):
        parent, child = self.ctx.Pipe()
        board = self.ctx.RawArray("d", 5)
        proc = self.ctx.Process(target=_worker, args=(child, board, self.fails, *self.args),
                                daemon=True)
        proc.start()
        child.close()
        return {"proc": proc, "conn": parent, "board": board, "job": []}

    def run(self, jobs, on_result, chunk=4):
        """Play every ``(index, seats, faults)`` of ``jobs``; ``on_result(TableResult)``."""
        queue = list(reversed(jobs))
        while queue or any(s["job"] for s in self.slots):
            for slot in self.slots:
                if not slot["job"] and queue:
                    slot["job"] = [queue.pop() for _ in range(min(chunk, len(queue)))]
                    slot["conn"].send(slot["job"])
            ready = wait_for([s["conn"] for s in self.slots if s["job"]], timeout=0.1)
            for slot in self.slots:
                if not slot["job"]:
                    continue
                if slot["conn"] in ready:
                    try:
                        result = slot["conn"].recv()
                    except (EOFError, OSError):
                        queue.extend(self._replace(slot, "crash"))
                        continue
                    slot["job"].pop(0)
                    on_result(result)
                elif not slot["proc"].is_alive():
                    queue.extend(self._replace(slot, "crash"))
                else:
                    board = slot["board"]
                    if board[4] and time.monotonic() - board[3] > self.limit + self.grace:
                        queue.extend(self._replace(slot, "stuck"))

    def _replace(self, slot, kind):
        """Stop a worker, start another; the jobs it had, the first one with its fault."""
        board = slot["board"]
        deciding = bool(board[4])
        table, seat, decision = int(board[0]), int(board[1]), int(board[2])
        proc = slot["proc"]
        proc.kill()
        proc.join()
        code = proc.exitcode
        slot["conn"].close()
        left = slot["job"]
        new = self._start()
        slot.update(new)
        if not left:
            return []
        index, seats, faults = left[0]
        if not deciding or table != index:
            raise RuntimeError(f"a tournament worker stopped outside a strategy's decision "
                               f"(exit code {code}) while playing table {index}")
        faults = dict(faults or {})
        faults[seat] = (decision, kind, f"{self.limit + self.grace:g}" if kind == "stuck"
                        else str(code))
        return [(i, s, f) for i, s, f in reversed([(index, seats, faults), *left[1:]])]

    def close(self):
        for slot in self.slots:
            try:
                slot["conn"].send(None)
            except (OSError, ValueError):
                pass
        for slot in self.slots:
            slot["proc"].join(timeout=2)
            if slot["proc"].is_alive():
                slot["proc"].kill()
                slot["proc"].join()


# -- results -------------------------------------------------------------------------------

@dataclass
class _Sums:
    games: int = 0
    marked: int = 0  # games this strategy failed in (not counted below)
    sat_out: int = 0  # games it sat out after failing (not counted either)
    saved: int = 0
    wins: int = 0  # wins in saved games
    points: list = field(default_factory=lambda: [0, 0])  # saved games: sum, squares
    hoard: list = field(default_factory=lambda: [0, 0])
    given: list = field(default_factory=lambda: [[0, 0] for _ in _COLOURS])  # all games


def _mean_ci(total: int, squares: int, n: int):
    """Mean and its 95% normal interval from whole-number sums (order-free)."""
    if n == 0:
        return None, (None, None)
    mean = total / n
    if n == 1:
        return mean, (mean, mean)
    var = max(0.0, (squares - total * total / n) / (n - 1))
    half = Z95 * sqrt(var / n)
    return mean, (mean - half, mean + half)


@dataclass
class TournamentResult:
    """A finished tournament: ``entrants``, every game (``games``: ``TableResult`` in
    table order), the ``problems`` (files and classes left out, strategies that failed)
    and the figures (``summary()``, ``table(lang)``, ``to_csv()``, ``chart(lang)``)."""

    entrants: list
    games: list
    problems: list
    seed: int
    seats: int
    games_each: int
    lang: str = "en"
    in_browser: bool = False  # played one table after another in the browser: said so

    def summary(self) -> dict:
        """Per strategy (in entrant order), with 95% intervals: ``saved`` (share of its
        games where the world was saved, R6.3), ``win_rate_when_saved`` (R6.5),
        ``points`` and ``hoard_points`` (mean scores when saved: the common good and
        hoarded, R6.4), ``given`` (cards given per game per colour), ``marked``."""
        sums = [_Sums() for _ in self.entrants]
        for g in self.games:
            failed = {seat for seat, *_ in g.failures}
            for seat, who in enumerate(g.seats):
                if who < 0:
                    continue
                s = sums[who]
                if seat in g.benched:
                    s.sat_out += 1
                    continue
                if seat in failed:
                    s.marked += 1
                    continue
                s.games += 1
                for c, given in enumerate(g.contributed[seat]):
                    s.given[c][0] += given
                    s.given[c][1] += given * given
                if not g.lost:
                    s.saved += 1
                    s.wins += seat in g.winners
                    p, h = g.points[seat], g.hoard_points[seat]
                    s.points[0] += p
                    s.points[1] += p * p
                    s.hoard[0] += h
                    s.hoard[1] += h * h
        out = {}
        for e, s in zip(self.entrants, sums, strict=True):
            pts = _mean_ci(*s.points, s.saved)
            hoard = _mean_ci(*s.hoard, s.saved)
            out[e.name] = {
                "games": s.games, "marked": s.marked, "sat_out": s.sat_out,
                "saved": s.saved / s.games if s.games else None,
                "saved_ci95": wilson_interval(s.saved, s.games),
                "win_rate_when_saved": s.wins / s.saved if s.saved else None,
                "win_rate_ci95": wilson_interval(s.wins, s.saved),
                "points": pts[0], "points_ci95": pts[1],
                "hoard_points": hoard[0], "hoard_points_ci95": hoard[1],
                "given": {c: _mean_ci(*s.given[i], s.games)[0]
                          for i, c in enumerate(_COLOURS)},
                "given_ci95": {c: _mean_ci(*s.given[i], s.games)[1]
                               for i, c in enumerate(_COLOURS)},
            }
        return out

    def _report(self, lang: str | None):
        """The report's parts in ``lang``: title, legend, rows (the first is the
        header), the problems' heading and lines -- what ``table`` and ``html`` show."""
        from terra_widget.i18n.numbers import decimal, integer, percent

        lang = lang or self.lang
        t = translator(lang)
        s = self.summary()
        head = t("tournament.title.one" if self.games_each == 1 else "tournament.title",
                 strategies=len(self.entrants), n=integer(self.games_each, lang),
                 tables=integer(len(self.games), lang), seats=self.seats, seed=self.seed)

        def pct(x):
            return "-" if x is None else percent(x, lang, 0)

        def num(x):
            return "-" if x is None else decimal(x, lang)

        def ci(pair, f):
            return "-" if pair[0] is None else t("report.range", low=f(pair[0]),
                                                 high=f(pair[1]))

        rows = [[t(f"tournament.col.{k}") for k in ("strategy", "games", "saved", "ci",
                                                     "wins", "ci", "points", "hoard",
                                                     "given", "marked")]]
        for name, f in self._named(s, t).items():
            given = "/".join(num(f["given"][c]) for c in _COLOURS)
            rows.append([name, integer(f["games"], lang), pct(f["saved"]),
                         ci(f["saved_ci95"], pct) if f["games"] else "-",
                         pct(f["win_rate_when_saved"]),
                         ci(f["win_rate_ci95"], pct) if f["saved"] else "-",
                         num(f["points"]), num(f["hoard_points"]), given,
                         integer(f["marked"], lang)])
        problems = [f"{p.who}: {p.text(lang)}" for p in self.problems]
        legend = t("tournament.legend", level=percent(0.95, lang, 0))
        if self.in_browser:
            legend += "\n" + t("tournament.in_browser")
        return head, legend, rows, t("tournament.problems"), problems

    def table(self, lang: str | None = None) -> str:
        """The report as plain text in ``lang`` (en fr de es ca; the tournament's by
        default): one line per strategy, then the problems."""
        head, legend, rows, heading, problems = self._report(lang)
        widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
        lines = [head, legend, ""]
        for r in rows:
            cells = zip(r, widths, strict=True)
            lines.append("  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                                   for i, (c, w) in enumerate(cells)).rstrip())
        if problems:
            lines += ["", heading] + [f"  {p}" for p in problems]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"<TournamentResult: {len(self.entrants)} strategies, {len(self.games)} "
                f"games, {len(self.problems)} problems>")

    def _repr_mimebundle_(self, include=None, exclude=None):
        """In a notebook: the report as an HTML table in large type (a projector), and as
        text for anything that reads text."""
        return {"text/plain": self.table(), "text/html": self.html()}

    def html(self, lang: str | None = None) -> str:
        """The report as an HTML table, text 16 px (every text escaped: file and class
        names are the students')."""
        from html import escape

        head, legend, rows, heading, problems = self._report(lang)
        pad = "padding:2px 8px"
        out = ['<div class="terra-tournament" style="font-size:16px">',
               f"<p><b>{escape(head)}</b></p>",
               '<table style="font-size:16px;border-collapse:collapse"><thead><tr>',
               *[f'<th style="{pad}">{escape(c)}</th>' for c in rows[0]],
               "</tr></thead><tbody>"]
        # a figure or an interval ("62 %–88 %") is kept on one line: broken after its dash
        # it reads as two numbers; a strategy's name (column 0) may wrap
        for row in rows[1:]:
            out.append("<tr>" + "".join(
                f'<td style="{pad};text-align:left">{escape(c)}</td>' if i == 0 else
                f'<td style="{pad};text-align:right;white-space:nowrap">{escape(c)}</td>'
                for i, c in enumerate(row)) + "</tr>")
        out.append("</tbody></table>" + "".join(f"<p>{escape(line)}</p>"
                                                for line in legend.splitlines()))
        if problems:
            out.append(f"<p>{escape(heading)}</p><ul>"
                       + "".join(f"<li>{escape(p)}</li>" for p in problems) + "</ul>")
        out.append("</div>")
        return "".join(out)

    def _named(self, summary: dict, t) -> dict:
        """``summary`` keyed by the names a reader sees: a bundled strategy's in the
        report's language ('coopérative'), a student's as its file is named."""
        return {t.strategy(e.name) if e.source[0] == "spec" else e.name: summary[e.name]
                for e in self.entrants}

    def to_csv(self, path=None) -> str:
        """One row per strategy (English column names, plain numbers); written to
        ``path`` if given. The text is returned."""
        import csv
        import io

        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["strategy", "games", "marked", "saved", "saved_low", "saved_high",
                    "win_rate_when_saved", "win_low", "win_high", "points", "points_low",
                    "points_high", "hoard_points", "hoard_low", "hoard_high",
                    *[f"given_{c}" for c in _COLOURS]])
        for name, f in self.summary().items():
            w.writerow([name, f["games"], f["marked"], f["saved"], *f["saved_ci95"],
                        f["win_rate_when_saved"], *f["win_rate_ci95"], f["points"],
                        *f["points_ci95"], f["hoard_points"], *f["hoard_points_ci95"],
                        *[f["given"][c] for c in _COLOURS]])
        text = buf.getvalue()
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    def to_json(self) -> dict:
        return {"seed": self.seed, "seats": self.seats, "games_each": self.games_each,
                "strategies": self.summary(),
                "problems": [{"who": p.who, "kind": p.kind, "text": p.text(self.lang),
                              "games": p.games} for p in self.problems]}

    def plot(self, lang: str | None = None):
        """The tournament's picture (``terra_widget.sim.charts.Chart``; ``.show()`` draws
        it with matplotlib, or as SVG where matplotlib is missing: the static site, #24):
        each strategy at (world saved at its tables, its win rate when saved), with 95%
        intervals -- do the strategies that win save the world? Its text is as readable on
        a projector as the other lessons' charts (#22)."""
        from terra_widget.i18n.numbers import percent

        from .charts import PALETTE, Chart

        lang = lang or self.lang
        t = translator(lang)

        def as_language(x):  # "60 %" in French, "60%" in English
            return percent(x, lang, 0)

        chart = Chart(size=CHART_SIZE)
        panel = chart.panel(xlabel=t("tournament.chart.x"), ylabel=t("tournament.chart.y"),
                            title=t("tournament.chart.title"), xformat=as_language,
                            yformat=as_language)
        shown = [(name, f) for name, f in self._named(self.summary(), t).items()
                 if f["games"] and f["win_rate_when_saved"] is not None]
        for k, (name, f) in enumerate(shown):
            panel.points([f["saved"]], [f["win_rate_when_saved"]], labels=[name],
                         xerr=[f["saved_ci95"]], yerr=[f["win_rate_ci95"]],
                         color=PALETTE[k % len(PALETTE)])
        return chart

    def chart(self, lang: str | None = None):
        """The picture of ``plot`` as a matplotlib figure (``plt.show()`` shows it)."""
        return self.plot(lang).figure()


# -- progress ------------------------------------------------------------------------------

def _progress_bar(total: int, lang: str):
    """``update(done)``: a bar in a notebook (ipywidgets) or on the terminal's stderr."""
    t = translator(lang)
    label = t("tournament.progress")
    try:
        from IPython import get_ipython

        shell = get_ipython()
        # a notebook's kernel: ipykernel's, or the browser's (Pyodide's, #24: its stderr
        # would show the terminal's bar as an error box)
        if shell is not None and ("IPKernelApp" in shell.config or IN_BROWSER):
            import ipywidgets
            from IPython.display import display

            bar = ipywidgets.IntProgress(value=0, max=total, description=label,
                                         style={"description_width": "initial"})
            display(bar)

            def update(done):
                bar.value = done
            return update
    except ImportError:
        pass

    def update(done):
        width = 30
        full = width * done // total
        sys.stderr.write(f"\r{label} [{'#' * full}{'.' * (width - full)}] {done}/{total}")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
    return update


# -- the tournament ------------------------------------------------------------------------

def tournament(folder=None, strategies=(), *, games: int = 20, seats: int = 4,
               seed: int = 0, workers: int | None = 1,
               executor: cf.Executor | None = None, limit: float = DECISION_LIMIT,
               lang: str = "en", progress: bool | object = False) -> TournamentResult:
    """Play a class tournament; see the module's docstring.

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
    if isinstance(strategies, (str, Strategy)):
        strategies = [strategies]
    entrants, problems = _entrants(strategies, folder, lang)
    if not entrants:
        raise TournamentError(t("tournament.none"))
    if IN_BROWSER:  # no processes, no cluster there: every table is played here (#24)
        executor, workers = None, 0
    draw = draw_tables(len(entrants), games, seats, seed)
    results: list[TableResult | None] = [None] * len(draw)
    done = 0
    bar = None
    if progress is True:
        bar = _progress_bar(len(draw), lang)
    elif callable(progress):
        def bar(d):
            progress(d, len(draw))

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
            bar(min(done, len(draw)))

    def play(jobs) -> None:
        if executor is not None:
            size = max(1, len(jobs) // 64)
            parts = (jobs[i:i + size] for i in range(0, len(jobs), size))
            # submitted a few at a time, each with the failures found so far
            for part in _in_flight(executor, 8, ((play_tables, entrants, part, seed, limit,
                                                  lang, dict(bench)) for part in parts)):
                for result in part:
                    take(result)
        elif not workers:
            for i, seats in jobs:  # one at a time: each sees every failure before it
                take(play_tables(entrants, [(i, seats)], seed, limit, lang, bench)[0])
        else:
            pool.run([(i, s, None) for i, s in jobs], take,
                     chunk=max(1, min(16, len(jobs) // (4 * workers))))

    if executor is None and workers:
        pool = _Pool(min(workers, len(draw)), entrants, seed, limit, lang)
    try:
        jobs = list(enumerate(draw))
        while jobs:  # tables played in parallel before a failure was known: again
            play(jobs)
            jobs, settled = _unsettled(results, draw)
            bench.clear()  # what the settled tables found, and nothing else
            bench.update(settled)
            if pool is not None:
                for who in range(len(entrants)):
                    pool.fails[who] = bench.get(who, -1)
    finally:
        if pool is not None:
            pool.close()
    problems += _failures(entrants, results)
    return TournamentResult(entrants, results, problems, seed, seats, games, lang,
                            in_browser=IN_BROWSER)


def _unsettled(results, draw) -> tuple[list[tuple[int, tuple[int, ...]]], dict[int, int]]:
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


def _failures(entrants, results) -> list[Problem]:
    """One problem per failed strategy: its first failure (in table order) told, how
    many of its games were marked and how many it sat out."""
    first: dict[int, tuple] = {}
    count: dict[int, int] = {}
    benched: dict[int, int] = {}
    for g in results:
        for seat in g.benched:
            benched[g.seats[seat]] = benched.get(g.seats[seat], 0) + 1
        for seat, decision, kind, text in g.failures:
            who = g.seats[seat]
            count[who] = count.get(who, 0) + 1
            first.setdefault(who, (kind, text, g.table, decision))
    out = []
    for who in sorted(first):
        kind, text, table, decision = first[who]
        field_ = {"raised": "error", "illegal": "error", "crash": "code"}.get(kind, "limit")
        out.append(Problem(entrants[who].name, kind, ((field_, text), ("game", table + 1),
                                                      ("decision", decision + 1)),
                           count[who], benched.get(who, 0)))
    return out


__all__ = ["tournament", "TournamentResult", "TableResult", "Entrant", "Problem",
           "load_folder", "draw_tables", "play_table", "play_tables", "BASELINE",
           "DECISION_LIMIT", "TournamentError", "KINDS"]

"""The guard: a strategy's mistakes end its own seat's play, not the tournament.

* ``Watchdog`` interrupts a decision past its limit: by a signal when the deciding thread
  is the process's main one (so even ``time.sleep`` is cut short), else by an
  asynchronous exception (``PyThreadState_SetAsyncExc``: a Dask worker's thread).
* ``Guarded`` is a seat's flat policy that hands the seat to the baseline at the
  strategy's first failure: an exception, a move the rules refuse (R7.3), a decision past
  the limit, or a fault found when the table was played before.

In the browser (Pyodide) no thread can start: a decision past the limit is found only
when it returns (``Watchdog.stop``).
"""

from __future__ import annotations

import signal
import sys
import threading
import time
from contextlib import contextmanager

from .. import strategy_errors
from ..runner import seat_policy
from .entrants import first_error

#: How long one decision may take, by default (seconds).
DECISION_LIMIT = 1.0
#: Pyodide (the static site): no worker process, no watchdog thread can start there.
IN_BROWSER = sys.platform == "emscripten"


class Timeout(BaseException):
    """A decision past its limit (not an ``Exception``: ``except Exception`` in a
    strategy must not swallow it)."""


class Watchdog:
    """Interrupts a decision that runs past its limit: a thread checks the clock every
    few hundredths of a second and raises ``Timeout`` in the deciding thread -- by a
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
            raise Timeout()

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
                        _async_raise(self.thread_id, Timeout)

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


class Guarded:
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
            self.failure = (0, "raised", first_error(err))
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
                except Timeout:
                    self.failure = (n, "slow", limit)
                except strategy_errors.IllegalChoice as err:
                    self.failure = (n, "slow", limit) if self.slow else \
                        (n, "illegal", err.text.splitlines()[0])
                except strategy_errors.StrategyError as err:
                    cause = err.__cause__
                    self.failure = (n, "slow", limit) if self.slow else \
                        (n, "raised", first_error(cause) if cause else err.text)
                except Exception as err:  # noqa: BLE001 - any mistake of a student's
                    self.failure = (n, "raised", first_error(err))
        return getattr(self.fallback, which)(g, seat)

    def respond(self, g, seat):
        return self._ask("respond", g, seat)

    def play(self, g, seat):
        return self._ask("play", g, seat)

    def discard(self, g, seat):
        return self._ask("discard", g, seat)

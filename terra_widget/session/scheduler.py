"""Clocks for the computer players' moves: the kernel's asyncio loop, or a manual clock.

A scheduler has ``live`` (whether timers run by themselves), ``call_later(delay, fn)`` and
``call_soon(fn)`` returning a handle with ``cancel()`` -- or None when nothing could be
scheduled (then the caller does the work at once). No widgets here.
"""

from __future__ import annotations

import asyncio
import heapq


class AsyncioScheduler:
    """Timers on the kernel's running asyncio loop; without one (a plain script, a test)
    nothing is scheduled: the caller falls back to its synchronous path."""

    @staticmethod
    def _loop():
        try:
            return asyncio.get_running_loop()
        except RuntimeError:
            return None

    @property
    def live(self) -> bool:
        return self._loop() is not None

    def call_later(self, delay: float, fn):
        loop = self._loop()
        return None if loop is None else loop.call_later(delay, fn)

    def call_soon(self, fn):
        loop = self._loop()
        return None if loop is None else loop.call_soon(fn)


class _Handle:
    def __init__(self):
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualScheduler:
    """A clock that moves only when told (``advance``): tests and scripts pace the
    computer players exactly, without an event loop."""

    live = True

    def __init__(self):
        self.now = 0.0
        self._queue: list = []
        self._seq = 0

    def call_later(self, delay: float, fn) -> _Handle:
        handle = _Handle()
        self._seq += 1
        heapq.heappush(self._queue, (self.now + delay, self._seq, handle, fn))
        return handle

    def call_soon(self, fn) -> _Handle:
        return self.call_later(0.0, fn)

    @property
    def pending(self) -> int:
        return sum(1 for _, _, h, _ in self._queue if not h.cancelled)

    def advance(self, seconds: float = 0.0) -> int:
        """Run every callback due within ``seconds`` from now (also ones they schedule);
        returns how many ran."""
        end, ran = self.now + seconds, 0
        while self._queue and self._queue[0][0] <= end:
            when, _, handle, fn = heapq.heappop(self._queue)
            self.now = max(self.now, when)
            if not handle.cancelled:
                ran += 1
                fn()
        self.now = end
        return ran

    def run_all(self, limit: int = 100_000) -> int:
        """Run callbacks until none is left (or ``limit``)."""
        ran = 0
        while ran < limit and self.pending:
            ran += self.advance(max(0.0, self._queue[0][0] - self.now))
        return ran

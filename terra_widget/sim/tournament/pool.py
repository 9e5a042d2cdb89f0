"""Worker processes with a watchdog: the tournament's own pool on this machine.

Why not the ``ProcessPoolExecutor`` that ``simulate`` uses (through ``sim.pool``): a
student's strategy may be stuck where no signal handler runs (a loop in C code), and only
killing its process stops it. An executor cannot kill one of its workers -- the whole pool
breaks and every table in flight is lost -- nor say which decision of which table a
worker is in. Here each worker has a pipe and a shared board (table, seat, decision,
since when, deciding?) that the parent reads: a worker deciding past the limit plus a
grace, or gone, is killed and replaced, and its table comes back to be played again with
the baseline taking the seat over at that decision (``faults``).
"""

from __future__ import annotations

import multiprocessing as mp
import time
from multiprocessing.connection import wait as wait_for

from .. import strategy_errors
from .guard import Watchdog
from .table import note_failures, play_table


def _worker(conn, board, fails, entrants, seed, limit, lang):
    """A worker process: plays the tables it is sent, one answer per table. ``fails``:
    each entrant's first failing table (-1: none), shared by every worker and the
    parent, so that a strategy found failing sits out the tables played next."""
    strategy_errors.explain_in(lang)
    with Watchdog(limit, board).watching() as dog:
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


class WorkerPool:
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

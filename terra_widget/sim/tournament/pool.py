"""Worker processes with a watchdog: the tournament's own pool on this machine.

Why not the ``ProcessPoolExecutor`` that ``simulate`` uses (through ``sim.pool``): a
student's strategy may be stuck where no signal handler runs (a loop in C code), and only
killing its process stops it. An executor cannot kill one of its workers -- the whole pool
breaks and every table in flight is lost -- nor say which decision of which table a
worker is in. Here each worker has a pipe and a shared board (table, seat, decision,
since when, deciding?) that the parent reads: a worker deciding past the limit plus a
grace, or gone, is killed and replaced, and its table comes back to be played again with
the baseline taking the seat over at that decision (``faults``).

A worker waiting on a long decision does not hold the tournament up: past a tenth of the
limit (``STAND_IN_AFTER``) the parent suspects that strategy, which sits out the tables
played from then on, and a stand-in process plays the rest of the waiting worker's tables.
A loop then costs the limit while the other tables go on, and several loops are waited for
at once, not one after another. A suspicion proved wrong (the decision came back in time)
is withdrawn, and the tables played meanwhile are played again by the tournament
(``run.unsettled``), so the same seed still gives the tables a serial run plays.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import time
from multiprocessing.connection import wait as wait_for

from .. import strategy_errors
from .guard import Watchdog
from .table import note_failures, play_table

#: The share of the limit after which a decision's worker gets a stand-in: strategies like
#: lesson 05's decide in well under a millisecond, so a tenth of the limit is far past
#: ordinary thinking, and a suspicion proved wrong costs only the tables played meanwhile.
STAND_IN_AFTER = 0.1
#: The most stand-in processes at once (a class folder rarely has more loops).
MOST_STAND_INS = 4
#: How often the parent reads the workers' boards (seconds).
POLL = 0.02
#: A worker's word that it has finished (or given back) the tables it was sent.
DONE = "done"
#: The board's fields: table, seat, decision, since when, deciding?, stop after this table?
BOARD = 6


def _worker(conn, board, fails, entrants, seed, limit, lang):
    """A worker process: plays the tables it is sent, one answer per table, then ``DONE``.
    ``fails``: each entrant's first failing table (-1: none), shared by every worker and
    the parent, so that a strategy found failing sits out the tables played next;
    ``board[5]``: set by the parent when a stand-in took the rest of the tables over."""
    strategy_errors.explain_in(lang)
    with Watchdog(limit, board).watching() as dog:
        while True:
            job = conn.recv()
            if job is None:
                return
            for index, seats, faults in job:
                if board[5]:
                    break
                bench = {who: at for who, at in enumerate(fails) if at >= 0}
                result = play_table(entrants, index, seats, seed, dog, faults, bench)
                note_failures(bench, result)
                for who, at in bench.items():
                    if fails[who] < 0 or at < fails[who]:
                        fails[who] = at
                conn.send(result)
            conn.send(DONE)


class WorkerPool:
    """Worker processes that can be stopped: each has a pipe and a shared board saying
    which decision it is in since when. A worker deciding past the limit plus a grace,
    or gone, is killed and replaced; its table comes back to be played again with the
    failure found (``faults``). A worker deciding past ``STAND_IN_AFTER`` of the limit
    gets a stand-in (see the module's docstring)."""

    def __init__(self, workers, entrants, seed, limit, lang):
        methods = mp.get_all_start_methods()
        self.ctx = mp.get_context("fork" if "fork" in methods else "spawn")
        self.fails = self.ctx.RawArray("q", [-1] * len(entrants))
        self.args = (entrants, seed, limit, lang)
        self.workers = workers
        self.limit = limit
        self.grace = 2 * limit + 2.0
        self.slots = [self._start() for _ in range(workers)]
        self.retired = []

    def _start(self):
        parent, child = self.ctx.Pipe()
        board = self.ctx.RawArray("d", BOARD)
        proc = self.ctx.Process(target=_worker, args=(child, board, self.fails, *self.args),
                                daemon=True)
        proc.start()
        child.close()
        # sent: the tables it was sent and has not answered, by number; held: the
        # suspicion its long decision raised, (entrant, table, fails[entrant] before)
        return {"proc": proc, "conn": parent, "board": board, "sent": {}, "busy": False,
                "held": None, "yielding": False}

    def run(self, jobs, on_result, chunk=4):
        """Play every ``(index, seats, faults)`` of ``jobs``; ``on_result(TableResult)``,
        once per table (a table given back to a stand-in may be answered twice)."""
        queue = list(reversed(jobs))
        received: set[int] = set()
        while queue or any(s["busy"] for s in self.slots):
            self._retire()
            for slot in self.slots:
                if not slot["busy"] and queue:
                    part = [queue.pop() for _ in range(min(chunk, len(queue)))]
                    slot["sent"] = {job[0]: job for job in part}
                    slot["busy"] = True
                    slot["board"][5] = 0
                    slot["conn"].send(part)
            busy = [s for s in self.slots if s["busy"]]
            ready = wait_for([s["conn"] for s in busy], timeout=POLL)
            for slot in busy:
                if slot["conn"] in ready:
                    try:
                        message = slot["conn"].recv()
                    except (EOFError, OSError):
                        queue.extend(self._replace(slot, "crash", received))
                        continue
                    if isinstance(message, str):  # DONE
                        slot["busy"] = False
                        slot["sent"] = {}
                        continue
                    slot["sent"].pop(message.table, None)
                    self._settle(slot, message)
                    if message.table not in received:
                        received.add(message.table)
                        on_result(message)
                elif not slot["proc"].is_alive():
                    queue.extend(self._replace(slot, "crash", received))
                elif slot["board"][4]:
                    took = time.monotonic() - slot["board"][3]
                    if took > self.limit + self.grace:
                        queue.extend(self._replace(slot, "stuck", received))
                    elif took > STAND_IN_AFTER * self.limit and slot["held"] is None:
                        queue.extend(self._stand_in(slot))

    def _stand_in(self, slot):
        """Suspect the strategy whose decision ``slot`` waits on (it sits out the tables
        played from now on), start a stand-in process and give back the tables the
        waiting worker has not begun (to be played first)."""
        board = slot["board"]
        table, seat = int(board[0]), int(board[1])
        job = slot["sent"].get(table)
        if job is None or len(self.slots) - self.workers >= MOST_STAND_INS:
            return []
        who = job[1][seat]
        before = self.fails[who]
        if before < 0 or before > table:
            self.fails[who] = table
        slot["held"] = (who, table, before)
        board[5] = 1  # the worker stops after this table
        # a loop spins on a core the other tables need (two on a school laptop): the
        # waiting worker gives way to them, and is closed when it has answered
        slot["yielding"] = _give_way(slot["proc"].pid)
        rest = [j for i, j in slot["sent"].items() if i != table]
        slot["sent"] = {table: job}
        self.slots.append(self._start())
        return list(reversed(rest))

    def _settle(self, slot, result):
        """The answer of a suspected decision's table: the suspicion is withdrawn if the
        strategy did not fail there (the tables played meanwhile are then played again)."""
        held = slot["held"]
        if held is None or result.table != held[1]:
            return
        who, table, before = held
        slot["held"] = None
        failed = any(result.seats[seat] == who for seat, *_ in result.failures)
        if not failed and self.fails[who] == table:
            self.fails[who] = before

    def _retire(self):
        """Idle processes beyond the workers asked for, not counting those waiting on a
        suspected decision, are closed (a stand-in is kept while the worker it stands in
        for waits)."""
        idle = [s for s in self.slots if not s["busy"] and s["held"] is None]
        for slot in sorted(idle, key=lambda s: not s["yielding"]):
            if not slot["yielding"] and sum(s["held"] is None for s in self.slots) <= self.workers:
                break
            self.slots.remove(slot)
            self.retired.append(slot)
            try:
                slot["conn"].send(None)
            except (OSError, ValueError):
                pass
        while len(self.slots) < self.workers:
            self.slots.append(self._start())

    def _replace(self, slot, kind, received):
        """Stop a worker, start another; the tables it had not answered (none already
        answered by a stand-in), the one it was deciding in with its fault."""
        board = slot["board"]
        deciding = bool(board[4])
        table, seat, decision = int(board[0]), int(board[1]), int(board[2])
        proc = slot["proc"]
        proc.kill()
        proc.join()
        code = proc.exitcode
        slot["conn"].close()
        left = [job for i, job in slot["sent"].items() if i not in received]
        slot.update(self._start())
        if not left:
            return []
        if not deciding or table not in {job[0] for job in left}:
            raise RuntimeError(f"a tournament worker stopped outside a strategy's decision "
                               f"(exit code {code}) while playing table {left[0][0]}")
        out = []
        for index, seats, faults in left:
            if index == table:
                faults = dict(faults or {})
                faults[seat] = (decision, kind, f"{self.limit + self.grace:g}"
                                if kind == "stuck" else str(code))
            out.append((index, seats, faults))
        return list(reversed(out))

    def close(self):
        for slot in self.slots:
            try:
                slot["conn"].send(None)
            except (OSError, ValueError):
                pass
        for slot in self.slots + self.retired:
            slot["proc"].join(timeout=2)
            if slot["proc"].is_alive():
                slot["proc"].kill()
                slot["proc"].join()


def _give_way(pid: int) -> bool:
    """Lower the priority of the process waiting on a suspected decision (any user may
    lower their own processes' priority; its watchdog thread keeps its own, so the limit
    is kept to the same moment). False where the system cannot (Windows)."""
    try:
        os.setpriority(os.PRIO_PROCESS, pid, 19)
    except (AttributeError, OSError):
        return False
    return True

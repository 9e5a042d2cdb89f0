"""One way of running work on worker processes, for every long run (``simulate``,
``evolve``, the tournament on an executor): jobs submitted to a
``concurrent.futures.Executor`` a few at a time, their results taken as they finish.

Whoever plays a job, its result depends only on the job (each game is seeded from the
master seed and its number, ``seeding.py``): so a run gives the same figures serially, on
local processes (``local_processes``) or on any executor -- a Dask cluster through
``distributed.Client.get_executor()``, Ray, a thread pool.

The tournament's own local workers (``tournament/pool.py``) say why they are not an
executor: a student's strategy stuck in C code can only be stopped by killing its process.
"""

from __future__ import annotations

import concurrent.futures as cf
from collections.abc import Iterator
from contextlib import contextmanager

#: Jobs in flight at once on an executor whose size is unknown (a Dask cluster...).
IN_FLIGHT = 64


def check_executor(executor, workers) -> None:
    """A ``ValueError`` saying what is allowed, for ``executor=`` not an executor or given
    together with more than one local worker."""
    if workers is not None and workers > 1 and executor is not None:
        raise ValueError("give either workers= (local processes) or executor=, not both")
    if executor is not None and not isinstance(executor, cf.Executor):
        raise ValueError(f"executor must be a concurrent.futures.Executor, not "
                         f"{type(executor).__name__}")


def in_flight_for(executor: cf.Executor) -> int:
    """How many jobs to keep submitted: twice the workers of the standard library's pools
    (each has the next job waiting), ``IN_FLIGHT`` where the size is unknown; bounded, so
    that a run of any length holds bounded memory."""
    size = getattr(executor, "_max_workers", None)
    return 2 * size if isinstance(size, int) and size > 0 else IN_FLIGHT


@contextmanager
def local_processes(workers: int):
    """A pool of ``workers`` local processes, shut down on leaving (pending jobs
    cancelled: an interrupted run stops at once)."""
    executor = cf.ProcessPoolExecutor(max_workers=workers)
    try:
        yield executor
    finally:
        executor.shutdown(wait=True, cancel_futures=True)


def in_flight(executor: cf.Executor, jobs: Iterator[tuple], limit: int | None = None
              ) -> Iterator:
    """The results of ``executor.submit(*job)`` for each job, as they finish, with at most
    ``limit`` jobs submitted and not yet finished (``in_flight_for(executor)`` by
    default; jobs are taken from the iterator only then, so a job may depend on the
    results before it). A failed job raises here, after cancelling the others."""
    limit = limit or in_flight_for(executor)
    pending: set[cf.Future] = set()
    try:
        while True:
            for job in jobs:
                pending.add(executor.submit(*job))
                if len(pending) >= limit:
                    break
            if not pending:
                return
            finished, pending = cf.wait(pending, return_when=cf.FIRST_COMPLETED)
            for fut in finished:
                yield fut.result()
    finally:
        for fut in pending:
            fut.cancel()

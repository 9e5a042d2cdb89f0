"""The Dask cluster of the tests that check a run on Dask gives the serial run's results:
two local processes, every server on 127.0.0.1 and on a port of its own (the scheduler's
web page would otherwise take 8787, which two test workers starting clusters at once
would both ask for)."""

from __future__ import annotations

import logging


def local_cluster():
    import distributed  # in the [test] extra: a missing dask fails the test that asks

    return distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                    host="127.0.0.1", dashboard_address="127.0.0.1:0",
                                    silence_logs=logging.ERROR)

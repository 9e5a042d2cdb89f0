"""The same master seed gives identical records whatever runs the games: serially, on a
local process pool (workers=N), on any concurrent.futures executor, on a Dask cluster."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from dask_support import local_cluster

from terra_widget.sim import simulate

# stochastic strategies included on purpose: their dice must be seeded per game too
SEATS = ["cooperative", "selfish", "balanced:0.5", "random", "balanced:0.8"]
GAMES = 48


@pytest.fixture(scope="module")
def serial():
    return simulate(SEATS, GAMES, seed=2024)


def test_process_pool_matches_serial(serial):
    progress = []
    pooled = simulate(SEATS, GAMES, seed=2024, workers=2, chunk_size=5,
                      progress=lambda d, t: progress.append(d))
    assert pooled.records == serial.records
    assert pooled.summary() == serial.summary()
    assert sorted(progress) == progress and progress[-1] == GAMES


def test_any_executor_matches_serial(serial):
    with ThreadPoolExecutor(max_workers=3) as ex:
        threaded = simulate(SEATS, GAMES, seed=2024, executor=ex, chunk_size=7)
    assert threaded.records == serial.records


def test_another_seed_gives_other_games(serial):
    assert simulate(SEATS, GAMES, seed=2025).records != serial.records


def test_dask_cluster_matches_serial(serial):
    import distributed  # in the [test] extra: a missing dask fails this test

    with local_cluster() as cluster, \
            distributed.Client(cluster) as client:
        assert cluster.scheduler_address.startswith("tcp://127.0.0.1:")
        executor = client.get_executor()
        with distributed.get_task_stream(client) as tasks:
            on_dask = simulate(SEATS, GAMES, seed=2024, executor=executor, chunk_size=6)
        assert on_dask.records == serial.records
        ran = [t for t in tasks.data if t["key"].startswith("play_chunk")]
        assert len(ran) == GAMES // 6  # every chunk really ran on the cluster
        assert {t["worker"] for t in ran} <= set(cluster.scheduler_info["workers"])
        # without records the workers count each flat game straight into the tally
        lean = simulate(SEATS, GAMES, seed=2024, executor=executor, chunk_size=6,
                        records=False)
        assert not lean.has_records and lean.tally == serial.tally
        assert lean.summary() == serial.summary()

"""One simulation, shared by the five languages of a lesson while the tests run.

The lessons 03 and 05 run the same simulations in every language (same strategies, same
number of games, same seed: the same games, R7.4), and the tests run each notebook in a
fresh kernel. ``tests/test_notebooks.py`` (and ``tools/lessons.py build --execute``) start
those kernels with an IPython start-up file that calls :func:`install`
(:func:`kernel_environment`): ``terra_widget.sim.simulate`` then keeps each result in a
folder of the test run (deleted when it ends), and a second call with the same arguments
— the same lesson in another language — reads it back instead of playing the games again.

Only what is surely the same is shared: strategies given by name, or strategy objects of a
class whose source is the same (05's ``Generous`` and ``MyStrategy``, written once in
``lessons/05_write_your_own_strategy/cells.py``), created without a seed of their own.
Anything else (workers, progress, another source) runs as usual. Students never get this:
it exists only in the kernels the tests start.
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import os
import pickle
import tempfile
from pathlib import Path

#: The environment variable that names the run's cache folder (set by kernel_environment).
FOLDER_VARIABLE = "TERRA_LESSONS_SIM_CACHE"


def strategy_key(strategy) -> str | None:
    """A text that is the same for the same strategy in any kernel, or None."""
    if isinstance(strategy, str):
        return strategy
    from terra_widget.bots import Strategy

    if not isinstance(strategy, Strategy) or {k: v for k, v in vars(strategy).items()
                                              if v is not None} != {}:
        return None  # an object with a seed, an rng or a state of its own
    parts = []
    for cls in type(strategy).__mro__:
        if cls.__module__.startswith("terra_widget."):
            parts.append(f"{cls.__module__}.{cls.__qualname__}")  # the package's own code
            break
        parts.append(cls.__qualname__)
        for name, value in sorted(vars(cls).items()):
            if inspect.isfunction(value):
                try:
                    parts.append(inspect.getsource(value))
                except (OSError, TypeError):
                    return None
            elif name not in ("__dict__", "__weakref__", "__module__"):
                parts.append(f"{name}={value!r}")
    return "\n".join(parts)


def run_key(strategies, games, seed, teams, options) -> str | None:
    if options or not isinstance(strategies, (list, tuple)):
        return None
    keys = [strategy_key(s) for s in strategies]
    if None in keys:
        return None
    text = repr((keys, games, seed, teams))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def install(folder: str | os.PathLike) -> None:
    """Make ``terra_widget.sim.simulate`` share its results through ``folder``."""
    import terra_widget.sim as sim

    real = sim.simulate
    folder = Path(folder)

    @functools.wraps(real)
    def simulate(strategies, games, *, seed, teams=False, **options):
        key = run_key(strategies, games, seed, teams, options)
        if key is None:
            return real(strategies, games, seed=seed, teams=teams, **options)
        path = folder / f"{key}.pickle"
        try:
            return pickle.loads(path.read_bytes())
        except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError):
            pass  # not there yet (or unreadable here): play the games
        result = real(strategies, games, seed=seed, teams=teams, **options)
        try:
            data = pickle.dumps(result)
        except (pickle.PicklingError, AttributeError, TypeError):
            return result  # holds something of the notebook's own: not shared
        try:
            with tempfile.NamedTemporaryFile(dir=folder, delete=False) as out:
                out.write(data)
            os.replace(out.name, path)  # whole or absent, whichever kernel reads it
        except OSError:
            pass  # no folder to share through: this kernel keeps its own result
        return result

    simulate.shared_through = folder
    sim.simulate = simulate


def kernel_environment(folder: str | os.PathLike) -> dict[str, str]:
    """Environment variables that make the IPython kernels started with them share their
    simulations through ``folder`` (an empty folder of this run): an IPython profile whose
    start-up file runs this module."""
    folder = Path(folder)
    startup = folder / "ipython" / "profile_default" / "startup"
    startup.mkdir(parents=True, exist_ok=True)
    (folder / "sims").mkdir(exist_ok=True)
    (startup / "00-terra-sim-cache.py").write_text(
        "import runpy as _runpy\n"
        f"_runpy.run_path({str(Path(__file__).resolve())!r}, run_name='__main__')\n"
        "del _runpy\n", "utf-8")
    return {"IPYTHONDIR": str(folder / "ipython"), FOLDER_VARIABLE: str(folder / "sims")}


if __name__ == "__main__":  # run as an IPython start-up file
    if os.environ.get(FOLDER_VARIABLE):
        install(os.environ[FOLDER_VARIABLE])

"""The entrants of a tournament: students' ``.py`` files loaded and named, bundled names and
``Strategy`` objects, and the problems of those left out, told in the user's language.

A file's class is named after its file (``careful``), or ``file:Class`` when the file holds
several; two entrants with one name become ``name`` and ``name (2)``, so every row of the
report names one strategy.
"""

from __future__ import annotations

import importlib.util
import inspect
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

from terra_widget.bots import Strategy, make_strategy
from terra_widget.i18n import translator

from .. import strategy_errors

#: The kinds of failure, as the reports name them (``tournament.kind.*``).
KINDS = ("import", "no_strategy", "not_strategy", "raised", "illegal", "slow", "stuck",
         "crash")


class TournamentError(ValueError):
    """A tournament that cannot be set up (no strategies, bad arguments)."""


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


def first_error(error: BaseException) -> str:
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
            problems.append(Problem(file.name, "import", (("error", first_error(err)),)))
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


def gather(strategies, folder, lang) -> tuple[list[Entrant], list[Problem]]:
    """The entrants of ``folder`` and of ``strategies`` (bundled names, ``Strategy``
    objects, or one of them alone), each with a name of its own, and the problems."""
    if isinstance(strategies, (str, Strategy)):
        strategies = [strategies]
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

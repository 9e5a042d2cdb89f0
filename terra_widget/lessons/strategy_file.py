"""Lesson 05's last step: a strategy class written in a notebook cell, saved as a ``.py``
file with its imports (for lesson 06's tournament and for worker processes, which cannot
see a notebook's classes), then checked by importing that file and playing games."""

from __future__ import annotations

import ast
import importlib.util
import inspect
import linecache
from pathlib import Path

from terra_widget.bots import Strategy

from .reveal import Sentence, _text, say

#: The imports a strategy of lesson 05 may use, written at the top of the file.
HEADER = ('"""A strategy for Terra, saved from lesson 05."""\n\n'
          "from terra_widget.bots import Strategy\n"
          "from terra_widget.rules import (\n"
          "    Discard, Draw, EndTurn, Hoard, Pass, Phase, PlayFullBlown, PlayImpending,\n"
          ")\n")


def class_source(cls: type) -> str:
    """The source of a class defined in a notebook cell (or a file): found through the
    lines of one of its methods, which Jupyter keeps for every cell it ran."""
    methods = [f for f in vars(cls).values() if inspect.isfunction(f)]
    if not methods:
        raise ValueError(f"{cls.__name__} has no method: a strategy defines choose()")
    code = methods[0].__code__
    lines = linecache.getlines(code.co_filename)
    if not lines:
        raise ValueError(f"the source of {cls.__name__} cannot be found; run its cell again")
    for node in ast.walk(ast.parse("".join(lines))):
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__ \
                and node.lineno <= code.co_firstlineno <= node.end_lineno:
            return "".join(lines[node.lineno - 1 - len(node.decorator_list):node.end_lineno])
    raise ValueError(f"the class {cls.__name__} is not in the cell that defined it; "
                     "run its cell again")


def save_strategy(cls: type, path) -> Path:
    """Write ``cls`` (a ``Strategy`` class) to ``path`` with its imports; returns the path."""
    if not (isinstance(cls, type) and issubclass(cls, Strategy)):
        raise ValueError(f"save_strategy saves a Strategy class (class Mine(Strategy): ...), "
                         f"not {cls!r}")
    path = Path(path)
    if path.suffix != ".py":
        raise ValueError(f"a strategy file's name ends in .py, such as ana.py; not {path.name!r}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER + "\n\n" + class_source(cls), "utf-8")
    return path


def check_strategy_file(path, lang: str = "en", games: int = 10, seed: int = 1) -> Sentence:
    """Import the file as lesson 06 will, and play ``games`` games with four copies of each
    strategy class it holds; a sentence per class (an error names what went wrong)."""
    from terra_widget.sim import simulate

    path = Path(path)
    spec = importlib.util.spec_from_file_location(f"terra_student_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    classes = [c for c in vars(module).values() if isinstance(c, type)
               and issubclass(c, Strategy) and c is not Strategy
               and c.__module__ == module.__name__]
    if not classes:
        raise ValueError(f"{path.name} holds no Strategy class")
    lines = []
    for cls in classes:
        result = simulate([cls() for _ in range(4)], games, seed=seed)
        lines.append(say(_text(lang, "file_checked"), lang, file=path.name, name=cls.__name__,
                         games=games, lost=result.summary()["lost"]))
    return Sentence("\n".join(lines))

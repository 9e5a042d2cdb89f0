"""The lesson notebooks in five languages, from one source per lesson.

Each lesson is a folder ``lessons/<lesson>/``:

* ``cells.py`` — the lesson's cells in order, written once for every language. A line
  ``# %% markdown <id>`` starts a text cell (its text comes from the language files);
  ``# %% code`` starts a code cell, whose lines follow. Either may end with
  ``tags=a,b`` (cell tags, e.g. ``notebook-only``). In code, ``_("key")`` stands for the
  text ``key`` of the language, written as a Python string literal, and the word
  ``LANG`` for the language's code (``"fr"``): the same code reaches all five notebooks.
  ``_lines("key")`` stands for the lines of the text ``key``, one string literal each,
  separated by commas: alone on its line (as an argument of a call written over several
  lines) each literal gets a line of its own. Notebook 02 writes its moves this way, one
  move per line, in the words the game uses for them in that language.
* ``en.md``, ``fr.md``, ``de.md``, ``es.md``, ``ca.md`` — the words of one language:
  ``<!-- cell: <id> -->`` followed by the Markdown of that text cell, and
  ``<!-- text: <key> -->`` followed by a text used in code (titles, labels, printed
  sentences; ``str.format`` fields such as ``{rate}`` stay as they are).

``python tools/lessons.py build`` writes ``notebooks/<lang>/<lesson>.ipynb`` for every
lesson and language. A cell whose source did not change keeps its stored outputs; add
``--execute`` to run the notebooks that changed and store their fresh outputs (the
outputs nbval compares). ``python tools/lessons.py check`` exits with 1 and names the
notebooks that are out of date with their source, and the language files not written
yet (``tests/test_lessons.py`` runs it).
"""

from __future__ import annotations

import argparse
import json
import re
import runpy
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
NOTEBOOKS = ROOT / "notebooks"
LANGUAGES = ("en", "fr", "de", "es", "ca")

CELL_LINE = re.compile(r"^# %% (markdown|code)(?: ([\w-]+))?(?: tags=([\w,-]+))?\s*$")
BLOCK_LINE = re.compile(r"^<!-- (cell|text): ([\w.-]+) -->\s*$")
TEXT_CALL = re.compile(r"""_\("([\w.-]+)"\)""")
LINES_CALL = re.compile(r"""_lines\("([\w.-]+)"\)""")
LINES_ALONE = re.compile(r"""^(\s*)_lines\("([\w.-]+)"\),?\s*$""")
LANG_WORD = re.compile(r"\bLANG\b")

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


class LessonError(ValueError):
    """A lesson source that cannot be built; the message names the file and the cell."""


@dataclass
class Cell:
    kind: str  # "markdown" or "code"
    ident: str | None  # markdown cells: the id of their text in the language files
    tags: list[str] = field(default_factory=list)
    code: str = ""  # code cells: the template


def read_cells(path: Path) -> list[Cell]:
    cells: list[Cell] = []
    lines: list[str] = []

    def close() -> None:
        if cells and cells[-1].kind == "code":
            cells[-1].code = "\n".join(lines).strip("\n")
        elif cells and "".join(lines).strip():
            raise LessonError(f"{path}: text cell {cells[-1].ident!r} has lines of its own; "
                              "its words belong in the language files")
        lines.clear()

    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        match = CELL_LINE.match(line)
        if match is None:
            if line.startswith("# %%"):
                raise LessonError(f"{path}:{number}: a cell line must read "
                                  "'# %% markdown <id>' or '# %% code' (then 'tags=a,b')")
            lines.append(line)
            continue
        close()
        kind, ident, tags = match.groups()
        if kind == "markdown" and not ident:
            raise LessonError(f"{path}:{number}: a text cell needs an id")
        cells.append(Cell(kind, ident, tags.split(",") if tags else []))
    close()
    ids = [c.ident for c in cells if c.kind == "markdown"]
    repeated = sorted({i for i in ids if ids.count(i) > 1})
    if repeated:
        raise LessonError(f"{path}: text cell ids used twice: {', '.join(repeated)}")
    return cells


def read_words(path: Path) -> tuple[dict[str, str], dict[str, str]]:
    """(text of each cell id, each text key) of one language file."""
    if not path.is_file():
        raise LessonError(f"{path}: missing (every lesson is written in {', '.join(LANGUAGES)})")
    cells: dict[str, str] = {}
    texts: dict[str, str] = {}
    current: dict[str, str] | None = None
    key = ""
    lines: list[str] = []

    def close() -> None:
        if current is not None:
            if key in current:
                raise LessonError(f"{path}: {key!r} is written twice")
            current[key] = "\n".join(lines).strip("\n")
        lines.clear()

    for line in path.read_text("utf-8").splitlines():
        match = BLOCK_LINE.match(line)
        if match is None:
            lines.append(line)
            continue
        close()
        current = cells if match.group(1) == "cell" else texts
        key = match.group(2)
    close()
    return cells, texts


def lesson_names() -> list[str]:
    return sorted(p.name for p in LESSONS.iterdir() if (p / "cells.py").is_file())


def render(lesson: str, lang: str) -> list[dict]:
    """The cells (without outputs) of one lesson in one language."""
    folder = LESSONS / lesson
    cells = read_cells(folder / "cells.py")
    words, texts = read_words(folder / f"{lang}.md")
    wanted = {c.ident for c in cells if c.kind == "markdown"}
    extra = sorted(set(words) - wanted)
    if extra:
        raise LessonError(f"{folder / f'{lang}.md'}: text for cells that do not exist: "
                          f"{', '.join(extra)}")
    code = "\n".join(c.code for c in cells if c.kind == "code")
    unused = sorted(set(texts) - set(TEXT_CALL.findall(code)) - set(LINES_CALL.findall(code)))
    if unused:
        raise LessonError(f"{folder / f'{lang}.md'}: texts that no code cell uses: "
                          f"{', '.join(unused)}")
    out = []
    for cell in cells:
        metadata = {"tags": list(cell.tags)} if cell.tags else {}
        if cell.kind == "markdown":
            if not words.get(cell.ident, "").strip():
                raise LessonError(f"{folder / f'{lang}.md'}: no text for cell {cell.ident!r}")
            out.append({"cell_type": "markdown", "id": f"{cell.ident}", "metadata": metadata,
                        "source": words[cell.ident]})
            continue

        def lookup(key: str) -> str:
            if key not in texts:
                raise LessonError(f"{folder / f'{lang}.md'}: no text {key!r} "
                                  f"(used by a code cell of {lesson})")
            return texts[key]

        def literals(key: str) -> list[str]:
            items = [json.dumps(line.strip(), ensure_ascii=False)
                     for line in lookup(key).splitlines() if line.strip()]
            if not items:
                raise LessonError(f"{folder / f'{lang}.md'}: text {key!r} has no lines")
            return items

        lines = []
        # LANG first, so that a text that happens to contain the word is left alone
        for line in LANG_WORD.sub(json.dumps(lang), cell.code).split("\n"):
            alone = LINES_ALONE.match(line)
            if alone:
                lines.extend(f"{alone.group(1)}{item}," for item in literals(alone.group(2)))
            else:
                lines.append(LINES_CALL.sub(lambda m: ", ".join(literals(m.group(1))), line))
        code = TEXT_CALL.sub(lambda m: json.dumps(lookup(m.group(1)), ensure_ascii=False),
                             "\n".join(lines))
        try:  # a text with quotes, or LANG inside an f-string, can break the code
            compile("\n".join(line for line in code.splitlines()
                              if not line.lstrip().startswith(("%", "!"))), lesson, "exec")
        except SyntaxError as error:
            raise LessonError(f"{folder / f'{lang}.md'}: a code cell of {lesson} is not valid "
                              f"Python once its texts are in ({error.msg}, line "
                              f"{error.lineno}: {error.text!r}); write LANG and _(...) "
                              "outside f-strings") from None
        out.append({"cell_type": "code", "execution_count": None, "metadata": metadata,
                    "outputs": [], "source": code})
    # code cells get stable ids from their position, as nbformat 4.5 asks for ids
    for number, cell in enumerate(out):
        cell.setdefault("id", f"code-{number:02d}")
    return out


def notebook_path(lesson: str, lang: str) -> Path:
    return NOTEBOOKS / lang / f"{lesson}.ipynb"


def _source(cell: dict) -> str:
    src = cell.get("source", "")
    return src if isinstance(src, str) else "".join(src)


def _shape(cell: dict) -> tuple:
    return (cell["cell_type"], _source(cell), cell.get("metadata", {}).get("tags", []))


def build_one(lesson: str, lang: str) -> tuple[dict, bool]:
    """The notebook as built, and whether it differs from the one on disk."""
    path = notebook_path(lesson, lang)
    old = json.loads(path.read_text("utf-8")) if path.exists() else None
    cells = render(lesson, lang)
    if old is not None:
        old_cells = old["cells"]
        for number, cell in enumerate(cells):
            if cell["cell_type"] != "code" or number >= len(old_cells):
                continue
            previous = old_cells[number]
            if _shape(previous) == _shape(cell):
                cell["outputs"] = previous.get("outputs", [])
                cell["execution_count"] = previous.get("execution_count")
    nb = {"cells": cells,
          "metadata": {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    changed = old is None or [_shape(c) for c in old["cells"]] != [_shape(c) for c in cells]
    return nb, changed


def written(lesson: str) -> list[str]:
    """The languages a lesson is written in so far (its ``<lang>.md`` exists)."""
    return [lang for lang in LANGUAGES if (LESSONS / lesson / f"{lang}.md").is_file()]


def stale() -> list[Path]:
    """Notebooks whose cells differ from what their source builds (among the languages
    written so far)."""
    return [notebook_path(lesson, lang) for lesson in lesson_names()
            for lang in written(lesson) if build_one(lesson, lang)[1]]


def missing() -> list[Path]:
    """Sources a lesson still lacks: every lesson is written in every language."""
    return [LESSONS / lesson / f"{lang}.md" for lesson in lesson_names() for lang in LANGUAGES
            if lang not in written(lesson)]


def write(nb: dict, path: Path) -> None:
    for cell in nb["cells"]:  # one string per line, as Jupyter writes it (smaller diffs)
        cell["source"] = _source(cell).splitlines(True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", "utf-8")


def execute(path: Path, env: dict[str, str] | None = None) -> None:
    """Run a notebook top to bottom from its own folder (as nbval does); store outputs.
    ``env``: more environment variables for the kernel."""
    import os

    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=900, kernel_name="python3", record_timing=False,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute(env={**os.environ, **(env or {})})
    nb.metadata.pop("widgets", None)  # model ids change at every run
    for cell in nb.cells:  # a stored widget shows "model not found" until the cell runs
        if cell.cell_type == "code":
            cell.outputs = [o for o in cell.outputs if WIDGET_VIEW not in o.get("data", {})]
    nbformat.write(nb, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="write the notebooks from lessons/")
    build.add_argument("--execute", action="store_true",
                       help="run the notebooks that changed and store their outputs")
    build.add_argument("--all", action="store_true", help="with --execute: run every one")
    build.add_argument("--lang", choices=LANGUAGES, action="append",
                       help="only this language (repeat for several)")
    build.add_argument("--lesson", action="append", help="only this lesson")
    sub.add_parser("check", help="exit 1 if a notebook is out of date with its source")
    args = parser.parse_args(argv)
    shared = tempfile.TemporaryDirectory(prefix="terra-lessons-")
    # the same simulation in five languages is played once (tools/sim_cache.py)
    env = runpy.run_path(str(ROOT / "tools" / "sim_cache.py"),
                         run_name="sim_cache")["kernel_environment"](shared.name)
    try:
        if args.command == "check":
            out_of_date, absent = stale(), missing()
            for path in out_of_date:
                print(f"out of date: {path.relative_to(ROOT)}")
            if out_of_date:
                print("run: python tools/lessons.py build --execute")
            for path in absent:
                print(f"not written yet: {path.relative_to(ROOT)}")
            return 1 if out_of_date or absent else 0
        for lesson in args.lesson or lesson_names():
            for lang in args.lang or written(lesson):  # --lang: that one, written or not
                nb, changed = build_one(lesson, lang)
                path = notebook_path(lesson, lang)
                if changed or args.all:
                    write(nb, path)
                    if args.execute:
                        print(f"running {path.relative_to(ROOT)}", flush=True)
                        execute(path, env)
                    print(f"wrote {path.relative_to(ROOT)}")
    except LessonError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    finally:
        shared.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())

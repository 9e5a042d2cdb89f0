"""The lesson notebooks in five languages, from one source per lesson.

Each lesson is a folder ``lessons/<lesson>/``:

* ``cells.py`` — the lesson's cells in order, written once for every language. A line
  ``# %% markdown <id>`` starts a text cell (its text comes from the language files);
  ``# %% code`` starts a code cell, whose lines follow; ``# %% code checked`` one whose
  printed output the tests compare with the expected one (below). Either may end with
  ``tags=a,b`` (cell tags, e.g. ``notebook-only``). In code, ``_("key")`` stands for the
  text ``key`` of the language, written as a Python string literal (after ``#``, in a
  comment: the text itself, such as a prediction cell's hint), and the word
  ``LANG`` for the language's code (``"fr"``): the same code reaches all five notebooks.
  ``_lines("key")`` stands for the lines of the text ``key``, one string literal each,
  separated by commas: alone on its line (as an argument of a call written over several
  lines) each literal gets a line of its own. Notebook 02 writes its moves this way, one
  move per line, in the words the game uses for them in that language.
* ``en.md``, ``fr.md``, ``de.md``, ``es.md``, ``ca.md`` — the words of one language:
  ``<!-- cell: <id> -->`` followed by the Markdown of that text cell, and
  ``<!-- text: <key> -->`` followed by a text used in code (titles, labels, printed
  sentences; ``str.format`` fields such as ``{rate}`` stay as they are).

* ``expected/<lang>.json`` — what each checked code cell prints in that language (its
  text output, by cell id), written by ``build --execute``.

``python tools/lessons.py build`` writes ``notebooks/<lang>/<lesson>.ipynb`` for every
lesson and language, without any output: a lesson keeps its surprises until its cells run
(issue #22), and students read no test markers. Add ``--execute`` to run the notebooks
that changed and store what their checked cells print in ``expected/<lang>.json``;
``tests/test_notebooks.py`` runs every notebook once and compares. ``python
tools/lessons.py check`` exits with 1 and names the notebooks that are out of date with
their source, the expected outputs missing, and the language files not written yet
(``tests/test_lessons.py`` runs it).
"""

from __future__ import annotations

import argparse
import json
import re
import runpy
import shutil
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
COMMENT_CALL = re.compile(r"""(#\s*)_\("([\w.-]+)"\)""")
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
    checked: bool = False  # code cells: their output is compared with expected/<lang>.json


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
        if kind == "code" and ident not in (None, "checked"):
            raise LessonError(f"{path}:{number}: a code cell line reads '# %% code' or "
                              f"'# %% code checked', not {ident!r}")
        checked = kind == "code" and ident == "checked"
        cells.append(Cell(kind, None if kind == "code" else ident,
                          tags.split(",") if tags else [], checked=checked))
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
        # in a comment (a prediction cell's hint), the text itself, without quotes
        code = COMMENT_CALL.sub(lambda m: m.group(1) + " ".join(lookup(m.group(2)).split()),
                                "\n".join(lines))
        code = TEXT_CALL.sub(lambda m: json.dumps(lookup(m.group(1)), ensure_ascii=False),
                             code)
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
    cells = render(lesson, lang)  # no outputs: nothing is given away before a cell runs
    nb = {"cells": cells,
          "metadata": {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    changed = old is None or [_shape(c) for c in old["cells"]] != [_shape(c) for c in cells] \
        or any(c.get("outputs") or c.get("execution_count") for c in old["cells"]) \
        or old.get("metadata") != nb["metadata"]
    return nb, changed


def checked_ids(lesson: str) -> list[str]:
    """The ids of the lesson's checked code cells (the same in every language)."""
    cells = read_cells(LESSONS / lesson / "cells.py")
    return [f"code-{number:02d}" for number, cell in enumerate(cells) if cell.checked]


def expected_path(lesson: str, lang: str) -> Path:
    return LESSONS / lesson / "expected" / f"{lang}.json"


def read_expected(lesson: str, lang: str) -> dict[str, str]:
    """What the checked cells print, by cell id ({} if not executed yet)."""
    path = expected_path(lesson, lang)
    if not path.is_file():
        return {}
    return {key: "".join(lines) for key, lines in json.loads(path.read_text("utf-8")).items()}


def printed(cell) -> str:
    """The text a code cell showed: what it printed and the plain text of what it
    displayed (figures and widgets aside: their text is an address or a model id)."""
    parts = []
    for output in cell.get("outputs", []):
        kind = output.get("output_type")
        if kind == "stream" and output.get("name") == "stdout":
            text = output.get("text", "")
            parts.append(text if isinstance(text, str) else "".join(text))
        elif kind in ("execute_result", "display_data"):
            data = output.get("data", {})
            if "text/plain" in data and not {WIDGET_VIEW, "image/png"} & set(data):
                text = data["text/plain"]
                parts.append((text if isinstance(text, str) else "".join(text)) + "\n")
    return "".join(parts)


def errors(nb) -> list[str]:
    """Each error a run met: the cell's id, the error's name and message."""
    return [f"{cell.get('id')}: {output.get('ename')}: {output.get('evalue')}"
            for cell in nb["cells"] if cell["cell_type"] == "code"
            for output in cell.get("outputs", []) if output.get("output_type") == "error"]


def outputs_of(lesson: str, nb) -> dict[str, str]:
    """What the checked cells of an executed notebook printed, by cell id."""
    by_id = {cell.get("id"): cell for cell in nb["cells"]}
    return {key: printed(by_id[key]) for key in checked_ids(lesson) if key in by_id}


def differences(expected: dict[str, str], found: dict[str, str]) -> list[str]:
    """Readable differences between expected and found outputs (empty if the same)."""
    import difflib

    out = []
    for key in sorted(set(expected) | set(found)):
        if expected.get(key) != found.get(key):
            diff = difflib.unified_diff((expected.get(key) or "").splitlines(),
                                        (found.get(key) or "").splitlines(),
                                        "expected", "printed", lineterm="")
            out.append(f"cell {key}:\n" + "\n".join(diff))
    return out


def write_expected(lesson: str, lang: str, outputs: dict[str, str]) -> None:
    path = expected_path(lesson, lang)
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = {key: text.splitlines(True) for key, text in outputs.items()}
    path.write_text(json.dumps(lines, indent=1, ensure_ascii=False) + "\n", "utf-8")


def unexpected() -> list[Path]:
    """Expected-output files that do not cover exactly the lesson's checked cells."""
    return [expected_path(lesson, lang) for lesson in lesson_names() for lang in written(lesson)
            if sorted(read_expected(lesson, lang)) != sorted(checked_ids(lesson))]


def written(lesson: str) -> list[str]:
    """The languages a lesson is written in so far (its ``<lang>.md`` exists)."""
    return [lang for lang in LANGUAGES if (LESSONS / lesson / f"{lang}.md").is_file()]


def lesson_files(lesson: str, lang: str) -> list[tuple[Path, Path]]:
    """(source, copy) for the files a lesson ships beside its notebook: one source in
    ``lessons/<lesson>/files/``, copied into every language's folder (lesson 06's example
    strategies are code, the same in every language)."""
    root = LESSONS / lesson / "files"
    return [(src, notebook_path(lesson, lang).parent / src.relative_to(root))
            for src in sorted(root.rglob("*")) if src.is_file() and "__pycache__" not in
            src.parts]


def copy_files(lesson: str, lang: str) -> None:
    for src, dst in lesson_files(lesson, lang):
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)


def stale() -> list[Path]:
    """Notebooks whose cells differ from what their source builds, and copied files that
    differ from their source (among the languages written so far)."""
    return [notebook_path(lesson, lang) for lesson in lesson_names()
            for lang in written(lesson) if build_one(lesson, lang)[1]] + [
        dst for lesson in lesson_names() for lang in written(lesson)
        for src, dst in lesson_files(lesson, lang)
        if not dst.is_file() or dst.read_bytes() != src.read_bytes()]


def missing() -> list[Path]:
    """Sources a lesson still lacks: every lesson is written in every language."""
    return [LESSONS / lesson / f"{lang}.md" for lesson in lesson_names() for lang in LANGUAGES
            if lang not in written(lesson)]


def write(nb: dict, path: Path) -> None:
    for cell in nb["cells"]:  # one string per line, as Jupyter writes it (smaller diffs)
        cell["source"] = _source(cell).splitlines(True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", "utf-8")


def run(path: Path, env: dict[str, str] | None = None, before: str = "", timeout: int = 900):
    """Run a notebook top to bottom in a fresh kernel, from its own folder (where a
    student runs it); the executed notebook (in memory: the file is left as it is).
    ``env``: more environment variables for the kernel; ``before``: code run first, in
    a cell of its own that the result leaves out. An error in a cell does not stop the
    run: it is in that cell's outputs (``errors``); a cell that gets no answer within
    ``timeout`` seconds does (nbclient's CellTimeoutError)."""
    import os

    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    if before:
        nb.cells.insert(0, nbformat.v4.new_code_cell(before, id="run-before"))
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", record_timing=False,
                            allow_errors=True,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute(env={**os.environ, **(env or {})})
    if before:
        del nb.cells[0]
    return nb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="write the notebooks from lessons/")
    build.add_argument("--execute", action="store_true",
                       help="run the notebooks that changed and store what their "
                            "checked cells print in lessons/<lesson>/expected/")
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
            out_of_date, absent, unrun = stale(), missing(), unexpected()
            for path in out_of_date:
                print(f"out of date: {path.relative_to(ROOT)}")
            for path in unrun:
                print(f"expected outputs out of date: {path.relative_to(ROOT)}")
            if out_of_date or unrun:
                print("run: python tools/lessons.py build --execute")
            for path in absent:
                print(f"not written yet: {path.relative_to(ROOT)}")
            return 1 if out_of_date or absent or unrun else 0
        for lesson in args.lesson or lesson_names():
            for lang in args.lang or written(lesson):  # --lang: that one, written or not
                nb, changed = build_one(lesson, lang)
                path = notebook_path(lesson, lang)
                copy_files(lesson, lang)
                if changed or args.all:
                    write(nb, path)
                    if args.execute:
                        print(f"running {path.relative_to(ROOT)}", flush=True)
                        done = run(path, env)
                        if errors(done):
                            raise LessonError(f"{path.relative_to(ROOT)}: "
                                              + "; ".join(errors(done)))
                        if checked_ids(lesson):
                            write_expected(lesson, lang, outputs_of(lesson, done))
                    print(f"wrote {path.relative_to(ROOT)}")
    except LessonError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    finally:
        shared.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())

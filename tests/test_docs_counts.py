"""The README and docs/ say how many lessons, notebooks and languages there are; those
counts must agree with the tree, so a new lesson or language cannot leave the pages that a
teacher reads first behind ("the five lessons" when there were six)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORDS = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
#: "six lessons", "the 30 notebooks", "five languages" (an adjective may stand between:
#: "six lesson notebooks" counts notebooks)
COUNT = re.compile(r"\b(\d+|" + "|".join(WORDS) + r")\s+(?:[a-z-]+\s+)?"
                   r"(lessons|notebooks|languages)\b", re.I)


def tree_counts() -> dict[str, int]:
    languages = sorted(p.name for p in (ROOT / "notebooks").iterdir()
                       if p.is_dir() and any(p.glob("*.ipynb")))
    return {
        "lessons": len([p for p in (ROOT / "lessons").iterdir()
                        if p.is_dir() and (p / "cells.py").exists()]),
        "notebooks": len(list((ROOT / "notebooks").glob("*/*.ipynb"))),
        "languages": len(languages),
    }


def documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def stated_counts():
    for path in documents():
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            for m in COUNT.finditer(line):
                word = m[1].lower()
                value = int(word) if word.isdigit() else WORDS[word]
                yield f"{path.relative_to(ROOT)}:{number}", m[2].lower(), value, m[0]


def test_the_tree_has_what_the_check_counts():
    counts = tree_counts()
    assert counts["languages"] == 5 and counts["lessons"] >= 6
    assert counts["notebooks"] == counts["lessons"] * counts["languages"]


def test_the_scan_finds_the_readmes_counts():
    """Guards the scan itself: the README states the number of lessons and languages."""
    found = {(where.split(":")[0], kind) for where, kind, _, _ in stated_counts()}
    assert ("README.md", "lessons") in found and ("README.md", "languages") in found


@pytest.mark.parametrize("where, kind, value, text", list(stated_counts()))
def test_every_count_in_the_docs_agrees_with_the_tree(where, kind, value, text):
    assert value == tree_counts()[kind], (
        f"{where} says {text!r}, but the tree has {tree_counts()[kind]} {kind}")

"""docs/story.md: its picture is the story its code tells (regenerate docs/story.svg with
that code when the drawing changes), and the README links the page."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "story.md"


def test_docs_story_svg_is_the_picture_of_the_pages_code():
    text = PAGE.read_text("utf-8")
    assert "](story.svg)" in text
    code = re.findall(r"```python\n(.*?)```", text, re.S)[1]
    names: dict = {}
    exec(compile(code, str(PAGE), "exec"), names)
    made = names["made"]
    assert made.outcome == "lost"  # R6.1: the page tells a lost game
    assert names["picture"] == (ROOT / "docs" / "story.svg").read_text("utf-8"), \
        "docs/story.svg is out of date: run the code of docs/story.md and save picture"
    flat = " ".join(text.split())
    quoted = [tp for tp in made.turning_points if tp.kind != "near_limit"]
    assert quoted and all(tp.text in flat for tp in quoted)  # the page quotes them


def test_the_readme_links_the_story_page():
    assert "(docs/story.md)" in (ROOT / "README.md").read_text("utf-8")

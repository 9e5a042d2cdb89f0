"""The style sheets are CSS files shipped as package data, and every colour is written once
(``terra_widget/colours.py``): the sheets name colours only through the palette's custom
properties, and the widget's and the charts' Python names them only through it."""

from __future__ import annotations

import importlib.util
import re
import zipfile
from pathlib import Path

import pytest

from terra_widget import colours
from terra_widget.i18n import translator
from terra_widget.ui import stylesheet
from terra_widget.ui.style import style_html

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "terra_widget"
SHEETS = ("game", "end", "touch", "upload", "disconnected")
HEX = re.compile(r"#[0-9A-Fa-f]{6}\b|#[0-9A-Fa-f]{3}\b")
#: Python that may write a colour: its home, and the canvas API's own starting colour
#: (the SVG surface copies what a fresh canvas does, whatever the palette says).
MAY_WRITE_COLOURS = {"colours.py", "ui/surface.py"}


def test_every_sheet_is_a_css_file_in_the_package():
    css = sorted(p.stem for p in (PACKAGE / "ui" / "css").glob("*.css"))
    assert css == sorted(SHEETS)
    for name in SHEETS:
        assert stylesheet.sheet(name) == (PACKAGE / "ui" / "css" / f"{name}.css").read_text(
            encoding="utf-8")


@pytest.mark.parametrize("name", SHEETS)
def test_a_sheet_names_colours_only_through_the_palette(name):
    text = stylesheet.sheet(name)
    assert HEX.findall(text) == []
    used = set(re.findall(r"var\((--tw-[a-z-]+)\)", text))
    assert used <= set(stylesheet.palette()), used - set(stylesheet.palette())


def test_the_palette_block_defines_each_colour_of_colours_py():
    block = stylesheet.palette_css()
    assert block.startswith(":root {") and block.rstrip().endswith("}")
    defined = dict(re.findall(r"(--tw-[a-z-]+): (#[0-9A-F]{6});", block))
    assert defined["--tw-crisis-green"] == colours.CRISIS_FILL["green"]
    assert defined["--tw-text-on-blue"] == colours.TEXT_ON["blue"]
    assert defined["--tw-ink"] == colours.UI["ink"]
    assert defined["--tw-vermillion"] == colours.OKABE_ITO["vermillion"]
    assert defined == stylesheet.palette()


def test_the_style_element_defines_the_palette_before_the_rules_use_it():
    html = style_html(translator("fr"))
    assert html.startswith("<style>:root {") and html.endswith("</style>")
    for name in ("game", "end", "touch"):
        assert stylesheet.sheet(name) in html
    # the templates are filled in the game's language, escaped (no quote ends the string)
    assert "{label}" not in html and "{message}" not in html
    assert HEX.findall(html.split("}", 1)[1]) == []


def test_python_writes_no_colour_outside_its_home():
    found = []
    sim = PACKAGE / "sim"
    paths = [*sorted((PACKAGE / "ui").rglob("*.py")), sim / "charts.py", sim / "chart_svg.py",
             *sorted((sim / "story").glob("*.py"))]
    for path in paths:
        if path.relative_to(PACKAGE).as_posix() in MAY_WRITE_COLOURS:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if HEX.search(line):
                found.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert found == [], "\n".join(found)


def test_the_static_sites_wheel_ships_the_sheets(tmp_path, monkeypatch):
    """The wheel ``make lite`` builds for the browser's Python (``tools/lite.py``): the
    sheets are package data, read there with importlib.resources too."""
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "tools" / "lite.py")
    lite = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lite)
    monkeypatch.setattr(lite, "CACHE", tmp_path / "cache")
    (tmp_path / "out").mkdir()
    wheel = lite.package_wheel(tmp_path / "out")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"terra_widget/ui/css/{name}.css" for name in SHEETS} <= names
    assert "terra_widget/colours.py" in names


def test_the_colours_sit_below_every_layer():
    """``sim`` may not import ``ui``: both read the colours from a module that imports
    nothing of the game (nor anything else)."""
    import ast

    tree = ast.parse((PACKAGE / "colours.py").read_text(encoding="utf-8"))
    imports = [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert [getattr(node, "module", None) for node in imports] == ["__future__"]
    for path in (PACKAGE / "sim").rglob("*.py"):
        assert "terra_widget.ui" not in path.read_text(encoding="utf-8"), path
        assert "from ..ui" not in path.read_text(encoding="utf-8"), path

"""The widget's style sheets, read from package data (``ui/css/*.css``), and the palette
as CSS custom properties.

The sheets are plain CSS files so that an editor, a linter or a designer reads them as
CSS; they name no colour but ``var(--tw-...)``: every colour is written once, in
``terra_widget/colours.py``, and :func:`palette_css` turns it into the ``:root`` block
that defines those properties. The classroom's pages put the same block before their
own sheets.

``importlib.resources`` reads the files wherever the package is installed: a source
checkout, a wheel in site-packages, or the static site's wheel in the browser's Python.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from .. import colours


def _property(name: str) -> str:
    return "--tw-" + name.replace("_", "-")


def palette() -> dict[str, str]:
    """Each custom property (``--tw-ink``, ``--tw-crisis-green`` ...) and its colour."""
    out = {_property(name): value for name, value in colours.OKABE_ITO.items()}
    out.update((_property(name), value) for name, value in colours.UI.items())
    out.update((_property("crisis_" + name), value)
               for name, value in colours.CRISIS_FILL.items())
    out.update((_property("text_on_" + name), value)
               for name, value in colours.TEXT_ON.items())
    return out


def palette_css() -> str:
    """The ``:root { --tw-...: #RRGGBB; ... }`` block every sheet's ``var()`` reads."""
    body = "".join(f"  {name}: {value};\n" for name, value in palette().items())
    return ":root {\n" + body + "}\n"


@cache
def sheet(name: str) -> str:
    """The text of ``ui/css/<name>.css`` (package data)."""
    return files(__package__).joinpath("css", f"{name}.css").read_text(encoding="utf-8")


__all__ = ["palette", "palette_css", "sheet"]

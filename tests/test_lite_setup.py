"""`make lite` on a fresh checkout (no `make venv` first): the `lite` extra alone builds the
site. Checked cheaply, without building: what the build step imports or runs is in the
extra, and the Makefile's `lite` target installs that extra when nothing else was.

(A build from a clean clone, `git clone ... && make lite`, is what this stands for; it
takes minutes, so the test reads the two files that decide it.)
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _names(requirements) -> set[str]:
    return {re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0].lower().replace("_", "-")
            for r in requirements}


def lite_extra() -> set[str]:
    # read as text: tomllib is not in Python 3.10, which the project supports
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    block = re.search(r"^lite = \[(.*?)^\]", text, re.M | re.S)
    assert block, "no lite extra in pyproject.toml"
    return _names(re.findall(r'^\s*"([^"]+)"', block.group(1), re.M))


def test_the_lite_extra_has_what_the_site_build_needs():
    names = lite_extra()
    # `jupyter lite build` itself and the two JupyterLab extensions tools/lite.py ships
    assert {"jupyterlite-core", "jupyterlite-pyodide-kernel", "jupyterlab-widgets"} <= names
    # jupyterlite-core indexes the site's notebooks with jupyter-server's contents manager
    # (without it: "jupyter-server is not installed. You cannot add custom content") and
    # reads the language packs through jupyterlab_server (without it, only English)
    assert {"jupyter-server", "jupyterlab-server"} <= names
    # JupyterLab's own menus in the site's four other languages
    for pack in ("fr-fr", "de-de", "es-es", "ca-es"):
        assert f"jupyterlab-language-pack-{pack}" in names


def test_make_lite_installs_the_lite_extra_without_make_venv():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    target = re.search(r"^lite:(.*)$", makefile, re.M)
    assert target, "no lite target"
    prereqs = target.group(1).split()
    assert "venv" not in prereqs and "$(STAMP)" not in prereqs
    assert "$(LITE)" in prereqs
    rule = re.search(r"^\$\(LITE\):.*\n((?:\t.*\n)+)", makefile, re.M)
    assert rule, "no $(LITE) rule"
    assert '-e ".[lite]"' in rule.group(1)

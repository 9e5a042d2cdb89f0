"""The session layer (issue #22): ``terra_widget.session`` runs with no widget at all.

It may import the standard library and ``rules``, ``bots``, ``sim``, ``i18n``, ``files``,
``checks`` (and itself) -- never ``ui``, ``classroom``, ipywidgets or ipycanvas -- so a
classroom server, a test or another front end drives the same game."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SESSION = ROOT / "terra_widget" / "session"
ALLOWED_INSIDE = {"rules", "bots", "sim", "i18n", "files", "checks", "session"}
#: Lazily, to name the autosave after the notebook that runs the game (saves/autosaves.py).
ALLOWED_OUTSIDE = {"IPython"}


def _imports(path: Path):
    """(line, absolute module) for every import in ``path``, in functions too."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module
            yield node.lineno, module


def test_every_session_import_stays_in_its_layer():
    wrong = []
    for path in sorted(SESSION.rglob("*.py")):
        for line, module in _imports(path):
            top = module.split(".")
            if top[0] == "terra_widget":
                ok = len(top) > 1 and top[1] in ALLOWED_INSIDE
            else:
                ok = top[0] in sys.stdlib_module_names or top[0] in ALLOWED_OUTSIDE
            if not ok:
                wrong.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    assert not wrong, "\n".join(wrong)


def test_the_session_package_imports_with_widgets_blocked():
    # a fresh interpreter: this one has ipywidgets loaded already by other tests
    code = textwrap.dedent("""
        import importlib, pkgutil, sys
        BLOCKED = ("ipywidgets", "ipycanvas", "terra_widget.ui", "terra_widget.rooms")

        class Block:
            def find_spec(self, name, path=None, target=None):
                if any(name == b or name.startswith(b + ".") for b in BLOCKED):
                    raise ImportError(f"the session layer imported {name}")
                return None

        sys.meta_path.insert(0, Block())
        import terra_widget.session as pkg
        names = [m.name for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + ".")]
        for name in names:
            importlib.import_module(name)
        print("imported", len(names))
    """)
    env = {"PYTHONPATH": str(ROOT), "TERRA_WIDGET_AUTOSAVE": "off", "PATH": "/usr/bin"}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "imported" in run.stdout

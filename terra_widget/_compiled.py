"""Which modules run compiled, and the switch back to pure Python (see setup.py).

Installed with a C compiler, the hot modules of the engine, bots and simulation are
also compiled with Cython from the very same Python files; Python imports the compiled
version when both are there. Set ``TERRA_WIDGET_PURE_PYTHON=1`` before importing
terra_widget to use the Python source instead (to compare, debug or step through it).
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
from pathlib import Path

PURE_PYTHON_VARIABLE = "TERRA_WIDGET_PURE_PYTHON"


class _SourceOnlyFinder:
    """Finds terra_widget's submodules among .py files only, never compiled ones."""

    @staticmethod
    def find_spec(fullname, path=None, target=None):
        if not fullname.startswith("terra_widget.") or not path:
            return None
        loaders = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
        for entry in path:
            spec = importlib.machinery.FileFinder(entry, loaders).find_spec(fullname)
            if spec is not None:
                return spec
        return None


def pure_python_requested() -> bool:
    return os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0")


def use_python_source() -> None:
    """From now on, import terra_widget's submodules from their .py files."""
    if not any(isinstance(f, _SourceOnlyFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _SourceOnlyFinder())


def compiled_modules() -> list[str]:
    """The names of terra_widget's modules imported from compiled extensions (none in
    pure Python). Imports the engine, bots and simulation layers to find out."""
    import terra_widget.bots  # noqa: F401
    import terra_widget.rules  # noqa: F401
    import terra_widget.sim  # noqa: F401

    return sorted(name for name, module in list(sys.modules.items())
                  if name.startswith("terra_widget.") and isinstance(
                      getattr(module, "__loader__", None),
                      importlib.machinery.ExtensionFileLoader))


def engine_build() -> str:
    """'compiled (Cython)' or 'pure Python': how the rules engine runs here."""
    return "compiled (Cython)" if "terra_widget.rules.state" in compiled_modules() \
        else "pure Python"


def stale_extensions(package: Path | None = None) -> list[str]:
    """Compiled modules older than the .py or .pxd they were built from, relative to the
    package folder: Python would import them instead of the edited source. Only a source
    checkout (``make compile``) can have any."""
    package = Path(package or Path(__file__).parent)
    stale = []
    for so in sorted(package.rglob("*.so")):
        stem = so.name.split(".")[0]
        sources = [so.with_name(stem + ext) for ext in (".py", ".pxd")]
        if any(src.exists() and src.stat().st_mtime > so.stat().st_mtime for src in sources):
            stale.append(so.relative_to(package).as_posix())
    return stale

"""The lean Terra loop, the measuring stick for simulation speed: found beside the
repository (``shared/reference/lean_terra.py``) and loaded as a module, never copied."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def find_lean() -> Path | None:
    """lean_terra.py in ``shared/reference`` beside the repository or an ancestor."""
    for folder in (ROOT, *ROOT.parents):
        path = folder / "shared" / "reference" / "lean_terra.py"
        if path.is_file():
            return path
    return None


def load_lean(path: Path):
    spec = importlib.util.spec_from_file_location("lean_terra", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

"""The rules' two layers hold: the core (``rules/core``: ints, legality, the one transition,
the ending) imports the standard library and itself only, never the typed face
(``rules/face``) nor any other part of terra_widget; and the layers above the rules
(simulations, the bundled strategies, their fast twins) use only what the rules make
public -- no name starting with ``_`` -- so the rules may change their insides freely.

Read from the source (every ``import``, at any depth: inside a function, under
``TYPE_CHECKING``), so an import the tests never run still counts."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from terra_widget.rules import COLOURS, REGIONS
from terra_widget.rules.core.constants import N_COLOURS, N_REGIONS

PACKAGE = Path(__file__).resolve().parents[2] / "terra_widget"
CORE = PACKAGE / "rules" / "core"
ABOVE = ("sim", "bots", "fast_twins")


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> list[tuple[int, str, list[str]]]:
    """Every import of ``path`` as ``(line, absolute module, names taken from it)``."""
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            out.append((node.lineno, module, [alias.name for alias in node.names]))
    return out


def core_offences(path: Path) -> list[str]:
    """What a core module imports beyond the standard library and the core itself."""
    bad = []
    for line, module, names in imports(path):
        if module == "__future__" or module.split(".")[0] in sys.stdlib_module_names:
            continue
        inside = [module + "." + n for n in names] if module == "terra_widget.rules.core" \
            else [module]
        if all(m.startswith("terra_widget.rules.core.") for m in inside):
            continue
        bad.append(f"{path.name}:{line} imports {module}")
    return bad


def private_offences(path: Path) -> list[str]:
    """The private names (``_x``, or a module ``_x``) ``path`` imports from the rules."""
    bad = []
    for line, module, names in imports(path):
        if not (module + ".").startswith("terra_widget.rules."):
            continue
        private = [p for p in module.split(".") + names if p.startswith("_")]
        if private:
            bad.append(f"{path.relative_to(PACKAGE)}:{line} takes {', '.join(private)} "
                       f"from {module}")
    return bad


CORE_MODULES = sorted(CORE.glob("*.py"))


def test_the_core_has_its_modules():
    names = {p.stem for p in CORE_MODULES}
    # the one legality, the one transition, the ending: what the checks below guard
    assert {"legality", "flat_play", "flat", "ending"} <= names


@pytest.mark.parametrize("path", CORE_MODULES, ids=lambda p: p.name)
def test_the_core_imports_only_the_standard_library_and_itself(path):
    assert core_offences(path) == []


@pytest.mark.parametrize("layer", ABOVE)
def test_the_layers_above_take_nothing_private_from_the_rules(layer):
    found = [bad for path in sorted((PACKAGE / layer).rglob("*.py"))
             for bad in private_offences(path)]
    assert found == []


def test_the_checks_would_notice(tmp_path, monkeypatch):
    """Guards the tests above against passing for the wrong reason: a core module that
    takes a typed card, and a simulation that takes a private table, are both caught."""
    core = tmp_path / "terra_widget" / "rules" / "core"
    core.mkdir(parents=True)
    sim = tmp_path / "terra_widget" / "sim"
    sim.mkdir()
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", tmp_path / "terra_widget")
    (core / "bad.py").write_text(
        "import random\nfrom . import legality\nfrom .kinds import KIND_BIT\n"
        "def f():\n    from ..face.cards import Crisis\n    import numpy\n", "utf-8")
    assert core_offences(core / "bad.py") == [
        "bad.py:5 imports terra_widget.rules.face.cards", "bad.py:6 imports numpy"]
    (sim / "bad.py").write_text(
        "from terra_widget.rules import new_game, _secret\n"
        "from ..rules.core.flat_tables import _RINGS, END\n"
        "from terra_widget.rules.face import _hidden\n", "utf-8")
    assert private_offences(sim / "bad.py") == [
        "sim/bad.py:1 takes _secret from terra_widget.rules",
        "sim/bad.py:2 takes _RINGS from terra_widget.rules.core.flat_tables",
        "sim/bad.py:3 takes _hidden from terra_widget.rules.face"]


def test_the_core_counts_the_colours_and_regions_the_face_names():
    """R0.2, R0.3: the core counts R6.1's thresholds over 3 colours and 6 regions
    (``core/constants.py``); the face names them (``face/cards.py``). One list each,
    so the two must agree."""
    assert (N_COLOURS, N_REGIONS) == (len(COLOURS), len(REGIONS)) == (3, 6)

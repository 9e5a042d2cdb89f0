"""One progress bar for every long run: tqdm's, on stderr outside a notebook, given by
``progress=True`` to ``simulate``, ``evolve`` and the tournament (the command line's is
tested in tests/test_cli.py); and the simulation layer names no widget library (a notebook's
widget is tqdm's own choice)."""

import ast
from pathlib import Path

import pytest

from terra_widget import tournament
from terra_widget.i18n import translator
from terra_widget.sim import evolve, simulate

SIM = Path(__file__).resolve().parents[2] / "terra_widget" / "sim"


def last_line(err: str) -> str:
    return err.strip().splitlines()[-1]


def test_simulate_evolve_and_the_tournament_show_the_same_bar(capsys):
    simulate(["cooperative", "selfish", "random"], 40, seed=1, progress=True)
    assert "100%" in last_line(capsys.readouterr().err)
    evolve({"cooperative": 3, "selfish": 3}, seats=3, rounds=2, games_per_round=5, seed=1,
           progress=True)
    line = last_line(capsys.readouterr().err)
    assert "100%" in line and "10/10" in line
    tournament(strategies=["cooperative", "selfish", "random"], games=2, seed=1, workers=0,
               progress=True, lang="ca")
    line = last_line(capsys.readouterr().err)
    assert line.startswith(translator("ca")("tournament.progress")) and "100%" in line
    assert "/s" not in line  # no English unit ("table/s") in a Catalan bar


def test_a_bar_is_not_shown_unless_asked(capsys):
    simulate(["cooperative", "selfish", "random"], 40, seed=1)
    evolve({"cooperative": 3, "selfish": 3}, seats=3, rounds=2, games_per_round=5, seed=1)
    assert capsys.readouterr().err == ""


def test_a_bad_progress_says_what_is_allowed():
    with pytest.raises(ValueError, match="True, False, None or a callable"):
        simulate(["cooperative", "selfish", "random"], 4, seed=1, progress="yes")


def test_the_simulation_layer_imports_no_widget_library():
    found = []
    for path in SIM.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            found += [(path.name, n) for n in names
                      if n.split(".")[0] in ("ipywidgets", "ipycanvas")
                      or n.startswith("tqdm.notebook")]
    assert found == []

"""``ViewSource`` (issue #22): what TableView and SeatView read, declared once, and both
the one-screen game's controller and the classroom's stored table implementing it --
each name really defined by them, none missing, none the panels read undeclared."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from ui_support import make_app

from terra_widget.rooms.pages.table import StoredSeats, StoredTable, TableSight
from terra_widget.rules import new_game
from terra_widget.session import GameController, Session
from terra_widget.session.view_source import GameSight, SeatsSource, ViewSource

ROOT = Path(__file__).resolve().parents[2]
PANELS = ROOT / "terra_widget" / "ui" / "panels"


def declared(protocol) -> set[str]:
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {n for n, v in vars(protocol).items() if callable(v) and not n.startswith("_")}
    return names


def missing(obj, protocol) -> list[str]:
    """Declared names ``obj`` does not define itself: not in its own attributes, nor in a
    class of its MRO other than the protocol (an inherited ``...`` body is not a method)."""
    own = set(vars(obj)) if hasattr(obj, "__dict__") else set()
    for cls in type(obj).__mro__:
        if cls is not protocol and cls.__module__ != "typing" and not getattr(
                cls, "_is_protocol", False):
            own |= set(vars(cls))
    return sorted(declared(protocol) - own)


def stored_table(seat=None):
    ctrl = StoredTable("fr")
    ctrl.update(TableSight(new_game(["Ana", "Ben", "Chloé"], seed=3), seat), seats=())
    return ctrl


def sources():
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=3))
    return {"GameController": app.controller, "StoredTable": stored_table(1)}


@pytest.mark.parametrize("kind", ["GameController", "StoredTable"])
def test_both_controllers_implement_the_view_source(kind):
    ctrl = sources()[kind]
    assert isinstance(ctrl, ViewSource)
    assert isinstance(ctrl.session, SeatsSource)
    assert isinstance(ctrl.state, GameSight)
    assert missing(ctrl, ViewSource) == []
    assert missing(ctrl.session, SeatsSource) == []
    if kind == "StoredTable":  # a GameState is a GameSight by shape only (rules layer)
        assert missing(ctrl.state, GameSight) == []


def test_a_missing_name_is_seen():
    class Half(StoredTable):
        pass

    half = Half("en")
    del half.bots_live  # set in StoredTable.__init__: now only the protocol's declaration
    # isinstance cannot see it (subclassing the protocol declares the name); this can
    assert "bots_live" in missing(half, ViewSource)


def _read_names(path: Path) -> set[str]:
    """Names a panel reads from its controller: ``ctrl.X`` and ``self.ctrl.X``."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute):
            base = node.value
            if isinstance(base, ast.Name) and base.id == "ctrl" or (
                    isinstance(base, ast.Attribute) and base.attr == "ctrl"
                    and isinstance(base.value, ast.Name) and base.value.id == "self"):
                names.add(node.attr)
    return names


@pytest.mark.parametrize("panel", ["table.py", "seat.py"])
def test_every_name_the_table_panels_read_is_declared(panel):
    assert _read_names(PANELS / panel) - declared(ViewSource) == set()


def test_the_protocols_are_implemented_explicitly():
    assert ViewSource in GameController.__mro__ and ViewSource in StoredTable.__mro__
    assert SeatsSource in Session.__mro__ and SeatsSource in StoredSeats.__mro__
    assert GameSight in TableSight.__mro__

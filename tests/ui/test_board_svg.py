"""The board as SVG: ``terra_widget.board_svg`` draws the frame ``board.draw``
paints on a canvas onto an SVG document, for a teacher's worksheet and for the static
site, whose kernel cannot load numpy, Pillow or ipycanvas. That it gives the canvas's
pixels is checked in Chromium by tests/browser/test_board_surfaces.py."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import terra_widget
from terra_widget.i18n import translator
from terra_widget.rules import DEFAULT_CRISES, SOLUTION_KINDS, Phase, Solution, new_game
from terra_widget.ui import board
from terra_widget.ui.board_widget import SvgBoard, board_canvas, hold_board
from terra_widget.ui.surface import SvgSurface

SVG = "{http://www.w3.org/2000/svg}"
ROOT = Path(__file__).resolve().parents[2]


class Recorder:
    """Any object with the canvas API: records the texts ``board.draw`` writes."""

    def __init__(self):
        object.__setattr__(self, "texts", [])

    def __getattr__(self, name):
        def call(*args):
            if name == "fill_text":
                self.texts.append(args[0])
        return call

    def __setattr__(self, name, value):
        pass


def svg_texts(svg: str) -> list[str]:
    root = ET.fromstring(svg)  # valid XML, or this raises
    assert root.tag == f"{SVG}svg"
    return [el.text for el in root.iter(f"{SVG}text")]


def _played_game(seed=4, moves=60):
    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
def test_board_svg_is_an_svg_document_of_the_frame_draw_paints(projector):
    """Valid XML, the board's size in CSS pixels, a title in the board's language, and
    every text the canvas gets, in the same order: one drawing function."""
    state = _played_game()
    svg = terra_widget.board_svg(state, projector=projector, lang="fr")
    root = ET.fromstring(svg)
    width, height = board.size(projector)
    assert (root.get("width"), root.get("height")) == (str(width), str(height))
    assert root.get("viewBox") == f"0 0 {width} {height}"
    assert root.find(f"{SVG}title").text == translator("fr")("board.alt")
    recorder = Recorder()
    board.draw(state.view(None), recorder, lang="fr", projector=projector)
    assert svg_texts(svg) == recorder.texts and len(recorder.texts) > 20
    # the map: one path per ring of every region, filled and outlined, and the main land
    # (3 rings) of a region in danger outlined again (R6.1)
    rings = sum(len(counts) for _, counts in board.worldmap.rings(board.WIDTH)[1].values())
    by_region, _, _ = state.view(None).full_blown_counts()
    danger = sum(1 for n in by_region.values() if n >= 2)
    assert len(list(root.iter(f"{SVG}path"))) == 2 * rings + 3 * danger


def test_board_svg_never_shows_a_hidden_card():
    """R7.5: only the public table is drawn, whether given the game or a seat's view:
    a card in a hand never appears, a card played does."""
    t = translator("en")
    rng = random.Random(4)
    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=4)
    seen_played = False
    for move in range(120):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        if move % 10:
            continue
        view = state.view(None)
        public = set(view.discard) | {c for _, c in view.impending_plays}
        public |= {c for fb in view.full_blown for _, c in fb.plays}
        seat = view.to_act if view.to_act is not None else 0
        for source in (state, state.view(seat)):
            texts = svg_texts(terra_widget.board_svg(source))
            for kind in SOLUTION_KINDS:
                label = t.card(kind)
                shown = [x for x in texts if x == label or x.startswith(label + " ")]
                if kind in public:
                    seen_played = seen_played or bool(shown)
                else:
                    assert not shown, (label, shown)
    assert seen_played  # the check can see a card when one is on the table


def test_typed_names_are_escaped_and_the_document_stays_valid():
    """A player's name is drawn ("Waiting for ...", "... · name" on a card played): it is
    text in the SVG, never markup, and a control character does not break the XML."""
    view = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=5).view(None)
    name = '\x07<b>Bo</b> & "x"'
    config = dataclasses.replace(view.config, players=("Ana", name, "Chloé", "Dev"))
    view = dataclasses.replace(view, config=config, impending=DEFAULT_CRISES[0],
                               impending_plays=((1, Solution.parse("red-1")),),
                               phase=Phase.RESPOND, responder=1)
    svg = terra_widget.board_svg(view)
    assert "<b>" not in svg and "&lt;b&gt;Bo&lt;/b&gt; &amp;" in svg
    texts = svg_texts(svg)  # parses
    # read back as typed (the bell, which XML cannot hold, as U+FFFD)
    assert any(text.startswith("Waiting for \ufffd<b>Bo</b> &") for text in texts)


def test_bad_input_says_what_is_allowed_in_the_chosen_language():
    with pytest.raises(TypeError, match=r"a game \(a GameState\) or a view.*not int"):
        terra_widget.board_svg(42)
    with pytest.raises(TypeError, match="une partie"):
        terra_widget.board_svg("board", lang="fr")
    with pytest.raises(ValueError, match="en"):  # the allowed languages are listed
        terra_widget.board_svg(new_game(4, seed=1), lang="xx")


def test_the_svg_path_imports_neither_numpy_pillow_ipycanvas_nor_ipywidgets():
    """The static site cannot load numpy or Pillow: the board module, the SVG
    surface and board_svg must work with all four of them impossible to import."""
    code = """
import importlib.abc, sys
BLOCKED = ("numpy", "PIL", "ipycanvas", "ipywidgets")
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"{name} is blocked")
sys.meta_path.insert(0, Block())
import terra_widget
from terra_widget.rules import new_game
from terra_widget.ui import board, surface
svg = terra_widget.board_svg(new_game(4, seed=1), projector=True)
assert svg.startswith("<svg") and "</svg>" in svg
print(sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_the_svg_widget_shows_the_latest_frame_whole():
    """SvgBoard, the static site's board: ``hold_board`` sends the finished frame; a
    second frame replaces the first (no leftovers, no growth), also after a move that
    changed only the panel (a canvas repaints only the panel then)."""
    widget = board_canvas(svg=True)
    assert isinstance(widget, SvgBoard)
    widget.width, widget.height = 1400, 880  # as the table sizes it, at resolution 2
    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=5)
    views = [state.view(None)]
    while len(views) < 3:
        state.apply(state.legal_actions()[0])
        views.append(state.view(None))
    assert board._panel_key(views[1]) != board._panel_key(views[2])
    assert board._map_key(views[1]) == board._map_key(views[2])  # a panel-only move
    for view in views:
        with hold_board(widget):
            board.draw(view, widget, resolution=2)
        fresh = SvgSurface(1400, 880, css_size=None)  # the whole frame, drawn afresh
        board.draw(view, fresh, resolution=2)
        assert widget.value == fresh.to_svg()
    assert 'viewBox="0 0 1400 880"' in widget.value and 'width="100%"' in widget.value


def test_board_canvas_is_ipycanvas_when_it_can_be_imported(monkeypatch):
    from ipycanvas import Canvas

    from terra_widget.ui import board_widget

    assert isinstance(board_canvas(), Canvas)
    monkeypatch.setattr(board_widget, "canvas_available", lambda: False)
    assert isinstance(board_canvas(), SvgBoard)

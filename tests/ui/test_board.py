"""The board: a pure draw(view, canvas) that paints from the public view only, sent to
the browser as one batch per frame, and redrawn when a browser connects."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest
from ipycanvas import Canvas, hold_canvas
from ipycanvas.canvas import _CANVAS_MANAGER, COMMANDS
from ui_support import crisis, make_app, sol

from terra_widget.i18n import LANGUAGES, translator
from terra_widget.rules import DEFAULT_CRISES, SOLUTION_KINDS, Pass, new_game
from terra_widget.rules.state import FullBlown
from terra_widget.ui import board, draw
from terra_widget.ui.textfit import text_width


class RecordingCanvas:
    """Stands in for an ipycanvas Canvas: records every call and attribute set."""

    def __init__(self):
        object.__setattr__(self, "calls", [])

    def __getattr__(self, name):
        def record(*args, **kwargs):
            self.calls.append((name, args))
        return record

    def __setattr__(self, name, value):
        self.calls.append(("set", (name, value)))

    def texts(self):
        return [args[0] for name, args in self.calls if name == "fill_text"]


def test_draw_paints_regions_full_blown_totals_and_the_impending_total():
    state = new_game(["Ana", "Ben", "Chloé"], seed=1,
                     hands=[[sol("green-5"), sol("green-6"), sol("red-1"), sol("red-2")],
                            [sol("blue-1"), sol("blue-2"), sol("blue-3"), sol("blue-4")],
                            [sol("red-3"), sol("red-4"), sol("red-5"), sol("red-6")]],
                     draw_top=[crisis("green-africa"), crisis("red-europe")])
    state.apply(state.legal_actions()[0])  # Ana draws the Africa crisis
    for _ in range(3):
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Pass)))
    state.apply(state.legal_actions()[0])  # the Europe crisis is impending
    red_1 = next(a for a in state.legal_actions() if getattr(a, "solution", None)
                 is sol("red-1"))
    state.apply(red_1)
    canvas = RecordingCanvas()
    draw(state.view(None), canvas)
    texts = canvas.texts()
    t = translator("en")
    words = " ".join(texts)  # a long region name is wrapped on two lines
    for region in ("North America", "South America", "Europe", "Africa",
                   "Asia & Middle East", "Oceania & South-East Asia"):
        assert region in words
    assert "1/3" in texts  # Africa's count against the region limit
    threat = crisis("green-africa").threat
    assert f"0/{threat}" in texts  # the full-blown crisis with nothing under it yet
    assert "▲ green" in texts
    assert t("board.total", total=1, threat=crisis("red-europe").threat) in texts
    assert "■ red 1 · Ana" in texts  # the card played, and by whom
    assert "Waiting for Ben" in texts
    assert "Impending crisis" in texts
    assert f"Draw pile: {state.view(None).pile_size}" in texts
    assert canvas.calls[0] == ("clear", ())


def test_draw_never_paints_a_hidden_card():
    rng = random.Random(4)
    state = new_game(4, seed=4)
    t = translator("en")
    for _ in range(150):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        view = state.view(None)
        public = {c for c in view.discard} | {c for _, c in view.impending_plays}
        public |= {c for fb in view.full_blown for _, c in fb.plays}
        canvas = RecordingCanvas()
        draw(view, canvas, lang="en", projector=True)
        painted = set(canvas.texts())
        for kind in SOLUTION_KINDS:
            if kind not in public:
                assert t.card(kind) not in painted


@pytest.fixture
def sent_batches(monkeypatch):
    """Every message the canvas manager sends, as decoded command lists."""
    batches = []

    def record(command, buffers=()):
        batches.append(command)

    monkeypatch.setattr(_CANVAS_MANAGER, "_send_custom", record)
    return batches


def _switches(batch) -> int:
    commands = batch if batch and isinstance(batch[0], list) else [batch]
    return sum(1 for c in commands if c[0] == COMMANDS["switchCanvas"])


def test_each_redraw_is_one_batch_that_names_its_canvas(sent_batches):
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=2))
    sent_batches.clear()
    app.draw_button.click()
    assert len(sent_batches) == 1  # one message for the whole frame (hold_canvas)
    assert _switches(sent_batches[0]) == 1
    # a browser connects (Voila, a reload, a late viewer): the board is drawn again, and
    # that batch names its canvas too, even though Python drew on it just before
    app.board._handle_frontend_event(app.board, {"event": "client_ready"}, [])
    assert len(sent_batches) == 2 and _switches(sent_batches[1]) == 1
    # the same frame is not sent twice for nothing
    app.teacher_toggle.value = True
    assert len(sent_batches) == 2


def test_draw_works_on_a_real_canvas_inside_hold_canvas():
    canvas = Canvas(width=700, height=440)
    view = new_game(5, seed=3).view(None)
    with hold_canvas():
        draw(view, canvas, lang="ca")



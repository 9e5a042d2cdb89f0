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
    for region in ("North America", "South America", "Europe", "Africa",
                   "Asia & Middle East", "Oceania & South-East Asia"):
        assert region in texts
    assert "1/3" in texts  # Africa's count against the region limit
    threat = crisis("green-africa").threat
    assert f"0/{threat}" in texts  # the full-blown crisis with nothing under it yet
    assert "▲ green" in texts
    assert t("board.total", total=1, threat=crisis("red-europe").threat) in texts
    assert "■ red 1" in texts and "Ana" in texts  # the card played, and by whom
    assert "Waiting for Ben" in texts
    assert "Turn 1 · Ana's turn · Phase 2 · answering the impending crisis" in texts
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
    canvas = Canvas(width=960, height=520)
    view = new_game(5, seed=3).view(None)
    with hold_canvas():
        draw(view, canvas, lang="ca")


# --------------------------------------------------------------------------- projector

class FontCanvas(RecordingCanvas):
    """Also remembers the font each text is drawn with: (text, font px, bold, max_width)."""

    def drawn(self):
        font, out = "10px sans-serif", []
        for name, args in self.calls:
            if name == "set" and args[0] == "font":
                font = args[1]
            elif name == "fill_text":
                size = int(re.search(r"(\d+)px", font).group(1))
                out.append((args[0], size, font.startswith("bold"),
                            args[3] if len(args) > 3 else None))
        return out


def _effective_px(text, px, bold, max_width) -> float:
    """The font size a text looks drawn at: ``fill_text`` squeezes a text wider than its
    ``max_width`` (the QA review found crisis titles squeezed to ~6 px on the projector)."""
    width = text_width(text, px, bold=bold)
    return px if max_width is None or width <= max_width else px * max_width / width


def _views_with_every_crisis():
    """Public views whose board shows every crisis of the deck full-blown, one, two and
    three to a region (three: the narrowest cards), and each crisis once impending."""
    view = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=5).view(None)
    by_region = {}
    for c in DEFAULT_CRISES:
        by_region.setdefault(c.region, []).append(c)
    for n in (1, 2, 3):
        shown = [FullBlown(c, (), 4) for crises in by_region.values() for c in crises[:n]]
        for impending in DEFAULT_CRISES:
            yield dataclasses.replace(view, full_blown=tuple(shown), impending=impending)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_projector_crisis_cards_are_readable_from_the_back_of_the_room(lang):
    """Projector mode: every text on the board is drawn at PROJECTOR_MIN_PX (15 board px)
    or more, and never squeezed below 14 px by ``max_width``; the cards name each crisis's
    colour with its symbol (never the colour alone) and show its title and total."""
    t = translator(lang)
    for view in _views_with_every_crisis():
        canvas = FontCanvas()
        draw(view, canvas, lang=lang, projector=True, resolution=2)
        drawn = canvas.drawn()
        small = [(text, px) for text, px, _, _ in drawn if px < board.PROJECTOR_MIN_PX]
        assert small == []
        squeezed = [(text, px, round(_effective_px(text, px, bold, mw), 1))
                    for text, px, bold, mw in drawn if _effective_px(text, px, bold, mw) < 14]
        assert squeezed == []
        words = " ".join(text for text, _, _, _ in drawn)
        letters = re.sub(r"[\s-]", "", words)  # a title may be wrapped, a word broken
        for c in [fb.crisis for fb in view.full_blown] + [view.impending]:
            assert t.colour(c.colour) in words  # "▲ green": symbol and name
            assert re.sub(r"[\s-]", "", t.crisis_title(c)) in letters
        for fb in view.full_blown:
            assert f"4/{fb.crisis.threat}" in words


def test_projector_board_is_drawn_at_twice_the_pixels_and_normal_mode_is_unchanged():
    view = next(_views_with_every_crisis())
    canvas = FontCanvas()
    draw(view, canvas, projector=True, resolution=2)
    assert ("scale", (2,)) in canvas.calls
    assert ("fill_rect", (0, 0, 960, board.PROJECTOR_HEIGHT)) in canvas.calls
    canvas = FontCanvas()
    draw(view, canvas)
    assert not [c for c in canvas.calls if c[0] == "scale"]
    assert ("fill_rect", (0, 0, 960, 520)) in canvas.calls
    # normal mode keeps its small cards (92 x 84, browser tests know where they are)
    assert ("fill_rect", (751.0, 225, 92, 84)) in canvas.calls  # Oceania's lone crisis


def test_projector_mode_lets_the_board_grow_and_draws_it_sharper():
    """In projector mode the canvas has no max-width (it fills the notebook's width on a
    wide projector) and twice the pixels, so that the stretched bitmap stays sharp; off
    again, it is the 960 x 520 board of at most 960 px."""
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=2))
    assert (app.board.width, app.board.height) == (960, 520)
    assert app.board.layout.max_width == "960px"
    app.projector_toggle.value = True
    assert (app.board.width, app.board.height) == (1920, 2 * board.PROJECTOR_HEIGHT)
    assert app.board.layout.max_width is None and app.board.layout.width == "100%"
    app.projector_toggle.value = False
    assert (app.board.width, app.board.height) == (960, 520)
    assert app.board.layout.max_width == "960px"
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=2), projector=True)
    assert (app.board.width, app.board.height) == (1920, 2 * board.PROJECTOR_HEIGHT)

"""A hostile player name is shown as text everywhere, never run as HTML."""

from __future__ import annotations

import html
import random

import ipywidgets as W
from ui_support import HOSTILE, human_move, widget_texts

import terra_widget


def check_escaped(app) -> int:
    """No HTML value holds the raw name; returns how many hold it escaped."""
    escaped = html.escape(HOSTILE, quote=True)
    seen = 0
    for widget, field, text in widget_texts(app):
        if isinstance(widget, (W.HTML, W.HTMLMath)) and field == "value":
            assert "<img" not in text, f"raw HTML from a name in {widget._dom_classes}"
            seen += escaped in text
        else:
            # buttons, labels, tooltips and options are plain text in the browser
            assert getattr(widget, "description_allow_html", False) is False
    return seen


def test_hostile_name_appears_as_text_everywhere():
    app = terra_widget.play(["Ana", HOSTILE, "Chloé", "Dev"], bots={"Dev": "balanced"},
                            seed=6, speed="manual", autosave=False)
    rng = random.Random(6)
    app.secondary.teacher_toggle.value = True  # the teacher view lists every name too
    places = set()
    as_text = 0
    while not app.state.is_over:
        if app.step() is None:
            if app.state.to_act == 1:
                app.secondary.teacher_toggle.value = False
                # in a button the name is plain text (the browser never parses it)
                assert HOSTILE in app.seat.show_hand.description
                assert app.seat.show_hand.description_allow_html is False
                as_text += 1
            human_move(app, rng, prefer_hoard=app.state.to_act == 1)
            app.secondary.teacher_toggle.value = True
        assert check_escaped(app) >= 2  # at least the players table and the teacher view
        places |= {c for w, _, t in widget_texts(app) if isinstance(w, W.HTML)
                   and html.escape(HOSTILE) in t for c in w._dom_classes}
    assert not app.errors
    assert as_text > 0
    for css in ("terra-phase", "terra-players", "terra-log", "terra-all-hands",
                "terra-debrief", "terra-jump-label"):
        assert css in places, f"{css} never showed the name"


def test_hostile_name_in_the_resume_offer_and_prompts(tmp_path):
    path = tmp_path / "x.terra-autosave.json"
    app = terra_widget.play(["Ana", HOSTILE, "Chloé"], seed=2, speed="manual", autosave=path)
    app.seat.draw_button.click()
    again = terra_widget.play(["Ana", HOSTILE, "Chloé"], seed=2, speed="manual",
                              autosave=path)
    assert html.escape(HOSTILE) in again.offer_view.offer_html.value
    assert "<img" not in again.offer_view.offer_html.value
    again.prompt = ("prompt.hoard_burning", {"seat": 1})
    again._offer = None
    again.render()
    assert html.escape(HOSTILE) in again.table.prompt_html.value
    assert "<img" not in again.table.prompt_html.value


def test_hostile_names_in_the_new_panels_stay_text(tmp_path):
    """The seat's hints (nothing to give, hand hidden), the status line while computers
    wait for a question, and the message beside the file controls (an uploaded file's
    name is chosen by whoever uploads it)."""
    from terra_widget.rules import new_game
    from terra_widget.session.session import Session
    from terra_widget.ui import TerraApp

    state = new_game(["Ana", HOSTILE, "Chloé"], seed=2)
    app = TerraApp(Session(state, {}, {}), speed="manual")
    escaped = html.escape(HOSTILE, quote=True)
    app.seat.draw_button.click()
    while app.state.to_act != 1 and not app.state.is_over:
        legal = app.state.legal_actions()
        app.controller.perform(legal[-1])
    app.render()
    assert escaped in app.seat.hand_title.value and "<img" not in app.seat.hand_title.value
    app.load_text(b"not json", source=HOSTILE + ".json")
    assert escaped in app.notice.value and "<img" not in app.notice.value
    assert "terra-files-message" in app.notice._dom_classes
    check_escaped(app)
    assert not app.errors

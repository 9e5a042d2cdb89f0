"""At game over the question for the class sits in the status bar, with the verdict, in
view above the final map (nothing covers it; under the board it would be below the fold
of a laptop screen). Time travel back before the end brings it back over the board.
(The browser layout test's "end" phase measures it on screen.)"""

from __future__ import annotations

import sys
from pathlib import Path

import ipywidgets as W

import terra_widget
from terra_widget.rules import Pass

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser" / "fixtures"))
import phases  # noqa: E402


def test_the_question_at_game_over_is_in_the_status_bar_and_returns_to_the_board(monkeypatch):
    focused = []
    monkeypatch.setattr(W.DOMWidget, "focus", lambda self: focused.append(self))
    app = terra_widget.show(phases.game_at("end"), lang="en", open_hands=False, prompts=True)
    table, ctrl = app.table, app.controller
    assert table.prompt_box in table.board_area.children
    before = ctrl.session.position
    ctrl.perform(Pass(seat=ctrl.state.to_act))  # the last Pass: the world collapses (R6.1)
    assert ctrl.state.is_over and ctrl.prompt_shown
    assert table.prompt_box in table.status_bar.children
    assert table.prompt_box not in table.board_area.children
    # the verdict in the status line's place, New game beside it, then the question:
    # nothing over the final map
    bar = list(table.status_bar.children)
    assert bar.index(table.status_text) < bar.index(table.end_screen) < bar.index(
        table.play_again_button) < bar.index(table.prompt_box)
    assert table.end_screen not in table.board_area.children
    assert "At which moment" in table.prompt_html.value
    # no "Back to the game" at the end, and the keyboard leaving the board does not go to it
    assert table.dismiss_button.layout.display == "none"
    table.board._handle_frontend_event(None, {"event": "key_down", "key": "Tab",
                                              "shift_key": False, "ctrl_key": False,
                                              "meta_key": False}, [])
    assert focused and focused[-1] is not table.dismiss_button
    # back before the end (R6.1 not reached yet): the prompt's place is over the board again
    assert ctrl.time.travel(before)
    assert table.prompt_box in table.board_area.children
    assert table.prompt_box not in table.status_bar.children
    assert table.dismiss_button.layout.display != "none"

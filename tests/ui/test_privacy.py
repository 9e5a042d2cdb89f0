"""Hidden hands leave nothing behind (R7.5): once a hand is hidden again, no widget's state
-- what the browser holds and what a notebook saved with widget state would keep --
names a card of it; and time travel keeps its hidden-information rule on the buttons."""

from __future__ import annotations

import json

from ui_support import make_app, sol, walk

from terra_widget.rules import Draw, new_game

PLAYERS = ["Ana", "Ben", "Chloé"]
HANDS = [["green-1", "green-2", "red-4", "blue-5"], ["red-1", "red-2", "red-3", "blue-1"],
         ["blue-2", "blue-3", "blue-4", "red-5"]]


def game():
    from ui_support import crisis

    return new_game(PLAYERS, seed=3, hands=[[sol(c) for c in h] for h in HANDS],
                    draw_top=[crisis("green-europe")])


def every_state(app) -> str:
    """The synced state of every widget the app made, the pooled card buttons not on
    screen included, with their layouts and styles."""
    seen, out = set(), []

    def add(w):
        if w is None or id(w) in seen:
            return
        seen.add(id(w))
        out.append(json.dumps(w.get_state(), default=str, ensure_ascii=False))
        for part in ("layout", "style"):
            add(getattr(w, part, None))

    for w in walk(app):
        add(w)
    for w in app.seat._card_pool + app.seat._hoard_pool:
        add(w)
    return "\n".join(out)


def test_a_hidden_hand_leaves_no_card_in_any_widget_state():
    app = make_app(game())
    app.seat.draw_button.click()
    app.seat.show_hand.value = True
    text = every_state(app)
    assert all(app.t.card(sol(c)) in text for c in HANDS[0])  # shown: on the buttons
    [green1] = [b for b in app.card_buttons if b.terra_card == sol("green-1")]
    green1.click()  # Ben's decision now: Ana's hand hides
    assert app.state.to_act == 1 and app.shown_seat is None
    text = every_state(app)
    for code in ("green-2", "red-4", "blue-5"):  # still in Ana's hand, never played
        assert app.t.card(sol(code)) not in text, code
    # nor the colours of the hidden cards left on pooled buttons
    assert all(not b.style.button_color for b in app.seat._card_pool if not b.description)
    assert not app.errors


def test_the_teacher_view_leaves_nothing_once_closed():
    app = make_app(game())
    app.secondary.teacher_toggle.value = True
    assert app.t.card(sol("red-5")) in every_state(app)  # Chloé's hand, for the debrief
    app.secondary.teacher_toggle.value = False
    assert app.t.card(sol("red-5")) not in every_state(app)


def test_undo_past_a_draw_needs_open_hands_and_never_shows_the_pile_again():
    app = make_app(new_game(PLAYERS, seed=8))
    app.seat.draw_button.click()
    drawn = app.state.history[-1]
    assert drawn == Draw(0)
    assert app.secondary.undo_button.disabled  # back past a draw: not with hands closed
    assert "draw pile" in app.secondary.undo_button.tooltip
    app.secondary.jump.value = 0
    assert app.secondary.jump_button.disabled and "draw pile" in app.secondary.jump_label.value
    app.secondary.jump_button.click()  # even if clicked: refused, nothing changes
    assert len(app.state.history) == 1 and "draw pile" in app.table.alert.value
    app.secondary.teacher_toggle.value = True  # the teacher opens every hand: allowed
    assert not app.secondary.undo_button.disabled
    app.secondary.undo_button.click()
    assert app.state.history == []
    assert not app.errors


def test_the_show_hand_toggle_at_a_past_turn_stays_hidden_with_hands_closed():
    """R7.5 with time travel, through the widget: the toggle is refused in
    words and its cards stay empty."""
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=8))
    ctrl = app.controller
    app.seat.draw_button.click()
    while app.state.to_act == 0:
        ctrl.perform(next(a for a in app.state.legal_actions()
                          if type(a).__name__ in ("Pass", "EndTurn")))
    app.seat.draw_button.click()
    app.secondary.teacher_toggle.value = True
    assert ctrl.time.travel(1) and app.state.to_act == 0
    app.secondary.teacher_toggle.value = False
    app.seat.show_hand.value = True
    assert app.seat.show_hand.value is False and app.card_buttons == []
    assert app.table.alert.layout.display != "none" and "drawn" in app.table.alert.value
    assert not app.errors

"""Few clicks in hot seat (a class passes one device round): the front-door game (Ana,
Ben, Chloé + Dev the computer, seed 7) played by clicking, each person choosing what the
Cooperative strategy would choose from their own view, so both flows make the same moves.

The widget's flow: a hand is shown only when the decision involves cards, and once shown
it stays for the rest of that player's turn; a forced move (Pass with no card of the
colour, End turn with nothing else to do) plays itself; a question for the class closes
when a person plays on (a click on it only when the computers wait for it). The old flow
it is measured against (367 clicks in this game) needs "Show X's hand" before every
decision but a draw (again each time the decision comes back), a click for each forced
move and one to close each question. The test counts the widget's clicks and models the
old flow's extra clicks over the very same moves.
"""

from __future__ import annotations

import terra_widget
from terra_widget.bots import make_strategy
from terra_widget.rules import Draw, EndTurn, Pass, PlayFullBlown
from terra_widget.session import prompts as P
from terra_widget.session.controller import ManualScheduler

#: At least 25% fewer than the 367 clicks this game took when every step asked for a
#: click of its own.
MAX_CLICKS = 275


def play_by_clicking(monkeypatch, seed=7):
    asked = []  # every question the game raised (the old flow closed each by a click)
    prompt_for = P.prompt_for

    def counting(*args):
        prompt = prompt_for(*args)
        if prompt is not None:
            asked.append(prompt)
        return prompt

    monkeypatch.setattr(P, "prompt_for", counting)
    app = terra_widget.play(["Ana", "Ben", "Chloé", "Dev"], bots={"Dev": "balanced"},
                            seed=seed, speed="fast", autosave=False, prompts=True)
    clock = app.controller.scheduler = ManualScheduler()  # the computer's pace, by hand
    app.controller.schedule_bots()
    people = {s: make_strategy("cooperative", seed=100 + s) for s in (0, 1, 2)}
    clicks = {"show": 0, "target": 0, "action": 0, "prompt": 0}
    while not app.state.is_over:
        clock.run_all()
        if app.table.prompt_box.layout.display != "none" and app.session.bot_to_act() is not None:
            app.table.dismiss_button.click()  # the computers wait until the class has discussed
            clicks["prompt"] += 1
            continue
        seat = app.session.human_to_act()
        if seat is None:
            continue
        action = people[seat].choose(app.state.view(seat), app.state.legal_actions())
        if app.controller.needs_hand(seat) and app.shown_seat != seat:
            app.seat.show_hand.value = True  # one click on "Show X's hand"
            clicks["show"] += 1
        if isinstance(action, PlayFullBlown) and app.seat.target.value != action.crisis.id:
            app.seat.target.value = action.crisis.id  # one click in the drop-down
            clicks["target"] += 1
        buttons = [b for b in app.action_buttons()
                   if not b.disabled and getattr(b, "terra_action", None) == action]
        buttons[0].click()  # (two equal cards: either button plays the same action)
        clicks["action"] += 1
        assert not app.errors, app.errors
    forced = [app.session.timeline[i] for i in app.controller.auto_moves]
    assert forced and all(isinstance(a, (Pass, EndTurn)) for a in forced)
    return app, clicks, sum(clicks.values()), old_flow_clicks(app, clicks, len(asked))


def old_flow_clicks(app, clicks, questions: int) -> int:
    """The same moves in the old flow: a click per person's move (forced ones too), a
    "show hand" before each of them but a draw unless that hand was still shown (it hid
    whenever the decision moved to someone else), the same target choices, and a click
    to close each question."""
    humans = set(app.session.humans)
    moves = shows = 0
    shown = None
    for action in app.session.timeline:
        if action.seat not in humans:
            shown = None
            continue
        if shown != action.seat:
            shown = None
        moves += 1
        if not isinstance(action, Draw) and shown is None:
            shows += 1
            shown = action.seat
    return moves + shows + clicks["target"] + questions


def test_a_seeded_hot_seat_game_takes_a_quarter_fewer_clicks(monkeypatch):
    app, clicks, new, old = play_by_clicking(monkeypatch)
    print(f"\nclicks: {new} (show hand {clicks['show']}, target {clicks['target']}, "
          f"actions {clicks['action']}, prompts {clicks['prompt']}); the old flow would "
          f"need {old} ({old - new} more)")
    assert app.state.is_over
    assert new <= MAX_CLICKS
    assert new <= 0.75 * old, (new, old)  # the savings are real, not a shorter game


def test_after_end_turn_the_focus_goes_to_the_next_players_draw(monkeypatch):
    import ipywidgets as W

    focused = []
    monkeypatch.setattr(W.DOMWidget, "focus", lambda self: focused.append(self))
    app = terra_widget.play(["Ana", "Ben", "Chloé"], seed=3, speed="manual", autosave=False)
    app.seat.draw_button.click()
    while app.state.to_act == 0 and app.seat.end_turn_button.disabled:
        # answer a crisis (pass) until Ana's turn reaches its end
        seat = app.seat
        (seat.pass_button if not seat.pass_button.disabled else seat.draw_button).click()
    focused.clear()
    if app.state.to_act == 0:
        app.seat.end_turn_button.click()
        assert app.state.to_act == 1 and focused[-1] is app.seat.draw_button
    assert not app.errors

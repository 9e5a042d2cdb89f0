"""Whole games driven through the widget's buttons, people and computer players mixed:
at every step only legal actions are enabled, hidden hands stay hidden, undo restores."""

from __future__ import annotations

import random
import re

import pytest
from ui_support import (
    all_text,
    click_action,
    enabled_over_targets,
    human_move,
    widget_texts,
)

import terra_widget
from terra_widget.i18n import LANGUAGES
from terra_widget.rules import SOLUTION_KINDS, Draw, EndTurn, Pass, Solution, to_json


def public_cards(state) -> set:
    """Solution kinds anybody may see on the table (R7.5)."""
    view = state.view(None)
    cards = {c for c in view.discard if isinstance(c, Solution)}
    cards |= {c for _, c in view.impending_plays}
    cards |= {c for fb in view.full_blown for _, c in fb.plays}
    return cards


def check_step(app) -> None:
    """The invariants that must hold at every moment of a game on screen."""
    assert not app.errors, app.errors
    state = app.state
    legal = set(state.legal_actions())
    seat = state.to_act
    enabled = enabled_over_targets(app)
    # every enabled button is a legal action ...
    assert enabled <= legal
    basic = {a for a in legal if isinstance(a, (Draw, Pass, EndTurn))}
    if seat is None or app.session.is_bot(seat):
        assert enabled == set()  # ... nothing to click for a computer player ...
    elif app.shown_seat == seat or app.teacher_on:
        assert enabled == legal  # ... and with the hand shown, every legal action is there
    else:
        assert enabled == basic  # hand hidden: draw / pass / end turn only
        assert app.card_buttons == [] and app.hoard_buttons == []
    if state.is_over:
        return
    # privacy: no Solution can be read anywhere unless it is public or in a shown hand
    allowed = public_cards(state)
    shown = range(len(state.players)) if app.teacher_on else (
        [app.shown_seat] if app.shown_seat is not None else [])
    for s in shown:
        view = state.view(s)
        allowed |= set(view.hand)
        allowed |= {c for group in view.own_hoards for c in group}
    text = all_text(app)
    for kind in SOLUTION_KINDS:
        if kind not in allowed:
            # "■ red 1" but not the counter "■ red 1/4"
            label = re.compile(re.escape(app.t.card(kind)) + r"(?![0-9/])")
            assert not label.search(text), f"{kind} is readable but hidden"
        assert kind.code not in text  # the UI shows names, never internal codes


def play_through(app, rng, *, undo_every: int = 0, max_moves: int = 2000) -> int:
    """Play a whole game: people click random legal actions, computer players step."""
    moves = human_moves = 0
    revealed: dict[int, set] = {}  # turn -> seats whose hand was shown in it
    check_step(app)
    while not app.state.is_over and moves < max_moves:
        if app.step() is not None:
            moves += 1
            check_step(app)
            continue
        seat = app.state.to_act
        check_step(app)  # hand still hidden (or shown earlier this turn)
        before = to_json(app.state)
        position = app.session.position
        revealed.setdefault(app.state.turn, set()).add(seat)
        action = human_move(app, rng)
        moves += 1
        human_moves += 1
        check_step(app)
        if app.state.to_act != seat and app.shown_seat is not None:
            # a hand shows again without a click only for someone who showed it this turn
            assert app.shown_seat in revealed.get(app.state.turn, set())
        if undo_every and human_moves % undo_every == 0 and not app.state.is_over:
            app.run_bots()
            after = to_json(app.state)
            target = app.controller.time.undo_target()
            assert target == position  # the click, not a forced move after it
            opened = not app.controller.time.may_travel(target)
            if opened:  # back past a draw: only with every hand open (R7.5)
                assert app.secondary.undo_button.disabled
                app.secondary.teacher_toggle.value = True
            app.secondary.undo_button.click()
            assert to_json(app.state) == before  # back to that person's decision
            assert app.state.to_act == seat and app.shown_seat is None
            app.secondary.teacher_toggle.value = False
            check_step(app)
            app.secondary.redo_button.click()
            assert to_json(app.state) == after
            check_step(app)
            assert action is not None
    assert app.state.is_over
    return moves


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_full_game_people_and_bots_only_legal_enabled_hands_hidden_undo_restores(seed):
    app = terra_widget.play(["Ana", "Ben", "Chloé", "Dev"],
                            bots={"Ben": "random", "Dev": "balanced"}, seed=seed,
                            speed="manual", autosave=False, prompts=True)
    moves = play_through(app, random.Random(seed), undo_every=7)
    assert moves > 10
    assert app.table.end_screen.layout.display != "none"
    kind = "lost" if app.state.outcome.lost else "won"
    assert f"terra-end-{kind}" in app.table.end_screen._dom_classes
    assert app.table.debrief.layout.display != "none"
    # the end of the game is final: nothing is enabled any more
    assert app.enabled_actions() == set()


def test_full_team_game_six_players_two_bots():
    app = terra_widget.play(["A", "B", "C", "D", "E", "F"], bots={"B": "cooperative",
                            "E": "selfish"}, seed=11, teams=True, speed="manual",
                            autosave=False)
    play_through(app, random.Random(11))
    assert "terra-players" in app.secondary.players_html._dom_classes


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_renders_a_whole_game_without_a_missing_key(lang):
    app = terra_widget.play(["Ana", "Ben", "Chloé"], bots={"Chloé": "balanced"}, seed=5,
                            lang=lang, speed="manual", autosave=False)
    rng = random.Random(5)
    app.secondary.teacher_toggle.value = True  # also render the teacher's view of every hand
    while not app.state.is_over:
        if app.step() is None:
            human_move(app, rng, prefer_hoard=True)
        assert not app.errors, app.errors
    text = "\n".join(t for w, _, t in widget_texts(app) if w is not app.style_html)
    assert app.t.lang == lang
    assert "{" not in text and "}" not in text  # no template left unformatted
    for key_like in ("btn.", "status.", "event.", "tip.", "prompt."):
        assert key_like not in text, f"an untranslated key {key_like}… is on screen"


def test_the_person_to_act_sees_only_their_own_hand():
    app = terra_widget.play(["Ana", "Ben", "Chloé"], seed=3, speed="manual", autosave=False)
    rng = random.Random(3)
    for _ in range(60):
        if app.state.is_over:
            break
        seat = app.state.to_act
        app.seat.show_hand.value = True
        hand = app.state.view(seat).hand
        assert sorted(b.terra_card for b in app.card_buttons) == sorted(hand)
        click_action(app, rng.choice(app.state.legal_actions()))
        check_step(app)

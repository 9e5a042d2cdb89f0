"""The narration is written once: the engine's sentences (``describe_event``,
``GameState.describe``, ``Action.describe``) are the templates of ``terra_widget.i18n``,
English by default and any of the five languages on request."""

from __future__ import annotations

from terra_widget.i18n import LANGUAGES, strings, translator
from terra_widget.rules import (
    Draw,
    Hoard,
    LossCause,
    Pass,
    Region,
    Solution,
    describe_event,
    new_game,
)

NAMES = ["Ana", "Ben", "Chloé", "Dev"]


def played(seed: int = 3, moves: int = 60):
    state = new_game(NAMES, seed=seed)
    for k in range(moves):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[k % len(legal)])
    return state


def test_the_engines_english_is_the_english_template(monkeypatch):
    state = played()
    event = next(e for e in state.events if e.kind.value == "turn_started")
    before = describe_event(event, NAMES)
    assert before == strings("en")["event.turn_started"].format(turn=event.turn,
                                                                player=NAMES[event.seat])
    # change the one English text: the engine's sentence follows
    monkeypatch.setitem(strings("en"), "event.turn_started", "{player} starts turn {turn}.")
    assert describe_event(event, NAMES) == f"{NAMES[event.seat]} starts turn {event.turn}."
    monkeypatch.setitem(strings("en"), "action.pass", "{player} says no")
    assert new_game(NAMES, seed=1).describe(Pass(2)) == "Chloé says no"


def test_events_and_actions_are_told_in_every_language():
    state = played()
    for lang in LANGUAGES:
        t = translator(lang)
        assert [describe_event(e, NAMES, lang) for e in state.events] == \
            [t.narrate(e, NAMES) for e in state.events]
        assert state.describe(Draw(1), lang) == t("action.draw", player="Ben")
    assert describe_event(state.events[0], NAMES, "fr") != describe_event(state.events[0],
                                                                          NAMES)


def test_a_hoard_shows_its_cards_to_the_chooser_but_not_in_public():
    """R4.4: hoarded cards are face down; the move list of the player choosing shows them,
    the public description (time-travel list) does not."""
    red = [Solution.of("red", v) for v in (1, 2, 3)]
    hoard = Hoard(0, red)
    state = new_game(NAMES, seed=1)
    t = translator("en")
    assert state.describe(hoard) == f"Ana hoards the set {t.cards(red)}"
    assert t.describe_action(hoard, NAMES) == "Ana hoards a set"
    assert all(t.card(c) not in t.describe_action(hoard, NAMES) for c in red)


def test_without_names_an_action_names_the_seat_as_a_new_game_would():
    assert str(Draw(2)) == "Player 3 draws a card"
    assert new_game(3, seed=1).describe(Draw(2)) == str(Draw(2))


def test_labels_and_loss_causes_read_the_english_templates():
    en = strings("en")
    assert Region.AFRICA.label == en["region.africa"]
    cause = LossCause("region", 3, region=Region.AFRICA)
    assert cause.limit == 3  # R6.1
    assert str(cause) == en["cause.region"].format(n=3, region="Africa", limit=3)
    assert LossCause("total", 7).limit == 7 and LossCause("colour", 4).limit == 4

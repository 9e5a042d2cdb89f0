"""Small things a teacher notices, without a browser."""

from __future__ import annotations

import random

import pytest
from ui_support import make_app

from terra_widget.rules import new_game

#: A hidden hand of one card, as each language writes it (never "(1 cards)").
ONE_CARD = {"en": "(1 card)", "fr": "(1 carte)", "de": "(1 Karte)", "es": "(1 carta)",
            "ca": "(1 carta)"}


def _until_one_card(app, seed: int):
    """Play random legal moves until the person to act holds a single card."""
    rng = random.Random(seed)
    for _ in range(400):
        view = app.state.view(None)
        if app.state.is_over:
            break
        if view.hand_sizes[view.to_act] == 1:
            return view.players[view.to_act]
        app.controller.perform(rng.choice(app.state.legal_actions()))
    raise AssertionError("no hand of one card in 400 moves")


@pytest.mark.parametrize("lang", sorted(ONE_CARD))
def test_a_hidden_hand_of_one_card_is_singular(lang):
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=0), lang=lang)
    player = _until_one_card(app, seed=0)
    app.render()
    title = app.seat.hand_title.value
    assert ONE_CARD[lang] in title and player in title, title
    assert not app.errors


def test_plural_categories_follow_each_language():
    from terra_widget.i18n.numbers import plural_category

    # French says "0 carte", English "0 cards"
    assert [plural_category(n, "fr") for n in (0, 1, 2)] == ["one", "one", "other"]
    for lang in ("en", "de", "es", "ca"):
        assert [plural_category(n, lang) for n in (0, 1, 2)] == ["other", "one", "other"]
    with pytest.raises(ValueError, match="count"):
        plural_category(1.5, "en")
    with pytest.raises(ValueError, match="choose one of"):
        plural_category(1, "xx")


def _play_to_the_end(app, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(3000):
        if app.state.is_over:
            return
        app.controller.perform(rng.choice(app.state.legal_actions()))
    raise AssertionError("the game did not end in 3000 moves")


def test_game_over_offers_a_new_game_for_the_same_table():
    """At game over a *New game* button beside the verdict deals a new
    game (a new shuffle, R1.6) for the same players and computer players."""
    from ui_support import RandomBot, visible

    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=3), bots={2: RandomBot(1)},
                   lang="fr")
    button = app.table.play_again_button
    assert not visible(button, app)
    _play_to_the_end(app, seed=3)
    app.render()
    assert visible(button, app) and button.description == "Nouvelle partie"
    old_seed = app.state.seed
    button.click()
    assert not app.errors
    assert not app.state.is_over and app.state.turn == 1 and not app.state.history
    assert app.state.players == ("Ana", "Ben", "Chloé") and app.state.seed != old_seed
    assert app.session.is_bot(2) and not app.session.is_bot(0)
    assert not visible(button, app)
    assert "terra-over" not in app.table._dom_classes


class _Returns:
    """A strategy that always answers ``value`` (the student's mistakes)."""

    def __init__(self, value):
        self.value = value

    def choose(self, view, legal):
        return self.value(view) if callable(self.value) else self.value


def _alert_after_bot_move(strategy, lang: str) -> str:
    from terra_widget.rules import Pass  # noqa: F401  (the strategies below use it)

    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=1), bots={0: strategy}, lang=lang)
    app.table.step_button.click()  # the computer player's move, as the Step button asks it
    assert app.errors, "the strategy's mistake was not caught"
    return app.controller.alert[0]


def test_a_strategys_wrong_move_is_told_in_the_games_language():
    """A strategy's illegal move is told in words in the game's language, never as
    Python's English repr ("Pass(seat=1)"), and so is the engine's refusal."""
    from terra_widget.rules import IllegalActionError, Pass

    text = _alert_after_bot_move(_Returns(lambda view: Pass(seat=1)), "fr")
    assert text.startswith("La stratégie de Ana") and "Ben passe" in text, text
    assert "Pass(" not in text, text
    text = _alert_after_bot_move(_Returns(None), "de")
    assert text.startswith("Die Strategie von Ana hat None zurückgegeben"), text
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=1), lang="es")
    assert app.controller.error_text(IllegalActionError("R4.4", "English words")) == \
        "Las reglas no permiten esta jugada ahora [R4.4]."

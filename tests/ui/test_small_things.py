"""Small things a teacher notices (issue #22, items 7 and 10), without a browser."""

from __future__ import annotations

import random

import pytest
from ui_support import make_app

from terra_widget.rules import new_game

#: A hidden hand of one card, as each language writes it (issue #22: "(1 cards)").
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
    title = app.hand_title.value
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

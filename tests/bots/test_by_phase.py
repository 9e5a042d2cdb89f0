"""``Strategy.by_phase``: the dispatch a bot's ``choose`` names its answers in (R3.1 on an
impending crisis, R4.1 on its own turn, R4.8 over the hand limit)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from terra_widget.bots import Cooperative, Selfish
from terra_widget.bots.base import Strategy
from terra_widget.rules import Phase


def _answers(said: list) -> dict:
    return {phase: (lambda view, legal, phase=phase: said.append(phase) or phase)
            for phase in (Phase.RESPOND, Phase.PLAY, Phase.DISCARD)}


def test_each_phase_goes_to_its_answer_and_a_single_action_to_nobody():
    said = []
    bot, answers = Strategy(), _answers(said)
    for phase in (Phase.RESPOND, Phase.PLAY, Phase.DISCARD):
        assert bot.by_phase(SimpleNamespace(phase=phase), ("a", "b"), answers) is phase
    assert bot.by_phase(SimpleNamespace(phase=Phase.PLAY), ("only",), answers) == "only"
    assert said == [Phase.RESPOND, Phase.PLAY, Phase.DISCARD]  # nothing to decide: not asked


def test_a_subclass_that_changes_the_dispatch_is_asked_through_choose():
    """The fast twin plays for a bot only while it decides as its class: overriding
    ``by_phase`` changes every decision, so the twin must step aside."""

    class Contrary(Cooperative):
        def by_phase(self, view, legal, answers):
            return legal[-1]

    class Plain(Selfish):
        pass

    assert Cooperative().flat_policy() is not None and Plain().flat_policy() is not None
    assert Contrary().flat_policy() is None


@pytest.mark.parametrize("cls", [Cooperative, Selfish])
def test_a_subclass_that_changes_the_choice_or_the_table_is_asked_through_choose(cls):
    """``choose`` and ``phase_answers`` come from the base class and the bot's table: a
    subclass that overrides either decides differently, so the twin must step aside."""
    own_choose = type("OwnChoose", (cls,), {"choose": lambda self, view, legal: legal[0]})
    swapped = type("Swapped", (cls,), {"phase_answers": {**cls.phase_answers,
                                                         Phase.PLAY: "discard"}})
    assert own_choose().flat_policy() is None and swapped().flat_policy() is None


def test_a_bot_that_names_its_answers_is_asked_through_them():
    said = []

    class Named(Strategy):
        phase_answers = {Phase.RESPOND: "respond", Phase.PLAY: "play",
                         Phase.DISCARD: "discard"}

        def respond(self, view, legal):
            return said.append("respond") or legal[0]

        def play(self, view, legal):
            return said.append("play") or legal[-1]

        def discard(self, view, legal):
            return said.append("discard") or legal[0]

    bot = Named()
    assert bot.choose(SimpleNamespace(phase=Phase.PLAY), ("a", "b")) == "b"
    assert bot.choose(SimpleNamespace(phase=Phase.RESPOND), ("a", "b")) == "a"
    assert said == ["play", "respond"]


def test_a_table_that_misses_a_phase_or_a_method_is_refused_when_the_class_is_made():
    with pytest.raises(TypeError, match=r"Lazy\.phase_answers must map each of "
                                        r"Phase\.RESPOND, Phase\.PLAY and Phase\.DISCARD"):
        type("Lazy", (Strategy,), {"phase_answers": {Phase.PLAY: "play"}})
    with pytest.raises(TypeError, match=r"Typo\.phase_answers names 'disacrd', which Typo "
                                        r"does not define"):
        type("Typo", (Cooperative,), {"phase_answers": {**Cooperative.phase_answers,
                                                        Phase.DISCARD: "disacrd"}})


def test_a_strategy_without_choose_or_table_says_what_it_lacks():
    with pytest.raises(NotImplementedError, match=r"Strategy must define choose"):
        Strategy().choose(SimpleNamespace(phase=Phase.PLAY), ("a", "b"))

"""``Strategy.by_phase``: the dispatch a bot's ``choose`` names its answers in (R3.1 on an
impending crisis, R4.1 on its own turn, R4.8 over the hand limit)."""

from __future__ import annotations

from types import SimpleNamespace

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

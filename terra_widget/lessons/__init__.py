"""What the lesson notebooks call, kept out of the students' sight: predictions put beside
results (``reveal``), the findings in words (``conclude``), lesson 02's moves written as
sentences (``Walkthrough``), lesson 05's strategy saved as a file. Widget-free: ``show``
imports the widget only when called."""

from .reveal import (
    CLOSE,
    Sentence,
    conclude,
    findings,
    lost,
    reveal,
    reveal_choice,
    reveal_evolution,
    reveal_tournament,
    saved,
    say,
    strategy_name,
    tournament_leaders,
)
from .strategy_file import check_strategy_file, save_strategy
from .walkthrough import CRISIS, Walkthrough, card

__all__ = ["CLOSE", "CRISIS", "Sentence", "Walkthrough", "card", "check_strategy_file",
           "conclude", "findings", "lost", "reveal", "reveal_choice", "reveal_evolution",
           "reveal_tournament", "save_strategy", "saved", "say", "strategy_name",
           "tournament_leaders"]

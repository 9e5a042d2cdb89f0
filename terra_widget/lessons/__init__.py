"""What the lesson notebooks call, kept out of the students' sight: predictions put beside
results (``reveal``), the findings in words (``conclude``), lesson 02's moves written as
sentences (``Walkthrough``). Widget-free: ``show`` imports the widget only when called."""

from .reveal import CLOSE, Sentence, conclude, findings, reveal, reveal_choice
from .walkthrough import CRISIS, Walkthrough, card

__all__ = ["CLOSE", "CRISIS", "Sentence", "Walkthrough", "card", "conclude", "findings",
           "reveal", "reveal_choice"]

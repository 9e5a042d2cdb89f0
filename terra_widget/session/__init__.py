"""The game as a class plays it, without any widget.

``Session`` (the engine state, the timeline, which seats are computer players),
``GameController`` (pacing, prompts, risk, time travel, hot-seat privacy, messages,
files), the clocks (``scheduler``), the discussion prompts and the save files
(``saves``). The layer rule: this package imports ``rules``, ``bots``, ``sim``,
``i18n``, ``files`` and ``checks`` only -- never ``ui``, ipywidgets or ipycanvas
(``tests/ui/test_session_layer.py`` checks it) -- so a classroom server, a test or
another front end drives the same game. What a panel reads is declared in
``view_source.ViewSource``.
"""

from __future__ import annotations

from .controller import INSTANT_RISK_ROLLOUTS, SPEEDS, GameController
from .scheduler import AsyncioScheduler, ManualScheduler
from .session import BotError, Session

__all__ = ["INSTANT_RISK_ROLLOUTS", "SPEEDS", "AsyncioScheduler", "BotError",
           "GameController", "ManualScheduler", "Session"]

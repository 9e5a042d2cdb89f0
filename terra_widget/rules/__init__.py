"""The rules of Terra as a pure-Python engine (standard library only, no Jupyter).

Quick start::

    from terra_widget.rules import new_game
    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=7)
    while not state.is_over:
        action = state.legal_actions()[0]
        print(state.describe(action))
        state.apply(action)
    print(state.outcome)

Rule ids (R0.1 ...) refer to the numbered rules this package implements, each explained
in the repository's ``docs/rules.md``.
"""

from .actions import (
    ACTION_TYPES,
    Action,
    Discard,
    Draw,
    EndTurn,
    Hoard,
    Pass,
    PlayFullBlown,
    PlayImpending,
    action_from_dict,
)
from .cards import (
    COLOURS,
    CRISIS_TITLES,
    DEFAULT_CRISES,
    REGIONS,
    SOLUTION_COUNTS,
    SOLUTION_KINDS,
    Card,
    Colour,
    Crisis,
    Region,
    Solution,
    crisis_title,
    full_solution_counts,
)
from .errors import ConfigError, IllegalActionError, RecordError, TerraError
from .events import Event, EventKind, LossCause, ScoreReason, describe_event
from .numbers import HAND_LIMIT, HAND_SIZES, LOSS_COLOUR, LOSS_REGION, LOSS_TOTAL
from .record import from_json, from_record, replay, to_json, to_record
from .sampling import sample_state
from .sets import SetType, classify_set, sets_in_hand
from .setup import default_names
from .state import (
    GameConfig,
    GameState,
    Outcome,
    Phase,
    Standing,
    count_full_blown,
    new_game,
)
from .views import FullBlownView, LiveView, PlayerView, render_text

__all__ = [
    "ACTION_TYPES", "Action", "Discard", "Draw", "EndTurn", "Hoard", "Pass", "PlayFullBlown",
    "PlayImpending", "action_from_dict", "COLOURS", "CRISIS_TITLES", "DEFAULT_CRISES",
    "REGIONS", "SOLUTION_COUNTS", "SOLUTION_KINDS", "Card", "Colour", "Crisis", "Region",
    "Solution", "crisis_title", "full_solution_counts", "ConfigError", "IllegalActionError",
    "RecordError", "TerraError", "Event", "EventKind", "LossCause", "ScoreReason",
    "describe_event", "from_json", "from_record", "replay", "to_json", "to_record", "SetType",
    "classify_set", "sets_in_hand", "HAND_LIMIT", "HAND_SIZES", "LOSS_COLOUR", "LOSS_REGION",
    "LOSS_TOTAL", "GameConfig", "GameState", "Outcome", "Phase", "Standing",
    "count_full_blown", "new_game", "FullBlownView", "LiveView", "PlayerView", "render_text",
    "sample_state", "default_names",
]

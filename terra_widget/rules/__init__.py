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

from .core.constants import HAND_LIMIT, HAND_SIZES, LOSS_COLOUR, LOSS_REGION, LOSS_TOTAL

# The flat core and what the layers above (bots' fast twins, sim) build on: cards as ints
# (``flat.py``), the one legality of phase 3 (``legality.py``), a view-reading strategy's
# seat at the flat table (``seat.py``) and the risk meter's sampler of unseen cards.
from .core.ending import danger, winning_seats
from .core.flat import COL, END, HOARD, SET_VALUE, VAL, Deck, FlatGame, deck_of
from .core.kinds import ALL_SETS, set_indices_for_masks, set_indices_in_hand
from .core.legality import closed_crises, may_hoard, open_crises
from .face.actions import (
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
from .face.cards import (
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
from .face.errors import ConfigError, IllegalActionError, RecordError, TerraError
from .face.events import Event, EventKind, LossCause, ScoreReason, describe_event
from .face.record import (
    RECORD_FORMAT,
    from_json,
    from_record,
    parse_json,
    replay,
    to_json,
    to_record,
)
from .face.sampling import Sampler, sample_state
from .face.save_limits import MAX_FILE_BYTES
from .face.seat import StrategySeat, tracked_deal
from .face.sets import ALL_SET_CARDS, SetType, classify_set, sets_in_hand
from .face.setup import GameConfig, check_length, default_names, teams_refusal
from .face.state import GameState, new_game
from .face.table import Outcome, Phase, Standing, count_full_blown
from .face.track import Track
from .face.views import FullBlownView, LiveView, PlayerView, render_text

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
    # the flat core, for bots and sim
    "danger", "winning_seats", "COL", "END", "HOARD", "SET_VALUE", "VAL", "Deck", "FlatGame",
    "Track", "deck_of", "may_hoard", "closed_crises", "open_crises", "RECORD_FORMAT",
    "parse_json", "Sampler",
    "MAX_FILE_BYTES", "StrategySeat", "tracked_deal", "ALL_SET_CARDS", "ALL_SETS",
    "set_indices_for_masks", "set_indices_in_hand", "check_length", "teams_refusal",
]

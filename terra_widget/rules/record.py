"""Game records: config + seed + actions, saved as JSON and replayed (R7.4).

Loading only parses JSON and replays actions through the rules, so a malformed or
tampered file gives a ``RecordError`` that says what is wrong, and never runs anything.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from .actions import Action, action_from_dict
from .cards import DEFAULT_CRISES, Crisis, Solution, card_code
from .errors import ConfigError, IllegalActionError, RecordError
from .state import GameConfig, GameState

RECORD_FORMAT = "terra_widget.record"
RECORD_VERSION = 1
_KEYS = {"format", "version", "players", "teams", "first_player", "seed", "crises", "stack",
         "actions"}


def to_record(state: GameState) -> dict:
    """The game as plain data: enough to replay it exactly."""
    if state.seed is None:
        raise RecordError("R7.4", "a sampled state (from the risk meter) has no history to save")
    cfg = state.config
    stack = None
    if cfg.hands is not None or cfg.draw_top or cfg.draw_bottom:
        stack = {
            "hands": None if cfg.hands is None else [[c.code for c in h] for h in cfg.hands],
            "draw_top": [card_code(c) for c in cfg.draw_top],
            "draw_bottom": [card_code(c) for c in cfg.draw_bottom],
        }
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "players": list(cfg.players),
        "teams": cfg.teams,
        "first_player": cfg.first_player,
        "seed": state.seed,
        "crises": None if cfg.crises == DEFAULT_CRISES else [c.to_dict() for c in cfg.crises],
        "stack": stack,
        "actions": [a.to_dict() for a in state.history],
    }


def to_json(state: GameState, *, indent: int | None = None) -> str:
    return json.dumps(to_record(state), ensure_ascii=False, indent=indent)


def replay(config: GameConfig, seed: int, actions: Iterable[Action], *,
           log_events: bool = True) -> GameState:
    """Set the game up again from ``seed`` and apply ``actions`` in order (R7.4)."""
    state = GameState(config, seed, log_events=log_events)
    for action in actions:
        state.apply(action)
    return state


def from_record(data) -> GameState:
    """Rebuild a game from ``to_record``'s output. Raises RecordError on anything wrong."""
    if not isinstance(data, dict):
        raise RecordError("R7.4", f"a game record is a JSON object, not {type(data).__name__}")
    if data.get("format") != RECORD_FORMAT:
        raise RecordError("R7.4", f"not a terra_widget game record (format is "
                                  f"{data.get('format')!r}, expected {RECORD_FORMAT!r})")
    if data.get("version") != RECORD_VERSION:
        raise RecordError("R7.4", f"record version {data.get('version')!r} is not supported; "
                                  f"this version of terra_widget reads version {RECORD_VERSION}")
    unknown = set(data) - _KEYS
    if unknown:
        raise RecordError("R7.4", f"unexpected fields in the record: {', '.join(sorted(unknown))}")
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError("R7.4", f"the record's seed must be a whole number, not {seed!r}")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise RecordError("R7.4", "the record's 'actions' must be a list")
    try:
        crises = data.get("crises")
        if crises is not None:
            if not isinstance(crises, list):
                raise ValueError("'crises' must be a list of crises or null")
            crises = [Crisis.from_dict(c) for c in crises]
        stack = data.get("stack") or {}
        if not isinstance(stack, dict):
            raise ValueError("'stack' must be an object or null")
        config = GameConfig.make(
            data.get("players"),
            teams=data.get("teams", False),
            first_player=data.get("first_player", 0),
            crises=crises,
            **_parse_stack(stack, crises),
        )
    except (ConfigError, ValueError, TypeError) as exc:
        raise RecordError("R7.4", f"the record's game set-up is invalid: {exc}") from None
    by_id = {c.id: c for c in config.crises}
    state = GameState(config, seed)
    for i, raw in enumerate(actions):
        try:
            action = action_from_dict(raw, by_id)
            state.apply(action)
        except IllegalActionError as exc:
            raise RecordError("R7.4", f"action {i + 1} of {len(actions)} cannot be replayed: "
                                      f"{exc}") from None
        except (ValueError, TypeError) as exc:
            raise RecordError("R7.4", f"action {i + 1} of {len(actions)} is malformed: "
                                      f"{exc}") from None
    return state


def _parse_stack(stack: dict, crises) -> dict:
    if not stack:
        return {}
    by_id = {c.id: c for c in (crises or DEFAULT_CRISES)}

    def card(code):
        if isinstance(code, str) and code in by_id:
            return by_id[code]
        return Solution.parse(code)

    hands = stack.get("hands")
    return {
        "hands": None if hands is None else [[Solution.parse(c) for c in h] for h in hands],
        "draw_top": [card(c) for c in stack.get("draw_top", [])],
        "draw_bottom": [card(c) for c in stack.get("draw_bottom", [])],
    }


def from_json(text: str | bytes) -> GameState:
    """Load a game saved with ``to_json``. Raises RecordError on anything wrong."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, TypeError) as exc:
        raise RecordError("R7.4", f"the file is not valid JSON: {exc}") from None
    return from_record(data)

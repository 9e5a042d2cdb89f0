"""Game records: config + seed + actions, saved as JSON and replayed (R7.4).

Loading only parses JSON and replays actions through the rules, so a malformed or
tampered file gives a ``RecordError`` that says what is wrong, and never runs anything.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from itertools import islice

from ...checks import is_whole
from .actions import ACTION_TYPES, Action, action_from_dict
from .cards import DEFAULT_CRISES, Solution, card_code, full_solution_counts, validate_crises
from .errors import ConfigError, IllegalActionError, RecordError, TerraError
from .save_limits import (
    MAX_ACTIONS,
    MAX_CRISES,
    MAX_FILE_BYTES,
    MAX_JSON_CONTAINERS,
    MAX_JSON_DEPTH,
    MAX_NAME_LENGTH,
    excerpt,
    is_text,
    json_brackets,
    json_depth,
)
from .setup import LENGTHS, short_crises
from .state import GameConfig, GameState

RECORD_FORMAT = "terra_widget.record"
RECORD_VERSION = 1
_KEYS = {"format", "version", "players", "teams", "first_player", "seed", "crises", "stack",
         "actions", "length"}


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
    short = cfg.length == "short"
    record = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "players": list(cfg.players),
        "teams": cfg.teams,
        "first_player": cfg.first_player,
        "seed": state.seed,
        "crises": None if cfg.crises == (short_crises() if short else DEFAULT_CRISES)
        else [c.to_dict() for c in cfg.crises],
        "stack": stack,
        "actions": [a.to_dict() for a in state.history],
    }
    if short:  # only then: a full game's record has no "length", as files without one (R7.4)
        record["length"] = cfg.length  # (R7.4: the short game's set-up is not the same)
    return record


def to_json(state: GameState, *, indent: int | None = None) -> str:
    return json.dumps(to_record(state), ensure_ascii=False, indent=indent)


def replay(config: GameConfig, seed: int, actions: Iterable[Action], *,
           log_events: bool = True) -> GameState:
    """Set the game up again from ``seed`` and apply ``actions`` in order (R7.4).

    Raises RecordError (and nothing else) naming the first action that is not an
    ``Action`` or cannot be replayed; at most ``MAX_ACTIONS`` actions are read, so an
    endless iterable is refused rather than followed."""
    if not isinstance(config, GameConfig):
        raise RecordError("R7.4", f"replay needs a game's GameConfig (such as state.config), "
                                  f"not {excerpt(config)}")
    if not is_whole(seed):
        raise RecordError("R7.4", f"the seed must be a whole number, not {excerpt(seed)}")
    if isinstance(actions, (str, bytes, dict)):
        raise RecordError("R7.4", f"the actions must be a list of Action objects, not "
                                  f"{excerpt(actions)}")
    try:
        items = iter(actions)
    except TypeError:
        raise RecordError("R7.4", f"the actions must be a list of Action objects, not "
                                  f"{excerpt(actions)}") from None
    state = GameState(config, seed, log_events=log_events)
    total = len(actions) if isinstance(actions, (list, tuple)) else None
    for i, action in enumerate(islice(items, MAX_ACTIONS + 1), 1):
        if i > MAX_ACTIONS:
            raise RecordError("R7.4", f"more than {MAX_ACTIONS:,} actions; a game record holds "
                                      f"at most {MAX_ACTIONS:,} (a whole game takes a few "
                                      "hundred)")
        if not isinstance(action, Action):
            raise RecordError("R7.4", f"action {_nth(i, total)} is {excerpt(action)}, not an "
                                      "Action (such as those of state.history)")
        seat = action.seat
        if isinstance(seat, int) and not 0 <= seat < config.n_players:
            # (before the engine, whose message would print a seat of any size)
            raise RecordError("R7.4", f"action {_nth(i, total)} cannot be replayed: there is "
                                      f"no seat {excerpt(seat, 30)}: the seats are "
                                      f"0..{config.n_players - 1}")
        _replay_one(state, action, i, total)
    return state


def _nth(i: int, total: int | None) -> str:
    return f"{i}" if total is None else f"{i} of {total}"


def _replay_one(state: GameState, action: Action, i: int, total: int | None) -> None:
    try:
        state.apply(action)
    except IllegalActionError as exc:
        raise RecordError("R7.4", f"action {_nth(i, total)} cannot be replayed: "
                                  f"{_reason(exc)}") from None


def from_record(data) -> GameState:
    """Rebuild a game from ``to_record``'s output. Raises RecordError on anything wrong.

    Every field is checked (type, size, the limits of ``save_limits.py``) before the engine sees
    it, in time linear in the record's size, and messages quote at most a short excerpt."""
    if not isinstance(data, dict):
        raise RecordError("R7.4", f"a game record is a JSON object, not {type(data).__name__}")
    fmt = data.get("format")
    if not (isinstance(fmt, str) and fmt == RECORD_FORMAT):
        raise RecordError("R7.4", f"not a terra_widget game record (format is "
                                  f"{excerpt(fmt)}, expected {RECORD_FORMAT!r})")
    version = data.get("version")
    if not (is_whole(version) and version == RECORD_VERSION):
        raise RecordError("R7.4", f"record version {excerpt(version)} is not supported; "
                                  f"this version of terra_widget reads version {RECORD_VERSION}")
    _no_unknown_fields(data, _KEYS, "the record")
    seed = data.get("seed")
    if not is_whole(seed):
        raise RecordError("R7.4", f"the record's seed must be a whole number, not "
                                  f"{excerpt(seed)}")
    players = data.get("players")
    _check_players(players)
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise RecordError("R7.4", f"the record's 'actions' must be a list, not "
                                  f"{_kind(actions)}")
    if len(actions) > MAX_ACTIONS:
        raise RecordError("R7.4", f"the record holds {len(actions):,} actions; a record holds "
                                  f"at most {MAX_ACTIONS:,} (a whole game takes a few hundred)")
    teams = data.get("teams", False)
    if not isinstance(teams, bool):
        raise RecordError("R7.4", f"the record's 'teams' must be true or false, not "
                                  f"{excerpt(teams)}")
    first = data.get("first_player", 0)
    if not ((is_whole(first) and 0 <= first < 6)
            or (isinstance(first, str) and len(first) <= MAX_NAME_LENGTH)):
        raise RecordError("R7.4", f"the record's 'first_player' must be a seat number or a "
                                  f"player's name, not {excerpt(first)}")
    try:
        crises = data.get("crises")
        if crises is not None:
            if not isinstance(crises, list):
                raise ValueError(f"'crises' must be a list of crises or null, not "
                                 f"{_kind(crises)}")
            for i, c in enumerate(crises[:MAX_CRISES], 1):
                if isinstance(c, dict):
                    _no_unknown_fields(c, _CRISIS_KEYS, f"crisis {i} of the record")
            crises = validate_crises(crises)
        stack = data.get("stack")
        if stack is None:
            stack = {}
        if not isinstance(stack, dict):
            raise ValueError(f"'stack' must be an object or null, not {_kind(stack)}")
        _no_unknown_fields(stack, _STACK_KEYS, "the record's 'stack'")
        length = data.get("length", "full")  # records made before the short game: full
        if length not in LENGTHS:
            raise ValueError(f"'length' must be one of {', '.join(LENGTHS)}, not "
                             f"{excerpt(length)}")
        config = GameConfig.make(players, teams=teams, first_player=first, crises=crises,
                                 length=length,
                                 **_parse_stack(stack, crises, len(players), length))
    except (ConfigError, ValueError, TypeError) as exc:
        raise RecordError("R7.4", f"the record's game set-up is invalid: "
                                  f"{_reason(exc)}") from None
    by_id = {c.id: c for c in config.crises}
    state = GameState(config, seed)
    total = len(actions)
    for i, raw in enumerate(actions, 1):
        try:
            action = _action(raw, by_id, len(players))
        except (ValueError, TypeError) as exc:
            raise RecordError("R7.4", f"action {i} of {total} is malformed: "
                                      f"{_reason(exc)}") from None
        _replay_one(state, action, i, total)
    return state


_CRISIS_KEYS = frozenset({"id", "colour", "region", "threat"})
_STACK_KEYS = frozenset({"hands", "draw_top", "draw_bottom"})
_ACTION_KEYS = frozenset({"type", "seat", "card", "crisis", "cards"})
#: Longest card code ("green-6"); longer text cannot be a Solution's code.
_CODE_LENGTH = 7
#: Longest error message taken over from the engine: a last guard so that no message,
#: whatever it quotes, grows with the file.
_MAX_REASON = 400


def _kind(value) -> str:
    return "null" if value is None else type(value).__name__


def _reason(exc: Exception) -> str:
    """The engine's reason, cut to ``_MAX_REASON``, followed by the id of the rule it
    enforces (R7.3), so that "cannot be replayed: ... [R4.5] [R7.4]" tells whoever repairs
    the file which rule the action broke as well as that the record is bad."""
    text = exc.reason if isinstance(exc, TerraError) else str(exc)
    text = text if len(text) <= _MAX_REASON else text[:_MAX_REASON] + "…"
    return f"{text} [{exc.rule}]" if isinstance(exc, TerraError) else text


def _no_unknown_fields(obj: dict, allowed, where: str) -> None:
    if len(obj) > len(allowed) or not allowed.issuperset(obj):
        unknown = [k for k in obj if k not in allowed]
        raise RecordError("R7.4", f"unexpected fields in {where}: {_names(unknown)}; "
                                  f"allowed: {', '.join(sorted(allowed))}")


def _names(keys: list) -> str:
    """Field names for a message: the first five, each shortened if long."""
    shown = ", ".join(k if isinstance(k, str) and len(k) <= 30 else excerpt(k, 30)
                      for k in keys[:5])
    return shown + (f" and {len(keys) - 5} more" if len(keys) > 5 else "")


def _check_players(players) -> None:
    if not isinstance(players, list) or not 3 <= len(players) <= 6:
        count = f"{len(players)} names" if isinstance(players, list) else excerpt(players)
        raise RecordError("R7.4", f"the record's 'players' must be a list of 3 to 6 names "
                                  f"(Terra is played by 3 to 6 players), not {count}")
    for i, name in enumerate(players, 1):
        if not isinstance(name, str) or len(name) > MAX_NAME_LENGTH:
            raise RecordError("R7.4", f"player {i}'s name must be a text of at most "
                                      f"{MAX_NAME_LENGTH} characters, not {excerpt(name, 30)}")
        if not is_text(name):  # a name that could be loaded but never saved again
            raise RecordError("R7.4", f"player {i}'s name, {excerpt(name, 30)}, holds a "
                                      "character that is not text (a lone surrogate)")


def _solution(code, where: str) -> Solution:
    if not isinstance(code, str) or len(code) > _CODE_LENGTH:
        raise ValueError(f"{excerpt(code, 30)} is not a Solution card code ({where}); codes "
                         "look like 'red-5' (colour green/blue/red, value 1-6)")
    return Solution.parse(code)


def _code_list(value, where: str, most: int) -> list:
    if not isinstance(value, list):
        raise ValueError(f"{where} must be a list of card codes, not {_kind(value)}")
    if len(value) > most:
        raise ValueError(f"{where} lists {len(value)} cards; the whole deck has {most}")
    return value


def _parse_stack(stack: dict, crises, n_players: int, length: str = "full") -> dict:
    if not stack:
        return {}
    deck = crises or (short_crises() if length == "short" else DEFAULT_CRISES)
    by_id = {c.id: c for c in deck}
    most = sum(full_solution_counts()) + len(deck)

    def card(code, where):
        if isinstance(code, str) and code in by_id:
            return by_id[code]
        return _solution(code, where)

    out: dict = {}
    hands = stack.get("hands")
    if hands is not None:
        if not isinstance(hands, list) or len(hands) != n_players:
            raise ValueError(f"the stacked 'hands' must be a list of {n_players} hands, one "
                             f"per player, not {excerpt(hands)}")
        out["hands"] = [[_solution(c, "stacked hands") for c in
                         _code_list(h, "a stacked hand", most)] for h in hands]
    for where in ("draw_top", "draw_bottom"):
        codes = stack.get(where)
        if codes is not None:
            out[where] = [card(c, where) for c in _code_list(codes, where, most)]
    return out


def _action(raw, by_id: dict, n_players: int) -> Action:
    """``action_from_dict`` with every field's type and size checked first (so that its
    messages quote only short values), and the seat checked against the table."""
    if not isinstance(raw, dict):
        raise ValueError(f"an action must be an object, not {_kind(raw)}")
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise ValueError(f"unknown action type {excerpt(kind, 30)}; allowed: "
                         f"{', '.join(ACTION_TYPES)}")
    if not _ACTION_KEYS.issuperset(raw):
        unknown = [k for k in raw if k not in _ACTION_KEYS]
        raise ValueError(f"action {kind!r} has unexpected fields: {_names(unknown)}")
    seat = raw.get("seat")
    if not is_whole(seat):
        raise ValueError(f"action {kind!r} needs an integer 'seat', not {excerpt(seat, 30)}")
    if not 0 <= seat < n_players:
        raise ValueError(f"there is no seat {excerpt(seat, 30)}: the seats are "
                         f"0..{n_players - 1}")
    if "card" in raw:
        _solution(raw["card"], f"action {kind!r}")
    if "crisis" in raw:
        cid = raw["crisis"]
        if not isinstance(cid, str) or cid not in by_id:
            raise ValueError(f"unknown crisis {excerpt(cid, 40)} in action {kind!r}")
    if "cards" in raw:
        cards = raw["cards"]
        if not isinstance(cards, list) or len(cards) != 3:
            raise ValueError("a hoard action needs 'cards': a list of exactly 3 card codes")
        for code in cards:
            _solution(code, f"action {kind!r}")
    return action_from_dict(raw, by_id)


def parse_json(text: str | bytes):
    """Parse a save file's JSON text within the limits of ``save_limits.py``, raising only
    RecordError: size first, then nesting depth and the number of lists and objects (a
    linear scan, no recursion), then the parse itself, refusing repeated keys, NaN and
    Infinity, and integers too long for Python (over 4,300 digits).

    The one safe entry point for every file the project reads as a saved game (the
    engine's records and the widget's autosaves)."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        raw = bytes(text)
        if len(raw) > MAX_FILE_BYTES:
            raise _too_large(len(raw))
        try:
            text = raw.decode(json.detect_encoding(raw))
        except (UnicodeDecodeError, LookupError):
            raise RecordError("R7.4", "the file is not valid JSON: it is not UTF-8 text "
                                      "(a saved game is a text file)") from None
    elif not isinstance(text, str):
        raise RecordError("R7.4", f"a saved game is JSON text or bytes, not "
                                  f"{type(text).__name__}")
    elif len(text) > MAX_FILE_BYTES:
        raise _too_large(len(text))
    data = text.encode("utf-8", "surrogatepass")
    if len(data) > MAX_FILE_BYTES:
        raise _too_large(len(data))
    brackets = json_brackets(data)
    # the depth on at most as many brackets as a file may hold (so that this stays fast
    # whatever the file), then the count of them all
    head = brackets[:2 * MAX_JSON_CONTAINERS + 2]
    depth = json_depth(head)
    if depth > MAX_JSON_DEPTH:
        more = " or more" if len(head) < len(brackets) else ""
        raise RecordError("R7.4", f"the file nests lists and objects {depth:,}{more} deep; a "
                                  f"saved game nests at most {MAX_JSON_DEPTH} deep")
    containers = brackets.count(b"{") + brackets.count(b"[")
    if containers > MAX_JSON_CONTAINERS:
        raise RecordError("R7.4", f"the file holds {containers:,} lists and objects; a saved "
                                  f"game holds at most {MAX_JSON_CONTAINERS:,} (about two per "
                                  f"action)")
    try:
        return json.loads(text, object_pairs_hook=_object, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise RecordError("R7.4", f"the file is not valid JSON: {exc}") from None
    except (ValueError, RecursionError) as exc:  # our hooks, or an int over 4,300 digits
        raise RecordError("R7.4", f"the file is not valid JSON for a saved game: "
                                  f"{_reason(exc)}") from None


def _too_large(size: int) -> RecordError:
    return RecordError("R7.4", f"the file is {size:,} bytes long; a saved game is at most "
                               f"{MAX_FILE_BYTES:,} bytes (a whole game takes about 20,000)")


def _object(pairs: list) -> dict:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set = set()
        repeated = next(k for k, _ in pairs if k in seen or seen.add(k))
        raise ValueError(f"the key {excerpt(repeated, 30)} appears twice in one object")
    return obj


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def from_json(text: str | bytes) -> GameState:
    """Load a game saved with ``to_json``. Raises RecordError on anything wrong (and
    nothing else), within the limits of ``save_limits.py``."""
    return from_record(parse_json(text))

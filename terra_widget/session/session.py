"""The game behind the widget, without any widget: seats, bots, time travel, files.

A ``Session`` holds the engine state, which seats the computer plays, and the *timeline*:
every action played so far, including the ones undone (so that redo can replay them).
``state.history`` is always a prefix of the timeline. Undo/redo/jump rebuild the state by
replaying actions through the engine (``state.rewind``), so nothing here knows the rules.

Files: "Save game" and the autosave write the same *game file* (``game_file_json``), so
that time travel never loses moves: the engine's record of the WHOLE timeline (the moves
after the moment on screen too), the moment on screen, the computer players' strategies
and the set-up, as JSON::

    {"format": "terra_widget.autosave", "version": 2,
     "record": <rules.to_record of the state at the end of the timeline>,
     "moment": 10,                    # actions of the timeline shown on screen, 0..len
     "bots": {"Dev": "balanced"},      # strategy names by player (what Resume rebuilds)
     "setup": {"players": [...], "teams": false, "crises": null,
               "bots": {"Dev": "balanced"}},   # what "the same game" means (``saves``)
     "saved_at": "2026-11-22T14:30:00+00:00"}

``read_game_file`` reads it, version 1 autosaves (no moment: the end is shown) and plain
engine records (``rules.to_json``), and refuses anything else with a ``RecordError``.
Names, backups and path checks live in ``saves``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from ..checks import is_whole
from ..files import write_atomic  # noqa: F401  (re-exported: the app saves through it)
from ..rules import Action, GameState, RecordError, from_record, to_json, to_record
from ..rules.face.names import normal_name
from ..rules.face.record import parse_json
from . import saves
from .view_source import SeatsSource

AUTOSAVE_FORMAT = "terra_widget.autosave"
#: Version 2 keeps the whole timeline and the moment shown; version 1 is still read.
AUTOSAVE_VERSION = 2
_READ_VERSIONS = (1, 2)
_GAME_FILE_KEYS = {"format", "version", "record", "moment", "bots", "setup", "saved_at"}
#: Autosave name when neither the notebook nor the players are known (older default).
#: ``default_autosave_path`` names each game's own file (``saves.autosave_name``).
AUTOSAVE_NAME = "terra-game.terra-autosave.json"
#: Environment variable: a folder for autosaves, or "off" to disable them (tests, CI).
AUTOSAVE_ENV = "TERRA_WIDGET_AUTOSAVE"


class BotError(RuntimeError):
    """A strategy returned something that is not one of the legal actions."""

    def __init__(self, seat: int, action):
        self.seat = seat
        self.action = action
        super().__init__(f"the strategy of seat {seat} chose {action!r}, which is not one of "
                         "the legal actions")


class Session(SeatsSource):
    """Engine state + timeline + which seats are computer players."""

    def __init__(self, state: GameState, bots: Mapping[int, object] | None = None,
                 specs: Mapping[int, object] | None = None):
        self.state = state
        self.timeline: list[Action] = list(state.history)
        self.bots: dict[int, object] = dict(bots or {})
        self.specs: dict[int, object] = dict(specs or {})
        # the state after the whole timeline, kept while the screen shows an earlier moment
        # (None: rebuild it when needed); never the object in ``self.state``
        self._tip: GameState | None = None

    # -- who plays -------------------------------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        return self.state.players

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(s for s in range(len(self.players)) if s not in self.bots)

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat in self.bots

    def bot_to_act(self) -> int | None:
        seat = self.state.to_act
        return seat if self.is_bot(seat) else None

    def human_to_act(self) -> int | None:
        seat = self.state.to_act
        return seat if seat is not None and seat not in self.bots else None

    # -- playing ---------------------------------------------------------------------------
    @property
    def position(self) -> int:
        """How many actions have been played to reach the state on screen."""
        return len(self.state.history)

    def apply(self, action: Action) -> list:
        """Play ``action`` through the engine (which raises IllegalActionError and changes
        nothing if it is not legal). Returns the events it produced. Playing something other
        than the undone future drops that future."""
        n_events = len(self.state.events)
        pos = self.position
        self.state.apply(action)
        if pos < len(self.timeline) and self.timeline[pos] == action:
            pass  # the same move as before the undo: the rest of the future stays valid
        else:
            del self.timeline[pos:]
            self.timeline.append(action)
            self._tip = None
        return self.state.events[n_events:]

    def choose_bot_action(self) -> Action:
        """Ask the strategy of the seat to act for its move (from its own view only)."""
        seat = self.bot_to_act()
        if seat is None:
            raise RuntimeError("no computer player has to act now")
        legal = self.state.legal_actions()
        action = self.bots[seat].choose(self.state.view(seat), legal)
        for candidate in legal:
            if candidate == action:
                return candidate
        raise BotError(seat, action)

    # -- time travel -----------------------------------------------------------------------
    def go_to(self, n: int) -> None:
        """Show the game after the first ``n`` actions of the timeline."""
        if not 0 <= n <= len(self.timeline):
            raise IndexError(f"moment must be 0..{len(self.timeline)}, not {n}")
        pos = self.position
        if n == pos:
            return
        if n < pos:
            if pos == len(self.timeline):
                self._tip = self.state  # no longer changed in place: it leaves the screen
            self.state = self.state.rewind(n)
            return
        state = self.state.clone()
        for action in self.timeline[pos:n]:
            state.apply(action)
        self.state = state

    def replace(self, state: GameState, bots: Mapping[int, object],
                specs: Mapping[int, object], moment: int | None = None) -> None:
        """Switch to another game (loaded or resumed): ``state`` holds the whole timeline,
        ``moment`` is how much of it to show (None: all of it)."""
        if moment is not None and not 0 <= moment <= len(state.history):
            raise IndexError(f"moment must be 0..{len(state.history)}, not {moment}")
        self.state = state
        self.timeline = list(state.history)
        self._tip = None
        self.bots = dict(bots)
        self.specs = dict(specs)
        if moment is not None:
            self.go_to(moment)

    def tip(self) -> GameState:
        """The game after the whole timeline (the moves undone on screen included).
        Do not change it: it may be the state on screen."""
        if self.position == len(self.timeline):
            return self.state
        if self._tip is None:
            state = self.state.clone()
            for action in self.timeline[self.position:]:
                state.apply(action)
            self._tip = state
        return self._tip

    def setup(self) -> dict:
        """This game's set-up (``saves.setup_of``): what Resume compares."""
        cfg = self.state.config
        names = self.players
        return saves.setup_of(names, teams=cfg.teams,
                              crises=to_record(self.state)["crises"],
                              bots={names[s]: spec for s, spec in self.specs.items()})

    # -- files -----------------------------------------------------------------------------
    def record_json(self) -> str:
        """The engine's plain game record of the moment on screen (``rules.to_json``), for
        code that reads records with ``rules.from_json``; it drops undone moves."""
        return to_json(self.state, indent=1)

    def game_file_json(self, *, indent: int | None = None) -> str:
        """The game file (module docstring): the whole timeline and the moment shown.
        What "Save game" and the autosave write."""
        names = self.players
        bots = {names[s]: spec for s, spec in self.specs.items() if isinstance(spec, str)}
        return json.dumps({
            "format": AUTOSAVE_FORMAT,
            "version": AUTOSAVE_VERSION,
            "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "bots": bots,
            "setup": self.setup(),
            "moment": self.position,
            "record": to_record(self.tip()),
        }, ensure_ascii=False, indent=indent)

    def autosave_json(self) -> str:
        return self.game_file_json()

    def save_json(self) -> str:
        return self.game_file_json(indent=1)

    @staticmethod
    def read_game_file(text: str | bytes) -> GameFile:
        """``read_game_file``, for the file desk (``saves.GameFiles``): it reads the files
        it lists and loads through the session it serves, so ``saves`` never imports this
        module, which imports ``saves``."""
        return read_game_file(text)


@dataclass
class GameFile:
    """A game file read back: ``state`` holds the whole timeline, ``moment`` is the number
    of its actions shown on screen; ``bots`` the strategy names by player; ``setup`` as
    ``saves.setup_of``; ``saved_at`` (None for a plain record or a bad date)."""

    state: GameState
    moment: int
    bots: dict[str, str]
    setup: dict
    saved_at: datetime | None = None
    version: int = 0  # 0: a plain engine record
    #: computer players whose strategy is unknown here (they resume as people)
    unknown_bots: dict[str, str] = field(default_factory=dict)

    _shown: GameState | None = field(default=None, init=False, repr=False, compare=False)

    def state_shown(self) -> GameState:
        """The game at the moment shown (replayed once, then kept: the offer shows it)."""
        if self.moment == len(self.state.history):
            return self.state
        if self._shown is None:
            self._shown = self.state.rewind(self.moment)
        return self._shown


def read_game_file(text: str | bytes) -> GameFile:
    """Read a game file (version 2), an autosave of version 1 or a plain engine record.
    Raises RecordError with a clear, short message on anything wrong."""
    data = parse_json(text)  # the engine's safe parser: size, depth, huge ints (save_limits.py)
    if not (isinstance(data, dict) and data.get("format") == AUTOSAVE_FORMAT):
        state = _from_record(data)
        return GameFile(state, len(state.history), {}, _setup(state, {}))
    version = data.get("version")
    if isinstance(version, bool) or version not in _READ_VERSIONS:
        raise RecordError("R7.4", f"autosave version {saves.short_reason(repr(version))} is "
                                  f"not supported; this version of terra_widget reads "
                                  f"{' and '.join(map(str, _READ_VERSIONS))}")
    unknown = set(data) - _GAME_FILE_KEYS
    if unknown:
        raise RecordError("R7.4", "unexpected fields in the game file: "
                          + saves.short_reason(", ".join(sorted(map(str, unknown)))))
    raw_bots = data.get("bots") or {}
    if not isinstance(raw_bots, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and len(v) <= 100
            for k, v in raw_bots.items()):
        raise RecordError("R7.4", "the autosave's 'bots' must map player names to "
                                  "strategy names")
    state = _from_record(data.get("record"))
    # a file's names are read in the one Unicode form the game keeps (R1.1, names.py), so
    # that a file written with "Chloé" decomposed still gives Chloé her computer player
    bots = {normal_name(name): spec for name, spec in raw_bots.items()
            if normal_name(name) in state.players}
    n = len(state.history)
    moment = data.get("moment", n) if version >= 2 else n
    if not is_whole(moment) or not 0 <= moment <= n:
        raise RecordError("R7.4", f"the game file's 'moment' (the move shown) must be a whole "
                                  f"number from 0 to {n}, not "
                                  f"{saves.short_reason(repr(moment))}")
    setup = _setup(state, bots)
    stored = saves.normal_setup(data.get("setup"))
    if stored is not None:
        custom = stored.get("bots") if isinstance(stored, dict) else None
        if isinstance(custom, dict):  # strategy objects are saved as "custom", not in bots
            setup["bots"].update({k: v for k, v in custom.items()
                                  if v == "custom" and k in state.players and k not in bots})
        if not isinstance(stored, dict) or stored != setup:
            raise RecordError("R7.4", "the game file's 'setup' does not match its record "
                                      "(players, teams, crises and computer players)")
    return GameFile(state, moment, bots, setup, _saved_at(data.get("saved_at")), version)


def _from_record(data) -> GameState:
    try:
        return from_record(data)
    except RecordError as exc:
        raise RecordError(exc.rule, saves.short_reason(exc.reason)) from None
    except (RecursionError, ValueError, TypeError) as exc:  # never anything but RecordError
        raise RecordError("R7.4", f"the record is malformed: "
                                  f"{saves.short_reason(type(exc).__name__)}") from None


def _setup(state: GameState, bots: Mapping[str, str]) -> dict:
    return saves.setup_of(state.players, teams=state.config.teams,
                          crises=to_record(state)["crises"], bots=bots)


def _saved_at(value) -> datetime | None:
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        return None
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


def parse_game_file(text: str | bytes) -> tuple[GameState, dict[str, str]]:
    """Read a saved game: (the state at the moment shown, the bots' specs by player
    name). ``read_game_file`` gives the whole timeline too."""
    game = read_game_file(text)
    return game.state_shown(), game.bots


def default_autosave_path(players=None, notebook: str | None = None) -> Path | None:
    """Where ``play()`` autosaves unless told otherwise: ``$TERRA_WIDGET_AUTOSAVE`` (a
    folder, or ``off``), else ``.terra-saves/`` in the current folder (the notebook's),
    made on the first save; the file is this game's own, named from the notebook and the
    players (``saves.autosave_name``)."""
    env = os.environ.get(AUTOSAVE_ENV)
    if env is not None and env.strip().lower() in ("off", "0", "false", "no"):
        return None
    folder = Path(env) if env and env.strip() else Path.cwd() / saves.SAVES_FOLDER
    if players is None:
        return folder / AUTOSAVE_NAME
    return folder / saves.autosave_name(players, notebook or saves.notebook_stem())

"""The game behind the widget, without any widget: seats, bots, time travel, files.

A ``Session`` holds the engine state, which seats the computer plays, and the *timeline*:
every action played so far, including the ones undone (so that redo can replay them).
``state.history`` is always a prefix of the timeline. Undo/redo/jump rebuild the state by
replaying actions through the engine (``state.rewind``), so nothing here knows the rules.

Files: ``save`` writes the engine's game record (``to_json``); the autosave wraps the same
record with the bots' strategy specs so that a kernel restart can resume the game.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from datetime import datetime, timezone
from pathlib import Path

from ..files import write_atomic  # noqa: F401  (re-exported: the app saves through it)
from ..rules import Action, GameState, RecordError, from_record, to_json, to_record

AUTOSAVE_FORMAT = "terra_widget.autosave"
AUTOSAVE_VERSION = 1
#: Default autosave file name (in the notebook's folder). Keep it out of git with the
#: pattern ``*.terra-autosave.json``.
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


class Session:
    """Engine state + timeline + which seats are computer players."""

    def __init__(self, state: GameState, bots: Mapping[int, object] | None = None,
                 specs: Mapping[int, object] | None = None):
        self.state = state
        self.timeline: list[Action] = list(state.history)
        self.bots: dict[int, object] = dict(bots or {})
        self.specs: dict[int, object] = dict(specs or {})

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
    def undo_target(self) -> int | None:
        """Where undo goes: back to the last decision a person made (bots' moves after it
        are undone with it). Without any human seat, one action back."""
        pos = self.position
        if pos == 0:
            return None
        humans = set(self.humans)
        if not humans:
            return pos - 1
        for i in range(pos - 1, -1, -1):
            if self.timeline[i].seat in humans:
                return i
        return 0

    def redo_target(self) -> int | None:
        """Where redo goes: forward to the next decision of a person (or the end)."""
        pos = self.position
        end = len(self.timeline)
        if pos >= end:
            return None
        humans = set(self.humans)
        if not humans:
            return pos + 1
        for q in range(pos + 1, end):
            if self.timeline[q].seat in humans:
                return q
        return end

    def go_to(self, n: int) -> None:
        """Show the game after the first ``n`` actions of the timeline."""
        if not 0 <= n <= len(self.timeline):
            raise IndexError(f"moment must be 0..{len(self.timeline)}, not {n}")
        pos = self.position
        if n == pos:
            return
        if n < pos:
            self.state = self.state.rewind(n)
            return
        state = self.state.clone()
        for action in self.timeline[pos:n]:
            state.apply(action)
        self.state = state

    def replace(self, state: GameState, bots: Mapping[int, object],
                specs: Mapping[int, object]) -> None:
        """Switch to another game (loaded or resumed)."""
        self.state = state
        self.timeline = list(state.history)
        self.bots = dict(bots)
        self.specs = dict(specs)

    # -- files -----------------------------------------------------------------------------
    def record_json(self) -> str:
        """The engine's game record of the game on screen (what "Save game" writes)."""
        return to_json(self.state, indent=1)

    def autosave_json(self) -> str:
        names = self.players
        bots = {names[s]: spec for s, spec in self.specs.items() if isinstance(spec, str)}
        return json.dumps({
            "format": AUTOSAVE_FORMAT,
            "version": AUTOSAVE_VERSION,
            "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "bots": bots,
            "record": to_record(self.state),
        }, ensure_ascii=False)


def parse_game_file(text: str | bytes) -> tuple[GameState, dict[str, str]]:
    """Read a saved game: the engine's record, or an autosave (record + bots).

    Returns the state and the bots' specs by player name (empty for a plain record).
    Raises RecordError with a clear message on anything wrong."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, TypeError) as exc:
        raise RecordError("R7.4", f"the file is not valid JSON: {exc}") from None
    bots: dict[str, str] = {}
    if isinstance(data, dict) and data.get("format") == AUTOSAVE_FORMAT:
        if data.get("version") != AUTOSAVE_VERSION:
            raise RecordError("R7.4", f"autosave version {data.get('version')!r} is not "
                                      f"supported; expected {AUTOSAVE_VERSION}")
        raw_bots = data.get("bots") or {}
        if not isinstance(raw_bots, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in raw_bots.items()):
            raise RecordError("R7.4", "the autosave's 'bots' must map player names to "
                                      "strategy names")
        bots = dict(raw_bots)
        data = data.get("record")
    state = from_record(data)
    return state, {name: spec for name, spec in bots.items() if name in state.players}


def default_autosave_path() -> Path | None:
    """Where ``play()`` autosaves unless told otherwise: ``$TERRA_WIDGET_AUTOSAVE`` (a
    folder, or ``off``), else the current folder (the notebook's)."""
    env = os.environ.get(AUTOSAVE_ENV)
    if env is not None and env.strip().lower() in ("off", "0", "false", "no"):
        return None
    folder = Path(env) if env and env.strip() else Path.cwd()
    return folder / AUTOSAVE_NAME

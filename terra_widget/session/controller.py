"""``GameController``: everything the widget decides that is not a widget.

It owns, on top of a ``Session`` (engine state + timeline + bots): the pacing of the
computer players (through a *scheduler*, so tests step time by hand), the discussion
prompts, the risk history, time travel with its hidden-information rule, whose hand is
shown (hot-seat privacy: controller_hands.py, mixed in), the messages, the files and the
autosave. It holds three plain objects: ``file_actions`` (controller_files.py: the file
box, resume offer, autosave), ``time`` (controller_time.py: undo, redo, jumps and their
hidden-information rule) and ``risk`` (controller_risk.py: the risk meter's measures); the
few of their names that every panel reads (``view_source.ViewSource``, which it
implements) are properties here. Panels render from it and from the engine's views; they
call its methods, never each other. It imports no ipywidgets
(``tests/ui/test_session_layer.py`` checks it), so a classroom server, a test or another
front end can drive the same game.
"""

from __future__ import annotations

import traceback
from pathlib import Path

from ..i18n import translator
from ..rules import EndTurn, IllegalActionError, Pass, Phase
from . import prompts as P
from .controller_files import FileActions
from .controller_hands import HandPrivacy
from .controller_risk import RiskMeasures
from .controller_story import StoryMaker
from .controller_time import TimeTravel
from .scheduler import AsyncioScheduler, ManualScheduler  # noqa: F401  (re-exported)
from .session import BotError, Session
from .view_source import ViewSource

#: Seconds between two computer moves; None = only on "Step"; 0 = at once.
SPEEDS = {"manual": None, "slow": 2.0, "normal": 1.0, "fast": 0.35, "instant": 0.0}
#: At speed "instant" the computer players' positions are never on screen; for the
#: debrief's chart the risk meter measures them once per draw (each turn's start, and a
#: draw again after a crisis broke out, R3.8) with at most this many rollouts.
INSTANT_RISK_ROLLOUTS = 40


class GameController(HandPrivacy, ViewSource):
    """The game as the class sees it. Listeners (``subscribe``) are told after every
    change with a part name: "all", "notice", "risk" or "story"."""

    def __init__(self, session: Session, *, lang: str = "en", autosave: Path | None = None,
                 prompts: bool = True, risk_meter=None, projector: bool = False,
                 speed: str = "normal", resolve_bots=None, files=None, notice: str = "",
                 risk_rollouts: int = 200, scheduler=None, auto_forced: bool = False):
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}; choose one of {', '.join(SPEEDS)}")
        self.session = session
        self.lang = translator(lang).lang
        # files, autosave and resume offer: saves.GameFiles (controller_files.py)
        self.file_actions = FileActions(self, files, autosave)
        self.time = TimeTravel(self)
        self.prompts_on = bool(prompts)
        self.projector = bool(projector)
        self.speed_key = speed
        self.resolve_bots = resolve_bots
        self.scheduler = scheduler or AsyncioScheduler()
        self.risk = RiskMeasures(
            risk_meter, risk_rollouts, self.scheduler, guard=self.guard,
            where=lambda: (self.session.state, self.session.position),
            on_measured=lambda: self.emit("risk"))
        self.story = StoryMaker(self)  # the story of the game (controller_story.py)
        self.errors: list[BaseException] = []
        self.teacher_on = False
        self.prompt: tuple[str, dict] | None = None
        self.bots_held = False
        self.alert: tuple[str, bool] = (notice, False)  # (text, is error): status bar
        self.files_message: tuple[str, bool] = (notice, False)  # beside the file controls
        self.revealed: set[int] = set()  # seats that showed their hand this turn
        self.auto_forced = bool(auto_forced)
        self.auto_moves: set[int] = set()  # timeline indices of forced moves played
        # "just happened": where, in the engine's events, the last move a person chose
        # begins, and whether moves played themselves after it
        self.recent_from: int | None = None
        self.recent_auto = False
        self._revealed_turn = session.state.turn
        self._timer = None
        self._listeners: list = []

    # ------------------------------------------------------------------ basics
    @property
    def t(self):
        return translator(self.lang)

    @property
    def state(self):
        return self.session.state

    @property
    def board_key(self):
        """What the board shows changes with the moment or the game on screen."""
        return (self.session.position, id(self.session.state))

    def subscribe(self, fn) -> None:
        self._listeners.append(fn)

    def emit(self, part: str = "all") -> None:
        for fn in list(self._listeners):
            fn(part)

    def guard(self, fn):
        """Wrap a handler: any exception is kept in ``errors`` and shown in words."""
        def wrapper(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except Exception as exc:  # shown to the user, kept for tests
                self.errors.append(exc)
                self.alert = (self.error_text(exc), True)
                traceback.print_exc()
                try:
                    self.emit("notice")
                except Exception:  # pragma: no cover - never hide the first error
                    pass
        wrapper.__name__ = getattr(fn, "__name__", "handler")
        return wrapper

    def error_text(self, exc) -> str:
        """In the game's language: a strategy's move told as the Log tells moves, an
        engine refusal by its rule id (R7.3; its own sentence is English)."""
        t, names = self.t, self.session.players
        if isinstance(exc, BotError):
            try:
                action = t.describe_action(exc.action, names)
            except (AttributeError, IndexError, KeyError, TypeError):  # not a move at all
                return t("error.bot_not_action", player=names[exc.seat],
                         value=repr(exc.action)[:80])
            return t("error.bot_illegal", player=names[exc.seat], action=action)
        if isinstance(exc, IllegalActionError):
            return t("error.refused", rule=exc.rule)
        return t("error.generic", reason=str(exc))

    def set_auto_forced(self, on: bool) -> None:
        self.auto_forced = bool(on)
        events = self._play_forced()
        self.changed(events) if events else self.emit()

    def set_teacher(self, on: bool) -> None:
        self.teacher_on = bool(on)
        self.emit()

    # ------------------------------------------------------------------ playing
    def perform(self, action, *, human: bool = True) -> None:
        """Play one action (a person's click or a bot's move) and update everything."""
        if self.offer is not None:
            return
        if human:
            self.bots_held = False
            self.prompt = None  # the class has moved on: the question closes
        events = self._apply(action)
        if self.speed_key == "instant" and not self.bots_held:
            events += self._run_bots_now()
        events += self._play_forced()
        self.changed(events)

    def _apply(self, action, *, auto: bool = False) -> list:
        pos, timeline = self.session.position, self.session.timeline
        first_event = len(self.state.events)
        if not auto and action.seat in self.session.humans:  # a person chose it
            self.recent_from, self.recent_auto = first_event, False
        else:  # a forced move or a computer player's: it played itself
            if self.recent_from is None:
                self.recent_from = first_event
            self.recent_auto = True
        if pos < len(timeline) and timeline[pos] != action:
            self.auto_moves = {i for i in self.auto_moves if i < pos}  # that future is gone
        if auto:
            self.auto_moves.add(pos)
        else:
            self.auto_moves.discard(pos)
        return list(self.session.apply(action))

    def _play_forced(self) -> list:
        """Forced moves play themselves (``auto_forced``): a person whose only legal
        action is Pass (no card of the crisis's colour, R3.2) or End turn has no decision
        to make. The log still says they passed or ended the turn; undo skips them (back
        to the last real decision) and does not play them again by itself."""
        events = []
        while self.auto_forced:
            seat = self.session.human_to_act()
            legal = self.state.legal_actions() if seat is not None else ()
            if len(legal) != 1 or not isinstance(legal[0], (Pass, EndTurn)):
                break
            events += self._apply(legal[0], auto=True)
            if self.speed_key == "instant" and not self.bots_held:
                events += self._run_bots_now()
        return events

    def step(self):
        """One computer move (synchronously); the action, or None if a person must act."""
        if self.offer is not None or self.session.bot_to_act() is None:
            return None
        action = self.session.choose_bot_action()
        self.perform(action, human=False)
        return action

    def run_bots(self, limit: int = 10_000) -> int:
        n = 0
        while n < limit and self.session.bot_to_act() is not None:
            self.step()
            n += 1
        return n

    def _run_bots_now(self) -> list:
        events = []
        while self.session.bot_to_act() is not None:
            if self.state.phase is Phase.DRAW:
                self.risk.measure(min(self.risk.rollouts, INSTANT_RISK_ROLLOUTS))
            events += self._apply(self.session.choose_bot_action())
        return events

    def changed(self, events=(), *, travelled: bool = False, hold: bool = True) -> None:
        """After any change of the game on screen: privacy, prompts, render, autosave,
        the computer players' next move, risk."""
        self._new_decision(travelled)
        if travelled:  # another moment, or another game: nothing "just" happened
            self.recent_from, self.recent_auto = None, False
        if not (travelled and self.alert[1]):
            self.alert = ("", False)
        if travelled:
            self.prompt = None
            # after a jump the computer players wait, so the class sees where it landed
            self.bots_held = hold and self.session.bot_to_act() is not None
        else:
            self._update_prompt(events)
        self.story.request()
        self.emit()
        self.file_actions.autosave()
        self.schedule_bots()
        self.risk.request()

    offers_play_again = True  # the file part deals it (FileActions.play_again)

    def play_again(self) -> None:
        self.file_actions.play_again()

    def just_happened(self) -> list[str]:
        """What played itself since the last move a person chose (forced moves, the
        computer players), that move first, in the game's language: the Log tab's own
        sentences (``Translator.narrate``), from the same events it shows (the public
        ones unless every hand is open). Empty when nothing played itself."""
        start = self.recent_from
        if not self.recent_auto or start is None or start > len(self.state.events):
            return []
        state = self.state
        events = state.events if self.teacher_on else state.visible_events(None)
        return [self.t.narrate(e, state.players) for e in events[start:]]

    # ------------------------------------------------------------------ prompts
    def _update_prompt(self, events) -> None:
        prompt = P.prompt_for(events, self.state.view(None))
        if prompt is not None:
            self.prompt = prompt
            if self.prompts_on and SPEEDS[self.speed_key]:
                self.bots_held = True  # timed play pauses while the class discusses

    def prompt_text(self) -> str:
        return P.prompt_text(self.t, self.prompt, self.session.players) if self.prompt else ""

    @property
    def prompt_shown(self) -> bool:
        return self.prompts_on and self.prompt is not None

    def set_prompts(self, on: bool) -> None:
        self.prompts_on = bool(on)
        if not self.prompts_on and self.prompt is not None:
            self.prompt = None
            self.bots_held = False
            self.schedule_bots()
        self.emit()

    def release_bots(self) -> None:
        """Close the prompt, let the computer players go on (dismiss / continue)."""
        self.prompt = None
        self.bots_held = False
        self.emit()
        self.schedule_bots()

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}; choose one of {', '.join(SPEEDS)}")
        self.speed_key = speed
        self.bots_held = False
        self.emit()
        self.schedule_bots()

    @property
    def bots_live(self) -> bool:
        """Whether the computer players move by themselves (a timed speed and a clock)."""
        return SPEEDS[self.speed_key] is not None and self.scheduler.live

    # ------------------------------------------------------------------ settings
    def set_lang(self, lang: str) -> None:
        self.lang = translator(lang).lang
        self.emit()

    def set_projector(self, on: bool) -> None:
        self.projector = bool(on)
        self.emit()

    # ------------------------------------------------------------------ bots' timing
    def cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def schedule_bots(self) -> None:
        self.cancel_timer()
        if (self.offer is not None or self.bots_held or self.file_actions.closed
                or self.session.bot_to_act() is None):
            return
        delay = SPEEDS[self.speed_key]
        if delay is None:
            return
        if delay == 0:
            events = self._run_bots_now()
            self.changed(events + self._play_forced())
            return
        self._timer = self.scheduler.call_later(delay, self.guard(self._tick))

    def _tick(self) -> None:
        self._timer = None
        if not self.bots_held and SPEEDS[self.speed_key]:
            self.step()

    def start(self) -> None:
        """After the panels are built: let the computer players and the meter start."""
        if self.offer is None:
            self.schedule_bots()
            self.risk.request()

    # ------------------------------------------------------------------ files (file_actions)
    @property
    def files(self):
        return self.file_actions.files

    @property
    def offer(self):
        return self.file_actions.offer

    @property
    def autosave_path(self) -> Path | None:
        return self.file_actions.files.autosave_path

    @property
    def autosave_failed(self) -> str:
        return self.file_actions.autosave_failed

    def close(self) -> None:
        self.file_actions.close()

    # ------------------------------------------------------------------ risk (risk)
    @property
    def risk_fn(self):
        return self.risk.fn

    @property
    def risk_history(self) -> dict:
        return self.risk.history

    def risk_points(self) -> list[tuple[int, float, float, float]]:
        return self.risk.points()

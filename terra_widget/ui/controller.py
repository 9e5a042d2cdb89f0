"""``GameController``: everything the widget decides that is not a widget.

It owns, on top of a ``Session`` (engine state + timeline + bots): the pacing of the
computer players (through a *scheduler*, so tests step time by hand), the discussion
prompts, the risk history, time travel with its hidden-information rule, whose hand is
shown (hot-seat privacy), the messages, the files and the autosave. Panels render from
it and from the engine's views; they call its methods, never each other. It imports no
ipywidgets (``tests/ui/test_controller.py`` checks it), so a classroom server, a test
or another front end can drive the same game.

Hidden-information rule of time travel (issue #11, tested): going *back* past a Draw
is a teacher's action, allowed only while every hand is open (``teacher_on``). Without
it, Draw -> Undo -> Draw would show the top of the pile, and jumping back to another
player's earlier turn (every turn starts with a Draw, R2.1) would let "show my hand"
show a hand that player no longer holds. Going forward (redo) only replays moves the
table has already seen.
"""

from __future__ import annotations

import traceback
from pathlib import Path

from ..i18n import translator
from ..rules import Draw, EndTurn, IllegalActionError, Pass, Phase
from . import prompts as P
from .controller_files import FileActions
from .controller_risk import RiskMeasures
from .scheduler import AsyncioScheduler, ManualScheduler  # noqa: F401  (re-exported)
from .session import BotError, Session

#: Seconds between two computer moves; None = only on "Step"; 0 = at once.
SPEEDS = {"manual": None, "slow": 2.0, "normal": 1.0, "fast": 0.35, "instant": 0.0}
#: At speed "instant" the computer players' positions are never on screen; for the
#: debrief's chart the risk meter measures them once per draw (each turn's start, and a
#: draw again after a crisis broke out, R3.8) with at most this many rollouts.
INSTANT_RISK_ROLLOUTS = 40
#: Actions a person can take without looking at the hand.
BASIC = (Draw, Pass, EndTurn)


class GameController(FileActions, RiskMeasures):
    """The game as the class sees it. Listeners (``subscribe``) are told after every
    change with a part name: "all", "notice" or "risk"."""

    def __init__(self, session: Session, *, lang: str = "en", autosave: Path | None = None,
                 prompts: bool = True, risk_meter=None, projector: bool = False,
                 speed: str = "normal", resolve_bots=None, files=None, notice: str = "",
                 risk_rollouts: int = 200, scheduler=None, auto_forced: bool = False):
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}; choose one of {', '.join(SPEEDS)}")
        self.session = session
        self.lang = translator(lang).lang
        # files, autosave and resume offer: saves.GameFiles (controller_files.py)
        self._init_files(session, files, autosave)
        self.prompts_on = bool(prompts)
        self.risk_fn = risk_meter  # callable(view, rollouts=, seed=) -> estimate, or None
        self.risk_rollouts = risk_rollouts
        self.risk_history: dict[int, object] = {}
        self.projector = bool(projector)
        self.speed_key = speed
        self.resolve_bots = resolve_bots
        self.scheduler = scheduler or AsyncioScheduler()
        self.errors: list[BaseException] = []
        self.teacher_on = False
        self.prompt: tuple[str, dict] | None = None
        self.bots_held = False
        self.alert: tuple[str, bool] = (notice, False)  # (text, is error): status bar
        self.files_message: tuple[str, bool] = (notice, False)  # beside the file controls
        self.revealed: set[int] = set()  # seats that showed their hand this turn
        self.auto_forced = bool(auto_forced)
        self.auto_moves: set[int] = set()  # timeline indices of forced moves played
        # "just happened" (issue #22): where, in the engine's events, the last move a
        # person chose begins, and whether moves played themselves after it
        self.recent_from: int | None = None
        self.recent_auto = False
        self._revealed_turn = session.state.turn
        self._timer = None
        self._risk_pending = False
        self._listeners: list = []

    # ------------------------------------------------------------------ basics
    @property
    def t(self):
        return translator(self.lang)

    @property
    def state(self):
        return self.session.state

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
        """In the game's language (issue #22): a strategy's move told as the Log tells
        moves, an engine refusal by its rule id (R7.3; its own sentence is English)."""
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

    # ------------------------------------------------------------------ hands (privacy)
    @property
    def shown_seat(self) -> int | None:
        """The person to act, if their hand is on screen (shown this turn)."""
        seat = self.session.human_to_act()
        return seat if seat is not None and seat in self.revealed else None

    def hand_visible(self, seat: int | None) -> bool:
        return seat is not None and (self.teacher_on or seat == self.shown_seat)

    def show_hand(self, on: bool) -> None:
        seat = self.session.human_to_act()
        if seat is None:
            return
        if on:
            self.revealed.add(seat)
        else:
            self.revealed.discard(seat)
        self.emit()

    def needs_hand(self, seat: int | None) -> bool:
        """Whether the person to act has a decision that needs their cards: False when
        every legal action is Draw, Pass or End turn (e.g. no card of the impending
        crisis's colour, R3.2), so they answer without showing the hand."""
        if seat is None or seat != self.session.human_to_act():
            return False
        return any(not isinstance(a, BASIC) for a in self.state.legal_actions())

    def _new_decision(self, travelled: bool) -> None:
        """A shown hand stays shown for the rest of that player's turn; a new turn or a
        trip in time hides every hand."""
        turn = self.state.turn
        if travelled or turn != self._revealed_turn:
            self.revealed.clear()
        self._revealed_turn = turn

    def set_auto_forced(self, on: bool) -> None:
        self.auto_forced = bool(on)
        events = self._play_forced()
        self._changed(events) if events else self.emit()

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
        self._changed(events)

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
                self.measure_risk(min(self.risk_rollouts, INSTANT_RISK_ROLLOUTS))
            events += self._apply(self.session.choose_bot_action())
        return events

    def _changed(self, events=(), *, travelled: bool = False, hold: bool = True) -> None:
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
        self.emit()
        self.autosave()
        self.schedule_bots()
        self.request_risk()

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
        if (self.offer is not None or self.bots_held or self.closed
                or self.session.bot_to_act() is None):
            return
        delay = SPEEDS[self.speed_key]
        if delay is None:
            return
        if delay == 0:
            events = self._run_bots_now()
            self._changed(events + self._play_forced())
            return
        self._timer = self.scheduler.call_later(delay, self.guard(self._tick))

    def _tick(self) -> None:
        self._timer = None
        if not self.bots_held and SPEEDS[self.speed_key]:
            self.step()

    # ------------------------------------------------------------------ time travel
    def may_travel(self, n: int) -> bool:
        """The hidden-information rule (module docstring): back past a Draw only with
        every hand open."""
        pos = self.session.position
        if n >= pos or self.teacher_on:
            return True
        return not any(isinstance(a, Draw) for a in self.session.timeline[n:pos])

    def _decisions(self):
        """Timeline indices of the moves people chose (not computers', not forced ones)."""
        humans = set(self.session.humans)
        return [i for i, a in enumerate(self.session.timeline)
                if a.seat in humans and i not in self.auto_moves]

    def undo_target(self) -> int | None:
        """Back to the last decision a person made (the computers' and forced moves after
        it are undone with it); without people, one move back."""
        pos = self.session.position
        if pos == 0:
            return None
        if not self.session.humans:
            return pos - 1
        return max([i for i in self._decisions() if i < pos], default=0)

    def redo_target(self) -> int | None:
        """Forward to the next decision of a person (or the end)."""
        pos, end = self.session.position, len(self.session.timeline)
        if pos >= end:
            return None
        if not self.session.humans:
            return pos + 1
        return min([q for q in self._decisions() if q > pos], default=end)

    def travel(self, n: int) -> bool:
        """Show moment ``n``; False (with a message) when the rule forbids it."""
        if not 0 <= n <= len(self.session.timeline):
            raise IndexError(f"moment must be 0..{len(self.session.timeline)}, not {n}")
        if not self.may_travel(n):
            self.alert = (self.t("time.locked"), True)
            self.emit("notice")
            return False
        self.cancel_timer()
        self.session.go_to(n)
        self._changed(travelled=True)
        return True

    def undo(self) -> bool:
        target = self.undo_target()
        return target is not None and self.travel(target)

    def redo(self) -> bool:
        target = self.redo_target()
        return target is not None and self.travel(target)

    def start(self) -> None:
        """After the panels are built: let the computer players and the meter start."""
        if self.offer is None:
            self.schedule_bots()
            self.request_risk()

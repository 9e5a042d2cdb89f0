"""What the typed game (``GameState``) sits on: a tracked flat game (``flat.py``), played
one move at a time through the flat core's one transition (``flat_play.play``).

``Face`` is that game's policy for every seat and its ``face``: it answers the choice the
game stands at with the move ``GameState.apply`` was given, then pauses the game at the
next move (``stepping``), or lets the forced moves through -- keeping each in the history
(R7.4) -- up to the next real choice (``GameState.advance``). As the game's ``log`` it
turns what the core reports into the event log, in ``Event``'s terms. It decides nothing:
every rule is the core's.
"""

from __future__ import annotations

from ..core.flat_tables import DISCARD, PAUSE, VAL
from .cards import SOLUTION_KINDS
from .events import Event, EventKind, ScoreReason
from .sets import ALL_SET_CARDS

_EV_TURN_STARTED, _EV_TURN_ENDED = EventKind.TURN_STARTED, EventKind.TURN_ENDED
_EV_DREW_SOLUTION, _EV_DREW_CRISIS = EventKind.DREW_SOLUTION, EventKind.DREW_CRISIS
_EV_PLAYED_IMPENDING, _EV_PASSED, _EV_PLAYED_FULL_BLOWN = (
    EventKind.PLAYED_IMPENDING, EventKind.PASSED, EventKind.PLAYED_FULL_BLOWN)
_SOL = SOLUTION_KINDS


class Face:
    """The typed game's policy, stops and log on its flat game (see the module docstring).
    ``go``: the move to play at the choice or forced move the game stands at, None once
    played; ``history`` and ``ev`` are the ``GameState``'s own lists."""

    __slots__ = ("go", "stepping", "history", "ev", "tables", "crises", "forced_moves")

    def __init__(self, g, history: list, ev: list, tables):
        # (the game itself is not kept: it holds this face, and a state freed by reference
        # counting needs no cycle)
        self.go = None
        self.stepping = True
        self.history = history
        self.ev = ev
        self.tables = tables
        self.crises = g.deck.crises
        # per seat, its forced moves by the core's point: a draw, a pass, the end of a turn
        self.forced_moves = [(t.draw, t.pass_, t.end) for t in tables[:g.n]]

    # ------------------------------------------------------------ the policy
    def respond(self, g, seat: int) -> int:
        go = self.go
        if go is None:
            return PAUSE
        self.go = None
        return go

    play = discard = respond

    def forced(self, point: int, seat: int, k: int) -> bool:
        """A move with no choice is next: True pauses the game before it."""
        if self.go is not None:  # the move ``apply`` was given
            self.go = None
            return False
        if self.stepping:
            return True
        # ``advance``: played, and kept in the history (R7.4)
        self.history.append(self.tables[seat].discard[k] if point == DISCARD
                            else self.forced_moves[seat][point])
        return False

    # --------------------------------------------------------------- the log
    def drew(self, g, seat: int, card: int) -> None:
        if card < 18:
            self.ev.append((_EV_DREW_SOLUTION, g.turn, seat, _SOL[card]))
        else:
            self.ev.append((_EV_DREW_CRISIS, g.turn, seat, None, self.crises[card - 18]))
        if not g.pile:
            self.ev.append(Event(EventKind.LAST_CARD_DRAWN, g.turn, seat=seat))

    def answered(self, g, seat: int, k: int) -> None:
        crisis = self.crises[g.impending]
        if k >= 0:
            self.ev.append((_EV_PLAYED_IMPENDING, g.turn, seat, _SOL[k], crisis))
        else:
            self.ev.append((_EV_PASSED, g.turn, seat, None, crisis))

    def solved(self, g, ci: int, answers, total: int, first_points: int, high: int,
               high_points: int) -> None:
        """An impending crisis solved (R3.3), with the core's scores (R3.4) per card."""
        crisis = self.crises[ci]
        ev = self.ev
        ev.append(Event(EventKind.CRISIS_SOLVED, g.turn, seat=g.current, crisis=crisis,
                        value=total))
        first = answers[0][0]
        for seat, k in answers:
            is_first, is_high = seat == first, VAL[k] == high
            if is_first or is_high:
                reason = (ScoreReason.FIRST_AND_HIGHEST if is_first and is_high else
                          ScoreReason.FIRST if is_first else ScoreReason.HIGHEST)
                ev.append(Event(EventKind.SCORED, g.turn, seat=seat,
                                value=first_points * is_first + high_points * is_high,
                                reason=reason, crisis=crisis))

    def full_blown(self, g, ci: int, total: int) -> None:
        self.ev.append(Event(EventKind.CRISIS_FULL_BLOWN, g.turn, seat=g.current,
                             crisis=self.crises[ci], value=total))

    def played(self, g, seat: int, k: int, ci: int, total: int, solved: bool,
               points: int) -> None:
        turn = g.turn
        crisis = self.crises[ci]
        ev = self.ev
        ev.append((_EV_PLAYED_FULL_BLOWN, turn, seat, _SOL[k], crisis, (), total))
        if solved:  # R4.3
            ev.append(Event(EventKind.FULL_BLOWN_SOLVED, turn, seat=seat, crisis=crisis,
                            value=total))
            ev.append(Event(EventKind.SCORED, turn, seat=seat, value=points,
                            reason=ScoreReason.LAST_ON_FULL_BLOWN, crisis=crisis))

    def hoarded(self, g, seat: int, j: int) -> None:
        self.ev.append(Event(EventKind.HOARDED, g.turn, seat=seat, cards=ALL_SET_CARDS[j]))

    def discarded(self, g, seat: int, k: int) -> None:
        self.ev.append(Event(EventKind.DISCARDED, g.turn, seat=seat, card=_SOL[k]))

    def turn_ended(self, g, seat: int) -> None:
        self.ev.append((_EV_TURN_ENDED, g.turn, seat))

    def turn_started(self, g, seat: int) -> None:
        self.ev.append((_EV_TURN_STARTED, g.turn, seat))


__all__ = ["Face"]

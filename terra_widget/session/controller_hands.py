"""Whose hand is on screen, for ``GameController`` (hot-seat privacy, R7.5).

One device passes from player to player: a hand shows only when its owner asks, for the
rest of their turn, and never at a moment in the past reached with every hand closed
again (the time travel rule, controller_time.py). Mixed into ``GameController``: it reads
the controller's ``session``, ``revealed``, ``teacher_on`` and ``alert``.
"""

from __future__ import annotations

from ..rules import Draw, EndTurn, Pass

#: Actions a person can take without looking at the hand.
BASIC = (Draw, Pass, EndTurn)


class HandPrivacy:
    @property
    def shown_seat(self) -> int | None:
        """The person to act, if their hand is on screen (shown this turn)."""
        seat = self.session.human_to_act()
        if seat is None or seat not in self.revealed or not self.hands_may_show():
            return None
        return seat

    def hands_may_show(self) -> bool:
        """Whether "show my hand" may show anything at the moment on screen (R7.5). A
        moment before a card was drawn is only reached with every hand open (the time
        travel rule, controller_time.py); once they are closed again, the person to act
        there is not the one holding the device now, so no hand shows."""
        session = self.session
        return not any(isinstance(a, Draw) for a in session.timeline[session.position:])

    def hand_visible(self, seat: int | None) -> bool:
        return seat is not None and (self.teacher_on or seat == self.shown_seat)

    def show_hand(self, on: bool) -> None:
        seat = self.session.human_to_act()
        if seat is None:
            return
        if on and not self.hands_may_show():
            self.alert = (self.t("time.hand_locked"), True)
            self.emit()  # the whole seat: its toggle goes back to "hidden"
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

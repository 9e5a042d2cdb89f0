"""Time travel for ``GameController``: undo, redo and jumps, with the hidden-information
rule. No widgets.

Hidden-information rule of time travel (R7.5, tested): going *back* past a Draw
is a teacher's action, allowed only while every hand is open (``teacher_on``). Without
it, Draw -> Undo -> Draw would show the top of the pile, and jumping back to another
player's earlier turn (every turn starts with a Draw, R2.1) would let "show my hand"
show a hand that player no longer holds. Going forward (redo) only replays moves the
table has already seen.
"""

from __future__ import annotations

from ..rules import Draw


class TimeTravel:
    """Held by ``GameController`` (``ctrl.time``); it reads the controller's session,
    ``teacher_on`` and ``auto_moves`` (forced moves undo skips), and tells it after a
    trip (``changed``)."""

    def __init__(self, ctrl):
        self.ctrl = ctrl

    def may_travel(self, n: int) -> bool:
        """The hidden-information rule (module docstring): back past a Draw only with
        every hand open -- as they are once the game is over (R4.6's hoards revealed,
        nothing left to draw): the class then goes through the game's story."""
        session = self.ctrl.session
        pos = session.position
        if n >= pos or self.ctrl.teacher_on or self.ctrl.story.finished():
            return True
        return not any(isinstance(a, Draw) for a in session.timeline[n:pos])

    def _decisions(self):
        """Timeline indices of the moves people chose (not computers', not forced ones)."""
        session, auto = self.ctrl.session, self.ctrl.auto_moves
        humans = set(session.humans)
        return [i for i, a in enumerate(session.timeline) if a.seat in humans and i not in auto]

    def undo_target(self) -> int | None:
        """Back to the last decision a person made (the computers' and forced moves after
        it are undone with it); without people, one move back."""
        session = self.ctrl.session
        pos = session.position
        if pos == 0:
            return None
        if not session.humans:
            return pos - 1
        return max([i for i in self._decisions() if i < pos], default=0)

    def redo_target(self) -> int | None:
        """Forward to the next decision of a person (or the end)."""
        session = self.ctrl.session
        pos, end = session.position, len(session.timeline)
        if pos >= end:
            return None
        if not session.humans:
            return pos + 1
        return min([q for q in self._decisions() if q > pos], default=end)

    def travel(self, n: int) -> bool:
        """Show moment ``n``; False (with a message) when the rule forbids it."""
        ctrl = self.ctrl
        if not 0 <= n <= len(ctrl.session.timeline):
            raise IndexError(f"moment must be 0..{len(ctrl.session.timeline)}, not {n}")
        if not self.may_travel(n):
            ctrl.alert = (ctrl.t("time.locked"), True)
            ctrl.emit("notice")
            return False
        ctrl.cancel_timer()
        ctrl.session.go_to(n)
        ctrl.changed(travelled=True)
        return True

    def undo(self) -> bool:
        target = self.undo_target()
        return target is not None and self.travel(target)

    def redo(self) -> bool:
        target = self.redo_target()
        return target is not None and self.travel(target)

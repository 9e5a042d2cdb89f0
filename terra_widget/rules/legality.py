"""Phase 3's legality, written once (R4.1, R4.4, R4.7), on plain values.

Every place that lists or plays the moves of phase 3 asks these two functions: the
flat core (``FlatGame.play_moves`` and ``FlatGame.play``'s loop), the typed face
(``GameState.legal_actions``) and a view-reading strategy's seat (``StrategySeat``).
The refusals (``refusals.py``) only explain a move these lists leave out, and the
widget enables the buttons of the listed actions: a change to one of these rules is
made here (and in the transition, if it needs a new fact about the turn).

``crises`` are the full-blown crises in table order, each a sequence whose first item is
its key, as each caller names it (the flat core's ``fb`` entries start with the crisis's
index; the typed face passes its ids); ``helped`` holds the keys of the crises helped
this turn.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

_NONE: tuple[int, ...] = ()


def open_crises(crises: Sequence[Sequence], helped: Container,
                hoarded: bool) -> Sequence[int]:
    """The places (in ``crises``) of the full-blown crises that may still take a card this
    turn: each crisis one card per turn (R4.1), none after a set was hoarded (R4.7)."""
    if hoarded:  # R4.7: after hoarding, only ending the turn is left
        return _NONE
    if not helped:
        return range(len(crises))
    return [pos for pos, crisis in enumerate(crises) if crisis[0] not in helped]  # R4.1


def may_hoard(played_full_blown: bool, hoarded: bool) -> bool:
    """Whether a set may be hoarded now: after at least one card on a full-blown crisis
    this turn (R4.4), and only one set per turn (R4.4, R4.7)."""
    return played_full_blown and not hoarded


__all__ = ["open_crises", "may_hoard"]

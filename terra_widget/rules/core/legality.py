"""Phase 3's legality, written once (R4.1, R4.4, R4.7), on plain values.

Every place that lists or plays the moves of phase 3 asks these functions: the
flat core (``FlatGame.play_moves`` and ``FlatGame.play``'s loop), the typed face
(``GameState.legal_actions``) and a view-reading strategy's seat (``StrategySeat``).
The refusals (``refusals.py``) only explain a move these lists leave out, and the
widget enables the buttons of the listed actions: a change to one of these rules is
made here (and in the transition, if it needs a new fact about the turn).

``crises`` are the full-blown crises in table order, each a sequence whose first item is
its key, as each caller names it (the flat core's ``full_blown`` entries start with the crisis's
index; the typed face passes its ids); ``helped`` holds the keys of the crises helped
this turn.
"""

from __future__ import annotations

from collections.abc import Container, Sequence


class _Every:
    """Every crisis: what is closed after a hoard (R4.7)."""

    __slots__ = ()

    def __contains__(self, key) -> bool:
        return True

    def __repr__(self) -> str:
        return "every crisis"


EVERY = _Every()


def closed_crises(helped: Container, hoarded: bool) -> Container:
    """The keys of the full-blown crises that may take no more card this turn: each one
    helped this turn (R4.1: one card per crisis per turn), and every one once a set was
    hoarded (R4.7). A container: ``key in closed_crises(...)``."""
    return EVERY if hoarded else helped


def open_crises(crises: Sequence[Sequence], helped: Container,
                hoarded: bool) -> list[int]:
    """The places (in ``crises``) of the full-blown crises that may still take a card this
    turn: those ``closed_crises`` leaves out."""
    closed = closed_crises(helped, hoarded)
    return [pos for pos, crisis in enumerate(crises) if crisis[0] not in closed]


def may_hoard(played_full_blown: bool, hoarded: bool) -> bool:
    """Whether a set may be hoarded now: after at least one card on a full-blown crisis
    this turn (R4.4), and only one set per turn (R4.4, R4.7)."""
    return played_full_blown and not hoarded


__all__ = ["EVERY", "closed_crises", "may_hoard", "open_crises"]

"""What the room service sends about a table: plain JSON cut from the engine's views.

A student's kernel is theirs to inspect (issue #23), so what it receives must hold no
more than their seat may see (R7.5): the public table, their own hand and hoards, their
legal moves and the log as their seat reads it. The engine's ``PlayerView`` is already
cut that way (its config even drops a stacked deck's given hands and pile); of the
config only the players, teams, first player and the crisis cards *as a set* (sorted by
id, never in pile order) are sent, so nothing else can slip in later.
"""

from __future__ import annotations

from terra_widget.rules import Crisis, Solution


def card_json(card):
    if isinstance(card, Solution):
        return card.code
    if isinstance(card, Crisis):
        return card.to_dict()
    raise TypeError(f"not a card: {card!r}")


def view_json(view) -> dict:
    """A ``PlayerView`` as JSON (see the module's docstring for what is left out)."""
    config = view.config
    return {
        "seat": view.seat,
        "players": list(config.players),
        "teams": config.teams,
        "first_player": config.first_player,
        "crises": sorted((c.to_dict() for c in config.crises), key=lambda c: c["id"]),
        "turn": view.turn,
        "phase": view.phase.value,
        "current": view.current,
        "to_act": view.to_act,
        "hand": None if view.hand is None else [c.code for c in view.hand],
        "hand_sizes": list(view.hand_sizes),
        "hoard_sizes": list(view.hoard_sizes),
        "own_hoards": [[c.code for c in cards] for cards in view.own_hoards],
        "revealed_hoards": None if view.revealed_hoards is None else
        [[[c.code for c in cards] for cards in seat] for seat in view.revealed_hoards],
        "points": list(view.points),
        "contributed": [list(c) for c in view.contributed],
        "pile_size": view.pile_size,
        "impending": None if view.impending is None else view.impending.to_dict(),
        "impending_plays": [[seat, card.code] for seat, card in view.impending_plays],
        "responder": view.responder,
        "responses_left": view.responses_left,
        "full_blown": [{"crisis": fb.crisis.to_dict(), "total": fb.total,
                        "plays": [[seat, card.code] for seat, card in fb.plays]}
                       for fb in view.full_blown],
        "discard": [card_json(c) for c in view.discard],
        "helped": sorted(view.helped),
        "played_full_blown": view.played_full_blown,
        "hoarded": view.hoarded,
        "last_card_drawn": view.last_card_drawn,
        "outcome": None if view.outcome is None else view.outcome.to_dict(),
    }


def seat_json(state, seat: int | None, *, can_act: bool, hands_open: bool = False) -> dict:
    """What one seat (None: the projector) may know of ``state`` now: its view, its legal
    moves when it may act, the log as it reads it, and the number of moves (the ``seq`` a
    move must name). ``hands_open``: the teacher opened every hand for the debrief -- the
    projector only (issue #23), never a student's seat."""
    view = state.view(seat)
    mine = can_act and seat is not None and not state.is_over and state.to_act == seat
    out = {
        "view": view_json(view),
        "public": view_json(state.view(None)) if seat is not None else None,
        "legal": [a.to_dict() for a in state.legal_actions()] if mine else [],
        "events": [e.to_dict() for e in state.visible_events(seat)],
        "seq": len(state.history),
    }
    if hands_open and seat is None:
        out["hands"] = [[c.code for c in state.view(s).hand] for s in range(state.n_players)]
    return out

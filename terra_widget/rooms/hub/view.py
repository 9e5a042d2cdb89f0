"""What the room service sends about a table: plain JSON cut from the engine's views.

A student's kernel is theirs to inspect (it runs on their own server), so what it
receives must hold no more than their seat may see (R7.5): the public table, their own
hand and hoards, their legal moves and the log as their seat reads it. The engine's
``PlayerView`` is already cut that way (its config even drops a stacked deck's given
hands and pile); of the config only the players, teams, first player and the crisis
cards *as a set* (sorted by id, never in pile order) are sent, so nothing else can slip
in later.
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
    projector only, on the teacher's screen, never a student's seat: every seat's view
    (its hand and its hoards, R7.5 allows it once the teacher shows them)."""
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
        out["hands"] = [view_json(state.view(s)) for s in range(state.n_players)]
    return out


def row_json(row) -> dict:
    """A row of the teacher's dashboard (``room.TableRow``): public counts only, and the
    hoarded points once the game is over or the teacher opened the hands (R7.5)."""
    return {"number": row.number, "table_id": row.table_id, "status": row.status,
            "turn": row.turn, "moves": row.moves, "total": row.total,
            "by_region": {r.value: n for r, n in row.by_region.items()},
            "by_colour": {c.value: n for c, n in row.by_colour.items()},
            "seats": [{"table": s.table, "seat": s.seat, "name": s.name, "kind": s.kind,
                       "common": s.common, "hoarded": s.hoarded, "given": list(s.given),
                       "rejoins": s.rejoins} for s in row.seats]}

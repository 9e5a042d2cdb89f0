"""The room service's JSON (``view.seat_json``) back into the engine's values, for the
pages of a notebook on the hub.

Nothing here holds more than the seat may see: ``RemoteState`` is rebuilt from what the
service sent, and it answers the few questions the pages' ``TableSight`` asks of a game
-- ``view(seat)`` (this seat's own, or the public one), ``legal_actions()``,
``visible_events(seat)``, ``history`` (only its length), ``is_over``, ``to_act`` and
``n_players``.
"""

from __future__ import annotations

from terra_widget.rules import Crisis, GameConfig, Solution, action_from_dict
from terra_widget.rules.face.cards import Colour, Region
from terra_widget.rules.face.events import Event, EventKind, LossCause, ScoreReason
from terra_widget.rules.face.table import FullBlown, Outcome, Phase, Standing
from terra_widget.rules.face.views import PlayerView


def _card(data):
    return Crisis.from_dict(data) if isinstance(data, dict) else Solution.parse(data)


def _cause(d) -> LossCause:
    return LossCause(d["kind"], d["count"], region=Region(d["region"]) if d["region"] else None,
                     colour=Colour(d["colour"]) if d["colour"] else None)


def view_from_json(d: dict) -> PlayerView:
    """A ``PlayerView`` from ``hub_view.view_json`` (the config holds no stacked deck)."""
    crises = tuple(Crisis.from_dict(c) for c in d["crises"])
    config = GameConfig.make(d["players"], teams=d["teams"], first_player=d["first_player"],
                             crises=crises)
    outcome = None
    if d["outcome"] is not None:
        o = d["outcome"]
        outcome = Outcome(o["lost"], tuple(_cause(c) for c in o["causes"]),
                          tuple(o["final_scores"]),
                          tuple(Standing(s["rank"], tuple(s["seats"]), s["score"])
                                for s in o["ranking"]), tuple(o["winners"]))
    codes = lambda cards: tuple(Solution.parse(c) for c in cards)  # noqa: E731
    return PlayerView(
        seat=d["seat"], config=config, turn=d["turn"], phase=Phase(d["phase"]),
        current=d["current"], to_act=d["to_act"],
        hand=None if d["hand"] is None else codes(d["hand"]),
        hand_sizes=tuple(d["hand_sizes"]), hoard_sizes=tuple(d["hoard_sizes"]),
        own_hoards=tuple(codes(h) for h in d["own_hoards"]),
        revealed_hoards=None if d["revealed_hoards"] is None else tuple(
            tuple(codes(h) for h in seat) for seat in d["revealed_hoards"]),
        points=tuple(d["points"]), contributed=tuple(tuple(c) for c in d["contributed"]),
        pile_size=d["pile_size"],
        impending=None if d["impending"] is None else Crisis.from_dict(d["impending"]),
        impending_plays=tuple((s, Solution.parse(c)) for s, c in d["impending_plays"]),
        responder=d["responder"], responses_left=d["responses_left"],
        full_blown=tuple(FullBlown(Crisis.from_dict(f["crisis"]),
                                   tuple((s, Solution.parse(c)) for s, c in f["plays"]),
                                   f["total"]) for f in d["full_blown"]),
        discard=tuple(_card(c) for c in d["discard"]), helped=frozenset(d["helped"]),
        played_full_blown=d["played_full_blown"], hoarded=d["hoarded"],
        last_card_drawn=d["last_card_drawn"], outcome=outcome)


def event_from_json(d: dict, crises: dict) -> Event:
    return Event(EventKind(d["kind"]), d["turn"], d["seat"],
                 Solution.parse(d["card"]) if d["card"] else None,
                 crises.get(d["crisis"]) if d["crisis"] else None,
                 tuple(_card(c) if not isinstance(c, str) or c not in crises else crises[c]
                       for c in d["cards"]),
                 d["value"], ScoreReason(d["reason"]) if d["reason"] else None,
                 tuple(_cause(c) for c in d["causes"]), tuple(d["seats"]))


class RemoteState:
    """One seat's moment of a table as the service sent it, with the names ``TableSight``
    reads of a game (see the module's docstring); the projector's when ``seat`` is None."""

    def __init__(self, payload: dict):
        self.payload = payload
        own = view_from_json(payload["view"])
        self.seat = own.seat
        self._public = own if own.seat is None else view_from_json(payload["public"])
        self._own = own
        crises = {c.id: c for c in own.config.crises}
        self._legal = tuple(action_from_dict(a, crises) for a in payload["legal"])
        self._events = [event_from_json(e, crises) for e in payload["events"]]
        self.history = range(payload["seq"])  # only its length is read: the move count
        self.is_over = self._public.is_over
        self.to_act = self._public.to_act
        self.n_players = self._public.n_players

    def view(self, seat=None):
        if seat is None:
            return self._public
        if seat == self.seat:
            return self._own
        raise PermissionError(f"this notebook may not see seat {seat + 1}'s hand")

    def legal_actions(self):
        return self._legal

    def visible_events(self, seat=None):
        if seat != self.seat:
            raise PermissionError(f"this notebook may not read seat {seat}'s log")
        return list(self._events)


class RemoteSeats:
    """The seats as the panels read them (``seat``, ``kind``, ``bot``)."""

    def __init__(self, rows):
        self.rows = [_SeatRow(r["seat"], r["kind"], None) for r in rows]

    def __iter__(self):
        return iter(self.rows)


class _SeatRow:
    __slots__ = ("seat", "kind", "bot")

    def __init__(self, seat, kind, bot):
        self.seat, self.kind, self.bot = seat, kind, bot


def row_from_json(d: dict):
    """A dashboard row (``room.TableRow``) from ``view.row_json``."""
    from ..room import SeatRow, TableRow

    seats = tuple(SeatRow(**{**s, "given": tuple(s["given"])}) for s in d["seats"])
    return TableRow(d["number"], d["table_id"], d["status"], d["turn"], d["moves"],
                    {Region(k): n for k, n in d["by_region"].items()},
                    {Colour(k): n for k, n in d["by_colour"].items()}, d["total"], seats)

"""What one seat may see (R7.5), the public projector view, and sampling the unseen.

A view is computed from the state, never by hiding fields in the UI: a seat's view holds
its own hand, everything face up on the table, the size of every other hand and hoard
and of the draw pile -- never another hand, a face-down hoard or the pile's order.

**Decision (not in the rulebook):** cards discarded to the hand limit (R4.8) go face up
on the discard pile, so the discard pile is public like the Solutions discarded from
crises. Hoards stay face down until the game ends; then every hoard is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...checks import is_whole
from ..core.constants import HAND_LIMIT, LOSS_TOTAL
from ..core.ending import margins
from .cards import Card, Crisis, Solution, full_solution_counts
from .events import Event
from .setup import GameConfig
from .table import FullBlown, Outcome, Phase, count_full_blown

if TYPE_CHECKING:  # only for annotations: views never import the engine (no cycle)
    from .state import GameState

#: What a view shows of a full-blown crisis: the engine's own immutable record.
FullBlownView = FullBlown


class _ViewMethods:
    """What every view offers on top of its fields."""

    __slots__ = ()

    @property
    def players(self) -> tuple[str, ...]:
        return self.config.players

    @property
    def n_players(self) -> int:
        return self.config.n_players

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def full_blown_counts(self) -> tuple[dict, dict, int]:
        return count_full_blown(fb.crisis for fb in self.full_blown)

    def loss_margins(self) -> tuple[dict, dict, int]:
        """How many more full-blown crises each threshold can take before the world is lost
        (R6.1): 1 means the next one in that region/colour ends the game."""
        by_region, by_colour, total = self.full_blown_counts()
        regions, colours, left = margins(by_region.values(), by_colour.values(), total)
        return (dict(zip(by_region, regions, strict=True)),
                dict(zip(by_colour, colours, strict=True)), left)

    def crises_unseen(self) -> tuple[Crisis, ...]:
        """Crises still in the draw pile: the deck minus every crisis that was revealed."""
        seen = {c.id for c in self.discard if isinstance(c, Crisis)}
        seen.update(fb.crisis.id for fb in self.full_blown)
        if self.impending is not None:
            seen.add(self.impending.id)
        return tuple(c for c in self.config.crises if c.id not in seen)

    def unseen_solution_counts(self) -> list[int]:
        """Per kind, the Solutions this seat cannot see: in others' hands and hoards and in
        the draw pile."""
        counts = full_solution_counts()
        visible: list[Solution] = [c for c in self.discard if isinstance(c, Solution)]
        visible += [s for _, s in self.impending_plays]
        for fb in self.full_blown:
            visible += [s for _, s in fb.plays]
        if self.hand is not None:
            visible += self.hand
        for cards in self.own_hoards:
            visible += cards
        for s in visible:
            counts[s.index] -= 1
        return counts

    @property
    def hand_over_limit(self) -> int:
        return max(0, len(self.hand or ()) - HAND_LIMIT)



@dataclass(frozen=True)
class PlayerView(_ViewMethods):
    """Everything ``seat`` may know. ``seat`` is None for the public (projector) view."""

    seat: int | None
    config: GameConfig
    turn: int
    phase: Phase
    current: int
    to_act: int | None
    hand: tuple[Solution, ...] | None  # own hand; None in the public view
    hand_sizes: tuple[int, ...]
    hoard_sizes: tuple[int, ...]  # number of hoarded cards per seat
    own_hoards: tuple[tuple[Solution, ...], ...]  # this seat's sets (face down to others)
    revealed_hoards: tuple[tuple[tuple[Solution, ...], ...], ...] | None  # all, once over
    points: tuple[int, ...]  # the scoring track, public
    contributed: tuple[tuple[int, int, int], ...]  # cards given per colour, public
    pile_size: int
    impending: Crisis | None
    impending_plays: tuple[tuple[int, Solution], ...]
    responder: int
    responses_left: int
    full_blown: tuple[FullBlownView, ...]
    discard: tuple[Card, ...]
    helped: frozenset[str]  # ids of full-blown crises the current player helped this turn
    played_full_blown: bool
    hoarded: bool
    last_card_drawn: bool
    outcome: Outcome | None

    def snapshot(self) -> PlayerView:
        """This view (it is already a snapshot: frozen, a copy of the moment)."""
        return self


# ---------------------------------------------------------------- views read on demand
# A strategy on the flat engine (``rules.face.seat``) is asked hundreds of times a game and
# usually reads a few fields of its view. So such a view is a ``PlayerView`` like any
# other whose costly fields (``DEFERRED``) are worked out from the table the first time
# they are read, during ``choose``; when ``choose`` returns, ``seal`` either lets the
# view go (nobody kept it) or works out every field left and cuts the view's link to the
# table -- from then on it is a plain frozen snapshot holding no path to the game
# (R7.5), equal to ``state.view(seat)`` at that moment
# (tests/rules/test_strategy_seat.py).

#: The fields of a view read on demand; the others are set when the view is made.
DEFERRED = ("hand", "hand_sizes", "hoard_sizes", "own_hoards", "points", "contributed",
            "impending_plays", "full_blown", "discard", "helped")
_SOURCE = "_source"  # the key, in a view on demand's __dict__, of what computes a field


class _Deferred:
    """A field worked out on first reading from the view's ``_source`` (a callable taking
    the field's name), then kept in the instance dict, where later reads find it first
    (a non-data descriptor)."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __get__(self, view, owner=None):
        if view is None:  # ``PlayerView.hand``: no class attribute, as for any field
            raise AttributeError(self.name)
        fields = view.__dict__
        source = fields.get(_SOURCE)
        if source is None:
            raise AttributeError(f"{type(view).__name__!r} object has no attribute "
                                 f"{self.name!r}")
        value = fields[self.name] = source(self.name)
        return value


for _name in DEFERRED:
    setattr(PlayerView, _name, _Deferred(_name))


def view_on_demand(fields: dict, source) -> PlayerView:
    """A ``PlayerView`` made of ``fields`` (every field but the ``DEFERRED`` ones) and
    ``source(name)``, which gives a deferred field's value as it is now. ``seal`` it
    when the moment it shows is over."""
    view = object.__new__(PlayerView)
    fields[_SOURCE] = source
    object.__setattr__(view, "__dict__", fields)
    return view


def seal(view: PlayerView) -> None:
    """Make a view on demand a plain snapshot: every field worked out now, and no link to
    the table left."""
    fields = view.__dict__
    source = fields.pop(_SOURCE, None)
    if source is not None:
        for name in DEFERRED:
            if name not in fields:
                fields[name] = source(name)


def _view_getstate(self) -> dict:
    """Pickling or copying a view copies its fields only (a view on demand is sealed
    first: never its link to the table)."""
    seal(self)
    return self.__dict__


PlayerView.__getstate__ = _view_getstate


def _check_seat(state: GameState, seat) -> None:
    if seat is not None and not (is_whole(seat) and 0 <= seat < state.n_players):
        raise ValueError(f"seat must be 0..{state.n_players - 1} or None, not {seat!r}")


def make_view(state: GameState, seat: int | None) -> PlayerView:
    _check_seat(state, seat)
    view = object.__new__(PlayerView)
    # Views are built at every bot decision, so skip the frozen dataclass's __init__
    # (one object.__setattr__ per field) and fill the instance dict in one go, with the
    # fields the state reads off its flat game at once (``TableFields.view_fields``).
    object.__setattr__(view, "__dict__", state.view_fields(seat))
    return view


#: The name of ``state.live_view(seat)``'s result, part of the public API: the same frozen
#: ``PlayerView`` as ``state.view(seat)`` -- a copy that holds no path to the game (R7.5).
LiveView = PlayerView


def render_text(view: PlayerView) -> str:
    """A plain-text picture of a view: used by ``str(state)`` and golden transcripts."""
    names = view.players
    lines = [f"Turn {view.turn} - {names[view.current]}'s turn - phase: {view.phase.value}"]
    by_region, by_colour, total = view.full_blown_counts()
    lines.append(f"Draw pile: {view.pile_size} cards | full-blown: {total}/{LOSS_TOTAL} in all")
    if view.full_blown:
        for fb in view.full_blown:
            played = " + ".join(f"{s}" for _, s in fb.plays) or "nothing"
            lines.append(f"  full-blown: {fb.crisis} (threat {fb.crisis.threat}): {played} "
                         f"= {fb.total}")
    if view.impending is not None:
        played = ", ".join(f"{names[seat]}: {s}" for seat, s in view.impending_plays) or "none"
        lines.append(f"Impending: {view.impending} (threat {view.impending.threat}); "
                     f"played: {played}")
    for s, name in enumerate(names):
        hand = ""
        if view.hand is not None and s == view.seat:
            hand = " hand: " + " ".join(c.code for c in view.hand)
        lines.append(f"  {name}: {view.points[s]} pts, {view.hand_sizes[s]} in hand, "
                     f"{view.hoard_sizes[s]} hoarded{hand}")
    if view.outcome is not None:
        if view.outcome.lost:
            lines.append("WORLD LOST: " + "; ".join(str(c) for c in view.outcome.causes))
        else:
            for st in view.outcome.ranking:
                who = " & ".join(names[m] for m in st.seats)
                lines.append(f"  #{st.rank} {who}: {st.score}")
    return "\n".join(lines)


__all__ = ["FullBlownView", "PlayerView", "LiveView", "make_view", "view_on_demand",
           "seal", "DEFERRED", "render_text", "Event"]

"""Replaying a game's record to find the moments that matter, seat by seat.

The game is replayed action by action through the public rules API (``replay`` with no
actions, then ``GameState.apply``), and after each action the story keeps a ``Step``
(the counters of R6.1) and the moments it brought. The hands read here are the true ones
(the record holds them); ``observe`` then drops what the story's observer may not see
(R7.5).

Decisions, each tested in ``tests/sim/test_story_choices.py``:

* **held back** (R3.1): a seat passed on an impending crisis while holding at least one
  Solution of its colour, and the crisis then went full-blown (R3.6). A pass on a crisis
  that the others solved anyway is not marked: nothing was missing.
* **held back on the player's own turn** (R4.1): in phase 3 the player ends the turn, or
  hoards (after which R4.7 forbids playing on), without having played on a full-blown
  crisis this turn while holding a Solution of its colour. One mark per such crisis, with
  ``target="full_blown"``.
* **could have solved** replaces held back when that seat's card alone would have been
  enough: R3.1 lets each seat play at most one card on an impending crisis, so the test
  is ``total played by the others + that seat's highest card of the colour >= threat``;
  on a full-blown crisis (R4.1: one card per crisis per turn, R4.3) it is
  ``total already under it + that seat's highest card >= threat``.
* an impending crisis still waiting for answers (an unfinished game) has no marks yet:
  nobody knows yet whether it goes full-blown.
"""

from __future__ import annotations

from terra_widget.rules import (
    LOSS_COLOUR,
    LOSS_REGION,
    LOSS_TOTAL,
    Discard,
    EndTurn,
    EventKind,
    GameState,
    Hoard,
    Pass,
    Phase,
    PlayFullBlown,
    PlayImpending,
    RecordError,
    replay,
)

from .model import Step

#: R6.1's limits, by the kind of counter.
LIMITS = {"region": LOSS_REGION, "colour": LOSS_COLOUR, "total": LOSS_TOTAL}


def _counts(state: GameState) -> tuple[dict, dict, int]:
    by_region, by_colour, total = state.full_blown_counts()
    return ({r.value: n for r, n in by_region.items()},
            {c.value: n for c, n in by_colour.items()}, total)


def _best(hand, colour) -> int:
    """The highest value ``hand`` holds in ``colour`` (0: none)."""
    return max((c.value for c in hand if c.colour is colour), default=0)


def _raw(position, turn, seat, kind, **fields) -> dict:
    fields.update(position=position, turn=turn, seat=seat, kind=kind)
    return fields


def _crisis_fields(crisis) -> dict:
    return {"crisis": crisis.id, "colour": crisis.colour.value,
            "region": crisis.region.value, "threat": crisis.threat, "_crisis": crisis}


def analyse(game: GameState) -> tuple[list[Step], list[dict]]:
    """Steps and raw moments (dicts, with the true cards and a ``private`` seat where a
    hidden hand was needed) of ``game``, replayed from its record."""
    if game.seed is None:
        raise RecordError("R7.4", "the story needs a game with its history (a game from "
                                  "new_game or a saved record), not a sampled table")
    state = replay(game.config, game.seed, [])
    steps: list[Step] = []
    moments: list[dict] = []
    gifts: list[dict] = []  # cards on the impending crisis, solved or not yet known
    passes: list[tuple] = []  # (position, turn, seat, best card) of seats holding colour
    helped: set[str] = set()  # full-blown crises helped this turn (R4.1)
    hoarded = False  # R4.7
    n_events = len(state.events)
    before = _counts(state)
    for i, action in enumerate(game.history):
        position = i + 1
        turn, seat, phase = state.turn, action.seat, state.phase
        hand = state.hand(seat)
        impending = state.impending
        table = list(state.full_blown)
        state.apply(action)
        kind = type(action)
        if kind is PlayImpending:
            gift = _raw(position, turn, seat, "gave", target="impending",
                        cards=(action.solution.code,), solved=None,
                        **_crisis_fields(impending))
            moments.append(gift)
            gifts.append(gift)
        elif kind is Pass:
            best = _best(hand, impending.colour)
            if best:
                passes.append((position, turn, seat, best, impending))
        elif kind is PlayFullBlown:
            helped.add(action.crisis.id)
            fb = next(f for f in table if f.crisis.id == action.crisis.id)
            moments.append(_raw(position, turn, seat, "gave", target="full_blown",
                                cards=(action.solution.code,),
                                solved=fb.total + action.solution.value >= fb.crisis.threat,
                                total=fb.total, **_crisis_fields(fb.crisis)))
        elif kind is Hoard or (kind is EndTurn and phase is Phase.PLAY):
            if not hoarded:  # the last moment this turn to help a full-blown crisis
                moments.extend(_held_on_own_turn(position, turn, seat, hand, table, helped))
            if kind is Hoard:
                hoarded = True
                moments.append(_raw(position, turn, seat, "hoarded",
                                    cards=tuple(c.code for c in action.cards),
                                    points=sum(c.value for c in action.cards),
                                    private=seat))
        elif kind is Discard:
            moments.append(_raw(position, turn, seat, "discarded",
                                cards=(action.solution.code,),
                                colour=action.solution.colour.value))
        events = state.events[n_events:]
        n_events += len(events)
        for event in events:
            ek = event.kind
            if ek is EventKind.CRISIS_FULL_BLOWN or ek is EventKind.CRISIS_SOLVED:
                went = ek is EventKind.CRISIS_FULL_BLOWN
                for gift in gifts:
                    gift["solved"] = not went
                gifts = []
                if went:
                    moments.extend(_passed_on(passes, event.value))
                    moments.append(_raw(position, turn, event.seat, "full_blown",
                                        total=event.value, **_crisis_fields(event.crisis)))
                else:
                    moments.append(_raw(position, turn, event.seat, "solved",
                                        target="impending", total=event.value,
                                        **_crisis_fields(event.crisis)))
                passes = []
            elif ek is EventKind.FULL_BLOWN_SOLVED:
                moments.append(_raw(position, turn, event.seat, "solved",
                                    target="full_blown", total=event.value,
                                    **_crisis_fields(event.crisis)))
            elif ek is EventKind.WORLD_LOST:
                for cause in event.causes:
                    moments.append(_raw(position, turn, None, "lost", limit=cause.kind,
                                        region=cause.region.value if cause.region else None,
                                        colour=cause.colour.value if cause.colour else None,
                                        _cause=cause))
            elif ek is EventKind.GAME_WON:
                moments.append(_raw(position, turn, None, "saved"))
            elif ek is EventKind.TURN_ENDED:
                helped = set()
                hoarded = False
        after = _counts(state)
        steps.append(Step(position, turn, seat, after[0], after[1], after[2]))
        if not state.is_over or not state.outcome.lost:
            moments.extend(_near_limits(position, turn, before, after))
        before = after
    # a pass is told when its crisis is decided, later: put each moment in its place
    moments.sort(key=lambda m: m["position"])
    return steps, moments


def _passed_on(passes, total: int) -> list[dict]:
    """Held back / could have solved for the seats that passed holding the colour (R3.1:
    one card each, so their best card alone is what they could have added)."""
    out = []
    for position, turn, seat, best, crisis in passes:
        could = total + best >= crisis.threat
        out.append(_raw(position, turn, seat, "could_have_solved" if could else "held_back",
                        target="impending", total=total, best=best, private=seat,
                        **_crisis_fields(crisis)))
    return out


def _held_on_own_turn(position, turn, seat, hand, table, helped) -> list[dict]:
    """R4.1: each full-blown crisis the player could still help this turn and did not."""
    out = []
    for fb in table:
        crisis = fb.crisis
        if crisis.id in helped:
            continue
        best = _best(hand, crisis.colour)
        if not best:
            continue
        could = fb.total + best >= crisis.threat
        out.append(_raw(position, turn, seat, "could_have_solved" if could else "held_back",
                        target="full_blown", total=fb.total, best=best, private=seat,
                        **_crisis_fields(crisis)))
    return out


def _near_limits(position, turn, before, after) -> list[dict]:
    """R6.1: a counter that has just come within one crisis of its limit."""
    out = []
    for index, kind in ((0, "region"), (1, "colour")):
        limit = LIMITS[kind]
        for key, n in after[index].items():
            if n == limit - 1 and before[index][key] < n:
                out.append(_raw(position, turn, None, "near_limit", limit=kind, count=n,
                                **{kind: key}))
    if after[2] == LOSS_TOTAL - 1 and before[2] < after[2]:
        out.append(_raw(position, turn, None, "near_limit", limit="total", count=after[2]))
    return out


"""Turning points in words: the first full-blown crisis, each limit one crisis away, the
biggest jump in risk, and (for a lost game) the last crisis that, solved, would have kept
the world.

**Decision** for the last one: the crises counted in a limit that broke (R6.1) are the
candidates; the latest of them that some seat could have solved (a ``could_have_solved``
mark the observer may see) is named with who could have solved it; if there is none, it
is the crisis whose going full-blown broke the limit (solving it then would have kept the
world at that moment)."""

from __future__ import annotations

from .model import TurningPoint
from .words import percent


def turning_points(made, game, t) -> list[TurningPoint]:
    crises = {c.id: c for c in game.config.crises}
    out = []
    moments = made.moments
    first = next((m for m in moments if m.kind == "full_blown"), None)
    if first is not None:
        out.append(TurningPoint(first.position, first.turn, "first_full_blown",
                                t("story.tp.first_full_blown", turn=first.turn,
                                  crisis=t.crisis(crises[first.crisis]))))
    for m in moments:
        if m.kind == "near_limit":
            out.append(TurningPoint(m.position, m.turn, "near_limit", m.text))
    # the last estimate of a finished game is its outcome (0 or 1): a jump there says
    # only that the game ended, so it is left out
    curve = (made.risk or [])[:-1] if made.over else made.risk or []
    if len(curve) > 1:
        jump = max(range(1, len(curve)), key=lambda k: curve[k][1] - curve[k - 1][1])
        (_, before), (position, after) = curve[jump - 1], curve[jump]
        if after > before:
            turn = _turn_at(made, position)
            out.append(TurningPoint(position, turn, "risk_jump",
                                    t("story.tp.risk_jump", before=percent(before),
                                      after=percent(after), turn=turn)))
    if made.outcome == "lost":
        last = _last_chance(made)
        if last is not None:
            m, by = last
            values = {"crisis": t.crisis(crises[m.crisis]), "turn": m.turn}
            if by:
                text = t("story.tp.last_chance_by", names=t.names(made.players, by), **values)
            else:
                text = t("story.tp.last_chance", **values)
            out.append(TurningPoint(m.position, m.turn, "last_chance", text))
    return sorted(out, key=lambda tp: tp.position)


def _turn_at(made, position: int) -> int:
    if position == 0 or not made.steps:
        return 1
    return made.steps[position - 1].turn


def _last_chance(made):
    """(the full-blown moment of the crisis, seats that could have solved it) or None."""
    broke = [m for m in made.moments if m.kind == "lost"]
    if not broke:
        return None
    on_table = {}  # crisis id -> its full-blown moment, for crises still full-blown
    for m in made.moments:
        if m.kind == "full_blown":
            on_table[m.crisis] = m
        elif m.kind == "solved" and m.target == "full_blown":
            on_table.pop(m.crisis, None)

    def counted(m) -> bool:
        return any(b.limit == "total" or (b.limit == "region" and b.region == m.region)
                   or (b.limit == "colour" and b.colour == m.colour) for b in broke)

    candidates = [m for m in on_table.values() if counted(m)]
    if not candidates:
        return None
    could = {}
    for m in made.moments:
        if m.kind == "could_have_solved" and m.crisis in on_table:
            could.setdefault(m.crisis, []).append(m.seat)
    with_seats = [m for m in candidates if m.crisis in could]
    if with_seats:
        m = max(with_seats, key=lambda m: m.position)
        return m, tuple(sorted(set(could[m.crisis])))
    return max(candidates, key=lambda m: m.position), ()

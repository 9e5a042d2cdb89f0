"""The lanes of the story picture (what each player did, what each held back): no mark
hides another, even where a player made several choices within a few actions, and each
mark stays on its row, in time order, near its moment (its sentence says the exact one)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_story_record import random_game

from terra_widget.sim.story import story
from terra_widget.sim.story.draw import MIN_WIDTH, NOTEBOOK_WIDTH, WIDTH, dodge

SVG = "{http://www.w3.org/2000/svg}"
LANE_KINDS = {"gave", "hoarded", "discarded", "held_back", "could_have_solved"}
#: The marks' radius in the lanes (0.6 of the 14-unit text) and a stroke on each side.
MARK_WIDTH = 2 * 0.6 * 14 + 2
#: The picture's width left and right of the time axis (its labels, its right margin).
ROW_ENDS = 230 + 34


#: The rows under the counters: the crises gone full-blown, those solved (a symbol each,
#: at most 0.8 em wide, set a text size and 2 units apart).
COUNTER_KINDS = {"full_blown", "solved"}
SYMBOL_WIDTH = 14 + 2


def lane_marks(svg: str, kinds=LANE_KINDS) -> dict[float, list[float]]:
    """The centres of the marks of ``kinds``, by row (the y of their text): every mark
    draws its symbol or points as a text centred on it."""
    rows: dict[float, list[float]] = {}
    for group in ET.fromstring(svg).iter(f"{SVG}g"):
        if group.get("data-kind") in kinds:
            label = group.find(f"{SVG}text")
            rows.setdefault(float(label.get("y")), []).append(float(label.get("x")))
    return rows


@pytest.mark.parametrize("width", [MIN_WIDTH, NOTEBOOK_WIDTH, WIDTH])
def test_no_mark_of_a_players_lane_hides_another(width):
    crowded = 0
    for seed in range(6):
        made = story(random_game(seed), lang="en", risk=False)
        rows = lane_marks(made.svg(width=width))
        assert sum(map(len, rows.values())) == sum(
            m.kind in LANE_KINDS for m in made.moments if m.seat is not None)
        for xs in map(sorted, rows.values()):
            gaps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
            # a row with more marks than it holds side by side shares its length evenly
            least = min(MARK_WIDTH, (width - ROW_ENDS - 0.6 * 14) / max(1, len(xs) - 1))
            assert all(gap >= least - 0.11 for gap in gaps), (seed, width, xs)  # x to 0.1
            crowded += sum(gap < 3 * MARK_WIDTH for gap in gaps)
    assert crowded  # the games have choices close together: the check is not idle


@pytest.mark.parametrize("width", [MIN_WIDTH, WIDTH])
def test_no_symbol_under_the_counters_hides_another(width):
    crowded = 0
    for seed in range(6):
        made = story(random_game(seed), lang="en", risk=False)
        rows = lane_marks(made.svg(width=width), COUNTER_KINDS)
        assert sum(map(len, rows.values())) == sum(m.kind in COUNTER_KINDS
                                                   for m in made.moments)
        for xs in map(sorted, rows.values()):
            gaps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
            least = min(SYMBOL_WIDTH, (width - ROW_ENDS) / max(1, len(xs) - 1))
            assert all(gap >= least - 0.11 for gap in gaps), (seed, width, xs)
            crowded += sum(gap < 2 * SYMBOL_WIDTH for gap in gaps)
    assert crowded


@given(st.lists(st.floats(0, 1000), max_size=40), st.floats(5, 40))
def test_dodge_keeps_the_order_the_gap_and_the_bounds(wanted, gap):
    lo, hi = 0.0, 1000.0
    placed = dodge(wanted, gap, lo, hi)
    assert len(placed) == len(wanted)
    order = sorted(range(len(wanted)), key=wanted.__getitem__)
    line = [placed[i] for i in order]
    step = min(gap, (hi - lo) / (len(wanted) - 1)) if len(wanted) > 1 else gap
    assert all(b - a >= step - 1e-6 for a, b in zip(line, line[1:], strict=False))
    assert all(lo - 1e-6 <= x <= hi + 1e-6 for x in placed)
    # nobody moves further than the whole crowd is wide
    assert all(abs(p - w) <= len(wanted) * gap + 1e-6 for p, w in zip(placed, wanted, strict=True))


def test_dodge_leaves_marks_that_do_not_touch_where_they_are():
    assert dodge([100.0, 300.0, 120.0], 20, 0, 1000) == [100.0, 300.0, 120.0]
    assert dodge([100.0, 100.0, 100.0], 20, 0, 1000) == [80.0, 100.0, 120.0]  # around it
    assert dodge([0.0, 0.0], 20, 10, 1000) == [10.0, 30.0]  # within the row

"""The marks of the story picture, as Chromium draws them: a hoard's points (a set's value,
R6.4: one digit or two) sit inside its mark, not across its outline, and no mark of a
player's lane covers its neighbour -- measured on the glyphs the browser lays out, in the
normal picture, the narrowest and the projector's (text 18 units). Screenshot:
test-artifacts/story-marks-fit-*.png."""

from __future__ import annotations

import random

import pytest
from harness import save_element_screenshot

from terra_widget.rules import new_game
from terra_widget.sim.story import story
from terra_widget.sim.story.draw import MIN_WIDTH, WIDTH

NAMES = ["Ana", "Ben", "Chloé", "Dev"]

#: Per hoard mark: the box of its label's glyphs, and whether each corner of that box,
#: less the glyphs' side bearings and the font's room above the digits and below the
#: baseline, lies inside its lozenge. Per lane row (marks of a lane share the y of their
#: label): each mark's box, in order along the row.
MEASURE = """(svg) => {
  const hoards = [], rows = {};
  for (const g of svg.querySelectorAll('g.terra-story-moment')) {
    const kind = g.dataset.kind, label = g.querySelector('text');
    if (['gave', 'hoarded', 'discarded', 'held_back', 'could_have_solved'].includes(kind)) {
      const box = g.getBBox(), y = label.getAttribute('y');
      (rows[y] = rows[y] || []).push([box.x, box.x + box.width]);
    }
    if (kind !== 'hoarded') continue;
    const shape = g.querySelector('polygon'), b = label.getBBox();
    const size = parseFloat(label.getAttribute('font-size'));
    const left = b.x + 0.5, right = b.x + b.width - 0.5;
    const top = b.y + 0.2 * size, bottom = b.y + b.height - 0.25 * size;
    const inside = [[left, top], [right, top], [left, bottom], [right, bottom]].map(
      ([x, y]) => shape.isPointInFill(new DOMPoint(x, y)));
    hoards.push({label: label.textContent, inside});
  }
  return {hoards, rows: Object.values(rows)};
}"""


def random_game(seed: int):
    state = new_game(NAMES, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("width", "projector"), [(WIDTH, False), (MIN_WIDTH, False),
                                                  (WIDTH, True)])
def test_a_hoards_points_sit_inside_its_mark_and_no_mark_covers_another(
        browser_page, width, projector):
    page = browser_page
    two_digits = 0
    for seed in range(4):
        svg = story(random_game(seed), lang="en", risk=False).svg(projector=projector,
                                                                  width=width)
        page.set_content(f"<!doctype html><body style='margin:0'>{svg}</body>")
        found = page.locator("svg.terra-story").evaluate(MEASURE)
        for hoard in found["hoards"]:
            assert all(hoard["inside"]), (seed, width, projector, hoard)
            two_digits += len(hoard["label"]) == 2
        for row in found["rows"]:
            row.sort()
            room = width - 264  # the time axis: the picture less its names and margin
            if sum(right - left for left, right in row) > room:
                continue  # more marks than the row holds: dodge shares it evenly
            for (_, right), (left, _) in zip(row, row[1:], strict=False):
                assert left >= right - 0.5, (seed, width, projector, row)
        if seed == 0:
            save_element_screenshot(page.locator("svg.terra-story"),
                                    f"story-marks-fit-{width}{'-projector' if projector else ''}")
    assert two_digits  # the games hoarded sets worth 10 or more: the check is not idle

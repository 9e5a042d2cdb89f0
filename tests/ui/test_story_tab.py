"""The story in the widget: the "Story so far" tab during the game never shows a card the
seat on screen could not see (R7.5), checked with the classroom's privacy oracle
(``classroom_support.seen_solutions``) at every move of a hot-seat game; at game over the
tab opens by itself with the whole game's story, and a click on its picture or a turning
point goes there through time travel (every hand is open after the game)."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

from ui_support import human_move, make_app, walk

import terra_widget
from terra_widget.rules import COLOURS, new_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "classroom"))
from classroom_support import seen_solutions  # noqa: E402

PLAYERS = ["Ana", "Ben", "Chloé"]
STORY_TAB = 2
#: A card as the story writes it (English): "▲ green 5".
CARD = re.compile(r"([▲●■]) (green|blue|red) (\d+)")


def _tab_state(app) -> str:
    """Everything the tab's widgets hold (what reaches the browser)."""
    return "\n".join(json.dumps(w.get_state(), default=str, ensure_ascii=False)
                     for w in walk(app.secondary.story_page))


def _public(state) -> set:
    """Cards nobody's hand is needed to know: the table, the discard pile, public events."""
    view = state.view(None)
    seen = set(view.discard) | {s for _, s in view.impending_plays}
    seen |= {s for fb in view.full_blown for _, s in fb.plays}
    for e in state.visible_events(None):
        seen |= {c for c in (e.card, *(e.cards or ())) if c is not None}
    return seen


def test_the_story_so_far_never_shows_a_card_hidden_from_the_seat_on_screen():
    app = make_app(new_game(PLAYERS, seed=5))
    app.secondary.selected_index = STORY_TAB
    rng = random.Random(5)
    checked = 0
    while not app.state.is_over and checked < 120:
        state = app.state
        seat = None if app.teacher_on else app.shown_seat  # the hand on screen, if any
        allowed = _public(state) if seat is None else seen_solutions(state, seat)
        allowed = {(c.colour.value, c.value) for c in allowed if hasattr(c, "value")}
        text = _tab_state(app)
        shown = {(colour, int(v)) for _, colour, v in CARD.findall(text)}
        assert shown <= allowed, (seat, shown - allowed)
        human_move(app, rng)  # shows the hand of the person to act, then moves
        checked += 1
    assert checked > 20 and not app.errors
    # a hand was shown (held-back marks for that seat only) and the tab said so
    assert "whose hand is shown" in app.secondary.story_page.note.value or app.state.is_over


def test_every_hand_open_marks_everyone_and_says_so():
    app = make_app(new_game(PLAYERS, seed=5))
    app.secondary.teacher_toggle.value = True
    app.secondary.selected_index = STORY_TAB
    assert app.controller.story.observer() == "all"
    assert app.t("storyui.marks_all") in app.secondary.story_page.note.value


def test_at_game_over_the_story_tab_opens_with_the_whole_game_and_a_click_goes_there():
    names = PLAYERS
    app = terra_widget.play(names, bots={n: "selfish" for n in names}, seed=9,
                            speed="instant", autosave=False)
    assert app.state.is_over and not app.errors
    assert app.secondary.selected_index == STORY_TAB
    assert app.secondary.titles[STORY_TAB] == app.t("storyui.title")
    story = app.controller.story.final
    assert story is not None and story.over and story.risk  # its risk curve, every game
    view = app.story
    assert 'data-position="' in view.picture.value
    # every colour named with its symbol in the turning points
    words = " ".join(tp.text for tp in story.turning_points)
    for c in COLOURS:
        if app.t.colour_name(c) in words:
            assert app.t.colour(c) in words
    # a click on the time axis: the nearest move, through time travel
    first = next(m for m in story.moments if m.kind == "full_blown")
    x = view._xs[first.position]
    view._on_click(x, 100)
    assert app.session.position == first.position and not app.state.is_over
    assert app.secondary.jump.value == first.position
    # still the whole game's story, and back to another moment from a turning point
    assert app.secondary.story_page.layout.display != "none"
    button = app.secondary.story_page.turning_box.children[-1].children[0]
    button.click()
    assert app.session.position == button.terra_position and not app.errors


def test_the_risk_curve_is_measured_beside_the_kernel_with_a_progress_bar():
    """With the kernel's loop running, the curve's rollouts run in a thread: the loop
    goes on (other callbacks run meanwhile), the bar moves, and the picture comes."""
    import asyncio

    from terra_widget.bots import make_strategy

    state = new_game(PLAYERS, seed=9)
    bots = [make_strategy("selfish", seed=s) for s in range(3)]
    while not state.is_over:
        state.apply(bots[state.to_act].choose(state.view(state.to_act), state.legal_actions()))

    async def main():
        app = terra_widget.show(state, open_hands=False)
        maker, view = app.controller.story, app.story
        ticks, bars = 0, set()
        assert maker.final is None and maker.progress is not None  # measuring
        while maker.final is None:
            await asyncio.sleep(0.01)
            ticks += 1
            if view.progress_box.layout.display != "none":
                bars.add((view.progress.value, view.progress.max))
            assert ticks < 6000, "the story never came"
        return app, ticks, bars

    app, ticks, bars = asyncio.run(main())
    assert ticks > 3 and not app.errors
    assert any(0 < value < m for value, m in bars), bars  # the bar moved on its way
    assert app.story.progress_box.layout.display == "none"
    assert 'data-position="' in app.story.picture.value and app.controller.story.final.risk

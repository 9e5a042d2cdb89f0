"""The story checked against the engine's record (R6.1-R6.3, R7.4): the counters after
every action, the outcome and its causes, for a saved game, a lost game of each kind of
limit and an unfinished one; the saved-file routes; R7.5 with the privacy oracles of the
rules and classroom tests; the picture's marks, limits and words."""

from __future__ import annotations

import json
import random
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from story_support import marks

import terra_widget
from terra_widget.i18n import LANGUAGES, translator
from terra_widget.rules import (
    Crisis,
    Discard,
    PlayFullBlown,
    PlayImpending,
    Solution,
    new_game,
    replay,
    to_json,
    to_record,
)
from terra_widget.session.session import Session
from terra_widget.sim.story import story

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "classroom"))
from classroom_support import seen_solutions  # noqa: E402  (the R7.5 oracle)
from test_r7_guarantees import twin_games  # noqa: E402  (tests/rules: the twin oracle)

SVG = "{http://www.w3.org/2000/svg}"
NAMES = ["Ana", "Ben <b>&", "Chloé", "Dev"]
#: Random play (``random.Random(seed)``) from ``new_game(NAMES, seed=seed)``: how each of
#: these games ends (found once by playing them; the tests check it again).
ENDINGS = {0: "region", 1: "colour", 8: "total", 4: "saved"}


def random_game(seed: int, actions: int | None = None):
    state = new_game(NAMES, seed=seed)
    rng = random.Random(seed)
    while not state.is_over and (actions is None or len(state.history) < actions):
        state.apply(rng.choice(state.legal_actions()))
    return state


def check_against_the_engine(state, made) -> None:
    """Every step's counters equal the engine's after as many actions (R6.1); the
    outcome and causes are the engine's; each give and discard is an action of the
    record at its position."""
    again = replay(state.config, state.seed, [])
    assert len(made.steps) == len(state.history)
    for step, action in zip(made.steps, state.history, strict=True):
        turn = again.turn
        again.apply(action)
        by_region, by_colour, total = again.full_blown_counts()
        assert step.regions == {r.value: n for r, n in by_region.items()}
        assert step.colours == {c.value: n for c, n in by_colour.items()}
        assert (step.total, step.turn, step.seat) == (total, turn, action.seat)
    assert made.over == state.is_over
    if state.is_over:
        assert made.outcome == ("lost" if state.outcome.lost else "saved")
        assert made.causes == state.outcome.causes
        ends = marks(made, "lost") + marks(made, "saved")
        assert [m.position for m in ends] == [len(state.history)] * len(ends)
        assert sorted(m.limit for m in marks(made, "lost")) == \
            sorted(c.kind for c in state.outcome.causes)
    else:
        assert made.outcome is None and made.causes == ()
    gifts = [(i + 1, a.solution.code) for i, a in enumerate(state.history)
             if isinstance(a, (PlayImpending, PlayFullBlown))]
    assert [(m.position, m.cards[0]) for m in marks(made, "gave")] == gifts
    discards = [(i + 1, a.seat, a.solution.code) for i, a in enumerate(state.history)
                if isinstance(a, Discard)]
    assert [(m.position, m.seat, m.cards[0]) for m in marks(made, "discarded")] == discards
    for m in marks(made, "near_limit"):  # R6.1: one crisis away from the limit
        step = made.steps[m.position - 1]
        count = (step.regions[m.region] if m.limit == "region" else
                 step.colours[m.colour] if m.limit == "colour" else step.total)
        assert count == {"region": 2, "colour": 3, "total": 6}[m.limit]


@pytest.mark.parametrize("seed", sorted(ENDINGS))
def test_r6_the_story_of_a_finished_game_follows_the_engine(seed):
    state = random_game(seed)
    assert state.is_over
    kind = "saved" if not state.outcome.lost else state.outcome.causes[0].kind
    assert kind == ENDINGS[seed] and {c.kind for c in state.outcome.causes} <= {kind}
    made = story(state, risk=False)
    assert made.observer == "all"  # "auto" after the game
    check_against_the_engine(state, made)
    positions = [m.position for m in made.moments]
    assert positions == sorted(positions)  # in the order they happened
    if kind == "saved":
        assert made.turning_points and all(tp.kind != "last_chance"
                                           for tp in made.turning_points)
    else:
        assert [tp.kind for tp in made.turning_points][-1] == "last_chance"
        assert marks(made, "near_limit")  # a limit came within one before it broke


def test_the_story_of_an_unfinished_game_follows_the_engine_so_far():
    state = random_game(4, actions=150)
    assert not state.is_over
    for observer in ("all", None, 2):
        check_against_the_engine(state, story(state, risk=False, observer=observer))


def test_r7_4_a_saved_file_its_json_text_and_its_record_tell_the_same_story(tmp_path):
    state = random_game(1)
    path = tmp_path / "game.json"
    path.write_text(to_json(state), encoding="utf-8")
    kw = {"lang": "fr", "rollouts": 10, "seed": 3}
    expected = story(state, **kw)
    assert expected.risk  # the risk curve is part of what must be equal
    # and the widget's own game file, which holds the record with the bots and the moment
    # shown (a story tells the whole record)
    widget_file = tmp_path / "widget.json"
    widget_file.write_text(Session(state, {}, {}).save_json(), encoding="utf-8")
    assert json.loads(widget_file.read_text("utf-8"))["record"] == to_record(state)
    for source in (path, str(path), to_json(state), to_record(state), widget_file,
                   widget_file.read_bytes()):
        made = story(source, **kw)
        assert made.to_dict() == expected.to_dict()
        assert made.svg() == expected.svg()


def test_bad_input_says_what_is_wrong_and_what_is_allowed(tmp_path):
    state = random_game(0)
    with pytest.raises(TypeError, match="GameState, the path of a saved game"):
        story(42)
    with pytest.raises(FileNotFoundError, match="no saved game at"):
        story(str(tmp_path / "missing.json"))
    with pytest.raises(ValueError, match="observer must be"):
        story(state, observer=9)
    with pytest.raises(ValueError, match="choose one of en, fr"):
        story(state, lang="xx")
    with pytest.raises(Exception, match="R7.4"):
        story('{"format": "nonsense"}')
    with pytest.raises(ValueError, match="progress must be a function"):
        story(state, progress=3)
    with pytest.raises(ValueError, match="rollouts must be a whole number"):
        story(state, rollouts=0)


# ------------------------------------------------------------------------ R7.5
def hidden_texts(state, seat, t) -> set[str]:
    """What ``seat`` must not find anywhere: the text and code of every Solution in other
    hands or the pile that it has not seen (the classroom tests' oracle), and the title
    of every crisis still in the pile."""
    seen = seen_solutions(state, seat)
    hidden = {c for other in range(state.n_players) if other != seat
              for c in state.hand(other)} - seen
    hidden |= {c for c in state.pile if isinstance(c, Solution)} - seen
    hidden |= {c for h in state.hoards if h is not state.hoards[seat] for s in h for c in s} \
        - seen
    texts = {t.card(c) for c in hidden} | {f'"{c.code}"' for c in hidden}
    return texts | {t.crisis_title(c) for c in state.pile if isinstance(c, Crisis)}


@pytest.mark.parametrize("seed,cut", [(8, 70), (9, 90)])
def test_r7_5_a_students_story_during_the_game_shows_no_hidden_card(seed, cut):
    state = random_game(seed, actions=cut)
    assert not state.is_over and any(state.hoards)
    for lang in ("en", "fr"):
        t = translator(lang)
        leaked_with_all = False
        for seat in range(state.n_players):
            made = story(state, lang=lang, observer=seat, rollouts=5)
            data = json.dumps(made.to_dict(), ensure_ascii=False)
            svg = made.svg()
            texts = hidden_texts(state, seat, t)
            for where in (svg, data, made._repr_html_()):
                assert not [x for x in texts if x in where], (seat, lang)
            # the oracle can see a leak: everyone's story shows some hidden card
            everyone = story(state, lang=lang, observer="all", risk=False)
            whole = everyone.svg() + json.dumps(everyone.to_dict(), ensure_ascii=False)
            leaked_with_all = leaked_with_all or any(x in whole for x in texts)
        assert leaked_with_all


def test_r7_5_stories_of_games_differing_only_in_hidden_cards_are_the_same():
    """The rules tests' twin games: Ben and Chloé hold, draw and hoard other cards. Ana's
    story and the public one are the same for both; Ben's differs (his own hoard)."""
    differs = False
    for a, b in twin_games():
        for observer in (0, None):
            sa = story(a, observer=observer, rollouts=5)
            sb = story(b, observer=observer, rollouts=5)
            assert sa.to_dict() == sb.to_dict() and sa.svg() == sb.svg()
        differs = differs or story(a, observer=1, risk=False).to_dict() != \
            story(b, observer=1, risk=False).to_dict()
    assert differs


# ------------------------------------------------------------------------ picture
def test_the_picture_marks_every_moment_with_its_position_and_sentence():
    state = random_game(1)
    made = story(state, risk=False)
    root = ET.fromstring(made.svg())  # well-formed: every name is escaped
    groups = [g for g in root.iter(f"{SVG}g") if g.get("class") == "terra-story-moment"]
    assert len(groups) == len(made.moments) > 20
    for g, m in zip(groups, sorted(made.moments, key=_drawing_order(made)), strict=True):
        assert int(g.get("data-position")) == m.position
        assert g.find(f"{SVG}title").text == m.text
    texts = [t.text or "" for t in root.iter(f"{SVG}text")]
    assert "Ben <b>&" in texts  # escaped in the file, the name itself once parsed
    limits = sorted(t.text for t in root.iter(f"{SVG}text")
                    if t.get("class") == "terra-story-limit")
    assert limits == ["3"] * 6 + ["4"] * 3 + ["7"]  # R6.1, one label per counter row
    assert min(float(t.get("font-size")) for t in root.iter(f"{SVG}text")) >= 14
    assert root.get("viewBox").startswith("0 0 1200 ")
    for colour in ("▲ green", "● blue", "■ red"):  # never colour alone
        assert colour in texts


def _drawing_order(made):
    """The counters' marks first (near limit, lost, saved), then the row of crises gone
    full-blown and the row of crises solved, then each player's lane: the row of what it
    did, then the row of what it held back."""
    lanes = ("gave", "hoarded", "discarded", "held_back", "could_have_solved")
    held = ("held_back", "could_have_solved")
    rows = {"full_blown": 1, "solved": 2}
    index = {id(m): i for i, m in enumerate(made.moments)}

    def key(m):
        lane = m.kind in lanes
        return (lane, m.seat if lane else rows.get(m.kind, 0), lane and m.kind in held,
                index[id(m)])

    return key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_tells_the_story(lang):
    state = random_game(0)
    made = story(state, lang=lang, risk=False)
    english = story(state, risk=False)
    assert all(m.text for m in made.moments) and made.turning_points
    if lang != "en":
        assert [m.text for m in made.moments] != [m.text for m in english.moments]
        assert not re.search(r"\bTurn \d", made.svg())


def test_the_risk_curve_reports_its_progress_and_starts_at_the_first_position():
    state = random_game(0)
    seen = []
    made = story(state, rollouts=5, progress=lambda done, total: seen.append((done, total)))
    total = seen[0][1]
    assert seen == [(i, total) for i in range(total + 1)] and total == len(made.risk)
    positions = [p for p, _ in made.risk]
    assert positions[0] == 0 and positions[-1] == len(state.history)
    assert positions == sorted(set(positions))
    assert made.risk[-1][1] == 1.0  # lost: the last estimate is the outcome itself


def test_terra_widget_story_is_exported():
    assert terra_widget.story is story and "story" in terra_widget.__all__


def test_the_projector_picture_has_larger_text_and_a_long_game_stays_small():
    state = random_game(4)  # saved after ~300 actions, the length of a whole game
    made = story(state, risk=False)
    root = ET.fromstring(made.svg(projector=True))
    assert min(float(t.get("font-size")) for t in root.iter(f"{SVG}text")) >= 18
    assert len(made.svg().encode("utf-8")) <= 200 * 1024  # the size the widget sends


def test_kept_estimates_give_the_same_risk_curve_as_new_ones():
    from terra_widget.sim.story import riskcurve

    state = random_game(9, actions=90)
    riskcurve._ESTIMATES.clear()
    so_far = story(state.rewind(60), rollouts=5).risk
    kept = story(state, rollouts=5).risk  # positions up to 60 come from the first story
    riskcurve._ESTIMATES.clear()
    fresh = story(state, rollouts=5).risk
    assert kept == fresh and so_far == [(p, r) for p, r in fresh if p < 60] + [so_far[-1]]


def test_a_long_name_is_cut_in_its_lane_and_whole_in_its_title():
    names = ["Ana", "Ben", "Maximiliana Wilhelmina von Hohenzollern", "Dev"]
    state = new_game(names, seed=3)
    made = story(state, risk=False)
    root = ET.fromstring(made.svg())
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert names[2] not in texts and any(x and x.endswith("…") for x in texts)
    assert names[2] in [t.text for t in root.iter(f"{SVG}title")]

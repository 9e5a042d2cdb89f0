"""The story of each game in the classroom (laptop route): the picture of every table's
full-blown crises against the limit of 7, each finished table's story on the teacher's
screen, and the CSV of every player's choices -- never a hidden card before a game ends
(R7.5), never on a student's page."""

from __future__ import annotations

import base64
import csv
import io
import re
import xml.etree.ElementTree as ET

import pytest
from classroom_support import seen_solutions
from test_pages import join, playable, widget_texts

from terra_widget.i18n import LANGUAGES, translator
from terra_widget.rooms.errors import ClassroomError
from terra_widget.rooms.local import LocalRoom
from terra_widget.rooms.pages.teacher import TeacherPage
from terra_widget.rooms.room import Room
from terra_widget.rooms.stories import CHOICE_COLUMNS, choices_csv
from terra_widget.rooms.tables_svg import TableLine, tables_svg
from terra_widget.rules import LOSS_TOTAL, Colour, Region, Solution, from_record
from terra_widget.sim.story import story
from terra_widget.ui.textfit import text_width

SVG = "{http://www.w3.org/2000/svg}"
HEADERS = {"en": "table,seat,player,turn,move,choice,colour,crisis,region,played on,solved,"
                 "points"}


# ------------------------------------------------------------------ the picture
def _lines():
    return [TableLine(1, "lost", ((1, 0), (2, 1), (4, 3), (6, 5), (7, 7))),
            TableLine(2, "saved", tuple((t, min(t // 3, 5)) for t in range(1, 18))),
            TableLine(3, "ongoing", ((1, 0), (3, 2), (5, 3))),
            TableLine(4, "not_started", ())]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_table_is_a_line_against_the_limit_of_7_with_its_name_and_result(lang):
    t = translator(lang)
    svg = tables_svg(_lines(), lang=lang)
    root = ET.fromstring(svg)  # well-formed: every text escaped
    groups = [g for g in root.iter(SVG + "g") if g.get("class") == "terra-tables-line"]
    assert [g.get("data-table") for g in groups] == ["1", "2", "3", "4"]
    texts = ["".join(e.itertext()) for e in root.iter(SVG + "text")]
    for line in _lines():
        total = line.per_turn()[-1][1]
        label = t("classroom.story.line_label",
                  table=t("classroom.teacher.table", table=line.number),
                  status=t(f"classroom.status.{line.status}"), total=total, limit=LOSS_TOTAL)
        assert label in texts, (lang, label)
    assert t("classroom.story.limit", limit=LOSS_TOTAL) in texts
    limit = next(e for e in root.iter(SVG + "line") if e.get("class") == "terra-tables-limit")
    zero = next(e for e in root.iter(SVG + "text") if e.text == "0")
    seven = next(e for e in root.iter(SVG + "text") if e.text == str(LOSS_TOTAL))
    assert abs(float(limit.get("y1")) - (float(seven.get("y")) - 5)) < 1
    assert float(zero.get("y")) > float(seven.get("y"))
    # text of 14 px or more, in a picture drawn at its own size, narrow enough to stand
    # whole beside JupyterLab's file browser at 1280 px (never scaled down)
    assert int(root.get("font-size")) >= 14
    assert all(int(e.get("font-size", root.get("font-size"))) >= 14
               for e in root.iter(SVG + "text"))
    assert int(root.get("width")) <= 700
    for e in root.iter(SVG + "text"):  # and every text inside it (estimated widths)
        px = int(e.get("font-size", root.get("font-size")))
        if e.get("text-anchor") is None:
            right = float(e.get("x")) + text_width(e.text, px, bold=True)
            assert right <= int(root.get("width")), (lang, e.text)


def test_colour_is_never_the_only_cue_between_tables():
    """Seven tables: each line has its own colour, dash pattern and marker shape, and a
    tag with its table's number where it ends."""
    lines = [TableLine(n, "ongoing", ((1, n % 3),)) for n in range(1, 8)]
    root = ET.fromstring(tables_svg(lines))
    styles = set()
    for g in root.iter(SVG + "g"):
        if g.get("class") != "terra-tables-line":
            continue
        path = g.find(SVG + "path")
        shape = [e.tag for e in g if e.tag != SVG + "path"][0]
        styles.add((path.get("stroke-dasharray"), shape + str(len(list(g)))))
        tags = [e.text for e in g.iter(SVG + "text")]
        assert g.get("data-table") in tags
    assert len({s[0] for s in styles}) == 7  # seven dash patterns


def test_a_line_follows_the_turns_and_starts_at_zero():
    line = TableLine(1, "ongoing", ((1, 0), (1, 1), (2, 1), (3, 2), (3, 3)))
    assert line.per_turn() == [(0, 0), (1, 1), (2, 1), (3, 3)]
    assert TableLine(2, "not_started", ()).per_turn() == [(0, 0)]


# ------------------------------------------------------------------ a room's stories
@pytest.fixture
def played(db):
    """Two tables: table 1 all computer players, played to its end; table 2 with a
    student at seat 1, stopped at her decision (her hand is hidden)."""
    room = Room.open([3, 3], path=db, seed=4, bot_delay=0)
    pin = room.store.take_seat(room.code, room.table_id(2), 0, "=cmd()")
    room.start()
    for _ in range(5):
        room.store.run_bots(room.code)
        state = room.store.state(room.table_id(2))
        if state.is_over:
            break
        if state.to_act == 0:
            legal = state.legal_actions()
            room.store.submit(room.table_id(2), len(state.history), 0, legal[0], pin)
            room.store.run_bots(room.code)
    assert room.store.state(room.table_id(1)).is_over
    assert not room.store.state(room.table_id(2)).is_over
    yield room
    room.store.close()


def _expected(room, number, observer):
    game = from_record(room.store.record(room.table_id(number)))
    return story(game, observer=observer, risk=False), game


def test_a_finished_tables_story_is_the_whole_story_and_a_playing_one_is_refused(played):
    whole = played.story(1)
    expected, game = _expected(played, 1, "all")
    assert whole.over and whole.observer == "all"
    assert whole.to_rows() == expected.to_rows()
    assert 'class="terra-story-moment' in whole.svg()
    with pytest.raises(ClassroomError) as info:
        played.story(2)  # R7.5: its hands are hidden while it plays
    assert info.value.error == "story_not_over"
    assert "Table 2" in info.value.message(translator("en"))


def test_the_choices_csv_holds_every_choice_of_the_stories(played):
    text = played.choices_csv()
    assert text.splitlines()[0] == HEADERS["en"]
    assert "\ufeff" not in text and "\r" not in text  # as the summary's CSV
    rows = list(csv.DictReader(io.StringIO(text)))
    t = translator("en")
    whole, game = _expected(played, 1, "all")
    public, game2 = _expected(played, 2, None)
    want = [(1, r, game) for r in whole.to_rows()] + [(2, r, game2) for r in public.to_rows()]
    assert len(rows) == len(want) > 0
    kinds = set()
    for got, (number, row, g) in zip(rows, want, strict=True):
        kinds.add((number, row["choice"]))
        crises = {c.id: c for c in g.config.crises}
        assert int(got["table"]) == number
        assert int(got["seat"]) == row["seat"] + 1
        assert got["player"].lstrip("'") == row["player"]
        assert (int(got["turn"]), int(got["move"])) == (row["turn"], row["position"])
        assert got["choice"] == t(f"classroom.choice.{row['choice']}")
        assert got["colour"] == (t.colour_name(Colour(row["colour"])) if row["colour"] else "")
        assert got["region"] == (t.region(Region(row["region"])) if row["region"] else "")
        assert got["crisis"] == (t.crisis_title(crises[row["crisis"]]) if row["crisis"]
                                 else "")
        assert got["solved"] == ("" if row["solved"] is None else
                                 "yes" if row["solved"] else "no")
        assert got["points"] == ("" if row["points"] is None else str(row["points"]))
    assert (1, "held_back") in kinds or (1, "could_have_solved") in kinds
    # R7.5: a playing table's rows need no hidden hand (no held back, no could have solved)
    assert {k for n, k in kinds if n == 2} <= {"gave", "hoarded", "discarded"}
    assert all(r["points"] == "" for r in rows if r["table"] == "2")  # hoards face down
    assert all(r["player"] == "'=cmd()" for r in rows if "cmd" in r["player"])  # no formula


def test_the_choices_csv_speaks_the_rooms_language():
    made = story(_finished_game(), lang="fr", observer="all", risk=False)
    text = choices_csv([(1, made, {})], "fr")
    t = translator("fr")
    header = next(csv.reader(io.StringIO(text)))
    assert header == [t(f"classroom.csv.{k}") for k in CHOICE_COLUMNS]
    rows = list(csv.DictReader(io.StringIO(text)))
    assert {r[t("classroom.csv.choice")] for r in rows} <= {
        t(f"classroom.choice.{k}") for k in ("gave", "hoarded", "held_back",
                                             "could_have_solved", "discarded")}


def _finished_game():
    from terra_widget.bots import make_strategy
    from terra_widget.rules import new_game

    game = new_game(["Ana", "Ben", "Chloé"], seed=5)
    bots = [make_strategy("balanced", seed=s) for s in range(3)]
    while not game.is_over:
        game.apply(bots[game.to_act].choose(game.view(game.to_act), game.legal_actions()))
    return game


# ------------------------------------------------------------------ the teacher's page
def test_the_teachers_screen_shows_the_finished_tables_story_and_every_table(played):
    page = TeacherPage(LocalRoom(played), poll=False)
    assert page.tabs.get_title(3) == "Stories of the games"
    page.tabs.selected_index = 3
    assert page.stories.choice.options == (("Table 1 · " + translator("en")(
        f"classroom.status.{played.dashboard()[0].status}"), 1),)  # table 2 plays on
    shown = page.stories.story.value
    assert 'class="terra-story-moment' in shown and "The story of Table 1" in shown
    assert "terra-story-scroll" in shown
    page.tabs.selected_index = 1
    picture = page.tables_picture.value
    assert picture == f'<div class="terra-story-scroll">{played.tables_svg()}</div>'
    assert 'data-table="1"' in picture and 'data-table="2"' in picture
    href = re.search(r'href="data:text/csv;charset=utf-8;base64,([^"]+)"',
                     page.choices_link.value).group(1)
    assert base64.b64decode(href).decode("utf-8") == played.choices_csv()
    assert "Download every player&#x27;s choices (CSV)" in page.choices_link.value


def test_the_story_gets_its_risk_curve_from_a_worker_without_blocking_the_page(played):
    page = TeacherPage(LocalRoom(played), poll=False)
    page.tabs.selected_index = 3
    # until the worker has the curve, the page says it is coming
    assert ("terra-story-pending" in page.stories.story.value) == \
        (not page.stories._got[1][1])
    future = played.stories.with_risk(played.table_id(1), played.store.record(
        played.table_id(1)), 1)
    with_risk = future.result(timeout=300)
    assert with_risk.risk and all(0 <= p <= 1 for _, p in with_risk.risk)
    page.stories._got[1] = (page.stories._got[1][0], False, 0.0)  # as if asked before
    page.refresh()  # nothing moved: the panel asks again and gets the curve
    assert page.stories._got[1][1] is True
    assert with_risk._repr_html_() in page.stories.story.value
    assert "terra-story-pending" not in page.stories.story.value


def test_no_story_reaches_a_students_page_and_the_playing_tables_csv_hides_hands(db):
    """R7.5: while a table plays, its public story only (no held-back marks) and nothing
    at all on a student's page; the teacher's stories tab lists no playing table."""
    room = Room.open([4], path=db, seed=21, bot_delay=0)
    page = join(room, db, "Ana", 1)
    teacher = TeacherPage(LocalRoom(room), poll=False)
    teacher.start_button.click()
    state = room.store.state(room.table_id(1))
    for _ in range(25):
        room.store.run_bots(room.code)
        state = room.store.state(room.table_id(1))
        if state.is_over:
            break
        page.refresh()
        if state.to_act == 0:
            mine = playable(page)
            mine[len(state.history) % len(mine)].click()
        page.refresh()
        teacher.refresh()
        texts = "\n".join(widget_texts(page))
        for mark in ('class="terra-story', "terra-story-moment", "terra-tables-svg",
                     "terra-tables-line"):
            assert mark not in texts
    teacher.tabs.selected_index = 3
    assert teacher.stories.choice.options == ()
    assert "once its game ends" in teacher.stories.note.value
    rows = list(csv.DictReader(io.StringIO(room.choices_csv())))
    assert {r["choice"] for r in rows} <= {"gave a card", "hoarded a set", "discarded"}
    # the public story names no card the projector could not see either
    public = story(room.store.state(room.table_id(1)), observer=None, risk=False)
    t = translator("en")
    seen = set.intersection(*(seen_solutions(state, s) for s in range(state.n_players)))
    hidden = {t.card(c) for s in range(state.n_players) for c in state.hand(s)} - \
        {t.card(c) for c in seen if isinstance(c, Solution)}
    assert hidden  # the check below has cards to look for
    picture = public.svg() + str(public.to_dict())
    for card in hidden:
        assert not re.search(re.escape(card) + r"(?![\d/])", picture), card

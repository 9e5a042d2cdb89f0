"""The story of each game on a JupyterHub: the room service draws every table's crises,
tells a finished table's story and writes the choices CSV -- to the teacher who opened
the room only, and a table's whole story only once its game is over (R7.5); the
teacher's notebook shows them."""

from __future__ import annotations

import base64
import csv
import io
import json
import re
import time

import hubtools

from terra_widget.i18n import translator
from terra_widget.rooms.hub.backend import open_room
from terra_widget.rooms.hub.client import RoomClient
from terra_widget.rooms.store import Store
from terra_widget.rules import from_record
from terra_widget.sim.story import story


def _tables(page):
    return {tb["number"]: tb["id"] for tb in page.backend.data["tables"]}


def test_the_teachers_notebook_shows_a_finished_tables_story_and_the_choices(hub):
    page = open_room(6, seed=31, bot_delay=0, poll=False,
                     client=RoomClient(hub.service, hub.token("teacher"), env={}))
    code = page.code
    status, mine = hub.rooms("ana", "POST", f"api/rooms/{code}/join")
    assert status == 200 and mine["table"] == 1  # table 2: computer players only
    page.start_button.click()
    ids = _tables(page)
    store = Store(hub.data / "rooms" / "classroom.db")
    # the service's ticks play table 2 one move at a time; here it goes faster (the
    # store's write lock keeps one record whoever moves)
    deadline = time.monotonic() + 120
    while not store.state(ids[2]).is_over and time.monotonic() < deadline:
        store.run_bots(code)
    assert store.state(ids[2]).is_over and not store.state(ids[1]).is_over
    page.refresh()
    page.tabs.selected_index = 3  # the stories' tab
    t = translator("en")
    status2 = page.backend.data["tables"][1]["status"]
    assert page.stories.choice.options == (
        (f"Table 2 · {t('classroom.status.' + status2)}", 2),)  # table 1 plays on
    shown = page.stories.story.value
    assert 'class="terra-story-moment' in shown and "The story of Table 2" in shown
    page.tabs.selected_index = 1  # every table at a glance
    assert 'data-table="1"' in page.tables_picture.value
    assert 'data-table="2"' in page.tables_picture.value

    # the choices CSV: table 1's public story, table 2's whole one
    text = page.backend.choices_csv()
    rows = list(csv.DictReader(io.StringIO(text)))
    games = {n: from_record(store.record(ids[n])) for n in (1, 2)}
    want = [(1, r) for r in story(games[1], observer=None, risk=False).to_rows()] + \
        [(2, r) for r in story(games[2], observer="all", risk=False).to_rows()]
    assert [(int(r["table"]), int(r["seat"]) - 1, r["player"], int(r["move"]),
             r["choice"]) for r in rows] == [
        (n, r["seat"], r["player"], r["position"], t(f"classroom.choice.{r['choice']}"))
        for n, r in want]
    assert {r["choice"] for r in rows if r["table"] == "1"} <= {
        "gave a card", "hoarded a set", "discarded"}  # no hidden hand while it plays
    href = re.search(r'base64,([^"]+)"', page.choices_link.value).group(1)
    assert base64.b64decode(href).decode("utf-8") == text

    # the risk curve comes from a worker thread of the service: asked again, it is there
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        status, reply = hub.rooms("teacher", "GET", f"api/rooms/{code}/story?table=2")
        assert status == 200, reply
        if reply["complete"]:
            break
        time.sleep(1)
    assert reply["complete"] and 'class="terra-story-moment' in reply["html"]
    page.tabs.selected_index = 3
    page.stories._got[2] = (page.stories._got[2][0], False, 0.0)  # as if asked before
    page.refresh()
    assert page.stories._got[2][1] and reply["html"] in page.stories.story.value


def test_a_story_is_the_teachers_and_only_once_the_game_is_over(hub):
    page = open_room(3, seed=32, bot_delay=0, poll=False,
                     client=RoomClient(hub.service, hub.token("teacher"), env={}))
    code = page.code
    hub.rooms("ben", "POST", f"api/rooms/{code}/join")
    page.start_button.click()
    status, reply = hub.rooms("teacher", "GET", f"api/rooms/{code}/story?table=1")
    assert (status, reply["error"]) == (400, "story_not_over")  # R7.5: hands still hidden
    assert "Table 1 is still playing" in reply["message"]
    for query in ("table=x", "table=9", ""):
        status, reply = hub.rooms("teacher", "GET", f"api/rooms/{code}/story?{query}")
        assert status == 400 and reply["message"], (query, reply)
    for path in ("tables.svg", "story?table=1", "choices.csv"):
        status, reply = hub.rooms("ben", "GET", f"api/rooms/{code}/{path}")
        assert (status, reply["error"]) == (403, "hub_only_teachers"), path
    status, svg = hubtools.call("GET", f"{hub.service}api/rooms/{code}/tables.svg",
                                token=hub.token("teacher"), raw=True)
    assert status == 200 and svg.startswith("<svg") and 'data-table="1"' in svg
    status, seat = hub.rooms("ben", "GET", f"api/rooms/{code}/seat")
    text = json.dumps(seat)
    assert "terra-story" not in text and "terra-tables" not in text
    assert "story" not in seat

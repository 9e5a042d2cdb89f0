"""The room service on a real JupyterHub, called as hub users with their
tokens through the hub's proxy: who may do what, no Jupyter API, and one round played by
four students, every student's payload checked against the engine (R7.5)."""

from __future__ import annotations

import time

import hubtools
import pytest

from terra_widget.rooms.hub.view import seat_json
from terra_widget.rooms.store import Store

STUDENTS = hubtools.STUDENTS


def test_roles_come_from_the_hub_groups(hub):
    assert hub.rooms("teacher", "GET", "api/me") == (200, {"name": "teacher",
                                                           "role": "teacher"})
    assert hub.rooms("ana", "GET", "api/me") == (200, {"name": "ana", "role": "student"})
    status, reply = hub.rooms(hubtools.OUTSIDER, "GET", "api/me")
    assert status == 403
    assert reply["error"] == "hub_outsider"
    assert "terra-teachers" in reply["message"] and "terra-students" in reply["message"]


def test_no_token_no_room(hub):
    status, _ = hubtools.call("GET", hub.service + "api/me")
    assert status in (302, 403)  # a browser is sent to the hub's login; no data either way


@pytest.mark.parametrize("path", ["api/contents", "api/kernels", "api/terminals",
                                  "api/sessions", "lab", "tree", "api/kernelspecs"])
def test_the_service_is_no_jupyter_server(hub, path):
    for user in ("teacher", "ana"):
        status, _ = hub.rooms(user, "GET", path)
        assert status == 404, (user, path, status)
        status, _ = hub.rooms(user, "POST", path, {})
        assert status == 404, (user, path, status)


def test_a_student_cannot_run_a_room(hub):
    status, reply = hub.rooms("ana", "POST", "api/rooms", {"students": 4})
    assert (status, reply["error"]) == (403, "hub_only_teachers")
    status, opened = hub.rooms("teacher", "POST", "api/rooms", {"students": 4, "seed": 3})
    assert status == 200
    code = opened["code"]
    for method, path, body in (("GET", f"api/rooms/{code}", None),
                               ("POST", f"api/rooms/{code}/control", {"do": "start"}),
                               ("GET", f"api/rooms/{code}/summary.csv", None)):
        status, reply = hub.rooms("ben", method, path, body)
        assert (status, reply["error"]) == (403, "hub_only_teachers"), path
    status, reply = hub.rooms("teacher", "POST", f"api/rooms/{code}/join")
    assert (status, reply["error"]) == (403, "hub_only_students")


def test_a_bad_request_is_said_in_words(hub):
    for body, error in (({"students": 4, "seed": "x"}, "hub_bad_request"),
                        ({"students": 4, "bot_delay": "soon"}, "hub_bad_request"),
                        ({"students": 0}, "bad_tables"),
                        ({"students": 4, "lang": "xx"}, "bad_lang")):
        status, reply = hub.rooms("teacher", "POST", "api/rooms", body)
        assert (status, reply["error"]) == (400, error), body
        assert reply["message"]
    status, opened = hub.rooms("teacher", "POST", "api/rooms", {"students": 4})
    status, reply = hub.rooms("teacher", "POST", f"api/rooms/{opened['code']}/control",
                              {"do": "explode"})
    assert status == 400 and "start" in reply["message"]


def _db(hub) -> Store:
    return Store(hub.data / "rooms" / "classroom.db")


def test_four_students_play_a_round_and_see_only_their_seat(hub):
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": 4, "seed": 11, "bot_delay": 0})
    assert status == 200, opened
    code = opened["code"]
    seats = {}
    for name in STUDENTS:
        status, joined = hub.rooms(name, "POST", f"api/rooms/{code}/join")
        assert status == 200, joined
        seats[name] = joined["view"]["seat"]
    assert sorted(seats.values()) == [0, 1, 2, 3]
    status, room = hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
    assert status == 200 and room["started"]
    assert [s["name"] for s in room["tables"][0]["seats"]] == STUDENTS

    store = _db(hub)
    table_id = room["tables"][0]["id"]
    by_seat = {seat: name for name, seat in seats.items()}
    # One round: every seat's turn once (R2), the students choosing their first legal
    # move each time they are to act (a draw, a play, a pass...).
    first_turn = None
    for _ in range(400):
        state = store.state(table_id)
        if first_turn is None:
            first_turn = state.turn
        if state.is_over or state.turn >= first_turn + 4:
            break
        for name, seat in seats.items():
            status, mine = hub.rooms(name, "GET", f"api/rooms/{code}/seat")
            assert status == 200, mine
            state = store.state(table_id)
            if mine["seq"] != len(state.history):
                continue  # the table moved between the two reads: look again
            expected = seat_json(state, seat, can_act=True)
            for key in ("view", "legal", "events", "seq"):
                assert mine[key] == expected[key], (name, key)
            assert "hands" not in mine
        actor = by_seat[state.to_act]
        status, mine = hub.rooms(actor, "GET", f"api/rooms/{code}/seat")
        move = mine["legal"][0]
        status, done = hub.rooms(actor, "POST", f"api/rooms/{code}/move",
                                 {"seq": mine["seq"], "action": move})
        assert status == 200, done
    state = store.state(table_id)
    assert state.turn >= first_turn + 4 or state.is_over

    # Projector: the public view; other hands only after the teacher opens them.
    status, room = hub.rooms("teacher", "GET", f"api/rooms/{code}")
    assert room["tables"][0]["projector"]["view"] == seat_json(state, None,
                                                               can_act=False)["view"]
    assert "hands" not in room["tables"][0]["projector"]
    hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "open_hands"})
    status, room = hub.rooms("teacher", "GET", f"api/rooms/{code}")
    assert [v["hand"] for v in room["tables"][0]["projector"]["hands"]] == [
        [c.code for c in state.view(s).hand] for s in range(4)]
    status, mine = hub.rooms("ana", "GET", f"api/rooms/{code}/seat")
    assert "hands" not in mine and mine["view"]["hand"] == [
        c.code for c in state.view(seats["ana"]).hand]
    status, csv = hubtools.call("GET", hub.service + f"api/rooms/{code}/summary.csv",
                                token=hub.token("teacher"), raw=True)
    assert status == 200 and csv.count("\n") == 5 and "ana" in csv


def test_a_move_out_of_turn_or_stale_is_refused_and_a_rejoin_keeps_the_seat(hub):
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": 4, "seed": 5, "bot_delay": 0})
    code = opened["code"]
    joined = {n: hub.rooms(n, "POST", f"api/rooms/{code}/join")[1] for n in STUDENTS}
    hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
    status, ana = hub.rooms("ana", "GET", f"api/rooms/{code}/seat")
    to_act = ana["view"]["to_act"]
    actor = next(n for n in STUDENTS if joined[n]["view"]["seat"] == to_act)
    other = next(n for n in STUDENTS if n != actor)
    status, mine = hub.rooms(actor, "GET", f"api/rooms/{code}/seat")
    status, reply = hub.rooms(other, "POST", f"api/rooms/{code}/move",
                              {"seq": mine["seq"], "action": mine["legal"][0]})
    assert status == 400 and reply["error"] in ("not_your_seat", "not_your_turn")
    status, reply = hub.rooms(actor, "POST", f"api/rooms/{code}/move",
                              {"seq": mine["seq"] + 1, "action": mine["legal"][0]})
    assert status == 409 and reply["error"] == "acted_first"
    # The student's server restarted: joining again gives the same seat and hand.
    status, again = hub.rooms(actor, "POST", f"api/rooms/{code}/join")
    assert status == 200
    assert again["view"]["seat"] == to_act and again["view"]["hand"] == mine["view"]["hand"]


def test_a_waiting_student_hears_of_a_move_at_once(hub):
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": 4, "seed": 8, "bot_delay": 0})
    code = opened["code"]
    joined = {n: hub.rooms(n, "POST", f"api/rooms/{code}/join")[1] for n in STUDENTS}
    hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
    status, any_view = hub.rooms("ana", "GET", f"api/rooms/{code}/seat")
    actor = next(n for n in STUDENTS if joined[n]["view"]["seat"]
                 == any_view["view"]["to_act"])
    watcher = next(n for n in STUDENTS if n != actor)
    status, before = hub.rooms(watcher, "GET", f"api/rooms/{code}/seat")
    since = before["version"]

    import threading
    got = {}

    def wait():
        got["reply"] = hub.rooms(watcher, "GET",
                                 f"api/rooms/{code}/seat?since={since}")

    waiter = threading.Thread(target=wait)
    waiter.start()
    time.sleep(0.5)
    assert "reply" not in got  # nothing changed yet: the request waits
    status, mine = hub.rooms(actor, "GET", f"api/rooms/{code}/seat")
    hub.rooms(actor, "POST", f"api/rooms/{code}/move",
              {"seq": mine["seq"], "action": mine["legal"][0]})
    waiter.join(30)
    status, after = got["reply"]
    assert status == 200 and after["seq"] > before["seq"]


def test_a_seat_kept_for_a_hub_user_is_theirs_only(hub):
    """A kept seat on the hub route is kept for a hub user name (the hub vouches for it:
    no keep code is told); nobody else's join takes it, even when it is the last free."""
    hub.api("POST", "users", {"usernames": ["eve"]})
    hub.api("POST", "groups/terra-students/users", {"users": ["eve"]})
    status, opened = hub.rooms("teacher", "POST", "api/rooms", {"students": 4, "seed": 41})
    code = opened["code"]
    control = f"api/rooms/{code}/control"
    status, room = hub.rooms("teacher", "POST", control,
                             {"do": "keep", "table": 1, "seat": 2, "user": "chloe"})
    assert status == 200, room
    assert room["tables"][0]["seats"][1] == {"seat": 1, "kind": "open", "name": "chloe"}
    for bad in ({"user": 5}, {"user": " "}, {"seat": "2"}):
        status, reply = hub.rooms("teacher", "POST", control,
                                  {"do": "keep", "table": 1, "seat": 2, "user": "chloe", **bad})
        assert (status, reply["error"]) == (400, "hub_bad_request"), bad
    status, reply = hub.rooms("ana", "POST", control,
                              {"do": "keep", "table": 1, "seat": 3, "user": "ana"})
    assert (status, reply["error"]) == (403, "hub_only_teachers")
    for name in ("ana", "ben", "dev"):
        status, mine = hub.rooms(name, "POST", f"api/rooms/{code}/join")
        assert status == 200 and mine["view"]["seat"] != 1, (name, mine)
    status, reply = hub.rooms("eve", "POST", f"api/rooms/{code}/join")
    assert (status, reply["error"]) == (400, "hub_seats_kept")
    assert code in reply["message"] and "teacher" in reply["message"]
    status, mine = hub.rooms("chloe", "POST", f"api/rooms/{code}/join")
    assert status == 200 and mine["view"]["seat"] == 1
    seats = hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]["tables"][0]["seats"]
    assert seats[1] == {"seat": 1, "kind": "human", "name": "chloe"}


def test_the_service_deals_the_short_game_when_asked_and_until_the_start(hub):
    """``length`` when the room opens, and the ``length`` control before the start: every
    table deals the classroom short game (docs/rules.md); a wrong length or a change
    after the start is refused with a sentence, and nothing changes."""
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": 3, "seed": 44, "length": "short"})
    assert status == 200, opened
    code = opened["code"]
    room = hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]
    store = Store(hub.data / "rooms" / "classroom.db")
    table_id = room["tables"][0]["id"]
    assert room["length"] == "short" and store.state(table_id).config.length == "short"
    status, reply = hub.rooms("teacher", "POST", "api/rooms", {"students": 3,
                                                               "length": "half"})
    assert (status, reply["error"]) == (400, "bad_length") and "half" in reply["message"]
    control = f"api/rooms/{code}/control"
    status, room = hub.rooms("teacher", "POST", control, {"do": "length", "length": "full"})
    assert status == 200 and room["length"] == "full", room
    assert store.state(table_id).config.length == "full"
    hub.rooms("teacher", "POST", control, {"do": "start"})
    status, reply = hub.rooms("teacher", "POST", control, {"do": "length", "length": "short"})
    assert (status, reply["error"]) == (400, "already_started")
    assert store.state(table_id).config.length == "full"

"""What a hub user with a script can send to the room service (real hub, its proxy):
their name never becomes someone else's role, a body is bounded in size and depth, a
refusal never repeats what was sent, and their long polls are bounded (R7.5: nothing of
another seat reaches them either way)."""

from __future__ import annotations

import http.client
import json
import threading
import time
from urllib.parse import quote, urlparse

import hubtools
import pytest

STUDENTS = hubtools.STUDENTS

#: Names JupyterHub 6 accepts (its ``validate_username``: no ``/``, no leading or
#: trailing space, not only dots), each of which a name-in-a-URL bug would misread.
ODD_NAMES = ["ana?probe", "teacher?probe", "ana#x", "ana%3fx", "ana%2f..%2fteacher",
             "ana x", ".ana", "anä", "teacher&x=1", "ana;x"]


def make_users(hub, names, group=None):
    status, reply = hub.api("POST", "users", {"usernames": names})
    assert status in (201, 409), reply
    if group:
        status, reply = hub.api("POST", f"groups/{group}/users", {"users": names})
        assert status == 200, reply


def token_of(hub, user):
    """A token of ``user`` with only the service's access (the name quoted in the path)."""
    status, reply = hub.api("POST", f"users/{quote(user, safe='')}/tokens", {
        "scopes": ["access:services!service=terra-rooms"], "note": "test"})
    assert status == 201, (user, status, reply)
    return reply["token"]


def as_user(hub, token, method, path, body=None):
    return hubtools.call(method, hub.service + path, body, token=token)


def test_hub_refuses_a_slash_in_a_name(hub):
    status, _ = hub.api("POST", "users", {"usernames": ["ana/x"]})
    assert status == 400


def test_a_name_never_becomes_a_role(hub):
    """A name holding ``?`` or ``#`` (or ``%``, a space, a leading dot...) was looked up
    at ``users/{name}`` unquoted: 'ana?probe' got ana's groups and a seat, 'teacher?probe'
    opened a room. Only members of the class's groups get a role."""
    make_users(hub, ODD_NAMES)
    status, opened = hub.rooms("teacher", "POST", "api/rooms", {"students": 4, "seed": 9})
    code = opened["code"]
    for name in ODD_NAMES:
        token = token_of(hub, name)
        status, me = as_user(hub, token, "GET", "api/me")
        assert (status, me.get("error")) == (403, "hub_outsider"), (name, me)
        status, reply = as_user(hub, token, "POST", f"api/rooms/{code}/join")
        assert status == 403, (name, reply)
        status, reply = as_user(hub, token, "POST", "api/rooms", {"students": 4})
        assert status == 403, (name, reply)
    seats = hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]["tables"][0]["seats"]
    assert all(s["kind"] == "open" and not s["name"] for s in seats), seats


def test_a_student_with_an_odd_name_is_themself(hub):
    """The same names, in the students' group: each is known by their exact hub name."""
    odd = ["zoé?#%x y", ".léa"]
    make_users(hub, odd, group="terra-students")
    status, opened = hub.rooms("teacher", "POST", "api/rooms", {"students": 4, "seed": 10})
    code = opened["code"]
    for name in odd:
        token = token_of(hub, name)
        assert as_user(hub, token, "GET", "api/me") == (200, {"name": name,
                                                              "role": "student"})
        status, joined = as_user(hub, token, "POST", f"api/rooms/{code}/join")
        assert status == 200, joined
        assert joined["view"]["seat"] == odd.index(name)
    names = [s["name"] for s in
             hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]["tables"][0]["seats"]]
    assert names[:2] == odd


# ------------------------------------------------------------------ bounded input
def post_raw(hub, user, path, body: bytes, *, lang_room=None):
    """POST ``body`` as it is (no JSON encoding) through the proxy: (status, text)."""
    url = urlparse(hub.service + path)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=120)
    try:
        conn.putrequest("POST", url.path)
        conn.putheader("Authorization", f"token {hub.token(user)}")
        conn.putheader("Content-Type", "application/json")
        conn.putheader("Content-Length", str(len(body)))
        conn.endheaders()
        try:
            for i in range(0, len(body), 1 << 16):
                conn.send(body[i:i + (1 << 16)])
        except (BrokenPipeError, ConnectionResetError):
            pass  # refused before the whole body was read: the answer is still there
        reply = conn.getresponse()
        return reply.status, reply.read().decode("utf-8", "replace")
    finally:
        conn.close()


@pytest.fixture
def french_room(hub):
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": 4, "seed": 12, "lang": "fr", "bot_delay": 0})
    code = opened["code"]
    for name in STUDENTS:
        hub.rooms(name, "POST", f"api/rooms/{code}/join")
    hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
    return code


def test_a_deep_or_large_body_is_refused_in_words(hub, french_room):
    from terra_widget.i18n import translator

    fr = translator("fr")
    move = f"api/rooms/{french_room}/move"
    # 30,000 levels (under the size limit): Python's parser gives up at about 1,000
    deep = b'{"seq": 0, "action": ' + b"[" * 30_000 + b"]" * 30_000 + b"}"
    status, text = post_raw(hub, "ana", move, deep)
    assert status == 400, (status, text[:200])
    reply = json.loads(text)
    assert reply == {"error": "hub_too_deep",
                     "message": fr("classroom.error.hub_too_deep", limit=32)}
    for size in (65 * 1024, 20 * 1024 * 1024):
        body = b'{"seq": 0, "action": {"type": "' + b"x" * size + b'"}}'
        status, text = post_raw(hub, "ana", move, body)
        assert status == 413, (size, status, text[:200])
        assert json.loads(text)["error"] == "hub_too_large"
        assert len(text) < 1000
    # the room goes on: a student still plays
    status, mine = hub.rooms("ana", "GET", f"api/rooms/{french_room}/seat")
    assert status == 200 and mine["lang"] == "fr"


def test_a_refusal_quotes_only_a_short_prefix(hub, french_room):
    status, mine = hub.rooms("ana", "GET", f"api/rooms/{french_room}/seat")
    seat = mine["view"]["seat"]
    name = "<b>" + "x" * 50_000
    for action in ({"type": name, "seat": seat}, {"type": "Discard", "seat": seat,
                                                   "solution": name}):
        status, reply = hub.rooms("ana", "POST", f"api/rooms/{french_room}/move",
                                  {"seq": mine["seq"], "action": action})
        assert status in (400, 409), reply
        assert len(reply["message"]) < 600, len(reply["message"])


# ------------------------------------------------------------------ bounded polls
def test_a_student_parks_only_a_few_polls(hub, french_room):
    """Beyond MAX_PARKED waiting polls, a student's further polls are answered at once
    (the same version: nothing changed), so 2,000 polls cannot hold 2,000 views."""
    from terra_widget.rooms.hub import handlers as service

    MAX_PARKED = getattr(service, "MAX_PARKED", 4)  # noqa: N806 (the service's constant)
    status, mine = hub.rooms("ben", "GET", f"api/rooms/{french_room}/seat")
    path = f"api/rooms/{french_room}/seat?since={mine['version']}"
    answered, lock = [], threading.Lock()

    def poll():
        reply = hub.rooms("ben", "GET", path)
        with lock:
            answered.append((time.monotonic(), reply))

    start = time.monotonic()
    threads = [threading.Thread(target=poll, daemon=True) for _ in range(MAX_PARKED + 6)]
    for th in threads:
        th.start()
    # the polls beyond MAX_PARKED come back before any change (LONG_POLL is 20 s)
    end = time.monotonic() + 15
    while time.monotonic() < end and len(answered) < 6:
        time.sleep(0.1)
    with lock:
        early = list(answered)
    assert len(early) == 6, f"{len(early)} of {len(threads)} polls answered before a change"
    assert all(r == (200, mine) for _, r in early)
    for th in threads:
        th.join(40)
    assert len(answered) == len(threads)
    print(f"\nfirst answers after {early[0][0] - start:.2f} s")


def test_a_seat_kept_for_a_name_is_not_taken_by_a_look_alike(hub):
    """A seat kept for hub user 'chloe' is not taken by 'ｃｈｌｏｅ' or 'Chloe\u200b'
    (other hub accounts whose names fold to hers as a player's name, R1.1)."""
    look_alikes = ["ｃｈｌｏｅ", "chloe\u200b"]
    make_users(hub, look_alikes, group="terra-students")
    status, opened = hub.rooms("teacher", "POST", "api/rooms", {"students": 4, "seed": 43})
    code = opened["code"]
    for seat in (1, 2, 3, 4):
        status, room = hub.rooms("teacher", "POST", f"api/rooms/{code}/control",
                                 {"do": "keep", "table": 1, "seat": seat,
                                  "user": ["ana", "ben", "chloe", "dev"][seat - 1]})
        assert status == 200, room
    for name in look_alikes:
        status, reply = as_user(hub, token_of(hub, name), "POST", f"api/rooms/{code}/join")
        assert (status, reply.get("error")) == (400, "hub_seats_kept"), (name, reply)
    status, mine = hub.rooms("chloe", "POST", f"api/rooms/{code}/join")
    assert status == 200 and mine["view"]["seat"] == 2

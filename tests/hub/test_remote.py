"""``terra_widget.join``: the classroom's pages fed by the room service.

In this process (the panels built from the service's JSON, a move clicked), then in a
real student's server on the hub: a kernel there joins with the server's own token, and
after the server restarts the same cell brings the student back to their seat."""

from __future__ import annotations

import asyncio
import json
import threading
import uuid

import hubtools

from terra_widget.rooms.hub.backend import join
from terra_widget.rooms.hub.client import RoomClient
from terra_widget.rooms.hub.view import seat_json, view_json
from terra_widget.rooms.hub.wire import RemoteState, view_from_json
from terra_widget.rooms.store import Store

STUDENTS = hubtools.STUDENTS


def _room(hub, seed):
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": 4, "seed": seed, "bot_delay": 0})
    assert status == 200, opened
    return opened["code"]


def test_the_json_rebuilds_the_views_the_engine_gives(hub):
    code = _room(hub, 21)
    for name in STUDENTS:
        hub.rooms(name, "POST", f"api/rooms/{code}/join")
    hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
    status, mine = hub.rooms("ben", "GET", f"api/rooms/{code}/seat")
    state = RemoteState(mine)
    assert view_json(state.view(state.seat)) == mine["view"]
    assert view_json(state.view(None)) == mine["public"]
    assert [a.to_dict() for a in state.legal_actions()] == mine["legal"]
    other = (state.seat + 1) % 4
    try:
        state.view(other)
    except PermissionError:
        pass
    else:
        raise AssertionError("a remote seat gave another seat's view")
    engine = Store(hub.data / "rooms" / "classroom.db").state(_table_id(hub, code))
    assert view_from_json(mine["view"]).hand == engine.view(state.seat).hand


def _table_id(hub, code):
    return hub.rooms("teacher", "GET", f"api/rooms/{code}")[1]["tables"][0]["id"]


def test_the_student_page_plays_through_the_service(hub):
    code = _room(hub, 22)
    pages = {n: join(code, client=RoomClient(hub.service, hub.token(n), env={}),
                     listen=False) for n in STUDENTS}
    hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
    store = Store(hub.data / "rooms" / "classroom.db")
    table_id = _table_id(hub, code)
    for page in pages.values():
        page.refresh()
    state = store.state(table_id)
    actor = next(p for p in pages.values() if p.table.seat == state.to_act)
    enabled = actor.table.enabled_actions()
    assert enabled == set(state.legal_actions())
    for page in pages.values():
        if page is not actor:
            assert page.table.enabled_actions() == set()
    move = sorted(enabled, key=lambda a: json.dumps(a.to_dict()))[0]
    before = len(state.history)  # the store's state object catches up in place
    actor.table.ctrl.perform(move)
    assert len(store.state(table_id).history) == before + 1
    for page in pages.values():
        page.refresh()
        assert page.table.ctrl.state.moves == len(store.state(table_id).history)
        sight = page.table.ctrl.state
        expected = seat_json(store.state(table_id), page.table.seat, can_act=True)
        assert view_json(sight.view(page.table.seat)) == expected["view"]


# ------------------------------------------------------------------ a real student server
def run_in_kernel(hub, user, token, code, timeout=120) -> str:
    """Run ``code`` in a new kernel of ``user``'s server (through the hub's proxy) and
    return what it printed."""
    from tornado import websocket
    from tornado.httpclient import HTTPRequest

    base = f"{hub.url}/user/{user}/api/kernels"
    status, kernel = hubtools.call("POST", base, {"name": "python3"}, token=token)
    assert status == 201, kernel

    async def run():
        url = base.replace("http", "ws", 1) + f"/{kernel['id']}/channels"
        conn = await websocket.websocket_connect(HTTPRequest(
            url, headers={"Authorization": f"token {token}"}))
        msg_id = uuid.uuid4().hex
        await conn.write_message(json.dumps({
            "header": {"msg_id": msg_id, "msg_type": "execute_request", "username": user,
                       "session": uuid.uuid4().hex, "version": "5.3"},
            "parent_header": {}, "metadata": {}, "channel": "shell",
            "content": {"code": code, "silent": False, "store_history": False,
                        "user_expressions": {}, "allow_stdin": False}}))
        out = []
        while True:
            raw = await conn.read_message()
            assert raw is not None, "the kernel's channel closed"
            if isinstance(raw, bytes):  # a message with binary buffers (widgets): not ours
                continue
            msg = json.loads(raw)
            if msg.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind = msg["header"]["msg_type"]
            if kind == "stream":
                out.append(msg["content"]["text"])
            elif kind == "error":
                out.append("\n".join(msg["content"]["traceback"]))
            elif kind == "status" and msg["content"]["execution_state"] == "idle":
                conn.close()
                return "".join(out)

    # in a thread of its own: the browser tests' Playwright owns this thread's event loop
    result = {}

    def target():
        try:
            result["out"] = asyncio.run(asyncio.wait_for(run(), timeout))
        except BaseException as exc:  # noqa: BLE001 - raised again below, in the test
            result["error"] = exc

    worker = threading.Thread(target=target)
    try:
        worker.start()
        worker.join(timeout + 10)
        if "error" in result:
            raise result["error"]
        return result["out"]
    finally:
        hubtools.call("DELETE", f"{base}/{kernel['id']}", token=token)


JOIN_CELL = """
import json, os, terra_widget
page = terra_widget.join({code!r})
page.stop()
print(json.dumps({{"token": bool(os.environ.get("JUPYTERHUB_API_TOKEN")),
                  "seat": page.table.seat, "hand": page.backend.payload["view"]["hand"],
                  "legal": page.backend.payload["legal"],
                  "seq": page.backend.payload["seq"]}}))
"""


def test_a_student_joins_from_their_own_server_and_comes_back_after_a_restart(hub):
    code = _room(hub, 23)
    others = [n for n in STUDENTS if n != "ana"]
    for name in others:
        hub.rooms(name, "POST", f"api/rooms/{code}/join")
    token = hubtools.server_token(hub, "ana")
    hubtools.start_server(hub, "ana")
    try:
        first = run_in_kernel(hub, "ana", token, JOIN_CELL.format(code=code))
        seen = json.loads(first.strip().splitlines()[-1]) if first.strip().startswith("{") \
            else None
        assert seen is not None, first
        assert seen["token"]  # the kernel inherited the server's hub token
        hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
        hubtools.stop_server(hub, "ana")
        hubtools.start_server(hub, "ana")
        again = json.loads(run_in_kernel(hub, "ana", token, JOIN_CELL.format(code=code))
                           .strip().splitlines()[-1])
    finally:
        hubtools.stop_server(hub, "ana")
    store = Store(hub.data / "rooms" / "classroom.db")
    state = store.state(_table_id(hub, code))
    assert again["seat"] == seen["seat"]
    assert again["hand"] == [c.code for c in state.view(seen["seat"]).hand]


def test_the_teacher_runs_the_room_from_a_notebook(hub):
    from terra_widget.rooms.hub.backend import open_room
    page = open_room(4, seed=24, bot_delay=0, poll=False,
                     client=RoomClient(hub.service, hub.token("teacher"), env={}))
    code = page.code
    for name in STUDENTS[:3]:  # one seat stays free: a computer player at the start
        hub.rooms(name, "POST", f"api/rooms/{code}/join")
    page.refresh()
    assert "ana" in page.seating.value and code in page.address.value
    page.start_button.click()
    assert page.backend.data["started"] and page.start_button.disabled
    store = Store(hub.data / "rooms" / "classroom.db")
    table_id = _table_id(hub, code)
    assert view_json(page.table.view) == view_json(store.state(table_id).view(None))
    page.pause_button.click()
    assert page.backend.data["paused"]
    status, mine = hub.rooms("ana", "GET", f"api/rooms/{code}/seat")
    assert mine["paused"] and mine["legal"] == []
    page.pause_button.click()
    assert not page.backend.data["paused"]
    page.hands_button.click()
    page.confirm_button.click()  # every hand shown: asked first
    hands = [store.state(table_id).view(s).hand for s in range(4)]
    assert page.backend.data["hands_open"] and all(
        page.t.cards(h) in page.hands.body.value for h in hands)
    status, mine = hub.rooms("ana", "GET", f"api/rooms/{code}/seat")
    assert "hands" not in mine  # every hand on the teacher's screen only
    page.replace_choice.value = (1, 1)
    page.replace_button.click()
    page.confirm_button.click()  # a seat given away: asked first
    assert page.backend.data["tables"][0]["seats"][0]["kind"] == "bot"
    status, mine = hub.rooms("ana", "GET", f"api/rooms/{code}/seat")
    assert mine["seats"][mine["view"]["seat"]]["kind"] == "bot"  # ana's seat was seat 1
    assert "ana" in page.csv() and page.csv().count("\n") == 5
    assert "data:text/csv;charset=utf-8;base64," in page.csv_link.value


def test_the_teachers_notebook_keeps_a_seat_for_a_hub_user(hub):
    from terra_widget.rooms.hub.backend import open_room
    page = open_room(4, seed=25, bot_delay=0, poll=False,
                     client=RoomClient(hub.service, hub.token("teacher"), env={}))
    page.short_box.value = True  # the classroom short game, dealt by the service too
    assert page.backend.data["length"] == "short" and page.short_box.value
    store = Store(hub.data / "rooms" / "classroom.db")
    assert store.record(page.backend.data["tables"][0]["id"])["length"] == "short"
    page.reserve_choice.value = (1, 3)
    page.reserve_name.value = "dev"
    page.reserve_button.click()
    assert page.backend.data["tables"][0]["seats"][2] == {"seat": 2, "kind": "open",
                                                          "name": "dev"}
    assert (1, 3) in [v for _, v in page.reserve_choice.options]  # free until dev comes
    for name in ("ana", "ben", "chloe"):
        assert hub.rooms(name, "POST", f"api/rooms/{page.code}/join")[1]["view"]["seat"] != 2
    assert hub.rooms("dev", "POST", f"api/rooms/{page.code}/join")[1]["view"]["seat"] == 2
    page.refresh()
    assert page.reserve_choice.options == () and page.reserve_row.layout.display == "none"

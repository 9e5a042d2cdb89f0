"""A student's seat, and a teacher's room, on a JupyterHub (issue #23): the classroom's
panels fed by the room service instead of the store.

In a student's notebook on their own hub server::

    import terra_widget
    terra_widget.join("K7QMP")        # the room's code: the seat view and the table

The call is made as the notebook's hub user with the server's own token (kernels inherit
``JUPYTERHUB_API_TOKEN`` and ``JUPYTERHUB_API_URL`` from the server); the service's
address is ``$TERRA_ROOMS_URL`` if set, else the hub says where its ``terra-rooms`` service
is. Nothing here holds more than the seat may see: ``RemoteState`` is rebuilt from the
service's JSON (``hub_view``), and it answers the few questions the panels' ``TableSight``
asks of a game -- ``view(seat)`` (this seat's own, or the public one), ``legal_actions()``,
``visible_events(seat)``, ``history`` (only its length), ``is_over``, ``to_act`` and
``n_players``. Running the cell again (after the server restarted) brings the student
back to the same seat: the service keeps it under their hub name.
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
import urllib.error
import urllib.request

from terra_widget.rules import Crisis, GameConfig, Solution, action_from_dict
from terra_widget.rules.cards import Colour, Region
from terra_widget.rules.events import Event, EventKind, LossCause, ScoreReason
from terra_widget.rules.table import FullBlown, Outcome, Phase, Standing
from terra_widget.rules.views import PlayerView

from .errors import ClassroomError

URL_ENV = "TERRA_ROOMS_URL"
SERVICE = "terra-rooms"


# ------------------------------------------------------------------ JSON -> engine values
def _card(data):
    return Crisis.from_dict(data) if isinstance(data, dict) else Solution.parse(data)


def _cause(d) -> LossCause:
    return LossCause(d["kind"], d["count"], region=Region(d["region"]) if d["region"] else None,
                     colour=Colour(d["colour"]) if d["colour"] else None)


def view_from_json(d: dict) -> PlayerView:
    """A ``PlayerView`` from ``hub_view.view_json`` (the config holds no stacked deck)."""
    crises = tuple(Crisis.from_dict(c) for c in d["crises"])
    config = GameConfig.make(d["players"], teams=d["teams"], first_player=d["first_player"],
                             crises=crises)
    outcome = None
    if d["outcome"] is not None:
        o = d["outcome"]
        outcome = Outcome(o["lost"], tuple(_cause(c) for c in o["causes"]),
                          tuple(o["final_scores"]),
                          tuple(Standing(s["rank"], tuple(s["seats"]), s["score"])
                                for s in o["ranking"]), tuple(o["winners"]))
    codes = lambda cards: tuple(Solution.parse(c) for c in cards)  # noqa: E731
    return PlayerView(
        seat=d["seat"], config=config, turn=d["turn"], phase=Phase(d["phase"]),
        current=d["current"], to_act=d["to_act"],
        hand=None if d["hand"] is None else codes(d["hand"]),
        hand_sizes=tuple(d["hand_sizes"]), hoard_sizes=tuple(d["hoard_sizes"]),
        own_hoards=tuple(codes(h) for h in d["own_hoards"]),
        revealed_hoards=None if d["revealed_hoards"] is None else tuple(
            tuple(codes(h) for h in seat) for seat in d["revealed_hoards"]),
        points=tuple(d["points"]), contributed=tuple(tuple(c) for c in d["contributed"]),
        pile_size=d["pile_size"],
        impending=None if d["impending"] is None else Crisis.from_dict(d["impending"]),
        impending_plays=tuple((s, Solution.parse(c)) for s, c in d["impending_plays"]),
        responder=d["responder"], responses_left=d["responses_left"],
        full_blown=tuple(FullBlown(Crisis.from_dict(f["crisis"]),
                                   tuple((s, Solution.parse(c)) for s, c in f["plays"]),
                                   f["total"]) for f in d["full_blown"]),
        discard=tuple(_card(c) for c in d["discard"]), helped=frozenset(d["helped"]),
        played_full_blown=d["played_full_blown"], hoarded=d["hoarded"],
        last_card_drawn=d["last_card_drawn"], outcome=outcome)


def event_from_json(d: dict, crises: dict) -> Event:
    return Event(EventKind(d["kind"]), d["turn"], d["seat"],
                 Solution.parse(d["card"]) if d["card"] else None,
                 crises.get(d["crisis"]) if d["crisis"] else None,
                 tuple(_card(c) if not isinstance(c, str) or c not in crises else crises[c]
                       for c in d["cards"]),
                 d["value"], ScoreReason(d["reason"]) if d["reason"] else None,
                 tuple(_cause(c) for c in d["causes"]), tuple(d["seats"]))


class RemoteState:
    """One seat's moment of a table as the service sent it, with the names ``TableSight``
    reads of a game (see the module's docstring); the projector's when ``seat`` is None."""

    def __init__(self, payload: dict):
        self.payload = payload
        own = view_from_json(payload["view"])
        self.seat = own.seat
        self._public = own if own.seat is None else view_from_json(payload["public"])
        self._own = own
        crises = {c.id: c for c in own.config.crises}
        self._legal = tuple(action_from_dict(a, crises) for a in payload["legal"])
        self._events = [event_from_json(e, crises) for e in payload["events"]]
        self.history = range(payload["seq"])  # only its length is read: the move count
        self.is_over = self._public.is_over
        self.to_act = self._public.to_act
        self.n_players = self._public.n_players

    def view(self, seat=None):
        if seat is None:
            return self._public
        if seat == self.seat:
            return self._own
        raise PermissionError(f"this notebook may not see seat {seat + 1}'s hand")

    def legal_actions(self):
        return self._legal

    def visible_events(self, seat=None):
        if seat != self.seat:
            raise PermissionError(f"this notebook may not read seat {seat}'s log")
        return list(self._events)


class RemoteSeats:
    """The seats as the panels read them (``seat``, ``kind``, ``bot``)."""

    def __init__(self, rows):
        self.rows = [_SeatRow(r["seat"], r["kind"], None) for r in rows]

    def __iter__(self):
        return iter(self.rows)


class _SeatRow:
    __slots__ = ("seat", "kind", "bot")

    def __init__(self, seat, kind, bot):
        self.seat, self.kind, self.bot = seat, kind, bot


# ------------------------------------------------------------------ the service
class RoomClient:
    """Calls to the room service as this server's hub user (its token)."""

    def __init__(self, base: str | None = None, token: str | None = None, env=None):
        env = os.environ if env is None else env
        self.token = token or env.get("JUPYTERHUB_API_TOKEN")
        if not self.token:
            raise ClassroomError("hub_no_token")
        self.base = base or env.get(URL_ENV) or self._ask_hub(env)
        if not self.base.endswith("/"):
            self.base += "/"

    def _ask_hub(self, env) -> str:
        api = env.get("JUPYTERHUB_API_URL")
        if not api:
            raise ClassroomError("hub_no_token")
        status, model = self._call("GET", f"{api.rstrip('/')}/services/{SERVICE}")
        if status != 200 or not model.get("url"):
            raise ClassroomError("hub_not_found", status=status)
        return model["url"].rstrip("/") + model.get("prefix", f"/services/{SERVICE}/")

    def call_text(self, path: str) -> str:
        """A text answer of the service (the CSV)."""
        req = urllib.request.Request(self.base + path,
                                     headers={"Authorization": f"token {self.token}"})
        try:
            with urllib.request.urlopen(req, timeout=30) as reply:
                return reply.read().decode()
        except urllib.error.HTTPError as exc:
            data = json.loads(exc.read().decode() or "{}")
            raise RemoteRefusal(data.get("error", "http"), data.get("message", ""),
                                exc.code) from None
        except OSError as exc:
            raise ClassroomError("hub_no_service", why=str(exc)) from None

    def _call(self, method, url, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(url, data=data, method=method, headers={
            "Authorization": f"token {self.token}", "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=30) as reply:
                status, text = reply.status, reply.read().decode()
        except urllib.error.HTTPError as exc:
            status, text = exc.code, exc.read().decode()
        except OSError as exc:
            raise ClassroomError("hub_no_service", why=str(exc)) from None
        try:
            return status, json.loads(text)
        except ValueError:
            return status, {"error": "http", "message": text[:200]}

    def call(self, method: str, path: str, body=None) -> dict:
        """The service's JSON answer; a refusal raises ``RemoteRefusal`` with its
        sentence (already in the room's language)."""
        status, reply = self._call(method, self.base + path, body)
        if status != 200:
            raise RemoteRefusal(reply.get("error", "http"), reply.get("message", str(status)),
                                status)
        return reply

    async def call_async(self, method: str, path: str, body=None, timeout: float = 60):
        from tornado import httpclient
        client = httpclient.AsyncHTTPClient()
        reply = await client.fetch(self.base + path, method=method, raise_error=False,
                                   body=None if body is None else json.dumps(body),
                                   headers={"Authorization": f"token {self.token}"},
                                   request_timeout=timeout)
        data = json.loads(reply.body or b"{}")
        if reply.code != 200:
            raise RemoteRefusal(data.get("error", "http"), data.get("message", ""), reply.code)
        return data


class RemoteRefusal(ClassroomError):
    """The service refused: ``message`` is its sentence in the room's language."""

    def __init__(self, error: str, message: str, status: int):
        self.status = status
        self._message = message
        Exception.__init__(self, message)
        self.key, self.error, self.values = f"classroom.error.{error}", error, {}

    def message(self, t=None) -> str:
        return self._message


# ------------------------------------------------------------------ the student's page
def join(code: str, *, client: RoomClient | None = None, listen: bool = True):
    """Take (or get back) your seat in room ``code`` and return its page (a widget)."""
    client = client or RoomClient()
    payload = client.call("POST", f"api/rooms/{_code(code)}/join")
    page = RemoteSeatPage(client, payload)
    if listen:
        page.listen()
    return page


def _code(code) -> str:
    from .store_rooms import normalise_code
    found = normalise_code(code)
    if not found:
        raise ClassroomError("bad_code", code=str(code)[:20])
    return found


def banner_html(t, payload: dict, state: RemoteState) -> str:
    """The line above the table: waiting, paused, your decision, or whose it is."""
    from terra_widget.ui.text import esc
    if not payload["started"]:
        return f'<div class="terra-waiting">{esc(t("classroom.waiting"))}</div>'
    if payload["paused"]:
        return (f'<div class="terra-paused-banner" role="alert">'
                f'{esc(t("classroom.paused"))}</div>')
    if state.is_over:
        return ""
    if state.to_act == state.seat:
        return (f'<div class="terra-your-turn" role="status"><strong>'
                f'{esc(t("classroom.your_turn"))}</strong></div>')
    name = state.view(None).players[state.to_act]
    return f'<div class="terra-wait-turn">{esc(t("classroom.wait_for", name=name))}</div>'


@functools.cache
def _page_class():
    """The page class, made when first asked (it needs ipywidgets; the JSON helpers
    above do not)."""
    from .panels import ClassroomTable, LivePage, html

    class RemoteSeatPage(LivePage):
        """A student's seat and the table, fed by the room service: the same panels as
        the laptop route's student page (``ClassroomTable``). ``listen()`` follows the
        room with long polls on the kernel's event loop (a move shows at once)."""

        def __init__(self, client: RoomClient, payload: dict):
            self.client = client
            self.code = payload["code"]
            self.header = html("terra-student-header")
            self.banner = html("terra-banner")
            super().__init__(payload["lang"], [self.header, self.banner],
                             css="terra-student", poll=False)
            state = RemoteState(payload)
            self.table = ClassroomTable(self.lang, state, RemoteSeats(payload["seats"]),
                                        seat=state.seat, on_action=self.act)
            self.children = (*self.children, self.table)
            self.payload = None
            self._task = None
            self.show(payload)

        def show(self, payload: dict) -> None:
            self.payload = payload
            state = RemoteState(payload)
            name = state.view(None).players[state.seat] if payload["started"] else \
                next((s["name"] for s in payload["seats"] if s["seat"] == state.seat), "")
            from terra_widget.ui.text import esc
            header = (f"<div>{esc(self.t('classroom.you_are', name=name, table=payload['table'], seat=state.seat + 1))}"  # noqa: E501
                      f"</div>")
            if self.header.value != header:
                self.header.value = header
            banner = banner_html(self.t, payload, state)
            if self.banner.value != banner:
                self.banner.value = banner
            self.table.layout.display = None if payload["started"] else "none"
            self.table.render(state, RemoteSeats(payload["seats"]),
                              can_act=payload["started"] and not payload["paused"])

        def act(self, action, seq: int) -> None:
            try:
                self.client.call("POST", f"api/rooms/{self.code}/move",
                                 {"seq": seq, "action": action.to_dict()})
            except ClassroomError as exc:
                self._show_error(exc)
            else:
                self._say("")
            self.refresh()

        def refresh(self) -> None:
            self.show(self.client.call("GET", f"api/rooms/{self.code}/seat"))

        def listen(self) -> bool:
            """Follow the room: a long poll at a time, redrawing on each answer."""
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                try:
                    loop = asyncio.get_event_loop()
                except RuntimeError:
                    return False
            if self._task is None or self._task.done():
                self._task = loop.create_task(self._listen())
            return True

        async def _listen(self) -> None:
            while True:
                try:
                    payload = await self.client.call_async(
                        "GET", f"api/rooms/{self.code}/seat?since={self.payload['version']}")
                    self.show(payload)
                except asyncio.CancelledError:
                    raise
                except Exception as exc:  # noqa: BLE001 - keep following, say what happened
                    self._show_error(exc)
                    await asyncio.sleep(2)

        def stop(self) -> None:
            if self._task is not None:
                self._task.cancel()
                self._task = None

    return RemoteSeatPage


def RemoteSeatPage(client, payload):  # noqa: N802 - a class made on first use
    return _page_class()(client, payload)

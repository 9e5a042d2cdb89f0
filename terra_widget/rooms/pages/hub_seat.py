"""A student's seat on a JupyterHub, in a notebook on their own hub server::

    import terra_widget
    terra_widget.join("K7QMP")        # the room's code: the seat view and the table

The page holds no more than the seat may see: the service's JSON, rebuilt into the
engine's values by ``hub.wire`` (R7.5). Running the cell again (after the server
restarted) brings the student back to the same seat: the service keeps it under their
hub name.
"""

from __future__ import annotations

from ..errors import ClassroomError
from ..hub.client import RoomClient
from ..hub.wire import RemoteSeats, RemoteState
from ..store.rooms import normalise_code
from .live import LivePage, Poller, esc, html, set_value
from .table import ClassroomTable

#: After a failed long poll (the service restarting, say), the page asks again so late.
RETRY_SECONDS = 2.0


def join(code: str, *, client: RoomClient | None = None, listen: bool = True):
    """Take (or get back) your seat in room ``code`` and return its page (a widget)."""
    client = client or RoomClient()
    found = normalise_code(code)
    if not found:
        raise ClassroomError("bad_code", code=str(code)[:20])
    page = HubSeatPage(client, client.call("POST", f"api/rooms/{found}/join"))
    if listen:
        page.listen()
    return page


def banner_html(t, payload: dict, state: RemoteState) -> str:
    """The line above the table: waiting, paused, your decision, or whose it is."""
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


class HubSeatPage(LivePage):
    """A student's seat and the table, fed by the room service: the same table as the
    laptop route's student page (``ClassroomTable``). ``listen()`` follows the room with
    long polls on the kernel's event loop (a move shows at once)."""

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
        # the one loop of every page, here waiting in the service's long poll
        self.poller = Poller(self._next, on_error=self._show_error, retry=RETRY_SECONDS)
        self.show(payload)

    def show(self, payload: dict) -> None:
        self.payload = payload
        state = RemoteState(payload)
        name = state.view(None).players[state.seat] if payload["started"] else \
            next((s["name"] for s in payload["seats"] if s["seat"] == state.seat), "")
        set_value(self.header, f"<div>{esc(self.t('classroom.you_are', name=name, table=payload['table'], seat=state.seat + 1))}</div>")  # noqa: E501
        set_value(self.banner, banner_html(self.t, payload, state))
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

    async def _next(self) -> None:
        """One long poll: the service answers once the seat's view changed (or after its
        longest wait, with the same view)."""
        self.show(await self.client.call_async(
            "GET", f"api/rooms/{self.code}/seat?since={self.payload['version']}"))

    def listen(self) -> bool:
        """Follow the room: a long poll at a time, redrawing on each answer."""
        return self.poller.start()

    def stop(self) -> None:
        self.poller.stop()

"""The kernel websocket of the classroom's Voila: protocol v1 only, every incoming frame
read with bounds checks (see ``server``'s docstring for why: Voila 0.5.13 and
jupyter_server trust the offset counts a browser sends)."""

from __future__ import annotations

import json

from tornado import web
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

#: The only kernel websocket protocol served (jupyter_server's name for it).
V1 = "v1.kernel.websocket.jupyter.org"
#: Largest websocket frame a page may send. A student page sends widget clicks and text
#: fields (a few kB); the default of tornado is 10 MiB.
MAX_FRAME_BYTES = 1 << 20
#: Most parts a v1 frame may have: channel, header, parent header, metadata, content and
#: a few binary buffers (ipywidgets sends none from a student page's controls).
MAX_PARTS = 64


def check_v1_frame(frame) -> str | None:
    """Why ``frame`` is not a well-formed kernel message of protocol v1 (None if it is).

    The layout (jupyter_server ``serialize_msg_to_ws_v1``): an 8-byte little-endian count
    ``n`` of offsets, ``n`` 8-byte offsets, then the channel name and ``n - 2`` parts
    (header, parent header, metadata, content, buffers); part ``i`` runs from offset ``i``
    to offset ``i + 1``, the last one ends the frame."""
    if not isinstance(frame, bytes):
        return "a text frame (protocol v1 sends binary frames only)"
    if len(frame) < 8:
        return f"{len(frame)} bytes, shorter than the offset count"
    n = int.from_bytes(frame[:8], "little")
    if not 6 <= n <= MAX_PARTS + 2:
        return f"{n} offsets (allowed: 6 to {MAX_PARTS + 2})"
    table_end = 8 * (n + 1)
    if len(frame) < table_end:
        return f"{len(frame)} bytes, shorter than its table of {n} offsets"
    offsets = [int.from_bytes(frame[8 * (i + 1):8 * (i + 2)], "little") for i in range(n)]
    if offsets[0] < table_end or any(b < a for a, b in zip(offsets, offsets[1:], strict=False)) \
            or offsets[-1] > len(frame):
        return "offsets outside the frame or out of order"
    try:
        channel = frame[offsets[0]:offsets[1]].decode("utf-8")
        header = json.loads(frame[offsets[1]:offsets[2]])
    except (UnicodeDecodeError, ValueError):
        return "a channel or header that is not UTF-8 JSON"
    if channel not in ("shell", "control", "stdin", "iopub"):
        return "an unknown channel"
    if not isinstance(header, dict) or not isinstance(header.get("msg_type"), str):
        return "a header without a message type"
    return None


def _read_v1_header(message: bytes) -> dict | None:
    """The header of a v1 message the server itself sends (bounded, unlike Voila's
    ``read_header_from_binary_message``); None for anything else."""
    if check_v1_frame(message) is not None:
        return None
    offsets = [int.from_bytes(message[8 * (i + 1):8 * (i + 2)], "little") for i in range(3)]
    return json.loads(message[offsets[1]:offsets[2]])


class GuardedKernelWebsocketHandler(VoilaKernelWebsocketHandler):
    """Voila's kernel websocket, v1 only and with every incoming frame checked."""

    async def pre_get(self):
        offered = [p.strip() for p in
                   self.request.headers.get("Sec-WebSocket-Protocol", "").split(",")]
        if V1 not in offered:
            # The legacy protocol is what makes Voila 0.5.13 misread the server's own
            # binary messages (module docstring): refused before any kernel is touched.
            raise web.HTTPError(400, f"kernel websockets must offer the {V1} subprotocol")
        await super().pre_get()

    def write_error(self, status_code, **kwargs):
        # jupyter_server's error page needs templates Voila does not serve (a refusal here
        # logged a second traceback): the status line and a short text are enough.
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code} {self._reason}\n")

    def select_subprotocol(self, subprotocols):
        return V1 if V1 in subprotocols else None

    def on_message(self, ws_message):
        problem = check_v1_frame(ws_message)
        if problem is not None:
            self.log.warning("Kernel websocket closed: a malformed frame (%s).", problem)
            self.close(1007, "malformed kernel message")
            return None
        return super().on_message(ws_message)

    def write_message(self, message, binary=False):
        # Voila drops execute_input messages (the page never shows code); its header
        # reader is the unbounded one, so the header is read here instead.
        header = None
        if isinstance(message, bytes):
            header = _read_v1_header(message)
        elif isinstance(message, dict):
            header = message.get("header")
        if isinstance(header, dict) and header.get("msg_type") == "execute_input":
            return None
        return super(VoilaKernelWebsocketHandler, self).write_message(message, binary)

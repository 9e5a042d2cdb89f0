"""Calls to the room service from a notebook on the hub, as the notebook's hub user.

The call is made with the server's own token (kernels inherit ``JUPYTERHUB_API_TOKEN``
and ``JUPYTERHUB_API_URL`` from the server); the service's address is
``$TERRA_ROOMS_URL`` if set, else the hub says where its ``terra-rooms`` service is.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request

from ..errors import ClassroomError

URL_ENV = "TERRA_ROOMS_URL"
SERVICE = "terra-rooms"


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

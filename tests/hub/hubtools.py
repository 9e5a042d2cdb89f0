"""A real JupyterHub for the tests: PyPI's jupyterhub, npm's
configurable-http-proxy (build/node, installed by `make test`), the dummy authenticator
with a password, the simple local-process spawner, everything on 127.0.0.1 with free
ports and its data in a temporary folder. The room service is configured by
docs/hub/jupyterhub_config.py, loaded as it is into the test's config.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SNIPPET = ROOT / "docs" / "hub" / "jupyterhub_config.py"
CHP = ROOT / "build" / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "terra-class-pw"
ADMIN_TOKEN = "terra-test-admin-token-0123456789"
TEACHERS = ["teacher"]
STUDENTS = ["ana", "ben", "chloe", "dev"]
OUTSIDER = "outsider"


def missing_message() -> str | None:
    """Why a hub cannot start here (said plainly, the test fails with it), or None."""
    try:
        import jupyterhub  # noqa: F401
    except ImportError:
        return "jupyterhub is not installed: run `make test` (it installs the test extras)"
    if not CHP.exists():
        return (f"configurable-http-proxy is missing at {CHP}: run `make test` (it runs "
                "`npm install` into build/node)")
    if shutil.which("node") is None:
        return "Node.js is missing (configurable-http-proxy needs it): run `make test`"
    return None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


CONFIG = """
import sys
c = get_config()
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_api}"
c.ConfigurableHTTPProxy.command = [{chp!r}]
c.ConfigurableHTTPProxy.auth_token = "proxy-token-for-tests-only"
c.JupyterHub.db_url = "sqlite:///{data}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "{data}/cookie_secret"
c.JupyterHub.pid_file = "{data}/jupyterhub.pid"
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = {password!r}
c.Authenticator.allow_all = True
c.Authenticator.admin_users = set()
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = "{data}/home/{{username}}"
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = {args!r}
c.Spawner.default_url = "/lab"
c.Spawner.start_timeout = 90
c.Spawner.http_timeout = 90
c.Spawner.environment = {{"PYTHONPATH": {root!r}}}
c.JupyterHub.services = [{{"name": "test-admin", "api_token": {admin!r}}}]
c.JupyterHub.load_roles = [{{"name": "admin", "services": ["test-admin"]}}]
c.JupyterHub.load_groups = {{"terra-teachers": {{"users": {teachers!r}}},
                             "terra-students": {{"users": {students!r}}}}}
load_subconfig({snippet!r})
"""


@dataclass
class Hub:
    data: Path
    port: int
    proc: subprocess.Popen
    log: Path
    rooms_port: int
    _tokens: dict = field(default_factory=dict)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def service(self) -> str:
        return f"{self.url}/services/terra-rooms/"

    def log_tail(self, n: int = 60) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-n:])

    def api(self, method: str, path: str, body=None, *, token: str = ADMIN_TOKEN):
        return call(method, f"{self.url}/hub/api/{path}", body, token=token)

    def token(self, user: str) -> str:
        """An API token of ``user`` with only the service's access (as a server's has)."""
        if user not in self._tokens:
            status, reply = self.api("POST", f"users/{user}/tokens", {
                "scopes": ["access:services!service=terra-rooms"], "note": "test"})
            assert status == 201, (status, reply)
            self._tokens[user] = reply["token"]
        return self._tokens[user]

    def rooms(self, user: str, method: str, path: str, body=None):
        """Call the room service through the hub's proxy as ``user``."""
        return call(method, self.service + path, body, token=self.token(user))

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)
        # the hub stops the proxy, the service and the users' servers on SIGTERM; anything
        # left in its process group would be a leak (the test asserts there is none)


def call(method: str, url: str, body=None, *, token: str | None = None, raw: bool = False):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method)
    if token:
        req.add_header("Authorization", f"token {token}")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=60) as reply:
            status, text = reply.status, reply.read().decode()
    except urllib.error.HTTPError as exc:
        status, text = exc.code, exc.read().decode()
    if raw:
        return status, text
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text


def left_behind(hub: Hub) -> list[str]:
    """Processes of this hub still running: in its process group (the proxy, the room
    service) or working under its folder (the users' servers run in their homes there)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            pgid = os.getpgid(int(entry.name))
            cwd = os.readlink(entry / "cwd")
            args = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode().strip()
        except OSError:
            continue
        if args and (pgid == hub.proc.pid or cwd.startswith(str(hub.data))):
            found.append(f"{entry.name} {args}")
    return found


def start_hub(data: Path, *, timeout: float = 90.0) -> Hub:
    data.mkdir(parents=True, exist_ok=True)
    port, hub_port, proxy_api, rooms_port = (free_port() for _ in range(4))
    bin_dir = Path(sys.executable).parent
    config = data / "jupyterhub_config.py"
    config.write_text(CONFIG.format(
        port=port, hub_port=hub_port, proxy_api=proxy_api, chp=str(CHP), data=data,
        password=PASSWORD, singleuser=str(bin_dir / "jupyterhub-singleuser"),
        root=str(ROOT), admin=ADMIN_TOKEN, teachers=TEACHERS,
        students=STUDENTS, snippet=str(SNIPPET),
        # a container's tests run as root: Jupyter refuses that unless told
        args=["--allow-root"] if os.geteuid() == 0 else []))
    env = dict(os.environ, TERRA_ROOMS_PORT=str(rooms_port),
               TERRA_CLASSROOM_DB=str(data / "rooms" / "classroom.db"),
               PYTHONPATH=str(ROOT), PATH=f"{bin_dir}:{os.environ.get('PATH', '')}")
    log = data / "hub.log"
    with open(log, "w") as fh:
        proc = subprocess.Popen([str(bin_dir / "jupyterhub"), "-f", str(config)], cwd=data,
                                env=env, stdout=fh, stderr=subprocess.STDOUT,
                                start_new_session=True)
    hub = Hub(data, port, proc, log, rooms_port)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the hub stopped at start:\n{hub.log_tail()}")
        try:
            status, _ = call("GET", f"{hub.url}/hub/api/", token=ADMIN_TOKEN)
            if status == 200:
                hub.api("POST", "users", {"usernames": [OUTSIDER]})
                status, _ = hub.rooms(TEACHERS[0], "GET", "api/me")
                if status == 200:
                    return hub
        except (urllib.error.URLError, ConnectionError, OSError):
            pass
        time.sleep(0.5)
    hub.stop()
    raise RuntimeError(f"the hub or the room service did not answer in {timeout:.0f} s:\n"
                       f"{hub.log_tail()}")


# ------------------------------------------------------------------ users' servers
def server_token(hub, user):
    status, reply = hub.api("POST", f"users/{user}/tokens", {
        "scopes": [f"access:servers!user={user}"], "note": "test kernel"})
    assert status == 201, reply
    return reply["token"]


def start_server(hub, user, timeout=120):
    hub.api("POST", f"users/{user}/server")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status, model = hub.api("GET", f"users/{user}")
        if model.get("servers", {}).get("", {}).get("ready"):
            return
        time.sleep(0.5)
    raise AssertionError(f"{user}'s server did not start:\n{hub.log_tail()}")


def stop_server(hub, user, timeout=60):
    hub.api("DELETE", f"users/{user}/server")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status, model = hub.api("GET", f"users/{user}")
        if not model.get("servers"):
            return
        time.sleep(0.5)
    raise AssertionError(f"{user}'s server did not stop")

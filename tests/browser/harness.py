"""Real-browser harness shared by ``tests/browser`` and ``benchmarks``.

Everything needed to drive JupyterLab / Voila in Debian's Chromium through Playwright:

* :func:`launch_chromium` - Playwright browser on ``/usr/bin/chromium`` (never
  ``playwright install``: it downloads a browser, which cannot work here).
* :func:`start_jupyter_lab`, :func:`start_voila` - servers on 127.0.0.1, a free port, private
  Jupyter dirs; stop them with ``server.stop()`` (they are also context managers).
* Page helpers: :func:`open_notebook`, :func:`wait_kernel_idle`, :func:`run_all_cells`,
  :func:`canvas_pixel`, :func:`canvas_painted_fraction`, :func:`widget_errors`,
  :func:`save_screenshot`, :func:`save_element_screenshot`, :func:`axe_scan`,
  :func:`measure_click_latency`.
* The game's page: :data:`PLAY_NOTEBOOK`, :data:`BOARD_SELECTOR`, :func:`check_first_screen`.
* :func:`build_binder_env` - a fresh venv built only from ``binder/`` the way repo2docker does.

Pure library code: no pytest import, so ``benchmarks/`` can use it as well.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

REPO_ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS_DIR = REPO_ROOT / "test-artifacts"
FIXTURES_DIR = Path(__file__).resolve().parent / "fixtures"
#: The Button -> Label + Canvas notebook every browser check and benchmark can rely on.
REFERENCE_NOTEBOOK = FIXTURES_DIR / "reference_widgets.ipynb"

CHROMIUM = os.environ.get("TERRA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT = {"width": 1280, "height": 900}
TOKEN = "terra-browser-tests"

#: Environment every server started here gets (``extra_env`` of the start functions can
#: override it): the game never autosaves into the repository, and a run never finds an
#: earlier run's autosave (which would show the Resume offer instead of a new game).
#: ``terra_widget/session/session.py``: a folder, or "off".
SERVER_ENV = {"TERRA_WIDGET_AUTOSAVE": "off"}

#: Text that ipywidgets / JupyterLab show when a widget cannot be rendered.
WIDGET_ERROR_TEXTS = ("Error displaying widget", "model not found")
#: Status-bar text of a started, idle kernel: "Python 3 (ipykernel) | Idle".
KERNEL_IDLE_RE = r"^(?!No Kernel).+\|\s*Idle$"


class HarnessError(RuntimeError):
    """The browser or a server could not be started / did not answer."""


# --------------------------------------------------------------------------- browser


def chromium_missing_message() -> str | None:
    """Why Chromium cannot be used, or None when it can."""
    if os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK):
        return None
    return (
        f"Debian's Chromium is not installed at {CHROMIUM}. The browser tests need it: run "
        "`make browser` (apt-get install chromium; `make test` does it). Never run "
        "`playwright install`: it downloads a browser, which fails on these machines."
    )


def launch_chromium(playwright, *, headless: bool = True, scrollbars: bool = True):
    """Launch Debian's Chromium through a started ``sync_playwright()`` instance.

    ``scrollbars``: Playwright passes ``--hide-scrollbars`` by default, which no desktop
    browser a class uses does; with it a page gets about 15 px more width and height than
    on a real screen, so every layout measurement would be too kind (the game gets 848 px
    with them hidden, 833 px on a laptop). Scrollbars are shown unless asked not to."""
    problem = chromium_missing_message()
    if problem:
        raise HarnessError(problem)
    args = CHROMIUM_ARGS if headless else [a for a in CHROMIUM_ARGS if a != "--headless"]
    ignore = ["--hide-scrollbars"] if scrollbars else None
    return playwright.chromium.launch(executable_path=CHROMIUM, args=args, headless=headless,
                                      ignore_default_args=ignore)


def new_page(browser, *, viewport: dict | None = None):
    """A page in a fresh browser context (no shared storage between tests)."""
    context = browser.new_context(viewport=viewport or VIEWPORT)
    return context.new_page()


# --------------------------------------------------------------------------- servers


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def jupyter_env(
    base: Path, *, python: str | None = None, extra_env: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Environment with private Jupyter/IPython dirs under ``base`` (created).

    The developer's own settings, workspaces, kernels and extensions are never read. The
    JupyterLab news / update pop-up is switched off. With ``python`` (another venv's
    interpreter) the environment is made to point at that venv only. :data:`SERVER_ENV`
    is applied, then ``extra_env`` (e.g. ``{"TERRA_WIDGET_AUTOSAVE": "/tmp/x"}``); the
    server's kernels inherit all of it.
    """
    base = Path(base)
    dirs = {
        "JUPYTER_CONFIG_DIR": base / "config",
        "JUPYTER_DATA_DIR": base / "data",
        "JUPYTER_RUNTIME_DIR": base / "runtime",
        "IPYTHONDIR": base / "ipython",
        "JUPYTERLAB_SETTINGS_DIR": base / "lab-settings",
        "JUPYTERLAB_WORKSPACES_DIR": base / "lab-workspaces",
    }
    for path in dirs.values():
        path.mkdir(parents=True, exist_ok=True)
    notification = (
        dirs["JUPYTERLAB_SETTINGS_DIR"]
        / "@jupyterlab"
        / "apputils-extension"
        / "notification.jupyterlab-settings"
    )
    notification.parent.mkdir(parents=True, exist_ok=True)
    notification.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    # No autosave: a test that runs a notebook must never write its outputs into the repo.
    docmanager = notification.parent.parent / "docmanager-extension" / "plugin.jupyterlab-settings"
    docmanager.parent.mkdir(parents=True, exist_ok=True)
    docmanager.write_text(json.dumps({"autosave": False}))

    env = dict(os.environ)
    for leaky in ("JUPYTER_PATH", "JUPYTER_CONFIG_PATH", "PYTHONPATH", "PYTHONHOME"):
        env.pop(leaky, None)
    env.update({k: str(v) for k, v in dirs.items()})
    env["PYDEVD_DISABLE_FILE_VALIDATION"] = "1"  # quiets a debugpy warning in every kernel
    env.update(SERVER_ENV)
    env.update({k: str(v) for k, v in (extra_env or {}).items()})
    if python is not None:
        venv_bin = str(Path(python).parent)
        active = env.pop("VIRTUAL_ENV", None)
        path = [
            p
            for p in env.get("PATH", "").split(os.pathsep)
            if p and not (active and p.startswith(active))
        ]
        env["PATH"] = os.pathsep.join([venv_bin, *path])
        env["VIRTUAL_ENV"] = str(Path(python).parent.parent)
    return env


@dataclass
class Server:
    """A Jupyter server process started by this harness (its own process group)."""

    kind: str
    process: subprocess.Popen
    port: int
    token: str
    log_path: Path
    workdir: Path
    base_url: str = field(init=False)

    def __post_init__(self) -> None:
        self.base_url = f"http://127.0.0.1:{self.port}"

    def log_tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def stop(self, timeout: float = 15.0) -> None:
        """SIGTERM the server's process group (server and its kernels), then SIGKILL."""
        proc = self.process
        if proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait(timeout=5)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


@dataclass
class LabServer(Server):
    root_dir: Path = REPO_ROOT

    def lab_url(self, notebook: str | Path) -> str:
        """URL opening ``notebook`` (path relative to root_dir, or absolute inside it)."""
        rel = _relative_to_root(notebook, self.root_dir)
        return f"{self.base_url}/lab/tree/{quote(rel)}?reset&token={self.token}"

    def api(self, path: str) -> str:
        return f"{self.base_url}/{path.lstrip('/')}?token={self.token}"


@dataclass
class VoilaServer(Server):
    notebook: Path = REPO_ROOT

    @property
    def url(self) -> str:
        return f"{self.base_url}/"


def _relative_to_root(notebook: str | Path, root: Path) -> str:
    """Path of ``notebook`` relative to the server's root. An absolute path inside this
    checkout maps to the same relative path (so it also works for a repository copy)."""
    path = Path(notebook)
    if path.is_absolute():
        path = path.resolve()
        for base in (Path(root).resolve(), REPO_ROOT):
            if path.is_relative_to(base):
                return path.relative_to(base).as_posix()
        raise ValueError(f"{notebook} is not inside {root}")
    return path.as_posix()


def _log_file(kind: str, port: int) -> Path:
    logs = ARTIFACTS_DIR / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    return logs / f"{kind}-{port}.log"


def _popen(cmd: list[str], *, env: dict, cwd: Path, log_path: Path) -> subprocess.Popen:
    log = open(log_path, "wb")  # handed to the child, closed here once it is started
    try:
        return subprocess.Popen(
            cmd,
            cwd=str(cwd),
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # own process group: stop() ends server and kernels
        )
    finally:
        log.close()


def _wait_until(ready, server: Server, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise HarnessError(
                f"{what} exited with code {server.process.returncode} before it answered.\n"
                f"--- {server.log_path} ---\n{server.log_tail()}"
            )
        if ready():
            return
        time.sleep(0.2)
    server.stop()
    raise HarnessError(
        f"{what} did not answer within {timeout:.0f} s.\n"
        f"--- {server.log_path} ---\n{server.log_tail()}"
    )


def _http_ok(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def _root_flag() -> list[str]:
    return ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


def start_jupyter_lab(
    workdir: Path,
    *,
    root_dir: Path = REPO_ROOT,
    python: str | None = None,
    token: str = TOKEN,
    timeout: float = 90.0,
    extra_args: tuple[str, ...] = (),
    extra_env: Mapping[str, str] | None = None,
) -> LabServer:
    """Start JupyterLab on 127.0.0.1:<free port>; returns once ``/api/status`` answers 200.

    ``workdir`` receives the private Jupyter dirs. ``python`` is the interpreter whose
    JupyterLab (and kernel) to run, default: this one. ``extra_env``: more environment
    variables for the server and its kernels (see :func:`jupyter_env`). The log goes to
    ``test-artifacts/logs/jupyterlab-<port>.log``.
    """
    python = python or sys.executable
    env = jupyter_env(
        Path(workdir), python=None if python == sys.executable else python, extra_env=extra_env
    )

    def launch(port: int) -> LabServer:
        cmd = [
            python,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--ip=127.0.0.1",
            f"--port={port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={root_dir}",
            *_root_flag(),
            *extra_args,
        ]
        log_path = _log_file("jupyterlab", port)
        proc = _popen(cmd, env=env, cwd=Path(root_dir), log_path=log_path)
        server = LabServer(
            kind="jupyterlab",
            process=proc,
            port=port,
            token=token,
            log_path=log_path,
            workdir=Path(workdir),
            root_dir=Path(root_dir),
        )
        return server

    def ready(server: LabServer) -> bool:
        return _http_ok(server.api("api/status"))

    return _start_on_free_port(launch, ready, timeout, "JupyterLab")


def start_voila(
    notebook: str | Path,
    workdir: Path,
    *,
    python: str | None = None,
    timeout: float = 60.0,
    extra_args: tuple[str, ...] = (),
    extra_env: Mapping[str, str] | None = None,
) -> VoilaServer:
    """Serve one notebook with Voila on 127.0.0.1:<free port> (page at ``server.url``).

    Voila has no token here. Every page load starts a new kernel, so readiness is read from
    the log ("Voila is running at") plus the port accepting connections: no HTTP request,
    no kernel started before the browser comes. ``extra_env`` as for
    :func:`start_jupyter_lab`.
    """
    python = python or sys.executable
    notebook = Path(notebook)
    if not notebook.is_absolute():
        notebook = REPO_ROOT / notebook
    env = jupyter_env(
        Path(workdir), python=None if python == sys.executable else python, extra_env=extra_env
    )

    def launch(port: int) -> VoilaServer:
        cmd = [
            python,
            "-m",
            "voila",
            str(notebook),
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
            "--show_tracebacks=True",
            *extra_args,
        ]
        log_path = _log_file("voila", port)
        proc = _popen(cmd, env=env, cwd=notebook.parent, log_path=log_path)
        server = VoilaServer(
            kind="voila",
            process=proc,
            port=port,
            token="",
            log_path=log_path,
            workdir=Path(workdir),
            notebook=notebook,
        )
        return server

    def ready(server: VoilaServer) -> bool:
        log = server.log_tail(200)
        return "Voil" in log and "running at" in log and _port_open(server.port)

    return _start_on_free_port(launch, ready, timeout, "Voila")


def _start_on_free_port(launch, ready, timeout: float, what: str):
    """Start a server with ``launch(port)`` on a free port and wait until ``ready(server)``;
    try another port if this one was taken between bind() and the server (3 tries)."""
    last_error: Exception | None = None
    for _attempt in range(3):
        server = launch(free_port())
        try:
            _wait_until(lambda s=server: ready(s), server, timeout, what)
            return server
        except HarnessError as exc:
            last_error = exc
            server.stop()
            if "Address already in use" not in server.log_tail():
                raise
    raise HarnessError(f"{what} could not get a port: {last_error}")


def _port_open(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(1)
        return sock.connect_ex(("127.0.0.1", port)) == 0


# --------------------------------------------------------------------------- page helpers


def open_notebook(page, server: LabServer, notebook: str | Path, *, timeout: float = 60.0):
    """Open ``notebook`` in JupyterLab (``?reset`` ignores the saved workspace) and wait
    until its kernel is idle."""
    page.goto(server.lab_url(notebook), wait_until="domcontentloaded")
    page.locator(".jp-NotebookPanel").first.wait_for(state="visible", timeout=timeout * 1000)
    wait_kernel_idle(page, timeout=timeout)
    return page


def wait_kernel_idle(page, *, timeout: float = 60.0) -> None:
    """Wait for the status bar's ``<kernel name> | Idle`` (the toolbar indicator can say idle
    while the kernel is still starting)."""
    page.wait_for_function(
        """(pattern) => {
            const re = new RegExp(pattern);
            const bar = document.querySelector('#jp-main-statusbar');
            if (!bar) return false;
            return Array.from(bar.querySelectorAll('*')).some(
                (el) => el.children.length === 0 && re.test(el.textContent.trim()));
        }""",
        arg=KERNEL_IDLE_RE,
        timeout=timeout * 1000,
    )


def run_all_cells(page, *, timeout: float = 120.0) -> None:
    """Run > Run All Cells through the menu, then wait until every code cell of the current
    notebook has an execution count and the kernel is idle."""
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    wait_cells_executed(page, timeout=timeout)
    wait_kernel_idle(page, timeout=timeout)


def wait_cells_executed(page, *, timeout: float = 120.0) -> None:
    """Every code cell of the visible notebook shows ``[n]:`` (not ``[ ]:`` or ``[*]:``)."""
    page.wait_for_function(
        """() => {
            const panel = Array.from(document.querySelectorAll('.jp-NotebookPanel'))
                .find((p) => !p.classList.contains('lm-mod-hidden'));
            if (!panel) return false;
            const prompts = panel.querySelectorAll('.jp-CodeCell .jp-InputPrompt');
            return prompts.length > 0 && Array.from(prompts).every(
                (p) => /\\[\\d+\\]/.test(p.textContent));
        }""",
        timeout=timeout * 1000,
    )


CANVAS_SELECTOR = ".jp-OutputArea-output canvas"


def canvas_pixel(
    page, x: int, y: int, *, selector: str = CANVAS_SELECTOR, index: int = 0
) -> tuple[int, int, int, int] | None:
    """RGBA of pixel (x, y) of the ``index``-th canvas matching ``selector``; None if absent."""
    rgba = page.evaluate(
        """([selector, index, x, y]) => {
            const canvas = document.querySelectorAll(selector)[index];
            if (!canvas) return null;
            return Array.from(canvas.getContext('2d').getImageData(x, y, 1, 1).data);
        }""",
        [selector, index, x, y],
    )
    return None if rgba is None else tuple(rgba)


def canvas_painted_fraction(page, *, selector: str = CANVAS_SELECTOR, index: int = 0) -> float:
    """Fraction (0..1) of the canvas's pixels that are not fully transparent; -1 if absent."""
    return page.evaluate(
        """([selector, index]) => {
            const canvas = document.querySelectorAll(selector)[index];
            if (!canvas || !canvas.width || !canvas.height) return -1;
            const data = canvas.getContext('2d')
                .getImageData(0, 0, canvas.width, canvas.height).data;
            let painted = 0;
            for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) painted++;
            return painted / (canvas.width * canvas.height);
        }""",
        [selector, index],
    )


def wait_canvas_painted(
    page, *, selector: str = CANVAS_SELECTOR, index: int = 0, timeout: float = 30.0
) -> None:
    """Wait until the canvas exists and has at least one painted pixel."""
    page.wait_for_function(
        """([selector, index]) => {
            const canvas = document.querySelectorAll(selector)[index];
            if (!canvas || !canvas.width || !canvas.height) return false;
            const data = canvas.getContext('2d')
                .getImageData(0, 0, canvas.width, canvas.height).data;
            for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
            return false;
        }""",
        arg=[selector, index],
        timeout=timeout * 1000,
    )


def widget_errors(page) -> list[str]:
    """Widget-rendering error texts present on the page (empty list when all is well)."""
    text = page.evaluate("() => document.body.innerText")
    return [t for t in WIDGET_ERROR_TEXTS if t.lower() in text.lower()]


def save_element_screenshot(locator, name: str) -> Path:
    """Save a PNG of one element (cropped to it) to ``test-artifacts/<name>.png``."""
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS_DIR / f"{_safe_name(name)}.png"
    locator.screenshot(path=str(path))
    return path


def _safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "page"


def save_screenshot(page, name: str, *, full_page: bool = True) -> Path:
    """Save a PNG to ``test-artifacts/<name>.png`` and return its path."""
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS_DIR / f"{_safe_name(name)}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


# --------------------------------------------------------------------------- the game's page

#: The English play notebook (``notebooks/<lang>/`` holds each language's):
#: ``terra_widget.play(["Ana", "Ben", "Chloé", "Dev"],
#: bots={"Dev": "balanced"})`` (a seed or not: :func:`check_first_screen` holds for any).
PLAY_NOTEBOOK = REPO_ROOT / "notebooks" / "en" / "01_play_terra.ipynb"
#: The same game with ``seed=7`` (``fixtures/play_seeded.ipynb``): the tests that click
#: through a known game use it, whatever seed the play notebook itself uses.
PLAY_SEEDED = FIXTURES_DIR / "play_seeded.ipynb"
#: Selectors of the widget's stable CSS contract (``terra_widget/ui/__init__.py``).
APP_SELECTOR = ".terra-app"
BOARD_SELECTOR = "canvas.terra-board, .terra-board canvas"
#: What the seeded play notebook shows before the first move (English).
FIRST_SCREEN = {
    ".terra-status-turn": "Turn 1 · Ana's turn · Phase 1 · drawing",
    ".terra-status-what": "Ana must draw a card from the pile.",
    ".terra-status-who": re.compile(r"^\s*(· )?Decision: Ana\.\s*$"),
    ".terra-counter-region-africa": "Africa 0/3",
    ".terra-counter-colour-green": "▲ green 0/4",
    ".terra-counter-total": "All crises 0/7",
    ".terra-hand-title": "Ana's hand is hidden (4 cards).",
}
#: Every ``.terra-counter``, in page order: the gauges beside the map (three colours n/4,
#: all n/7), then the compact list of the six regions (n/3, also drawn on the map).
FIRST_COUNTERS = [
    "▲ green 0/4",
    "● blue 0/4",
    "■ red 0/4",
    "All crises 0/7",
    "North America 0/3",
    "South America 0/3",
    "Europe 0/3",
    "Africa 0/3",
    "Asia & Middle East 0/3",
    "Oceania & South-East Asia 0/3",
]


def check_first_screen(page, *, timeout: float = 60.0) -> None:
    """The play notebook's game is on the page, ready for Ana's first move: the board
    painted, the ten counters at zero, the phase text naming Ana, her hand hidden, no widget
    error. Raises AssertionError (Playwright's, with the text found) otherwise."""
    from playwright.sync_api import expect

    app = page.locator(APP_SELECTOR)
    expect(app).to_have_count(1, timeout=timeout * 1000)
    expect(app).to_be_visible(timeout=timeout * 1000)
    wait_canvas_painted(page, selector=BOARD_SELECTOR, timeout=timeout)
    expect(app.locator(".terra-counter")).to_have_text(FIRST_COUNTERS)
    for selector, text in FIRST_SCREEN.items():
        expect(app.locator(selector), f"{selector} on the first screen").to_have_text(text)
    expect(app.locator(".terra-draw")).to_be_enabled()
    expect(app.locator(".terra-end-turn")).to_be_disabled()
    expect(app.locator(".terra-card")).to_have_count(0)
    errors = widget_errors(page)
    assert errors == [], f"the page shows widget errors: {errors}"


# --------------------------------------------------------------------------- accessibility

AXE_IMPACTS = ("serious", "critical")


def axe_source() -> str:
    """axe-core's ``axe.min.js`` as bundled by the PyPI package ``axe-playwright-python``."""
    from importlib import resources

    try:
        return (resources.files("axe_playwright_python") / "axe.min.js").read_text("utf-8")
    except ModuleNotFoundError as exc:  # pragma: no cover - install problem
        raise HarnessError(
            "axe-playwright-python is not installed (it is in the `test` extra: `make venv`)"
        ) from exc


def axe_scan(
    page,
    context: str | dict | None = None,
    *,
    impacts: tuple[str, ...] = AXE_IMPACTS,
    options: dict | None = None,
    save_as: str | None = None,
) -> list[dict]:
    """Run axe-core on the page (or the CSS selector / axe context ``context``).

    Returns the violations whose impact is in ``impacts`` (default serious + critical), each
    ``{"id", "impact", "help", "helpUrl", "targets": [css selectors...]}``. With ``save_as``
    the full axe result is written to ``test-artifacts/<save_as>.axe.json``.
    """
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source())
    run_options = {"resultTypes": ["violations"], **(options or {})}
    result = page.evaluate(
        "([context, options]) => axe.run(context || document, options)",
        [context, run_options],
    )
    if save_as:
        ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
        out = ARTIFACTS_DIR / f"{_safe_name(save_as)}.axe.json"
        out.write_text(json.dumps(result.get("violations", []), indent=1))
    return [
        {
            "id": v["id"],
            "impact": v.get("impact"),
            "help": v.get("help"),
            "helpUrl": v.get("helpUrl"),
            "targets": [n.get("target") for n in v.get("nodes", [])],
        }
        for v in result.get("violations", [])
        if v.get("impact") in impacts
    ]


def format_violations(violations: list[dict]) -> str:
    return "\n".join(
        f"- [{v['impact']}] {v['id']}: {v['help']} ({len(v['targets'])} nodes, "
        f"e.g. {v['targets'][:3]})"
        for v in violations
    )


# --------------------------------------------------------------------------- latency


@dataclass
class LatencyResult:
    """Click -> visible-update times in milliseconds."""

    samples_ms: list[float]

    @property
    def median_ms(self) -> float:
        return statistics.median(self.samples_ms)

    @property
    def p90_ms(self) -> float:
        ordered = sorted(self.samples_ms)
        return ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]

    def summary(self) -> str:
        return (
            f"median {self.median_ms:.1f} ms, p90 {self.p90_ms:.1f} ms, "
            f"min {min(self.samples_ms):.1f} ms, max {max(self.samples_ms):.1f} ms "
            f"over {len(self.samples_ms)} clicks"
        )


def text_state_js(selector: str) -> str:
    """A ``state_js`` for :func:`measure_click_latency`: the text of the first ``selector``."""
    return (
        f"() => {{ const el = document.querySelector({json.dumps(selector)}); "
        "return el ? el.textContent : null; }"
    )


def canvas_state_js(selector: str = CANVAS_SELECTOR, index: int = 0) -> str:
    """A ``state_js``: a cheap fingerprint of a canvas's pixels (sampled every 7th pixel)."""
    return (
        "() => { const c = document.querySelectorAll("
        + json.dumps(selector)
        + ")["
        + str(int(index))
        + "]; if (!c) return null; const d = c.getContext('2d')"
        ".getImageData(0, 0, c.width, c.height).data; let h = 0;"
        " for (let i = 0; i < d.length; i += 28) h = (h * 31 + d[i] + d[i+1] * 3 + d[i+2] * 7)"
        " | 0; return c.width + 'x' + c.height + ':' + h; }"
    )


def measure_click_latency(
    page,
    target: str,
    state_js: str,
    *,
    clicks: int = 20,
    warmup: int = 2,
    position: dict | None = None,
    timeout: float = 10.0,
) -> LatencyResult:
    """Median-able click -> updated times, measured from Playwright.

    ``target`` is a selector to click (``position={"x":..,"y":..}`` clicks a point in it,
    e.g. a board cell on a canvas). ``state_js`` is a JavaScript function source returning a
    JSON-serialisable value that changes when the click's effect is visible, e.g.
    :func:`text_state_js` or :func:`canvas_state_js`. Each sample is the wall time from the
    start of ``page.click`` to ``wait_for_function`` seeing the state differ from before the
    click. Every click must change the state. ``warmup`` clicks are not recorded.
    """
    read_state = f"() => JSON.stringify(({state_js})())"
    changed = f"(before) => JSON.stringify(({state_js})()) !== before"
    locator = page.locator(target).first
    samples: list[float] = []
    for i in range(warmup + clicks):
        before = page.evaluate(read_state)
        start = time.perf_counter()
        locator.click(position=position)
        page.wait_for_function(changed, arg=before, timeout=timeout * 1000, polling="raf")
        elapsed = (time.perf_counter() - start) * 1000
        if i >= warmup:
            samples.append(elapsed)
    return LatencyResult(samples)


# --------------------------------------------------------------------------- Binder emulation

BINDER_DIR = REPO_ROOT / "binder"
#: Files in binder/ that would make repo2docker use a build pack we do not emulate.
_UNEMULATED = ("environment.yml", "environment.yaml", "Dockerfile", "Pipfile", "Project.toml")
_NOT_COPIED = (".git", ".venv", "build", "dist", "test-artifacts", "__pycache__", "*.egg-info")


@dataclass
class BinderEnv:
    """A Binder-like environment: ``python`` of the venv, ``repo_dir`` the repository copy
    it was built from (serve notebooks from there, as Binder does from $HOME)."""

    python: str
    repo_dir: Path


def copy_repository(dest: Path, repo_root: Path = REPO_ROOT) -> Path:
    """Copy the repository the way repo2docker sees it: the files git would commit
    (tracked + untracked-but-not-ignored), so no .venv, build/ or test artifacts."""
    dest = Path(dest)
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=str(repo_root),
            check=True,
            capture_output=True,
        ).stdout.decode()
        files = [name for name in listed.split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        files = None
    if files is None:  # not a git checkout: copy everything but the usual clutter
        shutil.copytree(repo_root, dest, ignore=shutil.ignore_patterns(*_NOT_COPIED))
        return dest
    for name in files:
        source = Path(repo_root) / name
        if source.is_file():  # skips files deleted in the working tree
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return dest


def build_binder_env(
    dest: Path,
    *,
    repo_root: Path = REPO_ROOT,
    log_path: Path | None = None,
    timeout: float = 900.0,
) -> BinderEnv:
    """Build a fresh venv from ``binder/`` alone, as repo2docker's Python build pack would.

    ``dest/repo`` receives a copy of the repository (see :func:`copy_repository`),
    ``dest/venv`` the venv, made from the base interpreter (no ``.venv`` package leaks in).
    Like repo2docker: ``pip install -r binder/requirements.txt`` runs from the repository
    root (a ``.`` line installs the repository itself), then ``binder/postBuild``, if any,
    runs from the repository root with the venv first on PATH. Nothing else is installed.
    """
    dest = Path(dest)
    if dest.exists():
        shutil.rmtree(dest)
    repo = copy_repository(dest / "repo", repo_root)
    binder_dir = repo / "binder"
    requirements = binder_dir / "requirements.txt"
    if not requirements.is_file():
        raise HarnessError("binder/requirements.txt does not exist")
    unsupported = [name for name in _UNEMULATED if (binder_dir / name).exists()]
    if unsupported:
        raise HarnessError(f"binder/ uses {unsupported}: not emulated by build_binder_env")
    venv = dest / "venv"
    log_path = log_path or _log_file("binder-build", os.getpid())
    env = dict(os.environ)
    for leaky in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PIP_REQUIRE_VIRTUALENV",
                  "TERRA_WIDGET_PURE_PYTHON"):
        env.pop(leaky, None)
    python = str(venv / "bin" / "python")
    env["PATH"] = os.pathsep.join([str(venv / "bin"), env.get("PATH", "")])
    env["VIRTUAL_ENV"] = str(venv)
    steps = [
        [sys.executable, "-m", "venv", str(venv)],
        [python, "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"],
    ]
    post_build = binder_dir / "postBuild"
    if post_build.is_file():
        steps.append(
            ["./binder/postBuild"]
            if os.access(post_build, os.X_OK)
            else ["bash", "binder/postBuild"]
        )
    with open(log_path, "ab") as log:
        for step in steps:
            log.write(f"$ {' '.join(step)}\n".encode())
            log.flush()
            done = subprocess.run(
                step,
                cwd=str(repo),
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                timeout=timeout,
            )
            if done.returncode != 0:
                tail = "\n".join(log_path.read_text(errors="replace").splitlines()[-30:])
                raise HarnessError(f"Binder build step failed: {' '.join(step)}\n{tail}")
    return BinderEnv(python=python, repo_dir=repo)

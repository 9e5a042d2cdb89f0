"""`make play` and `make app` print only what a teacher needs.

Before: a first `make play` showed the echoed shell line
``$( [ "$(id -u)" = 0 ] && echo --allow-root )``, setuptools' editable-install warning box,
about twenty "Skipped non-installed server" lines and JupyterLab's news pop-up. Now the
Makefile's recipes are silent (``@``), installs log to a file, and ``tools/serve.py``
starts the server with its output in a log and prints a progress line, the address once it
answers, and how to stop.

These tests run the launch part exactly as the Makefile does (``tools/serve.py lab|app``)
on a free port, read its output until the address appears, check the server, then stop it
as Ctrl+C would. No server is left running. The Voila app is also opened in Chromium:
text meant for notebook users ("run the cell") must not be on the page.
"""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest
from harness import REPO_ROOT, free_port, save_screenshot, wait_canvas_painted, widget_errors
from playwright.sync_api import expect

from terra_widget.i18n import translator
from terra_widget.ui.panels.secondary import TABS

pytestmark = pytest.mark.browser

SERVE = REPO_ROOT / "tools" / "serve.py"
MAKEFILE = REPO_ROOT / "Makefile"
#: What must never reach a teacher's terminal again.
NOISE = re.compile(
    r"\$\(|allow-root|Skipped non-installed|SetuptoolsDeprecationWarning|"
    r"editable|\[[IWC] \d|ServerApp|LabApp|Voila\]|Traceback|WARNING|Warning",
)
#: Words a page meant for notebook users uses, in the five languages.
NOTEBOOK_WORDS = re.compile(r"\bcells?\b|\bZelle|\bcellule|\bcelda|\bcel·la|Shift\s*\+\s*Enter",
                            re.IGNORECASE)
#: "Terra is ready: <address>", in the language asked for ("Terra est prêt : ...").
READY = re.compile(r"^Terra [^:]*:\s(http://127\.0\.0\.1:\d+/\S*)$")


def _private_env(base: Path) -> dict[str, str]:
    """Private Jupyter dirs (no developer settings: the news setting must come from the
    override serve.py writes), kernels importing this checkout."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR",
                 "JUPYTERLAB_SETTINGS_DIR", "JUPYTERLAB_WORKSPACES_DIR"):
        path = base / name.lower()
        path.mkdir(parents=True, exist_ok=True)
        env[name] = str(path)
    env.pop("JUPYTER_PATH", None)
    env.pop("JUPYTER_CONFIG_PATH", None)
    env["PYTHONPATH"] = str(REPO_ROOT)
    env["TERRA_WIDGET_AUTOSAVE"] = "off"
    return env


class Launch:
    """``tools/serve.py`` running in the background; its stdout read line by line."""

    def __init__(self, what: str, tmp: Path, lang: str = "en"):
        self.log = tmp / f"{what}.log"
        self.proc = subprocess.Popen(
            [sys.executable, str(SERVE), what, f"--port={free_port()}", "--no-browser",
             f"--log={self.log}", f"--lang={lang}"],
            cwd=str(REPO_ROOT), env=_private_env(tmp), stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines: list[str] = []
        self._queue: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def read_until(self, pattern: re.Pattern, timeout: float = 180.0) -> re.Match:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self._queue.get(timeout=1)
            except queue.Empty:
                continue
            if line is None:
                break
            self.lines.append(line)
            match = pattern.search(line)
            if match:
                return match
        raise AssertionError(f"no line matching {pattern.pattern!r}; output so far:\n"
                             + "\n".join(self.lines))

    def read_rest(self, timeout: float = 5.0) -> None:
        """Collect what is printed a moment after the address (the "how to stop" line)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self._queue.get(timeout=0.5)
            except queue.Empty:
                if any("Ctrl+C" in x for x in self.lines):
                    return
                continue
            if line is None:
                return
            self.lines.append(line)

    def ctrl_c(self, timeout: float = 40.0) -> int:
        """Stop as a teacher would (SIGINT to the launcher) and wait for it."""
        self.proc.send_signal(signal.SIGINT)
        code = self.proc.wait(timeout=timeout)
        self.read_rest(timeout=2)
        return code

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def _port_closed(url: str) -> bool:
    try:
        urllib.request.urlopen(url, timeout=2)
    except OSError:
        return True
    return False


def _assert_quiet(lines: list[str], expected: int) -> None:
    noisy = [line for line in lines if NOISE.search(line)]
    assert noisy == [], f"noise in the teacher's terminal: {noisy}\nall output: {lines}"
    assert len(lines) <= expected, f"more than {expected} lines: {lines}"


def _recipe_lines(target: str) -> list[str]:
    """The recipe lines of one Makefile rule (tab-indented lines after ``target:``)."""
    lines = MAKEFILE.read_text().splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith(f"{target}:")]
    assert len(starts) == 1, f"rule {target!r} not found once in the Makefile"
    out = []
    for line in lines[starts[0] + 1:]:
        if not line.startswith("\t"):
            break
        out.append(line)
    return out


@pytest.mark.parametrize("target", ["play", "app", "$(LAB)", "$(BIN)/python"])
def test_make_play_and_app_recipes_are_silent(target):
    """Every recipe line on the way to `make play` / `make app` starts with ``@`` (make
    would echo it: the `$( [ "$(id -u)" = 0 ] ...)` line) and the launch goes through
    tools/serve.py; pip's output goes to a log shown only on failure."""
    recipe = _recipe_lines(target)
    assert recipe, target
    echoed, continued = [], False
    for line in recipe:  # a line after a trailing backslash belongs to the one before
        if not continued and not line.startswith("\t@"):
            echoed.append(line)
        continued = line.endswith("\\")
    assert echoed == [], f"{target}: make echoes these lines: {echoed}"
    text = "\n".join(recipe)
    if target in ("play", "app"):
        assert f"tools/serve.py {'lab' if target == 'play' else 'app'}" in text, text
    if target == "$(LAB)":
        assert "pip install" in text and "install.log 2>&1" in text, text


def test_make_play_launch_prints_only_the_address(tmp_path):
    """JupyterLab via serve.py, as `make play LANG=fr` starts it: three lines in French
    (starting, the address with its token, how to stop; in the class's language);
    the server answers at that address, which opens the French play notebook in a file
    browser rooted at ``notebooks/`` (every language's folder reachable, not only
    ``notebooks/fr/``); the news pop-up is switched off by the settings override; the
    language-server scan is off; Ctrl+C stops everything."""
    fr = translator("fr")
    launch = Launch("lab", tmp_path, lang="fr")
    try:
        url = launch.read_until(READY).group(1)
        launch.read_rest()
        _assert_quiet(launch.lines, expected=3)
        assert launch.lines == [fr("serve.starting_lab"), fr("serve.ready", url=url),
                                fr("serve.stop_hint")], launch.lines
        assert "Démarrage de JupyterLab" in launch.lines[0], launch.lines
        match = re.fullmatch(r"(http://127\.0\.0\.1:\d+)/lab/tree/fr/01_play_terra\.ipynb"
                             r"\?token=(\S+)", url)
        assert match, url
        base, token = match.groups()
        with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=10) as r:
            assert r.status == 200
        with urllib.request.urlopen(f"{base}/api/contents?token={token}", timeout=10) as r:
            root = {item["name"] for item in json.loads(r.read())["content"]}
        assert {"en", "fr", "de", "es", "ca"} <= root, root
        with urllib.request.urlopen(f"{base}/api/contents/fr/01_play_terra.ipynb"
                                    f"?content=0&token={token}", timeout=10) as r:
            assert json.loads(r.read())["type"] == "notebook"
        with urllib.request.urlopen(
                f"{base}/lab/api/settings/@jupyterlab/apputils-extension:notification"
                f"?token={token}", timeout=10) as r:
            plugin = json.loads(r.read())
        # overrides.json changes the schema's defaults (the user's settings stay empty)
        defaults = {k: v.get("default") for k, v in plugin["schema"]["properties"].items()}
        values = {**defaults, **plugin["settings"]}
        assert values.get("fetchNews") == "false", values  # no news pop-up
        assert values.get("checkForUpdates") is False, values
        log = launch.log.read_text(errors="replace")
        assert "Jupyter Server" in log  # the server's messages went to the log...
        assert "Skipped non-installed server" not in log  # ...and the LSP scan is off
        code = launch.ctrl_c()
        assert code == 0, (code, launch.lines)
        assert launch.lines[-1] == fr("serve.stopped") == "Arrêté.", launch.lines
        assert _port_closed(f"{base}/api/status"), "the server still answers after Ctrl+C"
    finally:
        launch.kill()


def test_make_app_is_a_voila_app_without_notebook_text(tmp_path, chromium_browser):
    """Voila via serve.py: a few quiet lines and the address; in Chromium at 1920x1080 the
    game is there, the notebook's introduction too, and no text for notebook users (the
    cell tagged ``notebook-only``: "run the cell below", "Shift + Enter").

    Then the page as a teacher opens it (not scrolled), normal and projector mode, at
    1920x1080 and on a 1280x800 projector, the hand shown as the player to act
    would show it: the status line, the hand, every
    enabled button with its whole label, the whole board and the tabs in view; in
    projector mode the introduction scaled with the game (it stayed at 14 px, 19 % of a
    1280x800 screen, and pushed the tabs below 1080 px)."""
    launch = Launch("app", tmp_path)
    page = None
    try:
        url = launch.read_until(READY).group(1)
        launch.read_rest()
        _assert_quiet(launch.lines, expected=4)
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url), url
        context = chromium_browser.new_context(viewport={"width": 1920, "height": 1080})
        page = context.new_page()
        page.goto(url, wait_until="domcontentloaded")
        app = page.locator(".terra-app")
        expect(app).to_be_visible(timeout=90_000)
        expect(page.locator(".terra-status, .terra-phase").first).not_to_have_text(
            "", timeout=30_000)
        text = page.evaluate("() => document.body.innerText")
        assert "Bruno Faidutti" in text  # the introduction is part of the app
        found = sorted({m.group(0) for m in NOTEBOOK_WORDS.finditer(text)})
        assert found == [], f"text for notebook users in the Voila app: {found}"
        assert widget_errors(page) == []
        assert "terra-projector" not in (app.get_attribute("class") or "")
        # the projector link it prints starts the game in projector mode (play() reads
        # the address Voila hands the kernel)
        hint = next(line for line in launch.lines if "?projector=1" in line)
        projector_url = re.search(r"(http://\S+\?projector=1)", hint).group(1)
        problems = []
        for name, viewport in APP_SCREENS:
            page.set_viewport_size(viewport)
            for projector in (False, True):
                page.goto(projector_url if projector else url, wait_until="domcontentloaded")
                selector = ".terra-app.terra-projector" if projector else ".terra-app"
                expect(page.locator(selector)).to_be_visible(timeout=90_000)
                expect(page.locator(".terra-status").first).not_to_have_text(
                    "", timeout=30_000)
                wait_canvas_painted(page, selector=".terra-app canvas.terra-board, "
                                    ".terra-app .terra-board canvas", timeout=30)
                # hot seat: the player to act shows their hand, as at the table
                page.locator(".terra-app .terra-show-hand").first.click()
                expect(page.locator(".terra-app .terra-card").first).to_be_visible(
                    timeout=30_000)
                where = f"app-voila-{name}{'-projector' if projector else ''}"
                save_screenshot(page, where, full_page=False)
                problems += _app_screen_problems(page, where, projector)
        assert problems == [], "\n".join(problems)
        # the Files tab's upload button reads its label, not "Open a game file… (0)"
        files_tab = [key for key, _attribute in TABS].index("tab.files")
        page.locator(".terra-secondary .lm-TabBar-tab").nth(files_tab).click()
        upload = page.locator(".terra-app .terra-upload").first
        expect(upload).to_be_visible(timeout=10_000)
        save_screenshot(page, "app-voila-files-tab", full_page=False)
        shown = upload.evaluate(_SHOWN_LABEL_JS)
        assert shown == "Open a game file…", shown
        code = launch.ctrl_c()
        assert code == 0, (code, launch.lines)
        assert _port_closed(url), "Voila still answers after Ctrl+C"
    finally:
        if page is not None:
            page.context.close()
        launch.kill()


# ------------------------------------------------------------ the app on a screen

#: The Voila app's screens: a 1920x1080 display or projector and a 1280x800 (WXGA)
#: classroom projector, in normal and projector mode.
APP_SCREENS = (("1920x1080", {"width": 1920, "height": 1080}),
               ("1280x800", {"width": 1280, "height": 800}))
_APP_SCREEN_JS = r"""
() => {
  const vw = document.documentElement.clientWidth, vh = document.documentElement.clientHeight;
  const rect = (el) => { const r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const visible = (el) => el.getClientRects().length && getComputedStyle(el).display !== 'none'
    && getComputedStyle(el).visibility !== 'hidden';
  const need = [];
  const one = (name, css) => { const el = Array.from(document.querySelectorAll(css)).find(visible);
    need.push({name, rect: el ? rect(el) : null}); };
  one('the status line', '.terra-app .terra-status');
  one('the hand', '.terra-app .terra-hand');
  one('the whole board', '.terra-app canvas.terra-board, .terra-app .terra-board canvas');
  one('the tabs', '.terra-app .terra-secondary > .lm-TabBar');
  const cut = [];
  for (const b of document.querySelectorAll('.terra-app button.terra-action:enabled')) {
    if (!visible(b)) continue;
    need.push({name: `button "${b.innerText.trim()}"`, rect: rect(b)});
    if (b.scrollWidth > b.clientWidth + 1) cut.push(b.innerText.trim());
  }
  const fonts = (css) => Array.from(document.querySelectorAll(css)).filter(visible)
    .map((el) => parseFloat(getComputedStyle(el).fontSize) * (el.currentCSSZoom || 1));
  return {vw, vh, need, cut, intro: fonts('.jp-RenderedMarkdown h1, .jp-RenderedMarkdown p'),
          game: fonts('.terra-app .terra-status-line')};
}
"""


#: The text a button shows: its text nodes that take room on the screen, then the
#: content of its ``::after``.
_SHOWN_LABEL_JS = r"""
(el) => {
  let out = '';
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    if (range.getBoundingClientRect().width > 0.5) out += node.textContent;
  }
  const after = getComputedStyle(el, '::after').content;
  if (after && after !== 'none' && after !== 'normal') out += JSON.parse(after);
  return out.trim();
}
"""


def _app_screen_problems(page, where: str, projector: bool) -> list[str]:
    """What is out of view or cut on the app's page as it opens (not scrolled)."""
    m = page.evaluate(_APP_SCREEN_JS)
    found = []
    for item in m["need"]:
        r = item["rect"]
        if r is None:
            found.append(f"{where}: {item['name']} is missing")
        elif r["top"] < -1 or r["left"] < -1 or r["bottom"] > m["vh"] + 1 \
                or r["right"] > m["vw"] + 1:
            found.append(f"{where}: {item['name']} is not in the {m['vw']}x{m['vh']} view "
                         f"({r['left']:.0f},{r['top']:.0f})-({r['right']:.0f},"
                         f"{r['bottom']:.0f})")
    found += [f"{where}: the label of {label!r} is cut" for label in m["cut"]]
    if projector and m["intro"] and m["game"]:
        # the introduction is scaled with the game, not left at the notebook's 14 px
        if min(m["intro"]) < min(m["game"]) - 0.5:
            found.append(f"{where}: the introduction's text is {min(m['intro']):.1f} px, "
                         f"smaller than the game's {min(m['game']):.1f} px")
    return found

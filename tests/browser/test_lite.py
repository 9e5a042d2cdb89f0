"""The static site of `make lite`, served on 127.0.0.1 and opened in Chromium.

Every request to another origin is blocked and counted (the site must attempt none: schools'
filters block CDNs, and no third party may see a student's address). ``make test`` builds the
site first (or reuses it); the tests FAIL, not skip, when ``build/lite/`` is missing or was
built from other sources.

The kernel runs in the browser (Pyodide), so each page that runs Python costs a kernel
start (15-30 s here): the tests share one server and run little code.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
import urllib.parse
import warnings
from pathlib import Path

import pytest
from harness import save_screenshot
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import lite as site_tool  # noqa: E402  (tools/lite.py, the build step)
from terra_widget.ui.panels.secondary import TABS  # noqa: E402

SITE = site_tool.OUT
KERNEL_TIMEOUT_MS = 180_000  # a cold kernel start on a loaded 2-core machine


def site_problem() -> str | None:
    if not site_tool.STAMP.exists():
        return "build/lite/ is missing: run `make lite` (make test builds it first)"
    if site_tool.STAMP.read_text().strip() != site_tool.sources_hash():
        return "build/lite/ was built from other sources: run `make lite` again"
    return None


@pytest.fixture(scope="module")
def lite_origin():
    problem = site_problem()
    if problem:
        pytest.fail(problem, pytrace=False)
    server = site_tool.serve()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def block_other_origins(page, origin: str) -> list[str]:
    """Abort every request that leaves ``origin`` and return the list they are counted in.
    A listener on every request of the context counts too, in case one escapes routing."""
    attempted: list[str] = []

    def route(r):
        url = r.request.url
        if url.startswith(origin + "/") or url.startswith(("data:", "blob:")):
            r.continue_()
        else:
            attempted.append(url)
            r.abort()

    def seen(request):
        url = request.url
        if not (url.startswith(origin + "/") or url.startswith(("data:", "blob:"))):
            if url not in attempted:
                attempted.append(url)

    page.context.route("**/*", route)
    page.context.on("request", seen)
    return attempted


def answer_kernel_choice(page) -> bool:
    """Answer JupyterLite's "Select Kernel" dialog (seen at times under load, even with the
    site's notebooks naming its kernel) with the one kernel offered, the site's Python."""
    dialog = page.locator(".jp-Dialog")
    # its title is in the site's language (a French site: "Sélectionner le noyau"), so it
    # is known by its kernel list, or by the English title where the list is not drawn yet
    if dialog.count() and (dialog.first.locator("select").count()
                           or "Select Kernel" in dialog.first.inner_text()):
        # Select, even while a kernel is up: the other button reads "No Kernel" and would
        # leave the notebook without one (a run stopped there). The accept button reads
        # "Select" but its accessible name is its aria-label, "Select Kernel" (a search
        # for "Select" waited 30 s, the dialog still open).
        dialog.first.locator("button.jp-mod-accept").click()
        return True
    return False


#: The notebook's kernel is connected and waits for code: the toolbar's kernel indicator.
KERNEL_IDLE = '.jp-Notebook-ExecutionIndicator[data-status="idle"]'


class RunHung(Exception):
    """A run of the notebook that never ended; the message says what the page showed."""



def wait_until(page, js: str, arg, attempted: list[str], what: str,
               hung: type[Exception] | None = None) -> None:
    """Poll ``js`` in the page; fail at once (not at the timeout) when a request to another
    origin was attempted: a kernel that waits for a CDN would otherwise just hang. At the
    timeout, fail, or raise ``hung`` for the caller to decide."""
    # pytest.fail, not assert: should a test here ever be marked xfail for an assertion,
    # the mark must never hide a request to another origin nor a page that hangs
    for _ in range(KERNEL_TIMEOUT_MS // 500):
        if attempted:
            pytest.fail(f"requests to other origins while waiting for {what}: {attempted}")
        if page.evaluate(js, arg):
            return
        answer_kernel_choice(page)  # it can come late, after Run All was accepted
        page.wait_for_timeout(500)
    message = f"no {what} after {KERNEL_TIMEOUT_MS // 1000} s; {page_state(page)}"
    if hung is not None:
        raise hung(message)
    pytest.fail(message)


def page_state(page) -> str:
    """What a person would look at when a run hangs: each code cell's prompt, the kernel's
    status, any dialog; then the kernel's last requests for the visitor's files and the
    browser console's last lines."""
    seen = page.evaluate("""() => ({
        prompts: Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt'))
            .map((p) => p.textContent.trim()),
        kernel: Array.from(document.querySelectorAll('.jp-Notebook-ExecutionIndicator'))
            .map((k) => k.getAttribute('data-status')),
        dialogs: Array.from(document.querySelectorAll('.jp-Dialog'))
            .map((d) => d.textContent.slice(0, 300)),
        outputs: document.querySelectorAll('.jp-OutputArea-output').length,
        drive: (window.__terraDriveLog || []).slice(-12),
    })""")
    console = getattr(page, "console_messages", [])[-25:]
    return f"page: {seen}; console's last lines:\n" + "\n".join(console)


def run_in_console(page, origin: str, code: str, marker: str, attempted: list[str]) -> str:
    """Run ``code`` in the site's own console app (repl/?code=...) and return the text of
    its outputs once ``marker`` or a traceback shows."""
    url = (f"{origin}/repl/index.html?kernel=python&toolbar=1&code="
           + urllib.parse.quote(code))
    page.goto(url)
    wait_until(page, """(marker) => {
            const outs = document.querySelectorAll('.jp-OutputArea-output');
            return Array.from(outs).some((o) => o.textContent.includes(marker)
                || o.textContent.includes('Traceback') || o.textContent.includes('Error'));
        }""", marker, attempted, "output from the kernel")
    return "\n".join(page.locator(".jp-OutputArea-output").all_text_contents())


def console_line(page, origin: str, code: str, marker: str) -> str:
    """Run ``code`` in the site's console with every other origin blocked: the line of its
    output that starts with ``marker``. Fails when no line does, or when the page tried to
    reach another origin."""
    attempted = block_other_origins(page, origin)
    out = run_in_console(page, origin, code, marker, attempted)
    line = next((x for x in out.splitlines() if x.startswith(marker)), None)
    assert line is not None, out
    assert attempted == []
    return line


# -- the built folder (no browser) -------------------------------------------------------
def test_lite_site_ships_pyodide_and_every_wheel_it_lists():
    problem = site_problem()
    if problem:
        pytest.fail(problem, pytrace=False)
    config = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    # the site's own copy, not the CDN the kernel extension defaults to
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    pyodide = SITE / "static" / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (pyodide / name).is_file(), name
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    names = {site_tool.canonical(name) for name in lock}  # Pyodide compares names so
    for name, entry in lock.items():  # Pyodide refuses a wheel whose sha256 differs
        wheel = pyodide / entry["file_name"]
        assert wheel.is_file(), f"{name}: {wheel.name} is listed but not shipped"
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], name
        for dep in entry["depends"]:
            assert site_tool.canonical(dep) in names, f"{name} needs {dep}, not in the lock"
    for name in kernel["loadPyodideOptions"]["packages"]:
        assert site_tool.canonical(name) in names, f"the kernel loads {name}, not in the lock"
    # no WebAssembly wheels of these exist on the registries: never listed, never shipped
    for name in site_tool.FORBIDDEN:
        assert name not in lock
        assert not list(SITE.rglob(f"{name}-*.whl")), name
    for lang in site_tool.LANGUAGES:
        assert (SITE / lang / "index.html").is_file()
        assert (SITE / "files" / lang / site_tool.PLAY_NOTEBOOK).is_file()


#: Markdown links ``[text](target)`` and HTML ``href="target"`` in a notebook's text cells.
LINK = re.compile(r"\]\(([^)\s]+)\)|href=\"([^\"]+)\"")


def test_lite_notebook_links_point_to_files_in_the_site():
    """Every relative link in the site's notebooks opens a file the site has (a lesson in
    another language, a guide), and no text names a folder the site does not have (the
    repository's ``notebooks/<lang>/``: in the site the lessons sit in ``<lang>/``)."""
    problem = site_problem()
    if problem:
        pytest.fail(problem, pytrace=False)
    files = SITE / "files"
    broken, followed = [], 0
    for nb in sorted(files.rglob("*.ipynb")):
        for cell in json.loads(nb.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            text = "".join(cell["source"])
            for match in LINK.finditer(text):
                target = match.group(1) or match.group(2)
                if re.match(r"^([a-z]+:|#)", target):
                    continue  # another site, an anchor in the same notebook
                path = urllib.parse.unquote(target.split("#")[0].split("?")[0])
                followed += 1
                resolved = (nb.parent / path).resolve()
                if files.resolve() not in resolved.parents or not resolved.is_file():
                    broken.append(f"{nb.relative_to(files)}: {target}")
            for folder in re.findall(r"`(notebooks/[a-z]{2}/)`", text):
                broken.append(f"{nb.relative_to(files)} names {folder}, not in the site")
    assert followed >= 20  # the guides' and lessons' links were read
    assert broken == []


def test_lite_language_sites_ask_jupyterlab_for_their_language():
    """Each language's entry page opens the apps in a folder whose configuration sets
    JupyterLab's locale, and the site has that language pack's words (menus included)."""
    problem = site_problem()
    if problem:
        pytest.fail(problem, pytrace=False)
    for lang in site_tool.LANGUAGES:
        page = (SITE / lang / "index.html").read_text(encoding="utf-8")
        apps = set(re.findall(r'href="\.\./([a-z-]+)/index\.html\?path=', page))
        locale = site_tool.LOCALES.get(lang)
        if locale is None:
            assert apps == {"notebooks", "lab"}, apps
            continue
        assert apps == {f"notebooks-{lang}", f"lab-{lang}"}, (lang, apps)
        for app in apps:
            assert (SITE / app / "index.html").is_file()
            config = json.loads((SITE / app / "jupyter-lite.json").read_text())
            overrides = config["jupyter-config-data"]["settingsOverrides"]
            assert overrides[site_tool.TRANSLATION_PLUGIN]["locale"] == locale
        words = json.loads((SITE / "api" / "translations" / f"{locale}.json")
                           .read_text(encoding="utf-8"))["data"]["jupyterlab"]
        assert words["menu\x04File"][0] not in ("", "File"), (locale, words["menu\x04File"])


# -- in Chromium -------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lite_entry_page_links_to_the_play_notebook(browser_page, lite_origin, lang):
    attempted = block_other_origins(browser_page, lite_origin)
    browser_page.goto(f"{lite_origin}/index.html")
    browser_page.locator(f'a[lang="{lang}"]').click()
    from terra_widget.i18n import translator

    play = browser_page.locator("#terra-lite-play")
    assert play.inner_text() == translator(lang)("lite.play")
    assert play.get_attribute("href").endswith(f"path={lang}/{site_tool.PLAY_NOTEBOOK}")
    assert browser_page.locator("li a").count() >= 2 * 5  # every lesson, two views each
    # the one-page rules card, to print for each table, in the page's language
    card = browser_page.locator("#terra-lite-rules-card")
    assert card.inner_text() == translator(lang)("lessons.rules_card")
    card.click()
    assert browser_page.locator("html").get_attribute("lang") == lang
    assert "R4.7" in browser_page.locator("body").inner_text()
    assert attempted == []


def test_lite_french_site_menus_speak_french(browser_page, lite_origin):
    """JupyterLite's own menus and toolbar on the French site, in French (JupyterLab's
    language pack), as a visitor gets there: the language chooser, then Play; the wait for
    Python is said in French meanwhile."""
    from terra_widget.i18n import translator

    attempted = block_other_origins(browser_page, lite_origin)
    browser_page.goto(f"{lite_origin}/index.html")
    browser_page.locator('a[lang="fr"]').click()
    browser_page.locator("#terra-lite-play").click()
    # the first visit's wait is said, in French, while Python starts (before its idle)
    t = translator("fr")
    progress = browser_page.locator("#terra-lite-progress")
    progress.wait_for(state="visible", timeout=30_000)
    # the line is filled in by the page's script a moment after it shows, and on a busy
    # machine it may already be at a later stage: any of its French sentences will do
    browser_page.wait_for_function(
        "() => document.getElementById('terra-lite-progress').innerText.trim() !== ''",
        timeout=30_000)
    said = progress.inner_text()
    stages = tuple(t(f"lite.progress.{k}").split("{")[0]
                   for k in ("loading", "kernel", "ready", "game"))
    assert said.startswith(stages), said
    menus = browser_page.locator(".lm-MenuBar-itemLabel")
    menus.first.wait_for(state="visible", timeout=60_000)
    labels = [x.strip() for x in menus.all_inner_texts()]
    browser_page.locator(".jp-NotebookPanel").first.wait_for(state="visible", timeout=60_000)
    browser_page.wait_for_timeout(1000)  # the splash screen fades out
    save_screenshot(browser_page, "lite-fr-menus", full_page=False)
    assert "Fichier" in labels and "Noyau" in labels, labels
    assert not {"File", "Edit", "View", "Run", "Kernel"} & set(labels), labels
    assert browser_page.evaluate("document.documentElement.lang").startswith("fr")
    assert attempted == []


def test_lite_kernel_plays_the_same_seeded_games_as_cpython(browser_page, lite_origin):
    """The engine in the browser's kernel gives the results CPython gives for the same seed
    (the lessons' figures must not depend on where they run); numpy is never loaded."""
    from terra_widget.sim import simulate

    expected = simulate(["selfish", "cooperative", "balanced", "random"], 30, seed=5).summary()
    code = ("import json, sys\n"
            "from terra_widget.sim import simulate\n"
            "s = simulate(['selfish', 'cooperative', 'balanced', 'random'], 30, seed=5)\n"
            "print('TERRA-SUMMARY', json.dumps(s.summary(), sort_keys=True), sys.platform,"
            " 'numpy' in sys.modules, 'ipycanvas' in sys.modules)")
    line = console_line(browser_page, lite_origin, code, "TERRA-SUMMARY")
    _, rest = line.split(" ", 1)
    summary, platform, numpy_loaded, ipycanvas_loaded = rest.rsplit(" ", 3)
    assert platform == "emscripten"
    assert json.loads(summary) == json.loads(json.dumps(expected, sort_keys=True))
    assert (numpy_loaded, ipycanvas_loaded) == ("False", "False")


#: The kernel reaches the visitor's files (its ``/drive``) through blocking requests that
#: the site's service worker hands to the page on this channel; a hang names the last ones.
DRIVE_LOG = """(() => {
    if (window.__terraDriveLog) return;
    const log = [];
    window.__terraDriveLog = log;
    const channel = new BroadcastChannel('/sw-api.v1');
    channel.addEventListener('message', (event) => {
        const m = event.data || {};
        const ask = m.response === undefined;
        log.push([Math.round(performance.now()), ask ? 'ask' : 'answer', m.requestId,
                  ask ? JSON.stringify(m.data || m).slice(0, 160) : '']);
        if (log.length > 400) log.splice(0, 200);
    });
})();"""


# The play notebook draws its board on the SVG surface and lesson 03 its charts through
# terra_widget/sim/charts.py (SVG where matplotlib is missing): neither needs numpy.
def open_and_run_notebook(page, origin: str, path: str, attempted: list[str]) -> str:
    """Open ``path`` in the site's notebook app, run all its cells, return their output.

    On a loaded machine the site's kernel, started in the browser, at rare times never
    finishes a run (about once in fifty here: a cell stays "[*]", the kernel busy). A
    person reloads the page; so does this, once, after saving the page as it was and
    warning with what it showed (pytest's warnings summary). A second hang fails."""
    try:
        return run_notebook_once(page, origin, path, attempted)
    except RunHung as hang:
        save_screenshot(page, f"lite-run-hung-{path.replace('/', '-')}", full_page=False)
        warnings.warn(f"the site's kernel hung; reloading once: {hang}", stacklevel=2)
    try:
        return run_notebook_once(page, origin, path, attempted)
    except RunHung as again:
        pytest.fail(f"the run hung twice: {again}")


def run_notebook_once(page, origin: str, path: str, attempted: list[str]) -> str:
    page.add_init_script(DRIVE_LOG)
    page.goto(f"{origin}/notebooks/index.html?path={path}")
    page.locator(".jp-NotebookPanel").first.wait_for(state="visible", timeout=60_000)
    # As a person does, run once the kernel says it is ready. A Run All clicked while the
    # page still sets its kernel up races JupyterLab's own start of it: the run is dropped
    # (every prompt stays "[ ]") or, when the list of kernels has not arrived yet, a
    # "Select Kernel" dialog asks for one. Both were the "empty output" this test saw.
    page.locator(KERNEL_IDLE).wait_for(state="attached", timeout=KERNEL_TIMEOUT_MS)
    # then click again (seldom needed) until a cell is queued or has run
    for _ in range(6):
        # JupyterLite may show a dialog for a moment while it sets the kernel up (seen once:
        # a click on Run waited behind it until its time ran out): let it go, or say what
        # it says if it stays
        dialog = page.locator(".jp-Dialog")
        if answer_kernel_choice(page):
            pass
        elif dialog.count():
            try:
                dialog.first.wait_for(state="detached", timeout=20_000)
            except PlaywrightTimeout:
                raise AssertionError("a dialog stays open over the notebook: "
                                     f"{dialog.first.inner_text()[:500]!r}") from None
        try:
            # a dialog may open between the check above and this click: answer it, again
            page.get_by_role("menuitem", name="Run", exact=True).click(timeout=10_000)
            page.get_by_role("menuitem", name="Run All Cells", exact=True).click(
                timeout=10_000)
        except PlaywrightTimeout:
            continue
        try:
            page.wait_for_function(
                """() => Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt'))
                    .some((p) => /\\[(\\*|\\d+)\\]/.test(p.textContent))""",
                timeout=10_000)
            break
        except PlaywrightTimeout:  # not queued yet: try again
            continue
    else:
        pytest.fail(f"Run All Cells never queued a cell of {path}; {page_state(page)}")
    wait_until(page,
        """() => {
            const prompts = document.querySelectorAll('.jp-CodeCell .jp-InputPrompt');
            // a traceback shown (Run All stops there), or every cell run; read once the
            // output has its text (an output box can exist before its text is rendered).
            // textContent, not innerText: cells scrolled out of view are not rendered
            // (content-visibility), and their innerText is empty
            const errors = Array.from(document.querySelectorAll(
                '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'))
                .filter((e) => e.textContent.includes('Error'));
            return errors.length > 0 || (prompts.length > 0 && Array.from(prompts).every(
                (p) => /\\[\\d+\\]/.test(p.textContent)));
        }""", None, attempted, f"a run of {path}", hung=RunHung)
    return "\n".join(page.locator(".jp-OutputArea-output").all_text_contents())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lite_play_notebook_starts_and_plays(browser_page, lite_origin, lang):
    attempted = block_other_origins(browser_page, lite_origin)
    out = open_and_run_notebook(browser_page, lite_origin, f"{lang}/{site_tool.PLAY_NOTEBOOK}",
                                attempted)
    assert attempted == []
    assert "Traceback" not in out and "Error" not in out, out[-2000:]
    app = browser_page.locator(".terra-app")
    app.wait_for(state="visible", timeout=60_000)
    assert browser_page.locator(".terra-counter").count() >= 10  # regions, colours, total
    # the first visit's progress line went away with the game in view
    browser_page.locator("#terra-lite-progress").wait_for(state="detached", timeout=10_000)
    board = browser_page.locator(".terra-board")
    board.wait_for(state="visible", timeout=30_000)
    # the whole board in view: its box neither cuts the picture nor scrolls (an inline SVG
    # on a text line once made it scroll both ways, hiding the map's east edge)
    scrolls = board.evaluate(SCROLLING_JS)
    assert scrolls == [], f"the board scrolls: {scrolls}"
    board.scroll_into_view_if_needed()
    save_screenshot(browser_page, f"lite-play-{lang}", full_page=False)
    for _ in range(3):  # a few moves of the person to act
        settled_position(browser_page)  # as in the autosave test: a button found enabled
        # just after a move may be disabled a moment later (CI: Draw, when Pass was next)
        before = browser_page.locator(".terra-phase").inner_text()
        browser_page.locator(".terra-action:not([disabled])").first.click()
        browser_page.wait_for_function(
            "(before) => document.querySelector('.terra-phase').innerText !== before",
            arg=before, timeout=30_000)
    assert attempted == []


def test_lite_lesson_03_runs_top_to_bottom(browser_page, lite_origin):
    attempted = block_other_origins(browser_page, lite_origin)
    out = open_and_run_notebook(browser_page, lite_origin, "en/03_tragedy_of_the_commons.ipynb",
                                attempted)
    assert attempted == []
    assert "Traceback" not in out and "Error" not in out, out[-2000:]
    # its two charts are drawn (as SVG: no matplotlib in the site) and their text is as
    # readable as the CPython charts' (14 px on screen at 1280 wide, for the back of a class)
    charts = browser_page.locator('.jp-OutputArea-output[data-mime-type="image/svg+xml"] img')
    assert charts.count() == 2
    from terra_widget.sim import charts as chart_module

    for i in range(2):
        charts.nth(i).scroll_into_view_if_needed()
        shown, natural = charts.nth(i).evaluate("(img) => [img.width, img.naturalWidth]")
        assert natural > 0, "the chart's picture did not load"
        assert chart_module.SVG_FONT_PX * min(1.0, shown / natural) >= 14, (shown, natural)


#: The board's boxes that scroll (their content larger than the box), [] when none does.
SCROLLING_JS = """(board) => [board, ...board.querySelectorAll('*')]
    .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
    .filter((el) => !['visible', 'hidden'].includes(getComputedStyle(el).overflowX)
                    || !['visible', 'hidden'].includes(getComputedStyle(el).overflowY))
    .map((el) => `${el.tagName}.${el.className}: ${el.scrollWidth}x${el.scrollHeight}`
                 + ` in ${el.clientWidth}x${el.clientHeight}`)"""


def settled_position(page) -> dict:
    """What a player sees of the position (the status line, every counter, the log) once
    the game waits for a person: computer players and forced moves play on a timer after
    a click, so the position is read when it stays the same for two seconds."""
    # the status without its "Just now: ..." line: that line tells what played itself since
    # the last click (forced moves, the computer's turns), not the position, and a
    # resumed game has no "just now"
    read = """() => ({
        status: Array.from(document.querySelector('.terra-phase').querySelectorAll(
            '.terra-status-what, .terra-status-line')).map((e) => e.textContent).join(' | '),
        counters: Array.from(document.querySelectorAll('.terra-counter'))
            .map((c) => c.textContent),
        log: document.querySelector('.terra-log').textContent,
        waits: document.querySelectorAll('.terra-action:enabled').length > 0,
    })"""
    last = page.evaluate(read)
    for _ in range(30):
        page.wait_for_timeout(2000)
        now = page.evaluate(read)
        if now == last and now["waits"]:
            return now
        last = now
    pytest.fail(f"the game did not settle in 60 s: {last}")


def test_lite_autosave_survives_a_reload_and_resumes(browser_page, lite_origin):
    """The autosave (.terra-saves/ beside the notebook) is written into the browser's storage
    (JupyterLite keeps the kernel's files in it): after a reload, running the notebook again
    offers Resume, and Resume shows the same position."""
    page = browser_page
    attempted = block_other_origins(page, lite_origin)
    path = f"en/{site_tool.PLAY_NOTEBOOK}"
    out = open_and_run_notebook(page, lite_origin, path, attempted)
    assert "Traceback" not in out and "Error" not in out, out[-2000:]
    page.locator(".terra-board").wait_for(state="visible", timeout=60_000)
    assert not page.locator(".terra-resume").is_visible()  # a fresh browser: no save yet
    for _ in range(3):
        # wait until the game waits for a person: a button found enabled just after the
        # last move may be disabled a moment later by the widgets' next update (CI: the
        # click then waited 30 s on a disabled Draw while Pass was the move)
        settled_position(page)
        before = page.locator(".terra-phase").inner_text()
        page.locator(".terra-action:enabled").first.click()
        page.wait_for_function(
            "(before) => document.querySelector('.terra-phase').innerText !== before",
            arg=before, timeout=30_000)
    played = settled_position(page)

    # the notebook opened again in a new page load: a new kernel, only the browser's
    # storage is left of the first one
    out = open_and_run_notebook(page, lite_origin, path, attempted)
    assert "Traceback" not in out and "Error" not in out, out[-2000:]
    page.locator(".terra-resume").wait_for(state="visible", timeout=60_000)
    page.locator(".terra-resume").click()
    page.locator(".terra-resume-offer").wait_for(state="hidden", timeout=30_000)
    # on screen, not only in the page: the game's box, hidden while the offer was shown,
    # is shown again (the site's kernel once sent that None as nothing)
    page.locator(".terra-board").wait_for(state="visible", timeout=30_000)
    assert settled_position(page) == played
    assert attempted == []


#: The Files tab among the widget's tabs under the table.
FILES_TAB = [key for key, _attribute in TABS].index("tab.files")
#: True once a shown message beside the file box names the file (``arg``).
SAID_IN_FILES = """(name) => Array.from(document.querySelectorAll('.terra-files-message'))
    .some((m) => m.offsetParent !== null && m.textContent.includes(name))"""


def test_lite_file_box_saves_a_game_that_downloads(browser_page, lite_origin, tmp_path):
    """The file box's Save writes into the browser's storage, and the site's own file
    browser (its JupyterLab) downloads it: a file to keep, hand in, or open elsewhere."""
    page = browser_page
    attempted = block_other_origins(page, lite_origin)
    path = f"en/{site_tool.PLAY_NOTEBOOK}"
    out = open_and_run_notebook(page, lite_origin, path, attempted)
    assert "Traceback" not in out and "Error" not in out, out[-2000:]
    page.locator(".terra-board").wait_for(state="visible", timeout=60_000)
    settled_position(page)
    page.locator(".terra-action:enabled").first.click()
    settled_position(page)
    page.locator(".terra-secondary .lm-TabBar-tab:visible").nth(FILES_TAB).click()
    page.locator(".terra-file:visible input").fill("class-game.terra.json")
    page.locator(".terra-save").click()
    page.wait_for_function(SAID_IN_FILES, arg="class-game.terra.json", timeout=30_000)

    page.goto(f"{lite_origin}/lab/index.html")  # JupyterLab's file browser, in the site
    page.locator(".jp-DirListing-item", has_text="en").first.dblclick(timeout=60_000)
    item = page.locator(".jp-DirListing-item", has_text="class-game.terra.json")
    item.wait_for(state="visible", timeout=60_000)
    item.click(button="right")
    with page.expect_download(timeout=30_000) as download:
        page.get_by_role("menuitem", name="Download").click()
    saved = tmp_path / "class-game.terra.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text("utf-8"))["format"]

    from terra_widget.session.session import read_game_file

    game = read_game_file(saved.read_text("utf-8"))  # a whole game file, as CPython reads it
    assert game.moment == len(game.state.history) > 0
    assert attempted == []


def cpython_game_file(folder: Path) -> tuple[Path, object]:
    """A game of the play notebook's table (same players, Dev the computer) played on in
    CPython to a moment where a person must choose (so nothing plays on after the load):
    the file, and the game's state there."""
    from terra_widget.bots import make_strategy
    from terra_widget.rules import new_game
    from terra_widget.session.session import Session

    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=11)
    chooser = make_strategy("random", seed=3)
    moves = 0
    while not (moves >= 14 and state.to_act not in (3, None)
               and len(state.legal_actions()) > 1):
        state.apply(chooser.choose(state.view(state.to_act), state.legal_actions()))
        moves += 1
    session = Session(state, {3: make_strategy("balanced", seed=1)}, {3: "balanced"})
    path = folder / "from-cpython.terra.json"
    path.write_text(session.save_json(), encoding="utf-8")
    return path, state


def test_lite_file_box_opens_an_uploaded_game_from_cpython(browser_page, lite_origin,
                                                           tmp_path):
    """The file box's "Open a game file…" (an upload: the file comes from the visitor's
    computer, not the site's storage) shows the game a CPython session saved, at the same
    moment: the same status line and counters as CPython computes for it."""
    from terra_widget.i18n import translator
    from terra_widget.ui.text import counter_items, status_lines

    path, state = cpython_game_file(tmp_path)
    t = translator("en")
    page = browser_page
    attempted = block_other_origins(page, lite_origin)
    out = open_and_run_notebook(page, lite_origin, f"en/{site_tool.PLAY_NOTEBOOK}", attempted)
    assert "Traceback" not in out and "Error" not in out, out[-2000:]
    page.locator(".terra-board").wait_for(state="visible", timeout=60_000)
    fresh = settled_position(page)
    page.locator(".terra-secondary .lm-TabBar-tab:visible").nth(FILES_TAB).click()
    with page.expect_file_chooser(timeout=30_000) as chooser:  # as a person picks it
        page.locator(".terra-upload:visible").click()
    chooser.value.set_files(str(path))
    page.wait_for_function(SAID_IN_FILES, arg=path.name, timeout=30_000)
    shown = settled_position(page)
    assert shown != fresh
    what = page.locator(".terra-status-what").first.text_content()
    assert what == status_lines(t, state.view(None))[1]
    for css_id, text, _level, _tip in counter_items(t, state.view(None)):
        counter = page.locator(f".terra-counter-{css_id}").first.text_content()
        assert text in counter, (css_id, text, counter)
    assert page.locator(".terra-jump input").first.input_value() == str(len(state.history))
    assert attempted == []

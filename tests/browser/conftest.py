"""Fixtures for the real-browser tests (JupyterLab / Voila in Debian's Chromium).

Session fixtures:
    chromium_browser   Playwright Browser on /usr/bin/chromium (FAILS if Chromium is missing;
                       in tests/conftest.py, shared with tests/classroom's attack suite)
    jupyter_lab        harness.LabServer serving the repo root (``notebooks/`` included)
    voila_server       factory: voila_server("path/to/nb.ipynb") -> harness.VoilaServer
Function fixture:
    browser_page       a fresh page (own context); a screenshot is saved to
                       test-artifacts/<test>-FAILED.png when the test fails

Every server started here gets ``harness.SERVER_ENV`` (``TERRA_WIDGET_AUTOSAVE=off``): the
game never autosaves into the repository and never offers to resume an earlier run's game.

The page helpers (open_notebook, run_all_cells, canvas_pixel, axe_scan, ...) are plain
functions in ``harness.py``: ``from harness import open_notebook, run_all_cells``.
Every test collected under tests/browser gets the ``browser`` mark.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness  # noqa: E402


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.browser)
    # Run the browser tests last. Playwright's sync API marks an asyncio loop as running
    # in the main thread for as long as the session-scoped browser lives; a test after it
    # in the same process (e.g. the widget's timed-bot and risk-meter tests, which look
    # for a running loop as a kernel would have) would see that loop. A stable sort keeps
    # every other order unchanged.
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"_browser_rep_{report.when}", report)


@pytest.fixture
def browser_page(chromium_browser, request):
    page = harness.new_page(chromium_browser)
    messages: list[str] = []
    page.on("console", lambda msg: messages.append(f"[{msg.type}] {msg.text}"))
    page.on("pageerror", lambda err: messages.append(f"[pageerror] {err}"))
    page.console_messages = messages  # read by tests that want the browser console
    yield page
    failed = any(
        getattr(getattr(request.node, f"_browser_rep_{when}", None), "failed", False)
        for when in ("setup", "call")
    )
    if failed:
        name = f"{request.node.name}-FAILED"
        try:
            harness.save_screenshot(page, name)
            (harness.ARTIFACTS_DIR / f"{harness._safe_name(name)}.console.txt").write_text(
                "\n".join(messages)
            )
        except Exception as exc:  # the page may be gone; the failure itself matters more
            print(f"could not save failure screenshot: {exc}", file=sys.stderr)
    page.context.close()


#: The kernels import the terra_widget of the checkout these tests live in (a git
#: worktree, say), not the one the venv was installed from in editable mode.
THIS_CHECKOUT = {"PYTHONPATH": str(harness.REPO_ROOT)}


@pytest.fixture(scope="session")
def jupyter_lab(tmp_path_factory):
    server = harness.start_jupyter_lab(tmp_path_factory.mktemp("jupyter-lab"),
                                       extra_env=THIS_CHECKOUT)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory):
    servers: dict[Path, harness.VoilaServer] = {}

    def start(notebook: str | Path) -> harness.VoilaServer:
        path = Path(notebook)
        if not path.is_absolute():
            path = harness.REPO_ROOT / path
        path = path.resolve()
        if path not in servers:
            servers[path] = harness.start_voila(path, tmp_path_factory.mktemp("voila"),
                                                extra_env=THIS_CHECKOUT)
        return servers[path]

    yield start
    for server in servers.values():
        server.stop()

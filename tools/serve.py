"""Start the play notebook for a teacher, quietly: `make play` (JupyterLab) and `make app`
(Voila, a full-window app for the projector).

Prints only what a teacher needs: one progress line, the address once it answers, and how
to stop. Everything JupyterLab or Voila print (extension discovery, "Skipped non-installed
server(s)", kernel messages...) goes to a log file, whose end is shown if the server fails.

* Only on 127.0.0.1; if the port is taken, the next free one is used (the printed address
  is always the real one).
* JupyterLab: a fresh token in the address; the news / update pop-up is switched off with
  a settings override in this environment (``<app dir>/settings/overrides.json``).
* Voila: cells tagged ``notebook-only`` (text for notebook users, such as "run the cell
  below") are left out of the app (nbconvert's TagRemovePreprocessor). The app's address
  takes ``?projector=1`` for projector mode where the widget reads it (Voila gives the
  query string to the kernel as ``QUERY_STRING``).
* Ctrl+C stops the server and its kernels.

* ``--lang fr`` opens the lessons of one language, ``notebooks/<lang>/`` (``make play
  LANG=fr``; by default the Makefile takes the computer's language when it is one of the
  five, else English), and the lines printed here are in that language (the game's own
  translations, ``terra_widget/i18n``).
* JupyterLab's file browser is rooted at ``notebooks/``, with the language's play notebook
  open: the other languages' folders, which the notebooks point to, can be reached.

Standard library only (run with the environment's Python): ``python tools/serve.py lab``
or ``python tools/serve.py app``; ``--lang``, ``--port``, ``--no-browser``, ``--log``.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import webbrowser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
if str(ROOT) not in sys.path:  # the game's translations (standard library only)
    sys.path.insert(0, str(ROOT))
from terra_widget.i18n import LANGUAGES, translator  # noqa: E402

# The lessons' languages are the game's (LANGUAGES), each in its folder notebooks/<lang>/
# (tools/lessons.py writes them).
PLAY_NOTEBOOK = "01_play_terra.ipynb"


def notebook(lang: str = "en") -> Path:
    """The play notebook of one language."""
    return NOTEBOOKS / lang / PLAY_NOTEBOOK


NOTEBOOK = notebook("en")
#: Tag for notebook cells that make no sense in the app (``make app`` hides them).
NOTEBOOK_ONLY_TAG = "notebook-only"
#: JupyterLab settings that stop the news pop-up and the update check.
QUIET_LAB_SETTINGS = {
    "@jupyterlab/apputils-extension:notification": {
        "fetchNews": "false",
        "checkForUpdates": False,
    }
}
HOST = "127.0.0.1"


def available() -> list[str]:
    return [lang for lang in LANGUAGES if notebook(lang).is_file()]


def free_port(start: int, tries: int = 50, t=None) -> int:
    for port in range(start, start + tries):
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind((HOST, port))
            except OSError:
                continue
            return port
    t = t or translator("en")
    raise SystemExit(t("serve.no_port", first=start, last=start + tries - 1))


def quiet_lab_settings() -> Path:
    """Write the settings override (merged into any existing one) and return its path."""
    from jupyterlab.commands import get_app_dir  # this environment's JupyterLab

    path = Path(get_app_dir()) / "settings" / "overrides.json"
    try:
        current = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        current = {}
    merged = dict(current)
    for plugin, values in QUIET_LAB_SETTINGS.items():
        merged[plugin] = {**current.get(plugin, {}), **values}
    if merged != current:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
    return path


def lab_command(port: int, token: str, nb: Path = NOTEBOOK) -> tuple[list[str], str, callable]:
    """JupyterLab rooted at ``notebooks/`` (every language's folder in its file browser),
    opening ``nb`` by its address."""
    cmd = [
        sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={NOTEBOOKS}",
        "--no-browser", f"--ip={HOST}", f"--port={port}", "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        "--ServerApp.answer_yes=True",  # Ctrl+C stops without a y/n question
        # jupyter_lsp looks for ~20 language servers at every start and lists the missing
        "--LanguageServerManager.autodetect=False",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    url = f"http://{HOST}:{port}/lab/tree/{nb.relative_to(NOTEBOOKS).as_posix()}?token={token}"

    def ready(_log: Path) -> bool:
        try:
            with urllib.request.urlopen(
                    f"http://{HOST}:{port}/api/status?token={token}", timeout=2) as r:
                return r.status == 200
        except (urllib.error.URLError, OSError):
            return False

    return cmd, url, ready


def app_command(port: int, nb: Path = NOTEBOOK) -> tuple[list[str], str, callable]:
    cmd = [
        sys.executable, "-m", "voila", str(nb),
        "--no-browser", f"--port={port}", f"--Voila.ip={HOST}", "--Voila.port_retries=0",
        "--TagRemovePreprocessor.enabled=True",
        f"--TagRemovePreprocessor.remove_cell_tags={NOTEBOOK_ONLY_TAG}",
    ]
    url = f"http://{HOST}:{port}/"

    def ready(log: Path) -> bool:
        # no HTTP request: every page load starts a kernel (a game) in Voila
        try:
            text = log.read_text(errors="replace")
        except OSError:
            return False
        if "running at" not in text:
            return False
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.settimeout(1)
            return sock.connect_ex((HOST, port)) == 0

    return cmd, url, ready


def stop(proc: subprocess.Popen) -> None:
    """SIGTERM the server's process group (the server and its kernels), then SIGKILL."""
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)
    except ProcessLookupError:
        pass


def tail(log: Path, lines: int = 25) -> str:
    try:
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


def _interrupt(_signum, _frame):
    raise KeyboardInterrupt  # SIGTERM (a test, a service manager) stops like Ctrl+C


def main(argv: list[str] | None = None) -> int:
    signal.signal(signal.SIGTERM, _interrupt)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["lab", "app"])
    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="the language of the lessons (notebooks/<lang>/)")
    parser.add_argument("--port", type=int, default=None)
    parser.add_argument("--no-browser", action="store_true", help="only print the address")
    parser.add_argument("--log", type=Path, default=None)
    parser.add_argument("--timeout", type=float, default=180.0)
    args = parser.parse_args(argv)
    t = translator(args.lang)
    nb = notebook(args.lang)
    if not nb.is_file():  # a language whose lessons are not written yet: English
        print(t("serve.no_lessons", lang=args.lang, written=", ".join(available())),
              flush=True)
        nb = notebook("en")

    port = free_port(args.port or (8888 if args.what == "lab" else 8866), t=t)
    log = args.log or ROOT / ".venv" / f"terra-{args.what}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    env.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")  # a debugpy warning per kernel
    if args.what == "lab":
        quiet_lab_settings()
        cmd, url, ready = lab_command(port, secrets.token_urlsafe(24), nb)
        print(t("serve.starting_lab"), flush=True)
    else:
        cmd, url, ready = app_command(port, nb)
        print(t("serve.starting_app"), flush=True)

    cwd = NOTEBOOKS if args.what == "lab" else nb.parent
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=str(cwd), env=env, stdin=subprocess.DEVNULL,
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + args.timeout
        while not ready(log):
            if proc.poll() is not None:
                print(f"{t('serve.failed_early', log=log)}\n{tail(log)}", file=sys.stderr)
                return 1
            if time.monotonic() > deadline:
                print(f"{t('serve.timeout', seconds=round(args.timeout), log=log)}\n"
                      f"{tail(log)}", file=sys.stderr)
                stop(proc)
                return 1
            time.sleep(0.3)
        print(t("serve.ready", url=url), flush=True)
        if args.what == "app":
            print(t("serve.projector", url=url), flush=True)
        print(t("serve.stop_hint"), flush=True)
        if not args.no_browser:
            webbrowser.open(url)
        code = proc.wait()
        if code not in (0, -signal.SIGTERM, -signal.SIGINT):
            print(f"{t('serve.failed', code=code, log=log)}\n{tail(log)}", file=sys.stderr)
            return 1
        return 0
    except KeyboardInterrupt:
        stop(proc)
        print(t("serve.stopped"), flush=True)
        return 0
    finally:
        stop(proc)


if __name__ == "__main__":
    sys.exit(main())

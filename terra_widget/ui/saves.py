"""Saved games on disk, without any widget: names, listing, set-ups, backups, path checks.

Every rule here protects a class's work (issue #11, "Losing work"):

* **One autosave per game.** The autosave is named from the notebook and the players
  (``01_play_terra.ana-ben-chloe-dev-1a2b3c.terra-autosave.json``), so two notebooks, or
  two groups in one folder, never share a file. ``notebook_stem`` finds the notebook's
  name in a kernel; without it the name starts with ``terra-game``.
* **Resume only the same set-up.** ``find_resumable`` lists the unfinished autosaves of
  this notebook and these players (the current one and its backups) whose set-up --
  players, teams, crises, computer players -- matches the game asked for, newest first.
* **Never destroy a saved game.** ``Autosaver`` writes through ``write_atomic``; before
  it first writes over a file that is not its own game, it renames that file to a backup
  (``<name>.backup-<UTC time>.terra-autosave.json``), which ``find_resumable`` offers too.
* **The file box stays in the notebook's folder.** ``save_target``/``load_target`` accept
  a name relative to that folder only: no absolute path, no ``..``, no symlink leading out,
  only game-file names (``*.terra.json``; the suffix is added when missing), and an
  existing file is reported so that the widget asks before overwriting it.

Errors meant for people are ``SaveError``: an i18n key and its values, which the widget
translates (an OS error becomes a sentence in the game's language, ``os_error``).
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import unicodedata
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path, PurePath

from ..files import write_atomic

#: A game saved with "Save game" (the file box only writes names ending so).
GAME_SUFFIX = ".terra.json"
#: An automatic save; keep ``*.terra-autosave.json`` out of git.
AUTOSAVE_SUFFIX = ".terra-autosave.json"
#: The start of an autosave's name when the notebook's name is unknown.
DEFAULT_STEM = "terra-game"
#: Marks a backup in a file name: ``<name>.backup-20261122-143000.terra-autosave.json``.
BACKUP_MARK = ".backup-"
#: Larger files are refused before they are read. A whole game is about 20 KB; a custom
#: deck at the engine's limit stays far below this.
MAX_GAME_FILE_BYTES = 2_000_000
#: Messages quote at most this many characters of anything read from a file.
MAX_REASON_CHARS = 300
#: Readable part of the players' slug; a short hash keeps distinct names distinct.
_SLUG_CHARS = 40


class SaveError(Exception):
    """A problem with a game file, for people: ``key`` is an i18n key (``file.*``) and
    ``params`` its values; ``str()`` is the English sentence for logs and tests."""

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params
        super().__init__(f"{key}: {params}")


# --------------------------------------------------------------------------- names
def notebook_stem(environ: Mapping[str, str] | None = None, user_ns=None) -> str | None:
    """The name (without ``.ipynb``) of the notebook this kernel runs, or None.

    JupyterLab/Jupyter Server (2.x) start every kernel with ``JPY_SESSION_NAME`` set to
    the notebook's path (ipykernel also copies it to ``__session__``); VS Code sets
    ``__vsc_ipynb_file__``; Voila passes the page's address as ``SCRIPT_NAME``. A kernel
    started some other way (a script, a console, the tests) has none: None."""
    env = os.environ if environ is None else environ
    if user_ns is None:
        user_ns = _user_ns()
    candidates = [env.get("JPY_SESSION_NAME"), user_ns.get("__vsc_ipynb_file__"),
                  user_ns.get("__session__"), env.get("SCRIPT_NAME")]
    for value in candidates:
        if isinstance(value, str) and value.strip().lower().endswith(".ipynb"):
            stem = PurePath(value.strip().replace("\\", "/")).name[:-len(".ipynb")]
            stem = _safe_part(stem)
            if stem:
                return stem
    return None


def _user_ns() -> Mapping:
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - ipykernel brings IPython
        return {}
    shell = get_ipython()
    return getattr(shell, "user_ns", None) or {}


def _safe_part(text: str) -> str:
    """Text usable inside a file name on every system: no separators or control chars."""
    text = re.sub(r'[\x00-\x1f/\\:*?"<>|]+', "-", text).strip(" .-")
    return text[:80]


def players_slug(players: Sequence[str]) -> str:
    """A short, readable, file-safe name for a list of players: ``ana-ben-chloe-dev-1a2b3c``.

    Accents and case are folded for readability, so a hash of the exact names (and their
    order) keeps "Chloé" and "Chloe" apart."""
    words = []
    for name in players:
        plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
        word = re.sub(r"[^a-z0-9]+", "", plain.lower())
        words.append(word or "x")
    readable = "-".join(words)[:_SLUG_CHARS].strip("-")
    digest = hashlib.sha256("\x1f".join(players).encode("utf-8")).hexdigest()[:6]
    return f"{readable}-{digest}" if readable else digest


def autosave_name(players: Sequence[str], notebook: str | None = None) -> str:
    """``<notebook>.<players>.terra-autosave.json`` (``terra-game`` for an unknown notebook)."""
    return f"{notebook or DEFAULT_STEM}.{players_slug(players)}{AUTOSAVE_SUFFIX}"


def _split_name(path: Path) -> tuple[str, str]:
    """(base, suffix) of a save's name, the suffix being our two-part one when present."""
    name = path.name
    for suffix in (AUTOSAVE_SUFFIX, GAME_SUFFIX):
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[:-len(suffix)], suffix
    return path.stem, path.suffix


def backup_path(path: Path, now: datetime | None = None) -> Path:
    """A free name for a backup of ``path``, in the same folder, that sorts by time."""
    path = Path(path)
    base, suffix = _split_name(path)
    stamp = (now or datetime.now(timezone.utc)).strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{base}{BACKUP_MARK}{stamp}{suffix}")
    n = 2
    while candidate.exists() or candidate.is_symlink():
        candidate = path.with_name(f"{base}{BACKUP_MARK}{stamp}-{n}{suffix}")
        n += 1
    return candidate


def make_backup(path: Path) -> Path | None:
    """Rename ``path`` (if it exists) to a backup name; returns the backup's path."""
    path = Path(path)
    if not path.exists():
        return None
    target = backup_path(path)
    os.replace(path, target)
    return target


def related_saves(path: Path) -> list[Path]:
    """``path`` and its backups (files of the same base name and suffix in its folder)."""
    path = Path(path)
    base, suffix = _split_name(path)
    folder = path.parent
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    out = []
    for name in names:
        if name == path.name or (name.startswith(base + BACKUP_MARK) and name.endswith(suffix)):
            candidate = folder / name
            if candidate.is_file():
                out.append(candidate)
    return sorted(out)


# ------------------------------------------------------------------------ set-ups
def setup_of(players: Sequence[str], *, teams: bool, crises, bots: Mapping) -> dict:
    """What makes two games "the same game" for Resume: players in order, teams, the
    deck (None for the standard one, else the crises as plain data) and which players
    the computer plays with which strategy (``"custom"`` for a strategy object)."""
    return {
        "players": list(players),
        "teams": bool(teams),
        "crises": crises,
        "bots": {str(name): (spec if isinstance(spec, str) else "custom")
                 for name, spec in bots.items()},
    }


def same_setup(saved: Mapping, wanted: Mapping) -> bool:
    """True if a saved game can be offered for the game asked for. The computer players
    must be the same, except that a call naming no computer players at all takes the
    saved ones back (re-running a cell that relied on them)."""
    if (list(saved["players"]) != list(wanted["players"])
            or bool(saved["teams"]) != bool(wanted["teams"])
            or saved["crises"] != wanted["crises"]):
        return False
    if not wanted["bots"]:
        return True
    return _norm_bots(saved["bots"]) == _norm_bots(wanted["bots"])


def _norm_bots(bots: Mapping) -> dict:
    return {name: " ".join(str(spec).lower().split()) for name, spec in bots.items()}


# --------------------------------------------------------------------- reading
def read_game_bytes(path: Path) -> bytes:
    """The bytes of a game file, refusing one larger than ``MAX_GAME_FILE_BYTES`` before
    reading it. Raises SaveError (translated OS errors, "too large")."""
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size > MAX_GAME_FILE_BYTES:
                raise SaveError("file.too_large", name=path.name,
                                limit=f"{MAX_GAME_FILE_BYTES // 1_000_000} MB")
            data = fh.read(MAX_GAME_FILE_BYTES + 1)
    except OSError as exc:
        raise os_error(exc, path.name) from None
    if len(data) > MAX_GAME_FILE_BYTES:  # grew while we read it
        raise SaveError("file.too_large", name=path.name,
                        limit=f"{MAX_GAME_FILE_BYTES // 1_000_000} MB")
    return data


def short_reason(text: str) -> str:
    """A problem's description cut to ``MAX_REASON_CHARS``: a message never echoes a
    whole file (a record's values are quoted in engine errors)."""
    text = " ".join(str(text).split())
    if len(text) <= MAX_REASON_CHARS:
        return text
    return text[:MAX_REASON_CHARS - 1].rstrip() + "…"


@dataclass
class Candidate:
    """An unfinished autosave that may be resumed: the parsed game and what to show."""

    path: Path
    game: object  # session.GameFile
    unknown_bots: dict[str, str] = field(default_factory=dict)  # name -> spec not known here

    @property
    def saved_at(self) -> datetime | None:
        return self.game.saved_at


def find_resumable(path: Path, wanted: Mapping, *,
                   parse: Callable[[bytes], object],
                   strategy_known: Callable[[str], bool] = lambda spec: True,
                   ) -> tuple[list[Candidate], list[tuple[Path, str]]]:
    """The autosaves at ``path`` and its backups that can be resumed for the set-up
    ``wanted`` (``setup_of``): unfinished, readable, same set-up; newest first.

    ``parse`` reads a file's bytes into a ``session.GameFile`` (raising on a bad file).
    A computer player whose strategy is not known here (``strategy_known``) would fail
    after Resume: the candidate lists it in ``unknown_bots``, and the game resumes with a
    person in that seat (the widget says so in the offer).

    Returns (candidates, problems): ``problems`` names each unreadable file with a short
    reason; such files are left in place (never destroyed)."""
    candidates, problems = [], []
    for file in related_saves(path):
        try:
            game = parse(read_game_bytes(file))
        except SaveError as exc:
            problems.append((file, exc))
            continue
        except Exception as exc:  # noqa: BLE001 - any damage: report it, keep the lesson going
            problems.append((file, short_reason(getattr(exc, "reason", None) or exc)))
            continue
        if game.state.is_over:
            continue
        known = {name: spec for name, spec in game.bots.items() if strategy_known(spec)}
        unknown = {name: spec for name, spec in game.bots.items() if name not in known}
        saved_setup = dict(game.setup, bots={**{n: s for n, s in game.setup["bots"].items()
                                                 if n not in unknown}})
        if not same_setup(game.setup, wanted) and not same_setup(saved_setup, wanted):
            continue
        candidates.append(Candidate(file, game, unknown))
    epoch = datetime.min.replace(tzinfo=timezone.utc)
    candidates.sort(key=lambda c: (c.saved_at or epoch, c.path.name), reverse=True)
    return candidates, problems


def strategy_known(spec: str) -> bool:
    """True if ``terra_widget.bots.make_strategy`` can build ``spec`` here."""
    try:
        from ..bots import make_strategy
        make_strategy(spec, seed=0)
    except (ImportError, ValueError, TypeError):
        return False
    return True


# ---------------------------------------------------------------------- writing
class Autosaver:
    """Writes one game's autosave, never over another game without a backup.

    The first write goes over an existing file only after renaming it to a backup,
    unless this autosaver ``adopt``-ed that file (the game was resumed from it)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.owned = False
        self.backups: list[Path] = []

    def adopt(self, source: Path) -> None:
        """The game on screen was resumed from ``source`` (this path or one of its
        backups): from now on it is saved at ``path``. A backup moves back to ``path``
        (after whatever is at ``path`` is backed up), so one game keeps one file."""
        source = Path(source)
        if source != self.path:
            try:
                self._backup_current()
                os.replace(source, self.path)
            except OSError as exc:
                raise os_error(exc, self.path.name) from None
        self.owned = True

    def write(self, text: str) -> Path | None:
        """Write ``text`` atomically; returns the path of a backup made first, if any.
        Raises SaveError (a translated OS error)."""
        backup = None
        try:
            if not self.owned:
                backup = self._backup_current()
            write_atomic(self.path, text)
        except OSError as exc:
            raise os_error(exc, self.path.name) from None
        self.owned = True
        return backup

    def _backup_current(self) -> Path | None:
        if not (self.path.exists() or self.path.is_symlink()):
            return None
        if self.path.is_dir():
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(self.path))
        backup = make_backup(self.path)
        if backup is not None:
            self.backups.append(backup)
        return backup


# -------------------------------------------------------------------- file box
@dataclass(frozen=True)
class Target:
    """Where the file box would write or read: ``path`` inside the folder, ``name`` as
    shown to people (relative to the folder), ``exists`` (ask before overwriting)."""

    path: Path
    name: str
    exists: bool


def _inside(folder: Path, text: str) -> tuple[Path, str]:
    """``text`` as a path inside ``folder``; SaveError if it is empty, absolute, climbs
    with ``..`` or leads outside through a symlink."""
    raw = (text or "").strip()
    if not raw:
        raise SaveError("file.name_empty", suffix=GAME_SUFFIX)
    if "\x00" in raw:
        raise SaveError("file.name_bad", name=short_reason(raw))
    unified = raw.replace("\\", "/")
    parts = [p for p in unified.split("/") if p not in ("", ".")]
    if (unified.startswith(("/", "~")) or re.match(r"^[A-Za-z]:", unified)
            or PurePath(raw).is_absolute()):
        raise SaveError("file.outside", name=short_reason(raw))
    if any(p == ".." for p in parts) or not parts:
        raise SaveError("file.outside", name=short_reason(raw))
    folder = Path(folder)
    path = folder.joinpath(*parts)
    try:
        root = folder.resolve()
        real = path.resolve()
    except (OSError, RuntimeError):  # a symlink loop
        raise SaveError("file.outside", name=short_reason(raw)) from None
    if real != root and root not in real.parents:
        raise SaveError("file.outside", name=short_reason(raw))
    return path, "/".join(parts)


def _target(path: Path, name: str) -> Target:
    if path.is_dir():
        raise SaveError("file.is_folder", name=name)
    return Target(path, name, path.exists())


def save_target(folder: Path, text: str) -> Target:
    """Check a name typed in the file box for "Save game": a ``*.terra.json`` file inside
    ``folder`` (the notebook's). A name without a suffix gets ``.terra.json``; any other
    suffix is refused, saying what is allowed. ``exists`` tells the widget to ask first."""
    path, name = _inside(folder, text)
    if not path.name.endswith(GAME_SUFFIX):
        if PurePath(path.name).suffix:
            base = path.name.split(".")[0] or "game"
            raise SaveError("file.bad_suffix", name=short_reason(name), suffix=GAME_SUFFIX,
                            example=f"{base}{GAME_SUFFIX}")
        path = path.with_name(path.name + GAME_SUFFIX)
        name = name + GAME_SUFFIX
    return _target(path, name)


def load_target(folder: Path, text: str) -> Target:
    """Check a name typed in the file box for "Load game": a ``.json`` file inside
    ``folder`` (game files, autosaves and older saves such as ``terra-game.json``). A name
    without a suffix means ``<name>.terra.json``. The file must exist."""
    path, name = _inside(folder, text)
    if not PurePath(path.name).suffix:
        path = path.with_name(path.name + GAME_SUFFIX)
        name = name + GAME_SUFFIX
    if not path.name.endswith(".json"):
        raise SaveError("file.load_suffix", name=short_reason(name), suffix=GAME_SUFFIX)
    target = _target(path, name)
    if not target.exists:
        raise SaveError("file.os.not_found", name=name)
    return target


# ------------------------------------------------------------------- OS errors
_ERRNO_KEYS = {
    errno.ENOENT: "file.os.not_found",
    errno.EACCES: "file.os.denied",
    errno.EPERM: "file.os.denied",
    errno.ENOSPC: "file.os.full",
    errno.EROFS: "file.os.read_only",
    errno.EISDIR: "file.is_folder",
    errno.ENOTDIR: "file.os.not_folder",
    errno.ENAMETOOLONG: "file.os.too_long",
}
if hasattr(errno, "EDQUOT"):
    _ERRNO_KEYS[errno.EDQUOT] = "file.os.full"


def os_error(exc: OSError, name: str) -> SaveError:
    """An OSError as a SaveError whose key is a sentence in every language (never the
    system's English ``strerror`` in a French game)."""
    key = _ERRNO_KEYS.get(exc.errno)
    if key is None:
        code = errno.errorcode.get(exc.errno, str(exc.errno)) if exc.errno else "?"
        return SaveError("file.os.other", name=name, code=code)
    return SaveError(key, name=name)


# ------------------------------------------------------------ live games registry
_LIVE: dict[str, weakref.ref] = {}


def live_key(path: Path) -> str:
    """The registry's key for an autosave path (the same file by any spelling)."""
    try:
        return str(Path(path).resolve())
    except (OSError, RuntimeError):
        return str(Path(path).absolute())


def claim(path: Path, app) -> object | None:
    """Register ``app`` as the live game writing ``path``; the game that held it before
    (a previous run of the same cell) is closed: ``close()`` stops its computer players
    and its autosave. Returns that previous game, if any."""
    key = live_key(path)
    ref = _LIVE.get(key)
    previous = ref() if ref is not None else None
    _LIVE[key] = weakref.ref(app)
    if previous is not None and previous is not app:
        previous.close()
        return previous
    return None


def release(path: Path, app) -> None:
    """Forget ``app`` as the live game of ``path`` (if it still is)."""
    key = live_key(path)
    ref = _LIVE.get(key)
    if ref is not None and ref() in (app, None):
        del _LIVE[key]

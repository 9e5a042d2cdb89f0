"""Automatic saves: one file per game (named from the notebook and the players), the
set-up that Resume compares, the list of games that may be resumed, backups instead of
overwrites, and the registry of live games (one widget per autosave)."""

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

from ...files import write_atomic
from ...rules.face.names import normal_name
from .base import (
    AUTOSAVE_SUFFIX,
    BACKUP_MARK,
    GAME_SUFFIX,
    PRIVATE_GAME_FILES,
    SaveError,
    as_sentence,
    os_error,
    read_game_bytes,
)

#: The start of an autosave's name when the notebook's name is unknown.
DEFAULT_STEM = "terra-game"
#: Backups kept per game file (so they do not pile up beside the notebooks). Older ones
#: are deleted after a save; the file in use, and so the game just resumed, never is.
KEEP_BACKUPS = 5
#: Readable part of the players' slug; a short hash keeps distinct names distinct.
_SLUG_CHARS = 40


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


def normal_setup(setup):
    """A set-up read from a file with its names in the game's one Unicode form
    (``rules.face.names.normal_name``, R1.1); anything else is returned as it is, for the
    caller's checks to refuse."""
    if not isinstance(setup, dict):
        return setup
    out = dict(setup)
    players, bots = setup.get("players"), setup.get("bots")
    if isinstance(players, list) and all(isinstance(p, str) for p in players):
        out["players"] = [normal_name(p) for p in players]
    if isinstance(bots, dict) and all(isinstance(k, str) for k in bots):
        out["bots"] = {normal_name(k): v for k, v in bots.items()}
    return out


def same_setup(saved: Mapping, wanted: Mapping) -> bool:
    """True if a saved game can be offered for the game asked for. The computer players
    must be the same, except that a call naming no computer players at all takes the
    saved ones back (re-running a cell that relied on them)."""
    saved, wanted = normal_setup(saved), normal_setup(wanted)
    if (list(saved["players"]) != list(wanted["players"])
            or bool(saved["teams"]) != bool(wanted["teams"])
            or saved["crises"] != wanted["crises"]):
        return False
    if not wanted["bots"]:
        return True
    return _norm_bots(saved["bots"]) == _norm_bots(wanted["bots"])


def _norm_bots(bots: Mapping) -> dict:
    return {name: " ".join(str(spec).lower().split()) for name, spec in bots.items()}



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
            problems.append((file, as_sentence(getattr(exc, "reason", None) or exc)))
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
    from ...bots import make_strategy

    try:
        make_strategy(spec, seed=0)
    except (ValueError, TypeError):
        return False
    return True


# ---------------------------------------------------------------------- writing
class Autosaver:
    """Writes one game's autosave, never over another game without a backup.

    The first write goes over an existing file only after renaming it to a backup,
    unless this autosaver ``adopt``-ed that file (the game was resumed from it). If the
    file changes under it afterwards -- another kernel (a second Voila visitor, another
    laptop on a shared folder) saves the same game's file too -- it does not fight over
    the file: it moves on to a fresh name of the same family (``moved_to``), which
    Resume lists like a backup."""

    def __init__(self, path: Path, keep: int = KEEP_BACKUPS):
        self.path = Path(path)
        self.home = self.path  # the family's own name (``path`` moves on a conflict)
        self.keep = keep
        self.owned = False
        self.backups: list[Path] = []
        self.moved_to: Path | None = None  # set by the write that moved to a new name
        self._written = None  # the file's identity right after our last write

    def adopt(self, source: Path) -> None:
        """The game on screen was resumed from ``source`` (this path or one of its
        backups): from now on it is saved at ``path``. A backup moves back to ``path``
        (after whatever is at ``path`` is backed up), so one game keeps one file."""
        source = Path(source)
        if source != self.path:
            try:
                # a game resumed from beside the notebook moves into the saves' folder,
                # which is made like write_atomic makes it
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._backup_current()
                os.replace(source, self.path)
            except OSError as exc:
                raise os_error(exc, self.path.name) from None
        self.owned = True
        self._written = _identity(self.path)
        self.prune()  # only now: the resumed game is at ``path``, out of reach

    def write(self, text: str) -> Path | None:
        """Write ``text`` atomically; returns the path of a backup made first, if any.
        Raises SaveError (a translated OS error)."""
        backup = None
        self.moved_to = None
        try:
            if self.owned and _identity(self.path) != self._written:
                # someone else saved here since our last write: keep both games
                self.path = backup_path(self.path)
                self.moved_to = self.path
            elif not self.owned:
                backup = self._backup_current()
            write_atomic(self.path, text, private=PRIVATE_GAME_FILES)
            self._written = _identity(self.path)
        except OSError as exc:
            raise os_error(exc, self.path.name) from None
        self.owned = True
        if backup is not None or self.moved_to is not None:
            self.prune()
        return backup

    def prune(self) -> list[Path]:
        """Delete this game file's backups beyond the ``keep`` most recently written;
        never the file in use (``path``) nor the family's own name (another kernel may
        be saving there). Returns what was deleted; a file that cannot be deleted stays."""
        spare = {self.path, self.home}
        backups = [p for p in related_saves(self.home) if p not in spare]

        def written(p: Path) -> float:
            try:
                return p.stat().st_mtime
            except OSError:
                return float("inf")  # unreadable now: not the one to delete

        backups.sort(key=lambda p: (written(p), p.name), reverse=True)
        deleted = []
        for old in backups[self.keep:]:
            try:
                old.unlink()
            except OSError:
                continue
            deleted.append(old)
        return deleted

    def _backup_current(self) -> Path | None:
        if not (self.path.exists() or self.path.is_symlink()):
            return None
        if self.path.is_dir():
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(self.path))
        backup = make_backup(self.path)
        if backup is not None:
            self.backups.append(backup)
        return backup


def _identity(path: Path):
    """Which file is at ``path`` now: every atomic write renames a new file there, so
    its inode (and time and size) change with each writer's save."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


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

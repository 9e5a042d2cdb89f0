"""The file box: "Save game" and "Load game" only inside the notebook's folder, only with
game-file names, and an existing file reported so that the widget asks first."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path, PurePath

from ...files import check_replaceable
from .base import GAME_SUFFIX, SaveError, os_error, short_name, short_reason


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
    _check_length(folder, parts, raw)
    path = folder.joinpath(*parts)
    try:
        root = folder.resolve()
        real = path.resolve()
    except (OSError, RuntimeError):  # a symlink loop
        raise SaveError("file.outside", name=short_reason(raw)) from None
    if real != root and root not in real.parents:
        raise SaveError("file.outside", name=short_reason(raw))
    return path, "/".join(parts)


#: Where the system cannot say (Windows): the usual limit of a name's length, in bytes.
_NAME_MAX = 255


def _limit(folder: Path, which: str, default: int) -> int:
    try:
        return int(os.pathconf(folder, which))
    except (AttributeError, OSError, ValueError):
        return default


def _check_length(folder: Path, parts: list[str], raw: str) -> None:
    """Refuse a name the file system would refuse as too long (ENAMETOOLONG) before it
    reaches the system, whose error quotes the whole absolute path: each part at most
    NAME_MAX bytes (255 on most systems, counted in UTF-8, where an accented letter takes
    two), the whole path at most PATH_MAX. The same translated refusal as other bad
    names, quoting the name's start only."""
    try:
        sizes = [len(os.fsencode(p)) for p in parts]
        whole = len(os.fsencode(str(folder.joinpath(*parts))))
    except UnicodeError:  # a lone surrogate: no file system can hold it
        raise SaveError("file.name_bad", name=short_name(raw)) from None
    name_max = _limit(folder, "PC_NAME_MAX", _NAME_MAX)
    if max(sizes) > name_max or whole >= _limit(folder, "PC_PATH_MAX", 4096):
        raise SaveError("file.name_too_long", name=short_name(raw), limit=name_max)


def _target(path: Path, name: str, *, writing: bool) -> Target:
    # the suffix added to a name may have made it too long
    _check_length(path.parent, [path.name], name)
    try:
        if path.is_dir():
            raise SaveError("file.is_folder", name=name)
        # Only an ordinary file is saved over (files.check_replaceable: never a device, a
        # pipe or a link) or read (reading a named pipe would wait for ever).
        check_replaceable(path if writing else path.resolve())
        return Target(path, name, path.exists())
    except OSError as exc:  # never the system's message: it quotes the absolute path
        raise os_error(exc, short_name(name)) from None


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
    return _target(path, name, writing=True)


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
    target = _target(path, name, writing=False)
    if not target.exists:
        raise SaveError("file.os.not_found", name=name)
    return target

"""The file box: "Save game" and "Load game" only inside the notebook's folder, only with
game-file names, and an existing file reported so that the widget asks first."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path, PurePath

from .base import GAME_SUFFIX, SaveError, short_reason


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

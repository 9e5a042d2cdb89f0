"""Saved games on disk, without any widget: names, listing, set-ups, backups, path checks.

Every rule here protects a class's work from being lost:

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
``GameFiles`` puts it together for one widget: Save (asking before overwriting), Load,
Upload, the autosave, the Resume offer and New game, as ``Notice``s to translate.

Modules: ``base`` (suffixes, limits, errors), ``autosaves`` (names, set-ups, backups,
listing, the live-games registry), ``filebox`` (path checks), ``desk`` (``GameFiles``).
"""

from __future__ import annotations

from .autosaves import (
    DEFAULT_STEM,
    KEEP_BACKUPS,
    Autosaver,
    Candidate,
    autosave_name,
    backup_path,
    claim,
    find_resumable,
    live_key,
    make_backup,
    normal_setup,
    notebook_stem,
    players_slug,
    related_saves,
    release,
    same_setup,
    setup_of,
    strategy_known,
)
from .base import (
    AUTOSAVE_SUFFIX,
    BACKUP_MARK,
    GAME_SUFFIX,
    MAX_GAME_FILE_BYTES,
    MAX_REASON_CHARS,
    SAVES_FOLDER,
    SaveError,
    as_sentence,
    legacy_path,
    os_error,
    read_game_bytes,
    short_reason,
)
from .desk import GameFiles, Notice, translate
from .filebox import Target, load_target, save_target

__all__ = [
    "AUTOSAVE_SUFFIX", "BACKUP_MARK", "DEFAULT_STEM", "GAME_SUFFIX", "KEEP_BACKUPS",
    "MAX_GAME_FILE_BYTES",
    "MAX_REASON_CHARS", "as_sentence", "autosave_name", "Autosaver", "backup_path", "Candidate",
    "claim", "find_resumable", "GameFiles", "live_key", "load_target", "make_backup",
    "normal_setup", "notebook_stem", "Notice", "os_error", "players_slug", "read_game_bytes",
    "related_saves", "SAVES_FOLDER", "legacy_path",
    "release", "same_setup", "save_target", "SaveError", "setup_of", "short_reason",
    "strategy_known", "Target", "translate",
]

"""Saving and loading games for ``GameController``: the file box's actions and the
messages beside it (``files_message``), every reason in the game's language. No widgets.
"""

from __future__ import annotations

import errno
from pathlib import Path

from ..files import write_atomic
from ..rules import RecordError
from .session import parse_game_file


class FileActions:
    """Mixed into ``GameController`` (it provides ``t``, ``session``, ``emit`` ...)."""

    def _file_message(self, text: str, error: bool = False) -> None:
        self.files_message = (text, error)
        self.emit("notice")

    def save(self, name: str) -> bool:
        path = Path(name.strip() or "terra-game.json")
        try:
            write_atomic(path, self.session.record_json())
        except OSError as exc:
            self._file_message(self.t("file.save_error", path=str(path),
                                      reason=os_reason(self.t, exc)), True)
            return False
        self._file_message(self.t("file.saved", path=str(path)))
        return True

    def load_path(self, name: str) -> bool:
        path = Path(name.strip() or "terra-game.json")
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            self._file_message(self.t("file.load_error", path=str(path),
                                      reason=os_reason(self.t, exc)), True)
            return False
        return self.load_text(text, source=str(path))

    def load_text(self, text, *, source: str = "?") -> bool:
        """Replace the game by a saved one; on any problem a clear message and the game
        exactly as it was."""
        try:
            state, saved_bots = parse_game_file(text)
            bots, specs = self.bots_for(state, saved_bots)
        except (RecordError, ValueError, TypeError) as exc:
            reason = getattr(exc, "reason", None) or str(exc)
            self._file_message(self.t("file.load_error", path=source, reason=f"{reason}."),
                               True)
            return False
        self.cancel_timer()
        self.session.replace(state, bots, specs)
        self.auto_moves.clear()
        self.risk_history.clear()
        self._changed(travelled=True)
        self._file_message(self.t("file.loaded", path=source))
        return True

    def bots_for(self, state, saved_bots):
        if self.resolve_bots is not None:
            return self.resolve_bots(state, saved_bots)
        # without a resolver (built by hand): keep the bots of the same names
        names = self.session.players
        by_name = {names[s]: (bot, self.session.specs.get(s))
                   for s, bot in self.session.bots.items()}
        bots, specs = {}, {}
        for s, name in enumerate(state.players):
            if name in by_name:
                bots[s], specs[s] = by_name[name]
        return bots, specs


#: errno -> i18n key of a sentence saying why a file could not be read or written.
_OS_REASONS = {
    errno.ENOENT: "oserror.not_found", errno.EACCES: "oserror.denied",
    errno.EPERM: "oserror.denied", errno.EISDIR: "oserror.is_folder",
    errno.ENOTDIR: "oserror.no_folder", errno.ENOSPC: "oserror.full",
    errno.EROFS: "oserror.read_only", errno.ENAMETOOLONG: "oserror.too_long",
}


def os_reason(t, exc) -> str:
    """Why a file operation failed, in the game's language (never the system's English)."""
    if isinstance(exc, UnicodeDecodeError):
        return t("oserror.not_text")
    key = _OS_REASONS.get(getattr(exc, "errno", None))
    if key is not None:
        return t(key)
    return t("oserror.other", code=getattr(exc, "errno", None) or "?")

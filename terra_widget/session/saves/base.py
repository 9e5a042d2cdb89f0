"""What every part of ``saves`` shares: file-name suffixes, limits, and ``SaveError`` (a
problem for people, as an i18n key), with OS errors turned into sentences."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from ...files import NotAFileError
from ...rules.face.save_limits import MAX_FILE_BYTES

#: A game saved with "Save game" (the file box only writes names ending so).
GAME_SUFFIX = ".terra.json"
#: An automatic save; keep ``*.terra-autosave.json`` out of git.
AUTOSAVE_SUFFIX = ".terra-autosave.json"
#: The folder beside the notebook that holds its autosaves (out of the lesson
#: folder's way; a dot folder, which JupyterLab's file browser does not list).
SAVES_FOLDER = ".terra-saves"
#: Marks a backup in a file name: ``<name>.backup-20261122-143000.terra-autosave.json``.
BACKUP_MARK = ".backup-"
#: Larger files are refused before they are read: the engine's limit for a saved game
#: (``rules/face/save_limits.py``), so that the file box refuses what the parser would.
MAX_GAME_FILE_BYTES = MAX_FILE_BYTES
MAX_GAME_FILE_TEXT = f"{MAX_GAME_FILE_BYTES / 1024 / 1024:g} MB"
#: Game files (saved and autosaved) are written readable by their owner only (0600), on
#: purpose and unlike other files (``files.write_atomic`` follows the umask): a game file
#: holds every hand and the order of the draw pile, so a classmate who can read it knows
#: the deal (R1.2, R1.3).
PRIVATE_GAME_FILES = True
#: Messages quote at most this many characters of anything read from a file.
MAX_REASON_CHARS = 300


class SaveError(Exception):
    """A problem with a game file, for people: ``key`` is an i18n key (``file.*``) and
    ``params`` its values; ``str()`` is the English sentence for logs and tests."""

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params
        super().__init__(f"{key}: {params}")


def short_reason(text: str) -> str:
    """A problem's description cut to ``MAX_REASON_CHARS``: a message never echoes a
    whole file (a record's values are quoted in engine errors)."""
    text = " ".join(str(text).split())
    if len(text) <= MAX_REASON_CHARS:
        return text
    return text[:MAX_REASON_CHARS - 1].rstrip() + "…"


#: Messages quote at most this many characters of a name typed in the file box.
MAX_NAME_CHARS = 40


def short_name(text) -> str:
    """A typed file name as messages quote it: its start only when it is long (a name of
    hundreds of letters is refused, not repeated)."""
    text = short_reason(text)
    return text if len(text) <= MAX_NAME_CHARS else text[:MAX_NAME_CHARS - 1] + "…"


def as_sentence(text) -> str:
    """``short_reason`` ending with a full stop, to sit inside a translated sentence."""
    text = short_reason(text)
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def read_game_bytes(path: Path) -> bytes:
    """The bytes of a game file, refusing one larger than ``MAX_GAME_FILE_BYTES`` before
    reading it. Raises SaveError (translated OS errors, "too large")."""
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size > MAX_GAME_FILE_BYTES:
                raise SaveError("file.too_large", name=path.name,
                                limit=MAX_GAME_FILE_TEXT)
            data = fh.read(MAX_GAME_FILE_BYTES + 1)
    except OSError as exc:
        raise os_error(exc, path.name) from None
    if len(data) > MAX_GAME_FILE_BYTES:  # grew while we read it
        raise SaveError("file.too_large", name=path.name,
                        limit=MAX_GAME_FILE_TEXT)
    return data


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
    if isinstance(exc, NotAFileError):  # a device, a pipe or a link: never replaced
        return SaveError("file.not_regular", name=name)
    key = _ERRNO_KEYS.get(exc.errno)
    if key is None:
        code = errno.errorcode.get(exc.errno, str(exc.errno)) if exc.errno else "?"
        return SaveError("file.os.other", name=name, code=code)
    return SaveError(key, name=name)


def legacy_path(path: Path) -> Path | None:
    """Where this autosave was kept before the saves' folder (beside the notebook)."""
    path = Path(path)
    return path.parent.parent / path.name if path.parent.name == SAVES_FOLDER else None

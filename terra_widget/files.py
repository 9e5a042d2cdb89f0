"""Writing files so that a crash, a kill or Ctrl-C never loses the previous version.

Standard library only: the rules engine's layer may use it, and so may the CLI and the UI.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

#: Temporary files are named ``.<name>.<random>.tmp`` next to their target, so that a
#: directory listing shows what they belong to and ``cleanup_temporary`` can find them.
_TMP_SUFFIX = ".tmp"


def write_atomic(path, text: str | bytes) -> None:
    """Write ``text`` to ``path`` so that ``path`` always holds either the old or the new
    content, whole: write a temporary file in the same folder, flush and ``fsync`` it,
    rename it over the target (atomic on POSIX and Windows), then ``fsync`` the folder so
    the rename itself survives a power cut. The temporary file is removed on any error,
    including KeyboardInterrupt."""
    path = Path(path)
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    folder = path.parent if str(path.parent) else Path(".")
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=_TMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: Path) -> None:
    # A directory cannot be opened for fsync on Windows; there the rename is already durable
    # enough for a classroom.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)

"""Writing files so that a crash, a kill or Ctrl-C never loses the previous version.

Standard library only: the rules engine's layer may use it, and so may the CLI and the UI.

``write_atomic`` writes a temporary file next to the target and renames it over the
target. Its own error handling removes the temporary file, but nothing can run when a
process is killed outright (SIGKILL, a kernel restart, a power cut), so a killed write can
leave one behind. Each write therefore first removes such leftovers of earlier writes to
the same target (``remove_stale_temporaries``): files named like its own temporary files
that no living writer holds. A writer holds an exclusive lock (``flock``) on its
temporary file from creation until the rename; the operating system drops the lock when
the process dies, however it dies, which is how a leftover is told from a write in
progress.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no flock; leftovers are recognised by their age instead
    fcntl = None

#: Temporary files are named ``.<name>.<random>.tmp`` next to their target, so that a
#: directory listing shows what they belong to and ``remove_stale_temporaries`` can find
#: them.
_TMP_SUFFIX = ".tmp"
#: Where no lock can be taken (Windows), a leftover is a temporary file older than this:
#: no save of a game takes anywhere near a minute.
STALE_AFTER_S = 60.0


def write_atomic(path, text: str | bytes) -> None:
    """Write ``text`` to ``path`` so that ``path`` always holds either the old or the new
    content, whole: write a temporary file in the same folder, flush and ``fsync`` it,
    rename it over the target (atomic on POSIX and Windows), then ``fsync`` the folder so
    the rename itself survives a power cut. The temporary file is removed on any error,
    including KeyboardInterrupt; one left by a killed earlier write is removed first."""
    path = Path(path)
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    folder = path.parent if str(path.parent) else Path(".")
    folder.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(path)
    fd, tmp = _locked_temporary(folder, path.name)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
            if fcntl is None:  # Windows renames only closed files
                os.close(fd)
                fd = -1
            os.replace(tmp, path)  # the lock is held until the file has its final name
        finally:
            if fd >= 0:
                os.close(fd)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(folder)


def _locked_temporary(folder: Path, name: str) -> tuple[int, str]:
    """A new temporary file for ``name`` in ``folder``, open and locked by us.

    Between creating the file and locking it, a cleaner in another process could take it
    for a leftover and remove it: then the name no longer leads to our file, and we take
    another."""
    while True:
        fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=_TMP_SUFFIX, dir=folder)
        if fcntl is None:
            return fd, tmp
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            if os.stat(tmp).st_ino == os.fstat(fd).st_ino:
                return fd, tmp
        except OSError:  # a cleaner holds it for a moment (it will remove it), or did
            pass
        os.close(fd)


def _temporary_names(path: Path):
    prefix = f".{path.name}."
    try:
        entries = list(os.scandir(path.parent if str(path.parent) else "."))
    except OSError:
        return
    for entry in entries:
        name = entry.name
        # ours: ".<name>." + mkstemp's random part (letters, digits, _) + ".tmp"
        middle = name[len(prefix):-len(_TMP_SUFFIX)]
        if (name.startswith(prefix) and name.endswith(_TMP_SUFFIX) and middle.isascii()
                and middle.replace("_", "").isalnum()
                and entry.is_file(follow_symlinks=False)):
            yield entry.path


def remove_stale_temporaries(path) -> int:
    """Remove the temporary files that killed writes of ``path`` left behind (named
    ``.<name>.<random>.tmp`` next to it) and that no living writer holds. Returns how
    many were removed. ``write_atomic`` calls it before every write."""
    removed = 0
    for tmp in _temporary_names(Path(path)):
        if fcntl is None:
            try:
                if time.time() - os.stat(tmp).st_mtime > STALE_AFTER_S:
                    os.unlink(tmp)
                    removed += 1
            except OSError:
                pass
            continue
        try:
            fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # fails while a writer holds it
            # still the file we locked (not renamed to the target meanwhile): a leftover
            if os.stat(tmp).st_ino == os.fstat(fd).st_ino:
                os.unlink(tmp)
                removed += 1
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


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

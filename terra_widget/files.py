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

Only an ordinary file is ever replaced (``check_replaceable``): a device, a named pipe
(FIFO), a socket, a folder or a symbolic link at the path is refused before anything is
written, with an error saying what is there. Renaming over it would silently turn a device
node or a pipe into a plain file (as root, ``/dev/full`` would stop being a device), and
replacing a link would cut it while writing through it would change a file somewhere else,
perhaps outside the folder the user chose: refusing is the one answer without surprises.

A new file gets the permissions an ordinary ``open()`` would give it (``0o666`` less the
umask), and a replaced file keeps its own, so that results meant to be shared are readable
as the user expects. Callers whose files must stay private (saved games reveal the deal)
pass ``private=True`` and get ``0o600``.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
import tempfile
import time
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no flock; leftovers are recognised by their age instead
    fcntl = None
if not hasattr(fcntl, "flock"):
    # Pyodide (the static site's kernel) has an fcntl module without flock: every
    # save raised AttributeError there. One kernel per browser tab writes its files, so
    # leftovers are recognised by their age, as on Windows.
    fcntl = None

#: Temporary files are named ``.<name>.<random>.tmp`` next to their target, so that a
#: directory listing shows what they belong to and ``remove_stale_temporaries`` can find
#: them.
_TMP_SUFFIX = ".tmp"
#: Where no lock can be taken (Windows), a leftover is a temporary file older than this:
#: no save of a game takes anywhere near a minute.
STALE_AFTER_S = 60.0
#: A temporary file's name keeps at most this many bytes of its target's name: the target
#: may use all of the 255 bytes a file name may have, and the temporary file needs room for
#: its dot, random part and suffix too.
_TMP_NAME_BYTES = 200


def _tmp_prefix(name: str) -> str:
    """``.<name>.``, with a long ``name`` cut and marked by a hash of the whole of it (so
    that two long names with the same start still have their own temporary files)."""
    raw = os.fsencode(name)
    if len(raw) <= _TMP_NAME_BYTES:
        return f".{name}."
    cut = os.fsdecode(raw[:_TMP_NAME_BYTES - 10].decode("utf-8", "ignore").encode("utf-8"))
    return f".{cut}~{hashlib.sha1(raw).hexdigest()[:8]}."


class NotAFileError(OSError):
    """Something other than an ordinary file (or a folder: ``IsADirectoryError``) is at
    the path: ``kind`` says what ("a device", "a named pipe (FIFO)", ...)."""

    def __init__(self, path, kind: str):
        self.kind = kind
        super().__init__(errno.EINVAL, f"it is {kind}, not an ordinary file; only an "
                                       "ordinary file is replaced", str(path))

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


_KINDS = ((stat.S_ISLNK, "a symbolic link"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISFIFO, "a named pipe (FIFO)"),
          (stat.S_ISSOCK, "a socket"))


def check_replaceable(path) -> None:
    """Raise unless ``path`` is free or holds an ordinary file (see the module's
    docstring): ``IsADirectoryError`` for a folder, ``NotAFileError`` for anything else.
    Looks at the path itself, never through a symbolic link. Creates nothing."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    except NotADirectoryError:  # a part of the path is a file: the write will say so
        return
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file", str(path))
    kind = next((kind for test, kind in _KINDS if test(mode)), "not an ordinary file")
    raise NotAFileError(path, kind)


def _umask() -> int:
    # Linux tells the umask without changing it (os.umask can only be read by setting
    # it, which another thread could see for a moment).
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _new_mode(path: Path, private: bool) -> int:
    """The permissions the written file gets: 0o600 if ``private``; else those of the
    ordinary file it replaces, or ``0o666`` less the umask for a new one (as ``open``)."""
    if private:
        return 0o600
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~_umask()


def write_atomic(path, text: str | bytes, *, private: bool = False) -> None:
    """Write ``text`` to ``path`` so that ``path`` always holds either the old or the new
    content, whole: write a temporary file in the same folder, flush and ``fsync`` it,
    rename it over the target (atomic on POSIX and Windows), then ``fsync`` the folder so
    the rename itself survives a power cut. The temporary file is removed on any error,
    including KeyboardInterrupt; one left by a killed earlier write is removed first.

    Refuses, before writing anything, a path that holds anything but an ordinary file
    (``check_replaceable``). The file gets ``open()``'s permissions (the umask, or those
    of the file replaced), or ``0o600`` when ``private``."""
    path = Path(path)
    check_replaceable(path)
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    folder = path.parent if str(path.parent) else Path(".")
    folder.mkdir(parents=True, exist_ok=True)
    mode = _new_mode(path, private)
    remove_stale_temporaries(path)
    fd, tmp = _locked_temporary(folder, path.name)
    try:
        try:
            if hasattr(os, "fchmod") and mode != 0o600:  # mkstemp made it 0o600
                os.fchmod(fd, mode)
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
        fd, tmp = tempfile.mkstemp(prefix=_tmp_prefix(name), suffix=_TMP_SUFFIX, dir=folder)
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
    prefix = _tmp_prefix(path.name)
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

"""Durability: ``files.write_atomic`` leaves the old or the new file whole, flushed to
disk, and no temporary file behind: not after success, not after an error, and not after a
killed write (the next write removes what a kill left; see also tests/test_kill_save.py)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

import terra_widget.files as files
from terra_widget.files import remove_stale_temporaries, write_atomic

needs_flock = pytest.mark.skipif(files.fcntl is None, reason="flock is POSIX only (Windows "
                                 "recognises leftovers by age, tested below)")


def listing(folder) -> set[str]:
    return {p.name for p in folder.iterdir()}


def leftover(folder, target="game.terra.json", middle="k1ll3d_x") -> os.PathLike:
    """A temporary file as a write killed half-way leaves it (nobody holds it)."""
    tmp = folder / f".{target}.{middle}.tmp"
    tmp.write_text('{"format": "terra_wid')
    return tmp


def test_write_atomic_writes_text_and_bytes_and_leaves_only_the_target(tmp_path):
    target = tmp_path / "sub" / "game.terra.json"
    write_atomic(target, "première")
    assert target.read_text("utf-8") == "première"
    write_atomic(target, b"\x00\x01 second")
    assert target.read_bytes() == b"\x00\x01 second"
    big = "x" * 3_000_000  # more than one os.write may take at once
    write_atomic(target, big)
    assert target.read_text() == big
    assert listing(target.parent) == {"game.terra.json"}


def test_write_atomic_flushes_the_file_and_its_folder_to_disk(tmp_path, monkeypatch):
    synced = []
    real = os.fsync

    def fsync(fd):
        synced.append(os.path.isdir(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd")
                      else None)
        return real(fd)

    monkeypatch.setattr(files.os, "fsync", fsync)
    write_atomic(tmp_path / "a.json", "{}")
    assert len(synced) == 2  # the temporary file's data, then the folder (the rename)
    if synced[0] is not None:
        assert synced == [False, True]


@pytest.mark.parametrize("failure", [OSError(28, "No space left on device"),
                                     KeyboardInterrupt()], ids=["disk full", "Ctrl-C"])
def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary_file(tmp_path, monkeypatch,
                                                                         failure):
    target = tmp_path / "game.terra.json"
    write_atomic(target, "old, whole")

    def broken(fd):
        raise failure

    monkeypatch.setattr(files.os, "fsync", broken)
    with pytest.raises(type(failure)):
        write_atomic(target, "new" * 1000)
    assert target.read_text() == "old, whole"
    assert listing(tmp_path) == {"game.terra.json"}


def test_a_failed_rename_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "game.terra.json"
    target.mkdir()  # a folder of that name: the rename must fail
    with pytest.raises(OSError):
        write_atomic(target, "x")
    assert listing(tmp_path) == {"game.terra.json"} and target.is_dir()


@needs_flock
def test_a_write_removes_what_a_killed_write_left_behind(tmp_path):
    # the leftover of a SIGKILL would otherwise stay next to the game for ever
    target = tmp_path / "game.terra.json"
    leftover(tmp_path)
    leftover(tmp_path, middle="2nd_one")
    write_atomic(target, "saved")
    assert listing(tmp_path) == {"game.terra.json"}
    assert target.read_text() == "saved"


@needs_flock
def test_stale_removal_touches_only_our_own_unheld_temporary_files(tmp_path):
    target = tmp_path / "game.terra.json"
    others = ["game.terra.json.tmp", ".game.terra.json.tmp", ".game.terra.json.a.b.tmp",
              ".other.json.abc.tmp", ".game.terra.json.abc.tmp.bak", "notes.ipynb",
              ".game.terra.json.é.tmp"]
    for name in others:
        (tmp_path / name).write_text("keep me")
    (tmp_path / ".game.terra.json.dir_x.tmp").mkdir()  # a folder, not a file of ours
    held = leftover(tmp_path, middle="alive_1")
    fd = os.open(held, os.O_RDONLY)  # a writer in progress holds its temporary file
    files.fcntl.flock(fd, files.fcntl.LOCK_EX)
    stale = leftover(tmp_path, middle="dead_2")
    try:
        assert remove_stale_temporaries(target) == 1
        assert not stale.exists() and held.exists()
        for name in others:
            assert (tmp_path / name).read_text() == "keep me"
    finally:
        os.close(fd)
    assert remove_stale_temporaries(target) == 1  # released: now it is a leftover too
    assert not held.exists()


@needs_flock
def test_a_writer_whose_new_file_is_taken_for_a_leftover_starts_again(tmp_path, monkeypatch):
    # another process's cleaner can remove our temporary file between its creation and
    # our lock: the write must notice and use another file, not rename a ghost
    real_flock = files.fcntl.flock
    calls = []

    def flock(fd, op):
        if not calls:  # the first file we make vanishes just before we lock it
            name = os.readlink(f"/proc/self/fd/{fd}")
            os.unlink(name)
        calls.append(op)
        return real_flock(fd, op)

    if not os.path.exists("/proc/self/fd"):
        pytest.skip("needs /proc to find the file behind a descriptor")
    monkeypatch.setattr(files.fcntl, "flock", flock)
    write_atomic(tmp_path / "game.terra.json", "whole")
    assert len(calls) == 2
    assert (tmp_path / "game.terra.json").read_text() == "whole"
    assert listing(tmp_path) == {"game.terra.json"}


@needs_flock
def test_a_write_in_progress_in_another_process_is_left_alone(tmp_path):
    # a second process holds a temporary file of the same target (as a slow writer would)
    target = tmp_path / "game.terra.json"
    held = leftover(tmp_path, middle="other_p")
    code = ("import fcntl, os, sys, time\n"
            f"fd = os.open({str(held)!r}, os.O_RDONLY)\n"
            "fcntl.flock(fd, fcntl.LOCK_EX)\n"
            "print('locked', flush=True)\n"
            "sys.stdin.readline()\n")
    other = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "locked"
        write_atomic(target, "mine")
        assert held.exists()  # not ours to remove: its writer is alive
    finally:
        other.communicate("\n", timeout=30)
    write_atomic(target, "mine again")  # its writer is gone: a leftover now
    assert listing(tmp_path) == {"game.terra.json"}


def test_without_locks_leftovers_are_recognised_by_age(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "fcntl", None)  # as on Windows
    target = tmp_path / "game.terra.json"
    old = leftover(tmp_path, middle="old_one")
    young = leftover(tmp_path, middle="young_1")
    past = time.time() - files.STALE_AFTER_S - 5
    os.utime(old, (past, past))
    write_atomic(target, "saved")
    assert not old.exists() and young.exists()
    assert target.read_text() == "saved"


# ------------------------------------------------- only an ordinary file is replaced
def _special(kind, folder):
    """A path in ``folder`` holding something that is not an ordinary file."""
    path = folder / f"{kind}.json"
    if kind == "device":
        if os.geteuid() != 0:
            pytest.skip("making a device node (mknod) needs root; the tests run as root in CI")
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 7))  # /dev/full
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "symlink":
        (folder / "target.json").write_text("the link's target")
        path.symlink_to(folder / "target.json")
    elif kind == "dangling symlink":
        path.symlink_to(folder / "nowhere.json")
    elif kind == "folder":
        path.mkdir()
    return path


SPECIAL = ["device", "fifo", "symlink", "dangling symlink", "folder"]


@pytest.mark.parametrize("kind", SPECIAL)
def test_r27_anything_but_an_ordinary_file_is_refused_before_any_work(tmp_path, kind):
    # a rename would replace a device node, a FIFO or a link by a plain file
    path = _special(kind, tmp_path)
    before = os.lstat(path)
    listed = listing(tmp_path)
    with pytest.raises(OSError) as info:
        write_atomic(path, "results")
    after = os.lstat(path)
    assert (after.st_ino, stat.S_IFMT(after.st_mode)) == (before.st_ino,
                                                          stat.S_IFMT(before.st_mode))
    assert listing(tmp_path) == listed  # no temporary file was even made
    if kind == "folder":
        assert isinstance(info.value, IsADirectoryError)
    else:
        assert isinstance(info.value, files.NotAFileError)
        what = {"device": "a device", "fifo": "a named pipe (FIFO)"}.get(kind,
                                                                       "a symbolic link")
        assert info.value.kind == what
        assert f"it is {what}, not an ordinary file" in str(info.value)
    if kind == "symlink":
        assert (tmp_path / "target.json").read_text() == "the link's target"


def test_r27_an_ordinary_file_or_a_free_path_passes_the_check(tmp_path):
    files.check_replaceable(tmp_path / "free.json")
    files.check_replaceable(tmp_path / "no-folder" / "free.json")
    (tmp_path / "old.json").write_text("old")
    files.check_replaceable(tmp_path / "old.json")
    write_atomic(tmp_path / "old.json", "new")
    assert (tmp_path / "old.json").read_text() == "new"


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX permissions only")
@pytest.mark.parametrize("umask", [0o022, 0o002, 0o077], ids=["022", "002", "077"])
def test_r27_a_new_file_follows_the_umask_and_a_private_one_is_0600(tmp_path, umask):
    # mkstemp makes every temporary file 0600, whatever the umask
    old = os.umask(umask)
    try:
        write_atomic(tmp_path / "results.json", "shared")
        write_atomic(tmp_path / "game.terra.json", "the deal", private=True)
    finally:
        os.umask(old)
    assert os.stat(tmp_path / "results.json").st_mode & 0o777 == 0o666 & ~umask
    assert os.stat(tmp_path / "game.terra.json").st_mode & 0o777 == 0o600


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX permissions only")
def test_r27_a_replaced_file_keeps_its_permissions_unless_private(tmp_path):
    target = tmp_path / "results.json"
    target.write_text("old")
    os.chmod(target, 0o640)
    write_atomic(target, "new")
    assert os.stat(target).st_mode & 0o777 == 0o640
    write_atomic(target, "newer", private=True)
    assert os.stat(target).st_mode & 0o777 == 0o600


@needs_flock
@pytest.mark.parametrize("name", ["a" * 255, "é" * 127], ids=["255 letters", "127 accents"])
def test_r27_a_target_of_the_longest_allowed_name_is_written_and_cleaned_after(tmp_path,
                                                                                name):
    # a temporary file ".<name>.<random>.tmp" would be too long a name to create
    target = tmp_path / name
    write_atomic(target, "whole")
    assert target.read_text() == "whole" and listing(tmp_path) == {name}
    prefix = files._tmp_prefix(name)
    (tmp_path / f"{prefix}k1ll3d_x.tmp").write_text("half")  # what a kill would leave
    assert remove_stale_temporaries(target) == 1
    assert listing(tmp_path) == {name}


def test_write_atomic_works_where_fcntl_has_no_flock(tmp_path, monkeypatch):
    """Pyodide (the static site's kernel) has an fcntl module without flock: a save there
    must still be written (no AttributeError), the temporary file removed."""
    import importlib.util
    import types

    monkeypatch.setitem(sys.modules, "fcntl", types.ModuleType("fcntl"))  # no flock
    spec = importlib.util.spec_from_file_location("files_in_pyodide",
                                                  Path(files.__file__))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    target = tmp_path / "saves" / "game.terra-autosave.json"
    module.write_atomic(target, '{"moves": 3}')
    module.write_atomic(target, '{"moves": 4}')
    assert target.read_text() == '{"moves": 4}'
    assert sorted(p.name for p in target.parent.iterdir()) == [target.name]

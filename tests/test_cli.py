"""The terra-widget command line: a run, the help, and every kind of bad input."""

from __future__ import annotations

import errno
import io
import json
import os
import subprocess
import sys

import pytest

from terra_widget import cli
from terra_widget.i18n import translator
from terra_widget.sim import SimulationResult, simulate
from terra_widget.sim.progress import Bar

STRATS = "cooperative,selfish,balanced:0.5,random"


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_simulate_prints_the_summary_of_the_same_games_as_the_api(tmp_path):
    path = tmp_path / "out.json"
    code, out, err = run("simulate", "--players", "4", "--strategies", STRATS,
                         "--games", "40", "--seed", "1", "--json", str(path))
    assert code == 0, err
    expected = simulate(STRATS.split(","), 40, seed=1)
    assert expected.table() in out
    assert f"Wrote every game's record and the summary to {path}" in out
    saved = SimulationResult.from_json(path.read_text())
    assert saved.records == expected.records
    assert json.loads(path.read_text())["summary"]["games"] == 40
    assert err == ""  # short run: no progress bar


def test_one_strategy_fills_every_seat_and_teams_work():
    code, out, _ = run("simulate", "--players", "6", "--strategies", "Cooperative",
                       "--games", "5", "--teams")
    assert code == 0
    assert "6 players in teams" in out
    assert "1=cooperative, 2=cooperative" in out


def test_workers_give_the_same_table():
    serial = run("simulate", "--strategies", STRATS, "--games", "20", "--seed", "3")
    pooled = run("simulate", "--strategies", STRATS, "--games", "20", "--seed", "3",
                 "--workers", "2")
    assert serial[0] == pooled[0] == 0
    assert serial[1] == pooled[1]


@pytest.mark.parametrize("lang", ["fr", "de", "es", "ca"])
def test_lang_prints_the_report_in_that_language(lang, tmp_path):
    """--lang: the same games, the report in the class's language (the table of
    SimulationResult.table(lang)); the --json file does not depend on it."""
    path = tmp_path / f"{lang}.json"
    code, out, err = run("simulate", "--strategies", STRATS, "--games", "30", "--seed", "4",
                         "--lang", lang, "--json", str(path))
    assert code == 0, err
    expected = simulate(STRATS.split(","), 30, seed=4)
    assert out.startswith(expected.table(lang) + "\n")
    assert expected.table() not in out and "World lost" not in out
    assert path.read_text() == expected.to_json(indent=1)


def test_lang_defaults_to_english():
    code, out, _ = run("simulate", "--strategies", STRATS, "--games", "10", "--seed", "4")
    assert code == 0
    assert out == simulate(STRATS.split(","), 10, seed=4).table("en") + "\n"


def test_progress_bar_on_long_runs_goes_to_stderr(monkeypatch):
    monkeypatch.setattr(cli, "PROGRESS_FROM", 10)
    code, out, err = run("simulate", "--strategies", "random", "--games", "200")
    assert code == 0
    lines = err.strip().splitlines()  # not a terminal: a line now and then, and the last
    assert 2 <= len(lines) <= 11
    assert lines[-1].startswith("100%") and "200/200" in lines[-1]
    assert "200/200" not in out
    quiet = run("simulate", "--strategies", "random", "--games", "200", "--no-progress")
    assert quiet[2] == ""


def test_progress_bar_redraws_in_place_on_a_terminal():
    class Tty(io.StringIO):
        def isatty(self):
            return True

    stream = Tty()
    bar = Bar(4, stream=stream)
    for done in range(1, 5):
        bar(done, 4)
    text = stream.getvalue()
    assert text.count("\r") >= 2 and text.endswith("\n") and "\n" not in text[:-1]
    assert "100%" in text and "4/4" in text


def test_tournament_progress_goes_to_stderr_in_its_language(tmp_path):
    code, out, err = run("tournament", str(tmp_path), "--add", "selfish,random,cooperative",
                         "--games", "3", "--lang", "de")
    assert code == 0, err
    last = err.strip().splitlines()[-1]
    assert last.startswith(translator("de")("tournament.progress")) and "3/3" in last
    assert "3/3" not in out


def test_help_explains_every_option(capsys):
    assert cli.main(["simulate", "--help"]) == 0
    text = capsys.readouterr().out
    for option in ("--players", "--strategies", "--games", "--seed", "--teams", "--workers",
                   "--json", "--lang", "--no-progress"):
        assert option in text
    assert "balanced:<greed 0..1>" in text and "3 to 6" in text
    assert "1 to 100,000,000" in " ".join(text.split())
    assert "fr (Français)" in " ".join(text.split()) and "ca (Català)" in " ".join(text.split())
    assert cli.main(["--help"]) == 0
    assert "simulate" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["simulate", "--strategies", "cooperative,greedy,random"],
     "--strategies: unknown strategy 'greedy'; allowed: random, cooperative, selfish, "
     "balanced, balanced:<greed 0..1>"),
    (["simulate", "--strategies", "balanced:1.5"], "greed must be a number from 0 to 1"),
    (["simulate", "--strategies", "random:2"], "takes no parameter"),
    (["simulate", "--strategies", "random,,random"], "empty name"),
    (["simulate", "--players", "4", "--strategies", "random,random,random"],
     "--strategies lists 3 strategies but --players is 4: give one per seat"),
    (["simulate", "--strategies", "random,random"], "Terra needs 3 to 6 players"),
    (["simulate", "--strategies", ",".join(["random"] * 7)], "Terra needs 3 to 6 players"),
    (["simulate", "--players", "7"], "argument --players: must be a whole number from 3 to 6"),
    (["simulate", "--players", "four"], "argument --players: must be a whole number"),
    (["simulate", "--games", "0"], "argument --games: must be a whole number >= 1"),
    (["simulate", "--workers", "-1"], "argument --workers: must be a whole number >= 1"),
    (["simulate", "--seed", "abc"], "argument --seed: must be a whole number"),
    (["simulate", "--lang", "xx"], "argument --lang: must be one of en, fr, de, es, ca, not 'xx'"),
    (["simulate", "--lang", "FR"], "argument --lang: must be one of en, fr, de, es, ca"),
    (["simulate", "--players", "5", "--teams"], "--teams: teams of two need 4 or 6 players"),
    (["simulate", "--bogus"], "unrecognized arguments: --bogus"),
    ([], "choose a command: simulate"),
    (["play-chess"], "invalid choice: 'play-chess'"),
])
def test_bad_input_is_one_line_saying_what_is_allowed(argv, message):
    code, out, err = run(*argv)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and "error: " in err, err
    assert message in err


def _bad_json_paths(tmp_path):
    (tmp_path / "a-file").write_text("x")
    return [
        (tmp_path / "no" / "x.json", f"the folder {tmp_path / 'no'} does not exist"),
        (tmp_path, "it is a folder, not a file"),
        (tmp_path / "a-file" / "x.json", f"{tmp_path / 'a-file'} is not a folder"),
    ]


@pytest.mark.parametrize("case", [0, 1, 2])
def test_an_unwritable_json_path_is_refused_before_simulating(tmp_path, monkeypatch, case):
    """QA report: --json in a missing folder played every game, printed the table, then
    failed. Now: one line naming the path and why, exit code 2, no game played, no file."""
    path, reason = _bad_json_paths(tmp_path)[case]
    before = sorted(tmp_path.rglob("*"))

    def no_simulation(*args, **kwargs):
        raise AssertionError("simulated before checking --json")

    monkeypatch.setattr("terra_widget.sim.simulate", no_simulation)
    code, out, err = run("simulate", "--games", "5", "--json", str(path))
    assert code == 2 and out == ""
    assert err == (f"terra-widget simulate: error: --json {path}: {reason}; give a file path "
                   "in an existing, writable folder\n")
    assert sorted(tmp_path.rglob("*")) == before  # the check created nothing


def test_an_empty_json_path_is_refused():
    code, out, err = run("simulate", "--games", "3", "--json", "")
    assert code == 2 and out == "" and "--json needs a file path" in err


def test_a_json_path_without_write_permission_is_refused_before_simulating(tmp_path,
                                                                           monkeypatch):
    """Permissions are asked of the system (os.access), never by creating a file. Faked
    here: tests may run as root, who may write anywhere."""
    existing = tmp_path / "old.json"
    existing.write_text("{}")
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    code, out, err = run("simulate", "--games", "3", "--json", str(tmp_path / "x.json"))
    assert code == 2 and out == ""
    assert f"--json {tmp_path / 'x.json'}: cannot create files in {tmp_path} (permission " \
           "denied or read-only)" in err
    code, out, err = run("simulate", "--games", "3", "--json", str(existing))
    assert code == 2 and out == ""
    assert f"--json {existing}: the file cannot be written" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.json"]
    assert existing.read_text() == "{}"


def test_a_json_path_that_cannot_be_written_after_the_run_is_still_reported(tmp_path,
                                                                          monkeypatch):
    """The check comes first, but writing may still fail (here: the disk fills up as the
    file is flushed): one line and exit code 1, after the table; the previous file is
    unchanged and no temporary file is left behind."""
    path = tmp_path / "x.json"
    path.write_text("previous results")

    def full_disk(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    code, out, err = run("simulate", "--games", "3", "--json", str(path))
    assert code == 1 and "World lost" in out
    assert err == (f"terra-widget simulate: error: cannot write {path}: No space left on "
                   "device; any previous file there is unchanged\n")
    assert path.read_text() == "previous results"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


#: Run in a fresh interpreter: the JSON file is written half, then a real SIGINT (what
#: Ctrl-C sends) arrives before the rest. Both ways a file can be opened for writing are
#: watched (open(), os.fdopen() and a bare os.write()), for files in the target's folder only.
CTRL_C_DURING_WRITE = """
import builtins, os, signal, sys
from terra_widget import cli
from terra_widget.i18n import translator

target = os.path.abspath(sys.argv[1])
folder = os.path.dirname(target)
real_open, real_fdopen = builtins.open, os.fdopen


class Interrupted:
    def __init__(self, fh):
        self.fh = fh

    def write(self, data):
        self.fh.write(data[:len(data) // 2])
        self.fh.flush()
        os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C: KeyboardInterrupt from here on
        return self.fh.write(data[len(data) // 2:])

    def __getattr__(self, name):
        return getattr(self.fh, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return self.fh.__exit__(*exc)


def watched(name, mode):
    return "w" in mode and os.path.dirname(os.path.abspath(name)) == folder


def open_(file, mode="r", *args, **kwargs):
    fh = real_open(file, mode, *args, **kwargs)
    return Interrupted(fh) if isinstance(file, str) and watched(file, mode) else fh


def fdopen(fd, mode="r", *args, **kwargs):
    fh = real_fdopen(fd, mode, *args, **kwargs)
    return Interrupted(fh) if watched(os.readlink(f"/proc/self/fd/{fd}"), mode) else fh


real_write = os.write


def write(fd, data):
    if not watched(os.readlink(f"/proc/self/fd/{fd}"), "w"):
        return real_write(fd, data)
    real_write(fd, data[:len(data) // 2])
    os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C: KeyboardInterrupt from here on
    return real_write(fd, data[len(data) // 2:])


builtins.open, os.fdopen, os.write = open_, fdopen, write
sys.exit(cli.main(["simulate", "--games", "30", "--json", target]))
"""


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs Linux's /proc")
def test_ctrl_c_while_the_json_file_is_written_leaves_the_previous_file(tmp_path):
    """#11: Ctrl-C during the write left a 0-byte file and the previous results were gone.
    Now the previous file stays whole, no temporary file is left, exit code 130."""
    path = tmp_path / "results.json"
    previous = simulate(["random"] * 4, 3, seed=9).to_json(indent=1)
    path.write_text(previous)
    done = subprocess.run([sys.executable, "-c", CTRL_C_DURING_WRITE, str(path)],
                          capture_output=True, text=True, timeout=300)
    assert path.read_text() == previous  # today's main: half a file
    assert [p.name for p in tmp_path.iterdir()] == ["results.json"]
    assert done.returncode == 130, done.stderr
    assert "World lost" in done.stdout and "Wrote" not in done.stdout
    assert done.stderr.endswith(f"interrupted before {path} was written; any previous "
                                "file there is unchanged\n"), done.stderr
    assert "Traceback" not in done.stderr


def test_a_long_run_writes_its_summary_without_every_record(tmp_path, monkeypatch):
    """Above KEEP_RECORDS_UP_TO games the run keeps (and the file holds) only the summary
    and its exact counts, so memory does not grow with --games."""
    from terra_widget.sim import runner

    monkeypatch.setattr(runner, "KEEP_RECORDS_UP_TO", 5)
    path = tmp_path / "big.json"
    code, out, err = run("simulate", "--games", "12", "--seed", "2", "--json", str(path))
    assert code == 0, err
    assert (f"Wrote the summary (the 12 games' own records are kept only for runs of up to "
            f"10,000 games) to {path}") in out
    saved = SimulationResult.from_json(path.read_text())
    assert not saved.has_records
    assert saved.summary() == simulate(["cooperative"] * 4, 12, seed=2).summary()
    assert saved.table() in out


def test_the_installed_command_runs():
    """The real entry point, in a fresh interpreter (python -m terra_widget.cli)."""
    proc = subprocess.run([sys.executable, "-m", "terra_widget.cli", "simulate", "--games",
                           "3", "--strategies", "nope"], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 2
    assert proc.stderr.strip().startswith("terra-widget simulate: error: --strategies")
    ok = subprocess.run([sys.executable, "-m", "terra_widget.cli", "simulate", "--games",
                         "3"], capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0 and "World lost" in ok.stdout


def test_console_script_entry_point_is_main():
    from importlib.metadata import entry_points

    (ep,) = entry_points(group="console_scripts", name="terra-widget")
    assert ep.value == "terra_widget.cli:main"
    assert ep.load() is cli.main


# --------------------------------------------------------------- #27: files and Ctrl-C
@pytest.mark.parametrize("kind", ["device", "fifo", "symlink", "folder"])
def test_r27_a_json_path_that_is_not_an_ordinary_file_is_refused_before_simulating(
        tmp_path, monkeypatch, kind):
    """#27: as root, --json devfull replaced the device node by a results file and exited 0
    (a FIFO or a link likewise became a plain file). Now: refused, nothing played."""
    import stat

    path = tmp_path / "out.json"
    if kind == "device":
        if os.geteuid() != 0:
            pytest.skip("making a device node (mknod) needs root; the tests run as root in CI")
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 7))  # as /dev/full
        what = "a device"
    elif kind == "fifo":
        os.mkfifo(path)
        what = "a named pipe (FIFO)"
    elif kind == "symlink":
        (tmp_path / "real.json").write_text("kept")
        path.symlink_to(tmp_path / "real.json")
        what = "a symbolic link"
    else:
        path.mkdir()
    before = os.lstat(path)

    def no_simulation(*args, **kwargs):
        raise AssertionError("simulated before checking --json")

    monkeypatch.setattr("terra_widget.sim.simulate", no_simulation)
    code, out, err = run("simulate", "--games", "5", "--json", str(path))
    assert code == 2 and out == ""
    if kind == "folder":
        reason = "it is a folder, not a file"
    else:
        reason = f"it is {what}, not an ordinary file, and only an ordinary file is replaced"
    assert err == (f"terra-widget simulate: error: --json {path}: {reason}; give a file path "
                   "in an existing, writable folder\n")
    after = os.lstat(path)
    assert (after.st_ino, stat.S_IFMT(after.st_mode)) == (before.st_ino,
                                                          stat.S_IFMT(before.st_mode))
    if kind == "symlink":
        assert (tmp_path / "real.json").read_text() == "kept"


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX permissions only")
def test_r27_a_json_results_file_follows_the_umask(tmp_path):
    """#27: the atomic write left results at mkstemp's 0600, readable by their owner only."""
    old = os.umask(0o022)
    try:
        code, out, err = run("simulate", "--games", "3", "--json", str(tmp_path / "r.json"))
    finally:
        os.umask(old)
    assert code == 0, err
    assert os.stat(tmp_path / "r.json").st_mode & 0o777 == 0o644


def test_r27_ctrl_c_after_the_rename_says_the_file_was_written(tmp_path, monkeypatch):
    """#27: Ctrl-C while the folder was synced, after the new file had its name, said
    "interrupted before ... was written; any previous file there is unchanged"."""
    from terra_widget import files

    path = tmp_path / "results.json"
    path.write_text("previous results")

    def ctrl_c(folder):
        raise KeyboardInterrupt

    monkeypatch.setattr(files, "_fsync_folder", ctrl_c)
    code, out, err = run("simulate", "--games", "3", "--seed", "4", "--json", str(path))
    assert code == 130
    assert SimulationResult.from_json(path.read_text()).games == 3  # the new file is there
    assert err == (f"\nterra-widget simulate: interrupted after {path} was written: it holds "
                   "this run's results\n")

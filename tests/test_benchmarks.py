"""The benchmark scripts still run and print their figures (tiny runs; no timing is
asserted here -- speed is measured by running them by hand, see README)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks"


def run(script: str, *args: str) -> str:
    done = subprocess.run([sys.executable, str(BENCH / script), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_simulate_speed_prints_every_figure(tmp_path):
    out_file = tmp_path / "figures.json"
    out = run("simulate_speed.py", "--runs", "1", "--games", "12", "--json", str(out_file))
    for words in ("engine: ", "4 cooperative bots", "answers replayed", "play_out", "views",
                  "no strategy",
                  "4 random bots", "risk meter, 1000 rollouts", "target >= 0.37 x lean",
                  "lesson 05 + 3 cooperative", "target >= 0.2 x lean", "lesson 05 x 4",
                  "target >= 0.14 x lean", "of that time in the strategy's own choose()",
                  "target <= 900 lean games", "load average", "lean games"):
        assert words in out, out
    figures = json.loads(out_file.read_text())
    for key in ("cooperative_games_per_s", "answers_replayed_games_per_s",
                "cooperative_games_per_s_play_out",
                "cooperative_games_per_s_views",
                "engine_only_games_per_s", "random_games_per_s", "risk_1000_rollouts_s",
                "student_with_3_cooperative_games_per_s", "four_students_games_per_s"):
        assert figures[key] > 0, (key, figures)
    for key in ("student_with_3_cooperative_choose_share", "four_students_choose_share"):
        assert 0 < figures[key] < 1, (key, figures)


def test_engine_speed_prints_every_case():
    out = run("engine_speed.py", "--games", "10", "--repeats", "1")
    for case in ("always help, log on", "random, log on", "always help, log off",
                 "random, log off"):
        assert case in out and "games/s" in out, out
    assert "engine: " in out, out


def test_student_profile_puts_the_samples_in_parts():
    out = run("student_profile.py", "--games", "300")
    assert "lesson 05 + 3 cooperative" in out and " samples" in out, out
    shares = {line.rsplit(None, 1)[0].strip(): float(line.rsplit(None, 1)[1].rstrip("%"))
              for line in out.splitlines()[1:]}
    assert {"flat engine", "student seat", "student's choose"} <= set(shares), out
    assert abs(sum(shares.values()) - 100) < 1, out


def test_record_writes_a_dated_block_and_replaces_it_on_the_next_run(tmp_path):
    """``--record`` puts a script's own output into docs/benchmarks.md with the date and
    the machine; a second run replaces its block and leaves the others alone."""
    sys.path.insert(0, str(BENCH))
    try:
        import record
    finally:
        sys.path.remove(str(BENCH))
    doc = tmp_path / "benchmarks.md"
    doc.write_text("# Benchmarks\n\n<!-- figures:other -->\nkept\n<!-- /figures:other -->\n")
    record.write_block("speed", "python benchmarks/speed.py", "0.30 x lean", doc=doc)
    record.write_block("speed", "python benchmarks/speed.py", "0.40 x lean", doc=doc)
    text = doc.read_text()
    assert text.count("<!-- figures:speed -->") == 1 and "0.40 x lean" in text
    assert "0.30 x lean" not in text and "kept" in text
    assert "cores" in text and "UTC" in text  # the machine and the date


def test_engine_speed_records_its_output_when_asked(tmp_path):
    """The recorded block is what the script printed, not a copy made by hand."""
    doc = tmp_path / "benchmarks.md"
    doc.write_text("# Benchmarks\n")
    done = subprocess.run([sys.executable, str(BENCH / "engine_speed.py"), "--games", "5",
                           "--repeats", "1", "--record"], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, env={**os.environ,
                                                       "TERRA_BENCHMARKS_DOC": str(doc)})
    assert done.returncode == 0, done.stderr
    block = doc.read_text("utf-8").split("<!-- figures:engine_speed -->")[1]
    assert done.stdout.splitlines()[1].strip() in block
    assert "--games 5 --repeats 1 --record" in block


def test_story_speed_prints_time_size_and_ratio(tmp_path):
    out_file = tmp_path / "story.json"
    out = run("story_speed.py", "--runs", "1", "--rollouts", "5", "--lean-games", "10",
              "--json", str(out_file))
    for words in ("game: seed", "turns", "story with its risk curve", "target <= 3 s",
                  "svg size:", "target <= 200 KB", "lean games", "load average"):
        assert words in out, out
    figures = json.loads(out_file.read_text())
    assert 70 <= figures["turns"] <= 80 and figures["risk_points"] > 10
    assert "story so far at mid-game" in out, out
    for key in ("story_s", "svg_kb", "lean_games", "again_s"):
        assert figures[key] > 0, (key, figures)

def test_short_game_prints_its_table():
    out = run("short_game.py", "--games", "20")
    assert "classroom short game vs full game: 20 games per cell" in out, out
    rows = [line for line in out.splitlines() if line.startswith("| ") and "|---" not in line]
    assert len(rows) == 1 + 16, out  # the header, then 4 mixes x 4 player counts
    assert "| 3 | random |" in out and "| 6 | cooperative + 1 selfish |" in out, out
    assert "cells meeting the turns aim:" in out, out


def test_tournament_sitting_out_prints_the_ratio():
    out = run("tournament_sitting_out.py", "--good", "3", "--looping", "1", "--games", "3",
              "--limit", "0.2")
    assert "ratio: " in out and "x (aim <= 1.5" in out, out
    assert "looping_0:" in out and "sat out the rest of the tournament" in out, out


def test_i18n_speed_prints_every_figure():
    out = run("i18n_speed.py", "--runs", "1")
    for words in ("import terra_widget.i18n: median", "first translator('fr')",
                  "t(key, ...):", "t.plural(key, n, ...):", "a bare str.format"):
        assert words in out, out


def test_instructions_counts_a_figure_or_says_what_it_needs():
    """The instruction counts need valgrind: with it, a figure's own count is printed (its
    set-up taken off, so a few games count far less than a run); without it, the script
    says what to install and exits with 2 -- both are checked, whichever this machine is."""
    cmd = [sys.executable, str(BENCH / "instructions.py"), "--games", "2", "--figures", "coop"]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    if shutil.which("valgrind") is None:
        assert done.returncode == 2 and "apt-get install valgrind" in done.stderr, done
        return
    assert done.returncode == 0, done.stderr
    line = next(line for line in done.stdout.splitlines()
                if line.startswith("4 cooperative bots"))
    millions = float(line.split()[-2])
    assert 0 < millions < 50, line  # two games, not the interpreter's start-up (~100 M)


def test_instructions_refuses_an_unknown_figure():
    done = subprocess.run([sys.executable, str(BENCH / "instructions.py"), "--figures", "nope"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "unknown figure(s) nope" in done.stderr and "coop" in done.stderr

"""The benchmark scripts still run and print their figures (tiny runs; no timing is
asserted here -- speed is measured by running them by hand, see README)."""

from __future__ import annotations

import json
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
                  "4 random bots", "risk meter, 1000 rollouts", "target >= 0.35 x lean",
                  "lesson 05 + 3 cooperative", "target >= 0.2 x lean", "lesson 05 x 4",
                  "target >= 0.1 x lean", "of that time in the strategy's own choose()",
                  "target <= 1000 lean games", "load average", "lean games"):
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

"""The optional compiled engine (setup.py): built where the suite runs, never stale, and
playing exactly the games the pure-Python source plays."""

from __future__ import annotations

import ast
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import terra_widget
from terra_widget._compiled import pure_python_requested, stale_extensions
from terra_widget.rules import new_game
from terra_widget.sim import estimate_risk, simulate

ROOT = Path(__file__).resolve().parent.parent
STATE = ROOT / "terra_widget" / "rules" / "state.py"


def compiled_list() -> list[str]:
    """setup.py's COMPILED, read without running setup.py."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and node.targets[0].id == "COMPILED":
            return list(ast.literal_eval(node.value))
    raise AssertionError("setup.py has no COMPILED list")


def test_the_suite_runs_on_the_build_it_asked_for():
    """`make test` compiles first: every module setup.py lists is imported compiled, unless
    TERRA_WIDGET_PURE_PYTHON=1 asked for pure Python (then none is)."""
    if pure_python_requested():
        assert terra_widget.compiled_modules() == []
        assert terra_widget.engine_build() == "pure Python"
    else:
        assert terra_widget.compiled_modules() == sorted(compiled_list()), (
            "not every module in setup.py's COMPILED is compiled: run `make compile` "
            "(needs a C compiler) or set TERRA_WIDGET_PURE_PYTHON=1")
        assert terra_widget.engine_build() == "compiled (Cython)"


def test_a_changed_source_is_reported_as_stale(tmp_path):
    """The check behind conftest's refusal to test old compiled code."""
    pkg = tmp_path / "rules"
    pkg.mkdir()
    so = pkg / "state.cpython-311-x86_64-linux-gnu.so"
    so.write_bytes(b"")
    src = pkg / "state.py"
    src.write_text("")
    os.utime(src, (1_000, 1_000))
    os.utime(so, (2_000, 2_000))
    assert stale_extensions(tmp_path) == []
    os.utime(src, (3_000, 3_000))  # the source edited after compiling
    assert stale_extensions(tmp_path) == ["rules/state.cpython-311-x86_64-linux-gnu.so"]
    pxd = pkg / "state.pxd"
    pxd.write_text("")
    os.utime(src, (1_000, 1_000))
    os.utime(pxd, (3_000, 3_000))  # or its declarations
    assert stale_extensions(tmp_path) == ["rules/state.cpython-311-x86_64-linux-gnu.so"]
    assert stale_extensions() == []  # and the real tree is up to date


def fingerprint() -> str:
    """Seeded games of every bundled strategy, team play, a risk estimate from a frozen
    view, and a replayed game's text: all as one digest."""
    res = simulate(["cooperative", "selfish", "balanced:0.5", "random"], 60, seed=3)
    teams = simulate(["cooperative", "balanced:0.3"] * 2, 30, seed=4, teams=True)
    state = new_game(4, seed=11)
    while len(state.history) < 60 and not state.is_over:
        state.apply(state.legal_actions()[-1 if len(state.history) % 3 else 0])
    risk = estimate_risk(state.view(1), rollouts=150, seed=2)
    text = [repr((g.lost, g.turns, g.final_scores, g.contributed, g.hoard_points))
            for g in res.records + teams.records]
    text += [repr((risk.probability, risk.low, risk.high, str(risk))), str(state),
             str(state.clone()), repr([e.kind for e in state.events])]
    return hashlib.sha256("\n".join(text).encode()).hexdigest()


def test_pure_python_and_compiled_play_identical_games():
    """The same seeds give the same games, scores, risk and transcript whichever build
    runs (here: this process, and a pure-Python subprocess)."""
    env = dict(os.environ, TERRA_WIDGET_PURE_PYTHON="1")
    code = ("import json, terra_widget, tests.test_compiled as t; "
            "print(json.dumps([terra_widget.engine_build(), t.fingerprint()]))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    build, digest = json.loads(done.stdout)
    assert build == "pure Python"
    assert digest == fingerprint()


def test_the_pxd_declares_every_field_and_clone_copies_or_shares_each():
    """state.pxd must declare every field GameState.__init__ sets (compiled, an undeclared
    one would live in the slower __dict__), and clone() must carry every field over."""
    tree = ast.parse(STATE.read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameState")
    methods = {f.name: f for f in cls.body if isinstance(f, ast.FunctionDef)}

    def assigned(func, owner):
        targets = [t for node in ast.walk(func) if isinstance(node, ast.Assign)
                   for t in node.targets]
        targets += [node.target for node in ast.walk(func) if isinstance(node, ast.AnnAssign)]
        return {t.attr for t in targets if isinstance(t, ast.Attribute)
                and isinstance(t.value, ast.Name) and t.value.id == owner}

    fields = assigned(methods["__init__"], "self")
    pxd = STATE.with_suffix(".pxd").read_text()
    declared = set()
    for line in re.findall(r"^\s*cdef public \w+ (.+)$", pxd, flags=re.M):
        declared |= {name.strip() for name in line.split(",")}
    assert fields == declared
    from terra_widget.rules.state import _SHARED_FIELDS

    copied = assigned(methods["clone"], "new")
    assert not copied & set(_SHARED_FIELDS)
    assert copied | set(_SHARED_FIELDS) == fields


def test_without_a_c_compiler_the_package_installs_as_pure_python(tmp_path):
    """Where nothing can be compiled (no C compiler, as on many teachers' laptops), the
    install still succeeds, as pure Python, and plays (setup.py: optional extensions)."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    python = str(venv / "bin" / "python")
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "TERRA_WIDGET_PURE_PYTHON")}
    env["CC"] = "false"  # every compile fails
    source = tmp_path / "source"  # the tree without anything already built
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "*.so", "*.egg-info", "__pycache__", ".*_cache",
        ".hypothesis", "test-artifacts", "node_modules"))
    done = subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-deps", str(source)],
                          env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    code = ("import terra_widget; from terra_widget.sim import simulate; "
            "print(terra_widget.engine_build(), simulate(['cooperative'] * 4, 5, seed=1)"
            ".games)")
    done = subprocess.run([python, "-c", code], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["pure", "Python", "5"]

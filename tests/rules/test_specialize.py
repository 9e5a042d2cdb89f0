"""The flat core's transition is written once and compiled twice (``specialize.py``): as
written, for the typed face, and without the face's hooks, for simulations. The
fingerprint (``test_fingerprint.py``) shows both play the recorded games (the typed path
runs the first, the flat and view-seat paths the second); here, that the second is what
it says it is."""

from __future__ import annotations

import dis
import inspect

from terra_widget.rules.core import flat_play
from terra_widget.rules.core.specialize import without


def _loads(fn) -> set[str]:
    return {i.argval for i in dis.get_instructions(fn) if i.opname == "LOAD_FAST"}


def test_the_bare_transition_has_no_hook_left_and_no_pause():
    bare, steps = flat_play._bare_steps, flat_play.steps
    assert {"face", "log"} <= _loads(steps)
    assert not {"face", "log"} & _loads(bare)  # every test of them decided and removed
    assert inspect.isgeneratorfunction(steps) and not inspect.isgeneratorfunction(bare)
    # compiled at the same file and lines: a traceback or coverage points at the source
    assert bare.__code__.co_filename == steps.__code__.co_filename
    assert bare.__code__.co_firstlineno == steps.__code__.co_firstlineno


def test_what_it_removes_and_keeps():
    def sample(x, hook=None):
        out = []
        if hook is not None:
            out.append("hooked")
        elif x:
            out.append("x")
        while hook is not None and x > 5:
            x -= 1
        if hook is None:
            out.append("plain")
        return out, x

    made = without(sample, ("hook",))
    assert made(1) == sample(1) == (["x", "plain"], 1)
    assert made(9, hook=object()) == (["x", "plain"], 9)  # the hook is taken as None
    assert "hook" not in _loads(made)


def test_without_a_source_the_function_is_kept():
    made = eval("lambda hook: hook is not None")  # noqa: S307 -- no source file to read
    assert without(made, ("hook",)) is made

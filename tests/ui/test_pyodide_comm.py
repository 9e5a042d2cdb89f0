"""``ui/pyodide_comm.py``: in the static site's kernel (Pyodide), a widget trait set back to
None must reach the page as JSON null, not as a missing key (the game's box stayed hidden
after Resume or New game). The site's browser tests (tests/browser/test_lite_reload.py)
check the page; here, the patch itself, with stand-ins for Pyodide's modules."""

from __future__ import annotations

import sys
import types

import pytest

from terra_widget.ui import pyodide_comm

JSNULL = object()  # stands for pyodide.ffi.jsnull


@pytest.fixture
def fake_pyodide(monkeypatch):
    sent = []

    class Comm:
        def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
            sent.append((msg_type, data, metadata, buffers, keys))

    ffi = types.ModuleType("pyodide.ffi")
    ffi.jsnull = JSNULL
    kernel_comm = types.ModuleType("pyodide_kernel.comm")
    kernel_comm.Comm = Comm
    monkeypatch.setattr(sys, "platform", "emscripten")
    for name, module in (("pyodide", types.ModuleType("pyodide")), ("pyodide.ffi", ffi),
                         ("pyodide_kernel", types.ModuleType("pyodide_kernel")),
                         ("pyodide_kernel.comm", kernel_comm)):
        monkeypatch.setitem(sys.modules, name, module)
    return Comm, sent


def test_none_in_a_comm_message_is_sent_as_null(fake_pyodide):
    Comm, sent = fake_pyodide
    assert pyodide_comm.keep_nulls()
    assert pyodide_comm.keep_nulls()  # once only: a second import does not wrap it again
    Comm().publish_msg("comm_msg", {"method": "update", "state": {"display": None,
                                                                  "children": ["a", None],
                                                                  "width": "10px"},
                                    "buffer_paths": []}, buffers=[b"x"])
    ((msg_type, data, _meta, buffers, _keys),) = sent
    assert msg_type == "comm_msg" and buffers == [b"x"]
    assert data["state"] == {"display": JSNULL, "children": ["a", JSNULL], "width": "10px"}
    assert data["method"] == "update" and data["buffer_paths"] == []


def test_nothing_changes_outside_pyodide():
    assert sys.platform != "emscripten"
    assert pyodide_comm.keep_nulls() is False

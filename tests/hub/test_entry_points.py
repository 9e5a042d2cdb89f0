"""The two names a hub notebook types, in a fresh interpreter (as a new kernel is):
both must work before anything else has imported the classroom's package (a fresh
kernel, as a teacher's or a student's JupyterLab on the hub starts one)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_classroom_and_join_in_a_fresh_interpreter(tmp_path):
    code = ("import terra_widget\n"
            "assert callable(terra_widget.classroom)\n"
            "assert callable(terra_widget.join)\n"
            "print('ok')\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                          text=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
                          timeout=120)
    assert done.stdout.strip() == "ok", done.stderr[-2000:]


def test_join_outside_a_hub_says_so_in_every_language():
    import pytest

    from terra_widget.i18n import LANGUAGES, translator
    from terra_widget.rooms.errors import ClassroomError
    from terra_widget.rooms.hub.client import RoomClient

    with pytest.raises(ClassroomError) as caught:
        RoomClient(env={})
    assert caught.value.error == "hub_no_token"
    sentences = {caught.value.message(translator(lang)) for lang in LANGUAGES}
    assert len(sentences) == len(LANGUAGES)
    assert all("terra_widget.join" in s for s in sentences)

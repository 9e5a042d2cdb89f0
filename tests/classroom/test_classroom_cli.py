"""``terra-widget classroom``: this computer only unless --host says otherwise."""

from __future__ import annotations

import io

from terra_widget.classroom import cli as classroom_cli
from terra_widget.cli import main


def _plan(argv):
    return classroom_cli.plan(classroom_cli.build_parser().parse_args(argv))


def test_by_default_the_classroom_listens_on_this_computer_only(tmp_path):
    cmd, env, student, teacher = _plan(["--db", str(tmp_path / "c.db")])
    assert "--Voila.ip=127.0.0.1" in cmd
    assert student == "http://127.0.0.1:8866/voila/render/student.ipynb"
    assert teacher.startswith("http://127.0.0.1:8866/voila/render/teacher.ipynb?token=")
    token = teacher.split("token=")[1]
    assert env["TERRA_CLASSROOM_TEACHER_TOKEN"] == token and len(token) >= 16
    assert env["TERRA_CLASSROOM_DB"] == str((tmp_path / "c.db").resolve())
    assert env["TERRA_CLASSROOM_URL"] == student
    assert str(classroom_cli.PAGES) in cmd and (classroom_cli.PAGES / "student.ipynb").exists()


def test_the_school_network_only_with_an_explicit_host(tmp_path):
    cmd, _, student, _ = _plan(["--host", "0.0.0.0", "--port", "9000",
                                "--db", str(tmp_path / "c.db")])
    assert "--Voila.ip=0.0.0.0" in cmd and "--port=9000" in cmd
    assert ":9000/voila/render/student.ipynb" in student
    assert "0.0.0.0" not in student  # students get an address they can open


def test_each_start_gets_a_new_teacher_token(tmp_path):
    tokens = {_plan(["--db", str(tmp_path / "c.db")])[3] for _ in range(3)}
    assert len(tokens) == 3


def test_bad_arguments_give_one_line_and_exit_code_2():
    err = io.StringIO()
    assert main(["classroom", "--port", "0"], out=io.StringIO(), err=err) == 2
    assert err.getvalue().startswith("terra-widget classroom: error: --port must be")
    err = io.StringIO()
    assert main(["classroom", "--bogus"], out=io.StringIO(), err=err) == 2
    assert "unrecognized arguments: --bogus" in err.getvalue()


def test_help_mentions_the_host_and_the_firewall(capsys):
    assert main(["classroom", "--help"], out=io.StringIO(), err=io.StringIO()) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "127.0.0.1 (default, this computer only)" in text
    assert "firewall on this computer must allow incoming connections on port 8866" in text

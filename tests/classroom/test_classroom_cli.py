"""``terra-widget classroom``: this computer only unless --host says otherwise."""

from __future__ import annotations

import io

from terra_widget.cli import main
from terra_widget.rooms.voila import cli as classroom_cli


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


def test_the_classroom_runs_the_guarded_server_with_its_cull_time_and_cap(tmp_path):
    # the plain Voila app reads a legacy websocket's binary messages as v1 and stalls;
    # the classroom's own server (voila/server.py) refuses them and culls kernels.
    cmd, *_ = _plan(["--db", str(tmp_path / "c.db")])
    assert cmd[1:3] == ["-m", "terra_widget.rooms.voila.server"]
    assert "--ClassroomVoila.cull_seconds=120" in cmd
    assert "--ClassroomVoila.spare_pages=6" in cmd
    cmd, *_ = _plan(["--db", str(tmp_path / "c.db"), "--cull-seconds", "5",
                     "--spare-pages", "0"])
    assert "--ClassroomVoila.cull_seconds=5" in cmd and "--ClassroomVoila.spare_pages=0" in cmd


def test_a_bad_cull_time_or_spare_count_says_what_is_allowed():
    for argv, said in ((["--cull-seconds", "0"], "--cull-seconds must be 1..86400, not 0"),
                       (["--spare-pages", "-1"], "--spare-pages must be 0..1000, not -1")):
        err = io.StringIO()
        assert main(["classroom", *argv], out=io.StringIO(), err=err) == 2
        assert err.getvalue().strip() == f"terra-widget classroom: error: {said}"

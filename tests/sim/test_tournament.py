"""The class tournament: students' mistakes do not stop it, the good
strategies' games are not touched by them, and the same seed gives the same tournament
serially, on worker processes and on a Dask cluster."""

import shutil
from collections import Counter
from pathlib import Path

import pytest
from dask_support import local_cluster

from terra_widget import tournament
from terra_widget.sim.tournament import TournamentError, draw_tables, load_folder

HERE = Path(__file__).parent
FOLDER = HERE / "tournament_folder"  # good strategies and every kind of mistake
GOOD = {"generous", "two_players:Hoarder", "two_players:Careful"}
BAD = {"raises": "raised", "illegal": "illegal", "sleeper": "slow", "looper": "slow"}
GAMES = 6


@pytest.fixture(scope="module")
def good_folder(tmp_path_factory):
    """Only the good files of FOLDER (one copy of each strategy, not a second folder)."""
    folder = tmp_path_factory.mktemp("tournament_good")
    for name in ("generous.py", "two_players.py"):
        shutil.copyfile(FOLDER / name, folder / name)
    return folder


@pytest.fixture(scope="module")
def with_bad():
    # 2 worker processes with their watchdog; a short limit keeps the test quick
    return tournament(FOLDER, ["selfish"], games=GAMES, seed=3, workers=2, limit=0.2)


def test_every_failure_named_with_its_reason(with_bad):
    kinds = {p.who: p.kind for p in with_bad.problems}
    assert kinds == {"broken.py": "import", "just_notes.py": "no_strategy",
                     "notes.py: NotAStrategy": "not_strategy", **BAD}
    by_who = {p.who: p for p in with_bad.problems}
    assert "this file stops while it is imported" in by_who["broken.py"].text()
    assert "IndexError" in by_who["raises"].text()
    assert "R1.4" in by_who["illegal"].text()  # the rule the refused move broke (R7.3)
    assert "0.2" in by_who["looper"].text("fr") and "partie" in by_who["looper"].text("fr")
    summary = with_bad.summary()
    for name in BAD:  # its first game is marked, then it sits out: none counted for it
        assert (by_who[name].games, by_who[name].sat_out) == (1, GAMES - 1)
        assert summary[name]["marked"] == 1 and summary[name]["games"] == 0
        assert summary[name]["sat_out"] == GAMES - 1
        assert f"{GAMES - 1} games" in by_who[name].text()
    for name in GOOD | {"selfish"}:
        assert summary[name]["games"] == GAMES and summary[name]["marked"] == 0
    text = with_bad.table("de")
    assert "Klassenturnier" in text and "Probleme" in text


def test_good_results_equal_a_tournament_without_the_bad_files(with_bad):
    # the same tables (the same entrants' places), the bad ones replaced by the baseline
    entrants, _ = load_folder(FOLDER)
    same_places = ["cooperative" if e.name in BAD else e.make(None) for e in entrants]
    without = tournament(strategies=[*same_places, "selfish"], games=GAMES, seed=3,
                         workers=0, limit=0.2)
    assert [g.seats for g in without.games] == [g.seats for g in with_bad.games]
    assert not any(g.failures for g in without.games)
    marked = [g for g in with_bad.games if g.failures]
    assert marked  # the bad strategies' games are marked ...
    names = [e.name for e in with_bad.entrants]
    for a, b in zip(with_bad.games, without.games, strict=True):
        if a.failures and all(decision == 0 for _, decision, _, _ in a.failures):
            # failed at its first decision: the baseline played that seat all game long,
            # exactly as the baseline entered in its place
            assert (a.lost, a.points, a.hoard_points, a.contributed, a.winners) == \
                   (b.lost, b.points, b.hoard_points, b.contributed, b.winners)
        if a.failures:
            continue  # ... and only those may differ
        for seat, who in enumerate(a.seats):
            if who >= 0 and names[who] in GOOD | {"selfish"}:
                assert (a.points[seat], a.hoard_points[seat], a.contributed[seat],
                        seat in a.winners, a.lost) == \
                       (b.points[seat], b.hoard_points[seat], b.contributed[seat],
                        seat in b.winners, b.lost)


def test_a_crash_does_not_kill_the_caller():
    result = tournament(HERE / "tournament_crash", ["selfish", "cooperative"], games=3,
                        seed=1, workers=1, limit=0.5)
    (problem,) = result.problems
    assert (problem.who, problem.kind, problem.games, problem.sat_out) == \
        ("crasher", "crash", 1, 2)
    assert result.summary()["selfish"]["games"] == 3


def test_same_seed_same_tournament_serial_processes_dask(good_folder):
    import distributed  # in the [test] extra: a missing dask fails this test

    args = dict(games=8, seed=11, limit=1.0)
    # good strategies only: a Dask worker's thread cannot cut a sleep short
    entrants = [good_folder, ["selfish", "random", "balanced:0.3"]]
    serial = tournament(*entrants, workers=0, **args)
    assert tournament(*entrants, workers=2, **args).games == serial.games
    with local_cluster() as cluster, \
            distributed.Client(cluster) as client:
        on_dask = tournament(*entrants, executor=client.get_executor(), **args)
    assert on_dask.games == serial.games
    assert on_dask.to_csv() == serial.to_csv()


def test_tables_rotate_seats_and_fill_with_the_baseline():
    tables = draw_tables(5, 40, 4, seed=2)  # 5 entrants at tables of 4: 3 baseline seats
    seats = Counter(who for table in tables for who in table)
    assert {w: seats[w] for w in range(5)} == dict.fromkeys(range(5), 40)
    assert seats[-1] == 3 * 40
    for who in range(5):  # every seat, and every other entrant as a table-mate
        assert {table.index(who) for table in tables if who in table} == {0, 1, 2, 3}
        mates = {m for table in tables if who in table for m in table if m not in (who, -1)}
        assert mates == set(range(5)) - {who}
    assert draw_tables(5, 40, 4, seed=2) == tables != draw_tables(5, 40, 4, seed=3)


def test_bad_arguments_say_what_is_allowed(tmp_path, good_folder):
    with pytest.raises(TournamentError, match="3 to 6.*R1.1"):
        tournament(strategies=["selfish"], seats=7)
    with pytest.raises(TournamentError, match="de 1 à"):
        tournament(strategies=["selfish"], games=0, lang="fr")
    with pytest.raises(TournamentError, match="is not a folder"):
        tournament(good_folder / "missing", games=1)
    with pytest.raises(TournamentError, match="no strategy to play"):
        tournament(tmp_path, games=1)


def test_chart_reads_on_a_projector():
    result = tournament(strategies=["cooperative", "selfish", "balanced", "random"],
                        games=6, seed=1, workers=0, lang="fr")
    fig = result.chart()
    texts = [t for t in fig.findobj(lambda o: hasattr(o, "get_fontsize")) if t.get_text()]
    assert {"Monde sauvé à ses tables", "Sa part de victoires quand le monde est sauvé"} \
        <= {t.get_text() for t in texts}
    width = fig.get_figwidth() * fig.dpi
    px = [t.get_fontsize() * fig.dpi / 72 * 1280 / width for t in texts]
    assert min(px) >= 14
    csv = result.to_csv().splitlines()
    import matplotlib.pyplot as plt

    plt.close(fig)
    assert csv[0].startswith("strategy,games,marked,saved") and len(csv) == 5


def test_command_line(tmp_path, good_folder):
    import io
    import json

    from terra_widget.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = main(["tournament", str(good_folder), "--games", "3", "--seed", "2",
                 "--add", "selfish", "--lang", "fr", "--json", str(tmp_path / "t.json"),
                 "--no-progress"], out=out, err=err)
    assert code == 0, err.getvalue()
    assert "Tournoi de la classe" in out.getvalue()
    data = json.loads((tmp_path / "t.json").read_text(encoding="utf-8"))
    assert data["strategies"]["selfish"]["games"] == 3
    out, err = io.StringIO(), io.StringIO()
    assert main(["tournament", str(good_folder), "--add", "nobody"],
                out=out, err=err) == 2
    assert "unknown strategy 'nobody'" in err.getvalue()


def test_benchmark_script_runs_and_prints():
    import subprocess
    import sys

    root = HERE.parent.parent
    done = subprocess.run([sys.executable, str(root / "benchmarks" / "tournament_speed.py"),
                           "--runs", "1", "--games", "4", "--strategies", "4"], cwd=root,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "tournament: 4 strategies x 4 games = 4 tables" in done.stdout
    assert "x lean" in done.stdout or "no ratio" in done.stdout


def test_html_report_escapes_what_students_named():
    from terra_widget.bots import Cooperative

    class Sneaky(Cooperative):
        name = "<img src=x onerror=alert(1)>"

        def choose(self, view, legal):  # its own choose: asked through the view API
            return super().choose(view, legal)

    result = tournament(strategies=[Sneaky(), "selfish", "cooperative"], games=2, seed=1,
                        workers=0, seats=3)
    page = result.html("es")
    assert "<img" not in page and "&lt;img src=x onerror=alert(1)&gt;" in page
    assert "Torneo de la clase" in page and "font-size:16px" in page
    assert result._repr_mimebundle_()["text/plain"] == result.table()


def test_a_strategy_stuck_in_c_code_is_stopped_by_killing_its_worker():
    # no signal handler runs inside sum(itertools.count()): the parent's watchdog kills
    # the worker past limit + grace, starts another, and the table is played again
    result = tournament(HERE / "tournament_stuck", ["selfish", "cooperative"], games=1,
                        seats=3, seed=1, workers=1, limit=0.2)
    (problem,) = result.problems
    assert (problem.who, problem.kind, problem.games) == ("stuck", "stuck", 1)
    assert result.summary()["selfish"]["games"] == 1


def test_progress_shows_every_table_on_the_terminal_and_to_a_callable(capsys):
    """The progress bar: outside a notebook it is written to stderr, in the
    user's language, up to every table played; a callable gets (done, total) each time."""
    seen = []
    result = tournament(strategies=["cooperative", "selfish", "random"], games=3, seed=2,
                        workers=0, progress=lambda done, total: seen.append((done, total)))
    total = seen[-1][1]
    assert seen == [(done, total) for done in range(1, total + 1)] and total > 0
    tournament(strategies=["cooperative", "selfish", "random"], games=3, seed=2, workers=0,
               progress=True, lang="fr")
    err = capsys.readouterr().err
    assert "Tournoi" in err and f"{total}/{total}" in err and err.endswith("\n")
    assert len(result.entrants) == 3  # the run itself still reports


def test_a_looping_strategy_is_cut_once_then_sits_out(tmp_path):
    """After its first decision past the limit, a strategy that loops forever sits out
    the rest of the tournament: the baseline plays its seats from the start, so the
    limit is waited for once, and the report still names it and says why."""
    shutil.copyfile(FOLDER / "looper.py", tmp_path / "looper.py")
    games = 5
    result = tournament(tmp_path, ["selfish", "cooperative"], games=games, seed=4,
                        workers=0, limit=0.2, lang="es")
    mine = [g for g in result.games if any(result.entrants[w].name == "looper"
                                           for w in g.seats if w >= 0)]
    assert len(mine) == games
    assert [bool(g.failures) for g in mine] == [True] + [False] * (games - 1)
    assert all(g.benched for g in mine[1:]) and not mine[0].benched
    (problem,) = result.problems
    assert (problem.who, problem.kind, problem.games, problem.sat_out) == \
        ("looper", "slow", 1, games - 1)
    assert "torneo" in problem.text("es") and "looper" in result.table("es")
    summary = result.summary()["looper"]
    assert (summary["games"], summary["marked"], summary["sat_out"]) == (0, 1, games - 1)


def test_a_tournament_in_the_notebooks_process_leaves_its_language_behind():
    """A Catalan tournament played without workers must not make the notebook's next
    simulation explain a strategy's mistake in Catalan (R7.3's refusal, in English)."""
    from terra_widget.sim import strategy_errors
    tournament(strategies=["cooperative", "selfish", "random"], games=2, seed=1, workers=0,
               lang="ca")
    assert strategy_errors._language == "en"

"""SimulationResult.table(lang): a run's report in each language of the game -- its words
from terra_widget.i18n, its figures written as that language writes numbers, its columns
lined up however long the translated headers and strategy names are."""

from __future__ import annotations

import re

import pytest

from terra_widget.bots.cooperative import Cooperative
from terra_widget.i18n import LANGUAGES, translator
from terra_widget.i18n.numbers import decimal, integer, percent
from terra_widget.sim import SimulationResult, cause_label, simulate

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
#: English words of the report; none may be left in a translated report (whole words,
#: case-sensitive: "mediana" and "Median" are Spanish and German).
ENGLISH = ["games", "game", "World lost", "Per strategy", "mean score", "because of",
           "most often", "Turns", "Seats", "win rate", "cards given", "players",
           "master seed", "strategy", "seats", "median", "ties", "CI", "of", "in all",
           "full-blown", "cooperative", "selfish", "balanced", "random", "No games"]
#: The per-strategy table's columns: the strategy and the interval read from the left,
#: the figures from the right (their last digits under each other).
LEFT = {0, 6}


class LongName(Cooperative):
    """A strategy of one's own, with a long name (kept as written in every language)."""

    name = "my_patient_helper_v2"


@pytest.fixture(scope="module")
def mixed():
    """A 4-player run with losses and saved worlds (the lesson's kind of table)."""
    result = simulate(["cooperative", "selfish", "balanced", "random"], 300, seed=3)
    s = result.summary()
    assert 0 < s["lost"] < s["games"] and s["loss_causes_exclusive"]["several"] > 0
    return result


@pytest.fixture(scope="module")
def long_names():
    """Teams, a long built-in spec on two seats and a long name of one's own."""
    return simulate(["balanced:0.125", LongName(), "balanced:0.125", "selfish"], 60,
                    seed=2, teams=True)


@pytest.fixture(scope="module")
def never_lost():
    result = simulate(["cooperative"] * 4, 6, seed=0)
    assert result.summary()["lost"] == 0  # the case under test: no causes to list
    return result


@pytest.fixture(scope="module")
def always_lost():
    result = simulate(["selfish"] * 3, 20, seed=0)
    assert result.summary()["saved"] == 0  # no score counts anywhere (R6.1)
    return result


def _cells(line: str) -> list[tuple[int, int, str]]:
    """(start, end, text) of each cell of a table line: cells are two ASCII spaces or more
    apart (a cell's own spaces are single: 'mean score', or no-break: '0,4 %')."""
    return [(m.start(), m.end(), m.group()) for m in re.finditer(r"[^ ]+(?: [^ ]+)*", line)]


def _table(result: SimulationResult, lang: str) -> list[list[tuple[int, int, str]]]:
    """The header and one row per strategy, as cells."""
    lines = result.table(lang).splitlines()
    header = translator(lang)("report.col.strategy")
    top = next(i for i, line in enumerate(lines) if line.startswith("  " + header + " "))
    return [_cells(line) for line in lines[top:top + 1 + len(result.summary()["by_strategy"])]]


def _expected_rows(result: SimulationResult, lang: str) -> list[list[str]]:
    """Each strategy's cells, written by hand from summary() with i18n.numbers."""
    t = translator(lang)
    rows = []
    for spec, st in result.summary()["by_strategy"].items():
        sc = st["final_score_on_success"]
        name = spec if lang == "en" or spec.startswith("my_") else t.strategy(spec)
        seats = ", ".join(str(seat + 1) for seat in st["seats"])
        if sc["count"]:
            low, high = st["win_rate_ci95"]
            figures = [decimal(sc["mean"], lang), decimal(sc["median"], lang),
                       f"{integer(sc['min'], lang)}–{integer(sc['max'], lang)}",
                       percent(st["win_rate_on_success"], lang),
                       f"{percent(low, lang)}–{percent(high, lang)}"]
        else:
            figures = ["-"] * 5
        rows.append([name, seats, *figures, decimal(sum(st["mean_cards_given"]), lang)])
    return rows


RUNS = ["mixed", "long_names", "never_lost", "always_lost"]


@pytest.mark.parametrize("run", RUNS)
@pytest.mark.parametrize("lang", OTHERS)
def test_no_english_word_is_left(lang, run, request):
    text = request.getfixturevalue(run).table(lang)
    left = [w for w in ENGLISH if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]
    assert left == [], text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_figure_of_the_summary_is_written_as_the_language_writes_it(mixed, lang):
    t = translator(lang)
    s = mixed.summary()
    n = s["games"]
    lines = mixed.table(lang).splitlines()
    assert lines[0] == t("report.title", games=t.plural("report.games", n),
                         players=4, seed=3)
    low, high = s["loss_rate_ci95"]
    rate = next(line for line in lines if line.startswith(t("report.lost")))
    for figure in (s["loss_rate"], low, high):
        assert percent(figure, lang) in rate
    # the causes (R6.1): every kind that broke, then the three limits broken most often
    causes = lines.index("  " + t("report.causes"))
    top = lines.index("  " + t("report.top_causes"))
    ex = s["loss_causes_exclusive"]
    kinds = [k for k in ("region", "colour", "total", "several") if ex[k]]
    assert [line.split()[0] for line in lines[causes + 1:top]] == \
        [percent(ex[k] / n, lang).split()[0] for k in kinds]
    assert lines[causes + 1].endswith(t("report.kind.region", n=3))
    detail = list(s["loss_causes_detail"].items())[:3]
    assert lines[top + 1:top + 4] == [
        f"    {percent(v / n, lang):>{len(percent(0.5, lang))}}  {cause_label(k, lang)}"
        for k, v in detail]
    turns = s["turns"]
    assert lines[top + 4].endswith(t("report.turns_value", mean=decimal(turns["mean"], lang),
                                     min=integer(turns["min"], lang),
                                     max=integer(turns["max"], lang)))
    assert t("report.per_strategy", saved=integer(s["saved"], lang),
             games=integer(n, lang)) in re.sub(r"\n +", " ", mixed.table(lang))
    assert [[text for _, _, text in row] for row in _table(mixed, lang)[1:]] == \
        _expected_rows(mixed, lang)


@pytest.mark.parametrize("lang", OTHERS)
def test_the_english_way_of_writing_numbers_is_gone(mixed, lang):
    s = mixed.summary()
    text = mixed.table(lang)
    english = f"{100 * s['loss_rate']:.1f}%"
    assert english not in text and percent(s["loss_rate"], lang) in text
    assert not re.search(r"\d\.\d%", text)  # no English percentage anywhere


@pytest.mark.parametrize("run", RUNS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_columns_line_up_under_the_translated_headers(lang, run, request):
    result = request.getfixturevalue(run)
    t = translator(lang)
    table = _table(result, lang)
    header = [text for _, _, text in table[0]]
    keys = ["strategy", "seats", "mean", "median", "range", "wins", "ci", "given"]
    assert header == [t(f"report.col.{k}", level=percent(0.95, lang, 0)) for k in keys]
    for row in table:
        assert len(row) == len(keys), row
    for col in range(len(keys)):
        edges = {row[col][0] if col in LEFT else row[col][1] for row in table}
        assert len(edges) == 1, (lang, keys[col], [row[col] for row in table])
        if col:  # two spaces at least between a column and the one before it
            assert min(row[col][0] - row[col - 1][1] for row in table) >= 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_long_names_and_teams(long_names, lang):
    t = translator(lang)
    text = long_names.table(lang)
    assert text.splitlines()[0] == t("report.title_teams",
                                     games=t.plural("report.games", 60),
                                     players=4, seed=2)
    rows = [[cell for _, _, cell in row] for row in _table(long_names, lang)[1:]]
    assert rows == _expected_rows(long_names, lang)
    assert rows[0][1] == "1, 3" and rows[1][0] == "my_patient_helper_v2"
    if lang != "en":
        assert rows[0][0] == t.strategy("balanced:0.125") == \
            f"{t('strategy.balanced')} {decimal(0.125, lang, 3)}"


@pytest.mark.parametrize("run", ["mixed", "never_lost", "always_lost"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_report_fits_a_terminal_100_columns_wide(lang, run, request):
    """With the built-in strategies (a name of one's own widens its column: the table
    is never wrapped, which would break its columns)."""
    lines = request.getfixturevalue(run).table(lang).splitlines()
    assert max(map(len, lines)) <= 100, "\n".join(line for line in lines if len(line) > 100)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_world_never_lost_lists_no_causes(never_lost, lang):
    t = translator(lang)
    text = never_lost.table(lang)
    assert t("report.causes") not in text and t("report.top_causes") not in text
    assert t("report.kind.region", n=3) not in text
    assert t("report.lost_rate", rate=percent(0, lang), ci=t("report.ci", level=percent(
        0.95, lang, 0)), low=percent(0, lang),
        high=percent(never_lost.summary()["loss_rate_ci95"][1], lang)) in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_world_always_lost_shows_no_score(always_lost, lang):
    t = translator(lang)
    text = always_lost.table(lang)
    assert t("report.per_strategy", saved=integer(0, lang), games=integer(20, lang)) in text
    (row,) = _table(always_lost, lang)[1:]
    assert [cell for _, _, cell in row][2:7] == ["-"] * 5


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_run_of_no_games_says_so(lang):
    empty = SimulationResult(["cooperative"] * 3, 0, seed=0)
    assert empty.table(lang) == translator(lang)("report.no_games")


def test_one_game_is_one_game_not_one_games():
    one = simulate(["cooperative"] * 3, 1, seed=0)
    assert one.table().startswith("Terra: 1 game, 3 players")
    assert one.table("fr").startswith("Terra\u00a0: 1 partie, 3 joueurs")
    assert one.table("de").startswith("Terra: 1 Partie, 3 Spieler")


def test_english_stays_the_default_and_str(mixed):
    assert str(mixed) == mixed.table() == mixed.table("en")
    assert "World lost" in mixed.table() and "balanced:0.5" in mixed.table()


@pytest.mark.parametrize("lang", ["xx", "", "FR", "english", None])
def test_an_unknown_language_is_refused_like_the_translator_does(mixed, lang):
    with pytest.raises(ValueError) as expected:
        translator(lang)
    with pytest.raises(ValueError, match=re.escape(str(expected.value))):
        mixed.table(lang)
    assert f"unknown language {lang!r}; choose one of en, fr, de, es, ca" == \
        str(expected.value)


def test_every_language_gives_a_different_report(mixed):
    reports = {lang: mixed.table(lang) for lang in LANGUAGES}
    assert len(set(reports.values())) == len(LANGUAGES)

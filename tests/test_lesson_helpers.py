"""terra_widget.lessons: what the lesson notebooks call to put a prediction beside its
result, to state a finding, to play lesson 02's moves and to save lesson 05's strategy."""

from __future__ import annotations

import pytest

from terra_widget.bots import Strategy
from terra_widget.i18n import LANGUAGES
from terra_widget.lessons import (
    CRISIS,
    Walkthrough,
    card,
    check_strategy_file,
    conclude,
    findings,
    reveal,
    reveal_choice,
    save_strategy,
    say,
)
from terra_widget.rules import Hoard, new_game
from terra_widget.sim import simulate


def test_a_guess_is_set_beside_the_result_with_how_far_it_was():
    assert reveal(30, 0.123, "en") == ("Your prediction: 30 out of 100. The result: 12.3%. "
                                       "Your guess was 18 points too high.")
    assert reveal(10, 0.123, "en").endswith("Well predicted: within 5 points.")
    assert reveal(0, 0.5, "fr").endswith("trop basse de 50 points.")
    assert "0,0\u00a0%" in reveal(None, 0.0, "fr")  # no guess yet: the result, said so


def test_a_simulation_is_revealed_with_its_interval():
    result = simulate(["cooperative"] * 4, 20, seed=1)
    low, high = result.summary()["loss_rate_ci95"]
    text = reveal(50, result, "en", measure="saved")
    assert "95% confidence interval" in text
    assert say("{x}", "en", digits=1, x=1 - high) in text


@pytest.mark.parametrize("bad", ["lots", 120, -1, float("nan"), True])
def test_a_guess_that_is_no_number_from_0_to_100_is_refused_clearly(bad):
    with pytest.raises(ValueError, match="a number from 0 to 100"):
        reveal(bad, 0.5, "en")


def test_a_word_or_yes_no_guess_and_a_students_own_sentence():
    assert reveal_choice(True, False, "de").endswith("Diesmal nicht.")
    assert reveal_choice("Selfish", "selfish", "en").endswith("Right!")
    assert reveal_choice("cooperative", "coopératif", "fr",
                         aliases=["cooperative"]).endswith("Exact !")
    mine = reveal_choice("Greed ruins us all", "The lesson's.", "en", judge=False)
    assert mine.splitlines() == ["Yours: Greed ruins us all", "The experiment's: The lesson's."]
    with pytest.raises(ValueError, match="True"):
        reveal_choice("maybe", True, "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_finding_fills_its_figures_the_languages_way(lang):
    table = findings(lang)
    assert set(table) == set(findings("en"))
    text = conclude("greed_curve", lang, first=0.085, middle=0.15, last=1.0)
    assert ("8%" if lang == "en" else "8\u00a0%") in text
    with pytest.raises(ValueError, match="the lessons' findings"):
        conclude("nothing", lang)


def test_say_writes_numbers_shares_and_scores():
    assert say("{n} {share} {score}", "de", n=1000, share=0.25, score=3.25) == "1.000 25\u00a0% 3,2"
    assert say("{share} {score}", "en", share=None, score=float("nan")) == "- -"


def test_a_refused_move_changes_nothing_and_comes_with_the_guess(capsys):
    walk = Walkthrough("en")
    game = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=1,
                    draw_top=[CRISIS["green-africa"]])
    history = list(game.history)
    said = walk.try_move(game, Hoard(0, (card("green 1"),) * 3), True)
    assert said.startswith("Refused: ") and said.endswith("Not this time.")
    assert game.history == history
    with pytest.raises(ValueError, match="True .allowed., False .refused. or None"):
        walk.try_move(game, Hoard(0, (card("green 1"),) * 3), "no")
    with pytest.raises(ValueError, match="colour value"):
        card("purple seven")


class Saver(Strategy):
    """Always the first move offered."""

    name = "saver"

    def choose(self, view, legal):
        return legal[0]


def test_a_strategy_is_saved_with_its_imports_and_plays_from_its_file(tmp_path):
    path = save_strategy(Saver, tmp_path / "ana.py")
    source = path.read_text("utf-8")
    assert source.startswith('"""A strategy for Terra')
    assert "from terra_widget.bots import Strategy" in source
    assert "class Saver(Strategy):" in source and "legal[0]" in source
    said = check_strategy_file(path, "en", games=3)
    assert said.startswith("ana.py: Saver imported and played 3 games")
    with pytest.raises(ValueError, match="ends in .py"):
        save_strategy(Saver, tmp_path / "ana.txt")
    with pytest.raises(ValueError, match="Strategy class"):
        save_strategy(object, tmp_path / "x.py")

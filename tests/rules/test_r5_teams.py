"""R5: the team variant (RULES.md R5.1-R5.2)."""

from __future__ import annotations

import pytest
from rules_support import (
    all_pass,
    cards,
    crisis,
    draw,
    end_turn,
    help_crisis,
    hoard,
    play_passively,
    respond,
)

from terra_widget.rules import ConfigError, Standing, new_game


def test_r5_1_four_players_team_up_across_the_table():
    config = new_game(4, seed=1, teams=True).config
    # seats 1 & 3 and 2 & 4 in the rulebook's numbering
    assert config.teams_list() == [(0, 2), (1, 3)]
    assert config.team_of(0) == config.team_of(2) != config.team_of(1) == config.team_of(3)


def test_r5_1_six_players_team_up_across_the_table():
    config = new_game(6, seed=1, teams=True).config
    # seats 1 & 4, 2 & 5 and 3 & 6 in the rulebook's numbering
    assert config.teams_list() == [(0, 3), (1, 4), (2, 5)]


def test_r5_1_without_teams_everyone_plays_alone():
    config = new_game(4, seed=1).config
    assert config.teams_list() == [(0,), (1,), (2,), (3,)]
    assert config.team_of(0) is None


@pytest.mark.parametrize("n_players", [3, 5])
def test_r5_2_teams_with_3_or_5_players_are_an_error(n_players):
    with pytest.raises(ConfigError, match="teams of two need 4 or 6 players") as err:
        new_game(n_players, seed=1, teams=True)
    assert err.value.rule == "R5.2"


def test_r5_1_teams_must_be_true_or_false():
    with pytest.raises(ConfigError, match="teams must be True or False") as err:
        new_game(4, seed=1, teams="yes")
    assert err.value.rule == "R5.1"


def test_r5_2_teams_score_together_and_are_ranked_not_players():
    x = crisis("green", "europe", 10, "x")
    y = crisis("blue", "africa", 10, "y")
    z = crisis("red", "asia_middle_east", 10, "z")
    w = crisis("green", "north_america", 16, "w")
    hands = [cards("green-6", "blue-1", "red-6", "red-1"),  # Ana   (team Ana & Chloé)
             cards("blue-6", "red-4", "red-3", "red-5"),  # Ben    (team Ben & Dev)
             cards("green-4", "blue-5", "red-2", "green-2"),  # Chloé
             cards("blue-2", "blue-3", "blue-4", "red-5")]  # Dev
    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=3, teams=True, crises=[x, y, z, w],
                     hands=hands, draw_top=[x, y, z, w] + cards("green-1"))
    draw(state)
    respond(state, "green-6", None, "green-4", None)  # Ana first and highest: 6
    draw(state)
    respond(state, "blue-6", "blue-5", None, "blue-1")  # Ben first and highest: 6
    draw(state)
    respond(state, "red-2", None, "red-6", "red-4")  # Chloé first 3, Ana highest 3
    assert state.points == [9, 6, 3, 0]
    draw(state)  # Dev: w becomes full-blown, then Dev draws green 1
    all_pass(state)
    draw(state)
    help_crisis(state, "green-1", w)
    hoard(state, "blue-2", "blue-3", "blue-4")  # 9 points at the end
    end_turn(state)
    play_passively(state)
    outcome = state.outcome
    assert not outcome.lost
    assert outcome.final_scores == (9, 6, 3, 9)  # R6.4 per player
    # R5.2: Ben & Dev 6 + 9 = 15 beat Ana & Chloé 9 + 3 = 12, though Ana tops the track
    assert outcome.ranking == (Standing(1, (1, 3), 15), Standing(2, (0, 2), 12))
    assert outcome.winners == (1, 3)


def test_r5_2_six_player_teams_are_ranked_with_ties():
    x = crisis("green", "europe", 10, "x")
    hands = [cards("green-6", "red-1"), cards("red-2", "red-3"), cards("blue-1", "blue-2"),
             cards("green-4", "red-4"), cards("blue-3", "blue-4"), cards("red-5", "red-6")]
    state = new_game(6, seed=3, teams=True, crises=[x], hands=hands, draw_top=[x])
    draw(state)
    respond(state, "green-6", None, None, "green-4", None, None)
    play_passively(state)
    ranking = state.outcome.ranking
    assert ranking[0] == Standing(1, (0, 3), 6)
    assert {st.seats for st in ranking[1:]} == {(1, 4), (2, 5)}
    assert ranking[1].rank == ranking[2].rank > 1 and ranking[1].score == 0
    assert state.outcome.winners == (0, 3)

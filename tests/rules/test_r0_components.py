"""R0: the components of Terra (RULES.md R0.1-R0.6)."""

from __future__ import annotations

from collections import Counter

import pytest
from rules_support import check_cards_accounted, crisis, play_passively

from terra_widget.rules import (
    COLOURS,
    DEFAULT_CRISES,
    REGIONS,
    SOLUTION_KINDS,
    Colour,
    ConfigError,
    Crisis,
    Region,
    Solution,
    new_game,
)


@pytest.mark.parametrize("n_players", [3, 4, 5, 6])
def test_r0_1_deck_has_108_cards_18_crises_and_90_solutions(n_players):
    state = new_game(n_players, seed=11)
    assert sum(state.card_locations().values()) == 108
    solutions_held = sum(state.hand_sizes)
    crises_in_pile = [c for c in state.pile if isinstance(c, Crisis)]
    solutions_in_pile = [c for c in state.pile if isinstance(c, Solution)]
    assert len(crises_in_pile) == 18
    assert len(solutions_in_pile) + solutions_held == 90
    assert len(DEFAULT_CRISES) == 18
    check_cards_accounted(state)


def test_r0_2_three_colours_each_a_kind_of_problem():
    """R0.2: exactly three colours, green, blue and red, and every card has one. (What
    kind of problem each colour stands for is text: tests/ui/test_i18n.py.)"""
    assert [c.value for c in Colour] == ["green", "blue", "red"]
    assert COLOURS == (Colour.GREEN, Colour.BLUE, Colour.RED)
    # every card of the deck has one of the three colours
    assert {k.colour for k in SOLUTION_KINDS} == set(Colour)
    assert {c.colour for c in DEFAULT_CRISES} == set(Colour)


def test_r0_3_six_regions_with_their_names():
    """R0.3: the six regions, named as in the rules, all used by the default deck."""
    assert len(REGIONS) == 6
    assert [r.label for r in Region] == [
        "North America", "South America", "Europe", "Africa", "Asia & Middle East",
        "Oceania & South-East Asia",
    ]
    assert {c.region for c in DEFAULT_CRISES} == set(Region)


def test_r0_4_default_crises_one_per_colour_and_region_threats_10_to_16_all_used():
    slots = Counter((c.colour, c.region) for c in DEFAULT_CRISES)
    assert set(slots) == {(col, reg) for col in Colour for reg in Region}
    assert set(slots.values()) == {1}
    threats = [c.threat for c in DEFAULT_CRISES]
    assert all(10 <= t <= 16 for t in threats)
    assert set(threats) == set(range(10, 17))  # every value 10..16 used at least once
    assert len({c.id for c in DEFAULT_CRISES}) == 18


def test_r0_4_default_deck_is_a_data_file_in_the_package():
    from importlib import resources

    text = resources.files("terra_widget.rules").joinpath("data", "crises.json").read_text()
    assert "reconstruction" in text  # R0.4 Decision: documented as a reconstruction


def test_r0_4_custom_crisis_list_is_accepted_and_played():
    # a teaching variant with only three crises (as Crisis objects and as plain dicts)
    custom = [crisis("green", "europe", 10, "flood"), crisis("red", "asia_middle_east", 16, "war"),
              {"id": "debt", "colour": "blue", "region": "africa", "threat": 12}]
    state = new_game(3, seed=5, crises=custom)
    assert [c.id for c in state.config.crises] == ["flood", "war", "debt"]
    assert sum(state.card_locations().values()) == 90 + 3
    play_passively(state)  # three crises can never cause a collective loss (R6.1)
    assert state.is_over and not state.outcome.lost
    check_cards_accounted(state)


@pytest.mark.parametrize("bad, words", [
    ([{"id": "x", "colour": "green", "region": "europe", "threat": 9}], "10..16"),
    ([{"id": "x", "colour": "green", "region": "europe", "threat": 17}], "10..16"),
    ([{"id": "x", "colour": "green", "region": "europe", "threat": "12"}], "10..16"),
    ([{"id": "x", "colour": "green", "region": "europe", "threat": True}], "10..16"),
    ([{"id": "x", "colour": "purple", "region": "europe", "threat": 12}], "green, blue, red"),
    ([{"id": "x", "colour": "green", "region": "atlantis", "threat": 12}], "europe"),
    ([{"id": "x", "colour": "green", "region": "europe"}], "threat"),
    ([{"id": "", "colour": "green", "region": "europe", "threat": 12}], "id"),
    ([crisis("green", "europe", 10, "a"), crisis("red", "africa", 11, "a")], "distinct"),
    ([], "empty"),
    (["green-europe"], "'green-europe' is not a Crisis; give Crisis cards"),
    (42, "the crisis list must be a list of Crisis cards, not 42"),
])
def test_r0_4_invalid_crisis_lists_are_rejected_with_clear_errors(bad, words):
    with pytest.raises(ConfigError) as err:
        new_game(3, seed=1, crises=bad)
    assert err.value.rule == "R0.4"
    assert words in str(err.value)


@pytest.mark.parametrize("threat", [9, 17, 12.0, None])
def test_r0_4_a_crisis_card_needs_a_threat_from_10_to_16(threat):
    with pytest.raises(ValueError, match="threat must be a whole number 10..16"):
        Crisis("x", "green", "europe", threat)


def test_r0_5_solution_counts_per_colour():
    state = new_game(4, seed=3)
    deck = [c for c in state.pile if isinstance(c, Solution)]
    for seat in range(4):
        deck += state.hand(seat)
    counts = Counter((c.colour, c.value) for c in deck)
    for colour in Colour:
        assert [counts[(colour, v)] for v in range(1, 7)] == [6, 6, 5, 5, 4, 4]
    assert len(deck) == 90


def test_r0_5_solution_kinds_are_colour_and_value_1_to_6():
    assert len(SOLUTION_KINDS) == 18
    assert Solution.of("red", 5) is Solution.parse("red-5")
    with pytest.raises(ValueError, match="1..6"):
        Solution.of("red", 7)
    with pytest.raises(ValueError, match="green/blue/red"):
        Solution.parse("purple-3")


def test_r0_6_one_scoring_track_per_player_up_to_six_player_colours():
    state = new_game(6, seed=2)
    assert state.points == [0] * 6
    assert state.view(None).points == (0,) * 6
    with pytest.raises(ConfigError):  # a seventh player has no marker colour (R1.1)
        new_game(7, seed=2)

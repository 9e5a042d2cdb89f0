"""R1: setting up a game (RULES.md R1.1-R1.6)."""

from __future__ import annotations

import pytest
from rules_support import cards, check_cards_accounted, draw, end_turn, play_passively

from terra_widget.rules import (
    DEFAULT_CRISES,
    HAND_SIZES,
    SOLUTION_KINDS,
    ConfigError,
    Crisis,
    Phase,
    Solution,
    full_solution_counts,
    new_game,
    to_json,
)


@pytest.mark.parametrize("n_players", [3, 4, 5, 6])
def test_r1_1_three_to_six_players_by_names_or_count(n_players):
    names = ["Ana", "Ben", "Chloé", "Dev", "Eli", "Fay"][:n_players]
    assert new_game(names, seed=1).players == tuple(names)
    assert new_game(n_players, seed=1).players == tuple(f"Player {i + 1}"
                                                        for i in range(n_players))


@pytest.mark.parametrize("players", [2, 7, ["Ana", "Ben"], ["A", "B", "C", "D", "E", "F", "G"],
                                     0, []])
def test_r1_1_two_or_seven_players_is_a_clear_error(players):
    with pytest.raises(ConfigError) as err:
        new_game(players, seed=1)
    assert err.value.rule == "R1.1"
    count = players if isinstance(players, int) else len(players)
    assert "3 to 6 players" in str(err.value) and f"not {count}" in str(err.value)


@pytest.mark.parametrize("players, words", [
    ("Ana", "list of 3 to 6 names"),
    (["Ana", "Ben", "Ana"], "different"),
    (["Ana", "Ben", ""], "non-empty name"),
    (["Ana", "Ben", 3], "must be text"),
])
def test_r1_1_bad_player_lists_are_clear_errors(players, words):
    with pytest.raises(ConfigError, match=words):
        new_game(players, seed=1)


def test_r1_1_names_that_are_not_text_say_names_must_be_strings():
    with pytest.raises(ConfigError) as err:
        new_game([1, 2, 3], seed=1)
    message = str(err.value)
    assert "player names must be text (strings)" in message
    assert "name 1 of 3 is 1 (int)" in message and "in quotes" in message
    assert message.endswith("[R1.1]") and "non-empty" not in message
    with pytest.raises(ConfigError, match=r"name 3 of 3 is None \(NoneType\)"):
        new_game(["Ana", "Ben", None], seed=1)


def test_r1_1_an_empty_name_says_which_one():
    with pytest.raises(ConfigError) as err:
        new_game(["Ana", "  ", "Ben"], seed=1)
    assert "name 2 of 3 is empty ('  ')" in str(err.value)
    assert "non-empty name, such as 'Ana'" in str(err.value) and err.value.rule == "R1.1"


def test_r1_1_a_repeated_name_is_named():
    with pytest.raises(ConfigError) as err:
        new_game(["Ana", "Ben", "Chloé", "Ben"], seed=1)
    assert "'Ben' is given 2 times" in str(err.value) and "Ana" not in str(err.value)
    assert "different from each other" in str(err.value) and err.value.rule == "R1.1"
    # names are compared without the spaces at either end: say so
    with pytest.raises(ConfigError) as err:
        new_game(["Ana", "Ben", "Ben "], seed=1)
    assert "'Ben' is given 2 times (as 'Ben' and 'Ben ': spaces at either end do not " \
           "count)" in str(err.value)


def test_r1_1_a_long_name_says_how_long_it_is_and_the_limit():
    with pytest.raises(ConfigError) as err:
        new_game(["Ana", "Ben", "x" * 50], seed=1)
    assert "is 50 characters long; a name has at most 40" in str(err.value)
    assert err.value.rule == "R1.1"


@pytest.mark.parametrize("players", [3.0, None, True, object()])
def test_r1_1_players_that_are_neither_names_nor_a_count_are_a_config_error(players):
    """Not a TypeError from deep inside: the same clear error as for any bad player list."""
    with pytest.raises(ConfigError) as err:
        new_game(players, seed=1)
    assert "players must be a list of 3 to 6 names" in str(err.value)
    assert "or a number from 3 to 6" in str(err.value) and repr(players) in str(err.value)
    assert err.value.rule == "R1.1"


@pytest.mark.parametrize("n_players, size", [(3, 4), (4, 4), (5, 3), (6, 2)])
def test_r1_2_hand_sizes_4_4_3_2(n_players, size):
    assert HAND_SIZES[n_players] == size
    for seed in range(5):
        state = new_game(n_players, seed=seed)
        for seat in range(n_players):
            hand = state.hand(seat)
            assert len(hand) == size
            assert all(isinstance(c, Solution) for c in hand)  # Solutions only


def test_r1_2_stacked_hands_must_have_the_dealt_size():
    with pytest.raises(ConfigError, match="with 5 players each hand has 3") as err:
        new_game(5, seed=1, hands=[cards("red-1", "red-2")] * 5)
    assert err.value.rule == "R1.2"
    with pytest.raises(ConfigError, match="one hand for each of 3 players"):
        new_game(3, seed=1, hands=[cards("red-1", "red-2", "red-3", "red-4")] * 2)


def test_r1_2_stacked_deck_cannot_use_more_copies_than_exist():
    # there are only four red 6s (R0.5)
    with pytest.raises(ConfigError, match="more red 6 cards than exist: there are 4"):
        new_game(3, seed=1, draw_top=cards("red-6") * 5)


@pytest.mark.parametrize("hands", [5, "red-1", [5, 5, 5], cards("red-1", "red-2", "red-3")])
def test_r1_2_stacked_hands_of_the_wrong_shape_are_a_config_error(hands):
    with pytest.raises(ConfigError) as err:
        new_game(3, seed=1, hands=hands)
    assert "hands must be a list of 3 hands (one per player), each a list of 4 Solution " \
           f"cards, not {hands!r}" in str(err.value)
    assert err.value.rule == "R1.2"


def test_r1_2_a_stacked_hand_holding_something_else_says_whose_and_what():
    hands = [cards("red-1", "red-2", "red-3", "red-4"), ["red-1"] * 4,
             cards("blue-1", "blue-2", "blue-3", "blue-4")]
    with pytest.raises(ConfigError) as err:
        new_game(["Ana", "Ben", "Chloé"], seed=1, hands=hands)
    assert "the stacked hand of Ben holds 'red-1': hands are dealt Solution cards only" \
        in str(err.value)


def test_r1_2_a_stacked_pile_too_big_to_deal_says_how_many_are_left_and_needed():
    pile = [kind for kind in SOLUTION_KINDS for _ in range(full_solution_counts()[kind.index])]
    with pytest.raises(ConfigError) as err:
        new_game(3, seed=1, draw_top=pile[:85])
    assert "leaves 5 Solutions to deal, but 3 hands of 4 need 12" in str(err.value)
    assert err.value.rule == "R1.2"


@pytest.mark.parametrize("where", ["draw_top", "draw_bottom"])
@pytest.mark.parametrize("bad", [5, "red-1", Solution.parse("red-1")])
def test_r1_3_a_stacked_pile_that_is_not_a_list_of_cards_is_a_config_error(where, bad):
    with pytest.raises(ConfigError) as err:
        new_game(3, seed=1, **{where: bad})
    assert f"{where} must be a list of cards" in str(err.value) and repr(bad) in str(err.value)
    assert err.value.rule == "R1.3"


def test_r1_3_stacked_crises_not_in_the_list_or_used_twice_get_their_own_message():
    first, second = DEFAULT_CRISES[0], DEFAULT_CRISES[1]
    with pytest.raises(ConfigError, match="is used twice \\(draw_top\\); each crisis is in"):
        new_game(3, seed=1, draw_top=[first, first])
    with pytest.raises(ConfigError, match="is not in the game's crisis list \\(draw_bottom\\)"):
        new_game(3, seed=1, crises=[second], draw_bottom=[first])
    with pytest.raises(ConfigError, match="5 is not a card \\(draw_top\\); give Solution"):
        new_game(3, seed=1, draw_top=[5])


def test_r1_3_draw_pile_is_the_other_solutions_with_every_crisis_shuffled_in():
    """R1.3: the draw pile is every Solution not dealt plus the 18 Crises, shuffled
    together (a different spread of the crises for every seed)."""
    positions = set()
    for seed in range(20):
        state = new_game(4, seed=seed)
        assert len(state.pile) == 108 - 4 * 4
        assert sum(isinstance(c, Crisis) for c in state.pile) == 18
        check_cards_accounted(state)  # the pile's Solutions are exactly the undealt ones
        # the crises are spread through the pile, not stacked at one end
        positions.add(tuple(i for i, c in enumerate(state.pile) if isinstance(c, Crisis)))
    assert len(positions) == 20


def test_r1_4_first_player_by_seat_or_by_name_and_play_goes_clockwise():
    assert new_game(4, seed=1).current == 0  # Decision: the first seat by default
    by_seat = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=1, first_player=2,
                       draw_top=cards("red-1", "red-2", "red-3", "red-4"))
    by_name = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=1, first_player="Chloé",
                       draw_top=cards("red-1", "red-2", "red-3", "red-4"))
    assert to_json(by_seat) == to_json(by_name)
    order = []
    for _ in range(4):
        order.append(by_seat.current)
        assert by_seat.to_act == by_seat.current
        draw(by_seat)
        end_turn(by_seat)
    assert order == [2, 3, 0, 1]


@pytest.mark.parametrize("first, words", [(4, "seat 0..3"), (-1, "seat 0..3"),
                                          ("Zoe", "not one of the players"),
                                          (True, "seat 0..3"), (1.0, "seat 0..3")])
def test_r1_4_unknown_first_player_is_a_clear_error(first, words):
    with pytest.raises(ConfigError, match=words) as err:
        new_game(["Ana", "Ben", "Chloé", "Dev"], seed=1, first_player=first)
    assert err.value.rule == "R1.4"


def test_r1_5_all_scores_start_at_zero():
    """R1.5: every track score, final score and hoard starts at nothing."""
    for n in range(3, 7):
        state = new_game(n, seed=4)
        assert state.points == [0] * n
        assert [state.final_score(seat) for seat in range(n)] == [0] * n
        assert state.hoards == [[] for _ in range(n)]


def test_r1_6_a_seed_reproduces_the_deal_and_the_pile_exactly():
    a, b = new_game(5, seed=2024), new_game(5, seed=2024)
    assert a.pile == b.pile
    assert [a.hand(i) for i in range(5)] == [b.hand(i) for i in range(5)]
    play_passively(a)
    play_passively(b)
    assert to_json(a) == to_json(b) and a.events == b.events
    other = new_game(5, seed=2025)
    assert other.pile != new_game(5, seed=2024).pile


def test_r1_6_without_a_seed_the_game_keeps_the_one_it_picked():
    state = new_game(3)
    again = new_game(3, seed=state.seed)
    assert isinstance(state.seed, int)
    assert state.pile == again.pile and state.hand(0) == again.hand(0)


@pytest.mark.parametrize("seed", ["12", 1.5, True])
def test_r1_6_seed_must_be_a_whole_number(seed):
    with pytest.raises(ConfigError, match="seed must be a whole number") as err:
        new_game(3, seed=seed)
    assert err.value.rule == "R1.6"


def test_r1_6_shuffle_is_owned_by_the_game_not_the_global_random_module():
    import random

    random.seed(1)
    a = new_game(3, seed=9)
    random.seed(2)
    b = new_game(3, seed=9)
    assert a.pile == b.pile
    assert a.phase is Phase.DRAW


def test_r1_1_a_name_that_is_not_text_is_refused():
    # A lone surrogate can be typed into Python but never written to a (UTF-8) save file:
    # such a game used to start and then fail at every save.
    with pytest.raises(ConfigError, match=r"not text.*\[R1.1\]"):
        new_game(["Ana", "B\ud800n", "Chloé"], seed=1)

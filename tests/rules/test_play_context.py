"""What the one transition keeps at hand (``rules/core/context.py``): the part made of the
policies is made once for a run of games, yet a game is always played by the policies it
is given -- a list changed in place, another list or another table size is noticed."""

from __future__ import annotations

from terra_widget.rules.core import context
from terra_widget.rules.core.flat import END, OVER, FlatGame, deck_of
from terra_widget.rules.face.cards import DEFAULT_CRISES


class _Counting:
    """Always passes and ends its turn (a legal answer to every question, R3.1, R4):
    counts how often it was asked."""

    def __init__(self):
        self.asked = 0

    def respond(self, g, seat):
        self.asked += 1
        return -1

    def play(self, g, seat):
        self.asked += 1
        return END

    def discard(self, g, seat):
        self.asked += 1
        return (g.masks[seat] & -g.masks[seat]).bit_length() - 1


def _game(n: int, seed: int) -> FlatGame:
    return FlatGame.deal(n, deck_of(DEFAULT_CRISES), seed)


def test_a_list_of_policies_changed_in_place_plays_its_new_members():
    first, second = _Counting(), _Counting()
    policies = [first] * 4
    _game(4, 1).play(policies)
    asked = first.asked
    assert asked > 0
    policies[2] = second  # the same list, another policy in seat 3
    _game(4, 2).play(policies)
    assert second.asked > 0
    again = first.asked - asked
    assert again > 0  # the other seats are still asked too


def test_the_same_policies_at_another_table_size_are_seated_anew():
    one = _Counting()
    for n in (4, 3, 5, 4):
        before = one.asked
        game = _game(n, n).play([one] * n)
        assert game.phase == OVER and one.asked > before  # played to its end (R6)
        last = context._RULED[0]
        assert last[0][0] == n and len(last[0]) == n + 1  # seat count, then its policies

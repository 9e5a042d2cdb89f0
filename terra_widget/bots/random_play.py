"""The Random strategy: the baseline every other strategy should beat."""

from __future__ import annotations

from .base import Strategy


class Random(Strategy):
    """Picks any allowed move, each with the same chance, like a player who does not
    think at all. Useful as a yardstick: a strategy worth its name should save the world
    more often (or score more) than this."""

    name = "random"
    classifier = {"stochastic": True, "sees_hidden": False, "hoards": True, "helps": True}
    light_view = True

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        return legal[int(self.rng.random() * len(legal))]

    def flat_policy(self):
        if type(self).choose is not Random.choose:  # a subclass decides otherwise
            return None
        return _RandomFlat(self.rng.random)


class _RandomFlat:
    """``Random.choose`` on the flat play-out: the same draw over the same list of legal
    moves, in ``legal_actions()``'s order (passing first, ending the turn last)."""

    __slots__ = ("rand",)

    def __init__(self, rand):
        self.rand = rand

    def respond(self, game, seat):  # R3.1: pass, or one of the kinds of the colour
        kinds = game.respond_kinds(seat)
        r = int(self.rand() * (len(kinds) + 1))
        return kinds[r - 1] if r else -1

    def play(self, game, seat):  # R4.1-R4.7
        moves = game.play_moves(seat)
        if len(moves) == 1:  # only ending the turn: no choice, no draw
            return moves[0]
        return moves[int(self.rand() * len(moves))]

    def discard(self, game, seat):  # R4.8
        kinds = game.discard_kinds(seat)
        return kinds[int(self.rand() * len(kinds))]

"""Setting a game up (R1, R5.1-R5.2, R0.4-R0.5): the players, teams, first player, crisis
list and an optional stacked deck, each checked with a clear error naming the rule
(``ConfigError``) before any game starts. Dealing itself is ``GameState``'s (R1.2-R1.3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...checks import is_whole
from ..core.constants import HAND_SIZES, TEAM_PLAYERS
from ..core.ending import team_seats
from .cards import DEFAULT_CRISES, Card, Crisis, Solution, full_solution_counts, validate_crises
from .errors import ConfigError
from .names import normal_name
from .save_limits import MAX_NAME_LENGTH, is_text


def default_names(n: int) -> list[str]:
    """The names of a game set up with a number of players: "Player 1", "Player 2"..."""
    return [f"Player {i + 1}" for i in range(n)]


def teams_refusal(n_players: int) -> ConfigError | None:
    """Why ``n_players`` cannot play in teams, or None if they can: partners sit
    opposite (R5.1), so teams need 4 or 6 players, and any other count is a clear error
    (R5.2). The one place this rule is said: set-up, ``simulate`` and the command line
    raise this error."""
    if n_players in TEAM_PLAYERS:
        return None
    return ConfigError("R5.2", f"teams of two need {' or '.join(map(str, TEAM_PLAYERS))} "
                               f"players, not {n_players}; play without teams")


#: How long a game is: the rulebook's game, or this project's classroom short game -- a
#: variant of the set-up only, not of play, and not the rulebook's (docs/rules.md, "The
#: classroom short game", measured by ``benchmarks/short_game.py``): fewer crises (R0.4
#: lets a game use any crisis list) and a shorter draw pile (R1.3).
LENGTHS = ("full", "short")
#: The short game leaves out the crises of these regions (R0.3 indices: North America and
#: Oceania & South-East Asia): 12 crises stay, three in each of four regions, so every
#: loss limit of R6.1 can still be reached.
SHORT_LEFT_OUT_REGIONS = (0, 5)
#: The short game's draw pile keeps this many of the Solutions left after the deal
#: (R1.2), by player count; the others are set aside face down, unseen by anyone (R7.5),
#: and never come into the game.
SHORT_PILE_SOLUTIONS = {3: 41, 4: 36, 5: 35, 6: 34}
#: The short game deals each player this many cards more than R1.2 does: with less time
#: to build a hand, a table can still answer the crises.
SHORT_EXTRA_CARDS = 2


def short_crises() -> tuple[Crisis, ...]:
    """The crisis list of the classroom short game (``SHORT_LEFT_OUT_REGIONS``)."""
    return _SHORT_CRISES


_SHORT_CRISES = tuple(c for c in DEFAULT_CRISES if c.ridx not in SHORT_LEFT_OUT_REGIONS)


def check_length(length) -> str:
    """``length`` if it is one of ``LENGTHS``; a ConfigError saying what is allowed."""
    if not (isinstance(length, str) and length in LENGTHS):
        raise ConfigError("R1.3", f"length must be {' or '.join(map(repr, LENGTHS))} "
                                  f"(the classroom short game), not {length!r}")
    return length


@dataclass(frozen=True)
class GameConfig:
    """What never changes during a game. Build it with ``new_game`` or ``GameConfig.make``."""

    players: tuple[str, ...]
    teams: bool = False
    first_player: int = 0
    crises: tuple[Crisis, ...] = DEFAULT_CRISES
    #: Stacked deck for tests and scripted lessons: given hands, cards on top of the
    #: draw pile (first drawn first) and at its bottom (last drawn last).
    hands: tuple[tuple[Solution, ...], ...] | None = None
    draw_top: tuple[Card, ...] = ()
    draw_bottom: tuple[Card, ...] = ()
    #: "full", or "short" for the classroom short game (``LENGTHS``).
    length: str = "full"

    @staticmethod
    def make(players, *, teams=False, first_player=0, crises=None, hands=None,
             draw_top=(), draw_bottom=(), length="full") -> GameConfig:
        names = _check_players(players)
        length = check_length(length)
        n = len(names)
        if not isinstance(teams, bool):
            raise ConfigError("R5.1", f"teams must be True or False, not {teams!r}")
        if teams:
            refusal = teams_refusal(n)
            if refusal is not None:
                raise refusal
        if isinstance(first_player, str):
            first_player = normal_name(first_player)  # as the names are (R1.1)
            if first_player not in names:
                raise ConfigError("R1.4", f"first player {first_player!r} is not one of "
                                          f"the players: {', '.join(names)}")
            first_player = names.index(first_player)
        if not is_whole(first_player) \
                or not 0 <= first_player < n:
            raise ConfigError("R1.4", f"first_player must be a seat 0..{n - 1} or a player's "
                                      f"name, not {first_player!r}")
        if crises is None:
            crises = _SHORT_CRISES if length == "short" else DEFAULT_CRISES
        else:
            crises = validate_crises(crises)
        if hands is not None:
            given = hands
            try:
                if isinstance(given, str):
                    raise TypeError
                hands = tuple(given)
                if any(isinstance(h, (str, Solution)) for h in hands):
                    raise TypeError
                hands = tuple(tuple(h) for h in hands)
            except TypeError:
                size = HAND_SIZES[n] + (SHORT_EXTRA_CARDS if length == "short" else 0)
                raise ConfigError("R1.2", f"hands must be a list of {n} hands (one per "
                                          f"player), each a list of {size} Solution "
                                          f"cards, not {given!r}") from None
        config = GameConfig(names, teams, first_player, crises, hands,
                            _card_list(draw_top, "draw_top"),
                            _card_list(draw_bottom, "draw_bottom"), length)
        config._check_stack()
        return config

    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def pile_solutions(self) -> int | None:
        """How many of the Solutions left after the deal the draw pile keeps (the short
        game, ``SHORT_PILE_SOLUTIONS``), or None: all of them (R1.3)."""
        return SHORT_PILE_SOLUTIONS[self.n_players] if self.length == "short" else None

    @property
    def hand_size(self) -> int:
        """The cards dealt to each player (R1.2; more in the short game)."""
        extra = SHORT_EXTRA_CARDS if self.length == "short" else 0
        return HAND_SIZES[self.n_players] + extra

    @property
    def is_stacked(self) -> bool:
        return self.hands is not None or bool(self.draw_top) or bool(self.draw_bottom)

    def public(self) -> GameConfig:
        """This config without the stacked deck, which is hidden information (R7.5):
        what views carry."""
        if not self.is_stacked:
            return self
        cached = self.__dict__.get("_public")
        if cached is None:
            cached = GameConfig(self.players, self.teams, self.first_player, self.crises,
                                length=self.length)
            object.__setattr__(self, "_public", cached)
        return cached

    def team_of(self, seat: int) -> int | None:
        """R5.1: partners sit opposite (seats 1&3, 2&4 / 1&4, 2&5, 3&6)."""
        return seat % (len(self.players) // 2) if self.teams else None

    def teams_list(self) -> list[tuple[int, ...]]:
        return team_seats(self.n_players, self.teams)

    def _check_stack(self) -> None:
        if not self.is_stacked:
            return
        n = self.n_players
        size = self.hand_size
        pool = full_solution_counts()
        crisis_ids = {c.id for c in self.crises}
        used_crises: set[str] = set()

        def take(card, where):
            if isinstance(card, Solution):
                if pool[card.index] == 0:
                    raise ConfigError("R0.5", f"the stacked deck uses more {card} cards than "
                                              f"exist: there are "
                                              f"{full_solution_counts()[card.index]} "
                                              f"({where})")
                pool[card.index] -= 1
            elif isinstance(card, Crisis):
                if card.id not in crisis_ids:
                    raise ConfigError("R0.4", f"stacked crisis {card.id!r} is not in the "
                                              f"game's crisis list ({where}); stack only "
                                              "crises of that list")
                if card.id in used_crises:
                    raise ConfigError("R0.4", f"stacked crisis {card.id!r} is used twice "
                                              f"({where}); each crisis is in the deck once")
                used_crises.add(card.id)
            else:
                raise ConfigError("R0.1", f"{card!r} is not a card ({where}); give Solution "
                                          "cards, such as Solution.parse('red-5'), or "
                                          "Crisis cards")

        if self.hands is not None:
            if len(self.hands) != n:
                raise ConfigError("R1.2", f"stacked hands: give one hand for each of {n} "
                                          f"players, not {len(self.hands)}")
            for seat, hand in enumerate(self.hands):
                if len(hand) != size:
                    raise ConfigError("R1.2", f"stacked hand of {self.players[seat]} has "
                                              f"{len(hand)} cards; with {n} players each "
                                              f"hand has {size}")
                for card in hand:
                    if not isinstance(card, Solution):
                        raise ConfigError("R1.2", f"the stacked hand of {self.players[seat]} "
                                                  f"holds {card!r}: hands are dealt Solution "
                                                  "cards only, such as "
                                                  "Solution.parse('red-5')")
                    take(card, "hands")
        for card in self.draw_top:
            take(card, "draw_top")
        for card in self.draw_bottom:
            take(card, "draw_bottom")
        if self.hands is None and sum(pool) < size * n:
            raise ConfigError("R1.2", f"the stacked draw pile leaves {sum(pool)} Solutions to "
                                      f"deal, but {n} hands of {size} need "
                                      f"{size * n}; stack fewer Solutions")


def players_type_error(players) -> ConfigError:
    return ConfigError("R1.1", f"players must be a list of 3 to 6 names, such as "
                               f"['Ana', 'Ben', 'Chloé'], or a number from 3 to 6, not "
                               f"{players!r}")


def _card_list(cards, where: str) -> tuple:
    """``draw_top``/``draw_bottom`` as a tuple, or a ConfigError saying what they must be."""
    if not isinstance(cards, (str, Solution, Crisis)):
        try:
            return tuple(cards)
        except TypeError:
            pass
    raise ConfigError("R1.3", f"{where} must be a list of cards (Solutions such as "
                              f"Solution.parse('red-5'), or Crises), not {cards!r}")


def _check_players(players) -> tuple[str, ...]:
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise players_type_error(players)
    names = tuple(players)
    n = len(names)
    if not 3 <= n <= 6:
        raise ConfigError("R1.1", f"Terra is played by 3 to 6 players, not {n}")
    # Names are kept and compared in one Unicode form (names.normal_name): "Chloé" typed
    # composed or with a combining accent is one player, and invisible characters never
    # reach the table (R1.1).
    normal: list[str] = []
    for i, name in enumerate(names):
        if not isinstance(name, str):
            raise ConfigError("R1.1", f"player names must be text (strings), but name {i + 1} "
                                      f"of {n} is {name!r} ({type(name).__name__}); write each "
                                      "name in quotes, such as ['Ana', 'Ben', 'Chloé']")
        if len(name) > 4 * MAX_NAME_LENGTH:  # (before any work on a long text)
            raise ConfigError("R1.1", f"player name {name[:20]!r}... is {len(name)} characters "
                                      f"long; a name has at most {MAX_NAME_LENGTH}")
        if not is_text(name):  # a game with such a name could never be saved (UTF-8)
            raise ConfigError("R1.1", f"player name {i + 1} of {n} holds a character that is "
                                      "not text (a lone surrogate such as '\\ud800'); type "
                                      "the name with ordinary letters")
        normal.append(normal_name(name))
        if not normal[i]:
            raise ConfigError("R1.1", f"name {i + 1} of {n} is empty ({name!r}); give each "
                                      "player a non-empty name, such as 'Ana'")
        if len(normal[i]) > MAX_NAME_LENGTH:
            raise ConfigError("R1.1", f"player name {name[:20]!r}... is "
                                      f"{len(normal[i])} characters long; a name has "
                                      f"at most {MAX_NAME_LENGTH}")
    for name in normal:
        if normal.count(name) > 1:
            same = [o for o in names if normal_name(o) == name]
            if len({o.strip() for o in same}) == 1:
                given = list(dict.fromkeys(repr(o) for o in same))
                why = "spaces at either end do not count"
            else:  # the same letters typed in other ways: show the difference
                given = list(dict.fromkeys(ascii(o) for o in same))
                why = ("the same name typed in different ways: how an accent was typed, "
                       "invisible characters and extra spaces do not count")
            spaces = f" (as {' and '.join(given)}: {why})" if len(given) > 1 else ""
            raise ConfigError("R1.1", f"player names must be different from each other, but "
                                      f"{name!r} is given {normal.count(name)} "
                                      f"times{spaces}; give each player another name")
    return tuple(normal)

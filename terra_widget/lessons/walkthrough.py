"""Lesson 02's helpers: play a game move by move, with moves written as sentences in the
game's own words, and ask before each refusal. The notebook shows none of this code: a
student reads ``play(game, "Ana draws a card")`` and the rules, not the plumbing.
Widget-free until ``show`` is called (it draws the classroom widget)."""

from __future__ import annotations

from terra_widget.i18n import translator
from terra_widget.rules import (
    DEFAULT_CRISES,
    Draw,
    EventKind,
    Hoard,
    IllegalActionError,
    Pass,
    Solution,
)

from .reveal import Sentence, _text, reveal_choice

#: Every crisis by its id ("green-europe"), to stack the draw pile.
CRISIS = {crisis.id: crisis for crisis in DEFAULT_CRISES}
_MARKS = "▲●■“”«»„\""


def card(text: str) -> Solution:
    """"red 5" -> the red 5 Solution card."""
    try:
        colour, value = text.split()
        return Solution.of(colour, int(value))
    except (ValueError, KeyError):
        raise ValueError(f"a card is written 'colour value' (green, blue or red, 1 to 6), "
                         f"such as 'red 5'; not {text!r}") from None


def _plain(move: str) -> str:
    # moves match without the colour symbols, quotation marks, spaces and capitals
    for mark in _MARKS:
        move = move.replace(mark, "")
    return "".join(move.split()).casefold()


class Walkthrough:
    """The moves of a game told in ``lang``: ``play``, ``try_move``, ``nobody_helps``,
    ``show`` (each prints what happened)."""

    def __init__(self, lang: str = "en"):
        self.lang = lang
        self.t = translator(lang)

    def describe(self, game, action) -> str:
        """A move in the game's words (a hoard also names its three cards)."""
        move = self.t.describe_action(action, game.players)
        if isinstance(action, Hoard):
            move = _text(self.lang, "move_hoard").format(move=move,
                                                         cards=self.t.cards(action.cards))
        return move

    def tell(self, game, events) -> None:
        for event in events:
            print("  " + self.t.narrate(event, game.players))

    def play(self, game, *moves: str) -> None:
        """Make each move (a sentence) if the rules allow it now, and tell what happened;
        a move not allowed stops with the list of those that are (the game unchanged)."""
        for move in moves:
            allowed = {_plain(self.describe(game, a)): a for a in game.legal_actions()}
            if _plain(move) not in allowed:
                choices = "\n".join(self.describe(game, a) for a in game.legal_actions())
                raise ValueError(_text(self.lang, "not_allowed").format(move=move,
                                                                        allowed=choices))
            seen = len(game.events)
            game.apply(allowed[_plain(move)])
            self.tell(game, game.events[seen:])

    def try_move(self, game, action, prediction=None) -> Sentence:
        """Try a move the rules may forbid (a refused move changes nothing), and put the
        student's prediction beside the answer: ``True`` allowed, ``False`` refused."""
        move = self.describe(game, action)
        try:
            game.apply(action)
        except IllegalActionError:
            allowed, said = False, _text(self.lang, "refused").format(move=move)
        else:
            allowed, said = True, _text(self.lang, "allowed").format(move=move)
        words = {True: _text(self.lang, "word_allowed"), False: _text(self.lang, "word_refused")}
        if prediction not in (None, True, False):
            raise ValueError(f"a prediction here is True (allowed), False (refused) or None, "
                             f"not {prediction!r}")
        guess = None if prediction is None else words[prediction]
        return Sentence(said + "\n" + reveal_choice(guess, words[allowed], self.lang))

    def nobody_helps(self, game) -> None:
        """Draw; whenever a crisis is impending, everybody passes. Stops at a Solution
        card or the end, and tells what happened (the passes left out)."""
        seen = len(game.events)
        while not game.is_over and game.phase.value in ("draw", "respond"):
            game.apply(next(a for a in game.legal_actions() if isinstance(a, (Draw, Pass))))
        self.tell(game, [e for e in game.events[seen:] if e.kind is not EventKind.PASSED])

    def show(self, game):
        """The classroom widget on a copy of the game at this moment, every hand open."""
        import terra_widget

        return terra_widget.show(game, lang=self.lang)

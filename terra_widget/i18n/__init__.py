"""Every text of the classroom widget in English, French, German, Spanish and Catalan.

Pure Python (no Jupyter import), so the command line can narrate games too. All strings
of one language live in one module (``en.py``, ``fr.py``, ...), as a flat dict of keys to
``str.format`` templates; every language has the same keys and the same placeholders.

    from terra_widget.i18n import translator
    t = translator("fr")
    t("btn.draw")                         # 'Piocher une carte'
    t.narrate(event, state.players)       # one sentence for an engine Event
    t.card(Solution.of("red", 5))         # '■ rouge 5'

A missing key or placeholder raises ``KeyError`` naming the key and the language, so a
test that renders every screen in every language finds any gap.

Colours are never shown by hue alone: each has a symbol (``COLOUR_SYMBOLS``) and a name.
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Sequence

from ..rules import (
    LOSS_COLOUR,
    LOSS_REGION,
    LOSS_TOTAL,
    Action,
    Colour,
    Crisis,
    Discard,
    Draw,
    EndTurn,
    Event,
    EventKind,
    Hoard,
    LossCause,
    Pass,
    PlayFullBlown,
    PlayImpending,
    Region,
    Solution,
    classify_set,
    crisis_title,
)

LANGUAGES: tuple[str, ...] = ("en", "fr", "de", "es", "ca")

#: One shape per crisis colour, so that colour is never the only cue (colour-blind safe).
COLOUR_SYMBOLS = {Colour.GREEN: "▲", Colour.BLUE: "●", Colour.RED: "■"}

_CACHE: dict[str, dict[str, str]] = {}


def strings(lang: str) -> dict[str, str]:
    """The template dict of ``lang`` (one of ``LANGUAGES``)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    table = _CACHE.get(lang)
    if table is None:
        table = _CACHE[lang] = importlib.import_module(f"{__name__}.{lang}").STRINGS
    return table


def placeholders(template: str) -> frozenset[str]:
    """The ``{names}`` a template expects."""
    return frozenset(field for _, field, _, _ in string.Formatter().parse(template)
                     if field is not None)


class Translator:
    """Formats the strings of one language. ``t(key, **values)`` -> text (never HTML:
    the widget escapes every text it puts into HTML)."""

    def __init__(self, lang: str = "en"):
        self.lang = lang
        self._strings = strings(lang)

    def __call__(self, key: str, **values) -> str:
        try:
            template = self._strings[key]
        except KeyError:
            raise KeyError(f"no text for {key!r} in language {self.lang!r}") from None
        try:
            return template.format(**values)
        except KeyError as exc:
            raise KeyError(f"text {key!r} in language {self.lang!r} needs the value "
                           f"{exc.args[0]!r}") from None

    # -- names of things ---------------------------------------------------------------
    def colour(self, colour: Colour) -> str:
        """Symbol and name, e.g. '▲ green'."""
        return f"{COLOUR_SYMBOLS[colour]} {self('colour.' + colour.value)}"

    def colour_name(self, colour: Colour) -> str:
        return self("colour." + colour.value)

    def region(self, region: Region) -> str:
        return self("region." + region.value)

    def card(self, card: Solution) -> str:
        """'▲ green 5'."""
        return (f"{COLOUR_SYMBOLS[card.colour]} "
                f"{self('card.solution', colour=self.colour_name(card.colour), value=card.value)}")

    def cards(self, cards: Sequence[Solution]) -> str:
        return self("list.sep").join(self.card(c) for c in cards) if cards else \
            self("hands.none")

    def crisis_title(self, crisis: Crisis) -> str:
        return crisis_title(crisis, self.lang)

    def crisis(self, crisis: Crisis) -> str:
        """'“The desert advances” (▲ green, Africa)'."""
        return self("card.crisis", title=self.crisis_title(crisis),
                    colour=self.colour(crisis.colour), region=self.region(crisis.region))

    def join(self, items: Sequence[str], *, last: str = "list.pair") -> str:
        """'A', 'A and B', 'A, B and C'; with ``last="list.or"``: 'A, B or C'."""
        items = list(items)
        if not items:
            return ""
        if len(items) == 1:
            return items[0]
        head = self("list.sep").join(items[:-1])
        return self(last, first=head, second=items[-1])

    def names(self, names: Sequence[str], seats) -> str:
        return self.join([names[s] for s in seats])

    def set_kind(self, cards) -> str:
        kind = classify_set(cards)
        return self("set." + kind.value) if kind is not None else ""

    def strategy(self, spec) -> str:
        """A bot's strategy spec ('balanced:0.5') in words."""
        if not isinstance(spec, str):
            return self("strategy.custom")
        base, _, param = spec.partition(":")
        key = "strategy." + base
        name = self(key) if key in self._strings else base
        return f"{name} {param}" if param else name

    def cause(self, cause: LossCause) -> str:
        """Which loss threshold broke (R6.1), in words."""
        if cause.kind == "region":
            return self("cause.region", n=cause.count, region=self.region(cause.region),
                        limit=LOSS_REGION)
        if cause.kind == "colour":
            return self("cause.colour", n=cause.count, colour=self.colour(cause.colour),
                        limit=LOSS_COLOUR)
        return self("cause.total", n=cause.count, limit=LOSS_TOTAL)

    # -- sentences ------------------------------------------------------------------------
    def narrate(self, event: Event, names: Sequence[str]) -> str:
        """One sentence for an engine event. Redacted events (another seat's draw or hoard,
        from ``state.visible_events``) are narrated without the hidden cards."""
        k = event.kind
        player = names[event.seat] if event.seat is not None else ""
        crisis = event.crisis
        if k is EventKind.TURN_STARTED:
            return self("event.turn_started", turn=event.turn, player=player)
        if k is EventKind.DREW_SOLUTION:
            if event.card is None:
                return self("event.drew_solution_hidden", player=player)
            return self("event.drew_solution", player=player, card=self.card(event.card))
        if k is EventKind.DREW_CRISIS:
            return self("event.drew_crisis", player=player, crisis=self.crisis(crisis),
                        threat=crisis.threat)
        if k is EventKind.PLAYED_IMPENDING:
            return self("event.played_impending", player=player, card=self.card(event.card))
        if k is EventKind.PASSED:
            return self("event.passed", player=player)
        if k is EventKind.CRISIS_SOLVED:
            return self("event.crisis_solved", crisis=self.crisis(crisis), total=event.value,
                        threat=crisis.threat)
        if k is EventKind.CRISIS_FULL_BLOWN:
            return self("event.crisis_full_blown", crisis=self.crisis(crisis),
                        total=event.value, threat=crisis.threat)
        if k is EventKind.PLAYED_FULL_BLOWN:
            return self("event.played_full_blown", player=player, card=self.card(event.card),
                        crisis=self.crisis(crisis), total=event.value, threat=crisis.threat)
        if k is EventKind.FULL_BLOWN_SOLVED:
            return self("event.full_blown_solved", crisis=self.crisis(crisis))
        if k is EventKind.SCORED:
            return self("event.scored", player=player, points=event.value,
                        reason=self("reason." + event.reason.value))
        if k is EventKind.HOARDED:
            if not event.cards:
                return self("event.hoarded_hidden", player=player, n=event.value or 3)
            return self("event.hoarded", player=player, cards=self.cards(event.cards))
        if k is EventKind.DISCARDED:
            return self("event.discarded", player=player, card=self.card(event.card))
        if k is EventKind.TURN_ENDED:
            return self("event.turn_ended", player=player)
        if k is EventKind.LAST_CARD_DRAWN:
            return self("event.last_card_drawn")
        if k is EventKind.WORLD_LOST:
            return self("event.world_lost",
                        causes=self("list.sep").join(self.cause(c) for c in event.causes))
        if k is EventKind.GAME_WON:
            return self("event.game_won", score=event.value,
                        names=self.names(names, event.seats))
        raise ValueError(f"no narration for event kind {k!r}")  # pragma: no cover

    def describe_action(self, action: Action, names: Sequence[str]) -> str:
        """A public sentence for an action (time-travel list): a hoard never shows its
        cards, a draw never shows what was drawn."""
        player = names[action.seat]
        if isinstance(action, Draw):
            return self("action.draw", player=player)
        if isinstance(action, PlayImpending):
            return self("action.play_impending", player=player,
                        card=self.card(action.solution))
        if isinstance(action, Pass):
            return self("action.pass", player=player)
        if isinstance(action, PlayFullBlown):
            return self("action.play_full_blown", player=player,
                        card=self.card(action.solution), crisis=self.crisis(action.crisis))
        if isinstance(action, Hoard):
            return self("action.hoard", player=player)
        if isinstance(action, EndTurn):
            return self("action.end_turn", player=player)
        if isinstance(action, Discard):
            return self("action.discard", player=player, card=self.card(action.solution))
        raise ValueError(f"no description for action {action!r}")  # pragma: no cover


def translator(lang: str = "en") -> Translator:
    """A ``Translator`` for ``lang``; raises ValueError naming the allowed languages."""
    return Translator(lang)


__all__ = ["LANGUAGES", "COLOUR_SYMBOLS", "Translator", "translator", "strings",
           "placeholders"]

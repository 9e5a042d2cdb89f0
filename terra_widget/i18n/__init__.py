"""Every text of Terra in English, French, German, Spanish and Catalan.

All strings of one language live in one module (``en.py``, ``fr.py``, ...), as a flat dict
of keys to ``str.format`` templates; every language has the same keys and the same
placeholders. The English ones are the English of the whole package: the engine's own
sentences (``describe_event``, ``GameState.describe``) are these templates too.

    from terra_widget.i18n import translator
    t = translator("fr")
    t("btn.draw")                         # 'Piocher une carte'
    t.narrate(event, state.players)       # one sentence for an engine Event
    t.card(Solution.of("red", 5))         # '■ rouge 5'

A missing key or placeholder raises ``KeyError`` naming the key and the language, so a
test that renders every screen in every language finds any gap.

This package is the bottom layer, under the rules engine: standard library only, and it
imports nothing else of ``terra_widget``. It knows the game's objects by their attributes
(``card.colour.value``, ``event.kind.value``, ``action.kind``...), which is why the engine
can narrate through it without an import cycle.

Colours are never shown by hue alone: each has a symbol (``COLOUR_SYMBOLS``) and a name.
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Sequence

LANGUAGES: tuple[str, ...] = ("en", "fr", "de", "es", "ca")


class _ByColour(dict):
    """Keyed by a colour's value (``"green"``); a ``Colour`` works as a key too."""

    def __missing__(self, colour):
        value = getattr(colour, "value", None)
        if not isinstance(value, str):
            raise KeyError(colour)
        return self[value]


#: One shape per crisis colour, so that colour is never the only cue (colour-blind safe).
COLOUR_SYMBOLS = _ByColour(green="▲", blue="●", red="■")

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

    def plural(self, key: str, n: int, **values) -> str:
        """The text ``key + ".one"`` or ``key + ".other"``, as the count ``n`` needs in this
        language (``numbers.plural_category``), with ``{n}`` written the language's way."""
        from .numbers import integer, plural_category  # numbers imports this package

        return self(f"{key}.{plural_category(n, self.lang)}", n=integer(n, self.lang),
                    **values)

    # -- names of things ---------------------------------------------------------------
    def colour(self, colour) -> str:
        """Symbol and name, e.g. '▲ green'."""
        return f"{COLOUR_SYMBOLS[colour.value]} {self.colour_name(colour)}"

    def colour_name(self, colour) -> str:
        return self("colour." + colour.value)

    def region(self, region) -> str:
        return self("region." + region.value)

    def card(self, card) -> str:
        """A Solution card: '▲ green 5'."""
        return (f"{COLOUR_SYMBOLS[card.colour.value]} "
                f"{self('card.solution', colour=self.colour_name(card.colour), value=card.value)}")

    def cards(self, cards: Sequence) -> str:
        return self("list.sep").join(self.card(c) for c in cards) if cards else \
            self("hands.none")

    def crisis_title(self, crisis) -> str:
        """The crisis's flavour title in this language (``Crisis.title``)."""
        return crisis.title(self.lang)

    def crisis(self, crisis) -> str:
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

    def set_kind(self, kind) -> str:
        """An R4.5 set type (``classify_set(cards)``) in words; '' for None."""
        return self("set." + kind.value) if kind is not None else ""

    def strategy(self, spec) -> str:
        """A bot's strategy spec ('balanced:0.5') in words."""
        if not isinstance(spec, str):
            return self("strategy.custom")
        base, _, param = spec.partition(":")
        key = "strategy." + base
        name = self(key) if key in self._strings else base
        if not param:
            return name
        from .numbers import decimal  # numbers reads LANGUAGES from this module

        try:  # a greed such as 0.5 is written as the language writes numbers: "0,5"
            return f"{name} {decimal(float(param), self.lang, len(param.partition('.')[2]))}"
        except ValueError:
            return f"{name} {param}"

    def cause(self, cause) -> str:
        """Which loss threshold broke (a ``LossCause``, R6.1), in words."""
        if cause.kind == "region":
            return self("cause.region", n=cause.count, region=self.region(cause.region),
                        limit=cause.limit)
        if cause.kind == "colour":
            return self("cause.colour", n=cause.count, colour=self.colour(cause.colour),
                        limit=cause.limit)
        return self("cause.total", n=cause.count, limit=cause.limit)

    # -- sentences ------------------------------------------------------------------------
    def narrate(self, event, names: Sequence[str]) -> str:
        """One sentence for an engine ``Event``: the template ``event.<kind>``, filled with
        the event's fields in words. Redacted events (another seat's draw or hoard, from
        ``state.visible_events``) have their own templates, without the hidden cards.

        ``value`` is the total under a crisis, the points scored, the best score or the
        number of hoarded cards, depending on the kind; the templates name it so."""
        kind = event.kind.value
        if event.card is None and kind == "drew_solution":
            kind = "drew_solution_hidden"
        elif not event.cards and kind == "hoarded":
            kind = "hoarded_hidden"
        values = {"turn": event.turn, "total": event.value, "points": event.value,
                  "score": event.value, "n": event.value}
        if event.seat is not None:
            values["player"] = names[event.seat]
        if event.card is not None:
            values["card"] = self.card(event.card)
        if event.cards:
            values["cards"] = self.cards(event.cards)
        if event.crisis is not None:
            values["crisis"] = self.crisis(event.crisis)
            values["threat"] = event.crisis.threat
        if event.reason is not None:
            values["reason"] = self("reason." + event.reason.value)
        if event.causes:
            values["causes"] = self("list.sep").join(self.cause(c) for c in event.causes)
        if event.seats:
            values["names"] = self.names(names, event.seats)
        return self("event." + kind, **values)

    def describe_action(self, action, names: Sequence[str], *,
                        show_cards: bool = False) -> str:
        """A sentence for an ``Action``: the template ``action.<kind>``. A hoard shows its
        cards only with ``show_cards`` (the acting player's own list of moves); the public
        sentence (time-travel list) never does, and a draw never shows what was drawn."""
        kind = action.kind
        values = {"player": names[action.seat]}
        solution = getattr(action, "solution", None)
        if solution is not None:
            values["card"] = self.card(solution)
        crisis = getattr(action, "crisis", None)
        if crisis is not None:
            values["crisis"] = self.crisis(crisis)
        if kind == "hoard" and show_cards:
            kind = "hoard_cards"
            values["cards"] = self.cards(action.cards)
        return self("action." + kind, **values)


def translator(lang: str = "en") -> Translator:
    """A ``Translator`` for ``lang``; raises ValueError naming the allowed languages."""
    return Translator(lang)


__all__ = ["LANGUAGES", "COLOUR_SYMBOLS", "Translator", "translator", "strings",
           "placeholders"]

"""Every text of Terra in English, French, German, Spanish and Catalan (and any language
whose catalogue is added).

The sentences live in gettext catalogues, ``po/<lang>.po`` (``po/terra_widget.pot``, the
template, is English): ``msgctxt`` is the key, ``msgid`` the English ``str.format``
template, ``msgstr`` the translation (``catalogue.py`` reads them; docs/translating.md says
how to add a language). The English ones are the English of the whole package: the
engine's own sentences (``describe_event``, ``GameState.describe``) are these templates too.

    from terra_widget.i18n import translator
    t = translator("fr")
    t("btn.draw")                         # 'Piocher une carte'
    t.plural("hand.hidden", 3, player="Ana")  # the form the count takes in French
    t.narrate(event, state.players)       # one sentence for an engine Event
    t.card(Solution.of("red", 5))         # '■ rouge 5'

A key the English template lacks, or a placeholder a template needs and is not given,
raises ``KeyError`` naming the key and the language. A sentence a catalogue has not
translated (yet) is shown in English, as gettext does; the tests hold the five shipped
languages to every key.

This package is the bottom layer, under the rules engine: standard library only, and it
imports nothing else of ``terra_widget``. It knows the game's objects by their attributes
(``card.colour.value``, ``event.kind.value``, ``action.kind``...), which is why the engine
can narrate through it without an import cycle.

Colours are never shown by hue alone: each has a symbol (``COLOUR_SYMBOLS``) and a name.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Sequence

from . import catalogue as _catalogue
from .catalogue import register_catalogues, unregister_catalogues

#: The languages with a catalogue when the package was imported: the five shipped ones,
#: then those found in ``TERRA_WIDGET_LOCALE_PATH`` or dropped into ``po/``.
#: ``available_languages()`` also counts folders registered later.
LANGUAGES: tuple[str, ...] = _catalogue.available()


class _ByColour(dict):
    """Keyed by a colour's value (``"green"``); a ``Colour`` works as a key too."""

    def __missing__(self, colour):
        value = getattr(colour, "value", None)
        if not isinstance(value, str):
            raise KeyError(colour)
        return self[value]


#: One shape per crisis colour, so that colour is never the only cue (colour-blind safe).
COLOUR_SYMBOLS = _ByColour(green="▲", blue="●", red="■")

#: lang -> (templates by key, plural forms by key with the rule choosing among them, the
#: language's own rule: count -> index of its plural form)
_CACHE: dict[str, tuple[dict[str, str], dict[str, tuple[tuple[str, ...], Callable]],
                        Callable[[int], int]]] = {}


def available_languages() -> tuple[str, ...]:
    """Every language with a catalogue now, registered folders included."""
    return _catalogue.available()


def _load(lang: str):
    """The sentences of ``lang``, each one its catalogue lacks taken from English."""
    template = _catalogue.template()
    texts = dict(template.texts)
    plurals = {key: (forms, template.index) for key, forms in template.plurals.items()}
    if lang != "en":
        path = _catalogue.find(lang)
        if path is None:
            raise ValueError(f"unknown language {lang!r}; choose one of "
                             f"{', '.join(available_languages())}")
        own = _catalogue.read_catalogue(path, lang)
        texts.update((k, v) for k, v in own.texts.items() if k in template.texts)
        plurals.update((k, (v, own.index)) for k, v in own.plurals.items()
                       if k in template.plurals)
    for key, (forms, index) in plurals.items():
        # the names "K.one" / "K.other" / "K" that callers choosing by hand still use
        texts.setdefault(key + ".one", forms[index(1)])
        texts.setdefault(key + ".other", forms[-1])
        texts.setdefault(key, forms[-1])
    return texts, plurals, own.index if lang != "en" else template.index


def _tables(lang: str):
    tables = _CACHE.get(lang)
    if tables is None:
        if not isinstance(lang, str) or not _catalogue.is_language_code(lang):
            raise ValueError(f"unknown language {lang!r}; choose one of "
                             f"{', '.join(available_languages())}")
        tables = _CACHE[lang] = _load(lang)
    return tables


def strings(lang: str) -> dict[str, str]:
    """The templates of ``lang`` by key (one of ``available_languages()``)."""
    return _tables(lang)[0]


def placeholders(template: str) -> frozenset[str]:
    """The ``{names}`` a template expects."""
    return frozenset(field for _, field, _, _ in string.Formatter().parse(template)
                     if field is not None)


class Translator:
    """Formats the strings of one language. ``t(key, **values)`` -> text (never HTML:
    the widget escapes every text it puts into HTML)."""

    def __init__(self, lang: str = "en"):
        self._strings, self._plurals, _ = _tables(lang)
        self.lang = lang

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
        """The sentence ``key`` in the plural form the count ``n`` takes in this language
        (the catalogue's ``Plural-Forms``), with ``{n}`` written the language's way."""
        from .numbers import integer  # numbers imports this package

        try:
            forms, index = self._plurals[key]
        except KeyError:
            raise KeyError(f"no plural text for {key!r} in language {self.lang!r}") from None
        if not isinstance(n, int) or n < 0:
            raise ValueError(f"a plural form is chosen for a count (0, 1, 2 ...), not {n!r}")
        template = forms[min(index(n), len(forms) - 1)]
        try:
            return template.format(n=integer(n, self.lang), **values)
        except KeyError as exc:
            raise KeyError(f"text {key!r} in language {self.lang!r} needs the value "
                           f"{exc.args[0]!r}") from None

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
           "placeholders", "available_languages", "register_catalogues",
           "unregister_catalogues"]

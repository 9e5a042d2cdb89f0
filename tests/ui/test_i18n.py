"""All five languages: same keys, same placeholders, every string renders, every event
kind is narrated, and the package stays free of Jupyter."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from terra_widget.i18n import COLOUR_SYMBOLS, LANGUAGES, placeholders, strings, translator
from terra_widget.rules import (
    COLOURS,
    REGIONS,
    Event,
    EventKind,
    LossCause,
    Outcome,
    Region,
    ScoreReason,
    Solution,
    Standing,
)
from terra_widget.rules import DEFAULT_CRISES as CRISES
from terra_widget.ui.text import end_html

NAMES = ("Ana", "Ben", "Chloé")
#: events that are something a player did: the sentence names them
BY_A_PLAYER = {EventKind.TURN_STARTED, EventKind.DREW_SOLUTION, EventKind.DREW_CRISIS,
               EventKind.PLAYED_IMPENDING, EventKind.PASSED, EventKind.PLAYED_FULL_BLOWN,
               EventKind.SCORED, EventKind.HOARDED, EventKind.DISCARDED, EventKind.TURN_ENDED}


def test_every_language_has_the_same_keys_and_placeholders():
    english = strings("en")
    for lang in LANGUAGES:
        table = strings(lang)
        assert set(table) == set(english), f"{lang}: keys differ: {set(table) ^ set(english)}"
        for key, template in english.items():
            assert placeholders(table[key]) == placeholders(template), (lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_string_renders_with_its_placeholders(lang):
    t = translator(lang)
    for key, template in strings(lang).items():
        values = {name: f"<{name}>" for name in placeholders(template)}
        text = t(key, **values)
        assert text.strip() or key == "number.group_mark", (lang, key)  # a space in fr
        for value in values.values():
            assert value in text


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_translations_are_not_english_copies(lang):
    english, table = strings("en"), strings(lang)
    same = [k for k in english if table[k] == english[k]]
    # a few strings are the same in every language ("Terra", "{colour} {value}", "Normal")
    assert len(same) < 0.1 * len(english), same


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_kind_is_narrated_with_names_and_cards(lang):
    t = translator(lang)
    crisis = CRISES[0]
    card = Solution.of("red", 5)
    events = [
        Event(EventKind.TURN_STARTED, 3, 0),
        Event(EventKind.DREW_SOLUTION, 3, 0, card),
        Event(EventKind.DREW_SOLUTION, 3, 0),  # redacted
        Event(EventKind.DREW_CRISIS, 3, 0, None, crisis),
        Event(EventKind.PLAYED_IMPENDING, 3, 1, card, crisis),
        Event(EventKind.PASSED, 3, 2, None, crisis),
        Event(EventKind.CRISIS_SOLVED, 3, 0, crisis=crisis, value=15),
        Event(EventKind.CRISIS_FULL_BLOWN, 3, 0, crisis=crisis, value=4),
        Event(EventKind.PLAYED_FULL_BLOWN, 3, 0, card, crisis, value=9),
        Event(EventKind.FULL_BLOWN_SOLVED, 3, 0, crisis=crisis, value=16),
        *[Event(EventKind.SCORED, 3, 1, value=3, reason=r) for r in ScoreReason],
        Event(EventKind.HOARDED, 3, 2, cards=(card, card, card)),
        Event(EventKind.HOARDED, 3, 2, value=3),  # redacted
        Event(EventKind.DISCARDED, 3, 0, card),
        Event(EventKind.TURN_ENDED, 3, 0),
        Event(EventKind.LAST_CARD_DRAWN, 3, 0),
        Event(EventKind.WORLD_LOST, 3, causes=(LossCause("region", 3, region=Region.AFRICA),
                                               LossCause("total", 7))),
        Event(EventKind.GAME_WON, 3, value=40, seats=(0, 2)),
    ]
    assert {e.kind for e in events} == set(EventKind)
    for event in events:
        sentence = t.narrate(event, NAMES)
        assert sentence and "{" not in sentence
        if event.kind in BY_A_PLAYER:
            assert NAMES[event.seat] in sentence
        if event.card is not None or event.cards:
            assert t.card(card) in sentence
    redacted_draw = t.narrate(events[2], NAMES)
    assert t.card(card) not in redacted_draw
    assert t.crisis_title(crisis) in t.narrate(events[3], NAMES)
    assert "Ana" in t.narrate(events[-1], NAMES) and "Chloé" in t.narrate(events[-1], NAMES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_colours_have_a_symbol_and_a_name_and_regions_a_name(lang):
    t = translator(lang)
    for colour in COLOURS:
        label = t.colour(colour)
        assert label.startswith(COLOUR_SYMBOLS[colour] + " ")
        assert len(label) > 3
    assert len({t.region(r) for r in REGIONS}) == 6
    assert len(set(COLOUR_SYMBOLS.values())) == 3


def test_r0_2_every_colour_says_which_kind_of_problem_it_is():
    """R0.2: green is environmental, blue socio-economic, red diplomatic/military; the
    texts carry this meaning, one different meaning per colour in every language."""
    english = strings("en")
    assert [english[f"colour.{c.value}.meaning"] for c in COLOURS] == [
        "environment", "society and economy", "peace and security"]
    for lang in LANGUAGES:
        meanings = [strings(lang)[f"colour.{c.value}.meaning"].strip() for c in COLOURS]
        assert all(meanings) and len(set(meanings)) == 3, (lang, meanings)


def test_unknown_language_and_missing_key_say_what_is_wrong():
    with pytest.raises(ValueError, match="choose one of en, fr, de, es, ca"):
        translator("it")
    t = translator("fr")
    with pytest.raises(KeyError, match="no text for 'nope' in language 'fr'"):
        t("nope")
    with pytest.raises(KeyError, match="needs the value 'player'"):
        t("status.draw")


def test_lists_of_names_read_naturally():
    assert translator("en").join(["A"]) == "A"
    assert translator("en").join(["A", "B", "C"]) == "A, B and C"
    assert translator("fr").join(["A", "B"]) == "A et B"
    assert translator("de").strategy("balanced:0.5") == "ausgewogen 0,5"  # German decimals
    assert translator("es").strategy(object()) == "a medida"


def test_i18n_imports_no_jupyter_module():
    code = ("import sys, terra_widget.i18n; "
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('ipywidgets', 'ipycanvas', 'IPython', 'ipykernel', 'traitlets')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def _is_pictograph(ch: str) -> bool:
    return 0x1F000 <= ord(ch) <= 0x1FAFF


#: Debian's fallback font: what Chromium on a Binder image or a Debian PC draws with
DEJAVU_SANS = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
UI_SOURCES = sorted((Path(__file__).resolve().parents[2] / "terra_widget" / "ui").glob("*.py"))


def _end_screens(lang) -> list[str]:
    """The HTML of both end screens (the world lost, the world saved) in ``lang``: symbols
    the widget adds around the translated texts live there."""
    t = translator(lang)
    lost = SimpleNamespace(players=NAMES, outcome=Outcome(
        True, (LossCause("region", 3, region=Region.AFRICA),)))
    won = SimpleNamespace(players=NAMES, outcome=Outcome(
        False, (), (30, 30, 20), (Standing(1, (0,), 30), Standing(1, (1,), 30),
                                  Standing(3, (2,), 20)), (0, 1)))
    return [end_html(t, view)[0] for view in (lost, won)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_emoji_that_debians_fonts_cannot_draw(lang):
    """The browser tests found that Debian's fonts (what a Binder image has) draw no glyph
    for pictographic emoji such as 💬 or 🌍: the texts, and the symbols the widget puts
    around them (the end screens' headings), use plain symbols (▲ ● ■ ⚠ ✖ ✓) instead."""
    pictographs = [(key, ch) for key, template in strings(lang).items() for ch in template
                   if _is_pictograph(ch)]
    assert pictographs == []
    screens = _end_screens(lang)
    assert [ch for screen in screens for ch in screen if _is_pictograph(ch)] == []


def test_no_emoji_in_the_widgets_code():
    """Symbols written in the widget's code (HTML pieces, the board, the style) too."""
    found = [(path.name, ch) for path in UI_SOURCES
             for ch in path.read_text(encoding="utf-8") if _is_pictograph(ch)]
    assert found == []


def test_every_character_on_screen_has_a_glyph_in_debians_font():
    """Stricter than the emoji range: every character of every text and of the widget's
    code (end screens included) is in DejaVu Sans, the font Debian's Chromium falls back
    to. Not skipped when the font is missing: `make test` installs Chromium, which brings
    it (fonts-dejavu-core); fontTools comes with matplotlib (the lab extras)."""
    from fontTools import ttLib as ttlib

    assert DEJAVU_SANS.exists(), "install Debian's fonts-dejavu-core (Chromium brings it)"
    cmap = set(ttlib.TTFont(str(DEJAVU_SANS)).getBestCmap())
    chars = {ch for path in UI_SOURCES for ch in path.read_text(encoding="utf-8")}
    for lang in LANGUAGES:
        chars |= {ch for template in strings(lang).values() for ch in template}
        chars |= {ch for screen in _end_screens(lang) for ch in screen}
    missing = sorted(f"U+{ord(ch):04X} {ch}" for ch in chars
                     if ord(ch) > 127 and ord(ch) not in cmap)
    assert missing == []

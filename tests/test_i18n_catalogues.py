"""The game's sentences as gettext catalogues (``terra_widget/i18n/po/``).

* Every shipped language translates every key of the English template, keeps each
  sentence's ``{placeholders}`` and leaves no English sentence behind; the checks are
  shown to catch each of these faults in a damaged copy.
* A language is added with a ``.po`` alone: the test language ``xx`` (tests/data/i18n/),
  a few sentences translated, plays a game in which the rest is English.
* Plurals follow each catalogue's ``Plural-Forms``; numbers are written the language's way.
* ``tools/dicts_to_po.py`` (the converter from the Python dicts) is deterministic and
  makes the plural entries itself.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_lessons import english_lines  # the stop-word check of the lessons

import terra_widget
from terra_widget import i18n
from terra_widget.i18n import catalogue as C
from terra_widget.i18n import check
from terra_widget.i18n.numbers import decimal, integer, percent

ROOT = Path(__file__).resolve().parent.parent
PO = Path(C.PACKAGE_DIR)
XX_DIR = Path(__file__).resolve().parent / "data" / "i18n"
#: every language the package ships: each .po beside the template
SHIPPED = sorted(p.stem for p in PO.glob("*.po"))
sys.path.insert(0, str(ROOT / "tools"))
import dicts_to_po as tool  # noqa: E402


def sentences(cat: C.Catalogue) -> list[tuple[str, str]]:
    return [*cat.texts.items(), *((k, f) for k, forms in cat.plurals.items() for f in forms)]


# ------------------------------------------------------------------ the shipped languages
@pytest.mark.parametrize("lang", SHIPPED)
def test_every_shipped_catalogue_is_complete_with_its_placeholders(lang):
    assert check.problems(PO / f"{lang}.po") == []


@pytest.mark.parametrize("lang", SHIPPED)
def test_no_english_sentence_is_left_in_a_translation(lang):
    cat = C.read_catalogue(PO / f"{lang}.po")
    assert [(key, text) for key, text in sentences(cat) if english_lines(text)] == []


def test_the_english_detector_flags_the_template():
    """Guards the check above: it finds English where there is English."""
    english = sentences(C.template())
    assert sum(bool(english_lines(text)) for _, text in english) > 0.4 * len(english)


def _entry(text: str, key: str) -> re.Match:
    match = re.search(rf'(?:#[^\n]*\n)*msgctxt "{re.escape(key)}"\n(?:(?!\n\n).)*\n\n',
                      text, re.S)
    assert match, key
    return match


def _translate(text: str, key: str, msgstr: str) -> str:
    """``text`` (a .po) with the entry ``key`` translated as ``msgstr``."""
    entry = _entry(text, key).group(0)
    changed = re.sub(r'\nmsgstr "(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*',
                     lambda _: f'\nmsgstr "{msgstr}"', entry)
    assert changed != entry, key
    return text.replace(entry, changed)


def test_the_checks_catch_a_missing_key_english_and_a_wrong_placeholder(tmp_path):
    text = (PO / "fr.po").read_text(encoding="utf-8")
    gone = _entry(text, "btn.draw")
    text = text.replace(gone.group(0), "")
    text = _translate(text, "status.over", "The game is over and the world is saved.")
    text = _translate(text, "status.turn", "Tour · à {player} de jouer {oops}")
    bad = tmp_path / "fr.po"
    bad.write_text(text, encoding="utf-8")
    found = "\n".join(check.problems(bad))
    assert "'btn.draw' is missing" in found
    assert "'status.turn': placeholder missing: {turn}" in found
    assert "'status.turn': placeholder the English sentence does not have: {oops}" in found
    cat = C.read_catalogue(bad)
    assert [k for k, t in sentences(cat) if english_lines(t)] == ["status.over"]
    assert "status.over" not in [k for k, t in sentences(
        C.read_catalogue(PO / "fr.po")) if english_lines(t)]
    assert check.main([str(bad)]) == 1


def test_a_plural_with_the_wrong_number_of_forms_is_refused(tmp_path):
    text = (PO / "de.po").read_text(encoding="utf-8")
    bad = tmp_path / "de.po"
    bad.write_text(text.replace("nplurals=2; plural=(n != 1);",
                                "nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);"), "utf-8")
    assert "2 plural forms; the header says nplurals=3" in "\n".join(check.problems(bad))
    with pytest.raises(C.CatalogueError, match="'hand.hidden' has 2 plural forms"):
        C.read_catalogue(bad)


@pytest.mark.parametrize("lang", C.BUILT_IN)
def test_plurals_take_the_form_the_language_gives_the_count(lang):
    t = i18n.translator(lang)
    zero, one, two = (t.plural("hand.hidden", n, player="Ana") for n in (0, 1, 2))
    assert one != two and "1" in one and "2" in two
    assert (zero == two.replace("2", "0")) == (lang != "fr")  # French: "0 carte"
    assert t.plural("report.games", 1000) == t("report.games", n=integer(1000, lang))


def test_keys_chosen_by_hand_for_one_still_answer():
    """``t("K.one" if n == 1 else "K")`` written before the plural entries still works."""
    t = i18n.translator("es")
    assert t("report.games.one", n=1) == "1 partida"
    assert t("report.games", n=3) == t("report.games.other", n=3) == "3 partidas"


def test_numbers_are_written_as_each_catalogue_says():
    assert [percent(0.44, lang) for lang in C.BUILT_IN] == [
        "44.0%", "44,0\u00a0%", "44,0\u00a0%", "44,0\u00a0%", "44,0\u00a0%"]
    assert [integer(1000, lang) for lang in C.BUILT_IN] == [
        "1,000", "1\u202f000", "1.000", "1000", "1.000"]
    assert decimal(12345.5, "es", 1) == "12.345,5"


# ------------------------------------------------------------------ a language added
@pytest.fixture
def xx():
    langs = i18n.register_catalogues(XX_DIR)
    yield langs
    i18n.unregister_catalogues(XX_DIR)


def test_a_test_language_plays_translated_with_english_for_the_rest(xx):
    assert xx == ("xx",) and i18n.available_languages()[-1] == "xx"
    app = terra_widget.play(["Ana", "Ben", "Chloé"], seed=3, speed="manual",
                            autosave=False, lang="xx")
    assert "Ana xx-pioche xx-carte." in app.table.status.value  # translated
    assert "Turn 1" in app.table.status.value  # not in xx.po: English
    labels = [b.description for b in app.action_buttons()]
    assert "Draw a card" in labels  # left empty in xx.po: English
    assert "Pass" in labels and "Xx-passe" not in labels  # fuzzy: not used
    assert ("Xx-lingo", "xx") in app.secondary.lang_select.options
    assert app.secondary.lang_select.value == "xx"


def test_a_test_language_has_its_own_plurals_and_numbers(xx):
    t = i18n.translator("xx")
    assert [t.plural("hand.hidden", n, player="Ana") for n in (1, 2, 3000)] == [
        "Ana xx-cache 1 xx-carte.", "Ana xx-cache 2 xx-cartes-duo.",
        "Ana xx-cache 3'000 xx-cartes."]
    assert decimal(1234.5, "xx") == "1'234,5" and percent(0.5, "xx") == "50,0 xx-pc"
    with pytest.raises(KeyError, match="no text for 'no.such.key' in language 'xx'"):
        t("no.such.key")  # a key the game does not have is not added by a catalogue


def test_a_language_is_unknown_until_its_folder_is_given():
    with pytest.raises(ValueError, match="unknown language 'xx'; choose one of en, fr"):
        i18n.translator("xx")
    env = {**os.environ, C.ENV_VAR: str(XX_DIR)}
    code = ("from terra_widget.i18n import LANGUAGES, translator; "
            "print(LANGUAGES[-1], translator('xx')('status.draw', player='Ana'))")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "xx Ana xx-pioche xx-carte."


# ------------------------------------------------------------------ the .po reader
def test_the_reader_joins_lines_unescapes_and_skips_obsolete_entries():
    text = ('msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Plural-Forms: nplurals=2; '
            'plural=(n > 1);\\n"\n\n#. note\nmsgctxt "a"\nmsgid ""\n"Say \\"hi\\"\\n"\n'
            '"then go"\nmsgstr "Dis \\"salut\\"\\tpuis va"\n\n#~ msgctxt "old"\n'
            '#~ msgid "Old"\n#~ msgstr "Vieux"\n')
    entries = C.parse_po(text)
    assert C.header(entries)["Language"].strip() == "fr"
    (entry,) = [e for e in entries if e.context]
    assert entry.msgid == 'Say "hi"\nthen go' and entry.msgstr == ['Dis "salut"\tpuis va']
    with pytest.raises(C.CatalogueError, match=r"x\.po, line 2: unknown keyword 'msgtsr'"):
        C.parse_po('msgid "a"\nmsgtsr "b"\n', "x.po")


# ------------------------------------------------------------------ the converter
EN = '''STRINGS = {
    # -- the first area ------------------------------------------------------
    "a.hello": "Hello {name}",
    "a.games.one": "{n} game",
    "a.games.other": "{n} games",
    # a comment for translators
    "a.rejoined": "reopened {n} times",
    "a.rejoined.one": "reopened once",
    "a.text": "Two lines\\nwith \\"quotes\\"",
}
'''
FR = '''STRINGS = {
    "a.hello": "Bonjour {name}",
    "a.games.one": "{n} partie",
    "a.games.other": "{n} parties",
    "a.rejoined": "rouverte {n} fois",
    "a.rejoined.one": "rouverte une fois",
    "a.stale": "vieux",
}
'''


def test_the_converter_makes_plural_entries_and_is_deterministic(tmp_path, capsys):
    src, out = tmp_path / "src", tmp_path / "po"
    src.mkdir()
    (src / "en.py").write_text(EN, "utf-8")
    (src / "fr.py").write_text(FR, "utf-8")
    assert tool.main([str(src), "--out", str(out)]) == 0
    warnings = capsys.readouterr().err
    assert "fr: keys not in English, left out: a.stale" in warnings
    assert "fr: no text yet (English shown): a.text" in warnings
    first = {p.name: p.read_bytes() for p in out.iterdir()}
    assert sorted(first) == ["fr.po", "terra_widget.pot"]
    assert tool.main([str(src), "--out", str(out), "--check"]) == 0
    assert {p.name: p.read_bytes() for p in out.iterdir()} == first

    pot, fr = C.read_catalogue(out / "terra_widget.pot"), C.read_catalogue(out / "fr.po")
    assert pot.texts == {"a.hello": "Hello {name}", "a.text": 'Two lines\nwith "quotes"'}
    assert pot.plurals == {"a.games": ("{n} game", "{n} games"),
                           "a.rejoined": ("reopened once", "reopened {n} times")}
    assert fr.plurals["a.rejoined"] == ("rouverte une fois", "rouverte {n} fois")
    assert fr.texts == {"a.hello": "Bonjour {name}"} and fr.index(0) == 0  # French: n > 1
    po = first["fr.po"].decode()
    assert "#. the first area\n#, python-brace-format\nmsgctxt \"a.hello\"" in po
    assert "#. a comment for translators\n#, python-brace-format\nmsgctxt \"a.rejoined\"" in po
    assert "Plural-Forms: nplurals=2; plural=(n > 1);" in po

    (src / "fr.py").write_text(FR.replace("Bonjour", "Salut"), "utf-8")
    assert tool.main([str(src), "--out", str(out), "--check"]) == 1
    assert (out / "fr.po").read_bytes() == first["fr.po"]  # --check writes nothing


def test_the_converter_refuses_a_plural_named_twice(tmp_path):
    (tmp_path / "en.py").write_text('STRINGS = {"k.one": "1", "k.other": "n", "k": "n"}\n')
    with pytest.raises(SystemExit, match="'k' has both 'k.other' and 'k'"):
        tool.main([str(tmp_path), "--out", str(tmp_path / "po")])

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
    assert integer(1000, lang) in t.plural("report.games", 1000)


#: Counts of games, which may be 0: each sentence in English and in French for 0, 1 and 2.
#: French takes the singular for 0 as for 1 (Plural-Forms ``n > 1``); English only for 1.
GAME_COUNTS = {
    "report.games": (["0 games", "1 game", "2 games"], ["0 partie", "1 partie", "2 parties"]),
    "tournament.marked": (["0 games marked", "1 game marked", "2 games marked"],
                          ["0 partie marquée", "1 partie marquée", "2 parties marquées"]),
}
#: Counts the call sites never say when they are 0 (a student who rejoined, the lines of a
#: traceback, the games sat out after a failure): in English and in French for 1 and 2.
COUNTS_FROM_ONE = {
    "tournament.sat_out": (
        ["then it sat out the rest of the tournament: 1 game",
         "then it sat out the rest of the tournament: 2 games"],
        ["puis elle a été écartée du reste du tournoi : 1 partie",
         "puis elle a été écartée du reste du tournoi : 2 parties"]),
    "mistake.full": (["The full traceback (1 line)", "The full traceback (2 lines)"],
                     ["Toute la pile d'appels (1\u00a0ligne)",
                      "Toute la pile d'appels (2\u00a0lignes)"]),
    "classroom.teacher.rejoined": (
        ["reopened on another page once", "reopened on another page 2 times"],
        ["rouverte une fois sur une autre page", "rouverte 2 fois sur une autre page"]),
}


@pytest.mark.parametrize(("key", "counts", "sentences"),
                         [(k, (0, 1, 2), v) for k, v in GAME_COUNTS.items()]
                         + [(k, (1, 2), v) for k, v in COUNTS_FROM_ONE.items()])
def test_counted_sentences_take_each_language_s_plural_form(key, counts, sentences):
    for lang, expected in zip(("en", "fr"), sentences, strict=True):
        t = i18n.translator(lang)
        assert [t.plural(key, n) for n in counts] == expected, lang


@pytest.mark.parametrize("n", [0, 1, 2])
def test_the_allowed_moves_and_the_tournament_title_count_in_every_language(n):
    for lang in C.BUILT_IN:
        t = i18n.translator(lang)
        forms = C.read_catalogue(C.find(lang)).plurals if lang != "en" else \
            C.template().plurals
        index = t._plurals["tournament.title"][1]
        title = t.plural("tournament.title", n, strategies=5, tables=3, seats=4, seed=1)
        assert title == forms["tournament.title"][index(n)].format(
            strategies=5, n=n, tables=3, seats=4, seed=1)
        moves = t.plural("mistake.allowed", n, moves="Pass")
        assert moves == forms["mistake.allowed"][index(n)].format(n=n, moves="Pass")


def test_a_problem_of_the_tournament_counts_its_games_in_words():
    from terra_widget.sim.tournament.entrants import Problem

    one = Problem(who="a.py", kind="no_strategy", games=1, sat_out=2)
    assert one.text("en") == ("no Strategy class in this file (1 game marked; then it sat "
                              "out the rest of the tournament: 2 games)")
    assert Problem(who="a.py", kind="no_strategy", games=0).text("fr") == \
        "aucune classe Strategy dans ce fichier"
    zero = Problem(who="a.py", kind="no_strategy", games=2, sat_out=1)
    assert zero.text("fr") == ("aucune classe Strategy dans ce fichier (2 parties marquées; "
                               "puis elle a été écartée du reste du tournoi : 1 partie)")


def test_the_old_keys_for_one_are_gone():
    """Counted sentences are asked for through ``t.plural`` only: no ``K.one``/``K.other``
    (nor a bare ``K``) stands beside a plural entry for a caller to pick by hand."""
    for lang in C.BUILT_IN:
        texts = i18n.strings(lang)
        for key in C.template().plurals:
            assert {key, key + ".one", key + ".other"}.isdisjoint(texts), (lang, key)


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


@pytest.mark.parametrize(("flag", "name", "expected"), [
    ("", "Yy-lingo", "Yy-lingo"),
    ("#, fuzzy\n", "Yy-lingo", "English"),  # not checked yet: not used
    ("", "", "English"),  # left empty: English
    ("", 'Yy \\"lingo\\"', 'Yy "lingo"'),  # escapes: the whole catalogue is read
])
def test_the_language_chooser_names_a_language_as_its_catalogue_does(tmp_path, flag, name,
                                                                     expected):
    """The settings' language list reads only the ``lang.name`` entry of a catalogue not
    loaded yet (the game's first drawing lists every language and speaks one); the name
    shown is the one the whole catalogue gives, with the same rules for fuzzy and empty
    entries."""
    text = (XX_DIR / "xx.po").read_text(encoding="utf-8").replace("Language: xx", "Language: yy")
    text = text.replace('msgctxt "lang.name"\nmsgid "English"\nmsgstr "Xx-lingo"',
                        f'{flag}msgctxt "lang.name"\nmsgid "English"\nmsgstr "{name}"')
    (tmp_path / "yy.po").write_text(text, encoding="utf-8")
    assert i18n.register_catalogues(tmp_path) == ("yy",)
    try:
        assert i18n.language_name("yy") == expected
        assert i18n.strings("yy")["lang.name"] == expected
        assert i18n.language_name("yy") == expected
    finally:
        i18n.unregister_catalogues(tmp_path)
    for lang in SHIPPED + ["en"]:
        assert i18n.language_name(lang) == i18n.strings(lang)["lang.name"]

"""Player names in one Unicode form (R1.1): ``rules/face/names.py`` and where set-up uses it.

"Chloé" typed composed (NFC, one code point é) or decomposed (NFD, e + a combining accent)
is one name; invisible characters (zero-width spaces, bidirectional overrides) never reach
the table."""

from __future__ import annotations

import unicodedata

import pytest

from terra_widget.rules import ConfigError, from_json, new_game, to_json
from terra_widget.rules.face.names import name_key, normal_name

NFC = unicodedata.normalize("NFC", "Chloé")
NFD = unicodedata.normalize("NFD", "Chloé")


def test_the_two_forms_differ_as_typed():
    assert NFC != NFD and len(NFD) == len(NFC) + 1  # what the tests below rely on


@pytest.mark.parametrize("typed, normal", [
    (NFC, NFC),
    (NFD, NFC),
    ("  Ana \t Maria\n", "Ana Maria"),
    ("Ana\u200b", "Ana"),  # zero-width space (a phone's keyboard)
    ("\u202eAna", "Ana"),  # right-to-left override
    ("Ana\u200b \u200bBen", "Ana Ben"),  # removing them must not leave two spaces
    ("\ufeffDev", "Dev"),  # a byte-order mark pasted from a file
    ("Ｅｖｅ", "Eve"),  # full-width letters (NFKC)
    ("\u200b\u2066", ""),  # nothing visible: the caller refuses it as empty
])
def test_r1_1_normal_name(typed, normal):
    assert normal_name(typed) == normal
    assert normal_name(normal_name(typed)) == normal_name(typed)  # already normal: unchanged


def test_r1_1_name_key_folds_case_and_width_but_keeps_letters_apart():
    assert name_key("EVE") == name_key("eve") == name_key("Ｅｖｅ") == name_key(" Eve\u200b")
    assert name_key(NFD) == name_key(NFC.upper())
    assert name_key("Chloe") != name_key(NFC)  # an accent is a different letter
    assert name_key("Straße") == name_key("STRASSE")  # case folding, not lower()


def test_r1_1_a_name_typed_in_two_forms_is_one_player():
    # today's main: "Chloé" NFC and NFD were accepted as two different players
    with pytest.raises(ConfigError) as err:
        new_game(["Ana", NFC, NFD], seed=1)
    message = str(err.value)
    assert err.value.rule == "R1.1" and "different from each other" in message
    assert "'Chlo\\xe9' and 'Chloe\\u0301'" in message  # shows how they differ


def test_r1_1_names_are_kept_in_the_normal_form():
    state = new_game(["Ana\u200b", NFD, " Ben "], seed=1, first_player=NFC)
    assert state.players == ("Ana", NFC, "Ben")
    assert state.current == 1  # first_player by name, in either form
    assert new_game(["Ana", NFC, "Ben"], seed=1, first_player=NFD).current == 1


def test_r1_1_a_name_of_invisible_characters_only_is_empty():
    with pytest.raises(ConfigError, match="is empty"):
        new_game(["Ana", "Ben", "\u200b\u202e"], seed=1)


def test_r1_1_a_name_too_long_once_normal_is_refused():
    # one character that NFKC turns into 18 ("ﷺ"): the limit holds for what is shown
    with pytest.raises(ConfigError, match="a name has at most 40"):
        new_game(["Ana", "Ben", "\ufdfa" * 3], seed=1)


def test_r7_4_a_record_written_with_decomposed_names_loads_with_normal_ones():
    text = to_json(new_game(["Ana", NFC, "Ben"], seed=3))
    decomposed = text.replace(NFC, NFD)
    assert decomposed != text
    assert from_json(decomposed).players == ("Ana", NFC, "Ben")

"""Malformed save files (R7.4): every one is a short RecordError, through every load
path, checked against the documented limits of ``terra_widget.rules.face.save_limits`` before any
costly work, and a mutation run over thousands of them (a sample here; the full 10,000 by
hand: ``python benchmarks/malformed_files.py --widget 10000``).

No timing is asserted (shared machine): the limits are checked by *what* is done (the
parser is never reached, a generator is never read past the limit, comparisons stay
linear); the mutation sample prints its slowest load."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path

import pytest

import terra_widget.rules.face.record as record_module
from terra_widget.rules import (
    ConfigError,
    Crisis,
    RecordError,
    Solution,
    from_json,
    from_record,
    new_game,
    to_json,
    to_record,
)
from terra_widget.rules.face.cards import validate_crises
from terra_widget.rules.face.record import parse_json
from terra_widget.rules.face.save_limits import (
    MAX_ACTIONS,
    MAX_CRISES,
    MAX_CRISIS_ID_LENGTH,
    MAX_EXCERPT,
    MAX_FILE_BYTES,
    MAX_JSON_CONTAINERS,
    MAX_JSON_DEPTH,
    excerpt,
)

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("malformed_files",
                                               ROOT / "benchmarks" / "malformed_files.py")
fuzz = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fuzz)

#: Longest message any malformed file may produce: it quotes excerpts, never the file.
MAX_MESSAGE = 400


def record() -> dict:
    state = new_game(["Ana", "Ben", "Chloé"], seed=4)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    return to_record(state)


def crisis_dicts(n, prefix="c"):
    return [{"id": f"{prefix}{i}", "colour": ("green", "blue", "red")[i % 3],
             "region": "europe", "threat": 10 + i % 7} for i in range(n)]


def refused(payload, *words) -> str:
    with pytest.raises(RecordError) as err:
        if isinstance(payload, dict):
            from_record(payload)
        else:
            from_json(payload)
    message = str(err.value)
    assert err.value.rule == "R7.4", message
    assert len(message) <= MAX_MESSAGE, message[:500]
    for word in words:
        assert word in message, message
    return message


@pytest.fixture
def no_parser(monkeypatch):
    """Fail if the JSON parser is reached: the file must be refused before it."""
    def loads(*args, **kwargs):
        raise AssertionError("the JSON parser ran on a file the limits refuse")
    monkeypatch.setattr(record_module.json, "loads", loads)


# ------------------------------------------------------------- the JSON text itself
@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 1_000, 100_000])
def test_r7_4_deep_nesting_is_refused_before_parsing(depth, no_parser):
    # Python's parser would raise RecursionError: the depth is measured first
    text = json.dumps({**record(), "seed": "DEEP"}).replace('"DEEP"',
                                                            "[" * depth + "]" * depth)
    message = refused(text, "nests lists and objects", f"at most {MAX_JSON_DEPTH} deep")
    if depth < MAX_JSON_CONTAINERS:  # measured exactly (the record adds a level)
        assert f"objects {depth + 1:,} deep" in message, message
    else:  # measured only as far as a file may hold brackets
        assert "or more deep" in message, message
    refused("[" * depth, "deep")  # never closed


def test_r7_4_depth_is_measured_outside_strings_and_past_escapes():
    # brackets and escaped quotes inside a string nest nothing: the record loads
    rec = record()
    rec["players"] = ["[[[[\\\"{{{{", 'Ben"[', "Chloé\\"]
    state = from_json(json.dumps(rec))
    assert state.players == ("[[[[\\\"{{{{", 'Ben"[', "Chloé\\")
    nested = json.dumps({"format": "x", "deep": [[0]] * 3})
    assert parse_json(nested)["deep"] == [[0]] * 3
    # exactly at the limit parses; one more is refused
    ok = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    assert parse_json(ok) is not None
    with pytest.raises(RecordError, match="deep"):
        parse_json("[" + ok + "]")


@pytest.mark.parametrize("digits", [4_301, 20_000])
def test_r7_4_integers_too_long_for_python_are_a_record_error(digits):
    # Python refuses to read integers of over 4,300 digits (ValueError): a RecordError
    text = json.dumps({**record(), "seed": "BIG"}).replace('"BIG"', "9" * digits)
    refused(text, "not valid JSON for a saved game")


def test_r7_4_a_repeated_key_is_refused_not_read_one_of_two_ways():
    # were the last value to win silently, one file would mean two games
    text = json.dumps(record()).replace('"seed": 4', '"seed": 4, "seed": 5')
    refused(text, "the key 'seed' appears twice in one object")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_r7_4_non_json_numbers_are_refused(constant):
    text = json.dumps({**record(), "seed": "C"}).replace('"C"', constant)
    refused(text, f"{constant} is not a number JSON allows")


def test_r7_4_a_file_over_the_size_limit_is_refused_before_parsing(no_parser):
    # a file padded with spaces past the limit must not be parsed (10 MB takes seconds)
    text = json.dumps(record())
    padded = text[:-1] + " " * MAX_FILE_BYTES + "}"
    refused(padded, f"at most {MAX_FILE_BYTES:,} bytes")
    refused(padded.encode("utf-8"), f"at most {MAX_FILE_BYTES:,} bytes")
    # the limit counts UTF-8 bytes, not characters
    wide = text[:-1] + " " * (MAX_FILE_BYTES // 2 - len(text)) + '"é": "' + "é" * (
        MAX_FILE_BYTES // 4) + '"}'
    assert len(wide) <= MAX_FILE_BYTES < len(wide.encode("utf-8"))
    refused(wide, "bytes long")


def test_r7_4_too_many_lists_and_objects_are_refused_before_parsing(no_parser):
    # 600,000 empty objects fit in 2 MB and took ~2 s to read with a repeated-key check
    text = "[" + ",".join(["{}"] * (MAX_JSON_CONTAINERS + 1)) + "]"
    assert len(text) <= MAX_FILE_BYTES
    refused(text, f"holds {MAX_JSON_CONTAINERS + 2:,} lists and objects",
            f"at most {MAX_JSON_CONTAINERS:,}")


@pytest.mark.parametrize("payload, words", [
    (b"\xff\xfe\xfd", "not valid JSON"),
    (b"\xef\xbb\xbf", "not valid JSON"),
    (12, "JSON text or bytes, not int"),
    (None, "JSON text or bytes, not NoneType"),
    ("\"unterminated \\", "not valid JSON"),
])
def test_r7_4_text_that_cannot_be_read_is_a_record_error(payload, words):
    refused(payload, words)


def test_r7_4_a_record_saved_as_utf8_bytes_or_pretty_printed_loads():
    state = new_game(["Ana", "Ben", "Chloé"], seed=4)
    for text in (to_json(state), to_json(state, indent=1)):
        assert to_json(from_json(text)) == to_json(state)
        assert to_json(from_json(text.encode("utf-8"))) == to_json(state)


def test_r7_4_a_name_that_could_never_be_saved_again_is_refused():
    # a name of JSON's "\ud800" (a lone surrogate) would load, and every save of the game
    # after it would fail with UnicodeEncodeError
    rec = record()
    rec["players"][1] = "B\ud800n"
    refused(json.dumps(rec), "player 2's name", "not text")
    with pytest.raises(ConfigError, match="not text"):
        new_game(3, seed=1, crises=[Crisis("g\udfff", "green", "europe", 12)])
    rec = record()
    rec.update(crises=[{"id": "\ud83d", "colour": "red", "region": "europe", "threat": 12}],
               actions=[])
    refused(json.dumps(rec), "not text")
    rec["crises"][0]["id"] = "\ud83d\ude00"  # a whole emoji (a surrogate pair) is text
    assert from_json(json.dumps(rec)).config.crises[0].id == "\U0001f600"


# ------------------------------------------------------------- sizes of a record's parts
def test_r7_4_absurd_action_counts_are_refused_by_count():
    # refused by their count, before any of them is parsed or replayed
    rec = record()
    rec["actions"] = [{"type": "draw", "seat": 0}] * (MAX_ACTIONS + 1)
    refused(rec, f"{MAX_ACTIONS + 1:,} actions", f"at most {MAX_ACTIONS:,}")
    refused(json.dumps(rec), f"at most {MAX_ACTIONS:,}")


def test_r0_4_a_record_with_thousands_of_crises_is_refused():
    # the box has 18: a deck of thousands is refused before it costs seconds to check
    rec = record()
    rec.update(crises=crisis_dicts(6_000), actions=[], stack=None)
    refused(json.dumps(rec), f"more than {MAX_CRISES} crises", "the box has 18")


def test_r0_4_a_custom_crisis_list_up_to_the_limit_plays_and_saves():
    deck = [Crisis(f"c{i}", ("green", "blue", "red")[i % 3], "europe", 10 + i % 7)
            for i in range(MAX_CRISES)]
    state = new_game(3, seed=2, crises=deck)
    assert len(state.config.crises) == MAX_CRISES
    assert to_json(from_json(to_json(state))) == to_json(state)
    with pytest.raises(ConfigError, match=f"more than {MAX_CRISES} crises") as err:
        new_game(3, seed=2, crises=deck + [Crisis("one-more", "red", "africa", 12)])
    assert err.value.rule == "R0.4"


def test_r0_4_a_crisis_list_is_never_read_past_the_limit():
    # read only up to the limit: list() of an endless generator would never return
    read = 0

    def endless():
        nonlocal read
        i = 0
        while True:
            read += 1
            if read > MAX_CRISES + 1:
                raise AssertionError("read past the limit")
            yield Crisis(f"c{i}", "green", "europe", 12)
            i += 1

    with pytest.raises(ConfigError, match=f"more than {MAX_CRISES} crises"):
        validate_crises(endless())
    assert read == MAX_CRISES + 1


class CountingId(str):
    """A crisis id that counts how often it is compared with another (to see that
    repeated ids are found by hashing, not by comparing every pair)."""

    comparisons = 0

    def __eq__(self, other):
        CountingId.comparisons += 1
        return str.__eq__(self, other)

    __hash__ = str.__hash__


def test_r0_4_repeated_crisis_ids_are_found_in_linear_time():
    # ids.count(i) for each id would be n*n comparisons (10,000 for 100 crises)
    deck = [Crisis(CountingId(f"c{i}"), "green", "europe", 12) for i in range(MAX_CRISES)]
    CountingId.comparisons = 0
    assert len(validate_crises(deck)) == MAX_CRISES
    assert CountingId.comparisons <= 4 * MAX_CRISES
    CountingId.comparisons = 0
    with pytest.raises(ConfigError, match="repeated: 'c0'"):
        validate_crises(deck[:-1] + [Crisis(CountingId("c0"), "red", "africa", 11)])
    assert CountingId.comparisons <= 4 * MAX_CRISES


@pytest.mark.parametrize("length", [MAX_CRISIS_ID_LENGTH + 1, 1_000])
def test_r0_4_a_crisis_id_is_its_title_and_has_a_length_limit(length):
    # an id is its title: a 1,000-character title would cost seconds to fit on the board
    with pytest.raises(ConfigError, match=f"at most {MAX_CRISIS_ID_LENGTH}") as err:
        new_game(3, seed=1, crises=[Crisis("x" * length, "green", "europe", 12)])
    assert len(str(err.value)) < 300
    ok = "y" * MAX_CRISIS_ID_LENGTH
    assert new_game(3, seed=1, crises=[Crisis(ok, "green", "europe", 12)]).config.crises[0].id \
        == ok
    rec = record()
    rec.update(crises=[{"id": "x" * length, "colour": "green", "region": "europe",
                        "threat": 12}], actions=[])
    refused(json.dumps(rec), f"at most {MAX_CRISIS_ID_LENGTH}")


# ------------------------------------------------------------- messages quote excerpts
HUGE = "x" * 1_000_000


def _edit(path, value):
    def edit(rec):
        node = rec
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


ECHO_CASES = {
    "players as text": _edit(("players",), HUGE),
    "a long name": _edit(("players", 1), HUGE),
    "format": _edit(("format",), HUGE),
    "version": _edit(("version",), HUGE),
    "seed": _edit(("seed",), HUGE),
    "teams": _edit(("teams",), HUGE),
    "first player": _edit(("first_player",), HUGE),
    "crises as text": _edit(("crises",), HUGE),
    "crisis colour": _edit(("crises",), [{"id": "a", "colour": HUGE, "region": "europe",
                                          "threat": 12}]),
    "crisis in a list": _edit(("crises",), [HUGE]),
    "stack": _edit(("stack",), {"hands": HUGE}),
    "stacked card": _edit(("stack",), {"draw_top": [HUGE]}),
    "a stacked hand": _edit(("stack",), {"hands": [[HUGE]] * 3}),
    "action type": _edit(("actions", 0), {"type": HUGE, "seat": 0}),
    "seat": _edit(("actions", 0), {"type": "draw", "seat": HUGE}),
    "card": _edit(("actions", 0), {"type": "discard", "seat": 0, "card": HUGE}),
    "crisis": _edit(("actions", 0), {"type": "play_full_blown", "seat": 0, "card": "red-1",
                                     "crisis": HUGE}),
    "field name": _edit(("actions", 0), {"type": "draw", "seat": 0, HUGE: 1}),
    "record field name": _edit((HUGE,), 1),
}


@pytest.mark.parametrize("edit", ECHO_CASES.values(), ids=ECHO_CASES.keys())
def test_r7_4_an_error_never_echoes_a_file_only_a_short_excerpt(edit):
    # an error quoting the whole payload would be a million characters long
    rec = record()
    edit(rec)
    for payload in (copy.deepcopy(rec), json.dumps(rec)):
        message = refused(payload)
        assert "x" * (MAX_EXCERPT + 1) not in message, message[:300]


def test_r7_4_python_values_no_json_file_can_hold_are_refused_too():
    # from_record takes Python data: ints past 4,300 digits and nesting past the
    # interpreter's recursion limit must not crash the message (today: ValueError,
    # RecursionError)
    deep: list = []
    node = deep
    for _ in range(100_000):
        node.append([])
        node = node[0]
    cyclic: list = []
    cyclic.append(cyclic)
    for edit in (_edit(("version",), 10**5000), _edit(("first_player",), 10**5000),
                 _edit(("actions", 0), {"type": "draw", "seat": 10**5000}),
                 _edit(("players",), deep), _edit(("players", 0), deep),
                 _edit(("players",), cyclic), _edit(("crises",), [{"id": "a", "colour": "red",
                                                                   "region": "europe",
                                                                   "threat": 10**5000}])):
        rec = record()
        edit(rec)
        refused(rec)


def test_excerpt_is_short_and_safe_for_any_value():
    deep: list = []
    node = deep
    for _ in range(10_000):
        node.append([])
        node = node[0]
    cyclic: dict = {}
    cyclic["me"] = cyclic

    class Broken:
        def __repr__(self):
            raise RuntimeError("no")

    for value in (HUGE, 10**5000, -(10**5000), deep, cyclic, [HUGE] * 1000, {HUGE: HUGE},
                  Broken(), b"x" * 10_000, 1.5, None, "Ana"):
        text = excerpt(value)
        assert len(text) <= MAX_EXCERPT + 1, text
    assert excerpt("Ana") == "'Ana'" and excerpt(None) == "None" and excerpt(7) == "7"
    assert "digits" in excerpt(10**5000)


# ------------------------------------------------------------- wrong types everywhere
STRANGE = [None, True, 1.5, -1, 10**30, "", "x", [], {}, [None], {"a": 1}, [[[]]]]


def _all_paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _all_paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _all_paths(v, path + (i,))


def test_r7_4_a_wrong_type_anywhere_is_a_record_error_or_still_the_same_game():
    base = record()
    base["stack"] = {"hands": None, "draw_top": ["red-1"], "draw_bottom": []}
    base["crises"] = crisis_dicts(18, "k")
    base["actions"] = []
    state = new_game(["Ana", "Ben", "Chloé"], seed=4, crises=[Crisis.from_dict(c) for c in
                                                             base["crises"]],
                     draw_top=[Solution.parse("red-1")])
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    base["actions"] = to_record(state)["actions"]
    checked = 0
    for path in list(_all_paths(base))[1:]:
        for value in STRANGE:
            rec = copy.deepcopy(base)
            _edit(path, value)(rec)
            try:
                loaded = from_record(rec)
            except RecordError as exc:
                assert len(str(exc)) <= MAX_MESSAGE
            else:  # e.g. teams False -> None is refused, but a name "x" is a valid record
                assert fuzz.still_a_record(json.dumps(rec), loaded), (path, value)
            checked += 1
    assert checked > 1_000


# ------------------------------------------------------------- the mutation run (sample)
def test_r7_4_mutation_sample_through_the_engine_is_all_record_errors(capsys):
    """1,000 mutated records and autosaves (seed 0) through ``from_json``: each a
    RecordError with a short message, or a file that is still a valid record (a flipped
    letter in a name); nothing else. The full 10,000 run is the script's default."""
    result = fuzz.run(1_000, seed=0, paths=("from_json",))
    out = capsys.readouterr().out
    print(out)
    assert result["failures"] == [], out
    counts = result["counts"]
    assert counts["files"] == 1_000
    assert counts["from_json: RecordError"] >= 970, out  # mutations are meant to break
    assert counts["from_json: RecordError"] + counts[
        "from_json: loaded (still a valid record)"] == 1_000


def test_r7_4_parse_game_file_holds_files_to_the_same_limits():
    from terra_widget.session.session import parse_game_file
    text = json.dumps(record())
    for bad, words in [
        ("[" * 100_000, "deep"),
        (text.replace('"seed": 4', '"seed": ' + "9" * 5_000), "not valid JSON"),
        (text[:-1] + " " * MAX_FILE_BYTES + "}", "bytes long"),
        (text.replace('"seed": 4', '"seed": 4, "seed": 5'), "appears twice"),
        ("[" + ",".join(["{}"] * (MAX_JSON_CONTAINERS + 1)) + "]", "lists and objects"),
    ]:
        with pytest.raises(RecordError, match=words):
            parse_game_file(bad)


def test_r7_4_mutation_sample_through_parse_game_file_is_all_record_errors(capsys):
    result = fuzz.run(400, seed=1, paths=("parse_game_file",))
    out = capsys.readouterr().out
    print(out)
    assert result["failures"] == [], out


def test_r7_4_mutation_sample_through_the_widget_shows_errors_and_keeps_the_game(capsys):
    """``TerraApp.load_text``: a clear error notice, and the game on screen unchanged."""
    result = fuzz.run(150, seed=2, widget=150, paths=())
    out = capsys.readouterr().out
    print(out)
    assert result["failures"] == [], out
    assert result["counts"]["load_text: error shown, game unchanged"] >= 120, out


# ------------------------------------------------------------- replay (Python actions)
def _odd_actions():
    from terra_widget.rules import Discard, Draw, EndTurn, Hoard, PlayFullBlown, PlayImpending
    red1 = Solution.parse("red-1")
    stranger = Crisis("zz", "red", "europe", 12)
    return [Draw(99), Draw(-1), Draw(10**5000), Draw("0"), Draw(None), Draw(1.5), EndTurn(1),
            Hoard(0, "abc"), Hoard(0, (red1, red1)), Hoard(0, None), Hoard(0, (1, 2, 3)),
            Discard(0, None), Discard(0, "red-1"), PlayImpending(0, None),
            PlayFullBlown(0, red1, None), PlayFullBlown(0, red1, stranger), "draw", None, 5,
            {"type": "draw", "seat": 0}]


@pytest.mark.parametrize("index", range(len(_odd_actions())))
def test_r7_4_replay_refuses_what_cannot_be_replayed_with_a_record_error(index):
    # a RecordError, never IllegalActionError, ValueError (a seat of 5,001 digits) or
    # AttributeError: the file is what is wrong, and the message must say so
    from terra_widget.rules import Draw, replay
    state = new_game(3, seed=1)
    odd = _odd_actions()[index]
    for before in ([], [Draw(0)]):
        with pytest.raises(RecordError) as err:
            replay(state.config, 1, before + [odd])
        assert len(str(err.value)) <= MAX_MESSAGE
        assert f"action {len(before) + 1} of {len(before) + 1}" in str(err.value)


def test_r7_4_replay_checks_its_arguments_and_reads_an_iterable_lazily():
    from terra_widget.rules import Draw, replay
    state = new_game(3, seed=1)
    for config, seed, actions, words in [
        ("config", 1, [], "GameConfig"), (state.config, "1", [], "seed must be a whole"),
        (state.config, True, [], "seed must be a whole"),
        (state.config, 1, "draw", "list of Action objects"),
        (state.config, 1, 42, "list of Action objects")]:
        with pytest.raises(RecordError, match=words):
            replay(config, seed, actions)
    read = 0

    def endless():
        nonlocal read
        while True:
            read += 1
            yield Draw(0)

    with pytest.raises(RecordError, match="action 2 cannot be replayed"):
        replay(state.config, 1, endless())
    assert read == 2
    assert replay(state.config, 1, iter([Draw(0)])).history == [Draw(0)]


def test_docs_rules_md_states_the_limits_the_engine_enforces():
    doc = " ".join((ROOT / "docs" / "rules.md").read_text("utf-8").split())
    assert f"1 to {MAX_CRISES} crises" in doc
    assert f"at most {MAX_CRISIS_ID_LENGTH} characters" in doc
    assert f"at most {MAX_FILE_BYTES // (1024 * 1024)} MB" in doc
    assert f"at most {MAX_JSON_DEPTH} deep" in doc
    assert f"at most {MAX_JSON_CONTAINERS:,} of them" in doc
    assert f"at most {MAX_ACTIONS:,} moves" in doc

"""Mutation run: thousands of malformed save files through every load path (issue #11).

Real records and autosaves are mutated deterministically from a seed (byte flips,
truncations, deep nesting, huge numbers and strings, wrong types, repeated keys, shuffled
actions, huge crisis lists ...) and loaded through

* ``terra_widget.rules.from_json`` (the engine; ``from_record`` behind it),
* ``terra_widget.session.session.parse_game_file`` (records and autosaves, what the widget reads),
* ``TerraApp.load_text`` (the widget's file box and upload), with ``--widget N``.

Each load must end in ``RecordError`` (the widget: its error notice, and its game
unchanged), or load a file that is in fact still a valid record (a mutation can leave one:
a flipped letter in a name); anything else, or a load taking more than 1 s, is a failure.
The second is measured in CPU time of this process: on a shared machine the wall-clock
time of the same work grows with everybody else's (both are printed). Prints counts and
the slowest loads; exits with status 1 on any failure.

    python benchmarks/malformed_files.py                  # 10,000 files, engine paths
    python benchmarks/malformed_files.py --widget 10000   # ... and all of them in the widget

``tests/test_malformed_files.py`` runs the same generator on the engine paths in the suite.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator

from terra_widget.bots import Cooperative, Random, Selfish
from terra_widget.rules import (
    Crisis,
    RecordError,
    from_json,
    new_game,
    to_json,
    to_record,
)
from terra_widget.rules.face.save_limits import (
    MAX_ACTIONS,
    MAX_CRISES,
    MAX_CRISIS_ID_LENGTH,
    MAX_FILE_BYTES,
    MAX_JSON_DEPTH,
)

#: The per-file bound of the issue: every load, accepted or refused, within a second.
TIME_LIMIT_S = 1.0
#: No error message may grow with the file (it quotes excerpts of ~60 characters).
MAX_MESSAGE = 700


# ------------------------------------------------------------------ the corpus
def _finished(state, bots, limit=None):
    while not state.is_over and (limit is None or len(state.history) < limit):
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def corpus() -> list[tuple[str, str]]:
    """Real save files: records of fresh, mid-game, finished, team and stacked games (with
    a custom crisis list), and the widget's autosaves of some of them."""
    from terra_widget.session.session import Session

    games = []
    for g, (n, teams) in enumerate([(3, False), (4, True), (5, False), (6, True), (4, False)]):
        bots = [Cooperative(), Random(seed=g), Selfish(), Random(seed=g + 9), Cooperative(),
                Selfish()][:n]
        games.append(_finished(new_game(n, seed=100 + g, teams=teams), bots,
                               limit=None if g % 2 else 40 + 20 * g))
    games.append(new_game(["Ana", "Ben", "Chloé"], seed=5))
    custom = [Crisis(f"c{i}", ("green", "blue", "red")[i % 3],
                     ("europe", "africa", "asia_middle_east")[i % 3], 10 + i % 7)
              for i in range(12)]
    games.append(_finished(new_game(["Ana", "Ben", "Chloé", "Dev"], seed=6, crises=custom,
                                    draw_top=custom[:2]), [Cooperative()] * 4, limit=60))
    out = []
    for i, state in enumerate(games):
        out.append((f"record{i}", to_json(state, indent=1 if i % 2 else None)))
        if i % 2 == 0:
            session = Session(state, {1: Cooperative()}, {1: "cooperative"})
            data = json.loads(session.autosave_json())
            if "saved_at" in data:  # the only field that changes from run to run
                data["saved_at"] = "2026-01-01T00:00:00+00:00"
            out.append((f"autosave{i}", json.dumps(data, ensure_ascii=False)))
    return out


# ------------------------------------------------------------------ mutations
def _paths(node, path=()):
    """Every (path, value) in a parsed JSON document."""
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, path + (i,))


def _set(doc, path, value):
    if not path:
        return value
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return doc


def _record_of(doc):
    """The engine record inside a document (the autosave wraps it)."""
    if isinstance(doc, dict) and isinstance(doc.get("record"), dict):
        return doc["record"]
    return doc


def _huge_int(rng) -> str:
    """Digits of a whole number longer than Python will convert (4,300 digits)."""
    return "9" * rng.choice([4_301, 5_000, 20_000])


def _strange_value(rng):
    return rng.choice([
        None, True, False, 0, -1, 2**63, 1.5, -0.0, 1e308, "", "x", "draw", "red-5", [],
        {}, [None], {"": None}, [[[]]], "é" * 50, "\u0000", "\ud800",
        "<img src=x onerror=alert(1)>", list(range(10)), {"type": "draw"},
    ])


def m_byte_flip(rng, text, doc):
    data = bytearray(text.encode("utf-8"))
    for _ in range(rng.randint(1, 8)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def m_truncate(rng, text, doc):
    return text[:rng.randrange(len(text))]


def m_insert_junk(rng, text, doc):
    at = rng.randrange(len(text) + 1)
    junk = rng.choice(["{", "}", "[", "]", ",", ":", '"', "\\", "null", "0", "\x00", "{{{",
                       '"a":', "\n", "NaN", "Infinity", "-", "1e999", "\ud800"])
    return text[:at] + junk * rng.randint(1, 3) + text[at:]


def m_splice(rng, text, doc):
    a, b = sorted(rng.randrange(len(text)) for _ in range(2))
    c = rng.randrange(len(text))
    return text[:c] + text[a:b] + text[c:]


def m_deep_nesting(rng, text, doc):
    depth = rng.choice([MAX_JSON_DEPTH + 1, 100, 990, 1_000, 5_000, 100_000, 500_000])
    opener, closer = rng.choice([("[", "]"), ('{"a":', "}")])
    if rng.random() < 0.3:
        return opener * depth  # never closed
    deep = opener * depth + "0" + closer * depth
    path, _ = rng.choice(list(_paths(doc)))
    marker = "__DEEP__"
    return json.dumps(_set(copy.deepcopy(doc), path, marker)).replace(f'"{marker}"', deep, 1)


def m_huge_int(rng, text, doc):
    path, _ = rng.choice([pv for pv in _paths(doc) if isinstance(pv[1], int)] or [((), 0)])
    marker = "__BIG__"
    big = _huge_int(rng)
    if rng.random() < 0.5:
        big = "-" + big
    return json.dumps(_set(copy.deepcopy(doc), path, marker)).replace(f'"{marker}"', big, 1)


def m_big_int_in_range(rng, text, doc):
    """Whole numbers JSON accepts but no field does (seat, seed, threat, version ...)."""
    path, _ = rng.choice([pv for pv in _paths(doc) if isinstance(pv[1], int)] or [((), 0)])
    value = rng.choice([10**4000, -(10**300), 2**64, -1, 7, 10**18])
    return json.dumps(_set(copy.deepcopy(doc), path, value))


def m_huge_string(rng, text, doc):
    size = rng.choice([MAX_CRISIS_ID_LENGTH + 1, 1_000, 100_000, MAX_FILE_BYTES // 2,
                       MAX_FILE_BYTES + 1])
    path, _ = rng.choice([pv for pv in _paths(doc) if isinstance(pv[1], str)] or [((), "")])
    return json.dumps(_set(copy.deepcopy(doc), path, rng.choice("xé[{\"") * size),
                      ensure_ascii=rng.random() < 0.5)


def m_huge_key(rng, text, doc):
    rec = copy.deepcopy(doc)
    target = rng.choice([pv[1] for pv in _paths(rec) if isinstance(pv[1], dict)])
    target["k" * rng.choice([100, 100_000])] = 1
    return json.dumps(rec)


def m_wrong_type(rng, text, doc):
    path, _ = rng.choice(list(_paths(doc)))
    if not path:
        return json.dumps(_strange_value(rng))
    return json.dumps(_set(copy.deepcopy(doc), path, _strange_value(rng)))


def m_drop_key(rng, text, doc):
    rec = copy.deepcopy(doc)
    dicts = [pv[1] for pv in _paths(rec) if isinstance(pv[1], dict) and pv[1]]
    target = rng.choice(dicts)
    del target[rng.choice(list(target))]
    return json.dumps(rec)


def m_extra_key(rng, text, doc):
    rec = copy.deepcopy(doc)
    target = rng.choice([pv[1] for pv in _paths(rec) if isinstance(pv[1], dict)])
    target[rng.choice(["cheat", "bonus", "x", "", "seatt", "__proto__"])] = _strange_value(rng)
    return json.dumps(rec)


def m_duplicate_key(rng, text, doc):
    """The same key twice in one object, the second with another value (textual: a
    parser keeps the last; a tampered file must not be read two ways)."""
    rec = copy.deepcopy(doc)
    target = rng.choice([pv[1] for pv in _paths(rec) if isinstance(pv[1], dict) and pv[1]])
    key = rng.choice(list(target))
    marker = "__DUPE__"
    target[marker] = 0
    dumped = json.dumps(rec)
    other = json.dumps(_strange_value(rng) if rng.random() < 0.5 else target[key])
    return dumped.replace(f'"{marker}": 0', f"{json.dumps(key)}: {other}", 1)


def m_shuffle_actions(rng, text, doc):
    rec = copy.deepcopy(doc)
    actions = _record_of(rec).get("actions")
    if not isinstance(actions, list) or len(actions) < 2:
        return json.dumps(_strange_value(rng))
    how = rng.randrange(4)
    if how == 0:
        rng.shuffle(actions)
    elif how == 1:
        i, j = rng.sample(range(len(actions)), 2)
        actions[i], actions[j] = actions[j], actions[i]
    elif how == 2:
        del actions[rng.randrange(len(actions))]
    else:
        i = rng.randrange(len(actions))
        actions.insert(i, copy.deepcopy(actions[i]))
    return json.dumps(rec)


def m_absurd_actions(rng, text, doc):
    rec = copy.deepcopy(doc)
    count = rng.choice([MAX_ACTIONS + 1, 30_000, 60_000, 400_000])
    action = rng.choice(['{"type":"draw","seat":0}', '{"type":"pass","seat":1}', "0", "null",
                         '{"type":"hoard","seat":0,"cards":["red-1","red-1","red-1"]}'])
    marker = "__ACTIONS__"
    _record_of(rec)["actions"] = marker
    return json.dumps(rec).replace(f'"{marker}"', "[" + ",".join([action] * count) + "]", 1)


def m_huge_crisis_list(rng, text, doc):
    rec = copy.deepcopy(doc)
    count = rng.choice([MAX_CRISES + 1, 6_000, 20_000])
    crises = [{"id": f"c{i}", "colour": "green", "region": "europe", "threat": 12}
              for i in range(count)]
    if rng.random() < 0.3:
        crises[-1]["id"] = "c0"  # a repeated id at the very end
    record = _record_of(rec)
    record["crises"] = crises
    record["actions"] = []
    record["stack"] = None
    return json.dumps(record if rng.random() < 0.5 else rec, separators=(",", ":"))


def m_bad_crises(rng, text, doc):
    rec = copy.deepcopy(doc)
    crises = [{"id": f"c{i}", "colour": "blue", "region": "africa", "threat": 11}
              for i in range(rng.randint(1, 30))]
    bad = rng.choice([
        {"id": "x" * rng.choice([MAX_CRISIS_ID_LENGTH + 1, 1_000, 100_000]), "colour": "red",
         "region": "europe", "threat": 10},
        {"id": "red-5", "colour": "red", "region": "europe", "threat": 10},
        {"id": "c0", "colour": "blue", "region": "africa", "threat": 11},
        {"id": "z", "colour": "x" * 10_000, "region": "europe", "threat": 10},
        {"id": "z", "colour": "red", "region": ["europe"], "threat": 10},
        {"id": "z", "colour": "red", "region": "europe", "threat": 10**4000},
        {"id": "z", "colour": "red", "region": "europe", "threat": 17},
        {"id": "z", "colour": "red", "region": "europe"},
        {"id": "z", "colour": "red", "region": "europe", "threat": 12, "extra": 1},
        {"id": None, "colour": "red", "region": "europe", "threat": 12},
        "green-europe", None, [], 12,
    ])
    crises.insert(rng.randrange(len(crises) + 1), bad)
    _record_of(rec)["crises"] = crises
    return json.dumps(rec)


def m_bad_stack(rng, text, doc):
    rec = copy.deepcopy(doc)
    record = _record_of(rec)
    n = len(record.get("players") or [1, 2, 3])
    stack = rng.choice([
        {"hands": [["red-1"] * 4] * n, "draw_top": ["red-1"] * 10_000, "draw_bottom": []},
        {"hands": [["x" * 100_000]] * n},
        {"hands": "red-1"}, {"hands": [[]] * (n + 1)}, {"draw_top": {"a": 1}},
        {"draw_top": ["green-europe", "green-europe"]}, {"draw_bottom": [None]},
        {"draw_top": [["red-1"]]}, {"hands": None, "draw_top": [], "extra": 1}, [], "stack",
        {"hands": [["red-1", "red-1", "red-1", "red-1"]] * n},
    ])
    record["stack"] = stack
    return json.dumps(rec)


def m_bad_players(rng, text, doc):
    rec = copy.deepcopy(doc)
    _record_of(rec)["players"] = rng.choice([
        [], ["A"], ["A", "B"], ["A", "B", "C", "D", "E", "F", "G"], ["A", "A", "B"],
        ["A", "", "B"], ["A", "  ", "B"], ["x" * 41, "B", "C"], ["x" * 1_000_000, "B", "C"],
        ["A", 1, "B"], ["A", None, "B"], "ABC", 3, {"a": 1}, ["A", ["B"], "C"],
        ["A"] * 100_000, ["A", "B", "<script>alert(1)</script>" * 10],
    ])
    return json.dumps(rec)


def m_bad_action(rng, text, doc):
    rec = copy.deepcopy(doc)
    actions = _record_of(rec).get("actions")
    if not isinstance(actions, list):
        return json.dumps(None)
    bad = rng.choice([
        {"type": "draw", "seat": 10**4000}, {"type": "draw", "seat": -1},
        {"type": "draw", "seat": 99}, {"type": "draw", "seat": "0"},
        {"type": "draw", "seat": 0.0}, {"type": "draw", "seat": True},
        {"type": "x" * 100_000, "seat": 0}, {"type": ["draw"], "seat": 0},
        {"type": "discard", "seat": 0, "card": "x" * 100_000},
        {"type": "discard", "seat": 0, "card": ["red-1"]},
        {"type": "play_full_blown", "seat": 0, "card": "red-1", "crisis": "y" * 100_000},
        {"type": "play_full_blown", "seat": 0, "card": "red-1", "crisis": {"id": 1}},
        {"type": "hoard", "seat": 0, "cards": ["red-1"] * 100_000},
        {"type": "hoard", "seat": 0, "cards": "red-1,red-2,red-3"},
        {"type": "hoard", "seat": 0, "cards": [["red-1"], "red-2", "red-3"]},
        {"type": "end_turn", "seat": 0, "cheat": True}, {"seat": 0}, {}, "draw", 0, None,
        {"type": "pass", "seat": 0, "card": "red-1", "crisis": "c", "cards": [], "x": 1},
    ])
    actions.insert(rng.randrange(len(actions) + 1), bad)
    return json.dumps(rec)


def m_constants(rng, text, doc):
    path, _ = rng.choice([pv for pv in _paths(doc) if pv[0]] or [((), 0)])
    marker = "__CONST__"
    const = rng.choice(["NaN", "Infinity", "-Infinity", "1e400", "-0", "1.0", "1E2"])
    return json.dumps(_set(copy.deepcopy(doc), path, marker)).replace(f'"{marker}"', const, 1)


def m_encoding(rng, text, doc):
    how = rng.randrange(5)
    if how == 0:
        return b"\xff\xfe" + text.encode("utf-8")
    if how == 1:
        return text.encode("latin-1", "replace")[:-1] + b"\xe9"
    if how == 2:
        return b"\x00" * rng.randint(1, 10)
    if how == 3:
        return text.encode("utf-8")[: rng.randrange(1, len(text))] + b"\xc3"
    return b"\xef\xbb\xbf" + text.encode("utf-8")[:-1]


def m_oversize(rng, text, doc):
    pad = rng.choice([MAX_FILE_BYTES, MAX_FILE_BYTES + 1, 3 * MAX_FILE_BYTES])
    filler = rng.choice([" ", "\n", "0", "é"])
    return text[:-1] + filler * pad + text[-1:]


def m_wrong_document(rng, text, doc):
    return rng.choice([
        "", " ", "null", "true", "0", '"terra"', "[]", "{}", '{"format": null}',
        json.dumps({"format": "terra_widget.autosave", "version": 1, "record": None}),
        json.dumps({"format": "terra_widget.autosave", "version": 1, "bots": {"Ana": 1},
                    "record": _record_of(doc)}),
        json.dumps({"format": "terra_widget.autosave", "version": 2}),
        json.dumps({"format": "terra_widget.autosave", "version": 1, "bots": [],
                    "record": _record_of(doc)}),
        json.dumps({"format": "terra_widget.record", "version": 1}),
        json.dumps([_record_of(doc)]),
    ])


MUTATIONS: dict[str, Callable] = {
    f.__name__[2:]: f for f in (
        m_byte_flip, m_truncate, m_insert_junk, m_splice, m_deep_nesting, m_huge_int,
        m_big_int_in_range, m_huge_string, m_huge_key, m_wrong_type, m_drop_key,
        m_extra_key, m_duplicate_key, m_shuffle_actions, m_absurd_actions,
        m_huge_crisis_list, m_bad_crises, m_bad_stack, m_bad_players, m_bad_action,
        m_constants, m_encoding, m_oversize, m_wrong_document,
    )
}
#: Mutations that make big files: rarer, so that a run stays fast but every kind is hit.
_RARE = {"deep_nesting": 3, "huge_string": 3, "absurd_actions": 2, "huge_crisis_list": 3,
         "oversize": 2, "huge_key": 2}


def mutations(n: int, seed: int = 0) -> Iterator[tuple[str, str, str | bytes]]:
    """``n`` malformed files, deterministically from ``seed``: (mutation, source, file)."""
    rng = random.Random(seed)
    base = [(name, text, json.loads(text)) for name, text in corpus()]
    names = list(MUTATIONS)
    weights = [1 / _RARE.get(name, 1) for name in names]
    for _ in range(n):
        kind = rng.choices(names, weights)[0]
        source, text, doc = rng.choice(base)
        yield kind, source, MUTATIONS[kind](rng, text, doc)


# ------------------------------------------------------------------ checking
def still_a_record(payload, state) -> bool:
    """A mutated file that loaded must be a valid record saying exactly what was loaded
    (a flipped letter in a name, a changed seed digit): its data, with the defaults of
    absent fields, is what saving the loaded game writes; and that can be written."""
    try:
        doc = json.loads(payload)
    except (ValueError, RecursionError):
        return False
    rec = _record_of(doc)
    if not isinstance(rec, dict):
        return False
    try:  # and a game that loads can be saved again
        to_json(state).encode("utf-8")
    except UnicodeEncodeError:
        return False
    full = {"teams": False, "first_player": 0, "crises": None, "stack": None, **rec}
    stack = full["stack"]
    if isinstance(stack, dict):
        # an absent or null part of a stack is an empty one (written as [] or null)
        stack = {"hands": None, **stack}
        for key in ("draw_top", "draw_bottom"):
            stack[key] = stack.get(key) or []
        full["stack"] = stack if any(stack.values()) else None  # nothing stacked: null
    return full == to_record(state)


def run(n: int, seed: int = 0, widget: int = 0, *, paths=("from_json", "parse_game_file"),
        out=sys.stdout) -> dict:
    """Load ``n`` mutations through the engine and ``parse_game_file`` (and the first
    ``widget`` of them through ``TerraApp.load_text``). Returns the counts, the failures
    (anything but RecordError or a genuinely valid file) and the loads over 1 s."""
    from terra_widget.session.session import parse_game_file

    loaders = {"from_json": from_json, "parse_game_file": parse_game_file}
    app = base_json = None
    if widget:
        app, base_json = _widget()
    counts: Counter = Counter()
    failures: list[str] = []
    slow: list[str] = []
    slowest: dict[tuple[str, str], tuple[float, str]] = {}  # (path, clock) -> (s, file)
    started = time.perf_counter()

    def timed(t0, c0, path, what):
        elapsed = {"cpu": time.process_time() - c0, "wall": time.perf_counter() - t0}
        for clock, value in elapsed.items():
            if value > slowest.get((path, clock), (-1.0,))[0]:
                slowest[path, clock] = (value, what)
        if elapsed["cpu"] > TIME_LIMIT_S:
            slow.append(f"{what}: {elapsed['cpu']:.2f} s of CPU")

    for i, (kind, source, payload) in enumerate(mutations(n, seed)):
        counts["files"] += 1
        for path in paths:
            what = f"#{i} {kind} ({source}) {path}"
            t0, c0 = time.perf_counter(), time.process_time()
            try:
                result = loaders[path](payload)
            except RecordError as exc:
                outcome = "RecordError"
                if len(str(exc)) > MAX_MESSAGE:
                    failures.append(f"{what}: message of {len(str(exc))} characters")
            except BaseException as exc:  # noqa: BLE001 - exactly what this run looks for
                outcome = type(exc).__name__
                failures.append(f"{what}: {type(exc).__name__}: {str(exc)[:120]}")
            else:
                state = result[0] if isinstance(result, tuple) else result
                outcome = "loaded (still a valid record)"
                if not still_a_record(payload, state):
                    failures.append(f"{what}: loaded a file that is not a valid record")
            timed(t0, c0, path, what)
            counts[f"{path}: {outcome}"] += 1
        if app is not None and i < widget:
            what = f"#{i} {kind} ({source}) load_text"
            t0, c0 = time.perf_counter(), time.process_time()
            outcome = _widget_load(app, base_json, payload)
            timed(t0, c0, "load_text", what)
            counts[f"load_text: {outcome.split(':')[0]}"] += 1
            if outcome not in ("error shown, game unchanged", "loaded (still a valid record)"):
                failures.append(f"{what}: {outcome}")
    total = time.perf_counter() - started
    print(f"{counts['files']:,} malformed files (seed {seed}) in {total:.1f} s", file=out)
    for key in sorted(k for k in counts if k != "files"):
        print(f"  {key}: {counts[key]:,}", file=out)
    for (path, clock), (value, what) in sorted(slowest.items()):
        print(f"  slowest {path}, {clock} time: {value * 1000:.0f} ms ({what})", file=out)
    print(f"  loads over {TIME_LIMIT_S:.0f} s of CPU: {len(slow)}", file=out)
    print(f"  failures: {len(failures)}", file=out)
    for line in (failures + slow)[:40]:
        print(f"    {line}", file=out)
    return {"counts": counts, "failures": failures, "slow": slow,
            "slowest_cpu_s": max((v[0] for (_, c), v in slowest.items() if c == "cpu"),
                                 default=0.0),
            "total_s": total}


def _widget():
    from terra_widget.session.session import Session
    from terra_widget.ui import TerraApp

    state = _finished(new_game(["Ana", "Ben", "Chloé", "Dev"], seed=11), [Cooperative()] * 4,
                      limit=30)
    app = TerraApp(Session(state), speed="manual", prompts=False)
    return app, to_json(app.session.state)


def _widget_load(app, base_json, payload) -> str:
    before = (to_json(app.session.state), list(app.session.timeline))
    try:
        ok = app.load_text(payload, source="upload.json")
    except BaseException as exc:  # noqa: BLE001 - exactly what this run looks for
        return f"raised {type(exc).__name__}: {str(exc)[:120]}"
    if ok:
        if not still_a_record(payload, app.session.state):
            return "loaded a file that is not a valid record"
        app.load_text(base_json, source="base")  # back to the game every load starts from
        app.session.timeline = before[1]
        return "loaded (still a valid record)"
    if (to_json(app.session.state), list(app.session.timeline)) != before:
        return "game changed by a failed load"
    text, error = app.controller.files_message  # the message beside the file controls
    if not (error and text) or len(text) > MAX_MESSAGE + 200:
        return f"no clear error shown: {text[:120]!r}"
    return "error shown, game unchanged"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--widget", type=int, default=0,
                        help="also load the first N files through TerraApp.load_text")
    parser.add_argument("--paths", default="from_json,parse_game_file",
                        help="engine load paths, comma-separated (default: %(default)s)")
    args = parser.parse_args(argv)
    paths = tuple(p for p in args.paths.split(",") if p)
    result = run(args.files, args.seed, args.widget, paths=paths)
    return 1 if result["failures"] or result["slow"] else 0


if __name__ == "__main__":
    sys.exit(main())

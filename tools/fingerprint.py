"""A fingerprint of 100,000 seeded games, to prove that a new engine plays the same games.

    python tools/fingerprint.py record          # write tests/data/fingerprint_100k.json
    python tools/fingerprint.py check           # replay all 100,000 games and compare
                                                # (about 10 minutes of CPU, on 2 processes)
    python tools/fingerprint.py check --games 10000   # the first 100 games of each batch
    python tools/fingerprint.py show BATCH GAME # one game's canonical text (decoded)

The games: 100 batches of 1,000. Batch ``b`` is one seating (``batch_setup``): 3 to 6
players, with and without teams (R1.1, R5.1), the full game or ``length="short"``, every
bundled strategy alone and mixed (Balanced at several greeds). Its game ``i`` is game ``i``
of ``simulate(strategies, 1000, seed=MASTER + b, ...)``: dealt from ``game_seed`` (R1.6),
each seat's strategy seeded from ``seat_seeds``.

Each game is played three ways, through entry points the rules' public API keeps:

* **typed**: ``new_game`` + ``legal_actions()`` + ``apply``; a single legal action is
  applied (R7.2), a real choice goes to the seat's strategy (``Strategy.choose`` on
  ``state.view(seat)``). Every move is recorded, each real choice with the number of
  legal actions it was made among (so a change of the legal list shows), then the final
  record (``GameRecord.from_state``: outcome and causes R6.1, turns, points, hoards and
  final scores R6.4, contributions, winners R6.5/R5.2).
* **flat**: ``simulate(..., records=True)`` with the bundled strategies: the fast path
  (their fast twins on the flat engine). It shows no moves, only the final records.
* **seat**: ``simulate`` with each strategy wrapped in ``Recording``, a strategy on the
  view API without a fast twin, as a student writes one: the flat engine asks it through
  its view seat. It records every real choice (the legal count and the action), so the
  fast engine is compared move by move on every decision a strategy takes.

The only internal names used are ``sim.seeding.game_seed``/``seat_seeds`` (which seeds
``simulate`` gives game ``i`` and its seats) and ``sim.records.GameRecord`` (what
``simulate`` records, made from a ``GameState`` by ``from_state``).

A game's canonical text (``typed_game``) is three lines: a header (batch, game, table,
seed, strategies), the moves, the final record. Move tokens: ``<seat><letter>[:<card>]
[@<crisis>]``, letters D draw, P pass, I play on the impending crisis, F play on a
full-blown crisis, H hoard (three cards joined by +), E end the turn, X discard; a real
choice is prefixed ``<number of legal actions>?``. The stored fingerprint keeps, per batch,
sha256 digests of the typed texts, of the final records (header + final line) and of the
choices (header + real choices + final line) over its first 10, 100 and 1,000 games, one
byte of each game's typed digest (to find the first game that differs), and a few whole
games. A difference is shown move by move against the engine the fingerprint was recorded
with, rebuilt from git (``engine_tree``) when it is available.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The engine to play: this checkout's, or (``FINGERPRINT_ENGINE``, set by
#: ``reference_texts``) a folder holding the one the fingerprint was recorded with.
ENGINE = os.environ.get("FINGERPRINT_ENGINE") or str(ROOT)
if ENGINE not in sys.path:
    sys.path.insert(0, ENGINE)

from terra_widget.bots import Strategy, make_strategy  # noqa: E402
from terra_widget.rules import (  # noqa: E402
    Discard,
    Draw,
    EndTurn,
    Hoard,
    Pass,
    PlayFullBlown,
    PlayImpending,
    new_game,
)
from terra_widget.sim import simulate  # noqa: E402
from terra_widget.sim.records import GameRecord  # noqa: E402
from terra_widget.sim.seeding import game_seed, seat_seeds  # noqa: E402

FILE = ROOT / "tests" / "data" / "fingerprint_100k.json"
BATCHES = 100
BATCH = 1000
#: The prefixes of a batch with a digest of their own (``check --games`` reads them).
PREFIXES = (10, 100, 1000)
MASTER = 35_000
#: (players, teams): 3 to 6 players, teams with 4 and 6 (R1.1, R5.1).
TABLES = ((3, False), (4, False), (4, True), (5, False), (6, False), (6, True))
LENGTHS = ("full", "short")
#: Who sits where: a table of ``n`` takes the first ``n``. Every bundled strategy alone,
#: then mixed (Balanced at several greeds).
SEATINGS = (
    ("random",) * 6,
    ("cooperative",) * 6,
    ("selfish",) * 6,
    ("balanced:0.5",) * 6,
    ("reciprocal",) * 6,
    ("random", "cooperative", "selfish", "balanced:0.3", "reciprocal", "balanced:0.8"),
    ("reciprocal", "balanced:0.1", "cooperative", "selfish", "random", "balanced:0.9"),
    ("selfish", "reciprocal", "random", "cooperative", "balanced:0.7", "selfish"),
    ("balanced:0.2", "random", "reciprocal", "balanced:1", "cooperative", "balanced:0"),
)
#: Games kept whole in the file, for reading a difference without git: (batch, game).
SAMPLES = tuple((b, 0) for b in range(0, BATCHES, 7))


def batch_setup(b: int) -> dict:
    """Batch ``b``'s table: every (table, length) of ``TABLES`` x ``LENGTHS`` for each
    seating of ``SEATINGS`` in turn."""
    n, teams = TABLES[b % len(TABLES)]
    length = LENGTHS[b // len(TABLES) % len(LENGTHS)]
    specs = SEATINGS[b // (len(TABLES) * len(LENGTHS)) % len(SEATINGS)][:n]
    return {"batch": b, "players": n, "teams": teams, "length": length,
            "strategies": list(specs), "seed": MASTER + b}


# ------------------------------------------------------------------- canonical text
_LETTER = {Draw: "D", Pass: "P", PlayImpending: "I", PlayFullBlown: "F", Hoard: "H",
           EndTurn: "E", Discard: "X"}
_TOKENS: dict = {}  # action -> token (by equality: the same move is the same token)


def token(action) -> str:
    """A move as ``<seat><letter>[:<card>][@<crisis>]`` (see the module docstring)."""
    hit = _TOKENS.get(action)
    if hit is None:
        kind = type(action)
        text = f"{action.seat}{_LETTER[kind]}"
        if kind is Hoard:
            text += ":" + "+".join(c.code for c in action.cards)
        elif kind in (PlayImpending, PlayFullBlown, Discard):
            text += ":" + action.solution.code
            if kind is PlayFullBlown:
                text += "@" + action.crisis.id
        hit = _TOKENS[action] = text
    return hit


def header(setup: dict, i: int, seed: int) -> str:
    return (f"batch {setup['batch']} game {i} players {setup['players']} "
            f"{'teams' if setup['teams'] else 'solo'} {setup['length']} seed {seed} "
            f"{','.join(setup['strategies'])}")


def final_line(record: GameRecord) -> str:
    """What a game leaves behind (R6.1, R6.4, R6.5, R5.2), in one line."""
    nums = ",".join
    return (f"{record.outcome} causes={nums(record.causes)} turns={record.turns} "
            f"points={nums(map(str, record.points))} "
            f"hoards={nums(map(str, record.hoard_points))} "
            f"scores={nums(map(str, record.final_scores))} "
            f"given={'/'.join(nums(map(str, c)) for c in record.contributed)} "
            f"winners={nums(map(str, record.winners))}")


def choices_text(typed: str) -> str:
    """A typed text with the real choices only (what the seat path can see)."""
    head, moves, final = typed.split("\n")[:3]
    return f"{head}\n{' '.join(t for t in moves.split() if '?' in t)}\n{final}\n"


def final_text(typed: str) -> str:
    head, _, final = typed.split("\n")[:3]
    return f"{head}\n{final}\n"


# ---------------------------------------------------------------------------- paths
def typed_game(setup: dict, i: int) -> str:
    """Game ``i`` of a batch through the typed API, as its canonical text."""
    n, specs = setup["players"], setup["strategies"]
    seed = game_seed(setup["seed"], i)
    state = new_game(n, seed=seed, teams=setup["teams"], length=setup["length"],
                     log_events=False)
    players = [make_strategy(s, seed=own)
               for s, own in zip(specs, seat_seeds(setup["seed"], i, n), strict=True)]
    moves = []
    add = moves.append
    applied = []
    while not state.is_over:
        legal = state.legal_actions()
        if len(legal) == 1:  # a forced move (R7.2): nothing to ask
            action = legal[0]
            add(token(action))
        else:
            seat = state.to_act
            action = players[seat].choose(state.view(seat), legal)
            add(f"{len(legal)}?{token(action)}")
        state.apply(action)
        applied.append(action)
    if list(state.history) != applied:  # R7.4: the history is what was played
        raise AssertionError(f"batch {setup['batch']} game {i}: state.history is not the "
                             f"moves applied")
    record = GameRecord.from_state(i, state, tuple(specs))
    return f"{header(setup, i, seed)}\n{' '.join(moves)}\n{final_line(record)}\n"


def flat_games(setup: dict, games: int) -> list[str]:
    """Games ``0 .. games - 1`` of a batch on ``simulate``'s fast path, as final texts."""
    result = simulate(setup["strategies"], games, seed=setup["seed"], teams=setup["teams"],
                      length=setup["length"], records=True)
    return [f"{header(setup, r.index, r.seed)}\n{final_line(r)}\n" for r in result.records]


#: Every choice of the ``Recording`` strategies of a run: (its seed, legal count, action).
_CHOICES: list[tuple[int, int, object]] = []


class Recording(Strategy):
    """A bundled strategy asked through ``choose`` only (it has no fast twin, as a
    student's strategy has none), noting every choice it makes."""

    name = "recording"

    def __init__(self, inner: str = "random", *, seed: int | None = None, rng=None):
        super().__init__(seed=seed, rng=rng)
        self.inner = make_strategy(inner, seed=seed)
        self.inner_spec = inner

    def params(self) -> dict:
        return {"inner": self.inner_spec}

    def choose(self, view, legal):
        action = self.inner.choose(view, legal)
        _CHOICES.append((self.seed, len(legal), action))
        return action


def seat_games(setup: dict, games: int) -> list[str]:
    """Games ``0 .. games - 1`` of a batch on ``simulate``'s fast path with strategies
    on views, as choices texts (every seat's strategy is seeded ``seat_seeds``: which
    game and seat made each choice is known from the seed)."""
    n = setup["players"]
    whose = {}
    for i in range(games):
        for own in seat_seeds(setup["seed"], i, n):
            whose[own] = i
    _CHOICES.clear()
    result = simulate([Recording(s) for s in setup["strategies"]], games, seed=setup["seed"],
                      teams=setup["teams"], length=setup["length"], records=True)
    per_game: list[list[str]] = [[] for _ in range(games)]
    for own, count, action in _CHOICES:
        per_game[whose[own]].append(f"{count}?{token(action)}")
    _CHOICES.clear()
    return [f"{header(setup, r.index, r.seed)}\n{' '.join(per_game[r.index])}\n"
            f"{final_line(r)}\n" for r in result.records]


# --------------------------------------------------------------------------- digests
def _digests(texts: list[str]) -> list[str]:
    """sha256 of the first 10, 100 and 1,000 texts (those there are)."""
    h = hashlib.sha256()
    out = []
    for j, text in enumerate(texts, 1):
        h.update(text.encode())
        if j in PREFIXES:
            out.append(h.hexdigest())
    return out


def _game_bytes(texts: list[str]) -> bytes:
    return bytes(hashlib.sha256(t.encode()).digest()[0] for t in texts)


def play_batch(b: int, games: int = BATCH) -> dict:
    """Games ``0 .. games - 1`` of batch ``b`` played the three ways: their texts."""
    setup = batch_setup(b)
    typed = [typed_game(setup, i) for i in range(games)]
    return {"setup": setup, "typed": typed, "flat": flat_games(setup, games),
            "seat": seat_games(setup, games)}


def record_batch(b: int) -> dict:
    """Batch ``b``'s entry of the fingerprint; refuses to record if today's paths disagree
    (the lockstep tests' claim, checked once more on these games)."""
    played = play_batch(b)
    typed = played["typed"]
    finals = [final_text(t) for t in typed]
    choices = [choices_text(t) for t in typed]
    for name, mine in (("flat", finals), ("seat", choices)):
        bad = first_difference(mine, played[name])
        if bad is not None:
            raise SystemExit(f"today's engines disagree ({name} path), nothing recorded:\n"
                             + explain(bad, mine, played[name]))
    entry = dict(played["setup"])
    entry["typed"] = _digests(typed)
    entry["final"] = _digests(finals)
    entry["choices"] = _digests(choices)
    entry["bytes"] = base64.b64encode(_game_bytes(typed)).decode()
    entry["samples"] = {str(i): typed[i] for bb, i in SAMPLES if bb == b}
    return entry


# ---------------------------------------------------------------------- differences
def first_difference(expected: list[str], got: list[str]) -> int | None:
    """The first game whose texts differ, or None."""
    for i, (one, other) in enumerate(zip(expected, got, strict=True)):
        if one != other:
            return i
    return None


_WORDS = {"D": "draws", "P": "passes", "I": "plays {card} on the impending crisis",
          "F": "plays {card} on the full-blown crisis {crisis}", "H": "hoards {card}",
          "E": "ends the turn", "X": "discards {card}"}


def decode(tok: str) -> str:
    """A move token in words: ``'4?1F:red-4@red-asia'`` -> ``'seat 1 plays red-4 on the
    full-blown crisis red-asia (a choice among 4)'``."""
    count, _, move = tok.rpartition("?")
    seat = "".join(ch for ch in move[:2] if ch.isdigit())
    rest = move[len(seat):]
    letter, _, cards = rest.partition(":")
    card, _, crisis = cards.partition("@")
    words = _WORDS.get(letter[:1], rest).format(card=card, crisis=crisis)
    chosen = f" (a choice among {count})" if count else " (forced)"
    return f"seat {seat} {words}{chosen}"


def explain(i: int, expected, got) -> str:
    """Where game ``i``'s texts differ: the header, then the first differing move (with
    the moves before it) or the final records."""
    one, other = expected[i].split("\n"), got[i].split("\n")
    lines = [f"  game: {one[0]}"]
    if one[0] != other[0]:
        lines.append(f"  expected header: {one[0]}\n  got header:      {other[0]}")
    if len(one) > 3 and len(other) > 3 and one[1] != other[1]:  # moves differ
        a, b = one[1].split(), other[1].split()
        j = next((j for j, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                 min(len(a), len(b)))
        lines.append(f"  move {j + 1} differs; the moves before: {' '.join(a[max(0, j - 8):j])}")
        lines.append(f"  expected: {a[j] + ' = ' + decode(a[j]) if j < len(a) else 'game over'}")
        lines.append(f"  got:      {b[j] + ' = ' + decode(b[j]) if j < len(b) else 'game over'}")
    if one[-2] != other[-2]:
        lines.append(f"  expected final: {one[-2]}\n  got final:      {other[-2]}")
    return "\n".join(lines)


# -------------------------------------------------------------------------- checking
def check_batch(entry: dict, games: int, detail: bool = True) -> list[str]:
    """Play the first ``games`` games of a recorded batch the three ways; what differs
    from the fingerprint (empty: nothing). Each path is held to its own digests over the
    prefixes of ``PREFIXES`` it covers, the typed texts also game by game to their stored
    bytes, and the flat and seat paths game by game to the typed path's records and
    choices (to show where they differ). ``detail``: show the first typed game that
    differs move by move (it may rebuild the recorded engine from git), else name it."""
    b = entry["batch"]
    setup = batch_setup(b)
    if {k: entry[k] for k in setup} != setup:
        return [f"batch {b}: the fingerprint's set-up {entry} is not this tool's {setup}"]
    played = play_batch(b, games)
    typed = played["typed"]
    where = f"batch {b} ({describe(setup)})"
    problems = []
    stored_bytes = base64.b64decode(entry["bytes"])[:games]
    mine_bytes = _game_bytes(typed)
    typed_ok = _digests(typed) == entry["typed"][:len(_digests(typed))] \
        and mine_bytes == stored_bytes
    if not typed_ok:
        problems.append(f"{where}: the typed path differs from the fingerprint\n"
                        + (locate(entry, typed, mine_bytes, stored_bytes) if detail else
                           _first_byte(mine_bytes, stored_bytes)))
    for name, stored, derive in (("flat", "final", final_text),
                                 ("seat", "choices", choices_text)):
        texts = played[name]
        mine = [derive(t) for t in typed]
        bad = first_difference(mine, texts)
        digest_ok = _digests(texts) == entry[stored][:len(_digests(texts))]
        if typed_ok:  # the typed texts are the fingerprint's: compare with them
            if digest_ok and bad is None:
                continue
            how = ("the typed path, which matches it, differs from it here:\n"
                   + explain(bad, mine, texts) if bad is not None else
                   "(yet it equals the typed path, which matches it: a stale file?)")
        elif digest_ok:
            continue
        else:
            how = "(so does the typed path, shown first)"
        problems.append(f"{where}: the {name} path differs from the fingerprint; {how}")
    return problems


def describe(setup: dict) -> str:
    return (f"{setup['players']} players{' in teams' if setup['teams'] else ''}, "
            f"{setup['length']} game, {', '.join(setup['strategies'])}")


def _first_byte(mine: bytes, stored: bytes) -> str:
    i = next((j for j, (x, y) in enumerate(zip(mine, stored, strict=False)) if x != y), None)
    return f"  first at game {i}" if i is not None else "  (a game among those checked)"


def locate(entry: dict, typed: list[str], mine: bytes, stored: bytes) -> str:
    """The first game of a batch that differs from the fingerprint, move by move against
    the engine the fingerprint was recorded with (a stored sample, or rebuilt from git)."""
    b = entry["batch"]
    i = next((j for j, (x, y) in enumerate(zip(mine, stored, strict=False)) if x != y), None)
    first = i if i is not None else 0
    stop = (i + 1) if i is not None else len(typed)
    if i is not None and (b, i) in SAMPLE_TEXTS:
        reference = {i: SAMPLE_TEXTS[b, i]}
    else:
        reference = reference_texts(b, first, stop)
    if reference is None:
        where = f"game {i}" if i is not None else "a game among the first checked"
        return (f"  {where} differs; the recorded engine is not available from git to show "
                f"how (engine_tree {ENGINE_TREE or 'unknown'}):\n  got: {typed[first]}")
    for j in range(first, stop):
        if reference[j] != typed[j]:
            return explain(j, reference, typed)
    return "  (the recorded engine plays these games as this one does: the file is stale?)"


#: The ``engine_tree`` and the whole games of the fingerprint read by ``load`` (for
#: ``locate``): the games by (batch, game).
ENGINE_TREE: str | None = None
SAMPLE_TEXTS: dict[tuple[int, int], str] = {}


def reference_texts(b: int, start: int, stop: int) -> dict[int, str] | None:
    """Typed texts of games ``start .. stop - 1`` of batch ``b`` played by the engine the
    fingerprint was recorded with: its ``terra_widget`` tree out of git, run by this tool
    (``texts``) in a process of its own. None if git does not have it."""
    if not ENGINE_TREE:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        try:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar",
                                      "--prefix=terra_widget/", ENGINE_TREE],
                                     capture_output=True, check=True).stdout
        except (OSError, subprocess.CalledProcessError):
            return None
        path = Path(tmp) / "engine.tar"
        path.write_bytes(archive)
        with tarfile.open(path) as tar:
            tar.extractall(tmp)  # noqa: S202  (our own repository's tree)
        env = dict(os.environ, FINGERPRINT_ENGINE=tmp)
        out = subprocess.run([sys.executable, __file__, "texts", str(b), str(start),
                              str(stop)], capture_output=True, text=True, env=env)
        if out.returncode:
            return None
        texts = json.loads(out.stdout)
    return {start + j: t for j, t in enumerate(texts)}


# ------------------------------------------------------------------------ the file
def load(path: Path = FILE) -> dict:
    global ENGINE_TREE
    data = json.loads(path.read_text(encoding="utf-8"))
    ENGINE_TREE = data.get("engine_tree")
    SAMPLE_TEXTS.update({(s["batch"], s["game"]): s["text"] for s in data["samples"]})
    return data


def _git(*args: str) -> str | None:
    try:
        out = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True,
                             text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    return out


def _pool_map(fn, items, workers: int):
    """``map(fn, items)``, on ``workers`` forked processes when more than one."""
    if workers <= 1:
        yield from map(fn, items)
        return
    import concurrent.futures as cf
    import multiprocessing as mp

    with cf.ProcessPoolExecutor(workers, mp_context=mp.get_context("fork")) as pool:
        yield from pool.map(fn, items)


def record(workers: int) -> None:
    dirty = _git("status", "--porcelain", "--", "terra_widget")
    tree = _git("rev-parse", "HEAD:terra_widget") if dirty == "" else None
    if tree is None:
        print("warning: terra_widget/ has uncommitted changes (or no git): the file will "
              "not name the engine it was recorded with", file=sys.stderr)
    start = time.perf_counter()
    entries = []
    for entry in _pool_map(record_batch, range(BATCHES), workers):
        entries.append(entry)
        print(f"batch {entry['batch']:3d} recorded ({describe(entry)})", flush=True)
    seconds = time.perf_counter() - start
    samples = [{"batch": e["batch"], "game": int(i), "text": text}
               for e in entries for i, text in e.pop("samples").items()]
    data = {
        "about": "tools/fingerprint.py: 100,000 seeded games of the engine, as digests",
        "format": "A game's canonical text" + __doc__.split("A game's canonical text")[1]
                  .split("A difference")[0].replace("\n", " ").rstrip(),
        "games": BATCHES * BATCH, "batch": BATCH, "prefixes": list(PREFIXES),
        "engine_tree": tree, "batches": entries, "samples": samples,
    }
    FILE.parent.mkdir(parents=True, exist_ok=True)
    FILE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"recorded {BATCHES * BATCH:,} games in {seconds:.0f} s ({workers} processes) "
          f"into {FILE.relative_to(ROOT)} ({FILE.stat().st_size // 1024} KB)")


def _check_one(job: tuple[dict, int]) -> list[str]:
    return check_batch(*job, detail=False)


def check(games: int, workers: int) -> int:
    data = load()
    per_batch = max(1, min(BATCH, -(-games // BATCHES)))
    start = time.perf_counter()
    problems: list[str] = []
    jobs = [(entry, per_batch) for entry in data["batches"]]
    for done, found in enumerate(_pool_map(_check_one, jobs, workers), 1):
        problems += found
        if done % 10 == 0:
            print(f"{done} batches checked, {time.perf_counter() - start:.0f} s", flush=True)
    seconds = time.perf_counter() - start
    if problems:  # the first batch again, its first game shown move by move
        first = int(problems[0].split()[1])
        print("\n".join(check_batch(data["batches"][first], per_batch)))
        differ = len({p.split()[1] for p in problems})
        print(f"{differ} of {BATCHES} batches differ; the first is shown above")
    checked = per_batch * BATCHES
    print(f"{'FAILED' if problems else 'ok'}: {checked:,} games ({per_batch} per batch) "
          f"checked on the typed, flat and seat paths in {seconds:.0f} s "
          f"({workers} process{'es' if workers > 1 else ''})")
    return 1 if problems else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="play the 100,000 games and write the fingerprint")
    chk = sub.add_parser("check", help="replay the games and compare with the fingerprint")
    chk.add_argument("--games", type=int, default=BATCHES * BATCH,
                     help="how many games (spread over the 100 batches; default all)")
    for p in (rec, chk):
        p.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    show = sub.add_parser("show", help="print one game's canonical text")
    texts = sub.add_parser("texts", help="typed texts of games START..STOP-1 of a batch, "
                                         "as JSON (what a difference is shown against)")
    for p in (show, texts):
        p.add_argument("batch", type=int)
    show.add_argument("game", type=int)
    texts.add_argument("start", type=int)
    texts.add_argument("stop", type=int)
    args = parser.parse_args(argv)
    if args.command == "record":
        record(args.workers)
    elif args.command == "check":
        return check(args.games, args.workers)
    elif args.command == "show":
        text = typed_game(batch_setup(args.batch), args.game)
        head, moves, final = text.split("\n")[:3]
        print(head)
        for j, tok in enumerate(moves.split(), 1):
            print(f"{j:4d} {tok:40s} {decode(tok)}")
        print(final)
    else:
        setup = batch_setup(args.batch)
        print(json.dumps([typed_game(setup, i) for i in range(args.start, args.stop)]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Helpers for the rules tests: stacked decks, scripted turns, snapshots and invariants.

Everything here goes through the engine's public API (``terra_widget.rules``). The only
places that look at the draw pile's cards are ``card_census`` (R7.1 needs to know where
every card is) and nothing else. The lockstep harness at the end (shared by the tests
that play games two ways at once) also reads the flat engine's move codes and the
simulation's records.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing as mp
import random
from collections import Counter

from terra_widget.rules import (
    DEFAULT_CRISES,
    SOLUTION_KINDS,
    Crisis,
    Discard,
    Draw,
    EndTurn,
    GameConfig,
    GameState,
    Hoard,
    Pass,
    Phase,
    PlayFullBlown,
    PlayImpending,
    Solution,
    full_solution_counts,
    new_game,
    replay,
    to_json,
)
from terra_widget.rules.core.flat import END, HOARD
from terra_widget.rules.core.kinds import ALL_SETS
from terra_widget.sim.records import GameRecord
from terra_widget.sim.rollout import flat_record
from terra_widget.sim.seeding import game_seed, seat_seeds

#: The default deck by id ("green-europe", ...).
DEFAULT = {c.id: c for c in DEFAULT_CRISES}


def s(code: str) -> Solution:
    """``s("red-5")`` -> the red 5 Solution."""
    return Solution.parse(code)


def cards(*codes: str) -> list[Solution]:
    return [Solution.parse(c) for c in codes]


def codes(solutions) -> list[str]:
    return sorted(c.code for c in solutions)


def crisis(colour: str, region: str, threat: int, id: str | None = None) -> Crisis:
    return Crisis(id or f"test-{colour}-{region}-{threat}", colour, region, threat)


def deck_with(*replacements: Crisis) -> list[Crisis]:
    """The default 18 crises, with each replacement taking the place of the default crisis
    of the same colour and region (so a test can fix a threat and keep a full deck)."""
    by_slot = {(c.colour, c.region): c for c in replacements}
    return [by_slot.get((c.colour, c.region), c) for c in DEFAULT_CRISES]


# ----------------------------------------------------------------- scripted play
def draw(state: GameState) -> None:
    state.apply(Draw(state.to_act))


def respond(state: GameState, *answers: str | None) -> None:
    """Answer the impending crisis for the next responders in order: a card code plays
    that card (R3.1), None passes."""
    for answer in answers:
        assert state.phase is Phase.RESPOND, f"expected phase 2, got {state.phase}"
        seat = state.to_act
        if answer is None:
            state.apply(Pass(seat))
        else:
            state.apply(PlayImpending(seat, s(answer)))


def all_pass(state: GameState) -> None:
    while state.phase is Phase.RESPOND:
        state.apply(Pass(state.to_act))


def help_crisis(state: GameState, code: str, target: Crisis) -> None:
    state.apply(PlayFullBlown(state.to_act, s(code), target))


def hoard(state: GameState, *set_codes: str) -> None:
    state.apply(Hoard(state.to_act, tuple(cards(*set_codes))))


def end_turn(state: GameState) -> None:
    state.apply(EndTurn(state.to_act))


def passive_action(state: GameState):
    """A player who never gives a card: draw, pass, end the turn, discard the lowest card
    (R4.8). Used to move a scripted game along without changing any score."""
    phase = state.phase
    seat = state.to_act
    if phase is Phase.DRAW:
        return Draw(seat)
    if phase is Phase.RESPOND:
        return Pass(seat)
    if phase is Phase.PLAY:
        return EndTurn(seat)
    if phase is Phase.DISCARD:
        lowest = min(state.hand(seat), key=lambda c: (c.value, c.index))
        return Discard(seat, lowest)
    raise AssertionError("the game is over")


def play_passively(state: GameState, until=lambda st: False, limit: int = 2000) -> None:
    """Apply passive actions until ``until(state)`` holds or the game is over."""
    for _ in range(limit):
        if state.is_over or until(state):
            return
        state.apply(passive_action(state))
    raise AssertionError("the scripted game did not reach the expected point")


# ------------------------------------------------------------------- snapshots
def snapshot(state: GameState):
    """Everything observable about a state, for 'nothing changed' checks (R7.3)."""
    n = state.n_players
    return (
        to_json(state),
        tuple(state.view(seat) for seat in range(n)),
        state.view(None),
        tuple(state.events),
        tuple(state.legal_actions()),
        tuple(sorted(state.card_locations().items())),
        state.phase,
        state.to_act,
        state.turn,
        tuple(tuple(state.hand(seat)) for seat in range(n)),
        str(state),
    )


# ------------------------------------------------------------------ invariants
def card_census(state: GameState) -> Counter:
    """Where every card is (R7.1): a Counter of (card code) over the six places."""
    found: Counter = Counter()
    places = {p: 0 for p in ("draw_pile", "hands", "impending", "full_blown", "hoards",
                             "discard")}

    def put(card, place):
        found[card.code if isinstance(card, Solution) else card.id] += 1
        places[place] += 1

    for card in state.pile:
        put(card, "draw_pile")
    for seat in range(state.n_players):
        for card in state.hand(seat):
            put(card, "hands")
        for cards_ in state.hoards[seat]:
            for card in cards_:
                put(card, "hoards")
    if state.impending is not None:
        put(state.impending, "impending")
    for _, card in state.impending_plays:
        put(card, "impending")
    for fb in state.full_blown:
        put(fb.crisis, "full_blown")
        for _, card in fb.plays:
            put(card, "full_blown")
    for card in state.discard:
        put(card, "discard")
    if state.config.pile_solutions is not None:  # the short game's set-aside Solutions
        places["set_aside"] = 0
        for card in state.set_aside:
            put(card, "set_aside")
    assert places == state.card_locations(), (places, state.card_locations())
    return found


def full_deck(crises) -> Counter:
    counts = full_solution_counts()
    deck = Counter({kind.code: counts[kind.index] for kind in SOLUTION_KINDS})
    for c in crises:
        deck[c.id] += 1
    return deck


def check_cards_accounted(state: GameState) -> None:
    """R7.1: every card of the deck is in exactly one place."""
    assert card_census(state) == full_deck(state.config.crises)


def check_cheap_invariants(state: GameState, total_cards: int) -> None:
    """Checks cheap enough to run after every action of thousands of games."""
    locations = state.card_locations()
    assert sum(locations.values()) == total_cards  # R7.1
    legal = state.legal_actions()
    if state.is_over:
        assert state.to_act is None and not legal and state.outcome is not None
        return
    assert legal, "R7.2: a state that is not over must offer a legal action"
    seat = state.to_act
    assert all(a.seat == seat for a in legal)
    if state.phase is Phase.RESPOND:
        assert Pass(seat) in legal  # R7.2: passing is always allowed in phase 2
    elif state.phase is Phase.PLAY:
        assert EndTurn(seat) in legal  # R7.2: ending the turn is always allowed in phase 3
    # R4.8: only the player whose turn it is can be above the hand limit, by one card
    for other, size in enumerate(state.hand_sizes):
        assert size <= (9 if other == state.current else 8), (other, size)


def action_bound(state: GameState) -> int:
    """An upper bound on the number of actions in a whole game, from the rules alone:
    every Draw removes a card from the pile and every turn has one EndTurn or is ended
    by a solved crisis; every card play, hoard or discard removes at least one of the 90
    Solutions from a hand; every Pass answers a crisis, at most once per seat."""
    pile = state.card_locations()["draw_pile"]
    return 2 * pile + 90 + state.n_players * len(state.config.crises)


# -------------------------------------------------------------------- policies
def random_policy(rng: random.Random):
    def choose(state: GameState):
        legal = state.legal_actions()
        return legal[rng.randrange(len(legal))]

    return choose


def helpful_policy(rng: random.Random):
    """Mostly cooperative with random choices: plays on crises while they need cards,
    hoards when it can, otherwise random among the legal actions."""

    def choose(state: GameState):
        legal = state.legal_actions()
        if state.phase is Phase.RESPOND:
            need = state.impending.threat - sum(c.value for _, c in state.impending_plays)
            plays = [a for a in legal if isinstance(a, PlayImpending)]
            if plays and need > 0 and rng.random() < 0.9:
                return max(plays, key=lambda a: a.solution.value)
            return legal[0] if rng.random() < 0.9 else legal[rng.randrange(len(legal))]
        if state.phase is Phase.PLAY:
            plays = [a for a in legal if isinstance(a, PlayFullBlown)]
            if plays and rng.random() < 0.9:
                return plays[rng.randrange(len(plays))]
            hoards = [a for a in legal if isinstance(a, Hoard)]
            if hoards and rng.random() < 0.8:
                return hoards[rng.randrange(len(hoards))]
            return EndTurn(state.to_act) if rng.random() < 0.8 else \
                legal[rng.randrange(len(legal))]
        return legal[rng.randrange(len(legal))]

    return choose


def random_game_config(rng: random.Random) -> dict:
    n = rng.randint(3, 6)
    teams = n in (4, 6) and rng.random() < 0.5
    return {"players": n, "teams": teams, "first_player": rng.randrange(n)}


def replay_state(state: GameState) -> GameState:
    return replay(state.config, state.seed, state.history)


def make_game(n: int = 3, *, seed: int = 0, **kwargs) -> GameState:
    return new_game(n, seed=seed, **kwargs)


# ------------------------------------------------------------ lockstep harness
# The lockstep test (tests/bots/test_fast_twins.py: a bundled strategy and its fast twin,
# still two codes) plays seeded games two ways at once and compares their records. What
# it needs is here: the tables, the seating of game ``i``, its set-up, the two records,
# the run over two processes, and the flat code of a typed action.

#: Game ``i`` of a lockstep run is played at ``LOCKSTEP_TABLES[i % 6]`` (players, teams):
#: 3 to 6 players, teams with 4 and 6 (R1.1, R5.1).
LOCKSTEP_TABLES = ((3, False), (4, False), (4, True), (5, False), (6, False), (6, True))
_SET_INDEX = {set_cards: j for j, set_cards in enumerate(ALL_SETS)}
_CODES: dict[int, tuple] = {}  # id(action) -> (action, code): the engine reuses actions


def lockstep_setup(n: int, teams: bool, index: int, master: int) -> tuple:
    """Game ``index`` of a run with master seed ``master``, as ``simulate`` sets it up:
    ``(config, the game's seed, each seat's seed)``."""
    config = GameConfig.make([f"Player {i + 1}" for i in range(n)], teams=teams)
    return config, game_seed(master, index), seat_seeds(master, index, n)


def lockstep_records(index: int, seed: int, specs, state: GameState, game) -> tuple:
    """The records of a game played both ways: through ``state`` (which must be over too,
    R6) and on the flat engine (``game``)."""
    assert state.advance() == ()  # the GameState's game is over too (R6)
    specs = tuple(specs)
    return (GameRecord.from_state(index, state, specs),
            flat_record(index, seed, specs, game))


def lockstep_run(play_both, seatings, start: int, stop: int, master: int) -> dict:
    """Games ``start`` .. ``stop - 1``, game ``i`` at table ``LOCKSTEP_TABLES[i % 6]``
    with the first ``n`` strategies of ``seatings[i // 6 % len(seatings)]``:
    ``play_both(specs, teams, i, master)`` plays it both ways and gives both records,
    which must be equal. How many games were lost and saved."""
    outcomes = {"lost": 0, "saved": 0}
    tables = LOCKSTEP_TABLES
    for i in range(start, stop):
        n, teams = tables[i % len(tables)]
        specs = seatings[i // len(tables) % len(seatings)][:n]
        one, other = play_both(specs, teams, i, master)
        assert one == other, (i, specs, teams, one, other)
        outcomes[one.outcome] += 1
    return outcomes


def lockstep_in_two_processes(check, master: int, games: int = 100_000,
                              step: int = 5_000) -> dict:
    """``check(start, stop, master)`` (a module-level function returning lost/saved
    counts) over ``games`` games in chunks of ``step``, on two forked processes (they
    share the test module as imported); the summed counts, both endings exercised."""
    starts = range(0, games, step)
    with cf.ProcessPoolExecutor(2, mp_context=mp.get_context("fork")) as pool:
        parts = list(pool.map(check, starts, [a + step for a in starts],
                              [master] * len(starts)))
    outcomes = {key: sum(p[key] for p in parts) for key in ("lost", "saved")}
    assert sum(outcomes.values()) == games
    assert outcomes["lost"] > games // 10 and outcomes["saved"] > games // 10
    return outcomes


def move_code(action, full_blown) -> int:
    """The flat engine's code of a typed action (what its policies answer, ``flat.py``);
    ``full_blown``: the crises on the table (``state.full_blown``), for R4.1's cards."""
    kind = type(action)
    if kind is PlayFullBlown:
        ident = action.crisis.id
        pos = next(i for i, fb in enumerate(full_blown) if fb.crisis.id == ident)
        return pos * 18 + action.solution.index
    hit = _CODES.get(id(action))
    if hit is not None and hit[0] is action:
        return hit[1]
    if kind is Pass:
        code = -1
    elif kind is PlayImpending or kind is Discard:
        code = action.solution.index
    elif kind is EndTurn:
        code = END
    else:
        assert kind is Hoard, action
        code = HOARD + _SET_INDEX[tuple(c.index for c in action.cards)]
    _CODES[id(action)] = (action, code)
    return code

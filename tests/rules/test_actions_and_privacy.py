"""Actions are values, refusals cite rule ids, and what a strategy is given holds no path
to hidden cards (R4.4, R7.3, R7.4, R7.5)."""

from __future__ import annotations

import dataclasses
import gc
import random
import re
import types
from pathlib import Path

import pytest

from terra_widget.bots import Strategy
from terra_widget.rules import (
    ACTION_TYPES,
    DEFAULT_CRISES,
    Discard,
    Draw,
    EndTurn,
    GameState,
    Hoard,
    IllegalActionError,
    Pass,
    PlayFullBlown,
    PlayImpending,
    Solution,
    from_record,
    new_game,
    to_record,
)
from terra_widget.sim import play_out, simulate

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
RULE_IDS = set(re.findall(r"^- \*\*(R\d+\.\d+)\*\*", DOC.read_text("utf-8"), re.M))


def a_moment_to_hoard(seed: int = 0) -> GameState:
    """A game (random moves) at a moment where the seat to act may hoard a set (R4.4)."""
    for game in range(seed, seed + 200):
        state = new_game(4, seed=game)
        rng = random.Random(game)
        while not state.is_over:
            legal = state.legal_actions()
            if any(type(a) is Hoard for a in legal):
                return state
            state.apply(rng.choice(legal))
    raise AssertionError("no game offered a set to hoard")


def test_r4_4_a_hoard_given_as_a_generator_hoards_its_cards():
    """Once, a generator passed the check (which used it up) and then hoarded nothing."""
    state = a_moment_to_hoard()
    seat = state.to_act
    listed = next(a for a in state.legal_actions() if type(a) is Hoard)
    hand = len(state.hand(seat))
    state.apply(Hoard(seat, (card for card in listed.cards)))
    assert state.hoards[seat][-1] == listed.cards
    assert len(state.hand(seat)) == hand - 3
    assert sum(state.card_locations().values()) == 90 + len(DEFAULT_CRISES)  # R7.1
    again = from_record(to_record(state))  # R7.4: the record still replays
    assert again.hoards == state.hoards and again.history == state.history


def test_r4_5_a_hoard_in_another_order_is_the_listed_action():
    state = a_moment_to_hoard(3)
    seat = state.to_act
    listed = next(a for a in state.legal_actions() if type(a) is Hoard)
    shuffled = Hoard(seat, list(reversed(listed.cards)))
    assert shuffled == listed and hash(shuffled) == hash(listed)
    assert shuffled in state.legal_actions() and state.is_legal(shuffled)
    assert isinstance(shuffled.cards, tuple) and list(shuffled.cards) == sorted(listed.cards)


def test_r7_4_changing_a_list_after_building_an_action_changes_nothing():
    state = a_moment_to_hoard(5)
    seat = state.to_act
    listed = next(a for a in state.legal_actions() if type(a) is Hoard)
    cards = list(listed.cards)
    action = Hoard(seat, cards)
    state.apply(action)
    cards[:] = [Solution.of("red", 1)] * 3  # the caller reuses its list
    assert state.history[-1] == listed and state.history[-1].cards == listed.cards
    with pytest.raises(AttributeError):
        action.cards = ()  # frozen: a value


def test_r7_3_a_hoard_of_something_else_is_still_refused_with_its_rule():
    state = a_moment_to_hoard(7)
    seat = state.to_act
    for cards in (None, 5, "red-1", [Solution.of("red", 1)] * 2, ["red-1", "red-2", "red-3"]):
        with pytest.raises(IllegalActionError) as err:
            state.apply(Hoard(seat, cards))
        assert err.value.rule == "R4.5"


def _illegal_candidates(state: GameState, rng: random.Random) -> list:
    """A spread of actions, most of them illegal now: every type, every seat, odd cards."""
    cards = [Solution.of(c, v) for c in ("green", "blue", "red") for v in (1, 4, 6)]
    crises = [fb.crisis for fb in state.full_blown] + [rng.choice(DEFAULT_CRISES)]
    out = []
    for seat in range(state.n_players):
        card = rng.choice(cards)
        out += [Draw(seat), Pass(seat), EndTurn(seat), PlayImpending(seat, card),
                Discard(seat, card), PlayFullBlown(seat, card, rng.choice(crises)),
                Hoard(seat, rng.sample(cards, 3)), Hoard(seat, [card] * 3)]
    return out + ["draw", None, Draw(9), Draw(True)]


def test_r7_3_every_refusal_cites_a_rule_id_of_the_rules_doc():
    """Not a section ("R4", "R6"): a rule id that docs/rules.md explains."""
    assert {"R2.2", "R3.1", "R6.1", "R6.3", "R7.3"} <= RULE_IDS
    cited = set()
    for game in range(12):
        state = new_game(3 + game % 4, seed=game, teams=game % 4 == 1)
        rng = random.Random(game)
        while True:
            for action in _illegal_candidates(state, rng):
                if isinstance(action, tuple(ACTION_TYPES.values())) and state.is_legal(action):
                    continue
                with pytest.raises(IllegalActionError) as err:
                    state.apply(action)
                assert err.value.rule in RULE_IDS, (err.value.rule, str(err.value))
                assert str(err.value).endswith(f"[{err.value.rule}]")
                cited.add(err.value.rule)
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
    assert {"R2.1", "R2.2", "R3.1", "R4.1", "R4.4", "R4.8", "R1.4", "R7.3"} <= cited
    assert cited & {"R6.1", "R6.3"}  # after the end


def _reachable(*roots) -> list:
    """Everything reachable from ``roots`` through references (gc.get_referents), the way
    a curious strategy could walk from what it is given -- except through classes,
    modules and functions, which lead to the program itself, not to this game."""
    seen = {}
    todo = list(roots)
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType, types.FunctionType,
                                                types.BuiltinFunctionType, types.CodeType)):
            continue
        seen[id(obj)] = obj
        todo.extend(gc.get_referents(obj))
    return list(seen.values())


class Curious(Strategy):
    """A strategy that looks for a way into the game from what it is given."""

    name = "curious"

    def __init__(self, *, seed=None, rng=None, found=None):
        super().__init__(seed=seed, rng=rng)
        self.found = found if found is not None else []

    def choose(self, view, legal):
        self.found.append((view, legal))
        return legal[0]


def _assert_no_path_to(state: GameState, given) -> None:
    secret = {id(state), id(state.pile), id(state.hands), id(state.hoards),
              *(id(h) for h in state.hands), id(state.__dict__)}
    for obj in _reachable(*given):
        assert not isinstance(obj, GameState), "a strategy can reach the game state"
        assert id(obj) not in secret, f"a strategy can reach the game's {type(obj).__name__}"


def test_r7_5_what_a_strategy_is_given_holds_no_path_to_the_game():
    """Once, ``view._state.pile`` gave a strategy the draw pile and every hand."""
    for n, teams in ((3, False), (4, True), (6, False)):
        found: list = []
        state = new_game(n, seed=n, teams=teams)
        play_out(state, [Curious(found=found) for _ in range(n)], light=True)
        assert found
        for view, legal in found[:: max(1, len(found) // 40)]:
            assert not hasattr(view, "_state")
            _assert_no_path_to(state, (view, legal))
    state = new_game(4, seed=2)
    for seat in (None, 0, 3):  # the views a program asks for are the same snapshots
        _assert_no_path_to(state, (state.view(seat), state.live_view(seat),
                                   state.legal_actions()))


def test_r7_5_a_student_strategy_in_simulate_sees_only_a_snapshot():
    found: list = []

    class Spy(Curious):
        def clone(self, seed=None):
            return Spy(seed=seed, found=found)

    simulate([Spy(found=found), "cooperative", "random"], 3, seed=1)
    assert found
    for view, _ in found:
        assert not hasattr(view, "_state")
        assert not any(isinstance(o, GameState) for o in _reachable(view))


def test_r7_5_a_view_on_demand_holds_no_path_to_hidden_cards_while_choosing():
    """``simulate`` asks a student's strategy with a view on demand (``rules.face.seat``): until
    it is sealed it reads the flat table lazily. While ``choose`` runs, everything the
    strategy can walk to from its view and legal actions must hold no other hand, no
    other seat's hoard and no pile: not the flat game, not its Track."""
    from terra_widget.rules.core.flat import FlatGame
    from terra_widget.rules.face.track import Track

    walks: list = []

    class Digger(Strategy):
        name = "digger"

        def choose(self, view, legal):
            if len(walks) < 60:
                walks.append([type(o).__name__ for o in _reachable(view, legal)
                              if isinstance(o, (FlatGame, Track, GameState))])
            return legal[0]

        def clone(self, seed=None):
            return Digger(seed=seed)

    for players in ([Digger(), "cooperative", "random"],
                    [Digger(), "selfish", Digger(), "balanced"]):
        walks.clear()
        simulate(players, 3, seed=5)
        assert len(walks) >= 20
        assert all(found == [] for found in walks), [f for f in walks if f][:1]


@pytest.mark.parametrize("kind", [PlayImpending, Discard, PlayFullBlown])
def test_r7_2_a_card_action_equals_exactly_the_actions_with_its_type_and_fields(kind):
    """The actions that move a card compare their fields without the dataclass's tuples
    (speed): still every field, and the type, as any dataclass (R7.2)."""
    crises = DEFAULT_CRISES[:2]
    red5, red4 = Solution.parse("red-5"), Solution.parse("red-4")
    values = {"seat": (1, 2), "solution": (red5, red4), "crisis": crises}
    names = [f.name for f in dataclasses.fields(kind)]
    assert set(names) <= set(values)  # a new field would need its place in ``__eq__``
    base = kind(**{name: values[name][0] for name in names})
    assert base == kind(**{name: values[name][0] for name in names})
    assert hash(base) == hash(kind(**{name: values[name][0] for name in names}))
    for name in names:  # any one field different: not equal
        other = dataclasses.replace(base, **{name: values[name][1]})
        assert base != other and other != base
    others = [k for k in (PlayImpending, Discard) if k is not kind]
    for k in others:  # another type with the same fields: not equal
        assert base != k(base.seat, base.solution)
    assert (base == "red-5") is False and base != 1

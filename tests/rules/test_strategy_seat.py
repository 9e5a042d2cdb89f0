"""A strategy on the view API, seated at the flat engine's table (``rules.face.seat``).

``simulate`` seats a strategy that has no flat policy (a student's, written as lesson 05
teaches) as a ``StrategySeat``: its views are made on demand from the flat game (R7.5),
its legal actions are the typed face's (``action_tables.phase3_actions``), its choice is
turned back into a flat move. ``GameState`` plays the same flat transition, so the games
are the same by construction (the 100,000-game fingerprint, ``test_fingerprint.py``,
shows it); what is checked here is the seat itself: the views it hands out equal
``state.view(seat)`` however a strategy reads, keeps, copies or pickles them, a kept view
is a sealed snapshot, a choice the rules forbid is refused as ``GameState`` refuses it
(R7.3), and ``simulate``, ``play_out`` and the risk meter give the same records and
estimates both ways.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
import weakref
from collections import Counter

import pytest

from terra_widget.bots import Strategy, make_strategy
from terra_widget.rules import (
    SOLUTION_KINDS,
    Discard,
    Draw,
    EndTurn,
    GameConfig,
    GameState,
    Hoard,
    IllegalActionError,
    Pass,
    Phase,
    PlayFullBlown,
    PlayImpending,
)
from terra_widget.rules.core.flat import END, HOARD
from terra_widget.rules.core.kinds import ALL_SETS
from terra_widget.rules.face.sampling import sample_state
from terra_widget.rules.face.seat import tracked_deal
from terra_widget.rules.face.views import DEFERRED
from terra_widget.sim import estimate_risk, simulate
from terra_widget.sim.records import GameRecord, cause_key
from terra_widget.sim.risk import _policy_players
from terra_widget.sim.rollout import play_out
from terra_widget.sim.runner import play_game, seat_policy
from terra_widget.sim.seeding import game_seed, seat_seeds


class Mine(Strategy):
    """Lesson 05's "your turn" strategy, as the lesson writes it."""

    name = "mine"

    def choose(self, view, legal):
        if view.phase is Phase.RESPOND:
            need = view.impending.threat - sum(card.value for _, card in view.impending_plays)
            enough = [a for a in legal if isinstance(a, PlayImpending) and a.solution.value >= need]
            if enough:
                return min(enough, key=lambda a: a.solution.value)
            return legal[0]
        if view.phase is Phase.PLAY:
            hoards = [a for a in legal if isinstance(a, Hoard)]
            if hoards and len(view.full_blown) <= 2:
                return max(hoards, key=lambda a: sum(card.value for card in a.cards))
            gifts = [a for a in legal if isinstance(a, PlayFullBlown)]
            if gifts:
                return max(gifts, key=lambda a: a.solution.value)
            return legal[-1]
        if view.phase is Phase.DISCARD:
            return min(legal, key=lambda a: a.solution.value)
        return legal[0]


class Generous(Strategy):
    """Lesson 05's first strategy: its highest card to every crisis, never a set."""

    name = "generous"

    def choose(self, view, legal):
        gifts = [a for a in legal if isinstance(a, (PlayImpending, PlayFullBlown))]
        if gifts:
            return max(gifts, key=lambda a: a.solution.value)
        for a in legal:
            if isinstance(a, (Pass, EndTurn)):
                return a
        return min(legal, key=lambda a: a.solution.value)


class Remade(Strategy):
    """Picks at random with its own generator, and answers with an action it builds
    itself (equal to the listed one, not the same object)."""

    name = "remade"

    def choose(self, view, legal):
        a = legal[self.rng.randrange(len(legal))]
        kind = type(a)
        if kind in (PlayImpending, Discard):
            return kind(a.seat, SOLUTION_KINDS[a.solution.index])
        if kind is Hoard:
            return Hoard(a.seat, list(reversed(a.cards)))
        return a


class Viewing(Strategy):
    """A bundled strategy asked only through ``choose`` (no flat policy): a strategy on
    the view API that reads every field a bundled one reads."""

    def __init__(self, spec: str, *, seed=None):
        super().__init__(seed=seed)
        self.inner = make_strategy(spec, seed=seed)
        self.name = "view:" + spec

    def params(self):
        return {"spec": self.inner.spec}

    def reset(self):
        self.inner.reset()

    def choose(self, view, legal):
        return self.inner.choose(view, legal)


SEEN: list = []  # what ``Recorder`` strategies were shown, in order


class Recorder(Mine):
    """``Mine``, noting the parts of every view it is shown that are not in the flat
    engine's own tables (hoards, discard pile, cards under full-blown crises)."""

    name = "recorder"

    def choose(self, view, legal):
        SEEN.append((view.seat, view.own_hoards, view.hoard_sizes, view.discard,
                     view.full_blown, view.hand))
        return super().choose(view, legal)


def strategy(spec: str, seed: int) -> Strategy:
    if spec == "recorder":
        return Recorder(seed=seed)
    if spec == "mine":
        return Mine(seed=seed)
    if spec == "generous":
        return Generous(seed=seed)
    if spec == "remade":
        return Remade(seed=seed)
    if spec.startswith("view:"):
        return Viewing(spec[5:], seed=seed)
    return make_strategy(spec, seed=seed)


class Spy:
    """A view strategy's ``choose`` at the flat table, checked against the ``GameState``
    played in lockstep."""

    def __init__(self, game: Lockstep, inner: Strategy, keep_all: bool = False):
        self.game = game
        self.inner = inner
        self.keep_all = keep_all
        self.asked = 0

    def __call__(self, view, legal):
        state = self.game.state
        expected = state.advance()  # the GameState's forced moves, up to its next choice
        assert expected is legal or expected == legal, (expected, legal)
        assert all(a is b for a, b in zip(expected, legal, strict=True))  # same objects
        self.asked += 1
        if self.keep_all or self.asked % 8 == 2:  # keep it: sealed when choose returns,
            self.game.kept.append((view, state.view(view.seat)))  # compared after the game
        elif self.asked % 8 == 1:  # compare now: reads every field
            assert view == state.view(view.seat), view
        action = self.inner.choose(view, legal)
        state.apply(action)  # checked (R7.3)
        return action


class Lockstep:
    """One game played on the flat engine and, move for move, on a ``GameState``."""

    def __init__(self, state: GameState):
        self.state = state
        self.kept: list = []

    def flat_seat(self, policy):
        """A bundled seat's flat policy, its answers applied to the ``GameState`` too."""
        return _FlatSpy(self, policy)


class _FlatSpy:
    shared = False

    def __init__(self, game: Lockstep, policy):
        self.game = game
        self.policy = policy

    def _apply(self, phase: Phase, seat: int, pick) -> None:
        state = self.game.state
        legal = state.advance()
        assert state.phase is phase and state.to_act == seat, (state.phase, phase)
        matches = [a for a in legal if pick(a)]
        assert len(matches) == 1, (legal, phase)
        state.apply(matches[0])

    def respond(self, g, seat):
        k = self.policy.respond(g, seat)
        self._apply(Phase.RESPOND, seat, lambda a: type(a) is Pass if k < 0 else
                    type(a) is PlayImpending and a.solution.index == k)
        return k

    def play(self, g, seat):
        move = self.policy.play(g, seat)
        state = self.game.state  # its full-blown crises read once it has caught up
        if move == END:
            pick = lambda a: type(a) is EndTurn  # noqa: E731
        elif move >= HOARD:
            pick = lambda a: (type(a) is Hoard and  # noqa: E731
                              tuple(c.index for c in a.cards) == ALL_SETS[move - HOARD])
        else:
            pos, k = divmod(move, 18)
            pick = lambda a: (type(a) is PlayFullBlown and a.solution.index == k  # noqa: E731
                              and a.crisis == state.full_blown[pos].crisis)
        self._apply(Phase.PLAY, seat, pick)
        return move

    def discard(self, g, seat):
        k = self.policy.discard(g, seat)
        self._apply(Phase.DISCARD, seat,
                    lambda a: type(a) is Discard and a.solution.index == k)
        return k


@pytest.mark.parametrize("specs, teams", [(("mine", "cooperative", "cooperative"), False),
                                          (("generous", "random", "mine", "selfish"), True),
                                          (("remade", "balanced:0.4") * 3, True)])
def test_simulate_with_a_view_strategy_gives_the_gamestate_games(specs, teams):
    """End to end: ``simulate``'s records equal the games ``play_out`` plays on a
    ``GameState`` with the same seeded strategies."""
    protos = [strategy(s, None) for s in specs]
    n = len(specs)
    config = GameConfig.make([f"Player {j + 1}" for j in range(n)], teams=teams)
    result = simulate(protos, 30, seed=7, teams=teams, records=True)
    for i in range(30):
        state = GameState(config, game_seed(7, i), log_events=False)
        play_out(state, [p.clone(seed=s) for p, s in zip(protos, seat_seeds(7, i, n),
                                                           strict=True)])
        expected = GameRecord.from_state(i, state, tuple(p.spec for p in protos))
        assert result.records[i] == expected
        assert play_game(protos, i, 7, teams) == expected


class Cheat(Strategy):
    """Plays like ``Mine`` and, at its ``when``-th decision, returns ``bad(view, legal)``."""

    name = "cheat"

    def __init__(self, bad=None, when: int = 5, *, seed=None):
        super().__init__(seed=seed)
        self.bad = bad
        self.when = when
        self.asked = 0

    def params(self):
        return {"bad": self.bad, "when": self.when}

    def choose(self, view, legal):
        self.asked += 1
        if self.asked == self.when:
            return self.bad(view, legal)
        return Mine.choose(self, view, legal)


def _other_seat(view, legal):
    return dataclasses.replace(legal[-1], seat=(view.seat + 1) % view.n_players)


def _card_not_held(view, legal):
    held = {c.index for c in view.hand}
    missing = next(s for s in SOLUTION_KINDS if s.index not in held)
    if view.phase is Phase.DISCARD:
        return Discard(view.seat, missing)
    if view.phase is Phase.RESPOND:
        return PlayImpending(view.seat, missing)
    return Hoard(view.seat, (missing, missing, missing))


BAD_CHOICES = {
    "not an action": lambda view, legal: "pass",
    "None": lambda view, legal: None,
    "a draw out of turn": lambda view, legal: Draw(view.seat),
    "another seat's move": _other_seat,
    "a card it does not hold": _card_not_held,
    "a move of another phase": lambda view, legal: (Pass(view.seat) if view.phase is Phase.PLAY
                                                    else EndTurn(view.seat)),
    # equal to a listed action (False == 0), but a record cannot hold it (R7.4)
    "a listed move with a bool seat": lambda view, legal: dataclasses.replace(
        legal[-1], seat=bool(view.seat)),
}


@pytest.mark.parametrize("bad", list(BAD_CHOICES))
@pytest.mark.parametrize("when", [1, 4, 9])
def test_r7_3_an_illegal_choice_is_refused_as_gamestate_refuses_it(bad, when):
    cheat = Cheat(BAD_CHOICES[bad], when)
    specs = [cheat, "cooperative", "selfish", "cooperative"]
    with pytest.raises(IllegalActionError) as flat_way:
        simulate(specs, 3, seed=3)
    protos = [cheat] + [make_strategy(s) for s in specs[1:]]
    state = GameState(GameConfig.make([f"Player {j + 1}" for j in range(4)]),
                      game_seed(3, 0), log_events=False)
    with pytest.raises(IllegalActionError) as state_way:
        play_out(state, [p.clone(seed=s) for p, s in zip(protos, seat_seeds(3, 0, 4),
                                                           strict=True)])
    assert flat_way.value.rule == state_way.value.rule
    assert str(flat_way.value) == str(state_way.value)
    assert "seat 1" in str(flat_way.value)


class Keeper(Strategy):
    """Keeps every view it is given, reading nothing during the game, and copies and
    pickles some."""

    name = "keeper"

    def __init__(self, *, seed=None):
        super().__init__(seed=seed)
        self.views = []
        self.copies = []

    def choose(self, view, legal):
        self.views.append(view)
        if len(self.views) % 3 == 0:
            self.copies.append((copy.copy(view), pickle.loads(pickle.dumps(view))))
        return legal[-1] if view.phase is Phase.PLAY else legal[0]


def test_r7_5_views_kept_copied_or_pickled_are_snapshots_without_a_path_to_the_game():
    config = GameConfig.make(["A", "B", "C", "D"])
    keeper = Keeper()
    policies = [seat_policy(keeper, config)[0]] + [
        seat_policy(make_strategy("cooperative"), config)[0]] * 3
    state = GameState(config, 11, log_events=False)
    game = tracked_deal(config, 11)
    both = Lockstep(state)
    policies[0].choose = Spy(both, keeper, keep_all=True)
    policies[1:] = [both.flat_seat(p) for p in policies[1:]]
    game.play(policies)
    expected = [e for _, e in both.kept]
    assert len(keeper.views) == len(expected) > 10
    for view, want in zip(keeper.views, expected, strict=True):
        assert "_source" not in vars(view)  # no path to the flat game (R7.5)
        assert view == want
    for a, b in keeper.copies:
        assert "_source" not in vars(a) and "_source" not in vars(b)
        assert a == b


def test_r7_5_a_view_kept_by_the_strategy_alone_is_sealed():
    """A view held by one reference more than the seat's own (the strategy's list, and
    nothing else: no lockstep spy keeping it too) is sealed when ``choose`` returns -- a
    snapshot with every field and no path to the flat game."""
    kept: list = []

    class Hoarder(Strategy):
        name = "hoarder"

        def choose(self, view, legal):
            kept.append(view)
            return legal[0]

        def clone(self, seed=None):
            return Hoarder(seed=seed)

    simulate([Hoarder(), "cooperative", "cooperative"], 2, seed=3)
    assert len(kept) > 10
    for view in kept:
        assert "_source" not in vars(view)
        assert all(name in vars(view) for name in DEFERRED)


class Sneak(Strategy):
    """Plays as ``Mine``, and does with each view one of the things that decide whether
    the seat may fill the same view in again for its next decision (``StrategySeat._ask``
    does, when nobody kept it): reads some of its deferred fields, keeps its fields
    (``vars``), keeps a weak reference to it, pickles it (which seals it), or nothing."""

    name = "sneak"
    fields_kept: list
    weak_kept: list

    def choose(self, view, legal):
        self.asked = getattr(self, "asked", 0) + 1
        what = self.asked % 5
        if what == 1:  # read a few deferred fields, a different few each time
            for name in DEFERRED[self.asked % 3::3]:
                getattr(view, name)
        elif what == 2:
            self.fields_kept.append(vars(view))
        elif what == 3:
            self.weak_kept.append(weakref.ref(view))
        elif what == 4:
            vars(view)  # looked at, not kept
        elif self.asked % 10 == 0:
            pickle.dumps(view)  # sealed (every field worked out, no source), not kept
        return Mine.choose(self, view, legal)


@pytest.mark.parametrize("index", range(6))
def test_r7_5_a_view_is_filled_in_again_only_when_nobody_kept_it_or_its_fields(index):
    """Every view ``choose`` is given equals ``state.view(seat)`` at that moment, however
    the views before it were read or kept; fields kept with ``vars(view)`` and views kept
    by a weak reference stay the snapshot of their moment (sealed), never the next
    decision's view."""
    config = GameConfig.make(["A", "B", "C", "D", "E"])
    sneak = Sneak()
    sneak.fields_kept, sneak.weak_kept = [], []
    both = Lockstep(GameState(config, 40 + index, log_events=False))
    policies = [both.flat_seat(seat_policy(make_strategy("cooperative"), config)[0])
                for _ in range(5)]
    seat = seat_policy(sneak, config)[0]
    kept: list = []  # (the moment's view from the GameState, what the strategy kept)

    def checked(view, legal):
        for then, thing in kept:  # nothing kept earlier moved with the game
            if isinstance(thing, dict):
                assert thing == vars(then)
            else:
                alive = thing()
                assert alive is None or (alive == then and "_source" not in vars(alive))
        assert both.state.advance() == legal  # the GameState's forced moves, then its view
        expected = both.state.view(view.seat)
        fields, weak = len(sneak.fields_kept), len(sneak.weak_kept)
        action = sneak.choose(view, legal)
        if sneak.asked % 5 in (0, 1):  # after a decision that read no deferred field,
            assert view == expected    # and after one that read some
        both.state.apply(action)
        if len(sneak.fields_kept) > fields:
            kept.append((expected, sneak.fields_kept[-1]))
        if len(sneak.weak_kept) > weak:
            kept.append((expected, sneak.weak_kept[-1]))
        return action

    seat.choose = checked
    policies[index % 5] = seat
    tracked_deal(config, 40 + index).play(policies)
    assert len(sneak.fields_kept) > 3 and len(sneak.weak_kept) > 3
    for then, thing in kept:
        if isinstance(thing, dict):
            assert thing == vars(then) and "_source" not in thing


def _risk_through_gamestate(view, players, rollouts: int, seed: int) -> tuple:
    """What the risk meter gave before it played view strategies on the flat engine:
    each rollout a ``sample_state`` played out through ``GameState``."""
    rng = random.Random(seed)
    lost = 0
    causes: Counter = Counter()
    for _ in range(rollouts):
        for player in players:
            player.reset()
        state = play_out(sample_state(view, rng), players)
        if state.outcome.causes:
            lost += 1
            causes.update(cause_key(c) for c in state.outcome.causes)
    return lost, dict(causes)


@pytest.mark.parametrize("n, teams, moves, observer, policy", [
    (4, False, 30, None, "mine"),
    (3, False, 45, 1, ["remade", "cooperative", "view:balanced:0.5"]),
    (6, True, 60, 2, ["generous", "mine", "random", "remade", "view:selfish", "mine"]),
    (5, False, 80, 4, "view:random"),
    # others have hoarded (seats 2 and 5): their hoards are dealt at random
    (6, False, 210, 4, "recorder"),
    (5, False, 60, None, ["recorder", "cooperative", "view:balanced:0.5", "recorder",
                          "recorder"]),
])
def test_r6_1_the_risk_meter_with_view_strategies_gives_the_gamestate_estimate(
        n, teams, moves, observer, policy):
    specs = ["balanced:0.5", "selfish", "cooperative", "random", "selfish", "balanced:0.2"]
    state = GameState(GameConfig.make([f"P{i}" for i in range(n)], teams=teams), 17 + n)
    bots = [make_strategy(s, seed=i) for i, s in enumerate(specs[:n])]
    for _ in range(moves):
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    specs = [policy] * n if isinstance(policy, str) else policy
    strategies = [strategy(s, None) for s in specs]
    SEEN.clear()
    est = estimate_risk(state, observer=observer, rollouts=40, seed=5, policy=strategies)
    seen = SEEN[:]
    SEEN.clear()
    players, _ = _policy_players(strategies, n, 5)
    lost, causes = _risk_through_gamestate(state.view(observer), players, 40, 5)
    assert (est.rollouts, round(est.probability * 40), est.causes) == (40, lost, causes)
    assert seen == SEEN  # the same views, other seats' random hoards included
    if n >= 5 and "recorder" in specs:  # (the tables where others have hoarded)
        assert any(hoards and seat != observer for seat, hoards, *_ in seen)


@pytest.mark.parametrize("specs, teams", [(("cooperative",) * 4, False),
                                          (("random", "selfish", "balanced:0.5"), False),
                                          (("balanced:0.2", "cooperative") * 3, True)])
def test_simulate_records_equal_the_gamestate_games(specs, teams):
    """``simulate``'s flat games with the bundled strategies' fast twins equal the same
    games played on a ``GameState``, both by ``play_out`` (bundled strategies answer on
    ``FlatGame.from_state``) and by the strategies' own ``choose`` on a ``PlayerView`` per
    decision: the public paths, end to end."""
    protos = [make_strategy(s) for s in specs]
    n = len(specs)
    config = GameConfig.make([f"Player {j + 1}" for j in range(n)], teams=teams)
    for i in range(25):
        flat = play_game(protos, i, 7, teams)
        state = GameState(config, game_seed(7, i), log_events=False)
        play_out(state, [p.clone(seed=s) for p, s in zip(protos, seat_seeds(7, i, n),
                                                           strict=True)])
        assert GameRecord.from_state(i, state, specs) == flat
        state = GameState(config, game_seed(7, i), log_events=False)
        players = [p.clone(seed=s) for p, s in zip(protos, seat_seeds(7, i, n), strict=True)]
        while legal := state.advance():
            seat = legal[0].seat
            state.apply(players[seat].choose(state.view(seat), legal))
        assert GameRecord.from_state(i, state, specs) == flat

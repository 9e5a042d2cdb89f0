"""R7: what the engine guarantees (RULES.md R7.1-R7.5), on scripted and seeded games.

The same guarantees are checked over random play in test_rules_properties.py (hypothesis) and
test_rules_many_games.py (10,000 games).
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from rules_support import (
    DEFAULT,
    all_pass,
    cards,
    check_cards_accounted,
    crisis,
    deck_with,
    draw,
    end_turn,
    help_crisis,
    helpful_policy,
    hoard,
    play_passively,
    random_policy,
    s,
    snapshot,
)

from terra_widget.rules import (
    Discard,
    Draw,
    EndTurn,
    EventKind,
    Hoard,
    IllegalActionError,
    Pass,
    Phase,
    PlayFullBlown,
    PlayImpending,
    new_game,
    replay,
    to_json,
)

NAMES = ["Ana", "Ben", "Chloé"]
G = crisis("green", "europe", 10, "g")


# ------------------------------------------------------------------------ R7.1
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_r7_1_every_card_is_in_exactly_one_place_at_every_moment(seed):
    rng = random.Random(seed)
    choose = helpful_policy(rng)
    state = new_game(4 + seed % 3, seed=seed, teams=seed % 3 != 1)
    check_cards_accounted(state)
    while not state.is_over:
        state.apply(choose(state))
        check_cards_accounted(state)


def test_r7_1_accounting_follows_a_custom_crisis_list():
    state = new_game(3, seed=5, crises=[G])
    check_cards_accounted(state)
    assert sum(state.card_locations().values()) == 91
    play_passively(state)
    check_cards_accounted(state)


# ------------------------------------------------------------------------ R7.2
@pytest.mark.parametrize("seed", range(6))
def test_r7_2_a_legal_action_exists_and_pass_or_end_is_offered_where_allowed(seed):
    rng = random.Random(seed)
    choose = random_policy(rng) if seed % 2 else helpful_policy(rng)
    state = new_game(3 + seed % 4, seed=seed)
    while not state.is_over:
        legal = state.legal_actions()
        seat = state.to_act
        assert legal and all(a.seat == seat for a in legal)
        if state.phase is Phase.DRAW:
            assert legal == (Draw(seat),)
        elif state.phase is Phase.RESPOND:
            assert Pass(seat) in legal
            assert all(isinstance(a, (Pass, PlayImpending)) for a in legal)
        elif state.phase is Phase.PLAY:
            assert EndTurn(seat) in legal
        else:
            assert state.phase is Phase.DISCARD
            assert all(isinstance(a, Discard) for a in legal)
            assert state.hand_sizes[seat] > 8
        for action in legal:  # everything offered is accepted
            assert state.is_legal(action)
        state.apply(choose(state))
    assert state.legal_actions() == () and state.to_act is None


# ------------------------------------------------------------------------ R7.3
def at_draw():
    return new_game(NAMES, seed=1, crises=deck_with(G), draw_top=[G, s("red-1")],
                    hands=[cards("green-6", "red-2", "red-3", "red-4"),
                           cards("green-5", "blue-1", "blue-2", "blue-3"),
                           cards("green-1", "blue-4", "blue-5", "blue-6")])


def at_respond():
    state = at_draw()
    draw(state)
    return state


def at_play():
    state = at_respond()
    all_pass(state)
    draw(state)
    return state


def after_hoard():
    state = at_play()
    help_crisis(state, "green-6", G)
    hoard(state, "red-2", "red-3", "red-4")
    return state


def at_discard():
    state = new_game(NAMES, seed=1, draw_top=cards(*["red-1", "red-2", "red-3"] * 5))
    while state.phase is not Phase.DISCARD:
        draw(state)
        end_turn(state)
    return state


def game_over():
    state = new_game(NAMES, seed=1, crises=[G])
    play_passively(state)
    return state


ILLEGAL = [
    # (where, action, rule, words in the message: what is wrong, then what is allowed)
    (at_draw, Draw(1), "R1.4", "it is not Ben's move: Ana must act (drawing a card)"),
    (at_draw, Draw(7), "R1.4", "there is no seat 7: the seats are 0..2 (0 Ana, 1 Ben, "
                               "2 Chloé); it is Ana's move (drawing a card)"),
    (at_draw, Draw(-1), "R1.4", "there is no seat -1"),
    (at_draw, Draw(True), "R1.4", "there is no seat True"),
    (at_draw, Draw("Ana"), "R1.4", "there is no seat 'Ana'"),
    (at_draw, Pass(0), "R2.1", "Ana cannot pass now: a turn starts by drawing a card, "
                               "and drawing is the only legal action"),
    (at_draw, EndTurn(0), "R2.1", "Ana cannot end the turn now: a turn starts by drawing"),
    (at_respond, Draw(0), "R3.1", "Ana cannot draw now: the green Europe crisis is being "
                                  "answered; Ana may play one green Solution on the green "
                                  "Europe crisis, or pass"),
    (at_respond, EndTurn(0), "R3.1", "Ana cannot end the turn now"),
    (at_respond, PlayImpending(1, s("green-5")), "R1.4",
     "it is not Ben's move: Ana must act (answering the impending crisis)"),
    (at_respond, PlayImpending(0, s("red-2")), "R3.1",
     "only green Solutions can be played on the green Europe crisis, not red 2; Ana may "
     "play one green Solution on the green Europe crisis, or pass"),
    (at_respond, PlayImpending(0, s("green-4")), "R3.1",
     "Ana has no green 4 in hand; Ana may play one green Solution"),
    (at_respond, PlayImpending(0, "green-6"), "R3.1", "not a Solution card"),
    (at_respond, PlayImpending(0, None), "R3.1", "not a Solution card"),
    (at_play, Draw(0), "R2.2", "Ana cannot draw now: Ana has drawn for this turn and is playing "
                             "cards (phase 3); Ana may play a card of its colour on a "
                             "full-blown crisis (the green Europe crisis) or end the turn"),
    (at_play, Pass(0), "R3.1", "Ana cannot pass now: there is no impending crisis to answer in "
                             "phase 3 (playing cards); Ana may play a card of its colour on a "
                             "full-blown crisis (the green Europe crisis) or end the turn"),
    (at_play, PlayImpending(0, s("green-6")), "R3.1", "Ana cannot play on an impending crisis "
                                                    "now: there is no impending crisis"),
    (at_play, PlayFullBlown(0, s("red-2"), G), "R4.1", "only green Solutions can be played on "
                                                       "the green Europe crisis, not red 2; "
                                                       "Ana may play a card of its colour"),
    (at_play, PlayFullBlown(0, "green-6", G), "R4.1", "not a Solution card"),
    (at_play, PlayFullBlown(0, s("green-6"), DEFAULT["green-africa"]), "R4.1",
     "the green Africa crisis is not a full-blown crisis on the table; Ana may play a card "
     "of its colour on a full-blown crisis (the green Europe crisis) or end the turn"),
    (at_play, PlayFullBlown(0, s("green-6"), "g"), "R4.1",
     "'g' is not a full-blown crisis on the table"),
    (at_play, Hoard(0, tuple(cards("red-2", "red-3", "red-4"))), "R4.4",
     "a set is kept once per turn, after giving a card to a full-blown crisis, with cards "
     "from the player's own hand (a card on an impending crisis does not count); Ana may "
     "play a card of its colour on a full-blown crisis"),
    (at_play, Discard(0, s("red-2")), "R4.8", "Ana cannot discard now: discarding comes at the "
                                              "end of the turn, and only above 8 cards; Ana "
                                              "may play a card"),
    (after_hoard, PlayFullBlown(0, s("red-1"), G), "R4.7",
     "after keeping a set the only move left is ending the turn: no more cards on "
     "full-blown crises this turn; Ana may end the turn"),
    (after_hoard, Hoard(0, tuple(cards("red-1", "red-1", "red-1"))), "R4.4",
     "a set is kept once per turn, after giving a card to a full-blown crisis, with cards "
     "from the player's own hand: Ana has hoarded one this turn; Ana may end the turn"),
    (at_discard, EndTurn(0), "R4.8", "Ana cannot end the turn now: Ana holds 9 cards and must "
                                     "discard down to 8 before the turn can end"),
    (at_discard, Draw(0), "R4.8", "Ana cannot draw now: Ana holds 9 cards"),
    (at_discard, Discard(0, s("green-6")), "R4.8", "Ana has no green 6 in hand; Ana may "
                                                   "discard 1 card"),
    (at_discard, Discard(0, "red-1"), "R4.8", "'red-1' is not a Solution card"),
    (game_over, Draw(0), "R6.3", "the game is over"),
    (at_draw, "draw", "R7.3", "'draw' is not an action; Ana may draw a card"),
    (at_draw, None, "R7.3", "None is not an action"),
]


@pytest.mark.parametrize("where, action, rule, words", ILLEGAL,
                         ids=[f"{w.__name__}-{r}-{i}" for i, (w, _, r, _) in enumerate(ILLEGAL)])
def test_r7_3_an_illegal_action_names_its_rule_and_changes_nothing(where, action, rule, words):
    state = where()
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as err:
        state.apply(action)
    assert err.value.rule == rule
    assert words in str(err.value)
    assert str(err.value).endswith(f"[{rule}]")  # readable sentence, then the rule id
    assert "Traceback" not in str(err.value) and "object has no attribute" not in str(err.value)
    assert snapshot(state) == before
    assert not state.is_legal(action)


def test_r7_3_out_of_phase_moves_name_the_player_and_what_is_allowed():
    """QA report: in Ana's phase 3, Pass(0), Draw(0) and PlayImpending(0, ...) were refused
    as "Player 1 passes on the impending crisis is not possible in phase 3". The message
    now names Ana, says why, and says what she may do instead."""
    names = ["Ana", "Ben", "Chloé", "Dev"]
    state = new_game(names, seed=1, draw_top=[s("red-1")])
    draw(state)
    assert state.phase is Phase.PLAY and state.to_act == 0
    before = snapshot(state)
    for action, verb, rule in [(Pass(0), "pass", "R3.1"), (Draw(0), "draw", "R2.2"),
                               (PlayImpending(0, state.hand(0)[0]),
                                "play on an impending crisis", "R3.1")]:
        with pytest.raises(IllegalActionError) as err:
            state.apply(action)
        message = str(err.value)
        assert message.startswith(f"Ana cannot {verb} now: ")
        assert f"Ana may end the turn [{rule}]" in message  # nothing full-blown: only that
        assert "Player 1" not in message and "phase 3" in message
    assert snapshot(state) == before


def test_r1_4_an_action_for_a_seat_that_does_not_exist_says_which_seats_exist():
    """QA report: Draw(9) in a 4-player game said "it is not seat 9's move"."""
    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=1)
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as err:
        state.apply(Draw(9))
    assert str(err.value) == ("there is no seat 9: the seats are 0..3 (0 Ana, 1 Ben, 2 Chloé, "
                              "3 Dev); it is Ana's move (drawing a card) [R1.4]")
    assert snapshot(state) == before


def test_r7_3_a_bool_seat_is_refused_even_where_it_equals_the_seat_to_act():
    """Draw(True) == Draw(1) in Python; accepted, it would be saved with "seat": true and the
    record could not be loaded again (R7.4)."""
    state = new_game(["Ana", "Ben", "Chloé"], seed=1, first_player=1)
    with pytest.raises(IllegalActionError, match=r"there is no seat True.*Ben's move"):
        state.apply(Draw(True))
    assert state.history == [] and state.is_legal(Draw(1))


@pytest.mark.parametrize("seed", [1, 2])
def test_r7_3_every_refusal_names_players_not_seats_and_says_what_is_allowed(seed):
    """Over seeded games, at every step, try each kind of action from every seat: each one
    the rules refuse gets a message that names players (never "Player 1" or "seat 2"),
    says what the player to act may do, ends with the rule id, and changes nothing."""
    names = ["Ana", "Ben", "Chloé", "Dev"]
    state = new_game(names, seed=seed)
    choose = helpful_policy(random.Random(seed))
    allowed_words = ("{name} may ", "{name} must ", "drawing is the only legal action")
    tried = 0
    while not state.is_over:
        name = names[state.to_act]
        before = snapshot(state)
        hand = state.hand(state.to_act)
        card = hand[0] if hand else s("red-1")
        crises = [fb.crisis for fb in state.full_blown] or [DEFAULT["green-europe"]]
        for seat in range(len(names)):
            for action in (Draw(seat), Pass(seat), EndTurn(seat), PlayImpending(seat, card),
                           Discard(seat, card), Hoard(seat, (card, card, card)),
                           PlayFullBlown(seat, card, crises[0])):
                if state.is_legal(action):
                    continue
                with pytest.raises(IllegalActionError) as err:
                    state.apply(action)
                tried += 1
                message = str(err.value)
                assert message.endswith(f"[{err.value.rule}]")
                assert "Player " not in message and "seat" not in message, message
                if seat != state.to_act:
                    assert f"it is not {names[seat]}'s move: {name} must act (" in message
                elif err.value.rule != "R4.5":  # R4.5 lists the four kinds of set instead
                    assert any(w.format(name=name) in message for w in allowed_words), message
        assert snapshot(state) == before
        state.apply(choose(state))
    assert tried > 1000


def test_r7_3_after_a_refused_action_the_game_goes_on_as_if_nothing_happened():
    tried, clean = at_play(), at_play()
    for bad in (Draw(0), PlayFullBlown(0, s("red-2"), G), Discard(0, s("red-2")),
                Hoard(0, tuple(cards("red-2", "red-3", "red-4")))):
        with pytest.raises(IllegalActionError):
            tried.apply(bad)
    for state in (tried, clean):
        help_crisis(state, "green-6", G)
        hoard(state, "red-2", "red-3", "red-4")
        end_turn(state)
        play_passively(state)
    assert to_json(tried) == to_json(clean) and tried.events == clean.events


@pytest.mark.parametrize("seed", [5, 6])
def test_r7_2_legal_actions_come_in_the_documented_order(seed):
    """Seeded strategies pick by position and the bundled ones rely on the order
    (``legal_actions`` docstring): Pass first, plays on full-blown crises before hoards,
    EndTurn last, cards by colour then value."""
    state = new_game(4, seed=seed)
    rng = random.Random(seed)
    seen = set()
    while not state.is_over:
        legal = state.legal_actions()
        kinds = [type(a) for a in legal]
        seen.add(state.phase)
        if state.phase is Phase.RESPOND:
            assert kinds[0] is Pass and set(kinds[1:]) <= {PlayImpending}
            values = [a.solution.value for a in legal[1:]]
            assert values == sorted(values)
        elif state.phase is Phase.PLAY:
            assert kinds[-1] is EndTurn
            body = kinds[:-1]
            n_plays = body.count(PlayFullBlown)
            assert body == [PlayFullBlown] * n_plays + [Hoard] * (len(body) - n_plays)
            order = [c.id for c in (fb.crisis for fb in state.full_blown)]
            plays = [(order.index(a.crisis.id), a.solution.value) for a in legal[:n_plays]]
            assert plays == sorted(plays)
        elif state.phase is Phase.DISCARD:
            keys = [a.solution.index for a in legal]
            assert keys == sorted(keys) and set(kinds) == {Discard}
        state.apply(legal[rng.randrange(len(legal))])
    assert {Phase.RESPOND, Phase.PLAY} <= seen


# ------------------------------------------------------------------------ R7.4
@pytest.mark.parametrize("n_players, teams", [(3, False), (4, True), (5, False), (6, True)])
def test_r7_4_seed_and_actions_replay_to_the_identical_state(n_players, teams):
    state = new_game(n_players, seed=40 + n_players, teams=teams)
    choose = helpful_policy(random.Random(n_players))
    while not state.is_over:
        state.apply(choose(state))
    again = replay(state.config, state.seed, state.history)
    assert to_json(again) == to_json(state)
    assert again.events == state.events and again.outcome == state.outcome
    assert [again.view(i) for i in range(n_players)] == [state.view(i)
                                                         for i in range(n_players)]
    # and every prefix too: rewind is replay of the first k actions
    k = len(state.history) // 2
    earlier = state.rewind(k)
    assert to_json(earlier) == to_json(replay(state.config, state.seed, state.history[:k]))
    assert snapshot(earlier) == snapshot(replay(state.config, state.seed,
                                                state.history[:k]))


@pytest.mark.parametrize("seed", [3, 4])
def test_r7_4_advance_plays_exactly_the_forced_moves_and_keeps_them_in_history(seed):
    """``advance()`` (the simulations' inner loop) is the same as applying the only legal
    action while there is only one; the moves are in the history, so replay still works."""
    fast = new_game(4, seed=seed)
    slow = new_game(4, seed=seed)
    rng = random.Random(seed)
    while True:
        while len(slow.legal_actions()) == 1:
            slow.apply(slow.legal_actions()[0])
        legal = fast.advance()
        assert legal == slow.legal_actions() and fast.history == slow.history
        assert fast.events == slow.events and snapshot(fast) == snapshot(slow)
        if not legal:
            break
        assert len(legal) > 1 and fast.legal_actions() is legal
        choice = legal[rng.randrange(len(legal))]
        fast.apply(choice)
        slow.apply(choice)
    assert fast.is_over and fast.advance() == ()
    assert to_json(replay(fast.config, fast.seed, fast.history)) == to_json(fast)


def test_r7_4_replay_is_independent_of_the_global_random_state():
    state = new_game(4, seed=8)
    choose = random_policy(random.Random(8))
    for _ in range(60):
        state.apply(choose(state))
    random.seed(123)
    again = replay(state.config, state.seed, state.history)
    assert snapshot(again) == snapshot(state)


# ------------------------------------------------------------------------ R7.5
def twin_games():
    """Two games whose public story is the same but whose hidden cards differ: Ben and
    Chloé hold, draw and hoard other cards, and the rest of the pile is in another order.
    Yields the pair after every action."""
    a_hands = [cards("green-6", "red-1", "blue-1", "green-1"),
               cards("green-5", "red-2", "red-3", "red-4"),
               cards("green-2", "blue-5", "blue-6", "red-6")]
    b_hands = [a_hands[0],
               cards("green-5", "blue-2", "blue-2", "blue-2"),
               cards("green-2", "red-5", "red-6", "blue-3")]
    a = new_game(NAMES, seed=1, crises=deck_with(G), hands=a_hands,
                 draw_top=[G] + cards("red-1", "blue-4", "blue-3"))
    b = new_game(NAMES, seed=2, crises=deck_with(G), hands=b_hands,
                 draw_top=[G] + cards("red-1", "green-3", "red-3"))
    script = [
        lambda st: draw(st), all_pass, lambda st: draw(st),
        lambda st: help_crisis(st, "green-6", G), end_turn,
        lambda st: draw(st),  # Ben draws a card nobody else sees
        lambda st: help_crisis(st, "green-5", G),  # solved: 11
        lambda st: hoard(st, *(("red-2", "red-3", "red-4") if st is a else
                               ("blue-2", "blue-2", "blue-2"))),
        end_turn, lambda st: draw(st), end_turn,
    ]
    yield a, b
    for step in script:
        step(a)
        step(b)
        yield a, b


def test_r7_5_states_that_differ_only_in_hidden_cards_look_the_same_to_others():
    for a, b in twin_games():
        assert a.view(0) == b.view(0)  # Ana's view
        assert a.view(None) == b.view(None)  # the projector
        assert a.visible_events(0) == b.visible_events(0)
        assert a.visible_events(None) == b.visible_events(None)
        assert str(a) == str(b)
        # and the test can tell them apart where it should: Ben's own view differs
        assert a.view(1) != b.view(1)
    assert a.hoards[1] != b.hoards[1] and a.view(0).hoard_sizes == (0, 3, 0)


def test_r7_5_a_view_shows_own_hand_the_table_and_sizes_only():
    state = at_play()
    view = state.view(0)
    assert view.hand == state.hand(0)
    assert view.hand_sizes == tuple(state.hand_sizes) and view.pile_size == len(state.pile)
    assert view.full_blown[0].crisis == G
    names = {f.name for f in dataclasses.fields(view)}
    assert not names & {"pile", "hands", "hoards", "seed", "history", "events"}
    # a stacked deck is hidden information too: views never carry it
    assert view.config.hands is None and view.config.draw_top == () \
        and view.config.draw_bottom == ()


def test_r7_5_the_public_view_has_no_hand_and_no_hoard():
    state = after_hoard()
    public = state.view(None)
    assert public.hand is None and public.own_hoards == ()
    assert public.revealed_hoards is None and public.hoard_sizes == (3, 0, 0)
    assert "hand:" not in str(state)
    hoarded = [e for e in state.visible_events(None) if e.kind is EventKind.HOARDED]
    assert hoarded and all(e.cards == () for e in hoarded)


def test_r7_5_views_are_read_only_snapshots():
    state = at_play()
    view = state.view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()
    help_crisis(state, "green-6", G)
    assert view.full_blown[0].total == 0 and state.view(0).full_blown[0].total == 6
    with pytest.raises(AttributeError):  # the records under a view are immutable too
        view.full_blown[0].total = 10


def test_r7_5_asking_for_a_seat_that_does_not_exist_is_an_error():
    with pytest.raises(ValueError, match="seat must be 0..2 or None"):
        at_draw().view(3)


def test_r7_5_log_hides_drawn_cards_even_after_the_game_but_reveals_hoards_at_the_end():
    """Decision: other seats' drawn Solutions never appear in their log; hoards are shown
    once the game is over (they make up the final score, R6.4)."""
    from terra_widget.rules import EventKind, new_game

    found = False
    for seed in range(200):
        state = new_game(4, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            hoards = [a for a in legal if type(a).__name__ == "Hoard"]
            helps = [a for a in legal if type(a).__name__ in ("PlayFullBlown", "PlayImpending")]
            state.apply(hoards[0] if hoards else helps[0] if helps else rng.choice(legal))
        hoarded = [e for e in state.events if e.kind is EventKind.HOARDED]
        if not hoarded or state.outcome.lost:
            continue
        found = True
        for seat in (None, 0, 1, 2, 3):
            log = state.visible_events(seat)
            for e in log:
                if e.kind is EventKind.DREW_SOLUTION and e.seat != seat:
                    assert e.card is None
                if e.kind is EventKind.HOARDED:
                    assert len(e.cards) == 3
        break
    assert found, "no seed produced a won game with a hoard"


def test_r7_5_a_live_view_is_the_frozen_view():
    """``state.live_view(seat)`` (the former lazily-read view, which held the game itself)
    is now the very ``PlayerView`` snapshot ``state.view(seat)`` gives, for every seat and
    the public view, at every moment of random games (R7.5)."""
    from terra_widget.rules import PlayerView, new_game

    for game in range(6):
        state = new_game(3 + game % 4, seed=game, teams=game % 4 == 1)
        rng = random.Random(game)
        while not state.is_over:
            for seat in (None, *range(state.n_players)):
                live = state.live_view(seat)
                assert type(live) is PlayerView and live == state.view(seat)
                assert live.snapshot() is live
            state.apply(rng.choice(state.legal_actions()))


def test_r7_5_a_live_view_is_read_only_and_checks_its_seat():
    from terra_widget.rules import new_game

    state = new_game(4, seed=1)
    live = state.live_view(2)
    with pytest.raises(AttributeError):  # frozen
        live.seat = 0
    with pytest.raises(ValueError, match="seat must be 0..3"):
        state.live_view(4)
    assert state.live_view(None).hand is None

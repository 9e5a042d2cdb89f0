"""The story's marks of each player's choices on arranged deals: gave (R3.1, R4.1), held
back and could have solved (R3.1, R3.6, R4.1), hoarded (R4.4-R4.6), discarded (R4.8),
with teams (R5) and in an unfinished game. The decisions are those written in
``terra_widget/sim/story/moments.py``."""

from __future__ import annotations

from story_support import (
    FLOOD,
    cards,
    choices,
    draw,
    end_turn,
    flood_game,
    help_crisis,
    marks,
    respond,
)

from terra_widget.rules import EndTurn, Hoard, Phase
from terra_widget.sim.story import story


def _story(state, **kw):
    kw.setdefault("risk", False)
    kw.setdefault("observer", "all")
    return story(state, **kw)


def test_r3_1_passing_on_a_green_crisis_while_holding_green_is_held_back():
    # Ben holds a green 2 and passes on FLOOD (green), which then goes full-blown (R3.6)
    state = flood_game([cards("red-5", "blue-1", "blue-2", "red-6"),
                        cards("green-2", "red-1", "blue-3", "blue-4"),
                        cards("blue-5", "red-2", "red-3", "blue-6")])
    draw(state)
    respond(state, None, None, None)
    assert state.full_blown[0].crisis == FLOOD
    made = _story(state)
    held = marks(made, "held_back")
    assert [(m.seat, m.crisis, m.colour, m.target) for m in held] == \
        [(1, "flood", "green", "impending")]
    assert held[0].position == 3  # the pass itself: draw, Ana passes, Ben passes
    assert "▲" in held[0].text and "Ben" in held[0].text
    assert marks(made, "could_have_solved") == []
    assert marks(made, "full_blown")[0].crisis == "flood"
    rows = made.to_rows()
    assert [(r["player"], r["choice"], r["colour"], r["crisis"]) for r in rows] == \
        [("Ben", "held_back", "green", "flood")]


def test_r3_1_passing_without_a_card_of_the_colour_is_not_held_back():
    state = flood_game([cards("red-5", "blue-1", "blue-2", "red-6"),
                        cards("red-2", "red-1", "blue-3", "blue-4"),
                        cards("blue-5", "red-2", "red-3", "blue-6")])
    draw(state)
    respond(state, None, None, None)
    assert state.full_blown[0].crisis == FLOOD
    made = _story(state)
    assert marks(made, "held_back") == [] and marks(made, "could_have_solved") == []
    assert made.to_rows() == []


def test_r3_3_a_pass_on_a_crisis_solved_anyway_is_not_held_back():
    state = flood_game([cards("green-6", "blue-1", "blue-2", "red-6"),
                        cards("green-1", "red-1", "blue-3", "blue-4"),
                        cards("green-5", "red-2", "red-3", "blue-6")])
    draw(state)
    respond(state, "green-6", None, "green-5")  # 11 >= 10: solved (R3.3)
    made = _story(state)
    assert marks(made, "held_back") == []
    gave = marks(made, "gave")
    assert [(m.seat, m.cards, m.target, m.solved) for m in gave] == \
        [(0, ("green-6",), "impending", True), (2, ("green-5",), "impending", True)]
    assert marks(made, "solved")[0].crisis == "flood"


def test_r3_1_could_have_solved_at_exactly_the_threat():
    # Ana plays 6; Ben passes holding a green 4 (and a 1): 6 + 4 = 10 = the threat
    state = flood_game([cards("green-6", "blue-1", "blue-2", "red-6"),
                        cards("green-4", "green-1", "blue-3", "blue-4"),
                        cards("blue-5", "red-2", "red-3", "blue-6")])
    draw(state)
    respond(state, "green-6", None, None)
    assert state.full_blown[0].crisis == FLOOD
    made = _story(state)
    could = marks(made, "could_have_solved")
    assert [(m.seat, m.crisis, m.total, m.threat) for m in could] == [(1, "flood", 6, 10)]
    assert marks(made, "held_back") == []  # the stronger mark replaces it
    assert [m.solved for m in marks(made, "gave")] == [False]
    assert "10" in could[0].text and "4" in could[0].text


def test_r3_1_one_short_of_the_threat_is_held_back_not_could_have_solved():
    # the same with a green 3: 6 + 3 = 9 < 10
    state = flood_game([cards("green-6", "blue-1", "blue-2", "red-6"),
                        cards("green-3", "green-1", "blue-3", "blue-4"),
                        cards("blue-5", "red-2", "red-3", "blue-6")])
    draw(state)
    respond(state, "green-6", None, None)
    made = _story(state)
    assert marks(made, "could_have_solved") == []
    assert [(m.seat, m.crisis) for m in marks(made, "held_back")] == [(1, "flood")]


def _fb_game(ana, ben):
    """FLOOD goes full-blown on Ana's turn 1 (nobody holds green in phase 2 but Ana, who
    passes); Ana then draws red-1 and is in phase 3 (R3.8, R4)."""
    state = flood_game([cards(*ana), cards(*ben), cards("blue-5", "red-2", "red-3", "blue-6")])
    draw(state)
    respond(state, None, None, None)
    draw(state)  # R3.8: Ana draws again, a Solution: phase 3
    assert state.phase is Phase.PLAY and state.to_act == 0
    return state


def test_r4_1_ending_the_turn_without_giving_to_a_full_blown_crisis_is_held_back():
    state = _fb_game(("green-2", "blue-1", "blue-2", "red-6"),
                     ("blue-3", "red-1", "blue-4", "red-5"))
    end_turn(state)
    made = _story(state)
    held = marks(made, "held_back", seat=0)
    # once on the pass (R3.1) and once on her own turn (R4.1), at the EndTurn's position
    assert [(m.target, m.position) for m in held] == [("impending", 2),
                                                      ("full_blown", len(state.history))]
    assert "▲" in held[1].text


def test_r4_1_giving_to_the_full_blown_crisis_on_ones_turn_is_not_held_back():
    state = _fb_game(("green-2", "green-6", "blue-2", "red-6"),
                     ("green-4", "red-1", "blue-4", "red-5"))
    help_crisis(state, "green-6", FLOOD)  # R4.1: 6 under it
    end_turn(state)
    made = _story(state)
    assert [m.target for m in marks(made, "held_back", seat=0)] == ["impending"]
    gave = marks(made, "gave", seat=0)
    assert [(m.target, m.solved, m.cards) for m in gave] == [("full_blown", False,
                                                              ("green-6",))]
    # Ben's turn: 6 under FLOOD, his green 4 reaches 10 (R4.3); he ends the turn instead
    draw(state)  # red-2
    assert state.phase is Phase.PLAY
    state.apply(EndTurn(1))
    made = _story(state)
    could = marks(made, "could_have_solved", seat=1)
    assert [(m.target, m.total, m.threat) for m in could] == [("full_blown", 6, 10)]
    assert choices(made, 1)[-1] == ("could_have_solved", "flood", "full_blown")


def test_r5_teams_a_partner_who_holds_back_is_marked_like_anyone():
    names = ["Ana", "Ben", "Chloé", "Dev"]
    state = flood_game([cards("red-5", "blue-1", "blue-2", "red-6"),
                        cards("red-2", "red-1", "blue-3", "blue-4"),
                        cards("green-5", "green-2", "red-3", "blue-6"),  # Ana's partner
                        cards("blue-5", "red-4", "red-3", "blue-2")],
                       names=names, teams=True)
    draw(state)
    respond(state, None, None, None, None)
    made = _story(state)
    assert made.teams is True and made.players == tuple(names)
    assert [(m.seat, m.kind) for m in marks(made, "held_back")] == [(2, "held_back")]
    assert made.to_rows()[0]["player"] == "Chloé"


def test_an_unfinished_game_marks_nothing_for_a_crisis_still_waiting_for_answers():
    state = flood_game([cards("red-5", "blue-1", "blue-2", "red-6"),
                        cards("green-2", "red-1", "blue-3", "blue-4"),
                        cards("blue-5", "red-2", "red-3", "blue-6")])
    draw(state)
    respond(state, None, None)  # Ben has passed; Chloé has not answered yet
    made = _story(state)
    assert not made.over and made.outcome is None and made.causes == ()
    assert marks(made, "held_back") == [] and marks(made, "full_blown") == []
    assert len(made.steps) == len(state.history) == 3
    # and the public story of an unfinished game never marks a held-back card (R7.5)
    respond(state, None)
    assert marks(story(state, risk=False), "held_back") == []
    assert story(state, risk=False).observer is None
    assert len(marks(story(state, risk=False, observer=1), "held_back")) == 1
    assert marks(story(state, risk=False, observer=0), "held_back") == []


def test_r4_4_hoarding_is_marked_with_its_points_and_cards():
    # Ana: FLOOD full-blown, she gives a green 6 (R4.1), then hoards red 4-5-6 (R4.4)
    state = _fb_game(("green-6", "red-4", "red-5", "red-6"),
                     ("blue-3", "red-1", "blue-4", "red-5"))
    help_crisis(state, "green-6", FLOOD)
    state.apply(Hoard(0, tuple(cards("red-4", "red-5", "red-6"))))
    end_turn(state)
    made = _story(state)
    hoard = marks(made, "hoarded", seat=0)
    assert [(m.points, m.cards) for m in hoard] == [(15, ("red-4", "red-5", "red-6"))]
    assert "15" in hoard[0].text and made.to_rows()[-1]["points"] == 15
    # seen by another seat during the game: a hoard, but neither its cards nor its points
    other = marks(story(state, risk=False, observer=1), "hoarded")
    assert [(m.points, m.cards) for m in other] == [(None, ())]
    assert "15" not in other[0].text

"""What the room service sends a seat (R7.5), without a hub: even from a
stacked deck -- whose config holds the given hands and the top of the pile -- a seat's
payload names no card of another hand and none of the pile."""

from __future__ import annotations

import json

from terra_widget.rooms.hub.view import seat_json
from terra_widget.rules import Solution, new_game

S = Solution.of


def test_a_seat_payload_names_no_card_it_may_not_see():
    hands = ((S("green", 1), S("green", 2), S("green", 3), S("green", 4)),
             (S("blue", 1), S("blue", 2), S("blue", 3), S("blue", 4)),
             (S("red", 1), S("red", 2), S("red", 3), S("red", 4)))
    pile_top = (S("green", 6), S("blue", 6), S("red", 6))
    state = new_game(["A", "B", "C"], seed=4, hands=hands, draw_top=pile_top)
    payload = json.dumps(seat_json(state, 0, can_act=True))
    for card in (*hands[1], *hands[2], *pile_top):
        assert f'"{card.code}"' not in payload, card.code
    for card in hands[0]:
        assert f'"{card.code}"' in payload
    projector = json.dumps(seat_json(state, None, can_act=False))
    for card in (*hands[0], *hands[1], *hands[2], *pile_top):
        assert f'"{card.code}"' not in projector, card.code
    opened = seat_json(state, None, can_act=False, hands_open=True)
    assert opened["hands"][1]["hand"] == [c.code for c in hands[1]]
    assert "hands" not in seat_json(state, 1, can_act=True, hands_open=True)

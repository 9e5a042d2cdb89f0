"""The debrief's columns name what they count (R3.4, R4.3, R4.6, R6.4), and a lost game
shows what each player would have scored, never a final score: nobody wins (R6.1). No
column may rank a player who gave nothing above one who gave most as "the common good"."""

from __future__ import annotations

import re

import pytest
from ui_support import make_app

import terra_widget
from terra_widget.i18n import LANGUAGES, translator
from terra_widget.rules import COLOURS, Crisis, Draw, EndTurn, Pass, new_game

PLAYERS = ["Ana", "Ben", "Chloé"]


def _headers(html: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", h) for h in re.findall(r"<th[^>]*>(.*?)</th>", html)]


def _lost_app(lang):
    app = terra_widget.play(PLAYERS, bots={n: "selfish" for n in PLAYERS}, seed=9,
                            speed="instant", autosave=False, lang=lang)
    assert app.state.is_over and app.state.outcome.lost
    return app


def _saved_app(lang):
    # a one-crisis deck cannot be lost (R6.1 needs 3 in a region): play it to the end
    state = new_game(PLAYERS, seed=4, crises=[Crisis("lone", "blue", "europe", 10)])
    app = make_app(state)
    app.secondary.lang_select.value = lang
    while not app.state.is_over:
        legal = app.state.legal_actions()
        app.controller.perform(next((a for a in legal if isinstance(a, (Draw, EndTurn, Pass))),
                                    legal[0]))
    assert not app.state.outcome.lost
    return app


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lost_game_shows_what_each_would_have_scored_and_that_nobody_wins(lang):
    t = translator(lang)
    app = _lost_app(lang)
    html = app.table.debrief.value
    heads = _headers(html)
    assert heads[:4] == [t("debrief.player"), t("storyui.col_solved"),
                         t("storyui.col_hoarded"), t("storyui.col_would")]
    # the cards given: one heading over a column per colour, each headed by its symbol
    # and its name (never colour alone)
    assert heads[4:] == [t("storyui.col_given")] + [t.colour(c) for c in COLOURS]
    assert "R6.1" in t("storyui.col_would") and t("storyui.col_final") not in html
    assert "R3.4" in t("storyui.col_solved") and "R4.6" in t("storyui.col_hoarded")
    # the sum in the last number column: track points + hoarded (R6.4), as it would be;
    # then each colour's count of cards given, alone in its cell
    view = app.state.view(None)
    rows = [[re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<td[^>]*>(.*?)</td>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", html) if "<td" in row]
    assert [r[0] for r in rows] == PLAYERS
    for seat, (_, solved, hoarded, would, *given) in enumerate(rows):
        assert int(solved) == view.points[seat]
        assert int(would) == int(solved) + int(hoarded)
        assert given == [str(view.contributed[seat][c.index]) for c in COLOURS]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_saved_game_shows_the_final_score(lang):
    t = translator(lang)
    app = _saved_app(lang)
    heads = _headers(app.table.debrief.value)
    assert heads[3] == t("storyui.col_final") and "R6.4" in heads[3]
    assert t("storyui.col_would") not in app.table.debrief.value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_column_calls_itself_the_common_good(lang):
    """In a lost game of bots, a selfish player topped "points for the common good" while
    the cooperative one who gave most cards was last: that column is gone."""
    app = _lost_app(lang)
    for word in ("common good", "bien commun", "Gemeinwohl", "bien común", "bé comú"):
        assert word not in app.table.debrief.value

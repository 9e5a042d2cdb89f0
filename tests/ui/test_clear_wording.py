"""Texts that say exactly what they mean, in every language: the final ranking numbers
each line once (the engine's rank, ties included), the debrief's "cards given" columns
read as counts (not as cards), the debrief says how to turn the risk meter on, a finished
game says "game over" once, and the log's title says that the newest event comes first."""

from __future__ import annotations

import html
import inspect
import re

import ipywidgets as W
import pytest
from ui_support import click_action, make_app, sol, visible, widget_texts

import terra_widget
from terra_widget.i18n import COLOUR_SYMBOLS, LANGUAGES, translator
from terra_widget.rules import (
    COLOURS,
    Crisis,
    Draw,
    EndTurn,
    Pass,
    PlayImpending,
    new_game,
)
from terra_widget.ui import style

PLAYERS = ["Ana", "Ben", "Chloé"]


def plain(value: str) -> str:
    """What the browser shows of an HTML value: no tags, entities decoded."""
    return html.unescape(re.sub("<[^>]+>", "", value))


def shown_html_texts(app) -> list[str]:
    """The text of every HTML widget on screen."""
    return [plain(text) for w, field, text in widget_texts(app)
            if isinstance(w, W.HTML) and field == "value" and visible(w, app)]


def tied_game():
    """A finished game won by the world, ranked 1, 1, 3: one blue crisis (threat 10) on
    the pile; Ana gives the first card (3 points), Ben the highest (3 points), Chloé
    passes (0 points)."""
    lone = Crisis("lone", "blue", "europe", 10)
    hands = [["blue-5", "red-1", "red-2", "green-3"], ["blue-6", "red-3", "green-1", "green-2"],
             ["red-4", "red-5", "green-4", "green-5"]]
    state = new_game(PLAYERS, seed=4, crises=[lone], draw_top=[lone],
                     hands=[[sol(c) for c in h] for h in hands])
    app = make_app(state)
    while not app.state.is_over:
        legal = app.state.legal_actions()
        pick = next((a for a in legal if isinstance(a, PlayImpending) and a.seat != 2), None)
        pick = pick or next((a for a in legal if isinstance(a, (Draw, EndTurn, Pass))),
                            legal[0])
        click_action(app, pick)
    assert not app.errors
    return app


def ranking_lines(app) -> list[str]:
    (ranking,) = re.findall(r'class="terra-ranking">(.*?)</[ou]l>', app.table.end_screen.value)
    return [plain(item) for item in re.findall(r"<li>(.*?)</li>", ranking)]


# -- 1. the final ranking: one number per line, the engine's ------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_final_ranking_shows_the_engines_rank_once_per_line(lang):
    app = tied_game()
    ranking = app.state.outcome.ranking
    assert [(st.rank, st.seats, st.score) for st in ranking] == [
        (1, (0,), 3), (1, (1,), 3), (3, (2,), 0)]  # the engine: Ana and Ben tied first
    app.secondary.lang_select.value = lang
    t = app.t
    assert ranking_lines(app) == [
        t("end.rank", rank=st.rank, names=PLAYERS[st.seats[0]], score=st.score)
        for st in ranking]
    if lang == "en":
        assert ranking_lines(app) == ["1. Ana: 3 points", "1. Ben: 3 points",
                                      "3. Chloé: 0 points"]
    # the rank is in the text: the list must not number the lines once more (an <ol>
    # would show "1. 1. Ana", "2. 1. Ben", "3. 3. Chloé")
    assert "<ol" not in app.table.end_screen.value
    assert '<ul class="terra-ranking">' in app.table.end_screen.value
    (rule,) = re.findall(r"\.terra-ranking \{([^}]*)\}", style.CSS)
    assert "list-style: none" in rule  # no bullet before "1." either


# -- 2. the debrief counts the cards given per colour --------------------------------------
def debrief_given(app) -> tuple[str, list[str], list[list[str]]]:
    """The "cards given" heading, its colours' headings and each player's counts, as
    text (a count alone in each colour's cell, the last three of a row)."""
    value = app.table.debrief.value
    heads = [plain(h) for h in re.findall(r"<th[^>]*>(.*?)</th>", value)]
    rows = [[plain(c) for c in re.findall(r"<td[^>]*>(.*?)</td>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", value) if "<td" in row]
    return heads[-4], heads[-3:], [row[-3:] for row in rows]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_given_per_colour_read_as_counts_not_as_cards(lang):
    app = tied_game()
    app.secondary.lang_select.value = lang
    t = app.t
    head, colours, cells = debrief_given(app)
    assert head == t("storyui.col_given")
    # each colour's column is headed by its symbol and its name: never colour alone
    assert colours == [f"{COLOUR_SYMBOLS[c]} {t.colour_name(c)}" for c in COLOURS]
    # and the names once more in the legend a phone shows under the table (touch.css)
    (legend,) = re.findall(r'<caption class="terra-debrief-legend"[^>]*>(.*?)</caption>',
                           app.table.debrief.value)
    assert plain(legend) == t("list.sep").join(t.colour(c) for c in COLOURS)
    assert len(cells) == len(PLAYERS)
    view = app.state.view(None)
    for seat, counts in enumerate(cells):
        # a bare count under its colour's heading, never "▲ green 2" (how a card is written)
        assert counts == [str(view.contributed[seat][c.index]) for c in COLOURS]
    if lang == "en":
        assert colours == ["▲ green", "● blue", "■ red"]
        assert cells == [["0", "1", "0"], ["0", "1", "0"], ["0", "0", "0"]]


# -- 5. how to turn the risk meter on; "game over" once ------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_debrief_says_where_the_risk_curve_is_without_the_risk_meter(lang):
    param = inspect.signature(terra_widget.play).parameters["risk_meter"]
    assert param.default is False  # off unless asked for: the story has the curve anyway
    hint = translator(lang)("storyui.risk_in_story")
    app = tied_game()  # started without the risk meter
    app.secondary.lang_select.value = lang
    assert hint in plain(app.table.debrief.value)


class _Estimate:
    probability, low, high, likely_cause, rollouts = 0.25, 0.2, 0.3, None, 5


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_finished_game_says_it_is_over_once(lang):
    app = terra_widget.play(PLAYERS, bots={name: "balanced" for name in PLAYERS}, seed=7,
                            speed="instant", autosave=False, lang=lang,
                            risk_meter=lambda view, *, rollouts, seed: _Estimate())
    assert app.state.is_over and not app.errors
    t = app.t
    texts = "\n".join(shown_html_texts(app))
    assert texts.count(t("status.over")) == 1, texts
    assert t("phase.over") not in texts
    # the risk meter steps aside: its chart is in the debrief
    assert app.table.risk_html.layout.display == "none"
    assert "terra-risk-chart" in app.table.debrief.value
    assert t("storyui.risk_in_story") not in app.table.debrief.value


# -- 7. the log's order --------------------------------------------------------------------
NEWEST_FIRST = {"en": "(newest first)", "fr": "(le plus récent en haut)",
                "de": "(das Neueste zuerst)", "es": "(lo más reciente arriba)",
                "ca": "(el més recent a dalt)"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_log_title_says_the_newest_event_comes_first(lang):
    app = tied_game()
    app.secondary.lang_select.value = lang
    title = plain(app.secondary.log_title.value)
    assert title == app.t("log.title") and title.endswith(NEWEST_FIRST[lang])
    # and it is so: the first line is the last event
    first = re.search(r"<li>(.*?)</li>", app.secondary.log_html.value).group(1)
    last = app.state.visible_events(None)[-1]
    assert plain(first) == app.t.narrate(last, app.state.players)

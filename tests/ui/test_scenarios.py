"""Stacked decks that lead the widget into specific moments: counters in warning, the
end-of-world screen, discussion prompts, hoarding, discarding, the success screen."""

from __future__ import annotations

import html
import re

import pytest
from ui_support import click_action, crisis, make_app, sol

from terra_widget.i18n import LANGUAGES
from terra_widget.rules import (
    COLOURS,
    Colour,
    Crisis,
    Discard,
    Draw,
    EndTurn,
    Hoard,
    Pass,
    Phase,
    PlayFullBlown,
    Region,
    new_game,
)

PLAYERS = ["Ana", "Ben", "Chloé"]
HANDS = [["green-1", "green-2", "green-3", "red-4"],
         ["blue-1", "blue-2", "blue-3", "red-5"],
         ["red-1", "red-2", "red-3", "green-6"]]


def stacked(draw_top, hands=HANDS, **kwargs):
    return new_game(PLAYERS, seed=3, hands=[[sol(c) for c in h] for h in hands],
                    draw_top=draw_top, **kwargs)


def counter_text(app, css_id):
    return re.sub("<[^>]+>", "", app.table.counters[css_id].value)


def everybody_passes(app):
    for _ in range(len(PLAYERS)):
        click_action(app, next(a for a in app.state.legal_actions() if isinstance(a, Pass)))


def test_counters_warn_one_crisis_before_the_limit_and_the_end_screen_names_it():
    africa = [crisis("green-africa"), crisis("blue-africa"), crisis("red-africa")]
    app = make_app(stacked(africa))
    assert counter_text(app, "region-africa") == "Africa 0/3"
    assert counter_text(app, "total") == "All crises 0/7"
    app.seat.draw_button.click()
    everybody_passes(app)
    assert counter_text(app, "region-africa") == "Africa 1/3"
    assert counter_text(app, "colour-green") == "▲ green 1/4"
    assert "terra-warning" not in app.table.counters["region-africa"]._dom_classes
    # one crisis full-blown, far from the limits: a question about who helps
    assert app.table.prompt_box.layout.display != "none"
    assert "“The desert advances”" in app.table.prompt_html.value
    app.seat.draw_button.click()
    everybody_passes(app)
    assert counter_text(app, "region-africa") == "⚠ Africa 2/3"
    assert "terra-warning" in app.table.counters["region-africa"]._dom_classes
    assert "One more" in app.table.counters["region-africa"].tooltip
    for other in ("region-europe", "colour-green", "colour-blue", "total"):
        assert "terra-warning" not in app.table.counters[other]._dom_classes
    # the prompt names the limit that is one away: Africa's, not "the whole world"
    assert ("Watch out: one more full-blown crisis in Africa, and the world is lost."
            in app.table.prompt_html.value)
    assert app.table.end_screen.layout.display == "none"
    app.seat.draw_button.click()
    everybody_passes(app)
    assert app.state.is_over and app.state.outcome.lost
    assert "terra-broken" in app.table.counters["region-africa"]._dom_classes
    assert "terra-warning" not in app.table.counters["region-africa"]._dom_classes
    assert counter_text(app, "region-africa") == "✖ Africa 3/3"
    assert app.table.end_screen.layout.display != "none"
    assert "terra-end-lost" in app.table.end_screen._dom_classes
    end = app.table.end_screen.value
    assert "The world is lost" in end
    assert "3 full-blown crises in Africa (the limit is 3)" in end
    assert "collapsed" in app.table.prompt_html.value  # the closing question
    assert app.enabled_actions() == set()
    assert not app.errors


def test_a_colour_limit_is_named_too():
    reds = [crisis(f"red-{r}") for r in ("europe", "africa", "asia_middle_east",
                                         "north_america")]
    app = make_app(stacked(reds))
    for _ in reds:
        app.seat.draw_button.click()
        everybody_passes(app)
    assert app.state.outcome.lost
    assert "4 full-blown ■ red crises (the limit is 4)" in app.table.end_screen.value
    assert "terra-broken" in app.table.counters["colour-red"]._dom_classes


def prompt_text(app) -> str:
    return html.unescape(re.sub("<[^>]+>", "", app.table.prompt_html.value))


def crises_break_out(app, crises) -> None:
    for _ in crises:
        app.seat.draw_button.click()
        everybody_passes(app)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_warning_names_the_region_one_crisis_from_its_limit(lang):
    """Africa at 2/3, every colour at 1/4 and the total at 2/7: only a crisis in Africa
    would lose the world now, and the question says so -- not "one more crisis and the
    whole world is lost"."""
    app = make_app(stacked([crisis("green-africa"), crisis("blue-africa")]), lang=lang)
    crises_break_out(app, range(2))
    t = app.t
    text = prompt_text(app)
    danger = t("prompt.danger_region", region=t.region(Region.AFRICA))
    assert danger in text and t.region(Region.AFRICA) in text
    assert text.endswith(t("prompt.one_from_collapse", dangers=danger)), text
    assert t("prompt.danger_total") not in text
    assert not any(t.colour(c) in text for c in COLOURS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_warning_names_the_colour_one_crisis_from_its_limit(lang):
    reds = [crisis(f"red-{r}") for r in ("europe", "africa", "asia_middle_east")]
    app = make_app(stacked(reds), lang=lang)
    crises_break_out(app, reds)
    t = app.t
    danger = t("prompt.danger_colour", colour=t.colour(Colour.RED))
    assert danger in prompt_text(app) and t.colour(Colour.RED) in prompt_text(app)
    assert prompt_text(app).endswith(t("prompt.one_from_collapse", dangers=danger))
    if lang == "en":
        assert "Watch out: one more full-blown ■ red crisis, and the world is lost." \
            in prompt_text(app)


def test_the_last_warning_names_every_limit_one_away():
    """Africa at 2/3 and red at 3/4: either would lose, the question names both."""
    app = make_app(stacked([crisis("red-europe"), crisis("red-asia_middle_east"),
                            crisis("red-africa"), crisis("green-africa")]))
    crises_break_out(app, range(4))
    assert ("Watch out: one more full-blown crisis in Africa or one more full-blown ■ red "
            "crisis, and the world is lost." in prompt_text(app))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_warning_is_general_only_when_the_total_is_one_away(lang):
    """Six crises, one per region, two per colour: 6/7 in all, so any crisis would lose
    the world, and only then does the question say so without naming a limit."""
    six = [crisis(c) for c in ("green-north_america", "blue-south_america", "red-europe",
                               "green-africa", "blue-asia_middle_east",
                               "red-oceania_south_east_asia")]
    app = make_app(stacked(six), lang=lang)
    crises_break_out(app, six[:5])
    assert app.prompt[0] == "prompt.full_blown"  # 5/7: no limit is one away yet
    crises_break_out(app, six[5:])
    t = app.t
    assert t("prompt.danger_total") in prompt_text(app)
    assert prompt_text(app).endswith(
        t("prompt.one_from_collapse", dangers=t("prompt.danger_total")))
    if lang == "en":
        assert "Watch out: one more full-blown crisis anywhere, and the world is lost." \
            in prompt_text(app)


def test_impending_crisis_play_or_pass_and_only_matching_colour_enabled():
    app = make_app(stacked([crisis("green-europe")]))
    app.seat.draw_button.click()
    assert app.state.phase is Phase.RESPOND
    assert app.seat.pass_button.disabled is False and app.seat.draw_button.disabled is True
    assert app.card_buttons == []  # hidden until Ana shows her hand
    app.seat.show_hand.value = True
    enabled = {b.terra_card.code for b in app.card_buttons if not b.disabled}
    assert enabled == {"green-1", "green-2", "green-3"}  # not red-4
    [green3] = [b for b in app.card_buttons if b.terra_card.code == "green-3"]
    green3.click()
    assert app.state.impending_plays == [(0, sol("green-3"))]
    assert app.shown_seat is None  # Ben answers now: Ana's hand is hidden again
    assert "cards played so far add up to 3" in app.table.board_text.value
    assert not app.errors


def test_help_a_full_blown_crisis_then_hoard_offers_exactly_the_legal_sets():
    # Ana holds a green run; a green crisis goes full-blown and she draws green 4
    app = make_app(stacked([crisis("green-africa"), sol("green-4")]))
    app.seat.draw_button.click()
    everybody_passes(app)
    app.seat.draw_button.click()  # green 4: phase 3
    assert app.state.phase is Phase.PLAY
    app.seat.show_hand.value = True
    assert [label for label, _ in app.seat.target.options] == [
        "“The desert advances” (▲ green)"]  # the region is on the map
    assert app.hoard_buttons == []  # R4.4: no hoarding before helping a full-blown crisis
    legal_plays = {a for a in app.state.legal_actions() if isinstance(a, PlayFullBlown)}
    assert {b.terra_action for b in app.card_buttons if not b.disabled} == legal_plays
    click_action(app, PlayFullBlown(0, sol("green-1"), crisis("green-africa")))
    hoards = {a for a in app.state.legal_actions() if isinstance(a, Hoard)}
    assert hoards and {b.terra_action for b in app.hoard_buttons} == hoards
    assert all("run in one colour" in b.description for b in app.hoard_buttons
               if b.terra_action.cards[0].colour == b.terra_action.cards[2].colour)
    assert app.seat.target.layout.display == "none"  # the only crisis got its card this turn
    click_action(app, Hoard(0, (sol("green-2"), sol("green-3"), sol("green-4"))))
    # a player hoarded while a crisis still burns: a question for the class
    assert "Ana just put cards aside while crises are still burning" in app.table.prompt_html.value
    # the public log says a set was hoarded, never which cards
    assert "Ana hoards a set of 3 cards, face down." in app.secondary.log_html.value
    assert "green 2" not in app.secondary.log_html.value
    assert app.state.legal_actions() == (EndTurn(0),)
    assert app.enabled_actions() == {EndTurn(0)}
    app.secondary.prompts_toggle.value = False
    assert app.table.prompt_box.layout.display == "none"
    assert not app.errors


def test_discard_down_to_eight_offers_every_card_in_hand():
    pile = [sol(c) for c in ["blue-4", "red-6", "green-5", "blue-5", "red-1", "green-4",
                             "blue-6", "red-2", "green-5", "blue-4", "red-3", "green-6",
                             "blue-2"]]
    app = make_app(stacked(pile))
    while app.state.phase is not Phase.DISCARD:
        for kind in (Draw, EndTurn):
            click_action(app, next(a for a in app.state.legal_actions()
                                   if isinstance(a, kind)))
            if app.state.phase is Phase.DISCARD:
                break
    assert app.state.to_act == 0 and len(app.state.hand(0)) == 9
    assert "must discard down to 8" in app.table.status.value
    assert app.seat.end_turn_button.disabled and app.seat.draw_button.disabled
    app.seat.show_hand.value = True
    assert len(app.card_buttons) == 9
    discards = {a for a in app.state.legal_actions() if isinstance(a, Discard)}
    assert {b.terra_action for b in app.card_buttons} == discards
    app.card_buttons[0].click()
    assert app.state.phase is Phase.DRAW and app.state.to_act == 1
    assert "discards" in app.secondary.log_html.value
    assert not app.errors


def test_the_success_screen_ranks_the_players():
    # a one-crisis deck cannot be lost (R6.1 needs 3 in a region): play it to the end
    deck = [Crisis("lone", "blue", "europe", 10)]
    state = new_game(PLAYERS, seed=4, crises=deck)
    app = make_app(state)
    while not app.state.is_over:
        legal = app.state.legal_actions()
        pick = next((a for a in legal if isinstance(a, (Draw, EndTurn, Pass))), legal[0])
        click_action(app, pick)
    outcome = app.state.outcome
    assert not outcome.lost
    assert "terra-end-won" in app.table.end_screen._dom_classes
    assert "The world holds!" in app.table.end_screen.value
    for standing in outcome.ranking:
        name = PLAYERS[standing.seats[0]]
        assert f"{standing.rank}. {name}: {standing.score} points" in app.table.end_screen.value
    assert "Final score (R6.4)" in app.table.debrief.value  # saved: the score counts
    assert "in the story of the game" in app.table.debrief.value  # its risk curve
    assert "The world held." in app.table.prompt_html.value
    assert not app.errors


def test_teacher_switch_opens_every_hand_and_closes_again():
    app = make_app(stacked([]))
    assert app.secondary.all_hands.layout.display == "none"
    app.secondary.teacher_toggle.value = True
    text = app.secondary.all_hands.value
    for name, hand in zip(PLAYERS, HANDS, strict=True):
        assert name in text
        for code in hand:
            assert app.t.card(sol(code)) in text
    assert len(app.card_buttons) == 4  # Ana's cards are on screen without "show my hand"
    app.secondary.teacher_toggle.value = False
    assert app.secondary.all_hands.value == "" and app.card_buttons == []

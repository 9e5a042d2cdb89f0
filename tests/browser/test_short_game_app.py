"""The classroom short game from the Voila app's own controls (docs/rules.md, "The classroom
short game"): Settings > Game length > Short game deals a short game for the same table,
with no address parameter. The draw pile the board describes in words tells the two
lengths apart (R1.3: 12 crises and a smaller pile)."""

from __future__ import annotations

import re

import pytest
from harness import (
    APP_SELECTOR,
    PLAY_SEEDED,
    check_first_screen,
    save_element_screenshot,
    widget_errors,
)
from playwright.sync_api import expect

from terra_widget.i18n import translator
from terra_widget.rules import new_game

pytestmark = pytest.mark.browser

WAIT_MS = 30_000
#: The fixture's table (tests/browser/fixtures/play_seeded.ipynb).
PLAYERS = ["Ana", "Ben", "Chloé", "Dev"]


def _in_app(page, css: str):
    return page.locator(f"{APP_SELECTOR} {css}")


def _pile_text(length: str) -> str:
    """What the board in words says of a fresh game's draw pile at ``length``."""
    size = new_game(PLAYERS, seed=1, length=length).view(None).pile_size
    return translator("en")("board.pile", n=size)


def test_the_voila_app_deals_a_short_game_from_its_settings(voila_server, browser_page):
    t = translator("en")
    server = voila_server(PLAY_SEEDED)
    page = browser_page
    page.set_viewport_size({"width": 1280, "height": 1600})
    page.goto(server.url, wait_until="domcontentloaded")  # no ?length=short
    check_first_screen(page)
    board_text = _in_app(page, ".terra-board-text")
    expect(board_text).to_contain_text(_pile_text("full"), timeout=WAIT_MS)
    assert _pile_text("full") != _pile_text("short")

    tab = _in_app(page, ".terra-secondary .lm-TabBar-tab").filter(has_text=t("tab.settings"))
    tab.first.click()
    length = _in_app(page, ".terra-length")
    expect(length).to_be_visible(timeout=WAIT_MS)
    expect(length).to_contain_text(t("label.length"))
    short = length.locator("button").filter(has_text=t("length.short"))
    expect(short).to_be_visible()
    expect(length.locator("button").filter(has_text=t("length.full"))).to_have_class(
        re.compile(r"mod-active"))
    length.scroll_into_view_if_needed()
    save_element_screenshot(_in_app(page, ".terra-settings"), "short-game-settings-before")

    short.click()
    expect(board_text).to_contain_text(_pile_text("short"), timeout=WAIT_MS)
    expect(short).to_have_class(re.compile(r"mod-active"))
    expect(_in_app(page, ".terra-alert")).to_contain_text(t("length.dealt_short"))
    # the same table, nobody has moved: Ana draws first (R1.4), her hand still hidden
    expect(_in_app(page, ".terra-draw")).to_be_enabled()
    save_element_screenshot(page.locator(APP_SELECTOR), "short-game-dealt")
    assert widget_errors(page) == []

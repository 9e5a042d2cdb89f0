"""What the class talks about, on screen in JupyterLab, in a real browser: a discussion
prompt never covers the region it talks about; after the game the end screen (verdict,
question for the class, New game, the whole board) is laid out whole with its story
readable, and a moment of the story goes there in time travel; during a game the "Story so
far" tab shows no card a hidden hand would be needed for (R7.5).
"""

from __future__ import annotations

import pytest
from harness import FIXTURES_DIR, save_screenshot, widget_errors
from phase_driver import (
    APP,
    BOARD_CSS,
    LAB_VIEWPORT,
    WAIT_MS,
    end_screen,
    in_app,
    open_in_lab,
    request_phase,
)
from playwright.sync_api import expect

from terra_widget.ui import board

pytestmark = pytest.mark.browser


#: Prompts about these regions (``phases.game_at("prompt-<region>")``): the western and
#: middle strips, where a prompt over the board could sit (the prompt of the South
#: American one warns about Oceania & South-East Asia, one crisis from the limit).
PROMPT_REGIONS = ("north_america", "europe", "africa", "south_america")


def _prompt_regions(phase: str, lang: str):
    """The regions the prompt of ``phase`` talks about, and where the board draws each of
    them (its counter and its full-blown crises, board units)."""
    import sys

    sys.path.insert(0, str(FIXTURES_DIR))
    import phases

    from terra_widget.rules import Pass
    from terra_widget.session.prompts import prompt_for

    state = phases.game_at(phase)
    before = len(state.events)
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Pass)))
    view = state.view(None)
    key, raw = prompt_for(state.events[before:], view)
    regions = set()
    if "crisis" in raw:
        regions.add(raw["crisis"].region)
    for kind, what in raw.get("limits", ()):
        if kind == "region":
            regions.add(what)
    assert regions, f"the prompt {key} names no region: nothing to check"
    drawn = board.boxes(view, lang=lang)
    areas = {}
    for region in regions:
        areas[region.value] = [drawn[f"counter-{region.value}"]] + [
            drawn[fb.crisis.id] for fb in view.full_blown if fb.crisis.region is region
            and fb.crisis.id in drawn]
    return areas


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("files", ["files", "nofiles"])
def test_the_prompt_never_covers_the_region_it_talks_about(jupyter_lab, browser_page, lang,
                                                          files):
    """A discussion prompt ("One more full-blown crisis in North America ...") must leave
    the region it talks about in view. For prompts about regions all over the map, its
    box must not meet the region's counter or crisis cards on the board, beside the board
    (file browser closed) and in the narrow layout (open)."""
    page = browser_page
    open_in_lab(jupyter_lab, page, LAB_VIEWPORT, file_browser=files == "files")
    hits = []
    for region in PROMPT_REGIONS:
        phase = f"prompt-{region}"
        request_phase(page, phase, lang, False)
        # the person to act passes and the crisis breaks out (R3.4): the prompt comes
        button = in_app(page, ".terra-pass")
        expect(button.first).to_be_enabled(timeout=WAIT_MS)
        button.first.click()
        expect(in_app(page, ".terra-prompt").first).to_be_visible(timeout=WAIT_MS)
        page.locator(APP).first.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        prompt = in_app(page, ".terra-prompt").first.bounding_box()
        canvas = page.locator(BOARD_CSS).first.bounding_box()
        scale = canvas["width"] / board.WIDTH
        save_screenshot(page, f"layout-prompt-{files}-{lang}-{region}", full_page=False)
        for name, rects in _prompt_regions(phase, lang).items():
            for x, y, w, h in rects:
                left, top = canvas["x"] + x * scale, canvas["y"] + y * scale
                right, bottom = left + w * scale, top + h * scale
                overlap_w = min(right, prompt["x"] + prompt["width"]) - max(left, prompt["x"])
                overlap_h = min(bottom, prompt["y"] + prompt["height"]) - max(top, prompt["y"])
                if overlap_w > 0 and overlap_h > 0:
                    hits.append(f"{phase}: covers {name} ({overlap_w:.0f}x{overlap_h:.0f} px)")
    assert not hits, f"the prompt covers the region it talks about: {hits}"


# --------------------------------------------------------------------------- the end screen

@pytest.mark.parametrize("files", ["files", "nofiles"])
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_end_screen_is_laid_out_whole(jupyter_lab, browser_page, lang, files):
    """JupyterLab at 1280x720, its file browser open or closed, after a game of three
    selfish computer players at speed "instant": the question for the class, New game
    and the verdict whole, nothing over the board."""
    page = browser_page
    open_in_lab(jupyter_lab, page, LAB_VIEWPORT, file_browser=files == "files")
    failures = end_screen(page, f"lab1280-{files}", lang, projector=False)
    assert not failures, "\n".join(failures)


def test_clicking_a_moment_of_the_story_goes_there_in_time_travel(jupyter_lab, browser_page):
    """After the game, a click on a moment of the story's picture (a full-blown crisis)
    shows that moment: the Time travel box names it and the verdict is gone (the board
    shows the game before its end); a turning point's button does the same."""
    page = browser_page
    open_in_lab(jupyter_lab, page, LAB_VIEWPORT, file_browser=True)
    request_phase(page, "selfish", "en", False)
    mark = in_app(page, ".terra-story-view .terra-story-moment[data-kind='full_blown']").first
    expect(mark).to_be_attached(timeout=90_000)
    position = int(mark.get_attribute("data-position"))
    mark.scroll_into_view_if_needed()
    box = mark.bounding_box()
    # the transparent click layer lies over the picture: the click reaches the kernel
    hit = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y);"
                        " return e && e.closest('.terra-story-hit') !== null; }",
                        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
    assert hit, "the click layer is not over the story's marks"
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    jump = in_app(page, ".terra-jump input")
    expect(jump.first).to_have_value(str(position), timeout=WAIT_MS)
    expect(in_app(page, ".terra-end-screen").first).to_be_hidden()
    save_screenshot(page, "story-click-went-there", full_page=False)
    # a turning point's button: the same path
    go = in_app(page, ".terra-story-view .terra-story-go").first
    target = int(go.inner_text().split()[-1])
    go.click()
    expect(jump.first).to_have_value(str(target), timeout=WAIT_MS)
    assert widget_errors(page) == []


def test_the_story_so_far_tab_during_a_game(jupyter_lab, browser_page):
    """During a hot-seat game (every hand hidden), the "Story so far" tab shows the story
    up to now: its picture, and no card in the page a hand would be needed to know (R7.5:
    the public table, the discard pile and the public log only)."""
    import re
    import sys

    sys.path.insert(0, str(FIXTURES_DIR))
    import phases

    page = browser_page
    open_in_lab(jupyter_lab, page, LAB_VIEWPORT, file_browser=True)
    request_phase(page, "full_blown", "en", False)
    tab = in_app(page, ".terra-secondary .lm-TabBar-tab").filter(has_text="Story so far")
    tab.first.click()
    view = in_app(page, ".terra-story-view").first
    expect(view.locator(".terra-story-picture svg")).to_be_attached(timeout=WAIT_MS)
    expect(view.locator(".terra-story-note")).to_contain_text("No hand is shown")
    view.scroll_into_view_if_needed()
    save_screenshot(page, "story-so-far-tab-lab1280-files-en", full_page=False)
    state = phases.game_at("full_blown")
    public = set(state.view(None).discard)
    public |= {s for _, s in state.view(None).impending_plays}
    public |= {s for fb in state.view(None).full_blown for _, s in fb.plays}
    for e in state.visible_events(None):
        public |= {c for c in (e.card, *(e.cards or ())) if c is not None}
    allowed = {(c.colour.value, c.value) for c in public if hasattr(c, "value")}
    html = view.inner_html()
    shown = {(colour, int(v)) for colour, v in
             re.findall(r"[▲●■] (green|blue|red) (\d+)", html)}
    assert shown <= allowed, f"the story shows cards no hand on screen may know: {shown - allowed}"
    assert widget_errors(page) == []

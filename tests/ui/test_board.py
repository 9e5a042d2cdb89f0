"""The board: a pure draw(view, canvas) that paints from the public view only, sent to
the browser as one batch per frame, and redrawn when a browser connects."""

from __future__ import annotations

import dataclasses
import random
import re
from itertools import pairwise

import pytest
from ipycanvas import Canvas, hold_canvas
from ipycanvas.canvas import _CANVAS_MANAGER, COMMANDS
from ui_support import crisis, make_app, sol

from terra_widget.i18n import LANGUAGES, translator
from terra_widget.rules import DEFAULT_CRISES, SOLUTION_KINDS, Crisis, Pass, Phase, Region, new_game
from terra_widget.rules.face.state import FullBlown
from terra_widget.ui import board, draw, textfit
from terra_widget.ui.textfit import text_width


class RecordingCanvas:
    """Stands in for an ipycanvas Canvas: records every call and attribute set."""

    def __init__(self):
        object.__setattr__(self, "calls", [])

    def __getattr__(self, name):
        def record(*args, **kwargs):
            self.calls.append((name, args))
        return record

    def __setattr__(self, name, value):
        self.calls.append(("set", (name, value)))

    def texts(self):
        return [args[0] for name, args in self.calls if name == "fill_text"]


def test_draw_paints_regions_full_blown_totals_and_the_impending_total():
    state = new_game(["Ana", "Ben", "Chloé"], seed=1,
                     hands=[[sol("green-5"), sol("green-6"), sol("red-1"), sol("red-2")],
                            [sol("blue-1"), sol("blue-2"), sol("blue-3"), sol("blue-4")],
                            [sol("red-3"), sol("red-4"), sol("red-5"), sol("red-6")]],
                     draw_top=[crisis("green-africa"), crisis("red-europe")])
    state.apply(state.legal_actions()[0])  # Ana draws the Africa crisis
    for _ in range(3):
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Pass)))
    state.apply(state.legal_actions()[0])  # the Europe crisis is impending
    red_1 = next(a for a in state.legal_actions() if getattr(a, "solution", None)
                 is sol("red-1"))
    state.apply(red_1)
    canvas = RecordingCanvas()
    draw(state.view(None), canvas)
    texts = canvas.texts()
    t = translator("en")
    words = " ".join(texts)  # a long region name is wrapped on two lines
    for region in ("North America", "South America", "Europe", "Africa",
                   "Asia & Middle East", "Oceania & South-East Asia"):
        assert region in words
    assert "1/3" in texts  # Africa's count against the region limit
    threat = crisis("green-africa").threat
    assert f"0 of {threat}" in texts  # the full-blown crisis with nothing under it yet
    assert "▲ green" in texts
    assert t("board.total", total=1, threat=crisis("red-europe").threat) in texts
    assert "■ red 1 · Ana" in texts  # the card played, and by whom
    assert "Waiting for Ben" in texts
    assert "Impending crisis" in texts
    assert f"Draw pile: {state.view(None).pile_size}" in texts
    assert canvas.calls[0] == ("clear", ())


def test_draw_never_paints_a_hidden_card():
    rng = random.Random(4)
    state = new_game(4, seed=4)
    t = translator("en")
    for _ in range(150):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        view = state.view(None)
        public = {c for c in view.discard} | {c for _, c in view.impending_plays}
        public |= {c for fb in view.full_blown for _, c in fb.plays}
        canvas = RecordingCanvas()
        draw(view, canvas, lang="en", projector=True)
        painted = set(canvas.texts())
        for kind in SOLUTION_KINDS:
            if kind not in public:
                assert t.card(kind) not in painted


@pytest.fixture
def sent_batches(monkeypatch):
    """Every message the canvas manager sends, as decoded command lists."""
    batches = []

    def record(command, buffers=()):
        batches.append(command)

    monkeypatch.setattr(_CANVAS_MANAGER, "_send_custom", record)
    return batches


def _switches(batch) -> int:
    commands = batch if batch and isinstance(batch[0], list) else [batch]
    return sum(1 for c in commands if c[0] == COMMANDS["switchCanvas"])


def test_each_redraw_is_one_batch_that_names_its_canvas(sent_batches):
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=2))
    sent_batches.clear()
    app.seat.draw_button.click()
    assert len(sent_batches) == 1  # one message for the whole frame (hold_canvas)
    assert _switches(sent_batches[0]) == 1
    # a browser connects (Voila, a reload, a late viewer): the board is drawn again, and
    # that batch names its canvas too, even though Python drew on it just before
    app.table.board._handle_frontend_event(app.table.board, {"event": "client_ready"}, [])
    assert len(sent_batches) == 2 and _switches(sent_batches[1]) == 1
    # the same frame is not sent twice for nothing
    app.secondary.teacher_toggle.value = True
    assert len(sent_batches) == 2


def test_draw_works_on_a_real_canvas_inside_hold_canvas():
    canvas = Canvas(width=700, height=440)
    view = new_game(5, seed=3).view(None)
    with hold_canvas():
        draw(view, canvas, lang="ca")


# --------------------------------------------------------------------------- readability

class FontCanvas(RecordingCanvas):
    """Replays the drawing state: each text with its font, where it is drawn and how
    wide it is, and the rectangles ("frames": filled then outlined) it is drawn on."""

    def frame(self):
        state = {"font": "10px sans-serif", "text_align": "start", "fill_style": None}
        scale, fills, frames, texts = 1, [], [], []
        last_fill = None
        for name, args in self.calls:
            if name == "set":
                state[args[0]] = args[1]
            elif name == "scale":
                scale *= args[0]
            elif name == "fill_rect":
                last_fill = tuple(args)
                fills.append((last_fill, state["fill_style"]))
            elif name == "stroke_rect":
                if tuple(args) == last_fill:
                    frames.append(last_fill)
            elif name == "fill_text":
                font = state["font"]
                px = int(re.search(r"(\d+)px", font).group(1))
                bold = font.startswith("bold")
                text, x, y = args[:3]
                max_width = args[3] if len(args) > 3 else None
                width = text_width(text, px, bold=bold)
                left = {"left": x, "start": x, "right": x - width,
                        "center": x - width / 2}[state["text_align"]]
                box = next((r for r, _ in reversed(fills) if _inside((x, y, 0, 0), r)),
                           None)
                texts.append(dict(text=text, px=px, css_px=px * scale, bold=bold,
                                  max_width=max_width, width=width, extent=(left, y - px / 2,
                                  width, px), box=box))
        return texts, frames


def _inside(inner, outer, slack=0.01) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return (x >= ox - slack and y >= oy - slack and x + w <= ox + ow + slack
            and y + h <= oy + oh + slack)


def _overlap(a, b) -> bool:
    return (a[0] < b[0] + b[2] - 0.01 and b[0] < a[0] + a[2] - 0.01
            and a[1] < b[1] + b[3] - 0.01 and b[1] < a[1] + a[3] - 0.01)


def _check_frame(canvas, projector, resolution=1) -> list[str]:
    """Every text: at least 14 CSS px (24 on the projector), never wider than its
    ``max_width``, and inside the rectangle it is drawn on (a card, a counter, the
    panel), which is inside the board; frames are nested or apart, never overlapping.
    Returns the texts, for the caller's own checks."""
    texts, frames = canvas.frame()
    smallest = 24 if projector else 14  # readable at the back of a class (UI_CONTRACT.md)
    board_rect = (0, 0, board.WIDTH, board.HEIGHT)
    for d in texts:
        where = f"{d['text']!r} ({d['px']} px)"
        assert d["css_px"] / resolution >= smallest - 1e-9, where
        assert d["max_width"] is not None and d["width"] <= d["max_width"] + 0.01, where
        assert d["box"] is not None and _inside(d["extent"], d["box"]), where
        assert _inside(d["box"], board_rect), where
    for i, a in enumerate(frames):
        for b in frames[i + 1:]:
            assert not _overlap(a, b) or _inside(a, b) or _inside(b, a), (a, b)
    return [d["text"] for d in texts]


def _letters(text: str) -> str:
    return re.sub(r"[\s\-…]", "", text)


BY_REGION = {}
for _c in DEFAULT_CRISES:
    BY_REGION.setdefault(_c.region, []).append(_c)
PARTNER = {north: south for _, _, north, south, _, _ in board.STRIPS}
PARTNER.update({south: north for north, south in list(PARTNER.items())})


def _base_view(names=("Ana", "Ben", "Chloé", "Dev")):
    return new_game(list(names), seed=5).view(None)


def _worst_views():
    """The fullest tables a real game can show (R6.1: the game ends at 3 crises in a
    region or 7 in all): 3 in one region, 2 in the region that shares its strip and 2 in
    one more, every pair of regions in turn; each crisis of the deck is shown, and each
    is the impending one once."""
    view = _base_view()
    impending = iter(DEFAULT_CRISES * 4)
    for region in Region:
        for other in Region:
            if other in (region, PARTNER[region]):
                continue
            shown = BY_REGION[region] + BY_REGION[PARTNER[region]][:2] + BY_REGION[other][1:]
            yield dataclasses.replace(view, full_blown=tuple(FullBlown(c, (), 4)
                                                             for c in shown),
                                      impending=next(impending))


@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_fullest_real_tables_fit_and_read_in_every_language(lang, projector):
    """No text under 14 px (24 px on the projector), every text inside its card or
    counter, nothing overlapping, and every crisis's symbol, colour name, whole title
    (wrapped, never cut) and total against its threat on the board."""
    t = translator(lang)
    seen = set()
    for view in _worst_views():
        canvas = FontCanvas()
        draw(view, canvas, lang=lang, projector=projector, resolution=2)
        texts = _check_frame(canvas, projector, resolution=2)
        assert not [text for text in texts if "…" in text]  # nothing cut
        words = " ".join(texts)
        letters = _letters(words)
        for fb in view.full_blown:
            assert t.colour(fb.crisis.colour) in texts
            assert _letters(t.crisis_title(fb.crisis)) in letters
            assert t("board.total", total=4, threat=fb.crisis.threat) in texts
            seen.add(fb.crisis)
        assert _letters(t.crisis_title(view.impending)) in letters
        by_region, _, _ = view.full_blown_counts()
        for region in Region:
            count = f"{by_region[region]}/3"
            assert any(text.endswith(count) for text in texts)
            assert _letters(t.region(region)) in letters
    assert seen == set(DEFAULT_CRISES)


def test_counters_show_warning_and_broken_by_symbol_colour_and_border():
    """R6.1 on the map: 2/3 has ⚠ on yellow with a thick black border, 3/3 has ✖ in
    white on black; 0/3 and 1/3 are plain (colour is never the only cue)."""
    view = dataclasses.replace(_base_view(), full_blown=tuple(
        FullBlown(c, (), 0) for c in BY_REGION[Region.EUROPE] + BY_REGION[Region.AFRICA][:2]
        + BY_REGION[Region.ASIA_MIDDLE_EAST][:1]))
    canvas = FontCanvas()
    draw(view, canvas)
    texts = canvas.texts()
    assert "✖ 3/3" in texts and "⚠ 2/3" in texts and "1/3" in texts and "0/3" in texts
    calls = canvas.calls
    for text, fill in (("✖ 3/3", board.P.INK), ("⚠ 2/3", board.P.WARNING)):
        at = calls.index(("fill_text", (text,) + next(a for n, a in calls
                                                      if n == "fill_text" and a[0] == text)[1:]))
        fills = [a[1] for n, a in calls[:at] if n == "set" and a[0] == "fill_style"]
        widths = [a[1] for n, a in calls[:at] if n == "set" and a[0] == "line_width"]
        assert fill in fills[-3:]  # the box behind the count
        assert widths[-1] >= 3  # its thick border
    # the region's land is outlined: dashed when in danger, solid when lost
    assert ("set_line_dash", ([6, 4],)) in calls


@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
def test_impossible_tables_still_fit(projector):
    """More than a real game can show (every crisis full-blown, a custom deck with five
    crises in one region, long names, a dozen cards on the impending crisis): titles may
    be cut with an ellipsis and '+N' counts what is not shown, but nothing is smaller,
    overflows or overlaps."""
    view = _base_view(["Maximiliana " * 3, "B" * 40, "Chloé", "Dev"])
    every = dataclasses.replace(view, full_blown=tuple(FullBlown(c, (), 9)
                                                       for c in DEFAULT_CRISES))
    custom = [Crisis(f"crisis-{i}-" + "Überschwemmungskatastrophe " * 3, "red", "europe",
                     12) for i in range(5)]
    crowded = dataclasses.replace(
        view, full_blown=tuple(FullBlown(c, (), 0) for c in custom),
        impending=custom[0], phase=Phase.RESPOND,
        impending_plays=tuple((i % 4, sol(k)) for i, k in enumerate(
            ["red-1", "red-2", "blue-3", "green-4", "red-5", "blue-6"] * 2)))
    for lang in LANGUAGES:
        for v in (every, crowded):
            canvas = FontCanvas()
            draw(v, canvas, lang=lang, projector=projector)
            texts = _check_frame(canvas, projector)
        assert "+2" in texts  # five crises in Europe: three shown
        assert any(text.startswith("+") for text in texts if text != "+2")  # plays


@pytest.fixture
def measured(monkeypatch):
    """How many characters went through textfit.units (every width is measured there)."""
    count = [0]
    units = textfit.units

    def counting(text, bold=False):
        count[0] += len(text)
        return units(text, bold)

    monkeypatch.setattr(textfit, "units", counting)
    return count


def test_a_thousand_character_title_costs_linear_work_and_still_fits(measured):
    """A crisis title from a file may be 1,000 characters: measuring every candidate line
    at every size would be cubic (seconds per projector redraw). Each word must be
    measured once and a text cut at textfit.MAX_CHARS: count the characters measured, no
    timing."""
    title = ("Anticonstitutionnellement " * 40)[:1000]
    crises = [Crisis(title + str(i), "blue", region, 14) for i, region in
              enumerate(Region)]
    view = dataclasses.replace(_base_view(), impending=crises[0],
                               full_blown=tuple(FullBlown(c, (), 0) for c in crises[1:]))
    plain = dataclasses.replace(_base_view(), impending=DEFAULT_CRISES[0])
    draw(plain, FontCanvas(), projector=True)
    base, measured[0] = measured[0], 0
    canvas = FontCanvas()
    draw(view, canvas, projector=True)
    # six titles, each measured a bounded number of times over at most MAX_CHARS
    assert measured[0] - base <= 6 * 8 * textfit.MAX_CHARS, measured[0]
    texts = _check_frame(canvas, True)
    assert any(text.endswith("…") for text in texts)


def test_fit_is_linear_in_the_text_and_cuts_with_an_ellipsis(measured):
    for n in (100, 1000, 10_000):
        measured[0] = 0
        px, lines = textfit.fit("word " * n, 150, largest=30, smallest=14, max_lines=3)
        assert measured[0] <= 4 * min(5 * n, textfit.MAX_CHARS) + 50
        assert px == 14 and len(lines) == 3 and lines[-1].endswith("…")
        assert all(text_width(line, 14) <= 150 for line in lines)
    # a text that fits takes the largest size that does, whole words first
    px, lines = textfit.fit("Kriegsschiffe in umstrittenen Gewässern", 200, largest=30,
                            smallest=14, max_lines=2)
    assert lines == ["Kriegsschiffe in", "umstrittenen Gewässern"]
    assert text_width(lines[1], px) <= 200 < text_width(lines[1], px + 1)
    # a word too long for a line is broken with a hyphen rather than cut
    px, lines = textfit.fit("Überschwemmungskatastrophe", 90, largest=14, smallest=14,
                            max_lines=3)
    assert "".join(lines).replace("-", "") == "Überschwemmungskatastrophe"
    assert textfit.fit("   ", 90, largest=14, smallest=14) == (14, [""])


def test_size_and_scale():
    """Normal 700 x 440 CSS px; projector: the same layout x 12/7 (1200 x 754), drawn at
    ``resolution`` canvas pixels per CSS pixel."""
    assert board.size(False) == (700, 440) and board.size(True) == (1200, 754)
    canvas = FontCanvas()
    draw(_base_view(), canvas, projector=True, resolution=2)
    assert ("scale", (2 * 12 / 7,)) in canvas.calls
    canvas = FontCanvas()
    draw(_base_view(), canvas)
    assert not [c for c in canvas.calls if c[0] == "scale"]
    assert ("fill_rect", (0, 0, 700, 440)) in canvas.calls


def test_app_sizes_its_canvas_from_board_size():
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=2))
    assert (app.table.board.width, app.table.board.height) == board.size(False)
    app.secondary.projector_toggle.value = True
    w, h = board.size(True)
    res = board.PROJECTOR_RESOLUTION
    assert (app.table.board.width, app.table.board.height) == (w * res, h * res)


@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
def test_boxes_say_where_the_cards_are_drawn(projector):
    """``board.boxes`` (for pixel-reading browser tests and overlays) names the very
    rectangles ``draw`` paints: each full-blown card, the impending card, each counter."""
    view = next(_worst_views())
    k = board.PROJECTOR_SCALE if projector else 1
    found = board.boxes(view, lang="de", projector=projector)
    canvas = FontCanvas()
    draw(view, canvas, lang="de", projector=projector)
    _, frames = canvas.frame()
    frames = {tuple(round(v * k, 6) for v in f) for f in frames}
    assert {fb.crisis.id for fb in view.full_blown} | {"impending"} \
        | {f"counter-{r.value}" for r in Region} == set(found)
    for key, box in found.items():
        assert tuple(round(v, 6) for v in box) in frames, key


@pytest.mark.parametrize("seed", [11, 12])
def test_every_moment_of_real_games_fits(seed):
    """Whole random games, to their end: every few moves the board passes the same
    checks (sizes, boxes, no overlap) in normal mode and, in German, on the projector."""
    rng = random.Random(seed)
    state = new_game(["Ana", "Ben", "Chloé", "Dev", "Eli"], seed=seed)
    moves = 0
    while True:
        if moves % 4 == 0 or state.is_over:
            for lang, projector in (("en", False), ("de", True)):
                canvas = FontCanvas()
                draw(state.view(None), canvas, lang=lang, projector=projector)
                _check_frame(canvas, projector)
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        moves += 1
    assert moves > 50


# --------------------------------------------------------------------------- redrawing

class SizedCanvas(FontCanvas):
    """A recording canvas with a size, as the app's canvas has: ``draw`` remembers what
    it shows (a canvas without a size always gets the whole frame)."""

    width, height = board.WIDTH, board.HEIGHT

    def names(self):
        return [name for name, _ in self.calls]


MAP_COMMANDS = {"clear", "fill_polygons", "stroke_polygons"}


def _moves(seed=5, n=60):
    """The public views of a game played at random, one per move."""
    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=seed)
    rng = random.Random(seed)
    views = [state.view(None)]
    while len(views) < n and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        views.append(state.view(None))
    return views


def _panel_only(a, b) -> bool:
    return board._map_key(a) == board._map_key(b) and board._panel_key(a) != board._panel_key(b)


def test_a_move_that_changes_only_the_panel_repaints_only_the_panel():
    """Most moves change only what is under the map (the pile, the impending crisis and
    the cards on it): the next frame paints the panel's place with ocean and the panel
    again -- no map, no region block -- and what it writes is the new panel."""
    views = _moves()
    pairs = [(a, b) for a, b in pairwise(views) if _panel_only(a, b)]
    assert len(pairs) >= 20
    t = translator("en")
    for a, b in pairs:
        canvas = SizedCanvas()
        draw(a, canvas)
        assert MAP_COMMANDS <= set(canvas.names())  # the first frame is whole
        canvas.calls.clear()
        draw(b, canvas)
        assert not MAP_COMMANDS & set(canvas.names())
        texts = _check_frame(canvas, projector=False)
        assert t("board.pile", n=b.pile_size) in texts
        assert not any(re.fullmatch(r"\S* ?\d/3", text) for text in texts)  # no counter
        first_fill = next(i for i, (n, _) in enumerate(canvas.calls) if n == "fill_rect")
        m = board.PANEL_MARGIN
        top = board.map_bottom() + 3
        assert canvas.calls[first_fill][1] == (board.PANEL_X - m, top - m,
                                               board.PANEL_W + 2 * m,
                                               board.HEIGHT - 4 - top + 2 * m)
        assert ("set", ("fill_style", board.P.OCEAN)) in canvas.calls[:first_fill]


def test_the_same_view_again_a_new_size_language_or_crisis_repaints_everything():
    """Drawing the same view again is how the table repaints a canvas whose browser just
    connected (blank): the whole frame. So is a canvas of another size (resizing blanks
    it), another language or resolution, and a change of the full-blown crises."""
    views = _moves()
    a, b = next((a, b) for a, b in pairwise(views) if _panel_only(a, b))
    canvas = SizedCanvas()
    draw(a, canvas)
    for redraw in (lambda: draw(a, canvas),  # a browser connected
                   lambda: draw(b, canvas, lang="fr"),
                   lambda: draw(a, canvas, lang="fr", resolution=2)):
        canvas.calls.clear()
        redraw()
        assert MAP_COMMANDS <= set(canvas.names())
    object.__setattr__(canvas, "width", board.WIDTH * 2)  # resized: blank in the browser
    canvas.calls.clear()
    draw(b, canvas, lang="fr", resolution=2)
    assert MAP_COMMANDS <= set(canvas.names())
    # a crisis becomes full-blown: the map's blocks change, so everything is repainted
    c, d = next((c, d) for c, d in pairwise(views)
                if board._map_key(c) != board._map_key(d))
    canvas = SizedCanvas()
    draw(c, canvas)
    canvas.calls.clear()
    draw(d, canvas)
    assert MAP_COMMANDS <= set(canvas.names())


def test_the_panel_and_its_margin_hold_nothing_but_the_panel():
    """Why a panel repainted alone gives the pixels of a whole frame (checked in a real
    browser by tests/browser/test_classroom.py): no land, no region block, no card and no
    text of a whole frame reaches into the panel's rectangle and its margin, even at the
    fullest real tables and the impossible ones."""
    m = board.PANEL_MARGIN
    top = board.map_bottom() + 3
    panel = (board.PANEL_X, top, board.PANEL_W, board.HEIGHT - 4 - top)
    cleared = (panel[0] - m, panel[1] - m, panel[2] + 2 * m, panel[3] + 2 * m)
    _, rings = board.worldmap.outlines(board.WIDTH)
    lowest_land = max(float(points[:, 1].max()) for points, _ in rings.values())
    assert lowest_land + 2.5 / 2 < cleared[1]  # the thickest outline of a region in danger
    view = _base_view(["Maximiliana " * 3, "B" * 40, "Chloé", "Dev"])
    every = dataclasses.replace(view, full_blown=tuple(FullBlown(c, (), 9)
                                                       for c in DEFAULT_CRISES))
    for v in [*_worst_views(), every]:
        canvas = FontCanvas()
        draw(v, canvas)
        texts, frames = canvas.frame()
        outside = [f for f in frames if not _inside(f, panel)]
        outside += [d["extent"] for d in texts if not _inside(d["extent"], panel)]
        for box in outside:
            assert not _overlap(box, cleared), box
        for box in board.boxes(v).values():
            assert _inside(box, panel) or not _overlap(box, cleared), box


def test_a_redraw_after_a_draw_sends_a_small_batch_without_the_map(sent_batches):
    """On a real canvas: the frame after a move that changed only the panel is one batch
    with no polygon (the map's outlines are most of a whole frame's bytes)."""
    views = _moves()
    a, b = next((a, b) for a, b in pairwise(views) if _panel_only(a, b))
    canvas = Canvas(width=board.WIDTH, height=board.HEIGHT)
    polygons = {COMMANDS["fillPolygons"], COMMANDS["strokePolygons"]}
    with hold_canvas():
        draw(a, canvas)
    with hold_canvas():
        draw(b, canvas)
    whole, panel = [[c[0] for c in batch if isinstance(c, list)] for batch in sent_batches]
    assert polygons & set(whole) and not polygons & set(panel)
    assert len(panel) < len(whole) / 2

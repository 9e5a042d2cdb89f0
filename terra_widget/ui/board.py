"""The world board: one pure ``draw(view, canvas)`` that paints a whole frame.

``draw`` keeps no state and reads only a ``PlayerView`` -- the app passes the public view
(``state.view(None)``), so the board can never show a hidden card. It works with any
object that has the ipycanvas drawing API; the app calls it inside ``hold_canvas()`` so a
frame is one message to the browser. The same function draws on an ipycanvas canvas and on
an SVG document (:mod:`.surface`; :func:`board_svg` makes a picture of any board): one
board, two surfaces, and importing this module pulls in neither numpy nor ipycanvas.

What it shows: a world map (:mod:`.worldmap`: Natural Earth outlines made by
``tools/make_world_map.py``) with the six regions of R0.3 in their places. Each region
has a *block* on the map: a counter (``n/3``, warning and broken states by symbol, colour
AND border, R6.1) with the region's name, then its full-blown crises as cards (symbol and
colour name, the total under it against the threat, the title wrapped). The blocks sit in
three strips that follow the map: the Americas on the west, Europe over Africa in the
middle, Asia over Oceania & South-East Asia on the east; a northern region's block hangs
from the top of the map, a southern one's starts on its own land and moves up or down
only as far as the cards need. Under the map: the impending crisis (R3) with the cards
played on it, their total against the threat, whose answer is awaited, and the draw
pile's size.

Sizes: the layout is drawn in *board units*: normal mode is 700 x 440 CSS pixels, one
unit per pixel, with no text under :data:`MIN_PX` (14 px); projector mode scales the
same layout by :data:`PROJECTOR_SCALE` to 1200 x 754, so its smallest text is 24 px.
``resolution`` is how many canvas pixels the app gives each CSS pixel (sharp on a
high-density screen or a stretched projector page).

Redrawing: most moves change only the panel under the map (the pile, the impending
crisis and the cards on it), while the map and the region blocks change only when a
crisis becomes full-blown or receives a card. ``draw`` remembers, per canvas, what its last
frame showed (:func:`_frame_key`, :func:`_map_key`, :func:`_panel_key`: the parts of the
view each reads) and then repaints only the panel: about a tenth of the commands of a
whole frame and none of the map's polygons. A canvas that must be painted afresh -- a
browser that just connected (the table redraws the *same* view then), a new size, another
language or resolution -- gets the whole frame. The panel's rectangle and its margin hold
nothing else (ocean only), so both ways give the same pixels.

Worst cases: the game ends at 3 full-blown crises in a region or 7 in all (R6.1), so a
strip never holds more than 5 cards in a real game: they fit with every title on at most
two lines. Custom decks can put more on the table; then titles are cut to one line with
an ellipsis rather than let a card leave its strip (and ``+N`` says how many more).
"""

from __future__ import annotations

import weakref

from ..i18n import LANGUAGES, Translator, translator
from ..rules import LOSS_REGION, PlayerView, Region
from . import palette as P
from . import worldmap

# the sizes are re-exported: callers read them as board.WIDTH, board.PANEL_MARGIN, ...
from .board_panel import PANEL_MARGIN, draw_panel  # noqa: F401
from .board_units import (  # noqa: F401
    CARD_TITLE_LINES,
    COUNT_PX,
    GAP,
    HEIGHT,
    IMPENDING_W,
    LINE,
    MIN_PX,
    PAD,
    PANEL_W,
    PANEL_X,
    PROJECTOR_HEIGHT,
    PROJECTOR_MIN_PX,
    PROJECTOR_RESOLUTION,
    PROJECTOR_SCALE,
    PROJECTOR_WIDTH,
    WIDTH,
    card_frame,
    map_bottom,
)
from .board_units import draw_text as _text
from .surface import SvgSurface
from .textfit import fit, text_width

world_map = worldmap.world_map  # the map's data, as other branches' tests already read it


#: The three strips of region blocks: (x, width, northern region, southern region, the
#: y where the southern block likes to start (on its land), the strip's lowest y or None
#: for the map's bottom).
STRIPS = (
    (4, 190, Region.NORTH_AMERICA, Region.SOUTH_AMERICA, 190, None),
    (272, 190, Region.EUROPE, Region.AFRICA, 150, None),
    (476, 220, Region.ASIA_MIDDLE_EAST, Region.OCEANIA_SOUTH_EAST_ASIA, 200, HEIGHT - 4),
)
CREDIT = "Natural Earth"
_TRANSLATORS: dict[str, Translator] = {}


def _t(lang: str) -> Translator:
    t = _TRANSLATORS.get(lang)
    if t is None:
        t = translator(lang)
        if lang in LANGUAGES:  # a teacher's added catalogue may be removed again: not kept
            _TRANSLATORS[lang] = t
    return t


def size(projector: bool = False) -> tuple[int, int]:
    """The board's size in CSS pixels: (700, 440), or (1200, 754) in projector mode."""
    return (PROJECTOR_WIDTH, PROJECTOR_HEIGHT) if projector else (WIDTH, HEIGHT)


#: What each canvas shows now: (frame key, map key, panel key) of its last frame.
_SHOWN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _frame_key(canvas, lang, projector, resolution) -> tuple:
    """What decides the whole picture besides the view (a resized canvas is blank)."""
    return (lang, bool(projector), resolution, getattr(canvas, "width", None),
            getattr(canvas, "height", None))


def _map_key(view) -> tuple:
    """The parts of the view the map and the region blocks read (counts come from it)."""
    return tuple(view.full_blown)


def _panel_key(view) -> tuple:
    """The parts of the view the panel under the map reads (:func:`.board_panel.draw_panel`)."""
    return (view.phase, view.responder, tuple(view.players), view.pile_size,
            view.impending, tuple(view.impending_plays))


def draw(view, canvas, *, lang: str = "en", projector: bool = False,
         resolution: float = 1) -> None:
    """Bring ``canvas`` to show the board for ``view`` (use the public view).

    ``canvas`` is ``size(projector)`` times ``resolution`` pixels. Call it inside
    ``ipycanvas.hold_canvas()`` so that the frame is sent as one batch.

    The whole frame is painted unless the canvas's last frame (drawn here, same size,
    language and resolution) differs from this one only in the panel under the map: then
    only the panel is painted again. Drawing the same view again paints everything (that
    is how a table repaints a canvas whose browser has just connected).
    """
    frame = _frame_key(canvas, lang, projector, resolution)
    shown = (frame, _map_key(view), _panel_key(view))
    try:
        last = _SHOWN.get(canvas)
    except TypeError:  # an object that cannot be remembered: always the whole frame
        last = None
    if getattr(canvas, "whole_frames", False) is True:  # a document (SVG) would only grow
        last = None
    t = _t(lang)
    if last is not None and last[:2] == shown[:2] and last[2] != shown[2]:
        _begin_frame(canvas, projector, resolution)
        draw_panel(canvas, t, view, clear=True)
    else:
        _draw_whole(canvas, t, view, projector, resolution)
    try:
        _SHOWN[canvas] = shown
    except TypeError:
        pass


def board_svg(game_or_view, *, projector: bool = False, lang: str = "en") -> str:
    """A picture of the board as an SVG document (text), e.g. for a worksheet or the
    debrief's slides: ``open("board.svg", "w", encoding="utf-8").write(board_svg(game))``.

    ``game_or_view``: a game (anything with ``view()``, e.g. a ``GameState``) -- its
    public view is drawn, never a hand (R7.5) -- or a ``PlayerView``, of which only the
    public table is read. ``projector``: the projector's size (1200 x 754 instead of
    700 x 440, the same layout larger). It is the frame :func:`draw` paints on the
    canvas, drawn on :class:`~.surface.SvgSurface`.
    """
    t = _t(lang)  # an unknown language is a ValueError that lists the allowed ones
    view = game_or_view
    if not isinstance(view, PlayerView):
        make_view = getattr(game_or_view, "view", None)
        view = make_view(None) if callable(make_view) else None
        if not isinstance(view, PlayerView):
            raise TypeError(t("board.svg_bad_input", got=type(game_or_view).__name__))
    width, height = size(projector)
    surface = SvgSurface(width, height, title=t("board.alt"))
    draw(view, surface, lang=lang, projector=projector)
    return surface.to_svg()


def _begin_frame(canvas, projector, resolution) -> None:
    canvas.reset_transform()  # the last frame may have been scaled
    scale = resolution * (PROJECTOR_SCALE if projector else 1)
    if scale != 1:
        canvas.scale(scale)


def _draw_whole(canvas, t, view, projector, resolution) -> None:
    canvas.clear()
    _begin_frame(canvas, projector, resolution)
    canvas.fill_style = P.OCEAN
    canvas.fill_rect(0, 0, WIDTH, HEIGHT)
    by_region, _, _ = view.full_blown_counts()
    crises: dict[Region, list] = {r: [] for r in Region}
    for fb in view.full_blown:
        crises[fb.crisis.region].append(fb)
    worldmap.draw_map(canvas, WIDTH, {r: _counter_state(by_region[r]) for r in Region})
    # the map's source, a name in every language, in the corner cards leave free longest
    canvas.fill_style = P.MUTED
    canvas.text_baseline = "middle"
    _text(canvas, CREDIT, WIDTH - 6, HEIGHT - 4 - LINE / 2, MIN_PX,
          text_width(CREDIT, MIN_PX) + 1, align="right")
    for strip in STRIPS:
        _draw_strip(canvas, t, strip, by_region, crises)
    draw_panel(canvas, t, view)


# --------------------------------------------------------------------------- blocks

def _counter_state(count: int) -> str:
    """R6.1: 'broken' at the limit, 'warning' one crisis before it, else 'ok'."""
    if count >= LOSS_REGION:
        return "broken"
    return "warning" if count == LOSS_REGION - 1 else "ok"


def _counter_layout(t, region, width):
    """The counter's label lines (the region's name, wrapped) and its height."""
    box = _count_box_width()
    _, lines = fit(t.region(region), width - box - 12, largest=MIN_PX, smallest=MIN_PX,
                   max_lines=2, bold=True)
    return lines, max(24, LINE * len(lines) + 6)


def _count_box_width() -> float:
    return text_width("✖ 3/3", COUNT_PX, bold=True) + 10


def _card_lines(t, fb, width, max_lines):
    _, lines = fit(t.crisis_title(fb.crisis), width - 10, largest=MIN_PX, smallest=MIN_PX,
                   max_lines=max_lines)
    return lines


def _card_height(lines) -> float:
    return 2 * PAD + LINE * (1 + len(lines))


def _block(t, region, full_blown, width, title_lines, limit):
    """(counter lines, counter height, [(crisis, title lines)], shown, block height)."""
    lines, head = _counter_layout(t, region, width)
    shown = full_blown[:limit]
    cards = [(fb, _card_lines(t, fb, width, title_lines)) for fb in shown]
    height = head + sum(GAP + _card_height(c) for _, c in cards)
    if len(full_blown) > len(shown):
        height += GAP + LINE
    return lines, head, cards, full_blown[len(shown):], height


def _strip_layout(t, strip, crises):
    """Where a strip's two blocks go: [(x, y, width, region, block)], north first."""
    x, width, north, south, south_y, bottom = strip
    bottom = bottom if bottom is not None else map_bottom() - 2
    top = 3
    # the most cards each block can show, the most title lines: lowered until both fit
    for title_lines, limit in ((CARD_TITLE_LINES, 3), (1, 3), (1, 2), (1, 1), (1, 0)):
        n_block = _block(t, north, crises[north], width, title_lines, limit)
        s_block = _block(t, south, crises[south], width, title_lines, limit)
        if n_block[4] + GAP + s_block[4] <= bottom - top:
            break
    s_top = max(south_y, top + n_block[4] + GAP)
    s_top = min(s_top, bottom - s_block[4])
    return [(x, top, width, north, n_block), (x, s_top, width, south, s_block)]


def _draw_strip(canvas, t, strip, by_region, crises) -> None:
    for x, y, width, region, block in _strip_layout(t, strip, crises):
        _draw_block(canvas, t, x, y, width, region, by_region[region], block)


def boxes(view, *, lang: str = "en", projector: bool = False) -> dict:
    """Where ``draw`` puts things, in CSS pixels of the board as (x, y, width, height):
    ``"impending"`` (the impending crisis's card), each shown full-blown crisis's card
    by its id, and each region's counter as ``"counter-<region>"`` (for browser tests
    that read pixels, and for overlays placed over the board)."""
    t = _t(lang)
    k = PROJECTOR_SCALE if projector else 1
    crises: dict[Region, list] = {r: [] for r in Region}
    for fb in view.full_blown:
        crises[fb.crisis.region].append(fb)
    out = {}
    for strip in STRIPS:
        for x, y, width, region, (_, head, cards, _, _) in _strip_layout(t, strip, crises):
            out[f"counter-{region.value}"] = (x, y, width, head)
            y += head
            for fb, title in cards:
                h = _card_height(title)
                out[fb.crisis.id] = (x, y + GAP, width, h)
                y += GAP + h
    if view.impending is not None:
        cy = map_bottom() + 3 + 6 + LINE
        out["impending"] = (PANEL_X + 6, cy, IMPENDING_W, HEIGHT - 8 - cy)
    return {key: tuple(v * k for v in box) for key, box in out.items()}


def _draw_block(canvas, t, x, y, width, region, count, block) -> None:
    lines, head, cards, hidden, _ = block
    state = _counter_state(count)
    # the counter: a white label with the name, and a box with n/3 that changes with
    # the state: yellow with a thick black border and ⚠ (warning), black with ✖ (broken)
    canvas.fill_style = P.PANEL
    canvas.fill_rect(x, y, width, head)
    canvas.stroke_style = P.INK if state != "ok" else P.LAND_EDGE
    canvas.line_width = 2 if state != "ok" else 1
    canvas.stroke_rect(x, y, width, head)
    box = _count_box_width()
    sign = {"ok": "", "warning": "⚠ ", "broken": "✖ "}[state]
    canvas.fill_style = {"ok": P.PANEL, "warning": P.WARNING, "broken": P.INK}[state]
    canvas.fill_rect(x + width - box, y, box, head)
    canvas.stroke_style = P.INK if state != "ok" else P.MUTED
    canvas.line_width = 3 if state != "ok" else 1.5
    canvas.stroke_rect(x + width - box + 1.5, y + 1.5, box - 3, head - 3)
    canvas.fill_style = P.PANEL if state == "broken" else P.INK
    canvas.text_baseline = "middle"
    _text(canvas, f"{sign}{count}/{LOSS_REGION}", x + width - box / 2, y + head / 2,
          COUNT_PX, box - 6, bold=True, align="center")
    canvas.fill_style = P.INK
    line_y = y + (head - LINE * len(lines)) / 2 + LINE / 2
    for line in lines:
        _text(canvas, line, x + 6, line_y, MIN_PX, width - box - 12, bold=True)
        line_y += LINE
    y += head
    for fb, title in cards:
        y += GAP
        h = _card_height(title)
        _draw_card(canvas, t, fb, title, x, y, width, h)
        y += h
    if hidden:
        y += GAP
        canvas.fill_style = P.PANEL
        canvas.fill_rect(x, y, width, LINE)
        canvas.fill_style = P.INK
        _text(canvas, f"+{len(hidden)}", x + 6, y + LINE / 2, MIN_PX, width - 12, bold=True)


def _draw_card(canvas, t, fb, title, x, y, w, h) -> None:
    """A full-blown crisis: its colour as fill, symbol and colour name, the total under it
    against the threat, and its title."""
    colour = fb.crisis.colour
    card_frame(canvas, colour, x, y, w, h, 1.5)
    canvas.fill_style = P.TEXT_ON[colour]
    canvas.text_baseline = "middle"
    total = t("board.total", total=fb.total, threat=fb.crisis.threat)  # "4 of 12"
    total_w = text_width(total, MIN_PX, bold=True)
    line_y = y + PAD + LINE / 2
    _text(canvas, t.colour(colour), x + 5, line_y, MIN_PX, w - total_w - 16, bold=True)
    _text(canvas, total, x + w - 5, line_y, MIN_PX, total_w + 1, bold=True, align="right")
    for line in title:
        line_y += LINE
        _text(canvas, line, x + 5, line_y, MIN_PX, w - 10)

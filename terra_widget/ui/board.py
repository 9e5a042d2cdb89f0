"""The world board: one pure ``draw(view, canvas)`` that paints a whole frame.

``draw`` keeps no state and reads only a ``PlayerView`` -- the app passes the public view
(``state.view(None)``), so the board can never show a hidden card. It works with any
object that has the ipycanvas drawing API; the app calls it inside ``hold_canvas()`` so a
frame is one message to the browser.

Layout (960 x 520 pixels; 960 x 560 in projector mode): the six regions as stylised
continents in a 3 x 2 grid that follows the map (Americas left, Europe/Africa middle,
Asia/Oceania right); each region shows its name, its full-blown count against the limit
and its full-blown crises as cards (colour fill, symbol, colour name, total under it
against the threat). Below the map: the impending crisis with the cards played on it and
the running total against its threat, and the size of the draw pile.

Projector mode is for the back of a classroom: the cards of the full-blown crises share
their region's width (one card is wide, three are narrow), the texts on a card take the
largest size that fits, wrapping a crisis title onto several lines (and breaking a long
word with a hyphen) rather than shrinking it, and never go below
:data:`PROJECTOR_MIN_PX`. The impending crisis card is taller (the canvas is
:data:`PROJECTOR_HEIGHT` high). The app draws it at
:data:`PROJECTOR_RESOLUTION` times the pixels (``resolution``), so that the board stays
sharp when the page stretches it over a wide projector.
"""

from __future__ import annotations

from ..i18n import Translator, translator
from ..rules import LOSS_REGION, Phase, Region
from . import palette as P
from .textfit import fit, text_width

WIDTH, HEIGHT = 960, 520
MAP_BOTTOM = 352
#: Projector mode: the board is taller (room for a larger impending crisis card) and
#: drawn with this many canvas pixels per board pixel.
PROJECTOR_HEIGHT = 560
PROJECTOR_RESOLUTION = 2
#: Projector mode: no text on a crisis card is drawn smaller than this (board pixels).
PROJECTOR_MIN_PX = 15

#: Each region's cell in the grid: (x, y, width, height).
CELLS = {
    Region.NORTH_AMERICA: (10, 10, 305, 165),
    Region.EUROPE: (327, 10, 305, 165),
    Region.ASIA_MIDDLE_EAST: (644, 10, 306, 165),
    Region.SOUTH_AMERICA: (10, 185, 305, 165),
    Region.AFRICA: (327, 185, 305, 165),
    Region.OCEANIA_SOUTH_EAST_ASIA: (644, 185, 306, 165),
}

#: A simple continent outline per region, in unit coordinates of its cell.
SHAPES = {
    Region.NORTH_AMERICA: [(0.05, 0.25), (0.30, 0.12), (0.70, 0.10), (0.95, 0.22), (0.88, 0.45),
                           (0.70, 0.62), (0.55, 0.95), (0.42, 0.80), (0.25, 0.62), (0.10, 0.48)],
    Region.EUROPE: [(0.20, 0.20), (0.45, 0.10), (0.80, 0.12), (0.92, 0.35), (0.78, 0.55),
                    (0.85, 0.80), (0.55, 0.90), (0.35, 0.75), (0.15, 0.60), (0.25, 0.40)],
    Region.ASIA_MIDDLE_EAST: [(0.05, 0.35), (0.25, 0.12), (0.60, 0.08), (0.95, 0.18),
                              (0.92, 0.50), (0.75, 0.70), (0.55, 0.92), (0.35, 0.75),
                              (0.15, 0.80), (0.08, 0.58)],
    Region.SOUTH_AMERICA: [(0.30, 0.10), (0.70, 0.12), (0.88, 0.35), (0.72, 0.60),
                           (0.55, 0.95), (0.42, 0.85), (0.35, 0.55), (0.20, 0.30)],
    Region.AFRICA: [(0.20, 0.15), (0.55, 0.08), (0.85, 0.20), (0.88, 0.45), (0.70, 0.65),
                    (0.58, 0.95), (0.45, 0.90), (0.35, 0.60), (0.12, 0.45)],
    Region.OCEANIA_SOUTH_EAST_ASIA: [(0.08, 0.15), (0.40, 0.10), (0.55, 0.30), (0.80, 0.40),
                                     (0.95, 0.65), (0.82, 0.92), (0.50, 0.90), (0.40, 0.65),
                                     (0.15, 0.45)],
}

CARD_W, CARD_H, CARD_GAP = 92, 84, 6
#: Projector mode: widest full-blown crisis card (a region's only one).
PROJECTOR_CARD_W = 200

_TRANSLATORS: dict[str, Translator] = {}


def _t(lang: str) -> Translator:
    t = _TRANSLATORS.get(lang)
    if t is None:
        t = _TRANSLATORS[lang] = translator(lang)
    return t


def size(projector: bool = False) -> tuple[int, int]:
    """The board's size in board pixels: (960, 520), or (960, 560) in projector mode."""
    return WIDTH, PROJECTOR_HEIGHT if projector else HEIGHT


def draw(view, canvas, *, lang: str = "en", projector: bool = False,
         resolution: float = 1) -> None:
    """Paint the whole board for ``view`` (use the public view) on ``canvas``.

    ``canvas`` is ``size(projector)`` times ``resolution`` pixels. Call it inside
    ``ipycanvas.hold_canvas()`` so that the frame is sent as one batch.
    """
    t = _t(lang)
    k = 1.2 if projector else 1.0  # projector mode: larger text
    canvas.clear()
    canvas.reset_transform()  # the last frame may have been scaled
    if resolution != 1:
        canvas.scale(resolution)
    canvas.fill_style = P.OCEAN
    canvas.fill_rect(0, 0, *size(projector))
    by_region, _, _ = view.full_blown_counts()
    margins, _, _ = view.loss_margins()
    crises_by_region: dict[Region, list] = {r: [] for r in CELLS}
    for fb in view.full_blown:
        crises_by_region[fb.crisis.region].append(fb)
    for region, cell in CELLS.items():
        _draw_region(canvas, t, k, region, cell, by_region[region], margins[region],
                     crises_by_region[region])
    _draw_impending(canvas, t, k, view, projector)


def _font(size: float, k: float, bold: bool = False) -> str:
    return f"{'bold ' if bold else ''}{round(size * k)}px sans-serif"


def _draw_region(canvas, t, k, region, cell, count, margin, full_blown) -> None:
    x, y, w, h = cell
    pts = [(x + u * w, y + v * h) for u, v in SHAPES[region]]
    canvas.fill_style = P.LAND
    canvas.fill_polygon(pts)
    danger = margin <= 1
    canvas.stroke_style = P.INK if danger else P.LAND_EDGE
    canvas.line_width = 5 if danger else 1.5
    if danger:
        canvas.set_line_dash([10, 6])
    canvas.stroke_polygon(pts)
    if danger:
        canvas.set_line_dash([])
    # name and count, on a white band so they stay readable over the land
    canvas.fill_style = P.PANEL
    canvas.global_alpha = 0.85
    canvas.fill_rect(x, y, w, 30)
    canvas.global_alpha = 1.0
    canvas.fill_style = P.INK
    canvas.text_baseline = "middle"
    canvas.text_align = "left"
    canvas.font = _font(17, k, bold=True)
    canvas.fill_text(t.region(region), x + 6, y + 15, w - 70)
    canvas.text_align = "right"
    sign = "⚠ " if danger else ""
    canvas.font = _font(18, k, bold=True)
    canvas.fill_text(f"{sign}{count}/{LOSS_REGION}", x + w - 6, y + 15)
    # the full-blown crises of the region, side by side
    shown = full_blown[:3]
    n = len(shown)
    if not n:
        return
    card_w, card_h, cy = CARD_W, CARD_H, y + 40
    if k > 1:  # projector: the cards share the region's width, and are taller
        card_w = min(PROJECTOR_CARD_W, (w - 4 - (n - 1) * CARD_GAP) / n)
        card_h, cy = h - 36, y + 34
    total_w = n * card_w + (n - 1) * CARD_GAP
    cx = x + (w - total_w) / 2
    for fb in shown:
        if k > 1:
            _draw_projector_card(canvas, t, fb.crisis, fb.total, cx, cy, card_w, card_h)
        else:
            _draw_crisis_card(canvas, t, k, fb.crisis, fb.total, cx, cy, card_w, card_h)
        cx += card_w + CARD_GAP
    if len(full_blown) > 3:  # only with custom decks
        canvas.fill_style = P.INK
        canvas.text_align = "right"
        canvas.font = _font(16, k, bold=True)
        canvas.fill_text(f"+{len(full_blown) - 3}", x + w - 4, y + h - 10)


_PHASE_KEY = {Phase.DRAW: "phase.draw", Phase.RESPOND: "phase.respond", Phase.PLAY: "phase.play",
              Phase.DISCARD: "phase.discard", Phase.OVER: "phase.over"}


def _turn_line(t, view) -> str:
    if view.is_over:
        return t("phase.over")
    turn = t("status.turn", turn=view.turn, player=view.players[view.current])
    return f"{turn} · {t(_PHASE_KEY[view.phase])}"


def _card_frame(canvas, colour, x, y, w, h, line_width) -> None:
    """A crisis card's background in its colour, with an ink border."""
    canvas.fill_style = P.FILL[colour]
    canvas.fill_rect(x, y, w, h)
    canvas.stroke_style = P.INK
    canvas.line_width = line_width
    canvas.stroke_rect(x, y, w, h)


def _draw_crisis_card(canvas, t, k, crisis, total, x, y, w, h, *, big=False) -> None:
    colour = crisis.colour
    _card_frame(canvas, colour, x, y, w, h, 2)
    canvas.fill_style = P.TEXT_ON[colour]
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    mid = x + w / 2
    if big:
        canvas.font = _font(15, k, bold=True)
        canvas.fill_text(t.colour(colour), mid, y + 16, w - 8)
        canvas.font = _font(13, k)
        canvas.fill_text(t.crisis_title(crisis), mid, y + 36, w - 8)
        canvas.fill_text(t.region(crisis.region), mid, y + 54, w - 8)
        canvas.font = _font(16, k, bold=True)
        canvas.fill_text(t("board.threat", threat=crisis.threat), mid, y + h - 18, w - 8)
        return
    canvas.font = _font(14, k, bold=True)
    canvas.fill_text(t.colour(colour), mid, y + 14, w - 6)
    canvas.font = _font(11, k)
    canvas.fill_text(t.crisis_title(crisis), mid, y + 32, w - 6)
    canvas.font = _font(20, k, bold=True)
    canvas.fill_text(f"{total}/{crisis.threat}", mid, y + 56, w - 6)
    canvas.font = _font(11, k)
    canvas.fill_text(t("board.threat", threat=crisis.threat), mid, y + h - 10, w - 6)


def _draw_projector_card(canvas, t, crisis, total, x, y, w, h, *, impending=False) -> None:
    """A crisis card for the back of the room: symbol and colour name, the title (wrapped
    onto up to five lines), then the total against the threat in big (a full-blown
    crisis) or the region and the threat (the impending one); each text as large as the
    card allows, never under :data:`PROJECTOR_MIN_PX`."""
    colour = crisis.colour
    _card_frame(canvas, colour, x, y, w, h, 3)
    # (text, largest px, max lines, bold, may be left out when the card is too small)
    if impending:
        blocks = [(t.colour(colour), 24, 1, True, False),
                  (t.crisis_title(crisis), 22, 3, False, False),
                  (t.region(crisis.region), 20, 2, False, False),
                  (t("board.threat", threat=crisis.threat), 24, 1, True, False)]
    else:
        blocks = [(t.colour(colour), 22, 1, True, False),
                  (t.crisis_title(crisis), 20, 5, False, False),
                  (f"{total}/{crisis.threat}", 28, 1, True, False),
                  (t("board.threat", threat=crisis.threat), 17, 1, False, True)]
    text_w, avail = w - 6, h - 6
    # a text that may be left out is, rather than squeezed, on a narrow card
    blocks = [b for b in blocks if not (b[4] and text_width(b[0], PROJECTOR_MIN_PX,
                                                            bold=b[3]) > text_w)]
    laid = _lay_out(blocks, text_w, avail)
    if laid is None:  # too small even at the smallest size: leave out what may be
        laid = _lay_out([b for b in blocks if not b[4]], text_w, avail, last_try=True)
    spare = avail - sum(_block_height(px, lines) for (px, lines), _ in laid)
    gap = max(0.0, spare / (len(laid) + 1))
    canvas.fill_style = P.TEXT_ON[colour]
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    mid, line_y = x + w / 2, y + 3 + gap
    for (px, lines), bold in laid:
        canvas.font = f"{'bold ' if bold else ''}{px}px sans-serif"
        for line in lines:
            canvas.fill_text(line, mid, line_y + _LINE * px / 2, text_w)
            line_y += _LINE * px
        line_y += gap


_LINE = 1.12  # line height, in font sizes


def _lay_out(blocks, width, height, *, last_try=False):
    """Fit every block's text in ``width``, all the blocks' largest sizes lowered
    together until they stack within ``height``; None if they never do (with
    ``last_try``: the smallest layout anyway)."""
    laid = []
    for cap in range(0, 16):
        laid = [(fit(text, width, largest=max(PROJECTOR_MIN_PX, big - cap),
                     smallest=PROJECTOR_MIN_PX, max_lines=lines, bold=bold), bold)
                for text, big, lines, bold, _ in blocks]
        if sum(_block_height(px, lines) for (px, lines), _ in laid) <= height:
            return laid
    return laid if last_try else None


def _block_height(px: int, lines: list[str]) -> float:
    return _LINE * px * len(lines)


def _draw_impending(canvas, t, k, view, projector=False) -> None:
    top = MAP_BOTTOM + 8
    canvas.fill_style = P.PANEL
    height = size(projector)[1]
    canvas.fill_rect(10, top, WIDTH - 20, height - top - 8)
    canvas.stroke_style = P.LAND_EDGE
    canvas.line_width = 1
    canvas.stroke_rect(10, top, WIDTH - 20, height - top - 8)
    canvas.text_baseline = "middle"
    # draw pile, on the right
    canvas.fill_style = P.MUTED
    for i in range(3):
        canvas.fill_rect(WIDTH - 120 + 4 * i, top + 28 - 4 * i, 70, 96)
    canvas.fill_style = P.INK
    canvas.text_align = "center"
    canvas.font = _font(15, k, bold=True)
    canvas.fill_text(t("board.pile", n=view.pile_size), WIDTH - 80, top + 140, 150)
    # whose turn and which phase, so the projected board alone tells the story
    canvas.fill_style = P.INK
    canvas.text_align = "left"
    canvas.font = _font(15, k, bold=True)
    canvas.fill_text(_turn_line(t, view), 240, top + 140, 560)
    canvas.font = _font(18, k, bold=True)
    crisis = view.impending
    if crisis is None:
        canvas.fill_style = P.MUTED
        canvas.fill_text(t("board.no_impending"), 30, top + 30)
        return
    canvas.fill_text(t("board.impending"), 30, top + 20)
    if projector:
        _draw_projector_card(canvas, t, crisis, 0, 24, top + 36, 206, height - top - 50,
                             impending=True)
    else:
        _draw_crisis_card(canvas, t, k, crisis, 0, 30, top + 36, 190, 110, big=True)
    total = sum(card.value for _, card in view.impending_plays)
    # running total against the threat, as a bar with the numbers written on it
    bx, by, bw, bh = 240, top + 40, 560, 34
    canvas.fill_style = "#DDDDDD"
    canvas.fill_rect(bx, by, bw, bh)
    canvas.fill_style = P.FILL[crisis.colour]
    canvas.fill_rect(bx, by, bw * min(1.0, total / crisis.threat), bh)
    canvas.stroke_style = P.INK
    canvas.line_width = 2
    canvas.stroke_rect(bx, by, bw, bh)
    canvas.fill_style = P.INK
    canvas.fill_rect(bx + bw - 2, by - 6, 4, bh + 12)  # the threat line
    canvas.fill_style = P.PANEL
    canvas.fill_rect(bx + bw / 2 - 60, by + 4, 120, bh - 8)
    canvas.fill_style = P.INK
    canvas.text_align = "center"
    canvas.font = _font(20, k, bold=True)
    canvas.fill_text(t("board.total", total=total, threat=crisis.threat), bx + bw / 2,
                     by + bh / 2, 116)
    # the cards played so far, with who played them
    canvas.text_align = "left"
    px, py = 240, top + 82
    for seat, card in view.impending_plays:
        canvas.fill_style = P.FILL[card.colour]
        canvas.fill_rect(px, py, 96, 44)
        canvas.stroke_style = P.INK
        canvas.line_width = 1
        canvas.stroke_rect(px, py, 96, 44)
        canvas.fill_style = P.TEXT_ON[card.colour]
        canvas.text_align = "center"
        canvas.font = _font(15, k, bold=True)
        canvas.fill_text(t.card(card), px + 48, py + 14, 90)
        canvas.font = _font(12, k)
        canvas.fill_text(view.players[seat], px + 48, py + 33, 90)
        px += 102
        if px > 780:
            break
    if view.phase is Phase.RESPOND:
        canvas.fill_style = P.INK
        canvas.text_align = "left"
        canvas.font = _font(15, k, bold=True)
        canvas.fill_text(t("board.waiting", player=view.players[view.responder]), 240,
                         top + 24, 540)

"""The panel under the board's map: the impending crisis (R3), the cards played on it
and their total against its threat, whose answer is awaited, and the draw pile's size.

It is the part of the board that most moves change, so :func:`.board.draw` can paint it
alone (``clear=True``) over its own rectangle and margin, which hold only ocean.
"""

from __future__ import annotations

from ..rules import Phase
from . import palette as P
from .board_units import (
    HEIGHT,
    IMPENDING_W,
    LINE,
    MIN_PX,
    PAD,
    PANEL_W,
    PANEL_X,
    card_frame,
    draw_text,
    map_bottom,
)
from .textfit import fit, text_width

#: Around the panel, ocean only (the map's land ends above it, the eastern strip beside
#: it): a panel painted again first covers its rectangle and this margin with ocean.
PANEL_MARGIN = 2


def draw_panel(canvas, t, view, *, clear: bool = False) -> None:
    """Under the map: the impending crisis, the cards played on it and their total
    against its threat, whose answer is awaited, and the draw pile. ``clear``: paint the
    panel's place with ocean first (the panel alone is being redrawn)."""
    x, y, w = PANEL_X, map_bottom() + 3, PANEL_W
    h = HEIGHT - 4 - y
    if clear:
        m = PANEL_MARGIN
        canvas.fill_style = P.OCEAN
        canvas.fill_rect(x - m, y - m, w + 2 * m, h + 2 * m)
        canvas.line_join = "round"  # as the map leaves it in a whole frame
        canvas.set_line_dash([])
    canvas.fill_style = P.PANEL
    canvas.fill_rect(x, y, w, h)
    canvas.stroke_style = P.LAND_EDGE
    canvas.line_width = 1
    canvas.stroke_rect(x, y, w, h)
    canvas.text_baseline = "middle"
    head_y = y + 3 + LINE / 2
    pile = t("board.pile", n=view.pile_size)
    pile_w = text_width(pile, MIN_PX, bold=True)
    canvas.fill_style = P.INK
    draw_text(canvas, pile, x + w - 6, head_y, MIN_PX, pile_w + 1, bold=True, align="right")
    crisis = view.impending
    label = t("board.impending") if crisis is not None else t("board.no_impending")
    _, (label,) = fit(label, w - pile_w - 24, largest=MIN_PX, smallest=MIN_PX, bold=True)
    canvas.fill_style = P.INK if crisis is not None else P.MUTED
    draw_text(canvas, label, x + 6, head_y, MIN_PX, w - pile_w - 24, bold=True)
    if crisis is None:
        return
    # the impending crisis's card: colour, threat, title and region
    cw, cy = IMPENDING_W, y + 6 + LINE
    ch = HEIGHT - 8 - cy
    card_frame(canvas, crisis.colour, x + 6, cy, cw, ch, 2)
    canvas.fill_style = P.TEXT_ON[crisis.colour]
    threat = t("board.threat", threat=crisis.threat)
    threat_w = text_width(threat, MIN_PX, bold=True)
    line_y = cy + PAD + LINE / 2
    draw_text(canvas, t.colour(crisis.colour), x + 11, line_y, MIN_PX, cw - threat_w - 16,
          bold=True)
    draw_text(canvas, threat, x + 6 + cw - 5, line_y, MIN_PX, threat_w + 1, bold=True,
          align="right")
    room = int((ch - 2 * PAD) // LINE) - 1  # lines under the colour: title, then region
    _, title = fit(t.crisis_title(crisis), cw - 10, largest=MIN_PX, smallest=MIN_PX,
                   max_lines=max(1, room - 1))
    _, region = fit(t.region(crisis.region), cw - 10, largest=MIN_PX, smallest=MIN_PX,
                    max_lines=max(1, room - len(title)))
    for line in title:
        line_y += LINE
        draw_text(canvas, line, x + 11, line_y, MIN_PX, cw - 10)
    line_y = cy + ch - PAD - LINE / 2 - LINE * (len(region) - 1)
    for line in region:
        draw_text(canvas, line, x + 11, line_y, MIN_PX, cw - 10)
        line_y += LINE
    # the running total against the threat, as a bar with the numbers written on it
    total = sum(card.value for _, card in view.impending_plays)
    bx, bw, by, bh = x + cw + 16, w - cw - 26, cy, 22
    canvas.fill_style = P.TRACK
    canvas.fill_rect(bx, by, bw, bh)
    canvas.fill_style = P.FILL[crisis.colour]
    canvas.fill_rect(bx, by, bw * min(1.0, total / crisis.threat), bh)
    canvas.stroke_style = P.INK
    canvas.line_width = 1.5
    canvas.stroke_rect(bx, by, bw, bh)
    label = t("board.total", total=total, threat=crisis.threat)
    label_w = text_width(label, MIN_PX, bold=True) + 10
    canvas.fill_style = P.PANEL
    canvas.fill_rect(bx + (bw - label_w) / 2, by + 2, label_w, bh - 4)
    canvas.fill_style = P.INK
    draw_text(canvas, label, bx + bw / 2, by + bh / 2, MIN_PX, label_w, bold=True,
          align="center")
    # who is awaited, then the cards played so far, with who played them (two columns)
    py = by + bh + 4 + LINE / 2
    if view.phase is Phase.RESPOND:
        _, (wait,) = fit(t("board.waiting", player=view.players[view.responder]), bw,
                         largest=MIN_PX, smallest=MIN_PX, bold=True)
        draw_text(canvas, wait, bx, py, MIN_PX, bw, bold=True)
        py += LINE + 2
    _draw_plays(canvas, t, view, bx, py, bw, HEIGHT - 6)


def _draw_plays(canvas, t, view, x, y, width, bottom) -> None:
    """The cards played on the impending crisis, oldest first, as small cards in their
    colour (symbol, colour name, value, who played it) flowing over lines; '+N' for those
    left out."""
    items = []
    for seat, card in view.impending_plays:
        _, (name,) = fit(view.players[seat], width / 2, largest=MIN_PX, smallest=MIN_PX)
        _, (label,) = fit(f"{t.card(card)} · {name}", width - 10, largest=MIN_PX,
                          smallest=MIN_PX)
        items.append((card.colour, label, text_width(label, MIN_PX) + 10))
    more_w = text_width(f"+{len(items)}", MIN_PX, bold=True) + 4
    lines = max(0, int((bottom - (y + LINE / 2)) // (LINE + 4)) + 1)
    if lines <= 0:
        return
    cx, line = x, 0
    for i, (colour, label, w) in enumerate(items):
        rest = i < len(items) - 1  # more items after this one
        if cx > x and cx + w > x + width:  # the next line
            if line == lines - 1:  # none: the room kept at the end says how many more
                _more(canvas, len(items) - i, cx, y + line * (LINE + 4), more_w)
                return
            cx, line = x, line + 1
        if line == lines - 1 and rest and cx + w + 6 + more_w > x + width:
            _more(canvas, len(items) - i, cx, y + line * (LINE + 4), more_w)
            return
        ly = y + line * (LINE + 4)
        card_frame(canvas, colour, cx, ly - LINE / 2 - 1, w, LINE + 2, 1)
        canvas.fill_style = P.TEXT_ON[colour]
        draw_text(canvas, label, cx + 5, ly, MIN_PX, w - 10)
        cx += w + 6


def _more(canvas, n, x, y, width) -> None:
    canvas.fill_style = P.INK
    draw_text(canvas, f"+{n}", x, y, MIN_PX, width, bold=True)

"""The board's units and sizes, and the two drawing primitives its parts share.

The board (:mod:`.board`) is laid out in *board units*: normal mode is 700 x 440 CSS
pixels, one unit per pixel; projector mode scales the same layout by
:data:`PROJECTOR_SCALE`. The region blocks on the map (:mod:`.board`) and the impending
crisis panel under it (:mod:`.board_panel`) both read these numbers, so they live here,
once.
"""

from __future__ import annotations

from . import palette as P
from . import worldmap

#: Normal mode, CSS pixels = board units.
WIDTH, HEIGHT = 700, 440
#: Projector mode: the same layout, larger (1200 x 754 CSS pixels).
PROJECTOR_SCALE = 12 / 7
PROJECTOR_WIDTH, PROJECTOR_HEIGHT = 1200, 754
#: Canvas pixels per CSS pixel the app uses in projector mode (the page stretches it).
PROJECTOR_RESOLUTION = 2
#: No text is smaller than this, in board units (so 24 CSS px on the projector).
MIN_PX = 14
PROJECTOR_MIN_PX = round(MIN_PX * PROJECTOR_SCALE)  # 24

COUNT_PX = 17  # a region's n/3: the number the class watches
LINE = 16  # height of a line of 14-unit text
PAD = 3  # inside a card, above and below its text
GAP = 3  # between cards of a block
CARD_TITLE_LINES = 2  # a real title always fits in two lines on a strip's width


def map_bottom() -> float:
    """Where the map ends (board units): the impending crisis panel starts under it."""
    return worldmap.rings(WIDTH)[0]


#: The impending crisis panel, under the map, beside the eastern strip; its card's width.
PANEL_X, PANEL_W = 4, 466
IMPENDING_W = 204


def draw_text(canvas, text, x, y, px, width, *, bold=False, align="left") -> None:
    """One line of text, vertically centred on ``y``, never wider than ``width``."""
    canvas.font = f"{'bold ' if bold else ''}{px}px sans-serif"
    canvas.text_align = align
    canvas.fill_text(text, x, y, width)


def card_frame(canvas, colour, x, y, w, h, line_width) -> None:
    """A crisis card's background in its colour, with an ink border."""
    canvas.fill_style = P.FILL[colour]
    canvas.fill_rect(x, y, w, h)
    canvas.stroke_style = P.INK
    canvas.line_width = line_width
    canvas.stroke_rect(x, y, w, h)

"""The board's and the widget's colours, keyed for drawing: the values are written once in
``terra_widget/colours.py`` (the Okabe–Ito palette, safe for colour-blind eyes), which the
simulation's charts read too; the style sheets read them as CSS custom properties
(``stylesheet.palette_css``).

Colour is never the only cue: each crisis colour also has a symbol (▲ ● ■, from
``terra_widget.i18n.COLOUR_SYMBOLS``) and is always named in words. Text colours are
chosen for a contrast of at least 4.5:1 on each fill.
"""

from __future__ import annotations

from ..colours import CRISIS_FILL, OKABE_ITO, UI
from ..colours import TEXT_ON as _TEXT_ON
from ..i18n import COLOUR_SYMBOLS
from ..rules import Colour

#: Fill of a crisis or Solution of each colour, and the text written on it.
FILL = {colour: CRISIS_FILL[colour.value] for colour in Colour}
TEXT_ON = {colour: _TEXT_ON[colour.value] for colour in Colour}
SYMBOL = COLOUR_SYMBOLS

OCEAN = UI["ocean"]
LAND = UI["land"]
LAND_EDGE = UI["land_edge"]
INK = UI["ink"]
MUTED = UI["muted"]
WARNING = OKABE_ITO["yellow"]
PANEL = UI["white"]
TRACK = UI["track"]  # the empty part of a bar

__all__ = ["FILL", "INK", "LAND", "LAND_EDGE", "MUTED", "OCEAN", "OKABE_ITO", "PANEL",
           "SYMBOL", "TEXT_ON", "TRACK", "WARNING"]

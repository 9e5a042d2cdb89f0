"""Colours and styles of the widget: the Okabe–Ito palette, safe for colour-blind eyes.

Colour is never the only cue: each crisis colour also has a symbol (▲ ● ■, from
``terra_widget.i18n.COLOUR_SYMBOLS``) and is always named in words. Text colours are
chosen for a contrast of at least 4.5:1 on each fill.
"""

from __future__ import annotations

from ..i18n import COLOUR_SYMBOLS
from ..rules import Colour

#: Okabe & Ito (2008), "Color Universal Design".
OKABE_ITO = {
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
    "black": "#000000",
}

#: Fill of a crisis or Solution of each colour, and the text written on it.
FILL = {
    Colour.GREEN: OKABE_ITO["bluish_green"],
    Colour.BLUE: OKABE_ITO["blue"],
    Colour.RED: OKABE_ITO["vermillion"],
}
TEXT_ON = {Colour.GREEN: "#000000", Colour.BLUE: "#FFFFFF", Colour.RED: "#000000"}
SYMBOL = COLOUR_SYMBOLS

OCEAN = "#DCEAF4"
LAND = "#E4DDCB"
LAND_EDGE = "#8C8470"
INK = "#1A1A1A"
MUTED = "#5A5A5A"
WARNING = OKABE_ITO["yellow"]
PANEL = "#FFFFFF"

#: The widget's style sheet lives in ``ui/style.py`` (one place for all its CSS).

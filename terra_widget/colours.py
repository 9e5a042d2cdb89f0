"""Every colour the project draws with, written once (standard library only, no import).

It sits below every layer: the simulation's charts and story (``sim``), the widget's
board and style sheet (``ui``, which turns it into CSS custom properties,
``ui.stylesheet.palette_css``) and the classroom's pages read the same values.

Colour is never the only cue: each crisis colour also has a symbol (green ▲, blue ●,
red ■, ``terra_widget.i18n.COLOUR_SYMBOLS``) and is always named in words. Text colours
are chosen for a contrast of at least 4.5:1 on each fill (WCAG 1.4.3).
"""

from __future__ import annotations

#: Okabe & Ito (2008), "Color Universal Design": told apart by colour-blind eyes too.
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

#: Fill of a crisis or Solution of each colour (R0.2), keyed by ``Colour.value``, and
#: the text written on it.
CRISIS_FILL = {"green": OKABE_ITO["bluish_green"], "blue": OKABE_ITO["blue"],
               "red": OKABE_ITO["vermillion"]}
TEXT_ON = {"green": "#000000", "blue": "#FFFFFF", "red": "#000000"}

#: The neutral and tinted colours of the pages, by role. Each tint keeps dark text at
#: 4.5:1 or more; the greys of disabled controls keep their label readable.
UI = {
    "white": "#FFFFFF",
    "black": "#000000",
    "ink": "#1A1A1A",            # body text
    "ink_soft": "#333333",       # hints and the colour legend
    "muted": "#5A5A5A",          # a card not playable now: its dashed edge
    "edge": "#555555",           # a gauge's border
    "rule": "#BBBBBB",           # table borders, the story's frame
    "rule_light": "#CCCCCC",     # the log's frame, the risk chart's grid
    "track": "#DDDDDD",          # the risk bar's empty part, a chart's grid
    "disabled": "#E0E0E0",       # a disabled button's face
    "disabled_text": "#4D4D4D",  # its label (about 7:1 on it)
    "tab": "#E6E6E6",            # an inactive tab
    "header": "#EDEDED",         # the debrief's column headers
    "status": "#F4F4F4",         # the status line's box
    "won": "#E8F5EF",            # the verdict of a game won
    "prompt": "#FFF8D6",         # the question for the class
    "to_act": "#FFF3C4",         # the player to act, in the players' table
    "error": "#FFE2D6",          # an error's box
    "notice": "#E3F0FA",         # a notice's box
    "lane": "#E8E8E8",           # the story: every other player's lane, its grid
    "lane_alt": "#FAFAFA",       # the other lanes
    "band": "#F6F6F6",           # the story: the limits' and the risk's backgrounds
    "ocean": "#DCEAF4",          # the board's sea
    "land": "#E4DDCB",
    "land_edge": "#8C8470",
}

#: Each region's land on the board: a light tint of its own (its name is always written
#: on the board), keyed by ``Region.value``.
REGION_TINT = {
    "north_america": "#E6D6AE",
    "south_america": "#CFE0AE",
    "europe": "#C3D8EA",
    "africa": "#EBCDAF",
    "asia_middle_east": "#E2C8DE",
    "oceania_south_east_asia": "#BFE0CC",
}

#: Series of a chart, in turn (blue, vermillion, bluish green, reddish purple, orange,
#: sky blue, black): the first three are the crisis colours' hues.
SERIES = tuple(OKABE_ITO[name] for name in ("blue", "vermillion", "bluish_green",
                                            "reddish_purple", "orange", "sky_blue", "black"))

__all__ = ["CRISIS_FILL", "OKABE_ITO", "REGION_TINT", "SERIES", "TEXT_ON", "UI"]

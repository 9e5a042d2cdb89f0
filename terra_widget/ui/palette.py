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

#: The widget's style sheet, scoped to ``.terra-app`` (put into the page by one HTML widget).
CSS = """
.terra-app { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1A1A1A; max-width: 1000px; }
.terra-app .terra-heading { font-size: 1.5em; font-weight: 700; margin: 2px 0; }
.terra-app .terra-tagline { color: #444; }
.terra-app .terra-status-box { font-size: 1.25em; line-height: 1.4; padding: 6px 12px;
  background: #F4F4F4; border-left: 8px solid #0072B2; }
.terra-app .terra-status-turn { font-weight: 700; }
.terra-app .terra-status-who { font-weight: 700; }
.terra-app .terra-counters { flex-wrap: wrap; gap: 6px; }
.terra-app .terra-colour-legend-inner { line-height: 1.5; color: #333; }
.terra-app .terra-colour-legend-item { white-space: nowrap; }
.terra-app .terra-colour-chip { display: inline-block; min-width: 1.3em; text-align: center;
  border-radius: 4px; font-weight: 700; }
.terra-app .terra-counter-inner { font-size: 1.35em; font-weight: 700; padding: 3px 10px;
  border: 2px solid #555; border-radius: 6px; background: #FFFFFF; color: #1A1A1A;
  white-space: nowrap; }
.terra-app .terra-counter.terra-warning .terra-counter-inner { background: #F0E442;
  border: 4px solid #000000; }
.terra-app .terra-counter.terra-broken .terra-counter-inner { background: #000000;
  color: #FFFFFF; border: 4px solid #000000; }
.terra-app .terra-end { font-size: 1.5em; padding: 14px 18px; border: 6px solid #000000;
  border-radius: 8px; }
.terra-app .terra-end h2 { font-size: 1.6em; margin: 0 0 8px 0; }
.terra-app .terra-end-lost .terra-end { background: #000000; color: #FFFFFF; }
.terra-app .terra-end-won .terra-end { background: #E8F5EF; color: #000000; }
.terra-app .terra-ranking { list-style: none; padding-left: 0; margin: 4px 0 0 0; }
.terra-app .terra-prompt-box { font-size: 1.3em; padding: 10px 14px; background: #FFF8D6;
  border: 3px solid #E69F00; border-radius: 8px; }
.terra-app .terra-log-box { max-height: 280px; overflow-y: auto; border: 1px solid #CCC;
  padding: 4px 10px; background: #FFFFFF; }
.terra-app .terra-log-box li { margin: 2px 0; }
.terra-app table.terra-table { border-collapse: collapse; }
.terra-app table.terra-table th, .terra-app table.terra-table td {
  border: 1px solid #BBB; padding: 3px 8px; text-align: left; }
.terra-app .terra-to-act { font-weight: 700; background: #FFF3C4; }
.terra-app .terra-card { font-weight: 700; min-width: 92px; }
.terra-app .terra-hint { color: #333; }
.terra-app .terra-error-box { color: #000; background: #FFE2D6; border: 3px solid #D55E00;
  padding: 6px 10px; }
.terra-app .terra-notice-box { background: #E3F0FA; border: 2px solid #0072B2;
  padding: 4px 10px; }
.terra-app .terra-risk-bar { height: 18px; background: #DDD; border: 1px solid #333;
  width: 320px; }
.terra-app .terra-risk-fill { height: 100%; background: #D55E00; }
.terra-app.terra-projector { font-size: 150%; max-width: none; }
.terra-app.terra-projector .terra-counter-inner { font-size: 1.8em; }
.terra-app.terra-projector .widget-button, .terra-app.terra-projector .widget-toggle-button {
  font-size: 1.35em; height: auto; min-height: 40px; padding: 4px 14px; }
.terra-app.terra-projector .widget-label, .terra-app.terra-projector .widget-html {
  font-size: 1.2em; }
"""

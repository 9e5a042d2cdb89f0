"""The classroom's own colours, by role, written once (standard library only).

The pages' style sheet (``pages/room.css``) reads them as CSS custom properties
(``--terra-room-<role>``, made by ``pages.live.room_css``); the picture of every table
(``tables_svg``) and the server's own banner (``voila.words``) as Python values. The
crisis colours, the ink and the chart series are the play widget's (``ui.palette``). Each
text colour keeps 4.5:1 or more on the fill it is written on (WCAG 1.4.3).
"""

from __future__ import annotations

ROOM = {
    "error": "#8B0000",          # an error's text and edge; the picture's loss limit
    "error_fill": "#FFF4F4",     # an error's box
    "notice": "#1F5F8B",         # a notice's and the PIN's edge
    "notice_fill": "#F2F8FC",    # their box
    "paused": "#8A6D00",         # the paused banner's edge
    "paused_fill": "#FFF3CD",    # its box; the picture's band one crisis below the limit
    "turn": "#1B7F3B",           # "your decision": its edge
    "turn_fill": "#EEFAF1",      # its box
    "rule": "#BBBBBB",           # the dashboard's and the seating's table borders
    "grid": "#D0D0D0",           # the picture of every table: its grid
    "gone_text": "#5C4400",      # the server's "the server went away" banner: its text
    "gone_edge": "#B38600",      # and its edge
}


def custom_properties() -> str:
    """``--terra-room-<role>: #RRGGBB;`` for every colour above (one CSS declaration
    block's body)."""
    return " ".join(f"--terra-room-{role.replace('_', '-')}: {value};"
                    for role, value in ROOM.items())

"""The marks of the story's picture: one shape per kind of moment, with the crisis
colour's symbol written in it (never colour alone), a ``<title>`` with the moment's
sentence, ``class="terra-story-moment"`` and ``data-position`` (where time travel goes).

The fills are the Okabe-Ito hues the board uses for the three crisis colours (colour-blind
safe), from ``terra_widget/colours.py``, which the board and the style sheets read too."""

from __future__ import annotations

from html import escape

from terra_widget.i18n import COLOUR_SYMBOLS

from ...colours import CRISIS_FILL as FILL
from ...colours import TEXT_ON, UI

INK = UI["black"]
GREY = UI["muted"]
LIGHT = UI["lane"]
WHITE, BLACK = UI["white"], UI["black"]


def text(x, y, s, size, anchor="start", weight=None, fill=INK, extra="") -> str:
    bold = f' font-weight="{weight}"' if weight else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"'
            f'{bold} fill="{fill}"{extra}>{escape(str(s))}</text>')


def shape(kind: str, colour: str | None, x: float, y: float, r: float, *,
          solved: bool = False, label: str | None = None, size: int = 14) -> str:
    """The drawing of one mark (without its group)."""
    fill = FILL.get(colour, GREY)
    on = TEXT_ON.get(colour, WHITE)
    symbol = COLOUR_SYMBOLS[colour] if colour else ""
    ty = y + size * 0.35
    if kind == "gave":
        out = f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{fill}"'
        out += f' stroke="{BLACK}" stroke-width="2.5"/>' if solved else "/>"
        return out + text(x, ty, symbol, size, "middle", fill=on)
    if kind == "hoarded":  # a lozenge: its points on a flat top, between two tips
        label = label if label is not None else ""
        flat = _flat(label, size)
        tip = half_width(kind, label, r, size)
        pts = (f"{x - tip:.1f},{y:.1f} {x - flat:.1f},{y - r:.1f} {x + flat:.1f},{y - r:.1f} "
               f"{x + tip:.1f},{y:.1f} {x + flat:.1f},{y + r:.1f} {x - flat:.1f},{y + r:.1f}")
        return (f'<polygon points="{pts}" fill="{LIGHT}" stroke="{INK}" stroke-width="1.5"/>'
                + text(x, ty, label, size, "middle"))
    if kind == "discarded":  # the card's symbol, crossed out twice
        d = r * 0.8
        return (text(x, ty, symbol, size, "middle", fill=fill)
                + f'<path d="M{x - d:.1f},{y - d:.1f}L{x + d:.1f},{y + d:.1f}'
                  f'M{x - d:.1f},{y + d:.1f}L{x + d:.1f},{y - d:.1f}" stroke="{GREY}" '
                  f'stroke-width="2.5"/>')
    if kind in ("held_back", "could_have_solved"):
        strong = kind == "could_have_solved"
        dash = "" if strong else ' stroke-dasharray="3 2"'
        width = 3 if strong else 2
        return (f'<rect x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r:.1f}" '
                f'height="{2 * r:.1f}" fill="{WHITE}" stroke="{INK if strong else fill}" '
                f'stroke-width="{width}"{dash}/>'
                + text(x, ty, symbol, size, "middle", fill=fill if not strong else INK))
    if kind == "full_blown":
        return text(x, ty, symbol, size, "middle", weight="bold", fill=fill)
    if kind == "solved":  # the symbol crossed out: the crisis is gone
        return (text(x, ty, symbol, size, "middle", fill=fill)
                + f'<path d="M{x - r:.1f},{y + r:.1f}L{x + r:.1f},{y - r:.1f}" '
                  f'stroke="{INK}" stroke-width="2"/>')
    if kind in ("near_limit", "lost", "saved"):
        out = (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r * 0.8:.1f}" '
               f'fill="{BLACK if kind == "lost" else WHITE}" stroke="{BLACK}" '
               f'stroke-width="2"/>')
        if kind == "saved":  # a tick: not to be read as a limit come within one
            d = r * 0.45
            out += (f'<path d="M{x - d:.1f},{y:.1f}L{x - d * 0.25:.1f},{y + d * 0.8:.1f}'
                    f'L{x + d:.1f},{y - d * 0.8:.1f}" fill="none" stroke="{BLACK}" '
                    f'stroke-width="2"/>')
        return out
    raise ValueError(f"unknown moment kind {kind!r}")


#: Half the advance of a digit (and of "?") in the sans-serif fonts the picture is shown in,
#: in em: DejaVu Sans's digits are 0.636 em wide, the widest of them.
_HALF_DIGIT = 0.32


def _flat(label: str, size: int) -> float:
    """Half the width of a hoard mark's flat top and bottom: its label (a set's points,
    R6.4: one digit or two) and a unit to spare each side, as wide as one digit at least."""
    return max(1, len(label)) * _HALF_DIGIT * size + 1


def half_width(kind: str, label: str | None, r: float, size: int) -> float:
    """How far a mark of ``kind`` reaches left and right of its centre: ``r``, or for a
    hoard its flat part and a tip of 0.6 ``r`` each side, so that two digits sit inside
    the shape, not across its outline."""
    if kind == "hoarded":
        return _flat(label or "", size) + 0.6 * r
    return r


def label_of(moment) -> str | None:
    """What a mark writes inside it besides a colour's symbol: a hoard's points (``?``
    where they are not shown)."""
    if moment.kind == "hoarded":
        return "?" if moment.points is None else str(moment.points)
    return None


def mark(moment, x: float, y: float, r: float, size: int) -> str:
    """One clickable mark: its group, its sentence as a tooltip, its shape."""
    label = label_of(moment)
    return (f'<g class="terra-story-moment" data-position="{moment.position}" '
            f'data-kind="{moment.kind}" tabindex="0"><title>{escape(moment.text)}</title>'
            + shape(moment.kind, moment.colour, x, y, r, solved=bool(moment.solved),
                    label=label, size=size) + "</g>")

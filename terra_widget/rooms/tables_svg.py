"""One picture of every table of a room: its full-blown crises against the limit of 7,
turn by turn, so that the class compares tables (widget-free, standard library only,
like ``board_svg``: it is an SVG document as text).

Colour is never the only cue (STYLE): every table's line also has its own dash pattern
and marker shape, and its name and result are written at its end. Text is 15 px or more
in a picture 680 px wide drawn at its own size: it fits beside JupyterLab's file browser
at 1280 px without being scaled down, so the text stays at least 14 px; the legend goes
under the plot, in as many columns as fit.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from terra_widget.i18n import translator
from terra_widget.rules import LOSS_TOTAL
from terra_widget.ui.palette import INK, MUTED, OKABE_ITO, PANEL
from terra_widget.ui.textfit import text_width

from .colours import ROOM

#: Okabe-Ito colours that read on white (yellow does not), in the order tables get them.
LINE_COLOURS = tuple(OKABE_ITO[name] for name in ("blue", "vermillion", "bluish_green",
                                                  "reddish_purple", "orange", "sky_blue",
                                                  "black"))
DASHES = ("", "9 4", "3 3", "12 4 3 4", "6 6", "2 6", "14 3")
MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross", "bar")
TEXT_PX, TITLE_PX = 15, 17
LIMIT = ROOM["error"]
NEAR_FILL = ROOM["paused_fill"]  # the band one crisis below the limit (R6.1: 6 of 7)
ROW = 22  # vertical room of one row of the legend
#: The picture's width: whole beside JupyterLab's file browser at 1280 px, never scaled.
WIDTH = 680


@dataclass(frozen=True)
class TableLine:
    """One table's curve: ``points`` are (turn, total full-blown crises) in game order,
    as many as there were moves (the last value of each turn is drawn)."""

    number: int
    status: str  # not_started / ongoing / saved / lost (room.TableRow.status)
    points: tuple[tuple[int, int], ...]

    def per_turn(self) -> list[tuple[int, int]]:
        last: dict[int, int] = {}
        for turn, total in self.points:
            last[turn] = total
        out = sorted(last.items())
        if not out or out[0][0] > 0:
            out.insert(0, (0, 0))  # every game starts with no full-blown crisis
        return out


def _marker(kind: str, x: float, y: float, colour: str) -> str:
    r = 5.5
    if kind == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{colour}"/>'
    if kind == "square":
        return (f'<rect x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r}" height="{2 * r}" '
                f'fill="{colour}"/>')
    if kind in ("triangle", "down"):
        s = -1 if kind == "triangle" else 1
        return (f'<polygon points="{x:.1f},{y + s * r * 1.2:.1f} {x - r * 1.1:.1f},'
                f'{y - s * r * 0.8:.1f} {x + r * 1.1:.1f},{y - s * r * 0.8:.1f}" '
                f'fill="{colour}"/>')
    if kind == "diamond":
        return (f'<polygon points="{x:.1f},{y - r * 1.3:.1f} {x + r:.1f},{y:.1f} '
                f'{x:.1f},{y + r * 1.3:.1f} {x - r:.1f},{y:.1f}" fill="{colour}"/>')
    if kind == "cross":
        return (f'<path d="M{x - r:.1f},{y - r:.1f}L{x + r:.1f},{y + r:.1f}M{x + r:.1f},'
                f'{y - r:.1f}L{x - r:.1f},{y + r:.1f}" stroke="{colour}" stroke-width="3"/>')
    return (f'<rect x="{x - r:.1f}" y="{y - 2:.1f}" width="{2 * r}" height="4" '
            f'fill="{colour}"/>')


def _wrap(text: str, width: float, px: float) -> list[str]:
    """``text`` in lines no wider than ``width`` (bold, ``px``), cut between words."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(lines[-1] + " " + word, px, bold=True) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def _tick_step(last: int) -> int:
    for step in (1, 2, 5, 10, 20, 50, 100):
        if last / step <= 12:
            return step
    return 200


def tables_svg(lines, *, lang: str = "en") -> str:
    """Every table's total of full-blown crises, turn by turn, against the limit of 7
    (R6.1): ``lines`` is a sequence of :class:`TableLine`. Only public counts are drawn
    (what the projector shows anyway), so the picture may be shown during the game."""
    t = translator(lang)
    lines = list(lines)
    labels = [t("classroom.story.line_label", table=t("classroom.teacher.table",
                                                      table=ln.number),
                status=t(f"classroom.status.{ln.status}"),
                total=(ln.per_turn()[-1][1]), limit=LOSS_TOTAL) for ln in lines]
    title = t("classroom.story.tables_title", limit=LOSS_TOTAL)
    title_lines = _wrap(title, WIDTH - 32, TITLE_PX)
    left, plot_w, plot_h = 56, WIDTH - 56 - 24, 315  # the band near the limit holds 2 lines
    top = 28 + 22 * len(title_lines) + 16
    # the legend under the plot, in as many columns as the width holds
    col_w = max([text_width(s, TEXT_PX, bold=True) for s in labels] + [100]) + 56
    columns = max(1, int((WIDTH - 32) // col_w))
    legend_top = top + plot_h + 72
    height = int(legend_top + ROW * -(-len(lines) // columns) + 8)
    width = WIDTH
    last_turn = max([ln.per_turn()[-1][0] for ln in lines] + [1])
    # the last turn 40 px from the right edge: its tag fits inside the plot
    x_of = lambda turn: left + (plot_w - 40) * turn / last_turn  # noqa: E731
    y_of = lambda total: top + plot_h * (1 - total / LOSS_TOTAL)  # noqa: E731
    desc = t("list.sep").join(labels) if labels else t("classroom.story.no_tables")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="terra-tables-svg" '
           f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img" '
           f'aria-label="{escape(title)}" font-family="sans-serif" font-size="{TEXT_PX}">',
           f"<title>{escape(title)}</title><desc>{escape(desc)}</desc>",
           f'<rect width="{width}" height="{height}" fill="{PANEL}"/>',
           *(f'<text x="16" y="{24 + 22 * i}" font-size="{TITLE_PX}" font-weight="bold" '
             f'fill="{INK}">{escape(line)}</text>' for i, line in enumerate(title_lines))]
    # the band one crisis from the limit, and the limit itself (R6.1)
    out.append(f'<rect x="{left}" y="{y_of(LOSS_TOTAL):.1f}" width="{plot_w}" '
               f'height="{y_of(LOSS_TOTAL - 1) - y_of(LOSS_TOTAL):.1f}" fill="{NEAR_FILL}"/>')
    for total in range(LOSS_TOTAL + 1):
        y = y_of(total)
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + plot_w}" y2="{y:.1f}" '
                   f'stroke="{ROOM["grid"]}"/>')
        out.append(f'<text x="{left - 8}" y="{y + 5:.1f}" text-anchor="end" '
                   f'fill="{INK}">{total}</text>')
    y7 = y_of(LOSS_TOTAL)
    out.append(f'<line class="terra-tables-limit" x1="{left}" y1="{y7:.1f}" '
               f'x2="{left + plot_w}" y2="{y7:.1f}" stroke="{LIMIT}" stroke-width="3" '
               f'stroke-dasharray="10 5"/>')
    halo = f'stroke="{PANEL}" stroke-width="4" paint-order="stroke"'
    out.append(f'<text x="{left + 6}" y="{y7 + 17:.1f}" fill="{LIMIT}" font-weight="bold" '
               f'{halo}>{escape(t("classroom.story.limit", limit=LOSS_TOTAL))}</text>')
    out.append(f'<text x="{left + 6}" y="{y7 + 36:.1f}" fill="{INK}" {halo}>'
               f'{escape(t("classroom.story.near", n=LOSS_TOTAL - 1))}</text>')
    step = _tick_step(last_turn)
    for turn in range(0, last_turn + 1, step):
        x = x_of(turn)
        out.append(f'<line x1="{x:.1f}" y1="{top + plot_h}" x2="{x:.1f}" '
                   f'y2="{top + plot_h + 5}" stroke="{INK}"/>')
        out.append(f'<text x="{x:.1f}" y="{top + plot_h + 22}" text-anchor="middle" '
                   f'fill="{INK}">{turn}</text>')
    out.append(f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" '
               f'y2="{top + plot_h}" stroke="{INK}" stroke-width="1.5"/>')
    out.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" '
               f'stroke="{INK}" stroke-width="1.5"/>')
    out.append(f'<text x="{left + plot_w / 2:.1f}" y="{top + plot_h + 46}" text-anchor="middle" '
               f'fill="{INK}">{escape(t("classroom.story.axis_turn"))}</text>')
    out.append(f'<text x="{left}" y="{top - 12}" fill="{INK}">'
               f'{escape(t("classroom.story.axis_total"))}</text>')
    # each line ends in a tag with its table's number; the legend below names it
    n = len(lines)
    tags: list[tuple[float, float, float]] = []
    for i, ln in enumerate(lines):
        colour = LINE_COLOURS[i % len(LINE_COLOURS)]
        dash = DASHES[i % len(DASHES)]
        marker = MARKERS[i % len(MARKERS)]
        # lines that run together are set a few pixels apart, each still readable
        nudge = (i - (n - 1) / 2) * min(3.0, 12.0 / max(n, 1))
        pts = [(x_of(turn), y_of(total) + nudge) for turn, total in ln.per_turn()]
        path = [f"M{pts[0][0]:.1f},{pts[0][1]:.1f}"]
        for (_x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
            path.append(f"H{x1:.1f}")
            if y1 != y0:
                path.append(f"V{y1:.1f}")
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        group = [f'<g class="terra-tables-line" data-table="{ln.number}" '
                 f'data-status="{escape(ln.status)}">',
                 f'<path d="{"".join(path)}" fill="none" stroke="{colour}" '
                 f'stroke-width="3"{dash_attr}/>']
        # a marker where the total rose (a new full-blown crisis) and at the end
        for (_x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
            if y1 < y0:
                group.append(_marker(marker, x1, y1, colour))
        group.append(_marker(marker, *pts[-1], colour))
        number = str(ln.number)
        tag_w = text_width(number, TEXT_PX, bold=True) + 10
        tx, ty = pts[-1][0] + 9, pts[-1][1] - 10
        while any(abs(ty - y) < 20 and tx < x + w + 2 and x < tx + tag_w + 2
                  for x, y, w in tags):
            tx += 6  # another table's tag is there: set this one beside it
        tags.append((tx, ty, tag_w))
        group.append(f'<rect x="{tx:.1f}" y="{ty:.1f}" width="{tag_w:.1f}" height="20" '
                     f'rx="4" fill="{PANEL}" stroke="{colour}" stroke-width="2"/>')
        group.append(f'<text x="{tx + tag_w / 2:.1f}" y="{ty + 15:.1f}" text-anchor="middle" '
                     f'font-weight="bold" fill="{INK}">{escape(number)}</text>')
        # the legend: a piece of the line with its marker, then the table's name and result
        lx = 16 + (i % columns) * col_w
        ly = legend_top + ROW / 2 + (i // columns) * ROW
        group.append(f'<line x1="{lx:.1f}" y1="{ly:.1f}" x2="{lx + 30:.1f}" y2="{ly:.1f}" '
                     f'stroke="{colour}" stroke-width="3"{dash_attr}/>')
        group.append(_marker(marker, lx + 15, ly, colour))
        weight = ' font-weight="bold"' if ln.status == "lost" else ""
        group.append(f'<text x="{lx + 38:.1f}" y="{ly + 5:.1f}" fill="{INK}"{weight}>'
                     f"{escape(labels[i])}</text>")
        group.append("</g>")
        out.extend(group)
    if not lines:
        out.append(f'<text x="{left + 12}" y="{top + plot_h / 2:.1f}" fill="{MUTED}">'
                   f'{escape(t("classroom.story.no_tables"))}</text>')
    out.append("</svg>")
    return "".join(out)

"""The story as one SVG picture, drawn as plain text like ``board_svg`` (no numpy, no
matplotlib: it works in the static site too).

From top to bottom, on one time axis in turns: the full-blown crises per region, per
colour and in all, each against its R6.1 limit (3, 4, 7: a labelled line); a lane per
player with the marks of its choices (top row: what it did; bottom row: what it held
back); the risk of collective loss; the axis. The viewBox is 1200 units wide by default, so
that at the usual width of a notebook or a 1280 px screen one unit is about one pixel and
the 14-unit text is 14 px (the projector picture uses 18). A narrower box (JupyterLab with
its file browser open, a teacher's page beside other panels) asks for ``width=``: the time
axis gets shorter and the text keeps its size, where scaling the picture down would
shrink the text below what a class can read."""

from __future__ import annotations

from html import escape

from terra_widget.checks import is_whole
from terra_widget.i18n import translator
from terra_widget.rules import COLOURS, REGIONS

from ...colours import UI
from .marks import FILL, GREY, INK, LIGHT, WHITE, half_width, label_of, mark, shape, text
from .moments import LIMITS
from .words import labels

BAND, LANE_ALT = UI["band"], UI["lane_alt"]

WIDTH = 1200
#: The narrowest picture: room for the longest region name, the limit labels and a time
#: axis of about 300 units.
MIN_WIDTH = 640
#: The picture in a notebook's output (``_repr_html_``) and in the widget: what JupyterLab
#: gives an output at 1280 px with the file browser open (about 830 px inside the widget),
#: so it never scrolls sideways there.
NOTEBOOK_WIDTH = 820
_DID = ("gave", "hoarded", "discarded")
_HELD = ("held_back", "could_have_solved")


class _Layout:
    def __init__(self, made, projector: bool, width: int):
        self.width = width
        self.font = 18 if projector else 14
        self.small = self.font
        self.left = 270 if projector else 230
        self.right = 34
        self.plot = width - self.left - self.right
        self.turns = max(1, made.turns)
        # x is proportional to the actions played, so that a busy turn (several crises
        # drawn in a row, R3.8) gets room for its marks; the axis is labelled in turns
        self.n = max(1, len(made.steps))
        self.turn_starts: dict[int, int] = {}
        for step in made.steps:
            self.turn_starts.setdefault(step.turn, step.position - 1)
        # the last action's counts are drawn on past it, a text's size wide: else the
        # crisis that broke a limit (R6.1), the last action, would show on no band
        self.tail = self.font

    def x(self, position: int) -> float:
        return self.left + (self.plot - self.tail) * min(position, self.n) / self.n


def time_axis(made, projector: bool, width: int) -> dict[int, float]:
    """The x of position 0 and of every step's position in ``story_svg(made, projector,
    width)``."""
    lay = _Layout(made, projector, width)
    return {p: lay.x(p) for p in [0] + [step.position for step in made.steps]}


def story_svg(made, projector: bool = False, width: int = WIDTH) -> str:
    """The picture of ``made`` (a ``Story``) as SVG text, ``width`` units (about CSS px)
    wide; every name is escaped."""
    if not is_whole(width) or not MIN_WIDTH <= width <= 4 * WIDTH:
        raise ValueError(f"the story's width must be a whole number of pixels from "
                         f"{MIN_WIDTH} to {4 * WIDTH}, not {str(width)[:20]!r}")
    lay = _Layout(made, projector, width)
    words = labels(made.lang)
    f = lay.font
    parts: list[str] = []
    y = f + 10
    outcome = {"lost": words["lost"], "saved": words["saved"]}.get(made.outcome,
                                                                    words["going"])
    heading = translator(made.lang)("story.label.heading", title=words["title"],
                                    outcome=outcome)
    parts.append(text(12, y, heading, f + 4, weight="bold"))
    y += 12
    y = _legend(parts, words, lay, y, made.outcome)
    counters = [(words["regions"], "region", [(r.value, words["regions_named"][r.value])
                                              for r in REGIONS]),
                (words["colours"], "colour", [(c.value, words["colours_named"][c.value])
                                              for c in COLOURS]),
                (words["total"], "total", [(None, "")])]
    top_counters = y
    tops: dict[tuple, float] = {}  # (kind, key) -> the y of that row's limit line
    spans = []  # each block's rows, from the top of the first to the foot of the last
    for title, kind, rows in counters:
        y = _counter_block(parts, made, lay, words, y, title, kind, rows, tops)
        spans.append((tops[(kind, rows[0][0])], y - 4))
    _limit_marks(parts, made, lay, top_counters, spans, tops)
    y = _lanes(parts, made, lay, words, y)
    y = _risk(parts, made, lay, words, y)
    y = _axis(parts, lay, words, y)
    height = int(y + 8)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="terra-story" '
            f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
            f'font-family="DejaVu Sans, Verdana, sans-serif" role="img">'
            f'<title>{escape(words["title"])}</title>'
            f'<rect width="{width}" height="{height}" fill="{WHITE}"/>'
            + "".join(parts) + "</svg>")


def _legend(parts, words, lay, y, outcome: str | None) -> float:
    f = lay.font
    y += f + 8
    x = 12.0
    parts.append(text(x, y, words["legend"], f, weight="bold"))
    x += len(words["legend"]) * f * 0.62 + 12
    items = [("gave", "green", False, "gave"), ("gave", "green", True, "solved"),
             ("hoarded", None, False, "hoarded"), ("discarded", "blue", False, "discarded"),
             ("held_back", "green", False, "held_back"),
             ("could_have_solved", "green", False, "could_have_solved"),
             ("full_blown", "green", False, "full_blown"),
             ("solved", "green", False, "crisis_solved"),
             ("near_limit", None, False, "near_limit")]
    if outcome in ("lost", "saved"):  # how this game ended, marked where it did (R6.1, R6.3)
        items.append((outcome, None, False, outcome))
    for kind, colour, solved, key in items:
        label = words["kinds"][key]
        half = half_width(kind, "", 9, f)  # 9, or a hoard's lozenge
        width = 2 * half + 8 + len(label) * f * 0.58
        if x + width > lay.width - 12:
            x, y = 12.0, y + f + 14
        parts.append(shape(kind, colour, x + half, y - f * 0.35, 9, solved=solved, size=f,
                           label=""))
        parts.append(text(x + 2 * half + 6, y, label, f))
        x += width + 14
    x, y = 12.0, y + f + 14
    for c in COLOURS:
        label = words["colours_named"][c.value]
        parts.append(f'<rect x="{x:.1f}" y="{y - f:.1f}" width="{f + 4}" height="{f + 4}" '
                     f'fill="{FILL[c.value]}"/>')
        parts.append(text(x + f + 10, y, label, f))
        x += f + 24 + len(label) * f * 0.62
    return y + 10


def _counter_block(parts, made, lay, words, y, title, kind, rows, tops) -> float:
    f = lay.font
    limit = LIMITS[kind]
    unit = {"region": 7, "colour": 6, "total": 10}[kind] * f / 14
    y += f + 10
    parts.append(text(12, y, f"{title} ({words['limit'][kind]})", f, weight="bold"))
    y += 6
    for key, label in rows:
        height = unit * limit
        top = tops[(kind, key)] = y
        base = top + height
        parts.append(f'<rect x="{lay.left}" y="{top:.1f}" width="{lay.plot}" '
                     f'height="{height:.1f}" fill="{BAND}"/>')
        if label:
            parts.append(text(lay.left - 8, base - 2, label, f, "end"))
        counts = [0] + [_count(s, kind, key) for s in made.steps]
        positions = [0] + [s.position for s in made.steps]
        d = [f"M{lay.x(0):.1f},{base:.1f}"]
        last = 0
        for p, n in zip(positions, counts, strict=True):
            if n != last:
                xp = lay.x(p)
                d.append(f"L{xp:.1f},{base - unit * last:.1f}L{xp:.1f},{base - unit * n:.1f}")
                last = n
        end = lay.left + lay.plot  # the counts as the story ends, a tail wide
        d.append(f"L{end:.1f},{base - unit * last:.1f}L{end:.1f},{base:.1f}Z")
        fill = FILL.get(key, GREY) if kind == "colour" else GREY
        parts.append(f'<path d="{"".join(d)}" fill="{fill}" fill-opacity="0.85"/>')
        # the limit: a dashed line at its height, labelled with its number (R6.1)
        parts.append(f'<line x1="{lay.left}" x2="{lay.left + lay.plot}" y1="{top:.1f}" '
                     f'y2="{top:.1f}" stroke="{INK}" stroke-dasharray="6 3"/>')
        parts.append(text(lay.left + lay.plot + 14, top + f * 0.8, str(limit), f,
                          extra=' class="terra-story-limit"'))
        if kind == "total":
            for n in range(0, limit, 2):
                parts.append(text(lay.left - 8, base - unit * n + f * 0.35, str(n), f, "end",
                                  fill=GREY))
        y = base + 4
    return y


def _count(step, kind, key) -> int:
    if kind == "region":
        return step.regions[key]
    if kind == "colour":
        return step.colours[key]
    return step.total


def _limit_marks(parts, made, lay, top, spans, tops) -> None:
    """A vertical line across the counters where a limit came within one, was broken,
    or where the world was saved -- over each block's rows, not across its heading; its
    mark (with the sentence) sits on the limit line of the row concerned, or above the
    counters for the saved world."""
    f = lay.font
    bottom = spans[-1][1] + 4
    for m in made.moments:
        if m.kind in ("near_limit", "lost", "saved"):
            x = lay.x(m.position)
            dash = "" if m.kind == "lost" else ' stroke-dasharray="4 3"'
            for y1, y2 in spans:
                parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{y1:.1f}" '
                             f'y2="{y2:.1f}" stroke="{INK}" stroke-width="1.5"{dash}/>')
            row = tops.get((m.limit, m.region or m.colour))
            parts.append(mark(m, x, top + f * 0.6 if row is None else row, 8, f))
    # under the counters, a row of the crises that went full-blown and one of those
    # solved: their symbols side by side, as in the players' lanes
    for kind, y in (("full_blown", bottom + f * 0.1), ("solved", bottom + f * 1.1)):
        marks = [m for m in made.moments if m.kind == kind]
        xs = dodge([lay.x(m.position) for m in marks], f + 2, lay.left, lay.left + lay.plot)
        for m, x in zip(marks, xs, strict=True):
            parts.append(mark(m, x, y, 7, f))


def _lanes(parts, made, lay, words, y) -> float:
    f = lay.font
    y += f * 2 + 14
    parts.append(text(12, y, words["lanes"], f, weight="bold"))
    y += 8
    row = f * 1.6
    by_seat: dict[int, list] = {}
    for m in made.moments:
        if m.seat is not None and (m.kind in _DID or m.kind in _HELD):
            by_seat.setdefault(m.seat, []).append(m)
    for seat, name in enumerate(made.players):
        top = y
        parts.append(f'<rect x="{lay.left}" y="{top:.1f}" width="{lay.plot}" '
                     f'height="{2 * row:.1f}" fill="{LIGHT if seat % 2 else LANE_ALT}"/>')
        most = int((lay.left - 20) / (f * 0.6))  # a long name is cut, whole in its title
        short = name if len(name) <= most else name[:most - 1] + "…"
        parts.append(f"<g><title>{escape(name)}</title>"
                     + text(lay.left - 8, top + row * 1.2, short, f, "end") + "</g>")
        r = f * 0.6
        for held in (False, True):
            marks = [m for m in by_seat.get(seat, ()) if (m.kind in _HELD) == held]
            # as far apart as the widest mark of the row (a hoard's two digits widen it)
            half = max([half_width(m.kind, label_of(m), r, f) for m in marks], default=r)
            xs = dodge([lay.x(m.position) for m in marks], 2 * half + 3, lay.left + half,
                       lay.left + lay.plot)
            for m, x in zip(marks, xs, strict=True):
                parts.append(mark(m, x, top + row * (1.5 if held else 0.5), r, f))
        y = top + 2 * row + 4
    return y


def dodge(xs: list[float], gap: float, lo: float, hi: float) -> list[float]:
    """Where to draw marks wanted at ``xs`` (in time order) on one row so that none hides
    another: at least ``gap`` apart and within ``lo``..``hi``. Each run of marks that
    would touch is spread evenly around the mean of their times, so a mark moves no more
    than its run needs and the marks keep their order (a mark's exact moment is in its
    sentence). A run too long for the row shares it evenly."""
    runs: list[list[float]] = []  # [sum of the wanted x, count, centre]
    for x in sorted(xs):
        runs.append([x, 1, x])
        while len(runs) > 1:
            (s0, n0, c0), (s1, n1, c1) = runs[-2], runs[-1]
            if c1 - c0 - (n0 + n1) / 2 * gap >= -1e-9:  # the two runs do not touch
                break
            runs[-2:] = [[s0 + s1, n0 + n1, (s0 + s1) / (n0 + n1)]]
            _within(runs[-1], gap, lo, hi)
        _within(runs[-1], gap, lo, hi)
    out = []
    for _total, n, centre in runs:
        step = min(gap, (hi - lo) / (n - 1)) if n > 1 else 0.0
        out += [centre + (k - (n - 1) / 2) * step for k in range(n)]
    order = sorted(range(len(xs)), key=xs.__getitem__)
    placed = [0.0] * len(xs)
    for i, x in zip(order, out, strict=True):
        placed[i] = x
    return placed


def _within(run: list[float], gap: float, lo: float, hi: float) -> None:
    """Move a run's centre so that its marks stay within ``lo``..``hi``."""
    half = min((run[1] - 1) * gap, hi - lo) / 2
    run[2] = min(max(run[2], lo + half), hi - half)


def _risk(parts, made, lay, words, y) -> float:
    f = lay.font
    y += f + 14
    parts.append(text(12, y, words["risk"] if made.risk else words["risk_none"], f,
                      weight="bold"))
    if not made.risk:
        return y + 6
    y += 8
    height = 100 * f / 14
    base = y + height
    parts.append(f'<rect x="{lay.left}" y="{y:.1f}" width="{lay.plot}" '
                 f'height="{height:.1f}" fill="{BAND}"/>')
    for p in (0, 50, 100):
        yy = base - height * p / 100
        parts.append(f'<line x1="{lay.left}" x2="{lay.left + lay.plot}" y1="{yy:.1f}" '
                     f'y2="{yy:.1f}" stroke="{LIGHT}"/>')
        parts.append(text(lay.left - 8, yy + f * 0.35, f"{p} %", f, "end", fill=GREY))
    d = []
    last = None
    for p, r in made.risk:  # a step curve: each estimate holds until the next one
        xp, yp = lay.x(p), base - height * r
        d.append(f"M{xp:.1f},{yp:.1f}" if last is None
                 else f"L{xp:.1f},{last:.1f}L{xp:.1f},{yp:.1f}")
        last = yp
    if last is not None:  # the last estimate holds to the end, as the counts do
        d.append(f"L{lay.left + lay.plot:.1f},{last:.1f}")
    parts.append(f'<path d="{"".join(d)}" fill="none" stroke="{INK}" stroke-width="2.5"/>')
    return base + 4


def _axis(parts, lay, words, y) -> float:
    """Ticks where turns start (the first, then every 5th or 10th), labelled in turns."""
    f = lay.font
    step = 1 if lay.turns <= 12 else 5 if lay.turns <= 60 else 10
    y += 4
    parts.append(f'<line x1="{lay.left}" x2="{lay.left + lay.plot}" y1="{y:.1f}" '
                 f'y2="{y:.1f}" stroke="{INK}"/>')
    last = -1e9
    for turn, start in sorted(lay.turn_starts.items()):
        x = lay.x(start)
        if (turn != 1 and turn % step) or x - last < 3 * f:
            continue
        last = x
        parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{y:.1f}" y2="{y + 5:.1f}" '
                     f'stroke="{INK}"/>')
        parts.append(text(x, y + f + 6, turn, f, "middle"))
    parts.append(text(lay.left - 8, y + f + 6, words["turn"], f, "end"))
    return y + f + 12


def story_html(made) -> str:
    """The picture with the turning points under it, for a notebook: drawn
    ``NOTEBOOK_WIDTH`` wide, with its text at 14 px; in a still narrower output area (a
    phone) it scrolls sideways rather than shrinking its text."""
    items = "".join(f"<li>{escape(tp.text)}</li>" for tp in made.turning_points)
    picture = story_svg(made, width=NOTEBOOK_WIDTH)
    return (f'<div class="terra-story-box"><div style="overflow-x:auto">{picture}'
            f'</div><ul class="terra-story-turning" style="font-size:14px">{items}</ul>'
            f'</div>')

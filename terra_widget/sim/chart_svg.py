"""The lessons' charts (``charts.Chart``) drawn as SVG with the standard library only: the
static site runs the lessons in the browser's Python (Pyodide), where matplotlib cannot
be shipped. The drawing follows matplotlib's (ticks of 1, 2 or 5 times a power of ten, a
light grid under labelled points) so that a chart reads the same in both.

The text is 16 px on a picture 800 px wide (8 inches at 100 px), which the notebook
shows at its own size: at least 14 px on screen at 1280x720, readable from the back of a
classroom.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

from ..colours import UI

if TYPE_CHECKING:  # the chart's description; it imports this module to draw itself
    from .charts import Panel, Series

#: The SVG's text size (px) and its width per inch of the matplotlib figure: 8 in -> 800 px.
SVG_FONT_PX = 16
SVG_PX_PER_INCH = 100
WHITE, BLACK, GRID = UI["white"], UI["black"], UI["track"]


def svg_document(panels, size: tuple[float, float]) -> str:
    """Panels stacked top to bottom as one SVG picture, ``size`` in inches (100 px each)."""
    width = round(size[0] * SVG_PX_PER_INCH)
    height = round(size[1] * SVG_PX_PER_INCH)
    f = SVG_FONT_PX
    band_h = height / len(panels)
    parts = [_svg_panel(panel, 0, i * band_h, width, band_h, f)
             for i, panel in enumerate(panels)]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="{f}">'
            f'<rect width="{width}" height="{height}" fill="{WHITE}"/>'
            + "".join(parts) + "</svg>")


def label_lifts(anchors, *, gap: float, near: float) -> list[float]:
    """How far to move each point's words (display units, y growing downwards; a lift is
    negative: upwards) so that no two of them on the same side of their points, with
    anchors less than ``near`` apart across, sit less than ``gap`` apart: strategies that
    share tables land on the same spot, and their names must stay readable.
    ``anchors``: (x, y, side) per point. The lowest words stay; each next one moves up
    just past those it would touch."""
    lifts = [0.0] * len(anchors)
    placed: list[tuple[float, float, object]] = []
    for i in sorted(range(len(anchors)), key=lambda k: -anchors[k][1]):
        x, y, side = anchors[i]
        target = y
        for px_, py_, pside in sorted(placed, key=lambda p: -p[1]):
            if pside == side and abs(px_ - x) < near and abs(py_ - target) < gap:
                target = py_ - gap
        placed.append((x, target, side))
        lifts[i] = target - y
    return lifts


def _nice_ticks(low: float, high: float, count: int = 6) -> list[float]:
    # steps of 1, 2 or 5 times a power of ten, as matplotlib picks: a step of 0.25 would
    # be written "0,2" by a one-decimal formatter
    if high <= low:
        high = low + 1
    raw = (high - low) / count
    step = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * step:
            step *= m
            break
    first = math.ceil(low / step - 1e-9) * step
    ticks = []
    t = first
    while t <= high + 1e-9 * step:
        ticks.append(round(t, 10))
        t += step
    return ticks


def _limits(panel: Panel, axis: str) -> tuple[float, float]:
    given = panel.xlim if axis == "x" else panel.ylim
    if given:
        return float(given[0]), float(given[1])
    values = []
    for s in panel.series:
        if axis == "x":
            values += s.x + [v for pair in s.xerr or [] for v in pair]
        else:
            values += s.y + (s.high or []) + [v for pair in s.yerr or [] for v in pair]
            if s.kind == "bars":
                values.append(0.0)
    values = [v for v in values if math.isfinite(v)]
    if not values:
        return 0.0, 1.0
    low, high = min(values), max(values)
    if axis == "x" and any(s.kind == "bars" for s in panel.series):
        low, high = low - 0.6, high + 0.6
    pad = (high - low) * 0.05 or 0.5
    return low - (0 if low == 0 and axis == "y" else pad), high + pad


def _text(x, y, s, anchor="middle", size=None, weight=None, rotate=None) -> str:
    attrs = f'x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}"'
    if size:
        attrs += f' font-size="{size}"'
    if weight:
        attrs += f' font-weight="{weight}"'
    if rotate is not None:
        attrs += f' transform="rotate({rotate} {x:.1f} {y:.1f})"'
    return f"<text {attrs}>{html.escape(str(s))}</text>"


def _default_format(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


def _svg_panel(panel: Panel, left: float, top: float, width: float, height: float,
               f: int) -> str:
    # room for the title above, the tick labels and axis label below and at the left
    x0, x1 = left + 4.6 * f, left + width - f
    y0, y1 = top + 2.2 * f, top + height - 3.6 * f
    xlow, xhigh = _limits(panel, "x")
    ylow, yhigh = _limits(panel, "y")

    def px(x):
        return x0 + (x - xlow) / (xhigh - xlow) * (x1 - x0)

    def py(y):
        return y1 - (y - ylow) / (yhigh - ylow) * (y1 - y0)

    out = [_text((x0 + x1) / 2, top + 1.4 * f, panel.title, size=round(f * 1.15))]
    fmt_x = panel.xformat or _default_format
    fmt_y = panel.yformat or _default_format
    if any(s.kind == "points" for s in panel.series):  # a light grid, as matplotlib's
        out += [f'<line x1="{px(v):.1f}" y1="{y0}" x2="{px(v):.1f}" y2="{y1}" '
                f'stroke="{GRID}"/>'
                for v in _nice_ticks(xlow, xhigh) if xlow <= v <= xhigh]
        out += [f'<line x1="{x0}" y1="{py(v):.1f}" x2="{x1}" y2="{py(v):.1f}" '
                f'stroke="{GRID}"/>'
                for v in _nice_ticks(ylow, yhigh) if ylow <= v <= yhigh]
    xticks = ([v for v in range(math.ceil(xlow), math.floor(xhigh) + 1)]
              if any(s.kind == "bars" for s in panel.series) else _nice_ticks(xlow, xhigh))
    for v in xticks:
        if xlow - 1e-9 <= v <= xhigh + 1e-9:
            out.append(f'<line x1="{px(v):.1f}" y1="{y1}" x2="{px(v):.1f}" y2="{y1 + 5}" '
                       f'stroke="{BLACK}"/>')
            out.append(_text(px(v), y1 + 1.3 * f, fmt_x(v)))
    for v in _nice_ticks(ylow, yhigh):
        if ylow - 1e-9 <= v <= yhigh + 1e-9:
            out.append(f'<line x1="{x0 - 5}" y1="{py(v):.1f}" x2="{x0}" y2="{py(v):.1f}" '
                       f'stroke="{BLACK}"/>')
            out.append(_text(x0 - 8, py(v) + f * 0.35, fmt_y(v), anchor="end"))
    out.append(_text((x0 + x1) / 2, y1 + 2.7 * f, panel.xlabel))
    out.append(_text(left + f, (y0 + y1) / 2, panel.ylabel, rotate=-90))
    middle = (x0 + x1) / 2
    anchors = [(px(x), py(y), px(x) < middle) for s in panel.series
               if s.kind == "points" and s.labels for x, y in zip(s.x, s.y, strict=True)]
    lifts = iter(label_lifts(anchors, gap=1.2 * f, near=7 * f))
    for s in panel.series:
        points = [(px(x), py(y)) for x, y in zip(s.x, s.y, strict=True) if math.isfinite(y)]
        if s.kind == "band":
            tops = [(px(x), py(y)) for x, y in zip(s.x, s.high, strict=True) if math.isfinite(y)]
            path = " ".join(f"{a:.1f},{b:.1f}" for a, b in points + tops[::-1])
            out.append(f'<polygon points="{path}" fill="{s.color}" fill-opacity="0.3"/>')
        elif s.kind == "bars":
            w = 0.8 * (px(1) - px(0))
            for x, y in zip(s.x, s.y, strict=True):
                base, tip = py(max(0.0, ylow)), py(y)
                out.append(f'<rect x="{px(x) - w / 2:.1f}" y="{min(base, tip):.1f}" '
                           f'width="{w:.1f}" height="{abs(base - tip):.1f}" fill="{s.color}"/>')
        elif s.kind == "points":
            out.append(_svg_points(s, px, py, (x0 + x1) / 2, f, lifts))
        else:
            path = " ".join(f"{a:.1f},{b:.1f}" for a, b in points)
            out.append(f'<polyline points="{path}" fill="none" stroke="{s.color}" '
                       'stroke-width="2"/>')
            for a, b in points:
                if s.marker == "o":
                    out.append(f'<circle cx="{a:.1f}" cy="{b:.1f}" r="5" fill="{s.color}"/>')
                elif s.marker == "s":
                    out.append(f'<rect x="{a - 5:.1f}" y="{b - 5:.1f}" width="10" height="10" '
                               f'fill="{s.color}"/>')
    out.append(f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" fill="none" '
               f'stroke="{BLACK}"/>')
    labelled = [s for s in panel.series if s.label]
    if panel.legend_place and labelled:
        lx = x0 + 0.6 * f if panel.legend_place == "upper left" else x1 - 14 * f
        for k, s in enumerate(labelled):
            ly = y0 + (k + 1) * 1.4 * f
            out.append(f'<rect x="{lx:.1f}" y="{ly - 0.8 * f:.1f}" width="{1.6 * f:.1f}" '
                       f'height="{0.8 * f:.1f}" fill="{s.color}" '
                       f'fill-opacity="{0.3 if s.kind == "band" else 1}"/>')
            out.append(_text(lx + 2.1 * f, ly, s.label, anchor="start"))
    return "".join(out)


def _svg_points(s: Series, px, py, middle: float, f: int, lifts) -> str:
    """Each point with its interval bars (capped) and its words: to its right, or to its
    left in the right half of the panel, so that they stay inside the picture; ``lifts``
    (an iterator, one per labelled point of the panel) moves words off each other."""
    out = []
    bar = f'stroke="{s.color}" stroke-width="2"'
    for i, (x, y) in enumerate(zip(s.x, s.y, strict=True)):
        a, b = px(x), py(y)
        if s.xerr:
            low, high = px(s.xerr[i][0]), px(s.xerr[i][1])
            out.append(f'<line x1="{low:.1f}" y1="{b:.1f}" x2="{high:.1f}" y2="{b:.1f}" {bar}/>')
            out += [f'<line x1="{c:.1f}" y1="{b - 5:.1f}" x2="{c:.1f}" y2="{b + 5:.1f}" {bar}/>'
                    for c in (low, high)]
        if s.yerr:
            low, high = py(s.yerr[i][0]), py(s.yerr[i][1])
            out.append(f'<line x1="{a:.1f}" y1="{low:.1f}" x2="{a:.1f}" y2="{high:.1f}" {bar}/>')
            out += [f'<line x1="{a - 5:.1f}" y1="{c:.1f}" x2="{a + 5:.1f}" y2="{c:.1f}" {bar}/>'
                    for c in (low, high)]
        out.append(f'<circle cx="{a:.1f}" cy="{b:.1f}" r="6" fill="{s.color}"/>')
        if s.labels:
            right = a < middle
            text = _text(a + (0.6 if right else -0.6) * f, b - 0.6 * f + next(lifts),
                         s.labels[i],
                         anchor="start" if right else "end")
            # a white halo behind the words keeps them readable over bars and grid lines
            out.append(text.replace("<text ", f'<text stroke="{WHITE}" stroke-width="4" '
                                    'paint-order="stroke" ', 1))
    return "".join(out)

"""Small charts for the lessons, drawn by matplotlib where it imports and as SVG otherwise.

The static site (``make lite``, issue #24) runs the lessons in the browser's Python
(Pyodide), where matplotlib and numpy cannot be shipped: a lesson that charted with
matplotlib directly stopped at its first chart there. A lesson describes its chart once
through :class:`Chart` and calls :meth:`Chart.show`; the same description is drawn by
matplotlib in JupyterLab and Voila (as before) and as an SVG picture in the site.

Both drawings keep the chart's text readable from the back of a classroom (issue #22):
at least 14 px on screen at 1280x720 (12-point text on figures 8 inches wide in
matplotlib; 16 px text on an SVG 800 px wide, which the notebook shows at its own size).

    chart = Chart(rows=2, size=(8, 8))
    top = chart.panel(0, title="...", xlabel="...", ylabel="...", ylim=(0, 100))
    top.band(xs, lows, highs, color="#E69F00", label="...")
    top.line(xs, ys, color="#D55E00", marker="o", label="...")
    top.legend("upper left")
    chart.show()

A panel may also hold labelled points with 95% intervals on both axes (``points``: the
class tournament's picture, lesson 06), and write its y ticks its own way (``yformat``).
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

#: matplotlib's font size for the charts (points); see the module's note on sizes.
FONT_POINTS = 12
#: The SVG's text size (px) and its width per inch of the matplotlib figure: 8 in -> 800 px.
SVG_FONT_PX = 16
SVG_PX_PER_INCH = 100
MARKERS = ("o", "s")
#: Colours told apart by colour-blind readers too (Okabe and Ito), for series in turn.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")
LEGEND_PLACES = ("upper left", "upper right")


def _numbers(values: Sequence[float], what: str) -> list[float]:
    try:
        return [float(v) for v in values]
    except (TypeError, ValueError):
        raise ValueError(f"{what} must be numbers, not {values!r}") from None


def _intervals(pairs, values: list[float], what: str) -> list[tuple[float, float]] | None:
    """``(low, high)`` per value, checked (a bound computed a hair past its value, as
    5e-17 for 0, is drawn as the value: see ``_spread``)."""
    if pairs is None:
        return None
    try:
        pairs = [(float(low), float(high)) for low, high in pairs]
    except (TypeError, ValueError):
        raise ValueError(f"{what} must be (low, high) pairs of numbers, not {pairs!r}") \
            from None
    if len(pairs) != len(values):
        raise ValueError(f"{what} needs one (low, high) pair per point ({len(values)} points, "
                         f"{len(pairs)} pairs)")
    return pairs


@dataclass
class Series:
    kind: str  # "line", "band", "bars" or "points"
    x: list[float]
    y: list[float]
    high: list[float] | None = None  # a band's top (y is its bottom)
    color: str = "#0072B2"
    label: str | None = None
    marker: str | None = None
    labels: list[str] | None = None  # points: the words beside each point
    xerr: list[tuple[float, float]] | None = None  # points: (low, high) per point
    yerr: list[tuple[float, float]] | None = None


@dataclass
class Panel:
    """One plotting area: axes, titles and the series drawn on it."""
    title: str = ""
    xlabel: str = ""
    ylabel: str = ""
    xlim: tuple[float, float] | None = None
    ylim: tuple[float, float] | None = None
    xformat: Callable[[float], str] | None = None
    yformat: Callable[[float], str] | None = None
    series: list[Series] = field(default_factory=list)
    legend_place: str | None = None

    def _add(self, kind, x, y, high=None, **style) -> Panel:
        x = _numbers(x, "x")
        y = _numbers(y, "y")
        if len(x) != len(y) or (high is not None and len(high) != len(x)):
            raise ValueError(f"a {kind} needs as many y values as x values "
                             f"({len(x)} x, {len(y)} y)")
        if style.get("marker") not in (None, *MARKERS):
            raise ValueError(f"marker must be one of {MARKERS} or None, "
                             f"not {style['marker']!r}")
        self.series.append(Series(kind, x, y, None if high is None else
                                  _numbers(high, "high"), **style))
        return self

    def line(self, x, y, *, color="#0072B2", marker=None, label=None) -> Panel:
        return self._add("line", x, y, color=color, marker=marker, label=label)

    def band(self, x, low, high, *, color="#E69F00", label=None) -> Panel:
        """A shaded area from ``low`` to ``high`` (a confidence interval)."""
        return self._add("band", x, low, high, color=color, label=label)

    def bars(self, x, y, *, color="#D55E00", label=None) -> Panel:
        return self._add("bars", x, y, color=color, label=label)

    def points(self, x, y, *, labels=None, xerr=None, yerr=None, color="#0072B2") -> Panel:
        """Points, each with its words beside it (``labels``) and its 95% interval on
        either axis (``xerr``, ``yerr``: a ``(low, high)`` pair per point)."""
        self._add("points", x, y, color=color)
        s = self.series[-1]
        if labels is not None:
            if len(labels) != len(s.x):
                self.series.pop()
                raise ValueError(f"points need one label per point ({len(s.x)} points, "
                                 f"{len(labels)} labels)")
            s.labels = [str(text) for text in labels]
        try:
            s.xerr = _intervals(xerr, s.x, "xerr")
            s.yerr = _intervals(yerr, s.y, "yerr")
        except ValueError:
            self.series.pop()
            raise
        return self

    def legend(self, place: str = "upper left") -> Panel:
        if place not in LEGEND_PLACES:
            raise ValueError(f"legend place must be one of {LEGEND_PLACES}, not {place!r}")
        self.legend_place = place
        return self


class Chart:
    """Panels stacked top to bottom, ``size`` in inches (matplotlib's figure size)."""

    def __init__(self, rows: int = 1, size: tuple[float, float] = (8, 4.5)):
        if not isinstance(rows, int) or rows < 1:
            raise ValueError(f"rows must be a whole number from 1 up, not {rows!r}")
        self.size = size
        self.panels = [Panel() for _ in range(rows)]

    def panel(self, row: int = 0, **settings) -> Panel:
        if not 0 <= row < len(self.panels):
            raise ValueError(f"row must be from 0 to {len(self.panels) - 1}, not {row!r}")
        panel = self.panels[row]
        for name, value in settings.items():
            if name not in ("title", "xlabel", "ylabel", "xlim", "ylim", "xformat", "yformat"):
                raise ValueError(f"unknown panel setting {name!r}; allowed: title, xlabel, "
                                 "ylabel, xlim, ylim, xformat, yformat")
            setattr(panel, name, value)
        return panel

    # -- showing -----------------------------------------------------------------------
    def show(self) -> None:
        """Draw the chart in the notebook: matplotlib if it imports, SVG otherwise."""
        from IPython.display import SVG, display

        try:
            import matplotlib.pyplot as plt
        except ImportError:  # the static site: no matplotlib in the browser (#24)
            display(SVG(self.svg()))
            return
        figure = self.figure()
        display(figure)
        plt.close(figure)

    def figure(self):
        """The chart as a matplotlib figure (its text FONT_POINTS, wherever it is drawn)."""
        import matplotlib.pyplot as plt

        # the size on every text, and as the default of those matplotlib makes when drawn
        with plt.rc_context({"font.size": FONT_POINTS}):
            figure, axes = plt.subplots(len(self.panels), 1, figsize=self.size,
                                        squeeze=False)
            for panel, ax in zip(self.panels, axes[:, 0], strict=True):
                _panel_figure(ax, panel, FONT_POINTS)
            figure.tight_layout()
        return figure

    def svg(self) -> str:
        """The chart as an SVG document (standard library only)."""
        width = round(self.size[0] * SVG_PX_PER_INCH)
        height = round(self.size[1] * SVG_PX_PER_INCH)
        f = SVG_FONT_PX
        parts = []
        band_h = height / len(self.panels)
        for i, panel in enumerate(self.panels):
            parts.append(_svg_panel(panel, 0, i * band_h, width, band_h, f))
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
                f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="{f}">'
                f'<rect width="{width}" height="{height}" fill="white"/>'
                + "".join(parts) + "</svg>")


def _panel_figure(ax, panel: Panel, f: float) -> None:
    from matplotlib.ticker import FuncFormatter

    for s in panel.series:
        if s.kind == "band":
            ax.fill_between(s.x, s.y, s.high, color=s.color, alpha=0.3, label=s.label)
        elif s.kind == "bars":
            ax.bar(s.x, s.y, color=s.color, label=s.label)
        elif s.kind == "points":
            _points_figure(ax, s, f)
        else:
            ax.plot(s.x, s.y, f"{s.marker or ''}-", color=s.color, label=s.label)
    ax.set_xlabel(panel.xlabel, fontsize=f)
    ax.set_ylabel(panel.ylabel, fontsize=f)
    ax.set_title(panel.title, fontsize=f * 1.15)
    ax.tick_params(labelsize=f)
    if panel.xlim:
        ax.set_xlim(*panel.xlim)
    if panel.ylim:
        ax.set_ylim(*panel.ylim)
    # called by matplotlib when it draws: the formats as the panel says them
    if panel.xformat:
        ax.xaxis.set_major_formatter(FuncFormatter(lambda x, pos, fmt=panel.xformat: fmt(x)))
    if panel.yformat:
        ax.yaxis.set_major_formatter(FuncFormatter(lambda y, pos, fmt=panel.yformat: fmt(y)))
    if any(s.kind == "points" for s in panel.series):
        ax.grid(alpha=0.3)
        _point_words_figure(ax, panel, f)
    if panel.legend_place:
        ax.legend(loc=panel.legend_place, fontsize=f)


def _spread(values, pairs):
    """The distances below and above each value (matplotlib's error bars), never
    negative."""
    if pairs is None:
        return None
    return [[max(0.0, v - low) for v, (low, _) in zip(values, pairs, strict=True)],
            [max(0.0, high - v) for v, (_, high) in zip(values, pairs, strict=True)]]


def _points_figure(ax, s: Series, f: float) -> None:
    ax.errorbar(s.x, s.y, xerr=_spread(s.x, s.xerr), yerr=_spread(s.y, s.yerr), fmt="o",
                markersize=10, capsize=4, alpha=0.85, color=s.color, label=s.label)


def _point_words_figure(ax, panel: Panel, f: float) -> None:
    """The words beside every labelled point of the panel, lifted apart where points sit
    close (``_label_lifts``), once the axes' limits are known."""
    words = [(x, y, text) for s in panel.series if s.kind == "points" and s.labels
             for x, y, text in zip(s.x, s.y, s.labels, strict=True)]
    if not words:
        return
    ax.get_xlim(), ax.get_ylim()  # settles the autoscaled limits transData reads
    points_per_px = 72 / ax.figure.dpi
    anchors = [(a, -b, True) for a, b in ax.transData.transform([(x, y) for x, y, _ in words])]
    lifts = _label_lifts(anchors, gap=1.35 * f / points_per_px, near=7 * f / points_per_px)
    for (x, y, text), lift in zip(words, lifts, strict=True):
        ax.annotate(text, (x, y), xytext=(8, 8 - lift * points_per_px),
                    textcoords="offset points", fontsize=f,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "alpha": 0.75,
                          "ec": "none"})


def _label_lifts(anchors, *, gap: float, near: float) -> list[float]:
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


# -- SVG drawing ---------------------------------------------------------------------
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
        out += [f'<line x1="{px(v):.1f}" y1="{y0}" x2="{px(v):.1f}" y2="{y1}" stroke="#ddd"/>'
                for v in _nice_ticks(xlow, xhigh) if xlow <= v <= xhigh]
        out += [f'<line x1="{x0}" y1="{py(v):.1f}" x2="{x1}" y2="{py(v):.1f}" stroke="#ddd"/>'
                for v in _nice_ticks(ylow, yhigh) if ylow <= v <= yhigh]
    xticks = ([v for v in range(math.ceil(xlow), math.floor(xhigh) + 1)]
              if any(s.kind == "bars" for s in panel.series) else _nice_ticks(xlow, xhigh))
    for v in xticks:
        if xlow - 1e-9 <= v <= xhigh + 1e-9:
            out.append(f'<line x1="{px(v):.1f}" y1="{y1}" x2="{px(v):.1f}" y2="{y1 + 5}" '
                       'stroke="black"/>')
            out.append(_text(px(v), y1 + 1.3 * f, fmt_x(v)))
    for v in _nice_ticks(ylow, yhigh):
        if ylow - 1e-9 <= v <= yhigh + 1e-9:
            out.append(f'<line x1="{x0 - 5}" y1="{py(v):.1f}" x2="{x0}" y2="{py(v):.1f}" '
                       'stroke="black"/>')
            out.append(_text(x0 - 8, py(v) + f * 0.35, fmt_y(v), anchor="end"))
    out.append(_text((x0 + x1) / 2, y1 + 2.7 * f, panel.xlabel))
    out.append(_text(left + f, (y0 + y1) / 2, panel.ylabel, rotate=-90))
    middle = (x0 + x1) / 2
    anchors = [(px(x), py(y), px(x) < middle) for s in panel.series
               if s.kind == "points" and s.labels for x, y in zip(s.x, s.y, strict=True)]
    lifts = iter(_label_lifts(anchors, gap=1.2 * f, near=7 * f))
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
               'stroke="black"/>')
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
            out.append(text.replace("<text ", '<text stroke="white" stroke-width="4" '
                                    'paint-order="stroke" ', 1))
    return "".join(out)

"""Small charts for the lessons, drawn by matplotlib where it imports and as SVG otherwise.

The static site (``make lite``) runs the lessons in the browser's Python (Pyodide), where
matplotlib and numpy cannot be shipped, so a lesson that charted with matplotlib directly
would stop at its first chart there. A lesson describes its chart once through
:class:`Chart` and calls :meth:`Chart.show`; the same description is drawn by matplotlib
in JupyterLab and Voila and as an SVG picture in the site (``chart_svg``).

Both drawings keep the chart's text readable from the back of a classroom: at least
14 px on screen at 1280x720 (12-point text on figures 8 inches wide in matplotlib;
16 px text on an SVG 800 px wide, which the notebook shows at its own size). The series'
colours are the project's (``terra_widget/colours.py``), told apart by colour-blind eyes.

    chart = Chart(rows=2, size=(8, 8))
    top = chart.panel(0, title="...", xlabel="...", ylabel="...", ylim=(0, 100))
    top.band(xs, lows, highs, color=ORANGE, label="...")
    top.line(xs, ys, color=VERMILLION, marker="o", label="...")
    top.legend("upper left")
    chart.show()

A panel may also hold labelled points with 95% intervals on both axes (``points``: the
class tournament's picture, lesson 06), and write its y ticks its own way (``yformat``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..colours import OKABE_ITO, SERIES, UI
from .chart_svg import SVG_FONT_PX, SVG_PX_PER_INCH, label_lifts, svg_document

__all__ = ["FONT_POINTS", "MARKERS", "PALETTE", "SVG_FONT_PX", "SVG_PX_PER_INCH", "Chart",
           "Panel", "Series"]

#: matplotlib's font size for the charts (points); see the module's note on sizes.
FONT_POINTS = 12
MARKERS = ("o", "s")
#: Colours told apart by colour-blind readers too (Okabe and Ito), for series in turn.
PALETTE = SERIES
BLUE, VERMILLION, ORANGE = OKABE_ITO["blue"], OKABE_ITO["vermillion"], OKABE_ITO["orange"]
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
    color: str = BLUE
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

    def line(self, x, y, *, color=BLUE, marker=None, label=None) -> Panel:
        return self._add("line", x, y, color=color, marker=marker, label=label)

    def band(self, x, low, high, *, color=ORANGE, label=None) -> Panel:
        """A shaded area from ``low`` to ``high`` (a confidence interval)."""
        return self._add("band", x, low, high, color=color, label=label)

    def bars(self, x, y, *, color=VERMILLION, label=None) -> Panel:
        return self._add("bars", x, y, color=color, label=label)

    def points(self, x, y, *, labels=None, xerr=None, yerr=None, color=BLUE) -> Panel:
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
        except ImportError:  # the static site: no matplotlib in the browser's Python
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
        """The chart as an SVG document (standard library only: ``chart_svg``)."""
        return svg_document(self.panels, self.size)


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
    lifts = label_lifts(anchors, gap=1.35 * f / points_per_px, near=7 * f / points_per_px)
    for (x, y, text), lift in zip(words, lifts, strict=True):
        ax.annotate(text, (x, y), xytext=(8, 8 - lift * points_per_px),
                    textcoords="offset points", fontsize=f,
                    bbox={"boxstyle": "round,pad=0.15", "fc": UI["white"], "alpha": 0.75,
                          "ec": "none"})

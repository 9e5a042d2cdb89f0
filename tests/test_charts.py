"""The lessons' charts (terra_widget/sim/charts.py): drawn by matplotlib where it imports,
as SVG where it does not (the static site), with text readable on a projector (at least
14 px on screen at 1280 wide, 833 px of output width)."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET

import pytest

from terra_widget.sim.charts import Chart

SVG = "{http://www.w3.org/2000/svg}"


def lesson_like_chart() -> Chart:
    chart = Chart(rows=2, size=(8, 8))
    top = chart.panel(0, title="Lost <worlds> & more", xlabel="greed", ylabel="lost (%)",
                      ylim=(0, 100), xlim=(-0.05, 1.05),
                      xformat=lambda x: f"{x:.1f}".replace(".", ","))
    top.band([0, 0.5, 1], [10, 20, 30], [20, 30, 40], label="95%")
    top.line([0, 0.5, 1], [15, 25, 35], marker="o", label="lost")
    top.legend("upper left")
    chart.panel(1, title="winner").line([0, 0.5, 1], [30, float("nan"), 32], marker="s")
    return chart


def test_the_svg_chart_is_readable_and_escapes_its_words():
    root = ET.fromstring(lesson_like_chart().svg())  # well-formed: words are escaped
    width = float(root.get("width"))
    base = float(root.get("font-size"))
    texts = [(t.text, float(t.get("font-size", base))) for t in root.iter(f"{SVG}text")]
    words = [text for text, _ in texts]
    assert "Lost <worlds> & more" in words
    assert {"0,0", "0,2", "1,0"} <= set(words)  # the panel's own tick format
    assert {"95%", "lost", "winner", "100"} <= set(words)
    smallest = min(size for _, size in texts) * min(1.0, 833 / width)
    assert smallest >= 14


def test_show_draws_svg_when_matplotlib_is_missing(monkeypatch):
    shown = []
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)  # import fails
    monkeypatch.setattr("IPython.display.display", lambda obj: shown.append(obj))
    lesson_like_chart().show()
    assert len(shown) == 1
    assert shown[0]._repr_svg_().startswith("<svg")


def test_show_draws_with_matplotlib_where_it_imports(monkeypatch):
    from matplotlib.figure import Figure  # the lessons' extra, installed in CI

    shown = []
    monkeypatch.setattr("IPython.display.display", lambda obj: shown.append(obj))
    lesson_like_chart().show()
    assert len(shown) == 1 and isinstance(shown[0], Figure)
    texts = shown[0].findobj(lambda a: hasattr(a, "get_fontsize"))
    assert min(t.get_fontsize() for t in texts) >= 12  # 16 px at 8 inches in 833 px


@pytest.mark.parametrize("call, message", [
    (lambda c: c.panel(3), "row must be from 0 to 0"),
    (lambda c: c.panel(0, colour="red"), "unknown panel setting 'colour'"),
    (lambda c: c.panel(0).line([0, 1], [1]), "as many y values as x values"),
    (lambda c: c.panel(0).line([0, 1], ["a", 2]), "y must be numbers"),
    (lambda c: c.panel(0).line([0], [1], marker="x"), "marker must be one of"),
    (lambda c: c.panel(0).legend("middle"), "legend place must be one of"),
])
def test_bad_chart_input_says_what_is_allowed(call, message):
    with pytest.raises(ValueError, match=message):
        call(Chart())


def tournament_like_chart() -> Chart:
    """Lesson 06's picture: labelled points with 95% intervals on both axes, percent ticks
    written as the language writes them."""
    chart = Chart(size=(8, 6))
    panel = chart.panel(title="Do winners save the world?", xlabel="saved", ylabel="wins",
                        xformat=lambda x: f"{round(100 * x)} %",
                        yformat=lambda y: f"{round(100 * y)} %")
    panel.points([0.78], [0.1], labels=["<ana> & co"], xerr=[(0.62, 0.88)],
                 yerr=[(0.03, 0.25)], color="#0072B2")
    panel.points([0.85], [1.0], labels=["selfish"], xerr=[(0.71, 0.93)],
                 yerr=[(0.88, 1.0)], color="#D55E00")
    return chart


def test_the_svg_points_chart_draws_each_point_its_words_and_its_intervals():
    root = ET.fromstring(tournament_like_chart().svg())
    base = float(root.get("font-size"))
    texts = {t.text: float(t.get("font-size", base)) for t in root.iter(f"{SVG}text")}
    assert {"<ana> & co", "selfish", "Do winners save the world?"} <= set(texts)
    assert {"20 %", "100 %", "70 %"} <= set(texts)  # the panel's formats, on both axes
    assert min(texts.values()) * min(1.0, 833 / float(root.get("width"))) >= 14
    assert len(list(root.iter(f"{SVG}circle"))) == 2
    # per point: an interval bar and two caps on each axis, in the point's colour
    bars = [line for line in root.iter(f"{SVG}line") if line.get("stroke") == "#D55E00"]
    assert len(bars) == 6
    # the x axis spans both intervals, whatever the points' own values
    tick_words = {t.text for t in root.iter(f"{SVG}text")}
    assert "60 %" in tick_words and "90 %" in tick_words


def test_the_points_chart_draws_with_matplotlib(monkeypatch):
    figure = tournament_like_chart().figure()
    words = {t.get_text() for t in figure.findobj(lambda a: hasattr(a, "get_text"))}
    assert {"<ana> & co", "selfish", "wins", "saved"} <= words
    import matplotlib.pyplot as plt

    plt.close(figure)


def crowded_points_chart() -> Chart:
    """Lesson 06's picture when example strategies share their tables: four points at the
    same x, two of them almost on one spot (as the French run in the site drew them)."""
    chart = Chart(size=(8, 6))
    panel = chart.panel(title="t", xlabel="saved", ylabel="wins")
    for name, y, colour in (("example_greedy", 0.225, "#D55E00"), ("example_middle", 0.19,
                            "#009E73"), ("example_careful", 0.097, "#0072B2"),
                            ("balanced 0.5", 0.35, "#56B4E9")):
        panel.points([0.775], [y], labels=[name], xerr=[(0.62, 0.88)], yerr=[(0, 0.5)],
                     color=colour)
    panel.points([0.85], [0.117], labels=["cooperative"], color="#CC79A7")
    panel.points([0.725], [1.0], labels=["selfish"], color="#E69F00")  # the axis to 100%
    return chart


def test_the_words_of_close_points_do_not_cover_each_other_in_svg():
    root = ET.fromstring(crowded_points_chart().svg())
    f = float(root.get("font-size"))
    ys = sorted(float(t.get("y")) for t in root.iter(f"{SVG}text")
                if t.text and t.text.startswith(("example", "balanced")))
    assert len(ys) == 4
    # one line of words each: the baselines at least a line apart (words 16 px high)
    assert min(b - a for a, b in zip(ys, ys[1:], strict=False)) >= 1.1 * f, ys


def test_the_words_of_close_points_do_not_cover_each_other_with_matplotlib():
    import matplotlib.pyplot as plt

    figure = crowded_points_chart().figure()
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    boxes = {t.get_text(): t.get_window_extent(renderer) for t in figure.findobj(
        lambda a: hasattr(a, "get_text")
        and a.get_text().startswith(("example", "coop", "balanced")))}
    plt.close(figure)
    assert len(boxes) == 5
    names = sorted(boxes)
    touching = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]
                if boxes[a].overlaps(boxes[b])]
    assert not touching, touching


@pytest.mark.parametrize("call, message", [
    (lambda p: p.points([0.5], [0.5], labels=["a", "b"]), "one label per point"),
    (lambda p: p.points([0.5], [0.5], xerr=[(0.1, 0.9), (0, 1)]), "one .low, high. pair"),
    (lambda p: p.points([0.5], [0.5], yerr=[0.1]), r"yerr must be \(low, high\) pairs"),
])
def test_bad_points_say_what_is_allowed(call, message):
    panel = Chart().panel()
    with pytest.raises(ValueError, match=message):
        call(panel)
    assert panel.series == []  # nothing half-added

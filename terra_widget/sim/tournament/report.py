"""A tournament's reports: text, HTML (every text escaped: file and class names are the
students'), CSV, JSON and its chart, each in one of the five languages where it has words.

Each function takes a ``TournamentResult`` (``results``), whose methods call them."""

from __future__ import annotations

from pathlib import Path

from terra_widget.i18n import translator

#: GameRecord.contributed's order of the colours.
COLOURS = ("green", "blue", "red")
#: The tournament's picture, in inches (``plot``): shown at its own width, 800 px, in a
#: notebook at 1280x720, so that its 12-point text is 16 px there, as readable on a
#: projector as the other lessons' charts.
CHART_SIZE = (8, 6)


def parts(result, lang: str | None):
    """The report's parts in ``lang``: title, legend, rows (the first is the
    header), the problems' heading and lines -- what ``table`` and ``html`` show."""
    from terra_widget.i18n.numbers import decimal, integer, percent

    lang = lang or result.lang
    t = translator(lang)
    s = result.summary()
    head = t("tournament.title.one" if result.games_each == 1 else "tournament.title",
             strategies=len(result.entrants), n=integer(result.games_each, lang),
             tables=integer(len(result.games), lang), seats=result.seats, seed=result.seed)

    def pct(x):
        return "-" if x is None else percent(x, lang, 0)

    def num(x):
        return "-" if x is None else decimal(x, lang)

    def ci(pair, f):
        return "-" if pair[0] is None else t("report.range", low=f(pair[0]),
                                             high=f(pair[1]))

    rows = [[t(f"tournament.col.{k}") for k in ("strategy", "games", "saved", "ci",
                                                 "wins", "ci", "points", "hoard",
                                                 "given", "marked")]]
    for name, f in result.named(s, t).items():
        given = "/".join(num(f["given"][c]) for c in COLOURS)
        rows.append([name, integer(f["games"], lang), pct(f["saved"]),
                     ci(f["saved_ci95"], pct) if f["games"] else "-",
                     pct(f["win_rate_when_saved"]),
                     ci(f["win_rate_ci95"], pct) if f["saved"] else "-",
                     num(f["points"]), num(f["hoard_points"]), given,
                     integer(f["marked"], lang)])
    problems = [f"{p.who}: {p.text(lang)}" for p in result.problems]
    legend = t("tournament.legend", level=percent(0.95, lang, 0))
    if result.in_browser:
        legend += "\n" + t("tournament.in_browser")
    return head, legend, rows, t("tournament.problems"), problems


def text(result, lang: str | None = None) -> str:
    """The report as plain text in ``lang`` (en fr de es ca; the tournament's by
    default): one line per strategy, then the problems."""
    head, legend, rows, heading, problems = parts(result, lang)
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = [head, legend, ""]
    for r in rows:
        cells = zip(r, widths, strict=True)
        lines.append("  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                               for i, (c, w) in enumerate(cells)).rstrip())
    if problems:
        lines += ["", heading] + [f"  {p}" for p in problems]
    return "\n".join(lines)


def html(result, lang: str | None = None) -> str:
    """The report as an HTML table, text 16 px (every text escaped: file and class
    names are the students')."""
    from html import escape

    head, legend, rows, heading, problems = parts(result, lang)
    pad = "padding:2px 8px"
    out = ['<div class="terra-tournament" style="font-size:16px">',
           f"<p><b>{escape(head)}</b></p>",
           '<table style="font-size:16px;border-collapse:collapse"><thead><tr>',
           *[f'<th style="{pad}">{escape(c)}</th>' for c in rows[0]],
           "</tr></thead><tbody>"]
    # a figure or an interval ("62 %–88 %") is kept on one line: broken after its dash
    # it reads as two numbers; a strategy's name (column 0) may wrap
    for row in rows[1:]:
        out.append("<tr>" + "".join(
            f'<td style="{pad};text-align:left">{escape(c)}</td>' if i == 0 else
            f'<td style="{pad};text-align:right;white-space:nowrap">{escape(c)}</td>'
            for i, c in enumerate(row)) + "</tr>")
    out.append("</tbody></table>" + "".join(f"<p>{escape(line)}</p>"
                                            for line in legend.splitlines()))
    if problems:
        out.append(f"<p>{escape(heading)}</p><ul>"
                   + "".join(f"<li>{escape(p)}</li>" for p in problems) + "</ul>")
    out.append("</div>")
    return "".join(out)


def csv_text(result, path=None) -> str:
    """One row per strategy (English column names, plain numbers); written to
    ``path`` if given. The text is returned."""
    import csv
    import io

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["strategy", "games", "marked", "saved", "saved_low", "saved_high",
                "win_rate_when_saved", "win_low", "win_high", "points", "points_low",
                "points_high", "hoard_points", "hoard_low", "hoard_high",
                *[f"given_{c}" for c in COLOURS]])
    for name, f in result.summary().items():
        w.writerow([name, f["games"], f["marked"], f["saved"], *f["saved_ci95"],
                    f["win_rate_when_saved"], *f["win_rate_ci95"], f["points"],
                    *f["points_ci95"], f["hoard_points"], *f["hoard_points_ci95"],
                    *[f["given"][c] for c in COLOURS]])
    text = buf.getvalue()
    if path is not None:
        Path(path).write_text(text, encoding="utf-8")
    return text


def as_json(result) -> dict:
    """The figures and the problems as plain data (``json.dumps`` writes it)."""
    return {"seed": result.seed, "seats": result.seats, "games_each": result.games_each,
            "strategies": result.summary(),
            "problems": [{"who": p.who, "kind": p.kind, "text": p.text(result.lang),
                          "games": p.games} for p in result.problems]}


def plot(result, lang: str | None = None):
    """The tournament's picture (``sim.charts.Chart``): each strategy at (world saved at
    its tables, its win rate when saved), with 95% intervals, in ``CHART_SIZE``. Drawn
    as SVG where matplotlib is missing (the static site)."""
    from terra_widget.i18n.numbers import percent

    from ..charts import PALETTE, Chart

    lang = lang or result.lang
    t = translator(lang)

    def as_language(x):  # "60 %" in French, "60%" in English
        return percent(x, lang, 0)

    chart = Chart(size=CHART_SIZE)
    panel = chart.panel(xlabel=t("tournament.chart.x"), ylabel=t("tournament.chart.y"),
                        title=t("tournament.chart.title"), xformat=as_language,
                        yformat=as_language)
    shown = [(name, f) for name, f in result.named(result.summary(), t).items()
             if f["games"] and f["win_rate_when_saved"] is not None]
    for k, (name, f) in enumerate(shown):
        panel.points([f["saved"]], [f["win_rate_when_saved"]], labels=[name],
                     xerr=[f["saved_ci95"]], yerr=[f["win_rate_ci95"]],
                     color=PALETTE[k % len(PALETTE)])
    return chart

"""HTML pieces of the widget, built from views and translated texts.

Pure functions (no widgets), so tests can read them directly. Every text that comes from
outside -- player names above all -- goes through ``html.escape`` here, and only here
is HTML assembled; the translations themselves are plain text.
"""

from __future__ import annotations

from html import escape

from ..colours import OKABE_ITO, UI
from ..i18n import COLOUR_SYMBOLS
from ..rules import (
    COLOURS,
    HAND_LIMIT,
    LOSS_COLOUR,
    LOSS_REGION,
    LOSS_TOTAL,
    REGIONS,
    Colour,
    LossCause,
    Phase,
    Region,
)
from .palette import FILL, TEXT_ON

_PHASE_KEY = {
    Phase.DRAW: "phase.draw",
    Phase.RESPOND: "phase.respond",
    Phase.PLAY: "phase.play",
    Phase.DISCARD: "phase.discard",
    Phase.OVER: "phase.over",
}


def esc(text) -> str:
    return escape(str(text), quote=True)


# -- whose decision, which phase -----------------------------------------------------------
def status_lines(t, view) -> tuple[str, str]:
    """(turn and phase, what must happen now) in plain words."""
    names = view.players
    head = f"{t('status.turn', turn=view.turn, player=names[view.current])} · " \
           f"{t(_PHASE_KEY[view.phase])}"
    if view.phase is Phase.OVER:
        # said once: the phase's own name ("Game over") would only repeat it
        return t("status.over"), ""
    who = names[view.to_act]
    if view.phase is Phase.DRAW:
        what = t("status.draw", player=who)
    elif view.phase is Phase.RESPOND:
        what = t("status.respond", player=who, colour=t.colour(view.impending.colour))
        # the crisis answered, by name and region, with its total against its threat as
        # the board writes counts (R3.1-R3.3): on a phone the board's picture of it can be
        # out of sight; its colour is said just before
        crisis = view.impending
        what += " " + t("status.respond_crisis", title=t.crisis_title(crisis),
                        region=t.region(crisis.region), threat=crisis.threat,
                        total=sum(s.value for _, s in view.impending_plays))
        what += " " + t("status.respond_left", n=view.responses_left)
    elif view.phase is Phase.PLAY:
        what = t("status.play", player=who)
    else:
        what = t("status.discard", player=who, n=view.hand_sizes[view.current],
                 limit=HAND_LIMIT)
    return head, what


#: The "just happened" line narrates at most this many of the latest events (a computer
#: player's whole turn would push the board down); the Log tab has them all.
JUST_EVENTS = 3


def just_html(t, sentences) -> str:
    """What played itself since the last person's move (``GameController.just_happened``):
    the latest :data:`JUST_EVENTS` sentences, "…" before them when there were more."""
    if not sentences:
        return ""
    shown = list(sentences)[-JUST_EVENTS:]
    text = " ".join(shown)
    if len(sentences) > len(shown):
        text = "… " + text
    return f'<div class="terra-status-just">{esc(t("status.just", events=text))}</div>'


def status_html(t, view, who_line: str, just=()) -> str:
    """What must happen now first (the line the class reads), then the turn and phase
    and who decides, on one smaller line, then what just played itself (``just``: its
    sentences, see :func:`just_html`)."""
    head, what = status_lines(t, view)
    who = (f'<span class="terra-status-who"> · {esc(who_line)}</span>' if who_line else "")
    return (f'<div class="terra-status-box" role="status" aria-live="polite">'
            f'<div class="terra-status-what">{esc(what)}</div>'
            f'<div class="terra-status-line"><span class="terra-status-turn">{esc(head)}'
            f"</span>{who}</div>{just_html(t, just)}</div>")


# -- counters against the loss thresholds (R6.1) ------------------------------------------
def counter_items(t, view) -> list[tuple[str, str, str, str]]:
    """One (css id, text, level, tooltip) per counter: six regions, three colours, total.
    ``level`` is "ok", "warning" (one more crisis ends the game) or "broken"."""
    by_region, by_colour, total = view.full_blown_counts()
    m_region, m_colour, m_total = view.loss_margins()

    def level(margin):
        return "broken" if margin <= 0 else "warning" if margin == 1 else "ok"

    def tip(margin):
        if margin <= 0:
            return t("counter.broken")
        if margin == 1:
            return t("counter.warning")
        return t("counter.safe", left=margin)

    items = []
    for r in REGIONS:
        items.append((f"region-{r.value}",
                      t("counter.region", region=t.region(r), n=by_region[r], limit=LOSS_REGION),
                      level(m_region[r]), tip(m_region[r])))
    for c in COLOURS:
        items.append((f"colour-{c.value}",
                      t("counter.colour", colour=t.colour(c), n=by_colour[c], limit=LOSS_COLOUR),
                      level(m_colour[c]), tip(m_colour[c])))
    items.append(("total", t("counter.total", n=total, limit=LOSS_TOTAL), level(m_total),
                  tip(m_total)))
    return items


def counter_html(text: str, level: str) -> str:
    """A gauge: its sign, then the words and the count ("▲ green 1/4"). Where the gauges
    must wrap (beside the board in a narrow notebook) the count stays with the word before
    it ("rouge 4/4", not "rouge" over "4/4"), and so does a colour's symbol ("■ rouge
    4/4"); the text is unchanged."""
    sign = {"warning": "⚠ ", "broken": "✖ "}.get(level, "")
    words = text.split(" ")
    keep = 3 if len(words) > 2 and len(words[-3]) == 1 else 2
    head, kept = " ".join(words[:-keep]), " ".join(words[-keep:])
    return (f'<div class="terra-counter-inner">{esc(sign)}{esc(head + " " if head else "")}'
            f'<span class="terra-nowrap">{esc(kept)}</span></div>')


def colour_legend_html(t) -> str:
    """What each colour stands for (R0.2), on one line under the counters' title:
    '▲ green: environment · ● blue: society and economy · ■ red: peace and security'.
    Each symbol sits on a chip of its colour, so the legend also ties the colours of the
    board and the cards to their meaning; the symbol and the name say it without colour."""
    items = []
    for c in COLOURS:
        chip = (f'<span class="terra-colour-chip" style="background:{esc(FILL[c])};'
                f'color:{esc(TEXT_ON[c])}">{esc(COLOUR_SYMBOLS[c])}</span>')
        words = t("colour.legend", colour=t.colour_name(c),
                  meaning=t(f"colour.{c.value}.meaning"))
        items.append(f'<span class="terra-colour-legend-item">{chip} {esc(words)}</span>')
    sep = '<span aria-hidden="true"> · </span>'
    return f'<div class="terra-colour-legend-inner">{sep.join(items)}</div>'


# -- the board in words (the canvas has no text for screen readers) -----------------------
def board_text_html(t, view) -> str:
    lines = []
    if view.impending is not None:
        total = sum(c.value for _, c in view.impending_plays)
        lines.append(t("board.text_impending", crisis=t.crisis(view.impending),
                       threat=view.impending.threat, total=total))
    for fb in view.full_blown:
        lines.append(t("board.text_full_blown", crisis=t.crisis(fb.crisis),
                       threat=fb.crisis.threat, total=fb.total, missing=fb.missing))
    if not view.full_blown:
        lines.append(t("board.text_calm"))
    lines.append(t("board.pile", n=view.pile_size))
    return "<ul>" + "".join(f"<li>{esc(line)}</li>" for line in lines) + "</ul>"


# -- players -------------------------------------------------------------------------------
def players_html(t, view, kinds: dict[int, str]) -> str:
    names = view.players
    teams = view.config.teams
    head = [t("players.name")] + ([t("players.team", n="")] if teams else []) + [
        t("players.points"), t("players.hand"), t("players.hoard"), t("players.kind")]
    rows = ["<tr>" + "".join(f"<th>{esc(h.strip())}</th>" for h in head) + "</tr>"]
    for s, name in enumerate(names):
        cls = ' class="terra-to-act"' if s == view.to_act else ""
        mark = "▶ " if s == view.to_act else ""
        # who plays also under the name, shown there on a phone instead of its column
        # (touch.css): five columns left a name or a header a few letters wide
        who = f'<span class="terra-players-kind">{esc(kinds[s])}</span>'
        cells = [f'<span class="terra-players-name">{esc(f"{mark}{name}")}</span>{who}']
        if teams:
            cells.append(esc(t("players.team", n=view.config.team_of(s) + 1)))
        cells += [esc(x) for x in (view.points[s], view.hand_sizes[s], view.hoard_sizes[s],
                                   kinds[s])]
        rows.append(f"<tr{cls}>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    return f'<table class="terra-table terra-players-table">{"".join(rows)}</table>'


# -- end of the game -------------------------------------------------------------------------
def end_html(t, view) -> tuple[str, str | None]:
    """(HTML, "lost" / "won") once the game is over, ("", None) before."""
    outcome = view.outcome
    if outcome is None:
        return "", None
    names = view.players
    if outcome.lost:
        causes = "".join(f"<li>{esc(t('end.lost.cause', cause=t.cause(c)))}</li>"
                         for c in outcome.causes)
        return (f'<div class="terra-end" role="alert"><h2>✖ {esc(t("end.lost.title"))}</h2>'
                f'<p>{esc(t("end.lost.body"))}</p><ul class="terra-end-causes">{causes}</ul>'
                f"</div>", "lost")
    # the engine's rank in the text, in an unnumbered list: players tied first both read
    # "1.", the next one "3." (an <ol> would number them 1, 2, 3 once more)
    ranks = "".join(
        f"<li>{esc(t('end.rank', rank=st.rank, names=t.names(names, st.seats), score=st.score))}"
        f"</li>" for st in outcome.ranking)
    # ✓, not an emoji: Debian's fonts (Binder, classroom PCs) have no globe (U+1F30D)
    return (f'<div class="terra-end" role="alert"><h2>✓ {esc(t("end.won.title"))}</h2>'
            f'<p>{esc(t("end.won.body"))}</p><ul class="terra-ranking">{ranks}</ul></div>',
            "won")


def hoard_points(view, seat: int) -> int | None:
    """Points in ``seat``'s hoards, once they are revealed (end of game)."""
    if view.revealed_hoards is None:
        return None
    return sum(c.value for cards in view.revealed_hoards[seat] for c in cards)


def debrief_html(t, view, risk_points: list[tuple[int, float, float, float]] | None) -> str:
    """Per player, columns that name what they count: points from crises solved (R3.4,
    R4.3), points hoarded (R4.6), their sum -- the final score of a saved game (R6.4),
    or what the player would have scored in a lost one, where nobody wins (R6.1) -- and
    the cards given to crises per colour; then the risk of collective loss across the
    game when the risk meter was on. No column ranks "the common good": track points
    reward the last card on a crisis, not how much a player gave."""
    names = view.players
    lost = view.outcome is not None and view.outcome.lost
    # the cards given: one narrow column per colour under one heading, each headed by its
    # symbol AND its name (never colour alone), each count alone in its cell: a row is one
    # line, so the table stays beside the board on a 1280x720 screen
    numbers = [t("storyui.col_solved"), t("storyui.col_hoarded"),
               t("storyui.col_would" if lost else "storyui.col_final")]
    top = ([f'<th rowspan="2" scope="col">{esc(t("debrief.player"))}</th>']
           + [f'<th rowspan="2" scope="col" class="terra-num">{esc(h)}</th>' for h in numbers]
           + [f'<th colspan="{len(COLOURS)}" scope="colgroup" class="terra-debrief-given">'
              f'{esc(t("storyui.col_given"))}</th>'])
    colours = [f'<th scope="col" class="terra-debrief-colour">'
               f'<span class="terra-debrief-symbol">{esc(COLOUR_SYMBOLS[c])}</span> '
               f'<span class="terra-debrief-name">{esc(t.colour_name(c))}</span></th>'
               for c in COLOURS]
    # where the table has the width of a phone, the names leave the columns' heads (kept
    # for screen readers) for this legend under the table (touch.css)
    legend = t("list.sep").join(t.colour(c) for c in COLOURS)
    rows = [f'<caption class="terra-debrief-legend" aria-hidden="true">{esc(legend)}</caption>',
            f"<tr>{''.join(top)}</tr>", f"<tr>{''.join(colours)}</tr>"]
    for s, name in enumerate(names):
        hoarded = hoard_points(view, s)
        final = "" if hoarded is None else view.points[s] + hoarded
        cells = [f"<td>{esc(name)}</td>"]
        cells += [f'<td class="terra-num">{esc(n)}</td>'
                  for n in (view.points[s], "" if hoarded is None else hoarded, final)]
        cells += [f'<td class="terra-num terra-debrief-count">{view.contributed[s][c.index]}'
                  f"</td>" for c in COLOURS]
        rows.append(f"<tr>{''.join(cells)}</tr>")
    parts = [f"<h3>{esc(t('debrief.title'))}</h3>",
             f'<table class="terra-table terra-debrief-table">{"".join(rows)}</table>']
    if risk_points:
        parts.append(f"<h4>{esc(t('debrief.risk_title'))}</h4>")
        parts.append(risk_chart_svg(t, risk_points))
    else:
        # the story (its tab under the board) measures the curve for every game
        parts.append(f'<p class="terra-hint">{esc(t("storyui.risk_in_story"))}</p>')
    return "".join(parts)


#: The risk chart's grid, its 95% band and its line (the lessons' charts' hues).
_GRID, _BAND, _LINE = UI["rule_light"], OKABE_ITO["orange"], OKABE_ITO["vermillion"]


def risk_chart_svg(t, points: list[tuple[int, float, float, float]], *, width=400,
                   height=180) -> str:
    """A line chart of the risk (0..1) against the move number, with its uncertainty band.
    ``points`` are (move, probability, low, high)."""
    points = sorted(points)
    last = max(p[0] for p in points) or 1
    # drawn at the size it is shown beside the board (about 390 px): its 14-unit labels
    # stay about 14 px there (the chart is scaled to the column's width)
    left, right, top, bottom = 50, 10, 10, 30
    w, h = width - left - right, height - top - bottom

    def xy(move, p):
        return left + w * move / last, top + h * (1 - max(0.0, min(1.0, p)))

    line = " ".join(f"{x:.1f},{y:.1f}" for x, y in (xy(m, p) for m, p, _, _ in points))
    band = [xy(m, hi) for m, _, _, hi in points] + [xy(m, lo) for m, _, lo, _ in reversed(points)]
    band_s = " ".join(f"{x:.1f},{y:.1f}" for x, y in band)
    grid = "".join(
        f'<line x1="{left}" x2="{left + w}" y1="{top + h * (1 - q):.1f}" '
        f'y2="{top + h * (1 - q):.1f}" stroke="{_GRID}"/>'
        f'<text x="{left - 6}" y="{top + h * (1 - q) + 4:.1f}" text-anchor="end" '
        f'font-size="14">{int(q * 100)}%</text>' for q in (0, 0.25, 0.5, 0.75, 1.0))
    title = esc(t("debrief.risk_title"))
    return (f'<svg class="terra-risk-chart" role="img" aria-label="{title}" width="{width}" '
            f'height="{height}" viewBox="0 0 {width} {height}"><title>{title}</title>{grid}'
            f'<polygon points="{band_s}" fill="{_BAND}" fill-opacity="0.25"/>'
            f'<polyline points="{line}" fill="none" stroke="{_LINE}" stroke-width="2.5"/>'
            f'<text x="{left + w / 2:.0f}" y="{height - 6}" text-anchor="middle" '
            f'font-size="14">{esc(t("debrief.risk_axis"))}</text></svg>')


# -- the log ---------------------------------------------------------------------------------
def log_html(t, events, names, *, limit: int = 40) -> str:
    """The latest ``limit`` events as narrated sentences, newest first."""
    if not events:
        return f'<div class="terra-log-box"><p>{esc(t("log.empty"))}</p></div>'
    items = "".join(f"<li>{esc(t.narrate(e, names))}</li>"
                    for e in reversed(events[-limit:]))
    # tabindex: a scrollable box must be reachable with the keyboard
    return (f'<div class="terra-log-box" tabindex="0" role="log" '
            f'aria-label="{esc(t("log.title"))}"><ul>{items}</ul></div>')


# -- risk meter --------------------------------------------------------------------------------
def _percent(x) -> int:
    return round(100 * float(x))


def risk_cause_text(t, cause) -> str:
    """The risk meter's most likely cause, in words: a LossCause, or the simulation's
    short key ("region:africa", "colour:red", "total")."""
    if cause is None:
        return ""
    if isinstance(cause, LossCause):
        return t.cause(cause)
    kind, _, what = str(cause).partition(":")
    try:
        if kind == "region":
            return t("risk.cause_region", region=t.region(Region(what)))
        if kind == "colour":
            return t("risk.cause_colour", colour=t.colour(Colour(what)))
    except ValueError:
        return str(cause)
    if kind == "total":
        return t("risk.cause_total")
    return str(cause)


def risk_html(t, estimate) -> str:
    p = _percent(estimate.probability)
    parts = [f"<strong>{esc(t('risk.title'))}</strong> ",
             f'<div class="terra-risk-bar" role="meter" aria-valuemin="0" aria-valuemax="100" '
             f'aria-valuenow="{p}" aria-label="{esc(t("risk.title"))}">'
             f'<div class="terra-risk-fill" style="width:{p}%"></div></div>',
             f"<div>{esc(t('risk.value', p=p))} "
             f"{esc(t('risk.range', low=_percent(estimate.low), high=_percent(estimate.high)))}"
             f"</div>"]
    cause = risk_cause_text(t, getattr(estimate, "likely_cause", None))
    if cause:
        parts.append(f"<div>{esc(t('risk.cause', cause=cause))}</div>")
    return "".join(parts)


# -- teacher view: every hand -------------------------------------------------------------------
def all_hands_html(t, views) -> str:
    rows = []
    for v in views:
        name = v.players[v.seat]
        rows.append(f"<li>{esc(t('hands.row', player=name, cards=t.cards(v.hand)))}")
        if v.own_hoards:
            cards = [c for group in v.own_hoards for c in group]
            rows.append(f"<br>{esc(t('hands.hoards', player=name, cards=t.cards(cards)))}")
        rows.append("</li>")
    return f"<strong>{esc(t('hands.title'))}</strong><ul>{''.join(rows)}</ul>"


def prompt_html(t, key: str, values: dict) -> str:
    # French puts a space before "?": the last word keeps it, so "?" never starts a line
    # alone (the text is unchanged)
    question = esc(t(key, **values))
    head, _, tail = question.rpartition(" ")
    if tail in ("?", "!") and head:
        head, _, word = head.rpartition(" ")
        question = f'{head} <span class="terra-nowrap">{word} {tail}</span>'
    return (f'<div class="terra-prompt-box" role="alert"><strong>{esc(t("prompt.title"))}'
            f"</strong><p>{question}</p></div>")


def notice_html(text: str, *, error: bool = False) -> str:
    if not text:
        return ""
    cls = "terra-error-box" if error else "terra-notice-box"
    role = "alert" if error else "status"
    return f'<div class="{cls}" role="{role}">{esc(text)}</div>'

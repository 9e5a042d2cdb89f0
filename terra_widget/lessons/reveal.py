"""Predict, then reveal: the sentence that puts a student's prediction beside the result.

A lesson asks for a prediction first (``my_guess = None``) and shows the result only in
the output of the cell that measures it: the sentences stating results live here, in the
five languages (``terra_widget/i18n``, keys ``lessons.*``), never in a notebook's text, so
an unexecuted notebook gives nothing away. Widget-free: ``i18n`` only.
"""

from __future__ import annotations

import math
import numbers as _numbers

from terra_widget.i18n import strings
from terra_widget.i18n.numbers import decimal, integer, percent

#: A prediction this close to the result (in points out of 100) counts as right.
CLOSE = 5


class Sentence(str):
    """A sentence that a notebook shows as plain text (no quotes) when a cell ends with it."""

    def _repr_pretty_(self, printer, cycle):
        printer.text(str(self))


def _text(lang: str, key: str) -> str:
    return strings(lang)[f"lessons.{key}"]


def _no_guess(prediction) -> bool:
    return prediction is None or prediction is Ellipsis or (
        isinstance(prediction, str) and prediction.strip() in ("", "...", "…"))


def _share_guess(prediction) -> float:
    """A guess out of 100, checked: a clear error names what was wrong and what is allowed."""
    if isinstance(prediction, bool) or not isinstance(prediction, _numbers.Real) \
            or not math.isfinite(prediction) or not 0 <= prediction <= 100:
        raise ValueError(f"a prediction is a number from 0 to 100 (out of 100 games), or "
                         f"None before you guess; not {prediction!r}")
    return float(prediction)


def saved(result) -> float:
    """The share of a simulation's games in which the world was saved (R6.3)."""
    return 1 - result.summary()["loss_rate"]


def lost(result) -> float:
    """The share of a simulation's games in which the world was lost (R6.1)."""
    return result.summary()["loss_rate"]


def reveal(prediction, result, lang: str = "en", *, interval=None,
           measure: str = "lost") -> Sentence:
    """The student's guess (out of 100, or None) beside the result, in one sentence of
    ``lang``. ``result``: a share from 0 to 1 (with its 95% ``interval`` if given), or a
    simulation's result, whose share of games ``measure`` ("lost" or "saved") is shown
    with its 95% interval."""
    if hasattr(result, "summary"):
        if measure not in ("lost", "saved"):
            raise ValueError(f"measure is 'lost' or 'saved', not {measure!r}")
        low, high = result.summary()["loss_rate_ci95"]
        result, interval = (lost(result), (low, high)) if measure == "lost" else (
            saved(result), (1 - high, 1 - low))
    if isinstance(result, bool) or not isinstance(result, _numbers.Real) \
            or not 0 <= result <= 1:
        raise ValueError(f"a result is a share from 0 to 1, not {result!r}")
    shown = percent(result, lang)
    if interval is not None:
        low, high = interval
        shown = _text(lang, "result_interval").format(result=shown, low=percent(low, lang),
                                                      high=percent(high, lang))
    if _no_guess(prediction):
        return Sentence(_text(lang, "no_guess").format(result=shown))
    guess = _share_guess(prediction)
    gap = guess - 100 * result
    if abs(gap) <= CLOSE:
        verdict = _text(lang, "close")
    else:
        verdict = _text(lang, "too_high" if gap > 0 else "too_low").format(
            points=integer(round(abs(gap)), lang))
    return Sentence(_text(lang, "guess").format(guess=decimal(guess, lang, 0), result=shown,
                                                verdict=verdict))


def reveal_choice(prediction, answer, lang: str = "en", *, judge: bool = True,
                  aliases=()) -> Sentence:
    """A guess that is a word, a name or yes/no (``True``/``False``) beside the answer;
    ``judge=False`` for a sentence of the student's own, set beside the lesson's;
    ``aliases``: other right answers (a strategy's name in English and in ``lang``)."""
    words = {True: _text(lang, "word_yes"), False: _text(lang, "word_no")}
    shown_answer = words.get(answer, answer) if isinstance(answer, bool) else answer
    if _no_guess(prediction):  # the template ends the sentence itself
        return Sentence(_text(lang, "no_choice").format(answer=str(shown_answer).rstrip(".")))
    if isinstance(answer, bool) and not isinstance(prediction, bool):
        raise ValueError(f"this prediction is True (yes), False (no) or None, "
                         f"not {prediction!r}")
    guess = words[prediction] if isinstance(prediction, bool) else prediction
    if not judge:
        return Sentence(_text(lang, "beside").format(guess=guess, answer=shown_answer))
    right = str(guess).strip().casefold() in {str(a).strip().casefold()
                                              for a in (shown_answer, *aliases)}
    return Sentence(_text(lang, "choice").format(
        guess=guess, answer=shown_answer, verdict=_text(lang, "right" if right else "wrong")))


def say(template: str, lang: str = "en", *, digits: int = 0, **figures) -> Sentence:
    """``template`` with its fields filled as ``lang`` writes numbers: a whole number with
    its thousands separator, a float as a percentage of a share (``digits`` decimals),
    except fields named ``score...``, ``level...`` or ``mean...`` (a decimal number);
    text as it is."""
    shown = {}
    for name, value in figures.items():
        if isinstance(value, bool) or not isinstance(value, _numbers.Real):
            shown[name] = "-" if value is None else value
        elif isinstance(value, int):
            shown[name] = integer(value, lang)
        elif not math.isfinite(value):
            shown[name] = "-"
        elif name.startswith(("score", "level", "mean")):
            shown[name] = decimal(value, lang)
        else:
            shown[name] = percent(value, lang, digits)
    return Sentence(template.format(**shown))


def conclude(finding: str, lang: str = "en", **figures) -> Sentence:
    """A lesson's finding (keys ``lessons.finding.<name>``) in words, its figures written
    as ``lang`` writes numbers (see ``say``)."""
    key = f"lessons.finding.{finding}"
    table = strings(lang)
    if key not in table:
        known = sorted(k.split(".", 2)[2] for k in table if k.startswith("lessons.finding."))
        raise ValueError(f"no finding {finding!r}; the lessons' findings: {', '.join(known)}")
    return say(table[key], lang, **figures)


def findings(lang: str = "en") -> dict[str, str]:
    """Every finding's sentence (with its fields) in ``lang``: what a lesson may reveal
    only as the output of a cell (tests/test_lesson_reveals.py looks for them)."""
    return {k.split(".", 2)[2]: v for k, v in strings(lang).items()
            if k.startswith("lessons.finding.")}


def tournament_leaders(result) -> tuple[str, str]:
    """(best scorer when the world was saved, the strategy at whose tables the world was
    saved most often) of a tournament's result: their names (a bundled strategy's in the
    result's language)."""
    summary = {name: row for name, row in result.summary().items() if row["saved"] is not None}
    if not summary:
        raise ValueError("no strategy of this tournament finished a game")

    def scored(name):
        row = summary[name]
        return (row["points"] or 0) + (row["hoard_points"] or 0)

    return (max(summary, key=scored),
            max(summary, key=lambda name: summary[name]["saved"]))


def strategy_name(name: str, lang: str) -> str:
    """A strategy's name in ``lang`` ("cooperative" -> "coopératif"); a student's class
    keeps its own name."""
    from terra_widget.bots import STRATEGY_NAMES
    from terra_widget.i18n import translator

    return translator(lang).strategy(name) if name.split(":")[0] in STRATEGY_NAMES else name


def reveal_tournament(result, best_scorer, best_saver, lang: str = "en") -> Sentence:
    """Lesson 06: the student's two predictions beside the tournament's best scorer and
    best saver, then the finding (a strategy may be named in English or in ``lang``)."""
    scorer, saver = tournament_leaders(result)
    lines = [reveal_choice(guess, strategy_name(name, lang), lang, aliases=[name])
             for guess, name in ((best_scorer, scorer), (best_saver, saver))]
    lines.append(conclude("tournament", lang, scorer=strategy_name(scorer, lang),
                          saver=strategy_name(saver, lang)))
    return Sentence("\n".join(lines))


def reveal_evolution(evolution, spreads, worst_round, lang: str = "en") -> Sentence:
    """Lesson 06: the student's predictions beside an ``evolve`` run: the strategy holding
    the most seats in the last round, and the share of games lost in the worst round;
    then the findings."""
    last = evolution.rounds[-1].mix
    leader = max(last, key=last.get)
    worst = max(evolution.rounds, key=lambda r: r.lost)
    mix = ", ".join(f"{strategy_name(spec, lang)} {integer(seats, lang)}"
                    for spec, seats in last.items() if seats)
    return Sentence("\n".join([
        reveal_choice(spreads, strategy_name(leader, lang), lang, aliases=[leader]),
        reveal(worst_round, worst.lost, lang),
        conclude("evolution", lang, rounds=len(evolution.rounds), mix=mix,
                 first=evolution.rounds[0].lost, last=evolution.rounds[-1].lost),
        conclude("evolution_peak", lang, round=worst.number, peak=worst.lost)]))

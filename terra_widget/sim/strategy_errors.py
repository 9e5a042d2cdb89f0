"""A student's strategy that goes wrong, told in the lesson's language at the student's line.

Lesson 05 has students write ``choose(view, legal)``. The three usual mistakes -- returning
``None``, returning a move the rules refuse (R7.3), raising an exception -- would stop a
simulation with 60 to 80 lines of traceback that open in the engine. ``play_out`` (the
loop that asks a student's strategy, ``rollout.py``) turns each into a ``StrategyError``:

* its text names the strategy, the seat, what was wrong and where in the student's own
  code (``cell [7], line 12`` in a notebook, ``file.py, line 12`` elsewhere), in the
  language chosen with :func:`explain_in` (English by default);
* in Jupyter only that text is shown (``_render_traceback_``), with the full traceback
  kept one click away (a folded block above it); the original error is chained
  (``__cause__``), so plain Python prints all of it too;
* a refused move stays an ``IllegalActionError`` with the rule's id (R7.3), and what the
  rule says is translated here, where it is shown (the engine's refusals are English).

Nothing here runs unless a strategy went wrong: the simulation's own path is unchanged.
"""

from __future__ import annotations

import html
import sys
import traceback
from contextlib import contextmanager
from pathlib import Path

from terra_widget.i18n import strings, translator
from terra_widget.rules import Action, IllegalActionError

_PACKAGE = Path(__file__).resolve().parent.parent  # terra_widget/: not the student's code
_LIBRARY = tuple({str(Path(p).resolve()) for p in (sys.prefix, sys.base_prefix,
                                                    sys.exec_prefix)})
_language = "en"


def explain_in(lang: str) -> None:
    """Tell strategies' mistakes in ``lang`` (one of ``terra_widget.i18n.LANGUAGES``)."""
    global _language
    strings(lang)  # refuses an unknown language, naming the five
    _language = lang


@contextmanager
def explaining_in(lang: str):
    """``explain_in(lang)`` for the length of a ``with`` block, then the language before:
    a tournament played in the notebook's own process leaves its other runs as they were."""
    before = _language
    explain_in(lang)
    try:
        yield
    finally:
        explain_in(before)


class StrategyError(Exception):
    """A strategy's mistake, explained (see the module's docstring)."""

    def __init__(self, text: str, lang: str):
        super().__init__(text)
        self.text = text
        self.lang = lang

    def __str__(self) -> str:
        return self.text

    def __reduce__(self):  # back from a worker process (simulate(..., workers=2)) whole
        return type(self), (self.text, self.lang)

    def _render_traceback_(self) -> list[str]:
        """What IPython shows instead of the traceback: the explanation; above it, the
        whole traceback folded in a block that one click opens."""
        if getattr(self, "_folded", False):  # IPython may ask twice for one error
            return [f"\x1b[31m{type(self).__name__}\x1b[0m: {self.text}"]
        self._folded = True
        full = "".join(traceback.format_exception(self))
        count = full.count("\n")
        t = translator(self.lang)
        label = t.plural("mistake.full", count)
        try:
            from IPython.display import display

            display({"text/html": f"<details><summary>{html.escape(label)}</summary>"
                                  f"<pre>{html.escape(full)}</pre></details>",
                     "text/plain": label}, raw=True)
        except ImportError:  # pragma: no cover - IPython is what calls this method
            pass
        return [f"\x1b[31m{type(self).__name__}\x1b[0m: {self.text}"]


class StrategyCrashed(StrategyError):
    """The strategy's ``choose`` raised an exception (chained as ``__cause__``)."""


class IllegalChoice(StrategyError, IllegalActionError):
    """The strategy answered ``None`` or a move the rules do not allow now (R7.3)."""

    def __init__(self, text: str, lang: str, rule: str):
        Exception.__init__(self, text)  # not TerraError's (rule, message): the text is made
        self.text, self.lang, self.rule, self.reason = text, lang, rule, text

    def __reduce__(self):
        return type(self), (self.text, self.lang, self.rule)


def crashed(strategy, seat: int, error: BaseException) -> StrategyCrashed:
    """The error to raise when ``strategy.choose`` raised ``error``."""
    t = translator(_language)
    where = _student_line(error.__traceback__, t) or _definition(strategy, t)
    told = "".join(traceback.format_exception_only(error)).strip()
    return StrategyCrashed(t("mistake.crashed", strategy=_name(strategy), seat=seat + 1,
                             where=where, error=told), _language)


def refused(strategy, seat: int, action, view, legal, error: IllegalActionError
            ) -> IllegalChoice:
    """The error to raise when the rules refused ``action`` (``error``), chosen by
    ``strategy`` for ``view`` among ``legal``."""
    t = translator(_language)
    where = _returning_line(strategy, view, legal, action, t) or _definition(strategy, t)
    names = view.config.players
    moves = t("list.sep").join(_describe(t, a, names) for a in legal)
    allowed = t.plural("mistake.allowed", len(legal), moves=moves)
    if action is None:
        text = t("mistake.none", strategy=_name(strategy), seat=seat + 1, where=where)
    else:
        why_key = f"rule.{error.rule}"  # the rule's one sentence (R7.3)
        why = t(why_key if why_key in strings(_language) else "mistake.why.other")
        text = t("mistake.illegal", strategy=_name(strategy), seat=seat + 1,
                 move=_short(action), where=where, why=why, rule=error.rule)
    return IllegalChoice(f"{text}\n{allowed}", _language, error.rule)


# -- where in the student's code --------------------------------------------------------

def _name(strategy) -> str:
    return str(getattr(strategy, "name", None) or type(strategy).__name__)


def _short(action) -> str:
    text = repr(action)
    return text if len(text) <= 120 else text[:117] + "..."


def _describe(t, action, names) -> str:
    try:
        return t.describe_action(action, names, show_cards=True)
    except (KeyError, IndexError, AttributeError, TypeError):
        return _short(action)


def _is_students(filename: str) -> bool:
    """Code the student wrote: not this package, not Python's library or installed ones."""
    try:
        path = Path(filename).resolve()
    except (OSError, ValueError):
        return False
    if filename.startswith("<") or path.is_relative_to(_PACKAGE):
        return False
    return not str(path).startswith(_LIBRARY)


def _place(filename: str, line: int, t) -> str:
    """'cell [7], line 12' for a notebook cell, 'my_bot.py, line 12' for a file."""
    cell = None
    try:
        from IPython import get_ipython

        shell = get_ipython()
        if shell is not None:
            cell = shell.compile._filename_map.get(filename)
    except (ImportError, AttributeError):
        pass
    if cell is not None:
        return t("mistake.where_cell", cell=cell, line=line)
    return t("mistake.where_file", file=Path(filename).name, line=line)


def _student_line(tb, t) -> str | None:
    """The last line of the student's own code in a traceback (where their code failed,
    or called what failed)."""
    found = None
    for frame, line in traceback.walk_tb(tb):
        if _is_students(frame.f_code.co_filename):
            found = (frame.f_code.co_filename, line)
    return _place(*found, t) if found else None


def _definition(strategy, t) -> str:
    """Where the strategy's ``choose`` is written (when the line itself is not known)."""
    code = getattr(getattr(type(strategy), "choose", None), "__code__", None)
    if code is None:
        return _name(strategy)
    return _place(code.co_filename, code.co_firstlineno, t)


def _returning_line(strategy, view, legal, action, t) -> str | None:
    """The line whose ``return`` gave ``action``: ``choose`` is asked again (the game is
    stopping anyway) with a tracer that notes where its frame returns. None if the second
    answer differs (a strategy that draws random numbers) or the line is not the
    student's."""
    code = getattr(getattr(type(strategy), "choose", None), "__code__", None)
    if code is None or not _is_students(code.co_filename):
        return None
    seen: list[int] = []

    def local(frame, event, arg):
        if event == "return":
            seen.append(frame.f_lineno)
        return local

    def tracer(frame, event, arg):
        return local if frame.f_code is code else None

    before = sys.gettrace()
    sys.settrace(tracer)
    try:
        again = strategy.choose(view, legal)
    except Exception:
        return None
    finally:
        sys.settrace(before)
    if not seen or not (again is action or (isinstance(again, Action) and again == action)):
        return None
    return _place(code.co_filename, seen[-1], t)

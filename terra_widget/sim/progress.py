"""The one progress bar of every long run (``simulate``, ``evolve``, the tournament, the
command line): tqdm's ``auto`` flavour, a bar on the terminal's stderr, or a widget in a
notebook -- JupyterLab's kernel and the static site's (Pyodide), where a bar on stderr
would show as an error box.

The widget is tqdm's own (``tqdm.notebook``), chosen by tqdm in a notebook's kernel: this
layer names no widget library, and where ipywidgets is missing tqdm falls back to the
terminal's bar.

A run's ``progress`` argument is one of: ``None``/``False`` (no bar), ``True`` (this bar)
or a callable ``f(done, total)`` (anything else that wants to follow the run).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

Progress = Callable[[int, int], None]
#: What the bar says: its label, the share done, counts and times, all without words, so
#: that a French notebook shows no English (tqdm's own format ends with "games/s").
FORMAT = "{l_bar}{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}]"


class Bar:
    """``bar(done, total)`` moves a tqdm bar to ``done`` of ``total``, and closes it at
    ``total``. ``label``: the run's name in the user's language; ``total``: None when
    the run says it with its first call (the bar is drawn then). ``stream``: where the
    terminal's bar goes (the command line's stderr); given one, the terminal's bar is
    used even in a notebook. Where the stream is not a terminal (a log), the bar is
    written as a line now and then, not at every step."""

    def __init__(self, total: int | None, label: str = "", stream=None):
        self.label, self.stream = label, stream
        self.bar = None
        self.closed = False
        if total is not None:
            self._open(total)

    def _open(self, total: int) -> None:
        if self.stream is None:
            from tqdm.auto import tqdm
        else:
            from tqdm import tqdm
        widget = any(c.__module__ == "tqdm.notebook" for c in tqdm.__mro__)
        log = not widget and not _is_terminal(self.stream)
        # tqdm's monitor thread only thins out the updates of a loop it wraps (we call
        # update ourselves), and no thread can start in Pyodide: there it would warn on
        # stderr, which the static site shows as an error box
        quiet = type("Bar", (tqdm,), {"monitor_interval": 0})
        self.bar = quiet(total=total, desc=self.label or None,
                        file=self.stream, leave=True, mininterval=10.0 if log else 0.1,
                        bar_format=FORMAT)

    def __call__(self, done: int, total: int) -> None:
        if self.closed:
            return
        if self.bar is None:
            self._open(total)
        elif total != self.bar.total:
            self.bar.total = total
        self.bar.update(done - self.bar.n)
        if done >= total:
            self.close()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            if self.bar is not None:
                self.bar.close()


def _is_terminal(stream) -> bool:
    stream = sys.stderr if stream is None else stream
    return bool(getattr(stream, "isatty", lambda: False)())


def reporter(progress, total: int, label: str = "") -> Progress | None:
    """What a run calls as it goes, from its ``progress`` argument: None for no bar, a
    ``Bar`` for True, the callable itself otherwise. A ``ValueError`` for anything else."""
    if progress is None or progress is False:
        return None
    if progress is True:
        return Bar(total, label)
    if callable(progress):
        return progress
    raise ValueError(f"progress must be True, False, None or a callable f(done, total), "
                     f"not {progress!r}")

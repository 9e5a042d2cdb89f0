"""``TerraApp``: the hot-seat classroom widget, composed of panels on one controller.

    TerraApp (VBox .terra-app)
    ├── style                      one <style> (ui/style.py)
    ├── ResumeOffer                only while an unfinished autosave is offered
    └── game_box
        ├── TableView              the public table: status, board, gauges (panels/table.py)
        │   └── seat slot: SeatView  the hand and actions of the person to act (panels/seat.py)
        └── SecondaryPanel         tabs: log, players, the story (panels/story.py: opened
                                   by itself at game over), time travel, files, settings

Everything the widget decides lives in ``GameController`` (``terra_widget.session``, no widgets);
each panel renders from the engine's views and the controller, and calls the
controller's methods. This module only composes them, keeps the few handles that code
and tests use (``app.card_buttons``, ``app.step()`` ...), and moves the keyboard focus
between panels. A panel's widgets are reached through the panel that owns them
(``app.seat.draw_button``, ``app.secondary.undo_button``, ``app.table.status``).
"""

from __future__ import annotations

from pathlib import Path

import ipywidgets as W

from ..session.controller import GameController
from ..session.saves import release
from ..session.session import Session
from . import text as T
from .panels import ResumeOffer, SeatView, SecondaryPanel, TableView
from .panels.secondary import TABS
from .pyodide_comm import keep_nulls
from .style import style_html

keep_nulls()  # the static site's kernel: a trait set back to None must reach the page

#: Run All in JupyterLab leaves the notebook at its top -- a lesson's intro -- while the game is
#: further down, out of sight of a class that just ran it. When the app is first displayed, a small
#: script in the same output area (JupyterLab runs ``application/javascript`` of trusted outputs,
#: and a cell just run is trusted) waits until the game's view is drawn and brings its top into
#: view: once, by scrolling only (the keyboard focus stays where it is), and only in a JupyterLab
#: notebook: not in Voila (its page starts with the app's title) nor a static page.
SCROLL_INTO_VIEW_JS = """
(function (out) {
  if (!out || !out.closest || document.body.hasAttribute('data-voila')) return;
  var tries = 0;
  (function look() {
    // the output is rendered before it is attached: wait for its place in the notebook
    var area = out.isConnected ? out.closest('.jp-OutputArea') : null;
    if (out.isConnected && (!area || !out.closest('.jp-Notebook'))) return;
    var app = area ? area.querySelector('.terra-app') : null;
    if (app && app.getBoundingClientRect().height > 0) {
      app.scrollIntoView({block: 'start', inline: 'nearest'});
      return;
    }
    if (++tries < 150) setTimeout(look, 100);
  })();
})(typeof element === 'undefined' ? null : element);
"""


def _ask_page_to_scroll() -> None:
    """Publish :data:`SCROLL_INTO_VIEW_JS` as an output of the running cell (a kernel's
    cell only: nothing outside one)."""
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:
        return
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:
        return
    # the script alone, no text/plain: a page that runs no script (nbviewer, GitHub) and
    # the lessons' checked outputs (tools/lessons.py) show nothing for it
    display({"application/javascript": SCROLL_INTO_VIEW_JS}, raw=True)


class TerraApp(W.VBox):
    """The whole game as one widget. Build it with ``terra_widget.play(...)``.

    Handles for code and tests: ``app.state``, ``app.session``, ``app.controller``, the
    panels (``app.table``, ``app.seat``, ``app.secondary``) and their buttons
    (``app.seat.draw_button``, ``app.card_buttons``, ``app.secondary.undo_button`` ...),
    ``app.step()`` /
    ``app.run_bots()``, ``app.enabled_actions()``, ``app.errors``.
    """

    def __init__(self, session: Session, *, lang: str = "en", autosave: Path | None = None,
                 prompts: bool = True, risk_meter=None, projector: bool = False,
                 speed: str = "normal", resolve_bots=None, files=None, notice: str = "",
                 risk_rollouts: int = 200, scheduler=None, auto_forced: bool = False):
        self.controller = ctrl = GameController(
            session, lang=lang, autosave=autosave, prompts=prompts, risk_meter=risk_meter,
            projector=projector, speed=speed, resolve_bots=resolve_bots, files=files,
            notice=notice, risk_rollouts=risk_rollouts, scheduler=scheduler,
            auto_forced=auto_forced)
        self.style_html = W.HTML()
        self.style_html.add_class("terra-style")
        self.offer_view = ResumeOffer(ctrl)
        self.table = TableView(ctrl, on_board_key=self._on_board_key)
        self.seat = SeatView(ctrl)
        self.table.attach_seat(self.seat)
        self.secondary = SecondaryPanel(ctrl)
        self.game_box = W.VBox([self.table, self.secondary])
        self.game_box.add_class("terra-game")
        self._lang = self._projector = None
        self._to_act = session.human_to_act()  # no focus is taken when the cell runs
        self._scrolled = False  # the page is asked once to bring the game into view
        super().__init__([self.style_html, self.offer_view, self.game_box])
        self.add_class("terra-app")
        ctrl.subscribe(self._on_change)
        self.render()
        ctrl.start()

    # ------------------------------------------------------------------ composing
    def _on_change(self, part: str = "all") -> None:
        self.render(part)

    def render(self, part: str = "all") -> None:
        """Bring every panel up to date (``part``: "all", "notice" or "risk")."""
        ctrl = self.controller
        if ctrl.lang != self._lang:
            self._lang = ctrl.lang
            self.style_html.value = style_html(ctrl.t)
        if ctrl.projector != self._projector:
            self._projector = ctrl.projector
            if ctrl.projector:
                self.add_class("terra-projector")
            elif "terra-projector" in self._dom_classes:
                self.remove_class("terra-projector")
            self.table.size_board()
        self.offer_view.render(part)
        self.game_box.layout.display = "none" if ctrl.offer is not None else None
        self.table.render(part)
        self.seat.render(part)
        self.secondary.render(part)
        if part == "all":
            to_act = ctrl.session.human_to_act()
            if to_act is not None and to_act != self._to_act and self._to_act is None:
                self.seat.focus_next()  # the computer players handed over to a person
            self._to_act = to_act

    # ------------------------------------------------------------------ public API
    @property
    def state(self):
        """The engine state on screen."""
        return self.controller.session.state

    @property
    def session(self) -> Session:
        return self.controller.session

    @property
    def errors(self) -> list:
        return self.controller.errors

    @property
    def t(self):
        return self.controller.t

    @property
    def shown_seat(self):
        return self.controller.shown_seat

    @property
    def teacher_on(self) -> bool:
        return self.controller.teacher_on

    @property
    def prompt(self):
        return self.controller.prompt

    @prompt.setter
    def prompt(self, value) -> None:
        self.controller.prompt = value

    @property
    def story(self):
        """The story's view (``panels/story.py``), in its tab under the table."""
        return self.secondary.story_page

    @property
    def risk_history(self) -> dict:
        return self.controller.risk_history

    @property
    def autosave_path(self):
        return self.controller.autosave_path

    def close(self) -> None:
        """Stop this game (its computer players, its autosave) and close the widget: a
        newer ``play()`` of the same game took over (``saves.claim``)."""
        self.controller.close()
        if self.controller.autosave_path is not None:
            release(self.controller.autosave_path, self)
        super().close()

    @property
    def offer_box(self):
        return self.offer_view

    @property
    def resume_button(self) -> W.Button:
        """"Resume" of the offer: lesson 04 (the teacher guide) presses it in a cell."""
        return self.offer_view.resume_button

    @property
    def notice(self) -> W.HTML:
        """The message beside the file controls (saved, loaded, why not)."""
        return self.secondary.files_message

    @property
    def _bots_held(self) -> bool:
        return self.controller.bots_held

    @property
    def _offer(self):
        return self.controller.offer

    @_offer.setter
    def _offer(self, value) -> None:
        if value is not None:
            raise ValueError("the resume offer can only be cleared (set to None)")
        self.controller.files.offers = []

    @property
    def _timer(self):
        return self.controller._timer

    @property
    def card_buttons(self) -> list[W.Button]:
        """The hand's card buttons on screen (empty while the hand is hidden)."""
        return self.seat.card_buttons

    @property
    def hoard_buttons(self) -> list[W.Button]:
        return self.seat.hoard_buttons

    def action_buttons(self) -> list[W.Button]:
        """Every button that plays a game action."""
        return self.seat.action_buttons()

    def enabled_actions(self) -> set:
        """The actions behind the enabled game buttons (for the chosen target crisis)."""
        return {b.terra_action for b in self.action_buttons()
                if not b.disabled and getattr(b, "terra_action", None) is not None}

    def step(self):
        """Let the computer player whose decision it is make one move (synchronously)."""
        return self.controller.step()

    def run_bots(self, limit: int = 10_000) -> int:
        """Let the computer players move until a person must decide or the game ends."""
        return self.controller.run_bots(limit)

    def load_text(self, text, *, source: str = "?") -> bool:
        """Replace the game by a saved one; on any problem a clear message, game unchanged."""
        return self.controller.file_actions.load_text(text, source=source)

    def risk_points(self):
        return self.controller.risk_points()

    def __repr__(self) -> str:
        # in the game's language: it is what a notebook opened without its kernel shows
        return f"<{self.t('app.repr', players=', '.join(self.session.players))}>"

    def _repr_mimebundle_(self, **kwargs):
        """A saved notebook opened without its kernel cannot show the game: where the
        widget cannot be drawn (an untrusted notebook, nbviewer, GitHub), say how to get
        it back instead of ``<Terra game: ...>``."""
        data = super()._repr_mimebundle_(**kwargs)
        if data is not None and not self._scrolled:
            self._scrolled = True  # once: a later display or render does not scroll
            _ask_page_to_scroll()
        if data is not None:
            again = self.t("app.run_again")
            data["text/plain"] = f"{repr(self)} {again}"
            data["text/html"] = (f'<p class="terra-run-again"><strong>{T.esc(repr(self))}'
                                 f"</strong> {T.esc(again)}</p>")
        return data

    # ------------------------------------------------------------------ keyboard
    def _on_board_key(self, key, shift_key=False, ctrl_key=False, meta_key=False) -> None:
        """ipycanvas keeps every key pressed on the board, Tab and Escape too, which would
        trap a keyboard user there: move the focus on from here."""
        if key == "Tab" and shift_key:
            target = self._focus_before_board()
        elif key in ("Tab", "Escape"):
            target = self._focus_after_board()
        else:
            return
        target.focus()

    def _prompt_open(self) -> bool:
        """A question for the class is shown with its "Back to the game" (at game over
        the question stays, with no game to go back to)."""
        return all(w.layout.display != "none"
                   for w in (self.table.prompt_box, self.table.dismiss_button))

    def _focus_after_board(self) -> W.DOMWidget:
        if self._prompt_open():
            return self.table.dismiss_button
        seat = self.seat.focus_target()
        if seat is not None and self.seat.layout.display != "none":
            return seat
        for b in (self.table.continue_button, self.table.step_button):
            if not b.disabled and b.layout.display != "none" and \
                    self.table.bot_row.layout.display != "none":
                return b
        # nothing to play (the game is over): time travel, the way to look back
        self.secondary.selected_index = [a for _, a in TABS].index("time_box")
        undo = self.secondary.undo_button
        return undo if not undo.disabled else self.secondary.jump

    def _focus_before_board(self) -> W.DOMWidget:
        if self._prompt_open():
            return self.table.dismiss_button
        for b in (self.table.continue_button, self.table.step_button):
            if not b.disabled and b.layout.display != "none" and \
                    self.table.bot_row.layout.display != "none":
                return b
        return self._focus_after_board()

"""``TableView``: the public table -- everything on the table and nothing of any hand.

It renders only from the public view (``state.view(None)``) and the controller: the
"what now" status line (with the computer players' Continue/Step when they are the
decision) and what just played itself, the board with the discussion prompt and the
end screen over it (nothing is ever inserted above the board; the prompt in a corner
that leaves the regions it talks about in view; at game over the question for the class
sits in the status bar, beside the verdict's "The game is over."), and beside the board
the threshold gauges, the colour legend, the risk meter and, at the end, the debrief.

Layout (a CSS grid, ``style.py``): the status line on top across the table; under it
the board and, beside it, the gauges, then the side column (the *seat slot*, where a
``SeatView`` goes on a device that has a seat: the hot-seat app or a student's laptop;
the projector of a classroom leaves it empty), then at the end the debrief. Gauges,
side and debrief are items of the grid, not of one column, so that a narrow notebook
can put the gauges beside the board and the debrief under it.
"""

from __future__ import annotations

import ipywidgets as W

from ...rules import COLOURS, REGIONS
from ...session.controller import SPEEDS
from ...session.prompts import prompt_values
from ...session.view_source import ViewSource
from .. import board as board_mod
from .. import text as T
from ..board_widget import board_canvas, hold_board
from ..prompt_place import CORNERS, OUTSIDE, prompt_corner
from .common import box, button, html, set_class, set_value, show


class TableView(W.GridBox):
    def __init__(self, ctrl: ViewSource, *, on_board_key=None):
        self.ctrl = ctrl
        g = ctrl.guard
        self._board_key = None
        self._lang = None
        # -- status bar: what now, plus the computer players' buttons when it is theirs
        self.status = html("terra-status")
        self.status.add_class("terra-phase")
        self.alert = html("terra-alert")
        self.step_button = button("terra-step", icon="step-forward")
        self.step_button.on_click(g(lambda _b: ctrl.step()))
        self.continue_button = button("terra-continue", icon="play", style="primary")
        self.continue_button.on_click(g(lambda _b: ctrl.release_bots()))
        self.bot_row = box(W.HBox, [self.continue_button, self.step_button], "terra-bots")
        # game over: a new game for the same table, beside the verdict the class is reading
        # (R1.6: a new shuffle); only where the controller can deal one (the classroom's
        # table is the teacher's)
        self.play_again_button = button("terra-play-again", icon="refresh", style="primary")
        self.play_again_button.on_click(g(lambda _b: ctrl.play_again()))
        show(self.play_again_button, False)
        self.status_text = box(W.VBox, [self.status, self.alert], "terra-status-text")
        self.status_bar = box(W.HBox, [self.status_text, self.bot_row,
                                       self.play_again_button], "terra-status-bar")
        # -- the board, with the prompt and the end screen in fixed places over it
        self.board = board_canvas()  # ipycanvas, or SVG where numpy is missing (the site)
        self.board.add_class("terra-board")
        self.board.on_client_ready(g(self._on_client_ready))
        if on_board_key is not None:
            self.board.on_key_down(g(on_board_key))
        self.prompt_html = html("terra-prompt-text")
        self.dismiss_button = button("terra-prompt-dismiss", icon="check")
        self.dismiss_button.on_click(g(lambda _b: ctrl.release_bots()))
        self.prompt_box = box(W.HBox, [self.prompt_html, self.dismiss_button], "terra-prompt")
        self.end_screen = html("terra-end-screen")
        self.debrief = html("terra-debrief")
        self.board_text = html("terra-board-text")  # the board in words (screen readers)
        # a prompt comes after an outbreak, a hoard or the end: it covers the impending
        # crisis's empty place, or another corner when that would hide a region it talks
        # about; beside the board when a crisis is impending again (a classroom's question
        # stays up while the game goes on) or no corner is free (render_prompt)
        self._over = False  # the game's end is shown (render_end)
        self.board_area = box(W.Box, [self.board, self.end_screen, self.prompt_box,
                                      self.board_text], "terra-board-area")
        # -- gauges beside the board (R6.1), with the colour legend (R0.2)
        self.counters_title = html("terra-counters-title")
        self.colour_legend = html("terra-colour-legend")
        self.counters: dict[str, W.HTML] = {}
        for css_id, *_ in T.counter_items(ctrl.t, ctrl.state.view(None)):
            h = html("terra-counter")
            kind = css_id.split("-", 1)[0]
            h.add_class(f"terra-counter-{kind}")
            h.add_class(f"terra-counter-{css_id}")
            if kind != "region":
                h.add_class(f"terra-gauge-{css_id}")
            self.counters[css_id] = h
        self.counter_box = box(W.HBox, [self.counters[f"colour-{c.value}"] for c in COLOURS]
                               + [self.counters["total"]], "terra-counters")
        self.region_box = box(W.Box, [self.counters[f"region-{r.value}"] for r in REGIONS],
                              "terra-region-counters")
        self.gauges = box(W.VBox, [self.counters_title, self.counter_box, self.colour_legend],
                          "terra-gauges")
        self.risk_html = html("terra-risk")
        self.seat_slot = box(W.VBox, [], "terra-seat-slot")
        # the regions' counts are on the map too: their list comes last, compact
        self.side = box(W.VBox, [self.seat_slot, self.region_box, self.risk_html], "terra-side")
        super().__init__([self.status_bar, self.board_area, self.gauges, self.side,
                          self.debrief])
        self.add_class("terra-table-view")
        self.size_board()

    def attach_seat(self, seat_view) -> None:
        self.seat_slot.children = (seat_view,) if seat_view is not None else ()

    # ------------------------------------------------------------------ labels
    def label(self) -> None:
        t = self.ctrl.t
        for widget, label, tip in ((self.step_button, "btn.step", "tip.step"),
                                   (self.continue_button, "btn.continue", "tip.continue"),
                                   (self.dismiss_button, "btn.dismiss", "tip.dismiss"),
                                   (self.play_again_button, "btn.new_game",
                                    "tip.play_again")):
            widget.description = t(label)
            widget.tooltip = t(tip)
        self.counters_title.value = f"<strong>{T.esc(t('counters.title'))}</strong>"
        self.colour_legend.value = T.colour_legend_html(t)

    # ------------------------------------------------------------------ rendering
    def render(self, part: str = "all") -> None:
        ctrl = self.ctrl
        if self._lang != ctrl.lang:
            self._lang = ctrl.lang
            self.label()
        view = ctrl.state.view(None)
        self.render_alert()
        if part == "risk":
            self.render_risk(view)
            return
        if part in ("notice", "story"):
            return
        just = ctrl.just_happened()
        self.status.value = T.status_html(ctrl.t, view, self.who_line(view), just)
        self.render_bot_row()
        self.render_counters(view)
        self.render_end(view)
        self.render_prompt()
        self.draw_board()
        self.board_text.value = T.board_text_html(ctrl.t, view)
        self.render_risk(view)
        self.render_debrief(view)

    def who_line(self, view) -> str:
        ctrl, t = self.ctrl, self.ctrl.t
        seat = view.to_act
        if seat is None:
            return ""
        name = view.players[seat]
        if not ctrl.session.is_bot(seat):
            return t("status.human", player=name)
        line = t("status.bot", player=name, strategy=t.strategy(ctrl.session.specs.get(seat)))
        if ctrl.bots_held and ctrl.prompt_shown:
            return f"{line} {t('status.bot_prompt')}"
        if ctrl.bots_held:
            return f"{line} {t('status.bot_waiting')}"
        if not ctrl.bots_live:
            return f"{line} {t('status.bot_manual')}"
        return f"{line} {t('status.bot_thinking', player=name)}"

    def render_alert(self) -> None:
        ctrl = self.ctrl
        text, error = ctrl.alert
        out = T.notice_html(text, error=error)
        if ctrl.autosave_failed:
            out += T.notice_html(ctrl.autosave_failed, error=True)
        set_value(self.alert, "value", out)
        show(self.alert, bool(out))

    def render_bot_row(self) -> None:
        ctrl = self.ctrl
        bot = ctrl.session.bot_to_act()
        show(self.bot_row, bot is not None and ctrl.offer is None)
        self.step_button.disabled = bot is None
        # Step is the way on in manual mode; Continue when the players are paused
        show(self.step_button, SPEEDS[ctrl.speed_key] is None or ctrl.bots_held
             or not ctrl.bots_live)
        show(self.continue_button, ctrl.bots_held and bot is not None)

    def render_counters(self, view) -> None:
        for css_id, text, level, tip in T.counter_items(self.ctrl.t, view):
            h = self.counters[css_id]
            set_value(h, "value", T.counter_html(text, level))
            set_value(h, "tooltip", tip)
            for lv in ("warning", "broken"):
                set_class(h, f"terra-{lv}", lv == level)

    def render_end(self, view) -> None:
        text, kind = T.end_html(self.ctrl.t, view)
        set_value(self.end_screen, "value", text)
        show(self.end_screen, kind is not None)
        for k in ("lost", "won"):
            set_class(self.end_screen, f"terra-end-{k}", k == kind)
        # the end screen covers the board's lower part; the final map stays in view
        set_class(self.board_area, "terra-over", kind is not None)
        set_class(self, "terra-over", kind is not None)
        show(self.play_again_button, kind is not None and self.ctrl.offers_play_again)
        self._over = kind is not None
        self.place_prompt(over=self._over)

    def place_prompt(self, *, over: bool, beside: bool = False) -> None:
        """At game over the verdict takes the status line's place on top of the table,
        with New game beside it and the question for the class beside or under it: over
        the board the verdict hid the crisis panel, and squeezed beside the status text
        the question was one letter wide. Nothing covers the final map (the debrief and
        the story are about it). During the game the prompt stays over the board, in its
        corner (``render_prompt``); ``beside``: when no corner of the board leaves the
        impending crisis and the counters in view (``prompt_corner``), it goes to the end
        of the side column (beside the board; above it when the table is one column).
        A widget has one parent at a time: they move only when the game's end comes or
        goes (time travel, a new game) or the prompt changes."""
        side = [self.seat_slot, self.region_box, self.risk_html]
        if over:
            bar = [self.status_text, self.bot_row, self.end_screen, self.play_again_button,
                   self.prompt_box]
            area = [self.board, self.board_text]
        else:
            bar = [self.status_text, self.bot_row, self.play_again_button]
            area = [self.board, self.end_screen, self.board_text]
            if beside:
                side.append(self.prompt_box)
            else:
                area.insert(2, self.prompt_box)
        if tuple(self.side.children) != tuple(side):
            self.side.children = side
        if tuple(self.board_area.children) != tuple(area):
            self.board_area.children = area
        if tuple(self.status_bar.children) != tuple(bar):
            self.status_bar.children = bar
        # "Back to the game": there is none to go back to (its keyboard focus skips it too)
        show(self.dismiss_button, not over)

    def render_prompt(self) -> None:
        ctrl = self.ctrl
        on = ctrl.prompt_shown
        if on:
            values = prompt_values(ctrl.t, ctrl.prompt, ctrl.session.players)
            self.prompt_html.value = T.prompt_html(ctrl.t, ctrl.prompt[0], values)
            # never over the region it talks about (the class must see it): a corner left free
            corner = prompt_corner(ctrl.prompt, ctrl.state.view(None), ctrl.lang)
            for name in CORNERS:
                set_class(self.prompt_box, f"terra-prompt-{name}", name == corner)
            self.place_prompt(over=self._over, beside=corner == OUTSIDE)
        show(self.prompt_box, on)

    def render_risk(self, view) -> None:
        ctrl = self.ctrl
        if ctrl.risk_fn is None or view.is_over:  # the debrief has the chart
            show(self.risk_html, False)
            return
        show(self.risk_html, True)
        estimate = ctrl.risk_history.get(ctrl.session.position)
        if estimate is None:  # being measured
            self.risk_html.value = f"<strong>{T.esc(ctrl.t('risk.title'))}</strong> …"
        else:
            self.risk_html.value = T.risk_html(ctrl.t, estimate)

    def render_debrief(self, view) -> None:
        ctrl = self.ctrl
        if not view.is_over:
            show(self.debrief, False)
            set_value(self.debrief, "value", "")
            return
        points = ctrl.risk_points() if ctrl.risk_fn is not None else None
        self.debrief.value = T.debrief_html(ctrl.t, view, points)
        show(self.debrief, True)

    # ------------------------------------------------------------------ the board
    def size_board(self) -> None:
        """The board is shown at ``board.size(projector)`` CSS pixels, never stretched;
        the canvas has ``resolution`` times the pixels (sharp on a projector)."""
        projector = self.ctrl.projector
        width, height = board_mod.size(projector)
        res = board_mod.PROJECTOR_RESOLUTION if projector else 1
        if (self.board.width, self.board.height) != (width * res, height * res):
            self.board.width, self.board.height = width * res, height * res
        self.board.layout.width = f"{width}px"
        self.board.layout.height = f"{height}px"
        self.layout.grid_template_columns = f"{width}px minmax(0, 1fr)"
        self._board_key = None

    def draw_board(self, force: bool = False) -> None:
        """One frame, one batch (``hold_board``). ipycanvas remembers which canvas its last
        batch addressed and skips naming it again; a batch sent before a browser connected
        never arrived, so forget that memory: every batch names its canvas."""
        ctrl = self.ctrl
        # ``board_key`` names what the board shows: a move that changes nothing on the
        # board sends no frame (the classroom's pages name the board's parts of the view)
        key = (ctrl.board_key, ctrl.lang, ctrl.projector)
        if not force and key == self._board_key:
            return
        self._board_key = key
        manager = getattr(self.board, "_canvas_manager", None)
        if manager is not None and hasattr(manager, "_current_canvas"):
            manager._current_canvas = None
        width, _ = board_mod.size(ctrl.projector)
        with hold_board(self.board):
            board_mod.draw(ctrl.state.view(None), self.board, lang=ctrl.lang,
                           projector=ctrl.projector, resolution=self.board.width / width)

    def _on_client_ready(self) -> None:
        self.draw_board(force=True)

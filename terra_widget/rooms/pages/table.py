"""The one-screen table of a classroom page, fed from the room (the store on a laptop,
the room service on a hub).

The projector and every student's device show the same public table as the play widget:
``terra_widget.ui.panels.TableView`` (status and prompt, board, gauges, end screen,
debrief); a student's device adds ``SeatView`` for their own seat. Those panels read a
``session.view_source.ViewSource``; in a classroom the game lives in the room, so
``StoredTable`` implements that contract for a stored table: it holds no engine state at
all, only a ``TableSight`` -- the public view, one seat's own view and that seat's legal
moves, cut out of the game when the page redraws. A panel that asked for another seat's
view or the pile would get an error, not a card (R7.5).

``ClassroomTable`` is TableView (+ SeatView on a student's device), the players and the
log: one widget for every page.
"""

from __future__ import annotations

import traceback

import ipywidgets as W

from terra_widget.i18n import translator
from terra_widget.session import prompts as P
from terra_widget.session.view_source import GameSight, SeatsSource, ViewSource
from terra_widget.ui import text as T
from terra_widget.ui.panels import SeatView, TableView

from .live import html, set_value


# ------------------------------------------------------------------ what a page may see
class TableSight(GameSight):
    """What one page may know of a table at one moment: the public view, the own view of
    ``seat`` (a student's device; None on the projector), that seat's legal moves when it
    may act, and the log as that seat may read it. It holds no path to the game: the
    panels read it where the play widget's panels read the engine state."""

    def __init__(self, state, seat: int | None = None, *, can_act: bool = False):
        public = state.view(None)
        self.seat = seat
        self._public = public
        self._own = state.view(seat) if seat is not None else None
        mine = can_act and seat is not None and not state.is_over and state.to_act == seat
        self._legal = tuple(state.legal_actions()) if mine else ()
        self._events = tuple(state.visible_events(seat))
        self.moves = len(state.history)
        self.phase, self.to_act, self.turn = public.phase, public.to_act, public.turn
        self.current, self.players, self.is_over = public.current, public.players, public.is_over
        self.n_players = public.n_players

    def view(self, seat: int | None = None):
        if seat is None:
            return self._public
        if seat == self.seat:
            return self._own
        raise PermissionError(f"this page may not see seat {seat + 1}'s hand")

    def legal_actions(self) -> tuple:
        return self._legal

    def visible_events(self, seat: int | None = None) -> list:
        if seat != self.seat:
            raise PermissionError(f"this page may not read seat {seat}'s log")
        return list(self._events)


class StoredSeats(SeatsSource):
    """Who plays which seat of a stored table (filled from the store's seats)."""

    def __init__(self):
        self.players: tuple[str, ...] = ()
        self.specs: dict[int, str] = {}
        self.position = 0

    def is_bot(self, seat) -> bool:
        return seat in self.specs

    def bot_to_act(self):
        return None  # the store's computer players play by themselves: no Step button

    def human_to_act(self):
        return None  # a classroom seat is fixed to a device: no hot seat


class StoredTable(ViewSource):
    """A table kept in the store, as ``TableView``/``SeatView`` read it (``ViewSource``),
    filled by ``update`` from a ``TableSight``. A click on a move calls
    ``on_action(action, moves)`` with how many moves the screen showed (the store refuses
    it if the table moved on meanwhile)."""

    def __init__(self, lang: str, *, projector: bool = False, prompts: bool = False,
                 on_action=None):
        self.lang = translator(lang).lang
        self.projector = projector
        self.prompts_on = prompts
        self.on_action = on_action
        self.session = StoredSeats()
        # the store's computer players move by themselves, at the room's pace: never held,
        # never stepped by hand here
        self.speed_key = "normal"
        self.bots_held = False
        self.bots_live = True
        # no risk meter, no resume offer and no autosave on a classroom page (the store
        # keeps every move); a device sees its own seat's hand only (R7.5)
        self.risk_fn = None
        self.risk_history: dict = {}
        self.offer = None
        self.autosave_failed = ""
        self.teacher_on = False
        self.shown_seat = None
        self.state: TableSight | None = None
        self.prompt = None
        self.just: list[str] = []
        self.alert: tuple[str, bool] = ("", False)
        self.errors: list[BaseException] = []
        self.on_notice = None  # called after an error was put into words

    @property
    def t(self):
        return translator(self.lang)

    def update(self, sight: TableSight, seats) -> None:
        """The table as ``sight`` shows it; ``seats``: the store's seats (who is a bot)."""
        before = self.state
        self.state = sight
        self.session.players = sight.players
        self.session.specs = {s.seat: s.bot or "balanced" for s in seats if s.kind == "bot"}
        self.session.position = sight.moves
        if before is not None and sight.moves > before.moves:
            new = sight.visible_events(sight.seat)[len(before.visible_events(before.seat)):]
            # the status's "Just now" line, as the one-screen game has it: the moves
            # that reached this page since it last changed (a student looks away)
            self.just = [self.t.narrate(e, sight.players) for e in new]
            prompt = P.prompt_for(new, sight.view(None)) if self.prompts_on else None
            if prompt is not None:
                self.prompt = prompt
        if before is None or sight.moves < before.moves:
            self.prompt = None
            self.just = []

    # -- what the panels call
    def guard(self, fn):
        def wrapper(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except Exception as exc:  # shown in words, kept for tests
                self.errors.append(exc)
                self.alert = (self.t("error.generic", reason=str(exc)), True)
                traceback.print_exc()
                if self.on_notice is not None:
                    self.on_notice()
        wrapper.__name__ = getattr(fn, "__name__", "handler")
        return wrapper

    def perform(self, action, *, human: bool = True) -> None:
        if self.on_action is not None and self.state is not None:
            self.on_action(action, self.state.moves)

    def release_bots(self) -> None:  # the prompt's "OK": the class has discussed it
        self.prompt = None
        if self.on_notice is not None:
            self.on_notice()

    def step(self):
        return None

    offers_play_again = False  # the room's record is one game: the teacher opens another

    def play_again(self) -> None:
        raise RuntimeError("a classroom table plays the one game the room recorded")

    def just_happened(self) -> list[str]:
        return self.just

    @property
    def board_key(self):
        """What the board drawing shows (board.draw reads these parts of the public view
        only): TableView sends a new frame only when it changed."""
        if self.state is None:
            return None
        v = self.state.view(None)
        return ("board", v.phase, v.responder, v.pile_size,
                v.impending, v.impending_plays, v.full_blown, v.players)

    @property
    def prompt_shown(self) -> bool:
        return self.prompts_on and self.prompt is not None

    def hand_visible(self, seat) -> bool:
        return seat is not None

    def needs_hand(self, seat) -> bool:
        return False

    def show_hand(self, on: bool) -> None:
        pass

    def risk_points(self):
        return None


class ClassroomTable(W.VBox):
    """The one-screen table for a table of the store: ``TableView`` (+ ``SeatView`` of
    ``seat`` on a student's device; ``side`` -- e.g. the opened hands -- in the seat slot
    on the projector), then the players and the log. ``render(state, seats, ...)``
    redraws from the replayed game; only views and legal moves go into the panels."""

    def __init__(self, lang: str, state, seats, *, seat: int | None = None,
                 projector: bool = False, prompts: bool = False, on_action=None,
                 side=None):
        self.ctrl = ctrl = StoredTable(lang, projector=projector, prompts=prompts,
                                       on_action=on_action)
        ctrl.on_notice = lambda: self.table.render()
        self.seat = seat
        ctrl.update(TableSight(state, seat), seats)
        self.table = TableView(ctrl)
        self.seat_view = SeatView(ctrl, seat) if seat is not None else None
        self.table.attach_seat(self.seat_view if self.seat_view is not None else side)
        self.players = html("terra-players")
        self.log_box = html("terra-log")
        # data-moves: how many moves this page shows (public), set after everything else
        # of a redraw: load tests time a move's arrival on every page with it
        self.marker = html("terra-moves")
        self.first = html("terra-moves-first")  # the same, set before the redraw
        extras = W.HBox([self.players, self.log_box])
        extras.add_class("terra-table-extras")
        super().__init__([self.first, self.table, extras, self.marker],
                         layout=W.Layout(width="100%"))
        self.add_class("terra-classroom-table")

    def render(self, state, seats, *, can_act: bool = False) -> None:
        ctrl, t = self.ctrl, self.ctrl.t
        ctrl.alert = ("", False)
        ctrl.update(TableSight(state, self.seat, can_act=can_act), seats)
        set_value(self.first, f'<span data-moves="{ctrl.state.moves}"></span>')
        # the seat first: the buttons of the student whose decision it is leave before
        # the board's frame (the largest message of a redraw)
        if self.seat_view is not None:
            self.seat_view.render()
        self.table.render()
        sight = ctrl.state
        view = sight.view(None)
        kinds = {s.seat: t("classroom.kind.bot") if s.kind == "bot" else
                 t("classroom.kind.human") for s in seats}
        set_value(self.players, T.players_html(t, view, kinds))
        set_value(self.log_box, T.log_html(t, sight.visible_events(self.seat), view.players,
                                      limit=12))
        set_value(self.marker, f'<span data-moves="{sight.moves}"></span>')

    def set_projector(self, on: bool) -> None:
        """The play widget's projector mode (large text, a 1200 px board) or back to the
        notebook's width (JupyterLab with its file browser open at 1280x720)."""
        self.ctrl.projector = bool(on)
        if on:
            self.add_class("terra-projector")
        elif "terra-projector" in self._dom_classes:
            self.remove_class("terra-projector")
        self.table.size_board()

    @property
    def view(self):
        """The public view on screen."""
        return self.ctrl.state.view(None)

    def enabled_actions(self) -> set:
        """The moves behind this seat's enabled buttons (empty on the projector)."""
        if self.seat_view is None:
            return set()
        return {b.terra_action for b in self.seat_view.action_buttons()
                if not b.disabled and getattr(b, "terra_action", None) is not None}


class HandsPanel(W.VBox):
    """Every hand, on the projector only, once the teacher opens them for the debrief."""

    def __init__(self, lang: str):
        self.t = translator(lang)
        self.body = html("terra-debrief-hands")
        super().__init__([self.body])
        self.add_class("terra-debrief-hands-box")

    def render(self, views) -> None:
        """``views``: every seat's view (None while the hands stay hidden)."""
        set_value(self.body, T.all_hands_html(self.t, views) if views else "")

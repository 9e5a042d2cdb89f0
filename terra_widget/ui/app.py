"""``TerraApp``: the classroom widget (an ipywidgets VBox) on top of a ``Session``.

Everything on screen is derived, at every change, from the engine through views:
the board, counters, log and tables from the public view ``state.view(None)``; the hand
of the seat to act from ``state.view(seat)``, and only once that player pressed "show my
hand" (or the teacher opened every hand). Every enabled game button carries one of the
actions of ``state.legal_actions()`` (``button.terra_action``); the widget never decides
by itself what is legal.

Timing: bots move on the kernel's asyncio loop (``loop.call_later``) at the chosen speed.
Speed "manual" (and any test without a running loop) moves them only through ``step()``;
"instant" moves them at once, synchronously.

Canvas: each redraw is one ``hold_canvas()`` batch and the board is redrawn from
``on_client_ready`` too. ipycanvas remembers on the Python side which canvas its last
batch addressed and skips the "switch canvas" command when it is the same -- but a batch
sent before a browser connected (or to a page that was since reloaded) never reached the
browser, so the next batch would draw on an undefined canvas (the front-end error
"reading 'setAttr'"). We therefore reset that memory before every frame, so each batch
names its canvas; then drawing at every state change *and* on client ready is safe.
"""

from __future__ import annotations

import asyncio
import functools
import traceback
from pathlib import Path

import ipywidgets as W
from ipycanvas import Canvas, hold_canvas

from ..i18n import LANGUAGES, translator
from ..rules import (
    COLOURS,
    REGIONS,
    Discard,
    Draw,
    EndTurn,
    EventKind,
    Hoard,
    Pass,
    Phase,
    PlayFullBlown,
    PlayImpending,
)
from . import board as board_mod
from . import palette
from . import text as T
from .saves import GameFiles, Notice, release, translate
from .session import BotError, Session

#: Style of every control with a text label: the label is as wide as its words (they are
#: translated, and larger in projector mode), never cut to ipywidgets' fixed width.
LABEL_FITS = {"description_width": "initial"}
#: Seconds between two computer moves; None = only on "Step"; 0 = at once.
SPEEDS = {"manual": None, "slow": 2.0, "normal": 1.0, "fast": 0.35, "instant": 0.0}
#: At speed "instant" the computer players' positions are never on screen; for the
#: debrief's chart the risk meter measures them once per draw (each turn's start, and a
#: draw again after a crisis broke out, R3.8) with at most this many rollouts (a wider
#: band), so that a game of computers alone still ends within seconds.
INSTANT_RISK_ROLLOUTS = 40
LOG_LINES = 40


def _button(css: str, *, icon: str = "", style: str = "") -> W.Button:
    b = W.Button(icon=icon, button_style=style, layout=W.Layout(width="auto"))
    b.add_class(css)
    return b


def _toggle(css: str, value: bool, icon: str) -> W.ToggleButton:
    b = W.ToggleButton(value=value, icon=icon, layout=W.Layout(width="auto"))
    b.add_class(css)
    return b


def _html(css: str, **layout) -> W.HTML:
    h = W.HTML(layout=W.Layout(**layout))
    h.add_class(css)
    return h


class TerraApp(W.VBox):
    """The whole game as one widget. Build it with ``terra_widget.play(...)``.

    Handles for code and tests: ``app.state`` (the engine state on screen), ``app.session``,
    the buttons (``draw_button``, ``pass_button``, ``end_turn_button``, ``card_buttons``,
    ``hoard_buttons``, ``undo_button``, ...), ``app.step()`` / ``app.run_bots()`` to move the
    computer players synchronously, ``app.enabled_actions()``, and ``app.errors`` (every
    exception a handler caught and showed).
    """

    def __init__(self, session: Session, *, lang: str = "en", autosave: Path | None = None,
                 prompts: bool = True, risk_meter=None, projector: bool = False,
                 speed: str = "normal", resolve_bots=None, files: GameFiles | None = None,
                 notice: str = "", risk_rollouts: int = 200):
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r}; choose one of {', '.join(SPEEDS)}")
        self.session = session
        self.t = translator(lang)
        # saving, loading, the autosave and the resume offer, without widgets (saves.desk)
        self.files = files if files is not None else GameFiles(
            session, autosave=Path(autosave) if autosave else None)
        self.prompts_on = bool(prompts)
        self.risk_fn = risk_meter  # callable(view, rollouts=, seed=) -> RiskEstimate, or None
        self.risk_rollouts = risk_rollouts
        self.risk_history: dict[int, object] = {}
        self.projector = bool(projector)
        self.speed_key = speed
        self.resolve_bots = resolve_bots
        self.errors: list[BaseException] = []
        self.shown_seat: int | None = None  # whose hand is shown (hot-seat privacy)
        self.teacher_on = False
        self.prompt: tuple[str, dict] | None = None
        self._prompt_key = None
        self._bots_held = False
        self._timer = None
        self._risk_pending = False
        self._rendering = False
        self._board_key = None
        self._notice = notice
        self._notice_is_error = False
        self._closed = False
        self._jump_rendered = 0
        self._build()
        super().__init__(children=self._root_children())
        self.add_class("terra-app")
        if self.projector:
            self.add_class("terra-projector")
        self._label_controls()
        self.render()
        if not self._offering:
            self._schedule_bots()
            self._request_risk()

    # ================================================================== building
    def _build(self) -> None:
        g = self._guard
        self.style_html = W.HTML(f"<style>{palette.CSS}</style>")
        self.style_html.add_class("terra-style")
        self.title_html = _html("terra-title")
        # settings bar
        self.lang_select = W.Dropdown(options=[(_lang_name(code), code) for code in LANGUAGES],
                                      value=self.t.lang, layout=W.Layout(width="220px"),
                                      style=LABEL_FITS)
        self.lang_select.add_class("terra-lang")
        self.lang_select.observe(g(self._on_lang), names="value")
        self.projector_toggle = _toggle("terra-projector-toggle", self.projector, "television")
        self.projector_toggle.observe(g(self._on_projector), names="value")
        self.prompts_toggle = _toggle("terra-prompts-toggle", self.prompts_on, "comments")
        self.prompts_toggle.observe(g(self._on_prompts_toggle), names="value")
        self.teacher_toggle = _toggle("terra-teacher", False, "users")
        self.teacher_toggle.observe(g(self._on_teacher), names="value")
        self.settings = W.HBox([self.lang_select, self.projector_toggle, self.prompts_toggle,
                                self.teacher_toggle], layout=W.Layout(flex_flow="row wrap"))
        self.settings.add_class("terra-settings")
        # resume offer
        self.offer_html = _html("terra-resume-text")
        self.resume_button = _button("terra-resume", icon="play", style="primary")
        self.resume_button.on_click(g(self._on_resume))
        self.new_game_button = _button("terra-new-game", icon="plus")
        self.new_game_button.on_click(g(self._on_new_game))
        self.resume_choice = W.RadioButtons(options=[], layout=W.Layout(width="auto"))
        self.resume_choice.add_class("terra-resume-choice")
        self.offer_box = W.VBox([self.offer_html, self.resume_choice,
                                 W.HBox([self.resume_button, self.new_game_button])])
        self.offer_box.add_class("terra-resume-offer")
        # messages
        self.notice = _html("terra-notice")
        self.status = _html("terra-phase")
        # counters
        self.counters: dict[str, W.HTML] = {}
        for css_id, *_ in T.counter_items(self.t, self.session.state.view(None)):
            h = _html("terra-counter")
            kind = css_id.split("-", 1)[0]
            h.add_class(f"terra-counter-{kind}")
            h.add_class(f"terra-counter-{css_id}")
            self.counters[css_id] = h
        self.counters_title = _html("terra-counters-title")
        self.colour_legend = _html("terra-colour-legend")  # what each colour stands for
        self.counter_box = W.HBox(list(self.counters.values()),
                                  layout=W.Layout(flex_flow="row wrap", overflow="visible"))
        self.counter_box.add_class("terra-counters")
        # end screen and prompt
        self.end_screen = _html("terra-end-screen")
        self.prompt_html = _html("terra-prompt-text")
        self.dismiss_button = _button("terra-prompt-dismiss", icon="check")
        self.dismiss_button.on_click(g(self._on_dismiss))
        self.prompt_box = W.VBox([self.prompt_html, self.dismiss_button])
        self.prompt_box.add_class("terra-prompt")
        # board
        self.board = Canvas(width=board_mod.WIDTH, height=board_mod.HEIGHT,
                            layout=W.Layout(width="100%", max_width=f"{board_mod.WIDTH}px"))
        self._size_board()
        self.board.add_class("terra-board")
        self.board.on_client_ready(g(self._on_client_ready))
        self.board.on_key_down(g(self._on_board_key))
        self.board_text = _html("terra-board-text")
        # turn controls
        self.draw_button = _button("terra-draw", icon="hand-paper-o", style="primary")
        self.pass_button = _button("terra-pass", icon="forward")
        self.end_turn_button = _button("terra-end-turn", icon="check-circle")
        for b in (self.draw_button, self.pass_button, self.end_turn_button):
            b.add_class("terra-action")
            b.on_click(g(self._on_action_button))
        self.show_hand = _toggle("terra-show-hand", False, "eye")
        self.show_hand.observe(g(self._on_show_hand), names="value")
        self.turn_row = W.HBox([self.draw_button, self.pass_button, self.end_turn_button,
                                self.show_hand], layout=W.Layout(flex_flow="row wrap"))
        self.hand_title = _html("terra-hand-title")
        self.target = W.ToggleButtons(options=[], style={"button_width": "auto", **LABEL_FITS})
        self.target.add_class("terra-target")
        self.target.observe(g(self._on_target), names="value")
        self._card_pool: list[W.Button] = []
        self.hand_box = W.HBox([], layout=W.Layout(flex_flow="row wrap"))
        self.hand_box.add_class("terra-hand")
        self.hoard_title = _html("terra-hoard-title")
        self._hoard_pool: list[W.Button] = []
        self.hoard_box = W.HBox([], layout=W.Layout(flex_flow="row wrap"))
        self.hoard_box.add_class("terra-hoard")
        # computer players
        self.speed = W.ToggleButtons(options=[("", k) for k in SPEEDS], value=self.speed_key,
                                     style={"button_width": "auto", **LABEL_FITS})
        self.speed.add_class("terra-speed")
        self.speed.observe(g(self._on_speed), names="value")
        self.step_button = _button("terra-step", icon="step-forward")
        self.step_button.on_click(g(lambda _b: self.step()))
        self.continue_button = _button("terra-continue", icon="play")
        self.continue_button.on_click(g(self._on_continue))
        self.bot_row = W.HBox([self.speed, self.step_button, self.continue_button],
                              layout=W.Layout(flex_flow="row wrap"))
        self.bot_row.add_class("terra-bots")
        self.controls = W.VBox([self.turn_row, self.hand_title, self.target, self.hand_box,
                                self.hoard_title, self.hoard_box, self.bot_row])
        self.controls.add_class("terra-controls")
        # tables, risk, teacher view, debrief
        self.players_html = _html("terra-players")
        self.risk_html = _html("terra-risk")
        self.all_hands = _html("terra-all-hands")
        self.debrief = _html("terra-debrief")
        # time travel and log
        self.undo_button = _button("terra-undo", icon="undo")
        self.undo_button.on_click(g(self._on_undo))
        self.redo_button = _button("terra-redo", icon="repeat")
        self.redo_button.on_click(g(self._on_redo))
        # a number box, not a slider: the slider's handle has no accessible name (axe)
        self.jump = W.BoundedIntText(min=0, max=0, value=0, layout=W.Layout(width="220px"),
                                     style=LABEL_FITS)
        self.jump.add_class("terra-jump")
        self.jump.observe(g(self._on_jump_slider), names="value")
        self.jump_label = _html("terra-jump-label")
        self.jump_button = _button("terra-jump-go", icon="clock-o")
        self.jump_button.on_click(g(self._on_jump))
        self.time_title = _html("terra-time-title")
        self.time_box = W.VBox([self.time_title,
                                W.HBox([self.undo_button, self.redo_button],
                                       layout=W.Layout(flex_flow="row wrap")),
                                W.HBox([self.jump, self.jump_button],
                                       layout=W.Layout(flex_flow="row wrap")),
                                self.jump_label])
        self.time_box.add_class("terra-time")
        self.log_title = _html("terra-log-title")
        self.log_html = _html("terra-log")
        # files
        self.file_path = W.Text(value="terra-game.json", layout=W.Layout(width="320px"),
                                style=LABEL_FITS)
        self.file_path.add_class("terra-file")
        self.save_button = _button("terra-save", icon="save")
        self.save_button.on_click(g(self._on_save))
        self.load_button = _button("terra-load", icon="folder-open")
        self.load_button.on_click(g(self._on_load))
        self.upload = W.FileUpload(accept=".json", multiple=False,
                                   layout=W.Layout(width="auto"))  # never cut its words
        self.upload.add_class("terra-upload")
        self.upload.observe(g(self._on_upload), names="value")
        # "Overwrite X? Yes/No", shown only while a save waits for that answer
        self.overwrite_yes = _button("terra-overwrite-yes", icon="check", style="warning")
        self.overwrite_yes.on_click(g(lambda _b: self._on_overwrite(True)))
        self.overwrite_no = _button("terra-overwrite-no", icon="times")
        self.overwrite_no.on_click(g(lambda _b: self._on_overwrite(False)))
        self.overwrite_box = W.HBox([self.overwrite_yes, self.overwrite_no])
        self.overwrite_box.add_class("terra-overwrite")
        _show(self.overwrite_box, False)
        self.file_box = W.HBox([self.file_path, self.save_button, self.load_button, self.upload,
                                self.overwrite_box], layout=W.Layout(flex_flow="row wrap"))
        self.file_box.add_class("terra-files")
        self.game_box = W.VBox([
            self.status, self.counters_title, self.colour_legend, self.counter_box,
            self.end_screen, self.prompt_box, self.board, self.board_text, self.controls,
            self.players_html, self.risk_html, self.all_hands, self.debrief, self.time_box,
            self.log_title, self.log_html, self.file_box])
        self.game_box.add_class("terra-game")

    def _on_board_key(self, key, shift_key=False, ctrl_key=False, meta_key=False) -> None:
        """ipycanvas makes the board focusable and keeps every key pressed on it, Tab and
        Escape too, which would trap a keyboard user there. Move the focus on from here:
        Tab or Escape to the first control after the board that can be used, Shift+Tab to
        the one before it (the board in words, ``terra-board-text``, is for screen
        readers)."""
        if key == "Tab" and shift_key:
            target = self._focus_before_board()
        elif key in ("Tab", "Escape"):
            target = self._focus_after_board()
        else:
            return
        target.focus()

    def _focus_after_board(self) -> W.DOMWidget:
        candidates = [(self.draw_button,), (self.pass_button,), (self.end_turn_button,),
                      (self.show_hand,), (self.step_button, self.bot_row),
                      (self.continue_button, self.bot_row), (self.undo_button,),
                      (self.redo_button,)]
        for widget, *boxes in candidates:  # in page order; a hidden box hides its buttons
            if not widget.disabled and all(w.layout.display != "none"
                                           for w in (widget, *boxes)):
                return widget
        return self.jump  # the moment box: always there and usable

    def _focus_before_board(self) -> W.DOMWidget:
        if self.prompt_box.layout.display != "none":
            return self.dismiss_button
        return self.teacher_toggle  # the last of the settings, always there

    def _root_children(self):
        return [self.style_html, self.title_html, self.settings, self.offer_box, self.notice,
                self.game_box]

    def _label_controls(self) -> None:
        """Set the language-dependent labels of the static controls."""
        t = self.t
        self.title_html.value = (f'<div class="terra-heading">{T.esc(t("app.title"))}</div>'
                                 f'<div class="terra-tagline">{T.esc(t("app.tagline"))}</div>')
        self.lang_select.description = t("label.lang")
        self.lang_select.tooltip = t("tip.lang")
        for widget, label, tip in (
                (self.projector_toggle, "btn.projector", "tip.projector"),
                (self.prompts_toggle, "btn.prompts", "tip.prompts"),
                (self.teacher_toggle, "btn.teacher", "tip.teacher"),
                (self.resume_button, "btn.resume", "tip.resume"),
                (self.new_game_button, "btn.new_game", "tip.new_game_kept"),
                (self.overwrite_yes, "btn.overwrite_yes", "btn.overwrite_yes"),
                (self.overwrite_no, "btn.overwrite_no", "btn.overwrite_no"),
                (self.dismiss_button, "btn.dismiss", "tip.dismiss"),
                (self.draw_button, "btn.draw", "tip.draw"),
                (self.pass_button, "btn.pass", "tip.pass"),
                (self.end_turn_button, "btn.end_turn", "tip.end_turn"),
                (self.step_button, "btn.step", "tip.step"),
                (self.continue_button, "btn.continue", "tip.continue"),
                (self.undo_button, "btn.undo", "tip.undo"),
                (self.redo_button, "btn.redo", "tip.redo"),
                (self.jump_button, "btn.jump", "tip.jump"),
                (self.save_button, "btn.save", "tip.save"),
                (self.load_button, "btn.load", "tip.load"),
                (self.upload, "btn.upload", "tip.upload")):
            widget.description = t(label)
            widget.tooltip = t(tip)
        self._rendering = True  # new option labels must not count as a user's choice
        try:
            self.speed.options = [(t("speed." + k), k) for k in SPEEDS]
            self.speed.value = self.speed_key
        finally:
            self._rendering = False
        self.speed.tooltips = [t("tip.speed")] * len(SPEEDS)
        self.speed.description = t("label.speed")
        self.speed.tooltip = t("tip.speed")
        self.target.description = t("label.target")
        self.target.tooltip = t("tip.target")
        self.jump.description = t("label.moment")
        self.jump.tooltip = t("tip.moment")
        self.file_path.description = t("label.file")
        self.file_path.tooltip = t("tip.file")
        self.counters_title.value = f"<strong>{T.esc(t('counters.title'))}</strong>"
        self.colour_legend.value = T.colour_legend_html(t)
        self.time_title.value = f"<strong>{T.esc(t('time.title'))}</strong>"
        self.log_title.value = f"<strong>{T.esc(t('log.title'))}</strong>"

    # ================================================================== public API
    @property
    def state(self):
        """The engine state on screen."""
        return self.session.state

    @property
    def card_buttons(self) -> list[W.Button]:
        """The hand's card buttons currently on screen (empty while the hand is hidden)."""
        return list(self.hand_box.children)

    @property
    def hoard_buttons(self) -> list[W.Button]:
        return list(self.hoard_box.children)

    def action_buttons(self) -> list[W.Button]:
        """Every button that plays a game action."""
        return [self.draw_button, self.pass_button, self.end_turn_button,
                *self.card_buttons, *self.hoard_buttons]

    def enabled_actions(self) -> set:
        """The actions behind the enabled game buttons (for the chosen target crisis)."""
        return {b.terra_action for b in self.action_buttons()
                if not b.disabled and getattr(b, "terra_action", None) is not None}

    def step(self):
        """Let the computer player whose decision it is make one move (synchronously).
        Returns the action played, or None if a person (or nobody) must act."""
        if self._offering or self.session.bot_to_act() is None:
            return None
        action = self.session.choose_bot_action()
        self._perform(action)
        return action

    def run_bots(self, limit: int = 10_000) -> int:
        """Let the computer players move until a person must decide or the game ends."""
        n = 0
        while n < limit and self.session.bot_to_act() is not None:
            self.step()
            n += 1
        return n

    def __repr__(self) -> str:
        names = ", ".join(self.session.players)
        return f"<Terra game: {names}>"

    # ================================================================== changing the game
    def _guard(self, fn):
        """Run a handler; show any exception in the widget (and keep it in ``errors``)
        instead of losing it in the kernel log."""
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except Exception as exc:  # shown to the user, kept for tests
                self.errors.append(exc)
                self._notice = self._error_text(exc)
                self._notice_is_error = True
                traceback.print_exc()
                try:
                    self._render_notice()
                except Exception:  # pragma: no cover - never hide the first error
                    pass
        return wrapper

    def _error_text(self, exc) -> str:
        if isinstance(exc, BotError):
            return self.t("error.bot_illegal", player=self.session.players[exc.seat],
                          action=str(exc.action))
        return self.t("error.generic", reason=str(exc))

    def _perform(self, action) -> None:
        """Play one action (a person's click or a bot's move) and update everything."""
        events = list(self.session.apply(action))
        if self.speed_key == "instant" and not self._bots_held:
            events += self._run_bots_now()
        self._changed(events)

    def _run_bots_now(self) -> list:
        events = []
        while self.session.bot_to_act() is not None:
            # these positions are never on screen, but the debrief's chart follows the game:
            # measure each draw's (cheaply, see INSTANT_RISK_ROLLOUTS)
            if self.session.state.phase is Phase.DRAW:
                self._measure_risk(min(self.risk_rollouts, INSTANT_RISK_ROLLOUTS))
            events += self.session.apply(self.session.choose_bot_action())
        return events

    def _human(self, action) -> None:
        self._bots_held = False
        self._perform(action)

    def _changed(self, events=(), *, travelled: bool = False, hold: bool = True) -> None:
        """After any change of the game on screen: privacy, prompts, redraw, autosave,
        risk, and the computer players' next move."""
        state = self.session.state
        if travelled or self.shown_seat != state.to_act:
            self.shown_seat = None  # hot-seat: the hand hides when the decision moves on
        if not (travelled and self._notice_is_error):
            self._notice, self._notice_is_error = "", False
        if travelled:
            self.prompt = None
            # after a jump the computer players wait, so the class sees where it landed
            self._bots_held = hold and self.session.bot_to_act() is not None
        else:
            self._update_prompt(events)
        self.render()
        self._autosave()
        self._schedule_bots()
        self._request_risk()

    # ================================================================== prompts & risk
    def _update_prompt(self, events) -> None:
        kinds = {e.kind for e in events}
        view = self.session.state.view(None)
        prompt = None
        if EventKind.WORLD_LOST in kinds:
            prompt = ("prompt.lost", {})
        elif EventKind.GAME_WON in kinds:
            prompt = ("prompt.won", {})
        elif EventKind.CRISIS_FULL_BLOWN in kinds:
            limits = _limits_one_away(view)
            if limits:
                prompt = ("prompt.one_from_collapse", {"limits": limits})
            else:
                crisis = [e.crisis for e in events if e.kind is EventKind.CRISIS_FULL_BLOWN][-1]
                prompt = ("prompt.full_blown", {"crisis": crisis})
        elif EventKind.HOARDED in kinds and view.full_blown:
            seat = [e.seat for e in events if e.kind is EventKind.HOARDED][-1]
            prompt = ("prompt.hoard_burning", {"seat": seat})
        if prompt is not None:
            self.prompt = prompt
            if self.prompts_on and SPEEDS[self.speed_key]:
                self._bots_held = True  # timed play pauses while the class discusses

    def _prompt_values(self) -> dict:
        key, raw = self.prompt
        values = {}
        if "crisis" in raw:
            values["crisis"] = self.t.crisis(raw["crisis"])
        if "seat" in raw:
            values["player"] = self.session.players[raw["seat"]]
        if "limits" in raw:
            t = self.t
            dangers = []
            for kind, what in raw["limits"]:
                if kind == "region":
                    dangers.append(t("prompt.danger_region", region=t.region(what)))
                elif kind == "colour":
                    dangers.append(t("prompt.danger_colour", colour=t.colour(what)))
                else:
                    dangers.append(t("prompt.danger_total"))
            values["dangers"] = t.join(dangers, last="list.or")
        return values

    def _request_risk(self) -> None:
        """Measure the risk of the position on screen. The rollouts take a while, so with a
        running event loop they run just after the click's updates have been sent."""
        if self.risk_fn is None or self._risk_pending:
            return
        if self.session.state.is_over or self.session.position in self.risk_history:
            return
        loop = self._loop()
        if loop is None:
            self._compute_risk()
        else:
            self._risk_pending = True
            loop.call_soon(self._guard(self._compute_risk))

    def _compute_risk(self) -> None:
        self._risk_pending = False
        if self._measure_risk():
            self._render_risk(self.session.state.view(None))

    def _measure_risk(self, rollouts: int | None = None) -> bool:
        """Measure the risk of the current position once (synchronously, with
        ``rollouts`` or the app's ``risk_rollouts``), if the meter is on; True when a new
        estimate was made."""
        state = self.session.state
        pos = self.session.position
        if self.risk_fn is None or state.is_over or pos in self.risk_history:
            return False
        seed = (state.seed * 7919 + pos) % (2 ** 63)
        # the public view: the gauge on the projector never looks at hidden cards
        self.risk_history[pos] = self.risk_fn(
            state.view(None), rollouts=rollouts or self.risk_rollouts, seed=seed)
        return True

    def risk_points(self) -> list[tuple[int, float, float, float]]:
        """(move, probability, low, high) for every moment the risk meter measured, on the
        current line of play."""
        pos = self.session.position
        return [(m, float(r.probability), float(r.low), float(r.high))
                for m, r in sorted(self.risk_history.items()) if m <= pos]

    # ================================================================== bots' timing
    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    @staticmethod
    def _loop():
        try:
            return asyncio.get_running_loop()
        except RuntimeError:
            return None

    def _schedule_bots(self) -> None:
        self._cancel_timer()
        if self._offering or self._bots_held or self._closed:
            return
        if self.session.bot_to_act() is None:
            return
        delay = SPEEDS[self.speed_key]
        if delay is None:
            return
        if delay == 0:
            events = self._run_bots_now()
            self._changed(events)
            return
        loop = self._loop()
        if loop is not None:
            self._timer = loop.call_later(delay, self._guard(self._tick))

    def _tick(self) -> None:
        self._timer = None
        if not self._bots_held and SPEEDS[self.speed_key]:
            self.step()

    # ================================================================== handlers
    def _on_action_button(self, button) -> None:
        action = getattr(button, "terra_action", None)
        if action is not None and not button.disabled and not self._offering:
            self._human(action)

    def _on_card(self, button) -> None:
        self._on_action_button(button)

    def _on_show_hand(self, change) -> None:
        if self._rendering:
            return
        seat = self.session.human_to_act()
        self.shown_seat = seat if change["new"] and seat is not None else None
        self.render()

    def _on_teacher(self, change) -> None:
        self.teacher_on = bool(change["new"])
        self.render()

    def _on_target(self, change) -> None:
        if not self._rendering:  # only the cards' enabled state depends on the target
            self._rendering = True
            try:
                self._render_controls(self.session.state.view(None))
            finally:
                self._rendering = False

    def _on_lang(self, change) -> None:
        self.t = translator(change["new"])
        self._label_controls()
        self._board_key = None
        self.render()

    def _on_projector(self, change) -> None:
        self.projector = bool(change["new"])
        if self.projector:
            self.add_class("terra-projector")
        else:
            self.remove_class("terra-projector")
        self._size_board()
        self._board_key = None
        self.render()

    def _on_prompts_toggle(self, change) -> None:
        self.prompts_on = bool(change["new"])
        if not self.prompts_on and self.prompt is not None:
            self.prompt = None
            self._bots_held = False
            self._schedule_bots()
        self.render()

    def _on_dismiss(self, _button) -> None:
        self._release_bots()

    def _release_bots(self) -> None:
        """Close the prompt, let the computer players go on, and show it."""
        self.prompt = None
        self._bots_held = False
        self.render()
        self._schedule_bots()

    def _on_speed(self, change) -> None:
        if self._rendering:
            return
        self.speed_key = change["new"]
        self._bots_held = False
        self.render()
        self._schedule_bots()

    def _on_continue(self, _button) -> None:
        self._release_bots()

    def _on_undo(self, _button) -> None:
        target = self.session.undo_target()
        if target is not None:
            self._travel(target)

    def _on_redo(self, _button) -> None:
        target = self.session.redo_target()
        if target is not None:
            self._travel(target)

    def _on_jump_slider(self, change) -> None:
        if not self._rendering:
            self._render_jump_label()

    def _on_jump(self, _button) -> None:
        self._travel(int(self.jump.value))

    def _travel(self, n: int) -> None:
        self._cancel_timer()
        self.session.go_to(n)
        self._changed(travelled=True)

    def _on_save(self, _button) -> None:
        self._files_notice(self.files.save(self.file_path.value))

    def _on_overwrite(self, yes: bool) -> None:
        notice = self.files.confirm_overwrite(yes)
        if notice is not None:
            self._files_notice(notice)

    def _on_load(self, _button) -> None:
        notice, game = self.files.load(self.file_path.value)
        self._take_loaded(notice, game)

    def _on_upload(self, change) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        name = item.get("name", "?") if isinstance(item, dict) else getattr(item, "name", "?")
        content = item["content"] if isinstance(item, dict) else item.content
        self.upload.value = ()  # so that the same file can be chosen again
        self.load_text(bytes(content), source=name)

    def load_text(self, text, *, source: str = "?") -> bool:
        """Replace the game by a saved one (a game file, an autosave or an engine record):
        the whole timeline, shown at its saved moment. On any problem, show a clear error
        and leave the current game exactly as it was."""
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        notice, game = self.files.load_bytes(data, source=source)
        return self._take_loaded(notice, game)

    def _take_loaded(self, notice, game) -> bool:
        if game is not None:
            try:
                self._put_game(game)
            except (ValueError, TypeError) as exc:  # a resolver refusing a strategy
                reason = getattr(exc, "reason", None) or str(exc)
                notice = Notice("file.load_error", {"path": notice.params["path"],
                                                    "reason": f"{reason}."}, error=True)
                game = None
        self._files_notice(notice, *([] if game is None else
                                     self.files.unknown_bot_notices(game)))
        return game is not None

    def _put_game(self, game) -> None:
        """Show a game read from a file: its whole timeline, at the moment it showed."""
        bots, specs = self._bots_for(game.state, game.bots)
        self._cancel_timer()
        self.session.replace(game.state, bots, specs, moment=game.moment)
        self.risk_history.clear()
        self._changed(travelled=True)

    def _files_notice(self, notice, *more) -> None:
        _show(self.overwrite_box, self.files.pending is not None)
        text = " ".join(translate(self.t, n) for n in (notice, *more))
        self._set_notice(text, error=notice.error)

    def _bots_for(self, state, saved_bots):
        if self.resolve_bots is not None:
            return self.resolve_bots(state, saved_bots)
        # without a resolver (a TerraApp built by hand): keep the bots of the same names
        names = self.session.players
        by_name = {names[s]: (bot, self.session.specs.get(s)) for s, bot in
                   self.session.bots.items()}
        bots, specs = {}, {}
        for s, name in enumerate(state.players):
            if name in by_name:
                bots[s], specs[s] = by_name[name]
        return bots, specs

    def _on_resume(self, _button) -> None:
        index = self.resume_choice.index if len(self.files.offers) > 1 else 0
        game, notices = self.files.resume(index or 0)
        self._put_game(game)
        self._set_notice(" ".join([self.t("resume.done", turn=self.state.turn)]
                                  + [translate(self.t, n) for n in notices]))

    def _on_new_game(self, _button) -> None:
        self.files.new_game()
        self._changed(travelled=True, hold=False)

    @property
    def _offering(self) -> bool:
        return bool(self.files.offers)

    @property
    def autosave_path(self) -> Path | None:
        return self.files.autosave_path

    def close(self) -> None:
        """Stop this game: its computer players stop moving and it stops saving (a newer
        run of the same cell took over), then close the widget."""
        self._closed = True
        self._cancel_timer()
        self.files.close()
        if self.autosave_path is not None:
            release(self.autosave_path, self)
        super().close()

    def _on_client_ready(self) -> None:
        self._draw_board(force=True)

    def _set_notice(self, text: str, *, error: bool = False) -> None:
        self._notice, self._notice_is_error = text, error
        self._render_notice()

    # ================================================================== autosave
    def _autosave(self) -> None:
        notice = self.files.autosave()
        if notice is not None and not notice.error:
            self._set_notice(translate(self.t, notice))  # a backup of another game was kept
        else:
            self._render_notice()

    # ================================================================== rendering
    def render(self) -> None:
        """Bring every part of the widget up to date with the game on screen."""
        self._rendering = True
        try:
            state = self.session.state
            view = state.view(None)
            offering = self._offering
            _show(self.offer_box, offering)
            _show(self.game_box, not offering)
            if offering:
                self._render_offer()
            self._render_notice()
            self.status.value = T.status_html(self.t, view, self._who_line(view))
            self._render_counters(view)
            self._render_end(view)
            self._render_prompt()
            self._render_controls(view)
            # the board after the buttons: once the new board shows, the buttons are current
            self._draw_board()
            self.board_text.value = T.board_text_html(self.t, view)
            self.players_html.value = T.players_html(self.t, view, self._kinds())
            self._render_risk(view)
            self._render_all_hands()
            self._render_debrief(view)
            self._render_time()
            self._render_log()
        finally:
            self._rendering = False

    def _who_line(self, view) -> str:
        t = self.t
        seat = view.to_act
        if seat is None:
            return ""
        name = view.players[seat]
        if not self.session.is_bot(seat):
            return t("status.human", player=name)
        line = t("status.bot", player=name, strategy=t.strategy(self.session.specs.get(seat)))
        if self._bots_held:
            return f"{line} {t('status.bot_waiting')}"
        if SPEEDS[self.speed_key] is None or self._loop() is None:
            return f"{line} {t('status.bot_manual')}"
        return f"{line} {t('status.bot_thinking', player=name)}"

    def _kinds(self) -> dict[int, str]:
        t = self.t
        return {s: (t("players.bot", strategy=t.strategy(self.session.specs.get(s)))
                    if self.session.is_bot(s) else t("players.human"))
                for s in range(len(self.session.players))}

    def _render_offer(self) -> None:
        offers = self.files.offers
        first = offers[0].game
        shown = first.state_shown()
        if len(offers) == 1:
            text = self.t("resume.offer", players=self.t.join(shown.players), turn=shown.turn,
                          moves=len(first.state.history))
            extra = [self.files.moment_notice(offers[0])]
        else:
            text = self.t("resume.offer_many")
            extra = []
        extra += self.files.unknown_bot_notices(offers[0]) if len(offers) == 1 else []
        lines = [text] + [translate(self.t, n) for n in extra if n is not None]
        self.offer_html.value = "".join(f'<div class="terra-notice-box">{T.esc(line)}</div>'
                                        for line in lines)
        labels = [self.files.offer_label(self.t, c) for c in offers]
        _show(self.resume_choice, len(offers) > 1)
        if list(self.resume_choice.options) != labels:
            self.resume_choice.options = labels
            self.resume_choice.index = 0 if labels else None

    def _render_notice(self) -> None:
        html = T.notice_html(self._notice, error=self._notice_is_error)
        if self.files.autosave_failed is not None:
            html += T.notice_html(translate(self.t, self.files.autosave_failed), error=True)
        self.notice.value = html

    def _render_counters(self, view) -> None:
        for css_id, text, level, tip in T.counter_items(self.t, view):
            h = self.counters[css_id]
            h.value = T.counter_html(text, level)
            h.tooltip = tip
            for lv in ("warning", "broken"):
                cls = f"terra-{lv}"
                if lv == level and cls not in h._dom_classes:
                    h.add_class(cls)
                elif lv != level and cls in h._dom_classes:
                    h.remove_class(cls)

    def _render_end(self, view) -> None:
        html, kind = T.end_html(self.t, view)
        self.end_screen.value = html
        _show(self.end_screen, kind is not None)
        for k in ("lost", "won"):
            cls = f"terra-end-{k}"
            if k == kind and cls not in self.end_screen._dom_classes:
                self.end_screen.add_class(cls)
            elif k != kind and cls in self.end_screen._dom_classes:
                self.end_screen.remove_class(cls)

    def _render_prompt(self) -> None:
        on = self.prompts_on and self.prompt is not None
        if on:
            self.prompt_html.value = T.prompt_html(self.t, self.prompt[0], self._prompt_values())
        _show(self.prompt_box, on)

    def _size_board(self) -> None:
        """Normal mode: 960 x 520 pixels, never wider on the page. Projector mode: as wide
        as the notebook (a wide projector shows a big board) and drawn at twice the
        pixels, so that the stretched board stays sharp."""
        width, height = board_mod.size(self.projector)
        res = board_mod.PROJECTOR_RESOLUTION if self.projector else 1
        if (self.board.width, self.board.height) != (width * res, height * res):
            self.board.width, self.board.height = width * res, height * res
        self.board.layout.max_width = None if self.projector else f"{width}px"

    def _draw_board(self, force: bool = False) -> None:
        view = self.session.state.view(None)
        key = (self.session.position, id(self.session.state), self.t.lang, self.projector)
        if not force and key == self._board_key:
            return
        self._board_key = key
        manager = getattr(self.board, "_canvas_manager", None)
        if manager is not None and hasattr(manager, "_current_canvas"):
            manager._current_canvas = None  # see the module docstring
        with hold_canvas():
            board_mod.draw(view, self.board, lang=self.t.lang, projector=self.projector,
                           resolution=self.board.width / board_mod.WIDTH)

    def _render_controls(self, view) -> None:
        t = self.t
        state = self.session.state
        seat = self.session.human_to_act()
        legal = state.legal_actions() if seat is not None else ()
        by_kind: dict[type, list] = {}
        for a in legal:
            by_kind.setdefault(type(a), []).append(a)
        # draw / pass / end turn: visible always, enabled only when legal for a person
        for button, kind in ((self.draw_button, Draw), (self.pass_button, Pass),
                             (self.end_turn_button, EndTurn)):
            action = by_kind[kind][0] if kind in by_kind else None
            button.terra_action = action
            button.disabled = action is None
        # hot-seat privacy
        visible = seat is not None and (self.shown_seat == seat or self.teacher_on)
        _show(self.show_hand, seat is not None and not self.teacher_on)
        if seat is not None:
            name = view.players[seat]
            self.show_hand.value = self.shown_seat == seat
            self.show_hand.description = t("btn.hide_hand" if self.shown_seat == seat
                                           else "btn.show_hand", player=name)
            self.show_hand.tooltip = t("tip.show_hand", player=name)
        else:
            self.show_hand.value = False
        if not visible:
            self._set_cards([])
            self._set_hoards([])
            _show(self.target, False)
            _show(self.hoard_title, False)
            if view.to_act is None:
                self.hand_title.value = ""
            elif seat is None:
                self.hand_title.value = T.esc(t("hand.bot", player=view.players[view.to_act]))
            else:
                self.hand_title.value = T.esc(t("hand.hidden", player=view.players[seat],
                                                n=view.hand_sizes[seat]))
            self._render_bot_row()
            return
        own = state.view(seat)
        name = view.players[seat]
        # which crisis a card goes to in phase 3: every full-blown crisis the player may
        # still help this turn (public information), the cards come from legal_actions
        plays = by_kind.get(PlayFullBlown, [])
        target_ids = []
        if plays:
            target_ids = [fb.crisis.id for fb in own.full_blown if fb.crisis.id not in own.helped]
        options = [(t.crisis(fb.crisis), fb.crisis.id) for fb in own.full_blown
                   if fb.crisis.id in target_ids]
        if list(self.target.options) != options:
            keep = self.target.value
            self.target.options = options
            if options:
                playable = [a.crisis.id for a in plays]
                ids = [v for _, v in options]
                self.target.value = keep if keep in ids else (
                    playable[0] if playable else ids[0])
        _show(self.target, bool(options))
        target = self.target.value if options else None
        # one button per card in the hand, enabled when it is one of the legal actions
        cards = []
        for card in own.hand:
            action = None
            if state.phase is Phase.RESPOND:
                action = _find(by_kind.get(PlayImpending, ()), solution=card)
            elif state.phase is Phase.PLAY and target is not None:
                action = _find(plays, solution=card, crisis_id=target)
            elif state.phase is Phase.DISCARD:
                action = _find(by_kind.get(Discard, ()), solution=card)
            cards.append((card, action))
        self._set_cards(cards)
        hoards = by_kind.get(Hoard, [])
        self._set_hoards(hoards, player=name)
        _show(self.hoard_title, bool(hoards))
        self.hoard_title.value = T.esc(t("hoard.title", player=name)) if hoards else ""
        if not own.hand:
            hint = t("hand.empty", player=name)
        elif state.phase is Phase.RESPOND:
            hint = t("hand.hint_respond", colour=t.colour(own.impending.colour))
        elif state.phase is Phase.PLAY and options:
            hint = t("hand.hint_play")
        elif state.phase is Phase.DISCARD:
            hint = t("hand.hint_discard")
        else:
            hint = t("hand.hint_wait")
        self.hand_title.value = (f"<strong>{T.esc(t('hand.title', player=name))}</strong> "
                                 f'<span class="terra-hint">{T.esc(hint)}</span>')
        self._render_bot_row()

    def _render_bot_row(self) -> None:
        bot = self.session.bot_to_act()
        has_bots = bool(self.session.bots)
        _show(self.bot_row, has_bots)
        self.step_button.disabled = bot is None
        _show(self.continue_button, self._bots_held and bot is not None)
        if self.speed.value != self.speed_key:
            self.speed.value = self.speed_key

    def _set_cards(self, cards) -> None:
        t = self.t
        while len(self._card_pool) < len(cards):
            b = _button("terra-card")
            b.add_class("terra-action")
            b.on_click(self._guard(self._on_card))
            self._card_pool.append(b)
        for b, (card, action) in zip(self._card_pool, cards, strict=False):
            b.description = t.card(card)
            b.terra_action = action
            b.terra_card = card
            b.disabled = action is None
            b.tooltip = t("tip.card_play" if action else "tip.card_unplayable", card=t.card(card))
            b.style.button_color = palette.FILL[card.colour]
            b.style.text_color = palette.TEXT_ON[card.colour]
        children = tuple(self._card_pool[:len(cards)])
        if self.hand_box.children != children:
            self.hand_box.children = children

    def _set_hoards(self, hoards, *, player: str = "") -> None:
        t = self.t
        while len(self._hoard_pool) < len(hoards):
            b = _button("terra-hoard-set", icon="archive")
            b.add_class("terra-action")
            b.on_click(self._guard(self._on_card))
            self._hoard_pool.append(b)
        for b, action in zip(self._hoard_pool, hoards, strict=False):
            b.description = t("set.option", cards=t.cards(action.cards),
                              kind=t.set_kind(action.cards))
            b.tooltip = t("tip.hoard", player=player)
            b.terra_action = action
            b.disabled = False
        children = tuple(self._hoard_pool[:len(hoards)])
        if self.hoard_box.children != children:
            self.hoard_box.children = children

    def _render_risk(self, view) -> None:
        if self.risk_fn is None:
            _show(self.risk_html, False)
            return
        if view.is_over:  # the status says the game is over; the debrief has the chart
            _show(self.risk_html, False)
            return
        _show(self.risk_html, True)
        estimate = self.risk_history.get(self.session.position)
        if estimate is None:  # being measured
            self.risk_html.value = f"<strong>{T.esc(self.t('risk.title'))}</strong> …"
        else:
            self.risk_html.value = T.risk_html(self.t, estimate)

    def _render_all_hands(self) -> None:
        if not self.teacher_on:
            _show(self.all_hands, False)
            self.all_hands.value = ""
            return
        state = self.session.state
        views = [state.view(s) for s in range(len(state.players))]
        self.all_hands.value = T.all_hands_html(self.t, views)
        _show(self.all_hands, True)

    def _render_debrief(self, view) -> None:
        if not view.is_over:
            _show(self.debrief, False)
            self.debrief.value = ""
            return
        points = self.risk_points() if self.risk_fn is not None else None
        self.debrief.value = T.debrief_html(self.t, view, points)
        _show(self.debrief, True)

    def _render_time(self) -> None:
        pos = self.session.position
        end = len(self.session.timeline)
        self.undo_button.disabled = self.session.undo_target() is None
        self.redo_button.disabled = self.session.redo_target() is None
        # the slider follows the game unless someone is choosing a moment with it
        follow = self.jump.value == self._jump_rendered or self.jump.value > end
        if self.jump.max != end:
            self.jump.max = end
        if follow:
            self.jump.value = pos
        self._jump_rendered = pos
        self._render_jump_label()

    def _render_jump_label(self) -> None:
        n = int(self.jump.value)
        timeline = self.session.timeline
        if n == 0 or n > len(timeline):
            text = self.t("moment.start")
        else:
            text = self.t("moment.item", n=n, text=self.t.describe_action(
                timeline[n - 1], self.session.players))
        self.jump_label.value = T.esc(text)
        self.jump_button.disabled = n == self.session.position

    def _render_log(self) -> None:
        state = self.session.state
        # the public log hides others' drawn and hoarded cards; the teacher switch shows all
        events = state.events if self.teacher_on else state.visible_events(None)
        self.log_html.value = T.log_html(self.t, events, state.players, limit=LOG_LINES)


def _limits_one_away(view) -> tuple:
    """The loss limits (R6.1) that one more full-blown crisis would break, as
    ("region", Region) / ("colour", Colour) / ("total", None): only the total when it is
    one away (then any crisis would break it), else every region and colour that is."""
    m_region, m_colour, m_total = view.loss_margins()
    if m_total <= 1:
        return (("total", None),)
    return (tuple(("region", r) for r in REGIONS if m_region[r] <= 1)
            + tuple(("colour", c) for c in COLOURS if m_colour[c] <= 1))


def _find(actions, *, solution, crisis_id=None):
    for a in actions:
        if a.solution is solution and (crisis_id is None or a.crisis.id == crisis_id):
            return a
    return None


def _show(widget, visible: bool) -> None:
    value = None if visible else "none"
    if widget.layout.display != value:
        widget.layout.display = value


def _lang_name(code: str) -> str:
    from ..i18n import strings

    return strings(code)["lang.name"]

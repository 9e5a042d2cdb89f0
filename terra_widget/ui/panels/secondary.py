"""The secondary things, in tabs under the table (``terra-secondary``): the log, the
players' scores (and every hand for the teacher), time travel, files, settings. Tabs
never push the table down; each tab's messages stay beside its own controls
(``terra-files-message`` beside Save/Load). Also the resume offer shown instead of the
game when an unfinished autosave was found."""

from __future__ import annotations

import ipywidgets as W

from ...i18n import available_languages, language_name
from ...rules.face.setup import LENGTHS
from ...session.controller import SPEEDS
from .. import text as T
from .common import (
    LABEL_FITS,
    box,
    button,
    html,
    label_widgets,
    notice_and_autosave,
    set_value,
    show,
    toggle,
)
from .story import StoryView

LOG_LINES = 40
#: The tabs, in order: i18n key of the title -> attribute holding the page.
TABS = (("tab.log", "log_page"), ("tab.players", "players_page"),
        ("storyui.tab", "story_page"), ("tab.time", "time_box"), ("tab.files", "file_page"),
        ("tab.settings", "settings"))


class SecondaryPanel(W.Tab):
    def __init__(self, ctrl):
        self.ctrl = ctrl
        self._rendering = False
        self._lang = None
        self._jump_rendered = 0
        self._story_opened = None
        g = ctrl.guard
        # log
        self.log_title = html("terra-log-title")
        self.log_html = html("terra-log")
        self.log_page = box(W.VBox, [self.log_title, self.log_html], "terra-log-page")
        # players
        self.players_html = html("terra-players")
        self.all_hands = html("terra-all-hands")
        self.players_page = box(W.VBox, [self.players_html, self.all_hands],
                                "terra-players-page")
        # the story so far, made for the hand on screen (R7.5): drawn while its tab is open
        self.story_page = StoryView(ctrl, "tab")
        # time travel (number box, not a slider: the slider's handle has no accessible name)
        self.undo_button = button("terra-undo", icon="undo")
        self.undo_button.on_click(g(lambda _b: ctrl.time.undo()))
        self.redo_button = button("terra-redo", icon="repeat")
        self.redo_button.on_click(g(lambda _b: ctrl.time.redo()))
        self.jump = W.BoundedIntText(min=0, max=0, value=0, style=LABEL_FITS,
                                     layout=W.Layout(width="220px"))
        self.jump.add_class("terra-jump")
        self.jump.observe(g(self._on_jump_value), names="value")
        self.jump_label = html("terra-jump-label")
        self.jump_button = button("terra-jump-go", icon="clock-o")
        self.jump_button.on_click(g(lambda _b: ctrl.time.travel(int(self.jump.value))))
        self.time_title = html("terra-time-title")
        self.time_rule = html("terra-time-rule")
        self.time_box = box(W.VBox, [
            self.time_title, box(W.HBox, [self.undo_button, self.redo_button], "terra-row"),
            box(W.HBox, [self.jump, self.jump_button], "terra-row"), self.jump_label,
            self.time_rule], "terra-time")
        # files
        self.file_path = W.Text(value="terra-game.terra.json", style=LABEL_FITS,
                                layout=W.Layout(width="320px"))
        self.file_path.add_class("terra-file")
        self.save_button = button("terra-save", icon="save")
        self.save_button.on_click(g(lambda _b: ctrl.file_actions.save(self.file_path.value)))
        self.load_button = button("terra-load", icon="folder-open")
        self.load_button.on_click(g(lambda _b: ctrl.file_actions.load_path(self.file_path.value)))
        self.upload = W.FileUpload(accept=".json", multiple=False,
                                   layout=W.Layout(width="auto"))
        self.upload.add_class("terra-upload")
        self.upload.observe(g(self._on_upload), names="value")
        self.files_message = html("terra-files-message")
        self.files_message.add_class("terra-notice")
        # "Overwrite X?" Yes / No, beside the file box while a save waits for the answer
        self.overwrite_yes = button("terra-overwrite-yes", icon="check", style="warning")
        self.overwrite_yes.on_click(g(lambda _b: ctrl.file_actions.confirm_overwrite(True)))
        self.overwrite_no = button("terra-overwrite-no", icon="times")
        self.overwrite_no.on_click(g(lambda _b: ctrl.file_actions.confirm_overwrite(False)))
        self.overwrite_box = box(W.HBox, [self.overwrite_yes, self.overwrite_no],
                                 "terra-overwrite")
        show(self.overwrite_box, False)
        self.file_box = box(W.HBox, [self.file_path, self.save_button, self.load_button,
                                     self.upload], "terra-files")
        self.file_page = box(W.VBox, [self.file_box, self.files_message, self.overwrite_box],
                             "terra-files-page")
        # settings
        self.lang_select = W.Dropdown(options=[(language_name(c), c)
                                               for c in available_languages()],
                                      value=ctrl.lang, style=LABEL_FITS,
                                      layout=W.Layout(width="auto"))
        self.lang_select.add_class("terra-lang")
        self._pass_on(self.lang_select, ctrl.set_lang)
        self.projector_toggle = toggle("terra-projector-toggle", ctrl.projector, "television")
        self._pass_on(self.projector_toggle, ctrl.set_projector)
        self.prompts_toggle = toggle("terra-prompts-toggle", ctrl.prompts_on, "comments")
        self._pass_on(self.prompts_toggle, ctrl.set_prompts)
        self.teacher_toggle = toggle("terra-teacher", False, "users")
        self._pass_on(self.teacher_toggle, ctrl.set_teacher)
        self.auto_toggle = toggle("terra-auto-toggle", ctrl.auto_forced, "fast-forward")
        self._pass_on(self.auto_toggle, ctrl.set_auto_forced)
        self.speed = W.ToggleButtons(options=[("", k) for k in SPEEDS], value=ctrl.speed_key,
                                     style={"button_width": "auto", **LABEL_FITS})
        self.speed.add_class("terra-speed")
        self._pass_on(self.speed, ctrl.set_speed)
        # the length of the games dealt (the rulebook's, or the classroom short game:
        # docs/rules.md); a game nobody has moved in yet is dealt again at once
        self.length = W.ToggleButtons(options=[("", k) for k in LENGTHS],
                                      value=ctrl.file_actions.length,
                                      style={"button_width": "auto", **LABEL_FITS})
        self.length.add_class("terra-length")
        self._pass_on(self.length, ctrl.file_actions.set_length)
        self.tagline = html("terra-tagline")
        self.settings = box(W.VBox, [
            box(W.HBox, [self.lang_select, self.projector_toggle, self.prompts_toggle,
                         self.teacher_toggle, self.auto_toggle], "terra-row"),
            self.length, self.speed, self.tagline], "terra-settings")
        super().__init__([getattr(self, attr) for _, attr in TABS])
        self.add_class("terra-secondary")
        self.observe(g(self._on_tab), names="selected_index")

    def _pass_on(self, widget, setter) -> None:
        """A setting the user changes in ``widget`` goes to the controller's ``setter``;
        the value ``render`` writes back into the widget is the controller's already."""
        def changed(change) -> None:
            if not self._rendering:
                setter(change["new"])

        widget.observe(self.ctrl.guard(changed), names="value")

    # ------------------------------------------------------------------ labels
    def label(self) -> None:
        ctrl, t = self.ctrl, self.ctrl.t
        self.titles = tuple(t(key) for key, _ in TABS)
        label_widgets(t, ((self.projector_toggle, "btn.projector", "tip.projector"),
                          (self.prompts_toggle, "btn.prompts", "tip.prompts"),
                          (self.teacher_toggle, "btn.teacher", "tip.teacher"),
                          (self.auto_toggle, "btn.auto_forced", "tip.auto_forced"),
                          (self.undo_button, "btn.undo", "tip.undo"),
                          (self.redo_button, "btn.redo", "tip.redo"),
                          (self.jump_button, "btn.jump", "tip.jump"),
                          (self.save_button, "btn.save", "tip.save"),
                          (self.load_button, "btn.load", "tip.load"),
                          (self.upload, "btn.upload", "tip.upload"),
                          (self.overwrite_yes, "btn.overwrite_yes", "btn.overwrite_yes"),
                          (self.overwrite_no, "btn.overwrite_no", "btn.overwrite_no"),
                          (self.lang_select, "label.lang", "tip.lang"),
                          (self.length, "label.length", "tip.length"),
                          (self.speed, "label.speed", "tip.speed"),
                          (self.jump, "label.moment", "tip.moment"),
                          (self.file_path, "label.file", "tip.file")))
        self.length.options = [(t("length." + k), k) for k in LENGTHS]
        self.length.value = ctrl.file_actions.length
        self.length.tooltips = [t("tip.length")] * len(LENGTHS)
        self.speed.options = [(t("speed." + k), k) for k in SPEEDS]
        self.speed.value = ctrl.speed_key
        self.speed.tooltips = [t("tip.speed")] * len(SPEEDS)
        self.time_title.value = f"<strong>{T.esc(t('time.title'))}</strong>"
        self.time_rule.value = f'<span class="terra-hint">{T.esc(t("time.rule"))}</span>'
        self.log_title.value = f"<strong>{T.esc(t('log.title'))}</strong>"
        self.tagline.value = T.esc(t("app.tagline"))

    # ------------------------------------------------------------------ rendering
    def render(self, part: str = "all") -> None:
        ctrl = self.ctrl
        self._rendering = True
        try:
            if self._lang != ctrl.lang:
                self._lang = ctrl.lang
                self.label()
            self.render_files_message()
            if part in ("all", "story"):
                self.render_story()
            if part != "all":
                return
            state = ctrl.state
            set_value(self.lang_select, "value", ctrl.lang)
            set_value(self.projector_toggle, "value", ctrl.projector)
            set_value(self.prompts_toggle, "value", ctrl.prompts_on)
            set_value(self.teacher_toggle, "value", ctrl.teacher_on)
            set_value(self.auto_toggle, "value", ctrl.auto_forced)
            set_value(self.speed, "value", ctrl.speed_key)
            set_value(self.length, "value", ctrl.file_actions.length)
            show(self.speed, bool(ctrl.session.bots))
            self.players_html.value = T.players_html(ctrl.t, state.view(None), self._kinds())
            self.render_all_hands()
            self.render_time()
            # the public log hides others' drawn and hoarded cards; open hands show all
            events = state.events if ctrl.teacher_on else state.visible_events(None)
            self.log_html.value = T.log_html(ctrl.t, events, state.players, limit=LOG_LINES)
        finally:
            self._rendering = False

    def render_story(self) -> None:
        """The story so far, only while its tab is open (it is remade at every move);
        held-back marks for the hand on screen, or everyone's with every hand open. Once
        the game is over its tab opens by itself (once per game: the class may go to
        another tab) and shows the whole game, named "The story of the game", with a bar
        while its risk curve is measured."""
        ctrl, t = self.ctrl, self.ctrl.t
        maker = ctrl.story
        index = [a for _, a in TABS].index("story_page")
        finished = maker.finished()
        title = t("storyui.title" if finished else "storyui.tab")
        if self.titles[index] != title:
            self.titles = self.titles[:index] + (title,) + self.titles[index + 1:]
        game = (id(ctrl.session), len(ctrl.session.timeline))
        if finished and self._story_opened != game:
            self._story_opened = game
            self.selected_index = index  # its observer renders it
            return
        if self.selected_index != index:
            return
        observer = maker.observer()
        if observer == "all":
            note = t("storyui.marks_all")
        elif observer is None:
            note = t("storyui.marks_none")
        else:
            note = t("storyui.marks_seat", player=ctrl.state.players[observer])
        self.story_page.render(maker.so_far(), progress=maker.progress, note=note)

    def _on_tab(self, _change) -> None:
        self.render_story()

    def render_files_message(self) -> None:
        ctrl = self.ctrl
        set_value(self.files_message, "value", notice_and_autosave(ctrl, ctrl.files_message))
        show(self.overwrite_box, ctrl.file_actions.overwrite_pending is not None)

    def _kinds(self) -> dict[int, str]:
        ctrl, t = self.ctrl, self.ctrl.t
        return {s: (t("players.bot", strategy=t.strategy(ctrl.session.specs.get(s)))
                    if ctrl.session.is_bot(s) else t("players.human"))
                for s in range(len(ctrl.session.players))}

    def render_all_hands(self) -> None:
        ctrl = self.ctrl
        if not ctrl.teacher_on:
            show(self.all_hands, False)
            set_value(self.all_hands, "value", "")  # hidden hands leave no trace
            return
        state = ctrl.state
        self.all_hands.value = T.all_hands_html(
            ctrl.t, [state.view(s) for s in range(len(state.players))])
        show(self.all_hands, True)

    def render_time(self) -> None:
        ctrl = self.ctrl
        pos, end = ctrl.session.position, len(ctrl.session.timeline)
        undo, redo = ctrl.time.undo_target(), ctrl.time.redo_target()
        locked = undo is not None and not ctrl.time.may_travel(undo)
        set_value(self.undo_button, "disabled", undo is None or locked)
        set_value(self.undo_button, "tooltip", ctrl.t("time.locked" if locked else "tip.undo"))
        set_value(self.redo_button, "disabled", redo is None)
        # the number box follows the game unless someone is choosing a moment with it
        follow = self.jump.value == self._jump_rendered or self.jump.value > end
        set_value(self.jump, "max", end)
        if follow:
            set_value(self.jump, "value", pos)
        self._jump_rendered = pos
        self.render_jump_label()

    def render_jump_label(self) -> None:
        ctrl = self.ctrl
        n = int(self.jump.value)
        timeline = ctrl.session.timeline
        if n == 0 or n > len(timeline):
            text = ctrl.t("moment.start")
        else:
            text = ctrl.t("moment.item", n=n, text=ctrl.t.describe_action(
                timeline[n - 1], ctrl.session.players))
        if not ctrl.time.may_travel(n):
            text += " " + ctrl.t("time.locked")
        self.jump_label.value = T.esc(text)
        self.jump_button.disabled = n == ctrl.session.position or not ctrl.time.may_travel(n)

    # ------------------------------------------------------------------ handlers
    def _on_jump_value(self, _change) -> None:
        if not self._rendering:
            self.render_jump_label()

    def _on_upload(self, change) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        name = item.get("name", "?") if isinstance(item, dict) else getattr(item, "name", "?")
        content = item["content"] if isinstance(item, dict) else item.content
        self.upload.value = ()  # so that the same file can be chosen again
        self.ctrl.file_actions.load_text(bytes(content), source=name)


class ResumeOffer(W.VBox):
    """Shown instead of the game when unfinished autosaves of the same set-up were found:
    one, or a choice of several (``terra-resume-choice``)."""

    def __init__(self, ctrl):
        self.ctrl = ctrl
        self.offer_html = html("terra-resume-text")
        self.resume_button = button("terra-resume", icon="play", style="primary")
        self.resume_choice = W.RadioButtons(options=[], layout=W.Layout(width="auto"))
        self.resume_choice.add_class("terra-resume-choice")
        self.resume_button.on_click(ctrl.guard(
            lambda _b: ctrl.file_actions.resume(self.resume_choice.index or 0)))
        self.new_game_button = button("terra-new-game", icon="plus")
        self.new_game_button.on_click(ctrl.guard(lambda _b: ctrl.file_actions.new_game()))
        super().__init__([self.offer_html, self.resume_choice,
                          W.HBox([self.resume_button, self.new_game_button])])
        self.add_class("terra-resume-offer")

    def render(self, part: str = "all") -> None:
        ctrl, t = self.ctrl, self.ctrl.t
        show(self, ctrl.offer is not None)
        for widget, label, tip in ((self.resume_button, "btn.resume", "tip.resume"),
                                   (self.new_game_button, "btn.new_game",
                                    "tip.new_game_kept")):
            set_value(widget, "description", t(label))
            set_value(widget, "tooltip", t(tip))
        if ctrl.offer is not None:
            self.offer_html.value = "".join(f'<div class="terra-notice-box">{T.esc(line)}</div>'
                                            for line in ctrl.file_actions.offer_lines())
            choices = ctrl.file_actions.offer_choices()
            show(self.resume_choice, len(choices) > 1)
            if list(self.resume_choice.options) != choices:
                self.resume_choice.options = choices
                self.resume_choice.index = 0

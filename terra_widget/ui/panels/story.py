"""``StoryView``: the story of the game (``terra_widget.story``) in the widget -- its
picture, a bar while the risk curve is measured, and its turning points in words, each
with a button that goes to that moment in Time travel.

Clicking the picture goes there too. An HTML widget cannot call the kernel, so the
picture carries a transparent ipycanvas of its size on top (the board's own drawing
widget, ``board_widget``): a click's x is a moment on the story's time axis, the nearest
move is shown through the controller's time travel (``ctrl.time.travel``, its
hidden-information rule included). Where ipycanvas cannot be loaded (the static site)
the turning points' buttons remain.

In its tab under the table (``panels/secondary.py``): the story so far during the game,
made for the hand on screen (R7.5); the whole game's once it is over (the tab opens by
itself then)."""

from __future__ import annotations

import re

import ipywidgets as W

from .. import text as T
from ..board_widget import canvas_available
from .common import box, button, html, set_value, show

_VIEWBOX = re.compile(r'viewBox="0 0 ([\d.]+) ([\d.]+)"')


def picture_width(projector: bool) -> int | None:
    """The story's width in the widget: the notebook's (JupyterLab at 1280 px with the
    file browser open holds it whole, text at 14 px); on a projector its full width."""
    from ...sim.story.draw import NOTEBOOK_WIDTH

    return None if projector else NOTEBOOK_WIDTH


class StoryView(W.VBox):
    def __init__(self, ctrl, where: str = "end"):
        self.ctrl = ctrl
        self.where = where
        self.story = None
        self._xs: dict[int, float] = {}
        self._left = 0.0
        self._shown_key = None
        g = ctrl.guard
        self.title = html("terra-story-title")
        self.note = html("terra-story-note")
        self.progress = W.IntProgress(min=0, max=1, value=0, layout=W.Layout(width="auto"))
        self.progress.add_class("terra-story-progress")
        self.progress_text = html("terra-story-progress-text")
        self.progress_box = box(W.VBox, [self.progress_text, self.progress],
                                "terra-story-measuring")
        self.picture = html("terra-story-picture")
        layers = [self.picture]
        self.hit = None
        if canvas_available():
            from ipycanvas import Canvas

            self.hit = Canvas(width=10, height=10)
            self.hit.add_class("terra-story-hit")
            self.hit.on_mouse_down(g(self._on_click))
            layers.append(self.hit)
        self.frame = box(W.Box, layers, "terra-story-frame")
        self.scroller = box(W.Box, [self.frame], "terra-story-scroll")
        self.hint = html("terra-story-hint")
        self.turning_title = html("terra-story-turning-title")
        self._rows: list[tuple[W.Button, W.HTML, W.HBox]] = []
        self.turning_box = box(W.VBox, [], "terra-story-turning")
        super().__init__([self.title, self.note, self.progress_box, self.scroller, self.hint,
                          self.turning_title, self.turning_box])
        self.add_class("terra-story-view")

    # ------------------------------------------------------------------ rendering
    def render(self, story, *, progress=None, note: str = "") -> None:
        ctrl, t = self.ctrl, self.ctrl.t
        title = "storyui.title" if self.ctrl.story.finished() else "storyui.tab"
        set_value(self.title, "value", f"<h3>{T.esc(t(title))}</h3>")
        set_value(self.note, "value", f'<span class="terra-hint">{T.esc(note)}</span>'
                  if note else "")
        show(self.note, bool(note))
        measuring = story is None and progress is not None
        show(self.progress_box, measuring)
        if measuring:
            done, total = progress
            set_value(self.progress, "max", max(1, total))
            set_value(self.progress, "value", min(done, max(1, total)))
            set_value(self.progress_text, "value", T.esc(t("storyui.computing", done=done,
                                                           total=total or "…")))
        has_steps = story is not None and bool(story.steps)
        show(self.scroller, has_steps)
        show(self.turning_title, has_steps and bool(story.turning_points))
        show(self.turning_box, has_steps and bool(story.turning_points))
        if story is not None and not story.steps:
            set_value(self.hint, "value", T.esc(t("storyui.empty")))
            show(self.hint, True)
            return
        show(self.hint, has_steps)
        if not has_steps:
            return
        set_value(self.hint, "value", f'<span class="terra-hint">'
                                      f'{T.esc(t("storyui.click"))}</span>')
        set_value(self.turning_title, "value",
                  f"<strong>{T.esc(t('storyui.turning'))}</strong>")
        key = (id(story), ctrl.projector, ctrl.lang)
        if key == self._shown_key:
            return
        self._shown_key = key
        self.story = story
        width = picture_width(ctrl.projector)
        svg = story.svg(projector=ctrl.projector, width=width)
        self.picture.value = svg
        width, height = (float(v) for v in _VIEWBOX.search(svg).groups())
        self._xs = story.positions_x(ctrl.projector, width)
        self._left = min(self._xs.values(), default=0.0)
        if self.hit is not None and (self.hit.width, self.hit.height) != (int(width),
                                                                           int(height)):
            self.hit.width, self.hit.height = int(width), int(height)
        self._render_turning(story)

    def _render_turning(self, story) -> None:
        t = self.ctrl.t
        points = list(story.turning_points)
        while len(self._rows) < len(points):
            b = button("terra-story-go", icon="clock-o")
            b.on_click(self.ctrl.guard(lambda b: self.go(b.terra_position)))
            h = html("terra-story-turning-text")
            self._rows.append((b, h, box(W.HBox, [b, h], "terra-story-turning-row")))
        for (b, h, _row), tp in zip(self._rows[:len(points)], points, strict=True):
            b.terra_position = tp.position
            set_value(b, "description", t("storyui.go", n=tp.position))
            set_value(b, "tooltip", t("storyui.go_tip", n=tp.position))
            set_value(h, "value", T.esc(tp.text))
        self.turning_box.children = [row for _b, _h, row in self._rows[:len(points)]]

    # ------------------------------------------------------------------ going there
    def position_at(self, x: float) -> int | None:
        """The move nearest ``x`` on the time axis (SVG units), or None left of it."""
        if not self._xs or x < self._left - 12:
            return None
        return min(self._xs, key=lambda p: (abs(self._xs[p] - x), p))

    def go(self, position: int) -> None:
        """Show ``position`` (a number of actions) through time travel."""
        self.ctrl.time.travel(max(0, min(int(position), len(self.ctrl.session.timeline))))

    def _on_click(self, x, y) -> None:
        position = self.position_at(x)
        if position is not None:
            self.go(position)

"""Small helpers shared by the panels: buttons with a stable CSS class, show/hide, and
switching a state class on and off."""

from __future__ import annotations

import ipywidgets as W

from .. import text as T

#: Style of every control with a text label: the label is as wide as its words (they are
#: translated, and larger in projector mode), never cut to ipywidgets' fixed width.
LABEL_FITS = {"description_width": "initial"}


def button(css: str, *, icon: str = "", style: str = "", action: bool = False) -> W.Button:
    b = W.Button(icon=icon, button_style=style, layout=W.Layout(width="auto"))
    b.add_class(css)
    if action:
        b.add_class("terra-action")
    return b


def toggle(css: str, value: bool, icon: str) -> W.ToggleButton:
    b = W.ToggleButton(value=value, icon=icon, layout=W.Layout(width="auto"))
    b.add_class(css)
    return b


def html(css: str, **layout) -> W.HTML:
    h = W.HTML(layout=W.Layout(**layout))
    h.add_class(css)
    return h


def box(kind, children, css: str = "", **layout):
    b = kind(children, layout=W.Layout(**layout))
    if css:
        b.add_class(css)
    return b


def show(widget, visible: bool) -> None:
    value = None if visible else "none"
    if widget.layout.display != value:
        widget.layout.display = value


def shown(widget) -> bool:
    return widget.layout.display != "none"


def set_class(widget, css: str, on: bool) -> None:
    if on and css not in widget._dom_classes:
        widget.add_class(css)
    elif not on and css in widget._dom_classes:
        widget.remove_class(css)


def set_value(widget, field: str, value) -> None:
    """Assign only when different: every assignment is a message to the browser."""
    if getattr(widget, field) != value:
        setattr(widget, field, value)


def label_widgets(t, widgets) -> None:
    """Give each widget its label and its tooltip in the language of ``t``: ``widgets``
    holds ``(widget, label key, tooltip key)``."""
    for widget, label, tip in widgets:
        widget.description = t(label)
        widget.tooltip = t(tip)


def notice_and_autosave(ctrl, notice: tuple[str, bool]) -> str:
    """The HTML of a ``(text, is_error)`` notice, followed by the autosave's failure while
    there is one: work that is not being saved must be said wherever a notice shows."""
    text, error = notice
    out = T.notice_html(text, error=error)
    if ctrl.autosave_failed:
        out += T.notice_html(ctrl.autosave_failed, error=True)
    return out

"""Small helpers shared by the panels: buttons with a stable CSS class, show/hide, and
switching a state class on and off."""

from __future__ import annotations

import ipywidgets as W

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

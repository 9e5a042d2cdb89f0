"""The board's widget: an ipycanvas ``Canvas`` where numpy and ipycanvas can be imported
(JupyterLab, Voila), else :class:`SvgBoard`, an ``ipywidgets.HTML`` that holds the board
as SVG (the static site: its browser kernel has ipywidgets but no numpy).

Both take the same drawing, ``board.draw(view, widget, ...)``, inside
``with hold_board(widget):`` -- for ipycanvas that is ``hold_canvas()`` (one message per
frame); for the SVG widget it is when the finished picture is sent. A table view uses::

    self.board = board_canvas()          # instead of ipycanvas.Canvas(width=10, height=10)
    with hold_board(self.board):         # instead of ipycanvas.hold_canvas()
        board.draw(view, self.board, ...)

What the SVG widget does not do: take the keyboard focus (an HTML widget never has it,
so there is nothing to hand on with Tab) or need a redraw when a browser connects (its
picture is widget state, sent to every browser that shows it).
"""

from __future__ import annotations

from contextlib import contextmanager

import ipywidgets as W

from .surface import SvgSurface


def canvas_available() -> bool:
    """Whether ipycanvas (and numpy, which it needs on every frame) can be imported."""
    try:
        import ipycanvas  # noqa: F401
        import numpy  # noqa: F401
    except ImportError:
        return False
    return True


def board_canvas(*, svg: bool | None = None):
    """A new widget for the board: an ipycanvas ``Canvas`` when ipycanvas and numpy can
    be imported, else an :class:`SvgBoard`; ``svg=True`` or ``False`` chooses."""
    if svg is None:
        svg = not canvas_available()
    if svg:
        return SvgBoard()
    from ipycanvas import Canvas

    return Canvas(width=10, height=10)


@contextmanager
def hold_board(widget):
    """Send the frame drawn inside the block as one message (see the module's text)."""
    if isinstance(widget, SvgBoard):
        yield
        widget.publish()
        return
    from ipycanvas import hold_canvas

    with hold_canvas():
        yield


def _forward(name):
    return property(lambda self: getattr(self._surface, name),
                    lambda self, value: setattr(self._surface, name, value))


class SvgBoard(W.HTML):
    """An HTML widget that shows the board as inline SVG, drawn through the canvas API
    (:class:`~.surface.SvgSurface`); ``width``/``height`` are its canvas pixels, as on an
    ipycanvas canvas, and the picture fills the widget's ``layout`` box."""

    whole_frames = True  # board.draw paints every frame whole here (see SvgSurface)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._surface = SvgSurface(10, 10, css_size=None)

    def publish(self) -> None:
        """Show what has been drawn (``hold_board`` calls it at the end of a frame)."""
        self.value = self._surface.to_svg()

    def on_client_ready(self, callback, remove=False) -> None:
        """Nothing to do: the picture is widget state, every browser gets it."""

    def on_key_down(self, callback, remove=False) -> None:
        """Nothing to do: an HTML widget never has the keyboard focus."""


for _name in ("width", "height", "fill_style", "stroke_style", "line_width", "line_join",
              "font", "text_align", "text_baseline"):
    setattr(SvgBoard, _name, _forward(_name))
for _name in ("set_line_dash", "clear", "reset_transform", "scale", "translate",
              "fill_rect", "stroke_rect", "fill_polygons", "stroke_polygons", "fill_text"):
    setattr(SvgBoard, _name, property(lambda self, _n=_name: getattr(self._surface, _n)))
del _name

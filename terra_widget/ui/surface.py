"""Drawing surfaces for the board: an SVG document that speaks the canvas API.

``board.draw(view, canvas)`` paints on any object with the part of the ipycanvas API it
uses. Two kinds of object receive it:

* an ipycanvas ``Canvas`` (JupyterLab and Voila): the commands go to the browser's
  ``CanvasRenderingContext2D``;
* :class:`SvgSurface` (this module): the same commands build an SVG document. It needs
  no numpy, Pillow, ipycanvas or ipywidgets (the static site's browser kernel cannot
  load numpy or Pillow), and it is the picture of a board a teacher saves for a worksheet
  (``terra_widget.board_svg``).

The subset (what ``board.py`` and ``worldmap.py`` call): the state attributes
``fill_style``, ``stroke_style``, ``line_width``, ``line_join``, ``font``, ``text_align``,
``text_baseline`` and ``set_line_dash``; ``clear``, ``reset_transform``, ``scale``,
``translate``; ``fill_rect``, ``stroke_rect``, ``fill_text``, ``fill_polygons``,
``stroke_polygons``. Anything else is an ``AttributeError``: a board that starts using
more of the canvas API must add it here, and the browser test that compares both
surfaces pixel by pixel (tests/browser/test_board_surfaces.py) shows whether it matches.

How each canvas rule is kept in SVG:

* state is read when a shape is drawn, as the canvas does: each element carries the
  fill, stroke, width, join, dash and font in force at that moment;
* transforms: each run of elements drawn under the same matrix is one ``<g>``;
* ``text_baseline = "middle"``: Chromium's canvas puts the middle of the x-height
  there, as SVG's ``middle`` does (``central``, the em box's middle, is a pixel lower);
* the canvas writes text without kerning (Chromium), so the SVG turns it off
  (``font-kerning:none``; the board's text metrics, :mod:`.textfit`, have none either);
* ``fill_text``'s ``max_width`` squeezes a text wider than it: SVG cannot measure, so the
  width is estimated with the board's own metrics (:mod:`.textfit`, DejaVu Sans, the
  widest common sans-serif) and ``textLength`` squeezes the text only when that estimate
  is wider;
* ``fill_polygons``/``stroke_polygons`` fill or stroke each ring on its own (as
  ipycanvas's front end does), one ``<path>`` per ring;
* ``clear`` forgets every element (what a cleared canvas shows is nothing).

Every text is escaped for XML; characters XML 1.0 forbids become U+FFFD.
"""

from __future__ import annotations

import math
import re

from .textfit import text_width

SVG_NS = "http://www.w3.org/2000/svg"

#: canvas ``text_align`` -> SVG ``text-anchor`` (left-to-right text).
_ANCHOR = {"left": "start", "start": "start", "right": "end", "end": "end",
           "center": "middle"}
#: canvas ``text_baseline`` -> SVG ``dominant-baseline``.
_BASELINE = {"alphabetic": "alphabetic", "middle": "middle", "top": "text-before-edge",
             "hanging": "hanging", "bottom": "text-after-edge",
             "ideographic": "ideographic"}
_XML_BAD = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
_FONT = re.compile(r"^\s*(?P<pre>(?:[a-z-]+\s+)*)(?P<px>[\d.]+)px\s+(?P<family>.+?)\s*$")
_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _esc(text) -> str:
    text = _XML_BAD.sub("\ufffd", str(text))
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def _num(v: float) -> str:
    """A coordinate with at most 2 decimals (a hundredth of a pixel), no trailing zeros."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _finite(*values) -> bool:
    # the canvas ignores a call with a non-finite number; so does the SVG
    return all(math.isfinite(v) for v in values)


def parse_font(font: str) -> tuple[float, bool, str, str]:
    """``"bold 14px sans-serif"`` -> (14.0, True, "normal", "sans-serif"): size in px,
    bold or not, style, family (the CSS shorthand's subset the board writes)."""
    m = _FONT.match(font)
    if m is None:
        raise ValueError(f"font {font!r}: expected '[italic] [bold] <size>px <family>', "
                         "e.g. 'bold 14px sans-serif'")
    words = m.group("pre").split()
    bold = any(w in ("bold", "bolder", "600", "700", "800", "900") for w in words)
    style = "italic" if "italic" in words else "oblique" if "oblique" in words else "normal"
    return float(m.group("px")), bold, style, m.group("family")


class SvgSurface:
    """An SVG document built through the canvas API (see the module's docstring).

    ``width`` x ``height`` is the canvas's size in pixels (its ``viewBox``); ``css_size``
    the picture's size when shown (defaults to the same; ``None`` for ``100%`` of its box).
    """

    #: ``board.draw`` paints a whole frame every time on this surface: painting only the
    #: panel again would add elements over the old ones and the document would grow.
    whole_frames = True

    def __init__(self, width: float, height: float, *, css_size="same",
                 title: str | None = None):
        self.width, self.height = width, height
        self.css_size = (width, height) if css_size == "same" else css_size
        self.title = title
        # the canvas's initial state (HTML's CanvasRenderingContext2D)
        self.fill_style = "#000000"
        self.stroke_style = "#000000"
        self.line_width = 1.0
        self.line_join = "miter"
        self.font = "10px sans-serif"
        self.text_align = "start"
        self.text_baseline = "alphabetic"
        self._dash: tuple = ()
        self._matrix = _IDENTITY
        self._groups: list[tuple[tuple, list[str]]] = []

    # ------------------------------------------------------------------ state
    def set_line_dash(self, segments) -> None:
        segments = [float(s) for s in segments]
        if any(not math.isfinite(s) or s < 0 for s in segments):
            return  # the canvas ignores such a pattern too
        if len(segments) % 2:  # the canvas repeats an odd list
            segments += segments
        self._dash = tuple(segments)

    def clear(self) -> None:
        self._groups = []

    def reset_transform(self) -> None:
        self._matrix = _IDENTITY

    def scale(self, x: float, y: float | None = None) -> None:
        y = x if y is None else y
        a, b, c, d, e, f = self._matrix
        self._matrix = (a * x, b * x, c * y, d * y, e, f)

    def translate(self, x: float, y: float) -> None:
        a, b, c, d, e, f = self._matrix
        self._matrix = (a, b, c, d, e + a * x + c * y, f + b * x + d * y)

    # ------------------------------------------------------------------ shapes
    def _add(self, element: str) -> None:
        if not self._groups or self._groups[-1][0] != self._matrix:
            self._groups.append((self._matrix, []))
        self._groups[-1][1].append(element)

    def _stroke_attrs(self) -> str:
        out = (f' fill="none" stroke="{_esc(self.stroke_style)}"'
               f' stroke-width="{_num(float(self.line_width))}"')
        if self.line_join != "miter":
            out += f' stroke-linejoin="{_esc(self.line_join)}"'
        if self._dash:
            out += f' stroke-dasharray="{" ".join(_num(s) for s in self._dash)}"'
        return out

    @staticmethod
    def _rect(x, y, w, h) -> str | None:
        if not _finite(x, y, w, h) or w == 0 or h == 0:
            return None
        if w < 0:  # the canvas draws a negative size towards the left / the top
            x, w = x + w, -w
        if h < 0:
            y, h = y + h, -h
        return f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}"'

    def fill_rect(self, x, y, width, height) -> None:
        rect = self._rect(x, y, width, height)
        if rect:
            self._add(f'{rect} fill="{_esc(self.fill_style)}"/>')

    def stroke_rect(self, x, y, width, height) -> None:
        rect = self._rect(x, y, width, height)
        if rect:
            self._add(f"{rect}{self._stroke_attrs()}/>")

    def _paths(self, points, counts) -> list[str]:
        """One ``d`` per ring; ``points`` are (x, y) pairs, ``counts`` points per ring."""
        out, at = [], 0
        for n in counts:
            ring = points[at:at + int(n)]
            at += int(n)
            if len(ring) < 2:
                continue
            (x0, y0), rest = ring[0], ring[1:]
            out.append(f"M{_num(x0)} {_num(y0)}L"
                       + " ".join(f"{_num(x)} {_num(y)}" for x, y in rest) + "Z")
        return out

    def fill_polygons(self, points, counts) -> None:
        paths = "".join(f'<path d="{d}"/>' for d in self._paths(points, counts))
        if paths:
            self._add(f'<g fill="{_esc(self.fill_style)}">{paths}</g>')

    def stroke_polygons(self, points, counts) -> None:
        paths = "".join(f'<path d="{d}"/>' for d in self._paths(points, counts))
        if paths:
            self._add(f"<g{self._stroke_attrs()}>{paths}</g>")

    def fill_text(self, text, x, y, max_width=None) -> None:
        if not _finite(x, y) or (max_width is not None and not _finite(max_width)):
            return
        if max_width is not None and max_width <= 0:
            return  # the canvas draws nothing in no room
        text = str(text)
        px, bold, style, family = parse_font(self.font)
        attrs = (f'x="{_num(x)}" y="{_num(y)}" font-family="{_esc(family)}"'
                 f' font-size="{_num(px)}"')
        if bold:
            attrs += ' font-weight="bold"'
        if style != "normal":
            attrs += f' font-style="{style}"'
        anchor = _ANCHOR.get(self.text_align, "start")
        if anchor != "start":
            attrs += f' text-anchor="{anchor}"'
        baseline = _BASELINE.get(self.text_baseline, "alphabetic")
        if baseline != "alphabetic":
            attrs += f' dominant-baseline="{baseline}"'
        if max_width is not None and text_width(text, px, bold=bold) > max_width:
            attrs += f' textLength="{_num(max_width)}" lengthAdjust="spacingAndGlyphs"'
        self._add(f'<text {attrs} fill="{_esc(self.fill_style)}">{_esc(text)}</text>')

    # ------------------------------------------------------------------ the document
    def to_svg(self) -> str:
        """The picture as an SVG document (UTF-8 text, no XML declaration: it can be
        saved as a ``.svg`` file or put inline in an HTML page)."""
        if self.css_size is None:
            size = 'width="100%" height="100%"'
        else:
            size = f'width="{_num(self.css_size[0])}" height="{_num(self.css_size[1])}"'
        head = (f'<svg xmlns="{SVG_NS}" {size} viewBox="0 0 {_num(self.width)}'
                f' {_num(self.height)}" xml:space="preserve" style="font-kerning:none"')
        parts = []
        if self.title:
            head += f' role="img" aria-label="{_esc(self.title)}"'
            parts.append(f"<title>{_esc(self.title)}</title>")
        for matrix, elements in self._groups:
            body = "".join(elements)
            if matrix == _IDENTITY:
                parts.append(body)
            else:
                parts.append(f'<g transform="matrix({" ".join(_num6(v) for v in matrix)})">'
                             f"{body}</g>")
        return head + ">" + "".join(parts) + "</svg>"


def _num6(v: float) -> str:
    s = f"{v:.6f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s

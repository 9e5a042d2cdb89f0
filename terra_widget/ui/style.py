"""The widget's one ``<style>`` (put into the page by one HTML widget, ``terra-style``).

Its parts, in cascade order: the palette's custom properties (``stylesheet.palette_css``),
the game (``css/game.css``), the end screen and the story (``css/end.css``), projector
mode's zoom steps (computed: ``projector_fit.py``), the file-upload button's label and
the disconnected game's message (``css/upload.css``, ``css/disconnected.css``: templates
filled with the game's words, escaped by :func:`css_string`), then touch devices and
phones (``css/touch.css``), last so that a finger's 44 px sizes win. Why each rule is
there is said beside it in the CSS files.
"""

from __future__ import annotations

from .projector_fit import PROJECTOR_FIT, projector_fit_css
from .stylesheet import palette_css, sheet

#: The game's sheet (its rules name colours only through ``var(--tw-...)``).
CSS = sheet("game")


def css_string(text: str) -> str:
    """``text`` as the inside of a CSS string: no quote, backslash or angle bracket can
    end the string or the style element."""
    out = []
    for ch in text:
        if ch in '"\\<>&\n\r' or ord(ch) < 32:
            out.append(f"\\{ord(ch):x} ")
        else:
            out.append(ch)
    return "".join(out)


def style_html(t) -> str:
    """The whole ``<style>`` for language ``t``: ipywidgets writes a file-upload button's
    label as "<description> (<files chosen>)", so the sheet draws the label itself, and a
    game whose kernel is gone says how to get it back, both in the game's language."""
    message = css_string(t("app.disconnected"))
    upload = sheet("upload").replace("{label}", css_string(t("btn.upload")))
    return (f"<style>{palette_css()}{CSS}{sheet('end')}{PROJECTOR_FIT}{upload}"
            f"{sheet('disconnected').replace('{message}', message)}{sheet('touch')}"
            "</style>")


__all__ = ["CSS", "PROJECTOR_FIT", "css_string", "palette_css", "projector_fit_css",
           "style_html"]

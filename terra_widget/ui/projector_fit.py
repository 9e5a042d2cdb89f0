"""Projector mode's zoom to fit a smaller window (CSS rules made from the layout's needs).

Kept apart from :mod:`.style`'s stylesheet: these rules are computed, one set per zoom
step, from the sizes below, which the browser layout tests also read."""

from __future__ import annotations

#: What projector mode's layout needs (CSS px): the board (1200 px) and beside it a side
#: column of at least 474 px -- the table view's two-column breakpoint (1690 px) -- and,
#: from the status line to the impending crisis at the board's foot, about 880 px.
#: With a window's scroll bar (15 px) the side column must also hold the longest crisis
#: in the drop-down whole: Spanish's "«Los arrecifes de coral mueren» (▲ verde)" needs
#: 458 px of text at 24 px, so the zoom counts 1722 px of width (a 506 px column).
PROJECTOR_NEEDS = (1722, 880)
#: Once the game is over the side column holds the debrief, whose table is as wide as
#: its longest words: 598 px at the widest (Catalan, a lost game; 538 px in English), so
#: 1200 + 16 + 598 px, with 26 to spare. (The zoomed end screen then keeps, at 1280 and
#: 1024 px, at least the share of the picture its text has at 1920 px.)
PROJECTOR_OVER_NEEDS = (1840, 880)
#: The zoom steps (largest first): a window loses at most 1 % of the size it could have;
#: under the last one the layout goes to one column instead.
FIT_STEP = 0.01
FIT_SMALLEST = 0.5
#: Voila's page in projector mode above and under the game: the notebook's title (36 px
#: type and the page's margin, about 70 px) and the tabs (46 px and their margin).
VOILA_EXTRA = 124
_GAME = ".terra-projector .terra-game"
_VOILA = ":where(body[data-voila])"
_OVER = f"{_GAME}:has(.terra-over)"


def projector_fit_css(step: float = FIT_STEP, smallest: float = FIT_SMALLEST) -> str:
    """Projector mode on a window smaller than the design's (a 1280x800 or 1024x768
    classroom projector, a laptop): the whole game is zoomed to fit, the same picture with
    fewer pixels -- a projector throws it on the same wall, so it reads as it would at
    1920x1080 -- instead of falling to one column where the board (and the impending
    crisis at its foot) leaves the screen. A CSS zoom cannot be computed from the width
    in every browser yet, so it goes in steps: at each step a rule applies when the app's
    width (container query) or the window's height (media query) is under what the step
    above needs. The game over needs a wider side column (``PROJECTOR_OVER_NEEDS``): its
    width rules are more specific (``:has``) and win at the end; the height rules name
    both. The rules come largest zoom first, so the smallest that applies wins. The game
    box is a container too: inside it, the layout's own breakpoints see the zoomed width
    (the app's width / zoom)."""
    (width, height), (over_width, _) = PROJECTOR_NEEDS, PROJECTOR_OVER_NEEDS
    rules = []
    for i in range(1, round((1 - smallest) / step) + 1):
        zoom, above = round(1 - i * step, 4), round(1 - (i - 1) * step, 4)
        z = f"{{ zoom: {zoom:g}; }}"
        rules.append(f"@container (max-width: {width * above - 0.02:.2f}px) {{ {_GAME} {z} }}")
        rules.append(f"@container (max-width: {over_width * above - 0.02:.2f}px) "
                     f"{{ {_OVER} {z} }}")
        rules.append(f"@media (max-height: {height * above - 0.02:.2f}px) "
                     f"{{ {_GAME}, {_OVER} {z} }}")
        # Voila's page: its title above the game and the tabs under it count too
        # (``:where`` adds no specificity: the smallest zoom that applies still wins)
        rules.append(f"@media (max-height: {(height + VOILA_EXTRA) * above - 0.02:.2f}px) "
                     f"{{ {_VOILA} {_GAME}, {_VOILA} {_OVER} {z} }}")
    return "\n".join(rules) + "\n"


PROJECTOR_FIT = projector_fit_css()


__all__ = ["FIT_SMALLEST", "FIT_STEP", "PROJECTOR_FIT", "PROJECTOR_NEEDS",
           "PROJECTOR_OVER_NEEDS", "VOILA_EXTRA", "projector_fit_css"]

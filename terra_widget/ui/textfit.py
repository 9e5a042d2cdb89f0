"""Text measuring for the board, in Python: the canvas cannot tell Python how wide a text
is, so the board estimates it to choose a font size and where to wrap.

Widths are DejaVu Sans' (Debian's ``sans-serif``, the widest common one; Arial, Helvetica
and Liberation Sans are narrower), in thousandths of the font size, for printable ASCII;
an accented letter counts as its base letter, any other character as a wide one. The
board still passes ``max_width`` to ``fill_text``, so a text measured too narrow is
squeezed a little instead of spilling out of its card.
"""

from __future__ import annotations

import unicodedata

# printable ASCII, " " (32) to "~" (126)
_REGULAR = (
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636,
    636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698,
    770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732,
    684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352, 635,
    634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592,
    525, 636, 337, 636, 838)
_BOLD = (
    348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696,
    696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734,
    830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812,
    774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716,
    712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652,
    582, 712, 365, 712, 838)
#: Characters outside ASCII that the board draws (the colour symbols, "⚠", "·", quotes).
_OTHER = {"▲": 769, "●": 873, "■": 945, "⚠": 896, "✖": 838, "·": 380, "’": 318, "–": 500,
          "—": 1000, "«": 557, "»": 557, "ß": 636, "œ": 1000, "æ": 1000}
_WIDE = 1000


def _char_width(ch: str, table) -> int:
    code = ord(ch)
    if 32 <= code <= 126:
        return table[code - 32]
    if ch in _OTHER:
        return _OTHER[ch]
    base = unicodedata.normalize("NFD", ch)[0]
    if 32 <= ord(base) <= 126:
        return table[ord(base) - 32]
    return _WIDE


def text_width(text: str, px: float, *, bold: bool = False) -> float:
    """Estimated width in pixels of ``text`` in ``px``-pixel sans-serif."""
    table = _BOLD if bold else _REGULAR
    return sum(_char_width(ch, table) for ch in text) * px / 1000


def _split_word(word: str, px: float, width: float, bold: bool) -> list[str]:
    """A word wider than ``width`` broken into pieces that fit: after a hyphen it has,
    else where the most fits, with a hyphen added (at least three letters a piece)."""
    pieces: list[str] = []
    while text_width(word, px, bold=bold) > width and len(word) >= 6:
        cut = max((i for i in range(3, len(word) - 2)
                   if text_width(word[:i] + ("" if word[i - 1] == "-" else "-"), px,
                                 bold=bold) <= width), default=None)
        if cut is None:
            break
        hyphen = [i + 1 for i in range(2, cut) if word[i] == "-"]
        cut = hyphen[-1] if hyphen else cut
        pieces.append(word[:cut] + ("" if word[cut - 1] == "-" else "-"))
        word = word[cut:]
    return pieces + [word]


def wrap(text: str, px: float, width: float, *, bold: bool = False,
         split: bool = True) -> list[str]:
    """Greedy word wrap of ``text`` into lines at most ``width`` wide; a word wider than
    that is broken (see ``_split_word``), or with ``split=False`` has a line of its own."""
    lines: list[str] = []
    line = ""
    words = text.split()
    if split:
        words = [piece for word in words for piece in _split_word(word, px, width, bold)]
    for word in words:
        candidate = f"{line} {word}" if line else word
        if not line or text_width(candidate, px, bold=bold) <= width:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def fit(text: str, width: float, *, largest: int, smallest: int, max_lines: int = 1,
        bold: bool = False) -> tuple[int, list[str]]:
    """The largest font size from ``largest`` down to ``smallest`` at which ``text`` fits
    ``width`` in at most ``max_lines`` lines, and those lines; words are broken only when
    no size fits without. When even ``smallest`` is
    too large the text stays at ``smallest``, wrapped between whole words, the rest joined
    on the last line (``fill_text``'s ``max_width`` squeezes a line a little), never
    shrunk further."""
    for split in (False, True):  # a smaller size before a word broken in two
        for px in range(largest, smallest - 1, -1):
            lines = wrap(text, px, width, bold=bold, split=split)
            if len(lines) <= max_lines and all(text_width(line, px, bold=bold) <= width
                                               for line in lines):
                return px, lines
    lines = wrap(text, smallest, width, bold=bold, split=False)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return smallest, lines

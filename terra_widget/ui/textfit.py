"""Text measuring and fitting for the board, in Python: the canvas cannot tell Python how
wide a text is, so the board estimates it to choose a font size and where to wrap.

Widths are DejaVu Sans' (Debian's ``sans-serif``, the widest common one; Arial, Helvetica
and Liberation Sans are narrower), in thousandths of the font size, for printable ASCII;
an accented letter counts as its base letter, any other character as a wide one. The
board still passes ``max_width`` to ``fill_text``, so a text measured too narrow is
squeezed a little instead of spilling out of its card.

Cost (a crisis title from a file may be 1,000 characters, and every projector redraw fits
each label):
a width is linear in the font size, so each word is measured ONCE, in font units, and
every size and line is then a comparison of sums; wrapping stops as soon as it has more
lines than allowed, and a text is cut to :data:`MAX_CHARS` characters before anything is
measured. Fitting is therefore linear in the text's length (the tests count the
characters that go through :func:`units`).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

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
          "—": 1000, "«": 557, "»": 557, "ß": 636, "œ": 1000, "æ": 1000, "…": 1000}
_WIDE = 1000
ELLIPSIS = "…"
#: A text longer than this is cut (with an ellipsis) before it is measured: no card shows
#: more than a few lines, and a hostile or absurd title must not cost more.
MAX_CHARS = 300


@lru_cache(maxsize=512)
def _char_width(ch: str, bold: bool) -> int:
    table = _BOLD if bold else _REGULAR
    code = ord(ch)
    if 32 <= code <= 126:
        return table[code - 32]
    if ch in _OTHER:
        return _OTHER[ch]
    base = unicodedata.normalize("NFD", ch)[:1] or " "
    if 32 <= ord(base) <= 126:
        return table[ord(base) - 32]
    return _WIDE


def units(text: str, bold: bool = False) -> int:
    """Width of ``text`` in thousandths of the font size."""
    return sum(_char_width(ch, bold) for ch in text)


def text_width(text: str, px: float, *, bold: bool = False) -> float:
    """Estimated width in pixels of ``text`` in ``px``-pixel sans-serif."""
    return units(text, bold) * px / 1000


def _limit(text: str) -> str:
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS - 1] + ELLIPSIS


class _Words:
    """A text's words, each measured once (in font units), with what wrapping needs."""

    def __init__(self, text: str, bold: bool):
        self.bold = bold
        self.words = _limit(text).split()
        self.widths = [units(w, bold) for w in self.words]
        self.space = _char_width(" ", bold)
        self.hyphen = _char_width("-", bold)

    def wrap(self, limit: float, max_lines: int, split: bool):
        """Greedy lines of at most ``limit`` units, as lists of (word, width); stops after
        ``max_lines + 1`` lines (the caller only needs to know that it does not fit).
        With ``split``, a word wider than a line is broken (see :meth:`_pieces`)."""
        lines, line, used = [], [], 0
        for word, width in zip(self.words, self.widths, strict=True):
            pieces = self._pieces(word, limit) if split and width > limit else [(word, width)]
            for piece, w in pieces:
                if line and used + self.space + w <= limit:
                    line.append((piece, w))
                    used += self.space + w
                else:
                    if line:
                        lines.append(line)
                        if len(lines) > max_lines:
                            return lines
                    line, used = [(piece, w)], w
        if line:
            lines.append(line)
        return lines

    def _pieces(self, word: str, limit: float):
        """A word wider than ``limit`` broken into pieces that fit: after a hyphen it has,
        else where the most fits, with a hyphen added (at least three letters a piece)."""
        widths = [_char_width(ch, self.bold) for ch in word]
        pieces, start = [], 0
        while sum(widths[start:]) > limit and len(word) - start >= 6:
            used, cut, last_hyphen = 0, None, None
            for i in range(start, len(word) - 3):
                used += widths[i]
                room = used + (0 if word[i] == "-" else self.hyphen)
                if room > limit:
                    break
                if i + 1 - start >= 3:
                    cut = i + 1
                    if word[i] == "-":
                        last_hyphen = i + 1
            if cut is None:
                break
            cut = last_hyphen or cut
            piece = word[start:cut] + ("" if word[cut - 1] == "-" else "-")
            pieces.append((piece, units(piece, self.bold)))
            start = cut
        rest = word[start:]
        return pieces + [(rest, sum(widths[start:]))]


def _join(line) -> str:
    return " ".join(word for word, _ in line)


def wrap(text: str, px: float, width: float, *, bold: bool = False,
         split: bool = True) -> list[str]:
    """Greedy word wrap of ``text`` into lines at most ``width`` wide; a word wider than
    that is broken (see ``_Words._pieces``), or with ``split=False`` has a line of its own."""
    words = _Words(text, bold)
    return [_join(line) for line in words.wrap(width * 1000 / px, 10 ** 9, split)]


def fit(text: str, width: float, *, largest: int, smallest: int, max_lines: int = 1,
        bold: bool = False) -> tuple[int, list[str]]:
    """The largest font size from ``largest`` down to ``smallest`` at which ``text`` fits
    ``width`` in at most ``max_lines`` lines, and those lines; words are broken only when
    no size fits without. When even ``smallest`` is too large the text stays at
    ``smallest``: its first ``max_lines`` lines, the last one ending with an ellipsis,
    never shrunk further and never wider than ``width``. A blank text is one empty line."""
    words = _Words(text, bold)
    if not words.words:
        return largest, [""]

    def attempt(px: int, split: bool):
        limit = width * 1000 / px
        lines = words.wrap(limit, max_lines, split)
        ok = len(lines) <= max_lines and all(
            sum(w for _, w in line) + (len(line) - 1) * words.space <= limit
            for line in lines)
        return ok, lines

    for split in (False, True):  # a smaller size before a word broken in two
        # fitting is monotone in the size: binary search for the largest that fits
        lo, hi, best = smallest, largest, None
        while lo <= hi:
            mid = (lo + hi) // 2
            ok, lines = attempt(mid, split)
            if ok:
                best, lo = (mid, lines), mid + 1
            else:
                hi = mid - 1
        if best is not None:
            return best[0], [_join(line) for line in best[1]]
    _, lines = attempt(smallest, True)
    return smallest, _cut(lines, max_lines, width * 1000 / smallest, words)


def _cut(lines, max_lines: int, limit: float, words: _Words) -> list[str]:
    """The first ``max_lines`` lines, the last one ended with an ellipsis within ``limit``."""
    shown = [_join(line) for line in lines[:max_lines]]
    if len(lines) <= max_lines and all(units(s, words.bold) <= limit for s in shown):
        return shown
    last = shown[-1]
    room = limit - _char_width(ELLIPSIS, words.bold)
    used, end = 0, 0
    for i, ch in enumerate(last):
        used += _char_width(ch, words.bold)
        if used > room:
            break
        end = i + 1
    shown[-1] = last[:end].rstrip() + ELLIPSIS
    return shown

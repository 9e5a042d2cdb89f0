"""Numbers as each language of the game writes them (standard library only).

    >>> percent(0.44, "en"), percent(0.44, "fr")
    ('44.0%', '44,0\\xa0%')
    >>> integer(1000, "en"), integer(1000, "de"), decimal(71.25, "es", 2)
    ('1,000', '1.000', '71,25')

The conventions are those of the Unicode CLDR (what browsers and spreadsheets use):
English writes ``1,234.5`` and ``44.0%``; French ``1 234,5`` (a narrow no-break space
between thousands) and ``44,0 %``; German, Spanish and Catalan ``1.234,5`` and
``44,0 %``. The space before ``%`` is a no-break space, so a line never breaks between
the number and its sign. Spanish leaves four-digit numbers ungrouped (``1000`` but
``10.000``), as the Real Academia Española and CLDR ask.

Each language's catalogue declares its own marks, as four sentences a translator fills
in like any other: ``number.decimal_mark``, ``number.group_mark``, ``number.percent``
(``{number}%``) and ``number.group_from`` (the smallest number grouped). A language added
without them writes numbers as English does.
"""

from __future__ import annotations

import math

from ..checks import is_whole
from . import _tables, strings

#: lang -> (decimal mark, thousands separator, percentage template, smallest number grouped)
_STYLE: dict[str, tuple[str, str, str, int]] = {}


def _style(lang: str) -> tuple[str, str, str, int]:
    style = _STYLE.get(lang)
    if style is None:
        table = strings(lang)  # an unknown language is refused with the allowed ones
        try:
            grouped_from = int(table["number.group_from"])
        except ValueError:
            raise ValueError(f"the {lang!r} catalogue's number.group_from must be a whole "
                             f"number such as 1000, not {table['number.group_from']!r}") \
                from None
        style = _STYLE[lang] = (table["number.decimal_mark"], table["number.group_mark"],
                                table["number.percent"], grouped_from)
    return style


def decimal(x: float, lang: str, digits: int = 1) -> str:
    """``x`` with ``digits`` decimals and the language's marks: 1234.5 -> '1 234,5' (fr)."""
    point, group, _, grouped_from = _style(lang)
    if not is_whole(digits) or digits < 0:
        raise ValueError(f"digits must be a whole number from 0 up, not {digits!r}")
    if not math.isfinite(x):
        raise ValueError(f"cannot write {x!r} as a number; check for an empty run first")
    text = f"{x:.{digits}f}"
    if text.startswith("-") and not text.strip("-0."):
        text = text[1:]  # -0.04 rounds to 0.0, not to "-0.0"
    if int(text.lstrip("-").split(".")[0]) >= grouped_from:  # as written, after rounding
        text = f"{x:,.{digits}f}"
    # swap through a placeholder so that ',' and '.' can trade places
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def integer(n: int, lang: str) -> str:
    """A whole number with the language's thousands separator: 1000 -> '1,000' (en)."""
    if not is_whole(n):
        raise ValueError(f"integer() writes whole numbers, not {n!r}; use decimal()")
    return decimal(n, lang, 0)


def percent(x: float, lang: str, digits: int = 1) -> str:
    """A share (0.44 for 44 %) as a percentage: '44.0%' (en), '44,0 %' (fr, de, es, ca)."""
    return _style(lang)[2].format(number=decimal(100 * x, lang, digits))


def plural_category(n: int, lang: str) -> str:
    """Which plural form a count takes, as CLDR names them: ``"one"`` or ``"other"``
    (whether the catalogue's ``Plural-Forms`` gives it the form of 1).

    English, German, Spanish and Catalan use "one" for 1 alone ("1 card", "0 cards");
    French for 0 and 1 ("0 carte", "1 carte", "2 cartes"). Whole counts only."""
    index = _tables(lang)[2]  # an unknown language is refused with the allowed ones
    if not is_whole(n) or n < 0:
        raise ValueError(f"a plural form is chosen for a count (0, 1, 2 ...), not {n!r}")
    return "one" if index(n) == index(1) else "other"


__all__ = ["decimal", "integer", "percent", "plural_category"]

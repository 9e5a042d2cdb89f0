"""Checks of values given from outside (a user, a file, a caller), written once."""

from __future__ import annotations


def is_whole(value) -> bool:
    """Is ``value`` a whole number: an ``int``, and not ``True``/``False`` (``bool`` is a
    subclass of ``int`` in Python, but a seed, a seat or a count of ``True`` is a
    mistake)? Callers say what was wrong and what is allowed."""
    return isinstance(value, int) and not isinstance(value, bool)

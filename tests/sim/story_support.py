"""Helpers for the story tests: arranged deals (stacked hands and pile, as the rules tests
build them) and the moments of a story picked by kind and seat."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from rules_support import (  # noqa: E402
    all_pass,
    cards,
    crisis,
    deck_with,
    draw,
    end_turn,
    help_crisis,
    respond,
)

from terra_widget.rules import new_game  # noqa: E402

#: A green Europe crisis with threat 10 (easy arithmetic), in place of the default one.
FLOOD = crisis("green", "europe", 10, "flood")
NAMES = ["Ana", "Ben", "Chloé"]


def flood_game(hands, *, after=("red-1", "red-2", "red-3", "red-4"), names=NAMES,
               **kwargs):
    """Ana (seat 0) draws FLOOD at once; then the pile gives ``after`` (Solutions, so
    that nothing else happens for a few turns)."""
    return new_game(names, seed=3, crises=deck_with(FLOOD), hands=hands,
                    draw_top=[FLOOD, *cards(*after)], **kwargs)


def marks(made, kind, seat=None):
    return [m for m in made.moments if m.kind == kind and (seat is None or m.seat == seat)]


def choices(made, seat):
    return [(m.kind, m.crisis, m.target) for m in made.moments
            if m.seat == seat and m.kind in ("gave", "held_back", "could_have_solved")]


__all__ = ["FLOOD", "NAMES", "all_pass", "cards", "choices", "draw", "end_turn",
           "flood_game", "help_crisis", "marks", "respond"]

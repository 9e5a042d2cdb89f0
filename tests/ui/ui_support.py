"""Helpers for the widget tests (tests/ui): build apps without touching the repository, walk the
widget tree, read every text a user could see, and play by clicking buttons."""

from __future__ import annotations

import random

import ipywidgets as W

from terra_widget.rules import Hoard, PlayFullBlown
from terra_widget.session.session import Session
from terra_widget.ui import TerraApp

HOSTILE = "<img src=x onerror=alert(1)>"


def make_app(state, bots=None, **kwargs) -> TerraApp:
    """A TerraApp on ``state``; ``bots`` maps seats to strategy objects."""
    kwargs.setdefault("speed", "manual")
    bots = bots or {}
    return TerraApp(Session(state, bots, {s: "custom" for s in bots}), **kwargs)


class RandomBot:
    """A minimal strategy (the widget accepts any object with ``choose``)."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, view, legal):
        assert view.seat is not None and view.hand is not None  # a seat's own view
        return self.rng.choice(legal)


def walk(widget):
    """Every widget in the tree under ``widget`` (including itself)."""
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from walk(child)


def visible(widget, root) -> bool:
    """False if the widget or one of its ancestors under ``root`` is hidden."""
    def find(node, path):
        if node is widget:
            return path + [node]
        for child in getattr(node, "children", ()) or ():
            found = find(child, path + [node])
            if found:
                return found
        return None
    path = find(root, []) or []
    return all(w.layout.display != "none" for w in path if hasattr(w, "layout"))


def widget_texts(root) -> list[tuple[object, str, str]]:
    """(widget, field, text) for every piece of text the widget tree can show: HTML and
    label values, descriptions, tooltips, option labels, text-box values."""
    out = []
    for w in walk(root):
        for field in ("value", "description", "tooltip", "placeholder"):
            value = getattr(w, field, None)
            if field == "value" and not isinstance(w, (W.HTML, W.Label, W.HTMLMath, W.Text)):
                continue
            if isinstance(value, str) and value:
                out.append((w, field, value))
        options = getattr(w, "_options_labels", None)
        if options:
            out.extend((w, "option", label) for label in options)
        tips = getattr(w, "tooltips", None)
        if tips:
            out.extend((w, "tooltips", tip) for tip in tips)
    return out


def all_text(root) -> str:
    return "\n".join(text for _, _, text in widget_texts(root))


def enabled_over_targets(app) -> set:
    """The actions of every enabled game button, trying each target crisis in turn."""
    enabled = set(app.enabled_actions())
    if app.seat.target.layout.display != "none" and app.seat.target.options:
        keep = app.seat.target.value
        for _, crisis_id in app.seat.target.options:
            app.seat.target.value = crisis_id
            enabled |= app.enabled_actions()
        app.seat.target.value = keep
    return enabled


def click_action(app, action) -> None:
    """Play ``action`` the way a person would: choose the target crisis, click the one
    enabled button that carries it."""
    if hasattr(action, "solution") or hasattr(action, "cards"):
        if app.shown_seat != action.seat and not app.teacher_on:
            app.seat.show_hand.value = True  # a card action needs the hand on screen
    if isinstance(action, PlayFullBlown):
        app.seat.target.value = action.crisis.id
    buttons = [b for b in app.action_buttons()
               if not b.disabled and getattr(b, "terra_action", None) == action]
    assert buttons, f"no enabled button plays {action}"
    buttons[0].click()


def human_move(app, rng, *, prefer_hoard: bool = False):
    """Reveal the hand of the person to act and click a random legal action."""
    if not app.seat.show_hand.value:
        app.seat.show_hand.value = True
    legal = list(app.state.legal_actions())
    hoards = [a for a in legal if isinstance(a, Hoard)]
    action = rng.choice(hoards) if prefer_hoard and hoards else rng.choice(legal)
    click_action(app, action)
    return action


def crisis(crisis_id: str):
    from terra_widget.rules import DEFAULT_CRISES

    return {c.id: c for c in DEFAULT_CRISES}[crisis_id]


def sol(code: str):
    from terra_widget.rules import Solution

    return Solution.parse(code)

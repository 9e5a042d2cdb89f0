"""What a table's panels read: ``ViewSource``, one declared contract.

``ui.panels.TableView`` (status, board, gauges, prompt, end, debrief) and
``ui.panels.SeatView`` (one seat's hand and buttons) render from a ``ViewSource`` and
call only its methods. Two things implement it, each explicitly (they subclass it, and
``tests/ui/test_view_source.py`` checks that every declared name is really defined by
them, not just inherited from here):

* ``session.GameController`` -- the one-screen game, on a whole ``GameState``;
* ``rooms.pages.table.StoredTable`` -- a table kept in the classroom's store, on a
  ``TableSight`` that holds one page's views only (R7.5: a page that asked for another
  seat's hand gets an error, not a card).

``state`` is a ``GameSight``: the views and legal moves a panel may read (a
``GameState`` has them all). ``session`` is a ``SeatsSource``: who plays which seat.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class GameSight(Protocol):
    """The game as a panel reads it: the views (``view(None)`` is the public table,
    R7.5) and, when it is that seat's decision, its legal moves."""

    players: tuple[str, ...]
    phase: Any
    to_act: int | None
    is_over: bool

    def view(self, seat: int | None = None) -> Any: ...

    def legal_actions(self) -> Sequence: ...


@runtime_checkable
class SeatsSource(Protocol):
    """Who plays which seat."""

    players: tuple[str, ...]
    specs: Mapping[int, object]  # seat -> strategy name, for the computer players
    position: int  # moves played to reach the moment on screen

    def is_bot(self, seat: int | None) -> bool: ...

    def bot_to_act(self) -> int | None:
        """The computer player whose decision it is and who waits for "Step" (None: no
        Step button)."""

    def human_to_act(self) -> int | None:
        """The person to act on a hot-seat screen (None where seats are fixed)."""


@runtime_checkable
class ViewSource(Protocol):
    """Everything ``TableView`` and ``SeatView`` read or call."""

    # -- what is shown
    lang: str
    t: Any  # the Translator of ``lang``
    state: GameSight
    session: SeatsSource
    projector: bool
    alert: tuple[str, bool]  # (text, is error): the status bar's message
    autosave_failed: str  # why saving fails, "" when it works
    offer: Any  # a pending resume offer hides the game (None: none)
    board_key: Any  # what the board shows: a new frame only when it changes
    # -- the discussion prompt
    prompt: tuple[str, dict] | None
    prompt_shown: bool
    # -- the computer players' pace
    speed_key: str  # a key of ``controller.SPEEDS``
    bots_held: bool  # paused for the class (a prompt, a trip in time)
    bots_live: bool  # they move by themselves
    # -- hands (R7.5)
    teacher_on: bool  # every hand open
    shown_seat: int | None  # hot seat: the person whose hand is on screen
    # -- the risk meter
    risk_fn: Callable | None
    risk_history: Mapping[int, Any]

    def guard(self, fn: Callable) -> Callable:
        """``fn`` wrapped so that an error is kept and said in words."""

    def perform(self, action, *, human: bool = True) -> None: ...

    def step(self) -> Any: ...

    def release_bots(self) -> None: ...

    def show_hand(self, on: bool) -> None: ...

    def hand_visible(self, seat: int | None) -> bool: ...

    def needs_hand(self, seat: int | None) -> bool: ...

    def risk_points(self) -> list | None: ...

    offers_play_again: bool  # game over: a new deal for the same table can be had

    def play_again(self) -> None:
        """Deal a new game for the same table (only where ``offers_play_again``)."""

    def just_happened(self) -> list[str]:
        """What played itself since the last move a person chose, in words."""

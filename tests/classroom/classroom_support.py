"""Helpers for the classroom tests (imported by name, like tests/ui/ui_support.py)."""

from __future__ import annotations

from dataclasses import dataclass

from terra_widget.rooms.store import Store


@dataclass
class Table:
    """A started room with one table whose seats are all students (or some bots)."""

    path: object
    store: Store
    code: str
    key: str
    table: int
    pins: dict[int, str]  # seat -> PIN

    def act(self, seat=None, index=-1, store=None):
        """Play the ``index``-th legal action for the seat to act (its own PIN)."""
        store = store or self.store
        state = store.state(self.table)
        seat = state.to_act if seat is None else seat
        action = state.legal_actions()[index]
        return store.submit(self.table, len(state.history), seat, action, self.pins[seat])


def make_table(path, *, humans=(0, 1, 2, 3), n_seats=4, seed=11, bot_delay=0.0,
               names=("Ana", "Ben", "Chloé", "Dev", "Eve", "Fay"), **table_kw) -> Table:
    store = Store(path)
    code, key = store.create_room(bot_delay=bot_delay)
    table = store.add_table(code, key, n_seats, seed=seed, **table_kw)
    pins = {seat: store.take_seat(code, table, seat, names[seat]) for seat in humans}
    store.start(code, key)
    return Table(path, store, code, key, table, pins)


def seen_solutions(state, seat) -> set:
    """Solutions ``seat`` may know of (R7.5): its own hand, the discard pile, the cards on
    the table and every card its log showed it. Anything else it is shown is a leak."""
    view = state.view(seat)
    seen = set(view.hand) | set(view.discard)
    seen |= {s for _, s in view.impending_plays}
    seen |= {s for fb in view.full_blown for _, s in fb.plays}
    for e in state.visible_events(seat):
        seen |= {c for c in (e.card, *(e.cards or ())) if c is not None}
    return seen

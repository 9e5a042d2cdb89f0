"""Property test: whatever the interleaving of several writers -- students
clicking on stale screens, devices stepping the computer players -- a move is accepted
exactly when it was chosen at the current sequence number, and the record has no gap, no
duplicate, and replays to the same game (R7.4)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from classroom_support import make_table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from terra_widget.rooms.errors import ActedFirst
from terra_widget.rooms.store import Store
from terra_widget.rules import from_record

# writer 0, 1: students at seats 0 and 1 (two devices each: 0/2 and 1/3 share a seat);
# writer 4, 5: devices that step the computer players of seats 2 and 3.
WRITERS = [0, 1, 0, 1, "bot", "bot"]

steps = st.lists(st.tuples(st.sampled_from(["look", "act"]), st.integers(0, len(WRITERS) - 1),
                           st.integers(0, 30)), min_size=1, max_size=60)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=steps, seed=st.integers(0, 2**16))
def test_random_interleavings_of_writers_keep_one_gapless_record(steps, seed):
    with tempfile.TemporaryDirectory() as tmp:
        t = make_table(Path(tmp) / "c.db", humans=(0, 1), seed=seed)
        stores = [Store(t.path) for _ in WRITERS]
        seen = [0] * len(WRITERS)  # the seq each writer's screen shows
        model = [from_record(t.store.record(t.table))]  # model[k]: the game after k moves
        try:
            for kind, w, pick in steps:
                store, who = stores[w], WRITERS[w]
                if kind == "look":
                    seen[w] = store.seq(t.table)
                    continue
                current = len(model) - 1
                if who == "bot":
                    state = model[-1]
                    due = not state.is_over and state.to_act in (2, 3)
                    assert store.step_bots(t.table) is due
                    if due:
                        after = model[-1].clone()
                        after.apply(store.state(t.table).history[-1])
                        model.append(after)
                    continue
                view = model[seen[w]]  # what this writer's screen shows
                if view.is_over or view.to_act != who:
                    continue  # nothing to click on that screen
                move = view.legal_actions()[pick % len(view.legal_actions())]
                if seen[w] != current:
                    try:
                        store.submit(t.table, seen[w], who, move, t.pins[who])
                    except ActedFirst:
                        pass
                    else:
                        raise AssertionError("a move on a stale screen was accepted")
                else:
                    assert store.submit(t.table, seen[w], who, move, t.pins[who]) == current
                    after = model[-1].clone()
                    after.apply(move)
                    model.append(after)
                    seen[w] = current + 1
            seqs = [seq for seq, _, _ in t.store.actions(t.table)]
            assert seqs == list(range(len(model) - 1))
            replayed = from_record(t.store.record(t.table))
            assert replayed.history == model[-1].history
            assert replayed.view(None) == model[-1].view(None)
        finally:
            for s in stores:
                s.close()
            t.store.close()

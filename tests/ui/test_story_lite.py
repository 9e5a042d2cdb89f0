"""The end screen's story in the static site's kernel (Pyodide): it starts no thread
("can't start new thread"), so there the risk curve is measured at once, with fewer
rollouts, instead of beside the kernel's loop. Pyodide is imitated here: the platform is
"emscripten" and a thread's start raises as it does there."""

from __future__ import annotations

import asyncio
import sys
import threading

import terra_widget
from terra_widget.rules import new_game
from terra_widget.session import controller_story

PLAYERS = ["Ana", "Ben", "Chloé"]


def _finished():
    from terra_widget.bots import make_strategy

    state = new_game(PLAYERS, seed=9)
    bots = [make_strategy("selfish", seed=s) for s in range(3)]
    while not state.is_over:
        state.apply(bots[state.to_act].choose(state.view(state.to_act), state.legal_actions()))
    return state


def test_in_the_browser_the_story_of_a_finished_game_comes_at_once(monkeypatch):
    def no_thread(self):
        raise RuntimeError("can't start new thread")  # Pyodide's words

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(threading.Thread, "start", no_thread)
    state = _finished()

    async def main():  # the kernel's loop runs, as in the site's kernel
        return terra_widget.show(state, open_hands=False)

    app = asyncio.run(main())
    assert not app.errors and not (app.controller.alert or ("", False))[0]
    final = app.controller.story.final
    assert final is not None and final.over and final.risk
    assert app.controller.story.progress is None
    assert 'data-position="' in app.story.picture.value
    assert controller_story.BROWSER_ROLLOUTS < controller_story.FINAL_ROLLOUTS

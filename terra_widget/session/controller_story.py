"""The story of the game for ``GameController`` (``ctrl.story``): the whole game's story
once it is over, with its risk curve (measured after the game by rollouts from the public
view at each moment), and the story so far during it. No widgets.

Who may see what (R7.5): during the game the story is made for the seat whose hand is
shown, or for everyone when every hand is open (``teacher_on``), or for nobody's hand
(the public view); once the game is over every hand is open.

The risk curve takes seconds: with a live clock it is measured in a thread, so the kernel
goes on answering clicks; ``progress`` says how far it is, and the controller is told
(``emit("story")``) on the kernel's own loop as it goes and when it is done. Without a
running loop (a script, a test) it is measured at once, with fewer rollouts; so it is in
the static site, whose Python (Pyodide) starts no thread.
"""

from __future__ import annotations

import asyncio
import sys
import threading

#: Rollouts per moment of the risk curve after the game: fewer than the live meter's, as
#: there is one measure per move; the curve's shape is what a class reads.
FINAL_ROLLOUTS = 60
#: Without the kernel's loop (a script, a test) the curve is measured at once, quickly.
SYNC_ROLLOUTS = 8
#: In the static site (Pyodide: no threads) the curve is measured at once, blocking the
#: kernel: few enough rollouts that the click that ended the game waits about a second.
BROWSER_ROLLOUTS = 20
#: The controller is told of the progress at most this many times per curve.
PROGRESS_STEPS = 20


def _loop():
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


_NOT_ASKED = object()  # equal to no key, so the first question is always answered


class _LastAnswer:
    """The answer to the last question asked, made again only when the question (a key
    compared with ==) changes: a click redraws often, the game moves less often."""

    def __init__(self):
        self._key, self._answer = _NOT_ASKED, None

    def get(self, key, make):
        if key != self._key:
            self._key, self._answer = key, make()
        return self._answer


class StoryMaker:
    def __init__(self, ctrl, rollouts: int = FINAL_ROLLOUTS):
        self.ctrl = ctrl
        self.rollouts = rollouts
        self.final = None  # the whole game's Story, once over
        self.progress: tuple[int, int] | None = None  # (done, total) while measuring
        self._final_key = None  # the game and language ``final`` is (being) made for
        self._tip_over = _LastAnswer()  # whether the timeline ends in a verdict
        self._so_far = _LastAnswer()  # the story up to the moment on screen

    # ------------------------------------------------------------------ the game's end
    def finished(self) -> bool:
        """The game's whole timeline ends in a verdict (the screen may show an earlier
        moment: time travel after the game)."""
        session = self.ctrl.session
        return self._tip_over.get((id(session), tuple(session.timeline)),
                                  lambda: session.tip().is_over)

    def _key(self):
        session = self.ctrl.session
        return (tuple(session.timeline), self.ctrl.lang)

    def request(self) -> None:
        """Make the whole game's story if the game is over and it is not made yet."""
        if not self.finished():
            self.final, self._final_key, self.progress = None, None, None
            return
        key = self._key()
        if key == self._final_key:
            return
        self._final_key = key
        self.final = None
        game = self.ctrl.session.tip()
        lang = self.ctrl.lang
        loop = _loop()
        if loop is None:  # a script or a test: nobody watches a bar, a quick curve
            self.final = self._make(game, lang, None, SYNC_ROLLOUTS)
            return
        if sys.platform == "emscripten":  # the static site: no thread can be started
            self.final = self._make(game, lang, None, BROWSER_ROLLOUTS)
            return
        self.progress = (0, 0)

        def told(done, total):
            step = max(1, total // PROGRESS_STEPS)
            if done == total or done % step == 0:
                loop.call_soon_threadsafe(self._progressed, key, done, total)

        def work():
            try:
                made = self._make(game, lang, told, self.rollouts)
            except Exception as exc:  # said in words on the kernel's loop
                loop.call_soon_threadsafe(self._failed, key, exc)
                return
            loop.call_soon_threadsafe(self._done, key, made)

        threading.Thread(target=work, name="terra-story", daemon=True).start()

    def _make(self, game, lang, progress, rollouts):
        from ..sim.story import story

        return story(game, lang=lang, observer="all", risk=True, rollouts=rollouts,
                     seed=game.seed or 0, progress=progress)

    def _progressed(self, key, done, total) -> None:
        if key == self._final_key and self.final is None:
            self.progress = (done, total)
            self.ctrl.emit("story")

    def _done(self, key, made) -> None:
        if key == self._final_key:
            self.final, self.progress = made, None
            self.ctrl.emit("story")

    def _failed(self, key, exc) -> None:
        if key == self._final_key:
            self.progress = None
            self.ctrl.alert = (str(exc), True)
            self.ctrl.emit("all")

    # ------------------------------------------------------------------ during the game
    def observer(self):
        """Whose hidden cards the story may use (R7.5): "all" with every hand open or
        after the game, the seat whose hand is shown, else None (the public view)."""
        ctrl = self.ctrl
        if ctrl.teacher_on or ctrl.state.is_over or self.finished():
            return "all"
        return ctrl.shown_seat

    def so_far(self):
        """The story of the game up to the moment on screen, for :meth:`observer`; after
        the game, the whole game's (with its risk curve once measured)."""
        if self.finished():
            self.request()
            return self.final
        from ..sim.story import story

        state, observer = self.ctrl.state, self.observer()
        key = (len(state.history), tuple(state.history[-1:]), self.ctrl.lang, observer,
               id(self.ctrl.session))
        return self._so_far.get(key, lambda: story(state, lang=self.ctrl.lang,
                                                   observer=observer, risk=False))

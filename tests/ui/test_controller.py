"""``GameController`` without any widget: pacing of the computer players on a manual clock,
prompts, the hand shown for a turn, the hidden-information rule of time travel, files'
messages in the game's language, and no ipywidgets anywhere.

This module imports no ipywidgets itself; the first test checks in a fresh interpreter
that the controller never imports it either.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from terra_widget.rules import (
    DEFAULT_CRISES,
    Draw,
    EndTurn,
    Pass,
    PlayImpending,
    Solution,
    new_game,
    to_json,
)
from terra_widget.session.controller import GameController, ManualScheduler
from terra_widget.session.session import Session

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["Ana", "Ben", "Chloé"]
CRISIS = {c.id: c for c in DEFAULT_CRISES}


def sol(code):
    return Solution.parse(code)


class FirstLegal:
    def choose(self, view, legal):
        return legal[0]


def controller(state, bots=None, **kwargs):
    kwargs.setdefault("speed", "manual")
    kwargs.setdefault("scheduler", ManualScheduler())
    bots = bots or {}
    ctrl = GameController(Session(state, bots, {s: "custom" for s in bots}), **kwargs)
    ctrl.start()
    return ctrl


HANDS = (("red-1", "green-1", "blue-2", "blue-3"), ("red-2", "blue-4", "blue-5", "blue-6"),
         ("red-3", "blue-1", "blue-2", "blue-3"))


def stacked(draw_top, hands=HANDS, **kwargs):
    return new_game(PLAYERS, seed=3, hands=[[sol(c) for c in h] for h in hands],
                    draw_top=draw_top, **kwargs)


def test_the_controller_plays_a_whole_game_without_importing_ipywidgets():
    code = textwrap.dedent("""
        import sys
        from terra_widget.rules import new_game
        from terra_widget.session.controller import GameController, ManualScheduler
        from terra_widget.session.session import Session
        from terra_widget.bots import make_strategy
        bots = {s: make_strategy("cooperative", seed=s) for s in range(3)}
        clock = ManualScheduler()
        ctrl = GameController(Session(new_game(3, seed=5), bots, {}), speed="fast", prompts=False,
                              scheduler=clock)
        ctrl.start()
        clock.run_all()
        assert ctrl.state.is_over, ctrl.state.phase
        bad = sorted(m for m in sys.modules if m.split(".")[0] in ("ipywidgets", "ipycanvas",
                                                                   "IPython"))
        print("widget modules:", bad)
        assert not bad
    """)
    env = {"PYTHONPATH": str(ROOT), "TERRA_WIDGET_AUTOSAVE": "off", "PATH": "/usr/bin"}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stderr
    assert "widget modules: []" in run.stdout


def test_computer_players_move_only_when_their_time_has_come():
    clock = ManualScheduler()
    ctrl = controller(new_game(PLAYERS, seed=4), {1: FirstLegal(), 2: FirstLegal()},
                      speed="normal", scheduler=clock)  # one move per second
    ctrl.perform(Draw(0))
    while ctrl.session.human_to_act() == 0:
        ctrl.perform(next(a for a in ctrl.state.legal_actions() if isinstance(a, (Pass,
                                                                                EndTurn))))
    assert ctrl.session.bot_to_act() is not None
    moves = len(ctrl.state.history)
    clock.advance(0.99)
    assert len(ctrl.state.history) == moves  # not yet
    clock.advance(0.01)
    assert len(ctrl.state.history) == moves + 1  # one move, a second later
    ctrl.set_speed("manual")
    clock.advance(10)
    assert len(ctrl.state.history) == moves + 1  # manual: only step() moves them
    ctrl.step()
    assert len(ctrl.state.history) == moves + 2
    assert not ctrl.errors


def test_a_prompt_holds_the_computer_players_until_the_class_is_done():
    clock = ManualScheduler()
    # Ana draws a green crisis nobody can answer: it breaks out, a question for the class
    state = stacked([CRISIS["green-europe"]])
    ctrl = controller(state, {1: FirstLegal(), 2: FirstLegal()}, speed="fast",
                      scheduler=clock)
    ctrl.perform(Draw(0))
    ctrl.perform(Pass(0))
    clock.run_all()
    assert ctrl.prompt is not None and ctrl.prompt_shown and ctrl.bots_held
    # the computers answered the crisis, then the prompt stopped them
    held_at = len(ctrl.state.history)
    clock.advance(60)
    assert len(ctrl.state.history) == held_at
    ctrl.release_bots()
    assert ctrl.prompt is None and not ctrl.bots_held
    assert not ctrl.errors


def test_a_shown_hand_stays_for_the_rest_of_that_players_turn_only():
    # Ana draws a red crisis; Ben and Chloé answer; Ana draws again in the same turn
    state = stacked([CRISIS["red-europe"], sol("blue-1")])
    ctrl = controller(state)
    assert not ctrl.needs_hand(0)  # Draw needs no cards
    ctrl.perform(Draw(0))
    assert ctrl.needs_hand(0)  # red 1 could go on the red crisis
    ctrl.show_hand(True)
    assert ctrl.shown_seat == 0 and ctrl.hand_visible(0)
    ctrl.perform(PlayImpending(0, sol("red-1")))
    assert ctrl.shown_seat is None and not ctrl.hand_visible(1)  # Ben's decision, hidden
    ctrl.perform(PlayImpending(1, sol("red-2")))
    ctrl.perform(PlayImpending(2, sol("red-3")))
    if ctrl.state.to_act == 0:  # the turn went on with Ana: her hand shows again
        assert ctrl.shown_seat == 0
        ctrl.perform(Draw(0)) if Draw(0) in ctrl.state.legal_actions() else None
    ctrl.perform(next(a for a in ctrl.state.legal_actions() if isinstance(a, EndTurn)))
    assert ctrl.state.to_act == 1 and ctrl.shown_seat is None  # a new turn: hidden
    assert not ctrl.errors


def test_a_player_with_no_card_of_the_colour_can_pass_without_the_hand():
    state = stacked([CRISIS["green-europe"]])  # Ben and Chloé hold no green card
    ctrl = controller(state)
    ctrl.perform(Draw(0))
    assert ctrl.needs_hand(0)  # Ana holds green 1
    ctrl.perform(Pass(0))
    assert ctrl.state.to_act == 1 and not ctrl.needs_hand(1)
    assert list(ctrl.state.legal_actions()) == [Pass(1)]


def test_time_travel_never_goes_back_past_a_draw_with_hands_closed():
    """Draw -> Undo -> Draw would show the top of the pile again; jumping back to an
    earlier turn would let "show my hand" show a hand its player no longer holds."""
    ctrl = controller(new_game(PLAYERS, seed=8))
    ctrl.perform(Draw(0))
    after_draw = to_json(ctrl.state)
    assert ctrl.time.undo_target() == 0 and not ctrl.time.may_travel(0)
    assert ctrl.time.undo() is False  # refused ...
    assert to_json(ctrl.state) == after_draw  # ... and nothing changed
    assert ctrl.alert[1] and "draw pile" in ctrl.alert[0]
    # forward (redo) is always allowed: it replays what the table already saw
    ctrl.set_teacher(True)  # the teacher opens every hand: now it may
    assert ctrl.time.undo() is True and ctrl.session.position == 0
    ctrl.set_teacher(False)
    assert ctrl.time.redo() is True and to_json(ctrl.state) == after_draw
    # another player's earlier turn is out of reach too
    while ctrl.state.to_act == 0:
        ctrl.perform(next(a for a in ctrl.state.legal_actions()
                          if isinstance(a, (Pass, EndTurn))))
    ctrl.perform(Draw(ctrl.state.to_act))
    assert not any(ctrl.time.may_travel(n) for n in range(ctrl.session.position))
    assert ctrl.time.travel(1) is False and ctrl.state.to_act != 0
    assert not ctrl.errors


def test_file_errors_are_sentences_in_the_games_language(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the notebook's folder: the file box stays in it
    ctrl = controller(new_game(PLAYERS, seed=1), lang="fr")
    assert ctrl.file_actions.load_path("absent.json") is False
    text, error = ctrl.files_message
    assert error and "Il n'y a pas de fichier nommé « absent.json » ici." in text
    assert "No such file" not in text  # never the system's English
    (tmp_path / "dossier.terra.json").mkdir()
    assert ctrl.file_actions.save("dossier") is False  # a folder, not a file
    text, error = ctrl.files_message
    assert error and "est un dossier" in text and "Is a directory" not in text


def test_listeners_hear_every_change():
    ctrl = controller(new_game(PLAYERS, seed=1))
    heard = []
    ctrl.subscribe(heard.append)
    ctrl.perform(Draw(0))
    ctrl.set_lang("de")
    assert heard and set(heard) <= {"all", "notice", "risk"}
    assert ctrl.t("btn.pass") == "Passen"


def test_forced_moves_play_themselves_and_undo_skips_them():
    state = stacked([CRISIS["green-europe"]])  # Ben and Chloé hold no green card
    ctrl = controller(state, auto_forced=True)
    ctrl.perform(Draw(0))
    ctrl.perform(Pass(0))  # Ana's decision; Ben and Chloé can only pass: done for them
    history = ctrl.state.history
    assert history[-2:] == [Pass(1), Pass(2)]
    assert ctrl.auto_moves == {2, 3}
    events = ctrl.state.visible_events(None)
    assert any(e.kind.name == "PASSED" and e.seat == 1 for e in events)  # the log says so
    ctrl.set_teacher(True)
    assert ctrl.time.undo_target() == 1  # back to Ana's pass, her decision
    ctrl.time.undo()
    assert ctrl.state.history == [Draw(0)] and ctrl.state.to_act == 0
    assert not ctrl.errors


def test_show_my_hand_at_a_past_turn_shows_no_other_seats_hand():
    """R7.5 with time travel: the teacher opens every hand to go back to
    Ana's earlier turn, then closes them; Ben holds the device now (it is his turn), so
    "show my hand" there must not show Ana's hand as it was."""
    ctrl = controller(new_game(PLAYERS, seed=8))
    ctrl.perform(Draw(0))
    while ctrl.state.to_act == 0:
        ctrl.perform(next(a for a in ctrl.state.legal_actions()
                          if isinstance(a, (Pass, EndTurn))))
    ctrl.perform(Draw(ctrl.state.to_act))
    ctrl.set_teacher(True)
    assert ctrl.time.travel(1) and ctrl.state.to_act == 0  # Ana's turn, after her draw
    ctrl.set_teacher(False)
    ctrl.show_hand(True)
    assert ctrl.shown_seat is None and not ctrl.hand_visible(0)
    assert ctrl.alert[1] and ctrl.alert[0]  # said in words, not silently ignored
    # back at the present, the person to act shows their own hand as always
    ctrl.set_teacher(True)
    assert ctrl.time.travel(len(ctrl.session.timeline))
    ctrl.set_teacher(False)
    ctrl.show_hand(True)
    assert ctrl.shown_seat == ctrl.state.to_act
    assert not ctrl.errors

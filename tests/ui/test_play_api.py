"""``terra_widget.play``: arguments, clear errors, bots, speeds, risk meter, the notebook."""

from __future__ import annotations

import ast
import asyncio
import json
import random
import re
from pathlib import Path

import ipywidgets as W
import pytest
from ui_support import RandomBot, crisis, human_move, make_app, sol, walk

import terra_widget
from terra_widget.rules import ConfigError, Draw, new_game
from terra_widget.session.controller import INSTANT_RISK_ROLLOUTS
from terra_widget.ui import TerraApp

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "en" / "01_play_terra.ipynb"
#: The play notebook of every language written so far (notebooks/<lang>/).
PLAY_NOTEBOOKS = sorted(ROOT.glob("notebooks/*/01_play_terra.ipynb"))
PLAYERS = ["Ana", "Ben", "Chloé", "Dev"]


def test_play_is_reachable_from_the_package_and_returns_a_vbox():
    app = terra_widget.play(PLAYERS, bots={"Dev": "balanced"}, seed=7, speed="manual")
    assert isinstance(app, TerraApp)
    assert "terra-app" in app._dom_classes
    assert repr(app) == "<Terra game: Ana, Ben, Chloé, Dev>"
    french = terra_widget.play(PLAYERS, seed=7, speed="manual", autosave=False, lang="fr")
    assert repr(french) == "<Partie de Terra : Ana, Ben, Chloé, Dev>"  # a kernel-less notebook
    french.close()
    assert app.state.seed == 7 and app.state.players == tuple(PLAYERS)
    assert app.session.specs == {3: "balanced"}
    assert app.enabled_actions() == {Draw(0)}


@pytest.mark.parametrize("kwargs, error, message", [
    ({"players": ["Ana", "Ben"]}, ConfigError, "3 to 6 players, not 2"),
    ({"players": ["Ana", "Ana", "Ben"]}, ConfigError, "different"),
    ({"teams": True}, ConfigError, "4 or 6 players"),
    ({"lang": "it"}, ValueError, "choose one of en, fr, de, es, ca"),
    ({"speed": "warp"}, ValueError, "choose one of manual, slow, normal, fast, instant"),
    ({"bots": {"Zoe": "random"}}, ValueError, "'Zoe' is not one of the players"),
    ({"bots": {"Ben": "genius"}}, ValueError, "unknown strategy 'genius'"),
    ({"bots": {"Ben": 42}}, TypeError, "strategy name such as 'balanced'"),
    ({"bots": ["Ben"]}, TypeError, "map player names to strategies"),
    ({"autosave": 3}, TypeError, "autosave must be a file path"),
    ({"risk_meter": "yes"}, TypeError, "risk_meter must be True, False or a function"),
])
def test_bad_arguments_say_what_is_wrong_and_what_is_allowed(kwargs, error, message):
    args = {"players": ["Ana", "Ben", "Chloé"], "seed": 1, **kwargs}
    if args.get("teams"):
        args["players"] = ["Ana", "Ben", "Chloé", "Dev", "Eve"]
    with pytest.raises(error, match=message):
        terra_widget.play(args.pop("players"), **args)


def test_speed_instant_lets_the_bots_play_at_once():
    app = terra_widget.play(["Bot A", "Ana", "Bot B"], bots={"Bot A": "cooperative",
                            "Bot B": RandomBot(3)}, seed=4, speed="instant", autosave=False)
    assert app.session.human_to_act() == 1 or app.state.is_over
    assert len(app.state.history) > 0  # Bot A already played
    moves = 0
    while not app.state.is_over and moves < 500:
        human_move(app, random.Random(moves))
        assert app.session.bot_to_act() is None  # bots never leave a decision waiting
        moves += 1
    assert app.state.is_over and not app.errors


def test_manual_speed_bots_wait_for_step_and_the_status_says_so():
    app = terra_widget.play(["Bot", "Ana", "Ben"], bots={"Bot": "selfish"}, seed=2,
                            speed="manual", autosave=False)
    assert app.state.history == []
    assert "press “Step”" in app.table.status.value
    assert app.table.step_button.disabled is False
    app.table.step_button.click()
    assert len(app.state.history) == 1
    assert app.run_bots() >= 0 and app.session.bot_to_act() is None
    assert app.step() is None  # nothing to do for the computer now
    assert app.table.step_button.disabled is True


def test_timed_bots_move_by_themselves_on_the_event_loop():
    async def scenario():
        app = terra_widget.play(["Bot A", "Bot B", "Ana"], bots={"Bot A": "cooperative",
                                "Bot B": "cooperative"}, seed=9, speed="fast",
                                autosave=False, prompts=False)
        assert app.state.history == []  # nothing happens synchronously ...
        for _ in range(200):  # ... but within seconds the bots reach Ana's decision
            await asyncio.sleep(0.05)
            if app.session.human_to_act() is not None or app.state.is_over:
                break
        return app

    app = asyncio.run(scenario())
    assert app.session.human_to_act() == 2
    assert len(app.state.history) >= 2 and not app.errors
    assert app._timer is None  # no timer left behind once a person must decide


def test_a_prompt_pauses_timed_bots_until_dismissed():
    state = new_game(["Ana", "Ben", "Bot"], seed=1,
                     hands=[[sol("red-1")] * 4, [sol("red-2")] * 4, [sol("red-3")] * 4],
                     draw_top=[crisis("green-europe")])
    app = make_app(state, {2: RandomBot(1)}, speed="normal")
    app.seat.draw_button.click()
    app.seat.pass_button.click()
    app.seat.pass_button.click()
    assert not app._bots_held
    app.step()  # the bot has no green card: it passes and the crisis goes full-blown
    assert app.table.prompt_box.layout.display != "none"
    assert app._bots_held  # timed play waits while the class discusses
    app.table.dismiss_button.click()
    assert not app._bots_held and app.table.prompt_box.layout.display == "none"
    assert not app.errors


def test_risk_meter_gauge_and_debrief_chart_use_the_public_view():
    seen = []

    class Estimate:
        def __init__(self, p):
            self.probability, self.low, self.high = p, max(0, p - 0.1), min(1, p + 0.1)
            self.likely_cause, self.rollouts = "region:africa", 10

    def fake_risk(view, *, rollouts, seed):
        seen.append((view.seat, view.hand, rollouts))
        return Estimate(0.37)

    app = terra_widget.play(PLAYERS, bots={"Ben": "random", "Chloé": "random",
                            "Dev": "random"}, seed=3, speed="manual", autosave=False,
                            risk_meter=fake_risk, risk_rollouts=10)
    risk = app.table.risk_html.value
    assert "37%" in risk and "too many crises in Africa" in risk
    rng = random.Random(3)
    while not app.state.is_over:
        if app.step() is None:
            human_move(app, rng)
    assert all(seat is None and hand is None and n == 10 for seat, hand, n in seen)
    # one estimate per position on screen before the end (a person's forced move plays
    # itself at once: the position before it is never on screen)
    assert len(seen) == len(app.state.history) - len(app.controller.auto_moves)
    assert "<svg" in app.table.debrief.value and "terra-risk-chart" in app.table.debrief.value
    # the chart ends with the outcome, known for certain (R6.1, R6.3): no estimate of it
    end = 1.0 if app.state.outcome.lost else 0.0
    points = app.controller.risk_points()
    assert points[-1] == (len(app.state.history), end, end, end)
    assert [p for _, p, _, _ in points[:-1]] == [0.37] * (len(points) - 1)
    line = re.search(r'<polyline points="([^"]+)"', app.table.debrief.value).group(1)
    last_y = float(line.split()[-1].split(",")[1])
    assert last_y == (10.0 if end else 150.0)  # the chart's 100 % or 0 % line


def test_risk_meter_at_instant_speed_still_charts_the_game_in_the_debrief():
    """Bots at speed "instant" play their moves synchronously, so those positions are never
    on screen; the risk meter must still measure them for the debrief's chart, or a game
    played by computers alone ends with no chart and a debrief that says to turn on the
    risk meter, which is on. It measures each draw (a turn's start, or a draw again after
    a crisis broke out) with few rollouts, so that such a game still ends in seconds."""
    seen = []

    class Estimate:
        probability, low, high, likely_cause, rollouts = 0.25, 0.2, 0.3, None, 5

    def fake_risk(view, *, rollouts, seed):
        seen.append((view.seat, rollouts))
        return Estimate()

    app = terra_widget.play(PLAYERS, bots={name: "balanced" for name in PLAYERS}, seed=7,
                            speed="instant", autosave=False, risk_meter=fake_risk,
                            risk_rollouts=200)
    assert app.state.is_over and not app.errors
    draws = [i for i, action in enumerate(app.state.history) if isinstance(action, Draw)]
    assert len(draws) > 20 and sorted(app.risk_history) == draws
    # the public view every time, with the instant-speed number of rollouts
    assert seen == [(None, INSTANT_RISK_ROLLOUTS)] * len(draws)
    assert "terra-risk-chart" in app.table.debrief.value
    assert app.t("storyui.risk_in_story") not in app.table.debrief.value


def test_risk_meter_with_the_simulation():
    app = terra_widget.play(PLAYERS, seed=5, speed="manual", autosave=False, risk_meter=True,
                            risk_rollouts=20)
    app.seat.draw_button.click()
    assert "role=\"meter\"" in app.table.risk_html.value
    assert 0.0 <= app.risk_history[1].probability <= 1.0


def test_projector_mode_and_language_can_change_during_the_game():
    app = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=False, projector=True)
    assert "terra-projector" in app._dom_classes
    app.secondary.projector_toggle.value = False
    assert "terra-projector" not in app._dom_classes
    app.secondary.lang_select.value = "de"
    assert app.seat.draw_button.description == "Karte ziehen"
    assert "Afrika 0/3" in app.table.counters["region-africa"].value
    assert not app.errors


def test_the_board_has_no_tooltip():
    """A tooltip on the ipycanvas Canvas breaks its view in the browser (the board stays
    blank): the board's words are in ``board_text`` instead."""
    app = terra_widget.play(PLAYERS, seed=1, speed="manual", autosave=False)
    assert not app.table.board.tooltip and app.table.board_text.value.strip()


def test_every_control_has_a_text_label_or_tooltip():
    app = terra_widget.play(PLAYERS, bots={"Dev": "balanced"}, seed=1, speed="manual",
                            autosave=False)
    app.seat.show_hand.value = True
    controls = (W.Button, W.ToggleButton, W.ToggleButtons, W.Dropdown, W.BoundedIntText, W.Text,
                W.FileUpload, W.Checkbox)
    for widget in walk(app):
        if isinstance(widget, controls):
            assert (widget.description or "").strip() or (widget.tooltip or "").strip(), widget


def test_labels_of_controls_are_never_cut_to_a_fixed_width():
    """ipywidgets gives a control's label a fixed width and cuts longer text ("Lan…"): in
    projector mode (larger text) every language's "Language" and "Moment" labels were cut.
    Every control with a label must size it to its words."""
    app = terra_widget.play(PLAYERS, bots={"Dev": "balanced"}, seed=1, speed="manual",
                            autosave=False, projector=True)
    app.seat.show_hand.value = True
    labelled = [w for w in walk(app)  # a toggle button's description is on its face
                if "description_width" in getattr(getattr(w, "style", None), "keys", ())
                and (w.description or "").strip() and not isinstance(w, W.ToggleButton)]
    tabs = app.secondary
    assert {tabs.lang_select, tabs.speed, tabs.jump, tabs.file_path} <= set(labelled)
    cut = [(type(w).__name__, w.description) for w in labelled
           if w.style.description_width != "initial"]
    assert cut == []
    # buttons carry their words on their face: as wide as the words, not ipywidgets'
    # fixed button width ("Open a game…" was cut)
    buttons = [w for w in walk(app) if isinstance(w, (W.Button, W.ToggleButton,
                                                         W.FileUpload))]
    assert app.secondary.upload in buttons and len(buttons) > 10
    fixed = [(type(w).__name__, w.description) for w in buttons if w.layout.width != "auto"]
    assert fixed == []


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS, ids=lambda p: p.parent.name)
def test_the_play_notebook_has_a_kernel_and_runs_top_to_bottom(notebook, tmp_path, monkeypatch):
    assert NOTEBOOK in PLAY_NOTEBOOKS
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    shown = []
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse("".join(cell["source"]))
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, "<notebook>", "exec"), namespace)
        if last is not None:
            shown.append(eval(compile(ast.Expression(last.value), "<notebook>", "eval"),
                              namespace))
    # a cell shows the game; the lesson ends on its story (so far: nobody played yet)
    (result,) = [r for r in shown if isinstance(r, TerraApp)]
    story = shown[-1]
    assert type(story).__name__ == "Story" and story.players == result.state.players
    assert result.state.players == ("Ana", "Ben", "Chloé", "Dev") and not result.errors
    assert result.controller.lang == notebook.parent.name  # the notebook's language
    assert list(tmp_path.iterdir()) == []  # nothing written before anybody plays


def test_show_displays_a_copy_of_an_engine_game_with_hands_open(tmp_path, monkeypatch):
    """``terra_widget.show(state)``: the widget at this moment of a scripted game; its own
    moves never change the notebook's game, and it never autosaves."""
    monkeypatch.chdir(tmp_path)
    game = new_game(PLAYERS, seed=11)
    rng = random.Random(0)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    before = game.history[:]
    app = terra_widget.show(game)
    assert isinstance(app, TerraApp)
    assert app.state is not game and app.state.history == before
    assert app.secondary.teacher_toggle.value is True
    assert app.enabled_actions() <= set(game.legal_actions())
    seat = app.state.to_act
    app.session.apply(app.state.legal_actions()[0])
    assert game.history == before and app.state.history != before and seat is not None
    assert not list(tmp_path.iterdir()), "show() must not autosave"
    assert terra_widget.show(game, open_hands=False).secondary.teacher_toggle.value is False


def test_show_refuses_what_is_not_a_game():
    with pytest.raises(TypeError, match="new_game"):
        terra_widget.show("Ana, Ben, Chloé")


def _press_on_board(app, key, shift=False):
    """A key pressed while the board has the focus, as ipycanvas reports it to Python."""
    app.table.board._handle_frontend_event(None, {"event": "key_down", "key": key,
                                            "shift_key": shift, "ctrl_key": False,
                                            "meta_key": False}, [])


def test_keyboard_focus_never_stays_trapped_on_the_board(monkeypatch):
    """ipycanvas makes the board focusable and keeps every key, Tab included: the app moves
    the focus on (Tab/Escape: the first usable control after the board; Shift+Tab: the
    question's button or the computer players' button, else the same), or a keyboard-only
    player could never reach the buttons."""
    focused = []
    monkeypatch.setattr(W.DOMWidget, "focus", lambda self: focused.append(self))
    state = new_game(["Ana", "Ben", "Bot"], seed=1,
                     hands=[[sol("red-1")] * 4, [sol("red-2")] * 4, [sol("red-3")] * 4],
                     draw_top=[crisis("green-europe")])
    app = make_app(state, {2: RandomBot(1)}, speed="manual")
    _press_on_board(app, "Tab")
    _press_on_board(app, "Escape")
    _press_on_board(app, "Tab", shift=True)
    _press_on_board(app, "ArrowLeft")  # other keys: nothing moves
    # the board is the app's first control: Shift+Tab also goes to what the person needs
    assert focused == [app.seat.draw_button, app.seat.draw_button, app.seat.draw_button]
    app.seat.draw_button.click()  # a crisis: Ana answers first, Draw is disabled now
    focused.clear()
    _press_on_board(app, "Tab")
    assert focused == [app.seat.pass_button] and app.seat.draw_button.disabled
    app.seat.pass_button.click()
    app.seat.pass_button.click()
    app.step()  # the bot has no green card: the crisis breaks out
    assert app.table.prompt_box.layout.display != "none"  # a question for the class
    focused.clear()
    _press_on_board(app, "Tab", shift=True)
    assert focused == [app.table.dismiss_button] and not app.errors


def test_a_widget_whose_kernel_is_gone_says_how_to_get_the_game_back():
    """ipywidgets 8 marks the views of a dead kernel's models ``jupyter-widgets-disconnected``
    (checked in JupyterLab 4: restart the kernel, the class appears on ``.terra-app``): the
    style then writes, in the game's language, to run the cell again. Where the widget
    cannot be drawn at all (untrusted or static notebook), its text says the same."""
    app = terra_widget.play(["Ana", "Ben", "Chloé"], seed=1, lang="fr", speed="manual",
                            autosave=False)
    style = app.style_html.value
    assert ".terra-app.jupyter-widgets-disconnected::before" in style
    assert "exécutez de nouveau sa cellule" in style
    bundle = app._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert "Exécutez cette cellule pour jouer" in bundle["text/plain"]
    assert "Exécutez cette cellule pour jouer" in bundle["text/html"]


def test_r1_1_a_bot_named_in_another_unicode_form_plays_that_player():
    # R1.1: bots={"Chloé" decomposed} names the player "Chloé" (composed): a name typed
    # on another system is the same name
    import unicodedata

    nfc, nfd = (unicodedata.normalize(f, "Chloé") for f in ("NFC", "NFD"))
    app = terra_widget.play(["Ana", nfc, "Ben"], bots={nfd: "random"}, seed=7,
                            speed="manual", autosave=False)
    assert app.state.players == ("Ana", nfc, "Ben")
    assert app.session.specs == {1: "random"}
    app.close()
    app = terra_widget.play(["Ana", nfd, "Ben"], bots={nfc: "random"}, seed=7,
                            speed="manual", autosave=False)
    assert app.state.players == ("Ana", nfc, "Ben") and app.session.specs == {1: "random"}
    app.close()


def test_the_handles_the_lessons_press_on_a_game_exist():
    """Every name a lesson's code reads from a game made by ``play()`` must be TerraApp's
    own: the lessons reach the game through the app, never through its panels."""
    import re

    names = set()
    for cells in (ROOT / "lessons").glob("*/cells.py"):
        text = cells.read_text(encoding="utf-8")
        games = set(re.findall(r"^(\w+) = terra_widget\.(?:play|show)\(", text, re.M))
        for game in games:
            names |= set(re.findall(rf"\b{game}\.(\w+)", text))
    assert "resume_button" in names  # the teacher guide presses Resume in a cell
    app = make_app(new_game(["Ana", "Ben", "Chloé"], seed=1))
    assert [n for n in sorted(names) if not hasattr(app, n)] == []

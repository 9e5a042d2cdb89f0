"""Say what just happened, so a class can follow the game: a forced move or a computer
player's move plays itself and the screen moves on to the next decision; the status line
then says, in the game's language, what played itself since the last move a person chose
(that move first), with the Log tab's own sentences (R2.1 draw, R3.2 pass, R5 end of turn)."""

from __future__ import annotations

from ui_support import HOSTILE, make_app

from terra_widget.i18n import translator
from terra_widget.rules import DEFAULT_CRISES, Draw, Pass, Solution, new_game
from terra_widget.ui import text as T

PLAYERS = ["Ana", "Ben", "Chloé"]
CRISIS = {c.id: c for c in DEFAULT_CRISES}
#: Ben and Chloé hold no green card: on a green crisis they can only pass (R3.2).
HANDS = (("red-1", "green-1", "blue-2", "blue-3"), ("red-2", "blue-4", "blue-5", "blue-6"),
         ("red-3", "blue-1", "blue-2", "blue-3"))


def stacked(players=PLAYERS):
    return new_game(list(players), seed=3,
                    hands=[[Solution.parse(c) for c in h] for h in HANDS],
                    draw_top=[CRISIS["green-europe"]])


class FirstLegal:
    def choose(self, view, legal):
        return legal[0]


def _just(app) -> str:
    return app.table.status.value.split('class="terra-status-just">', 1)[1].split("</div>")[0] \
        if "terra-status-just" in app.table.status.value else ""


def test_forced_passes_are_narrated_beside_the_status_in_the_games_language():
    app = make_app(stacked(), lang="fr", auto_forced=True)
    app.controller.perform(Draw(0))
    assert _just(app) == ""  # Ana drew herself: nothing played itself yet
    app.controller.perform(Pass(0))  # Ben and Chloé can only pass: done for them
    assert app.state.history[-2:] == [Pass(1), Pass(2)]
    t = translator("fr")
    events = app.state.visible_events(None)
    sentences = [t.narrate(e, PLAYERS) for e in events[-4:]]
    line = _just(app)
    # the Log tab's sentences (one place for each), Ana's own pass first
    assert line.startswith(T.esc(t("status.just", events="")).strip())
    for sentence in sentences[-T.JUST_EVENTS:]:
        assert T.esc(sentence) in line
    assert T.esc(t.narrate(events[-1], PLAYERS)) in line
    assert "Ben" in line and "Chloé" in line
    # a person's next move starts afresh: nothing played itself after it
    app.controller.perform(app.state.legal_actions()[0])
    assert _just(app) == ""


def test_a_computer_players_moves_are_narrated_until_a_person_moves():
    app = make_app(stacked(), bots={1: FirstLegal(), 2: FirstLegal()}, lang="de")
    app.controller.perform(Draw(0))
    app.controller.perform(Pass(0))
    app.step()  # Ben (computer) answers
    line = _just(app)
    t = translator("de")
    last = app.state.visible_events(None)[-1]
    assert line and T.esc(t.narrate(last, PLAYERS)) in line
    assert line.startswith("Gerade eben:")
    # time travel: another moment, nothing "just" happened there
    app.controller.set_teacher(True)
    app.controller.time.undo()
    assert _just(app) == ""


def test_only_the_latest_sentences_are_shown_and_names_are_escaped():
    t = translator("en")
    sentences = [f"Move {i}." for i in range(1, 6)]
    html = T.just_html(t, sentences)
    assert "Move 1." not in html and "Move 2." not in html
    assert "… Move 3. Move 4. Move 5." in html
    assert T.just_html(t, []) == ""
    app = make_app(stacked([HOSTILE, "Ben", "Chloé"]), lang="en", auto_forced=True)
    app.controller.perform(Draw(0))
    app.controller.perform(Pass(0))
    assert app.controller.just_happened()  # Ben and Chloé passed for themselves
    assert HOSTILE not in app.table.status.value  # a typed name reaches the page escaped
    assert T.esc(HOSTILE) in app.table.status.value

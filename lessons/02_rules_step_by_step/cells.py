# 02_rules_step_by_step: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.

# %% markdown t01-terra-s-rules-step

# %% markdown t02-setting-up

# %% code
import terra_widget
from terra_widget.i18n import translator
from terra_widget.rules import (
    DEFAULT_CRISES, Hoard, IllegalActionError, PlayFullBlown, Solution, classify_set, new_game,
)

PLAYERS = ["Ana", "Ben", "Chloé", "Dev"]
CRISIS = {crisis.id: crisis for crisis in DEFAULT_CRISES}
t = translator(LANG)  # the game's own words, in the language of this notebook


def card(text):
    # "red 5" -> the red 5 Solution card
    colour, value = text.split()
    return Solution.of(colour, int(value))


def describe(game, action):
    # A move in the game's words (a hoard also names its three cards).
    move = t.describe_action(action, game.players)
    if isinstance(action, Hoard):
        move = _("move-hoard").format(move=move, cards=t.cards(action.cards))
    return move


def plain(move):
    # Moves match without the colour symbols, quotation marks, spaces and capitals.
    for mark in "▲●■“”«»„\"":
        move = move.replace(mark, "")
    return "".join(move.split()).casefold()


def play(game, *moves):
    # Make each move (a sentence), if the rules allow it now, and tell what happened.
    for move in moves:
        allowed = {plain(describe(game, action)): action for action in game.legal_actions()}
        if plain(move) not in allowed:
            choices = "\n".join(describe(game, action) for action in game.legal_actions())
            raise ValueError(_("not-allowed").format(move=move, allowed=choices))
        seen = len(game.events)
        game.apply(allowed[plain(move)])
        tell(game, game.events[seen:])


def tell(game, events):
    for event in events:
        print("  " + t.narrate(event, game.players))


def try_move(game, action):
    # Try a move the rules may forbid. A refused move changes nothing.
    try:
        game.apply(action)
    except IllegalActionError:
        print(_("refused").format(move=describe(game, action)))
    else:
        print(_("allowed").format(move=describe(game, action)))


def show(game):
    # The classroom widget, showing a copy of the game at this moment, every hand open.
    return terra_widget.show(game, lang=LANG)

# %% markdown t03

# %% code checked
game = new_game(
    PLAYERS,
    seed=6,
    hands=[
        [card("green 1"), card("green 1"), card("blue 1"), card("red 1")],  # Ana
        [card("green 5"), card("red 1"), card("red 2"), card("blue 5")],  # Ben
        [card("green 6"), card("red 3"), card("red 1"), card("blue 6")],  # Chloé
        [card("red 1"), card("green 2"), card("green 2"), card("green 4")],  # Dev
    ],
    draw_top=[
        card("green 6"), CRISIS["green-europe"], CRISIS["red-africa"], card("blue 5"),
        card("green 2"), card("blue 2"), card("red 4"), card("green 5"), card("blue 3"),
        CRISIS["blue-africa"], card("red 2"), card("red 3"), card("red 5"),
        CRISIS["green-oceania_south_east_asia"], card("blue 5"), card("green 3"),
        card("red 6"), card("blue 1"), card("red 6"), card("red 1"),
    ],
)
for seat, name in enumerate(game.players):
    print(_("hand").format(name=name, cards=t.cards(game.hand(seat))))

# %% code
show(game)

# %% markdown t04-1-drawing-a-card

# %% code checked
play(game, _lines("moves-t04"))

# %% code
show(game)

# %% markdown t05-2-an-impending-crisis

# %% code checked
play(
    game,
    _lines("moves-t05"),
)

# %% code
show(game)

# %% markdown t06

# %% code checked
play(game, _lines("moves-t06"))

# %% code
show(game)

# %% markdown t07-3-a-crisis-goes

# %% code checked
play(
    game,
    _lines("moves-t07"),
)

# %% code
show(game)

# %% markdown t08-4-helping-a-full

# %% code checked
play(game, _lines("moves-t08"))

# %% code
show(game)

# %% markdown t09-5-hoarding-keeping-a

# %% code checked
play(game, _lines("moves-t09"))
try_move(game, Hoard(3, (card("green 2"), card("green 2"), card("green 2"))))
play(
    game,
    _lines("moves-t09-2"),
)

# %% code
show(game)

# %% markdown t10-a-quiet-round

# %% code checked
play(
    game,
    _lines("moves-t10"),
)

# %% markdown t11-nobody-answers

# %% code checked
play(
    game,
    _lines("moves-t11"),
)

# %% code
show(game)

# %% markdown t12-set-c-a-run

# %% code checked
play(game, _lines("moves-t12"))
try_move(game, PlayFullBlown(1, card("red 2"), CRISIS["red-africa"]))
play(game, _lines("moves-t12-2"))
try_move(game, PlayFullBlown(1, card("blue 5"), CRISIS["blue-africa"]))
play(game, _lines("moves-t12-3"))

# %% code
show(game)

# %% markdown t13-set-b-one-value

# %% code checked
play(
    game,
    _lines("moves-t13"),
)

# %% code
show(game)

# %% markdown t14

# %% code checked
play(
    game,
    _lines("moves-t14"),
)

# %% code
show(game)

# %% markdown t15-6-finishing-a-full

# %% code checked
play(
    game,
    _lines("moves-t15"),
)

# %% code
show(game)

# %% markdown t16-set-d-a-run

# %% code checked
play(
    game,
    _lines("moves-t16"),
)

# %% code
show(game)

# %% markdown t17

# %% code checked
for seat, name in enumerate(game.players):
    for hoarded in game.hoards[seat]:
        kind = classify_set(hoarded)
        print(_("set-line").format(name=name, cards=t.cards(hoarded), kind=kind.value,
                                   label=t.set_kind(kind)))

# %% markdown t18-7-the-hand-limit

# %% code checked
play(game, _lines("moves-t18"))

# %% code
show(game)

# %% markdown t19-8-three-ways-to

# %% code
from terra_widget.rules import Draw, EventKind, Pass


def nobody_helps(game):
    # Draw; whenever a crisis is impending, everybody passes. Stops at a Solution or the end.
    seen = len(game.events)
    while not game.is_over and game.phase.value in ("draw", "respond"):
        game.apply(next(a for a in game.legal_actions() if isinstance(a, (Draw, Pass))))
    # tell what happened, leaving out the passes
    tell(game, [e for e in game.events[seen:] if e.kind is not EventKind.PASSED])

# %% markdown t20

# %% code checked
region_game = new_game(
    PLAYERS, seed=1,
    draw_top=[CRISIS["green-africa"], CRISIS["blue-africa"], CRISIS["red-africa"]],
)
nobody_helps(region_game)

# %% code
show(region_game)

# %% markdown t21

# %% code checked
colour_game = new_game(
    PLAYERS, seed=1,
    draw_top=[CRISIS["red-north_america"], CRISIS["red-europe"],
              CRISIS["red-asia_middle_east"], CRISIS["red-africa"]],
)
nobody_helps(colour_game)

# %% code
show(colour_game)

# %% markdown t22

# %% code checked
total_game = new_game(
    PLAYERS, seed=1,
    draw_top=[CRISIS["green-north_america"], CRISIS["green-south_america"],
              CRISIS["green-europe"], CRISIS["blue-africa"], CRISIS["blue-asia_middle_east"],
              CRISIS["blue-oceania_south_east_asia"], CRISIS["red-north_america"]],
)
nobody_helps(total_game)

# %% code
show(total_game)

# %% markdown t23-9-saving-the-world

# %% code checked
from terra_widget.bots import make_strategy

computer = [make_strategy("balanced:0.5", seed=seat) for seat in range(4)]
seen = len(game.events)
while not game.is_over:
    seat = game.to_act
    game.apply(computer[seat].choose(game.view(seat), game.legal_actions()))

last_card = max(i for i, e in enumerate(game.events) if e.kind is EventKind.LAST_CARD_DRAWN)
print(_("game-lasted").format(turns=game.turn))
tell(game, game.events[last_card - 1:])

# %% code
show(game)

# %% markdown t24

# %% code checked
for seat, name in enumerate(game.players):
    track = game.points[seat]
    hoarded = game.hoard_points(seat)
    print(_("score-line").format(name=name, track=track, hoarded=hoarded,
                                 total=game.final_score(seat)))
print()
for place in game.outcome.ranking:
    print(f"#{place.rank}", t.names(game.players, place.seats), place.score)

# %% markdown t25-what-to-discuss

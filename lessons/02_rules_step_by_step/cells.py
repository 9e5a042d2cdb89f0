# 02_rules_step_by_step: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.

# %% markdown t01-terra-s-rules-step

# %% markdown t02-setting-up

# %% code
from terra_widget.i18n import translator
from terra_widget.lessons import CRISIS, Walkthrough, card
from terra_widget.rules import Hoard, PlayFullBlown, classify_set, new_game

PLAYERS = ["Ana", "Ben", "Chloé", "Dev"]
t = translator(LANG)  # the game's own words, in the language of this notebook
walk = Walkthrough(LANG)  # moves written as sentences, told in this notebook's language
play, try_move, show, nobody_helps = walk.play, walk.try_move, walk.show, walk.nobody_helps

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

# %% code
my_answer_hoard = None  # _("hint-answer")

# %% code checked
hoard = Hoard(3, (card("green 2"), card("green 2"), card("green 2")))  # Dev: seat 3
print(try_move(game, hoard, my_answer_hoard))

# %% markdown t09b

# %% code checked
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

# %% code
my_answer_second_card = None  # _("hint-answer")

# %% code checked
second_card = PlayFullBlown(1, card("red 2"), CRISIS["red-africa"])  # Ben: seat 1
print(try_move(game, second_card, my_answer_second_card))

# %% markdown t12b

# %% code checked
play(game, _lines("moves-t12-2"))

# %% code
my_answer_after_hoard = None  # _("hint-answer")

# %% code checked
after_hoard = PlayFullBlown(1, card("blue 5"), CRISIS["blue-africa"])
print(try_move(game, after_hoard, my_answer_after_hoard))

# %% markdown t12c

# %% code checked
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
from terra_widget.rules import EventKind

computer = [make_strategy("balanced:0.5", seed=seat) for seat in range(4)]
seen = len(game.events)
while not game.is_over:
    seat = game.to_act
    game.apply(computer[seat].choose(game.view(seat), game.legal_actions()))

last_card = max(i for i, e in enumerate(game.events) if e.kind is EventKind.LAST_CARD_DRAWN)
print(_("game-lasted").format(turns=game.turn))
walk.tell(game, game.events[last_card - 1:])

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

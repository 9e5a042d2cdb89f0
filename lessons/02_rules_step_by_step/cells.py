# 02_rules_step_by_step: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.

# %% markdown t01-terra-s-rules-step

# %% markdown t02-setting-up

# %% code
import terra_widget
from terra_widget.rules import (
    DEFAULT_CRISES, Hoard, IllegalActionError, PlayFullBlown, Solution, classify_set,
    describe_event, new_game,
)

PLAYERS = ["Ana", "Ben", "Chloé", "Dev"]
CRISIS = {crisis.id: crisis for crisis in DEFAULT_CRISES}


def card(text):
    # "red 5" -> the red 5 Solution card
    colour, value = text.split()
    return Solution.of(colour, int(value))


def play(game, *moves):
    # Make each move (a sentence), if the rules allow it now, and tell what happened.
    for move in moves:
        allowed = {game.describe(action): action for action in game.legal_actions()}
        if move not in allowed:
            raise ValueError(f"not allowed now: {move!r}. Allowed: {sorted(allowed)}")
        seen = len(game.events)
        game.apply(allowed[move])
        tell(game, game.events[seen:])


def tell(game, events):
    for event in events:
        print("  " + describe_event(event, game.players))


def try_move(game, action):
    # Try a move the rules may forbid. A refused move changes nothing.
    try:
        game.apply(action)
    except IllegalActionError as refusal:
        print(f"Refused: {refusal}")
    else:
        print("Allowed:", game.describe(action))


def show(game):
    # The classroom widget, showing a copy of the game at this moment, every hand open.
    return terra_widget.show(game)

# %% markdown t03

# %% code
# NBVAL_CHECK_OUTPUT

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
    print(f"{name}'s hand:", ", ".join(str(c) for c in game.hand(seat)))

# %% code
show(game)

# %% markdown t04-1-drawing-a-card

# %% code
# NBVAL_CHECK_OUTPUT

play(game, "Ana draws a card", "Ana ends the turn")

# %% code
show(game)

# %% markdown t05-2-an-impending-crisis

# %% code
# NBVAL_CHECK_OUTPUT

play(
    game,
    "Ben draws a card",
    "Ben plays green 5 on the impending crisis",
    "Chloé plays green 6 on the impending crisis",
    "Dev passes on the impending crisis",
)

# %% code
show(game)

# %% markdown t06

# %% code
# NBVAL_CHECK_OUTPUT

play(game, "Ana passes on the impending crisis")

# %% code
show(game)

# %% markdown t07-3-a-crisis-goes

# %% code
# NBVAL_CHECK_OUTPUT

play(
    game,
    "Chloé draws a card",
    "Chloé plays red 3 on the impending crisis",
    "Dev passes on the impending crisis",
    "Ana passes on the impending crisis",
    "Ben passes on the impending crisis",
    "Chloé draws a card",
)

# %% code
show(game)

# %% markdown t08-4-helping-a-full

# %% code
# NBVAL_CHECK_OUTPUT

play(game, "Chloé plays red 1 on the red Africa crisis", "Chloé ends the turn")

# %% code
show(game)

# %% markdown t09-5-hoarding-keeping-a

# %% code
# NBVAL_CHECK_OUTPUT

play(game, "Dev draws a card")
try_move(game, Hoard(3, (card("green 2"), card("green 2"), card("green 2"))))
play(
    game,
    "Dev plays red 1 on the red Africa crisis",
    "Dev hoards green 2, green 2, green 2",
    "Dev ends the turn",
)

# %% code
show(game)

# %% markdown t10-a-quiet-round

# %% code
# NBVAL_CHECK_OUTPUT

play(
    game,
    "Ana draws a card", "Ana ends the turn",
    "Ben draws a card", "Ben ends the turn",
    "Chloé draws a card", "Chloé ends the turn",
    "Dev draws a card", "Dev ends the turn",
)

# %% markdown t11-nobody-answers

# %% code
# NBVAL_CHECK_OUTPUT

play(
    game,
    "Ana draws a card",
    "Ana passes on the impending crisis",
    "Ben passes on the impending crisis",
    "Chloé passes on the impending crisis",
    "Dev passes on the impending crisis",
    "Ana draws a card",
    "Ana ends the turn",
)

# %% code
show(game)

# %% markdown t12-set-c-a-run

# %% code
# NBVAL_CHECK_OUTPUT

play(game, "Ben draws a card", "Ben plays red 4 on the red Africa crisis")
try_move(game, PlayFullBlown(1, card("red 2"), CRISIS["red-africa"]))
play(game, "Ben hoards red 1, red 2, red 3")
try_move(game, PlayFullBlown(1, card("blue 5"), CRISIS["blue-africa"]))
play(game, "Ben ends the turn")

# %% code
show(game)

# %% markdown t13-set-b-one-value

# %% code
# NBVAL_CHECK_OUTPUT

play(
    game,
    "Chloé draws a card",
    "Chloé plays blue 6 on the blue Africa crisis",
    "Chloé hoards green 5, blue 5, red 5",
    "Chloé ends the turn",
)

# %% code
show(game)

# %% markdown t14

# %% code
# NBVAL_CHECK_OUTPUT

play(
    game,
    "Dev draws a card",
    "Dev passes on the impending crisis",
    "Ana passes on the impending crisis",
    "Ben passes on the impending crisis",
    "Chloé passes on the impending crisis",
    "Dev draws a card",
    "Dev ends the turn",
    "Ana draws a card",
    "Ana ends the turn",
)

# %% code
show(game)

# %% markdown t15-6-finishing-a-full

# %% code
# NBVAL_CHECK_OUTPUT

play(
    game,
    "Ben draws a card",
    "Ben plays red 6 on the red Africa crisis",
    "Ben plays blue 5 on the blue Africa crisis",
    "Ben ends the turn",
    "Chloé draws a card",
    "Chloé ends the turn",
)

# %% code
show(game)

# %% markdown t16-set-d-a-run

# %% code
# NBVAL_CHECK_OUTPUT

play(
    game,
    "Dev draws a card",
    "Dev plays blue 3 on the blue Africa crisis",
    "Dev hoards green 4, blue 5, red 6",
    "Dev ends the turn",
)

# %% code
show(game)

# %% markdown t17

# %% code
# NBVAL_CHECK_OUTPUT

for seat, name in enumerate(game.players):
    for hoarded in game.hoards[seat]:
        cards = ", ".join(str(c) for c in hoarded)
        kind = classify_set(hoarded)
        print(f"{name}: {cards} -> set ({kind.value}), {kind.label}")

# %% markdown t18-7-the-hand-limit

# %% code
# NBVAL_CHECK_OUTPUT

play(game, "Ana draws a card", "Ana ends the turn", "Ana discards green 1")

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

# %% code
# NBVAL_CHECK_OUTPUT

region_game = new_game(
    PLAYERS, seed=1,
    draw_top=[CRISIS["green-africa"], CRISIS["blue-africa"], CRISIS["red-africa"]],
)
nobody_helps(region_game)

# %% code
show(region_game)

# %% markdown t21

# %% code
# NBVAL_CHECK_OUTPUT

colour_game = new_game(
    PLAYERS, seed=1,
    draw_top=[CRISIS["red-north_america"], CRISIS["red-europe"],
              CRISIS["red-asia_middle_east"], CRISIS["red-africa"]],
)
nobody_helps(colour_game)

# %% code
show(colour_game)

# %% markdown t22

# %% code
# NBVAL_CHECK_OUTPUT

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

# %% code
# NBVAL_CHECK_OUTPUT

from terra_widget.bots import make_strategy

computer = [make_strategy("balanced:0.5", seed=seat) for seat in range(4)]
seen = len(game.events)
while not game.is_over:
    seat = game.to_act
    game.apply(computer[seat].choose(game.view(seat), game.legal_actions()))

last_card = max(i for i, e in enumerate(game.events) if e.kind is EventKind.LAST_CARD_DRAWN)
print(f"The game lasted {game.turn} turns. The last card was drawn in the last turn:")
tell(game, game.events[last_card - 1:])

# %% code
show(game)

# %% markdown t24

# %% code
# NBVAL_CHECK_OUTPUT

for seat, name in enumerate(game.players):
    track = game.points[seat]
    hoarded = game.hoard_points(seat)
    print(f"{name:6} {track:3} points + {hoarded:3} in sets = {game.final_score(seat):3}")
print()
for place in game.outcome.ranking:
    print(f"#{place.rank}", " & ".join(game.players[s] for s in place.seats), place.score)

# %% markdown t25-what-to-discuss

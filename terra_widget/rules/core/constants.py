"""The numbers of the rules, each written once (cited by rule id)."""

#: R0.2, R0.3: the crises' colours and regions (the face names them: ``face/cards.py``).
N_COLOURS, N_REGIONS = 3, 6
#: R0.5: how many Solution cards of each value exist in each colour.
SOLUTION_COUNTS = {1: 6, 2: 6, 3: 5, 4: 5, 5: 4, 6: 4}

#: R1.2: cards dealt to each player, by player count.
HAND_SIZES = {3: 4, 4: 4, 5: 3, 6: 2}
#: R4.8: most cards a player may hold when their turn ends.
HAND_LIMIT = 8
#: R6.1: full-blown crises in one region, of one colour, in all, that lose the world.
LOSS_REGION, LOSS_COLOUR, LOSS_TOTAL = 3, 4, 7
#: R3.4: the first card and the highest card on a solved impending crisis.
POINTS_FIRST = POINTS_HIGHEST = 3
#: R4.3: the last card on a full-blown crisis that is solved.
POINTS_FULL_BLOWN = 5
#: R5.1: the player counts at which teams of two can sit opposite each other.
TEAM_PLAYERS = (4, 6)

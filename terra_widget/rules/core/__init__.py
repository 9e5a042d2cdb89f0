"""The rules core: one game of Terra on plain ints, every rule written once.

Cards are small ints (a Solution is its kind 0..17, a Crisis ``18 + i``), a hand is 18
counts and two bit masks, and nothing is allocated per move. Here alone a rule decides
what may happen next (``legality.py``: R4.1, R4.4, R4.7), here alone a move changes the
game (``flat_play.py``, the one transition) and here alone a game ends (``ending.py``,
R6). Simulations and the risk meter run this core directly.

The core imports only the standard library: never the typed face (``rules.face``) that
names its cards and explains its refusals, so a rule read here needs nothing else read.
"""

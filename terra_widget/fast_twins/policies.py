"""The bundled strategies' fast twins: their decisions written on the flat play-out.

The readable classes of ``terra_widget.bots`` (Random, Cooperative, Selfish, Balanced) are
the definition of each strategy: written on the view a player sees and the typed legal
actions. Simulations play millions of decisions on the rules' flat core (``rules/core/flat.py``:
a Solution is its kind 0..17), where a view per decision would cost most of the time. Each
bundled strategy has a twin here taking the same decisions in the flat core's terms
(``tests/bots/test_fast_twins.py``: every question of seeded games gets the same move).

A twin is a flat policy (``rules/core/flat.py``): ``respond``, ``play`` and ``discard``, given
the game and the seat, reading only what the seat may see (R7.5); ``Strategy.flat_policy()``
hands it out, given what it needs from its class (a parameter, a random generator, the mood
of a turn). ``answer`` turns a flat move back into the typed action among the legal ones.
"""

from __future__ import annotations

from terra_widget.rules import (
    ALL_SETS,
    END,
    HAND_LIMIT,
    HOARD,
    LOSS_COLOUR,
    LOSS_REGION,
    SET_VALUE,
    VAL,
    Action,
    Discard,
    FlatGame,
    Hoard,
    Pass,
    Phase,
    PlayFullBlown,
    closed_crises,
    danger,
    may_hoard,
    open_crises,
    set_indices_for_masks,
    set_indices_in_hand,
)


class SharedPolicy:
    """A flat policy made of three plain functions of the table and the seat --
    ``respond``, ``play``, ``discard`` -- that keep no memory and draw no random number:
    one object serves every seat of every game (``shared``)."""

    __slots__ = ("respond", "play", "discard")
    shared = True

    def __init__(self, respond, play, discard):
        self.respond = respond
        self.play = play
        self.discard = discard


# ---------------------------------------------------------------- shared tables
#: For the 6-bit mask of the values of one colour a hand holds (bit i: value i + 1) and a
#: value still needed (0..7, 7 for "more than 6"): the bit of the smallest value held that
#: is enough on its own, or -1.
SMALLEST_ENOUGH = tuple(tuple(next((i for i in range(6) if m >> i & 1 and i + 1 >= need), -1)
                              for need in range(8)) for m in range(64))
#: For the same mask: the bit of the highest value held (-1 for none).
HIGHEST = tuple(m.bit_length() - 1 for m in range(64))
#: AFTER[n][seat][left]: the ``left`` seats of an n-player table that answer an impending
#: crisis after ``seat`` (R3.1: once around the table), in order.
AFTER = {n: tuple(tuple(tuple((seat + i) % n for i in range(1, left + 1)) for left in range(n))
                  for seat in range(n))
         for n in range(3, 7)}
#: A card that finishes a full-blown crisis (R4.3) outranks every other choice of ``play``.
FINISHES = 99_900


def _full_blown_choice(held: int, missing: int) -> tuple[int, int, bool]:
    """Cooperative's choice on one full-blown crisis missing ``missing`` (1..16, R0.4
    threats) with ``held`` values of its colour in hand: (the bit of the card, its priority
    before the R6.1 danger bonus, does it finish the crisis). The smallest card that
    finishes it (R4.3), ranked first; else my highest card, ranked by its value, then by
    how little is missing."""
    i = SMALLEST_ENOUGH[held][min(missing, 7)]
    if i >= 0:
        return i, FINISHES - i, True
    i = HIGHEST[held]
    return i, 1000 * (i + 1) - missing, False


#: ``_full_blown_choice`` for every hand mask and every value missing (threats are 10..16,
#: R0.4): a table look-up, as ``play`` runs about 70 times in a simulated game.
FULL_BLOWN_CHOICE = tuple(tuple(_full_blown_choice(held, missing) if held else (-1, -1, False)
                                for missing in range(17)) for held in range(64))


def best_set_index(counts) -> int:
    """The most valuable R4.5 set a hand (18 counts) holds, as its index in ``ALL_SETS``
    (the first of equal value), or -1: ``bots.facts.best_set`` on counts."""
    best, best_value = -1, 0
    for j in set_indices_in_hand(counts):
        if SET_VALUE[j] > best_value:
            best, best_value = j, SET_VALUE[j]
    return best


def _set_value_without(counts, k: int) -> int:
    """The value of the best set (R4.5) the hand could still make without a card ``k``."""
    counts = counts[:]
    counts[k] -= 1
    j = best_set_index(counts)
    return SET_VALUE[j] if j >= 0 else 0


# ------------------------------------------------------------------ Cooperative
def cooperative_twin(optimism: float, expected_highest: tuple[float, ...]) -> SharedPolicy:
    """``bots.Cooperative`` on the flat play-out. ``optimism`` and ``expected_highest`` are
    the class's own (``cooperative.OPTIMISM``, ``facts.EXPECTED_HIGHEST``): passed in so
    that each has one home."""
    # one full-blown crisis more in this region / of this colour loses the world (R6.1)
    region_edge, colour_edge = LOSS_REGION - 1, LOSS_COLOUR - 1

    def respond(g: FlatGame, seat: int) -> int:
        """``Cooperative.answer_impending``: a kind, or -1 to pass (R3.1)."""
        need = g.impending_need
        if need <= 0:
            return -1  # already solved: keep the card for the next crisis
        base = g.impending_shift  # 6 x the crisis's colour: where its kinds start
        held = g.masks[seat] >> base & 63  # the values of that colour in my hand, as bits
        enough = SMALLEST_ENOUGH[held][need if need < 7 else 7]
        if enough >= 0:
            return base + enough  # the smallest card that is enough on its own
        left = g.responses_left - 1  # players answering after me (R3.1: once around)
        if left <= 0:
            return -1  # nobody can make up the rest: do not waste the card
        highest = HIGHEST[held]
        if g.impending_fatal:
            return base + highest  # R6.1: nothing left to save the card for
        short = need - highest - 1  # what the others must plausibly make up (R3.2)
        sizes = g.hand_sizes
        potential = 0.0
        for after in AFTER[g.n][seat][left]:  # the players still to answer
            potential += expected_highest[sizes[after]]
        if potential * optimism >= short:
            return base + highest
        return -1

    def play(g: FlatGame, seat: int) -> int:
        """``Cooperative.help_full_blown``: a move of ``FlatGame.play`` (R4.1, R4.8)."""
        mask = g.masks[seat]
        fbs = g.full_blown
        best = END
        if len(fbs) == 1:  # one crisis on the table: nothing to rank
            ci, missing, shift, _ = fbs[0]
            held = mask >> shift & 63  # the values of its colour in my hand, as bits
            if held and ci not in closed_crises(g.helped, g.hoarded):  # R4.1, R4.7
                return shift + FULL_BLOWN_CHOICE[held][missing][0]
        elif fbs:
            best_key = -1
            closed = closed_crises(g.helped, g.hoarded)  # R4.1, R4.7
            move = 0  # the crisis's place on the table, times 18 (``FlatGame.play``)
            for ci, missing, shift, region in fbs:
                held = mask >> shift & 63
                if held and ci not in closed:
                    i, key, finishes = FULL_BLOWN_CHOICE[held][missing]
                    if not finishes:  # most endangered crisis first: the R6.1 thresholds
                        # its region and colour stand one step from
                        key += 10_000 * ((g.full_blown_by_region[region] >= region_edge)
                                         + (g.full_blown_by_colour[shift // 6] >= colour_edge))
                    if key > best_key:
                        best, best_key = move + shift + i, key
                move += 18
        if best != END or not may_hoard(g.played_full_blown, g.hoarded):  # R4.4, R4.7
            return best
        if g.hand_sizes[seat] - 3 >= HAND_LIMIT:  # R4.8: these cards would be discarded anyway
            cheapest = None
            for j in set_indices_for_masks(mask, g.triples[seat]):
                if cheapest is None or SET_VALUE[j] < SET_VALUE[cheapest]:
                    cheapest = j
            if cheapest is not None:
                return HOARD + cheapest
        return END

    def discard(g: FlatGame, seat: int) -> int:
        """``Cooperative.discard`` (R4.8): the lowest value, from the colour held most
        (the first colour of those held most, as the legal discards come in kind order)."""
        mask = g.masks[seat]
        values = (mask | mask >> 6 | mask >> 12) & 63  # the values held, in any colour
        v = (values & -values).bit_length() - 1  # the lowest: bit v is value v + 1
        # the colours that hold it, as bits 0-2 (green, blue, red)
        colours = mask >> v & 1 | mask >> v + 5 & 2 | mask >> v + 10 & 4
        if not colours & colours - 1:  # one colour only
            return 6 * (colours.bit_length() - 1) + v
        h = g.hands[seat]
        best, most = 0, -1
        for c in range(3):
            if colours >> c & 1:
                held = sum(h[6 * c:6 * c + 6])
                if held > most:
                    best, most = c, held
        return 6 * best + v

    return SharedPolicy(respond, play, discard)


# --------------------------------------------------------------------- Selfish
def _selfish_respond(g: FlatGame, seat: int) -> int:
    """``Selfish.answer_impending``: a kind, or -1 to pass (R3.1, R3.4)."""
    need = g.impending_need
    high = max((VAL[k] for _, k in g.impending_plays), default=0)
    spare = g.hands[seat][:]
    keep = best_set_index(spare)
    if keep >= 0:
        for k in ALL_SETS[keep]:
            spare[k] -= 1
    base = 6 * g.deck.colour[g.impending]
    for k in range(base, base + 6):  # the smallest card that does it
        if spare[k] and VAL[k] >= need and VAL[k] >= high:
            return k
    return -1


def _selfish_play(g: FlatGame, seat: int) -> int:
    """``Selfish.play_for_points``: a move of ``FlatGame.play`` (R4.1-R4.7)."""
    counts = g.hands[seat]
    plays = []  # (move, kind, finishes), in legal_actions() order
    for pos in open_crises(g.full_blown, g.helped, g.hoarded):  # R4.1, R4.7
        _, missing, base, _ = g.full_blown[pos]
        plays += [(pos * 18 + k, k, VAL[k] >= missing) for k in range(base, base + 6)
                  if counts[k]]
    if may_hoard(g.played_full_blown, g.hoarded):  # R4.4: a set may be hoarded
        sets = set_indices_for_masks(g.masks[seat], g.triples[seat])
        if sets:
            best = max(sets, key=lambda j: (SET_VALUE[j], ALL_SETS[j]))
            spare = counts[:]
            for k in ALL_SETS[best]:
                spare[k] -= 1
            finishing = [(VAL[k], move) for move, k, finishes in plays
                         if finishes and spare[k]]
            if finishing:  # 5 points first: after hoarding no more plays (R4.7)
                return min(finishing, key=lambda f: f[0])[1]
            return HOARD + best
    best_move, best_key = END, None
    for move, k, finishes in plays:
        set_value = _set_value_without(counts, k)
        if g.played_full_blown:
            if not finishes:
                continue  # already unlocked, no set to hoard: only points tempt me
        elif set_value == 0 and not finishes:
            continue  # this card would not unlock anything worth having
        key = (set_value + (5 if finishes else 0), -VAL[k])
        if best_key is None or key > best_key:
            best_move, best_key = move, key
    return best_move


def _selfish_discard(g: FlatGame, seat: int) -> int:
    """``Selfish.discard`` (R4.8): keep the best set and the cards closest to one."""
    counts = g.hands[seat]
    best, best_key = -1, None
    for k in range(18):
        if counts[k]:
            key = (_set_value_without(counts, k), -VAL[k])
            if best_key is None or key > best_key:
                best, best_key = k, key
    return best


#: ``bots.Selfish`` on the flat play-out (one object serves every seat and game).
SELFISH = SharedPolicy(_selfish_respond, _selfish_play, _selfish_discard)


# ---------------------------------------------------------------------- Random
class RandomTwin:
    """``bots.Random.choose`` on the flat play-out: the same draw (``rand``: the strategy's
    ``rng.random``) over the same list of legal moves, in ``legal_actions()``'s order
    (passing first, ending the turn last)."""

    __slots__ = ("rand",)

    def __init__(self, rand):
        self.rand = rand

    def respond(self, game, seat):  # R3.1: pass, or one of the kinds of the colour
        kinds = game.respond_kinds(seat)
        r = int(self.rand() * (len(kinds) + 1))
        return kinds[r - 1] if r else -1

    def play(self, game, seat):  # R4.1-R4.7
        moves = game.play_moves(seat)
        if len(moves) == 1:  # only ending the turn: no choice, no draw
            return moves[0]
        return moves[int(self.rand() * len(moves))]

    def discard(self, game, seat):  # R4.8
        kinds = game.discard_kinds(seat)
        return kinds[int(self.rand() * len(kinds))]


# --------------------------------------------------------------------- Balanced
class BalancedTwin:
    """``bots.Balanced`` on the flat play-out: this turn's mood, then the selfish or the
    cooperative twin's decision. ``mood(turn, how_dangerous)`` is the strategy's own
    (``Balanced.mood_of_turn``: the mood lives in the strategy, so its ``reset`` clears
    it and its generator draws the dice)."""

    __slots__ = ("mood", "selfish", "cooperative")

    def __init__(self, mood, selfish, cooperative):
        self.mood, self.selfish, self.cooperative = mood, selfish, cooperative

    def _side(self, g: FlatGame):
        if self.mood(g.turn, lambda: danger(g.full_blown_by_region, g.full_blown_by_colour,
                                            g.full_blown_count)):
            return self.selfish
        return self.cooperative

    def respond(self, g, seat):
        return self._side(g).respond(g, seat)

    def play(self, g, seat):
        return self._side(g).play(g, seat)

    def discard(self, g, seat):
        return self._side(g).discard(g, seat)


class ReciprocalTwin(BalancedTwin):
    """``bots.Reciprocal`` on the flat play-out: this turn's mood (selfish when the seat
    has given more than the others, on average, by more than ``patience`` cards: the
    public ``contributed`` counts), then the selfish or the cooperative twin's
    decision. ``mood(turn, ahead)`` is the strategy's own (``Reciprocal.mood_of_turn``:
    the mood lives in the strategy, so its ``reset`` clears it)."""

    __slots__ = ("patience",)

    def __init__(self, mood, selfish, cooperative, patience: int):
        super().__init__(mood, selfish, cooperative)
        self.patience = patience

    def _ahead(self, g: FlatGame, seat: int) -> bool:
        given = [sum(colours) for colours in g.contributed]
        mine = given[seat]
        return (mine - self.patience) * (g.n - 1) > sum(given) - mine

    def _side_of(self, g: FlatGame, seat: int):
        if self.mood(g.turn, lambda: self._ahead(g, seat)):
            return self.selfish
        return self.cooperative

    def respond(self, g, seat):
        return self._side_of(g, seat).respond(g, seat)

    def play(self, g, seat):
        return self._side_of(g, seat).play(g, seat)

    def discard(self, g, seat):
        return self._side_of(g, seat).discard(g, seat)


# ------------------------------------------------- from a flat move to an action
def answer(policy, table: FlatGame, phase: Phase, full_blown, legal: tuple[Action, ...]
           ) -> Action:
    """The typed action among ``legal`` that ``policy`` picks on the flat ``table`` (the
    seat's own hand and the public table) in ``phase``; ``full_blown``: the crises on the
    table, in order (a phase-3 move names one by its place)."""
    seat = legal[0].seat  # every legal action belongs to the seat to act
    if phase is Phase.RESPOND:
        kind = policy.respond(table, seat)
        if kind < 0:
            return legal[0]  # passing comes first (R3.1)
        for action in legal:
            if type(action) is not Pass and action.solution.index == kind:
                return action
    elif phase is Phase.PLAY:
        move = policy.play(table, seat)
        if move == END:
            return legal[-1]  # ending the turn comes last (R4)
        for action in legal:
            if _is_move(action, move, full_blown):
                return action
    elif phase is Phase.DISCARD:
        kind = policy.discard(table, seat)
        for action in legal:
            if type(action) is Discard and action.solution.index == kind:
                return action
    else:
        return legal[0]  # R2.1: drawing is the only move
    raise ValueError(f"the strategy's choice is not among the legal actions ({phase})")


def _is_move(action: Action, move: int, full_blown) -> bool:
    """Is ``action`` the phase-3 move ``move`` (``FlatGame.play``'s codes)?"""
    kind = type(action)
    if move >= HOARD:
        return kind is Hoard and tuple(c.index for c in action.cards) == ALL_SETS[move - HOARD]
    pos, k = divmod(move, 18)
    return (kind is PlayFullBlown and action.solution.index == k
            and action.crisis.id == full_blown[pos].crisis.id)


__all__ = ["SharedPolicy", "cooperative_twin", "SELFISH", "RandomTwin", "BalancedTwin",
           "answer", "best_set_index"]

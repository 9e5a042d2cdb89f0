"""Refusals (R7.3): why an action outside ``legal_actions()`` is refused, in a message that
names the player, says what is wrong and what that player may do instead, and ends with
the id of the rule (``[R4.4]``).

What is legal is decided in one place only: the legal list (``state.legal_actions()``,
from ``legality.py`` and the phase). ``check`` accepts exactly its members, by equality;
``explain`` is asked only about a move that is not listed, and finds the rule to name.
``self`` is the ``GameState``: these read it and never change it."""

from __future__ import annotations

from ...checks import is_whole
from ...i18n import translator
from ..core.constants import HAND_LIMIT
from ..core.legality import may_hoard, open_crises
from .actions import Action, Discard, Draw, EndTurn, Hoard, Pass, PlayFullBlown, PlayImpending
from .cards import SOLUTION_KINDS, Crisis, Solution
from .errors import IllegalActionError
from .sets import classify_set
from .table import Phase

#: One full-blown crisis that nobody helped this turn (asks ``legality`` about R4.7 alone).
_ONE_UNHELPED = ((None,),)
_DRAW, _RESPOND, _PLAY, _DISCARD, _OVER = (Phase.DRAW, Phase.RESPOND, Phase.PLAY,
                                           Phase.DISCARD, Phase.OVER)


def check(self, action: Action) -> None:
    """Raise IllegalActionError if ``action`` is not among ``self.legal_actions()`` (by
    equality, R7.2), explained by ``explain``. Changes nothing."""
    if not self.is_legal(action):
        explain(self, action)


def explain(self, action: Action) -> None:
    """Raise the IllegalActionError that says why ``action``, which is not among the
    legal actions, is refused (R7.3).

    Each message names the player (never a bare seat number), says what is wrong and
    what that player may do instead (``allowed``), then the rule id (R7.3)."""
    _name_the_rule(self, action)
    name = self.config.players[self.to_act]
    raise IllegalActionError("R7.3", f"{action!r} is not among the legal actions; {name} "
                                     f"may {allowed(self)} (see legal_actions())")


def _name_the_rule(self, action: Action) -> None:
    """Raise the refusal of the first rule ``action`` breaks, looked for in the order the
    rulebook states them; return if none is found (``explain`` then says it is not
    listed)."""
    phase = self.phase
    if phase is _OVER:
        rule = "R6.1" if self.outcome.lost else "R6.3"
        raise IllegalActionError(rule, f"{_rule(rule)}; no more actions can be played")
    seat = self.to_act
    name = self.config.players[seat]
    if not isinstance(action, Action):
        raise IllegalActionError("R7.3", f"{action!r} is not an action; {name} may "
                                         f"{allowed(self)} (see legal_actions())")
    asked = action.seat
    if not is_whole(asked) \
            or not 0 <= asked < self.n_players:
        seats = ", ".join(f"{i} {p}" for i, p in enumerate(self.config.players))
        raise IllegalActionError(
            "R1.4", f"there is no seat {asked!r}: the seats are 0..{self.n_players - 1} "
                    f"({seats}); it is {name}'s move ({_PHASE_WORDS[phase]})")
    if asked != seat:
        raise IllegalActionError(
            "R1.4", f"it is not {self.config.players[asked]}'s move: {name} must act "
                    f"({_PHASE_WORDS[phase]})")
    kind = type(action)
    if phase is _DRAW:
        if kind is not Draw:
            raise IllegalActionError(
                "R2.1", f"{name} cannot {_verb(action)} now: {_rule('R2.1')}, and drawing "
                        "is the only legal action")
        return
    if phase is _RESPOND:
        if kind is Pass:
            return
        if kind is not PlayImpending:
            raise IllegalActionError(
                "R3.1", f"{name} cannot {_verb(action)} now: {self.impending} is being "
                        f"answered; {name} may {allowed(self)}")
        sol = action.solution
        _require_solution(sol, "R3.1")
        if sol.cidx != self.impending.cidx:
            raise IllegalActionError(
                "R3.1", f"only {self.impending.colour.value} Solutions can be played on "
                        f"{self.impending}, not {sol}; {name} may {allowed(self)}")
        _check_in_hand(self, seat, sol, "R3.1")
        return
    if phase is _DISCARD:
        if kind is not Discard:
            raise IllegalActionError(
                "R4.8", f"{name} cannot {_verb(action)} now: {name} holds "
                        f"{self.hand_sizes[seat]} cards and must discard down to "
                        f"{HAND_LIMIT} before the turn can end")
        _require_solution(action.solution, "R4.8")
        _check_in_hand(self, seat, action.solution, "R4.8")
        return
    # _PLAY
    if kind is EndTurn:
        return
    if kind is PlayFullBlown:
        if not open_crises(_ONE_UNHELPED, self.helped, self.hoarded):  # even unhelped: R4.7
            raise IllegalActionError("R4.7", f"{_rule('R4.7')}: no more cards on full-blown "
                                             f"crises this turn; {name} may {allowed(self)}")
        crisis = action.crisis
        pos = self._index_full_blown(crisis)
        if pos < 0:
            shown = crisis if isinstance(crisis, Crisis) else repr(crisis)
            raise IllegalActionError("R4.1", f"{shown} is not a full-blown crisis on the "
                                             f"table; {name} may {allowed(self)}")
        if pos not in open_crises([(fb.crisis.id,) for fb in self.full_blown], self.helped,
                                  self.hoarded):
            raise IllegalActionError("R4.1", f"only one card per full-blown crisis per "
                                             f"turn: {crisis} already got one; {name} may "
                                             f"{allowed(self)}")
        _require_solution(action.solution, "R4.1")
        if action.solution.cidx != crisis.cidx:
            raise IllegalActionError(
                "R4.1", f"only {crisis.colour.value} Solutions can be played on {crisis}, "
                        f"not {action.solution}; {name} may {allowed(self)}")
        _check_in_hand(self, seat, action.solution, "R4.1")
        return
    if kind is Hoard:
        if not may_hoard(self.played_full_blown, self.hoarded) and self.hoarded:
            raise IllegalActionError("R4.4", f"{_rule('R4.4')}: {name} has hoarded one this "
                                             f"turn; {name} may {allowed(self)}")
        if not may_hoard(self.played_full_blown, self.hoarded):
            raise IllegalActionError(
                "R4.4", f"{_rule('R4.4')} (a card on an impending crisis does not count); "
                        f"{name} may {allowed(self)}")
        try:
            cards = tuple(action.cards)
        except TypeError:
            cards = None
        if cards is None or len(cards) != 3 or classify_set(cards) is None:
            if cards is None or not all(isinstance(c, Solution) for c in cards):
                what = f"{action.cards!r} is not a set of Solution cards"
            elif len(cards) != 3:
                what = f"a set is exactly 3 cards, not {len(cards)}"
            else:
                what = f"{', '.join(str(c) for c in cards)} is not a set"
            raise IllegalActionError(
                "R4.5", f"{what}: {_rule('R4.5')} (in one colour or in three)")
        need = [0] * 18
        for c in cards:
            need[c.index] += 1
        counts = self.hands[seat]
        for i, k in enumerate(need):
            if k > counts[i]:
                raise IllegalActionError(
                    "R4.4", f"{name} does not hold {k} x {SOLUTION_KINDS[i]}, so cannot "
                            f"hoard this set; {name} may {allowed(self)}")
        return
    if kind is Discard:
        raise IllegalActionError("R4.8", f"{name} cannot discard now: discarding comes at "
                                         f"the end of the turn, and only above "
                                         f"{HAND_LIMIT} cards; {name} may "
                                         f"{allowed(self)}")
    if kind is Draw:  # R2.2: the Solution drawn moved the turn on to phase 3
        rule, why = "R2.2", f"{name} has drawn for this turn and is playing cards (phase 3)"
    elif kind is Pass or kind is PlayImpending:  # R3.1: only while a crisis is answered
        rule, why = "R3.1", "there is no impending crisis to answer in phase 3 (playing cards)"
    else:  # an Action subclass the engine does not know
        rule, why = "R7.3", "it is phase 3 (playing cards)"
    raise IllegalActionError(rule, f"{name} cannot {_verb(action)} now: {why}; {name} may "
                                   f"{allowed(self)}")

def _rule(rule: str) -> str:
    """The rule's one sentence in English: the catalogues' ``rule.<id>``, the key a
    strategy's mistake and the classroom translate, so each rule is worded once."""
    return translator("en")(f"rule.{rule}")


def allowed(self) -> str:
    """What the seat to act may do now, in words (for error messages). Built from the
    public state only, never from the hand, so that a message shown on the classroom
    screen reveals no hidden card (R7.5)."""
    phase = self.phase
    if phase is _DRAW:
        return "draw a card"
    if phase is _RESPOND:
        return f"play one {self.impending.colour.value} Solution on {self.impending}, or pass"
    if phase is _DISCARD:
        extra = self.hand_sizes[self.current] - HAND_LIMIT
        return "discard 1 card" if extra == 1 else f"discard {extra} cards, one at a time"
    if phase is _OVER:
        return "do nothing: the game is over"
    options = []
    fbs = self.full_blown
    open_crises_ = [str(fbs[pos].crisis) for pos in
                    open_crises([(fb.crisis.id,) for fb in fbs], self.helped, self.hoarded)]
    if open_crises_:
        options.append("play a card of its colour on a full-blown crisis "
                       f"({_or_list(open_crises_)})")
    if may_hoard(self.played_full_blown, self.hoarded):
        options.append("hoard one set of 3 cards")
    options.append("end the turn")
    return _or_list(options)

def _check_in_hand(self, seat: int, sol, rule: str) -> None:
    if not isinstance(sol, Solution) or not self.hands[seat][sol.index]:
        name = self.config.players[seat]
        raise IllegalActionError(rule, f"{name} has no {sol} in hand; {name} may "
                                       f"{allowed(self)}")


def _require_solution(sol, rule: str) -> None:
    """R7.3: an action built with something that is not a card is refused, not crashed on."""
    if not isinstance(sol, Solution):
        raise IllegalActionError(rule, f"{sol!r} is not a Solution card; make one with "
                                       "Solution.parse('red-5') or Solution.of('red', 5)")


def _or_list(items) -> str:
    """'a', 'a or b', 'a, b or c'."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} or {items[-1]}"


#: What an action does, as a verb phrase ("Ana cannot {verb} now: ...").
_VERBS = {
    Draw: "draw",
    Pass: "pass",
    PlayImpending: "play on an impending crisis",
    PlayFullBlown: "play on a full-blown crisis",
    Hoard: "hoard a set",
    EndTurn: "end the turn",
    Discard: "discard",
}


def _verb(action: Action) -> str:
    return _VERBS.get(type(action)) or f"play {getattr(action, 'kind', 'this action')}"


_PHASE_WORDS = {
    Phase.DRAW: "drawing a card",
    Phase.RESPOND: "answering the impending crisis",
    Phase.PLAY: "playing cards",
    Phase.DISCARD: "discarding down to 8",
    Phase.OVER: "the game is over",
}

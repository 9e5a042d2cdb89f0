"""The typed face's transitions (R2-R6): what each action does to a ``GameState``, with
the event log and the record kept beside the cards. Only ever given an action from the
legal list (``GameState.apply`` and ``advance``)."""

from __future__ import annotations

from .actions import Discard, Draw, EndTurn, Hoard, Pass, PlayFullBlown, PlayImpending
from .cards import KIND_BIT, Solution
from .constants import HAND_LIMIT, POINTS_FIRST, POINTS_FULL_BLOWN, POINTS_HIGHEST
from .ending import broken_thresholds, full_blown_counters, rank
from .events import Event, EventKind, LossCause, ScoreReason
from .table import FullBlown, Outcome, Phase, Standing

# module globals for the hot paths (one lookup instead of two)
_DRAW, _RESPOND, _PLAY, _DISCARD, _OVER = (Phase.DRAW, Phase.RESPOND, Phase.PLAY,
                                           Phase.DISCARD, Phase.OVER)
_EV_TURN_STARTED, _EV_TURN_ENDED = EventKind.TURN_STARTED, EventKind.TURN_ENDED
_EV_DREW_SOLUTION, _EV_DREW_CRISIS = EventKind.DREW_SOLUTION, EventKind.DREW_CRISIS
_EV_PLAYED_IMPENDING, _EV_PASSED, _EV_PLAYED_FULL_BLOWN = (
    EventKind.PLAYED_IMPENDING, EventKind.PASSED, EventKind.PLAYED_FULL_BLOWN)


_new_tuple = tuple.__new__  # builds a FullBlown without its Python-level __new__ (hot path)
_CLEAR = tuple(~(1 << i) for i in range(18))


class Transitions:
    """The moves of ``GameState`` (a base class: the fields are ``GameState``'s)."""

    def _log(self, kind: EventKind, **fields) -> None:
        if self.log_events:
            self._ev.append(Event(kind, self.turn, **fields))

    def _take(self, seat: int, sol: Solution) -> None:
        counts = self.hands[seat]
        i = sol.index
        k = counts[i] = counts[i] - 1
        self.hand_sizes[seat] -= 1
        self._hand_t[seat] = None
        if k == 0:
            self.masks[seat] &= _CLEAR[i]
        elif k == 2:
            self.triples[seat] &= _CLEAR[i]

    def _add(self, seat: int, sol: Solution) -> None:
        counts = self.hands[seat]
        i = sol.index
        k = counts[i] = counts[i] + 1
        self.hand_sizes[seat] += 1
        self._hand_t[seat] = None
        if k == 1:
            self.masks[seat] |= KIND_BIT[i]
        elif k == 3:
            self.triples[seat] |= KIND_BIT[i]

    def _do_draw(self, action: Draw) -> None:
        seat = self.current
        pile = self.pile
        card = pile.pop()  # R2.1
        if type(card) is Solution:  # R2.2
            self._add(seat, card)
            if self.log_events:
                self._ev.append((_EV_DREW_SOLUTION, self.turn, seat, card))
            self.phase = _PLAY
        else:  # R2.3
            self.impending = card
            self.impending_plays = []
            self.responder = seat
            self._responses_left = self.n_players
            # known now: set the legal answers directly (saves a call on a hot path)
            cidx = card.cidx
            self._legal = self._tables[seat].respond[cidx][self.masks[seat] >> 6 * cidx & 63]
            if self.log_events:
                self._ev.append((_EV_DREW_CRISIS, self.turn, seat, None, card))
            self.phase = _RESPOND
        if not pile:
            self.last_card_drawn = True  # R6.3: the game ends after this turn
            self._log(EventKind.LAST_CARD_DRAWN, seat=seat)

    def _do_respond(self, action: PlayImpending) -> None:
        seat = self.responder
        sol = action.solution
        self._take(seat, sol)
        self.impending_plays.append((seat, sol))
        self.contributed[seat][sol.cidx] += 1
        if self.log_events:
            self._ev.append((_EV_PLAYED_IMPENDING, self.turn, seat, sol, self.impending))
        self._next_responder(seat)

    def _do_pass(self, action: Pass) -> None:
        seat = self.responder
        if self.log_events:
            self._ev.append((_EV_PASSED, self.turn, seat, None, self.impending))
        self._next_responder(seat)

    def _next_responder(self, seat: int) -> None:
        left = self._responses_left = self._responses_left - 1
        if left:  # R3.1: once around the table, in seat order
            nxt = self.responder = (seat + 1) % self.n_players
            cidx = self.impending.cidx
            self._legal = self._tables[nxt].respond[cidx][self.masks[nxt] >> 6 * cidx & 63]
        else:
            self._resolve_impending()

    def _resolve_impending(self) -> None:
        crisis = self.impending
        plays = self.impending_plays
        total = sum(s.value for _, s in plays)  # R3.2
        self.impending = None
        self.impending_plays = []
        self.responder = self.current
        self._pub_discard = None
        self.discard.extend(s for _, s in plays)
        if plays and total >= crisis.threat:  # R3.3
            self.discard.append(crisis)
            self._log(EventKind.CRISIS_SOLVED, seat=self.current, crisis=crisis, value=total)
            first = plays[0][0]
            high = max(s.value for _, s in plays)
            highest = [seat for seat, s in plays if s.value == high]
            for seat, _ in plays:  # R3.4, in the order the cards were played
                pts = 0
                if seat == first:
                    pts += POINTS_FIRST
                if seat in highest:
                    pts += POINTS_HIGHEST
                if pts:
                    self.points[seat] += pts
                    reason = (ScoreReason.FIRST_AND_HIGHEST if pts == 6 else
                              ScoreReason.FIRST if seat == first else ScoreReason.HIGHEST)
                    self._log(EventKind.SCORED, seat=seat, value=pts, reason=reason,
                              crisis=crisis)
            self._finish_turn()  # R3.5: no phase 3 after solving an impending crisis
            return
        self.full_blown.append(_new_tuple(FullBlown, (crisis, (), 0)))  # R3.6
        if self.log_events:
            self._log(EventKind.CRISIS_FULL_BLOWN, seat=self.current, crisis=crisis,
                      value=total)
        if self._check_loss():  # R3.7
            return
        # R3.8: draw again; with an empty pile go straight to phase 3 (Decision)
        self.phase = _DRAW if self.pile else _PLAY

    def _check_loss(self) -> bool:
        """R6.1: collective loss, checked when a crisis has just become full-blown."""
        broken = broken_thresholds(*full_blown_counters(fb.crisis for fb in self.full_blown))
        if not broken:
            return False
        causes = tuple(LossCause.broken(*threshold) for threshold in broken)
        self.outcome = Outcome(lost=True, causes=causes)
        self.phase = _OVER
        self.is_over = True
        self._log(EventKind.WORLD_LOST, causes=causes)
        return True

    def _do_play_full_blown(self, action: PlayFullBlown) -> None:
        seat = self.current
        sol = action.solution
        fbs = self.full_blown
        target = action.crisis
        i = 0
        for fb in fbs:  # by identity: the table's own crisis objects
            if fb.crisis is target:
                break
            i += 1
        else:  # an equal crisis built elsewhere (a replayed record)
            i = self._index_full_blown(target)
            fb = fbs[i]
        crisis = fb.crisis
        self._take(seat, sol)
        total = fb.total + sol.value
        # R4.2: cards stay and add up across turns (a new immutable record, see FullBlown)
        fb = fbs[i] = _new_tuple(FullBlown, (crisis, fb.plays + ((seat, sol),), total))
        self.helped.add(crisis.id)
        self.played_full_blown = True
        self.contributed[seat][sol.cidx] += 1
        if self.log_events:
            self._ev.append((_EV_PLAYED_FULL_BLOWN, self.turn, seat, sol, crisis, (), total))
        if total >= crisis.threat:  # R4.3
            del fbs[i]
            self.discard.append(crisis)
            self.discard.extend(s for _, s in fb.plays)
            self._pub_discard = None
            self.points[seat] += POINTS_FULL_BLOWN
            if self.log_events:
                self._log(EventKind.FULL_BLOWN_SOLVED, seat=seat, crisis=crisis, value=total)
                self._log(EventKind.SCORED, seat=seat, value=POINTS_FULL_BLOWN,
                          reason=ScoreReason.LAST_ON_FULL_BLOWN, crisis=crisis)

    def _do_hoard(self, action: Hoard) -> None:
        seat = self.current
        cards = tuple(sorted(action.cards))
        for c in cards:
            self._take(seat, c)
        self.hoards[seat].append(cards)  # R4.6: out of play until the final score
        self._pub_hoards = None
        self.hoarded = True
        self._log(EventKind.HOARDED, seat=seat, cards=cards)

    def _do_discard(self, action: Discard) -> None:
        seat = self.current
        self._take(seat, action.solution)
        self.discard.append(action.solution)
        self._pub_discard = None
        self._log(EventKind.DISCARDED, seat=seat, card=action.solution)
        if self.hand_sizes[seat] <= HAND_LIMIT:
            self._finish_turn()

    def _finish_turn(self, action: EndTurn | None = None) -> None:
        """End the current player's turn (``EndTurn``, or R3.5), or first go to
        discarding if they hold more than 8 cards (R4.8)."""
        seat = self.current
        if self.hand_sizes[seat] > HAND_LIMIT:  # R4.8 also when the turn ends in phase 2
            self.phase = _DISCARD
            return
        if self.log_events:
            self._ev.append((_EV_TURN_ENDED, self.turn, seat))
        if self.helped:
            self.helped = set()
        self.played_full_blown = False
        self.hoarded = False
        if self.last_card_drawn:  # R6.3
            self._finish_success()
            return
        nxt = self.current = self.responder = (seat + 1) % self.n_players  # R4.8: clockwise
        self.turn += 1
        self.phase = _DRAW
        self._legal = self._tables[nxt].draw_only
        if self.log_events:
            self._ev.append((_EV_TURN_STARTED, self.turn, self.current))

    def _finish_success(self) -> None:
        """R6.3-R6.5 (and R5.2 with teams): score and rank."""
        scores = tuple(self.final_score(s) for s in range(self.n_players))
        lines, winners = rank(scores, self.config.teams)
        ranking = [Standing(*line) for line in lines]
        self.outcome = Outcome(False, (), scores, tuple(ranking), winners)
        self.phase = _OVER
        self.is_over = True
        self._log(EventKind.GAME_WON, value=ranking[0].score, seats=winners)


#: Each action's transition, by the action's type (``GameState.apply`` and ``advance``).
HANDLERS = {
    Draw: Transitions._do_draw,
    PlayImpending: Transitions._do_respond,
    Pass: Transitions._do_pass,
    PlayFullBlown: Transitions._do_play_full_blown,
    Hoard: Transitions._do_hoard,
    EndTurn: Transitions._finish_turn,
    Discard: Transitions._do_discard,
}

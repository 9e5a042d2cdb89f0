"""The flat core's transition: a ``FlatGame`` played to its end (``FlatGame.play``), one
loop with the hot fields in local variables. What is legal in phase 3 is asked of
``legality.py`` after each move, as every other place that lists moves asks it."""

from __future__ import annotations

from operator import ge

from .constants import POINTS_FIRST, POINTS_FULL_BLOWN, POINTS_HIGHEST
from .context import context_of
from .ending import THRESHOLDS, broken_thresholds
from .flat_tables import (
    _FINISH,
    DISCARD,
    DRAW,
    HOARD,
    OVER,
    PAUSE,
    PLAY,
    RESPOND,
    SET_VALUE,
    _gone,
)
from .kinds import ALL_SETS
from .legality import may_hoard
from .specialize import without


def _open_mask(fb, positions) -> tuple[int, list[int]]:
    """What ``legality.open_crises`` said, in the loop's terms: the kinds that may go on a
    full-blown crisis, and per colour how many of its crises are open."""
    open_ = 0
    unhelped = [0, 0, 0]
    for pos in positions:
        shift = fb[pos][2]
        open_ |= 63 << shift
        unhelped[shift // 6] += 1
    return open_, unhelped


def play(self, policies, *, reach: list[int] | None = None):
    """Play to the end: ``steps`` run through (only a face pauses a game), or, for a game
    with no face and no log (a simulation's, a rollout's), the same loop compiled without
    them (``_bare_steps``: no pause left, so a plain function)."""
    if self.face is None and self.log is None:
        rest = _bare_steps(self, policies, reach)
        if rest is not None:  # (``steps`` itself, where its source could not be read)
            next(rest, None)
    else:
        next(steps(self, policies, reach), None)
    return self


def steps(self, policies, reach: list[int] | None = None):
    """Play to the end, asking ``policies[seat]`` for every real choice (a move with
    one legal option is played without asking, as ``GameState.advance`` does).

    ``reach``: this game's ``reach()`` (not changed here; deals of the same hidden
    cards share it) to stop, at the start of a turn, once the world can no longer be
    lost -- what the risk meter asks, which needs only whether the world is lost, not
    the scores. Once none of the counts the crises still in the game could make
    reaches its threshold, the world is saved whatever happens next (R6.1, R6.3). The
    game is then not over (``causes`` empty): it stands at the start of a turn
    (``DRAW``), or where it stood if the world was safe already.

    One loop with the hot fields in local variables (a simulation runs it tens of
    millions of times); the policies read the game's fields, which are kept current
    whenever one is asked.

    The typed face (``GameState``) plays through this same loop, one move at a time: its
    game has a ``face`` (see ``state_face.Face``) that answers every choice with the move
    it was given or ``PAUSE``, and is told of every forced move (``face.forced``: a draw,
    a pass without a card of the colour, the end of a turn with nothing to play, the
    discard of the only kind held), which may pause the game there too. A paused game
    keeps in ``phase`` where it stands and this generator yields; ``next`` plays on from
    there. Everything is on the game at a pause, so a new ``steps`` resumes there too (a
    copy of the game). Its ``log`` (events) is told what happened (given the game); both
    are None in a simulation, which pays one test per forced move."""
    if self.phase == OVER:
        return
    ctx = self.play_context
    if ctx is None or ctx[0] is not policies:
        ctx = context_of(self, policies)
        if self.face is not None:  # kept while the face plays on, move by move
            self.play_context = ctx
    (_, n, responds, plays, ring, answering, fresh_hoard, after_card, fresh_all_open,
     bit, clear, val, col, clear_colour, limit, has_set, fatal, opened,
     deck, colour, region, threat, hands, hsz, masks, triples, pile, fb, points,
     contributed, fbreg, fbcol, helped, track, face, log,
     t_discard, t_plays, t_hoards, t_sizes) = ctx
    # the kinds of the colours that have a full-blown crisis (kept as they change)
    fbkinds = ((63 if fbcol[0] else 0) | (4032 if fbcol[1] else 0)
               | (258048 if fbcol[2] else 0))
    phase = self.phase
    seat = self.current
    watch = reach is not None
    if watch:
        # crises only ever leave ``reach``, when solved (R3.3, R4.3); ``unsafe``: how
        # many thresholds of R6.1 it still reaches
        reach = reach[:]
        reach_keys = deck.reach_keys
        unsafe = sum(map(ge, reach, THRESHOLDS))
        if not unsafe:
            return
    while True:
        if phase == DRAW:
            while face is not None and face.forced(DRAW, seat, 0):
                self.phase = DRAW
                yield
            card = pile.pop()  # R2.1
            if not pile:
                self.last_card_drawn = True  # R6.3: the game ends after this turn
            if card < 18:  # R2.2: into the hand, then phase 3
                h = hands[seat]
                had = h[card]
                h[card] = had + 1
                hsz[seat] += 1
                if had == 0:
                    masks[seat] |= bit[card]
                elif had == 2:
                    triples[seat] |= bit[card]
                phase = PLAY
            else:  # R2.3: impending, answered once around the table from the drawer
                ci = card - 18
                self.impending = ci
                self.impending_shift = 6 * colour[ci]
                self.impending_need = threat[ci]
                self.impending_fatal = fatal(fbreg, fbcol, self.full_blown_count, region[ci],
                                             colour[ci])
                self.responder = seat
                self.responses_left = n
                phase = RESPOND
            if log is not None:
                log.drew(self, seat, card)
        if phase == RESPOND:  # R3.1
            ci = self.impending
            shift = self.impending_shift
            c = shift // 6
            these = 63 << shift  # the kinds of the crisis's colour
            answers = self.impending_plays
            to_answer = self.responses_left
            for r in answering[self.responder][to_answer]:
                if masks[r] & these:  # else passing is the only move
                    self.responder = r
                    self.responses_left = to_answer
                    k = responds[r](self, r)
                    while face is not None and k == PAUSE:  # only a face answers it
                        self.phase = RESPOND
                        yield
                        k = responds[r](self, r)
                    if k >= 0:
                        self._take(r, k)
                        answers.append((r, k))
                        self.impending_need -= val[k]
                        contributed[r][c] += 1
                        if log is not None:
                            log.answered(self, r, k)
                    elif log is not None:
                        log.answered(self, r, -1)
                elif face is not None:  # a pass, the only move (R3.1)
                    self.responder = r
                    self.responses_left = to_answer
                    while face.forced(RESPOND, r, 0):
                        self.phase = RESPOND
                        yield
                    if log is not None:
                        log.answered(self, r, -1)
                to_answer -= 1
            need = self.impending_need  # R3.2
            self.responses_left = self.impending_need = 0
            self.impending = -1
            self.responder = seat
            if track is not None:  # R3.2: the cards played go to the discard pile
                for _, k in answers:  # (a loop: a comprehension costs a call)
                    t_discard.append(k)
                if answers and need <= 0:
                    t_discard.append(18 + ci)  # R3.3: then the crisis
                else:
                    t_plays[ci] = []  # R3.6: full-blown, nothing under it yet
            if answers and need <= 0:  # R3.3, scored as R3.4
                points[answers[0][0]] += POINTS_FIRST
                high = 0
                for _, k in answers:
                    if val[k] > high:
                        high = val[k]
                for r, k in answers:
                    if val[k] == high:
                        points[r] += POINTS_HIGHEST
                if log is not None:
                    log.solved(self, ci, answers, threat[ci] - need, POINTS_FIRST, high,
                               POINTS_HIGHEST)
                answers.clear()
                if watch:
                    unsafe -= _gone(reach, reach_keys[ci])
                phase = _FINISH  # R3.5: no phase 3
            else:
                answers.clear()
                reg = region[ci]
                fb.append([ci, threat[ci], shift, reg])  # R3.6: full-blown
                fbreg[reg] += 1
                fbcol[c] += 1
                fbkinds |= these
                self.full_blown_count += 1
                if log is not None:
                    log.full_blown(self, ci, threat[ci] - need)
                if self.impending_fatal:  # R3.7, R6.1
                    self.causes = broken_thresholds(fbreg, fbcol, self.full_blown_count)
                    self.phase = OVER
                    return
                if pile:  # R3.8: draw again
                    phase = DRAW
                    continue
                phase = PLAY  # R3.8 (Decision): the pile is empty, go to phase 3
        if phase == PLAY:  # R4.1-R4.7, as ``legality`` says
            # ``open_``: the kinds that may go on a full-blown crisis now, as a mask (one
            # ``&`` with the seat's kinds says whether it has a card to play), and
            # ``unhelped``: per colour, how many of its crises are open. ``legality`` is
            # asked at the start of phase 3 (its fresh-turn answer, above, in the usual
            # case) and after every move once a set is hoarded; before that, a card only
            # adds its crisis to ``helped``, which closes that crisis (R4.1), and the
            # transition keeps the mask itself.
            if face is not None and self.paused is not None:  # as the face paused it
                open_, unhelped, may_set = self.paused
                self.paused = None
            elif not helped and not self.hoarded:  # a fresh turn (the usual case)
                open_ = fbkinds if fresh_all_open else 0
                unhelped = None  # ``full_blown_by_colour``, copied only if the seat is asked
                may_set = fresh_hoard
            else:
                open_, unhelped = _open_mask(fb, opened(fb, helped, self.hoarded))
                may_set = may_hoard(self.played_full_blown, self.hoarded)
            mask = masks[seat]
            if mask & open_ or (may_set and has_set(mask, triples[seat])):
                if unhelped is None:
                    unhelped = fbcol[:] if fresh_all_open else [0, 0, 0]
                ask = plays[seat]
                h = hands[seat]
                given = contributed[seat]
                while True:
                    move = ask(self, seat)
                    while face is not None and move == PAUSE:  # only a face answers it
                        self.phase = PLAY
                        self.paused = open_, unhelped, may_set  # for a new ``steps``
                        yield
                        self.paused = None
                        move = ask(self, seat)
                    if move < 0:  # END
                        break
                    if move >= HOARD:  # R4.4-R4.6
                        j = move - HOARD
                        for k in ALL_SETS[j]:
                            self._take(seat, k)
                        if track is not None:
                            t_hoards[seat].append(track.set_cards[j])
                            t_sizes[seat] += 3
                        self.hoard_values[seat] += SET_VALUE[j]
                        self.hoarded = True
                        if log is not None:
                            log.hoarded(self, seat, j)
                        open_, unhelped = _open_mask(fb, opened(fb, helped, self.hoarded))
                        may_set = may_hoard(True, self.hoarded)
                    else:
                        pos = move // 18  # the move is pos * 18 + kind (see ``play``)
                        k = move - 18 * pos
                        entry = fb[pos]
                        left = h[k] = h[k] - 1
                        hsz[seat] -= 1
                        if left == 0:
                            masks[seat] &= clear[k]
                        elif left == 2:
                            triples[seat] &= clear[k]
                        helped.append(entry[0])  # R4.1: one card per crisis per turn
                        self.played_full_blown = True
                        c = col[k]
                        given[c] += 1
                        need = entry[1] - val[k]  # R4.2
                        if track is not None:  # R4.2: the card stays under the crisis
                            if need > 0:
                                t_plays[entry[0]].append((seat, k))
                            else:  # R4.3: the crisis, then its cards, discarded
                                under = t_plays.pop(entry[0])
                                t_discard.append(18 + entry[0])
                                for _, kk in under:
                                    t_discard.append(kk)
                                t_discard.append(k)
                        if need <= 0:  # R4.3
                            del fb[pos]
                            fbreg[entry[3]] -= 1
                            fbcol[c] -= 1
                            if not fbcol[c]:
                                fbkinds &= clear_colour[c]
                            self.full_blown_count -= 1
                            points[seat] += POINTS_FULL_BLOWN
                            if watch:
                                unsafe -= _gone(reach, reach_keys[entry[0]])
                        else:
                            entry[1] = need
                        if log is not None:
                            log.played(self, seat, k, entry[0], threat[entry[0]] - need,
                                       need <= 0, POINTS_FULL_BLOWN)
                        if self.hoarded:  # what R4.7 allows after a hoard
                            open_, unhelped = _open_mask(fb, opened(fb, helped, self.hoarded))
                            may_set = may_hoard(True, self.hoarded)
                        else:
                            may_set = after_card
                            unhelped[c] -= 1  # R4.1: this crisis is closed this turn
                            if not unhelped[c]:
                                open_ &= clear_colour[c]
                    mask = masks[seat]
                    if not mask & open_ and not (may_set and has_set(mask, triples[seat])):
                        # nothing left to play or hoard: the turn ends
                        while face is not None and face.forced(PLAY, seat, 0):
                            self.phase = PLAY
                            yield
                        break
            else:  # nothing to play
                while face is not None and face.forced(PLAY, seat, 0):
                    self.phase = PLAY
                    yield
        if hsz[seat] > limit:  # R4.8: down to the limit, one card at a time
            discard = policies[seat].discard
            while hsz[seat] > limit:
                mask = masks[seat]
                if mask & (mask - 1):
                    k = discard(self, seat)
                    while face is not None and k < 0:  # PAUSE: only a face answers it
                        self.phase = DISCARD
                        yield
                        k = discard(self, seat)
                else:  # one kind only: no choice
                    k = mask.bit_length() - 1
                    while face is not None and face.forced(DISCARD, seat, k):
                        self.phase = DISCARD
                        yield
                self._take(seat, k)
                if track is not None:
                    t_discard.append(k)
                    if log is not None:
                        log.discarded(self, seat, k)
        # the turn ends (R4.8)
        if self.played_full_blown:
            helped.clear()
            self.played_full_blown = self.hoarded = False
        if log is not None:
            log.turn_ended(self, seat)
        if self.last_card_drawn:  # R6.3: the world is saved
            self.phase = OVER
            return
        seat = ring[seat][1]
        self.current = self.responder = seat
        self.turn += 1
        phase = DRAW
        if log is not None:
            log.turn_started(self, seat)
        if watch and not unsafe:  # R6.1 can no longer break: the world is saved
            self.phase = DRAW
            return


#: ``steps`` without the typed face's hooks (``face`` and ``log`` None), for a game that
#: has neither: compiled from the same source (``specialize.py``), so each rule stays
#: written once; ``play`` picks it once per game, not once per move.
_bare_steps = without(steps, ("face", "log"))

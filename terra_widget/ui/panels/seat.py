"""``SeatView``: one seat's private corner -- its hand and its action buttons.

It renders from that seat's own view ``state.view(seat)`` and, when it is the seat's
decision, from ``state.legal_actions()`` (which only ever lists that seat's actions):
every enabled button carries one legal action (``button.terra_action``); the panel
never decides by itself what is legal.

``seat=None`` is hot seat: the view follows the person to act, and their hand shows only
once they press "show my hand" (it then stays for the rest of their decisions this
turn, see ``GameController``); a person with nothing to play (only Draw, Pass or End
turn) answers without showing it. A fixed ``seat`` is a private device: its hand always
shows there. A hidden hand leaves nothing behind: the card buttons not in use are
emptied (text, tooltip, colour), so no widget state holds a hidden card.
"""

from __future__ import annotations

import ipywidgets as W

from ...rules import (
    Discard,
    Draw,
    EndTurn,
    Hoard,
    Pass,
    Phase,
    PlayFullBlown,
    PlayImpending,
    classify_set,
)
from ...session.view_source import ViewSource
from .. import palette
from .. import text as T
from .common import (
    LABEL_FITS,
    box,
    button,
    html,
    label_widgets,
    set_class,
    set_value,
    show,
    shown,
    toggle,
)


class SeatView(W.VBox):
    def __init__(self, ctrl: ViewSource, seat: int | None = None):
        self.ctrl = ctrl
        self.fixed_seat = seat
        self._rendering = False
        self._lang = None
        self._needs = False
        g = ctrl.guard
        self.draw_button = button("terra-draw", icon="hand-paper-o", style="primary",
                                  action=True)
        self.pass_button = button("terra-pass", icon="forward", action=True)
        self.end_turn_button = button("terra-end-turn", icon="check-circle", action=True)
        for b in (self.draw_button, self.pass_button, self.end_turn_button):
            b.on_click(g(self._on_action))
        self.show_hand = toggle("terra-show-hand", False, "eye")
        self.show_hand.add_class("terra-action-aid")
        self.show_hand.observe(g(self._on_show_hand), names="value")
        self.actions = box(W.HBox, [self.draw_button, self.pass_button, self.end_turn_button,
                                    self.show_hand], "terra-actions")
        self.hand_title = html("terra-hand-title")
        # a drop-down, not toggle buttons: long crisis titles stay one line high
        self.target = W.Dropdown(options=[], style=LABEL_FITS,
                                 layout=W.Layout(width="auto", max_width="100%"))
        self.target.add_class("terra-target")
        self.target.observe(g(self._on_target), names="value")
        self._card_pool: list[W.Button] = []
        self.hand_box = box(W.HBox, [], "terra-hand")
        self.hoard_title = html("terra-hoard-title")
        self._hoard_pool: list[W.Button] = []
        self.hoard_box = box(W.HBox, [], "terra-hoard")
        # the drop-down and the cards in one box: beside the board in a wide notebook the
        # drop-down is on its own line over the cards; in a narrow one (the file browser
        # open) they share the row over the board (style.py)
        self.hand_row = box(W.HBox, [self.target, self.hand_box], "terra-hand-row")
        super().__init__([self.actions, self.hand_title, self.hand_row,
                          self.hoard_title, self.hoard_box])
        self.add_class("terra-seat-view")

    # ------------------------------------------------------------------ who
    @property
    def seat(self) -> int | None:
        """The seat shown: the fixed one, or in hot seat the person to act."""
        if self.fixed_seat is not None:
            return self.fixed_seat
        return self.ctrl.session.human_to_act()

    def hand_visible(self) -> bool:
        if self.fixed_seat is not None:
            return True  # a private device: the seat's own cards
        return self.ctrl.hand_visible(self.seat)

    def label(self) -> None:
        label_widgets(self.ctrl.t, ((self.draw_button, "btn.draw", "tip.draw"),
                                    (self.pass_button, "btn.pass", "tip.pass"),
                                    (self.end_turn_button, "btn.end_turn", "tip.end_turn"),
                                    (self.target, "label.target", "tip.target")))

    # ------------------------------------------------------------------ rendering
    def render(self, part: str = "all") -> None:
        if part != "all":
            return
        self._rendering = True
        try:
            if self._lang != self.ctrl.lang:
                self._lang = self.ctrl.lang
                self.label()
            self._render()
        finally:
            self._rendering = False

    def _legal(self, seat):
        state = self.ctrl.state
        if seat is None or state.to_act != seat or self.ctrl.session.is_bot(seat):
            return ()
        return state.legal_actions()

    def _render(self) -> None:
        ctrl, t = self.ctrl, self.ctrl.t
        state = ctrl.state
        over = state.is_over or ctrl.offer is not None
        show(self, not over)
        seat = self.seat
        legal = self._legal(seat)
        by_kind: dict[type, list] = {}
        for a in legal:
            by_kind.setdefault(type(a), []).append(a)
        for b, kind in ((self.draw_button, Draw), (self.pass_button, Pass),
                        (self.end_turn_button, EndTurn)):
            action = by_kind[kind][0] if kind in by_kind else None
            b.terra_action = action
            set_value(b, "disabled", action is None)
        visible = self.hand_visible() and seat is not None
        hot = self.fixed_seat is None
        needs = hot and ctrl.needs_hand(seat)
        show(self.show_hand, hot and seat is not None and not ctrl.teacher_on)
        self._needs = needs
        if hot and seat is not None:
            name = state.players[seat]
            set_value(self.show_hand, "value", ctrl.shown_seat == seat)
            set_value(self.show_hand, "description", t(
                "btn.hide_hand" if ctrl.shown_seat == seat else "btn.show_hand", player=name))
            set_value(self.show_hand, "tooltip", t("tip.show_hand", player=name))
        else:
            set_value(self.show_hand, "value", False)
        if not visible:
            self._set_cards([])
            self._set_hoards([])
            show(self.target, False)
            show(self.hoard_title, False)
            set_value(self.hand_title, "value", self._hidden_title(seat, legal, needs))
            return
        self._render_hand(seat, by_kind)

    def _hidden_title(self, seat, legal, needs) -> str:
        ctrl, t = self.ctrl, self.ctrl.t
        view = ctrl.state.view(None)
        if view.to_act is None:
            return ""
        if seat is None:
            return T.esc(t("hand.bot", player=view.players[view.to_act]))
        name = view.players[seat]
        text = T.esc(t.plural("hand.hidden", view.hand_sizes[seat], player=name))
        if legal and not needs and view.phase is Phase.RESPOND:
            # nothing of that colour to give (R3.2): say it, so they pass without showing
            text += (' <span class="terra-hint">'
                     f'{T.esc(t("hand.nothing_respond", player=name, colour=t.colour(view.impending.colour)))}'  # noqa: E501
                     "</span>")
        elif legal and not needs and view.phase is Phase.PLAY:
            text += (f' <span class="terra-hint">'
                     f'{T.esc(t("hand.nothing_play", player=name))}</span>')
        return text

    def _render_hand(self, seat, by_kind) -> None:
        ctrl, t = self.ctrl, self.ctrl.t
        state = ctrl.state
        own = state.view(seat)
        name = own.players[seat]
        # which crisis a card goes to in phase 3: the full-blown crises the legal actions
        # offer a card for (R4.1 is the engine's), in table order
        plays = by_kind.get(PlayFullBlown, [])
        options = []
        if plays:
            offered = {a.crisis.id for a in plays}
            # title and colour, not the region (on the map): the whole name fits the
            # drop-down beside the board (with the region it was cut in four languages)
            options = [(t("card.crisis_choice", title=t.crisis_title(fb.crisis),
                          colour=t.colour(fb.crisis.colour)), fb.crisis.id)
                       for fb in own.full_blown if fb.crisis.id in offered]
        if list(self.target.options) != options:
            keep = self.target.value
            self.target.options = options
            if options:
                playable = [a.crisis.id for a in plays]
                ids = [v for _, v in options]
                self.target.value = keep if keep in ids else (
                    playable[0] if playable else ids[0])
        show(self.target, bool(options))
        target = self.target.value if options else None
        cards = []
        for card in own.hand:
            action = None
            if state.phase is Phase.RESPOND:
                action = _find(by_kind.get(PlayImpending, ()), solution=card)
            elif state.phase is Phase.PLAY and target is not None:
                action = _find(plays, solution=card, crisis_id=target)
            elif state.phase is Phase.DISCARD:
                action = _find(by_kind.get(Discard, ()), solution=card)
            cards.append((card, action))
        self._set_cards(cards)
        hoards = by_kind.get(Hoard, [])
        self._set_hoards(hoards, player=name)
        show(self.hoard_title, bool(hoards))
        set_value(self.hoard_title, "value",
                  T.esc(t("hoard.title", player=name)) if hoards else "")
        if not own.hand:
            hint = t("hand.empty", player=name)
        elif state.to_act != seat:
            hint = t("hand.hint_wait")
        elif state.phase is Phase.RESPOND:
            hint = t("hand.hint_respond", colour=t.colour(own.impending.colour))
        elif state.phase is Phase.PLAY and options:
            hint = t("hand.hint_play")
        elif state.phase is Phase.DISCARD:
            hint = t("hand.hint_discard")
        else:
            hint = t("hand.hint_wait")
        set_value(self.hand_title, "value",
                  f"<strong>{T.esc(t('hand.title', player=name))}</strong> "
                  f'<span class="terra-hint">{T.esc(hint)}</span>')

    def _set_cards(self, cards) -> None:
        t = self.ctrl.t
        while len(self._card_pool) < len(cards):
            b = button("terra-card", action=True)
            b.on_click(self.ctrl.guard(self._on_action))
            self._card_pool.append(b)
        for b, (card, action) in zip(self._card_pool, cards, strict=False):
            b.terra_action, b.terra_card = action, card
            set_value(b, "description", t.card(card))
            set_value(b, "disabled", action is None)
            set_value(b, "tooltip", t("tip.card_play" if action else "tip.card_unplayable",
                                      card=t.card(card)))
            set_value(b.style, "button_color", palette.FILL[card.colour])
            set_value(b.style, "text_color", palette.TEXT_ON[card.colour])
            for colour in palette.FILL:  # a card not playable now keeps its colour's edge
                set_class(b, f"terra-card-{colour.value}", colour is card.colour)
        for b in self._card_pool[len(cards):]:
            _forget(b)  # a hidden hand leaves no trace in the widgets' state
        children = tuple(self._card_pool[:len(cards)])
        if self.hand_box.children != children:
            self.hand_box.children = children

    def _set_hoards(self, hoards, *, player: str = "") -> None:
        t = self.ctrl.t
        while len(self._hoard_pool) < len(hoards):
            b = button("terra-hoard-set", icon="archive", action=True)
            b.on_click(self.ctrl.guard(self._on_action))
            self._hoard_pool.append(b)
        for b, action in zip(self._hoard_pool, hoards, strict=False):
            b.terra_action = action
            set_value(b, "description", t("set.option", cards=t.cards(action.cards),
                                          kind=t.set_kind(classify_set(action.cards))))
            set_value(b, "tooltip", t("tip.hoard", player=player))
            set_value(b, "disabled", False)
        for b in self._hoard_pool[len(hoards):]:
            _forget(b)
        children = tuple(self._hoard_pool[:len(hoards)])
        if self.hoard_box.children != children:
            self.hoard_box.children = children

    # ------------------------------------------------------------------ public handles
    @property
    def card_buttons(self) -> list[W.Button]:
        return list(self.hand_box.children)

    @property
    def hoard_buttons(self) -> list[W.Button]:
        return list(self.hoard_box.children)

    def action_buttons(self) -> list[W.Button]:
        return [self.draw_button, self.pass_button, self.end_turn_button,
                *self.card_buttons, *self.hoard_buttons]

    def focus_target(self):
        """The next sensible control for the keyboard: Draw; else "show my hand" when the
        decision needs the cards; else the first playable card or set; else Pass or End
        turn. None when nothing here can be used."""
        if not self.draw_button.disabled:
            return self.draw_button
        if shown(self.show_hand) and not self.show_hand.value and self._needs:
            return self.show_hand
        for b in (*self.card_buttons, *self.hoard_buttons):
            if not b.disabled:
                return b
        for b in (self.pass_button, self.end_turn_button):
            if not b.disabled:
                return b
        return None

    # ------------------------------------------------------------------ handlers
    def _on_action(self, b) -> None:
        action = getattr(b, "terra_action", None)
        if action is not None and not b.disabled:
            self.ctrl.perform(action)
            self.focus_next()

    def focus_next(self) -> None:
        target = self.focus_target()
        if target is not None:
            target.focus()

    def _on_show_hand(self, change) -> None:
        if not self._rendering:
            self.ctrl.show_hand(bool(change["new"]))
            if change["new"]:
                self.focus_next()

    def _on_target(self, _change) -> None:
        if not self._rendering:  # only the cards' enabled state depends on the target
            self.render()


def _forget(b: W.Button) -> None:
    b.terra_action = b.terra_card = None
    set_value(b, "description", "")
    set_value(b, "tooltip", "")
    set_value(b.style, "button_color", None)
    set_value(b.style, "text_color", None)
    for colour in palette.FILL:
        set_class(b, f"terra-card-{colour.value}", False)


def _find(actions, *, solution, crisis_id=None):
    for a in actions:
        if a.solution is solution and (crisis_id is None or a.crisis.id == crisis_id):
            return a
    return None

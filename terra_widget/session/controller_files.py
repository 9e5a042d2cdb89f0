"""Saving and loading games for ``GameController``: the file box's actions, the resume
offer, the autosave, and the messages beside the file controls (``files_message``),
every one in the game's language. No widgets.

The rules themselves -- the file box stays in the notebook's folder and asks before
overwriting, each game has its own autosave and never overwrites another game without a
backup, Resume only for the same set-up -- live in ``saves.GameFiles`` (``self.files``);
this object turns its answers into the controller's messages and puts a loaded game in
the Session with its whole timeline and the moment it showed.
"""

from __future__ import annotations

from pathlib import Path

from ..rules.face.setup import LENGTHS, short_crises
from .saves import GameFiles, Notice, translate


class FileActions:
    """Held by ``GameController`` (``ctrl.file_actions``); the controller's file methods
    call it. It reads and changes the controller it belongs to (its language, session,
    messages, and the redraw after a game was put in)."""

    def __init__(self, ctrl, files: GameFiles | None, autosave) -> None:
        self.ctrl = ctrl
        self.files = files if files is not None else GameFiles(
            ctrl.session, autosave=Path(autosave) if autosave else None)
        self.closed = False
        self.chosen_length: str | None = None  # Settings' game length (set_length)

    def _file_message(self, text: str, error: bool = False) -> None:
        self.ctrl.files_message = (text, error)
        self.ctrl.emit("notice")

    def _files_notice(self, notice: Notice, *more: Notice) -> None:
        self._file_message(" ".join(translate(self.ctrl.t, n) for n in (notice, *more)),
                           notice.error)

    # ------------------------------------------------------------------ the file box
    def save(self, name: str) -> bool:
        """Save game: the whole timeline and the moment shown, as ``name`` in the
        notebook's folder; an existing file is only replaced after ``confirm_overwrite``."""
        notice = self.files.save(name)
        self._files_notice(notice)
        return notice.key == "file.saved"

    @property
    def overwrite_pending(self) -> str | None:
        """The file name that "Overwrite X? Yes/No" asks about, if any."""
        return self.files.pending.name if self.files.pending is not None else None

    def confirm_overwrite(self, yes: bool) -> bool:
        notice = self.files.confirm_overwrite(yes)
        if notice is None:
            return False
        self._files_notice(notice)
        return notice.key == "file.saved"

    def load_path(self, name: str) -> bool:
        notice, game = self.files.load(name)
        return self._take_loaded(notice, game)

    def load_text(self, text, *, source: str = "?") -> bool:
        """Replace the game by a saved one; on any problem a clear message and the game
        exactly as it was."""
        # surrogatepass: a pasted text with a lone surrogate must reach the parser, which
        # refuses it with a clear RecordError, instead of failing here with a UnicodeEncodeError
        data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else bytes(text)
        notice, game = self.files.load_bytes(data, source=source)
        return self._take_loaded(notice, game)

    def _take_loaded(self, notice: Notice, game) -> bool:
        if game is not None:
            try:
                bots, specs = self.bots_for(game.state, game.bots)
            except (ValueError, TypeError) as exc:  # a resolver refusing a strategy
                reason = getattr(exc, "reason", None) or str(exc)
                notice = Notice("file.load_error", {"path": notice.params["path"],
                                                    "reason": f"{reason}."}, error=True)
                game = None
        if game is None:
            self._files_notice(notice)
            return False
        self._put_game(game, bots, specs)
        self._files_notice(notice, *self.files.unknown_bot_notices(game))
        return True

    def _put_game(self, game, bots, specs) -> None:
        """Show a game read from a file: its whole timeline, at the moment it showed."""
        ctrl = self.ctrl
        ctrl.cancel_timer()
        ctrl.session.replace(game.state, bots, specs, moment=game.moment)
        ctrl.auto_moves.clear()
        ctrl.risk.history.clear()
        ctrl.changed(travelled=True)

    def bots_for(self, state, saved_bots):
        ctrl = self.ctrl
        if ctrl.resolve_bots is not None:
            return ctrl.resolve_bots(state, saved_bots)
        # without a resolver (built by hand): keep the bots of the same names
        names = ctrl.session.players
        by_name = {names[s]: (bot, ctrl.session.specs.get(s))
                   for s, bot in ctrl.session.bots.items()}
        bots, specs = {}, {}
        for s, name in enumerate(state.players):
            if name in by_name:
                bots[s], specs[s] = by_name[name]
        return bots, specs

    # ------------------------------------------------------------------ resume offer
    @property
    def offer(self):
        """The unfinished autosaves of this set-up offered for Resume (newest first,
        ``saves.Candidate``), or None once the teacher chose."""
        return self.files.offers or None

    def offer_lines(self) -> list[str]:
        """The offer's text: one game (players, turn, moves, the moment shown, computer
        players that will be people), or the question above a choice of several."""
        t, offers = self.ctrl.t, self.files.offers
        if len(offers) != 1:
            return [t("resume.offer_many")] if offers else []
        game = offers[0].game
        shown = game.state_shown()
        lines = [t("resume.offer", players=t.join(shown.players), turn=shown.turn,
                   moves=len(game.state.history))]
        extra = [self.files.moment_notice(offers[0]), *self.files.unknown_bot_notices(offers[0])]
        return lines + [translate(t, n) for n in extra if n is not None]

    def offer_choices(self) -> list[str]:
        """One line per offered game (players, turn, moves, when saved, moment shown)."""
        return [self.files.offer_label(self.ctrl.t, c) for c in self.files.offers]

    def resume(self, index: int = 0) -> None:
        game, notices = self.files.resume(index)
        bots, specs = self.bots_for(game.state, game.bots)
        self._put_game(game, bots, specs)
        t = self.ctrl.t
        self.ctrl.alert = (" ".join([t("resume.done", turn=self.ctrl.state.turn)]
                                    + [translate(t, n) for n in notices]), False)
        self.ctrl.emit("notice")

    def new_game(self) -> None:
        """The game set up by ``play()`` instead; the saved ones are kept (the first
        autosave moves the file there to a backup, and says so)."""
        self.files.new_game()
        self.ctrl.changed(travelled=True, hold=False)

    # ------------------------------------------------------------------ game length
    @property
    def length(self) -> str:
        """The length of the next game this app deals: the one chosen in Settings, else
        the game in play's ("full" is the rulebook's game, "short" this project's
        classroom variant: docs/rules.md)."""
        return self.chosen_length or self.ctrl.state.config.length

    def person_moved(self) -> bool:
        """Whether a person (not a computer player) has made a move in the game in play."""
        session = self.ctrl.session
        return any(not session.is_bot(action.seat) for action in session.timeline)

    def set_length(self, length: str) -> bool:
        """Choose the length of the games dealt from now on. A game nobody has moved in
        yet (the app just opened, or only computer players moved) is dealt again at once
        at that length; a game a person has moved in keeps its own (no move is lost, and
        a finished game's end screen stays for the debrief) and New game deals the new
        length. Returns whether a game was dealt."""
        if length not in LENGTHS:
            raise ValueError(f"length must be one of {', '.join(map(repr, LENGTHS))}, "
                             f"not {length!r}")
        self.chosen_length = length
        ctrl = self.ctrl
        if ctrl.state.config.length == length:
            ctrl.emit()
            return False
        if self.person_moved():
            ctrl.alert = (ctrl.t(f"length.next_{length}"), False)
            ctrl.emit()
            return False
        self.play_again()
        ctrl.alert = (ctrl.t(f"length.dealt_{length}"), False)
        ctrl.emit("notice")
        return True

    def play_again(self) -> None:
        """Game over: deal a new game for the same table (players, teams, first player,
        crises, computer players) with a new shuffle (R1.6), at the chosen length."""
        from ..rules import DEFAULT_CRISES, new_game

        ctrl = self.ctrl
        cfg = ctrl.state.config
        # each length deals its own deck (R1.3); a deck of the teacher's own stays as it is
        standard = {"full": tuple(DEFAULT_CRISES), "short": short_crises()}
        crises = None if tuple(cfg.crises) == standard[cfg.length] else cfg.crises
        state = new_game(cfg.players, teams=cfg.teams, first_player=cfg.first_player,
                         crises=crises, length=self.length)
        ctrl.cancel_timer()
        ctrl.session.replace(state, ctrl.session.bots, ctrl.session.specs)
        ctrl.auto_moves.clear()
        ctrl.risk_history.clear()
        ctrl.changed(travelled=True)  # the bots wait: the class sees the new deal first

    # ------------------------------------------------------------------ autosave
    @property
    def autosave_path(self) -> Path | None:
        return self.files.autosave_path

    @property
    def autosave_failed(self) -> str:
        """Why the last autosave failed, as a sentence ("" once saving works again)."""
        failed = self.files.autosave_failed
        return translate(self.ctrl.t, failed) if failed is not None else ""

    def autosave(self) -> None:
        was_failing = self.files.autosave_failed is not None
        notice = self.files.autosave()
        if notice is not None and not notice.error:
            self._files_notice(notice)  # the earlier game at that path was kept as a backup
        elif notice is not None or was_failing:
            self.ctrl.emit("notice")  # shown until it works again: a teacher must not miss it

    def close(self) -> None:
        """Stop this game: no more computer moves, no more saving (a newer run of the
        same cell took over the autosave)."""
        self.closed = True
        self.ctrl.cancel_timer()
        self.files.close()

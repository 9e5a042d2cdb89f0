"""``GameFiles``: the save/load side of one widget, without widgets.

It answers every button of the save/load panel and the resume offer with a ``Notice``
(an i18n key and its values, to translate with ``translate``); the widget only shows it.
The game on screen is changed by the caller (it resolves the computer players): ``load``
and ``resume`` return the ``session.GameFile`` to put in the Session, with the moment
shown (``Session.replace(game.state, bots, specs, moment=game.moment)``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from ...files import write_atomic
from ...rules import RecordError
from .autosaves import Autosaver, Candidate, find_resumable, strategy_known
from .base import (
    MAX_GAME_FILE_BYTES,
    MAX_GAME_FILE_TEXT,
    PRIVATE_GAME_FILES,
    SaveError,
    as_sentence,
    legacy_path,
    os_error,
    read_game_bytes,
    short_name,
    short_reason,
)
from .filebox import Target, load_target, save_target

_EPOCH = datetime.min.replace(tzinfo=timezone.utc)  # an autosave that says no time


@dataclass(frozen=True)
class Notice:
    """A message for people: ``key`` and ``params`` for the translator. A value may be a
    ``Notice``/``SaveError`` (translated first) or a list of names (joined). ``error``
    shows it as an error; ``ask`` means the panel shows the Overwrite Yes/No buttons."""

    key: str
    params: dict = field(default_factory=dict)
    error: bool = False
    ask: bool = False


def translate(t, message) -> str:
    """The sentence of a ``Notice`` or ``SaveError`` in ``t``'s language."""
    params = {}
    for name, value in message.params.items():
        if isinstance(value, (Notice, SaveError)):
            value = translate(t, value)
        elif isinstance(value, (list, tuple)):
            value = t.join(list(value))
        params[name] = value
    return t(message.key, **params)


def _when(saved_at: datetime | None) -> str:
    if saved_at is None:
        return "?"
    return saved_at.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


class GameFiles:
    """Save, load, upload, autosave, resume and new game for one Session.

    ``folder``: the notebook's folder (the file box never leaves it). ``autosave``: this
    game's autosave path, or None. ``offers``: the games that may be resumed
    (``find_resumable``), newest first; while there are offers nothing is autosaved."""

    def __init__(self, session, *, folder: Path | None = None, autosave: Path | None = None,
                 offers=(), strategy_known: Callable[[str], bool] = strategy_known):
        self.session = session
        self.folder = Path(folder) if folder is not None else Path.cwd()
        self.autosaver = Autosaver(autosave) if autosave is not None else None
        self.offers: list[Candidate] = list(offers)
        self.pending: Target | None = None  # a save waiting for "Overwrite?"
        self.autosave_failed: Notice | None = None
        self.closed = False
        self._known = strategy_known

    @classmethod
    def for_new_game(cls, session, *, autosave: Path | None, folder: Path | None = None,
                     wanted: Mapping | None = None) -> tuple[GameFiles, list[Notice]]:
        """The desk for a game that ``play()`` just set up, with the autosaves of the same
        set-up (``wanted``, by default the session's own) offered for Resume, and a notice
        for each autosave that could not be read (left in place, never removed)."""
        offers, notices = [], []
        if autosave is not None:
            # the saves' folder, and beside the notebook where older versions saved
            # (a game resumed from there moves into the folder: nothing is lost)
            places = [Path(autosave), legacy_path(Path(autosave))]
            for place in filter(None, places):
                found, problems = find_resumable(place, wanted or session.setup(),
                                                 parse=session.read_game_file,
                                                 strategy_known=strategy_known)
                offers += found
                notices += [Notice("resume.bad_file", {"path": path.name, "reason": reason},
                                   error=True)
                            for path, reason in problems]
            offers.sort(key=lambda c: (c.saved_at or _EPOCH, c.path.name), reverse=True)
        return cls(session, folder=folder, autosave=autosave, offers=offers), notices

    @property
    def autosave_path(self) -> Path | None:
        return self.autosaver.path if self.autosaver is not None else None

    # -- Save game ----------------------------------------------------------------------
    def save(self, typed: str) -> Notice:
        """Check the typed name; ask before overwriting (``ask``), else write the game
        file (the whole timeline and the moment shown)."""
        self.pending = None
        try:
            target = save_target(self.folder, typed)
        except SaveError as exc:
            return Notice("file.save_error", {"path": short_name(typed), "reason": exc},
                          error=True)
        if target.exists:
            self.pending = target
            return Notice("file.overwrite", {"name": target.name}, ask=True)
        return self._write(target)

    def confirm_overwrite(self, yes: bool) -> Notice | None:
        """The answer to "Overwrite X?" (None if nothing was asked)."""
        target, self.pending = self.pending, None
        if target is None:
            return None
        if not yes:
            return Notice("file.save_cancelled", {"name": target.name})
        try:  # checked again: the folder may have changed while the question was shown
            target = save_target(self.folder, target.name)
        except SaveError as exc:
            return Notice("file.save_error", {"path": target.name, "reason": exc}, error=True)
        return self._write(target)

    def _write(self, target: Target) -> Notice:
        try:
            write_atomic(target.path, self.session.save_json(), private=PRIVATE_GAME_FILES)
        except OSError as exc:
            return Notice("file.save_error",
                          {"path": target.name, "reason": os_error(exc, target.name)},
                          error=True)
        return Notice("file.saved", {"path": target.name})

    # -- Load game / upload ---------------------------------------------------------------
    def load(self, typed: str):
        """(Notice, GameFile or None) for the name typed in the file box."""
        self.pending = None
        try:
            target = load_target(self.folder, typed)
            data = read_game_bytes(target.path)
        except SaveError as exc:
            return self._load_error(short_name(typed), exc), None
        return self.load_bytes(data, source=target.name)

    def load_bytes(self, data: bytes, *, source: str):
        """(Notice, GameFile or None) for a file's content (the upload button)."""
        source = short_reason(source)
        if len(data) > MAX_GAME_FILE_BYTES:
            return self._load_error(source, SaveError("file.too_large", name=source,
                                                      limit=MAX_GAME_FILE_TEXT)), None
        try:
            game = self.session.read_game_file(data)
        except RecordError as exc:
            return self._load_error(source, as_sentence(exc.reason)), None
        self._drop_unknown_bots(game)
        return Notice("file.loaded", {"path": source}), game

    @staticmethod
    def _load_error(source: str, reason) -> Notice:
        return Notice("file.load_error", {"path": source, "reason": reason}, error=True)

    def _drop_unknown_bots(self, game, unknown: Mapping[str, str] | None = None) -> None:
        """A computer player whose strategy is unknown here becomes a person (said in
        ``game.unknown_bots``), so that loading or resuming never fails afterwards."""
        unknown = dict(unknown or {})
        unknown.update({n: s for n, s in game.bots.items() if not self._known(s)})
        game.bots = {n: s for n, s in game.bots.items() if n not in unknown}
        game.unknown_bots = unknown

    def unknown_bot_notices(self, game) -> list[Notice]:
        return [Notice("resume.unknown_bot", {"player": name, "spec": short_reason(spec)[:40]})
                for name, spec in getattr(game, "unknown_bots", {}).items()]

    # -- Resume / New game --------------------------------------------------------------
    def describe(self, candidate: Candidate) -> Notice:
        """One line of the resume offer: players, turn, moves, when it was saved."""
        game = candidate.game
        moves = len(game.state.history)
        params = {"players": list(game.state.players), "moves": moves,
                  "turn": game.state_shown().turn, "time": _when(game.saved_at)}
        return Notice("resume.choice", params)

    def offer_label(self, t, candidate: Candidate) -> str:
        """The choice's text: ``describe``, plus the moment shown when it is not the end."""
        moment = self.moment_notice(candidate)
        text = translate(t, self.describe(candidate))
        return text if moment is None else f"{text} ({translate(t, moment)})"

    def moment_notice(self, candidate: Candidate) -> Notice | None:
        """"shown at move 10 of 60" when the save shows an earlier moment than its end."""
        game = candidate.game
        if game.moment == len(game.state.history):
            return None
        return Notice("resume.moment", {"moment": game.moment,
                                        "moves": len(game.state.history)})

    def resume(self, index: int = 0):
        """(GameFile, notices) of the chosen offer; from now on this game is saved in the
        autosave file (a chosen backup moves back there, after the current file is
        backed up). Nothing here can fail the resume: a file problem is a notice."""
        candidate = self.offers[index]
        self.offers = []
        notices = []
        if self.autosaver is not None:
            try:
                self.autosaver.adopt(candidate.path)
            except SaveError as exc:
                self.autosave_failed = Notice("file.autosave_failed", {"reason": exc},
                                              error=True)
                notices.append(self.autosave_failed)
        game = candidate.game
        self._drop_unknown_bots(game, candidate.unknown_bots)
        return game, notices + self.unknown_bot_notices(game)

    def new_game(self) -> None:
        """Start the game set up by ``play()`` instead: the saved ones stay (the first
        autosave moves the file at the autosave path to a backup)."""
        self.offers = []

    # -- autosave -----------------------------------------------------------------------
    def autosave(self) -> Notice | None:
        """Save the game after a change. Returns a notice when a backup was made or the
        save failed (``autosave_failed`` stays set until a save works again)."""
        if self.closed or self.autosaver is None or self.offers:
            return None
        try:
            backup = self.autosaver.write(self.session.game_file_json())
        except SaveError as exc:
            self.autosave_failed = Notice("file.autosave_failed", {"reason": exc}, error=True)
            return self.autosave_failed
        self.autosave_failed = None
        if self.autosaver.moved_to is not None:
            return Notice("file.moved", {"name": self.autosaver.moved_to.name})
        if backup is not None:
            return Notice("file.backup", {"name": backup.name})
        return None

    def close(self) -> None:
        """Stop saving (a newer widget of the same game took over)."""
        self.closed = True
        self.pending = None

"""``story``: from a game (or its saved file) to a ``Story`` for one observer."""

from __future__ import annotations

import os
from pathlib import Path

from terra_widget.checks import is_whole
from terra_widget.i18n import LANGUAGES, translator
from terra_widget.rules import MAX_FILE_BYTES, RECORD_FORMAT, GameState, from_record, parse_json

from .model import Moment, Story
from .moments import analyse
from .riskcurve import risk_curve
from .turning import turning_points
from .words import moment_text

_FIELDS = ("position", "turn", "seat", "kind", "colour", "region", "crisis", "target",
           "solved", "points", "cards", "limit", "total", "threat")


def load_game(game_or_file) -> GameState:
    """A GameState from a GameState, a saved game's path, its JSON text or its record.
    A game file of the widget (the record inside, with the players' bots and the moment
    shown) gives its whole record: a story tells the game up to its last move."""
    if isinstance(game_or_file, GameState):
        return game_or_file
    if isinstance(game_or_file, dict):
        return _from_data(game_or_file)
    if isinstance(game_or_file, bytes):
        return _from_data(parse_json(game_or_file))
    if isinstance(game_or_file, str) and game_or_file.lstrip().startswith("{"):
        return _from_data(parse_json(game_or_file))
    if isinstance(game_or_file, (str, os.PathLike)):
        path = Path(game_or_file)
        if not path.is_file():
            raise FileNotFoundError(f"no saved game at {str(path)!r}: give a GameState, the "
                                    "path of a saved game file, its JSON text or its record")
        with path.open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
        return _from_data(parse_json(data))
    raise TypeError("story() needs a GameState, the path of a saved game file (str or Path), "
                    f"its JSON text or its record (dict), not {type(game_or_file).__name__}")


def _from_data(data) -> GameState:
    """The engine's record, or the record inside a widget's game file (``"record"``)."""
    if isinstance(data, dict) and data.get("format") != RECORD_FORMAT \
            and isinstance(data.get("record"), dict):
        data = data["record"]
    return from_record(data)


def _observer(observer, game: GameState):
    if observer == "auto":
        return "all" if game.is_over else None
    if observer is None or observer == "all":
        return observer
    if is_whole(observer) and 0 <= observer < game.n_players:
        return int(observer)
    raise ValueError(f"observer must be 'auto', 'all', None (the public view) or a seat "
                     f"0..{game.n_players - 1}, not {observer!r}")


def visible(m: dict, observer, over: bool) -> dict | None:
    """The raw moment as ``observer`` may see it (R7.5), or None if it needs a hand the
    observer cannot see: held back / could have solved only for the observer's own seat
    (or everyone with ``"all"``); a hoard's cards and points only for its owner, or for
    everyone once the game is over (R6.4)."""
    private = m.get("private")
    if private is None or observer == "all" or observer == private:
        return m
    if m["kind"] == "hoarded":
        if over:
            return m
        return {**m, "cards": (), "points": None}
    return None


def story(game_or_file, *, lang: str = "en", observer="auto", risk: bool = True,
          rollouts: int = 200, seed: int = 0, progress=None) -> Story:
    """The story of a game: the full-blown crises against R6.1's limits move by move, each
    player's choices (gave, hoarded, discarded, held back, could have solved), the risk of
    collective loss from the public table, and the turning points in words.

    ``game_or_file``: a GameState (finished, lost, saved or still going), the path of a
    saved game file, its JSON text or its record dict. ``observer``: ``"all"`` (every hand,
    after the game), a seat (its own hand only, R7.5), None (the public view) or
    ``"auto"`` (``"all"`` once the game is over, else None). ``risk``: compute the risk
    curve (``rollouts`` per position, from the public view, seeded by ``seed``);
    ``progress(done, total)`` is called as it goes."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    if progress is not None and not callable(progress):
        raise ValueError(f"progress must be a function progress(done, total) or None, not "
                         f"{type(progress).__name__}")
    game = load_game(game_or_file)
    observer = _observer(observer, game)
    t = translator(lang)
    names = game.players
    steps, raw = analyse(game)
    over = game.is_over
    moments = []
    for m in raw:
        seen = visible(m, observer, over)
        if seen is None:
            continue
        fields = {k: seen.get(k) for k in _FIELDS}
        fields["cards"] = tuple(seen.get("cards") or ())
        moments.append(Moment(text=moment_text(t, names, seen), **fields))
    curve = risk_curve(game, steps, rollouts=rollouts, seed=seed, progress=progress) \
        if risk else None
    outcome = None if not over else ("lost" if game.outcome.lost else "saved")
    made = Story(lang=lang, players=tuple(names), teams=game.config.teams, over=over,
                 outcome=outcome, causes=tuple(game.outcome.causes) if over else (),
                 observer=observer, steps=steps, moments=moments, risk=curve,
                 turns=game.turn)
    return Story(**{**made.__dict__, "turning_points": turning_points(made, game, t)})


"""The classroom widget: ``terra_widget.play([...])`` shows a whole game of Terra.

    import terra_widget
    terra_widget.play(["Ana", "Ben", "Chloé", "Dev"], bots={"Dev": "balanced"}, seed=7)

``terra_widget.show(state)`` shows a copy of any engine game at its current moment
(lessons that script a game step by step).

The app is an ipywidgets ``VBox`` (``TerraApp``) built on the engine's public API only
(``terra_widget.rules``), with bots from ``terra_widget.bots`` and the risk meter from
``terra_widget.sim``. It holds no rules: every enabled game button carries one of
``state.legal_actions()``; everything shown comes from ``state.view(None)`` (public) or,
for the hand of the seat to act once revealed, ``state.view(seat)``.

Selector contract (stable CSS classes, for browser tests and custom styling)
----------------------------------------------------------------------------
Root and layout
    ``terra-app``            the whole widget (also ``terra-projector`` in projector mode)
    ``terra-game``           everything below the settings (hidden while a resume is offered)
    ``terra-title``, ``terra-tagline``, ``terra-settings``, ``terra-style``
    ``terra-table-view``     the public table, a grid (``terra-over`` once the game ended):
                             ``terra-status-bar`` on top (at the end: the verdict, New game
                             and the question), ``terra-board-area`` (the board with the
                             prompt over it during the game; ``terra-over`` too),
                             ``terra-gauges``, ``terra-side`` (``terra-seat-slot``,
                             ``terra-region-counters``, ``terra-risk``), ``terra-debrief``
    ``terra-seat-view``      the seat's panel (status of the hand, buttons, hand, hoards)
    ``terra-secondary``      the tabs under the game: ``terra-log-page``,
                             ``terra-players-page``, the story (``terra-story-view``),
                             ``terra-time``, ``terra-files-page`` and the settings
    ``terra-row``            a row of controls; ``terra-nowrap`` text kept on one line
    ``terra-run-again``      what a stale copy of the app shows (the cell was run again)
Settings (top bar)
    ``terra-lang`` (dropdown), ``terra-projector-toggle``, ``terra-prompts-toggle``,
    ``terra-teacher`` (toggle: open all hands for the debrief), ``terra-length`` (toggle
    buttons: "full" or "short", the classroom short game, for the games dealt)
Resume offer (only when an unfinished autosave was found)
    ``terra-resume-offer`` (box), ``terra-resume-text``, ``terra-resume`` (button),
    ``terra-new-game`` (button), ``terra-resume-choice`` (radio buttons: which game, when
    several unfinished games of the same set-up were saved)
Messages
    ``terra-notice``         saved/loaded/errors; an error contains ``.terra-error-box``, a
                             notice ``.terra-notice-box``; ``terra-alert`` the one under the
                             status line; ``terra-files-message`` the one beside the files
Turn flow
    ``terra-status``         whose decision and which phase, in words (``role=status``;
                             also ``terra-phase``, its older name), in ``terra-status-text``;
                             inside: ``.terra-status-box``, ``.terra-status-what``,
                             ``.terra-status-line`` (``.terra-status-turn``,
                             ``.terra-status-who``) and ``.terra-status-just`` (what just
                             played itself: forced moves, computer players)
    ``terra-play-again``     "New game" beside the verdict, once the game is over
    ``terra-draw``, ``terra-pass``, ``terra-end-turn``   buttons, disabled unless legal
    ``terra-actions``        the row of draw, pass, end turn and show hand
    ``terra-show-hand``      toggle "show my hand" (hot seat); ``terra-action-aid``
    ``terra-hand-title``     whose hand / "hand is hidden" / a hint (``.terra-hint``)
    ``terra-hand-row``       the crisis to help (``terra-target``) above the hand
    ``terra-hand``           box of ``terra-card`` buttons (only while the hand is shown;
                             each enabled card plays one legal action; every card also
                             has ``terra-card-<colour>``: ``green``/``blue``/``red``)
    ``terra-target``         toggle buttons: which full-blown crisis gets the card (phase 3)
    ``terra-hoard``          box of ``terra-hoard-set`` buttons (one per legal hoard);
                             ``terra-hoard-title``
    ``terra-action``         every button that plays a game action (draw, pass, end turn,
                             cards, hoard sets): ``.terra-action:not([disabled])`` is what
                             the person to act may click now
Computer players
    ``terra-bots`` (row), ``terra-speed`` (toggle buttons: manual/slow/normal/fast/instant),
    ``terra-step`` (one bot move), ``terra-continue`` (visible while bots are paused)
Counters against the loss thresholds (always visible; large text)
    ``terra-counters``       the row; ``terra-counters-title``; ``terra-colour-legend``
                             (``.terra-colour-legend-inner``, ``.terra-colour-legend-item``,
                             ``.terra-colour-chip``)
    ``terra-counter``        every counter; plus one of ``terra-counter-region``,
                             ``terra-counter-colour``, ``terra-counter-total`` and an id
                             class ``terra-counter-region-<region>`` (e.g.
                             ``terra-counter-region-africa``), ``terra-counter-colour-<colour>``
                             (``green``/``blue``/``red``), ``terra-counter-total``.
                             Text: "Africa 1/3", "▲ green 2/4", "All crises 3/7" (English).
                             State classes: ``terra-warning`` (one more crisis ends the game;
                             text starts with "⚠"), ``terra-broken`` (limit reached; "✖").
                             The colour and total gauges also have ``terra-gauge-<id>``;
                             the text is in ``.terra-counter-inner``.
Board
    ``terra-board``          the ipycanvas canvas: the ``<canvas>`` element itself carries
                             the class (select ``canvas.terra-board``), 960 x 520 pixels
                             (projector mode: 1920 x 1120, drawn at twice the pixels,
                             as wide as the notebook);
                             it is redrawn after every action (most moves change it; a
                             hoard or a discard may leave the picture the same)
    ``terra-board-text``     the board in words (for screen readers and tests)
                             Keyboard: the board takes the focus in Tab order but keeps
                             every key; Tab/Escape there moves on to the first usable
                             control after it, Shift+Tab back to the one before
End and debrief
    ``terra-end-screen``     hidden until the game ends (its box ``.terra-end``); then
                             ``terra-end-lost`` (names each
                             broken threshold in ``.terra-end-causes li``) or
                             ``terra-end-won`` (ranking in ``.terra-ranking li``)
    ``terra-debrief``        per player points from crises solved, hoarded, their sum
                             (final, or would have scored when lost), cards given per
                             colour (``.terra-debrief-table``: numbers in ``td.terra-num``;
                             ``th.terra-debrief-given`` over one ``th.terra-debrief-colour``
                             per colour, its ``.terra-debrief-symbol`` and
                             ``.terra-debrief-name``; each count a ``td.terra-debrief-count``;
                             ``caption.terra-debrief-legend``, the colours' names under the
                             table on a phone), risk chart (``svg.terra-risk-chart``)
    ``terra-story-view``     the story in its tab: ``terra-story-title``,
                             ``terra-story-note`` (whose held-back cards are marked),
                             ``terra-story-measuring`` (``terra-story-progress``,
                             ``terra-story-progress-text``), ``terra-story-scroll`` >
                             ``terra-story-frame`` > ``terra-story-picture`` (the SVG) and
                             ``terra-story-hit`` (the transparent canvas taking clicks),
                             ``terra-story-hint``, ``terra-story-turning-title``,
                             ``terra-story-turning`` > ``terra-story-turning-row`` >
                             ``terra-story-go`` (button) + ``terra-story-turning-text``
Discussion and risk
    ``terra-prompt`` (box), ``terra-prompt-text`` (``.terra-prompt-box``),
    ``terra-prompt-dismiss``; the corner it sits in: ``terra-prompt-top-left``,
    ``terra-prompt-top-right``, ``terra-prompt-bottom-right`` (none: bottom left)
    ``terra-risk``           the live risk gauge (``[role=meter]``, ``.terra-risk-bar``,
                             ``.terra-risk-fill``), when enabled
Players, teacher view
    ``terra-players``        table of players (``table.terra-table.terra-players-table``;
                             the one to act has ``.terra-to-act``; each name in
                             ``.terra-players-name``, who plays also under it,
                             ``.terra-players-kind``, shown on a phone)
    ``terra-all-hands``      every hand and hoard (teacher switch on)
Time travel, log, files
    ``terra-undo``, ``terra-redo``, ``terra-jump`` (number box: the moment, 0 = start),
    ``terra-jump-label`` (that moment in words),
    ``terra-jump-go``, ``terra-time`` (``terra-time-title``, ``terra-time-rule``)
    ``terra-log`` (narrated events, newest first, in ``terra-log-box``), ``terra-log-title``
    ``terra-file`` (text), ``terra-save``, ``terra-load``, ``terra-upload``, ``terra-files``,
    ``terra-overwrite`` (box, only while "Overwrite X?" waits) with ``terra-overwrite-yes``
    and ``terra-overwrite-no``; ``terra-auto-toggle`` (settings: forced moves play
    themselves)

Autosave
--------
By default the game is saved after every change, in ``.terra-saves/`` in the current
folder (the notebook's), to a file of its own named from the notebook and the players
(``01_play_terra.ana-ben-chloe-dev-1a2b3c.terra-autosave.json``, see ``session.saves``);
keep ``*.terra-autosave.json`` out of git. The environment variable
``TERRA_WIDGET_AUTOSAVE`` names another folder, or ``off``. When ``play()`` finds unfinished
autosaves of the same set-up (also beside the notebook, where an earlier release of the package
saved) it offers Resume (a choice when there are several) / New game; New game keeps the old file as
a backup, and only the newest ``saves.KEEP_BACKUPS`` backups are kept. A new ``play()`` for the same
autosave closes the previous widget.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from ..i18n import translator
from ..rules import new_game
from ..rules.face.names import normal_name
from ..session.controller import SPEEDS
from ..session.saves import GameFiles, claim, translate
from ..session.session import Session, default_autosave_path
from .board import draw


def __getattr__(name):
    # The widget (ipywidgets, ipycanvas) is imported only when it is used, so that the
    # controller, the session and the board's drawing can run without Jupyter: a
    # classroom server, or the tests that check the controller needs no widget.
    if name == "TerraApp":
        from .app import TerraApp

        return TerraApp
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

_DEFAULT = object()


def play(players, *, bots: Mapping | None = None, seed: int | None = None,
         teams: bool = False, lang: str = "en", first_player=0, autosave=_DEFAULT,
         prompts: bool = True, risk_meter=False, projector: bool | None = None,
         speed: str = "normal", crises=None, risk_rollouts: int = 200,
         auto_forced: bool = True, length: str | None = None):
    """Start a game of Terra in the notebook; returns the widget (display it as the last
    expression of a cell).

    ``players``: 3 to 6 names, clockwise. ``bots``: which of them the computer plays,
    ``{"Dev": "balanced"}`` -- a strategy name for ``terra_widget.bots.make_strategy``
    ("random", "cooperative", "selfish", "balanced", "balanced:0.5", "reciprocal") or any
    object with ``choose(view, legal) -> action``. ``seed``: the shuffle (same seed, same game).
    ``teams``: the team variant (4 or 6 players). ``lang``: "en", "fr", "de", "es" or "ca".
    ``first_player``: a seat number or a name. ``autosave``: a file path, or False;
    by default a file of this game's own next to the notebook (see the module
    docstring). ``prompts``: discussion questions at key moments. ``risk_meter``: True for
    the simulation's live gauge (or a function ``(view, rollouts=, seed=) -> estimate``); it
    measures every position on screen with ``risk_rollouts`` rollouts, and at speed "instant"
    each draw of the computer players with fewer (``session.INSTANT_RISK_ROLLOUTS``) for the
    debrief's chart. ``auto_forced``: a person whose only possible move is Pass or End
    turn has it played for them (the log says so; undo skips it).
    ``projector``: large text; left out, it follows the page's address: a Voila app opened
    with ``?projector=1`` starts in projector mode. ``speed``: how fast the computer plays:
    "manual" (only with the Step button), "slow", "normal", "fast" or "instant".
    ``crises``: a custom deck. ``length``: "full" (the rulebook's game, about 75 turns) or
    "short", this project's classroom short game (about 40 turns, fewer crises and a
    shorter draw pile; docs/rules.md, "The classroom short game"); left out, it follows
    the page's address: a Voila app opened with ``?length=short`` deals a short game.
    The Settings tab's "Game length" switches it for the games the app deals.

    Bad arguments raise an error that says what is wrong and what is allowed.
    """
    from .app import TerraApp

    translator(lang)  # raises ValueError naming the languages
    if projector is None:
        projector = projector_requested()
    if speed not in SPEEDS:
        raise ValueError(f"unknown speed {speed!r}; choose one of {', '.join(SPEEDS)}")
    if length is None:
        length = length_requested()
    state = new_game(players, seed=seed, teams=teams, first_player=first_player, crises=crises,
                     length=length)
    call_bots = _check_bots(bots, state.players)
    resolve = _resolver(call_bots)
    bot_objs, specs = resolve(state, {})
    risk_fn = _risk_function(risk_meter)
    path = _autosave_path(autosave, state.players)
    session = Session(state, bot_objs, specs)
    # the unfinished autosaves of the same set-up are offered; a damaged one is reported
    # and left in place (saves.GameFiles)
    files, notices = GameFiles.for_new_game(session, autosave=path)
    t = translator(lang)
    app = TerraApp(session, lang=lang, prompts=prompts, risk_meter=risk_fn,
                   projector=projector, speed=speed, resolve_bots=resolve, files=files,
                   notice=" ".join(translate(t, n) for n in notices),
                   risk_rollouts=risk_rollouts, auto_forced=auto_forced)
    if path is not None:
        claim(path, app)  # a previous run of this cell (same game) stops
    return app


def length_requested(environ=None) -> str:
    """The game length the page's address asks for: ``?length=short`` gives "short" (the
    classroom short game), anything else "full" (as ``projector_requested``: Voila hands
    the query to the kernel as ``QUERY_STRING``)."""
    from urllib.parse import parse_qs

    environ = os.environ if environ is None else environ
    asked = parse_qs(environ.get("QUERY_STRING", "")).get("length", [""])[-1]
    return "short" if asked.strip().lower() == "short" else "full"


def projector_requested(environ=None) -> bool:
    """Whether the page's address asks for projector mode (``?projector=1``, ``true``,
    ``yes`` or ``on``). Voila hands the address's query to the kernel as the environment
    variable ``QUERY_STRING``; in JupyterLab there is none, and the answer is no."""
    from urllib.parse import parse_qs

    environ = os.environ if environ is None else environ
    asked = parse_qs(environ.get("QUERY_STRING", "")).get("projector", [""])[-1]
    return asked.strip().lower() in ("1", "true", "yes", "on")


def show(state, *, lang: str = "en", open_hands: bool = True, bots: Mapping | None = None,
         prompts: bool = False, projector: bool = False, speed: str = "manual"):
    """Show a copy of an engine game (``terra_widget.rules.GameState``) in the widget, as it
    is at this moment: for lessons that script a game and stop at each rule.

    The widget plays on its own copy (undo, time travel and new moves never change
    ``state``) and never autosaves. ``open_hands``: the teacher switch that shows every
    hand, on by default since a lesson explains the cards. ``bots``: which players the
    computer plays from here on, as in ``play``. Other options as in ``play``.
    """
    from ..rules import GameState
    from .app import TerraApp

    translator(lang)
    if not isinstance(state, GameState):
        raise TypeError(f"show() takes a game from terra_widget.rules.new_game, not "
                        f"{type(state).__name__}")
    if state.seed is None:
        raise ValueError("this state was sampled by the risk meter and has no history; "
                         "show() needs a game made with new_game")
    if speed not in SPEEDS:
        raise ValueError(f"unknown speed {speed!r}; choose one of {', '.join(SPEEDS)}")
    copy = state.clone()
    resolve = _resolver(_check_bots(bots, copy.players))
    bot_objs, specs = resolve(copy, {})
    app = TerraApp(Session(copy, bot_objs, specs), lang=lang, autosave=None, prompts=prompts,
                   risk_meter=None, projector=projector, speed=speed, resolve_bots=resolve)
    if open_hands:
        app.secondary.teacher_toggle.value = True
    return app


def _check_bots(bots, players) -> dict:
    if bots is None:
        return {}
    if not isinstance(bots, Mapping):
        raise TypeError("bots must map player names to strategies, e.g. "
                        "{'Dev': 'balanced'}, not " + type(bots).__name__)
    out = {}
    for name, spec in bots.items():
        # the players' names are kept in one Unicode form (R1.1): a bot named "Chloé"
        # typed with a combining accent is Chloé's
        key = normal_name(name) if isinstance(name, str) else name
        if key not in players:
            raise ValueError(f"bots: {name!r} is not one of the players "
                             f"({', '.join(players)})")
        if not isinstance(spec, str) and not callable(getattr(spec, "choose", None)):
            raise TypeError(f"bots: the strategy for {name!r} must be a strategy name such "
                            f"as 'balanced' or an object with choose(view, legal), not "
                            f"{spec!r}")
        out[key] = spec
    return out


def _bot_seed(game_seed: int, seat: int) -> int:
    """Each computer player's own seed, derived from the game's: reproducible games."""
    from ..sim.seeding import bot_seed  # the one place seeds are derived

    return bot_seed(game_seed, seat)


def _resolver(call_bots: dict):
    """Strategies for a game's seats: the bots named in this ``play()`` call win, then the
    ones saved with the game; everyone else is a person."""

    def resolve(state, saved_bots: Mapping[str, str]):
        wanted = {**saved_bots, **call_bots}
        bots, specs = {}, {}
        for seat, name in enumerate(state.players):
            spec = wanted.get(name)
            if spec is None:
                continue
            if isinstance(spec, str):
                bots[seat] = _make_strategy(spec, _bot_seed(state.seed, seat))
            else:
                bots[seat] = spec
            specs[seat] = spec
        return bots, specs

    return resolve


def _make_strategy(spec: str, seed: int):
    try:
        from ..bots import make_strategy
    except ImportError as exc:  # pragma: no cover - the bots package ships with us
        raise ImportError(f"computer players need terra_widget.bots, which cannot be "
                          f"imported: {exc}") from exc
    return make_strategy(spec, seed=seed)


def _risk_function(risk_meter):
    if risk_meter is False or risk_meter is None:
        return None
    if risk_meter is True:
        try:
            from ..sim import estimate_risk
        except ImportError as exc:  # pragma: no cover - the sim package ships with us
            raise ImportError(f"the risk meter needs terra_widget.sim, which cannot be "
                              f"imported: {exc}") from exc
        return estimate_risk
    if callable(risk_meter):
        return risk_meter
    raise TypeError(f"risk_meter must be True, False or a function, not {risk_meter!r}")


def _autosave_path(autosave, players) -> Path | None:
    if autosave is _DEFAULT or autosave is True:
        return default_autosave_path(players)
    if autosave is False or autosave is None:
        return None
    if isinstance(autosave, (str, Path)):
        return Path(autosave)
    raise TypeError(f"autosave must be a file path, True or False, not {autosave!r}")


__all__ = ["play", "show", "TerraApp", "draw", "Session", "SPEEDS"]

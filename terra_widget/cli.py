"""The ``terra-widget`` command line.

    terra-widget simulate --players 4 \\
        --strategies cooperative,selfish,balanced:0.5,random --games 10000 --seed 1

prints a summary table of the simulated games (loss rate with its 95% confidence
interval, loss causes, scores and win rates per strategy), in English or, with ``--lang``,
in French, German, Spanish or Catalan. A progress bar (tqdm's) goes to stderr
on long runs. Errors in the arguments give one line saying what is allowed, and exit
code 2. Runs of any length (up to ``MAX_GAMES``) take bounded memory; ``--json`` files
are written atomically (Ctrl-C or a full disk leaves the previous file as it was), only over
an ordinary file, and follow the umask like any new file (``files.write_atomic``).

Each command is one ``Command`` in ``COMMANDS``: its help texts, the function adding its
arguments and the one running it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import NamedTuple

from terra_widget.bots import ALLOWED_SPECS, make_strategy
from terra_widget.files import NotAFileError, check_replaceable, write_atomic
from terra_widget.i18n import LANGUAGES, strings, translator
from terra_widget.rules.face.setup import teams_refusal
from terra_widget.sim.progress import Bar
from terra_widget.sim.results import KEEP_RECORDS_UP_TO
from terra_widget.sim.runner import MAX_GAMES, MAX_GAMES_WHY

#: Runs with at least this many games show a progress bar (unless --no-progress).
PROGRESS_FROM = 500


class Command(NamedTuple):
    """A subcommand: what ``terra-widget --help`` says of it (``help``), what its own
    ``--help`` says (``description``, then ``epilog``), the function adding its arguments
    and the one running it (``run(args, out, err)`` returns the exit code)."""

    help: str
    description: str
    arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[..., int]
    epilog: str | None = None


class UsageError(Exception):
    """A bad command-line argument (exit code 2)."""


class _Parser(argparse.ArgumentParser):
    """argparse, but errors are one line (prog: error: what is wrong) and exit code 2."""

    def error(self, message: str):  # noqa: D401 - argparse API
        raise UsageError(message)


def _players(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = None
    if n is None or not 3 <= n <= 6:
        raise argparse.ArgumentTypeError(
            f"must be a whole number from 3 to 6 (R1.1), not {text!r}")
    return n


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = None
    if n is None or n < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number >= 1, not {text!r}")
    return n


def _games(text: str) -> int:
    n = _positive(text)
    if n > MAX_GAMES:  # refused before anything is played or allocated
        raise argparse.ArgumentTypeError(f"must be at most {MAX_GAMES:,}{MAX_GAMES_WHY}, "
                                         f"not {text}")
    return n


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None


def _lang(text: str) -> str:
    if text not in LANGUAGES:
        raise argparse.ArgumentTypeError(f"must be one of {', '.join(LANGUAGES)}, not {text!r}")
    return text


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="terra-widget",
        description="Terra, the card game by Bruno Faidutti, for the classroom: "
                    "command-line tools. The classroom widget itself runs in Jupyter "
                    "(terra_widget.play()); `terra-widget classroom` serves one device per "
                    "student.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, command in COMMANDS.items():
        command_parser = sub.add_parser(name, help=command.help,
                                        description=command.description,
                                        epilog=command.epilog)
        command.arguments(command_parser)
        command_parser.set_defaults(run=command.run)
    return parser


def _simulate_arguments(sim: argparse.ArgumentParser) -> None:
    sim.add_argument("--players", type=_players, default=None, metavar="N",
                     help="number of players, 3 to 6 (default: one per strategy listed, "
                          "or 4 if a single strategy is given)")
    sim.add_argument("--strategies", default="cooperative", metavar="LIST",
                     help="comma-separated strategies, one per seat in seat order, or a "
                          f"single one for every seat (default: cooperative). Allowed: "
                          f"{ALLOWED_SPECS}")
    sim.add_argument("--games", type=_games, default=1000, metavar="N",
                     help=f"how many games to play, 1 to {MAX_GAMES:,} (default: 1000); "
                          "memory does not grow with it")
    sim.add_argument("--seed", type=_seed, default=0, metavar="S",
                     help="master seed: every game's deal and every bot's choices derive "
                          "from it (default: 0)")
    sim.add_argument("--teams", action="store_true",
                     help="play the team variant: partners sit opposite and share a score "
                          "(4 or 6 players only)")
    sim.add_argument("--workers", type=_positive, default=1, metavar="N",
                     help="local processes to use (default: 1, no extra processes); the "
                          "results do not depend on it")
    sim.add_argument("--json", default=None, metavar="PATH",
                     help="also write the summary to this JSON file, with every game's "
                          f"record for runs of up to {KEEP_RECORDS_UP_TO:,} games; written "
                          "atomically (an interrupted write leaves the previous file), only "
                          "over an ordinary file (never a folder, device, pipe or link), "
                          "with the permissions your umask gives new files")
    sim.add_argument("--lang", type=_lang, default="en", metavar="LANG",
                     help="language of the printed report: "
                          + ", ".join(f"{c} ({strings(c)['lang.name']})" for c in LANGUAGES)
                          + " (default: en); the --json file is the same in every language")
    sim.add_argument("--no-progress", action="store_true",
                     help=f"never show the progress bar (it is shown on stderr for runs of "
                          f"{PROGRESS_FROM} games or more)")


def _strategy_list(args) -> list[str]:
    specs = [s.strip() for s in args.strategies.split(",")]
    if any(not s for s in specs):
        raise UsageError(f"--strategies has an empty name in {args.strategies!r}; give "
                         f"comma-separated names from: {ALLOWED_SPECS}")
    for s in specs:
        try:
            make_strategy(s)
        except ValueError as exc:
            raise UsageError(f"--strategies: {exc}") from None
    players = args.players
    if len(specs) == 1:
        specs = specs * (players or 4)
    elif players is not None and players != len(specs):
        raise UsageError(f"--strategies lists {len(specs)} strategies but --players is "
                         f"{players}: give one per seat, or a single strategy for every "
                         "seat")
    if not 3 <= len(specs) <= 6:
        raise UsageError(f"--strategies lists {len(specs)} strategies; Terra needs 3 to 6 "
                         "players (one strategy per seat)")
    if args.teams and (refusal := teams_refusal(len(specs))) is not None:
        raise UsageError(f"--teams: {refusal}")
    return specs


def _check_json_path(path: str) -> None:
    """Refuse a --json path that cannot be written, before simulating rather than after
    (a long run would be lost). Checks only: creates nothing."""
    if not path:
        raise UsageError("--json needs a file path, such as results.json")
    target = os.path.abspath(path)
    folder = os.path.dirname(target)

    def bad(reason: str) -> UsageError:
        return UsageError(f"--json {path}: {reason}; give a file path in an existing, "
                          "writable folder")

    try:  # only an ordinary file is ever replaced (files.check_replaceable says why)
        check_replaceable(target)
    except NotAFileError as exc:
        raise bad(f"it is {exc.kind}, not an ordinary file, and only an ordinary file is "
                  "replaced") from None
    except IsADirectoryError:
        raise bad("it is a folder, not a file") from None
    if not os.path.exists(folder):
        raise bad(f"the folder {folder} does not exist")
    if not os.path.isdir(folder):
        raise bad(f"{folder} is not a folder")
    if os.path.exists(target):
        if not os.access(target, os.W_OK):
            raise bad("the file cannot be written (permission denied or read-only)")
    elif not os.access(folder, os.W_OK | os.X_OK):
        raise bad(f"cannot create files in {folder} (permission denied or read-only)")


def _run_simulate(args, out, err) -> int:
    from terra_widget.sim import simulate

    specs = _strategy_list(args)
    if args.json is not None:
        _check_json_path(args.json)
    progress = None
    if not args.no_progress and args.games >= PROGRESS_FROM:
        progress = Bar(args.games, stream=err)
    result = simulate(specs, args.games, seed=args.seed, teams=args.teams,
                      workers=args.workers, progress=progress)
    out.write(result.table(args.lang) + "\n")
    if args.json is not None:
        text = result.to_json(indent=1)
        try:  # checked before the run; this still catches a full disk, a race...
            write_atomic(args.json, text)  # atomic: all or nothing
        except OSError as exc:
            err.write(f"terra-widget simulate: error: cannot write {args.json}: "
                      f"{exc.strerror or exc}; any previous file there is unchanged\n")
            return 1
        except KeyboardInterrupt:
            # Ctrl-C can come after the rename (while the folder is synced): then the new
            # file is already in place, and the message must say so. Look, do not guess.
            if _holds(args.json, text):
                err.write(f"\nterra-widget simulate: interrupted after {args.json} was "
                          "written: it holds this run's results\n")
            else:
                err.write(f"\nterra-widget simulate: interrupted before {args.json} was "
                          "written; any previous file there is unchanged\n")
            return 130
        what = "every game's record and the summary" if result.has_records else \
            (f"the summary (the {args.games:,} games' own records are kept only for runs of "
             f"up to {KEEP_RECORDS_UP_TO:,} games)")
        out.write(f"Wrote {what} to {args.json}\n")
    return 0


def _holds(path: str, text: str) -> bool:
    """Whether the file at ``path`` holds exactly ``text`` (read back, not assumed)."""
    data = text.encode("utf-8")
    try:
        with open(path, "rb") as fh:
            return fh.read(len(data) + 1) == data
    except OSError:
        return False


# --- tournament: a class tournament of strategy files ----------------------------------

def _tournament_arguments(tour: argparse.ArgumentParser) -> None:
    tour.add_argument("folder", metavar="FOLDER", help="folder of strategy files (.py)")
    tour.add_argument("--games", type=_positive, default=20, metavar="N",
                      help="games per strategy (default: 20)")
    tour.add_argument("--seed", type=_seed, default=0, metavar="S",
                      help="the same seed gives the same tournament (default: 0)")
    tour.add_argument("--seats", type=_players, default=4, metavar="N",
                      help="players per table, 3 to 6 (default: 4)")
    tour.add_argument("--add", default="", metavar="LIST",
                      help=f"bundled strategies to add, comma-separated ({ALLOWED_SPECS})")
    tour.add_argument("--workers", type=_positive, default=1, metavar="N",
                      help="worker processes (default: 1); the results do not depend on it")
    tour.add_argument("--limit", type=float, default=1.0, metavar="SECONDS",
                      help="longest a strategy may think over one decision (default: 1)")
    tour.add_argument("--json", default=None, metavar="PATH",
                      help="also write the figures and problems to this JSON file")
    tour.add_argument("--csv", default=None, metavar="PATH",
                      help="also write one row per strategy to this CSV file")
    tour.add_argument("--lang", type=_lang, default="en", metavar="LANG",
                      help="language of the report: " + ", ".join(LANGUAGES))
    tour.add_argument("--no-progress", action="store_true", help="no progress bar")


def _run_tournament(args, out, err) -> int:
    import json

    from terra_widget.sim.tournament import TournamentError, tournament

    for path in (args.json, args.csv):
        if path is not None:
            _check_json_path(path)
    added = [s.strip() for s in args.add.split(",") if s.strip()]
    for spec in added:
        try:
            make_strategy(spec)
        except ValueError as exc:
            raise UsageError(f"argument --add: {exc}") from None
    if not args.limit > 0:
        raise UsageError(f"argument --limit: must be a number of seconds above 0, not "
                         f"{args.limit}")
    try:
        result = tournament(args.folder, added, games=args.games, seed=args.seed,
                            seats=args.seats, workers=args.workers, limit=args.limit,
                            lang=args.lang, progress=False if args.no_progress else Bar(
                                None, translator(args.lang)("tournament.progress"),
                                stream=err))
    except TournamentError as exc:
        raise UsageError(str(exc)) from None
    out.write(result.table(args.lang) + "\n")
    try:
        if args.json is not None:
            write_atomic(args.json, json.dumps(result.to_json(), indent=1,
                                               ensure_ascii=False))
        if args.csv is not None:
            write_atomic(args.csv, result.to_csv())
    except OSError as exc:
        err.write(f"terra-widget tournament: error: cannot write: {exc.strerror or exc}\n")
        return 1
    return 0


#: The subcommands by name, as ``build_parser`` adds them.
COMMANDS = {
    "simulate": Command(
        help="play many games between bots and summarise them",
        description="Play many games of Terra between bots (strategies) and print how "
                    "often the world was lost, why, and how each strategy scored. The same "
                    "--seed always gives the same games, however many --workers run them.",
        epilog=f"Strategies: {ALLOWED_SPECS}. random = any legal move; cooperative = "
               "always helps solve crises, never hoards; selfish = hoards whenever it "
               "can and helps only to unlock hoarding or to score; balanced:G = selfish "
               "with a chance that grows with greed G (0 = cooperative, 1 = selfish) and "
               "shrinks as the world gets into danger. "
               "Example: terra-widget simulate --players 4 --strategies "
               "cooperative,selfish,balanced:0.5,random --games 10000 --seed 1",
        arguments=_simulate_arguments, run=_run_simulate),
    "tournament": Command(
        help="play every strategy file of a folder against the others",
        description="A class tournament: every Strategy class of the .py files in FOLDER "
                    "plays the same number of games at mixed tables (seats and table-mates "
                    "drawn afresh each round); the bundled cooperative strategy fills empty "
                    "seats and takes over the seat of a strategy that fails. It runs the "
                    "students' code with your rights: it is not a sandbox.",
        arguments=_tournament_arguments, run=_run_tournament),
}


def main(argv=None, *, out=None, err=None) -> int:
    """Run the command line; returns the exit code (0 ok, 2 bad arguments, 130 Ctrl-C)."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["classroom"]:  # one device per student: terra_widget/rooms/voila/cli.py
        from terra_widget.rooms.voila.cli import main as classroom_main
        return classroom_main(argv[1:], out=out, err=err)
    prog = "terra-widget" + (f" {argv[0]}" if argv and argv[0] in COMMANDS else "")
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            raise UsageError(f"choose a command: {', '.join(COMMANDS)} "
                             "(see terra-widget --help)")
        return args.run(args, out, err)
    except UsageError as exc:
        err.write(f"{prog}: error: {exc}\n")
        return 2
    except SystemExit as exc:  # --help (0); argparse's own exits
        return exc.code if isinstance(exc.code, int) else 1
    except KeyboardInterrupt:
        err.write(f"\n{prog}: interrupted\n")
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""``tournament``: every strategy of a class plays every other, at mixed tables.

After Robert Axelrod's tournaments: strategies come from a folder of ``.py`` files (one or
more ``Strategy`` classes each, as lesson 05 writes them), from objects and from the
bundled names. Each plays the same number of games; in every round the entrants are
shuffled (one seeded draw per round, ``seeding.tournament_seed``) and dealt to tables of
``seats`` players (R1.1: 3 to 6), so that seats and table-mates rotate and nobody is
favoured by seat order or company; the bundled baseline fills the seats left over.

Table ``i`` is game ``i`` of a ``simulate`` run (R1.6, ``seeding.py``), so the same seed
gives the same tournament whoever plays which table: here, on local worker processes or
on any ``concurrent.futures.Executor`` (a Dask cluster's ``client.get_executor()``).

A tournament runs students' code with the rights of whoever runs it (the teacher): it is
not a sandbox. What it does guard against are mistakes, told by name in the user's
language (``strategy_errors``, ``tournament.*`` texts):

* a file that does not import, or holds no ``Strategy`` class, or a class that is not a
  ``Strategy``: left out, reported;
* a strategy that raises, answers a move the rules refuse (R7.3) or thinks longer than the
  per-decision limit: from that decision on, the bundled baseline plays its seat to the
  end of that game, and the game is marked (the other seats' games still count); then
  that strategy sits out the rest of the tournament (the baseline plays its seats from
  the start), so that a loop or a slow strategy costs the limit once, not in every game.
  The report still names it, says why and how many games it sat out;
* a strategy that never returns, or crashes its process: on the default worker processes
  a watchdog stops it (a decision past its limit is interrupted; a worker that does not
  answer is killed and replaced) and the table is played again with the baseline taking
  the seat over at that decision -- the very game the first case gives.

In the browser (the static site's Pyodide) neither a process nor a thread can start: there
a tournament plays its tables here, one after another, whatever ``workers`` or
``executor`` asks (the same seed, the same tournament); a decision past the limit is found
when it returns, but one that never returns cannot be stopped. The report says so in its
language.

The view a strategy gets holds no path to hidden cards (R7.5, ``rules.face.seat``).

The package, by job: ``entrants`` (students' files loaded and named), ``draw`` (the
tables), ``guard`` (the watchdog and guarded seats), ``table`` (one game played, and who
sits out), ``pool`` (worker processes that can be stopped), ``run`` (the tournament),
``results`` (the figures) and ``report`` (text, HTML, CSV, JSON, chart).
"""

from .draw import draw_tables
from .entrants import KINDS, Entrant, Problem, TournamentError, load_folder
from .guard import DECISION_LIMIT, IN_BROWSER
from .report import CHART_SIZE
from .results import TournamentResult
from .run import MAX_GAMES, tournament
from .table import BASELINE, TableResult, play_table, play_tables

__all__ = ["tournament", "TournamentResult", "TableResult", "Entrant", "Problem",
           "load_folder", "draw_tables", "play_table", "play_tables", "BASELINE",
           "DECISION_LIMIT", "TournamentError", "KINDS", "CHART_SIZE", "MAX_GAMES",
           "IN_BROWSER"]

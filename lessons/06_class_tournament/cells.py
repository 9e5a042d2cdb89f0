# 06_class_tournament: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.

# %% markdown t01-the-class-tournament

# %% markdown t02-1-collect

# %% code checked
from pathlib import Path

folder = Path("strategies")  # beside this notebook: one .py file per student
files = sorted(path.name for path in folder.glob("*.py"))
print(_("files").format(n=len(files), files=", ".join(files)))

# %% markdown t03-2-predict

# %% code
my_best_scorer = None  # _("hint-scorer")
my_best_saver = None  # _("hint-saver")

# %% markdown t04-3-play

# %% code checked
import terra_widget

bundled = ["cooperative", "selfish", "balanced", "reciprocal"]  # the project's own players
result = terra_widget.tournament(folder, bundled, games=500, seed=1, lang=LANG, progress=True)
result  # the report (a table in the notebook, text elsewhere)

# %% code checked
from terra_widget.lessons import reveal_tournament

print(reveal_tournament(result, my_best_scorer, my_best_saver, LANG))  # guesses, then results

# %% markdown t05-4-chart

# %% code
chart = result.plot()  # drawn by matplotlib here, as a picture (SVG) in a browser
chart.show()

# %% markdown t05b-everyone-copies

# %% code
my_guess_spreads = None  # _("hint-spreads")
my_guess_worst_round = None  # _("hint-worst-round")

# %% code checked
from terra_widget.lessons import reveal_evolution
from terra_widget.sim.evolution import evolve

population = {"selfish": 4, "cooperative": 4, "reciprocal": 4, "balanced:0.5": 4}  # 16 players
evolution = evolve(population, rounds=8, games_per_round=100, seed=1)
print(evolution.table(LANG))
print()
print(reveal_evolution(evolution, my_guess_spreads, my_guess_worst_round, LANG))

# %% code
chart = evolution.plot(LANG)  # the seats of each strategy, and the games lost, round by round
chart.show()

# %% markdown t06-5-debrief

# %% markdown t07-6-what-the-lessons-built

# %% code
my_exit_answer = None  # _("hint-exit")

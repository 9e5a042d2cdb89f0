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
my_best_scorer = None  # a strategy's name, between quotes: the best score when the world is saved
my_best_saver = None  # and the one at whose tables the world is saved most often

# %% markdown t04-3-play

# %% code checked
import terra_widget

result = terra_widget.tournament(folder, ["cooperative", "selfish", "balanced"], games=40,
                                 seed=1, lang=LANG, progress=True)
result  # the report (a table in the notebook, text elsewhere)

# %% code checked
from terra_widget.lessons import conclude, reveal_choice, strategy_name, tournament_leaders

scorer, saver = tournament_leaders(result)  # names as the tournament knows them
print(reveal_choice(my_best_scorer, strategy_name(scorer, LANG), LANG, aliases=[scorer]))
print(reveal_choice(my_best_saver, strategy_name(saver, LANG), LANG, aliases=[saver]))
print(conclude("tournament", LANG, scorer=strategy_name(scorer, LANG),
               saver=strategy_name(saver, LANG)))

# %% markdown t05-4-chart

# %% code
chart = result.plot()  # drawn by matplotlib here, as a picture (SVG) in a browser
chart.show()

# %% markdown t06-5-debrief

# %% markdown t07-6-what-the-lessons-built

# %% code
my_exit_answer = None  # your answer to the exit question, between quotes

# 03_tragedy_of_the_commons: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.
# Every result is asked for first (a my_... = None cell) and shown only by the cell that
# reveals it (terra_widget.lessons: reveal, conclude); chart titles state no result.

# %% markdown t01-the-tragedy-of-the

# %% markdown t02-1-first-make-a

# %% code
my_guess_greedy = None  # _("hint-greedy")
my_guess_cooperative = None  # _("hint-cooperative")

# %% markdown t03-2-the-computer-players

# %% code
from terra_widget.i18n import translator
from terra_widget.lessons import conclude, lost, reveal, reveal_choice, saved, say
from terra_widget.sim import simulate
from terra_widget.sim.charts import Chart  # matplotlib here, a picture (SVG) in a browser

t = translator(LANG)  # the game's own words, in the language of this notebook

# %% markdown t04-3-the-answer-four

# %% code checked
greedy = simulate(["selfish"] * 4, 1000, seed=1)
print(reveal(my_guess_greedy, greedy, LANG, measure="saved"))
print(conclude("greedy_table", LANG, saved=saved(greedy)))

# %% markdown t05

# %% code checked
causes = greedy.summary()["loss_causes"]
print(_("cause-region").format(games=causes["region"]))
print(_("cause-colour").format(games=causes["colour"]))
print(_("cause-total").format(games=causes["total"]))

# %% markdown t06

# %% code checked
cooperative = simulate(["cooperative"] * 4, 300, seed=1)
at_random = simulate(["random"] * 4, 300, seed=1)
print(reveal(my_guess_cooperative, cooperative, LANG, measure="saved"))
print(conclude("cooperative_table", LANG, cooperative=saved(cooperative),
               random=saved(at_random)))

# %% markdown t07-4-turning-up-the

# %% code
my_guess_half_greed = None  # _("hint-half-greed")
my_guess_greed_pays = None  # _("hint-greed-pays")

# %% code checked
greed_levels = [round(0.1 * i, 1) for i in range(11)]
runs = [simulate([f"balanced:{greed}"] * 4, 200, seed=2) for greed in greed_levels]
loss = [lost(run) for run in runs]
intervals = [run.summary()["loss_rate_ci95"] for run in runs]
winner_score = [run.summary()["winning_score_on_success"]["mean"] or float("nan")
                for run in runs]

print(_("greed-header"))
for greed, lost_share, score in zip(greed_levels, loss, winner_score):
    print(say(_("greed-line"), LANG, digits=1, level=greed, lost=lost_share, score=score))
print()
print(reveal(my_guess_half_greed, runs[5], LANG, measure="lost"))
print(conclude("greed_curve", LANG, first=loss[0], middle=loss[5], last=loss[-1]))
scored = [score for score in winner_score if score == score]  # leave out "no winner"
print(reveal_choice(my_guess_greed_pays, max(scored) > scored[0], LANG))
print(conclude("greed_winner", LANG, score_first=scored[0], score_top=max(scored)))

# %% code
chart = Chart(rows=2, size=(8, 8))
top = chart.panel(0, xlabel=_("chart-greed"), ylabel=_("chart-lost-percent"), ylim=(0, 100),
                  xlim=(-0.05, 1.05), title=_("chart-greed-title"),
                  xformat=lambda x: say("{level}", LANG, level=x))
top.band(greed_levels, [100 * low for low, high in intervals],
         [100 * high for low, high in intervals], color="#E69F00", label=_("chart-ci"))
top.line(greed_levels, [100 * x for x in loss], color="#D55E00", marker="o",
         label=_("chart-lost"))
top.legend("upper left")
bottom = chart.panel(1, xlabel=_("chart-greed"), ylabel=_("chart-winner-score"),
                     xlim=(-0.05, 1.05), title=_("chart-winner-title"),
                     xformat=lambda x: say("{level}", LANG, level=x))
bottom.line(greed_levels, winner_score, color="#0072B2", marker="s")
chart.show()

# %% markdown t08

# %% markdown t09-5-how-many-greedy

# %% code
my_guess_one_greedy = None  # _("hint-one-greedy")
my_guess_greedy_wins = None  # _("hint-greedy-wins")

# %% code checked
mixes = [simulate(["selfish"] * greedy_seats + ["cooperative"] * (4 - greedy_seats), 250,
                  seed=3) for greedy_seats in range(5)]
print(_("mix-header"))
for greedy_seats, mix in enumerate(mixes):
    wins = {name: mix.summary()["by_strategy"].get(name, {}).get("win_rate_on_success")
            for name in ("selfish", "cooperative")}
    print(say(_("mix-line"), LANG, digits=1, greedy=greedy_seats, lost=lost(mix),
              selfish=wins["selfish"], cooperative=wins["cooperative"]))
print()
one_greedy_wins = mixes[1].summary()["by_strategy"]["selfish"]["win_rate_on_success"]
print(reveal(my_guess_one_greedy, mixes[1], LANG, measure="lost"))
print(reveal(my_guess_greedy_wins, one_greedy_wins, LANG))
print(conclude("mix_loss", LANG, none=lost(mixes[0]), one=lost(mixes[1]), four=lost(mixes[4])))
print(conclude("mix_wins", LANG, wins=one_greedy_wins))

# %% markdown t10

# %% code
chart = Chart()
chart.panel(xlabel=_("chart-mix"), ylabel=_("chart-lost-percent"), ylim=(0, 100),
            title=_("chart-mix-title")).bars(list(range(5)), [100 * lost(mix) for mix in mixes],
                                             color="#D55E00")
chart.show()

# %% markdown t11-6-what-the-experiment

# %% code
my_conclusion = None  # _("hint-conclusion")

# %% code checked
print(reveal_choice(my_conclusion, conclude("commons", LANG), LANG, judge=False))

# %% markdown t11b-ostrom

# %% markdown t12-7-your-turn-the

# %% code
from ipywidgets import Checkbox, FloatSlider, IntSlider, interact


def experiment(greedy_players=2, greed=1.0, games=200, teams=False, seed=1):
    seats = [f"balanced:{greed}"] * greedy_players + ["cooperative"] * (4 - greedy_players)
    result = simulate(seats, games, seed=seed, teams=teams)
    low, high = result.summary()["loss_rate_ci95"]
    print(_("sandbox-seats").format(seats=t.join([t.strategy(name) for name in seats])))
    print(say(_("sandbox-lost"), LANG, digits=1, rate=lost(result), games=games, low=low,
              high=high))
    for name, figures in result.summary()["by_strategy"].items():
        print(say(_("sandbox-strategy"), LANG, strategy=t.strategy(name),
                  mean_given=sum(figures["mean_cards_given"]),
                  wins=figures["win_rate_on_success"]))


wide = {"description_width": "initial"}  # show the whole label
interact(
    experiment,
    greedy_players=IntSlider(value=2, min=0, max=4, description=_("slider-greedy"),
                             style=wide, continuous_update=False),
    greed=FloatSlider(value=1.0, min=0.0, max=1.0, step=0.1, description=_("slider-greed"),
                      style=wide, continuous_update=False),
    games=IntSlider(value=200, min=100, max=3000, step=100, description=_("slider-games"),
                    style=wide, continuous_update=False),
    teams=Checkbox(value=False, description=_("slider-teams"), style=wide),
    seed=IntSlider(value=1, min=1, max=100, description=_("slider-seed"), style=wide,
                   continuous_update=False),
);

# %% markdown t13

# %% code checked
experiment(greedy_players=1, greed=1.0, games=200, seed=4)

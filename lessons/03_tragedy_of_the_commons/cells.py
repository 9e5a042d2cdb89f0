# 03_tragedy_of_the_commons: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.

# %% markdown t01-the-tragedy-of-the

# %% markdown t02-1-first-make-a

# %% code
my_guess_greedy = 50  # out of 100 games, how many do four greedy players save?
my_guess_cooperative = 50  # and four cooperative players?

# %% markdown t03-2-the-computer-players

# %% code
from terra_widget.i18n import numbers, translator
from terra_widget.sim import simulate
from terra_widget.sim.charts import Chart  # matplotlib here, a picture (SVG) in a browser

t = translator(LANG)  # the game's own words, in the language of this notebook


def percent(x):
    # 0.443 -> "44.3%" as this notebook's language writes it
    return numbers.percent(x, LANG)


def saved_rate(result):
    # Share of games in which the world was saved, and its 95% confidence interval.
    s = result.summary()
    low, high = s["loss_rate_ci95"]
    return 1 - s["loss_rate"], (1 - high, 1 - low)

# %% markdown t04-3-the-answer-four

# %% code checked
greedy = simulate(["selfish"] * 4, 1000, seed=1)
rate, (low, high) = saved_rate(greedy)
print(_("greedy-saved").format(rate=percent(rate), games=numbers.integer(1000, LANG),
                               low=percent(low), high=percent(high)))
print(_("your-guess").format(guess=my_guess_greedy))

# %% markdown t05

# %% code checked
causes = greedy.summary()["loss_causes"]
print(_("cause-region").format(games=causes["region"]))
print(_("cause-colour").format(games=causes["colour"]))
print(_("cause-total").format(games=causes["total"]))

# %% markdown t06

# %% code checked
for name in ["cooperative", "random"]:
    result = simulate([name] * 4, 300, seed=1)
    rate, (low, high) = saved_rate(result)
    print(_("table-saved").format(strategy=t.strategy(name), rate=percent(rate), games=300,
                                  low=percent(low), high=percent(high)))
print(_("your-guess-cooperative").format(guess=my_guess_cooperative))

# %% markdown t07-4-turning-up-the

# %% code checked
import math

greed_levels = [round(0.1 * i, 1) for i in range(11)]
loss, loss_low, loss_high, winner_score = [], [], [], []
for greed in greed_levels:
    result = simulate([f"balanced:{greed}"] * 4, 200, seed=2)
    s = result.summary()
    loss.append(s["loss_rate"])
    loss_low.append(s["loss_rate_ci95"][0])
    loss_high.append(s["loss_rate_ci95"][1])
    best = [max(r.final_scores) for r in result.records if not r.lost]
    winner_score.append(sum(best) / len(best) if best else float("nan"))

print(_("greed-header"))
for greed, lost, score in zip(greed_levels, loss, winner_score):
    shown = _("no-winner") if math.isnan(score) else numbers.decimal(score, LANG)
    level = numbers.decimal(greed, LANG)
    print(f"{level:>5}  {percent(lost):>10}  {shown:>9}")

# %% code
def level(x):
    # 0.5 -> "0,5" on the axis where the language writes decimal commas
    return numbers.decimal(x, LANG)


chart = Chart(rows=2, size=(8, 8))
top = chart.panel(0, xlabel=_("chart-greed"), ylabel=_("chart-lost-percent"), ylim=(0, 100),
                  xlim=(-0.05, 1.05), title=_("chart-greed-title"), xformat=level)
top.band(greed_levels, [100 * x for x in loss_low], [100 * x for x in loss_high],
         color="#E69F00", label=_("chart-ci"))
top.line(greed_levels, [100 * x for x in loss], color="#D55E00", marker="o",
         label=_("chart-lost"))
top.legend("upper left")
bottom = chart.panel(1, xlabel=_("chart-greed"), ylabel=_("chart-winner-score"),
                     xlim=(-0.05, 1.05), title=_("chart-winner-title"), xformat=level)
bottom.line(greed_levels, winner_score, color="#0072B2", marker="s")
chart.show()

# %% markdown t08

# %% markdown t09-5-how-many-greedy

# %% code checked
mixes = []
print(_("mix-header"))
for greedy_seats in range(5):
    seats = ["selfish"] * greedy_seats + ["cooperative"] * (4 - greedy_seats)
    s = simulate(seats, 250, seed=3).summary()
    wins = {name: s["by_strategy"].get(name, {}).get("win_rate_on_success")
            for name in ("selfish", "cooperative")}
    mixes.append((greedy_seats, s["loss_rate"], wins))
    shown = {name: "-" if w is None else percent(w) for name, w in wins.items()}
    print(_("mix-line").format(greedy=greedy_seats, lost=percent(s["loss_rate"]),
                               selfish=shown["selfish"], cooperative=shown["cooperative"]))

# %% markdown t10

# %% code
chart = Chart()
chart.panel(xlabel=_("chart-mix"), ylabel=_("chart-lost-percent"), ylim=(0, 100),
            title=_("chart-mix-title")).bars([m[0] for m in mixes],
                                             [100 * m[1] for m in mixes], color="#D55E00")
chart.show()

# %% markdown t11-6-what-the-experiment

# %% markdown t12-7-your-turn-the

# %% code
from ipywidgets import Checkbox, FloatSlider, IntSlider, interact


def experiment(greedy_players=2, greed=1.0, games=200, teams=False, seed=1):
    seats = [f"balanced:{greed}"] * greedy_players + ["cooperative"] * (4 - greedy_players)
    result = simulate(seats, games, seed=seed, teams=teams)
    s = result.summary()
    low, high = s["loss_rate_ci95"]
    print(_("sandbox-seats").format(seats=t.join([t.strategy(name) for name in seats])))
    print(_("sandbox-lost").format(rate=percent(s["loss_rate"]),
                                   games=numbers.integer(games, LANG), low=percent(low),
                                   high=percent(high)))
    for name, figures in s["by_strategy"].items():
        rate = figures["win_rate_on_success"]
        print(_("sandbox-strategy").format(
            strategy=t.strategy(name),
            given=numbers.decimal(sum(figures["mean_cards_given"]), LANG),
            wins="-" if rate is None else percent(rate)))


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

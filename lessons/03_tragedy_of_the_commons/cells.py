# 03_tragedy_of_the_commons: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.

# %% markdown t01-the-tragedy-of-the

# %% markdown t02-1-first-make-a

# %% code
my_guess_greedy = 50  # out of 100 games, how many do four greedy players save?
my_guess_cooperative = 50  # and four cooperative players?

# %% markdown t03-2-the-computer-players

# %% code
import matplotlib.pyplot as plt
from terra_widget.sim import simulate


def percent(x):
    return f"{100 * x:.1f}%"


def saved_rate(result):
    # Share of games in which the world was saved, and its 95% confidence interval.
    s = result.summary()
    low, high = s["loss_rate_ci95"]
    return 1 - s["loss_rate"], (1 - high, 1 - low)

# %% markdown t04-3-the-answer-four

# %% code
# NBVAL_CHECK_OUTPUT

greedy = simulate(["selfish"] * 4, 1000, seed=1)
rate, (low, high) = saved_rate(greedy)
print(f"Four greedy players saved the world in {percent(rate)} of 1,000 games "
      f"(95% confidence interval: {percent(low)} to {percent(high)}).")
print(f"Your guess: {my_guess_greedy} out of 100.")

# %% markdown t05

# %% code
# NBVAL_CHECK_OUTPUT

causes = greedy.summary()["loss_causes"]
print(f"3 full-blown crises in one region: {causes['region']} games")
print(f"4 full-blown crises of one colour: {causes['colour']} games")
print(f"7 full-blown crises in all:        {causes['total']} games")

# %% markdown t06

# %% code
# NBVAL_CHECK_OUTPUT

for name in ["cooperative", "random"]:
    result = simulate([name] * 4, 300, seed=1)
    rate, (low, high) = saved_rate(result)
    print(f"four {name:11} players: world saved in {percent(rate):>6} of 300 games "
          f"({percent(low)} to {percent(high)})")
print(f"Your guess for the cooperative table: {my_guess_cooperative} out of 100.")

# %% markdown t07-4-turning-up-the

# %% code
# NBVAL_CHECK_OUTPUT

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

print("greed  world lost  winner's score (saved games)")
for greed, lost, score in zip(greed_levels, loss, winner_score):
    shown = "no winner" if math.isnan(score) else f"{score:.1f}"
    print(f"{greed:5.1f}  {percent(lost):>10}  {shown:>9}")

# %% code
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4))
ax1.fill_between(greed_levels, [100 * x for x in loss_low], [100 * x for x in loss_high],
                 color="#E69F00", alpha=0.3, label="95% confidence interval")
ax1.plot(greed_levels, [100 * x for x in loss], "o-", color="#D55E00", label="world lost")
ax1.set(xlabel="greed of the four players", ylabel="games lost (%)", ylim=(0, 100),
        title="The greedier the table, the more often the world is lost")
ax1.legend(loc="upper left")
ax2.plot(greed_levels, winner_score, "s-", color="#0072B2")
ax1.set_xlim(-0.05, 1.05)
ax2.set_xlim(-0.05, 1.05)
ax2.set(xlabel="greed of the four players", ylabel="winner's final score",
        title="...but when it survives, the winner scores more")
fig.tight_layout()
plt.show()

# %% markdown t08

# %% markdown t09-5-how-many-greedy

# %% code
# NBVAL_CHECK_OUTPUT

mixes = []
print("greedy  world lost  greedy player wins  cooperative player wins  (saved games)")
for greedy_seats in range(5):
    seats = ["selfish"] * greedy_seats + ["cooperative"] * (4 - greedy_seats)
    s = simulate(seats, 250, seed=3).summary()
    wins = {name: s["by_strategy"].get(name, {}).get("win_rate_on_success")
            for name in ("selfish", "cooperative")}
    mixes.append((greedy_seats, s["loss_rate"], wins))
    shown = {name: "-" if w is None else percent(w) for name, w in wins.items()}
    print(f"{greedy_seats:6}  {percent(s['loss_rate']):>10}  {shown['selfish']:>18}  "
          f"{shown['cooperative']:>23}")

# %% markdown t10

# %% code
fig, ax = plt.subplots(figsize=(6, 4))
ax.bar([m[0] for m in mixes], [100 * m[1] for m in mixes], color="#D55E00")
ax.set(xlabel="number of greedy players at the table (out of 4)", ylabel="games lost (%)",
       ylim=(0, 100), title="Each greedy player makes the loss more likely")
plt.show()

# %% markdown t11-6-what-the-experiment

# %% markdown t12-7-your-turn-the

# %% code
from ipywidgets import Checkbox, FloatSlider, IntSlider, interact


def experiment(greedy_players=2, greed=1.0, games=200, teams=False, seed=1):
    seats = [f"balanced:{greed}"] * greedy_players + ["cooperative"] * (4 - greedy_players)
    result = simulate(seats, games, seed=seed, teams=teams)
    s = result.summary()
    low, high = s["loss_rate_ci95"]
    print(f"Seats: {', '.join(seats)}")
    print(f"World lost in {percent(s['loss_rate'])} of {games} games "
          f"(95% confidence interval: {percent(low)} to {percent(high)})")
    for name, numbers in s["by_strategy"].items():
        rate = numbers["win_rate_on_success"]
        given = sum(numbers["mean_cards_given"])
        print(f"  {name:16} cards given per game: {given:4.1f}   "
              f"wins (saved games): {'-' if rate is None else percent(rate)}")


wide = {"description_width": "initial"}  # show the whole label
interact(
    experiment,
    greedy_players=IntSlider(value=2, min=0, max=4, description="greedy players",
                             style=wide, continuous_update=False),
    greed=FloatSlider(value=1.0, min=0.0, max=1.0, step=0.1, description="their greed",
                      style=wide, continuous_update=False),
    games=IntSlider(value=200, min=100, max=3000, step=100, description="games",
                    style=wide, continuous_update=False),
    teams=Checkbox(value=False, description="teams of two", style=wide),
    seed=IntSlider(value=1, min=1, max=100, description="seed", style=wide,
                   continuous_update=False),
);

# %% markdown t13

# %% code
# NBVAL_CHECK_OUTPUT

experiment(greedy_players=1, greed=1.0, games=200, seed=4)

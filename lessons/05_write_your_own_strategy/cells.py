# 05_write_your_own_strategy: the cells of this lesson, written once for all five languages.
# Words live in en.md, fr.md, de.md, es.md, ca.md; see tools/lessons.py.

# %% markdown t01-write-your-own-computer

# %% markdown t02-1-what-a-player

# %% code checked
from terra_widget.i18n import translator
from terra_widget.rules import Phase, new_game
from terra_widget.sim import strategy_errors

t = translator(LANG)  # the game's own words, in the language of this notebook
strategy_errors.explain_in(LANG)  # a strategy's mistakes are told in this language too

state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=3)
while state.phase is not Phase.RESPOND:
    state.apply(state.legal_actions()[0])  # draw; then the first move offered

seat = state.to_act
view = state.view(seat)
print(_("must-decide").format(player=state.players[seat], turn=view.turn))
print(_("impending").format(crisis=t.crisis(view.impending), threat=view.impending.threat))
print(_("cards-on-it").format(cards=t.cards([card for seat, card in view.impending_plays])))
print(_("my-hand").format(cards=t.cards(view.hand)))
print(_("hand-sizes").format(sizes=view.hand_sizes))
print(_("pile-size").format(n=view.pile_size))
print(_("full-blown").format(crises=t.join([t.crisis(fb.crisis) for fb in view.full_blown])
                                     or "-"))

# %% markdown t03

# %% code checked
legal = state.legal_actions()
for action in legal:
    print(f"{type(action).__name__:14} {t.describe_action(action, state.players)}")

# %% markdown t04

# %% markdown t05-2-a-first-strategy

# %% code
from terra_widget.bots import Strategy
from terra_widget.rules import EndTurn, Pass, PlayFullBlown, PlayImpending


class Generous(Strategy):
    """Gives its highest card to every crisis it can, and never keeps a set."""

    name = "generous"  # its name in the tables of results

    def choose(self, view, legal):
        gifts = [a for a in legal if isinstance(a, (PlayImpending, PlayFullBlown))]
        if gifts:
            return max(gifts, key=lambda a: a.solution.value)
        for a in legal:
            if isinstance(a, (Pass, EndTurn)):
                return a
        return min(legal, key=lambda a: a.solution.value)  # discarding: the lowest card


print(t.describe_action(Generous().choose(view, legal), state.players))  # Ana's move

# %% markdown t06-3-measure-it

# %% code
my_guess_generous = None  # _("hint-generous")

# %% code checked
from terra_widget.lessons import conclude, lost, reveal, say
from terra_widget.sim import simulate


def loss_rate(result):
    # "35% of games lost (95% confidence interval: ...)" as this notebook's language writes it
    low, high = result.summary()["loss_rate_ci95"]
    return say(_("loss-rate"), LANG, rate=lost(result), low=low, high=high)


generous = simulate([Generous(), Generous(), Generous(), Generous()], 1000, seed=1)
cooperative = simulate(["cooperative"] * 4, 1000, seed=1)
print(reveal(my_guess_generous, generous, LANG, measure="lost"))
print(_("four-generous").format(result=loss_rate(generous)))
print(_("four-cooperative").format(result=loss_rate(cooperative)))
print(conclude("generous", LANG, generous=lost(generous), cooperative=lost(cooperative)))

# %% markdown t07

# %% markdown t08-4-your-turn

# %% code
from terra_widget.rules import Hoard


class MyStrategy(Strategy):
    """Helps when its card is enough; keeps a set when the world looks calm."""

    name = "mine"

    def choose(self, view, legal):
        if view.phase is Phase.RESPOND:
            # what is still missing on the impending crisis (its threat minus the cards on it)
            need = view.impending.threat - sum(card.value for _, card in view.impending_plays)
            enough = [a for a in legal if isinstance(a, PlayImpending) and a.solution.value >= need]
            if enough:  # the smallest card that does it
                return min(enough, key=lambda a: a.solution.value)
            return legal[0]  # Pass (always first). Idea: help anyway if others can finish it?
        if view.phase is Phase.PLAY:
            hoards = [a for a in legal if isinstance(a, Hoard)]
            if hoards and len(view.full_blown) <= 2:  # idea: look at regions and colours too
                return max(hoards, key=lambda a: sum(card.value for card in a.cards))
            gifts = [a for a in legal if isinstance(a, PlayFullBlown)]
            if gifts:  # idea: first the crisis closest to breaking a limit (R6.1)?
                return max(gifts, key=lambda a: a.solution.value)
            return legal[-1]  # EndTurn (always last)
        if view.phase is Phase.DISCARD:
            return min(legal, key=lambda a: a.solution.value)
        return legal[0]

# %% code checked
mixed = simulate([MyStrategy(), "cooperative", "cooperative", "cooperative"], 1000, seed=1)
alone = simulate([MyStrategy(), MyStrategy(), MyStrategy(), MyStrategy()], 1000, seed=1)
mine = mixed.summary()["by_strategy"]["mine"]
print(_("with-three-cooperative").format(result=loss_rate(mixed)))
print(say(_("my-player-won"), LANG, rate=mine["win_rate_on_success"],
          score=mine["final_score_on_success"]["mean"]))
print(_("four-of-mine").format(result=loss_rate(alone)))

# %% markdown t09

# %% code checked
print(_("table-header"))
for name, figures in mixed.summary()["by_strategy"].items():
    scores = figures["final_score_on_success"]
    seats = ", ".join(str(seat + 1) for seat in figures["seats"])  # counted from 1
    print(say(_("table-line"), LANG, strategy=t.strategy(name), seats=seats,
              mean=scores["mean"], wins=figures["win_rate_on_success"],
              mean_points=figures["mean_points"], mean_hoards=figures["mean_hoard_points"],
              mean_given=sum(figures["mean_cards_given"])))

# %% markdown t10-5-going-further

# %% markdown t11-6-save-your-strategy

# %% code checked
from terra_widget.lessons import check_strategy_file, save_strategy

my_file = save_strategy(MyStrategy, "my_strategy.py")  # beside this notebook
print(check_strategy_file(my_file, LANG, games=10))

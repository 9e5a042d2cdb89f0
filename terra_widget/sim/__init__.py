"""Simulations and the risk meter, on the rules engine's public API (standard library
only; pandas and dask are optional and imported only when used).

    from terra_widget.sim import simulate, estimate_risk

    result = simulate(["cooperative", "selfish", "balanced:0.5", "random"], 1000, seed=1)
    print(result.table())          # a summary, for runs of any size (up to MAX_GAMES)
    print(result.table("fr"))      # the same in French (or "de", "es", "ca")
    result.records                 # every game's record: runs of up to 10,000 games,
                                   # or simulate(..., records=True)
    risk = estimate_risk(state, observer=None, rollouts=1000, seed=0)
    evolve({"cooperative": 4, "selfish": 4, "reciprocal": 4}, rounds=6, seed=1)
                                   # everyone copies the winner, round after round
"""

from .evolution import Evolution, EvolutionRound, evolve
from .records import GameRecord, cause_key, cause_label
from .results import KEEP_RECORDS_UP_TO, RecordsNotKept, SimulationResult
from .risk import DEFAULT_POLICY, LIVE_ROLLOUTS, RiskEstimate, estimate_risk, live_risk
from .rollout import play_out, play_out_light
from .runner import MAX_GAMES, play_chunk, play_game, run_chunk, simulate
from .seeding import derive_seed, game_seed, seat_seed, seat_seeds
from .stats import wilson_interval
from .tally import Tally

__all__ = ["simulate", "SimulationResult", "GameRecord", "estimate_risk", "live_risk",
           "RiskEstimate", "DEFAULT_POLICY", "LIVE_ROLLOUTS", "play_out",
           "play_out_light", "play_game", "run_chunk", "derive_seed", "game_seed",
           "seat_seed", "seat_seeds", "wilson_interval", "cause_key", "cause_label",
           "Tally", "play_chunk", "MAX_GAMES", "KEEP_RECORDS_UP_TO", "RecordsNotKept",
           "evolve", "Evolution", "EvolutionRound"]

"""The bundled strategies' fast twins (``policies.py``): each strategy's decisions written
on the rules' flat core, beside the readable classes of ``terra_widget.bots``, which hold
no flat card code. Imports only ``terra_widget.rules``."""

from .policies import (
    SELFISH,
    BalancedTwin,
    RandomTwin,
    ReciprocalTwin,
    SharedPolicy,
    answer,
    best_set_index,
    cooperative_twin,
)

__all__ = ["SharedPolicy", "cooperative_twin", "SELFISH", "RandomTwin", "BalancedTwin",
           "ReciprocalTwin", "answer", "best_set_index"]

"""The story of a game: what a class needs to discuss its choices.

    import terra_widget
    s = terra_widget.story(state)            # or a saved game's path, JSON text or record
    s.svg()                                  # one picture (plain SVG text)
    s.moments, s.steps, s.risk, s.turning_points, s.to_rows(), s.to_dict()

Widget-free (``sim`` layer, standard library only). See ``build.story``."""

from .build import load_game, story
from .model import CHOICES, KINDS, Moment, Step, Story, TurningPoint

__all__ = ["story", "Story", "Step", "Moment", "TurningPoint", "KINDS", "CHOICES",
           "load_game"]

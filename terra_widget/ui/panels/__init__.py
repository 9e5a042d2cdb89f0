"""The widget's panels. Each renders from the engine's views and a controller and calls
only the controller: ``TableView`` and ``SeatView`` read a
``session.view_source.ViewSource`` (a ``GameController`` or a classroom's
``StoredTable``); the one-screen game's other panels read its ``GameController``:

* ``TableView`` -- the public table (status, board, gauges, prompt, end, debrief); it
  has a seat slot for a ``SeatView``;
* ``SeatView`` -- one seat's hand and action buttons, from ``state.view(seat)`` only;
* ``SecondaryPanel`` -- tabs: log, players, time travel, files, settings;
* ``ResumeOffer`` -- "resume the saved game?".

A classroom composes a ``TableView`` for the projector and, on each student's device, a
``TableView`` with that student's ``SeatView(ctrl, seat)``.
"""

from .seat import SeatView
from .secondary import ResumeOffer, SecondaryPanel
from .table import TableView

__all__ = ["TableView", "SeatView", "SecondaryPanel", "ResumeOffer"]

"""terra_widget: Bruno Faidutti's Terra as a Jupyter teaching widget.

Layers (each uses only the public API of the one below):

* ``terra_widget.rules`` -- the rules engine, standard library only;
* ``terra_widget.bots`` and ``terra_widget.sim`` -- strategies, simulations, risk meter;
* ``terra_widget.ui`` -- the ipywidgets + ipycanvas classroom app (``terra_widget.play``);
* ``terra_widget.rooms`` -- a class playing from their own devices (``classroom``, ``join``).

Everything is plain Python: the same source runs on Binder, a laptop without build tools
or any other CPython.
"""

__all__ = ["board_svg", "classroom", "join", "play", "show", "story", "tournament"]

__version__ = "0.1.0"


def classroom(students=4, **kw):
    """Open a room where every student plays from their own device, and return the
    teacher's screen: ``terra_widget.classroom(students=24)`` (5 tables of 4-5; empty
    seats: computer players), ``code=...`` to reopen one, ``hub=True`` on a JupyterHub,
    ``length="short"`` for the classroom short game. Every option:
    ``terra_widget.rooms.open_classroom`` (docs/classroom.md)."""
    from .rooms import open_classroom

    return open_classroom(students, **kw)


def join(code: str, **kw):
    """A student's seat in room ``code`` on a JupyterHub's room service (a widget)."""
    from .rooms.hub.backend import join as join_room

    return join_room(code, **kw)


def __getattr__(name):
    # The widget needs ipywidgets; import it only when asked, so that the engine,
    # bots and simulations work without Jupyter installed.
    if name in ("play", "show"):
        from . import ui

        return getattr(ui, name)
    if name == "board_svg":  # a picture of a board; needs neither ipywidgets nor numpy
        from .ui.board import board_svg

        return board_svg
    if name == "story":  # terra_widget.story(game_or_file): a game's story, data and SVG
        from .sim.story import story

        return story
    if name == "tournament":  # terra_widget.tournament("strategies/", games=50)
        from .sim.tournament import tournament

        return tournament
    raise AttributeError(f"module 'terra_widget' has no attribute {name!r}")

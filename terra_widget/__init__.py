"""terra_widget: Bruno Faidutti's Terra as a Jupyter teaching widget.

Layers (each uses only the public API of the one below):

* ``terra_widget.rules`` -- the rules engine, standard library only;
* ``terra_widget.bots`` and ``terra_widget.sim`` -- strategies, simulations, risk meter;
* ``terra_widget.ui`` -- the ipywidgets + ipycanvas classroom app (``terra_widget.play``).

Everything is plain Python: the same source runs on Binder, a laptop without build tools
or any other CPython.
"""

__all__ = ["board_svg", "classroom", "join", "play", "show", "story", "tournament"]

__version__ = "0.1.0"


def __getattr__(name):
    # The widget needs ipywidgets; import it only when asked, so that the engine,
    # bots and simulations work without Jupyter installed.
    if name in ("play", "show"):
        from . import ui

        return getattr(ui, name)
    if name == "board_svg":  # a picture of a board; needs neither ipywidgets nor numpy
        from .ui.board import board_svg

        return board_svg
    if name == "classroom":  # a callable package: terra_widget.classroom(students=24)
        # not ``from . import classroom``: its fromlist handling asks hasattr(terra_widget,
        # "classroom") first, which calls this function again (RecursionError in a fresh
        # kernel where nothing had imported the package yet)
        import importlib

        return importlib.import_module(".classroom", __name__)
    if name == "join":  # a student's seat on a JupyterHub's room service (issue #23)
        from .classroom.remote import join

        return join
    if name == "story":  # terra_widget.story(game_or_file): a game's story, data and SVG
        from .sim.story import story

        return story
    if name == "tournament":  # terra_widget.tournament("strategies/", games=50)
        from .sim.tournament import tournament

        return tournament
    raise AttributeError(f"module 'terra_widget' has no attribute {name!r}")

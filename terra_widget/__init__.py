"""terra_widget: Bruno Faidutti's Terra as a Jupyter teaching widget.

Layers (each uses only the public API of the one below):

* ``terra_widget.rules`` -- the rules engine, standard library only;
* ``terra_widget.bots`` and ``terra_widget.sim`` -- strategies, simulations, risk meter;
* ``terra_widget.ui`` -- the ipywidgets + ipycanvas classroom app (``terra_widget.play``).

The hot modules are also compiled with Cython when the package is installed with a C
compiler (setup.py); ``engine_build()`` says which runs here.
"""

from ._compiled import compiled_modules, engine_build, pure_python_requested

__all__ = ["classroom", "compiled_modules", "engine_build", "play", "show"]

__version__ = "0.1.0"

if pure_python_requested():  # TERRA_WIDGET_PURE_PYTHON=1: ignore the compiled modules
    from ._compiled import use_python_source

    use_python_source()


def __getattr__(name):
    # The widget needs ipywidgets; import it only when asked, so that the engine,
    # bots and simulations work without Jupyter installed.
    if name in ("play", "show"):
        from . import ui

        return getattr(ui, name)
    if name == "classroom":  # a callable package: terra_widget.classroom(students=24)
        from . import classroom

        return classroom
    raise AttributeError(f"module 'terra_widget' has no attribute {name!r}")

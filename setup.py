"""Optional compiled engine: the hot modules, compiled with Cython when it can be done.

Everything else about the package is in pyproject.toml. The Python files are the source
of truth and stay plain Python (the rules engine imports the standard library only);
Cython compiles the same files, using ``state.pxd`` to keep GameState's fields in C
slots. Simulations and the risk meter run about twice as fast (benchmarks/).

* No C compiler, or the build fails: the extensions are optional, the package installs
  as pure Python and plays the same games, only slower.
* ``TERRA_WIDGET_PURE_PYTHON=1`` at build time: do not compile at all. At run time it
  makes an installed package ignore its compiled modules (terra_widget/__init__.py).
* Developers: ``make test`` recompiles whatever changed (``setup.py build_ext --inplace``);
  the test suite refuses to run against compiled modules older than their source.
"""

import os

from setuptools import Extension, setup

#: The modules compiled, hottest first: the engine, the views strategies read, the
#: bundled bots' tactics and the loop that plays a game out.
COMPILED = (
    "terra_widget.rules.state",
    "terra_widget.rules.views",
    "terra_widget.rules.sets",
    "terra_widget.bots.tactics",
    "terra_widget.bots.cooperative",
    "terra_widget.sim.rollout",
)

#: Python semantics throughout: annotations are not enforced as C types (a bad seed must
#: still get the engine's own error message), functions keep their signatures for help().
DIRECTIVES = {"language_level": 3, "annotation_typing": False, "binding": True,
              "embedsignature": True}


def extensions():
    if os.environ.get("TERRA_WIDGET_PURE_PYTHON", "") not in ("", "0"):
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:  # building without the build-system requirements: pure Python
        return []
    modules = cythonize([Extension(name, [name.replace(".", "/") + ".py"])
                         for name in COMPILED],
                        compiler_directives=DIRECTIVES, build_dir="build/cython", quiet=True)
    for module in modules:
        module.optional = True  # set after cythonize, which does not carry it over
    return modules


setup(ext_modules=extensions())

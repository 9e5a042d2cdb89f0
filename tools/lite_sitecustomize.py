"""Start-up of the static site's Python: ``tools/lite.py`` adds this file to Pyodide's
standard library as ``sitecustomize``, which Python's ``site`` imports before anything else.

The site's kernel makes the site's drive (``/drive``, the visitor's files in the browser's
storage) its working folder while it imports IPython and itself, and ``''`` (the working
folder) comes first in ``sys.path``: each top-level import looked there first, and each
look at the drive is a blocking request from the kernel's worker to the page (about 85 of
a warm start's 125, over a second). Nothing the kernel imports lives in the drive, so
until the kernel is up (``pyodide_kernel.kernel_instance`` exists) the drive's folder is
not searched; from then on it is searched as before, first, so a module next to a notebook
(lesson 05) imports as in JupyterLab. ``sys.path`` itself is never changed.
"""

import sys

DRIVE = "/drive"


def _kernel_started() -> bool:
    return hasattr(sys.modules.get("pyodide_kernel"), "kernel_instance")


class _DriveFinder:
    """The path entry finder of the drive's root: none while the kernel starts, then a
    ``FileFinder`` as Python's own path hook makes (made on first use)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._finder = None

    def find_spec(self, fullname, target=None):
        if self._finder is None:
            if not _kernel_started():
                return None
            self._finder = _default_hook(self.path)
        return self._finder.find_spec(fullname, target)

    def invalidate_caches(self) -> None:
        if self._finder is not None:
            self._finder.invalidate_caches()


def _drive_hook(path: str):
    if path != DRIVE:
        raise ImportError("not the site's drive")  # the next hook: Python's own
    return _DriveFinder(path)


_default_hook = next(hook for hook in sys.path_hooks
                     if getattr(hook, "__name__", "") == "path_hook_for_FileFinder")
sys.path_hooks.insert(0, _drive_hook)

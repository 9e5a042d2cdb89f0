"""Widget updates that set a trait back to None, as the static site's kernel sends them.

In the JupyterLite site (Pyodide kernel), a comm message leaves Python through Pyodide's
``toJs()``, which turns ``None`` into JavaScript's ``undefined``; the message is then
written as JSON, where a key whose value is ``undefined`` is left out. An update such as
``{"display": None}`` (show a box again) therefore reaches the browser as ``{}``, and the
box stays hidden: after a reload, Resume or New game hid the offer and showed nothing,
since the game's box was hidden while the offer was shown; a finished game loaded from a
file kept its verdict hidden the same way. CPython's kernel sends JSON ``null``.

:func:`keep_nulls` makes the site's kernel send ``null`` too: every ``None`` in a comm
message's data becomes Pyodide's ``jsnull`` (which ``toJs()`` turns into ``null``).
It does nothing outside Pyodide's kernel.
"""

from __future__ import annotations

import sys


def _nulls(value, jsnull):
    if value is None:
        return jsnull
    if isinstance(value, dict):
        return {key: _nulls(item, jsnull) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_nulls(item, jsnull) for item in value]
    return value


def keep_nulls() -> bool:
    """Patch the Pyodide kernel's comm (once); True when it is patched."""
    if sys.platform != "emscripten":
        return False
    try:
        from pyodide.ffi import jsnull
        from pyodide_kernel.comm import Comm
    except ImportError:  # Pyodide without JupyterLite's kernel: no comms to fix
        return False
    if getattr(Comm.publish_msg, "terra_keeps_nulls", False):
        return True
    send = Comm.publish_msg

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        return send(self, msg_type, None if data is None else _nulls(data, jsnull),
                    metadata, buffers, **keys)

    publish_msg.terra_keeps_nulls = True
    Comm.publish_msg = publish_msg
    return True

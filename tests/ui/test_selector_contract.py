"""The selector contract in ``terra_widget/ui/__init__.py`` names every CSS class the
widget puts on the page, and no class the widget no longer has: custom styling and the
browser tests select by it, so a stale name would silently select nothing.
"""

from __future__ import annotations

import re
from pathlib import Path

import terra_widget.ui as ui

UI = Path(ui.__file__).parent
#: ``terra-...`` words of the sources that are not classes of the page: CSS variables,
#: prefixes completed at run time, file names.
NOT_CLASSES = {"terra-gap", "terra-gauge", "terra-game.terra", "terra-autosave", "terra-saves",
               "terra-widget", "terra-counter-region", "terra-counter-colour"}
CLASS = re.compile(r"terra-[a-z0-9]+(?:-[a-z0-9]+)*")


def _used() -> set[str]:
    found = set()
    # the Python that sets the classes and the style sheets (ui/css) that select them
    for path in [*UI.glob("*.py"), *UI.glob("panels/*.py"), *UI.glob("css/*.css")]:
        if path.name == "__init__.py" and path.parent == UI:
            continue
        text = path.read_text("utf-8")
        # names in strings and style rules; f-string prefixes end in "-{" and are skipped
        found |= {m.group(0) for m in CLASS.finditer(text)
                  if not text[m.end():m.end() + 2].startswith("-{")}
    return {c for c in found if c not in NOT_CLASSES and not c.startswith("terra-card-")}


def test_the_selector_contract_names_every_class_of_the_widget():
    documented = set(CLASS.findall(ui.__doc__))
    missing = sorted(_used() - documented)
    assert missing == [], f"classes the widget uses but ui/__init__.py does not list: {missing}"
    stale = sorted(c for c in documented - _used() - NOT_CLASSES
                   if not c.startswith("terra-counter-"))
    assert stale == [], f"classes ui/__init__.py lists but the widget no longer has: {stale}"

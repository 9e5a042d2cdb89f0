"""One place for each fact: checks written once and imported everywhere else."""

from __future__ import annotations

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "terra_widget"
#: ``isinstance(x, int)`` and ``isinstance(x, bool)`` about the same name on one line:
#: the whole-number check, whose home is ``checks.is_whole``.
WHOLE = re.compile(r"isinstance\((\w+), int\).*isinstance\(\1, bool\)|"
                   r"isinstance\((\w+), bool\).*isinstance\(\2, int\)")


def test_the_whole_number_check_is_written_once():
    found = [f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
             for path in sorted(PACKAGE.rglob("*.py")) if path.name != "checks.py"
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if WHOLE.search(line)]
    assert not found, "use terra_widget.checks.is_whole:\n" + "\n".join(found)
    assert WHOLE.search((PACKAGE / "checks.py").read_text(encoding="utf-8"))

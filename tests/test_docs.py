"""docs/rules.md, the rules reference for students and teachers, explains every rule id
that the project cites: engine errors end with one ("... [R4.4]"), docstrings and
comments name them, and the notebooks print them in brackets. A rule cited anywhere
must have its entry there, and the entries must read in order, each id once.

(The numbered specification itself lives outside the repository; these tests do not
read it.)
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES_DOC = ROOT / "docs" / "rules.md"

#: A rule id as cited in the project: "R4.4", or a whole section, "R4" (as in "[R6]"
#: on an engine error, or "(R2-R4)" in a docstring).
CITED = re.compile(r"\bR(\d+)(?:\.(\d+))?\b")
#: In docs/rules.md: a section is a "## R4 ..." heading, a rule a "- **R4.4** ..." item.
SECTION = re.compile(r"^## R(\d+) \S")
RULE = re.compile(r"^- \*\*R(\d+)\.(\d+)\*\* \S")
#: The package files scanned for citations (source and data, not compiled files); the
#: README and the notebooks' cells are scanned too.
SOURCE_SUFFIXES = {".py", ".json"}


def doc_entries() -> list[tuple[str, tuple[int, ...]]]:
    """("section" | "rule", id numbers) for each heading and rule item, in order."""
    entries = []
    for line in RULES_DOC.read_text("utf-8").splitlines():
        if m := SECTION.match(line):
            entries.append(("section", (int(m[1]),)))
        elif m := RULE.match(line):
            entries.append(("rule", (int(m[1]), int(m[2]))))
    return entries


def rule_name(numbers: tuple[int, ...]) -> str:
    return "R" + ".".join(map(str, numbers))


def cited_texts():
    """(where, text) for every place the project cites rule ids."""
    for path in sorted((ROOT / "terra_widget").rglob("*")):
        if path.suffix in SOURCE_SUFFIXES and path.is_file():
            yield path.relative_to(ROOT), path.read_text("utf-8")
    yield Path("README.md"), (ROOT / "README.md").read_text("utf-8")
    for path in sorted((ROOT / "notebooks").rglob("*.ipynb")):  # notebooks/<lang>/
        cells = json.loads(path.read_text("utf-8"))["cells"]
        for i, cell in enumerate(cells):  # the cells' text, not their stored outputs
            src = cell["source"]
            text = src if isinstance(src, str) else "".join(src)
            yield f"{path.relative_to(ROOT)} cell {i}", text


def cited_ids() -> dict[tuple[int, ...], str]:
    """Every cited id (as numbers), with the first place that cites it."""
    cited: dict[tuple[int, ...], str] = {}
    for where, text in cited_texts():
        for m in CITED.finditer(text):
            numbers = (int(m[1]),) if m[2] is None else (int(m[1]), int(m[2]))
            cited.setdefault(numbers, str(where))
    return cited


def test_the_source_cites_rule_ids_that_the_check_finds():
    """Guards the scan itself: the engine's errors cite rules, so it must find some."""
    cited = cited_ids()
    assert (4, 4) in cited and (7, 3) in cited
    assert len([n for n in cited if len(n) == 2]) >= 30


def test_every_cited_rule_id_has_an_entry_in_docs_rules_md():
    documented = {numbers for _, numbers in doc_entries()}
    missing = {rule_name(n): where for n, where in cited_ids().items() if n not in documented}
    assert not missing, f"rule ids cited but not explained in docs/rules.md: {missing}"


def test_docs_rules_md_ids_are_unique_and_in_order():
    entries = doc_entries()
    assert entries and entries[0] == ("section", (0,)), "docs/rules.md must start at R0"
    names = [rule_name(n) for _, n in entries]
    duplicates = sorted({name for name in names if names.count(name) > 1})
    assert not duplicates, f"ids listed more than once in docs/rules.md: {duplicates}"
    section, rule = None, 0
    for kind, numbers in entries:
        name = rule_name(numbers)
        if kind == "section":
            expected = 0 if section is None else section + 1
            assert numbers[0] == expected, f"section {name} comes where R{expected} should"
            assert section is None or rule > 0, f"section R{section} has no rules"
            section, rule = numbers[0], 0
        else:
            assert numbers == (section, rule + 1), (
                f"{name} comes where R{section}.{rule + 1} should (under section R{section})")
            rule += 1
    assert rule > 0, f"section R{section} has no rules"


def test_every_rule_entry_explains_something():
    text = RULES_DOC.read_text("utf-8")
    for m in re.finditer(r"^- \*\*(R\d+\.\d+)\*\*(.*)$", text, flags=re.MULTILINE):
        assert len(m[2].split()) >= 4, f"{m[1]} has no explanation"

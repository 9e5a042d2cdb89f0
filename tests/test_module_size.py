"""No module of the package over 400 lines, so that each reads as one job and a newcomer can
find where a change goes (the tournament, the classroom and the style sheets were split by
job to meet it)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "terra_widget"
MAX_MODULE_LINES = 400

#: The two modules still over the limit, with the change that splits them: the typed game's
#: state and the flat core become one legality and one transition (docs/developing.md, "Rule
#: change drill"), and are split along that line. Listed here, by name and with their size
#: today, so that neither may grow and no other module may join them.
NOT_YET_SPLIT = {"rules/state.py": 809, "rules/flat.py": 672}


def sizes() -> dict[str, int]:
    return {str(p.relative_to(PACKAGE)): len(p.read_text(encoding="utf-8").splitlines())
            for p in sorted(PACKAGE.rglob("*.py"))}


def test_no_module_of_the_package_is_over_400_lines():
    long = [f"terra_widget/{name}: {n} lines" for name, n in sizes().items()
            if n > NOT_YET_SPLIT.get(name, MAX_MODULE_LINES)]
    assert not long, "split these by job (at most 400 lines each):\n" + "\n".join(long)


def test_the_modules_not_yet_split_still_exist_and_are_still_long():
    """When one is split, it leaves the list (the test above then holds it to 400)."""
    found = sizes()
    assert {name: found.get(name, 0) > MAX_MODULE_LINES for name in NOT_YET_SPLIT} == {
        name: True for name in NOT_YET_SPLIT}

"""No module of the package over 400 lines, so that each reads as one job and a newcomer can
find where a change goes (the tournament, the classroom and the style sheets were split by
job to meet it)."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "terra_widget"
MAX_MODULE_LINES = 400


def sizes() -> dict[str, int]:
    return {str(p.relative_to(PACKAGE)): len(p.read_text(encoding="utf-8").splitlines())
            for p in sorted(PACKAGE.rglob("*.py"))}


def test_no_module_of_the_package_is_over_400_lines():
    long = [f"terra_widget/{name}: {n} lines" for name, n in sizes().items()
            if n > MAX_MODULE_LINES]
    assert not long, "split these by job (at most 400 lines each):\n" + "\n".join(long)

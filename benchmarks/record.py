"""Write a benchmark's printed figures into docs/benchmarks.md, with the date and machine.

Each script that accepts ``--record`` runs its measurement inside ``recorded(name)``: what
it prints still goes to the terminal, and also replaces the block between
``<!-- figures:NAME -->`` and ``<!-- /figures:NAME -->`` in docs/benchmarks.md (the block is
appended when it does not exist yet). The figures in the docs are therefore always a
script's own output, never a number copied by hand.
"""

from __future__ import annotations

import contextlib
import datetime
import io
import os
import platform
import re
import sys
from pathlib import Path

#: The page the figures go to (a test points it elsewhere with TERRA_BENCHMARKS_DOC).
DOC = Path(os.environ.get("TERRA_BENCHMARKS_DOC")
           or Path(__file__).resolve().parents[1] / "docs" / "benchmarks.md")


def machine() -> str:
    """One line naming the machine: processor, cores, memory, Python, load average."""
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    with contextlib.suppress(OSError, ValueError, IndexError):
        kib = int(Path("/proc/meminfo").read_text().split()[1])
        memory = f", {kib / 2**20:.0f} GiB"
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    return (f"{model}, {os.cpu_count()} cores{memory}; {platform.python_implementation()} "
            f"{platform.python_version()}; load average {load} at the start")


def write_block(name: str, command: str, output: str, *, doc: Path = DOC,
                when: datetime.datetime | None = None) -> None:
    """Replace (or append) the block ``name`` in ``doc`` with ``output``."""
    when = when or datetime.datetime.now(datetime.timezone.utc)
    body = (f"<!-- figures:{name} -->\n"
            f"`{command}`, {when:%Y-%m-%d %H:%M} UTC, on {machine()}:\n\n"
            f"```\n{output.rstrip()}\n```\n"
            f"<!-- /figures:{name} -->")
    text = doc.read_text("utf-8") if doc.exists() else "# Benchmarks\n"
    pattern = re.compile(rf"<!-- figures:{re.escape(name)} -->.*?<!-- /figures:"
                         rf"{re.escape(name)} -->", re.S)
    if pattern.search(text):
        text = pattern.sub(lambda _m: body, text)
    else:
        text = text.rstrip("\n") + "\n\n" + body + "\n"
    doc.write_text(text, "utf-8")


class _Tee(io.TextIOBase):
    def __init__(self, out):
        self.out, self.seen = out, io.StringIO()

    def write(self, s):
        self.seen.write(s)
        return self.out.write(s)

    def flush(self):
        self.out.flush()


@contextlib.contextmanager
def recorded(name: str, enabled: bool = True, *, doc: Path = DOC):
    """Print as usual; when ``enabled``, also write what was printed into the docs."""
    if not enabled:
        yield
        return
    tee = _Tee(sys.stdout)
    with contextlib.redirect_stdout(tee):
        yield
    command = "python benchmarks/" + Path(sys.argv[0]).name + "".join(
        f" {a}" for a in sys.argv[1:])
    write_block(name, command, tee.seen.getvalue(), doc=doc)

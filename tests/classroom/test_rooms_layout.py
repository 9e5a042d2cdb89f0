"""The classroom's house: each job in its room, and the pages written once.

Both routes (the laptop's SQLite room, the hub's room service) implement the backend
protocols the teacher's and the student's pages are written over; the pages import
neither route; nothing is defined twice; no module is over about 400 lines; and
``terra_widget.classroom`` / ``terra_widget.join`` are plain functions (no module swaps
its class to be callable)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import terra_widget
from terra_widget.rooms.hub.backend import HubRoom, HubSeat
from terra_widget.rooms.local import LocalRoom, LocalSeat
from terra_widget.rooms.pages.backend import JoiningBackend, RoomBackend, SeatBackend

ROOMS = Path(__file__).resolve().parents[2] / "terra_widget" / "rooms"
MAX_MODULE_LINES = 400


def modules():
    return sorted(ROOMS.rglob("*.py"))


def declared(protocol) -> set[str]:
    names = set()
    for cls in protocol.__mro__:
        if cls is object or cls.__module__ == "typing":
            continue
        names |= set(getattr(cls, "__annotations__", {}))
        names |= {n for n, v in vars(cls).items() if callable(v) and not n.startswith("_")}
    return names


def defined(cls) -> set[str]:
    """Names a backend class defines itself (methods, class attributes, and the
    attributes its ``__init__`` sets)."""
    names = set()
    for klass in cls.__mro__[:-1]:
        names |= set(vars(klass))
        init = vars(klass).get("__init__")
        if init is not None:
            tree = ast.parse(inspect.getsource(init).strip())
            names |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
                      and isinstance(n.value, ast.Name) and n.value.id == "self"}
    return names


@pytest.mark.parametrize("backend, protocol", [
    (LocalRoom, RoomBackend), (HubRoom, RoomBackend),
    (LocalSeat, SeatBackend), (HubSeat, SeatBackend), (LocalSeat, JoiningBackend)])
def test_both_routes_implement_the_pages_backends(backend, protocol):
    assert declared(protocol) - defined(backend) == set()


@pytest.mark.parametrize("page", ["teacher.py", "student.py"])
def test_the_pages_know_no_route(page):
    tree = ast.parse((ROOMS / "pages" / page).read_text(encoding="utf-8"))
    imported = {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not {m for m in imported if m.startswith(("local", "hub", "voila"))
                or ".local" in m or ".hub" in m or ".voila" in m}, imported


def test_nothing_is_written_twice():
    """A helper of the pages (the choices of a drop-down, the projector's mode, the loop
    that follows the room) has one definition: two copies drift apart."""
    seen: dict[str, list[str]] = {}
    for path in modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name in (
                    "set_options", "set_projector", "Poller", "banner_html", "set_value"):
                seen.setdefault(node.name, []).append(str(path.relative_to(ROOMS)))
    assert {name: where for name, where in seen.items() if len(where) > 1} == {}
    assert {"set_options", "Poller", "banner_html"} <= set(seen)


def test_every_module_stays_under_about_400_lines():
    long = [f"{p.relative_to(ROOMS)}: {n}" for p in modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES]
    assert not long, "split these by job:\n" + "\n".join(long)


def test_classroom_and_join_are_functions_and_no_module_swaps_its_class():
    assert inspect.isfunction(terra_widget.classroom)
    assert inspect.isfunction(terra_widget.join)
    for path in modules():
        text = path.read_text(encoding="utf-8")
        assert ".__class__ =" not in text and "sys.modules[" not in text, path


def test_the_wheel_ships_every_sheet_and_page_of_the_classroom():
    """The style sheet and the Voila pages are package data: the wheel (and the static
    site's, which ``make lite`` builds from the same pyproject) must carry them."""
    import tomllib

    root = ROOMS.parents[1]
    patterns = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))[
        "tool"]["setuptools"]["package-data"]["terra_widget"]
    shipped = {p for pattern in patterns for p in (root / "terra_widget").glob(pattern)}
    needed = {p for p in ROOMS.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")
              and "__pycache__" not in p.parts}
    assert {p.suffix for p in needed} >= {".css", ".ipynb"}
    assert needed <= shipped, sorted(str(p.relative_to(root)) for p in needed - shipped)

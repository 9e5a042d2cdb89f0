"""The world map under the board: the six regions of R0.3 as ``data/world_map.json``
holds them (Natural Earth outlines, simplified and projected once by
``tools/make_world_map.py``; nothing geographic happens at run time).

Each region is sent to the browser as ONE ``fill_polygons`` command (all its rings in a
float32 array), so the map costs a few commands and about 32 KB per frame.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

import numpy as np  # ipycanvas needs it too: polygons go to the browser as arrays

from ..rules import Region
from . import palette as P

#: Each region's land: a light tint of its own (its name is always written on the board).
TINT = {
    Region.NORTH_AMERICA: "#E6D6AE",
    Region.SOUTH_AMERICA: "#CFE0AE",
    Region.EUROPE: "#C3D8EA",
    Region.AFRICA: "#EBCDAF",
    Region.ASIA_MIDDLE_EAST: "#E2C8DE",
    Region.OCEANIA_SOUTH_EAST_ASIA: "#BFE0CC",
}


@lru_cache(maxsize=1)
def world_map() -> dict:
    """The committed world map (``data/world_map.json``), read once."""
    text = resources.files(__package__).joinpath("data/world_map.json").read_text("utf-8")
    return json.loads(text)


@lru_cache(maxsize=4)
def outlines(width: float) -> tuple[float, dict]:
    """The map drawn ``width`` units wide: its height, and each region's rings for
    ipycanvas's ``fill_polygons``: every point in one (n, 2) array and the number of
    points of each ring (the data lists the largest land masses first)."""
    data = world_map()
    k = width / data["width"]
    rings = {}
    for name, polys in data["regions"].items():
        points = np.array([c for ring in polys for c in ring], np.float32).reshape(-1, 2)
        counts = np.array([len(r) // 2 for r in polys], np.int32)
        rings[Region(name)] = (points * np.float32(k), counts)
    return data["height"] * k, rings


def _main_land(points, counts, n=3):
    """The first ``n`` rings: a region's main land masses."""
    return points[:int(counts[:n].sum())], counts[:n]


def draw_map(canvas, width: float, states: dict) -> None:
    """Paint the map ``width`` units wide from the top left; ``states`` gives each
    region's counter state ('ok', 'warning' or 'broken', R6.1): a region in danger gets a
    thick ink outline, dashed one crisis before the limit, solid at it."""
    _, rings = outlines(width)
    canvas.line_join = "round"
    for region, (points, counts) in rings.items():
        canvas.fill_style = TINT[region]
        canvas.fill_polygons(points, counts)
    canvas.stroke_style = P.LAND_EDGE  # coasts and borders between regions, thin
    canvas.line_width = 0.8
    for points, counts in rings.values():
        canvas.stroke_polygons(points, counts)
    for region, (points, counts) in rings.items():
        if states[region] == "ok":
            continue
        canvas.stroke_style = P.INK
        canvas.line_width = 2.5
        if states[region] == "warning":
            canvas.set_line_dash([6, 4])
        canvas.stroke_polygons(*_main_land(points, counts))
        canvas.set_line_dash([])

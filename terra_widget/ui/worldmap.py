"""The world map under the board: the six regions of R0.3 as ``data/world_map.json``
holds them (Natural Earth outlines, simplified and projected once by
``tools/make_world_map.py``; nothing geographic happens at run time).

Each region is sent to the browser as ONE ``fill_polygons`` command (all its rings in a
float32 array), so the map costs a few commands and about 32 KB per frame.

numpy is imported only for an ipycanvas canvas (:func:`outlines`: ipycanvas sends the
arrays as binary buffers); every other drawing surface (the SVG one of ``surface.py``, for
the static site where numpy cannot be loaded) gets the same rings as plain tuples
(:func:`rings`), so importing this module never imports numpy.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from ..colours import REGION_TINT
from ..rules import Region
from . import palette as P

#: Each region's land: a light tint of its own (its name is always written on the board).
TINT = {region: REGION_TINT[region.value] for region in Region}


@lru_cache(maxsize=1)
def world_map() -> dict:
    """The committed world map (``data/world_map.json``), read once."""
    text = resources.files(__package__).joinpath("data/world_map.json").read_text("utf-8")
    return json.loads(text)


@lru_cache(maxsize=4)
def rings(width: float) -> tuple[float, dict]:
    """The map drawn ``width`` units wide, in plain Python: its height, and each region's
    rings as ``(points, counts)``: every point as an ``(x, y)`` tuple, one ring after the
    other, and the number of points of each ring (the largest land masses first)."""
    data = world_map()
    k = width / data["width"]
    out = {}
    for name, polys in data["regions"].items():
        points = tuple((ring[i] * k, ring[i + 1] * k)
                       for ring in polys for i in range(0, len(ring), 2))
        out[Region(name)] = (points, tuple(len(r) // 2 for r in polys))
    return data["height"] * k, out


@lru_cache(maxsize=4)
def outlines(width: float) -> tuple[float, dict]:
    """:func:`rings` as ipycanvas's ``fill_polygons`` takes them: every point in one
    (n, 2) float32 array and the points per ring as int32 (needs numpy)."""
    import numpy as np  # only here: the static site's surfaces never come this way

    height, plain = rings(width)
    return height, {region: (np.array(points, np.float32).reshape(-1, 2),
                             np.array(counts, np.int32))
                    for region, (points, counts) in plain.items()}


def _main_land(points, counts, n=3):
    """The first ``n`` rings: a region's main land masses (arrays or tuples alike)."""
    return points[:int(sum(counts[:n]))], counts[:n]


def _wants_arrays(canvas) -> bool:
    """ipycanvas's canvases take polygons as numpy arrays; other surfaces plain tuples."""
    return type(canvas).__module__.partition(".")[0] == "ipycanvas"


def draw_map(canvas, width: float, states: dict) -> None:
    """Paint the map ``width`` units wide from the top left; ``states`` gives each
    region's counter state ('ok', 'warning' or 'broken', R6.1): a region in danger gets a
    thick ink outline, dashed one crisis before the limit, solid at it."""
    _, by_region = (outlines if _wants_arrays(canvas) else rings)(width)
    canvas.line_join = "round"
    for region, (points, counts) in by_region.items():
        canvas.fill_style = TINT[region]
        canvas.fill_polygons(points, counts)
    canvas.stroke_style = P.LAND_EDGE  # coasts and borders between regions, thin
    canvas.line_width = 0.8
    for points, counts in by_region.values():
        canvas.stroke_polygons(points, counts)
    for region, (points, counts) in by_region.items():
        if states[region] == "ok":
            continue
        canvas.stroke_style = P.INK
        canvas.line_width = 2.5
        if states[region] == "warning":
            canvas.set_line_dash([6, 4])
        canvas.stroke_polygons(*_main_land(points, counts))
        canvas.set_line_dash([])

"""The world map's data: terra_widget/ui/data/world_map.json, made from Natural
Earth by tools/make_world_map.py, installed with the package and read at run time."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from terra_widget.rules import Region
from terra_widget.ui import worldmap

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "terra_widget" / "ui" / "data" / "world_map.json"


def _script():
    spec = importlib.util.spec_from_file_location("make_world_map",
                                                  ROOT / "tools" / "make_world_map.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_map_is_what_the_script_makes_from_natural_earth():
    """Reproducible: the script, run offline on the committed Natural Earth extract
    (tools/data/naturalearth_lowres.zip), writes exactly the committed file."""
    make = _script()
    assert make.dumps(make.build()) == DATA.read_text(encoding="utf-8")


def test_the_map_has_the_six_regions_the_attribution_and_its_maker():
    data = worldmap.world_map()
    assert data == json.loads(DATA.read_text(encoding="utf-8"))  # the package reads it
    assert set(data["regions"]) == {r.value for r in Region}  # R0.3
    assert "Made with Natural Earth" in data["attribution"]
    assert "naturalearthdata.com" in data["attribution"]
    assert data["made_by"] == "tools/make_world_map.py" and data["version"] >= 1
    assert DATA.stat().st_size < 60_000  # small: a few rings per region
    for name, rings in data["regions"].items():
        assert rings, name
        for ring in rings:
            assert len(ring) >= 6 and len(ring) % 2 == 0
            xs, ys = ring[0::2], ring[1::2]
            assert 0 <= min(xs) and max(xs) <= data["width"], name
            assert 0 <= min(ys) and max(ys) <= data["height"], name


def _centre(rings):
    """The centre of a region's largest ring's bounding box, in frame units."""
    ring = max(rings, key=len)
    xs, ys = ring[0::2], ring[1::2]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


def test_regions_are_in_their_geographic_places():
    """West to east and north to south as on any world map: the Americas left, Europe
    above Africa in the middle, Asia right and above Oceania."""
    c = {Region(name): _centre(rings) for name, rings in worldmap.world_map()["regions"].items()}
    assert c[Region.NORTH_AMERICA][0] < c[Region.EUROPE][0] < c[Region.ASIA_MIDDLE_EAST][0]
    assert c[Region.SOUTH_AMERICA][0] < c[Region.AFRICA][0] \
        < c[Region.OCEANIA_SOUTH_EAST_ASIA][0]
    assert c[Region.NORTH_AMERICA][1] < c[Region.SOUTH_AMERICA][1]
    assert c[Region.EUROPE][1] < c[Region.AFRICA][1]
    assert c[Region.ASIA_MIDDLE_EAST][1] < c[Region.OCEANIA_SOUTH_EAST_ASIA][1]


def test_region_assignment_of_the_countries_the_brief_names():
    make = _script()
    assert make.region_of("Asia", "SAU", "Saudi Arabia") == "asia_middle_east"
    assert make.region_of("Asia", "IDN", "Indonesia") == "oceania_south_east_asia"
    assert make.region_of("Asia", "PHL", "Philippines") == "oceania_south_east_asia"
    assert make.region_of("North America", "CUB", "Cuba") == "north_america"
    assert make.region_of("North America", "PAN", "Panama") == "north_america"
    assert make.region_of("Antarctica", "ATA", "Antarctica") is None

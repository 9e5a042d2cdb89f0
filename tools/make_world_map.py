"""Make ``terra_widget/ui/data/world_map.json``: the six regions of Terra (R0.3) as a few
simplified polygons, projected and cropped, for the board to paint.

Input: Natural Earth's 1:110m countries (public domain), as the ``naturalearth_lowres``
shapefile that geopandas 0.14 wheels ship; a copy is committed as
``tools/data/naturalearth_lowres.zip`` (see ``tools/data/README.md``) so that this script
runs offline and its output can be checked in a test. Run from the repository root::

    python tools/make_world_map.py            # writes terra_widget/ui/data/world_map.json
    python tools/make_world_map.py --check    # exit 1 if the committed file differs

Standard library only (a small shapefile/dBase reader below), so nothing geographic is
needed at run time or to rebuild the map.

Steps:
1. read every country (its rings of lon/lat points) and its ``continent`` and ``iso_a3``;
2. give each country one of the six regions (:func:`region_of`): by continent, with
   explicit lists for the Middle East (Asia), South-East Asia (Oceania & South-East Asia)
   and Central America/Caribbean (already "North America" in Natural Earth); Antarctica
   and the open seas are left out. Russia is cut at the Ural (60 deg E): the west is
   Europe, Siberia is Asia, as a class would draw it;
3. project (Miller cylindrical, central meridian :data:`CENTRAL_LON`, so that the seam
   falls in the Bering Strait) onto a frame :data:`FRAME_W` units wide, cropped to the
   inhabited latitudes :data:`SOUTH`..:data:`NORTH`;
4. round to the unit grid, merge each region's countries into one outline (an edge shared
   by two countries of a region cancels out), simplify (Douglas-Peucker,
   :data:`TOLERANCE` units) and drop islands smaller than :data:`MIN_AREA` units^2.
"""

from __future__ import annotations

import argparse
import json
import math
import struct
import sys
import zipfile
from pathlib import Path

NAME = "tools/make_world_map.py"
VERSION = 1
ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tools" / "data" / "naturalearth_lowres.zip"
OUTPUT = ROOT / "terra_widget" / "ui" / "data" / "world_map.json"
ATTRIBUTION = ("Made with Natural Earth. Free vector and raster map data @ "
               "naturalearthdata.com")

CENTRAL_LON = 11.0  # the seam is at 169 deg W: between Chukotka and Alaska
NORTH, SOUTH = 80.0, -56.0  # Cape Horn is at 55.98 deg S; the high Arctic is cut
FRAME_W = 1000  # frame width in units (the board scales it to its pixels)
TOLERANCE = 1.1  # Douglas-Peucker tolerance, units
MIN_AREA = 6.0  # smaller islands are left out, units^2
URAL_LON = 60.0

REGIONS = ("north_america", "south_america", "europe", "africa", "asia_middle_east",
           "oceania_south_east_asia")
CONTINENT_REGION = {"North America": "north_america", "South America": "south_america",
                    "Europe": "europe", "Africa": "africa", "Asia": "asia_middle_east",
                    "Oceania": "oceania_south_east_asia"}
#: South-East Asia: Natural Earth puts it in "Asia"; Terra in Oceania & South-East Asia.
SOUTH_EAST_ASIA = {"IDN", "PHL", "MYS", "SGP", "BRN", "TLS", "THA", "VNM", "KHM", "LAO",
                   "MMR"}
#: Natural Earth's "Europe" countries that Terra's map counts in Asia & Middle East: none
#: besides Siberia (see RUSSIA); Turkey, the Caucasus and Cyprus are already "Asia".
RUSSIA = "RUS"


def region_of(continent: str, iso_a3: str, name: str) -> str | None:
    """The Terra region (R0.3) of a country; None for Antarctica and the open seas."""
    if iso_a3 in SOUTH_EAST_ASIA:
        return "oceania_south_east_asia"
    return CONTINENT_REGION.get(continent)


# --------------------------------------------------------------------------- reading

def read_dbf(data: bytes, encoding: str = "utf-8") -> list[dict[str, str]]:
    """The records of a dBase III table, every field as stripped text."""
    n_records, header_len, record_len = struct.unpack("<IHH", data[4:12])
    fields, pos = [], 32
    while data[pos] != 0x0D:
        name = data[pos:pos + 11].split(b"\0")[0].decode("ascii")
        fields.append((name, data[pos + 16]))
        pos += 32
    records = []
    for i in range(n_records):
        start = header_len + i * record_len + 1  # after the deletion flag
        record, offset = {}, start
        for name, length in fields:
            record[name] = data[offset:offset + length].decode(encoding).strip()
            offset += length
        records.append(record)
    return records


def read_shp(data: bytes) -> list[list[list[tuple[float, float]]]]:
    """The rings of every (multi)polygon record of a shapefile, as lon/lat points."""
    shapes, pos = [], 100
    while pos < len(data):
        _, words = struct.unpack(">ii", data[pos:pos + 8])
        content = data[pos + 8:pos + 8 + 2 * words]
        pos += 8 + 2 * words
        (shape_type,) = struct.unpack("<i", content[:4])
        if shape_type == 0:
            shapes.append([])
            continue
        if shape_type != 5:
            raise ValueError(f"shape type {shape_type}: only polygons (5) are read")
        n_parts, n_points = struct.unpack("<ii", content[36:44])
        parts = list(struct.unpack(f"<{n_parts}i", content[44:44 + 4 * n_parts]))
        at = 44 + 4 * n_parts
        flat = struct.unpack(f"<{2 * n_points}d", content[at:at + 16 * n_points])
        points = list(zip(flat[0::2], flat[1::2], strict=True))
        shapes.append([points[a:b] for a, b in zip(parts, parts[1:] + [n_points], strict=True)])
    return shapes


def read_countries(source: Path):
    """(continent, iso_a3, name, rings) for every country of the zipped shapefile."""
    with zipfile.ZipFile(source) as z:
        shp = z.read("naturalearth_lowres.shp")
        dbf = z.read("naturalearth_lowres.dbf")
        encoding = z.read("naturalearth_lowres.cpg").decode("ascii").strip()
    records = read_dbf(dbf, encoding)
    shapes = read_shp(shp)
    if len(records) != len(shapes):
        raise ValueError("the .shp and the .dbf do not have the same number of records")
    return [(r["continent"], r["iso_a3"], r["name"], rings)
            for r, rings in zip(records, shapes, strict=True)]


# --------------------------------------------------------------------------- geometry

def clip(ring, inside, cross):
    """Sutherland-Hodgman: the part of a closed ring on the ``inside`` of a straight
    line; ``cross(a, b)`` is where segment a-b meets it."""
    out = []
    n = len(ring)
    for i in range(n):
        a, b = ring[i - 1], ring[i]
        if inside(b):
            if not inside(a):
                out.append(cross(a, b))
            out.append(b)
        elif inside(a):
            out.append(cross(a, b))
    return out


def clip_lon(ring, lon, keep_west):
    def inside(p):
        return p[0] < lon if keep_west else p[0] >= lon

    def cross(a, b):
        t = (lon - a[0]) / (b[0] - a[0])
        return (lon, a[1] + t * (b[1] - a[1]))
    return clip(ring, inside, cross)


def clip_x(ring, x, keep_left):
    def inside(p):
        return p[0] <= x if keep_left else p[0] >= x

    def cross(a, b):
        t = (x - a[0]) / (b[0] - a[0])
        return (x, a[1] + t * (b[1] - a[1]))
    return clip(ring, inside, cross)


def clip_y(ring, y, keep_below):
    def inside(p):
        return p[1] <= y if keep_below else p[1] >= y

    def cross(a, b):
        t = (y - a[1]) / (b[1] - a[1])
        return (a[0] + t * (b[0] - a[0]), y)
    return clip(ring, inside, cross)


def miller(lat: float) -> float:
    """Miller cylindrical y (in radians of longitude) of a latitude in degrees."""
    return 1.25 * math.log(math.tan(math.pi / 4 + 0.4 * math.radians(lat)))


def frame():
    """Units per radian, and the frame height, for FRAME_W units over 360 degrees."""
    k = FRAME_W / (2 * math.pi)
    return k, k * (miller(NORTH) - miller(SOUTH))


def project(lon: float, lat: float, wrap: bool) -> tuple[float, float]:
    """Frame units: x from the seam (169 deg W) eastwards, y down from NORTH."""
    k, _ = frame()
    x = lon - CENTRAL_LON
    if wrap and x < -180:
        x += 360
    return k * math.radians(x + 180), k * (miller(NORTH) - miller(lat))


def area(ring) -> float:
    """Signed area (shoelace); positive is clockwise on screen (y down)."""
    pairs = zip(ring, ring[1:] + ring[:1], strict=True)
    return sum(ax * by - bx * ay for (ax, ay), (bx, by) in pairs) / 2


def dedupe(ring):
    out = [p for i, p in enumerate(ring) if p != ring[i - 1]] if len(ring) > 1 else ring
    return out


def merge(rings):
    """The outline of a set of rings that share whole edges: every ring turned clockwise,
    an edge met in both directions is inside and cancels, the rest is chained back into
    rings (at a point where two outlines touch, the leftmost turn is taken)."""
    edges: dict[tuple, int] = {}
    for ring in rings:
        if area(ring) < 0:
            ring = ring[::-1]
        for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
            if (b, a) in edges:
                edges[(b, a)] -= 1
                if not edges[(b, a)]:
                    del edges[(b, a)]
            else:
                edges[(a, b)] = edges.get((a, b), 0) + 1
    starts: dict[tuple, list] = {}
    for (a, b) in sorted(edges):
        starts.setdefault(a, []).append(b)
    out = []
    while starts:
        first = min(starts)
        ring, point = [first], first
        while True:
            nexts = starts[point]
            nxt = nexts.pop(0)
            if not nexts:
                del starts[point]
            if nxt == first:
                break
            ring.append(nxt)
            point = nxt
            if point not in starts:  # an open chain (bad topology): close it here
                break
        if len(ring) >= 3:
            out.append(ring)
    return out


def simplify(ring, tolerance):
    """Douglas-Peucker on a closed ring (its two farthest-apart-in-order points kept)."""
    if len(ring) < 4:
        return ring
    far = max(range(len(ring)), key=lambda i: (ring[i][0] - ring[0][0]) ** 2
              + (ring[i][1] - ring[0][1]) ** 2)
    return _dp(ring[:far + 1], tolerance)[:-1] + _dp(ring[far:] + ring[:1], tolerance)[:-1]


def _dp(points, tolerance):
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        i, j = stack.pop()
        (ax, ay), (bx, by) = points[i], points[j]
        dx, dy = bx - ax, by - ay
        norm = math.hypot(dx, dy) or 1.0
        best, at = -1.0, -1
        for m in range(i + 1, j):
            px, py = points[m]
            d = abs(dy * (px - ax) - dx * (py - ay)) / norm if (dx or dy) else \
                math.hypot(px - ax, py - ay)
            if d > best:
                best, at = d, m
        if at > 0 and best > tolerance:
            keep[at] = True
            stack += [(i, at), (at, j)]
    return [p for p, k in zip(points, keep, strict=True) if k]


# --------------------------------------------------------------------------- building

def build(source: Path = SOURCE) -> dict:
    _, height = frame()
    by_region: dict[str, list] = {r: [] for r in REGIONS}
    for continent, iso, name, rings in read_countries(source):
        region = region_of(continent, iso, name)
        if region is None:
            continue
        for ring in rings:
            pieces = [(region, ring)]
            if iso == RUSSIA and min(lon for lon, _ in ring) < 0:
                pieces = [("asia_middle_east", ring)]  # Chukotka, east of 180 deg
            elif iso == RUSSIA:
                pieces = [("europe", clip_lon(ring, URAL_LON, True)),
                          ("asia_middle_east", clip_lon(ring, URAL_LON, False))]
            for reg, piece in pieces:
                if len(piece) < 3:
                    continue
                pts = [project(lon, lat, reg != "north_america") for lon, lat in piece]
                pts = clip_y(clip_y(pts, 0.0, False), height, True)  # the crop
                pts = clip_x(clip_x(pts, 0.0, False), FRAME_W, True)  # the Aleutians
                pts = dedupe([(round(x), round(y)) for x, y in pts])
                if len(pts) >= 3 and abs(area(pts)) > 0:
                    by_region[reg].append(pts)
    regions = {}
    for region, rings in by_region.items():
        outline = []
        for ring in merge(rings):
            ring = dedupe(simplify(ring, TOLERANCE))
            if len(ring) >= 3 and abs(area(ring)) >= MIN_AREA:
                outline.append(ring)
        outline.sort(key=lambda r: -abs(area(r)))
        regions[region] = [[c for p in ring for c in p] for ring in outline]
    return {
        "name": "Terra world map: the six regions of R0.3",
        "made_by": NAME,
        "version": VERSION,
        "source": "Natural Earth 1:110m Admin 0 - Countries, as geopandas 0.14.4's "
                  "naturalearth_lowres (tools/data/naturalearth_lowres.zip)",
        "attribution": ATTRIBUTION,
        "license": "public domain (Natural Earth)",
        "projection": {"name": "miller", "central_lon": CENTRAL_LON, "north": NORTH,
                       "south": SOUTH},
        "width": FRAME_W,
        "height": round(height),
        "regions": regions,
    }


def dumps(data: dict) -> str:
    """Compact JSON, one ring per line (small, and diffs stay readable)."""
    lines = ["{"]
    for key, value in data.items():
        if key != "regions":
            lines.append(f"{json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    lines.append('"regions": {')
    items = list(data["regions"].items())
    for i, (region, rings) in enumerate(items):
        lines.append(f"{json.dumps(region)}: [")
        lines.append(",\n".join(json.dumps(r, separators=(",", ":")) for r in rings))
        lines.append("]" + ("," if i < len(items) - 1 else ""))
    lines.append("}}")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--check", action="store_true",
                        help="only compare with the existing output; exit 1 if it differs")
    args = parser.parse_args(argv)
    text = dumps(build(args.source))
    if args.check:
        same = args.output.exists() and args.output.read_text(encoding="utf-8") == text
        print("up to date" if same else f"{args.output} differs: run {NAME}")
        return 0 if same else 1
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output} ({len(text.encode())} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

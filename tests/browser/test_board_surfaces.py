"""One board, two surfaces (the widget and the static site): ``board.draw`` on a real
ipycanvas canvas and on the SVG surface give the same picture, rasterised by Chromium.

The canvas side is what ipycanvas sends a browser: the test draws on a real
``ipycanvas.Canvas`` inside ``hold_canvas()``, takes the batch of commands the canvas
manager would send, and replays it on an HTML5 ``<canvas>`` the way ipycanvas's front end
does (``ctx[command](...args)``, attributes set by name, ``fillPolygons`` ring by ring,
``clear`` as ``clearRect`` of the whole canvas). The SVG side is ``board_svg(...)``, shown
as a picture (``<img>``: the file a teacher saves) and inline (as the static site's widget
shows it). Both are screenshotted at the same size and compared pixel by pixel: a fresh
table, a crowded one (7 crises full-blown, R6.1's maximum, with a region at its limit and
one a crisis before it, cards played on the impending crisis) and a game's end, in normal
size (700 x 440, one canvas pixel per CSS pixel) and projector size (1200 x 754 CSS
pixels, the canvas at twice the pixels as the app draws it, on a screen of device pixel
ratio 2). The PNGs and a diff image go to test-artifacts/.

Tolerance: Chromium's canvas advances glyphs about 0.5% less than its SVG text (so the end
of a long line may be a pixel apart) and anti-aliases a little differently; the SVG's
coordinates are rounded to 1/100 px. So a pixel counts as different only when no pixel of
the other picture within REACH (1 CSS px) has its colour (no channel off by more than 64
of 255), either way round. The test fails when more than 0.1% of the pixels differ, more
than 12% of any 24 x 24 tile (a text moved or missing), or a row or column of more than 20
CSS px (a line left out). Measured on the correct surfaces: at most 0.034% of the pixels,
5% of a tile and runs of 11 CSS px (glyph strokes). Breaking one primitive of the SVG
surface failed it each time: texts 2 px lower (1.5% of the pixels), stroke_rect left out
(a run of 466 px), text_align ignored (1.6%), all rings but each region's first left out,
rectangles all white, and the dashes of a region one crisis from its limit left out.
"""

from __future__ import annotations

import base64
import dataclasses
import io
import json
import random

import numpy as np
import pytest
from harness import ARTIFACTS_DIR
from ipycanvas import Canvas, hold_canvas
from ipycanvas.canvas import _CANVAS_MANAGER, COMMANDS
from PIL import Image

from terra_widget import board_svg
from terra_widget.rules import DEFAULT_CRISES, Phase, Region, Solution, new_game
from terra_widget.rules.face.state import FullBlown
from terra_widget.ui import board

#: A pixel "differs" when a channel is off by more than this (of 255).
STRONG = 64
#: At most this share of all pixels may differ strongly...
MAX_SHARE = 0.001
#: ...and at most this share of any TILE x TILE square (a local defect).
TILE, MAX_TILE_SHARE = 24, 0.12
#: ...and no row or column of more than this many differing pixels (CSS px): a line left
#: out (a glyph's stroke is at most 17 px, the tallest font's size).
MAX_RUN = 20
#: How far (CSS px) a pixel may find its colour in the other picture (see the docstring).
REACH = 1

_NAMES = {v: k for k, v in COMMANDS.items()}
_ATTRS = {v: "".join(w if i == 0 else w.capitalize() for i, w in enumerate(k.split("_")))
          for k, v in Canvas.ATTRS.items()}  # 0 -> "fillStyle", as the front end names it


def _by_region():
    out = {}
    for c in DEFAULT_CRISES:
        out.setdefault(c.region, []).append(c)
    return out


def boards() -> dict:
    """The three tables: a fresh one, a crowded one, and the end of a real game."""
    fresh = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=5).view(None)
    by = _by_region()
    # Europe at its limit, North America a crisis before it: its long coast is dashed
    shown = (by[Region.EUROPE][:3] + by[Region.NORTH_AMERICA][:2]
             + by[Region.ASIA_MIDDLE_EAST][:1] + by[Region.AFRICA][:1])
    plays = tuple((i % 4, Solution.parse(k)) for i, k in enumerate(
        ["red-1", "blue-2", "green-3", "red-4", "blue-5"]))
    impending = by[Region.SOUTH_AMERICA][0]
    crowded = dataclasses.replace(
        fresh, full_blown=tuple(FullBlown(c, (), 2 + i) for i, c in enumerate(shown)),
        impending=impending, impending_plays=plays, phase=Phase.RESPOND, responder=1)
    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=11)
    rng = random.Random(11)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return {"fresh": fresh, "crowded": crowded, "end": state.view(None)}


def canvas_commands(view, *, projector: bool, resolution: int) -> list:
    """The batch ipycanvas sends the browser for one frame, as JSON-able
    ``[name, args]`` (numpy buffers put back in their places as lists)."""
    sent = []
    original = _CANVAS_MANAGER._send_custom
    _CANVAS_MANAGER._send_custom = lambda command, buffers=(): sent.append((command, buffers))
    try:
        width, height = board.size(projector)
        canvas = Canvas(width=width * resolution, height=height * resolution)
        with hold_canvas():
            board.draw(view, canvas, projector=projector, resolution=resolution)
    finally:
        _CANVAS_MANAGER._send_custom = original
    (commands, buffers), = sent
    out, at = [], 0
    for command in commands:
        name, args = _NAMES[command[0]], command[1]
        n_buffers = command[2] if len(command) > 2 else 0
        mine = buffers[at:at + n_buffers]
        at += n_buffers
        if name == "switchCanvas":
            continue
        if name == "set":
            out.append(["set", [_ATTRS[args[0]], args[1]]])
            continue
        decoded = []
        for arg in args:
            if isinstance(arg, dict) and "idx" in arg:
                arg = np.frombuffer(mine[arg["idx"]], dtype=arg["dtype"]).tolist()
            decoded.append(arg)
        out.append([name, decoded])
    return out


#: ipycanvas's front end (CanvasModel.executeCommand, setAttr, clearCanvas,
#: drawPolygonOrLineSegments), reduced to the commands the board sends.
REPLAY_JS = """
([commands]) => {
  const canvas = document.getElementById('canvas');
  const ctx = canvas.getContext('2d');
  const polygons = (args, fill) => {
    const [n, points, counts] = args;
    let at = 0;
    for (let i = 0; i < n; ++i) {
      const end = at + 2 * counts[i];
      ctx.beginPath();
      ctx.moveTo(points[at], points[at + 1]);
      for (let j = at + 2; j < end; j += 2) ctx.lineTo(points[j], points[j + 1]);
      at = end;
      ctx.closePath();
      if (fill) ctx.fill(); else ctx.stroke();
    }
  };
  for (const [name, args] of commands) {
    if (name === 'set') ctx[args[0]] = args[1];
    else if (name === 'clear') ctx.clearRect(0, 0, canvas.width, canvas.height);
    else if (name === 'fillPolygons') polygons(args, true);
    else if (name === 'strokePolygons') polygons(args, false);
    else ctx[name](...args);
  }
}
"""


def _page_html(svg: str, width: int, height: int, resolution: int) -> str:
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    style = f"display:block;width:{width}px;height:{height}px;margin:0 0 8px 0"
    return (f"<!doctype html><html><body style='margin:0;background:#fff'>"
            f"<canvas id='canvas' width='{width * resolution}' height='{height * resolution}'"
            f" style='{style}'></canvas>"
            f"<img id='img' src='data:image/svg+xml;base64,{data}' style='{style}'>"
            f"<div id='inline' style='{style}'>{svg}</div></body></html>")


def _png(locator) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(locator.screenshot())).convert("RGB"),
                      dtype=np.int16)


def _far(a: np.ndarray, b: np.ndarray, reach: int) -> np.ndarray:
    """The pixels of ``a`` whose colour no pixel of ``b`` within ``reach`` pixels has (no
    channel off by more than STRONG). Only pixels that differ in place are searched."""
    h, w = a.shape[:2]
    ys, xs = np.nonzero(np.abs(a - b).max(axis=2) > STRONG)
    far = np.ones(len(ys), bool)
    for dy in range(-reach, reach + 1):
        for dx in range(-reach, reach + 1):
            near = b[np.clip(ys + dy, 0, h - 1), np.clip(xs + dx, 0, w - 1)]
            far &= np.abs(a[ys, xs] - near).max(axis=1) > STRONG
    mask = np.zeros((h, w), bool)
    mask[ys[far], xs[far]] = True
    return mask


def _longest_run(mask: np.ndarray) -> int:
    """The longest row or column of consecutive True pixels (a line left out)."""
    best = 0
    for m in (mask, mask.T):
        edges = np.diff(np.pad(m, ((0, 0), (1, 1))).astype(np.int8), axis=1)
        starts, ends = np.nonzero(edges == 1)[1], np.nonzero(edges == -1)[1]
        if len(starts):
            best = max(best, int((ends - starts).max()))
    return best


def compare(a: np.ndarray, b: np.ndarray, reach: int) -> dict:
    """How much two pictures differ: ``share`` of all pixels that differ strongly, the
    worst ``tile``'s share, the ``run`` of differing pixels in a row or column, and the
    ``mask``. A pixel differs when no pixel of the other picture within ``reach`` pixels
    has its colour, either way round: a shape or text left out, or moved further, shows."""
    assert a.shape == b.shape, (a.shape, b.shape)
    strong = _far(a, b, reach) | _far(b, a, reach)
    h, w = strong.shape
    tiles = np.pad(strong, ((0, -h % TILE), (0, -w % TILE)))
    tiles = tiles.reshape(tiles.shape[0] // TILE, TILE, tiles.shape[1] // TILE, TILE)
    return {"share": float(strong.mean()), "tile": float(tiles.mean(axis=(1, 3)).max()),
            "run": _longest_run(strong), "mask": strong}


def _save(name: str, pixels: np.ndarray) -> None:
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    Image.fromarray(pixels.astype(np.uint8)).save(ARTIFACTS_DIR / f"{name}.png",
                                                  compress_level=1)


def _diff_image(canvas_px: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """The canvas's picture faded, with the strongly differing pixels in magenta."""
    out = 255 - (255 - canvas_px) // 4
    out[mask] = (255, 0, 255)
    return out


BOARDS = boards()


@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
@pytest.mark.parametrize("name", list(BOARDS))
def test_the_svg_surface_draws_what_the_canvas_draws(chromium_browser, name, projector):
    view = BOARDS[name]
    resolution = board.PROJECTOR_RESOLUTION if projector else 1
    width, height = board.size(projector)
    commands = canvas_commands(view, projector=projector, resolution=resolution)
    svg = board_svg(view, projector=projector)
    context = chromium_browser.new_context(
        viewport={"width": width + 20, "height": 3 * height + 40},
        device_scale_factor=resolution)
    try:
        page = context.new_page()
        page.set_content(_page_html(svg, width, height, resolution))
        page.wait_for_function("document.getElementById('img').complete")
        page.evaluate(REPLAY_JS, [commands])
        shots = {key: _png(page.locator(f"#{key}")) for key in ("canvas", "img", "inline")}
    finally:
        context.close()
    assert shots["canvas"].shape[:2] == (height * resolution, width * resolution)
    assert (shots["canvas"] != 255).any(axis=2).mean() > 0.5  # the replay painted
    tag = f"board-surfaces-{name}-{'projector' if projector else 'normal'}"
    _save(f"{tag}-canvas", shots["canvas"])
    _save(f"{tag}-svg", shots["img"])
    failures = []
    for key in ("img", "inline"):
        got = compare(shots["canvas"], shots[key], REACH * resolution)
        _save(f"{tag}-diff-{key}", _diff_image(shots["canvas"], got["mask"]))
        print(f"{tag} {key}: {got['share']:.4%} of pixels differ, worst tile "
              f"{got['tile']:.2%}, longest run {got['run']} px")
        if (got["share"] > MAX_SHARE or got["tile"] > MAX_TILE_SHARE
                or got["run"] > MAX_RUN * resolution):
            failures.append(
                f"{key}: {got['share']:.3%} of the pixels differ (at most {MAX_SHARE:.1%}), "
                f"{got['tile']:.1%} of the worst {TILE} px tile (at most "
                f"{MAX_TILE_SHARE:.0%}), a run of {got['run']} px (at most "
                f"{MAX_RUN * resolution}); see {tag}-diff-{key}.png")
    assert not failures, failures


def test_the_replay_is_the_stream_ipycanvas_sends():
    """The commands replayed above are ipycanvas's own: the map's polygons as its binary
    float32 buffers, and a frame that starts by clearing and ends with the panel."""
    commands = canvas_commands(BOARDS["crowded"], projector=False, resolution=1)
    names = [name for name, _ in commands]
    assert names[0] == "clear" and names.count("fillPolygons") == len(Region)
    assert ["setLineDash", [[6, 4]]] in commands  # the region one crisis from its limit
    fill = next(args for name, args in commands if name == "fillPolygons")
    assert len(fill[1]) == 2 * sum(fill[2]) and isinstance(fill[1][0], float)
    assert json.loads(json.dumps(commands)) == commands

"""Measuring "one screen" in a real browser (every decision in view): pure library code.

``measure_layout(page, ...)`` scrolls the widget into view and reads, in one
``page.evaluate``:

* where the status line (``terra-status``), the hand (``terra-hand``) and every ENABLED
  action button (``terra-action``) are, against the viewport
  (``window.innerWidth/innerHeight``) and against the part of the page a person really
  sees: the viewport clipped by every scrolling ancestor of the widget (in JupyterLab the
  notebook panel, which leaves out Lab's menu, toolbar and status bar);
* in the primary area (``terra-table-view``, ``terra-seat-view``): every box whose text
  overflows it (``scrollWidth > clientWidth + 1`` or ``scrollHeight > clientHeight + 1``;
  inline text is charged to its nearest block ancestor), every drop-down whose chosen
  option is wider than the room inside it (a ``<select>`` cuts it without overflowing:
  measured with a canvas in the select's font) and the smallest font of any rendered
  text;
* whether a box inside the widget cuts one of them (an ancestor whose overflow is not
  visible: the rectangle of a card hidden by its hand's fixed height is still in the
  viewport);
* which of the decision's controls (status line, hand, drop-down, enabled buttons)
  cover one another;
* the vertical distance between the status line and the farthest enabled action button
  (centre to centre): how far the eye travels from the question to its answer.

``problems(measured, ...)`` turns one measurement into human-readable failures (which
element, measured px), empty when the phase passes.
"""

from __future__ import annotations

from dataclasses import dataclass

APP = ".terra-app"
STATUS = ".terra-status"
#: An older layout's status line, ``terra-phase``: measured in its place (so the figures
#: exist for that layout too), and reported as a missing contract class.
LEGACY_STATUS = ".terra-phase"
HAND = ".terra-hand"
ACTION = ".terra-action"
PRIMARY = (".terra-table-view", ".terra-seat-view")
#: 1 px tolerance for sub-pixel layout.
TOLERANCE = 1

_MEASURE_JS = r"""
([app, status, legacyStatus, hand, action, primary, extra, tol]) => {
  const root = document.querySelector(app);
  if (!root) return {error: `no ${app} on the page`};
  root.scrollIntoView({block: 'start', inline: 'nearest'});
  const vw = window.innerWidth, vh = window.innerHeight;
  // the part of the page a person sees: the viewport clipped by scrolling ancestors
  let clip = {left: 0, top: 0, right: vw, bottom: vh};
  for (let el = root.parentElement; el; el = el.parentElement) {
    const s = getComputedStyle(el);
    if (/(auto|scroll|hidden)/.test(s.overflowY + s.overflowX) && el !== document.body
        && el !== document.documentElement) {
      const r = el.getBoundingClientRect();
      clip = {left: Math.max(clip.left, r.left), top: Math.max(clip.top, r.top),
              right: Math.min(clip.right, r.right), bottom: Math.min(clip.bottom, r.bottom)};
    }
  }
  const rendered = (el) => {
    if (!el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && parseFloat(s.opacity) > 0;
  };
  const label = (el) => {
    const cls = Array.from(el.classList).filter((c) => c.startsWith('terra-')).join('.');
    const text = (el.innerText || el.textContent || '').trim().replace(/\s+/g, ' ');
    return (cls ? '.' + cls : el.tagName.toLowerCase()) + (text ? ` "${text.slice(0, 40)}"` : '');
  };
  // the part of the app a box inside it shows of its content: every ancestor up to the
  // app whose overflow is not visible cuts what lies outside it (a hand of fixed height
  // hides its second row of cards, though their rectangles stay in the viewport)
  const far = 1e9;
  const innerClip = (el) => {
    const c = {left: -far, top: -far, right: far, bottom: far, by: null};
    for (let a = el.parentElement; a && a !== root.parentElement; a = a.parentElement) {
      const s = getComputedStyle(a), r = a.getBoundingClientRect();
      if (s.display === 'contents' || !a.getClientRects().length) continue;  // no box
      const cut = (side, value, inward) => {
        if (inward ? value > c[side] : value < c[side]) { c[side] = value; c.by = label(a); }
      };
      if (s.overflowX !== 'visible') { cut('left', r.left, true); cut('right', r.right, false); }
      if (s.overflowY !== 'visible') { cut('top', r.top, true); cut('bottom', r.bottom, false); }
    }
    return c;
  };
  const box = (el, name) => {
    const r = el.getBoundingClientRect();
    return {name: name || label(el), left: r.left, top: r.top, right: r.right,
            bottom: r.bottom, width: r.width, height: r.height, inner: innerClip(el)};
  };
  // text for screen readers only (clipped to nothing): a label the screen says otherwise
  const screenReaderOnly = (el, area) => {
    for (let a = el; a && a !== area; a = a.parentElement)
      if (getComputedStyle(a).clip === 'rect(0px, 0px, 0px, 0px)') return true;
    return false;
  };
  const first = (sel) => Array.from(root.querySelectorAll(sel)).find(rendered) || null;
  const out = {viewport: {width: vw, height: vh}, clip, missing: [], required: [],
               overflow: [], smallestFont: null, fontElement: null};
  let st = first(status);
  if (!st) { out.missing.push(status); st = first(legacyStatus); }
  if (st) out.required.push(box(st, 'status ' + label(st)));
  out.status = st ? box(st, label(st)) : null;
  const hd = first(hand);
  out.hand = hd ? box(hd, 'hand ' + label(hd)) : null;
  if (hd) out.required.push(out.hand);
  const actions = Array.from(root.querySelectorAll(action))
      .filter((b) => !b.disabled && !b.classList.contains('mod-disabled') && rendered(b));
  out.actions = actions.map((b) => box(b, 'action ' + label(b)));
  out.required.push(...out.actions);
  for (const sel of extra) {
    const el = first(sel);
    if (el) out.required.push(box(el, sel + ' ' + label(el))); else out.missing.push(sel);
  }
  // the primary area: overflow and fonts of every rendered text
  let areas = primary.map((sel) => Array.from(root.querySelectorAll(sel)).filter(rendered))
      .flat();
  if (!areas.length) areas = [root];  // old layout: measure the whole widget
  out.primaryFound = primary.filter((sel) => root.querySelector(sel));
  const seen = new Set();
  for (const area of areas) {
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode())) {
      if (!node.textContent.trim()) continue;
      let el = node.parentElement;
      if (!el || !rendered(el)) continue;
      if (el.closest('svg') || el.tagName === 'OPTION' || el.tagName === 'STYLE'
          || el.tagName === 'SCRIPT') continue;
      if (screenReaderOnly(el, area)) continue;  // not on the screen: nothing to cut
      // the size on the screen: a zoomed box (projector mode fitted to a small
      // window) keeps its computed font size; currentCSSZoom is the factor
      const fs = parseFloat(getComputedStyle(el).fontSize) * (el.currentCSSZoom || 1);
      if (out.smallestFont === null || fs < out.smallestFont) {
        out.smallestFont = fs; out.fontElement = label(el);
      }
      while (el !== area && getComputedStyle(el).display.startsWith('inline')
             && !['BUTTON', 'SELECT', 'INPUT'].includes(el.tagName))
        el = el.parentElement;
      if (seen.has(el)) continue;
      seen.add(el);
      const dx = el.scrollWidth - el.clientWidth, dy = el.scrollHeight - el.clientHeight;
      if (el.clientWidth > 0 && (dx > tol || dy > tol))
        out.overflow.push({name: label(el), scrollWidth: el.scrollWidth,
                           clientWidth: el.clientWidth, scrollHeight: el.scrollHeight,
                           clientHeight: el.clientHeight});
    }
  }
  // a box that scrolls sideways shows a scroll bar at the first pixel too much (real
  // screens show scroll bars: a table 834 px wide in 833 scrolls)
  for (const area of areas) {
    for (const el of [area, ...area.querySelectorAll('*')]) {
      if (seen.has(el) || !rendered(el) || screenReaderOnly(el, area.parentElement)) continue;
      const s = getComputedStyle(el);
      if (/(auto|scroll)/.test(s.overflowX) && el.scrollWidth > el.clientWidth
          && el.clientWidth > 0) {
        seen.add(el);
        out.overflow.push({name: 'scroll bar: ' + label(el).slice(0, 60),
                           scrollWidth: el.scrollWidth, clientWidth: el.clientWidth,
                           scrollHeight: el.scrollHeight, clientHeight: el.clientHeight});
      }
    }
  }
  // a drop-down shows its chosen option on one line, cut where the box ends: measure
  // that text with the box's font against the room inside it
  const ruler = document.createElement('canvas').getContext('2d');
  for (const area of areas) {
    for (const sel of area.querySelectorAll('select')) {
      if (!rendered(sel) || sel.selectedIndex < 0 || seen.has(sel)) continue;
      seen.add(sel);
      const s = getComputedStyle(sel);
      ruler.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const text = sel.options[sel.selectedIndex].text;
      const need = Math.ceil(ruler.measureText(text).width);
      const room = sel.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      if (need > room + tol)
        out.overflow.push({name: `select "${text.slice(0, 40)}"`, scrollWidth: need,
                           clientWidth: Math.floor(room), scrollHeight: sel.clientHeight,
                           clientHeight: sel.clientHeight});
    }
  }
  // the controls of a decision never cover one another (a box of fixed height whose
  // content wrapped once let the cards sit on the drop-down)
  const controls = [];
  if (st) controls.push(out.status);
  if (hd) controls.push(out.hand);
  for (const sel of root.querySelectorAll('.terra-target select'))
    if (rendered(sel)) controls.push(box(sel, 'drop-down ' + label(sel.parentElement)));
  // the buttons outside the hand (its cards are inside it, measured with it)
  actions.forEach((b, i) => { if (!b.closest(hand)) controls.push(out.actions[i]); });
  out.overlaps = [];
  for (let i = 0; i < controls.length; i++)
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i], b = controls[j];
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > tol && h > tol) out.overlaps.push([a.name, b.name, w, h]);
    }
  if (st && actions.length) {
    const sy = (out.status.top + out.status.bottom) / 2;
    out.statusToAction = Math.max(...out.actions.map(
        (a) => Math.abs((a.top + a.bottom) / 2 - sy)));
  } else out.statusToAction = null;
  return out;
}
"""


@dataclass(frozen=True)
class Limits:
    """What one screen must satisfy: the smallest font (CSS px) of the primary area."""

    min_font_px: float


NORMAL = Limits(min_font_px=14)
PROJECTOR = Limits(min_font_px=24)
#: The window projector mode is designed for (its text 24 px).
PROJECTOR_DESIGN = (1920, 1080)


def projector_limits(viewport: dict, scrollbar: tuple[int, int] = (0, 0)) -> Limits:
    """Projector mode on a ``viewport`` window: a projector throws its picture on the same
    wall whatever its resolution, so text is as readable from the back of the room as the
    design's 24 px at 1920x1080 when it keeps the same share of the picture: 24 px scaled
    by the smaller of the two ratios (16 px at 1280x800, 12.8 px at 1024x768), never
    more than 24 px. ``scrollbar``: the (width, height) the browser's scroll bars take
    from the page (the same on every window size, the design's 1920x1080 included): the
    ratios are then between the pages' usable sizes (12.71 px at 1024x768 with 15 px)."""
    width, height = PROJECTOR_DESIGN
    sx, sy = scrollbar
    ratio = min((viewport["width"] - sx) / (width - sx),
                (viewport["height"] - sy) / (height - sy), 1.0)
    return Limits(min_font_px=round(PROJECTOR.min_font_px * ratio, 2))


_SCROLLBAR_JS = r"""
(app) => {
  // the window's own, or that of the box the page scrolls in (Voila scrolls a box)
  let w = window.innerWidth - document.documentElement.clientWidth;
  let h = window.innerHeight - document.documentElement.clientHeight;
  const root = document.querySelector(app);
  for (let el = root && root.parentElement; el; el = el.parentElement) {
    const s = getComputedStyle(el);
    const bx = parseFloat(s.borderLeftWidth) + parseFloat(s.borderRightWidth);
    const by = parseFloat(s.borderTopWidth) + parseFloat(s.borderBottomWidth);
    w = Math.max(w, el.offsetWidth - el.clientWidth - bx);
    h = Math.max(h, el.offsetHeight - el.clientHeight - by);
  }
  return [w, h];
}
"""


def scrollbar_size(page, app: str = APP) -> tuple[int, int]:
    """The (width, height) the page's scroll bars take from it (0 when hidden): the
    window's, or those of a box around the widget that scrolls."""
    return tuple(page.evaluate(_SCROLLBAR_JS, app))


def measure_layout(page, *, extra: tuple[str, ...] = (), app: str = APP) -> dict:
    """Scroll the widget into view and measure it (see the module docstring). ``extra``:
    more selectors that must be on screen (their first rendered match)."""
    return page.evaluate(
        _MEASURE_JS,
        [app, STATUS, LEGACY_STATUS, HAND, ACTION, list(PRIMARY), list(extra), TOLERANCE],
    )


def _outside(rect: dict, area: dict) -> list[str]:
    tol = TOLERANCE
    sides = []
    if rect["top"] < area["top"] - tol:
        sides.append(f"top {rect['top']:.0f} < {area['top']:.0f}")
    if rect["bottom"] > area["bottom"] + tol:
        sides.append(f"bottom {rect['bottom']:.0f} > {area['bottom']:.0f}")
    if rect["left"] < area["left"] - tol:
        sides.append(f"left {rect['left']:.0f} < {area['left']:.0f}")
    if rect["right"] > area["right"] + tol:
        sides.append(f"right {rect['right']:.0f} > {area['right']:.0f}")
    return sides


def problems(measured: dict, limits: Limits, *, need_hand: bool = True) -> list[str]:
    """Every failure of one measured screen, as sentences with the measured px."""
    if "error" in measured:
        return [measured["error"]]
    out = [f"missing (no rendered element): {sel}" for sel in measured["missing"]]
    if need_hand and measured.get("hand") is None:
        out.append(f"missing (no rendered element): {HAND}")
    vp = measured["viewport"]
    viewport = {"left": 0, "top": 0, "right": vp["width"], "bottom": vp["height"]}
    for rect in measured["required"]:
        where = _outside(rect, viewport)
        if where:
            out.append(f"outside the viewport {vp['width']}x{vp['height']}: {rect['name']}: "
                       + ", ".join(where))
            continue
        where = _outside(rect, measured["clip"])
        if where:
            out.append(f"hidden by the page's scrolling panel: {rect['name']}: "
                       + ", ".join(where))
            continue
        inner = rect.get("inner")
        where = _outside(rect, inner) if inner else []
        if where:
            out.append(f"cut by a box inside the app ({inner['by']}): {rect['name']}: "
                       + ", ".join(where))
    missing_areas = [sel for sel in PRIMARY if sel not in measured["primaryFound"]]
    if missing_areas:
        out.append(f"primary area missing: {', '.join(missing_areas)}")
    for first, second, w, h in measured.get("overlaps", []):
        out.append(f"{first} and {second} overlap ({w:.0f}x{h:.0f} px)")
    for o in measured["overflow"]:
        out.append(f"text overflows {o['name']}: scroll {o['scrollWidth']}x{o['scrollHeight']}"
                   f" > client {o['clientWidth']}x{o['clientHeight']}")
    font = measured["smallestFont"]
    if font is not None and font < limits.min_font_px:
        out.append(f"font {font:g} px < {limits.min_font_px:g} px: {measured['fontElement']}")
    return out


def summary(measured: dict) -> str:
    """One line of figures for reports: distance, font, counts."""
    if "error" in measured:
        return measured["error"]
    distance = measured.get("statusToAction")
    dist = "n/a" if distance is None else f"{distance:.0f} px"
    font = measured.get("smallestFont")
    return (f"status->farthest enabled action {dist}; smallest font "
            f"{'n/a' if font is None else f'{font:g} px'}; {len(measured['actions'])} enabled "
            f"actions; {len(measured['overflow'])} overflowing boxes")


_DISABLED_JS = r"""
(app) => {
  const root = document.querySelector(app);
  if (!root) return [];
  const rgb = (c) => (c.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  return Array.from(root.querySelectorAll('button:disabled'))
    .filter((b) => b.getClientRects().length
            && getComputedStyle(b).display !== 'none')
    .map((b) => {
      const s = getComputedStyle(b);
      const bg = rgb(s.backgroundColor), fg = rgb(s.color);
      const [hi, lo] = [lum(bg), lum(fg)].sort((x, y) => y - x);
      return {name: (b.innerText || '').trim().slice(0, 30), background: bg,
              opacity: parseFloat(s.opacity), contrast: (hi + 0.05) / (lo + 0.05)};
    });
}
"""


def disabled_button_problems(page, app: str = APP) -> list[str]:
    """A disabled action button must look disabled: not the blue of an enabled primary
    button, not faded by opacity, and its label readable (contrast >= 4.5:1, WCAG AA).
    Cards not playable now too (faded, they would be about 2.5:1)."""
    found = []
    for b in page.evaluate(_DISABLED_JS, app):
        r, g, bl = b["background"]
        if bl > r + 40 and bl > g + 10:
            found.append(f"disabled button {b['name']!r} is blue ({b['background']})")
        if b["opacity"] < 1 or b["contrast"] < 4.5:
            found.append(f"disabled button {b['name']!r}: opacity {b['opacity']}, label "
                         f"contrast {b['contrast']:.2f}:1 (needs 4.5:1)")
    return found


#: The smallest text drawn in the SVG pictures under a selector, in px as shown: its font
#: size times the picture's scale (an SVG drawn narrower than its viewBox shrinks its text).
SMALLEST_SVG_TEXT_JS = """(selector) => {
  let smallest = 1e9;
  for (const el of document.querySelectorAll(selector + ' text')) {
    if (!el.textContent.trim()) continue;
    const svg = el.ownerSVGElement;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    smallest = Math.min(smallest, parseFloat(getComputedStyle(el).fontSize) * scale);
  }
  return smallest;
}"""


def smallest_svg_text(page, selector: str) -> float:
    return page.evaluate(SMALLEST_SVG_TEXT_JS, selector)


# --------------------------------------------------------------------------- the end screen

_END_JS = r"""
([app, board, panel, areas, tol]) => {
  const root = document.querySelector(app);
  if (!root) return {error: `no ${app} on the page`};
  const rendered = (el) => {
    if (!el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && parseFloat(s.opacity) > 0;
  };
  const label = (el) => {
    const cls = Array.from(el.classList).filter((c) => c.startsWith('terra-')).join('.');
    const text = (el.innerText || el.textContent || '').trim().replace(/\s+/g, ' ');
    return (cls ? '.' + cls : el.tagName.toLowerCase()) + (text ? ` "${text.slice(0, 40)}"` : '');
  };
  const srOnly = (el) => {
    for (let a = el; a && a !== root; a = a.parentElement)
      if (getComputedStyle(a).clip === 'rect(0px, 0px, 0px, 0px)') return true;
    return false;
  };
  const out = {broken: [], cut: [], covering: [], verdict: null, board: null, panel: null};
  // a word laid out on two lines or more: its column is narrower than the word
  const range = document.createRange();
  for (const sel of areas) for (const area of root.querySelectorAll(sel)) {
    if (!rendered(area)) continue;
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode())) {
      const el = node.parentElement;
      if (!el || !rendered(el) || el.closest('svg') || srOnly(el)) continue;
      for (const m of node.textContent.matchAll(/\S+/g)) {
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0)
                              .map((r) => Math.round(r.top)));
        if (lines.size > 1)
          out.broken.push({word: m[0], lines: lines.size, where: label(el),
                           width: Math.round(el.getBoundingClientRect().width)});
      }
    }
  }
  // a button whose label does not fit ("N…")
  for (const b of root.querySelectorAll('button')) {
    if (!rendered(b) || srOnly(b)) continue;
    if (b.scrollWidth > b.clientWidth + tol)
      out.cut.push({name: label(b), scrollWidth: b.scrollWidth, clientWidth: b.clientWidth});
  }
  const rect = (el) => { const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > tol
      && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tol;
  const canvas = root.querySelector(board);
  if (!canvas) return {...out, error: 'no board'};
  const br = rect(canvas);
  out.board = br;
  const scale = (br.right - br.left) / panel.width;
  out.panel = {left: br.left + panel.x * scale, top: br.top + panel.y * scale,
               right: br.left + (panel.x + panel.w) * scale,
               bottom: br.top + (panel.y + panel.h) * scale};
  const verdict = root.querySelector('.terra-end-screen');
  out.verdict = verdict && rendered(verdict) ? rect(verdict) : null;
  // whatever the table shows besides the board lies beside it, not over it
  const area = canvas.closest('.terra-board-area');
  const others = [...root.querySelectorAll('.terra-table-view > *, .terra-board-area > *')]
      .filter((el) => el !== area && !el.contains(canvas) && !canvas.contains(el)
              && !el.classList.contains('terra-board-text') && rendered(el) && !srOnly(el));
  for (const el of others)
    if (meet(rect(el), br)) out.covering.push(label(el));
  return out;
}
"""

#: The boxes of the end screen whose words must each fit their column (squeezed to 26 px,
#: the question for the class would read one letter per line).
END_AREAS = (".terra-status-bar", ".terra-end-screen", ".terra-prompt", ".terra-debrief",
             ".terra-story-view")


def measure_end_screen(page, *, board_css: str, panel: tuple, board_width: int,
                       app: str = APP) -> dict:
    """The end screen's words, buttons and what lies over the board (``panel``: the crisis
    panel under the map, (x, y, w, h) in board units of a board ``board_width`` wide)."""
    x, y, w, h = panel
    return page.evaluate(_END_JS, [app, board_css, {"x": x, "y": y, "w": w, "h": h,
                                                    "width": board_width},
                                   list(END_AREAS), TOLERANCE])


def end_screen_problems(measured: dict) -> list[str]:
    """Every failure of one measured end screen, as sentences with the measured px."""
    if "error" in measured:
        return [measured["error"]]
    out = [f"the word {b['word']!r} is broken over {b['lines']} lines in {b['where']} "
           f"({b['width']} px wide)" for b in measured["broken"]]
    out += [f"button cut: {c['name']} (needs {c['scrollWidth']} px, has {c['clientWidth']})"
            for c in measured["cut"]]
    out += [f"covers the board: {name}" for name in measured["covering"]]
    v, p = measured["verdict"], measured["panel"]
    if v is not None:
        w = min(v["right"], p["right"]) - max(v["left"], p["left"])
        h = min(v["bottom"], p["bottom"]) - max(v["top"], p["top"])
        if w > TOLERANCE and h > TOLERANCE:
            out.append(f"the verdict covers the board's crisis panel ({w:.0f}x{h:.0f} px)")
    return out


# --------------------------------------------------------------------------- the debrief

_DEBRIEF_JS = r"""
([app, tol, maxLines, maxHeadLines]) => {
  const root = document.querySelector(app);
  if (!root) return [`no ${app} on the page`];
  const table = root.querySelector('.terra-debrief-table');
  if (!table || !table.getClientRects().length) return ['no debrief table on the page'];
  const out = [];
  // computed lengths are before the projector's zoom (projector_fit.py), rectangles after
  const zoom = (el) => el.currentCSSZoom || 1;
  const lineHeight = (el) => {
    const s = getComputedStyle(el);
    const lh = parseFloat(s.lineHeight);
    return (Number.isFinite(lh) ? lh : 1.2 * parseFloat(s.fontSize)) * zoom(el);  // "normal"
  };
  const inner = (el) => {
    const s = getComputedStyle(el);
    return el.getBoundingClientRect().height - zoom(el) * (parseFloat(s.paddingTop)
        + parseFloat(s.paddingBottom) + parseFloat(s.borderTopWidth)
        + parseFloat(s.borderBottomWidth));
  };
  const rows = Array.from(table.rows).filter((tr) => tr.querySelector('td'));
  if (!rows.length) out.push('the debrief table has no rows');
  const range = document.createRange();
  for (const tr of rows) {
    // every cell of a row is as tall as the row: the one whose text is tallest says why
    let worst = null;
    for (const td of tr.cells) {
      range.selectNodeContents(td);
      const text = range.getBoundingClientRect().height;
      const h = inner(td), lh = lineHeight(td);
      if (h > maxLines * lh + tol && (worst === null || text > worst.text))
        worst = {text, h, lh, what: td.textContent.trim()};
    }
    if (worst)
      out.push(`the row of ${tr.cells[0].textContent.trim()} is ${worst.h.toFixed(0)} px `
               + `high, more than one line of ${worst.lh.toFixed(1)} px: its text `
               + `"${worst.what}" takes ${worst.text.toFixed(0)} px`);
  }
  // the header rows together (the number headers span both): a few lines, not a column
  // of single words
  const heads = Array.from(table.rows).filter((tr) => !tr.querySelector('td'));
  if (heads.length) {
    const th = heads[0].querySelector('th');
    const top = heads[0].getBoundingClientRect().top;
    const bottom = heads[heads.length - 1].getBoundingClientRect().bottom;
    const lh = lineHeight(th);
    if (bottom - top > maxHeadLines * lh + tol)
      out.push(`the debrief's headers are ${(bottom - top).toFixed(0)} px high: more than `
               + `${maxHeadLines} lines of ${lh.toFixed(1)} px`);
  }
  const t = table.getBoundingClientRect();
  const box = table.closest('.terra-debrief') || root;
  for (const [name, el] of [['the app', root], ['the debrief\'s box', box],
                            ['the window', null]]) {
    const right = el ? el.getBoundingClientRect().right : document.documentElement.clientWidth;
    if (t.right > right + tol)
      out.push(`the debrief table's right edge (${t.right.toFixed(0)} px) is past ${name}'s `
               + `(${right.toFixed(0)} px)`);
  }
  return out;
}
"""

#: A debrief row is one line: each cell's text at most 1.6 lines high (two lines are 2).
DEBRIEF_ROW_LINES = 1.6
#: The debrief's two header rows together: at most seven lines (a column squeezed to one
#: word a line reads "Cards / given / to / crises / ..." over nine).
DEBRIEF_HEAD_LINES = 7


def debrief_rows_on_one_line(page, app: str = APP) -> list[str]:
    """The debrief table's problems, as sentences with the measured px (empty: it passes):
    a row taller than one line, headers taller than ``DEBRIEF_HEAD_LINES`` lines, or the
    table's right edge past its box, the app or the window (a table wider than its column
    spills over the page's edge or under a scroll bar)."""
    return page.evaluate(_DEBRIEF_JS, [app, TOLERANCE, DEBRIEF_ROW_LINES, DEBRIEF_HEAD_LINES])

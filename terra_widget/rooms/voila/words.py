"""What the classroom's Voila server says by itself, in the page's language: the
refusals (a full room, too many tabs, a wrong teacher token), the cookie page, and the
script that tells a student when the server went away."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from html import escape
from urllib.parse import parse_qs

from terra_widget.i18n import LANGUAGES, translator

from ..colours import ROOM

#: Recent rooms count towards the cap (a database kept from lesson to lesson holds old
#: rooms, whose seats should not raise it).
RECENT_ROOM_SECONDS = 24 * 3600.0
#: How often a page asks whether its server and kernel are still there (milliseconds).
ALIVE_EVERY_MS = 4000


def query_of(handler) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(handler.request.query).items() if v}


def page_language(query: dict[str, str], db_path: str | None) -> str:
    """The page's language: ``?lang=`` as the page itself uses it, else the language of
    the room ``?room=`` names, else English."""
    lang = query.get("lang", "")
    if lang in LANGUAGES:
        return lang
    code = query.get("room", "")
    if code and db_path and os.path.exists(db_path):
        try:
            from ..store import Store

            with Store(db_path) as store:
                return store.room(code).lang
        except Exception:  # noqa: BLE001 - an unknown room or a damaged file: the default
            pass
    return "en"


def recent_seats(db_path: str | None, now: float | None = None) -> int:
    """Seats of the rooms of the database created within ``RECENT_ROOM_SECONDS`` (0 if
    the file cannot be read: the cap is then the spare pages only)."""
    if not db_path or not os.path.exists(db_path):
        return 0
    now = time.time() if now is None else now
    try:
        db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=5)
        try:
            row = db.execute(
                "SELECT COUNT(*) FROM seats JOIN game_tables ON seats.table_id = "
                "game_tables.id JOIN rooms ON game_tables.room = rooms.code "
                "WHERE rooms.created >= ?", (now - RECENT_ROOM_SECONDS,)).fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return 0
    return int(row[0])


def refusal_page(lang: str, title_key: str, text_key: str) -> str:
    t = translator(lang)
    return (f'<!DOCTYPE html><html lang="{escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(t(title_key))}</title></head>"
            f'<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">'
            f'<h1>{escape(t(title_key))}</h1><p class="terra-refusal">{escape(t(text_key))}'
            f"</p></body></html>")


def cookie_page(lang: str) -> str:
    """The answer to a page request without the browser cookie: it sets the cookie (in
    the response's header) and loads the page again; no kernel is started for it. A
    browser that keeps no cookies is told so in its language."""
    t = translator(lang)
    text = json.dumps(t("classroom.server.cookies"), ensure_ascii=True).replace("</", "<\\/")
    return (f'<!DOCTYPE html><html lang="{escape(lang)}"><head><meta charset="utf-8">'
            f"<title>Terra</title></head><body style=\"font-family: sans-serif\">"
            f"<script>try {{ if (navigator.cookieEnabled && !sessionStorage.terraTried) {{"
            f" sessionStorage.terraTried = '1'; location.reload(); }} else throw 0; }}"
            f" catch (e) {{ document.body.textContent = {text}; }}</script></body></html>")


def watch_script(lang: str) -> str:
    """The script added to every page: it tells the student, in the page's language,
    when the server stopped answering or no longer knows this page's kernel."""
    t = translator(lang)
    words = {k: t(f"classroom.server.{k}") for k in ("gone", "ended", "back", "reload")}
    # json.dumps escapes quotes; "</" is escaped too so no text can close the script.
    data = json.dumps(words, ensure_ascii=True).replace("</", "<\\/")
    script = """<script>
(function () {
  var T = @WORDS@, misses = 0, shown = null;
  function cfg() {
    var el = document.getElementById('jupyter-config-data');
    try { return JSON.parse(el.textContent); } catch (e) { return {}; }
  }
  function show(kind) {
    if (shown === kind) return;
    shown = kind;
    var box = document.getElementById('terra-server-banner');
    if (!box) {
      box = document.createElement('div');
      box.id = 'terra-server-banner';
      box.setAttribute('role', 'alert');
      box.style.cssText = 'position:fixed;top:0;left:0;right:0;z-index:10000;padding:1em;' +
        'background:@FILL@;color:@TEXT@;border-bottom:2px solid @EDGE@;font:1.1em sans-serif';
      document.body.appendChild(box);
    }
    box.className = 'terra-server-' + kind;
    box.textContent = T[kind] + ' ';
    if (kind !== 'gone') {
      var b = document.createElement('button');
      b.textContent = T.reload;
      b.className = 'terra-server-reload';
      b.onclick = function () { location.reload(); };
      box.appendChild(b);
    }
  }
  function check() {
    var c = cfg(), base = c.baseUrl || '/', id = c.kernelId || 'none';
    fetch(base + 'terra/alive/' + encodeURIComponent(id), {cache: 'no-store'})
      .then(function (r) {
        misses = 0;
        if (r.status === 200) { if (shown === 'gone') show('back'); }
        else show('ended');
      })
      .catch(function () { misses += 1; if (misses >= 2) show('gone'); });
  }
  try { sessionStorage.removeItem('terraTried'); } catch (e) {}
  setInterval(check, @EVERY@);
})();
</script>
"""
    for mark, colour in (("@FILL@", ROOM["paused_fill"]), ("@TEXT@", ROOM["gone_text"]),
                         ("@EDGE@", ROOM["gone_edge"])):
        script = script.replace(mark, colour)
    return script.replace("@WORDS@", data).replace("@EVERY@", str(ALIVE_EVERY_MS))

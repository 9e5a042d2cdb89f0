"""The game's sentences as gettext catalogues (``.po``), read with the standard library.

Each language is one file, ``po/<lang>.po`` beside this module, in the format every
translator's tool opens (Poedit, Weblate, Crowdin). The English sentences are the template
``po/terra_widget.pot``. An entry is one sentence of the game:

* ``msgctxt`` is its key (``"status.draw"``), the name the code asks for;
* ``msgid`` is the English sentence, a ``str.format`` template (``"{player} must draw..."``);
* ``msgstr`` is the translation, with the same ``{placeholders}``.

A sentence that depends on a count has gettext's plural forms: ``msgid``/``msgid_plural``
in English and ``msgstr[0]``, ``msgstr[1]``... chosen by the ``Plural-Forms`` formula of the
file's header (French: ``plural=(n > 1)``, so 0 and 1 take ``msgstr[0]``).

An empty or fuzzy translation is not used: the English sentence stands in for it, as
gettext does, so a language can be added a few sentences at a time.

Besides the package's folder, catalogues are found in the folders named by the environment
variable ``TERRA_WIDGET_LOCALE_PATH`` (separated as ``PATH`` is) and those given to
``register_catalogues(folder)``; a ``<lang>.po`` there adds the language ``lang`` or
replaces the package's. The parser is a small one (no ``.mo`` to compile): it reads the
files as they are shipped, in CPython and in Pyodide alike.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

# os.path, not pathlib or dataclasses: importing the words layer stays as light as a
# module of dicts (pathlib and dataclasses cost more than the rest of it together)
#: the package's own catalogues
PACKAGE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "po")
TEMPLATE = "terra_widget.pot"
DOMAIN = "terra_widget"
#: the languages the package ships, in the order menus list them
BUILT_IN: tuple[str, ...] = ("en", "fr", "de", "es", "ca")
ENV_VAR = "TERRA_WIDGET_LOCALE_PATH"

_LANG_CODE = re.compile(r"^[a-z]{2,3}(?:_[A-Z]{2})?$")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b",
            "f": "\f", "v": "\v"}
_ESCAPE = re.compile(r"\\(.)")


class CatalogueError(ValueError):
    """A ``.po`` file that cannot be read: names the file, the line and what was wrong."""


class Entry:
    """One entry of a ``.po`` file."""

    __slots__ = ("context", "msgid", "msgid_plural", "msgstr", "flags", "line")

    def __init__(self):
        self.context: str | None = None
        self.msgid = ""
        self.msgid_plural: str | None = None
        self.msgstr: list[str] = []
        self.flags: set[str] = set()
        self.line = 0

    @property
    def translated(self) -> bool:
        return "fuzzy" not in self.flags and bool(self.msgstr) and all(self.msgstr)


def _unquote(text: str, path, number: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise CatalogueError(f"{path}, line {number}: expected a \"quoted\" string, "
                             f"found {text[:40]!r}")
    body = text[1:-1]
    if "\\" not in body:
        return body
    try:
        return _ESCAPE.sub(lambda m: _ESCAPES[m.group(1)], body)
    except KeyError as exc:
        raise CatalogueError(f"{path}, line {number}: unknown escape \\{exc.args[0]}; "
                             "allowed: \\n \\t \\\" \\\\") from None


def parse_po(text: str, path: str | os.PathLike = "<po>") -> list[Entry]:
    """The entries of a ``.po`` file's text, header (``msgid ""``) first if present.
    Obsolete entries (``#~``) are left out."""
    entries: list[Entry] = []
    entry = Entry()
    target: tuple[str, int] | None = None  # which string a continuation line extends
    seen_id = False

    def finish() -> None:
        nonlocal entry, seen_id, target
        if seen_id:
            entries.append(entry)
        entry, seen_id, target = Entry(), False, None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line[0] == "#":
            if entry.msgstr:
                finish()
            if line.startswith("#,"):
                entry.flags.update(f.strip() for f in line[2:].split(","))
            continue
        if line[0] == '"':
            if target is None:
                raise CatalogueError(f"{path}, line {number}: a string continues nothing")
            value = _unquote(line, path, number)
            kind, index = target
            if kind == "msgstr":
                entry.msgstr[index] += value
            else:
                setattr(entry, kind, getattr(entry, kind) + value)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgctxt", "msgid") and entry.msgstr:
            finish()  # msgstr closes an entry: this line starts the next one
        if keyword == "msgctxt":
            entry.context, target = _unquote(rest, path, number), ("context", 0)
        elif keyword == "msgid":
            entry.msgid, target, seen_id = _unquote(rest, path, number), ("msgid", 0), True
            entry.line = number
        elif keyword == "msgid_plural":
            entry.msgid_plural, target = _unquote(rest, path, number), ("msgid_plural", 0)
        elif keyword == "msgstr" or keyword.startswith("msgstr["):
            index = 0 if keyword == "msgstr" else keyword[7:-1]
            if index != len(entry.msgstr) and str(index) != str(len(entry.msgstr)):
                raise CatalogueError(f"{path}, line {number}: {keyword} out of order")
            entry.msgstr.append(_unquote(rest, path, number))
            target = ("msgstr", len(entry.msgstr) - 1)
        else:
            raise CatalogueError(f"{path}, line {number}: unknown keyword {keyword!r}; "
                                 "expected msgctxt, msgid, msgid_plural or msgstr")
    finish()
    return entries


def header(entries: list[Entry]) -> dict[str, str]:
    """The header fields (``Language``, ``Plural-Forms``...) of parsed entries."""
    for entry in entries:
        if entry.msgid == "" and entry.context is None:
            return dict(line.split(":", 1) for line in entry.msgstr[0].split("\n")
                        if ":" in line) if entry.msgstr else {}
    return {}


def plural_rule(fields: dict[str, str], path="<po>") -> tuple[int, Callable[[int], int]]:
    """``(nplurals, n -> index)`` from a header's ``Plural-Forms``; English's rule
    (``n != 1``) when the header has none."""
    forms = fields.get("Plural-Forms", "").strip()
    if not forms:
        return 2, lambda n: int(n != 1)
    match = re.match(r"\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?);?\s*$", forms)
    if not match:
        raise CatalogueError(f"{path}: Plural-Forms must read 'nplurals=N; plural=EXPR;', "
                             f"not {forms!r}")
    import gettext  # only for a catalogue that has plural forms: keeps the import light

    try:
        return int(match.group(1)), gettext.c2py(match.group(2))
    except ValueError as exc:
        raise CatalogueError(f"{path}: Plural-Forms formula {match.group(2)!r}: {exc}") \
            from None


class Catalogue:
    """One language's sentences by key: ``texts[key]`` a template, ``plurals[key]`` the
    plural forms, ``index(n)`` which form a count takes (only translated entries), and
    ``english[key]``, the ``msgid`` (or ``(msgid, msgid_plural)``) of every entry."""

    def __init__(self, lang: str, path: str, texts: dict[str, str],
                 plurals: dict[str, tuple[str, ...]], nplurals: int,
                 index: Callable[[int], int], english: dict[str, str | tuple[str, str]]):
        self.lang, self.path, self.texts, self.plurals = lang, path, texts, plurals
        self.nplurals, self.index, self.english = nplurals, index, english


def read_catalogue(path: str | os.PathLike, lang: str | None = None) -> Catalogue:
    """The catalogue of one ``.po`` (or the ``.pot`` template: then its English ``msgid``s
    are the sentences). Entries without a ``msgctxt`` key are not the game's and are left
    out."""
    path = os.fspath(path)
    with open(path, encoding="utf-8") as file:
        entries = parse_po(file.read(), path)
    fields = header(entries)
    nplurals, index = plural_rule(fields, path)
    is_template = path.endswith(".pot")
    texts: dict[str, str] = {}
    plurals: dict[str, tuple[str, ...]] = {}
    english: dict[str, str | tuple[str, str]] = {}
    for entry in entries:
        key = entry.context
        if key is None:
            continue
        english[key] = entry.msgid if entry.msgid_plural is None else (
            entry.msgid, entry.msgid_plural)
        if is_template:
            if entry.msgid_plural is None:
                texts[key] = entry.msgid
            else:
                plurals[key] = (entry.msgid, entry.msgid_plural)
        elif entry.translated:
            if entry.msgid_plural is None:
                texts[key] = entry.msgstr[0]
            else:
                if len(entry.msgstr) != nplurals:
                    raise CatalogueError(f"{path}, line {entry.line}: {key!r} has "
                                         f"{len(entry.msgstr)} plural forms, the header "
                                         f"says nplurals={nplurals}")
                plurals[key] = tuple(entry.msgstr)
    if is_template:
        nplurals, index = 2, (lambda n: int(n != 1))
    name = lang or fields.get("Language", "").strip() or _stem(path)
    return Catalogue(name, path, texts, plurals, nplurals, index, english)


_TEMPLATE: list[Catalogue] = []


def template() -> Catalogue:
    """The package's English template (read once)."""
    if not _TEMPLATE:
        _TEMPLATE.append(read_catalogue(os.path.join(PACKAGE_DIR, TEMPLATE), "en"))
    return _TEMPLATE[0]


def is_language_code(text: str) -> bool:
    """``"fr"``, ``"it"``, ``"pt_BR"``: the names a catalogue file may have."""
    return bool(_LANG_CODE.match(text))


# -- where catalogues are found -------------------------------------------------------------
_EXTRA_DIRS: list[str] = []


def _stem(path: str) -> str:
    return os.path.splitext(os.path.basename(path))[0]


def _languages_in(folder: str) -> set[str]:
    try:
        names = os.listdir(folder)
    except OSError:  # a folder named in the environment that does not exist
        return set()
    return {name[:-3] for name in names if name.endswith(".po") and
            _LANG_CODE.match(name[:-3])}


def _folder(folder: str | os.PathLike) -> str:
    return os.path.abspath(os.path.expanduser(os.fspath(folder)))


def register_catalogues(folder: str | os.PathLike) -> tuple[str, ...]:
    """Add a folder of ``<lang>.po`` files (searched before the package's own); returns
    the languages it holds. ``translator(lang)`` then accepts them."""
    folder = _folder(folder)
    if not os.path.isdir(folder):
        raise FileNotFoundError(f"no folder {folder} to read catalogues from")
    if folder not in _EXTRA_DIRS:
        _EXTRA_DIRS.insert(0, folder)
    _forget()  # a language read before may now come from this folder
    return tuple(sorted(_languages_in(folder)))


def unregister_catalogues(folder: str | os.PathLike) -> None:
    """Stop reading a folder given to ``register_catalogues``."""
    folder = _folder(folder)
    if folder in _EXTRA_DIRS:
        _EXTRA_DIRS.remove(folder)
    _forget()


def _forget() -> None:
    """Drop every language read so far: the next use reads the catalogues again."""
    import sys

    from . import _CACHE

    _CACHE.clear()
    numbers = sys.modules.get(__name__.rpartition(".")[0] + ".numbers")
    if numbers is not None:
        numbers._STYLE.clear()


def search_path() -> list[str]:
    """Folders searched for ``<lang>.po``, first match wins: registered folders, then the
    environment variable's, then the package's."""
    env = [_folder(p) for p in os.environ.get(ENV_VAR, "").split(os.pathsep) if p]
    return [*_EXTRA_DIRS, *env, PACKAGE_DIR]


def find(lang: str) -> str | None:
    """The ``.po`` file of ``lang`` (``None`` for English, which is the template)."""
    for folder in search_path():
        path = os.path.join(folder, f"{lang}.po")
        if os.path.isfile(path):
            return path
    return None


def available() -> tuple[str, ...]:
    """Every language that has a catalogue: the built-in five in their order, then the
    others found on the search path, alphabetically."""
    found = {lang for folder in search_path() for lang in _languages_in(folder)}
    return (*BUILT_IN, *sorted(found - set(BUILT_IN)))


__all__ = ["Catalogue", "CatalogueError", "Entry", "parse_po", "read_catalogue",
           "register_catalogues", "unregister_catalogues", "available", "find",
           "search_path", "plural_rule", "template", "is_language_code"]

"""Write the game's gettext catalogues from the Python dicts of sentences.

    python tools/dicts_to_po.py SOURCE [--out FOLDER] [--check]

``SOURCE`` is a folder of ``<lang>.py`` modules, each with a flat dict ``STRINGS`` of keys
to ``str.format`` templates (``en.py`` is required: English is the template). The tool
writes into ``--out`` (default: ``terra_widget/i18n/po``):

* ``terra_widget.pot`` -- the template: one entry per English key, ``msgctxt`` the key,
  ``msgid`` the English sentence, ``msgstr`` empty;
* ``<lang>.po`` for every other language -- the same entries with ``msgstr`` its sentence
  (empty when the language has no such key: the game then shows the English one).

Plurals: a key ``K.one`` with a key ``K.other`` (or a bare ``K``) in English is one entry
with gettext's plural forms, ``msgctxt "K"``, ``msgid`` the ``.one`` sentence and
``msgid_plural`` the other, and per language ``msgstr[i]`` in the order of its
``Plural-Forms`` (``PLURAL_FORMS`` below). The comment lines written above keys in
``en.py`` become the entries' comments for translators (``#.``). Entries with ``{...}``
fields carry the ``python-brace-format`` flag, which Poedit and Weblate check.

The output depends only on the dicts (no dates, English order): running it twice gives
the same bytes. ``--check`` writes nothing and exits with 1 when a file would change.
Only the standard library: the modules are read with ``ast``, not imported.
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import string
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "terra_widget" / "i18n" / "po"
TEMPLATE = "terra_widget.pot"

#: Plural-Forms header of each language, and which of today's key suffixes fills each
#: msgstr[i] (CLDR categories "one"/"other": French puts 0 with 1, the others only 1).
PLURAL_FORMS = {
    "en": ("nplurals=2; plural=(n != 1);", ("one", "other")),
    "fr": ("nplurals=2; plural=(n > 1);", ("one", "other")),
    "de": ("nplurals=2; plural=(n != 1);", ("one", "other")),
    "es": ("nplurals=2; plural=(n != 1);", ("one", "other")),
    "ca": ("nplurals=2; plural=(n != 1);", ("one", "other")),
}
ORDER = ("en", "fr", "de", "es", "ca")


class ConversionError(SystemExit):
    pass


def read_dict(path: Path) -> tuple[dict[str, str], dict[str, list[str]]]:
    """(``STRINGS`` of a module, comment lines written just above each key)."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, str(path))
    node = next((n.value for n in tree.body if isinstance(n, ast.Assign)
                 and any(getattr(t, "id", None) == "STRINGS" for t in n.targets)), None)
    if not isinstance(node, ast.Dict):
        raise ConversionError(f"{path}: no dict STRINGS = {{...}} found")
    try:
        table = ast.literal_eval(node)
    except ValueError as exc:
        raise ConversionError(f"{path}: STRINGS must hold only string literals ({exc})") \
            from None
    keys = [(k.lineno, k.value) for k in node.keys]
    if len(keys) != len(table):
        seen = [k for _, k in keys]
        raise ConversionError(f"{path}: keys written twice: "
                              f"{sorted({k for k in seen if seen.count(k) > 1})}")
    comments: dict[int, list[str]] = {}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT and node.lineno <= tok.start[0] <= node.end_lineno \
                and source.splitlines()[tok.start[0] - 1].lstrip().startswith("#"):
            comments[tok.start[0]] = [tok.string.lstrip("#").strip(" -")]
    notes: dict[str, list[str]] = {}
    previous = node.lineno
    for lineno, key in keys:
        lines = [c for n in sorted(comments) if previous <= n < lineno for c in comments[n]]
        if lines:
            notes[key] = [line for line in lines if line]
        previous = lineno
    return table, notes


def plural_keys(english: dict[str, str]) -> dict[str, tuple[str, str]]:
    """``K -> (key of the singular, key of the plural)`` for today's plural pairs."""
    found = {}
    for key in english:
        if not key.endswith(".one"):
            continue
        base = key[:-4]
        other = [k for k in (base + ".other", base) if k in english]
        if len(other) > 1:
            raise ConversionError(f"en: {base!r} has both {base + '.other'!r} and {base!r} "
                                  "as its plural; keep one")
        if other:
            found[base] = (key, other[0])
    return found


def placeholders(template: str) -> list[str]:
    return [f for _, f, _, _ in string.Formatter().parse(template) if f is not None]


def quote(text: str) -> str:
    """A ``.po`` string, split after each ``\\n`` as gettext's tools write them."""
    def one(part: str) -> str:
        escaped = (part.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
                   .replace("\r", "\\r").replace("\n", "\\n"))
        return f'"{escaped}"'
    parts = re.split(r"(?<=\n)", text)
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return one(text)
    return '""\n' + "\n".join(one(p) for p in parts)


def header(lang: str, name: str) -> list[str]:
    forms = PLURAL_FORMS.get(lang, PLURAL_FORMS["en"])[0]
    what = "the template (English)" if lang == "en" else f"{name} ({lang})"
    fields = ["Project-Id-Version: terra_widget", f"Language: {lang}", "MIME-Version: 1.0",
              "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit",
              f"Plural-Forms: {forms}"]
    return [f"# Terra: the game's sentences, {what}.",
            "# msgctxt is the key the code asks for; {names} in braces stay as they are.",
            "# How to translate: docs/translating.md.",
            'msgid ""', 'msgstr ""', *(quote(f + "\n") for f in fields), ""]


def convert(tables: dict[str, dict[str, str]], notes: dict[str, list[str]]
            ) -> tuple[dict[str, str], list[str]]:
    """(file name -> text, warnings) for the template and every other language."""
    english = tables["en"]
    plurals = plural_keys(english)
    warnings: list[str] = []
    files = {}
    for lang, table in tables.items():
        if lang not in PLURAL_FORMS:
            raise ConversionError(f"{lang}: no plural rule known; add it to PLURAL_FORMS")
        extra = sorted(set(table) - set(english))
        if extra:
            warnings.append(f"{lang}: keys not in English, left out: {', '.join(extra)}")
        missing = sorted(set(english) - set(table))
        if missing and lang != "en":
            warnings.append(f"{lang}: no text yet (English shown): {', '.join(missing)}")
        name = TEMPLATE if lang == "en" else f"{lang}.po"
        files[name] = entries(lang, table, english, plurals, notes)
    return files, warnings


def entries(lang, table, english, plurals, notes) -> str:
    """The text of one catalogue: entries in the English dict's order, a plural where
    its singular key stood."""
    categories = PLURAL_FORMS[lang][1]
    by_member = {k: base for base, pair in plurals.items() for k in pair}
    out = header(lang, table.get("lang.name", lang))
    done = set()
    for key, text in english.items():
        base = by_member.get(key)
        if base in done:
            continue
        for line in notes.get(key, []):
            out.append(f"#. {line}")
        if base is None:
            if placeholders(text):
                out.append("#, python-brace-format")
            out += [f"msgctxt {quote(key)}", f"msgid {quote(text)}",
                    f"msgstr {quote('' if lang == 'en' else table.get(key, ''))}", ""]
            continue
        done.add(base)
        one, other = plurals[base]
        if placeholders(english[one]) or placeholders(english[other]):
            out.append("#, python-brace-format")
        out += [f"msgctxt {quote(base)}", f"msgid {quote(english[one])}",
                f"msgid_plural {quote(english[other])}"]
        keys = {"one": one, "other": other}
        forms = ["" if lang == "en" else table.get(keys[c], "") for c in categories]
        if not all(forms):
            forms = [""] * len(forms)  # a plural is translated whole or not at all
        out += [f"msgstr[{i}] {quote(f)}" for i, f in enumerate(forms)]
        out.append("")
    return "\n".join(out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path, help="folder of <lang>.py dicts (en.py needed)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where .po files go")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a file would change")
    args = parser.parse_args(argv)
    found = {p.stem: p for p in args.source.glob("*.py") if re.fullmatch(r"[a-z]{2,3}", p.stem)}
    if "en" not in found:
        raise ConversionError(f"{args.source}: no en.py (English is the template)")
    langs = [lang for lang in ORDER if lang in found] + sorted(set(found) - set(ORDER))
    tables, notes = {}, {}
    for lang in langs:
        tables[lang], lang_notes = read_dict(found[lang])
        if lang == "en":
            notes = lang_notes
    files, warnings = convert(tables, notes)
    for warning in warnings:
        print("warning:", warning, file=sys.stderr)
    changed = []
    for name, text in files.items():
        path = args.out / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            changed.append(name)
            if not args.check:
                args.out.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8", newline="\n")
    verb = "would change" if args.check else "written"
    print(f"{len(files)} catalogues, {len(tables['en'])} English keys; "
          f"{verb}: {', '.join(changed) or 'none'}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())

"""Check a translation against the English template: what is missing, what is broken.

    python -m terra_widget.i18n.check it.po        # a file being written
    python -m terra_widget.i18n.check fr           # a language the game has
    python -m terra_widget.i18n.check it.po --partial   # leave out what is untranslated

Prints one line per problem and exits with 1 if there is any:

* a key of the template with no translation (empty, fuzzy or absent): the game shows
  the English sentence there;
* a ``{placeholder}`` the English sentence has and the translation lacks, or one it adds
  (the game would fail or show the braces); in a plural, the form for one may leave
  out ``{n}`` ("une fois") but the other forms keep every field;
* a plural with another number of forms than the header's ``nplurals``;
* a key the template does not have (an old sentence: the game ignores it).

``tests/test_i18n_catalogues.py`` holds the shipped languages to an empty list.
"""

from __future__ import annotations

import string
import sys
from pathlib import Path

from . import catalogue as C


def fields(template: str) -> set[str]:
    """The ``{names}`` of a ``str.format`` template (``{{`` is a brace, not a field)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def problems(path: str | Path, *, complete: bool = True) -> list[str]:
    """What is wrong in the catalogue ``path``, against the package's template.
    ``complete=False`` leaves out untranslated keys (a language being written)."""
    path = Path(path)
    template = C.template()
    entries = C.parse_po(path.read_text(encoding="utf-8"), path)
    nplurals, _ = C.plural_rule(C.header(entries), path)
    found: list[str] = []
    done = set()
    for entry in entries:
        key = entry.context
        if key is None:
            continue
        where = f"{path.name}:{entry.line} {key!r}"
        english = template.english.get(key)
        if english is None:
            found.append(f"{where}: not a key of the game (left out)")
            continue
        done.add(key)
        if isinstance(english, tuple) != (entry.msgid_plural is not None):
            found.append(f"{where}: the template has it "
                         f"{'with' if isinstance(english, tuple) else 'without'} plural forms")
            continue
        if not entry.translated:
            if complete:
                found.append(f"{where}: not translated (the English sentence is shown)")
            continue
        if isinstance(english, str):
            found += _compare(where, fields(english), fields(entry.msgstr[0]))
            continue
        if len(entry.msgstr) != nplurals:
            found.append(f"{where}: {len(entry.msgstr)} plural forms; the header says "
                         f"nplurals={nplurals}")
            continue
        one, many = fields(english[0]), fields(english[1])
        for index, form in enumerate(entry.msgstr):
            have = fields(form)
            if have - (one | many):
                found += _compare(f"{where} msgstr[{index}]", one | many, have)
            elif index == nplurals - 1 or nplurals == 1:
                found += _compare(f"{where} msgstr[{index}]", many, have)
            else:
                found += _compare(f"{where} msgstr[{index}]", (one | many) - {"n"},
                                  have - {"n"}, extra=False)
    if complete:
        found += [f"{path.name}: {key!r} is missing (the English sentence is shown)"
                  for key in template.english if key not in done]
    return found


def _compare(where: str, wanted: set[str], have: set[str], *, extra: bool = True
             ) -> list[str]:
    out = []
    if wanted - have:
        out.append(f"{where}: placeholder missing: "
                   f"{', '.join('{' + f + '}' for f in sorted(wanted - have))}")
    if extra and have - wanted:
        out.append(f"{where}: placeholder the English sentence does not have: "
                   f"{', '.join('{' + f + '}' for f in sorted(have - wanted))}")
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    partial = "--partial" in args
    args = [a for a in args if a != "--partial"]
    if len(args) != 1:
        print(__doc__.split("\n\n")[1])
        return 2
    target = args[0]
    found_path = target if target.endswith(".po") else C.find(target)
    path = None if found_path is None else Path(found_path)
    if path is None or not path.is_file():
        print(f"no catalogue {target!r}: give a .po file or one of "
              f"{', '.join(C.available()[1:])}")
        return 2
    found = problems(path, complete=not partial)
    for line in found:
        print(line)
    print(f"{path}: {len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

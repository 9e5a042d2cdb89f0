"""`make lite`: the game and the lessons as one self-contained static website (issue #24).

    python tools/lite.py            # builds build/lite/ (or reuses it) and prints its size
    python tools/lite.py --force    # rebuilds even when the sources did not change

The site is JupyterLite with the Pyodide kernel: Python runs in the browser, the folder is
static files that any web server can host (a school's intranet, GitHub Pages), and no
request leaves the site's origin. Everything comes from the package registries alone:

* Pyodide's core from the npm registry (``npm pack pyodide@...``): the kernel extension does
  not bundle it (it would load it from a public CDN at run time), so ``jupyter-lite.json``
  points ``pyodideUrl`` at the site's own copy (``static/pyodide/``).
* The npm package has the core only, no wheels (not even micropip). The pure-Python wheels
  the kernel loads at start come from PyPI (``pip download --only-binary=:all: --platform
  any``), and Pyodide's lock file (``pyodide-lock.json``), which describes its own rebuilds
  of them, is rewritten to list exactly the wheels shipped, with their sha256.
* This package is built from the source (a pure-Python wheel) and listed in the lock with
  ipywidgets, so the kernel loads both at start and the notebooks run unchanged.
* The kernel's own packages (piplite, ipykernel, pyodide-kernel) are in the lock too, so
  Pyodide loads them with the rest in one batch instead of the kernel installing them one
  after the other once Python is up.
* Every wheel, and Pyodide's standard library, carries its modules' bytecode, compiled by
  the site's own Pyodide under Node (``tools/lite_pyc.mjs``): otherwise Python compiles its
  own start-up, IPython, its dependencies and the game again at every kernel start, a visit
  after a reload included.
* Pyodide's standard library gets a ``sitecustomize`` (``tools/lite_sitecustomize.py``):
  while the kernel starts, its imports do not look into the site's drive (its working
  folder then), where each look is a blocking request; afterwards they do, as before.
* The JupyterLab extensions are only the two the site needs (the Pyodide kernel and the
  widget manager), not everything installed in this environment.
* numpy, Pillow and ipycanvas have no WebAssembly wheels on any reachable registry: the
  site never ships nor loads them (the board draws on the SVG surface where ipycanvas is
  missing).

A rebuild is skipped when ``build/lite/.terra-lite-stamp`` holds the hash of the same sources
(this file, ``lite/``, the package, the built notebooks, the pinned versions).

Standard library only (run with the environment's Python, which has the ``lite`` extra).
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
OUT = BUILD / "lite"
CACHE = BUILD / "lite-cache"  # downloads (npm tarball, wheels): kept across rebuilds
STAGE = BUILD / "lite-stage"  # the lite_dir handed to `jupyter lite build`
STAMP = OUT / ".terra-lite-stamp"
LITE_CONFIG = ROOT / "lite"
PYC_SCRIPT = Path(__file__).resolve().parent / "lite_pyc.mjs"
SITECUSTOMIZE = Path(__file__).resolve().parent / "lite_sitecustomize.py"
#: The wheels (by file name's first part) that keep their sources: the game's (lessons
#: show it, tracebacks of a student's strategy quote it).
KEEP_SOURCES = ("terra_widget",)

LANGUAGES = ("en", "fr", "de", "es", "ca")
PLAY_NOTEBOOK = "01_play_terra.ipynb"

#: The Pyodide core (npm registry). jupyterlite-pyodide-kernel 0.8.6 was made for 314.0.x.
PYODIDE_VERSION = "314.0.7"
#: Lock entries the site ships (and everything they depend on in the lock): what the kernel
#: loads at start (micropip, then IPython and jedi for pyodide-kernel) and what ipywidgets
#: needs. Their versions are the lock's own; the wheels come from PyPI.
FROM_LOCK = ("micropip", "packaging", "ipython", "jedi", "traitlets")
#: Pure-Python wheels that Pyodide's lock does not know: added to it. ``depends`` are lock
#: names; ipywidgets' frontend halves (widgetsnbextension, jupyterlab_widgets) are not
#: needed by its Python side and are left out.
EXTRA_WHEELS = {
    "comm": ("0.2.3", ["traitlets"], ["comm"]),
    "ipywidgets": ("8.1.9", ["comm", "ipython", "traitlets"], ["ipywidgets"]),
    # the progress bar of long runs: 4.70.1's tqdm.auto knows Pyodide's kernel (4.67's
    # does not) and shows its widget there (a bar on stderr would read as an error box)
    "tqdm": ("4.70.1", [], ["tqdm"]),
}
#: The kernel's own packages, which it would otherwise install at each start, one after the
#: other, once Pyodide is up (micropip installs piplite, piplite installs ipykernel and
#: pyodide-kernel): listed in the lock and in ``loadPyodideOptions.packages``
#: (``lite/jupyter-lite.json``), the kernel finds them loaded with the others, in one batch,
#: and skips those installs. The wheels are the kernel extension's own copies (its
#: ``static/pypi``); ``depends`` and ``imports`` are their metadata's.
KERNEL_WHEELS = {
    "piplite": (["micropip"], ["piplite"]),
    "ipykernel": (["pyodide-kernel"], ["ipykernel"]),
    "pyodide-kernel": (["comm", "ipython"], ["pyodide_kernel"]),
}
#: The JupyterLab extensions the site needs, by npm name (found in this environment's
#: share/jupyter/labextensions, installed by the `lite` extra).
LAB_EXTENSIONS = ("@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager")
#: What must never be shipped: no WebAssembly wheels exist for them on the registries.
FORBIDDEN = ("numpy", "pillow", "ipycanvas")


def log(message: str) -> None:
    print(message, flush=True)


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if result.returncode:
        sys.stderr.write(result.stdout[-3000:] + result.stderr[-3000:])
        raise SystemExit(f"lite: command failed ({result.returncode}): {' '.join(cmd)}")
    return result


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# -- the stamp -------------------------------------------------------------------------
def source_files() -> list[Path]:
    files = [Path(__file__).resolve(), PYC_SCRIPT, SITECUSTOMIZE, ROOT / "pyproject.toml"]
    files += sorted(p for p in LITE_CONFIG.rglob("*") if p.is_file())
    files += sorted(p for p in (ROOT / "terra_widget").rglob("*")
                    if p.is_file() and "__pycache__" not in p.parts)
    for lang in LANGUAGES:
        files += sorted((ROOT / "notebooks" / lang).glob("*.ipynb")) + beside_notebooks(lang)
        files.append(ROOT / "docs" / "rules_card" / f"{lang}.html")
    files += [ROOT / "docs" / name for name in linked_docs()]
    return files


def beside_notebooks(lang: str) -> list[Path]:
    """The files a lesson reads beside its notebook (lesson 06's ``strategies/``), which
    the site's kernel finds in its own copy of the folder; not the hidden ones a run
    leaves (autosaves, checkpoints, ``__pycache__``)."""
    folder = ROOT / "notebooks" / lang
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix != ".ipynb"
                  and p.name not in LEFT_BY_RUNS
                  and not any(part.startswith((".", "__")) for part in
                              p.relative_to(folder).parts))


#: Files a lesson writes beside its notebook when it runs (lesson 05 saves the student's
#: strategy as a file): a run's leftovers, not part of the site.
LEFT_BY_RUNS = {"my_strategy.py"}


def sources_hash() -> str:
    from importlib.metadata import version

    h = hashlib.sha256()
    for name in ("jupyterlite-core", "jupyterlite-pyodide-kernel", "jupyterlab_widgets"):
        h.update(f"{name}={version(name)}\n".encode())
    for path in source_files():
        h.update(str(path.relative_to(ROOT)).encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()


# -- downloads (cached) ----------------------------------------------------------------
def pyodide_core() -> Path:
    """The npm package pyodide@PYODIDE_VERSION, unpacked; returns its folder."""
    dest = CACHE / f"pyodide-{PYODIDE_VERSION}"
    if (dest / "pyodide.mjs").exists():
        return dest
    npm = shutil.which("npm")
    if not npm:
        raise SystemExit("lite: npm is needed to fetch Pyodide's core from the npm registry "
                         "(Debian: apt-get install npm)")
    CACHE.mkdir(parents=True, exist_ok=True)
    log(f"Fetching Pyodide {PYODIDE_VERSION} (npm registry)")
    out = run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--silent"], cwd=CACHE).stdout
    tgz = CACHE / out.strip().splitlines()[-1]
    tmp = CACHE / "pyodide-unpack"
    shutil.rmtree(tmp, ignore_errors=True)
    with tarfile.open(tgz) as tar:
        tar.extractall(tmp, filter="data")
    shutil.rmtree(dest, ignore_errors=True)
    (tmp / "package").rename(dest)
    shutil.rmtree(tmp)
    tgz.unlink()
    return dest


def pypi_wheel(name: str, version: str) -> Path:
    """One pure-Python wheel from PyPI (cached)."""
    wheels = CACHE / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    stem = canonical(name).replace("-", "_")
    found = [p for p in wheels.glob("*.whl")
             if canonical(p.name.split("-")[0]).replace("-", "_") == stem
             and p.name.split("-")[1] == version]
    if not found:
        log(f"Fetching {name} {version} (PyPI)")
        run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--only-binary=:all:", "--platform", "any", "--python-version", "3.14",
             "--implementation", "py", "--abi", "none",
             f"{name}=={version}", "-d", str(wheels)])
        found = [p for p in wheels.glob("*.whl")
                 if canonical(p.name.split("-")[0]).replace("-", "_") == stem
                 and p.name.split("-")[1] == version]
    if not found or not found[0].name.endswith("-none-any.whl"):
        raise SystemExit(f"lite: no pure-Python wheel {name}=={version} on PyPI "
                         "(the site can only ship py3-none-any wheels)")
    return found[0]


def package_wheel(dest: Path) -> Path:
    """This package, built from the source into a pure-Python wheel."""
    tmp = CACHE / "self"
    shutil.rmtree(tmp, ignore_errors=True)
    # built from a copy: setuptools writes its egg-info and build/ next to the sources
    src = tmp / "src"
    src.mkdir(parents=True)
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, src / name)
    shutil.copytree(ROOT / "terra_widget", src / "terra_widget",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    log("Building the terra_widget wheel from the source")
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
         "--no-build-isolation", "-w", str(tmp), str(src)])
    (wheel,) = tmp.glob("terra_widget-*-py3-none-any.whl")
    target = dest / wheel.name
    shutil.copy2(wheel, target)
    return target


def compile_bytecode(core: Path, target: Path) -> None:
    """Every wheel in ``target``, and the standard library's zip, with its modules' bytecode
    (``tools/lite_pyc.mjs``: Pyodide under Node compiles them; ``KEEP_SOURCES`` keep their
    sources beside it, the others ship bytecode only). An archive compiled once is kept in
    the cache under its checksum: a rebuild compiles only those that changed (this
    package's wheel)."""
    cache = CACHE / "pyc"
    cache.mkdir(parents=True, exist_ok=True)
    todo = BUILD / "lite-pyc-todo"
    shutil.rmtree(todo, ignore_errors=True)
    todo.mkdir(parents=True)
    wheels = sorted(target.glob("*.whl")) + [target / "python_stdlib.zip"]
    script = sha256(PYC_SCRIPT)[:8]
    cached = {wheel: cache / f"{sha256(wheel)[:16]}-{script}-{wheel.name}" for wheel in wheels}
    for wheel, done in cached.items():
        if not done.exists():
            shutil.copy2(wheel, todo / wheel.name)
    if any(todo.iterdir()):
        node = shutil.which("node")
        if not node:
            raise SystemExit("lite: Node.js is needed to compile the site's wheels "
                             "(Debian: apt-get install nodejs)")
        log(f"Compiling the bytecode of {len(list(todo.iterdir()))} archives (Pyodide in Node)")
        run([node, str(PYC_SCRIPT), str(core), str(todo), *KEEP_SOURCES])
        for wheel, done in cached.items():
            if (todo / wheel.name).exists():
                shutil.copy2(todo / wheel.name, done)
    shutil.rmtree(todo)
    for wheel, done in cached.items():
        shutil.copy2(done, wheel)


# -- the lock file ---------------------------------------------------------------------
def lock_closure(packages: dict, roots) -> list[str]:
    seen: list[str] = []

    def walk(name: str) -> None:
        key = canonical(name)
        entry = next((k for k in packages if canonical(k) == key), None)
        if entry is None:
            raise SystemExit(f"lite: {name!r} is not in Pyodide {PYODIDE_VERSION}'s lock file")
        if entry in seen:
            return
        seen.append(entry)
        for dep in packages[entry]["depends"]:
            walk(dep)

    for root in roots:
        walk(root)
    return seen


def lock_entry(name, version, wheel: Path, depends, imports) -> dict:
    return {"name": name, "version": version, "file_name": wheel.name,
            "install_dir": "site", "sha256": sha256(wheel), "package_type": "package",
            "imports": imports, "depends": depends, "unvendored_tests": False, "tool": {}}


def add_sitecustomize(stdlib_zip: Path) -> None:
    """Put ``SITECUSTOMIZE`` into Pyodide's standard library as ``sitecustomize``, which
    Python's ``site`` imports at start, before the kernel's first import (its docstring
    says why)."""
    import zipfile

    with zipfile.ZipFile(stdlib_zip, "a", zipfile.ZIP_DEFLATED) as archive:
        if "sitecustomize.py" in archive.namelist():  # pragma: no cover - Pyodide's own
            raise SystemExit("lite: Pyodide's standard library has a sitecustomize already")
        # a fixed date: the same zip at each build, so its compiled copy stays cached
        info = zipfile.ZipInfo("sitecustomize.py", date_time=(1980, 1, 1, 0, 0, 0))
        archive.writestr(info, SITECUSTOMIZE.read_text(), compress_type=zipfile.ZIP_DEFLATED)


def stage_pyodide(target: Path) -> list[str]:
    """Pyodide's core plus every wheel the site ships, with a lock file listing exactly
    those wheels (Pyodide checks each wheel's sha256 against it). Returns the names."""
    core = pyodide_core()
    shutil.copytree(core, target, ignore=shutil.ignore_patterns("*.map", "*.d.ts",
                                                                 "console*.html", "README.md"))
    add_sitecustomize(target / "python_stdlib.zip")
    lock = json.loads((core / "pyodide-lock.json").read_text())
    shipped = {}
    for name in lock_closure(lock["packages"], FROM_LOCK):
        entry = dict(lock["packages"][name])
        wheel = pypi_wheel(entry["name"], entry["version"])
        shutil.copy2(wheel, target / wheel.name)
        # PyPI's wheel replaces Pyodide's rebuild: same version, its own name and checksum
        entry.update(file_name=wheel.name, unvendored_tests=False)
        shipped[name] = entry
    for name, (version, depends, imports) in EXTRA_WHEELS.items():
        wheel = pypi_wheel(name, version)
        shutil.copy2(wheel, target / wheel.name)
        shipped[name] = lock_entry(name, version, target / wheel.name, depends, imports)
    kernel_pypi = labextension_path(LAB_EXTENSIONS[0]) / "static" / "pypi"
    for name, (depends, imports) in KERNEL_WHEELS.items():
        stem = canonical(name).replace("-", "_")
        (wheel,) = kernel_pypi.glob(f"{stem}-*-py3-none-any.whl")
        shutil.copy2(wheel, target / wheel.name)
        shipped[name] = lock_entry(name, wheel.name.split("-")[1], target / wheel.name,
                                   depends, imports)
    own = package_wheel(target)
    version = own.name.split("-")[1]
    shipped["terra-widget"] = lock_entry("terra-widget", version, own, ["ipywidgets", "tqdm"],
                                         ["terra_widget"])
    bad = [n for n in shipped if canonical(n) in FORBIDDEN]
    if bad:  # pragma: no cover - a guard against a future edit of the lists above
        raise SystemExit(f"lite: {bad} cannot run in the browser and must not be shipped")
    compile_bytecode(core, target)
    for entry in shipped.values():  # the checksums of the wheels as shipped (compiled)
        entry["sha256"] = sha256(target / entry["file_name"])
    lock["packages"] = shipped
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return sorted(shipped)


# -- the site --------------------------------------------------------------------------
#: The site's one kernel. The built notebooks name CPython's ("python3"); JupyterLite then
#: finds no exact match and may ask the visitor to pick a kernel before anything runs.
SITE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


#: Where the repository's notebooks point that the site's folders differ: the lessons sit in
#: ``<lang>/`` at the site's root (not ``notebooks/<lang>/``), the guides they link to in
#: ``docs/`` beside them (not two levels up).
DOCS_LINK = re.compile(r"\]\(\.\./\.\./docs/([^)#\s]+)")
FOLDER_NAME = re.compile(r"`notebooks/(" + "|".join(LANGUAGES) + r")/`")


def linked_docs() -> list[str]:
    """The guides in ``docs/`` that the notebooks link to (the site ships those)."""
    names = set()
    for lang in LANGUAGES:
        for nb in (ROOT / "notebooks" / lang).glob("*.ipynb"):
            names.update(DOCS_LINK.findall(nb.read_text(encoding="utf-8")))
    return sorted(names)


def site_markdown(text: str, docs: set) -> str:
    """A markdown cell's text as the site needs it; ``docs`` collects the guides linked."""
    def doc(match):
        docs.add(match.group(1))
        return f"](../docs/{match.group(1)}"

    return FOLDER_NAME.sub(r"`\1/`", DOCS_LINK.sub(doc, text))


def stage_contents(target: Path) -> None:
    docs: set[str] = set()
    for lang in LANGUAGES:
        (target / lang).mkdir(parents=True)
        for nb in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
            notebook = json.loads(nb.read_text(encoding="utf-8"))
            notebook.setdefault("metadata", {})["kernelspec"] = dict(SITE_KERNELSPEC)
            for cell in notebook["cells"]:
                if cell["cell_type"] == "markdown":
                    cell["source"] = site_markdown("".join(cell["source"]), docs)
            (target / lang / nb.name).write_text(
                json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        for src in beside_notebooks(lang):
            dst = target / lang / src.relative_to(ROOT / "notebooks" / lang)
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dst)
    for name in sorted(docs):  # a guide may sit in a folder of docs/ (rules_card/fr.html)
        (target / "docs" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / "docs" / name, target / "docs" / name)


def labextension_path(name: str) -> Path:
    root = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    path = root / name
    if not (path / "package.json").exists():
        raise SystemExit(f"lite: the JupyterLab extension {name} is missing from "
                         f"{root}: install the project's `lite` extra "
                         "(pip install -e '.[lite]')")
    return path


def labextension_dirs() -> list[str]:
    return [str(labextension_path(name)) for name in LAB_EXTENSIONS]


def notebook_title(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return path.stem


#: JupyterLite's apps read the site's settings from the root page's ``jupyter-config-data``
#: script (merged with jupyter-lite.json): the language chooser that replaces the root page
#: keeps it, without JupyterLite's redirect to JupyterLab.
ROOT_CONFIG = ('<script id="jupyter-config-data" type="application/json" '
               'data-jupyter-lite-root=".">{}</script>')


#: JupyterLab's language packs (the `lite` extra installs them; the build puts their words in
#: api/translations/): the locale each language's pages ask JupyterLab's menus to speak.
LOCALES = {"fr": "fr_FR", "de": "de_DE", "es": "es_ES", "ca": "ca_ES"}
#: The JupyterLite apps a language's entry page links to.
LINKED_APPS = ("notebooks", "lab")
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"


def app_dir(app: str, lang: str) -> str:
    """The site's folder of ``app`` in ``lang``: ``notebooks`` (English), ``notebooks-fr``."""
    return app if lang not in LOCALES else f"{app}-{lang}"


#: A visit waits 5-10 s (longer on a slow device) for Python (Pyodide) to start, and
#: JupyterLite only says "No Kernel" meanwhile: each linked app's page gets a line at its
#: foot, in the page's language, that says what is happening and for how long, until the
#: game (or the run of a cell) is there. Plain JavaScript, no request to any server.
PROGRESS_KEYS = ("loading", "kernel", "ready", "game")
#: A notebook whose kernel is up and waits for code. The toolbar's execution indicator
#: alone says "idle" for a moment before any kernel exists (the kernel status icon then
#: reads none, then a spinner until Python is up): a run started then meets JupyterLite's
#: race of a kernel started twice, the cells left queued on the first, "[*]" for ever.
KERNEL_READY = ('.jp-NotebookPanel:has(.jp-KernelStatus-success) '
                '.jp-Notebook-ExecutionIndicator[data-status="idle"]')
PROGRESS_HTML = """<div id="terra-lite-progress" role="status" aria-live="polite"
 style="position:fixed;left:50%;transform:translateX(-50%);bottom:16px;z-index:10000;
 background:#1f5f8b;color:#fff;font:16px/1.4 system-ui,sans-serif;padding:8px 16px;
 border-radius:6px;max-width:90vw;box-shadow:0 2px 8px rgba(0,0,0,.35)"></div>
<script>
(function () {
  var words = WORDS, box = document.getElementById('terra-lite-progress');
  var start = Date.now(), ran = false, shown = '';
  function q(sel) { return document.querySelector(sel); }
  function say(key) {
    var text = words[key] + ' (' + Math.round((Date.now() - start) / 1000) + ' s)';
    if (text !== shown) { box.textContent = shown = text; }
  }
  function done() { clearInterval(timer); box.remove(); }
  var timer = setInterval(function () {
    var game = q('.terra-app .terra-board svg, .terra-app .terra-board canvas, '
                 + '.terra-app .terra-resume-offer .terra-resume');
    if (game && game.getBoundingClientRect().height > 0) { return done(); }
    var indicator = q('.jp-Notebook-ExecutionIndicator');
    var running = Array.prototype.some.call(
      document.querySelectorAll('.jp-CodeCell .jp-InputPrompt'),
      function (p) { return p.textContent.indexOf('[*]') >= 0; });
    var idle = !!q(KERNEL_READY_SELECTOR);
    if (running) { ran = true; return say('game'); }
    if (ran && idle) { return done(); }  /* a lesson's cells ran: nothing more to wait for */
    if (idle) { return say('ready'); }
    if (indicator || q('.jp-NotebookPanel')) { return say('kernel'); }
    if (Date.now() - start > 60000 && q('.jp-LabShell')) { return done(); }  /* no notebook */
    say('loading');
  }, 250);
})();
</script>
"""


def add_progress(page: Path, lang: str) -> None:
    """The progress line (``PROGRESS_HTML``) in ``lang``, at the end of an app's page."""
    from terra_widget.i18n import translator

    t = translator(lang)
    words = json.dumps({k: t(f"lite.progress.{k}") for k in PROGRESS_KEYS},
                       ensure_ascii=False).replace("</", "<\\/")
    text = page.read_text(encoding="utf-8")
    if "terra-lite-progress" in text:
        return
    script = PROGRESS_HTML.replace("KERNEL_READY_SELECTOR", json.dumps(KERNEL_READY)).replace(
        "WORDS", words)
    page.write_text(text.replace("</body>", script + "</body>", 1), encoding="utf-8")


def language_apps(out: Path) -> None:
    """One copy of each linked app's page per language, beside the app (the same depth, so
    every relative address in it stays right), whose ``jupyter-lite.json`` adds the locale
    to the settings' defaults: JupyterLite merges the configuration files from the site's
    root down to the page's folder, and the menus, toolbar and dialogs then speak the
    language. A visitor's own choice in Settings > Language still wins (it is stored)."""
    translations = out / "api" / "translations"
    for lang, locale in LOCALES.items():
        if not (translations / f"{locale}.json").is_file():
            raise SystemExit(f"lite: JupyterLab's {locale} language pack is missing from the "
                             "build: install the project's `lite` extra "
                             "(pip install -e '.[lite]')")
        for app in LINKED_APPS:
            target = out / app_dir(app, lang)
            target.mkdir(exist_ok=True)
            shutil.copy2(out / app / "index.html", target / "index.html")
            config = json.loads((out / app / "jupyter-lite.json").read_text(encoding="utf-8"))
            data = config.setdefault("jupyter-config-data", {})
            data.setdefault("settingsOverrides", {})[TRANSLATION_PLUGIN] = {"locale": locale}
            (target / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n",
                                                      encoding="utf-8")
            add_progress(target / "index.html", lang)
    for app in LINKED_APPS:
        add_progress(out / app / "index.html", "en")


def entry_pages(out: Path) -> None:
    """One page per language (lessons and the play notebook, in that language's words)
    and a root page to choose the language."""
    from terra_widget.i18n import translator

    style = ("<style>body{font:18px/1.5 system-ui,sans-serif;max-width:46em;margin:2em auto;"
             "padding:0 1em}a{color:#0b5cad}li{margin:.4em 0}.play{font-size:1.4em}</style>")
    for lang in LANGUAGES:
        t = translator(lang)
        notebooks, lab = app_dir("notebooks", lang), app_dir("lab", lang)
        items = []
        for nb in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
            path = f"{lang}/{nb.name}"
            items.append(
                f'<li><a href="../{notebooks}/index.html?path={path}">'
                f"{html.escape(notebook_title(nb))}</a> "
                f'(<a href="../{lab}/index.html?path={path}">{html.escape(t("lite.in_lab"))}</a>)'
                "</li>")
        play = f"../{notebooks}/index.html?path={lang}/{PLAY_NOTEBOOK}"
        page = (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
                f'<meta name="viewport" content="width=device-width,initial-scale=1">'
                f"<title>{html.escape(t('lite.title'))}</title>{style}</head><body>"
                f"<h1>{html.escape(t('lite.title'))}</h1><p>{html.escape(t('lite.intro'))}</p>"
                f'<p class="play"><a id="terra-lite-play" href="{play}">'
                f"{html.escape(t('lite.play'))}</a></p>"
                f"<h2>{html.escape(t('lite.lessons'))}</h2><ul>{''.join(items)}</ul>"
                f'<p><a id="terra-lite-rules-card" href="rules_card.html">'
                f"{html.escape(t('lessons.rules_card'))}</a></p>"
                f'<p><a href="../index.html">{html.escape(t("lite.languages"))}</a></p>'
                "</body></html>\n")
        (out / lang).mkdir(exist_ok=True)
        (out / lang / "index.html").write_text(page, encoding="utf-8")
        # the one-page rules card (tools/rules_card.py), to print for each table
        shutil.copyfile(ROOT / "docs" / "rules_card" / f"{lang}.html",
                        out / lang / "rules_card.html")
    links = "".join(f'<li><a href="{lang}/index.html" lang="{lang}">'
                    f"{html.escape(translator(lang)('lang.name'))}</a></li>"
                    for lang in LANGUAGES)
    (out / "index.html").write_text(
        '<!doctype html><html><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>Terra</title>{style}{ROOT_CONFIG}</head><body><h1>Terra</h1><ul>{links}</ul>"
        "</body></html>\n", encoding="utf-8")


def folder_size(path: Path) -> tuple[int, int]:
    files = [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def print_size() -> None:
    size, count = folder_size(OUT)
    log(f"Site: {OUT.relative_to(ROOT)}/ - {size / 1e6:.1f} MB in {count} files "
        "(serve it from any static web server; open <site>/en/index.html)")


def build(force: bool = False) -> None:
    digest = sources_hash()
    if not force and STAMP.exists() and STAMP.read_text().strip() == digest:
        log("The site is up to date (same sources as its last build).")
        print_size()
        return
    shutil.rmtree(STAGE, ignore_errors=True)
    shutil.rmtree(OUT, ignore_errors=True)
    STAGE.mkdir(parents=True)
    for name in ("jupyter_lite_config.json", "jupyter-lite.json", "overrides.json"):
        shutil.copy2(LITE_CONFIG / name, STAGE / name)
    shipped = stage_pyodide(STAGE / "static" / "pyodide")
    log(f"Wheels in the site: {', '.join(shipped)}")
    stage_contents(STAGE / "content")
    log("Building the JupyterLite site")
    cmd = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(STAGE),
           "--output-dir", str(OUT), "--contents", str(STAGE / "content"),
           "--settings-overrides", str(STAGE / "overrides.json")]
    for ext in labextension_dirs():
        cmd += ["--LiteBuildConfig.federated_extensions", ext]
    run(cmd, cwd=STAGE)
    language_apps(OUT)
    entry_pages(OUT)
    STAMP.write_text(digest + "\n")
    print_size()


# -- serving (a preview here; the tests and benchmarks/lite_load.py use it too) ----------
#: Types a static host must send: module workers refuse a script served as anything but
#: JavaScript, and WebAssembly streams only as application/wasm (older Pythons' tables
#: lack .mjs).
MIME_TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
              ".json": "application/json", ".ipynb": "application/json",
              ".whl": "application/zip", ".webmanifest": "application/manifest+json"}


#: What GitHub Pages sends with every file (``Cache-Control: max-age=600`` and a
#: ``Last-Modified`` date): a browser reuses a file for ten minutes without asking, then
#: asks whether it changed and gets "304 Not Modified" (no body) when it did not. A school's
#: own web server should send at least as much (docs/lite.md): without it a visit after a
#: reload fetches the site's 30 MB (Pyodide and its wheels) again.
CACHE_CONTROL = "max-age=600"


def serve(root: Path = OUT, port: int = 0, host: str = "127.0.0.1",
          cache_control: str | None = CACHE_CONTROL):
    """Serve ``root`` in a background thread; returns the server (``server.server_address``
    has the port; ``server.shutdown()`` stops it; ``server.bytes_sent[0]`` counts the bodies
    sent, which a browser's cache saves). ``cache_control``: the header sent with every
    file, as a static host does (None: none, as Python's own server)."""
    import functools
    import threading
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    class Handler(SimpleHTTPRequestHandler):
        extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

        def log_message(self, *args):  # quiet: a page load is hundreds of requests
            pass

        def end_headers(self):
            if cache_control:
                self.send_header("Cache-Control", cache_control)
            super().end_headers()

        def copyfile(self, source, outputfile):
            start = source.tell()
            super().copyfile(source, outputfile)
            server.bytes_sent[0] += source.tell() - start

    class Server(ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            # a visitor who reloads or leaves mid-download closes the connection: nothing
            # went wrong here, so no traceback for the person running the site
            if not isinstance(sys.exc_info()[1], ConnectionError):
                super().handle_error(request, client_address)

    server = Server((host, port), functools.partial(Handler, directory=str(root)))
    server.daemon_threads = True
    server.bytes_sent = [0]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    parser.add_argument("--serve", type=int, metavar="PORT", default=None,
                        help="after the build, serve the site on 127.0.0.1:PORT (0: any free "
                             "port) until Ctrl+C")
    args = parser.parse_args(argv)
    build(force=args.force)
    if args.serve is not None:
        server = serve(port=args.serve)
        log(f"Open http://127.0.0.1:{server.server_address[1]}/en/index.html "
            "(Ctrl+C stops)")
        try:
            import time

            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            server.shutdown()


if __name__ == "__main__":
    main()

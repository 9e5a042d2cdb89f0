// `node tools/lite_pyc.mjs <pyodide folder> <wheels folder> [<package kept as source>...]`
// (run by tools/lite.py): compiles the modules of every wheel in the folder, and of a
// Python standard library zip there, with the site's own Pyodide (its Python version, its
// bytecode). Pyodide unpacks a wheel into a file system that is new at each kernel start,
// where Python would compile every module it imports again at each visit: IPython and its
// dependencies, then the game. Its standard library (``python_stdlib.zip``, imported from
// the zip) holds sources only in Pyodide's npm package: Pyodide's own start-up, ``site``,
// IPython's imports of ``pydoc``, ``pdb``, ``logging`` ... were compiled at every start too.
// * The packages named on the command line (this game) keep their sources, with the
//   bytecode beside them in __pycache__: lessons show the game's source and tracebacks
//   quote it. "Unchecked" .pyc files: the unpacked files' dates say nothing about them.
// * Every other wheel, and the standard library, ships bytecode only, each module's .pyc in
//   place of its .py, as Pyodide's own distribution ships its packages: less to send and
//   to unpack, and Python's zip importer takes a .pyc where it finds no .py.
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelDir, ...keep] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/wheels");
py.FS.mount(py.FS.filesystems.NODEFS, { root: wheelDir }, "/wheels");
py.globals.set("KEEP", py.toPy(keep));
py.runPython(`
import glob, io, os, sys, warnings, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc
from importlib.util import source_hash

warnings.simplefilter("ignore")  # a library's own SyntaxWarnings are not the site's
TAG = sys.implementation.cache_tag


def compile_wheel(path, keep_sources):
    with zipfile.ZipFile(path) as src:
        if any(name.endswith(".pyc") for name in src.namelist()):
            return  # compiled already
        out, renamed = io.BytesIO(), {}
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
            record = None
            for info in src.infolist():
                data = src.read(info)
                if info.filename.endswith(".dist-info/RECORD"):
                    record = (info, data)
                    continue
                if not info.filename.endswith(".py"):
                    dst.writestr(info, data)
                    continue
                try:
                    code = compile(data, info.filename, "exec", dont_inherit=True)
                except SyntaxError:  # a file Python never imports (a template)
                    dst.writestr(info, data)
                    continue
                pyc = _code_to_hash_pyc(code, source_hash(data), checked=False)
                folder, _, name = info.filename.rpartition("/")
                folder = folder + "/" if folder else ""
                if keep_sources:
                    dst.writestr(info, data)
                    target = f"{folder}__pycache__/{name[:-3]}.{TAG}.pyc"
                    renamed[target] = None
                else:
                    target = info.filename + "c"
                    renamed[info.filename] = target
                dst.writestr(zipfile.ZipInfo(target, info.date_time), pyc,
                             compress_type=zipfile.ZIP_DEFLATED)
            if record is not None:  # RECORD names the files the wheel holds
                lines = []
                for line in record[1].decode().splitlines():
                    first = line.split(",", 1)[0]
                    if first in renamed:
                        lines.append(f"{renamed[first]},,")
                    elif line:
                        lines.append(line)
                lines += [f"{p},," for p, v in renamed.items() if v is None]
                dst.writestr(record[0], "\\n".join(lines) + "\\n")
    with open(path, "wb") as f:
        f.write(out.getvalue())


for path in sorted(glob.glob("/wheels/*.whl")):
    package = os.path.basename(path).split("-")[0]
    compile_wheel(path, package in KEEP)
for path in sorted(glob.glob("/wheels/*.zip")):  # the standard library
    compile_wheel(path, False)
`);

"""Imports in the static site's kernel: a module beside the notebook imports as in
JupyterLab, and the kernel's start does not search the site's drive for its own modules.

The kernel's working folder is the drive (the visitor's files, in the browser's storage)
while it imports IPython, and each look into the drive is a blocking request from its
worker; ``tools/lite_sitecustomize.py`` keeps the kernel's start out of it.
"""

from __future__ import annotations

from test_lite import console_line, lite_origin  # noqa: F401

#: Requests to the drive that a console's kernel start and the code below need: about 45
#: (the folders looked up, each file written, found and read). Searching the drive for
#: each of the start's top-level imports took about 85 more.
DRIVE_REQUESTS_AT_MOST = 70


def test_lite_module_beside_the_notebook_imports_and_start_leaves_the_drive(
        browser_page, lite_origin):  # noqa: F811
    drive: list[str] = []
    browser_page.context.on("request", lambda request: drive.append(request.url)
                            if "/api/drive" in request.url else None)
    # the console's working folder is the drive's root, the folder the kernel starts in (a
    # module written while Python runs: invalidate_caches, as Python's documentation asks);
    # then in a lesson's folder, where a notebook of the site runs
    code = ("import importlib, os, sys\n"
            "def beside(name, value):\n"
            "    with open(name + '.py', 'w') as f:\n"
            "        f.write(f'VALUE = {value}\\n')\n"
            "    importlib.invalidate_caches()\n"
            "    return importlib.import_module(name).VALUE\n"
            "root = beside('terra_beside', 42)\n"
            "os.chdir('en')\n"
            "print('TERRA-BESIDE', root, os.getcwd(), beside('terra_beside_en', 43),"
            " repr(sys.path[0]))")
    line = console_line(browser_page, lite_origin, code, "TERRA-BESIDE")
    assert line == "TERRA-BESIDE 42 /drive/en 43 ''", line
    assert len(drive) <= DRIVE_REQUESTS_AT_MOST, len(drive)

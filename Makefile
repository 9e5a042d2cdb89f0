# terra_widget — two commands do all set-up on a fresh machine:
#   make play   install what the game needs and open JupyterLab at the play notebook
#               (in the computer's language if it is en fr de es ca; make play LANG=fr)
#   make app    the same game as a full-window Voila app (for the projector)
#   make lite   build the game and lessons as a static website in build/lite/ (JupyterLite:
#               Python runs in the browser; any static web server can host the folder)
#   make test   install everything the tests need (incl. Debian's Chromium) and run them all
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PORT   ?= 8888
SUM    := $(shell cat pyproject.toml | cksum | cut -d' ' -f1)
STAMP  := $(VENV)/.installed-$(SUM)
LAB    := $(VENV)/.installed-lab-$(SUM)

.PHONY: play app test lint venv browser npm hub-proxy system-tools lite bench clean

$(BIN)/python:
	@echo "Creating the Python environment in $(VENV)"
	@$(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --upgrade pip "setuptools>=77" \
	  > $(VENV)/install.log 2>&1 || { tail -n 30 $(VENV)/install.log; exit 1; }

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

venv: $(STAMP)

# What the game alone needs (JupyterLab, the widgets): lighter than the test extras, which
# include it (so a venv set up by `make test` needs nothing more).
# pip's and setuptools' messages (the editable-install warning box) go to a log, shown
# only if the install fails.
$(LAB): $(BIN)/python pyproject.toml
	@if [ -f $(STAMP) ]; then true; else \
	  echo "Installing JupyterLab, Voila and the game (the first time takes a minute or two)"; \
	  $(BIN)/python -m pip install --quiet -e ".[lab]" \
	    > $(VENV)/install.log 2>&1 || { tail -n 30 $(VENV)/install.log; exit 1; }; fi
	@touch $(LAB)

# Debian's Chromium for the browser tests (Playwright never downloads a browser here).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
	  echo "Installing Debian's chromium for the browser tests"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

# The JupyterHub tests (tests/hub) run a real hub, whose proxy is npm's
# configurable-http-proxy: Debian's Node.js, and the proxy in build/node (issue #23).
CHP := build/node/node_modules/.bin/configurable-http-proxy
hub-proxy: $(CHP)
$(CHP): | npm
	@mkdir -p build/node
	@cd build/node && npm install --silent --no-audit --no-fund configurable-http-proxy@5

lint: venv
	$(BIN)/ruff check terra_widget tests benchmarks

# Debian's Node.js and npm: the hub tests' proxy and `make lite`'s Pyodide come from the
# npm registry.
npm:
	@if ! command -v npm >/dev/null; then \
	  echo "Installing Debian's Node.js and npm"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq nodejs npm >/dev/null; \
	fi

# The static site (tools/lite.py); reuses build/lite/ when its sources did not change.
LITE := $(VENV)/.installed-lite-$(SUM)
$(LITE): $(BIN)/python pyproject.toml
	@if [ -f $(STAMP) ]; then true; else \
	  $(BIN)/python -m pip install --quiet -e ".[lite]" \
	    > $(VENV)/install.log 2>&1 || { tail -n 30 $(VENV)/install.log; exit 1; }; fi
	@touch $(LITE)

lite: $(LITE) npm
	@$(BIN)/python tools/lite.py

# Every test runs once, on the one plain-Python source. The browser tests test_lite*
# need the site: built here, or reused when its sources did not change.
# Both cores, two workers: every test file is a unit, those without a browser first
# (tests/conftest.py says why). A third worker was tried: the browser tests, slower under
# the added load, left the whole run no shorter. JOBS=1 runs everything in one process.
# The set-up's independent parts run side by side: the Python environment beside the
# Debian packages and the hub's proxy (one after the other: apt-get takes one lock), then
# the lint and the site, which need the environment. The run ends with its 30 slowest
# tests: the figures tests/conftest.py's UNIT_SECONDS is kept from.
JOBS ?= 2
test:
	@$(MAKE) --no-print-directory -j2 venv system-tools
	@$(MAKE) --no-print-directory lint lite
	$(BIN)/python -m pytest $(if $(filter 1,$(JOBS)),,-n $(JOBS)) --durations=30

system-tools: browser
	@$(MAKE) --no-print-directory hub-proxy

# The lessons' language: LANG=fr (de, es, ca, en) on the command line, or the computer's
# own (LANG=fr_FR.UTF-8 gives fr); anything else gives English. notebooks/<lang>/ holds them.
LESSON_LANG := $(or $(filter en fr de es ca,$(firstword $(subst _, ,$(subst ., ,$(LANG))))),en)

# tools/serve.py prints only the address and how to stop; the server's own messages go to
# $(VENV)/terra-lab.log (terra-app.log). OPEN=--no-browser only prints the address.
OPEN ?=
play: $(LAB)
	@$(BIN)/python tools/serve.py lab --lang=$(LESSON_LANG) --port=$(PORT) --log=$(VENV)/terra-lab.log $(OPEN)

APP_PORT ?= 8866
app: $(LAB)
	@$(BIN)/python tools/serve.py app --lang=$(LESSON_LANG) --port=$(APP_PORT) --log=$(VENV)/terra-app.log $(OPEN)

bench: venv
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) build .pytest_cache .hypothesis .ruff_cache test-artifacts

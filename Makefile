# terra_widget — two commands do all set-up on a fresh machine:
#   make play   install what the game needs and open JupyterLab at the play notebook
#   make app    the same game as a full-window Voila app (for the projector)
#   make test   install everything the tests need (incl. Debian's Chromium) and run them all
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PORT   ?= 8888
SUM    := $(shell cat pyproject.toml | cksum | cut -d' ' -f1)
STAMP  := $(VENV)/.installed-$(SUM)
LAB    := $(VENV)/.installed-lab-$(SUM)

.PHONY: play app test lint venv browser compile bench clean

# The venv has the build tools, so that `compile` can rebuild the engine in place.
$(BIN)/python:
	@echo "Creating the Python environment in $(VENV)"
	@$(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --upgrade pip "setuptools>=77" "Cython>=3.0.10,<4" \
	  > $(VENV)/install.log 2>&1 || { tail -n 30 $(VENV)/install.log; exit 1; }

# Installed editable without compiling (TERRA_WIDGET_PURE_PYTHON=1): `compile` does that.
$(STAMP): $(BIN)/python pyproject.toml
	TERRA_WIDGET_PURE_PYTHON=1 $(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

venv: $(STAMP)

# What the game alone needs (JupyterLab, the widgets): lighter than the test extras, which
# include it (so a venv set up by `make test` needs nothing more).
# pip's and setuptools' messages (the editable-install warning box) go to a log, shown
# only if the install fails.
$(LAB): $(BIN)/python pyproject.toml
	@if [ -f $(STAMP) ]; then true; else \
	  echo "Installing JupyterLab, Voila and the game (the first time takes a minute or two)"; \
	  TERRA_WIDGET_PURE_PYTHON=1 $(BIN)/python -m pip install --quiet -e ".[lab]" \
	    > $(VENV)/install.log 2>&1 || { tail -n 30 $(VENV)/install.log; exit 1; }; fi
	@touch $(LAB)

# Debian's Chromium for the browser tests (Playwright never downloads a browser here).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
	  echo "Installing Debian's chromium for the browser tests"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

# Compile the hot modules in place with Cython (setup.py): about a minute the first time,
# then only what changed. Without a C compiler it warns and the engine stays pure Python.
compile: $(BIN)/python
	@echo "Compiling the engine with Cython (only what changed)"
	@PYTHONWARNINGS=ignore $(BIN)/python setup.py --quiet build_ext --inplace

lint: venv
	$(BIN)/ruff check terra_widget tests benchmarks

# The whole suite runs on the compiled engine; then the engine, bots and simulation tests
# run again on the very same files as pure Python, what an install without a compiler gets.
test: venv browser lint compile
	$(BIN)/python -m pytest
	TERRA_WIDGET_PURE_PYTHON=1 $(BIN)/python -m pytest -q tests/rules tests/bots tests/sim

# tools/serve.py prints only the address and how to stop; the server's own messages go to
# $(VENV)/terra-lab.log (terra-app.log). OPEN=--no-browser only prints the address.
OPEN ?=
play: $(LAB) compile
	@$(BIN)/python tools/serve.py lab --port=$(PORT) --log=$(VENV)/terra-lab.log $(OPEN)

APP_PORT ?= 8866
app: $(LAB) compile
	@$(BIN)/python tools/serve.py app --port=$(APP_PORT) --log=$(VENV)/terra-app.log $(OPEN)

bench: venv
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) build terra_widget/*/*.so .pytest_cache .hypothesis .ruff_cache test-artifacts

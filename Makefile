# terra_widget — two commands do all set-up on a fresh machine:
#   make play   install what the game needs and open JupyterLab at the play notebook
#   make test   install everything the tests need (incl. Debian's Chromium) and run them all
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
PORT   ?= 8888
SUM    := $(shell cat pyproject.toml | cksum | cut -d' ' -f1)
STAMP  := $(VENV)/.installed-$(SUM)
LAB    := $(VENV)/.installed-lab-$(SUM)

.PHONY: play test lint venv browser bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip "setuptools>=77"

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

venv: $(STAMP)

# What the game alone needs (JupyterLab, the widgets): lighter than the test extras, which
# include it (so a venv set up by `make test` needs nothing more).
$(LAB): $(BIN)/python pyproject.toml
	@if [ -f $(STAMP) ]; then true; else \
	  $(BIN)/python -m pip install --quiet -e ".[lab]"; fi
	touch $(LAB)

# Debian's Chromium for the browser tests (Playwright never downloads a browser here).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
	  echo "Installing Debian's chromium for the browser tests"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

lint: venv
	$(BIN)/ruff check terra_widget tests benchmarks

# Every test runs once, on the one plain-Python source.
test: venv browser lint
	$(BIN)/python -m pytest

play: $(LAB)
	$(BIN)/jupyter lab --ip=127.0.0.1 --port=$(PORT) $$( [ "$$(id -u)" = 0 ] && echo --allow-root ) \
	  notebooks/01_play_terra.ipynb

bench: venv
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) build .pytest_cache .hypothesis .ruff_cache test-artifacts

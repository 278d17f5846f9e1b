# Tavola: `make play` to play, `make test` to run every check.
PYTHON ?= python3
VENV   := .venv
ifeq ($(OS),Windows_NT)
BIN := $(VENV)/Scripts
else
BIN := $(VENV)/bin
endif
STAMP := $(VENV)/.installed

.PHONY: play demo test lint bench dist dist-smoke screenshots clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip >/dev/null
	$(BIN)/python -m pip install -e ".[dev]"
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python main.py

# the computer plays every seat: make demo GAME=hansa ARGS="--players 4 --lang it"
GAME ?= tigris
demo: $(STAMP)
	$(BIN)/python main.py --demo $(GAME) $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python -m game.bench

dist: $(STAMP)
	$(BIN)/python -m pip install -e ".[dist]"
	$(BIN)/python build/build.py

dist-smoke: dist
	$(BIN)/python build/smoke.py

screenshots: $(STAMP)
	$(BIN)/python tools/screenshots.py

clean:
	rm -rf $(VENV) dist build/out .pytest_cache

# Tavola: `make play` to play, `make test` to run every check.
PYTHON ?= python3
VENV   := .venv
ifeq ($(OS),Windows_NT)
BIN := $(VENV)/Scripts
else
BIN := $(VENV)/bin
endif
STAMP := $(VENV)/.installed
# the compiled catalogs (built, not kept in git), one per locale/<lang>/LC_MESSAGES/tavola.po
MO := $(patsubst %.po,%.mo,$(wildcard locale/*/LC_MESSAGES/tavola.po))

.PHONY: play demo test lint bench dist dist-smoke screenshots clean translations

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip >/dev/null
	$(BIN)/python -m pip install -e ".[dev]"
	touch $(STAMP)

%.mo: %.po $(STAMP)
	$(BIN)/pybabel compile -i $< -o $@

# after changing texts in the code: extract the English, update every catalog (new
# messages come untranslated, for the translators), compile them
translations: $(STAMP)
	$(BIN)/pybabel extract
	$(BIN)/pybabel update
	$(BIN)/pybabel compile

play: $(STAMP) $(MO)
	$(BIN)/python main.py

# the computer plays every seat: make demo GAME=hansa ARGS="--players 4 --lang it"
GAME ?= tigris
demo: $(STAMP) $(MO)
	$(BIN)/python main.py --demo $(GAME) $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .

test: $(STAMP) $(MO)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python -m game.bench

dist: $(STAMP) $(MO)
	$(BIN)/python -m pip install -e ".[dist]"
	$(BIN)/python build/build.py

dist-smoke: dist
	$(BIN)/python build/smoke.py

screenshots: $(STAMP) $(MO)
	$(BIN)/python tools/screenshots.py

clean:
	rm -rf $(VENV) dist build/out .pytest_cache locale/tavola.pot $(MO)

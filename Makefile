VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip

.PHONY: demo test bench install dev clean

$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e .
	touch $@

$(VENV)/.dev-installed: $(VENV)/.installed
	$(PIP) install -q -e '.[dev]'
	touch $@

install: $(VENV)/.installed

dev: $(VENV)/.dev-installed

demo: $(VENV)/.installed
	$(VENV)/bin/meeple demo

test: $(VENV)/.dev-installed
	$(PY) -m pytest -n 2 -m "not slow"

bench: $(VENV)/.installed
	$(PIP) install -q -e '.[bench]'
	$(PY) bench/run.py

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info

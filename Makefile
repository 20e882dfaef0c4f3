VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: demo test bench install dev clean system-tools

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

# Debian's Chromium drives the browser tests (Playwright's own browser download is not
# available here); tmux drives the terminal-screen tests.
system-tools:
	@command -v chromium >/dev/null && command -v tmux >/dev/null || \
	  { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium tmux; }

test: $(VENV)/.dev-installed system-tools
	$(PY) -m pytest -n 2 -m "not slow"

bench: $(VENV)/.installed
	$(PIP) install -q -e '.[bench]'
	$(PY) bench/run.py

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info

# Two commands do all set-up on a fresh machine: `make run` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export ANONYMIZED_TELEMETRY := False
# Let Python cache the project's compiled modules: some environments set this, and then every
# process (each test worker, each CLI the tests start) compiles every module again.
unexport PYTHONDONTWRITEBYTECODE
# pytest workers: one per core (pytest-xdist); `make test WORKERS=1` runs in one process
WORKERS ?= auto
PORT ?= 8501
# 127.0.0.1: only this machine; HOST=0.0.0.0 make run serves the network (no authentication)
HOST ?= 127.0.0.1

.PHONY: install run app test test-quick lint typecheck ingest bench eval screenshot clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	# --no-compile: byte-compiling every installed file took a third of the install (111 s
	# against 75 s); Python compiles what is imported, once, on first use instead.
	# torch first, pinned: the CPU wheel of 2.13.0 lies on these machines; any other pick pulls CUDA.
	$(BIN)/python -m pip install -q --no-compile torch==2.13.0
	$(BIN)/python -m pip install -q --no-compile -e '.[dev]'
	# compile what a question imports now, so the first `gpu-advisor ask` starts as fast as later ones
	$(BIN)/python -c "import assistant.cli, assistant.advisor, chromadb, onnxruntime, tokenizers, jieba"
	touch $(STAMP)

install: $(STAMP)

ingest: $(STAMP)
	$(BIN)/gpu-advisor ingest

run: $(STAMP)
	# incremental: a no-op of a few seconds when the index matches knowledge/, a rebuild of what
	# changed otherwise (an index from an older version of the project is brought up to date).
	# A broken spec or price file is reported here; the app still starts on the last good catalog.
	$(BIN)/gpu-advisor ingest || echo "ingest reported the problem above; the app serves the last good catalog"
	$(BIN)/streamlit run app.py --server.headless true --server.address $(HOST) --server.port $(PORT) \
		--browser.gatherUsageStats false

app: run

# The real index the tests share, kept between runs (ingest is incremental: a rerun with the same
# knowledge embeds nothing). `make test` starts building it in the background, on the core ruff
# and mypy leave idle; the test workers wait on its lock only if it is not done by then.
TEST_INDEX ?= $(CURDIR)/.test-index/index
TEST_RUN := $(shell date +%s%N)

test: $(STAMP)
	mkdir -p $(dir $(TEST_INDEX))
	GPU_ADVISOR_TEST_INDEX=$(TEST_INDEX) GPU_ADVISOR_TEST_RUN=$(TEST_RUN) \
		$(BIN)/python -m tests.support.index > $(dir $(TEST_INDEX))build.log 2>&1 &
	$(BIN)/ruff check .
	$(BIN)/mypy
	GPU_ADVISOR_TEST_INDEX=$(TEST_INDEX) GPU_ADVISOR_TEST_RUN=$(TEST_RUN) \
		$(BIN)/python -m pytest -q -n $(WORKERS) --dist loadgroup

# everything but the tests marked slow, server or browser (see tests/conftest.py)
test-quick: $(STAMP)
	$(BIN)/python -m pytest -q -n $(WORKERS) --dist loadgroup -m "not slow and not server and not browser"

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check assistant ingest

eval: $(STAMP)
	$(BIN)/gpu-advisor eval

bench: $(STAMP)
	for b in benchmarks/bench_*.py; do $(BIN)/python $$b || exit 1; done

screenshot: $(STAMP)
	UPDATE_SCREENSHOT=1 $(BIN)/python -m pytest -q tests/test_browser.py

clean:
	rm -rf $(VENV) .index .pytest_cache .mypy_cache .ruff_cache

# Trellis: the two commands that matter are `make bench` (the main job) and `make test`.
# Each installs what it needs first (GLPK from Debian's libglpk-dev) when it is missing.

SWIFT ?= swift
BENCH_OUT ?= bench-out
BENCH_ARGS ?=

.PHONY: all deps build test bench bench-quick bench-peers clean format lint

all: build

## deps: install GLPK (libglpk-dev) with apt-get when its header is missing.
deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

## test: the whole test suite (debug build, invariant checks on).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## bench: release build, then the default comparison suite; writes the report to $(BENCH_OUT)/.
bench: deps
	$(SWIFT) build -c release --product trellis-bench
	$(SWIFT) run -c release --skip-build trellis-bench --output $(BENCH_OUT) $(BENCH_ARGS)
	@echo "report: $(BENCH_OUT)/report.md"

bench-quick: deps
	$(SWIFT) build -c release --product trellis-bench
	$(SWIFT) run -c release --skip-build trellis-bench --quick --output $(BENCH_OUT) $(BENCH_ARGS)

clean:
	rm -rf .build $(BENCH_OUT)

format:
	$(SWIFT) format --in-place --recursive Sources Tests Benchmarks Package.swift

lint:
	$(SWIFT) format lint --recursive Sources Tests Benchmarks Package.swift

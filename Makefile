# Trellis: the two commands that matter are `make bench` (the main job) and `make test`.
# Each installs what it needs first (GLPK from Debian's libglpk-dev) when it is missing.

SHELL := /bin/bash
SWIFT ?= swift
BENCH_OUT ?= bench-out
BENCH_ARGS ?=

.PHONY: all deps build test bench bench-quick clean format lint fuzz fuzz-build sanitize

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

## fuzz: libFuzzer (with AddressSanitizer) on each target for FUZZ_SECONDS; new corpus entries go to
## Fuzz/Corpus/<target>/, crashing inputs to Fuzz/Crashes/ (keep them as regression tests).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= scene constraints tree
FUZZ_DIR := .build/fuzz
fuzz-build: deps
	$(SWIFT) build --scratch-path $(FUZZ_DIR) --target Trellis -Xswiftc -sanitize=fuzzer,address
	# SwiftPM links executables with its own `main`; libFuzzer brings one, so the driver is linked by hand.
	swiftc -sanitize=fuzzer,address -parse-as-library -DTRELLIS_FUZZER Fuzz/Driver/FuzzDriver.swift \
	  -I $(FUZZ_DIR)/debug/Modules -I Sources/CGLPK \
	  $$(find $(FUZZ_DIR)/debug/TrellisCore.build $(FUZZ_DIR)/debug/TrellisSolver.build $(FUZZ_DIR)/debug/Trellis.build -name '*.o') \
	  -lglpk -lm -o $(FUZZ_DIR)/trellis-fuzz 2>&1 | grep -v "Cannot export local symbol" || true
	@test -x $(FUZZ_DIR)/trellis-fuzz

fuzz: fuzz-build
	@mkdir -p Fuzz/Crashes
	@for target in $(FUZZ_TARGETS); do \
	  mkdir -p Fuzz/Corpus/$$target; \
	  echo "fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no TRELLIS_FUZZ_TARGET=$$target $(FUZZ_DIR)/trellis-fuzz \
	    -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 -print_final_stats=1 \
	    -artifact_prefix=Fuzz/Crashes/$$target- Fuzz/Corpus/$$target 2>&1 | grep -E "^(Done|stat::number_of_executed_units|==[0-9]+==|SUMMARY)" ; \
	  test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done

## sanitize: the test suite under AddressSanitizer (leaks in the toolchain's own libraries suppressed) and
## ThreadSanitizer.
sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp $(SWIFT) test --sanitize=address --scratch-path .build/asan
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan

clean:
	rm -rf .build $(BENCH_OUT)

format:
	$(SWIFT) format --in-place --recursive Sources Tests Benchmarks Package.swift

lint:
	$(SWIFT) format lint --recursive Sources Tests Benchmarks Package.swift

# Trellis: the two commands that matter are `make bench` (the main job) and `make test`.
# Each installs what it needs first (GLPK, the text libraries, DejaVu fonts; scripts/install-deps.sh) when missing. `make help` lists the rest.

SHELL := /bin/bash
COMMA := ,
.SHELLFLAGS := -eo pipefail -c
# The Swift toolchain on PATH; override with `make SWIFT=/path/to/swift …`.
SWIFT ?= swift
SWIFTC ?= $(SWIFT)c
BENCH_OUT ?= bench-out
BENCH_ARGS ?=
# Everything `swift format` reads: the sources, tests, benchmarks, the fuzz driver and the manifest; not the paste
# corpus (Tests/PasteCorpus/files/), which is kept as its authors wrote it.
FORMAT_PATHS := Sources Tests Benchmarks Fuzz Package.swift
FORMAT_FILES = $$(find $(FORMAT_PATHS) -name '*.swift' -not -path 'Tests/PasteCorpus/*')

.PHONY: help all deps build test bench bench-peers peers-deps peers-venv bench-quick bench-smoke release clean format lint fuzz fuzz-build \
  sanitize fuzz-build-tsan fuzz-concurrent

all: build

## help: list the targets.
help:
	@grep -E '^## ' $(MAKEFILE_LIST) | sed -e 's/^## //' -e 's/: /\t/' | expand -t 14

## deps: install GLPK, HarfBuzz, fontconfig, libunibreak, FriBidi, Cairo, libjpeg, DejaVu and WenQuanYi fonts with
## 	apt-get when missing.
deps:
	@./scripts/install-deps.sh

## build: debug build of every target.
build: deps
	$(SWIFT) build

## test: the whole test suite under AddressSanitizer (debug build, invariant checks on, leaks in the toolchain's own
## 	libraries suppressed; in .build/asan), then the run's time, its slowest suites and each test target's total
## 	(scripts/test-times.sh; the log is kept in .build/test.log), then the paste corpus (scripts/paste-corpus.sh
## 	type-checks each file of Tests/PasteCorpus/ alone and with import Foundation, in its own project's language mode
## 	and, for a Swift 5 project's file, in Swift 6 mode too). `swift test` runs the suite without the sanitizer.
# Under AddressSanitizer because the library calls C (GLPK, HarfBuzz, FriBidi, Cairo, libjpeg) and every suite reaches
# it; one build serves the README's command and the sanitizer, where CI built both (Documentation/Reliability.md,
# "Sanitizers"). One suite at a time (--no-parallel): run in parallel, every suite reports the run's end as its time.
TEST_BUILD := .build/asan
LSAN := LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0
test: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path $(TEST_BUILD)
	mkdir -p .build
	status=0; $(LSAN) $(SWIFT) test --skip-build --sanitize=address --scratch-path $(TEST_BUILD) --no-parallel 2>&1 \
	  | tee .build/test.log || status=$$?; \
	  ./scripts/test-times.sh .build/test.log; \
	  SWIFTC=$(SWIFTC) PASTE_CORPUS_BUILD=$(TEST_BUILD)/debug ./scripts/paste-corpus.sh || status=$$?; exit $$status

## bench: release build, then the default comparison suite; writes the report to bench-out/ (BENCH_OUT=dir to change).
bench: deps
	$(SWIFT) build -c release --product trellis-bench
	$(SWIFT) run -c release --skip-build trellis-bench --output $(BENCH_OUT) $(BENCH_ARGS)
	@echo "report: $(BENCH_OUT)/report.md"

# The peers' virtual environment (pinned versions in Benchmarks/peers/requirements.txt).
PEERS_VENV := .build/peers-venv
PEERS_REQUIREMENTS := Benchmarks/peers/requirements.txt

## bench-peers: make bench, plus the peers (Taffy, Yoga, kiwi, HiGHS, GLPK, CP-SAT) on the same inputs in the
## 	same run, after installing them into .build/peers-venv (pinned; a peer that fails to install is reported
## 	as not available).
bench-peers: peers-deps peers-venv
	$(SWIFT) build -c release --product trellis-bench
	$(SWIFT) run -c release --skip-build trellis-bench --output $(BENCH_OUT) --peers $(PEERS_VENV)/bin/python \
	  $(BENCH_ARGS)
	@echo "report: $(BENCH_OUT)/report.md"

peers-deps:
	@./scripts/install-deps.sh --peers

## peers-venv: create .build/peers-venv with the pinned peers (once per requirements change).
peers-venv: $(PEERS_VENV)/.installed

$(PEERS_VENV)/.installed: $(PEERS_REQUIREMENTS)
	python3 -m venv $(PEERS_VENV)
	@grep -Ev '^(#|$$)' $(PEERS_REQUIREMENTS) | while read -r requirement; do \
	  $(PEERS_VENV)/bin/pip install --quiet --disable-pip-version-check "$$requirement" \
	    || echo "bench-peers: could not install $$requirement; its peer will be reported as not available"; \
	done
	@touch $@

## bench-quick: the one-minute version of the suite (release).
bench-quick: deps
	$(SWIFT) build -c release --product trellis-bench
	$(SWIFT) run -c release --skip-build trellis-bench --quick --output $(BENCH_OUT) $(BENCH_ARGS)

## release: release build of every target (what CI checks compiles with optimisation).
release: deps
	$(SWIFT) build -c release

## bench-smoke: the benchmark tool runs in release: its catalogue, and one small workload end to end.
bench-smoke: release
	$(SWIFT) run -c release --skip-build trellis-bench --list
	$(SWIFT) run -c release --skip-build trellis-bench --quick --suites flow,masonry --sizes 100 --repetitions 1 \
	  --warmup 0 --budget 30 --output .build/bench-smoke
	@test -s .build/bench-smoke/report.md && echo "bench-smoke: report written"

## fuzz: libFuzzer on the `concurrent` target for FUZZ_CONCURRENT_SECONDS (default 45) under ThreadSanitizer, then
## 	on each other target for FUZZ_SECONDS (default 30) with AddressSanitizer (about 5 minutes once built). New
## 	corpus entries go to Fuzz/Corpus/<target>/, crashing inputs to Fuzz/Crashes/ (keep them as regression tests).
## 	Run longer with `make fuzz FUZZ_SECONDS=600 FUZZ_CONCURRENT_SECONDS=600`, one target with FUZZ_TARGETS=edges.
FUZZ_SECONDS ?= 30
FUZZ_CONCURRENT_SECONDS ?= 45
FUZZ_TARGETS ?= scene schema constraints tree api edges
FUZZ_DIR := .build/fuzz
FUZZ_TSAN_DIR := .build/fuzz-tsan
FUZZ_MODULES := TrellisCore TrellisFrameUp TrellisSolver TrellisText Trellis
# The text libraries' module maps and headers (HarfBuzz's and FriBidi's live in /usr/include/harfbuzz, /fribidi), for the hand-linked driver.
TEXT_C := -I Sources/CHarfBuzz -I Sources/CFontconfig -I Sources/CUnibreak -I Sources/CFriBidi $$(pkg-config --cflags-only-I harfbuzz fribidi | sed 's/-I/-Xcc -I/g')
TEXT_LIBS := $$(pkg-config --libs harfbuzz fontconfig libunibreak fribidi)
# Builds the library into $(1) with the sanitizer $(2) and libFuzzer's coverage, and links the libFuzzer driver as
# $(1)/trellis-fuzz with `-sanitize=fuzzer,$(2)`. SwiftPM links executables with its own `main`, and libFuzzer
# brings one, so the driver is linked by hand; for the same reason the package is built with the coverage that
# `-sanitize=fuzzer` implies rather than with it, since the build also links the `#Preview` macro's plugin, an
# executable. The objects linked are those of the modules' current sources (a scratch folder keeps the objects of
# files since renamed). The linker's "Cannot export local symbol" notes are noise; any other output and the
# compiler's status are kept.
FUZZ_COVERAGE := -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
define fuzz_driver
	rm -f $(1)/trellis-fuzz
	$(SWIFT) build --scratch-path $(1) --target Trellis -Xswiftc -sanitize=$(2) $(FUZZ_COVERAGE)
	$(SWIFTC) -sanitize=fuzzer,$(2) -parse-as-library -DTRELLIS_FUZZER Fuzz/Driver/FuzzDriver.swift \
	  -I $(1)/debug/Modules -I Sources/CGLPK $(TEXT_C) \
	  $$(for m in $(FUZZ_MODULES); do for f in $$(find Sources/$$m -name '*.swift'); do \
	    echo $(1)/debug/$$m.build/$$(basename $$f).o; done; done) \
	  -lglpk $(TEXT_LIBS) -lm -o $(1)/trellis-fuzz 2>&1 | { grep -v "Cannot export local symbol" || true; }
	@test -x $(1)/trellis-fuzz
endef
# Runs target $(2) of the driver $(1) for $(3) seconds over its corpus, printing libFuzzer's summary lines and the
# sanitizers' reports; fails when the driver does (a crash, a report, an input over 10 s).
define fuzz_run
mkdir -p Fuzz/Crashes Fuzz/Corpus/$(2); echo "fuzzing $(2) for $(3) s"; \
	  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp TSAN_OPTIONS=halt_on_error=1 \
	  TRELLIS_FUZZ_TARGET=$(2) $(1)/trellis-fuzz \
	  -max_total_time=$(3) -max_len=4096 -timeout=10 -print_final_stats=1 \
	  -artifact_prefix=Fuzz/Crashes/$(2)- Fuzz/Corpus/$(2) 2>&1 \
	  | { grep -E "^(Done|stat::number_of_executed_units|==[0-9]+==|SUMMARY|WARNING: ThreadSanitizer)" || true; } ; \
	  test $${PIPESTATUS[0]} -eq 0
endef

## fuzz-build: build the libFuzzer driver with AddressSanitizer (fails when the compiler does).
fuzz-build: deps
	$(call fuzz_driver,$(FUZZ_DIR),address)

## fuzz-build-tsan: build the libFuzzer driver with ThreadSanitizer, for the `concurrent` target.
fuzz-build-tsan: deps
	$(call fuzz_driver,$(FUZZ_TSAN_DIR),thread)

fuzz: fuzz-build fuzz-concurrent
	@for target in $(FUZZ_TARGETS); do \
	  $(call fuzz_run,$(FUZZ_DIR),$$target,$(FUZZ_SECONDS)) || exit 1; \
	done

## fuzz-concurrent: the `concurrent` target (values shared by three threads) under ThreadSanitizer.
fuzz-concurrent: fuzz-build-tsan
	@$(call fuzz_run,$(FUZZ_TSAN_DIR),concurrent,$(FUZZ_CONCURRENT_SECONDS))

## sanitize: the suites that run work on several threads, under ThreadSanitizer (`make test` runs the whole suite
## 	under AddressSanitizer).
# ThreadSanitizer runs the suites in TSAN_SUITES: every suite of a test file that starts a thread, a task, a task group
# or a dispatch (SanitizerSuitesTests checks the list against the test sources), the CLI's batch command (it lays out
# on several threads) and the fuzz corpus (its `concurrent` target shares values between three threads); the rest run
# on one thread, where ThreadSanitizer has nothing to see. They run in parallel, so they race each other too. The
# build leaves out the paste test targets (TRELLIS_WITHOUT_PASTE_TESTS, Package.swift: public code compiled against
# the library, which `make test` checks) and is made without debug information (SANITIZE_BUILD): a report's stack
# names functions, not lines, and `make sanitize SANITIZE_BUILD=` keeps it. The index store stays: `swift test` reads
# it to find the tests on Linux. CI's time: .ci/run.
SANITIZE_BUILD := -debug-info-format none
TSAN_SUITES := AsyncSolverTests BatchCommandTests BindingSendableTests ChildFramesTests ConcurrencyStressTests \
	ConcurrencyTests ConstraintLayoutConcurrencyTests ConstraintLayoutSolverCacheTests FlattenedTemplateTests \
	FuzzCorpusTests IterationBudgetTests KeptPassTests NodeCountSaturationTests NodeStorageBehaviourTests \
	NodeStorageTests PreparedTextTests StateSendableTests TextConcurrencyTests WarmResolveTests
empty :=
space := $(empty) $(empty)
sanitize: deps
	TRELLIS_WITHOUT_PASTE_TESTS=1 $(SWIFT) test --sanitize=thread --scratch-path .build/tsan $(SANITIZE_BUILD) \
	  --filter '$(subst $(space),|,$(strip $(TSAN_SUITES)))'

## clean: remove the build folders and the benchmark output.
clean:
	rm -rf .build $(BENCH_OUT)

## format: rewrite every Swift file in place with swift format (.swift-format).
format:
	$(SWIFT) format --in-place $(FORMAT_FILES)

## lint: swift format in strict mode; fails on any finding.
lint:
	$(SWIFT) format lint --strict $(FORMAT_FILES)

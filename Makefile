# FitToday: `make demo` sets everything up and builds the demo; `make test` runs every test; `make coverage` runs
# them with coverage and checks each layer's gate.
SWIFT ?= swift
BIN := .build/debug/fittoday
DEMO_DB := demo/fittoday.sqlite
# The second demo follows no program: today's plan and the week come from the composer (docs/composer.md).
COMPOSED_DB := demo/composed.sqlite
# The demo never reaches for the network: images come from ../shared when it is there, else placeholders.
SHARED_IMAGES := $(wildcard ../shared/data/free-exercise-db/images)
DEMO_IMAGES := $(if $(SHARED_IMAGES),--image-source $(SHARED_IMAGES),--offline)

# `make install PREFIX=~/.local` installs without root; DESTDIR stages a package.
PREFIX ?= /usr/local
RELEASE_BIN := .build/release/fittoday
# The binary `make install` installs and the command-line tests run: the Swift runtime linked in, so a command starts
# without resolving thousands of the runtime's symbols (a quarter of `--version`'s time).
RELEASE_BUILD := $(SWIFT) build -c release --product fittoday --static-swift-stdlib

.PHONY: setup test-tools embed build demo test test-year-ahead test-repeat coverage bench clean install uninstall fuzz fuzz-ci sanitize sanitize-ci

setup:
	@bash scripts/setup.sh
	@bash scripts/install-s3-server.sh

# Chromium, chromedriver, pdfinfo, selenium and icalendar for the browser and feed tests (tests never install).
test-tools:
	@bash scripts/install-browser.sh

# The library (content/) and the site's templates and assets are compiled into the binary; the catalogues of
# words (Sources/FitTodayDomain/Words/, and the help texts in Sources/FitTodayApp/Words/) become typed accessors.
embed:
	@python3 scripts/embed-resources.py
	@python3 scripts/words.py

build: setup embed
	$(SWIFT) build --product fittoday

# A release build with the Swift runtime linked in (one file to copy; it needs only libsqlite3, libcmark-gfm and
# libcrypto from the system, and opens libcurl when it downloads), plus bash, zsh and fish completions.
install: setup embed
	$(RELEASE_BUILD)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" \
		"$(DESTDIR)$(PREFIX)/share/zsh/site-functions" "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/fittoday"
	$(RELEASE_BIN) --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/fittoday"
	$(RELEASE_BIN) --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_fittoday"
	$(RELEASE_BIN) --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/fittoday.fish"
	@echo "fittoday $$("$(DESTDIR)$(PREFIX)/bin/fittoday" --version) instalado em $(DESTDIR)$(PREFIX)/bin/fittoday"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/fittoday" "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/fittoday" \
		"$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_fittoday" "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/fittoday.fish"

demo: build
	rm -rf demo
	mkdir -p demo
	$(BIN) init --db $(DEMO_DB) --goal hypertrophy --equipment full-gym --frequency 4 --quiet
	$(BIN) dev seed --db $(DEMO_DB) --days 90 --seed 7 --program gzclp
	$(BIN) checkin --db $(DEMO_DB) --focus upper --soreness 2 --quiet
	@echo
	$(BIN) plan generate --db $(DEMO_DB)
	@echo
	$(BIN) profile show --db $(DEMO_DB)
	@echo
	$(BIN) history --db $(DEMO_DB)
	@echo
	$(BIN) build --db $(DEMO_DB) --out public $(DEMO_IMAGES)
	@echo
	$(BIN) init --db $(COMPOSED_DB) --goal strength --equipment full-gym --level intermediate --frequency 4 --quiet
	$(BIN) dev seed --db $(COMPOSED_DB) --days 30 --seed 11
	$(BIN) plan week --db $(COMPOSED_DB)
	@echo
	$(BIN) plan generate --db $(COMPOSED_DB)
	@echo
	$(BIN) build --db $(COMPOSED_DB) --out public-composed $(DEMO_IMAGES)

# COVERAGE=1 (what `make coverage` passes) records line coverage during the same run. scripts/in-test-folder.sh
# gives the run a folder of its own in memory (/dev/shm; TEST_TMPDIR=/tmp keeps it on disk) and a time limit
# (TEST_TIME_LIMIT, 1800 s), the last guard: every wait of a test on a child process has its own deadline
# (docs/testing.md).
IN_TEST_FOLDER := bash scripts/in-test-folder.sh
# The command-line tests run the release build of `fittoday` (FITTODAY_BIN): the binary people install, and three to
# five times faster than the debug one, which was most of the suite's time. The tests that kill a build at a step
# run the debug build beside them, which alone has that hook (docs/testing.md).
TEST_BIN := FITTODAY_BIN=$(CURDIR)/$(RELEASE_BIN)
test: setup test-tools embed
	$(RELEASE_BUILD)
	$(TEST_BIN) $(IN_TEST_FOLDER) $(SWIFT) test $(if $(COVERAGE),--enable-code-coverage)

# The suites that run the binary, as if a year from the real today (FITTODAY_CLOCK_OFFSET_DAYS moves the binary's
# clock; CommandClock, the tests' view of it): no test may depend on the day it runs. After `make test` (or `make
# coverage`), on the tests already built; CI runs it. Left out: the longest suites, whose every command names its day
# (`--date`, `dev seed --until`), so that the second run costs a fraction of the first.
YEAR_AHEAD_SUITES := FitTodayCLITests|TeamPagesBrowserTests
YEAR_AHEAD_SKIP := SiteBuildTests|KilledBuildTests|SlurmTeamBuildTests|LibraryImagesOverNginxTests|DeployCommandTests|TeamDeployTests|WritingWhileBuildingTests|InboxRoutesBrowserTests|InboxEndToEndBrowserTests
test-year-ahead: setup test-tools embed
	$(RELEASE_BUILD)
	FITTODAY_CLOCK_OFFSET_DAYS=365 $(TEST_BIN) $(IN_TEST_FOLDER) $(SWIFT) test --skip-build --filter "$(YEAR_AHEAD_SUITES)" --skip "$(YEAR_AHEAD_SKIP)"

# The suites that start child processes (the `fittoday` binary, loopback Python servers, Chromium, tools) and the
# concurrency suites, N times in a row (`make test-repeat N=5`): a hang or a flaky wait shows here first.
PROCESS_SUITES := FitTodayCLITests|ChildProcessTests|FitTodayImageCacheTests|ComposeTodaysPlanTests|BrowserTests|PhoneLayoutBrowserTests|OfflineAppBrowserTests|OutboxBrowserTests|TeamPagesBrowserTests|RenditionBrowserTests|LibraryImagesOverNginxTests|PublishingTests|BuildPlanTests|SHA256Tests|WordCatalogueTests
N ?= 5
test-repeat: setup test-tools embed
	$(SWIFT) build --build-tests
	$(RELEASE_BUILD)
	for run in $$(seq 1 $(N)); do \
		echo "test-repeat: run $$run of $(N)"; \
		$(TEST_BIN) $(IN_TEST_FOLDER) $(SWIFT) test --skip-build --filter "$(PROCESS_SUITES)|$(CONCURRENCY_SUITES)" || exit 1; \
	done

# Every test once, with coverage; then one line per layer, failing below Domain 80%, Site 70%, Data 60%.
coverage: setup embed
	rm -rf "$$($(SWIFT) build --show-bin-path)/codecov"
	$(MAKE) test COVERAGE=1
	python3 scripts/coverage.py

# Every fuzz target of Fuzz/ (libFuzzer + the address sanitizer) for FUZZ_SECONDS each (default 60); says what each
# ran and found, and fails when anything was (docs/fuzzing.md). `fuzz-ci` replays the seeds and explores a few
# seconds per target, as CI does.
FUZZ_SECONDS ?= 60
fuzz: setup embed
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash scripts/fuzz.sh

fuzz-ci: setup embed
	bash scripts/fuzz.sh ci

# The suites under the thread sanitizer, then the address sanitizer, each in a build folder of its own (a sanitized
# build beside the usual one, not instead of it); a sanitizer report stops the run and fails it. SANITIZE_FILTER
# narrows them, e.g. SANITIZE_FILTER="--filter FitTodayImageCacheTests". `sanitize-ci` (what `.ci/run` runs) is the
# concurrency suites under the thread sanitizer: the parallel renderer, the image cache actor, the preview server,
# the build lock and a build read while sessions are logged (docs/testing.md).
SANITIZE_FILTER ?=
TSAN_ENV := SWIFT_BACKTRACE=enable=no TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
ASAN_ENV := SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0 halt_on_error=1"
CONCURRENCY_SUITES := WaitingTestExecutorTests|FitTodayImageCacheTests|SiteBuilderTests|SessionUpdateTests|StableHistoryTests|ReadingSnapshotTests|PreviewServerTests|ServeCommandTests|WritingWhileBuildingTests
# Without a filter, each sanitizer runs in two passes: the image cache's suites apart from the rest. They are async
# and timed (five minutes a test), and under a sanitizer the suites that wait on the `fittoday` binary hold the
# cooperative threads long enough to starve them (on two cores, every one of them ran out of time in one pass and
# passed in seconds alone).
SANITIZE_PASSES := $(if $(SANITIZE_FILTER),"$(SANITIZE_FILTER)","--skip FitTodayImageCacheTests" "--filter FitTodayImageCacheTests")
sanitize: setup test-tools embed
	for pass in $(SANITIZE_PASSES); do $(TSAN_ENV) $(IN_TEST_FOLDER) $(SWIFT) test --sanitize=thread --scratch-path .build/sanitize-thread $$pass || exit 1; done
	for pass in $(SANITIZE_PASSES); do $(ASAN_ENV) $(IN_TEST_FOLDER) $(SWIFT) test --sanitize=address --scratch-path .build/sanitize-address $$pass || exit 1; done

sanitize-ci: setup embed
	$(TSAN_ENV) $(IN_TEST_FOLDER) $(SWIFT) test --sanitize=thread --scratch-path .build/sanitize-thread --filter "$(CONCURRENCY_SUITES)"

clean:
	rm -rf .build demo public-composed Fuzz/.build
	find public -mindepth 1 ! -name .gitkeep -delete

# Hugo (the generator compared with) and the sqlite3 shell (half of the floor), besides the build's own packages.
bench: setup embed
	@bash scripts/setup.sh hugo sqlite3
	python3 Benchmarks/run.py

# What a developer can do. Extra SwiftPM options go in SWIFTPM_FLAGS,
# e.g. make test SWIFTPM_FLAGS="--scratch-path .build-mine".
SWIFT ?= swift
SWIFTPM_FLAGS ?=
PREFIX ?= $(HOME)/.local
# Release binaries link the Swift runtime statically: faster start-up, less resident memory, and no
# library of the toolchain needed where they are installed; no $ORIGIN in their run path (scripts/release-build.sh).
RELEASE_FLAGS ?= -c release -Xswiftc -static-stdlib --disable-local-rpath
# Every benchmark executable the package declares (bench-themecore, bench-dbus, ...).
BENCHES := $(shell grep -o 'name: "bench-[a-z0-9-]*"' Package.swift | sed 's/name: "\(.*\)"/\1/')

.PHONY: test bench reliability run settings docs man install uninstall deb dist clean deps

deps:
	scripts/install-deps.sh

# One test at a time: run in parallel on a 2-core machine, the ~24 suites' private buses,
# daemons and dconf/portal services starve each other and waits run into their limits.
# scripts/run-tests.sh gives the run a TMPDIR of its own and fails it when any process it
# started (private buses, dconf, portals, daemons) is still running afterwards.
test: deps
	$(SWIFT) build --build-tests $(SWIFTPM_FLAGS)
	scripts/man.sh $(SWIFTPM_FLAGS) >/dev/null
	# The CLI as `make install` builds it must carry no ICU data (docs/PERFORMANCE.md).
	scripts/check-lean.sh
	scripts/run-tests.sh $(SWIFT) test --no-parallel $(SWIFTPM_FLAGS)

bench:
	scripts/install-deps.sh --bench
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTPM_FLAGS) --product themeswitchd
	for bench in $(BENCHES); do $(SWIFT) build $(RELEASE_FLAGS) $(SWIFTPM_FLAGS) --product $$bench || exit 1; done
	bin=$$($(SWIFT) build $(RELEASE_FLAGS) $(SWIFTPM_FLAGS) --show-bin-path) && \
	for bench in $(BENCHES); do echo "== $$bench"; "$$bin/$$bench" || exit 1; echo; done
	echo "== bench-cli" && RELEASE_FLAGS="$(RELEASE_FLAGS)" SWIFTPM_FLAGS="$(SWIFTPM_FLAGS)" Benchmarks/CLI/bench-cli.sh
	echo "== bench-pick" && RELEASE_FLAGS="$(RELEASE_FLAGS)" SWIFTPM_FLAGS="$(SWIFTPM_FLAGS)" Benchmarks/Pick/bench-pick.sh
	echo "== bench-edit" && RELEASE_FLAGS="$(RELEASE_FLAGS)" SWIFTPM_FLAGS="$(SWIFTPM_FLAGS)" Benchmarks/Edit/bench-edit.sh
	echo "== bench-settings" && RELEASE_FLAGS="$(RELEASE_FLAGS)" SWIFTPM_FLAGS="$(SWIFTPM_FLAGS)" Benchmarks/Settings/bench-settings.sh

# The whole reliability suite (several minutes): crash safety, API and Marshal fuzz, churn,
# restart, bad settings files, the YAML and JSON readers' libFuzzer run (built into .build-fuzz);
# prints each figure with its goal (docs/RELIABILITY.md).
reliability: deps
	for product in themeswitchd fuzz-marshal reliability-restart; do \
		$(SWIFT) build $(RELEASE_FLAGS) $(SWIFTPM_FLAGS) --product $$product || exit 1; done
	$(SWIFT) build $(SWIFTPM_FLAGS) --product fuzz-readers --scratch-path .build-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
	/usr/bin/python3 Tests/Reliability/reliability.py --bin "$$($(SWIFT) build $(RELEASE_FLAGS) $(SWIFTPM_FLAGS) --show-bin-path)"

run:
	scripts/run-demo.sh

# Themeswitch Settings from this checkout, on the session bus (docs/settings.md).
settings: deps
	$(SWIFT) run $(SWIFTPM_FLAGS) themeswitch-settings

docs:
	$(SWIFT) run $(SWIFTPM_FLAGS) themeswitch-docs docs

# themeswitch.1 and themeswitchd.1, generated from the commands' help (into the build's bin dir, man/).
man:
	scripts/man.sh $(SWIFTPM_FLAGS)

# DESTDIR=/staging puts every file under /staging$(PREFIX) and touches nothing else (docs/INSTALL.md).
install:
	DESTDIR="$(DESTDIR)" scripts/install.sh "$(PREFIX)"

uninstall:
	DESTDIR="$(DESTDIR)" scripts/uninstall.sh "$(PREFIX)"

# themeswitch_<version>-1_amd64.deb, built with Debian's tools over a staged install and checked by
# lintian; themeswitch-<version>-x86_64-linux.tar.gz with its own install.sh (docs/INSTALL.md).
deb:
	scripts/install-deps.sh --package
	scripts/deb.sh --lintian

dist:
	scripts/install-deps.sh --package
	scripts/dist.sh

clean:
	$(SWIFT) package clean $(SWIFTPM_FLAGS)

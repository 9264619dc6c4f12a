# Placeholders — the two commands a newcomer needs:
#   make demo    build and launch the desktop demo
#   make test    build and run every test (headless core tests, GTK tests on
#                Xvfb and on a headless Wayland compositor)
# Both install the Debian packages they need first.

SWIFT ?= swift
BUILD_FLAGS ?=
XVFB = xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp"
# Translations compiled for running from the source tree.
LOCALE_DIR = $(CURDIR)/.build/locale
LINGUAS = $(shell cat po/LINGUAS 2>/dev/null)
# data/ goes first in XDG_DATA_DIRS so GTK finds the app icon (data/icons/)
# from the source tree. Adding it to the icon theme from the app instead
# (gtk_icon_theme_add_search_path) makes GTK reload the whole theme on the
# main thread: some 20 ms of start-up.
DEMO_ENV = PLACEHOLDERS_LOCALEDIR=$(LOCALE_DIR) \
	XDG_DATA_DIRS=$(CURDIR)/data:$${XDG_DATA_DIRS:-/usr/local/share:/usr/share}
# Every GTK test runs with criticals fatal and a display required. Xvfb has
# no DRI3, and Mesa's EGL (Debian 13 and later) says so on standard error
# whenever GTK opens the display; tests that read a program's standard error
# would read Mesa's complaint about the test display, so EGL logs only
# fatal errors.
GTK_TEST_ENV = $(DEMO_ENV) G_DEBUG=fatal-criticals PLACEHOLDERS_REQUIRE_DISPLAY=1 \
	GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory EGL_LOG_LEVEL=fatal

.PHONY: all build demo test test-core test-gtk test-some test-a11y test-screen-reader test-wayland test-wayland-suites test-examples test-data check-client check-footprint lint format docs api-check bench frame-profile \
	soak soak-gtk soak-gtk-wayland leakcheck fuzz sanitize monkey monkey-wayland screenshots translations meson-install test-trixie test-unstable bench-unstable clean

all: build

build: translations
	@scripts/ensure-packages.sh build
	$(SWIFT) build $(BUILD_FLAGS)

demo: translations
	@scripts/ensure-packages.sh demo
	$(SWIFT) build $(BUILD_FLAGS) --product placeholder-demo
	$(DEMO_ENV) $$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/placeholder-demo $(ARGS)

test: translations
	@scripts/ensure-packages.sh test
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	$(MAKE) --no-print-directory test-core test-gtk test-examples test-data check-client check-footprint
	$(MAKE) --no-print-directory test-a11y
	$(MAKE) --no-print-directory test-screen-reader
	$(MAKE) --no-print-directory test-wayland

# Headless: no display at all, so nothing in the core can depend on one.
test-core:
	env -u DISPLAY -u WAYLAND_DISPLAY $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter PlaceholderCoreTests

# Real widgets on a private Xvfb display.
test-gtk:
	$(XVFB) env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter GtkKitTests
	$(XVFB) env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter PlaceholderGtkTests
	$(XVFB) env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter PlaceholderDemoTests
	$(XVFB) env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter PlaceholderWebKitTests

# Some GTK tests only, on Xvfb and then on Wayland where GTK has it, for a
# quick look at one change on another GTK:
#   DEBIAN_TARGET=test-some make test-unstable TESTS=CollectionAdapterTests
TESTS ?= 'GtkKitTests|PlaceholderGtkTests'
test-some: translations
	@scripts/ensure-packages.sh test
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	$(XVFB) env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter $(TESTS)
	@if pkg-config --atleast-version=$(WAYLAND_MIN_GTK) gtk4; then \
		scripts/ensure-packages.sh wayland && \
		scripts/with-wayland.sh env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter $(TESTS); fi

# The accessibility tests against GTK's real accessibility tree: GTK's AT-SPI
# backend on (GTK_A11Y unset), on a private session bus that starts the
# accessibility bus on demand; the tests read the tree back over AT-SPI.
A11Y_TEST_ENV = $(DEMO_ENV) G_DEBUG=fatal-criticals PLACEHOLDERS_REQUIRE_DISPLAY=1 \
	PLACEHOLDERS_REQUIRE_ATSPI=1 GSETTINGS_BACKEND=memory EGL_LOG_LEVEL=fatal
test-a11y:
	@scripts/ensure-packages.sh a11y
	dbus-run-session -- $(XVFB) env -u GTK_A11Y $(A11Y_TEST_ENV) \
		$(SWIFT) test $(BUILD_FLAGS) --skip-build --filter AtSpiTreeTests

# GNOME's screen reader, Orca, headless on its own Xvfb and buses, driving
# the demo and the examples with real keys; each scenario in
# Tests/ScreenReader/ asserts what Orca speaks (scripts/screen-reader/).
# SCENARIOS=Tests/ScreenReader/NAME.steps runs some.
test-screen-reader: translations
	@scripts/ensure-packages.sh screen-reader
	$(SWIFT) build $(BUILD_FLAGS)
	SWIFT=$(SWIFT) scripts/test-screen-reader.sh $(SCENARIOS)

# The GTK, demo and example suites again on Wayland, as clients of a private
# headless mutter (scripts/with-wayland.sh), with real input through mutter's
# RemoteDesktop D-Bus interface instead of xdotool. Not on GTK before 4.12
# (Debian 12's 4.8): its Wayland backend at times asks for a frame callback
# and commits nothing, so a new window waits forever for its first frame
# (WAYLAND_DEBUG under mutter 43: one to five of the suite's windows a run).
WAYLAND_MIN_GTK = 4.12
test-wayland: translations
	@if ! pkg-config --atleast-version=$(WAYLAND_MIN_GTK) gtk4; then \
		echo "test-wayland: skipped: GTK $$(pkg-config --modversion gtk4) < $(WAYLAND_MIN_GTK) stalls new windows on Wayland (Makefile); make test-unstable runs it on GTK 4.24"; \
		exit 0; fi; \
	$(MAKE) --no-print-directory test-wayland-suites

test-wayland-suites:
	@scripts/ensure-packages.sh wayland
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	scripts/with-wayland.sh env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'GtkKitTests|PlaceholderGtkTests'
	scripts/with-wayland.sh env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter PlaceholderDemoTests
	scripts/with-wayland.sh env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter ExampleTests

# The example apps (Examples/) on Xvfb, their start-up errors, and the
# README's Swift blocks, each quoted from an example.
test-examples:
	$(XVFB) env $(GTK_TEST_ENV) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter ExampleTests

# A separate package that depends on this one by path builds the examples'
# sources: they need only the public API.
check-client:
	SWIFT=$(SWIFT) scripts/check-client.sh

# The library's modules use the standard library's strings alone, not the
# string-processing library each app would then link (0.2 MiB at start-up).
check-footprint:
	SWIFT=$(SWIFT) BUILD_FLAGS="$(BUILD_FLAGS)" scripts/check-footprint.sh

# The desktop file and AppStream metadata pass their validators.
test-data:
	desktop-file-validate data/io.github.placeholders.Demo.desktop
	appstreamcli validate --no-net --pedantic data/io.github.placeholders.Demo.metainfo.xml

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Examples Benchmarks

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Examples

# The API reference and articles (DocC), with zero warnings, and a summary
# line in the doc comment of every public symbol. Archives land in
# .build/plugins/Swift-DocC/outputs/.
docs:
	@scripts/ensure-packages.sh build
	$(SWIFT) package --disable-sandbox generate-documentation --target GtkKit --target PlaceholderCore --target PlaceholderGtk --target Adwaita \
		--target PlaceholderWebKit \
		--warnings-as-errors
	scripts/doc-coverage.py $$($(SWIFT) build --show-bin-path)/../extracted-symbols

# The public API's breaking changes since API_BASELINE (default: the
# previous commit), each of which CHANGELOG.md's Unreleased section must list.
api-check:
	@scripts/ensure-packages.sh build
	scripts/api-check.sh $(API_BASELINE)

# Compiles po/*.po into .build/locale/LANG/LC_MESSAGES/placeholders.mo.
translations:
	@scripts/ensure-packages.sh build
	@for lang in $(LINGUAS); do \
		mkdir -p $(LOCALE_DIR)/$$lang/LC_MESSAGES; \
		msgfmt --check -o $(LOCALE_DIR)/$$lang/LC_MESSAGES/placeholders.mo po/$$lang.po || exit 1; \
	done

bench:
	@scripts/ensure-packages.sh bench
	scripts/bench.sh

# Where the million-row first frame's time goes, library by library, Swift
# against C: the processor clock sampled by perf (as root; RUNS, default 30
# of each). DEBIAN_TARGET=frame-profile make test-unstable: on GTK 4.24.
frame-profile:
	@scripts/ensure-packages.sh frame-profile
	scripts/frame-profile.sh $(RUNS)

# At least 100,000 random operations (change sets, diffs, SectionedDataSource
# mutations) and 100,000 page-state inputs against reference models.
soak:
	@scripts/ensure-packages.sh build
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	env -u DISPLAY -u WAYLAND_DISPLAY PLACEHOLDERS_SOAK=1 $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter Soak

# A seeded random walk over the public API of a real table, collection and
# placeholder slot in a real window (Tests/GtkSoak), under AddressSanitizer
# with criticals fatal, checking after every step that the screen matches
# the data sources. SOAK_SECONDS (default 60), SOAK_SEED=N replays a run.
soak-gtk: translations
	@scripts/ensure-packages.sh test
	$(GTK_TEST_ENV) SWIFT=$(SWIFT) scripts/soak-gtk.sh

# The same walk as a client of a private headless mutter, on GTK 4.12 and
# later (see test-wayland); CI runs it in the Debian unstable root.
soak-gtk-wayland: translations
	@scripts/ensure-packages.sh test
	@scripts/ensure-packages.sh wayland
	@if ! pkg-config --atleast-version=$(WAYLAND_MIN_GTK) gtk4; then \
		echo "soak-gtk-wayland: skipped: GTK $$(pkg-config --modversion gtk4) < $(WAYLAND_MIN_GTK) stalls new windows on Wayland (Makefile)"; \
		exit 0; fi; \
	$(GTK_TEST_ENV) SOAK_WAYLAND=1 SWIFT=$(SWIFT) scripts/soak-gtk.sh

# Every GTK test under valgrind memcheck (slow: 7 minutes on 2 cores): fails on
# any definitely-lost block from our code. A subset:
#   make leakcheck LEAKCHECK_FILTER=PlaceholderGtkTests.ReliabilityLeakTests
leakcheck: translations
	@scripts/ensure-packages.sh leakcheck
	$(DEMO_ENV) SWIFT=$(SWIFT) BUILD_FLAGS="$(BUILD_FLAGS)" scripts/leakcheck.sh $(LEAKCHECK_FILTER)

# Coverage-guided fuzzing (libFuzzer + ASan) of the core's four entry points
# that take arbitrary input, FUZZ_SECONDS each (default 60). RELIABILITY.md.
fuzz:
	@scripts/ensure-packages.sh build
	scripts/fuzz.sh

# The core and GTK tests under AddressSanitizer (+ UBSan on the C shim), the
# core and threading tests under ThreadSanitizer, each in its own scratch path.
sanitize: translations
	@scripts/ensure-packages.sh test
	$(GTK_TEST_ENV) SWIFT=$(SWIFT) scripts/sanitize.sh

# The release demo on a private Xvfb, driven by seeded random input for
# MONKEY_SECONDS (default 600; MONKEY_SEED=N replays a run).
monkey: translations
	@scripts/ensure-packages.sh monkey
	$(SWIFT) build -c release --product placeholder-demo
	scripts/monkey.py --demo $$($(SWIFT) build -c release --show-bin-path)/placeholder-demo

# The monkey on Wayland: the release demo as a client of the headless mutter
# of scripts/with-wayland.sh, input through mutter's RemoteDesktop interface
# (scripts/monkey_wayland.py). Not on GTK before 4.12 (see test-wayland); CI
# runs it in the Debian unstable root.
monkey-wayland: translations
	@scripts/ensure-packages.sh monkey-wayland
	@if ! pkg-config --atleast-version=$(WAYLAND_MIN_GTK) gtk4; then \
		echo "monkey-wayland: skipped: GTK $$(pkg-config --modversion gtk4) < $(WAYLAND_MIN_GTK) stalls new windows on Wayland (Makefile); make test-unstable's root has GTK 4.24"; \
		exit 0; fi; \
	$(SWIFT) build -c release --product placeholder-demo && \
	scripts/with-wayland.sh scripts/monkey.py --wayland --demo $$($(SWIFT) build -c release --show-bin-path)/placeholder-demo

screenshots: translations
	@scripts/ensure-packages.sh test
	scripts/screenshots.sh

meson-install:
	@scripts/ensure-packages.sh meson
	meson setup build --prefix=$${PREFIX:-/usr/local} --reconfigure 2>/dev/null || meson setup build --prefix=$${PREFIX:-/usr/local}
	meson compile -C build
	meson install -C build

# `make test` on another Debian in a debootstrap chroot cached in
# .build/SUITE-root, with this machine's Swift toolchain: Debian 13 (GTK 4.18;
# by hand) and Debian unstable (GTK 4.24, GLib 2.90, libadwaita 1.10; CI).
# They test the COMMITTED checkout (a git clone): commit first. Need root.
# Make variables given here go on to the inner make (BUILD_FLAGS=...).
test-trixie:
	scripts/test-debian.sh trixie $(if $(BUILD_FLAGS),BUILD_FLAGS="$(BUILD_FLAGS)")

test-unstable:
	scripts/test-debian.sh unstable $(if $(BUILD_FLAGS),BUILD_FLAGS="$(BUILD_FLAGS)")

# make bench on GTK 4.24, in test-unstable's Debian unstable root, on Xvfb
# with cairo as here, so the figures compare: the suites whose figures are
# GTK's as much as ours (BENCH_SUITES, default below; about 20 minutes
# after the root's first release build; BENCH_RUNS as for make bench). Its
# medians come out to .build/bench/medians-unstable.txt, which the next
# make bench sets beside this machine's in BENCHMARKS.md. Commit first.
BENCH_UNSTABLE_SUITES = bare sizes search
bench-unstable:
	DEBIAN_TARGET=bench DEBIAN_COPY_OUT=.build/bench/medians.txt:.build/bench/medians-unstable.txt \
		scripts/test-debian.sh unstable BENCH_SUITES="$(or $(BENCH_SUITES),$(BENCH_UNSTABLE_SUITES))" \
		$(if $(BENCH_RUNS),BENCH_RUNS=$(BENCH_RUNS))

clean:
	rm -rf .build build

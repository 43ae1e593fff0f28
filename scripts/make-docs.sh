#!/bin/sh
# make docs: draws the example app (Flows/) into docs/map.svg.
# Usage: scripts/make-docs.sh [FLOWGRAPH_BINARY]   (default .build/release/flowgraph)
# Needs Graphviz's `dot` (`make graphviz` installs it).
set -eu
cd "$(dirname "$0")/.."

flowgraph=${1:-.build/release/flowgraph}
if [ ! -x "$flowgraph" ]; then
  echo "make-docs: $flowgraph is not built; run 'make build' first" >&2
  exit 1
fi
if ! command -v dot >/dev/null 2>&1; then
  echo "make-docs: Graphviz 'dot' is not installed; run 'make graphviz'" >&2
  exit 1
fi

mkdir -p docs
# Through temporary files, so that a failure never leaves a half-written map.
tmp_dot=$(mktemp)
tmp_svg=$(mktemp)
trap 'rm -f "$tmp_dot" "$tmp_svg"' EXIT
"$flowgraph" graph Flows --format dot > "$tmp_dot"
dot -Tsvg "$tmp_dot" > "$tmp_svg"
mv "$tmp_svg" docs/map.svg
chmod 644 docs/map.svg
echo "wrote docs/map.svg"

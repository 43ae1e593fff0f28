#!/bin/sh
# make docs: writes docs/rules.md and the rule table in README.md from the
# rules' descriptions, docs/flow.schema.json (`flowgraph schema`), and draws
# the example app (Flows/) into docs/map.svg.
# Usage: scripts/make-docs.sh [FLOWGRAPH_BINARY] [FLOWGRAPH_DOCS_BINARY]
#   (defaults .build/release/flowgraph and .build/release/flowgraph-docs)
# Needs Graphviz's `dot` (`make graphviz` installs it).
set -eu
cd "$(dirname "$0")/.."

flowgraph=${1:-.build/release/flowgraph}
flowgraph_docs=${2:-.build/release/flowgraph-docs}
for binary in "$flowgraph" "$flowgraph_docs"; do
  if [ ! -x "$binary" ]; then
    echo "make-docs: $binary is not built; run 'make docs'" >&2
    exit 1
  fi
done

"$flowgraph_docs" .
mkdir -p docs
# Through a temporary file, so that a failure never leaves half a schema.
tmp_schema=$(mktemp)
trap 'rm -f "$tmp_schema"' EXIT
"$flowgraph" schema > "$tmp_schema"
mv "$tmp_schema" docs/flow.schema.json
chmod 644 docs/flow.schema.json
echo "wrote docs/flow.schema.json"

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

#!/usr/bin/env bash
# Fuzzes flowgraph's whole `validate` pipeline with libFuzzer + AddressSanitizer.
#
#   scripts/fuzz.sh                 # 60 seconds
#   FUZZ_SECONDS=1800 scripts/fuzz.sh
#   scripts/fuzz.sh -- -max_len=4096   # anything after -- goes to libFuzzer
#   FUZZ_TARGET=runtime scripts/fuzz.sh   # the structured interpreter target
#   FUZZ_TARGET=import scripts/fuzz.sh    # storyboard and Jetpack XML into both importers
#
# Builds into .build-fuzz (gitignored), seeds .build-fuzz/corpus/ from the
# example app, the test fixtures and the YAML test suite, and keeps crashing
# inputs in .build-fuzz/findings/. Exit status 1 when there is a finding.
# Replay one with the plain build: swift run flowgraph-fuzz FILE
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_TO_RUN="${FUZZ_SECONDS:-60}"
TARGET="${FUZZ_TARGET:-pipeline}"
SCRATCH=.build-fuzz
CORPUS="$SCRATCH/corpus"
FINDINGS="$SCRATCH/findings"
LOG="$SCRATCH/last-run.log"
BUILD="$SCRATCH"
DEFINES=(-Xswiftc -DFUZZING)
DICT=(-dict=scripts/fuzz.dict)
MAX_LEN=65536
case "$TARGET" in
    pipeline) ;;
    runtime)
        # Its own build folder: a different -D would rebuild everything each
        # time one switches targets. Bytes are choices, not YAML: no seeds.
        BUILD=.build-fuzz-runtime
        DEFINES+=(-Xswiftc -DFUZZ_RUNTIME)
        DICT=()
        # A session stops after 200 steps, a few bytes each: longer is waste.
        MAX_LEN=2048
        CORPUS="$SCRATCH/corpus-runtime"
        FINDINGS="$SCRATCH/findings-runtime"
        LOG="$SCRATCH/last-run-runtime.log" ;;
    import)
        BUILD=.build-fuzz-import
        DEFINES+=(-Xswiftc -DFUZZ_IMPORT)
        DICT=(-dict=scripts/fuzz-import.dict)
        CORPUS="$SCRATCH/corpus-import"
        FINDINGS="$SCRATCH/findings-import"
        LOG="$SCRATCH/last-run-import.log"
        # FoundationXML leaks a string for each libxml2 error it reports.
        export LSAN_OPTIONS="suppressions=$PWD/scripts/fuzz-import.lsan${LSAN_OPTIONS:+:$LSAN_OPTIONS}" ;;
    *) echo "FUZZ_TARGET must be pipeline, runtime or import" >&2; exit 2 ;;
esac
BIN="$BUILD/debug/flowgraph-fuzz"
EXTRA=()
if [ "${1:-}" = "--" ]; then shift; EXTRA=("$@"); fi

echo "== building flowgraph-fuzz ($TARGET, libFuzzer + ASan) into $BUILD"
# -sanitize=fuzzer,address instruments our code and links libFuzzer.
# -DFUZZING selects the libFuzzer entry in main.swift; `Extern` lets it
# declare LLVMFuzzerRunDriver with the C calling convention. ld.gold warns
# about every ASan helper it cannot export: noise, filtered out.
mkdir -p "$SCRATCH"
if ! swift build -c debug --product flowgraph-fuzz --scratch-path "$BUILD" \
    -Xswiftc -sanitize=fuzzer,address "${DEFINES[@]}" \
    -Xswiftc -enable-experimental-feature -Xswiftc Extern \
    >"$SCRATCH/build.log" 2>&1; then
    grep -v "Cannot export local symbol" "$SCRATCH/build.log"
    exit 2
fi
grep -v "Cannot export local symbol" "$SCRATCH/build.log" | tail -n 1

mkdir -p "$CORPUS" "$FINDINGS"
seed() {
    # Named by content so reruns and duplicates add nothing.
    local sum
    sum=$(sha1sum "$1" | cut -c1-40)
    [ -e "$CORPUS/$sum" ] || cp "$1" "$CORPUS/$sum"
}
seeds=0
if [ "$TARGET" = pipeline ]; then
    echo "== seeding $CORPUS"
    while IFS= read -r -d '' file; do seed "$file"; seeds=$((seeds + 1)); done < <(
        find Flows Tests -type f \( -iname '*.yaml' -o -iname '*.yml' \) \
            \( -path 'Flows/*' -o -path '*/Fixtures/*' \) -print0 2>/dev/null
        # The YAML test suite: */in.yaml and the numbered sub-cases */NN/in.yaml.
        find Tests/FlowYAMLTests/yaml-test-suite -name in.yaml -print0
    )
    echo "   $seeds seed files, corpus now $(find "$CORPUS" -type f | wc -l) inputs"
elif [ "$TARGET" = import ]; then
    echo "== seeding $CORPUS"
    # The import tests' storyboards and graphs, real and hand-written, under
    # the size libFuzzer mutates.
    while IFS= read -r -d '' file; do seed "$file"; seeds=$((seeds + 1)); done < <(
        find Tests/FlowImportTests -type f \( -name '*.xml' -o -name '*.storyboard' \) -size -64k -print0
    )
    echo "   $seeds seed files, corpus now $(find "$CORPUS" -type f | wc -l) inputs"
fi

before=$(find "$FINDINGS" -type f | wc -l)

echo "== fuzzing for ${SECONDS_TO_RUN}s (log: $LOG)"
set +e
# Swift's own crash backtracer trips ASan (stack-buffer-underflow in its
# memory reader) and buries the real report: libFuzzer prints the stack.
SWIFT_BACKTRACE=enable=no "$BIN" "$CORPUS" \
    ${DICT[@]+"${DICT[@]}"} \
    -max_len="$MAX_LEN" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -max_total_time="$SECONDS_TO_RUN" \
    -print_final_stats=1 \
    -artifact_prefix="$FINDINGS/" \
    ${EXTRA[@]+"${EXTRA[@]}"} >"$LOG" 2>&1
status=$?
set -e

# libFuzzer's last status line: "#N DONE cov: C ft: F corp: U/SIZE ... exec/s: E rss: R"
last=$(grep -E '^#[0-9]+' "$LOG" | tail -n 1 || true)
field() { sed -nE "s|.* $1: ([^ ]+).*|\1|p" <<<"$last"; }
execs=$(sed -nE 's/^stat::average_exec_per_sec: *([0-9]+)/\1/p' "$LOG" | tail -n 1)
runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' "$LOG" | tail -n 1)
findings=$(( $(find "$FINDINGS" -type f | wc -l) - before ))

echo "== result"
echo "   runs:        ${runs:-?}"
echo "   exec/s:      ${execs:-$(field exec/s)}"
echo "   coverage:    $(field cov) edges, $(field ft) features"
echo "   corpus:      $(field corp) (units/bytes in memory); $(find "$CORPUS" -type f | wc -l) files in $CORPUS"
echo "   findings:    $findings new in $FINDINGS ($before from earlier runs)"
if [ "$status" -ne 0 ]; then
    echo "== libFuzzer stopped with status $status:"
    grep -E 'ERROR|invariant|Fatal error|SUMMARY|Test unit written' "$LOG" | head -n 20
    exit 1
fi
[ "$findings" -eq 0 ] || exit 1

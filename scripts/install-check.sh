#!/usr/bin/env bash
# `make install` into a temporary prefix, then the installed binary, man page
# and completions as a user gets them, then `make uninstall` leaves nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make --no-print-directory install PREFIX="$prefix" >/dev/null

fail() { echo "install-check: $*" >&2; exit 1; }

bin="$prefix/bin/flowgraph"
[ -x "$bin" ] || fail "no executable at $bin"
"$bin" --version | grep -q . || fail "the installed binary prints no version"
# The installed binary stands alone: run it from elsewhere, on the example app.
(cd / && "$bin" validate "$OLDPWD/Flows" --strict >/dev/null) || fail "the installed binary does not validate Flows/"

manual="$prefix/share/man/man1/flowgraph.1"
grep -q '^\.Sh NAME' "$manual" || fail "$manual is not a man page"
for command in validate run test explore paths links graph generate schema import; do
  grep -q "^\.It Em $command\$" "$manual" || fail "the man page does not describe '$command'"
done
if command -v mandoc >/dev/null || command -v groff >/dev/null; then
  MANWIDTH=80 man -l "$manual" 2>/dev/null | grep -q 'flowgraph' || fail "man cannot render $manual"
fi

bash_completion="$prefix/share/bash-completion/completions/flowgraph"
bash -c "source '$bash_completion' && complete -p flowgraph" >/dev/null || fail "bash does not load $bash_completion"
grep -q '#compdef flowgraph' "$prefix/share/zsh/site-functions/_flowgraph" || fail "no zsh completion"
grep -q "complete -c 'flowgraph'" "$prefix/share/fish/vendor_completions.d/flowgraph.fish" || fail "no fish completion"
if command -v zsh >/dev/null; then zsh -n "$prefix/share/zsh/site-functions/_flowgraph" || fail "zsh rejects its completion"; fi
if command -v fish >/dev/null; then fish -n "$prefix/share/fish/vendor_completions.d/flowgraph.fish" || fail "fish rejects its completion"; fi

make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -type f)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "install-check: installed, used and uninstalled under a temporary prefix"

#!/usr/bin/env bash
# The pre-commit hook, for real (issue 4):
#  1. the pre-commit framework from PyPI, in a virtualenv, with this checkout as the hook repo
#     (`repo: <this checkout>`, `rev: <its HEAD>`; pre-commit clones it, so only committed code
#     is used, and builds it with `swift build -c release`);
#  2. the plain git hook written by `huelint install-hook`, with the huelint built from here.
# In temporary repositories: a staged Swift file with a hardcoded colour must be rejected with the
# finding printed; the same commit must pass once the line uses a token, or carries a suppression
# with a reason; the same for a Kotlin file and for a file whose work-tree copy differs from its
# staged copy. Then the time the hook takes on 20 staged files, once built.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

printf '\n== pre-commit hook for real: the pre-commit framework and install-hook\n'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Hermetic git: no user or system config, no outer hook's variables.
unset GIT_DIR GIT_INDEX_FILE GIT_WORK_TREE GIT_OBJECT_DIRECTORY GIT_ALTERNATE_OBJECT_DIRECTORIES
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL="$work/gitconfig"
git config --global user.email ci@example.com
git config --global user.name "HueLint CI"
git config --global init.defaultBranch main
git config --global commit.gpgsign false
git config --global advice.detachedHead false

rev=$(git -C "$root" rev-parse HEAD)
if ! git -C "$root" diff --quiet HEAD -- Sources Package.swift .pre-commit-hooks.yaml; then
    echo "note: this checkout has uncommitted changes; pre-commit builds the committed $rev"
fi

fail() { echo "FAIL: $*" >&2; exit 1; }
# Milliseconds: GNU date directly (cheap, so it barely adds to what it measures), else Python (BSD date).
now_ms() {
    local t
    t=$(date +%s%3N)
    case $t in
        *N) python3 -c 'import time; print(int(time.time() * 1000))' ;;
        *) echo "$t" ;;
    esac
}

# time_hook LOG COMMAND...: runs COMMAND (which must pass) five times; prints "median ms (all runs)".
time_hook() {
    local log=$1 runs=() start i
    shift
    for i in 1 2 3 4 5; do
        start=$(now_ms)
        "$@" > "$log" 2>&1 || { cat "$log" >&2; fail "the hook on 20 clean staged files: $*"; }
        runs+=($(( $(now_ms) - start )))
    done
    printf '%s\n' "${runs[@]}" | sort -n | sed -n 3p | tr -d '\n'
    echo " ms (runs: ${runs[*]} ms)"
}

# commit_rejected REPO TEXT...: `git commit` fails and its output holds every TEXT.
commit_rejected() {
    local repo=$1 out
    shift
    if out=$(git -C "$repo" commit -q -m change 2>&1); then
        echo "$out"
        fail "the commit was accepted; expected the hook to reject it"
    fi
    for text in "$@"; do
        grep -qF -- "$text" <<<"$out" || { echo "$out"; fail "the hook output lacks '$text'"; }
    done
    echo "  rejected, as expected: $(grep -F -- "$1" <<<"$out" | head -n 1)"
}

# commit_accepted REPO WHAT: `git commit` succeeds.
commit_accepted() {
    local out
    out=$(git -C "$1" commit -q -m change 2>&1) || { echo "$out"; fail "the commit was rejected: $2"; }
    echo "  accepted: $2"
}

swift_bad='import SwiftUI

struct Home: View {
    var body: some View { Text("Hi").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3)) }
}
'
swift_token='import SwiftUI

struct Home: View {
    var body: some View { Text("Hi").foregroundColor(Color.textPrimary) }
}
'
swift_suppressed='import SwiftUI

struct Home: View {
    // huelint:disable-next-line raw-color-initializer -- brand colour fixed by legal
    var body: some View { Text("Hi").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3)) }
}
'
kotlin_bad='package app

@Composable
fun Greeting() {
    Text("Hi", color = Color(0xFF0066CC))
}
'
kotlin_token='package app

@Composable
fun Greeting() {
    Text("Hi", color = MaterialTheme.colorScheme.primary)
}
'

# The scenarios both hooks must pass, in REPO (files under App/).
exercise() {
    local repo=$1
    mkdir -p "$repo/App"

    echo " Swift: a hardcoded colour"
    printf '%s' "$swift_bad" > "$repo/App/Home.swift"
    git -C "$repo" add App/Home.swift
    commit_rejected "$repo" "App/Home.swift:4:54: error:" "[raw-color-initializer]"
    printf '%s' "$swift_token" > "$repo/App/Home.swift"
    git -C "$repo" add App/Home.swift
    commit_accepted "$repo" "the line uses a token"
    printf '%s' "$swift_suppressed" > "$repo/App/Home.swift"
    git -C "$repo" add App/Home.swift
    commit_accepted "$repo" "the line carries a suppression with a reason"

    echo " Kotlin: a hardcoded colour"
    printf '%s' "$kotlin_bad" > "$repo/App/Greeting.kt"
    git -C "$repo" add App/Greeting.kt
    commit_rejected "$repo" "App/Greeting.kt:5:24: error:" "[hex-color-literal]"
    printf '%s' "$kotlin_token" > "$repo/App/Greeting.kt"
    git -C "$repo" add App/Greeting.kt
    commit_accepted "$repo" "the Kotlin line uses a token"

    echo " work tree differs from the index"
    printf '%s' "$swift_bad" > "$repo/App/Staged.swift"
    git -C "$repo" add App/Staged.swift
    printf '%s' "$swift_token" > "$repo/App/Staged.swift"      # fixed on disk only
    commit_rejected "$repo" "App/Staged.swift:4:54: error:" "[raw-color-initializer]"
    git -C "$repo" add App/Staged.swift
    printf '%s' "$swift_bad" > "$repo/App/Staged.swift"        # broken on disk only
    commit_accepted "$repo" "a clean staged copy with a dirty work-tree copy"
    [ "$(cat "$repo/App/Staged.swift")" = "$(printf '%s' "$swift_bad")" ] || fail "the work-tree copy was not left as it was"
    git -C "$repo" checkout -q -- App/Staged.swift
}

# Twenty staged files like a real commit's (clean, so the commit goes through), then the hook's time.
stage_twenty() {
    local repo=$1 i
    mkdir -p "$repo/Bench"
    for i in $(seq -w 1 20); do
        {
            echo "import SwiftUI"
            echo
            echo "struct Screen$i: View {"
            echo "    @State private var count = 0"
            echo "    var body: some View {"
            echo "        VStack(spacing: 12) {"
            for j in $(seq 1 15); do
                echo "            Text(\"Row $j\").foregroundColor(Color.textPrimary).background(Color.surface)"
            done
            echo "            Button(\"Tap\") { count += 1 }.tint(.accentColor)"
            echo "        }"
            echo "    }"
            echo "}"
        } > "$repo/Bench/Screen$i.swift"
    done
    git -C "$repo" add Bench
}

echo
echo "-- pre-commit framework"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
pre_commit="$work/venv/bin/pre-commit"
"$pre_commit" --version
export PRE_COMMIT_HOME="$work/pre-commit-cache"
framework="$work/framework"
git init -q "$framework"
cat > "$framework/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: huelint
YAML
git -C "$framework" add .pre-commit-config.yaml
git -C "$framework" commit -q -m "pre-commit config"
(cd "$framework" && "$pre_commit" install)
start=$(now_ms)
(cd "$framework" && "$pre_commit" install-hooks)   # clones $rev and runs swift build -c release
echo "  pre-commit built the hook in $(( ($(now_ms) - start) / 1000 )) s"
exercise "$framework"
stage_twenty "$framework"
framework_time=$(cd "$framework" && time_hook "$work/framework-run.txt" "$pre_commit" run)
git -C "$framework" commit -q -m "twenty screens"

echo
echo "-- huelint install-hook (a plain git hook)"
swift build -c release --product huelint > "$work/build.txt" 2>&1 || { cat "$work/build.txt"; fail "swift build -c release --product huelint"; }
huelint="$(swift build -c release --show-bin-path)/huelint"
plain="$work/plain"
git init -q "$plain"
printf '#!/bin/sh\necho "the team hook"\n' > "$plain/.git/hooks/pre-commit"
chmod +x "$plain/.git/hooks/pre-commit"
if out=$(cd "$plain" && "$huelint" install-hook 2>&1); then fail "install-hook replaced an existing hook without --force"; fi
grep -qF "already exists" <<<"$out" || { echo "$out"; fail "install-hook did not say why it refused"; }
grep -qF "the team hook" "$plain/.git/hooks/pre-commit" || fail "install-hook touched the existing hook"
echo "  refused to replace an existing hook: ${out#error: }"
(cd "$plain" && "$huelint" install-hook --force)
grep -qF -- "--staged" "$plain/.git/hooks/pre-commit" || fail "the installed hook does not run huelint --staged"
exercise "$plain"
stage_twenty "$plain"
plain_time=$(cd "$plain" && time_hook "$work/plain-run.txt" .git/hooks/pre-commit)
git -C "$plain" commit -q -m "twenty screens"

echo
echo "hook time on 20 staged files, once built (median of 5):"
echo "  pre-commit framework (pre-commit run):         $framework_time"
echo "  huelint install-hook (.git/hooks/pre-commit):  $plain_time"
echo "pre-commit hook tests passed."

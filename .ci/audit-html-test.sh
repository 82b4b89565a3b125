#!/usr/bin/env bash
# The audit's HTML report in a real headless browser (Chromium from Debian's packages, installed if
# missing). Asserts that the page's script ran to its end without an error (the page writes
# data-ok="1", or data-error on any uncaught error, into <body>; the test also proves that a
# broken copy is caught) and that Chromium logged nothing from the console; that the swatches and
# totals shown match `huelint audit --format json`; that 10,000 findings load; and saves a
# screenshot to .build/audit.png.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if ! command -v chromium >/dev/null 2>&1; then
    echo "chromium is missing: installing it from Debian's packages"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
command -v chromium >/dev/null 2>&1 || { echo "FAIL: chromium could not be installed; the HTML report is untested"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p .build
swift build --product huelint >/dev/null
huelint="$(swift build --show-bin-path)/huelint"

# Loads a page; prints the DOM after its scripts ran; fails on any console message.
load() {
    local page=$1; shift
    timeout 120 chromium --headless --no-sandbox --disable-gpu --user-data-dir="$work/profile" \
        --enable-logging=stderr --v=0 "$@" --dump-dom "file://$page" 2>"$work/chromium.log"
    if grep -q ':CONSOLE' "$work/chromium.log"; then
        echo "FAIL: console output from $page:" >&2
        grep ':CONSOLE' "$work/chromium.log" >&2
        return 1
    fi
}
fail() { echo "FAIL: $*"; exit 1; }
json() { python3 -c "import json,sys; d=json.load(open('$work/demo.json')); print($1)"; }

"$huelint" audit Fixtures/demo --format json --html "$work/demo.html" > "$work/demo.json"
load "$work/demo.html" > "$work/demo.dom" || exit 1
grep -Eq '<body[^>]* data-ok="1"' "$work/demo.dom" || fail "the page's script did not run to its end"
! grep -q 'data-error=' "$work/demo.dom" || fail "the page reported an error: $(grep -o 'data-error="[^"]*"' "$work/demo.dom")"

colours=$(json "len(d['inventory'])")
findings=$(json "d['totals']['findings']")
coverage=$(json "'%.1f%%' % (d['coverage']['coverage'] * 100)")
[ "$colours" = 6 ] && [ "$findings" = 6 ] && [ "$coverage" = "40.0%" ] || fail "demo figures changed: $colours colours, $findings findings, $coverage"
swatches=$(grep -o 'class="swatch raw"' "$work/demo.dom" | wc -l)
[ "$swatches" -eq "$colours" ] || fail "$swatches raw-colour swatches shown, expected $colours"
tokens=$(grep -o 'class="swatch token"' "$work/demo.dom" | wc -l)
[ "$tokens" -eq 12 ] || fail "$tokens token swatches shown, expected 12 (6 colours, 6 clusters)"
grep -q "id=\"total-findings\">$findings<" "$work/demo.dom" || fail "the page does not show $findings findings"
grep -q "id=\"coverage-figure\">$coverage<" "$work/demo.dom" || fail "the page does not show coverage $coverage"
grep -q "id=\"total-colours\">$colours<" "$work/demo.dom" || fail "the page does not show $colours colours"
grep -q 'Fixtures/demo/ios/DemoApp/Views/HomeView.swift:13' "$work/demo.dom" || fail "locations are not shown as file:line"
planned=$(grep -o 'class="swatch plan"' "$work/demo.dom" | wc -l)
[ "$planned" -eq 2 ] || fail "$planned migration-plan swatches shown, expected 2 (one adaptive entry: light and dark)"

# The check catches a script error: the same page with one broken call must fail it.
sed 's/document.body.setAttribute("data-ok", "1");/notDefined(); &/' "$work/demo.html" > "$work/broken.html"
if load "$work/broken.html" > "$work/broken.dom" 2>/dev/null; then fail "a console error went unnoticed"; fi
grep -q 'data-error="Uncaught ReferenceError' "$work/broken.dom" || fail "the error marker is missing from a broken page"

# 10,000 findings: the page loads, renders the first 1,000 rows, and offers the rest.
mkdir -p "$work/big"
python3 - "$work/big" <<'PY'
import sys
for f in range(100):
    with open(f"{sys.argv[1]}/View{f}.swift", "w") as out:
        out.write("import SwiftUI\n\nstruct View%d: View {\n    var body: some View {\n        VStack {\n" % f)
        for i in range(100):
            n = f * 100 + i
            value = (n * 2654435761) & 0xFFFFFF
            if value in (0, 0xFFFFFF):  # black and white are not reported by default
                value = 0x123456
            out.write('            Text("%d").foregroundColor(Color(hex: "%06X"))\n' % (n, value))
        out.write("        }\n    }\n}\n")
PY
"$huelint" audit "$work/big" --quiet --html "$work/big.html" > /dev/null
start=$(date +%s%N)
load "$work/big.html" > "$work/big.dom" || exit 1
ms=$(( ($(date +%s%N) - start) / 1000000 ))
grep -Eq '<body[^>]* data-ok="1"' "$work/big.dom" || fail "the 10,000-finding page did not finish"
rows=$(grep -o '<span class="loc">[^<]*View[0-9]*\.swift:[0-9]*</span></td><td><code>hex-color-literal' "$work/big.dom" | wc -l)
[ "$rows" -eq 1000 ] || fail "$rows finding rows rendered, expected the first 1000"
grep -q 'Show 1000 more of 9000' "$work/big.dom" || fail "no button for the remaining 9000 findings"
render=$(grep -o 'data-render-ms="[0-9]*"' "$work/big.dom" | tr -dc 0-9)
[ "$render" -lt 5000 ] || fail "the 10,000-finding page took ${render} ms to parse and render"
echo "10,000 findings: parsed and rendered in ${render} ms in the page; ${ms} ms with Chromium's start and DOM dump"

load "$work/demo.html" --window-size=1280,2200 --screenshot="$root/.build/audit.png" > /dev/null || exit 1
[ "$(head -c 8 .build/audit.png | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "no PNG screenshot"
echo "audit HTML: $swatches colour swatches, $tokens token swatches, $findings findings, coverage $coverage; screenshot .build/audit.png"

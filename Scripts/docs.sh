#!/usr/bin/env bash
# Builds the library's DocC documentation with the toolchain's own docc, no
# plugin: symbol graphs of the public API from the debug build, then
# `docc convert` of Sources/CheckoutPricing/CheckoutPricing.docc with warnings
# as errors. Fails when a public symbol has no documentation comment.
#
#   Scripts/docs.sh [OUTPUT]     (default .build/documentation)
#
# Open the result with a web server, since the pages load their data:
#   python3 -m http.server -d .build/documentation 8000
#   then http://localhost:8000/documentation/checkoutpricing/
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/documentation}
graphs=.build/symbol-graphs

swift build --target CheckoutPricing
modules="$(swift build --show-bin-path)/Modules"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

rm -rf "$graphs"
mkdir -p "$graphs"
swift-symbolgraph-extract -module-name CheckoutPricing -I "$modules" -target "$triple" \
  -output-dir "$graphs" -minimum-access-level public -skip-synthesized-members

# Every public symbol is documented: the graph holds the public API (SPI
# excluded), and a symbol without a comment is listed and fails the build.
python3 - "$graphs/CheckoutPricing.symbols.json" <<'PY'
import json, sys
symbols = json.load(open(sys.argv[1]))["symbols"]
missing = [".".join(s["pathComponents"]) for s in symbols if not s.get("docComment")]
for name in sorted(missing):
    print(f"docs: {name} is public and has no documentation comment", file=sys.stderr)
print(f"docs: {len(symbols)} public symbols, {len(missing)} undocumented")
sys.exit(1 if missing else 0)
PY

rm -rf "$output"
docc convert Sources/CheckoutPricing/CheckoutPricing.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name CheckoutPricing --fallback-bundle-identifier checkoutpricing.CheckoutPricing \
  --transform-for-static-hosting --warnings-as-errors \
  --output-path "$output"
echo "docs: built $output; serve it with: python3 -m http.server -d $output 8000"

#!/usr/bin/env bash
# Runs the concurrency tests under ThreadSanitizer, in its own build folder.
#
#   Scripts/tsan.sh [FILTER]   default filter: Concurrency
#
# Fails when a test fails or ThreadSanitizer reports anything.
set -euo pipefail
cd "$(dirname "$0")/.."

filter=${1:-Concurrency}
log=$(mktemp)
status=0
# The concurrency suite is long-running: CHECKOUT_PRICING_LONG=1 runs it.
CHECKOUT_PRICING_LONG=1 swift test --sanitize=thread --scratch-path .build-tsan --filter "$filter" 2>&1 | tee "$log" \
  || status=$?
if grep -q "WARNING: ThreadSanitizer" "$log"; then
  echo "tsan: ThreadSanitizer reported $(grep -c 'WARNING: ThreadSanitizer' "$log") problem(s)" >&2
  exit 1
fi
[ "$status" -eq 0 ] || { echo "tsan: swift test failed with status $status" >&2; exit "$status"; }
grep -qE "Test run with [1-9][0-9]* tests? .*passed" "$log" || { echo "tsan: no test ran for '$filter'" >&2; exit 1; }
echo "tsan: no reports"

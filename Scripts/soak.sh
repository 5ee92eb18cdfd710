#!/usr/bin/env bash
# Soaks `checkout-pricing serve --stdio` (release build) with mixed good and
# bad request lines and samples its resident memory from /proc.
#
#   Scripts/soak.sh [LINES] [SAMPLE_SECONDS]   default 1000000 lines, a sample every 2 s
#
# Prints one `seconds lines_answered rss_kib` row per sample, then a summary;
# fails when a line goes unanswered or the server does not exit 0. Not part
# of `swift test` (it takes minutes); ServeStdioTests runs 100,000 lines
# under CHECKOUT_PRICING_LONG=1.
set -euo pipefail
cd "$(dirname "$0")/.."

lines=${1:-1000000}
interval=${2:-2}
swift build -c release --product checkout-pricing >&2
tool=$(swift build -c release --show-bin-path)/checkout-pricing
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkfifo "$work/in"

# Every example request of the default merchant (one line each), and bad
# lines: truncated, wrong types, NaN, invalid UTF-8, a 300-byte word, a
# 2 MiB line answered without being read, an overflowing cart.
python3 - "$lines" >"$work/in" <<'PY' &
import glob, json, sys
count = int(sys.argv[1])
good = [json.dumps(json.load(open(f)), separators=(",", ":")).encode()
        for f in sorted(glob.glob("RateTables/us-outfitters/examples/*.json"))]
asof = b'"asOf":"2026-11-21T15:04:05Z"'
bad = [b"{", b"[]", b"null", b'{"event":"initial"}', b"x" * 300, b'{"event":1e999}',
       b'{"event":"initial",' + asof + b',"lines":[{"id":"a","unitPrice":"NaN","quantity":1}]}',
       b"\xff\xfe{",
       b'{"event":"initial",' + asof + b',"lines":[' + b",".join(
           b'{"id":"a%d","unitPrice":"999999999.99","quantity":1000000}' % i for i in range(100)) + b"]}"]
out = sys.stdout.buffer
for i in range(count):
    # One line in three is bad, and one in 10,000 is 2 MiB long.
    if i % 10000 == 1:
        line = b"y" * (2 << 20)
    elif i % 3 == 0:
        line = bad[(i // 3) % len(bad)]
    else:
        line = good[i % len(good)]
    out.write(line + b"\n")
PY

start=$(date +%s)
"$tool" serve --stdio <"$work/in" >"$work/out" &
server=$!
peak=0
echo "seconds lines_answered rss_kib"
while kill -0 "$server" 2>/dev/null; do
  rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$server/status" 2>/dev/null || true)
  [ -n "$rss" ] || break
  [ "$rss" -gt "$peak" ] && peak=$rss
  echo "$(($(date +%s) - start)) $(wc -l <"$work/out") $rss"
  sleep "$interval"
done
status=0
wait "$server" || status=$?
answered=$(wc -l <"$work/out")
failures=$(grep -c '^{"status":"failure"' "$work/out" || true)
echo "soak: $lines lines in $(($(date +%s) - start)) s; $answered answered ($failures failures); peak RSS $peak KiB; exit $status"
[ "$status" -eq 0 ] && [ "$answered" -eq "$lines" ]

#!/usr/bin/env bash
# Counts the instructions and allocations of one operation of each profile
# mode of the benchmark, and prints them as a baseline (the JSON that
# `pricing-benchmark --save-baseline` writes, of kind "instructions").
#
#   Scripts/instructions.sh                   print the figures
#   Scripts/instructions.sh --save FILE       write them to FILE (a new baseline)
#   Scripts/instructions.sh --compare FILE    compare them with the baseline in FILE; exit 1 when an operation
#                                             costs more than 3% more instructions, or more allocations (beyond 1 in 10,000)
#
# Instructions are counted by valgrind's callgrind on a stripped copy of the
# release benchmark (valgrind 3.19 cannot read the toolchain's DWARF), twice
# per mode with different operation counts: the difference divided by the
# difference of the counts is one operation's cost, with the start-up and
# the merchant's loading taken out. Hashing is made deterministic
# (SWIFT_DETERMINISTIC_HASHING), so the same build counts the same
# instructions on any load. Allocations are counted natively by the
# benchmark's malloc counter, the same way.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=print
file=
threshold=${INSTRUCTIONS_THRESHOLD:-3%}
case "${1:-}" in
  --save) mode=save; file=${2:?--save needs a file} ;;
  --compare) mode=compare; file=${2:?--compare needs a file} ;;
  "") ;;
  *) echo "usage: Scripts/instructions.sh [--save FILE | --compare FILE]" >&2; exit 2 ;;
esac
command -v valgrind >/dev/null || { echo "instructions: valgrind is not installed" >&2; exit 2; }

swift build -c release --product pricing-benchmark >&2
bin=$(swift build -c release --show-bin-path)/pricing-benchmark
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$bin" "$work/pricing-benchmark"
strip --strip-debug "$work/pricing-benchmark"
export SWIFT_DETERMINISTIC_HASHING=1

# instructions MODE COUNT: callgrind's total for COUNT operations.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/pricing-benchmark" "$1" --count "$2" \
    >/dev/null 2>"$work/valgrind.log"
  grep -m1 '^summary:' "$work/out" | awk '{print $2}'
}
# allocations MODE COUNT: the malloc counter's allocations for COUNT operations.
allocations() {
  "$bin" "$1" --count "$2" | sed -E 's/.*"allocationsPerOperation": ([0-9.]+).*/\1/' | awk -v n="$2" '{printf "%.0f", $1 * n}'
}

entries=()
# mode, scenario name, small count, large count
while IFS='|' read -r flag name small large; do
  [ -n "$flag" ] || continue
  echo "instructions: $name ($flag, $small and $large operations)" >&2
  i1=$(instructions "$flag" "$small")
  i2=$(instructions "$flag" "$large")
  a1=$(allocations "$flag" "$small")
  a2=$(allocations "$flag" "$large")
  per_op=$(awk -v a="$i1" -v b="$i2" -v s="$small" -v l="$large" 'BEGIN { printf "%.1f", (b - a) / (l - s) }')
  allocs=$(awk -v a="$a1" -v b="$a2" -v s="$small" -v l="$large" 'BEGIN { printf "%.4f", (b - a) / (l - s) }')
  entries+=("{\"name\": \"$name\", \"figures\": {\"instructionsPerOperation\": $per_op, \"allocationsPerOperation\": $allocs}}")
done <<'MODES'
--profile|1 shipping contact selected, 3 lines|2000|12000
--profile-method|2 shipping method selected, in a session|2000|12000
--profile-json|7 JSON round trip (decode, quote, encode)|1000|6000
--profile-wallets|9 JSON round trip answering all five formats|1000|6000
--profile-localized|10 JSON round trip in German (locale de-DE)|1000|6000
--profile-authorization|11 JSON authorization round trip (full address, accepted)|1000|6000
--profile-landed|12 JSON round trip of a parcel abroad, duty paid|1000|6000
--profile-load|6 load the US sample merchant (embedded)|2|12
MODES

toolchain=$(swift --version 2>/dev/null | head -1)
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //' || echo unknown)
{
  echo "{"
  echo "  \"kind\": \"instructions\","
  echo "  \"machine\": \"$(nproc) cores, $cpu\","
  echo "  \"toolchain\": \"$toolchain\","
  echo "  \"commit\": \"$commit\","
  echo "  \"scenarios\": ["
  for index in "${!entries[@]}"; do
    separator=","
    [ "$index" -eq $((${#entries[@]} - 1)) ] && separator=""
    echo "    ${entries[$index]}$separator"
  done
  echo "  ]"
  echo "}"
} >"$work/now.json"

case "$mode" in
  print) cat "$work/now.json" ;;
  save) cp "$work/now.json" "$file"; echo "instructions: wrote $file" >&2 ;;
  compare) "$bin" --compare "$file" --current "$work/now.json" --threshold "$threshold" ;;
esac

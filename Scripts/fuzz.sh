#!/usr/bin/env bash
# Builds and runs the libFuzzer targets.
#
#   Scripts/fuzz.sh TARGET [SECONDS]   build TARGET and fuzz it for SECONDS (default 60)
#   Scripts/fuzz.sh all [SECONDS]      every target in turn
#   Scripts/fuzz.sh build TARGET|all   build only
#
# Targets: csv, tables, request, postcode, amount, import: the library's sources
# (for import, also Sources/CheckoutPricingImport) and
# Tests/Fuzz/<target>/Entry.swift, compiled with
# `swiftc -sanitize=fuzzer,address -parse-as-library -O` into .build-fuzz/.
# Runs start from the committed seeds in Tests/Fuzz/<target>/corpus/ and write
# new inputs to .build-fuzz/<target>/findings/, never to the committed corpus;
# a crash, leak or timeout is saved as .build-fuzz/<target>/crash-* (or
# leak-*, timeout-*) and makes the script exit non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(csv tables request postcode amount import)

usage() {
  echo "usage: Scripts/fuzz.sh {${targets[*]// /|}|all} [SECONDS] | Scripts/fuzz.sh build {TARGET|all}" >&2
  exit 2
}

# The library is compiled once, with coverage and ASan instrumentation and
# -enable-testing, into .build-fuzz/lib/; each entry is a small module that
# `@testable import`s it and links it with libFuzzer. Compiling the library
# into each entry's module took about 4 minutes per target on 2 cores.
# One package name for every module, as SwiftPM gives them, so the importers
# reach the library's `package` declarations.
flags=(-sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -package-name CheckoutPricing
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault)

stale() { # stale BINARY INPUTS...: true when BINARY is missing or older than a .swift or .a input
  local binary=$1
  shift
  [ ! -e "$binary" ] || [ -n "$(find "$@" -newer "$binary" \( -name '*.swift' -o -name '*.a' \) | head -1)" ]
}

build_library() {
  local lib=.build-fuzz/lib
  mkdir -p "$lib"
  stale "$lib/libCheckoutPricing.a" Sources/CheckoutPricing || return 0
  echo "fuzz: building the library" >&2
  local start=$SECONDS
  # swiftc adds to an existing archive: an object of a source file since
  # deleted would stay in it and clash at link time.
  rm -f "$lib/libCheckoutPricing.a"
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -enable-testing -module-name CheckoutPricing -module-cache-path .build-fuzz/module-cache \
    -emit-library -static -emit-module -emit-module-path "$lib/CheckoutPricing.swiftmodule" \
    $(find Sources/CheckoutPricing -name '*.swift' | sort) -o "$lib/libCheckoutPricing.a"
  echo "fuzz: built the library in $((SECONDS - start)) s" >&2
}

# The importers are their own module, as in Package.swift; only the import
# target links them.
build_importers() {
  local lib=.build-fuzz/lib
  stale "$lib/libCheckoutPricingImport.a" Sources/CheckoutPricingImport "$lib/libCheckoutPricing.a" || return 0
  echo "fuzz: building the importers" >&2
  rm -f "$lib/libCheckoutPricingImport.a"
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -enable-testing -module-name CheckoutPricingImport -module-cache-path .build-fuzz/module-cache \
    -I "$lib" -emit-library -static -emit-module -emit-module-path "$lib/CheckoutPricingImport.swiftmodule" \
    $(find Sources/CheckoutPricingImport -name '*.swift' | sort) -o "$lib/libCheckoutPricingImport.a"
}

build() {
  local target=$1 out=".build-fuzz/$1"
  local libraries=(.build-fuzz/lib/libCheckoutPricing.a)
  build_library
  if [ "$target" = import ]; then
    build_importers
    libraries=(.build-fuzz/lib/libCheckoutPricingImport.a "${libraries[@]}")
  fi
  mkdir -p "$out"
  stale "$out/fuzz-$target" "${libraries[@]}" "Tests/Fuzz/$target/Entry.swift" \
    Sources/SampleMerchants || return 0
  echo "fuzz: building $target" >&2
  # The sample merchants are compiled into each entry's module: the
  # library does not hold them.
  swiftc "${flags[@]}" -module-name "Fuzz_$target" -module-cache-path .build-fuzz/module-cache \
    -I .build-fuzz/lib "Tests/Fuzz/$target/Entry.swift" Sources/SampleMerchants/*.swift \
    "${libraries[@]}" \
    -o "$out/fuzz-$target" 2> >(grep -v 'ld.gold: warning: Cannot export local symbol' >&2)
}

run() {
  local target=$1 seconds=$2 out=".build-fuzz/$1"
  build "$target"
  mkdir -p "$out/findings"
  echo "fuzz: running $target for $seconds s" >&2
  # The first corpus folder receives new inputs: the scratch one.
  local status=0
  "$out/fuzz-$target" "$out/findings" "Tests/Fuzz/$target/corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$out/" >"$out/run.log" 2>&1 || status=$?
  grep -E '^#[0-9]+ +(INITED|DONE)|^stat::|^==[0-9]+==|^SUMMARY|^Done' "$out/run.log" >&2 || true
  if [ "$status" -ne 0 ]; then
    tail -40 "$out/run.log" >&2
    echo "fuzz: $target failed with status $status; see $out/run.log" >&2
    return 1
  fi
}

[ $# -ge 1 ] || usage
case $1 in
  build)
    [ $# -eq 2 ] || usage
    if [ "$2" = all ]; then for t in "${targets[@]}"; do build "$t"; done; else build "$2"; fi
    ;;
  all)
    for t in "${targets[@]}"; do run "$t" "${2:-60}"; done
    ;;
  *)
    [[ " ${targets[*]} " == *" $1 "* ]] || usage
    run "$1" "${2:-60}"
    ;;
esac

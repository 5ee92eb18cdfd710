#!/usr/bin/env bash
# Formats every Swift file in place, then lints; exits non-zero on lint findings.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format format --in-place --recursive --parallel Package.swift Sources Tests Benchmarks
swift format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks

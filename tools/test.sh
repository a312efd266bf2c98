#!/usr/bin/env bash
# Sets up, builds and runs every test (GoogleTest units, end-to-end tests,
# the CPython AST comparison). Exits non-zero when any test fails.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/tools/build.sh"
build=${HYEXEC_BUILD_DIR:-$root/build}
[[ ${HYEXEC_SANITIZE:-0} == 1 ]] && build=${HYEXEC_BUILD_DIR:-$root/build-asan}
cd "$build"
ctest --output-on-failure -j "$(nproc)"

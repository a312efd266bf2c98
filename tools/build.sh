#!/usr/bin/env bash
# Sets the machine up (tools/setup.sh) and builds everything into build/.
# HYEXEC_SANITIZE=1 builds with ASan+UBSan into build-asan/ instead.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [[ ${HYEXEC_SANITIZE:-0} == 1 ]]; then
  build=${HYEXEC_BUILD_DIR:-$root/build-asan}
  extra=(-DHYEXEC_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug)
else
  build=${HYEXEC_BUILD_DIR:-$root/build}
  extra=()
fi
HYEXEC_BUILD_DIR=$build bash "$root/tools/setup.sh"
cmake -S "$root" -B "$build" -G Ninja -DHYEXEC_GRAMMAR_DIR="$build/_deps/tree-sitter-python-0.23.6" \
  -DHYEXEC_TREE_SITTER_DIR="$build/_deps/tree-sitter-0.20.6/vendor/tree-sitter/lib" "${extra[@]}" >/dev/null
cmake --build "$build" -j "$(nproc)"

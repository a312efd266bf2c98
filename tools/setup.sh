#!/usr/bin/env bash
# Idempotent machine setup for hyexec: installs the Debian packages that are
# missing (one `apt-get update` first, only when something is missing) and
# fetches tree-sitter (the library, vendored by its Node binding's package)
# and its Python grammar from npm into the build tree, where CMake compiles
# them. Nothing third-party is ever committed to the repository.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${HYEXEC_BUILD_DIR:-$root/build}
grammar_version=0.23.6 # ABI 14; 0.25 is ABI 15, which the 0.20 library rejects
grammar_dir=$build/_deps/tree-sitter-python-$grammar_version
# The Node binding tree-sitter@0.20.6 ships the C library's sources (0.20).
# Built from source in one unit at -O3 it parses in 6% fewer instructions
# than Debian's libtree-sitter 0.20.7 (-O2, one object per file); its error
# recovery gives CPython's SyntaxError more often than 0.20.7's did; 0.21's
# library takes more instructions.
library_version=0.20.6
library_dir=$build/_deps/tree-sitter-$library_version

packages=(
  cmake ninja-build g++ pkg-config ccache
  libz3-dev libcurl4-openssl-dev nlohmann-json3-dev zlib1g-dev
  libboost-graph-dev libboost-context-dev libgtest-dev libgmock-dev libbenchmark-dev
  libgmp-dev libsqlite3-dev libpcre2-dev libssl-dev
  chromium # the trace page's browser tests (tests/browser)
  slurm-wlm munge # tests/e2e/slurm_test.py starts a one-node Slurm (about 40 s to install)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
command -v npm >/dev/null 2>&1 || missing+=(npm)
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# fetch PACKAGE VERSION DIR: unpacks the npm package into DIR.
fetch() {
  echo "setup: fetching $1@$2" >&2
  local tmp
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "$1@$2" >/dev/null)
  mkdir -p "$3"
  tar -xzf "$tmp/$1-$2.tgz" -C "$3" --strip-components=1
  rm -rf "$tmp"
}
[[ -f $grammar_dir/src/parser.c ]] || fetch tree-sitter-python "$grammar_version" "$grammar_dir"
[[ -f $library_dir/vendor/tree-sitter/lib/src/lib.c ]] ||
  fetch tree-sitter "$library_version" "$library_dir"

#!/usr/bin/env bash
# Idempotent machine setup for hyexec: installs the Debian packages that are
# missing (one `apt-get update` first, only when something is missing) and
# fetches the tree-sitter Python grammar from npm into the build tree, where
# CMake compiles it. Nothing third-party is ever committed to the repository.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${HYEXEC_BUILD_DIR:-$root/build}
grammar_version=0.23.6 # ABI 14; 0.25 is ABI 15, which libtree-sitter 0.20.7 rejects
grammar_dir=$build/_deps/tree-sitter-python-$grammar_version

packages=(
  cmake ninja-build g++ pkg-config ccache
  libtree-sitter-dev libz3-dev libcurl4-openssl-dev nlohmann-json3-dev zlib1g-dev
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

if [[ ! -f $grammar_dir/src/parser.c ]]; then
  echo "setup: fetching tree-sitter-python@$grammar_version" >&2
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "tree-sitter-python@$grammar_version" >/dev/null)
  mkdir -p "$grammar_dir"
  tar -xzf "$tmp"/tree-sitter-python-$grammar_version.tgz -C "$grammar_dir" --strip-components=1
fi

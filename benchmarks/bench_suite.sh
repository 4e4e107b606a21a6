#!/usr/bin/env bash
# What CI pays: clone a commit into a temp folder and run `make test` from scratch (fresh venv,
# fresh index, no mypy or pytest cache), timing the install and the tests apart.
# Target (issue 27): total <= 8 minutes on the 2-core machines.
#   bash benchmarks/bench_suite.sh [CHECKOUT [REF]]   default: this checkout (a worktree too) and
#                                                     its HEAD; REF: a branch or commit of it
#   KEEP=1 bash benchmarks/bench_suite.sh             keeps the temp folder
set -euo pipefail
src=$(cd "${1:-$(dirname "$0")/..}" && pwd)
rev=$(git -C "$src" rev-parse --verify "${2:-HEAD}^{commit}")
work=$(mktemp -d /tmp/bench-suite-XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT
git clone -q --no-hardlinks --no-checkout "$src" "$work/repo"
cd "$work/repo"
git checkout -q --detach "$rev"
load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "commit $(git rev-parse --short HEAD); $(nproc) cores; load average at start: $(load)"
t0=$(date +%s.%N)
make install >"$work/install.log" 2>&1 || { tail -40 "$work/install.log"; exit 1; }
t1=$(date +%s.%N)
echo "load average after install: $(load)"
status=0
make test >"$work/test.log" 2>&1 || status=$?
t2=$(date +%s.%N)
tail -5 "$work/test.log"
awk -v a="$t0" -v b="$t1" -v c="$t2" -v l="$(load)" 'BEGIN {
  printf "install %.0f s, test %.0f s (ruff, mypy, pytest), total %.0f s = %.1f min;", b-a, c-b, c-a, (c-a)/60
  printf " load average at end: %s  [target <= 8 min]\n", l }'
exit $status

#!/usr/bin/env bash
# The one prepared command for a GPU session (issue 24): verify the machine, then calibrate memory.
#
# Not run yet: the session that wrote it had no GPU. Run from the repository root on the device
# machine, with the wheels in .whl/ carried along. Fetch them as knowledge/calibration/README.md
# shows, adding click==8.5.1 to that `pip download` line: `python -m assistant` needs click,
# pydantic and pyyaml, and the machine's image has only pyyaml.
#   run(command="bash benchmarks/run_verify_on_gpu.sh", carry=[".whl"], timeout_s=540)
#
# Writes under $OUT:
#   nvidia-smi-q.xml, topo.txt   the raw readings (commit them as a new tests/fixtures/verify case)
#   verify.json                  `gpu-advisor verify --full --json` (the whole report)
#   verify.txt, measured.json    the verdict as text (English, Chinese); the probe figures
#   measured.csv, calibrate.log  the memory calibration (benchmarks/run_calibration_on_gpu.sh)
#   environment.txt              nvidia-smi and package versions
# Time: verify --full takes about 1-2 minutes on an 8-GPU board; the calibration gets what is
# left of BUDGET_S (default 300 s), so the whole command ends inside 540 s.
set -u -o pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-/tmp/verify-out}
mkdir -p "$OUT"
PY=${PY:-python3}
WHEELS=${WHEELS:-.whl}

if ls "$WHEELS"/*.whl >/dev/null 2>&1; then
  "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/site "$WHEELS"/*.whl 2>&1 | tail -5 || echo "wheel install failed"
  export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
fi
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 PYTHONUNBUFFERED=1

nvidia-smi -q -x >"$OUT/nvidia-smi-q.xml" 2>&1 || echo "nvidia-smi -q -x failed"
nvidia-smi topo -m >"$OUT/topo.txt" 2>&1 || echo "nvidia-smi topo -m failed"

start=$(date +%s)
timeout 240 "$PY" -m assistant verify --full --json --save "$OUT/verify.json" >/dev/null \
  2>"$OUT/verify.err"
echo "verify exit $? after $(($(date +%s) - start)) s"
"$PY" -c 'import json, sys; print(json.dumps(json.load(open(sys.argv[1]))["measured"]))' \
  "$OUT/verify.json" >"$OUT/measured.json" 2>>"$OUT/verify.err"
for lang in en zh; do
  "$PY" -m assistant verify --smi-xml "$OUT/nvidia-smi-q.xml" --topo "$OUT/topo.txt" \
    --measured "$OUT/measured.json" --lang "$lang" >>"$OUT/verify.txt" 2>&1
done
head -1 "$OUT/verify.txt"

used=$(($(date +%s) - start))
BUDGET_S=${BUDGET_S:-$((300 > used + 60 ? 300 - used : 60))} OUT="$OUT" PY="$PY" \
  WHEELS="$WHEELS" bash benchmarks/run_calibration_on_gpu.sh

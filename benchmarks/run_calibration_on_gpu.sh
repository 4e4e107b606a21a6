#!/usr/bin/env bash
# The one prepared command for a GPU session (issue 8): measure peak memory, leave the CSV in $OUT.
#
# Run from the repository root on the device machine, with the wheels in .whl/ carried along:
#   run(command="bash benchmarks/run_calibration_on_gpu.sh", carry=[".whl"], timeout_s=540)
# .whl/ holds bitsandbytes (int8/int4 inference, QLoRA) and pydantic with its four helpers (the
# machine's image lacks them; assistant.catalog and assistant.sizing need pydantic). The image
# already has torch, transformers, peft, accelerate, psutil and pyyaml.
#
# Time: BUDGET_S (default 420 s) bounds the measurement loop; the wheel install and imports add
# about 30-60 s, so the whole command ends well inside 540 s. Each row is flushed as it is
# measured, so even a run stopped by its timeout returns what it had.
set -u -o pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-/tmp/calibration-out}
mkdir -p "$OUT"
BUDGET_S=${BUDGET_S:-420}
PY=${PY:-python3}      # a local dry run: PY=.venv/bin/python EXTRA_ARGS=--tiny WHEELS=none
WHEELS=${WHEELS:-.whl}

if ls "$WHEELS"/*.whl >/dev/null 2>&1; then
  "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/site "$WHEELS"/*.whl 2>&1 | tail -5 \
    || echo "wheel install failed: int8/int4/QLoRA cases will be skipped"
  export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
else
  echo "no .whl/ carried: bitsandbytes and pydantic missing (quantized cases and estimates skipped)"
fi
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 PYTHONUNBUFFERED=1 TOKENIZERS_PARALLELISM=false

{ nvidia-smi; "$PY" -m pip list 2>/dev/null | grep -i -E \
    '^(torch|transformers|peft|bitsandbytes|accelerate|pydantic) '; } >"$OUT/environment.txt" 2>&1

"$PY" benchmarks/calibrate_gpu.py --out "$OUT/measured.csv" --budget-s "$BUDGET_S" ${EXTRA_ARGS:-} \
  2>&1 | tee "$OUT/calibrate.log"
status=$?
echo "calibrate_gpu.py exit $status; rows: $(($(wc -l <"$OUT/measured.csv") - 1))"
exit $status

"""gpu-burn's Gflop/s held against the spec of what it multiplied; pure.

gpu-burn multiplies FP32 matrices on the CUDA cores by default (no tensor cores), TF32 on the
tensor cores with ``-tc`` and doubles with ``-d`` (wilicc/gpu-burn's README and its
"using FLOATS" start line). Its figure is therefore judged against the card's FP32 spec, not
the dense BF16 figure a torch matmul is held to: 60 TFLOPS on an RTX 4090 is 73% of its 82.6
TFLOPS FP32, a normal run, not 36% of 165 BF16.
"""

from __future__ import annotations

from assistant.messages import verify as say
from assistant.models import GPU
from assistant.verify.rules import MARGIN, TYPICAL_MATMUL, FigureCheck, segment

TYPICAL_SGEMM = (0.50, 0.95)
"""Share of the FP32 spec that one large FP32 matrix multiply (SGEMM) reaches. GeForce cards
land near the bottom: torch FP32 with TF32 off reads 53.8 of 82.6 TFLOPS on an RTX 4090 (65%)
and 56.8 of 104.8 on an RTX 5090 (54%) (zzc0721/torch-performance-test-data issues 78 and
200); gpu-burn itself read 2,273 Gflop/s on one GPU of a Tesla K80 (wilicc/gpu-burn issue 8),
about 52% of its boost spec. Data-centre cards run SGEMM close to their FP32 peak."""


def burn_rate_check(measured_tflops: float, math: str, gpu: GPU) -> FigureCheck | None:
    """gpu-burn's figure against the FP32 (default) or TF32 (``-tc``) spec.

    None for doubles, or for a card whose spec for that math is not recorded.
    """
    if math == "fp32":
        spec, typical, dtype = gpu.fp32_tflops, TYPICAL_SGEMM, "FP32"
    elif math == "tf32":
        spec, typical, dtype = gpu.tf32_tflops, TYPICAL_MATMUL[segment(gpu)[0]], "TF32"
    else:
        return None
    if not spec:
        return None
    ratio = measured_tflops / spec
    return FigureCheck(
        gpu_index=0, figure="compute", label=say.LABEL_COMPUTE(dtype=dtype),
        measured=measured_tflops, spec=spec, ratio=ratio, typical=typical,
        low=ratio < MARGIN * typical[0],
    )  # fmt: skip


__all__ = ["TYPICAL_SGEMM", "burn_rate_check"]

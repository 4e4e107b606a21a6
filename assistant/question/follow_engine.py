"""An engine carried to a card it cannot run on: dropped for the card's own engine, said so.

"M4 Max 128G 跑 gpt-oss-120b，mlx 多少 token/s" then "同样的模型 dgx spark 上呢": MLX runs on
Apple silicon only, so the DGX Spark is estimated with the engine its own stack runs (the
likeliest one for the precision), and the answer says MLX was set aside. The same for a CUDA
server (vLLM, SGLang) carried onto a Mac, or an NVIDIA-only one (TensorRT-LLM) onto a Radeon:
``calc.engines.stack_refusal`` decides, as it does for the estimate. An engine the follow-up
names itself stays.
"""

from __future__ import annotations

from typing import Any

from assistant.calc.engines import engine_spec, stack_refusal
from assistant.catalog.specs import Catalog
from assistant.messages import hardware as hw
from assistant.models import Query


def engine_on_new_card(query: Query, carried: dict[str, Any], catalog: Catalog) -> Query:
    """``query`` without the carried engine when its first card cannot run it, noted."""
    if "engine" not in carried or query.engine is None or not query.gpus:
        return query
    gpu = catalog.gpus.get(query.gpus[0].gpu_id)
    if gpu is None:
        return query
    engine = engine_spec(query.engine)
    if stack_refusal(engine, gpu) is None:  # the card's stack runs it
        return query
    note = hw.ENGINE_SET_ASIDE(engine=engine.label, gpu=gpu.name)
    return query.model_copy(update={"engine": None, "assumptions": [*query.assumptions, note]})


__all__ = ["engine_on_new_card"]

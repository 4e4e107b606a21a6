"""An engine carried to a card it cannot run on: dropped for the card's own engine, said so.

"M4 Max 128G 跑 gpt-oss-120b，mlx 多少 token/s" then "同样的模型 dgx spark 上呢": MLX runs on
Apple silicon only, so the DGX Spark is estimated with the engine its own stack runs (the
likeliest one for the precision), and the answer says MLX was set aside. The same for a CUDA
server (vLLM, SGLang) carried onto a Mac. An engine the follow-up names itself stays.
"""

from __future__ import annotations

from typing import Any

from assistant.calc.engines import backend_of, engine_spec
from assistant.catalog.specs import Catalog
from assistant.messages import hardware as hw
from assistant.models import Query

_ON_METAL = frozenset({"llama.cpp", "mlx", "transformers"})
"""The engines a Mac runs (Metal): the rest need CUDA or ROCm."""


def engine_on_new_card(query: Query, carried: dict[str, Any], catalog: Catalog) -> Query:
    """``query`` without the carried engine when its first card cannot run it, noted."""
    if "engine" not in carried or query.engine is None or not query.gpus:
        return query
    gpu = catalog.gpus.get(query.gpus[0].gpu_id)
    if gpu is None:
        return query
    metal = backend_of(gpu) == "metal"
    runs = query.engine in _ON_METAL if metal else query.engine != "mlx"
    if runs:
        return query
    label = engine_spec(query.engine).label
    note = hw.ENGINE_SET_ASIDE(engine=label, gpu=gpu.name)
    return query.model_copy(update={"engine": None, "assumptions": [*query.assumptions, note]})


__all__ = ["engine_on_new_card"]

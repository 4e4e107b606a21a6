"""Workload pick: which GPU to buy or rent for an image, video, vision or speech workload."""

from assistant.kinds.base import Examples, Kind
from assistant.kinds.workload_plans import (
    a_trouble,
    bettered,
    on_an_instance,
    on_stated_memory,
    sized_as_a_workload,
)
from assistant.kinds.workload_running import compose_workload_running, plan_workload_pick_running
from assistant.models import Query

LLM_ENGINES = frozenset({"llama.cpp", "vllm", "sglang", "tensorrt-llm", "exllamav2", "mlx"})
"""Runtimes that run LLMs: one named beside a workload ("llama.cpp + whisper") names LLM work."""


def variants_weighed(query: Query) -> bool:
    """Versions of a model weighed with no card to pick ("large-v3 和 turbo 有什么区别").

    The parser read an explanation with things set against each other, and no budget or GPU
    pick is asked: the difference is explained (with its figures), not a card chosen.
    """
    asked = query.intent == "concept" and query.versus and not query.asks_gpu_pick
    return asked and query.budget is None and not query.gpus


def _llm_beside(query: Query) -> bool:
    """An LLM named beside the workload ("30b models, maybe some sdxl on the side")."""
    named = query.model_id is not None or query.params_b is not None or query.llm_said
    return named or query.engine in LLM_ENGINES


def _workload_no_gpu(query: Query) -> bool:
    # an LLM named beside it: the LLM's pick leads
    alone = query.workload_id is not None and not query.gpus and not _llm_beside(query)
    if variants_weighed(query) or on_an_instance(query):
        return False
    return alone and query.workload_ask != "memory" and not on_stated_memory(query)


def _picks(query: Query) -> bool:
    """A card to pick, or how many of the card named a serving target takes.

    Cards named as the options of a purchase are picked among ("2080ti 22g还是加钱上4070").
    """
    counted = query.workload_id is not None and query.workload_ask == "count"
    chosen = query.workload_id is not None and query.named_candidates is not None
    # "14b at q8 and some sdxl: 3090 or something newer?": the LLM's pick leads among them
    chosen = chosen and not (_llm_beside(query) and query.intent == "recommend")
    # a cost read off hours of audio or video ("500 h of audio a day, how many T4s") with no
    # price asked is still a count of cards
    priced = query.intent == "cost" and query.price_words
    asked = _workload_no_gpu(query) or chosen or (counted and not priced) or bettered(query)
    return asked and not a_trouble(query)


WORKLOAD_PICK = Kind(
    name="workload_pick",
    intent="recommend",
    gives=("pick", "capacity"),
    keeps=("comparison",),
    examples=Examples(
        en=(
            "best GPU for Stable Diffusion under $500",
            "what card should I buy for SDXL LoRA training",
            "what to rent for YOLO training on 50k images",
            "cheapest GPU that runs flux dev",
            "which GPU for whisper transcription of podcasts",
            "best value card for ComfyUI",
            "how many A10s to serve SDXL at 50 images a minute",
            "how many real-time audio streams can one T4 transcribe",
        ),
        zh=(
            "预算5000跑SD买什么显卡",
            "训练SDXL LoRA买什么卡",
            "5万张图训练YOLO租什么GPU",
            "能跑Flux dev最便宜的显卡",
            "转写播客用whisper选什么显卡",
            "ComfyUI性价比最高的卡",
            "高峰每分钟出50张图要几张A10",
            "一张L40S能跑多少路摄像头检测",
        ),
    ),
    plan=plan_workload_pick_running,
    compose=compose_workload_running,
    prior=sized_as_a_workload(_picks, picks=True),
    admits=_picks,
)

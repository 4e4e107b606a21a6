"""Whether a purchase question needs a clarifying question first, and the choices it offers.

A purchase question with nothing to size it by (no model, method, budget, memory, GPU or
feature) is answered with a short question and a few choices rather than a default. Pure.
"""

from __future__ import annotations

from assistant.models import Query

CLARIFY_OPTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "recommend": (
        ("Run 7B-8B models locally for chat and coding", "本地跑 7B-8B 模型聊天、写代码"),
        ("Fine-tune a 7B-13B model with LoRA", "用 LoRA 微调 7B-13B 模型"),
        ("Serve a 70B model to many users", "给很多用户部署 70B 模型推理服务"),
        ("Best GPU for local LLMs under $1000", "预算 7000 元以内跑本地大模型买什么卡"),
        ("Image generation with Stable Diffusion", "用 Stable Diffusion 生成图片"),
    ),
}
"""Choices offered when a question cannot be answered without knowing the workload (en, zh)."""


def needs_clarifying(query: Query) -> bool:
    """A purchase question with nothing to size it by, where no default would be honest.

    A why asked ("MLA 省多少显存，原理是啥") is no purchase: it is explained, not clarified.
    """
    if query.intent != "recommend" or query.task not in (None, "recommend"):
        return False
    if query.explain_asked:
        return False
    named = (
        query.model_id,
        query.params_b,
        query.method,
        query.budget,
        query.min_memory_gb,
        query.users,
        query.tokens_per_s_target,
        query.objective,
        query.engine,
    )
    return (
        all(v is None for v in named)
        and not query.finetune_unspecified
        and not query.gpus
        and not query.features
        and query.instance_named is None  # "what GPUs are in the biggest g6": the table's
    )


def clarifying_options(query: Query) -> list[str]:
    """The choices offered with a clarifying question, in the query's language."""
    options = CLARIFY_OPTIONS.get(query.intent, ())
    return [zh if query.language == "zh" else en for en, zh in options]


__all__ = ["CLARIFY_OPTIONS", "clarifying_options", "needs_clarifying"]

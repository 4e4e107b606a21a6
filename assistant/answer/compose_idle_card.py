"""The first line for one card of a multi-card job left idle (``Trouble`` ``idle_card``); pure.

A tensor-parallel engine (vLLM, SGLang, TensorRT-LLM) puts a shard of the weights and its own
KV cache on every card, so a card left near empty was never part of the job; a layer split
(llama.cpp, exllamav2) takes turns and may keep a model that fits on one card there alone. The
cards' count is the one stated (two when none is).
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import idle_card as msg

_TENSOR_ENGINES = frozenset({"vllm", "sglang", "tensorrt-llm"})
_LAYER_ENGINES = {"llama.cpp": "llama.cpp", "exllamav2": "ExLlamaV2"}


def idle_card_lead(draft: Draft) -> str:
    """Why one card sits idle, by how the engine named splits the model."""
    query = draft.query
    cards = max(sum(g.count for g in query.gpus), 2)
    if query.engine in _TENSOR_ENGINES or query.link_split == "tensor":
        return msg.IDLE_CARD_TENSOR(cards=cards).render(draft.lang)
    if query.engine in _LAYER_ENGINES:
        engine = _LAYER_ENGINES[query.engine]
        return msg.IDLE_CARD_LAYERS(engine=engine).render(draft.lang)
    return msg.IDLE_CARD_GENERAL(cards=cards).render(draft.lang)


__all__ = ["idle_card_lead"]

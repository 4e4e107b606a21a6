"""The first line when an engine's memory hold is asked about: not a leak, and why; pure.

"vllm shows 21gb used on my 3090 with a 1.5b model, leak?": vLLM and SGLang reserve a share of
the card up front (the card's share said when one is named); llama.cpp and Ollama allocate the
cache of the whole context at load.
"""

from __future__ import annotations

from assistant.answer.compose import Draft, say
from assistant.messages import held_memory as msg

DEFAULT_SHARE = 0.9
"""vLLM's default ``gpu_memory_utilization``."""
_ENGINE_NAMES = {
    "vllm": "vLLM",
    "sglang": "SGLang",
    "tensorrt-llm": "TensorRT-LLM",
    "llama.cpp": "llama.cpp",
    "exllamav2": "ExLlamaV2",
}
_WHOLE_CONTEXT = frozenset({"llama.cpp", "exllamav2"})
"""Engines that size their cache by the context window rather than a share of the card."""


def held_memory_lead(draft: Draft) -> bool:
    """Say the hold is the engine's up-front reserve; whether it was said."""
    query = draft.query
    if not query.held_memory_asked:
        return False
    if query.engine is None:  # "…but my model is only 14gb, why": every runtime's reserve
        draft.add(msg.RESERVE_UNNAMED().render(draft.lang))
        return True
    engine = _ENGINE_NAMES.get(query.engine, query.engine)
    if query.engine == "llama.cpp":  # Ollama and LM Studio are read as the engine under them
        engine = say(
            draft.lang, "llama.cpp (and Ollama, built on it)", "llama.cpp（以及基于它的 Ollama）"
        )
    if query.engine in _WHOLE_CONTEXT:
        draft.add(msg.RESERVE_CONTEXT(engine=engine).render(draft.lang))
        return True
    card = draft.catalog.gpus.get(query.gpus[0].gpu_id) if query.gpus else None
    if card is None:
        draft.add(msg.RESERVE_SHARE(engine=engine).render(draft.lang))
        return True
    held = DEFAULT_SHARE * card.memory_gb
    line = msg.RESERVE_SHARE_ON_CARD(
        engine=engine, held=held, gpu=draft.gpu_name(card.id), memory=card.memory_gb
    )
    draft.add(line.render(draft.lang))
    return True


__all__ = ["DEFAULT_SHARE", "held_memory_lead"]

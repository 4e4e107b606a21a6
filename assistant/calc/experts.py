"""Where a mixture-of-experts model's parameters sit: the routed experts, and a token's share.

Used by the memory terms (a format that covers only the experts, gpt-oss's MXFP4), the decode
step (the bytes one token reads) and expert offload (what ``--n-cpu-moe`` moves to RAM).
"""

from __future__ import annotations

from assistant.models import ModelSpec


def expert_params(model: ModelSpec) -> float:
    """Parameters in the routed experts' FFNs (gate, up, down per expert per layer)."""
    if not model.is_moe:
        return 0.0
    width = model.moe_intermediate_size or model.intermediate_size
    total = model.num_layers * (model.num_experts or 1) * 3 * model.hidden_size * width
    # dense first layers (DeepSeek-V3: 3 of 61) and interleaved MoE (Llama 4 Maverick: every
    # other layer) overcount: never more than 99% of the published total (gpt-oss-120b: 98%)
    return float(min(total, 0.99 * model.params_b * 1e9))


def active_expert_params(model: ModelSpec, experts: float) -> float:
    """Expert parameters one token reads: k of E experts per layer, never above the active."""
    by_ratio = experts * (model.experts_per_token or 1) / (model.num_experts or 1)
    return min(by_ratio, model.active_b * 1e9)


def embedding_params(model: ModelSpec) -> float:
    """Embedding and untied LM head (kept in 16 bit by quantizers), at most 90% of the model."""
    embed = model.vocab_size * model.hidden_size * (1 if model.tied_embeddings else 2)
    return float(min(embed, model.params_b * 1e9 * 0.9))


def quantized_params(model: ModelSpec, precision: str) -> float:
    """Parameters a low-precision format stores at its own width; the rest stay bf16.

    The model's release format says what its checkpoint covers (gpt-oss: the MoE experts;
    DeepSeek FP8: every linear layer). Otherwise MXFP4 covers a MoE model's experts (as the
    published MXFP4 checkpoints do) and every format the linear layers, embeddings aside.
    """
    fmt = model.release_format
    scope = fmt.quantized if fmt is not None and fmt.precision == precision else None
    experts = expert_params(model)
    if scope is None:
        scope = "moe_experts" if precision == "mxfp4" and experts > 0 else "linear"
    if scope == "moe_experts":
        return experts
    return model.params_b * 1e9 - embedding_params(model)


def experts_only(model: ModelSpec, precision: str) -> bool:
    """Whether ``precision`` covers only the routed experts of ``model`` (gpt-oss MXFP4)."""
    experts = expert_params(model)
    return experts > 0 and quantized_params(model, precision) == experts


__all__ = [
    "active_expert_params",
    "embedding_params",
    "expert_params",
    "experts_only",
    "quantized_params",
]

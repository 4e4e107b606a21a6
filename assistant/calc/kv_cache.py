"""KV-cache memory on its own: bytes per token and per context, by KV precision and layer kind.

Per layer and token a standard (MHA/GQA/MQA) layer caches a key and a value vector per KV head:
``2 x kv_heads x head_dim`` elements; an MLA layer (DeepSeek) caches one compressed latent plus
a decoupled RoPE key: ``kv_lora_rank + qk_rope_head_dim`` elements. A sliding-window layer
caches at most ``window`` tokens, whatever the context. The total is

    layers x elements per layer-token x bytes per element x tokens x sequences

e.g. Mistral 7B at 32,768 tokens in bf16: 32 x (2 x 8 x 128) x 2 B x 32,768 = 4.29 GB.
GB = 1e9 bytes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import llmcalc as say
from assistant.models import ModelSpec

KvPrecision = Literal["bf16", "fp16", "fp8", "q8_0", "q4_0"]
KV_PRECISIONS: tuple[KvPrecision, ...] = ("bf16", "fp8", "q8_0", "q4_0")
"""The KV-cache types people run: 16-bit, vLLM/SGLang/TRT-LLM ``--kv-cache-dtype fp8``, and
llama.cpp ``--cache-type-k/-v q8_0 | q4_0``."""
KV_BYTES: dict[KvPrecision, float] = {
    "bf16": 2.0,
    "fp16": 2.0,
    "fp8": 1.0,
    # ggml block sizes (GGML_QUANT_SIZES): q8_0 stores 32 int8 + one fp16 scale = 34 bytes per
    # 32 values; q4_0 stores 32 4-bit values + one fp16 scale = 18 bytes per 32 values.
    "q8_0": 34 / 32,
    "q4_0": 18 / 32,
}

SLIDING_WINDOWS: dict[str, tuple[int, float, str]] = {
    # model id -> (window in tokens, share of layers that are windowed, where it is stated)
    "gemma-2-9b": (4096, 0.5, "config.json sliding_window 4096; local and global layers alternate"),
    "gemma-2-27b": (4096, 0.5, "config.json sliding_window 4096; local and global alternate"),
    "gemma-3-1b": (512, 5 / 6, "config.json sliding_window 512; 5 local layers per global one"),
    "gemma-3-4b": (1024, 5 / 6, "config.json sliding_window 1024; 5 local per global"),
    "gemma-3-12b": (1024, 5 / 6, "config.json sliding_window 1024; 5 local per global"),
    "gemma-3-27b": (1024, 5 / 6, "config.json sliding_window 1024; 5 local per global"),
    "gpt-oss-20b": (128, 0.5, "config.json sliding_window 128; alternating layer_types"),
    "gpt-oss-120b": (128, 0.5, "config.json sliding_window 128; alternating layer_types"),
}
"""Sliding-window attention recorded in models.yaml's source notes. Mistral 7B is left out on
purpose: only v0.1 used a 4,096-token window; v0.2 and v0.3 (same catalog row) attend fully."""
LINEAR_ATTENTION: dict[str, tuple[float, str]] = {
    # model id -> (share of layers with linear attention, where it is stated)
    "qwen3-next-80b-a3b": (
        0.75,
        "config.json full_attention_interval 4: 36 of 48 layers are Gated DeltaNet",
    ),
}
"""Hybrid models whose linear-attention layers keep a fixed-size recurrent state instead of a
KV cache: only the remaining full-attention layers grow with the context. The fixed state
(a few MB per sequence) is left out of the cache figure."""
GB = 1e9


def cached_layers(model: ModelSpec) -> int:
    """Layers that keep a KV cache (all but a hybrid model's linear-attention layers)."""
    linear = LINEAR_ATTENTION.get(model.id)
    return model.num_layers - round(model.num_layers * linear[0]) if linear else model.num_layers


class KvRow(BaseModel):
    """The cache at one KV precision."""

    kv_precision: KvPrecision
    bytes_per_element: float
    total_gb: float
    """Whole cache for every sequence, GB (1e9 bytes)."""


class KvCacheEstimate(BaseModel):
    """KV-cache memory of one model at one context and number of sequences (GB = 1e9 bytes)."""

    model_id: str
    attention: str
    context_tokens: int
    sequences: int
    """Sequences cached at once (users, or the batch)."""
    kv_precision: KvPrecision
    bytes_per_element: float
    layers: int
    window_layers: int
    """Layers with a sliding window (they cache at most ``window_tokens`` tokens)."""
    window_tokens: int | None
    elements_per_token_layer: int
    """Cached elements per token per layer: 2 x KV heads x head dim, or MLA's latent + RoPE key."""
    per_token_kb: float
    """Cache per token of context on the full-attention layers, KB (1e3 bytes), all layers."""
    per_sequence_gb: float
    total_gb: float
    """Cache of every sequence at ``kv_precision``."""
    full_attention_gb: float
    """What the cache would be if every layer attended to the whole context."""
    by_precision: list[KvRow]
    """The same cache at bf16, fp8, q8_0 and q4_0."""
    assumptions: list[Message] = Field(default_factory=list)
    warnings: list[Message] = Field(default_factory=list)


def elements_per_token_layer(model: ModelSpec) -> int:
    """KV elements one layer caches per token (MLA: compressed latent plus RoPE key)."""
    if model.attention == "MLA" and model.kv_lora_rank:
        return model.kv_lora_rank + (model.qk_rope_head_dim or 64)
    return 2 * model.num_kv_heads * model.head_dim


def kv_bytes(
    model: ModelSpec,
    context_tokens: int,
    sequences: int = 1,
    bytes_per_element: float = 2.0,
    *,
    sliding_window: bool = True,
) -> float:
    """Bytes of KV cache for ``sequences`` x ``context_tokens`` (sliding windows applied)."""
    per = elements_per_token_layer(model) * bytes_per_element
    window = SLIDING_WINDOWS.get(model.id) if sliding_window else None
    layers = cached_layers(model)
    if window is None:
        return layers * per * context_tokens * sequences
    tokens, share, _ = window
    local = round(layers * share)
    full = layers - local
    return (full * context_tokens + local * min(context_tokens, tokens)) * per * sequences


def estimate_kv_cache(
    model: ModelSpec,
    context_tokens: int,
    *,
    sequences: int = 1,
    kv_precision: KvPrecision = "bf16",
    sliding_window: bool = True,
) -> KvCacheEstimate:
    """KV-cache memory of ``sequences`` sequences of ``context_tokens`` tokens each.

    Args:
        model: the model's published architecture (layers, KV heads, head dim, MLA ranks).
        context_tokens: tokens of context per sequence (prompt + reply), >= 1.
        sequences: sequences cached at once (concurrent users or batch), >= 1.
        kv_precision: cache element type: bf16/fp16, fp8, q8_0 or q4_0.
        sliding_window: cap windowed layers at their window (off: every layer full).

    Returns:
        A ``KvCacheEstimate`` in GB (1e9 bytes) with the same cache at each KV precision.

    Raises:
        UsageError: a context or a sequence count below 1.
    """
    if context_tokens < 1:
        raise UsageError(say.CONTEXT_AT_LEAST_ONE(tokens=context_tokens))
    if sequences < 1:
        raise UsageError(say.SEQUENCES_AT_LEAST_ONE(sequences=sequences))
    per_elem = KV_BYTES[kv_precision]
    window = SLIDING_WINDOWS.get(model.id) if sliding_window else None
    elems = elements_per_token_layer(model)
    total = kv_bytes(model, context_tokens, sequences, per_elem, sliding_window=sliding_window)
    full = kv_bytes(model, context_tokens, sequences, per_elem, sliding_window=False)
    assumptions: list[Message] = []
    if model.attention == "MLA" and model.kv_lora_rank:
        assumptions.append(say.KV_MLA(rank=model.kv_lora_rank, rope=model.qk_rope_head_dim or 64))
    else:
        assumptions.append(
            say.KV_HEADS(
                kv_heads=model.num_kv_heads, head_dim=model.head_dim, layers=model.num_layers
            )
        )
    if model.id in LINEAR_ATTENTION:
        assumptions.append(
            say.KV_LINEAR(
                layers=model.num_layers - cached_layers(model), cached=cached_layers(model)
            )
        )
    if window is not None:
        assumptions.append(
            say.KV_WINDOW(layers=round(model.num_layers * window[1]), window=window[0])
        )
    assumptions.append(say.KV_ELEMENT(precision=kv_precision, bytes=per_elem))
    warnings: list[Message] = []
    if context_tokens > model.max_context:
        warnings.append(
            say.KV_BEYOND_CONTEXT(tokens=context_tokens, model=model.id, max=model.max_context)
        )
    rows = [
        KvRow(
            kv_precision=p,
            bytes_per_element=round(KV_BYTES[p], 4),
            total_gb=round(
                kv_bytes(
                    model, context_tokens, sequences, KV_BYTES[p], sliding_window=sliding_window
                )
                / GB,
                3,
            ),
        )
        for p in KV_PRECISIONS
    ]
    return KvCacheEstimate(
        model_id=model.id,
        attention=model.attention,
        context_tokens=context_tokens,
        sequences=sequences,
        kv_precision=kv_precision,
        bytes_per_element=round(per_elem, 4),
        layers=model.num_layers,
        window_layers=round(model.num_layers * window[1]) if window else 0,
        window_tokens=window[0] if window else None,
        elements_per_token_layer=elems,
        per_token_kb=round(cached_layers(model) * elems * per_elem / 1e3, 2),
        per_sequence_gb=round(total / sequences / GB, 3),
        total_gb=round(total / GB, 3),
        full_attention_gb=round(full / GB, 3),
        by_precision=rows,
        assumptions=assumptions,
        warnings=warnings,
    )


__all__ = [
    "KV_BYTES",
    "KV_PRECISIONS",
    "LINEAR_ATTENTION",
    "SLIDING_WINDOWS",
    "KvCacheEstimate",
    "KvPrecision",
    "KvRow",
    "cached_layers",
    "elements_per_token_layer",
    "estimate_kv_cache",
    "kv_bytes",
]

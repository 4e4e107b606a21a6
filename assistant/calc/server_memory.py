"""What a preallocating server (vLLM, SGLang) holds on each GPU besides weights and KV cache.

vLLM sizes its KV pool as ``total x gpu_memory_utilization`` less the weights, the non-torch
memory and the profiled activation peak. The activation peak it profiles is
not the model's forward pass but the sampler warm-up over ``max_num_seqs`` dummy requests, one
row of the vocabulary per request: llm-d's measurements on an H100 (vLLM 0.11, 1,024
sequences) give 4.76 GiB for Llama-3.1-8B (vocabulary 128,256) and 4.84 GiB for Llama-3.3-70B,
5.56 and 5.64 GiB for Qwen3-0.6B and Qwen3-32B (151,936) and 7.38 GiB for gpt-oss (201,088):
about 39 bytes per sequence per vocabulary entry, whatever the model's size. vLLM starts with
1,024 sequences only on cards of 70 GiB or more other than the A100; every other card starts
with 256 (``EngineArgs.get_batch_defaults``), so a 24 GB card holds about a quarter of that
peak. Those runs also show what the pool is: ``total x utilization - weights - activation peak
- non-torch memory`` to the hundredth of a GiB (Llama-3.1-8B: 79.18 x 0.9 - 14.99 - 4.76 - 0.13
= 51.38 GiB), the CUDA context sitting in the share not requested and the CUDA graphs captured
afterwards. Newer builds profile a smaller peak (1.21 GiB for Llama-3.1-8B on an H100 in a 2026
walkthrough) and subtract their graphs (about 0.9 GiB): less in all, so these figures lean to the
safe side. Pure.
"""

from __future__ import annotations

from assistant.models import GPU, ModelSpec

GIB = 1024**3
SAMPLER_BYTES_PER_LOGIT = 4.76 * GIB / (1024 * 128_256)
"""Profiled activation bytes per warm-up sequence per vocabulary entry (Llama-3.1-8B, H100)."""
LARGE_CARD_SEQS = 1024
SMALL_CARD_SEQS = 256
LARGE_CARD_GIB = 70.0
"""vLLM's API server starts 1,024 sequences on cards of at least this much memory (not A100)."""
NON_TORCH_GIB = {1: 0.14, 2: 0.55}
"""Memory outside torch's allocator while profiling, per GPU: 0.13-0.14 GiB alone, 0.54-0.55 GiB
per GPU at tensor parallel 2 and more (NCCL buffers; llm-d)."""


def server_max_seqs(gpu: GPU | None) -> int:
    """The default ``max_num_seqs`` of a vLLM OpenAI-compatible server on ``gpu``."""
    if gpu is None or gpu.memory_gb < LARGE_CARD_GIB or gpu.id.startswith("a100"):
        return SMALL_CARD_SEQS
    return LARGE_CARD_SEQS


def server_activation_bytes(vocab: int, seqs: int) -> float:
    """The activation peak vLLM profiles (its sampler warm-up) for a vocabulary of ``vocab``."""
    return SAMPLER_BYTES_PER_LOGIT * seqs * vocab


def model_server_activation_bytes(model: ModelSpec, gpu: GPU | None) -> float:
    """``server_activation_bytes`` for ``model`` served on ``gpu`` at vLLM's default sequences."""
    return server_activation_bytes(model.vocab_size, server_max_seqs(gpu))


def server_overhead_bytes(model: ModelSpec, gpu: GPU, tp: int = 1) -> float:
    """What the server holds back from its share of each GPU besides weights and KV cache."""
    return model_server_activation_bytes(model, gpu) + NON_TORCH_GIB[min(tp, 2)] * GIB


__all__ = [
    "SAMPLER_BYTES_PER_LOGIT",
    "model_server_activation_bytes",
    "server_overhead_bytes",
    "server_activation_bytes",
    "server_max_seqs",
]

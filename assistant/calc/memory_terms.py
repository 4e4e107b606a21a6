"""The physics of GPU memory: byte counts per term, per GPU, before any verdict.

Everything ``sizing.estimate_memory`` adds up lives here (the workload it is asked about is
``assistant.calc.workload.Workload``): the cited constants (bytes per parameter, optimizer state,
CUDA context, framework and NCCL overhead), the architecture numbers derived from a model's
config (``Arch``), the unsharded terms of one replica (``Terms``), how a parallelism strategy
divides them (``Split``), the overhead on top, and what one GPU can hold (capacity, reserve,
usable). All sizes are bytes unless a name ends in ``_gb`` (GB = 1e9 bytes).

    peak = weights + gradients + optimizer + activations + logits + kv_cache + overhead

Every constant cites its source (see README "Assumptions and limitations").
"""

from __future__ import annotations

from typing import NamedTuple

from assistant.calc.engines import engine_spec
from assistant.calc.experts import embedding_params, quantized_params
from assistant.calc.kv_cache import cached_layers
from assistant.calc.server_memory import SMALL_CARD_SEQS, server_activation_bytes, server_max_seqs
from assistant.calc.workload import (
    DEFAULT_INFER_SEQ,
    DEFAULT_TRAIN_SEQ,
    GGUF_TYPES,
    LoraTargets,
    Workload,
)
from assistant.models import GPU, ModelSpec

# --------------------------------------------------------------------------- constants

GB = 1e9
GIB = 2**30

VENDOR_GB_IS_GIB = GIB / GB
"""GPU 'GB' is binary: nvidia-smi shows 81920 MiB on an A100 80GB, 24564 MiB on an RTX 4090."""

BYTES_PER_PARAM: dict[str, float] = {
    "fp32": 4.0,
    "bf16": 2.0,
    "fp16": 2.0,
    # fp8/int8: one byte plus per-channel scales (<0.5%), LLM.int8() / FP8 W8A8 checkpoints.
    "fp8": 1.0,
    "int8": 1.0,
    # OCP MX FP4: 32 E2M1 elements (4 bits) share one 8-bit E8M0 scale = 4.25 bits (OCP
    # Microscaling spec v1.0; the gpt-oss model card's "4.25 bits per parameter").
    "mxfp4": 4.25 / 8,
    # GPTQ/AWQ 4-bit, group 128: 4 bits + (fp16 scale + 4-bit zero)/128 = 4.16 bits.
    "int4": 0.52,
    # ggml GGML_QUANT_SIZES (block bytes / block size), quoted in sizing_notes.md.
    "q8_0": 1.0625,
    "q6_k": 0.8203,
    "q5_k_m": 0.6875,
    "q4_k_m": 0.5625,
    "q4_0": 0.5625,
    "q3_k_m": 0.4297,
    "q2_k": 0.3281,
}
NF4_BYTES = 0.5 + 0.0625
"""bnb NF4: 4 bits + fp32 absmax per 64-block = 0.5 bit (QLoRA paper, section 2)."""
NF4_DQ_BYTES = 0.5 + 0.127 / 8
"""Double quantization shrinks the constants to 0.127 bit/param (QLoRA paper, section 3)."""

CUDA_CONTEXT_GB = 0.5
"""CUDA context + cuBLAS workspace outside PyTorch's allocator: llmfit 0.5 GB, gpu_poor 0.65 GB."""
TRAIN_FRAMEWORK_GB = 1.5
"""Allocator cache and framework buffers in training: Qwen README LoRA rows sit 1.9-2.1 GB above
weights + states + activations at 256 tokens (7B and 14B); torchtune reserved-vs-allocated."""
INFER_FRAMEWORK_GB = 0.3
"""HF inference: Qwen README bf16 rows (1.8B, 7B, 14B) sit 0.2-0.5 GB above weights + KV."""
NCCL_GB = 0.6
"""NCCL buffers per GPU when count > 1: vLLM measured 0.55-3.6 GiB non-torch memory at TP>=2."""
BNB_WORKSPACE_GB = 0.25
BNB_WORKSPACE_GB_PER_B = 0.008
"""bitsandbytes/GPTQ dequantization buffers, 0.25 GB + 8 MB per billion params: litgpt nf4
inference peaks sit 0.29 (phi-1.5), 0.40 (7B), 0.52 (13B), 0.8 (34B, 70B) GB above the quantized
weights (resource-tables.md, Single-GPU Inference)."""
VLLM_CUDA_GRAPHS_GB = 1.0
"""CUDA graphs: 0.5-2.4 GiB per GPU (vllm#7553)."""

OPT_BYTES: dict[tuple[str, str], tuple[float, float, float]] = {
    # (optimizer, training precision) -> bytes per trainable param for (weights, grads, optimizer)
    # AMP AdamW = 18 B/param: bf16 weights 2 + fp32 grads 4 + fp32 master 4 + m 4 + v 4
    # (DeepSpeed ZeRO paper, Megatron, llm-analysis). Qwen README: Qwen-7B full fine-tune on
    # 2xA100 at 256 tokens used 139.2 GB in all = 18.0 B/param.
    ("adamw", "amp"): (2.0, 4.0, 12.0),
    # 8-bit Adam keeps m, v in 1 byte each (bitsandbytes; EleutherAI Transformer Math 101).
    ("adamw-8bit", "amp"): (2.0, 4.0, 6.0),
    # SGD with momentum: master 4 + momentum 4.
    ("sgd", "amp"): (2.0, 4.0, 8.0),
    # Pure bf16 (torchtune/litgpt bf16-true): 2 + 2 + AdamW m, v in bf16 (4) = 8 B/param.
    ("adamw", "bf16"): (2.0, 2.0, 4.0),
    ("adamw-8bit", "bf16"): (2.0, 2.0, 2.0),
    ("sgd", "bf16"): (2.0, 2.0, 2.0),
}
LORA_AMP_BYTES = (4.0, 4.0, 8.0)
"""PEFT keeps adapters in fp32 under AMP: 4 w + 4 g + 8 AdamW (QLoRA paper, section 2)."""

LOGIT_BYTES_TRAIN = 8.0
"""fp32 logits + their fp32 gradient, b*s*V*4*2 (asmirnov calculator, llm-analysis)."""
LOGIT_BYTES_CHUNKED = 3.0
"""Chunked CE (torchtune): bf16 logits + one fp32 chunk of eight."""
LORA_DROPOUT_BYTES = 3.0
"""PEFT/litgpt LoRA dropout saves a bf16 copy of each adapted input plus a 1-byte mask."""
QLORA_EXTRA_BYTES = 12.0
"""Extra activation bytes per token x hidden x held layer with 4-bit bases: litgpt LoRA vs
nf4 rows differ by 12.6 (Llama-2-7B), 12.0 (13B) and 13.6 (phi-1.5) bytes beyond weights."""
HF_KV_FACTOR = 1.7
"""HF eager generate re-concatenates the cache: Qwen README shows 0.90 MB/token on Qwen-7B
(16.99 -> 22.53 GB from 2048 to 8192 tokens) vs 0.52 MB theory; gpu_poor uses 2x."""


# --------------------------------------------------------------------------- architecture


class Arch(NamedTuple):
    """Derived architecture numbers used by the estimator (parameter counts, not bytes)."""

    params: float
    embed_params: float
    """Embedding + untied LM head: kept in 16 bit by bnb/GPTQ/AWQ quantizers."""
    layers: int
    hidden: int
    mlp_width: float
    """MLP width seen by one token (active experts' width for MoE)."""
    gated: bool
    vocab: int
    kv_ratio: float
    """KV width over hidden (GQA/MQA make it < 1)."""
    kv_bytes_token: float
    """KV-cache elements per token over all layers (multiply by bytes per element)."""
    layer_params: float
    heads: int
    lora_in_dims_all: float
    lora_in_dims_qv: float
    lora_inputs_all: float
    """Summed input widths of the adapted matrices (what LoRA dropout copies)."""
    lora_inputs_qv: float


def arch_of(model: ModelSpec) -> Arch:
    """Derive parameter splits and per-token sizes from a model's published config."""
    h, n_layers = model.hidden_size, model.num_layers
    q_dim = model.num_attention_heads * model.head_dim
    kv_dim = model.num_kv_heads * model.head_dim
    embed = model.vocab_size * h * (1 if model.tied_embeddings else 2)
    attn = 2 * h * q_dim + 2 * h * kv_dim
    params = model.params_b * 1e9
    if model.is_moe:
        expert_w = model.moe_intermediate_size or model.intermediate_size
        mlp_width = float(expert_w * (model.experts_per_token or 1))
        gated = True
    else:
        mlp_width = float(model.intermediate_size)
        # Gated (SwiGLU) MLPs have 3 matrices, GeLU MLPs 2: pick whichever matches params_b.
        body = (params - embed) / n_layers - attn
        gated = abs(body - 3 * h * mlp_width) <= abs(body - 2 * h * mlp_width)
    if model.attention == "MLA" and model.kv_lora_rank:
        kv_elems = n_layers * (model.kv_lora_rank + (model.qk_rope_head_dim or 64))
    else:
        kv_elems = 2 * cached_layers(model) * kv_dim
    n_mats = 3 if gated else 2
    return Arch(
        params=params,
        embed_params=embedding_params(model),
        layers=n_layers,
        hidden=h,
        mlp_width=mlp_width,
        gated=gated,
        vocab=model.vocab_size,
        kv_ratio=kv_dim / h,
        kv_bytes_token=float(kv_elems),
        layer_params=max(params - embed, params * 0.1) / n_layers,
        heads=model.num_attention_heads,
        # LoRA on all linear layers: q, k, v, o (+ gate, up, down) per layer; in + out dims.
        lora_in_dims_all=float(
            (h + q_dim)
            + 2 * (h + kv_dim)
            + (q_dim + h)
            + (n_mats - 1) * (h + mlp_width)
            + (mlp_width + h)
        ),
        lora_in_dims_qv=float((h + q_dim) + (h + kv_dim)),
        lora_inputs_all=float(3 * h + q_dim + (n_mats - 1) * h + mlp_width),
        lora_inputs_qv=float(2 * h),
    )


def lora_params(model: ModelSpec, rank: int, targets: LoraTargets) -> float:
    """Trainable LoRA parameters: rank x (in + out) per targeted matrix per layer."""
    a = arch_of(model)
    dims = a.lora_in_dims_all if targets == "all-linear" else a.lora_in_dims_qv
    return rank * dims * a.layers


# --------------------------------------------------------------------------- the core


class Resolved(NamedTuple):
    """A workload with every default filled in (internal, no validation cost)."""

    method: str
    precision: str
    seq: int
    batch: int
    gc: bool
    optimizer: str
    tprec: str
    rank: int
    targets: str
    dq: bool
    flash: bool
    dropout: bool
    chunked: bool
    kv_bytes: float
    engine: str
    """Memory family of the runtime: ``hf``, ``vllm`` (preallocating servers) or ``native``."""
    util: float
    runtime: str = "transformers"
    """The runtime itself (``calc.engines`` name)."""
    server_seqs: int = SMALL_CARD_SEQS
    """A preallocating server's default ``max_num_seqs`` on the GPU asked (its warm-up peak)."""


class Terms(NamedTuple):
    """Unsharded memory terms in bytes for one replica of the model."""

    weights: float
    grads: float
    optim: float
    act: float
    logits: float
    kv: float
    layer_live: float
    quantized: bool
    params: float
    vocab: int = 0


def resolve(wl: Workload, gpu: GPU | None = None) -> Resolved:
    """Fill in defaults: precision, sequence length, checkpointing, KV precision.

    ``gpu`` sets what a preallocating server starts with on it (``server_memory``).
    """
    training = wl.is_training
    precision = wl.precision or ("int4" if wl.method == "qlora" else "bf16")
    seq = wl.seq_len or (DEFAULT_TRAIN_SEQ if training else DEFAULT_INFER_SEQ)
    gc = wl.grad_checkpointing if wl.grad_checkpointing is not None else training
    kv_prec = wl.kv_precision or ("fp32" if precision == "fp32" else "bf16")
    return Resolved(
        wl.method,
        precision,
        seq,
        wl.batch,
        gc,
        wl.optimizer,
        wl.training_precision,
        wl.lora_rank,
        wl.lora_targets,
        wl.double_quant,
        wl.flash_attention and engine_spec(wl.engine).name != "transformers-eager",
        wl.lora_dropout,
        wl.chunked_loss,
        BYTES_PER_PARAM.get(kv_prec, 2.0) if kv_prec not in ("int4",) else 0.5,
        engine_spec(wl.engine).memory,
        wl.gpu_memory_utilization,
        engine_spec(wl.engine).name,
        server_max_seqs(gpu),
    )


def _weight_bytes(model: ModelSpec, a: Arch, r: Resolved) -> tuple[float, bool]:
    """Bytes of the (frozen or working) weights and whether they are quantized."""
    p = r.precision
    if r.method == "qlora":
        per = NF4_DQ_BYTES if r.dq else NF4_BYTES
        return (a.params - a.embed_params) * per + a.embed_params * 2.0, True
    if p in GGUF_TYPES:
        return a.params * BYTES_PER_PARAM[p], True
    if p in ("int4", "int8", "fp8", "mxfp4"):
        low = quantized_params(model, p)
        return low * BYTES_PER_PARAM[p] + (a.params - low) * 2.0, True
    return a.params * BYTES_PER_PARAM[p], False


def _activation_bytes(a: Arch, r: Resolved) -> float:
    """Training activations in bytes (Korthikanti et al. 2022, FlashAttention, no dropout).

    Per layer, saved for backward in bf16: norm inputs 4sbh, QKV input 2sbh, Q 2sbh, K and V
    4sbh x kv_ratio, attention output 2sbh; MLP input 2sbh plus 8sbi (gate, up, SiLU, product)
    for SwiGLU. GeLU MLPs measure 2sbi (litgpt phi-1.5 and StableLM-3B batch slopes: 29.4
    bytes per token x hidden x layer each, with LoRA dropout). Checkpointing keeps 2sbh per
    layer plus one layer recomputed during backward.
    """
    sb = r.seq * r.batch
    sbh = sb * a.hidden
    mlp = (8.0 if a.gated else 2.0) * a.mlp_width / a.hidden
    per_layer = sbh * (12.0 + 4.0 * a.kv_ratio + mlp)
    if not r.flash:
        per_layer += _scores_bytes(a, r)
    if r.method in ("lora", "qlora") and r.dropout:
        inputs = a.lora_inputs_all if r.targets == "all-linear" else a.lora_inputs_qv
        per_layer += sb * LORA_DROPOUT_BYTES * inputs
    if r.method == "qlora":
        per_layer += sbh * QLORA_EXTRA_BYTES
    if r.gc:
        return 2.0 * sbh * a.layers + per_layer
    return per_layer * a.layers


def _scores_bytes(a: Arch, r: Resolved) -> float:
    """Materialised attention scores without FlashAttention: 4·a·s²·b bytes per layer.

    Korthikanti et al. 2022: QK^T output 2as²b + softmax output 2as²b (+ as²b dropout mask,
    absent in modern LLMs).
    """
    return 4.0 * a.heads * r.seq * r.seq * r.batch


LLAMA_CPP_UBATCH = 512
"""Prompt tokens llama.cpp runs through the layers at once (its default ``n_ubatch``)."""


def _inference_act_bytes(a: Arch, r: Resolved) -> float:
    """Prefill working set of one layer (hidden, QKV, MLP intermediates) in 16 bit.

    transformers runs the whole prompt at once; llama.cpp runs it in chunks of
    ``LLAMA_CPP_UBATCH`` tokens, so its working set stops growing with the prompt.
    """
    tokens = min(r.seq, LLAMA_CPP_UBATCH) if r.runtime == "llama.cpp" else r.seq
    act = 2.0 * tokens * r.batch * (3 * a.hidden + 2 * a.kv_ratio * a.hidden + 3 * a.mlp_width)
    return act + (0.0 if r.flash else _scores_bytes(a, r))


def terms(model: ModelSpec, r: Resolved) -> Terms:
    """Memory terms of one full replica, before any sharding."""
    a = arch_of(model)
    weights, quantized = _weight_bytes(model, a, r)
    layer_live = a.layer_params * weights / a.params  # one layer at the stored precision
    if r.method == "inference":
        kv = a.kv_bytes_token * r.kv_bytes * r.seq * r.batch
        logits = r.batch * a.vocab * 4.0
        if r.engine == "hf":
            kv *= HF_KV_FACTOR
        return Terms(
            weights,
            0.0,
            0.0,
            _inference_act_bytes(a, r),
            logits,
            kv,
            layer_live,
            quantized,
            a.params,
            a.vocab,
        )
    dims = a.lora_in_dims_all if r.targets == "all-linear" else a.lora_in_dims_qv
    if r.method in ("lora", "qlora"):
        n_train = r.rank * dims * a.layers
        w_b, g_b, o_b = LORA_AMP_BYTES if r.tprec == "amp" else OPT_BYTES[(r.optimizer, "bf16")]
        if r.optimizer == "adamw-8bit":
            o_b = 2.0
        grads, optim = n_train * g_b, n_train * o_b
        weights += n_train * w_b
    else:
        w_b, g_b, o_b = OPT_BYTES[(r.optimizer, r.tprec)]
        weights = a.params * (w_b if r.precision != "fp32" else 4.0)
        grads, optim = a.params * g_b, a.params * o_b
    logit_b = LOGIT_BYTES_CHUNKED if r.chunked else LOGIT_BYTES_TRAIN
    logits = r.seq * r.batch * a.vocab * logit_b
    act = _activation_bytes(a, r)
    return Terms(weights, grads, optim, act, logits, 0.0, layer_live, quantized, a.params, a.vocab)


class Split(NamedTuple):
    """Per-GPU bytes after a strategy divides the terms, and host RAM for offload."""

    weights: float
    grads: float
    optim: float
    act: float
    logits: float
    kv: float
    host: float


def split(t: Terms, strategy: str, n: int, training: bool) -> Split:
    """Apply a parallelism strategy to one replica's terms (DeepSpeed memory.rst, Korthikanti)."""
    w, g, o, a, lg, kv = t.weights, t.grads, t.optim, t.act, t.logits, t.kv
    live = 2.0 * t.layer_live  # FSDP/ZeRO-3 gathers the current and prefetched layer
    if strategy in ("single", "ddp"):
        return Split(w, g, o, a, lg, kv, 0.0)
    if strategy == "zero1":
        return Split(w, g, o / n, a, lg, kv, 0.0)
    if strategy == "zero2":
        return Split(w, g / n, o / n, a, lg, kv, 0.0)
    if strategy in ("zero3", "fsdp"):
        return Split(w / n + live, g / n, o / n, a, lg, kv, 0.0)
    if strategy == "tp":
        # Megatron TP: activations sbh(10 + 24/t) of 34; vocab-parallel logits; heads split KV.
        return Split(w / n, g / n, o / n, a * (10 + 24 / n) / 34, lg / n, kv / n, 0.0)
    if strategy == "pp":
        # 1F1B: the first stage holds microbatches for all stages, about L layers' worth.
        return Split(w / n, g / n, o / n, a, lg, kv / n, 0.0)
    if strategy == "device_map":
        # Naive layer split: each GPU holds its layers; the last also holds the logits.
        return Split(w / n, g / n, o / n, a / n, lg, kv / n, 0.0)
    # offload: parameters, gradients and optimizer state live in host RAM (ZeRO-3 offload,
    # FSDP cpu_offload); the GPU keeps live layers, activations and logits.
    if training:
        return Split(live, 0.0, 0.0, a, lg, kv, w + g + o)
    return Split(live, 0.0, 0.0, a, lg, kv, w)


def _overhead_bytes(r: Resolved, t: Terms, n: int, params: float) -> float:
    over = CUDA_CONTEXT_GB * GB
    over += (TRAIN_FRAMEWORK_GB if r.method != "inference" else INFER_FRAMEWORK_GB) * GB
    if n > 1:
        over += NCCL_GB * GB
    if t.quantized and r.precision not in GGUF_TYPES and r.engine == "hf":
        over += (BNB_WORKSPACE_GB + BNB_WORKSPACE_GB_PER_B * params / 1e9) * GB
    return over


def peak_bytes(t: Terms, r: Resolved, strategy: str, n: int) -> tuple[float, Split, float]:
    """Per-GPU peak bytes, the split, and the overhead bytes (fast path, no models built)."""
    s = split(t, strategy, n, r.method != "inference")
    over = _overhead_bytes(r, t, n, t.params)
    if r.engine == "vllm" and r.method == "inference":
        over += server_activation_bytes(t.vocab, r.server_seqs) + VLLM_CUDA_GRAPHS_GB * GB
        s = s._replace(act=0.0, logits=0.0)
    return s.weights + s.grads + s.optim + s.act + s.logits + s.kv + over, s, over


# --------------------------------------------------------------------------- capacity


def capacity_gb(gpu: GPU) -> float:
    """Memory the driver reports for one GPU, in GB (1e9 B)."""
    return gpu.memory_gb * VENDOR_GB_IS_GIB


def reserve_gb(gpu: GPU) -> float:
    """Memory held back: 3% for the driver and fragmentation, +0.5 GB desktop on consumer cards.

    Desktop compositors take 0.3-1.6 GB (ollama#8723); PyTorch fragmentation a few percent.
    """
    return 0.03 * capacity_gb(gpu) + (0.5 if gpu.segment == "consumer" else 0.0)


def usable_gb(gpu: GPU, r: Resolved | None = None) -> float:
    """Capacity minus reserve; for vLLM the preallocated fraction."""
    if r is not None and r.engine == "vllm" and r.method == "inference":
        return capacity_gb(gpu) * r.util
    return capacity_gb(gpu) - reserve_gb(gpu)


__all__ = [
    "Arch",
    "BNB_WORKSPACE_GB",
    "BNB_WORKSPACE_GB_PER_B",
    "BYTES_PER_PARAM",
    "CUDA_CONTEXT_GB",
    "GB",
    "GIB",
    "HF_KV_FACTOR",
    "INFER_FRAMEWORK_GB",
    "LOGIT_BYTES_CHUNKED",
    "LOGIT_BYTES_TRAIN",
    "LORA_AMP_BYTES",
    "LORA_DROPOUT_BYTES",
    "NCCL_GB",
    "NF4_BYTES",
    "NF4_DQ_BYTES",
    "OPT_BYTES",
    "QLORA_EXTRA_BYTES",
    "Resolved",
    "Split",
    "TRAIN_FRAMEWORK_GB",
    "Terms",
    "VENDOR_GB_IS_GIB",
    "VLLM_CUDA_GRAPHS_GB",
    "arch_of",
    "capacity_gb",
    "lora_params",
    "peak_bytes",
    "reserve_gb",
    "resolve",
    "split",
    "terms",
    "usable_gb",
]

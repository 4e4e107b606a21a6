"""Inference runtimes as the speed estimator sees them: one row of sourced constants each.

Every engine has a decode bandwidth efficiency per weight class (16-bit, 8-bit, 4-bit), a fixed
per-layer cost per decode step (kernel launches, Python, sampling), a prefill efficiency, a
batched-step compute efficiency, and kernel support (which precisions it runs, on which GPUs,
how it splits a model across GPUs). Constants are few and each cites the published tables it
was read from (rows of ``tests/reference/published_speed.yaml``); none is fitted to one row.
"""

from __future__ import annotations

from typing import Literal, NamedTuple, get_args

from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import failures as fail
from assistant.messages import hardware as hw
from assistant.messages import table as say
from assistant.models import GPU

EngineName = Literal[
    "transformers",
    "transformers-eager",
    "vllm",
    "sglang",
    "tensorrt-llm",
    "llama.cpp",
    "exllamav2",
    "mlx",
]
ENGINE_NAMES: tuple[EngineName, ...] = get_args(EngineName)
ALIASES: dict[str, EngineName] = {
    "hf": "transformers",
    "huggingface": "transformers",
    "sdpa": "transformers",
    "eager": "transformers-eager",
    "hf-eager": "transformers-eager",
    "ollama": "llama.cpp",
    "llamacpp": "llama.cpp",
    "llama-cpp": "llama.cpp",
    "gguf": "llama.cpp",
    "trtllm": "tensorrt-llm",
    "trt-llm": "tensorrt-llm",
    "tensorrt": "tensorrt-llm",
    "exllama": "exllamav2",
    "exl2": "exllamav2",
    "mlx-lm": "mlx",
    "mlx_lm": "mlx",
}
WeightClass = Literal["16bit", "8bit", "4bit"]
Backend = Literal["cuda", "rocm", "metal", "other"]
"""The GPU programming stack a runtime's kernels run on, from the GPU's vendor."""
MemoryFamily = Literal["hf", "vllm", "native"]
"""How the memory estimator treats the runtime: HF generate (growing KV cache, bnb workspace),
a preallocating server (vLLM/SGLang/TRT-LLM), or a native runtime that allocates what it needs."""


class EngineSpec(NamedTuple):
    """One runtime's constants (efficiencies are fractions of the GPU's datasheet peak)."""

    name: EngineName
    label: str
    decode_bw_eff: dict[WeightClass, float]
    """Share of peak memory bandwidth a decode step reaches, by stored weight width."""
    layer_overhead_us: float
    """Fixed time per layer per decode step (launches, Python, sync), microseconds."""
    prefill_mfu: float
    """Share of dense 16-bit (or FP8) tensor peak reached on prompt processing."""
    batch_mfu: float
    """Share of tensor peak reached by the matmuls of a large batched decode step."""
    precisions: frozenset[str]
    multi_gpu: Literal["tensor", "layer"]
    memory: MemoryFamily
    max_batch: int
    """Concurrent sequences the scheduler admits by default (max_num_seqs and the like)."""
    served_batch: int | None = None
    """Concurrent sequences a server can be set to run when its default is lower (llama-server
    ``--parallel``): a serving plan for more users than ``max_batch`` sets it, and says so."""
    fp16_accumulate: bool = False
    """Prompt GEMMs in cuBLAS FP16 compute (ggml-cuda CUBLAS_COMPUTE_16F): on GeForce cards
    that runs at twice the FP32-accumulate rate their datasheets (and the catalog) quote."""


LLAMA_SERVER_SLOTS = 32
"""Parallel slots (``llama-server --parallel``) a serving plan may set: past about 32, a Mac or a
single card is bandwidth- or compute-bound long before its slots run out."""
_SERVER_PRECISIONS = frozenset({"bf16", "fp16", "fp8", "mxfp4", "int8", "int4"})
"""MXFP4 runs natively in vLLM, SGLang and TensorRT-LLM since gpt-oss (August 2025)."""

# Decode efficiencies: tokens/s x bytes read per token / datasheet bandwidth, after removing the
# per-layer cost, over the batch-1 rows of each runtime in tests/reference/published_speed.yaml.
ENGINES: dict[EngineName, EngineSpec] = {
    # HF generate with SDPA. Qwen README (Qwen-7B bf16 A100 40.9 tok/s), llama.cpp-free rows
    # hf-transformers-a10g/a100 (23.2 and 27.1 tok/s): ~0.6 ms of Python per layer per token.
    # 4-bit GPTQ/bnb kernels dequantize on the fly: A100 13B GPTQ 29.7 tok/s, about bf16 speed
    # (Qwen README int4 50 vs bf16 41), so 4-bit reaches a quarter of the 16-bit bandwidth.
    "transformers": EngineSpec(
        "transformers",
        "Hugging Face transformers (SDPA)",
        {"16bit": 0.85, "8bit": 0.35, "4bit": 0.22},
        560.0,
        0.45,
        0.45,
        frozenset({"fp32", "bf16", "fp16", "fp8", "mxfp4", "int8", "int4"}),
        "layer",
        "hf",
        64,
    ),
    # Eager attention materialises the scores; decode pays ~20% more per layer (HF docs "SDPA"
    # benchmark: 1.2-1.5x faster generate with SDPA than eager on Llama-7B).
    "transformers-eager": EngineSpec(
        "transformers-eager",
        "Hugging Face transformers (eager attention)",
        {"16bit": 0.80, "8bit": 0.33, "4bit": 0.20},
        700.0,
        0.35,
        0.35,
        frozenset({"fp32", "bf16", "fp16", "int8", "int4"}),
        "layer",
        "hf",
        64,
    ),
    # vLLM: CUDA graphs + PagedAttention. vllm021 H100 8B fp16 122 tok/s, vllm023 A6000 Qwen2.5-7B
    # 42.3 (with an API server in the loop); offline throughput rows (vllm060 A100 8B 4,132 tok/s)
    # set batch_mfu. Marlin 4-bit kernels reach most of the bandwidth (vLLM Marlin blog).
    "vllm": EngineSpec(
        "vllm",
        "vLLM",
        {"16bit": 0.80, "8bit": 0.75, "4bit": 0.65},
        80.0,
        0.55,
        0.35,
        _SERVER_PRECISIONS,
        "tensor",
        "vllm",
        256,
    ),
    # SGLang: same kernels family as vLLM (FlashInfer), slightly leaner scheduler:
    # sglang030 A100 8B offline 4,282 vs vLLM 4,132; sglang049 H100 8B c50 3,078.
    "sglang": EngineSpec(
        "sglang",
        "SGLang",
        {"16bit": 0.80, "8bit": 0.75, "4bit": 0.65},
        70.0,
        0.55,
        0.37,
        _SERVER_PRECISIONS,
        "tensor",
        "vllm",
        256,
    ),
    # TensorRT-LLM: compiled engines. trtllm10 H100/H200 8B FP8 128/128 (28,312/27,911 tok/s)
    # and 2048/128 (3,450) imply ~47% of FP8 peak on the whole step including prefill.
    "tensorrt-llm": EngineSpec(
        "tensorrt-llm",
        "TensorRT-LLM",
        {"16bit": 0.85, "8bit": 0.80, "4bit": 0.70},
        40.0,
        0.60,
        0.45,
        _SERVER_PRECISIONS,
        "tensor",
        "vllm",
        2048,
    ),
    # llama.cpp (and Ollama on top of it): GGUF blocks, batch-1 decode near the bandwidth
    # roofline plus ~85 us of launches per layer (XiongjieDai tg512 table: 3070 72.8 ... 4090
    # 130.6 tok/s on Llama-3-8B Q4_K_M fit bytes/bw + 32 x 85 us). Multi-GPU splits by layer
    # (-sm layer): more memory, the same bandwidth per token. Prompt processing uses cuBLAS
    # FP16 and MMQ (pp512 4090 8B Q4_K_M 7,139 tok/s: ~70% of the 16-bit peak).
    "llama.cpp": EngineSpec(
        "llama.cpp",
        "llama.cpp / Ollama (GGUF)",
        {"16bit": 0.90, "8bit": 0.90, "4bit": 0.90},
        80.0,
        0.40,
        0.30,
        frozenset({"bf16", "fp16", "int8", "int4", "q8_0", "q6_k", "q5_k_m", "q4_k_m", "q4_0"})
        | frozenset({"q3_k_m", "q2_k", "mxfp4"}),  # ggml MXFP4 blocks: 32 x 4 bit + E8M0
        "layer",
        "native",
        4,
        fp16_accumulate=True,
        served_batch=LLAMA_SERVER_SLOTS,
    ),
    # ExLlamaV2: EXL2/GPTQ kernels tuned for batch-1 decode (turboderp README: Llama2-7B 4.0 bpw
    # 207 tok/s on a 4090, 13B GPTQ 111, CodeLlama-34B 50); splits layers across GPUs.
    "exllamav2": EngineSpec(
        "exllamav2",
        "ExLlamaV2 (EXL2/GPTQ)",
        {"16bit": 0.85, "8bit": 0.85, "4bit": 0.85},
        40.0,
        0.50,
        0.30,
        frozenset({"fp16", "int8", "int4"}),
        "layer",
        "native",
        8,
    ),
    # MLX (mlx-lm) on Apple silicon: affine quantization, group 64 with a 16-bit scale and
    # bias (4.5 and 8.5 bits per weight). mlx-examples #1029 (M3 Max 64GB, Llama-3.3-70B
    # 4-bit, 260-token prompt: 9.35 tok/s generation, 75.9 tok/s prompt) and #1069 (M2
    # Ultra, Llama 3 70B 16-bit wired: 4.7 tok/s) reach ~90% of bandwidth; prompts and decode
    # matmuls ~65% of the GPU's FP16 ALU rate (as llama.cpp's Metal backend).
    "mlx": EngineSpec(
        "mlx",
        "MLX (mlx-lm, Apple silicon)",
        {"16bit": 0.90, "8bit": 0.90, "4bit": 0.90},
        60.0,
        0.65,
        0.65,
        frozenset({"bf16", "fp16", "int8", "int4"}),
        "layer",
        "native",
        8,
    ),
}

# The same runtime on another GPU stack: llama.cpp's Metal and HIP (ROCm) backends reach
# other shares of bandwidth and compute than its CUDA kernels (rows of published_speed.yaml).
BACKEND_ENGINES: dict[tuple[EngineName, Backend], EngineSpec] = {
    # llama.cpp Metal. XiongjieDai tg512 on Llama 3 8B/70B (May 2024): M2 Ultra F16 36.9 and
    # 70B F16 4.76 tok/s imply ~88% of 800 GB/s with ~130 us per layer; Q4_K_M 8B 78.8 and
    # 70B 12.5 (M2 Ultra), 49.0 and 7.65 (M3 Max) about 78%. Prompts run on the GPU's FP16
    # ALUs (no tensor cores, no FP16-accumulate doubling): pp512 M2 Ultra F16 1,175 tok/s and
    # M3 Max Q4_K_M 693 are 65-70% of the catalog's FP16 rate; decode matmuls run on the same
    # ALUs, so batched steps get the same share (with tensor-core GPUs' 0.30, the 70B rows
    # came out 10-20% slow: the matmul term of a batch-1 step is not hidden on a ~20 TFLOPS GPU).
    ("llama.cpp", "metal"): EngineSpec(
        "llama.cpp",
        "llama.cpp / Ollama (GGUF, Metal)",
        {"16bit": 0.88, "8bit": 0.80, "4bit": 0.78},
        130.0,
        0.65,
        0.65,
        ENGINES["llama.cpp"].precisions,
        "layer",
        "native",
        4,
        served_batch=LLAMA_SERVER_SLOTS,
    ),
    # llama.cpp HIP on ROCm. llama.cpp PR #26284 (RX 7900 XTX, Llama 8B): Q4_K_M tg64 105.75,
    # Q5_K_M 100.63 tok/s are ~80% of 960 GB/s with ~100 us per layer; pp2048 3,189 tok/s is
    # ~43% of the 122.9 TFLOPS FP16 WMMA rate (rocBLAS/MMQ, no FP16-accumulate doubling).
    ("llama.cpp", "rocm"): EngineSpec(
        "llama.cpp",
        "llama.cpp / Ollama (GGUF, ROCm/HIP)",
        {"16bit": 0.85, "8bit": 0.80, "4bit": 0.80},
        100.0,
        0.40,
        0.30,
        ENGINES["llama.cpp"].precisions,
        "layer",
        "native",
        4,
        served_batch=LLAMA_SERVER_SLOTS,
    ),
}

# Bits per weight each format actually stores, for the bytes a decode step reads.
DECODE_BITS_PER_WEIGHT: dict[str, float] = {
    "fp32": 32.0,
    "bf16": 16.0,
    "fp16": 16.0,
    "fp8": 8.0,
    "int8": 8.0,
    # MXFP4: 4-bit E2M1 + one E8M0 scale per 32 (a decode step reads the rest in bf16).
    "mxfp4": 4.25,
    # GPTQ/AWQ group 128: 4 bits + fp16 scale and 4-bit zero per 128 weights.
    "int4": 4.16,
    # llama.cpp quantize table (LLaMA-7B file sizes / 6.74B params; K-quant "_M" mixes keep
    # attention.wv and feed_forward.w2 at the next type up): Q8_0 7.16 GB, Q5_K_M 4.78 GB,
    # Q4_K_M 4.08 GB, Q4_0 3.83 GB (Q6_K output head).
    "q8_0": 8.5,
    "q6_k": 6.56,
    "q5_k_m": 5.67,
    "q4_k_m": 4.84,
    "q4_0": 4.55,
    "q3_k_m": 3.91,
    "q2_k": 3.35,
    # MLX affine quantization, group size 64: 4 or 8 bits + 16-bit scale and bias per group.
    "mlx_q4": 4.5,
    "mlx_q8": 8.5,
}
GGUF_SERVED_AS = {"q4_k_m": "int4", "q4_0": "int4", "q8_0": "int8"}
"""A GGUF type and the server format of its width ("8b q4 on ollama" served as 4-bit AWQ)."""
LLAMA_CPP_DEFAULT_QUANT = {"int4": "q4_k_m", "int8": "q8_0"}
"""What "4-bit" and "8-bit" mean to a llama.cpp/Ollama user: the default GGUF downloads."""
MLX_QUANT = {"int4": "mlx_q4", "int8": "mlx_q8"}
"""What "4-bit" and "8-bit" mean to mlx-lm (``mlx_lm.convert -q``, group size 64)."""

_GENERATIONS = {
    "pascal": 6.0,
    "volta": 7.0,
    "turing": 7.5,
    "ampere": 8.0,
    "ada": 8.9,
    "hopper": 9.0,
    "blackwell": 10.0,
}


def backend_of(gpu: GPU) -> Backend:
    """The GPU stack runtimes use on ``gpu``: Metal on Apple, ROCm on AMD, CUDA on NVIDIA."""
    vendor = gpu.vendor.lower()
    if vendor == "apple":
        return "metal"
    if vendor == "amd":
        return "rocm"
    return "cuda" if vendor == "nvidia" else "other"


def engine_on(engine: EngineSpec, gpu: GPU) -> EngineSpec:
    """The runtime's constants on ``gpu``'s stack (llama.cpp on Metal or ROCm), else as is."""
    return BACKEND_ENGINES.get((engine.name, backend_of(gpu)), engine)


def compute_capability(gpu: GPU) -> float | None:
    """NVIDIA compute capability from the architecture name (None for AMD/Intel/Huawei)."""
    arch = gpu.architecture.lower()
    for word, cc in _GENERATIONS.items():
        if arch.startswith(word):
            return cc
    return None


def engine_spec(name: str) -> EngineSpec:
    """The engine ``name`` denotes (aliases such as ``hf``, ``ollama``, ``trtllm`` accepted)."""
    key = name.strip().lower()
    canonical = ALIASES.get(key, key)
    if canonical not in ENGINES:
        raise UsageError(fail.UNKNOWN_ENGINE(name=name, choices=", ".join(ENGINE_NAMES)))
    return ENGINES[canonical]


def weight_class(precision: str) -> WeightClass:
    """16-, 8- or 4-bit class of a stored weight precision (GGUF types by their bits)."""
    bits = DECODE_BITS_PER_WEIGHT.get(precision, 16.0)
    if bits >= 12:
        return "16bit"
    return "8bit" if bits >= 6.5 else "4bit"


def storage_precision(engine: EngineSpec, precision: str) -> str:
    """The precision the engine actually stores: llama.cpp reads "4-bit" as Q4_K_M."""
    if engine.name == "llama.cpp":
        return LLAMA_CPP_DEFAULT_QUANT.get(precision, precision)
    if engine.name == "mlx":
        return MLX_QUANT.get(precision, precision)
    return precision


METAL_ENGINES = frozenset({"llama.cpp", "mlx", "transformers"})
"""The engines a Mac runs (Metal): the rest need CUDA or ROCm."""


def stack_refusal(engine: EngineSpec, gpu: GPU) -> Message | None:
    """Why ``engine`` cannot run on ``gpu``'s stack at all, whatever the precision, or None.

    TensorRT-LLM and ExLlamaV2 need NVIDIA GPUs; MLX runs on Apple silicon only; a Mac runs only
    llama.cpp, MLX and transformers on MPS.
    """
    if engine.name in ("tensorrt-llm", "exllamav2") and compute_capability(gpu) is None:
        return fail.NVIDIA_ONLY(engine=engine.label, gpu=gpu.name)
    backend = backend_of(gpu)
    if engine.name == "mlx" and backend != "metal":
        return hw.APPLE_ONLY(engine=engine.label, gpu=gpu.name)
    if backend == "metal" and engine.name not in METAL_ENGINES:
        return hw.NOT_ON_METAL(engine=engine.label, gpu=gpu.name)
    return None


def check_support(engine: EngineSpec, gpu: GPU, precision: str, count: int) -> list[Message]:
    """Raise when the engine cannot run ``precision`` on ``gpu``; return notes on what it does.

    Raises:
        UsageError: the precision is not one the engine's kernels run, or the GPU lacks them
            (TensorRT-LLM FP8 needs Ada/Hopper or newer; TensorRT-LLM and ExLlamaV2 need
            NVIDIA GPUs; MLX runs on Apple silicon only, and a Mac runs only llama.cpp, MLX
            and transformers on MPS).
    """
    if precision not in engine.precisions:
        runs = ", ".join(sorted(engine.precisions))
        raise UsageError(fail.ENGINE_PRECISION(engine=engine.label, precision=precision, runs=runs))
    # FP8 matmuls need Ada/Hopper tensor cores; vLLM/SGLang/transformers fall back to
    # weight-only FP8 (Marlin W8A16) elsewhere, which the speed model runs at 16-bit compute.
    if precision == "fp8" and not gpu.supports_fp8 and engine.name == "tensorrt-llm":
        raise UsageError(fail.FP8_NEEDS_TENSOR_CORES(gpu=gpu.name))
    refused = stack_refusal(engine, gpu)
    if refused is not None:
        raise UsageError(refused)
    notes: list[Message] = []
    if count > 1 and engine.multi_gpu == "layer":
        split = "device_map" if engine.memory == "hf" else engine.name
        notes.append(say.LAYER_SPLIT(split=split))
    return notes


def likeliest_engine(
    precision: str | None,
    method: str,
    users: int | None,
    gpu: GPU | None = None,
    release: str | None = None,
) -> EngineName:
    """The runtime most people would use for this workload when none is named.

    GGUF types and 4-bit on one user -> llama.cpp (Ollama/LM Studio are the common local path);
    so is a model released in MXFP4 (``release``: gpt-oss) with no precision stated, which
    Ollama and LM Studio run as released; several users -> vLLM; 16-bit single user ->
    transformers. On a Mac (``gpu`` on Metal) inference runs on llama.cpp/Ollama whatever the
    precision.
    """
    if method != "inference":
        return "transformers"
    if gpu is not None and backend_of(gpu) == "metal":
        return "llama.cpp"
    mxfp4 = precision == "mxfp4" or (precision is None and release == "mxfp4")
    if mxfp4 and (users or 1) <= 1:
        return "llama.cpp"
    if precision in DECODE_BITS_PER_WEIGHT and precision.startswith("q"):
        return "llama.cpp"
    if users is not None and users > 1:
        return "vllm"
    if precision in ("int4", "int8"):
        return "llama.cpp"
    return "transformers"


USUAL_WEIGHTS: dict[str, str] = {"exllamav2": "int4"}
"""What a runtime that runs no 16-bit brain-float is run with when no precision is said:
ExLlamaV2 loads EXL2/GPTQ quantizations, around 4 bits a weight as people download them."""


def engine_precision(engine: EngineName, precision: str) -> str:
    """The precision to ask ``engine`` for: GGUF types become int8/int4 outside llama.cpp."""
    if engine == "llama.cpp" or not precision.startswith("q"):
        return precision
    return "int8" if precision in ("q8_0", "q6_k") else "int4"


def alternative_engine(chosen: EngineName, precision: str, gpu: GPU | None = None) -> EngineName:
    """The one runtime shown beside the chosen one: the other common path for the workload.

    On a Mac that is MLX beside llama.cpp (and llama.cpp beside anything else); on AMD, vLLM
    beside llama.cpp (ExLlamaV2 and TensorRT-LLM need CUDA).
    """
    backend = backend_of(gpu) if gpu is not None else "cuda"
    if backend == "metal":
        return "mlx" if chosen == "llama.cpp" else "llama.cpp"
    if backend == "rocm" and chosen in ("llama.cpp", "exllamav2"):
        return "vllm" if chosen == "llama.cpp" else "llama.cpp"
    if chosen == "llama.cpp":
        # ExLlamaV2 has no MXFP4 kernels; vLLM runs gpt-oss as released
        quantized = weight_class(precision) != "16bit" and precision != "mxfp4"
        return "exllamav2" if quantized else "vllm"
    if chosen == "exllamav2":
        return "llama.cpp"
    if chosen in ("vllm", "sglang"):
        return "tensorrt-llm"
    return "vllm"


__all__ = [
    "ALIASES",
    "BACKEND_ENGINES",
    "DECODE_BITS_PER_WEIGHT",
    "ENGINES",
    "ENGINE_NAMES",
    "EngineName",
    "EngineSpec",
    "alternative_engine",
    "backend_of",
    "check_support",
    "compute_capability",
    "engine_on",
    "engine_precision",
    "engine_spec",
    "likeliest_engine",
    "storage_precision",
    "weight_class",
]

"""Launch flags in a pasted command line: the context, the tensor-parallel GPU count, MoE offload.

``llama-server -m model.gguf -c 32768`` runs at a 32,768-token context (``--ctx-size``,
``--n-ctx``; SGLang's ``--context-length``; TGI's ``--max-total-tokens``, prompt and reply
together); ``vllm serve … --tensor-parallel-size 2`` (``-tp 2``,
SGLang's ``--tp-size``) splits the model over two GPUs. The flags are facts the user stated as
much as "32k context on two 4090s", so they are read the same way. vLLM's ``--max-model-len``
is a context word the general reader already knows.
"""

from __future__ import annotations

import re

from assistant.messages.engine_slots import CONTEXT_PER_SLOT
from assistant.models import GPUAsk
from assistant.question.text import Scan

_CTX_FLAG_RE = re.compile(
    r"(?<![\w-])(?:-c|-n[-_]?ctx|(?:--)?(?:ctx[-_]size|n[-_]ctx|context[-_]length|num[-_]ctx|max[-_]total[-_]tokens))"
    r"(?:\s+is\s+|\s+|=|\s*(?:[:=]|设了|(?:设|开|调|改|砍|降|减|缩|压|提|加)(?:到|成|为|回)|(?:降低|减少|缩小|调整)(?:到|为)"
    r"|(?:is )?set to|(?:(?:cut|down|lowered|reduced|dropped|trimmed|back|up)\s+)?to)\s*)"
    r"(?P<n>\d{3,7})(?!\d|\.\d)"
)
"""A context flag of llama.cpp, Ollama or SGLang, with its value (a count of tokens), written as
a flag or named in words ("ctx-size 设了 40960", "num_ctx set to 16384", "num_ctx 砍到 4096",
"num_ctx down to 4096"); a full stop after the value ends the sentence ("-c 16384."), only a
digit after it makes a decimal."""
_TP_FLAG_RE = re.compile(
    r"(?<![\w-])(?:--tensor[-_]parallel[-_]size|-tp|--tp(?:[-_]size)?|--num[-_]shard)"
    r"(?:\s+|=)(?P<n>\d{1,2})(?!\d|\.\d)"
)
"""vLLM's, SGLang's or TGI's tensor-parallel size: the GPUs one model is split over."""
_CPU_MOE_RE = re.compile(r"(?<![\w-])--n[-_]cpu[-_]moe(?:\s+|=)(?P<n>\d{1,3})(?!\d|\.\d)")
"""llama.cpp's count of MoE layers whose experts stay in system RAM."""
_SLOTS_FLAG_RE = re.compile(
    r"(?<![\w-])(?:-np|--parallel|--n[-_]parallel)(?:\s+|=)(?P<n>\d{1,3})(?!\d|\.\d)"
)
"""llama.cpp's count of parallel slots (``-np 4``): sequences served at once, sharing ``-c``."""
_DTYPE_FLAG_RE = re.compile(
    r"(?<![\w-])--dtype(?:\s+|=)(?P<d>half|float16|fp16|bfloat16|bf16|float32|fp32)(?![\w-])"
)
"""vLLM's or SGLang's model dtype (``--dtype half`` is fp16: what a Turing card runs instead)."""
_DTYPES = {"half": "fp16", "float16": "fp16", "bfloat16": "bf16", "float32": "fp32"}
MAX_TP = 64
"""Tensor parallelism beyond 64 GPUs is not a launch flag anyone types (NVL72 tops out at 72)."""


def read_engine_flags(scan: Scan) -> None:
    """Read the context and tensor-parallel size of a pasted launch command.

    ``-c 32768`` is the context, ``--tensor-parallel-size 2`` the GPUs, ``--n-cpu-moe 28`` the
    MoE layers with experts in system RAM; the spans are blanked
    so no other reader takes the numbers.
    """
    ctx = _CTX_FLAG_RE.search(scan.work)
    slots = _SLOTS_FLAG_RE.search(scan.work)
    if ctx is not None and int(ctx["n"]) >= 128:
        total, n = int(ctx["n"]), int(slots["n"]) if slots is not None else 1
        if n > 1 and ctx[0].lstrip().startswith("-") and total // n >= 128:
            # llama.cpp gives each of its -np slots an equal share of -c
            scan.set("context_tokens", total // n)
            scan.assumptions.append(CONTEXT_PER_SLOT(total=total, slots=n, tokens=total // n))
        else:
            scan.set("context_tokens", total)
        scan.blank(*ctx.span())
    if slots is not None and int(slots["n"]) >= 1:
        scan.set("users", int(slots["n"]))
        scan.blank(*slots.span())
    moe = _CPU_MOE_RE.search(scan.work)
    if moe is not None and int(moe["n"]) >= 1:
        scan.set("cpu_moe_layers", int(moe["n"]))
        scan.blank(*moe.span())
    dtype = _DTYPE_FLAG_RE.search(scan.work)
    if dtype is not None:  # "加了 --dtype half": the weights run in fp16
        scan.set("precision", _DTYPES.get(dtype["d"], dtype["d"]))
        scan.blank(*dtype.span())
    tp = _TP_FLAG_RE.search(scan.work)
    if tp is not None and 1 < int(tp["n"]) <= MAX_TP:
        scan.set("_tensor_parallel", int(tp["n"]))
        scan.blank(*tp.span())


def apply_tensor_parallel(scan: Scan) -> None:
    """Give the one card named the tensor-parallel size as its count, unless a count was said."""
    size = scan.slots.get("_tensor_parallel")
    gpus: list[GPUAsk] = scan.slots.get("gpus") or []
    if not size or len(gpus) != 1 or gpus[0].count_stated:
        return
    scan.slots["gpus"] = [gpus[0].model_copy(update={"count": size, "count_stated": True})]


__all__ = ["apply_tensor_parallel", "read_engine_flags"]

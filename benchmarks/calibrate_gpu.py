"""Measure peak GPU memory of real training and inference steps, to calibrate assistant.sizing.

Peak memory depends on a model's architecture and the training setup, not on its weight
values, so the models here are built with random weights from the catalog's published configs
(``knowledge/specs/models.yaml``) through transformers' config classes: nothing is downloaded.

On a CUDA machine every case resets the allocator's peak counters, runs the work (a ``generate``
call for inference; two optimizer steps for training, so the optimizer state exists during the
second forward and backward) and reads ``torch.cuda.max_memory_allocated`` and
``max_memory_reserved``. Where a whole model would not fit, it is built twice with fewer layers
and the per-layer growth is extrapolated to the full depth (``scaled_to_full_model``).

Rows are appended to the CSV as each case finishes (flushed), and a time budget skips what is
left cleanly, so a run stopped by a timeout still leaves its data.

Without CUDA, ``--tiny`` runs the same pipeline on a 2-layer, 64-wide model on the CPU, where no
allocator peak exists to read: the figures there are tensor byte counts (parameters, gradients,
optimizer state, tensors saved for backward, KV cache), so CI can exercise config building, peft
wrapping, the training step and the CSV without a GPU.

Usage:
    python benchmarks/calibrate_gpu.py --out OUT.csv [--budget-s 420] [--models a,b]
    python benchmarks/calibrate_gpu.py --tiny --out /tmp/tiny.csv
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import dataclasses
import datetime as dt
import gc
import logging
import math
import os
import platform
import signal
import subprocess
import sys
import time
import warnings
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GB = 1e9
DEFAULT_OUT = ROOT / "knowledge" / "calibration" / "measured.csv"

CALIBRATION_MODELS = (
    # Ordered so that a run cut short by its budget still spans the size range.
    "qwen2.5-0.5b",
    "llama-3.2-3b",
    "llama-3-8b",
    "llama-3.2-1b",
    "qwen2.5-7b",
    "qwen2.5-1.5b",
)
LORA_RANK = 16
LORA_ALPHA = 32
LORA_DROPOUT = 0.0
"""No dropout: PEFT's and LLaMA-Factory's default, and the estimator's; recorded per row."""
NEW_TOKENS = 32
"""Tokens generated per inference case; the prompt is seq_len minus these."""
TRAIN_STEPS = 2
"""Two steps: the second runs forward/backward with the AdamW state already allocated."""
FIT_FRACTION = 0.6
"""Build a model whole when its static bytes stay under this share of the GPU; else truncate."""

COLUMNS = [
    "run_id",
    "timestamp",
    "device",
    "gpu_name",
    "gpu_total_gb",
    "driver",
    "cuda",
    "torch",
    "transformers",
    "peft",
    "bitsandbytes",
    "python",
    "allocator_conf",
    "attn_implementation",
    "model_id",
    "family",
    "num_layers",
    "layers_built",
    "params_built",
    "trainable_params",
    "method",
    "precision",
    "quant",
    "training_precision",
    "optimizer",
    "grad_checkpointing",
    "seq_len",
    "batch",
    "lora_rank",
    "lora_dropout",
    "steps",
    "raw_allocated_gb",
    "raw_reserved_gb",
    "measured_allocated_gb",
    "measured_reserved_gb",
    "scaled_to_full_model",
    "scaled_from_layers",
    "non_torch_gb",
    "rss_delta_gb",
    "estimate_gb",
    "seconds",
    "status",
    "message",
]

# --------------------------------------------------------------------------- architectures


def load_arch(model_id: str) -> Any:
    """Return the catalog's ModelSpec, or the raw YAML row where pydantic is not installed."""
    try:
        from assistant.catalog.specs import load_catalog

        return load_catalog().model(model_id)
    except ImportError:
        import yaml

        rows = yaml.safe_load((ROOT / "knowledge" / "specs" / "models.yaml").read_text())
        for row in rows["models"]:
            if row["id"] == model_id:
                return SimpleNamespace(**row)
        raise KeyError(model_id) from None


TINY = dict(
    id="tiny-llama",
    name="tiny llama",
    family="llama",
    num_layers=2,
    hidden_size=64,
    num_attention_heads=4,
    num_kv_heads=2,
    head_dim=16,
    intermediate_size=128,
    vocab_size=1000,
    max_context=512,
    attention="GQA",
    tied_embeddings=True,
)
"""A 2-layer, 64-wide Llama shape for the CPU pipeline check."""


def tiny_param_count(a: Any, layers: int | None = None) -> int:
    """Parameters of a Llama-shaped model: embeddings, attention, SwiGLU MLP, RMSNorms."""
    n = a.num_layers if layers is None else layers
    h, q = a.hidden_size, a.num_attention_heads * a.head_dim
    kv = a.num_kv_heads * a.head_dim
    per_layer = h * q + 2 * h * kv + q * h + 3 * h * a.intermediate_size + 2 * h
    embed = a.vocab_size * h * (1 if a.tied_embeddings else 2)
    return embed + n * per_layer + h


def tiny_arch() -> Any:
    """The tiny architecture as a ModelSpec (so the estimator can size it) or a namespace."""
    fields = dict(TINY)
    fields["params_b"] = tiny_param_count(SimpleNamespace(**fields)) / 1e9
    try:
        from assistant.models import ModelSpec

        return ModelSpec(source="calibrate_gpu.py tiny CPU config", **fields)
    except ImportError:
        return SimpleNamespace(**fields)


def hf_config(arch: Any, layers: int) -> Any:
    """A transformers config for ``arch`` with ``layers`` decoder layers (class by family)."""
    import transformers as tf

    family = str(getattr(arch, "family", "llama")).lower()
    arch_id = str(arch.id)
    if arch_id.startswith("qwen3"):
        cls = tf.Qwen3Config
    elif family == "qwen":
        cls = tf.Qwen2Config  # Qwen1.5/2/2.5: q, k, v projections carry biases
    elif family == "mistral":
        cls = tf.MistralConfig
    else:
        cls = tf.LlamaConfig
    cfg = cls(
        vocab_size=arch.vocab_size,
        hidden_size=arch.hidden_size,
        intermediate_size=arch.intermediate_size,
        num_hidden_layers=layers,
        num_attention_heads=arch.num_attention_heads,
        num_key_value_heads=arch.num_kv_heads,
        head_dim=arch.head_dim,
        tie_word_embeddings=bool(arch.tied_embeddings),
        max_position_embeddings=int(arch.max_context),
        pad_token_id=0,
        bos_token_id=1,
        eos_token_id=2,
    )
    cfg._attn_implementation = "sdpa"  # PyTorch SDPA: flash kernels on Hopper, no s^2 scores
    return cfg


# --------------------------------------------------------------------------- cases


@dataclasses.dataclass(frozen=True)
class Case:
    """One measurement: what to build and what to run on it."""

    model_id: str
    method: str  # inference | full | lora | qlora
    precision: str  # bf16 | int8 | int4
    training_precision: str = ""  # amp | bf16 ('' for inference)
    grad_checkpointing: bool = False
    seq_len: int = 2048
    batch: int = 1
    layers_built: int = 0  # 0 = the full depth
    truncated_pair: tuple[int, int] | None = None
    new_tokens: int = NEW_TOKENS

    @property
    def build(self) -> str:
        """Weights the model is built with: fp32 (AMP master), bf16, int8, nf4 or nf4-dq."""
        if self.method == "qlora":
            return "nf4-dq"
        if self.method == "full" and self.training_precision == "amp":
            return "fp32"
        return {"int8": "int8", "int4": "nf4"}.get(self.precision, "bf16")

    @property
    def quant(self) -> str:
        """The quantizer behind the weights, for the CSV."""
        return {"int8": "bnb-llm.int8", "nf4": "bnb-nf4", "nf4-dq": "bnb-nf4-dq"}.get(
            self.build, ""
        )

    @property
    def group(self) -> tuple[str, str, int, bool]:
        """Cases sharing a built model: model, weights, depth, whether LoRA-wrapped."""
        return (self.model_id, self.build, self.layers_built, self.method in ("lora", "qlora"))

    def label(self) -> str:
        """Short text for progress lines."""
        tp = f"/{self.training_precision}" if self.training_precision else ""
        gc_s = " gc" if self.grad_checkpointing else ""
        depth = f" L={self.layers_built}" if self.layers_built else ""
        return (
            f"{self.model_id} {self.method} {self.precision}{tp}{gc_s} s={self.seq_len}"
            f" b={self.batch}{depth}"
        )

    @property
    def key(self) -> tuple[Any, ...]:
        """The settings that identify a case apart from its depth."""
        return (
            self.model_id,
            self.method,
            self.precision,
            self.training_precision,
            self.grad_checkpointing,
            self.seq_len,
            self.batch,
        )


STATIC_BYTES = {"inference": 2.0, "full-amp": 16.0, "full-bf16": 8.0, "lora": 2.0, "qlora": 0.6}
"""Bytes per parameter that stay resident (weights + grads + AdamW), to decide truncation."""


def _static_bytes(arch: Any, method: str, tp: str) -> float:
    key = f"full-{tp}" if method == "full" else method
    return float(arch.params_b) * 1e9 * STATIC_BYTES[key]


def _specs_for(model_id: str) -> list[dict[str, Any]]:
    """Settings measured for every model (seq_len, batch, gc) per method."""
    out: list[dict[str, Any]] = []
    for seq, batch in ((2048, 1), (8192, 1), (4096, 8)):
        out.append(dict(method="inference", precision="bf16", seq_len=seq, batch=batch))
    for prec in ("int8", "int4"):
        out.append(dict(method="inference", precision=prec, seq_len=4096, batch=1))
    for tp in ("bf16", "amp"):
        for gc_on in (True, False):
            out.append(
                dict(
                    method="full",
                    precision="bf16",
                    training_precision=tp,
                    grad_checkpointing=gc_on,
                    seq_len=2048,
                    batch=1,
                )
            )
        out.append(
            dict(
                method="full",
                precision="bf16",
                training_precision=tp,
                grad_checkpointing=True,
                seq_len=512,
                batch=4,
            )
        )
    # (checkpointing, sequence length, batch) per adapter method, in the order they are run
    adapter_runs = ((True, 2048, 1), (False, 2048, 1), (True, 512, 8), (True, 4096, 1))
    for method, prec in (("lora", "bf16"), ("qlora", "int4")):
        for gc_on, seq_len, batch in adapter_runs:
            out.append(
                dict(
                    method=method,
                    precision=prec,
                    training_precision="amp",
                    grad_checkpointing=gc_on,
                    seq_len=seq_len,
                    batch=batch,
                )
            )
    return out


def gpu_cases(models: Iterable[str], capacity_bytes: float) -> list[Case]:
    """The GPU case list, most informative first; truncated builds where a model won't fit."""
    cases: list[Case] = []
    for model_id in models:
        arch = load_arch(model_id)
        for spec in _specs_for(model_id):
            static = _static_bytes(arch, spec["method"], spec.get("training_precision", ""))
            if static <= FIT_FRACTION * capacity_bytes:
                cases.append(Case(model_id=model_id, **spec))
                continue
            n = int(arch.num_layers)
            pair = (max(1, n // 4), max(2, n // 2))
            for layers in pair:
                cases.append(
                    Case(model_id=model_id, layers_built=layers, truncated_pair=pair, **spec)
                )
    # Keep cases that share a built model together, in first-seen order.
    order: dict[tuple[str, str, int, bool], int] = {}
    for c in cases:
        order.setdefault(c.group, len(order))
    return sorted(cases, key=lambda c: order[c.group])


def tiny_cases(force_truncate: bool = True) -> list[Case]:
    """Every method on the tiny model, including a truncated (1 and 2 layer) AMP pair."""
    mid = TINY["id"]
    out = [
        Case(mid, "inference", "bf16", seq_len=32, batch=1, new_tokens=4),
        Case(mid, "inference", "bf16", seq_len=64, batch=2, new_tokens=4),
        Case(mid, "inference", "int8", seq_len=32, batch=1, new_tokens=4),
        Case(mid, "inference", "int4", seq_len=32, batch=1, new_tokens=4),
        Case(mid, "full", "bf16", "bf16", True, 32, 2),
        Case(mid, "full", "bf16", "bf16", False, 32, 2),
        Case(mid, "lora", "bf16", "amp", True, 32, 2),
        Case(mid, "lora", "bf16", "amp", False, 32, 2),
        Case(mid, "qlora", "int4", "amp", True, 32, 2),
        Case(mid, "qlora", "int4", "amp", False, 32, 2),
    ]
    if force_truncate:
        for gc_on in (True, False):
            for layers in (1, 2):
                out.append(
                    Case(
                        mid,
                        "full",
                        "bf16",
                        "amp",
                        gc_on,
                        32,
                        2,
                        layers_built=layers,
                        truncated_pair=(1, 2),
                    )
                )
    else:
        out.append(Case(mid, "full", "bf16", "amp", True, 32, 2))
    return out


# --------------------------------------------------------------------------- environment


def _version(name: str) -> str:
    try:
        from importlib.metadata import version

        return version(name)
    except Exception:  # noqa: BLE001 - any failure means "not installed"
        return ""


def _driver() -> str:
    try:
        res = subprocess.run(
            ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
            capture_output=True,
            text=True,
            timeout=20,
            check=False,
        )
        return res.stdout.strip().splitlines()[0] if res.stdout.strip() else ""
    except (OSError, subprocess.SubprocessError):
        return ""


def environment(device: str) -> dict[str, Any]:
    """GPU, driver and library versions recorded on every row."""
    import torch

    env: dict[str, Any] = {
        "device": device,
        "torch": torch.__version__,
        "transformers": _version("transformers"),
        "peft": _version("peft"),
        "bitsandbytes": _version("bitsandbytes"),
        "python": platform.python_version(),
        "allocator_conf": os.environ.get("PYTORCH_CUDA_ALLOC_CONF", ""),
        "attn_implementation": "sdpa",
    }
    if device == "cuda":
        props = torch.cuda.get_device_properties(0)
        env.update(
            gpu_name=props.name,
            gpu_total_gb=round(props.total_memory / GB, 3),
            driver=_driver(),
            cuda=torch.version.cuda or "",
        )
    else:
        env.update(gpu_name="cpu (tensor byte count)", gpu_total_gb="", driver="", cuda="")
    return env


# --------------------------------------------------------------------------- memory probes


def _tensor_bytes(tensors: Iterable[Any]) -> int:
    seen: set[int] = set()
    total = 0
    for t in tensors:
        if t is None or not hasattr(t, "untyped_storage"):
            continue
        st = t.untyped_storage()
        ptr = st.data_ptr()
        if ptr in seen:
            continue
        seen.add(ptr)
        total += st.nbytes()
    return total


class CpuProbe:
    """Peak tensor bytes on the CPU: parameters, gradients, optimizer state, saved tensors."""

    def __init__(self) -> None:
        self.saved: dict[int, int] = {}
        self.peak_bytes = 0

    def _pack(self, t: Any) -> Any:
        st = t.untyped_storage()
        self.saved[st.data_ptr()] = st.nbytes()
        return t

    @contextlib.contextmanager
    def saving(self) -> Iterator[None]:
        """Count tensors autograd saves for backward during a forward pass."""
        import torch

        self.saved = {}
        with torch.autograd.graph.saved_tensors_hooks(self._pack, lambda t: t):
            yield

    def note(self, *groups: Iterable[Any], extra: int = 0) -> None:
        """Record live bytes now: the given tensors, plus the tensors saved for backward."""
        total = sum(_tensor_bytes(g) for g in groups) + sum(self.saved.values()) + extra
        self.peak_bytes = max(self.peak_bytes, total)


def _rss() -> int:
    try:
        import psutil

        return int(psutil.Process().memory_info().rss)
    except ImportError:
        return 0


def _sync(device: str) -> None:
    if device == "cuda":
        import torch

        torch.cuda.synchronize()


def _clear(device: str, full: bool = False) -> None:
    """Free what the last case left (cycles from exceptions too) and return cached blocks.

    Between cases only young objects are collected (the built model is frozen out of the
    collector's view, see Runner._run_group): a full collection takes most of a second.
    """
    if full:
        gc.unfreeze()
    gc.collect()
    if device == "cuda":
        import torch

        torch.cuda.synchronize()
        torch.cuda.empty_cache()


def _non_torch_gb(device: str) -> float | str:
    """Device memory in use that PyTorch's allocator does not hold (CUDA context, libraries)."""
    if device != "cuda":
        return ""
    import torch

    free, total = torch.cuda.mem_get_info()
    return round((total - free - torch.cuda.memory_reserved()) / GB, 3)


# --------------------------------------------------------------------------- building


def _replace_linears(model: Any, make: Callable[[Any], Any]) -> None:
    """Swap every nn.Linear inside the decoder (not lm_head) for ``make(linear)``."""
    import torch

    body = model.get_decoder() if hasattr(model, "get_decoder") else model.model
    targets = [
        (name, mod) for name, mod in body.named_modules() if isinstance(mod, torch.nn.Linear)
    ]
    for name, lin in targets:
        parent_name, _, child = name.rpartition(".")
        parent = body.get_submodule(parent_name) if parent_name else body
        setattr(parent, child, make(lin))
        del lin


def quantize(model: Any, build: str, device: str) -> None:
    """Quantize the decoder's linear layers in place with bitsandbytes, as from_pretrained does.

    Embeddings, norms and lm_head stay in bf16, as transformers' bitsandbytes integration keeps
    them. NF4 uses bf16 compute; ``nf4-dq`` adds double quantization (QLoRA's recipe).
    """
    import bitsandbytes as bnb
    import torch

    def nf4(lin: Any) -> Any:
        new = bnb.nn.Linear4bit(
            lin.in_features,
            lin.out_features,
            bias=lin.bias is not None,
            compute_dtype=torch.bfloat16,
            compress_statistics=build == "nf4-dq",
            quant_type="nf4",
            device="meta",
        )
        new.weight = bnb.nn.Params4bit(
            lin.weight.data,
            requires_grad=False,
            compress_statistics=build == "nf4-dq",
            quant_type="nf4",
            module=new,
        ).to(device)
        if lin.bias is not None:
            new.bias = torch.nn.Parameter(lin.bias.data, requires_grad=False)
        return new

    def int8(lin: Any) -> Any:
        # threshold 6.0: LLM.int8() outlier threshold, transformers' BitsAndBytesConfig default.
        new = bnb.nn.Linear8bitLt(
            lin.in_features,
            lin.out_features,
            bias=lin.bias is not None,
            has_fp16_weights=False,
            threshold=6.0,
            device="meta",
        )
        param = bnb.nn.Int8Params(lin.weight.data, requires_grad=False, has_fp16_weights=False)
        new.weight = param._quantize(device)
        if lin.bias is not None:
            new.bias = torch.nn.Parameter(lin.bias.data, requires_grad=False)
        return new

    _replace_linears(model, nf4 if build.startswith("nf4") else int8)


def build_model(arch: Any, case: Case, device: str) -> Any:
    """Random-weight model for ``case`` on ``device`` (LoRA-wrapped for lora/qlora)."""
    import torch
    from transformers import AutoModelForCausalLM

    layers = case.layers_built or int(arch.num_layers)
    cfg = hf_config(arch, layers)
    dtype = torch.float32 if case.build == "fp32" else torch.bfloat16
    with torch.device(device):
        try:
            model = AutoModelForCausalLM.from_config(cfg, dtype=dtype)
        except TypeError:  # transformers < 4.56 spells it torch_dtype
            model = AutoModelForCausalLM.from_config(cfg, torch_dtype=dtype)
    if next(model.parameters()).device.type != device:
        model.to(device)  # a transformers version that ignored the default-device context
    if case.build in ("int8", "nf4", "nf4-dq"):
        quantize(model, case.build, device)
    if case.method in ("lora", "qlora"):
        from peft import LoraConfig, get_peft_model

        for p in model.parameters():
            p.requires_grad_(False)
        model.enable_input_require_grads()
        lcfg = LoraConfig(
            r=LORA_RANK,
            lora_alpha=LORA_ALPHA,
            lora_dropout=LORA_DROPOUT,
            target_modules="all-linear",
            task_type="CAUSAL_LM",
        )
        # peft keeps adapters in fp32 on a bf16 base (autocast_adapter_dtype), as its docs say.
        model = get_peft_model(model, lcfg)
    model.train(case.method != "inference")
    return model


def count_params(model: Any) -> tuple[int, int]:
    """All parameters (4-bit packed weights at their logical size) and the trainable ones."""
    total = trainable = 0
    for p in model.parameters():
        n = p.numel()
        if getattr(p, "quant_state", None) is not None:
            shape = p.quant_state.shape
            n = int(math.prod(shape))
        total += n
        if p.requires_grad:
            trainable += n
    return total, trainable


# --------------------------------------------------------------------------- running


def _tokens(arch: Any, case: Case, length: int, device: str) -> Any:
    import torch

    gen = torch.Generator(device="cpu").manual_seed(0)
    ids = torch.randint(3, int(arch.vocab_size), (case.batch, length), generator=gen)
    return ids.to(device)


def _set_checkpointing(model: Any, on: bool) -> None:
    if on:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    elif getattr(model, "is_gradient_checkpointing", False):
        model.gradient_checkpointing_disable()


def _kv_bytes(cache: Any) -> int:
    layers = getattr(cache, "layers", None)
    if layers is not None:
        return _tensor_bytes(
            t for lyr in layers for t in (getattr(lyr, "keys", None), getattr(lyr, "values", None))
        )
    tensors: list[Any] = []
    for item in cache or []:
        tensors.extend(item)
    return _tensor_bytes(tensors)


def run_inference(model: Any, arch: Any, case: Case, device: str, probe: CpuProbe) -> None:
    """Prefill seq_len - new_tokens tokens, then generate new_tokens greedily."""
    import torch

    ids = _tokens(arch, case, max(1, case.seq_len - case.new_tokens), device)
    with torch.no_grad():
        out = model.generate(
            input_ids=ids,
            attention_mask=torch.ones_like(ids),
            max_new_tokens=case.new_tokens,
            min_new_tokens=case.new_tokens,
            do_sample=False,
            pad_token_id=0,
            use_cache=True,
            return_dict_in_generate=True,
        )
    if device != "cuda":
        probe.note(
            model.parameters(),
            model.buffers(),
            extra=_kv_bytes(getattr(out, "past_key_values", None)),
        )


def run_training(model: Any, arch: Any, case: Case, device: str, probe: CpuProbe) -> None:
    """TRAIN_STEPS AdamW steps on random tokens (labels = inputs)."""
    import torch

    params = [p for p in model.parameters() if p.requires_grad]
    # Fused AdamW: the Trainer's default optimizer (adamw_torch_fused), no multi-tensor copies.
    opt = torch.optim.AdamW(params, lr=1e-5, fused=True)
    amp = case.training_precision == "amp"
    ids = _tokens(arch, case, case.seq_len, device)
    for _ in range(TRAIN_STEPS):
        with probe.saving() if device != "cuda" else contextlib.nullcontext():
            with torch.autocast(device_type=device, dtype=torch.bfloat16, enabled=amp):
                loss = model(input_ids=ids, labels=ids, use_cache=False).loss
            if device != "cuda":
                state = [t for s in opt.state.values() for t in s.values()]
                probe.note(model.parameters(), state)
        loss.backward()
        if device != "cuda":
            probe.saved = {}
            state = [t for s in opt.state.values() for t in s.values()]
            probe.note(model.parameters(), (p.grad for p in params), state)
        opt.step()
        if device != "cuda":
            state = [t for s in opt.state.values() for t in s.values()]
            probe.note(model.parameters(), (p.grad for p in params), state)
        opt.zero_grad(set_to_none=True)
        del loss
    del opt


class CaseTimeout(Exception):
    """A case ran past its own time limit."""


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise CaseTimeout after ``seconds`` (SIGALRM; only in the main thread on Unix)."""
    usable = hasattr(signal, "SIGALRM") and seconds > 0
    if usable:

        def _raise(signum: int, frame: Any) -> None:
            raise CaseTimeout(f"case ran past {seconds:.0f} s")

        old = signal.signal(signal.SIGALRM, _raise)
        signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        if usable:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)


def measure(model: Any, arch: Any, case: Case, device: str) -> tuple[float, float, float]:
    """Run one case; return (peak allocated GB, peak reserved GB, RSS growth GB)."""
    import torch

    probe = CpuProbe()
    _clear(device)
    if device == "cuda":
        torch.cuda.reset_peak_memory_stats()
    rss0 = _rss()
    if case.method == "inference":
        model.eval()
        run_inference(model, arch, case, device, probe)
    else:
        model.train()
        _set_checkpointing(model, case.grad_checkpointing)
        run_training(model, arch, case, device, probe)
    _sync(device)
    rss = max(0, _rss() - rss0) / GB
    if device == "cuda":
        return (torch.cuda.max_memory_allocated() / GB, torch.cuda.max_memory_reserved() / GB, rss)
    # No caching allocator to read on the CPU: the tensor count stands for both figures.
    return probe.peak_bytes / GB, probe.peak_bytes / GB, rss


# --------------------------------------------------------------------------- estimates


def workload_fields(row: dict[str, Any]) -> dict[str, Any]:
    """The estimator's Workload arguments for a CSV row (see assistant.sizing.Workload)."""
    method = row["method"]
    fields: dict[str, Any] = dict(
        method=method, seq_len=int(row["seq_len"]), batch=int(row["batch"])
    )
    if method == "inference":
        fields["precision"] = row["precision"]
        return fields
    fields["grad_checkpointing"] = str(row["grad_checkpointing"]).lower() == "true"
    fields["training_precision"] = row["training_precision"] or "amp"
    fields["optimizer"] = "adamw"
    if method in ("lora", "qlora"):
        fields["lora_rank"] = int(row["lora_rank"] or LORA_RANK)
        fields["lora_targets"] = "all-linear"
        fields["lora_dropout"] = float(row.get("lora_dropout") or 0.0) > 0
    if method == "qlora":
        fields["double_quant"] = row.get("quant", "") != "bnb-nf4"
    return fields


def _catalog_gpu(name: str) -> Any:
    from assistant.catalog.specs import load_catalog
    from assistant.errors import UnknownName

    cat = load_catalog()
    try:
        return cat.gpu(name)
    except UnknownName:
        return cat.gpu("h200")


def estimate_row(row: dict[str, Any], arch: Any | None = None) -> Any:
    """The sizing estimator's MemoryEstimate for a row, or None where it cannot be imported."""
    try:
        from assistant.calc.sizing import Workload, estimate_memory
    except ImportError:
        return None
    model = arch if arch is not None else load_arch(row["model_id"])
    gpu = _catalog_gpu(str(row.get("gpu_name") or "h200"))
    return estimate_memory(model, gpu, 1, Workload(**workload_fields(row)), with_alternatives=False)


def estimated_reserved_gb(row: dict[str, Any]) -> float | None:
    """Estimator figure comparable with measured_reserved_gb: per-GPU peak less CUDA context.

    PyTorch's reserved memory excludes the CUDA context and library handles, which the
    estimator counts as ``cuda_context_gb`` inside its overhead.
    """
    est = estimate_row(row)
    if est is None:
        return None
    return float(est.per_gpu_gb) - float(est.cuda_context_gb)


REL_TOLERANCE = 0.15
"""Estimator vs measured reserved memory: within 15% of the measurement ..."""
ABS_TOLERANCE_GB = 0.5
"""... or within 0.5 GB, whichever is wider (sub-2 GB cases are dominated by fixed buffers)."""


@dataclasses.dataclass(frozen=True)
class Deviation:
    """Estimator vs one measured row."""

    model_id: str
    method: str
    precision: str
    training_precision: str
    grad_checkpointing: str
    seq_len: int
    batch: int
    measured_gb: float
    estimated_gb: float
    rel_error: float
    """(estimated - measured) / measured."""
    within: bool

    def describe(self) -> str:
        """One line for test failures and the README table."""
        tp = f" {self.training_precision}" if self.training_precision else ""
        gc_s = " gc" if self.grad_checkpointing.lower() == "true" else ""
        return (
            f"{self.model_id} {self.method} {self.precision}{tp}{gc_s} s={self.seq_len}"
            f" b={self.batch}: measured {self.measured_gb:.2f} GB, estimated"
            f" {self.estimated_gb:.2f} GB ({self.rel_error:+.0%})"
        )


def is_gpu_row(row: dict[str, Any]) -> bool:
    """A full-model measurement taken on CUDA that finished."""
    return (
        row.get("device") == "cuda"
        and row.get("status") == "ok"
        and (
            str(row.get("scaled_to_full_model")).lower() == "true"
            or int(row.get("layers_built") or 0) == int(row.get("num_layers") or -1)
        )
    )


def compare_rows(
    rows: Iterable[dict[str, Any]],
    estimator: Callable[[dict[str, Any]], float | None] = estimated_reserved_gb,
) -> list[Deviation]:
    """Compare ``estimator(row)`` with each full-model GPU row's measured_reserved_gb."""
    out: list[Deviation] = []
    for row in rows:
        if not is_gpu_row(row):
            continue
        est = estimator(row)
        if est is None:
            continue
        meas = float(row["measured_reserved_gb"])
        err = est - meas
        out.append(
            Deviation(
                model_id=row["model_id"],
                method=row["method"],
                precision=row["precision"],
                training_precision=row.get("training_precision", ""),
                grad_checkpointing=str(row.get("grad_checkpointing", "")),
                seq_len=int(row["seq_len"]),
                batch=int(row["batch"]),
                measured_gb=meas,
                estimated_gb=est,
                rel_error=err / meas if meas else math.inf,
                within=abs(err) <= max(REL_TOLERANCE * meas, ABS_TOLERANCE_GB),
            )
        )
    return out


# --------------------------------------------------------------------------- scaling


def extrapolate(l1: int, m1: float, l2: int, m2: float, layers: int) -> float:
    """Linear in depth: m(L) = m1 + (m2 - m1) / (l2 - l1) x (L - l1)."""
    if l2 == l1:
        raise ValueError("two different depths are needed to extrapolate")
    return m1 + (m2 - m1) / (l2 - l1) * (layers - l1)


def scaled_row(first: dict[str, Any], second: dict[str, Any], layers: int) -> dict[str, Any]:
    """A full-depth row extrapolated from two truncated builds of the same case."""
    l1, l2 = int(first["layers_built"]), int(second["layers_built"])
    row = dict(second)
    row.update(
        layers_built=layers,
        scaled_to_full_model=True,
        scaled_from_layers=f"{l1}+{l2}",
        params_built=round(
            extrapolate(l1, float(first["params_built"]), l2, float(second["params_built"]), layers)
        ),
        trainable_params=round(
            extrapolate(
                l1, float(first["trainable_params"]), l2, float(second["trainable_params"]), layers
            )
        ),
        raw_allocated_gb="",
        raw_reserved_gb="",
        seconds="",
    )
    for col in ("allocated", "reserved"):
        val = extrapolate(
            l1, float(first[f"raw_{col}_gb"]), l2, float(second[f"raw_{col}_gb"]), layers
        )
        row[f"measured_{col}_gb"] = round(val, 6)
    row["message"] = f"extrapolated linearly in depth from {l1} and {l2} layers"
    return row


# --------------------------------------------------------------------------- the run


class CsvSink:
    """Append rows to a CSV, flushing each one so a killed run keeps what it measured."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._fh = path.open("w", newline="", encoding="utf-8")
        self._w = csv.DictWriter(self._fh, fieldnames=COLUMNS, extrasaction="ignore")
        self._w.writeheader()
        self._fh.flush()
        self.rows: list[dict[str, Any]] = []

    def write(self, row: dict[str, Any]) -> None:
        """Write one row and flush it to disk."""
        self._w.writerow(row)
        self._fh.flush()
        os.fsync(self._fh.fileno())
        self.rows.append(row)

    def close(self) -> None:
        """Close the file."""
        self._fh.close()


def _base_row(env: dict[str, Any], run_id: str, arch: Any, case: Case) -> dict[str, Any]:
    layers = case.layers_built or int(arch.num_layers)
    return dict(
        env,
        run_id=run_id,
        timestamp=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        model_id=case.model_id,
        family=getattr(arch, "family", ""),
        num_layers=int(arch.num_layers),
        layers_built=layers,
        method=case.method,
        precision=case.precision,
        quant=case.quant,
        training_precision=case.training_precision,
        optimizer="" if case.method == "inference" else "adamw_torch_fused",
        grad_checkpointing=case.grad_checkpointing if case.method != "inference" else "",
        seq_len=case.seq_len,
        batch=case.batch,
        lora_rank=LORA_RANK if case.method in ("lora", "qlora") else "",
        lora_dropout=LORA_DROPOUT if case.method in ("lora", "qlora") else "",
        steps=TRAIN_STEPS if case.method != "inference" else case.new_tokens,
        scaled_to_full_model=False,
        scaled_from_layers="",
        params_built="",
        trainable_params="",
        raw_allocated_gb="",
        raw_reserved_gb="",
        measured_allocated_gb="",
        measured_reserved_gb="",
        non_torch_gb="",
        rss_delta_gb="",
        estimate_gb="",
        seconds="",
        status="",
        message="",
    )


def _estimate_into(row: dict[str, Any], arch: Any) -> None:
    try:
        est = estimate_row(row, arch)
    except Exception as exc:  # noqa: BLE001 - the measurement matters more than the estimate
        row["message"] = (row["message"] + f"; estimate failed: {exc}").strip("; ")[:300]
        return
    if est is not None:
        row["estimate_gb"] = est.per_gpu_gb


def _is_oom(exc: BaseException) -> bool:
    return "out of memory" in str(exc).lower() or type(exc).__name__ == "OutOfMemoryError"


def _skip(
    sink: CsvSink,
    env: dict[str, Any],
    run_id: str,
    arches: dict[str, Any],
    cases: Iterable[Case],
    why: str,
) -> None:
    for case in cases:
        row = _base_row(env, run_id, arches[case.model_id], case)
        row.update(status="skipped", message=why)
        sink.write(row)


@dataclasses.dataclass
class Runner:
    """Runs a case list against a time budget, writing a row per case."""

    sink: CsvSink
    env: dict[str, Any]
    device: str
    budget_s: float
    case_timeout_s: float
    arches: dict[str, Any]
    run_id: str
    start: float = dataclasses.field(default_factory=time.monotonic)
    by_key: dict[tuple[Any, ...], dict[int, dict[str, Any]]] = dataclasses.field(
        default_factory=dict
    )

    def left(self) -> float:
        """Seconds left in the budget."""
        return self.budget_s - (time.monotonic() - self.start)

    def run(self, cases: list[Case]) -> None:
        """Run every group of cases that share a built model, until the budget runs out."""
        groups: dict[tuple[str, str, int, bool], list[Case]] = {}
        for c in cases:
            groups.setdefault(c.group, []).append(c)
        pending = list(groups.values())
        while pending:
            group = pending.pop(0)
            if self.left() < 5:
                rest = [c for g in [group, *pending] for c in g]
                _skip(
                    self.sink,
                    self.env,
                    self.run_id,
                    self.arches,
                    rest,
                    f"time budget of {self.budget_s:.0f} s used up",
                )
                return
            self._run_group(group)

    def _run_group(self, group: list[Case]) -> None:
        arch = self.arches[group[0].model_id]
        t0 = time.monotonic()
        try:
            with time_limit(min(self.case_timeout_s, max(1.0, self.left()))):
                model = build_model(arch, group[0], self.device)
            params, trainable = count_params(model)
        except Exception as exc:  # noqa: BLE001 - record and go on with the next group
            msg = f"build failed: {type(exc).__name__}: {exc}"[:300]
            status = (
                "oom" if _is_oom(exc) else ("skipped" if isinstance(exc, ImportError) else "error")
            )
            del exc
            _clear(self.device)
            _skip_status(self, group, status, msg)
            return
        build_s = time.monotonic() - t0
        gc.freeze()  # the model lives for the whole group: keep it out of per-case collections
        print(f"[build] {group[0].group} {params / 1e9:.3f}B params in {build_s:.1f} s", flush=True)
        for i, case in enumerate(group):
            if self.left() < 5:
                _skip(
                    self.sink,
                    self.env,
                    self.run_id,
                    self.arches,
                    group[i:],
                    f"time budget of {self.budget_s:.0f} s used up",
                )
                break
            self._run_case(model, arch, case, params, trainable)
        del model
        _clear(self.device, full=True)

    def _run_case(self, model: Any, arch: Any, case: Case, params: int, trainable: int) -> None:
        row = _base_row(self.env, self.run_id, arch, case)
        row.update(
            params_built=params, trainable_params=0 if case.method == "inference" else trainable
        )
        t0 = time.monotonic()
        try:
            with time_limit(min(self.case_timeout_s, max(1.0, self.left()))):
                alloc, reserved, rss = measure(model, arch, case, self.device)
            row.update(
                status="ok",
                raw_allocated_gb=round(alloc, 6),
                raw_reserved_gb=round(reserved, 6),
                rss_delta_gb=round(rss, 6),
            )
            if not case.truncated_pair:
                row.update(
                    measured_allocated_gb=round(alloc, 6), measured_reserved_gb=round(reserved, 6)
                )
        except Exception as exc:  # noqa: BLE001 - one failing case must not end the run
            status = "oom" if _is_oom(exc) else "error"
            row.update(status=status, message=f"{type(exc).__name__}: {exc}"[:300])
            if self.device == "cuda" and status == "oom":
                import torch

                row["raw_allocated_gb"] = round(torch.cuda.max_memory_allocated() / GB, 4)
                row["raw_reserved_gb"] = round(torch.cuda.max_memory_reserved() / GB, 4)
            del exc
        finally:
            with contextlib.suppress(Exception):
                model.zero_grad(set_to_none=True)
            _clear(self.device)
        row.update(seconds=round(time.monotonic() - t0, 2), non_torch_gb=_non_torch_gb(self.device))
        if not case.truncated_pair:
            _estimate_into(row, arch)
        self.sink.write(row)
        print(
            f"[{row['status']}] {case.label()} alloc={row['raw_allocated_gb']}"
            f" reserved={row['raw_reserved_gb']} est={row['estimate_gb']} {row['seconds']} s",
            flush=True,
        )
        self._maybe_scale(case, row, arch)

    def _maybe_scale(self, case: Case, row: dict[str, Any], arch: Any) -> None:
        if not case.truncated_pair or row["status"] != "ok":
            return
        got = self.by_key.setdefault(case.key, {})
        got[case.layers_built] = row
        l1, l2 = case.truncated_pair
        if l1 in got and l2 in got:
            full = scaled_row(got[l1], got[l2], int(arch.num_layers))
            _estimate_into(full, arch)
            self.sink.write(full)
            print(
                f"[scaled] {case.label()} -> L={arch.num_layers}:"
                f" {full['measured_reserved_gb']} GB reserved",
                flush=True,
            )


def _skip_status(runner: Runner, group: list[Case], status: str, msg: str) -> None:
    for case in group:
        row = _base_row(runner.env, runner.run_id, runner.arches[case.model_id], case)
        row.update(status=status, message=msg)
        runner.sink.write(row)


def main(argv: list[str] | None = None) -> int:
    """Parse arguments, build the case list and run it."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--budget-s", type=float, default=420.0)
    ap.add_argument("--case-timeout-s", type=float, default=90.0)
    ap.add_argument("--tiny", action="store_true", help="2-layer model on the CPU (CI check)")
    ap.add_argument("--models", default=",".join(CALIBRATION_MODELS))
    ap.add_argument("--max-cases", type=int, default=0, help="run only the first N cases")
    args = ap.parse_args(argv)

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    # bitsandbytes warns on every int8 matmul that bf16 inputs are cast to fp16.
    warnings.filterwarnings("ignore", message=".*inputs will be cast from.*")
    logging.getLogger("bitsandbytes.autograd._functions").setLevel(logging.ERROR)
    # transformers 5.2x renames gradient_checkpointing_* to activation_checkpointing_*; the
    # device image's 5.17 may predate the new names, so the old ones stay (and stay quiet).
    warnings.filterwarnings("ignore", message=".*deprecated and will be removed in v6.*")
    import torch

    device = "cuda" if torch.cuda.is_available() and not args.tiny else "cpu"
    if device == "cpu" and not args.tiny:
        print("no CUDA device: pass --tiny for the CPU pipeline check", file=sys.stderr)
        return 2
    torch.manual_seed(0)
    if args.tiny:
        arches = {TINY["id"]: tiny_arch()}
        cases = tiny_cases()
    else:
        models = [m.strip() for m in args.models.split(",") if m.strip()]
        arches = {m: load_arch(m) for m in models}
        cap = torch.cuda.get_device_properties(0).total_memory
        cases = gpu_cases(models, cap)
    if args.max_cases:
        cases = cases[: args.max_cases]
    env = environment(device)
    run_id = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%SZ")
    print(f"[env] {env}", flush=True)
    print(f"[plan] {len(cases)} cases, budget {args.budget_s:.0f} s -> {args.out}", flush=True)
    sink = CsvSink(args.out)
    try:
        Runner(sink, env, device, args.budget_s, args.case_timeout_s, arches, run_id).run(cases)
    finally:
        sink.close()
    counts: dict[str, int] = {}
    for row in sink.rows:
        counts[row["status"]] = counts.get(row["status"], 0) + 1
    print(f"[done] {len(sink.rows)} rows {counts} -> {args.out}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Short benchmarks with torch: matmul TFLOPS, memory and PCIe bandwidth, a decode probe.

Every probe runs the same code on a CUDA device and on the CPU; on the CPU the sizes are small
(``SIZES["cpu"]``) so the tests exercise the whole path in seconds. Timing goes through an
injectable clock and a ``sync`` that waits for the device, so the FLOP and byte counting can be
checked against a fake clock. torch is imported inside the functions: the rest of the package
works without it.

Conventions: TFLOPS = 2·n³ floating-point operations per n×n matmul / seconds / 1e12; GB/s =
bytes moved / seconds / 1e9, where a device-to-device copy of N bytes moves 2N (one read and
one write, the STREAM "copy" convention).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, Field

from assistant.models import ModelSpec

Mode = Literal["quick", "full", "cpu"]
T = TypeVar("T")
Clock = Callable[[], float]


@dataclass(frozen=True)
class Sizes:
    """How big and how long each probe runs in one mode."""

    matmul_n: int
    matmul_iters: int
    copy_mib: int
    copy_iters: int
    host_mib: int
    block_limit_gib: float
    """Largest block the allocation probe tries (the search stops there)."""
    decode_layers: int | None
    """Layers of the decode probe model; None builds every layer of the config."""
    decode_vocab: int | None
    """Vocabulary of the decode probe; None keeps the config's."""
    decode_tokens: int
    peers: bool


SIZES: dict[Mode, Sizes] = {
    # 8192^3 bf16 matmuls are large enough to be compute-bound on every card sold since 2018
    # (256 FLOP/byte at n=8192, above the H100's 295 ridge only slightly; MAMF's best shapes
    # are of this order, stas00/ml-engineering compute/accelerator); 1 GiB copies exceed every
    # L2 cache (H100: 50 MB) by far, so the copy measures HBM/GDDR, not cache.
    "quick": Sizes(8192, 20, 1024, 10, 256, 256.0, None, None, 64, True),
    "full": Sizes(8192, 100, 2048, 40, 1024, 256.0, None, None, 256, True),
    "cpu": Sizes(256, 3, 16, 3, 16, 0.25, 2, 4096, 8, False),
}


class DeviceFigures(BaseModel):
    """What one device measured; None for a probe that could not run there."""

    device: str
    """``cuda:0`` … or ``cpu``."""
    bf16_tflops: float | None = None
    fp16_tflops: float | None = None
    fp8_tflops: float | None = None
    memory_gb_s: float | None = None
    """Device memory copy bandwidth, GB/s (read plus write)."""
    h2d_gb_s: float | None = None
    """Pinned host-to-device copy, GB/s."""
    d2h_gb_s: float | None = None
    largest_block_gib: float | None = None
    """The largest single allocation that succeeded, GiB."""
    largest_block_capped: bool = False
    """True when the search stopped at the mode's limit rather than at a failure."""
    decode_model_id: str | None = None
    decode_layers: int | None = None
    decode_tokens_s: float | None = None
    """Batch-1 greedy decode steps per second on the randomly initialised probe model."""
    failed: list[str] = Field(default_factory=list)
    """Probes that raised, with the first line of the error."""


class PeerFigure(BaseModel):
    """One GPU-to-GPU copy."""

    src: int
    dst: int
    gb_s: float
    """Bytes copied from ``src`` to ``dst`` per second, GB/s (one direction)."""


class ProbeReport(BaseModel):
    """Every figure of one run."""

    mode: Mode
    torch_version: str | None = None
    devices: list[DeviceFigures] = Field(default_factory=list)
    peers: list[PeerFigure] = Field(default_factory=list)
    seconds: float = 0.0


def _torch() -> Any:
    import torch

    return torch


def _sync(torch: Any, device: str) -> Callable[[], None]:
    if device.startswith("cuda"):
        return lambda: torch.cuda.synchronize(device)
    return lambda: None


def timed(run: Callable[[], object], iters: int, sync: Callable[[], None], clock: Clock) -> float:
    """Seconds for ``iters`` calls of ``run`` after one warm-up call."""
    run()
    sync()
    start = clock()
    for _ in range(iters):
        run()
    sync()
    return max(clock() - start, 1e-9)


def matmul_tflops(
    device: str, dtype_name: str, n: int, iters: int, clock: Clock = time.perf_counter
) -> float | None:
    """Dense n×n×n matmul throughput in TFLOPS; None when the dtype does not run there."""
    torch = _torch()
    sync = _sync(torch, device)
    try:
        if dtype_name == "fp8":
            if not device.startswith("cuda") or not hasattr(torch, "float8_e4m3fn"):
                return None
            a = torch.randn(n, n, device=device).to(torch.float8_e4m3fn)
            b = torch.randn(n, n, device=device).to(torch.float8_e4m3fn).t()
            one = torch.tensor(1.0, device=device)

            def run() -> object:
                return torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)

        else:
            dtype = {"bf16": torch.bfloat16, "fp16": torch.float16}[dtype_name]
            a = torch.randn(n, n, device=device, dtype=dtype)
            b = torch.randn(n, n, device=device, dtype=dtype)

            def run() -> object:
                return a @ b

        seconds = timed(run, iters, sync, clock)
    except (RuntimeError, TypeError, NotImplementedError):
        return None
    return 2 * n**3 * iters / seconds / 1e12


def copy_gb_s(device: str, mib: int, iters: int, clock: Clock = time.perf_counter) -> float:
    """Device memory bandwidth of a ``mib`` MiB copy, GB/s (read plus write)."""
    torch = _torch()
    src = torch.empty(mib * 2**20, dtype=torch.uint8, device=device).fill_(1)
    dst = torch.empty_like(src)
    seconds = timed(lambda: dst.copy_(src), iters, _sync(torch, device), clock)
    return float(2 * src.numel() * iters / seconds / 1e9)


def host_gb_s(
    device: str, mib: int, iters: int, clock: Clock = time.perf_counter
) -> tuple[float, float]:
    """Pinned host-to-device and device-to-host bandwidth, GB/s each."""
    torch = _torch()
    pin = device.startswith("cuda")
    host = torch.empty(mib * 2**20, dtype=torch.uint8, pin_memory=pin).fill_(1)
    dev = torch.empty(mib * 2**20, dtype=torch.uint8, device=device)
    sync = _sync(torch, device)
    h2d = timed(lambda: dev.copy_(host, non_blocking=pin), iters, sync, clock)
    d2h = timed(lambda: host.copy_(dev, non_blocking=pin), iters, sync, clock)
    moved = host.numel() * iters
    return moved / h2d / 1e9, moved / d2h / 1e9


def largest_block_gib(device: str, limit_gib: float) -> tuple[float, bool]:
    """The largest single allocation that succeeds, to 1/64 GiB, and whether ``limit`` capped it.

    A bisection between 0 and ``limit_gib``; each try allocates, touches the first byte and
    frees, so nothing stays resident.
    """
    torch = _torch()
    step = 2**30 // 64

    def fits(units: int) -> bool:
        try:
            block = torch.empty(units * step, dtype=torch.uint8, device=device)
            block[:1].fill_(0)
            del block
            return True
        except (RuntimeError, MemoryError):
            return False
        finally:
            if device.startswith("cuda"):
                torch.cuda.empty_cache()

    top = int(limit_gib * 64)
    if fits(top):
        return top / 64, True
    low, high = 0, top
    while high - low > 1:
        mid = (low + high) // 2
        low, high = (mid, high) if fits(mid) else (low, mid)
    return low / 64, False


def peer_gb_s(src: int, dst: int, mib: int, iters: int, clock: Clock = time.perf_counter) -> float:
    """One-direction GPU-to-GPU copy bandwidth, GB/s (P2P over NVLink or PCIe)."""
    torch = _torch()
    a = torch.empty(mib * 2**20, dtype=torch.uint8, device=f"cuda:{src}").fill_(1)
    b = torch.empty_like(a, device=f"cuda:{dst}")

    def sync() -> None:
        torch.cuda.synchronize(src)
        torch.cuda.synchronize(dst)

    seconds = timed(lambda: b.copy_(a), iters, sync, clock)
    return float(a.numel() * iters / seconds / 1e9)


# --------------------------------------------------------------------------- decode probe


def _decoder(model: ModelSpec, layers: int, vocab: int, device: str, dtype: Any) -> Any:
    """A pre-norm GQA decoder with the config's shapes and random weights (no download)."""
    torch = _torch()
    nn = torch.nn
    f = torch.nn.functional
    heads, kv, hd, hidden = (
        model.num_attention_heads,
        model.num_kv_heads,
        model.head_dim,
        model.hidden_size,
    )

    class Layer(nn.Module):  # type: ignore[misc,name-defined]
        def __init__(self) -> None:
            super().__init__()
            self.qkv = nn.Linear(hidden, (heads + 2 * kv) * hd, bias=False)
            self.o = nn.Linear(heads * hd, hidden, bias=False)
            self.up = nn.Linear(hidden, 2 * model.intermediate_size, bias=False)
            self.down = nn.Linear(model.intermediate_size, hidden, bias=False)
            self.n1, self.n2 = nn.RMSNorm(hidden), nn.RMSNorm(hidden)

        def forward(self, x: Any, cache: list[Any]) -> Any:
            q, k, v = self.qkv(self.n1(x)).split([heads * hd, kv * hd, kv * hd], dim=-1)
            q = q.view(1, -1, heads, hd).transpose(1, 2)
            k = k.view(1, -1, kv, hd).transpose(1, 2)
            v = v.view(1, -1, kv, hd).transpose(1, 2)
            if cache:
                k, v = torch.cat([cache[0], k], dim=2), torch.cat([cache[1], v], dim=2)
            cache[:] = [k, v]
            a = f.scaled_dot_product_attention(
                q, k, v, is_causal=q.shape[2] > 1, enable_gqa=heads != kv
            )
            x = x + self.o(a.transpose(1, 2).reshape(1, -1, heads * hd))
            gate, up = self.up(self.n2(x)).chunk(2, dim=-1)
            return x + self.down(f.silu(gate) * up)

    class Decoder(nn.Module):  # type: ignore[misc,name-defined]
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(vocab, hidden)
            self.layers = nn.ModuleList(Layer() for _ in range(layers))
            self.norm = nn.RMSNorm(hidden)

        def forward(self, ids: Any, caches: list[list[Any]]) -> Any:
            x = self.embed(ids)
            for layer, cache in zip(self.layers, caches, strict=True):
                x = layer(x, cache)
            return self.norm(x[:, -1]) @ self.embed.weight.t()

    return Decoder().to(device=device, dtype=dtype).eval()


def decode_tokens_s(
    model: ModelSpec,
    device: str,
    sizes: Sizes,
    prompt: int = 128,
    clock: Clock = time.perf_counter,
) -> tuple[float, int]:
    """Greedy batch-1 decode steps per second after a ``prompt``-token prefill, and the layers."""
    torch = _torch()
    layers = sizes.decode_layers or model.num_layers
    vocab = sizes.decode_vocab or model.vocab_size
    dtype = torch.bfloat16 if device.startswith("cuda") else torch.float32
    torch.manual_seed(0)
    with torch.inference_mode():
        net = _decoder(model, layers, vocab, device, dtype)
        caches: list[list[Any]] = [[] for _ in range(layers)]
        ids = torch.randint(0, vocab, (1, prompt), device=device)
        token = net(ids, caches).argmax(-1, keepdim=True)
        sync = _sync(torch, device)
        sync()
        start = clock()
        for _ in range(sizes.decode_tokens):
            token = net(token, caches).argmax(-1, keepdim=True)
        sync()
        seconds = max(clock() - start, 1e-9)
    return sizes.decode_tokens / seconds, layers


# --------------------------------------------------------------------------- a whole run


def devices() -> list[str]:
    """The CUDA devices torch sees, or ``["cpu"]``."""
    try:
        torch = _torch()
    except ImportError:
        return []
    if torch.cuda.is_available():
        return [f"cuda:{i}" for i in range(torch.cuda.device_count())]
    return ["cpu"]


def _attempt(name: str, failed: list[str], run: Callable[[], T]) -> T | None:
    """Run one probe; a failure (out of memory, an unsupported kernel) is noted, not raised."""
    try:
        return run()
    except (RuntimeError, MemoryError, ValueError) as exc:
        failed.append(
            f"{name}: {str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__}"
        )
        return None


def probe_device(device: str, sizes: Sizes, decode_model: ModelSpec | None) -> DeviceFigures:
    """Every single-device probe on ``device``; one that fails leaves its figure empty."""
    failed: list[str] = []
    n, iters = sizes.matmul_n, sizes.matmul_iters
    tflops: dict[str, float | None] = {}
    for dtype in ("bf16", "fp16", "fp8"):

        def run(d: str = dtype) -> float | None:
            return matmul_tflops(device, d, n, iters)

        tflops[dtype] = _attempt(f"{dtype} matmul", failed, run)
    memory = _attempt("copy", failed, lambda: copy_gb_s(device, sizes.copy_mib, sizes.copy_iters))
    host = _attempt("host", failed, lambda: host_gb_s(device, sizes.host_mib, sizes.copy_iters))
    decode = None
    if decode_model is not None:
        decode = _attempt("decode", failed, lambda: decode_tokens_s(decode_model, device, sizes))
    # Last, so that the blocks other probes leave in the allocator's cache are gone.
    block = _attempt("block", failed, lambda: largest_block_gib(device, sizes.block_limit_gib))
    return DeviceFigures(
        device=device,
        bf16_tflops=tflops["bf16"],
        fp16_tflops=tflops["fp16"],
        fp8_tflops=tflops["fp8"],
        memory_gb_s=memory,
        h2d_gb_s=host[0] if host else None,
        d2h_gb_s=host[1] if host else None,
        largest_block_gib=block[0] if block else None,
        largest_block_capped=bool(block and block[1]),
        decode_model_id=decode_model.id if decode and decode_model else None,
        decode_layers=decode[1] if decode else None,
        decode_tokens_s=decode[0] if decode else None,
        failed=failed,
    )


def run_probes(
    mode: Mode, decode_model: ModelSpec | None, clock: Clock = time.perf_counter
) -> ProbeReport:
    """Run the probes on every device torch sees (the first only in ``quick`` mode).

    On a machine without CUDA the ``cpu`` sizes run on the CPU whatever ``mode`` says.
    """
    torch = _torch()
    start = clock()
    found = devices()
    if found == ["cpu"]:
        mode = "cpu"
    sizes = SIZES[mode]
    chosen = found if mode == "full" else found[:1]
    figures = [probe_device(d, sizes, decode_model) for d in chosen]
    peers = []
    if sizes.peers and len(found) > 1:
        targets = range(1, len(found)) if mode == "full" else [1]
        peers = [
            PeerFigure(src=0, dst=j, gb_s=peer_gb_s(0, j, sizes.copy_mib, sizes.copy_iters))
            for j in targets
        ]
    return ProbeReport(
        mode=mode,
        torch_version=str(torch.__version__),
        devices=figures,
        peers=peers,
        seconds=clock() - start,
    )


def finite(value: float | None) -> bool:
    """Whether a figure is a usable positive number."""
    return value is not None and math.isfinite(value) and value > 0

"""The rules a verdict applies, with their thresholds and sources; pure.

Each GPU is matched to the catalog by its reported name and memory (``match_gpu``); what the
driver reports is checked (MIG, vGPU, power limit, clock events, ECC, PCIe width) and each
measured figure is held against the card's spec and the range published measurements reach
(``TYPICAL_*``, each with its source). ``verdict.judge`` puts the findings together.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from assistant.calc.troubleshoot import POWER_CAP_SHARE
from assistant.catalog.specs import Catalog
from assistant.messages import NOTHING, Message
from assistant.messages import verify as say
from assistant.models import GPU
from assistant.verify.detect import ALERT_REASONS, GpuReading
from assistant.verify.probe import DeviceFigures, finite

# --------------------------------------------------------------------------- thresholds

TYPICAL_MATMUL: dict[str, tuple[float, float]] = {
    # Share of the dense BF16/FP16 spec that one large torch matmul reaches.
    # Data-centre cards: the top is the Maximum Achievable Matmul FLOPS table (best shape of a
    # search; stas00/ml-engineering compute/accelerator/README.md: A100 SXM 85.9%, A100 PCIe
    # 82.2%, GH200 83.0%, H100 SXM 80.1%); a plain square shape lands a few points lower, ~70%
    # (the issue's own H100 example: 712 of 989 TFLOPS).
    "datacenter": (0.70, 0.86),
    # GeForce cards boost above the clock their spec assumes: torch reaches the RTX 4090's
    # 165 TFLOPS FP16-with-FP32-accumulate spec (tinygrad/tinygrad#13623, a bounty for a kernel
    # that "matches torch" at 165+ TFLOPS on a 4090).
    "consumer": (0.80, 1.05),
    # Volta: cuBLAS FP16 reaches 95-100 of 125 TFLOPS on a V100 (lablup/mlxcel#1654).
    "volta": (0.70, 0.82),
    # 70-75 W cards (T4, L4): no published torch figure found; the power limit holds the clock
    # well below the boost clock the spec assumes, so the range is a wide prior, not a
    # measurement. A machine below it is reported, not condemned: the margin below applies.
    "low_power": (0.40, 0.75),
}
TYPICAL_BANDWIDTH: dict[str, tuple[float, float]] = {
    # Device-to-device copy against peak bandwidth. HBM: 1.80 of 2.04 TB/s (88%) on an A100
    # 80GB with "around 90%" the best any kernel reached in NVIDIA's GTC talk (NVIDIA developer
    # forum, "Trouble to reach peak bandwidth of A100", 2025).
    "hbm": (0.80, 0.92),
    # GDDR: clpeak on an RTX 4090 reads 954-1018 GB/s of 1008 (krrishnarraj/clpeak#108, memory
    # overclocked +1000 MHz, so stock cards sit lower in the range).
    "gddr": (0.80, 0.97),
}
MARGIN = 0.85
"""A figure is low when below ``MARGIN`` x the bottom of its typical range: room for run-to-run
noise, a warm card and a short benchmark, so that only a real shortfall is reported."""
PCIE_LANE_GB_S = {1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938, 6: 7.563}
"""Usable GB/s per lane per direction of each PCIe generation after line coding (PCI-SIG)."""
PCIE_FLOOR = 0.5
"""Pinned copies reach 70-90% of the link (CUDA bandwidthTest: ~25 of 31.5 GB/s on gen 4 x16);
below half of it the link is degraded or shared, not just inefficient."""
PEER_FLOOR = 0.5
"""A P2P copy under half the link's one-way rate means P2P is off or the links are degraded."""
MEMORY_TOLERANCE = 0.92
"""Drivers report a little less than the GiB on the box (T4: 15360 MiB of 16 GiB with ECC on,
V100 16GB: 16160 MiB); a card below 92% of its spec is short of memory."""

ORDER = (
    "different_card", "fewer_gpus", "less_memory", "memory_below_spec", "mig", "vgpu",
    "power_cap", "throttling", "ecc", "pcie_narrow", "pcie_slow", "no_nvlink", "low_compute",
    "low_bandwidth", "slow_peer", "unknown_card",
)  # fmt: skip
Kind = Literal[
    "different_card", "fewer_gpus", "less_memory", "memory_below_spec", "mig", "vgpu",
    "power_cap", "throttling", "ecc", "pcie_narrow", "pcie_slow", "no_nvlink", "low_compute",
    "low_bandwidth", "slow_peer", "unknown_card", "passthrough",
]  # fmt: skip


class Finding(BaseModel):
    """One thing wrong (or worth knowing), with the evidence and what to ask for."""

    kind: Kind
    severity: Literal["problem", "note"]
    gpu_index: int | None = None
    headline: Message
    evidence: Message = Field(default_factory=NOTHING)
    ask: Message = Field(default_factory=NOTHING)


class FigureCheck(BaseModel):
    """One measured figure against its spec."""

    gpu_index: int
    figure: Literal["compute", "memory", "host", "peer"]
    label: Message
    measured: float
    spec: float | None = None
    ratio: float | None = None
    typical: tuple[float, float] | None = None
    low: bool = False


# --------------------------------------------------------------------------- matching


def match_gpu(reading: GpuReading, catalog: Catalog) -> GPU | None:
    """The catalog card a reported name denotes; among same-name variants the memory decides."""
    gpu_id = catalog.gpu_names.lookup(reading.name)
    if gpu_id is None:
        return None
    gpu = catalog.gpus[gpu_id]
    if reading.memory_gib >= MEMORY_TOLERANCE * gpu.memory_gb or reading.mig_enabled:
        return gpu
    # A name without its memory ("A100-PCIE") resolves to one variant; prefer the sibling of
    # the same family and form factor whose memory matches what the driver reports.
    for other in catalog.gpus.values():
        same = other.architecture == gpu.architecture and other.form_factor == gpu.form_factor
        if same and MEMORY_TOLERANCE * other.memory_gb <= reading.memory_gib <= other.memory_gb:
            return other
    return gpu


def segment(gpu: GPU) -> tuple[str, str]:
    """Which typical ranges apply: (compute key, bandwidth key)."""
    memory = "hbm" if "HBM" in gpu.memory_type.upper() else "gddr"
    if gpu.architecture.lower().startswith("volta"):
        return "volta", memory
    if gpu.tdp_w is not None and gpu.tdp_w <= 75:
        return "low_power", memory
    return ("consumer" if gpu.segment == "consumer" else "datacenter"), memory


# --------------------------------------------------------------------------- checks


def reading_findings(r: GpuReading, gpu: GPU) -> list[Finding]:
    """What the driver's report of one GPU shows: MIG, memory, vGPU, power, clocks, ECC, PCIe."""
    card, out = gpu.name, []
    if r.mig_enabled:
        slice_gib = r.mig_slices[0].memory_mib / 1024 if r.mig_slices else r.memory_gib
        sms = r.mig_slices[0].sm_count if r.mig_slices and r.mig_slices[0].sm_count else "?"
        out.append(Finding(
            kind="mig", severity="problem", gpu_index=r.index,
            headline=say.MIG_SLICE(card=card, slice_gb=slice_gib, card_gb=gpu.memory_gb),
            evidence=say.MIG_EVIDENCE(index=r.index, sms=sms), ask=say.MIG_ASK(),
        ))  # fmt: skip
    elif r.memory_gib < MEMORY_TOLERANCE * gpu.memory_gb:
        out.append(Finding(
            kind="memory_below_spec", severity="problem", gpu_index=r.index,
            headline=say.MEMORY_BELOW_SPEC(card=card, found_gb=r.memory_gib,
                                           spec_gb=gpu.memory_gb),
            evidence=say.MEMORY_EVIDENCE(mib=r.memory_mib, index=r.index), ask=say.MEMORY_ASK(),
        ))  # fmt: skip
    mode = (r.virtualization or "").lower()
    if "vgpu" in mode and "host" not in mode:
        out.append(Finding(
            kind="vgpu", severity="problem", gpu_index=r.index, headline=say.VGPU(card=card),
            evidence=say.VGPU_EVIDENCE(mode=r.virtualization or ""), ask=say.VGPU_ASK(),
        ))  # fmt: skip
    elif "pass" in mode:
        out.append(Finding(kind="passthrough", severity="note", gpu_index=r.index,
                           headline=say.PASSTHROUGH(index=r.index)))  # fmt: skip
    limit, default = r.power_limit_w, r.default_power_limit_w
    if limit and default and limit < POWER_CAP_SHARE * default:
        out.append(Finding(
            kind="power_cap", severity="problem", gpu_index=r.index,
            headline=say.POWER_CAP(card=card, limit=limit, default=default),
            evidence=say.POWER_EVIDENCE(index=r.index, limit=limit, default=default),
            ask=say.POWER_ASK(default=default),
        ))  # fmt: skip
    alerts = [e for e in r.clock_events if e in ALERT_REASONS]
    if alerts:
        reasons = ", ".join(alerts)
        out.append(Finding(
            kind="throttling", severity="problem", gpu_index=r.index,
            headline=say.THROTTLING(card=card, index=r.index, reasons=reasons),
            evidence=say.THROTTLING_EVIDENCE(reasons=reasons, temp=r.temperature_c or 0.0),
            ask=say.THROTTLING_ASK(),
        ))  # fmt: skip
    what = _ecc_what(r)
    if what is not None:
        out.append(Finding(kind="ecc", severity="problem", gpu_index=r.index,
                           headline=say.ECC_ERRORS(card=card, index=r.index, what=what),
                           ask=say.ECC_ASK()))  # fmt: skip
    if r.pcie_width_current and r.pcie_width_max and r.pcie_width_current < r.pcie_width_max:
        out.append(Finding(
            kind="pcie_narrow", severity="problem", gpu_index=r.index,
            headline=say.PCIE_NARROW(card=card, index=r.index, current=r.pcie_width_current,
                                     max=r.pcie_width_max),
            evidence=_pcie_evidence(r), ask=say.PCIE_ASK(),
        ))  # fmt: skip
    return out


def _ecc_what(r: GpuReading) -> Message | None:
    """The memory faults as one message (parts joined), or None when there are none."""
    parts: list[Message] = []
    if r.ecc_uncorrectable_volatile or r.ecc_uncorrectable_aggregate:
        parts.append(
            say.ECC_UNCORRECTABLE(
                volatile=r.ecc_uncorrectable_volatile, aggregate=r.ecc_uncorrectable_aggregate
            )
        )
    if r.remapped_rows_pending or r.remapped_rows_failure:
        parts.append(say.ECC_ROWS())
    if r.retired_pages or r.retirement_pending:
        parts.append(say.ECC_PAGES(pages=r.retired_pages))
    return _joined(parts) if parts else None


def _joined(parts: list[Message]) -> Message:
    head = parts[0]
    for part in parts[1:]:
        head = say.AND(first=head, second=part)
    return head


def _pcie_evidence(r: GpuReading) -> Message:
    return say.PCIE_EVIDENCE(
        gen=r.pcie_gen_current or "?", width=r.pcie_width_current or "?",
        max_gen=r.pcie_gen_max or "?", max_width=r.pcie_width_max or "?",
    )  # fmt: skip


def _compute(f: DeviceFigures, gpu: GPU) -> tuple[float, str] | None:
    """The matmul figure to hold against the spec: BF16 where the card has it, else FP16."""
    if gpu.supports_bf16 and finite(f.bf16_tflops):
        return float(f.bf16_tflops or 0), "BF16"
    if finite(f.fp16_tflops):
        return float(f.fp16_tflops or 0), "FP16"
    return None


def figure_checks(index: int, f: DeviceFigures, gpu: GPU) -> list[FigureCheck]:
    """Matmul and memory bandwidth of one device against the card's spec and typical range."""
    compute_key, memory_key = segment(gpu)
    out = []
    got = _compute(f, gpu)
    if got and gpu.bf16_tflops:
        value, dtype = got
        typical = TYPICAL_MATMUL[compute_key]
        out.append(FigureCheck(
            gpu_index=index, figure="compute", label=say.LABEL_COMPUTE(dtype=dtype),
            measured=value, spec=gpu.bf16_tflops, ratio=value / gpu.bf16_tflops, typical=typical,
            low=value / gpu.bf16_tflops < MARGIN * typical[0],
        ))  # fmt: skip
    if finite(f.memory_gb_s):
        value, spec = float(f.memory_gb_s or 0), gpu.memory_bandwidth_gb_s
        typical = TYPICAL_BANDWIDTH[memory_key]
        out.append(FigureCheck(
            gpu_index=index, figure="memory", label=say.LABEL_MEMORY(), measured=value,
            spec=spec, ratio=value / spec, typical=typical, low=value / spec < MARGIN * typical[0],
        ))  # fmt: skip
    return out


def host_check(r: GpuReading, f: DeviceFigures) -> tuple[FigureCheck | None, Finding | None]:
    """Host-to-device bandwidth against the PCIe link the card and slot support."""
    if not finite(f.h2d_gb_s):
        return None, None
    value = float(f.h2d_gb_s or 0)
    gen, width = r.pcie_gen_max, r.pcie_width_max
    if not gen or not width or gen not in PCIE_LANE_GB_S:
        return FigureCheck(
            gpu_index=r.index, figure="host", label=say.LABEL_HOST(), measured=value
        ), None
    link = PCIE_LANE_GB_S[gen] * width
    check = FigureCheck(gpu_index=r.index, figure="host", label=say.LABEL_HOST(), measured=value,
                        spec=link, ratio=value / link, typical=(0.7, 0.9),
                        low=value < PCIE_FLOOR * link)  # fmt: skip
    if not check.low:
        return check, None
    return check, Finding(
        kind="pcie_slow", severity="problem", gpu_index=r.index,
        headline=say.PCIE_SLOW(index=r.index, gb_s=value, floor=PCIE_FLOOR * link, gen=gen,
                               width=width),
        evidence=_pcie_evidence(r), ask=say.PCIE_ASK(),
    )  # fmt: skip


def measured_findings(gpu: GPU, checks: list[FigureCheck], sizes_n: int) -> list[Finding]:
    """A finding for each compute or memory figure below its typical range (less the margin)."""
    out = []
    for c in checks:
        if not c.low or c.ratio is None or c.typical is None or c.spec is None:
            continue
        device = f"GPU {c.gpu_index}"
        if c.figure == "compute":
            figure = say.COMPUTE_FIGURE(
                tflops=c.measured, dtype=_dtype(c), pct=c.ratio, low=c.typical[0], high=c.typical[1]
            )
            out.append(Finding(
                kind="low_compute", severity="problem", gpu_index=c.gpu_index,
                headline=say.LOW_COMPUTE(card=gpu.name, figure=figure),
                evidence=say.MEASURED_EVIDENCE(device=device, what=say.PROBE_MATMUL(n=sizes_n)),
                ask=say.SLOW_ASK(),
            ))  # fmt: skip
        elif c.figure == "memory":
            out.append(Finding(
                kind="low_bandwidth", severity="problem", gpu_index=c.gpu_index,
                headline=say.LOW_BANDWIDTH(card=gpu.name, gb_s=c.measured, pct=c.ratio,
                                           spec=c.spec, low=c.typical[0], high=c.typical[1]),
                evidence=say.MEASURED_EVIDENCE(device=device, what=say.PROBE_COPY()),
                ask=say.SLOW_ASK(),
            ))  # fmt: skip
    return out


def _dtype(c: FigureCheck) -> str:
    return str(c.label.params.get("dtype", "BF16"))

"""Detected readings and measured figures against the catalog spec: a verdict; pure.

``judge(detected, measured, catalog, expect)`` applies the rules of ``rules`` to every GPU, to
the links between them and to what the machine was sold as. Problems are ordered by
``rules.ORDER``; the first line states the worst one (with the compute figure when a cap or a
slice explains it), or that the machine is genuine, with its headline figures.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, Field

from assistant.catalog.specs import Catalog
from assistant.errors import UsageError
from assistant.messages import NOTHING, Message
from assistant.messages import verify as say
from assistant.models import GPU
from assistant.verify.detect import Detected, GpuReading, Topology
from assistant.verify.probe import SIZES, ProbeReport
from assistant.verify.rules import (
    MEMORY_TOLERANCE,
    ORDER,
    PEER_FLOOR,
    FigureCheck,
    Finding,
    figure_checks,
    host_check,
    match_gpu,
    measured_findings,
    reading_findings,
)


class Expectation(BaseModel):
    """What the machine was sold as (``--expect "8x H100 SXM"``)."""

    text: str
    count: int | None = None
    gpu_id: str


class Verdict(BaseModel):
    """The outcome: a status, the first line, findings and the figures behind them."""

    status: Literal["genuine", "problem", "unknown", "no_gpu"]
    first_line: Message
    gpu_id: str | None = None
    """Catalog id of the GPUs found (of the first, if they differ)."""
    count: int = 0
    findings: list[Finding] = Field(default_factory=list)
    figures: list[FigureCheck] = Field(default_factory=list)
    expected: Expectation | None = None


_EXPECT_RE = re.compile(r"^\s*(?:(\d+)\s*(?:[x×*]|张|卡|块)\s*)?(.+?)(?:\s*[x×*]\s*(\d+))?\s*$")


def parse_expect(text: str, catalog: Catalog) -> Expectation:
    """Read ``--expect``: ``8x H100 SXM``, ``H100 x 8``, ``A100 80GB``, ``8卡 H100``.

    Raises:
        UsageError: no catalog GPU matches the text.
    """
    m = _EXPECT_RE.match(text)
    count_text, name = (m.group(1) or m.group(3), m.group(2)) if m else (None, text)
    gpu_id = catalog.gpu_names.lookup(name)
    if gpu_id is None or (count_text is not None and int(count_text) < 1):
        raise UsageError(str(say.EXPECT_UNREADABLE(text=text)))
    return Expectation(text=text, count=int(count_text) if count_text else None, gpu_id=gpu_id)


def _expect_findings(
    first: GpuReading, gpu: GPU | None, count: int, expect: Expectation, catalog: Catalog
) -> list[Finding]:
    sold = catalog.gpus[expect.gpu_id]
    out = []
    if gpu is None or gpu.id != sold.id:
        short = first.memory_gib < MEMORY_TOLERANCE * sold.memory_gb
        if gpu is not None and gpu.architecture == sold.architecture and short:
            headline = say.LESS_MEMORY_THAN_SOLD(
                found=gpu.name,
                found_gb=gpu.memory_gb,
                expected_gb=sold.memory_gb,
                expected=sold.name,
            )
            kind: Literal["less_memory", "different_card"] = "less_memory"
        else:
            headline = say.DIFFERENT_CARD(found=gpu.name if gpu else first.name, expected=sold.name)
            kind = "different_card"
        out.append(Finding(
            kind=kind, severity="problem", gpu_index=first.index, headline=headline,
            evidence=say.DIFFERENT_CARD_EVIDENCE(name=first.name, gb=first.memory_gib),
            ask=say.DIFFERENT_CARD_ASK(expected=sold.name),
        ))  # fmt: skip
    if expect.count and count < expect.count:
        out.append(Finding(
            kind="fewer_gpus", severity="problem",
            headline=say.FEWER_GPUS(found=count, expected=expect.count),
            evidence=say.FEWER_GPUS_EVIDENCE(found=count),
            ask=say.FEWER_GPUS_ASK(missing=expect.count - count),
        ))  # fmt: skip
    return out


def _promises_nvlink(gpu: GPU | None) -> bool:
    """SXM and superchip boards are only built with NVLink (HGX baseboards, NVSwitch)."""
    return gpu is not None and gpu.nvlink and "SXM" in gpu.form_factor.upper()


def _link_findings(
    topo: Topology | None, gpu: GPU | None, sold: GPU | None, count: int
) -> list[Finding]:
    if topo is None or count < 2 or topo.min_nvlinks() > 0:
        return []
    promised = sold if _promises_nvlink(sold) else gpu if _promises_nvlink(gpu) else None
    if promised is None:
        return []
    n = len(topo.gpus)
    i, j = next((i, j) for i in range(n) for j in range(n) if i != j and not topo.nvlinks(i, j))
    return [Finding(
        kind="no_nvlink", severity="problem",
        headline=say.NO_NVLINK(count=count, card=promised.name),
        evidence=say.NO_NVLINK_EVIDENCE(link=topo.links[i][j], i=i, j=j),
        ask=say.NO_NVLINK_ASK(),
    )]  # fmt: skip


def _peer_checks(
    measured: ProbeReport, topo: Topology | None, gpu: GPU | None
) -> tuple[list[FigureCheck], list[Finding]]:
    checks, findings = [], []
    for p in measured.peers:
        lanes = topo.nvlinks(p.src, p.dst) if topo and max(p.src, p.dst) < len(topo.gpus) else 0
        label = say.LABEL_PEER(dst=p.dst)
        if not lanes or gpu is None or not gpu.interconnect_gb_s:
            checks.append(FigureCheck(gpu_index=p.src, figure="peer", label=label, measured=p.gb_s))
            continue
        one_way = gpu.interconnect_gb_s / 2  # the catalog quotes both directions
        check = FigureCheck(
            gpu_index=p.src,
            figure="peer",
            label=label,
            measured=p.gb_s,
            spec=one_way,
            ratio=p.gb_s / one_way,
            low=p.gb_s < PEER_FLOOR * one_way,
        )
        checks.append(check)
        if check.low:
            findings.append(Finding(
                kind="slow_peer", severity="problem", gpu_index=p.src,
                headline=say.SLOW_PEER(src=p.src, dst=p.dst, gb_s=p.gb_s,
                                       floor=PEER_FLOOR * one_way, link=gpu.interconnect),
                ask=say.SLOW_PEER_ASK(),
            ))  # fmt: skip
    return checks, findings


def _cards(gpu: GPU, count: int) -> str:
    return f"{count}x {gpu.name}" if count > 1 else gpu.name


def _compute_figure(checks: list[FigureCheck]) -> Message | None:
    c = next((c for c in checks if c.figure == "compute" and c.gpu_index == 0), None)
    if c is None or c.ratio is None or c.typical is None:
        return None
    dtype = str(c.label.params.get("dtype", "BF16"))
    return say.COMPUTE_FIGURE(tflops=c.measured, dtype=dtype, pct=c.ratio, low=c.typical[0],
                              high=c.typical[1])  # fmt: skip


def _genuine_line(
    gpu: GPU, count: int, checks: list[FigureCheck], topo: Topology | None
) -> Message:
    compute = _compute_figure(checks)
    if compute is None:
        return say.GENUINE_NOT_MEASURED(cards=_cards(gpu, count))
    memory = next((c for c in checks if c.figure == "memory" and c.gpu_index == 0), None)
    bandwidth = (
        say.BANDWIDTH_FIGURE(gb_s=memory.measured, pct=memory.ratio)
        if memory is not None and memory.ratio is not None
        else NOTHING()
    )
    links: Message = NOTHING()
    if count > 1 and topo is not None:
        lanes = topo.min_nvlinks()
        links = say.LINKS_NVLINK(lanes=lanes, count=count) if lanes else say.LINKS_PCIE(count=count)
    return say.GENUINE(cards=_cards(gpu, count), compute=compute, bandwidth=bandwidth, links=links)


def _problem_line(problems: list[Finding], checks: list[FigureCheck]) -> Message:
    line = problems[0].headline
    compute = _compute_figure(checks)
    if problems[0].kind in ("power_cap", "throttling", "mig", "vgpu") and compute is not None:
        line = say.MEASURED_TOO(first=line, second=compute)
    rest = len(problems) - 1
    return say.MORE_PROBLEMS(line=line, count=rest) if rest else line


def judge(
    detected: Detected,
    measured: ProbeReport | None,
    catalog: Catalog,
    expect: Expectation | None = None,
) -> Verdict:
    """The verdict on one machine: what it is, whether it matches, and what is wrong."""
    if not detected.gpus:
        return Verdict(status="no_gpu", first_line=say.NO_GPU(), expected=expect)
    readings, count = detected.gpus, len(detected.gpus)
    matched = [match_gpu(r, catalog) for r in readings]
    gpu, first = matched[0], readings[0]
    sold = catalog.gpus[expect.gpu_id] if expect else None
    findings: list[Finding] = []
    if expect is not None:
        findings += _expect_findings(first, gpu, count, expect, catalog)
    for r, g in zip(readings, matched, strict=True):
        if g is not None:
            findings += reading_findings(r, g)
    findings += _link_findings(detected.topology, gpu, sold, count)
    checks: list[FigureCheck] = []
    if measured is not None:
        n = SIZES[measured.mode].matmul_n
        for f in measured.devices:
            m = re.fullmatch(r"cuda:(\d+)", f.device)
            index = int(m.group(1)) if m else None
            if index is None or index >= count or matched[index] is None:
                continue
            g, r = matched[index], readings[index]
            assert g is not None
            own = figure_checks(index, f, g)
            host, slow_host = host_check(r, f)
            checks += own + ([host] if host else [])
            if not r.mig_enabled:  # a slice is slower by design: its figures are not judged
                findings += measured_findings(g, own, n)
            findings += [slow_host] if slow_host else []
        peer, slow = _peer_checks(measured, detected.topology, gpu)
        checks += peer
        findings += slow
    findings.sort(key=lambda f: ORDER.index(f.kind) if f.kind in ORDER else len(ORDER))
    problems = [f for f in findings if f.severity == "problem"]
    if problems:
        status: Literal["genuine", "problem", "unknown"] = "problem"
        line = _problem_line(problems, checks)
    elif gpu is None:
        status, line = "unknown", say.UNKNOWN_CARD(name=first.name, gb=first.memory_gib)
    else:
        status, line = "genuine", _genuine_line(gpu, count, checks, detected.topology)
    return Verdict(
        status=status, first_line=line, gpu_id=gpu.id if gpu else None, count=count,
        findings=findings, figures=checks, expected=expect,
    )  # fmt: skip

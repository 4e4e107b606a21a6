"""A card test's result as the user reports it: which test, how long, a figure, any errors.

Read by ``question.test_results`` from follow-ups such as "memtest_vulkan ran 10 min with no
errors", "all_reduce busbw 只有 90GB/s" or "'Remapped Rows Pending: Yes'", and judged by the
verify kind against the thresholds the guides give.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

CardTest = Literal[
    "memory_test",
    "burn",
    "nccl",
    "p2p",
    "remapped_rows",
    "ecc",
    "topology",
    "matmul",
    "memory_bandwidth",
    "stability",
    "fabric",
    "listing",
    "pcie",
]
"""A test of a card's health: a VRAM test (memtest_vulkan), a burn-in (gpu-burn), nccl-tests'
bus bandwidth, a copy between two cards (p2pBandwidthLatencyTest, nvbandwidth), the
row-remapping state or ECC error counters ``nvidia-smi -q`` prints, the
GPU link matrix of ``nvidia-smi topo -m``, a matmul benchmark's TFLOPS, or a device-to-device
copy's memory bandwidth (CUDA ``bandwidthTest``), or a looped stress test's frame-rate
stability (3DMark's stress tests), or perftest's bandwidth between two nodes over an
InfiniBand port (``ib_write_bw``), or the GPUs a tool lists on the machine, counted ("nvidia-smi
only lists 7"), or the host-to-card copy rate over PCIe (``dcgmi diag``'s PCIe bandwidth,
``bandwidthTest``'s host-to-device figure)."""


HealthCheck = Literal[
    "ecc_off",
    "ecc_errors",
    "power_cap",
    "slowdown",
    "clocks",
    "memory_temperature",
    "temperature",
    "memory_test",
    "bandwidth",
    "pcie_link",
    "usable_memory",
    "idle_power",
    "power_draw",
    "retired_pages",
    "fan_error",
]
"""A card's health or conformance reading asked about (``Query.health_check``)."""


class TestResult(BaseModel):
    """A test result reported, or the length of a test asked ("跑多久算过关")."""

    __test__ = False  # not a pytest test class

    test: CardTest
    minutes: float | None = Field(default=None, gt=0, le=100_000)
    """How long the test ran, in minutes."""
    figure_gb_s: float | None = Field(default=None, gt=0, le=100_000)
    """A measured bandwidth in GB/s (nccl-tests busbw, a device-to-device copy)."""
    figure_gbit: float | None = Field(default=None, gt=0, le=100_000)
    """A measured network bandwidth in Gb/s (perftest's ``ib_write_bw`` between two nodes)."""
    line_rate_gbit: float | None = Field(default=None, gt=0, le=100_000)
    """The network port's line rate in Gb/s ("200G HDR", "NDR": 400)."""
    port_listed: bool = False
    """The Gb/s figure is a port's negotiated rate read off ``ibstat`` ("Rate: 200"), set
    against its peers' rate, not a bandwidth perftest measured."""
    port_down: bool = False
    """An ``ibstat`` listing shows a port's state Down ("one shows State: Down"): that NIC
    carries nothing between nodes, whatever its rate."""
    one_node: bool = False
    """The job asked about runs on one node ("single-node training", "单机训练"): its GPUs talk
    over NVLink inside the node, not over the InfiniBand ports."""
    figure_tflops: float | None = Field(default=None, gt=0, le=100_000)
    """A measured matmul throughput in TFLOPS (gpu-burn's Gflop/s read as TFLOPS)."""
    burn_math: Literal["fp32", "tf32", "fp64"] | None = None
    """What a gpu-burn run multiplied: FP32 without tensor cores by default, TF32 on tensor
    cores with ``-tc``, doubles with ``-d``; None for any other test."""
    stability_pct: float | None = Field(default=None, gt=0, le=100)
    """A looped stress test's frame-rate stability, per cent ("稳定性 97.8%")."""
    filled_gb: float | None = Field(default=None, gt=0, le=100_000)
    """How much memory a memory test covered, in GB ("filled 31.5gb", "测满了 23G")."""
    nvlinks: int | None = Field(default=None, ge=1, le=64)
    """NVLink links seen: ``NV#`` between two GPUs, or the links ``nvidia-smi nvlink -s`` lists."""
    link_rate_gb_s: float | None = Field(default=None, gt=0, le=200)
    """One NVLink link's one-way rate as ``nvidia-smi nvlink -s`` prints it ("26.562 GB/s")."""
    errors: bool | None = None
    """True: errors reported (or a pending flag read as Yes, or no NVLink in the link matrix);
    False: none; None: not said."""
    beyond_repair: bool = False
    """An uncorrectable (double-bit) ECC error counted, or "Remapping Failure Occurred: Yes":
    the memory is failing, not waiting for a reset."""
    straggler: bool = False
    """One card measured well below the others ("8卡里有一张拖后腿", "gpu 3 is way slower")."""
    asks_duration: bool = False
    """How long the test should run is asked."""
    asks_expected: bool = False
    """The figure to expect is asked ("nccl-tests 跑多少算正常", "what busbw should I get")."""
    listed: int | None = Field(default=None, ge=0, le=1024)
    """How many GPUs a driver-side tool lists ("nvidia-smi 里只列出 7 张"), for ``listing``."""
    on_bus: bool = False
    """The PCI bus is said to list the cards the driver misses ("lspci shows all 8")."""
    give_back_asked: bool = False
    """Whether to give the card back is asked ("should I return it?", "walk away?", "退不退"):
    a failing card is then answered "yes, return it", not "no"."""


class LinkReading(BaseModel):
    """A PCIe link read off ``nvidia-smi -q`` ("当前 Gen1，最大 Gen4，空闲的时候")."""

    current_gen: int | None = Field(default=None, ge=1, le=7)
    max_gen: int | None = Field(default=None, ge=1, le=7)
    current_width: int | None = Field(default=None, ge=1, le=32)
    """Lanes in use now (x8 of an x16 card)."""
    idle: bool | None = None
    """True: read at idle; False: read under load; None: not said."""


__all__ = ["CardTest", "LinkReading", "TestResult"]

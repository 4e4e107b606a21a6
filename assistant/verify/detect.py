"""What GPUs this machine has, as the driver reports them: NVML, ``nvidia-smi`` or torch.

Readings come from the ``nvidia-smi -q -x`` XML report (the richest: ECC, retired pages, clock
events, MIG slices), else NVML (``nvidia-ml-py``, optional and imported lazily), else
``torch.cuda`` (name and memory only). The parsers are
pure functions of text, so saved reports (tests/fixtures/verify) drive them without a GPU.
Memory is stated as the driver states it, in MiB (2**20 bytes).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, Field

Source = Literal["nvml", "nvidia-smi", "torch", "none", "saved"]

ALERT_REASONS = (
    "hw_slowdown",
    "hw_thermal_slowdown",
    "hw_power_brake_slowdown",
    "sw_thermal_slowdown",
)
"""Clock event reasons that mean the card is held back by heat or its board, not by the job.

``sw_power_cap`` is left out: under a full load a card at its default limit sits on it, which
is normal (NVIDIA, nvidia-smi manual, "Clocks Event Reasons")."""


class MigSlice(BaseModel):
    """One MIG instance visible on a GPU."""

    memory_mib: float
    """Memory of the slice in MiB."""
    sm_count: int | None = None
    """Streaming multiprocessors in the slice."""


class GpuReading(BaseModel):
    """One GPU as the driver reports it; None where the source does not say."""

    index: int
    name: str
    """Product name, e.g. ``NVIDIA H100 80GB HBM3``."""
    uuid: str | None = None
    pci_bus_id: str | None = None
    architecture: str | None = None
    memory_mib: float
    """Total framebuffer memory in MiB (2**20 bytes) as the driver reports it."""
    pcie_gen_current: int | None = None
    pcie_gen_max: int | None = None
    """The link generation both ends support (``max_link_gen``)."""
    pcie_width_current: int | None = None
    pcie_width_max: int | None = None
    power_limit_w: float | None = None
    """The power limit in force, W."""
    default_power_limit_w: float | None = None
    max_power_limit_w: float | None = None
    sm_clock_mhz: float | None = None
    max_sm_clock_mhz: float | None = None
    mem_clock_mhz: float | None = None
    max_mem_clock_mhz: float | None = None
    temperature_c: float | None = None
    ecc_enabled: bool | None = None
    ecc_uncorrectable_volatile: int = 0
    ecc_uncorrectable_aggregate: int = 0
    retired_pages: int = 0
    """Pages retired for ECC errors (pre-Ampere), both causes."""
    retirement_pending: bool = False
    remapped_rows_pending: bool = False
    remapped_rows_failure: bool = False
    mig_enabled: bool = False
    mig_slices: list[MigSlice] = Field(default_factory=list)
    virtualization: str | None = None
    """``None`` (bare metal), ``Pass-Through``, ``VGPU`` or ``Host VGPU`` as nvidia-smi says."""
    clock_events: list[str] = Field(default_factory=list)
    """Active clock event (throttle) reasons, without the ``clocks_event_reason_`` prefix."""

    @property
    def memory_gib(self) -> float:
        """Total memory in GiB (the unit GPU makers call GB)."""
        return self.memory_mib / 1024


class Topology(BaseModel):
    """``nvidia-smi topo -m``: how each pair of GPUs is linked (``NV18``, ``PIX``, ``SYS``)."""

    gpus: list[str]
    links: list[list[str]]
    """``links[i][j]``: the link between GPU i and GPU j (``X`` on the diagonal)."""

    def nvlinks(self, i: int, j: int) -> int:
        """NVLink lanes between GPU i and j (0 when they talk over PCIe or the CPU)."""
        m = re.fullmatch(r"NV(\d+)", self.links[i][j])
        return int(m.group(1)) if m else 0

    def min_nvlinks(self) -> int:
        """The fewest NVLink lanes between any pair of GPUs (0: some pair has none)."""
        n = len(self.gpus)
        pairs = [self.nvlinks(i, j) for i in range(n) for j in range(n) if i != j]
        return min(pairs) if pairs else 0


class Host(BaseModel):
    """The machine around the GPUs."""

    cpu_cores: int | None = None
    """Logical CPUs this process may use."""
    ram_gb: float | None = None
    """Physical RAM in GB (1e9 bytes)."""


class Detected(BaseModel):
    """Everything read about the machine before any benchmark."""

    source: Source
    driver_version: str | None = None
    cuda_version: str | None = None
    gpus: list[GpuReading] = Field(default_factory=list)
    topology: Topology | None = None
    host: Host = Field(default_factory=Host)


# --------------------------------------------------------------------------- nvidia-smi -q -x


def _text(node: ET.Element | None, path: str) -> str | None:
    if node is None:
        return None
    found = node.find(path)
    if found is None or found.text is None:
        return None
    value = found.text.strip()
    return None if value in ("", "N/A", "[N/A]", "Unknown Error", "Not Supported") else value


def _number(node: ET.Element | None, path: str) -> float | None:
    value = _text(node, path)
    m = re.match(r"\s*(-?\d+(?:\.\d+)?)", value or "")
    return float(m.group(1)) if m else None


def _int(node: ET.Element | None, path: str) -> int | None:
    value = _number(node, path)
    return None if value is None else int(value)


def _count(node: ET.Element | None, *paths: str) -> int:
    return sum(_int(node, p) or 0 for p in paths)


def _clock_events(gpu: ET.Element) -> list[str]:
    # Drivers from 535 call the block clocks_event_reasons; older ones clocks_throttle_reasons.
    for block, prefix in (
        ("clocks_event_reasons", "clocks_event_reason_"),
        ("clocks_throttle_reasons", "clocks_throttle_reason_"),
    ):
        node = gpu.find(block)
        if node is not None:
            return [
                child.tag.removeprefix(prefix)
                for child in node
                if (child.text or "").strip() == "Active"
            ]
    return []


def _power(gpu: ET.Element, name: str) -> float | None:
    # Drivers from 530 report gpu_power_readings (current_power_limit); older power_readings
    # (power_limit / enforced_power_limit).
    for block in ("gpu_power_readings", "power_readings"):
        node = gpu.find(block)
        if node is None:
            continue
        if name == "current":
            for tag in ("current_power_limit", "enforced_power_limit", "power_limit"):
                if (value := _number(node, tag)) is not None:
                    return value
            return None
        return _number(node, f"{name}_power_limit")
    return None


def _ecc(gpu: ET.Element, section: str) -> int:
    """Uncorrectable ECC errors in ``volatile`` (since boot) or ``aggregate`` (lifetime)."""
    node = gpu.find(f"ecc_errors/{section}")
    if node is None:
        return 0
    if node.find("double_bit") is not None:  # Volta and older: single_bit / double_bit blocks
        return _count(node, "double_bit/total")
    sram = _count(node, "sram_uncorrectable")
    if node.find("sram_uncorrectable") is None:  # drivers 550+: split by parity and SEC-DED
        sram = _count(node, "sram_uncorrectable_parity", "sram_uncorrectable_secded")
    return sram + _count(node, "dram_uncorrectable")


def _gpu(index: int, gpu: ET.Element) -> GpuReading:
    link = gpu.find("pci/pci_gpu_link_info")
    slices = [
        MigSlice(
            memory_mib=_number(dev, "fb_memory_usage/total") or 0.0,
            sm_count=_int(dev, "device_attributes/shared/multiprocessor_count"),
        )
        for dev in gpu.findall("mig_devices/mig_device")
    ]
    retired = gpu.find("retired_pages")
    remapped = gpu.find("remapped_rows")
    return GpuReading(
        index=index,
        name=_text(gpu, "product_name") or "unknown GPU",
        uuid=_text(gpu, "uuid"),
        pci_bus_id=gpu.get("id"),
        architecture=_text(gpu, "product_architecture"),
        memory_mib=_number(gpu, "fb_memory_usage/total") or 0.0,
        pcie_gen_current=_int(link, "pcie_gen/current_link_gen"),
        pcie_gen_max=_int(link, "pcie_gen/max_link_gen"),
        pcie_width_current=_int(link, "link_widths/current_link_width"),
        pcie_width_max=_int(link, "link_widths/max_link_width"),
        power_limit_w=_power(gpu, "current"),
        default_power_limit_w=_power(gpu, "default"),
        max_power_limit_w=_power(gpu, "max"),
        sm_clock_mhz=_number(gpu, "clocks/sm_clock"),
        max_sm_clock_mhz=_number(gpu, "max_clocks/sm_clock"),
        mem_clock_mhz=_number(gpu, "clocks/mem_clock"),
        max_mem_clock_mhz=_number(gpu, "max_clocks/mem_clock"),
        temperature_c=_number(gpu, "temperature/gpu_temp"),
        ecc_enabled=(_text(gpu, "ecc_mode/current_ecc") == "Enabled")
        if _text(gpu, "ecc_mode/current_ecc")
        else None,
        ecc_uncorrectable_volatile=_ecc(gpu, "volatile"),
        ecc_uncorrectable_aggregate=_ecc(gpu, "aggregate"),
        retired_pages=_count(
            retired,
            "multiple_single_bit_retirement/retired_count",
            "double_bit_retirement/retired_count",
        ),
        retirement_pending=_text(retired, "pending_retirement") == "Yes",
        remapped_rows_pending=_text(remapped, "remapped_row_pending") == "Yes",
        remapped_rows_failure=_text(remapped, "remapped_row_failure") == "Yes",
        mig_enabled=_text(gpu, "mig_mode/current_mig") == "Enabled",
        mig_slices=slices,
        virtualization=_text(gpu, "gpu_virtualization_mode/virtualization_mode"),
        clock_events=_clock_events(gpu),
    )


def parse_smi_xml(text: str) -> Detected:
    """Read an ``nvidia-smi -q -x`` report (any driver since the v10 schema).

    Raises:
        ValueError: the text is not an nvidia-smi XML report.
    """
    # The report names a DTD file that is not shipped; drop the DOCTYPE before parsing.
    body = re.sub(r"<!DOCTYPE[^>]*>", "", text, count=1)
    try:
        root = ET.fromstring(body)
    except ET.ParseError as exc:
        raise ValueError(f"not an nvidia-smi XML report: {exc}") from exc
    if root.tag != "nvidia_smi_log":
        raise ValueError(f"not an nvidia-smi XML report (root element <{root.tag}>)")
    return Detected(
        source="nvidia-smi",
        driver_version=_text(root, "driver_version"),
        cuda_version=_text(root, "cuda_version"),
        gpus=[_gpu(i, g) for i, g in enumerate(root.findall("gpu"))],
    )


def parse_topology(text: str) -> Topology | None:
    """Read the matrix of ``nvidia-smi topo -m`` (GPU rows only); None when there is none."""
    rows: list[list[str]] = []
    names: list[str] = []
    header: list[str] | None = None
    for line in text.splitlines():
        cells = line.replace("\x1b[4m", "").replace("\x1b[0m", "").split()
        if header is None and cells and cells[0].startswith("GPU0"):
            header = [c for c in cells if re.fullmatch(r"GPU\d+", c)]
            continue
        if header and cells and re.fullmatch(r"GPU\d+", cells[0]):
            names.append(cells[0])
            rows.append(cells[1 : 1 + len(header)])
    if not header or not rows or any(len(r) < len(header) for r in rows):
        return None
    return Topology(gpus=names, links=rows)


# --------------------------------------------------------------------------- live readings

Runner = Callable[[list[str]], str | None]


def run_command(argv: list[str]) -> str | None:
    """Run a command and return its stdout, or None when it is missing or fails."""
    if shutil.which(argv[0]) is None:
        return None
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def read_host() -> Host:
    """CPU cores this process may use and the machine's RAM."""
    try:
        cores: int | None = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        cores = os.cpu_count()
    ram = None
    try:
        ram = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 1e9
    except (ValueError, OSError, AttributeError):  # pragma: no cover - not POSIX
        pass
    return Host(cpu_cores=cores, ram_gb=ram)


def _from_nvml(nvml: Any) -> Detected | None:
    """Readings through NVML; None when the library or the driver is not there."""
    try:
        nvml.nvmlInit()
    except Exception:  # noqa: BLE001 - any NVML failure means: no NVML here
        return None
    try:

        def safe(name: str, *args: Any) -> Any:
            try:
                return getattr(nvml, name)(*args)
            except Exception:  # noqa: BLE001 - a field the card (or this NVML) lacks
                return None

        gpus = []
        for i in range(nvml.nvmlDeviceGetCount()):
            h = nvml.nvmlDeviceGetHandleByIndex(i)
            name = nvml.nvmlDeviceGetName(h)
            mem = nvml.nvmlDeviceGetMemoryInfo(h)
            limit = safe("nvmlDeviceGetEnforcedPowerLimit", h)
            default = safe("nvmlDeviceGetPowerManagementDefaultLimit", h)
            mig = safe("nvmlDeviceGetMigMode", h)
            gpus.append(
                GpuReading(
                    index=i,
                    name=name.decode() if isinstance(name, bytes) else str(name),
                    memory_mib=mem.total / 2**20,
                    pcie_gen_current=safe("nvmlDeviceGetCurrPcieLinkGeneration", h),
                    pcie_gen_max=safe("nvmlDeviceGetMaxPcieLinkGeneration", h),
                    pcie_width_current=safe("nvmlDeviceGetCurrPcieLinkWidth", h),
                    pcie_width_max=safe("nvmlDeviceGetMaxPcieLinkWidth", h),
                    power_limit_w=None if limit is None else limit / 1000,
                    default_power_limit_w=None if default is None else default / 1000,
                    sm_clock_mhz=safe("nvmlDeviceGetClockInfo", h, 1),
                    max_sm_clock_mhz=safe("nvmlDeviceGetMaxClockInfo", h, 1),
                    mig_enabled=bool(mig and mig[0]),
                )
            )
        driver = safe("nvmlSystemGetDriverVersion")
        cuda = safe("nvmlSystemGetCudaDriverVersion")
        return Detected(
            source="nvml",
            driver_version=driver.decode() if isinstance(driver, bytes) else driver,
            cuda_version=None if cuda is None else f"{cuda // 1000}.{cuda % 1000 // 10}",
            gpus=gpus,
        )
    finally:
        safe_shutdown = getattr(nvml, "nvmlShutdown", None)
        if safe_shutdown is not None:
            try:
                safe_shutdown()
            except Exception:  # noqa: BLE001, S110 - shutting down a library that failed
                pass


def _from_torch() -> Detected | None:
    try:
        import torch
    except ImportError:
        return None
    if not torch.cuda.is_available():
        return None
    gpus = []
    for i in range(torch.cuda.device_count()):
        props = torch.cuda.get_device_properties(i)
        gpus.append(GpuReading(index=i, name=props.name, memory_mib=props.total_memory / 2**20))
    return Detected(source="torch", cuda_version=torch.version.cuda, gpus=gpus)


def detect(run: Runner = run_command, nvml: Any = None) -> Detected:
    """Read this machine: ``nvidia-smi`` XML, else NVML if importable, else torch, else nothing.

    The XML report holds more than NVML's basic calls (ECC, retired pages, clock events), so
    it comes first; NVML covers machines whose image lacks the ``nvidia-smi`` binary.
    """
    xml = run(["nvidia-smi", "-q", "-x"])
    found: Detected | None = None
    if xml:
        try:
            found = parse_smi_xml(xml)
        except ValueError:
            found = None
    if found is None or not found.gpus:
        if nvml is None:
            try:
                import pynvml  # nvidia-ml-py: optional

                nvml = pynvml
            except ImportError:
                nvml = None
        found = (_from_nvml(nvml) if nvml is not None else None) or _from_torch()
    if found is None or not found.gpus:
        return Detected(source="none", host=read_host())
    topo = run(["nvidia-smi", "topo", "-m"]) if len(found.gpus) > 1 else None
    return found.model_copy(
        update={"topology": parse_topology(topo) if topo else None, "host": read_host()}
    )

"""Troubleshooting tools: a card's CUDA facts; a memory or power reading against the card sold.

``Toolbox`` (``question.tools``) registers them through ``trouble_tools(box)``; the pure work is
in ``calc.troubleshoot``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.calc.driver_cuda import check_driver
from assistant.calc.memory_terms import arch_of
from assistant.calc.offload import plan_offload
from assistant.calc.spec_check import check_spec_reading
from assistant.calc.troubleshoot import card_facts, check_memory_reading, check_power_reading
from assistant.calc.usable_memory import usable_memory
from assistant.catalog.specs import Catalog
from assistant.models import GPU, MemoryReading
from assistant.models.query_markers import SpecReading

if TYPE_CHECKING:
    from assistant.question.tools import Toolbox, ToolOutput


class CardFactsArgs(BaseModel):
    """Arguments of ``card_facts``: the card in trouble."""

    model_config = ConfigDict(extra="forbid")

    gpu: str


class ReadingArgs(BaseModel):
    """Arguments of ``check_memory_reading``: the figure read, its unit, the card sold."""

    model_config = ConfigDict(extra="forbid")

    value: float = Field(gt=0, description="the memory figure read off the machine")
    unit: Literal["MiB", "GiB", "GB"]
    usable: bool = Field(default=False, description="a free/usable figure, not the total")
    gpu: str | None = Field(default=None, description="the card sold, when named")
    promised_gb: float | None = Field(default=None, gt=0, description="the size sold, in GB")
    named: str | None = Field(
        default=None, description="the card named, when sold at another size than its row's"
    )


class DriverArgs(BaseModel):
    """Arguments of ``check_driver``: the driver installed and the CUDA release of a build."""

    model_config = ConfigDict(extra="forbid")

    driver: str = Field(pattern=r"^\d{3}(?:\.\d{1,3})?$", description="driver: '470', '535.104'")
    cuda: str = Field(description="the CUDA release of the build, as '12.4'")


class PowerReadingArgs(BaseModel):
    """Arguments of ``check_power_reading``: the limit read off the machine, the card sold."""

    model_config = ConfigDict(extra="forbid")

    gpu: str
    watts: float = Field(gt=0, le=5000, description="the power limit read off the machine, W")


class SpecReadingArgs(BaseModel):
    """Arguments of ``check_spec_reading``: what a tool read off the card, the card sold."""

    model_config = ConfigDict(extra="forbid")

    gpu: str
    chip: str | None = Field(default=None, description="the die's code read off (ga102)")
    memory_gb: float | None = Field(default=None, gt=0)
    memory_type: str | None = Field(default=None, description="gddr6x, gddr7, hbm3 …")
    bus_bits: int | None = Field(default=None, gt=0, description="memory bus width read off")
    memory_clock_mhz: float | None = Field(default=None, gt=0, le=100_000)
    rops: int | None = Field(default=None, gt=0, le=1024, description="ROPs a tool reports")


class OffloadArgs(BaseModel):
    """Arguments of ``plan_offload``: a model run partly from system RAM, and the split seen."""

    model_config = ConfigDict(extra="forbid")

    model: str
    gpu: str
    count: int = Field(default=1, ge=1)
    precision: str = "q4_k_m"
    gpu_layers: int | None = Field(default=None, ge=0, description="layers seen on the GPU")
    total_layers: int | None = Field(
        default=None, gt=0, description="layers in all, as the runtime counts them"
    )
    cpu_moe_layers: int | None = Field(
        default=None, ge=1, description="MoE layers with experts in system RAM (--n-cpu-moe)"
    )


def siblings(catalog: Catalog, gpu: GPU) -> list[GPU]:
    """The other form factors of ``gpu``'s chip.

    Same vendor, architecture and product name ("H100 SXM5 80GB", "H100 PCIe 80GB", "H100 NVL").
    """
    family = gpu.name.split()[0]
    return [
        g
        for g in catalog.gpus.values()
        if g.id != gpu.id
        and g.vendor == gpu.vendor
        and g.architecture == gpu.architecture
        and g.name.split()[0] == family
    ]


def trouble_tools(box: Toolbox) -> dict[str, tuple[type[BaseModel], Callable[[Any], ToolOutput]]]:
    """The tools bound to ``box``'s catalog."""
    from assistant.question.tools import Typed

    def facts(args: CardFactsArgs) -> ToolOutput:
        """Architecture, compute capability, oldest CUDA and PyTorch, bf16 of a card."""
        return Typed(card_facts(box.catalog.gpu(args.gpu)), {})

    def usable(args: CardFactsArgs) -> ToolOutput:
        """How much of a card's memory a model can use, and what the driver and CUDA take."""
        return Typed(usable_memory(box.catalog.gpu(args.gpu)), {})

    def driver(args: DriverArgs) -> ToolOutput:
        """Whether a CUDA build runs on the driver installed, and the newest CUDA it runs."""
        found = check_driver(args.driver, args.cuda)
        return Typed(found, {}) if found else {"error": f"no driver table for CUDA {args.cuda}"}

    def reading(args: ReadingArgs) -> ToolOutput:
        """Whether a memory reading (MiB, GiB, GB; total or usable) matches the card sold."""
        gpu = box.catalog.gpu(args.gpu) if args.gpu else None
        nominal = args.promised_gb or (gpu.memory_gb if gpu else None)
        if nominal is None:
            return {"error": "no card or promised size to check the reading against"}
        stated = MemoryReading(value=args.value, unit=args.unit, usable=args.usable)
        named = box.catalog.gpu(args.named) if args.named else None
        return Typed(check_memory_reading(gpu, stated, nominal, named), {})

    def power(args: PowerReadingArgs) -> ToolOutput:
        """Whether a power limit read off the machine is the card's default, else whose it is."""
        gpu = box.catalog.gpu(args.gpu)
        if gpu.tdp_w is None:
            return {"error": f"the catalog has no power limit for {gpu.name}"}
        return Typed(check_power_reading(gpu, args.watts, siblings(box.catalog, gpu)), {})

    def spec(args: SpecReadingArgs) -> ToolOutput:
        """Whether a card's chip, memory and bus width read off it agree with the card sold."""
        said = SpecReading.model_validate(args.model_dump(exclude={"gpu"}))
        found = check_spec_reading(box.catalog.gpu(args.gpu), said)
        return Typed(found, {}) if found else {"error": "nothing read that the catalog holds"}

    def offload(args: OffloadArgs) -> ToolOutput:
        """Weights in system RAM and decode speed at the layer split seen (else as many as fit)."""
        model = box.catalog.model(args.model)
        layers = None
        if args.gpu_layers is not None:  # llama.cpp counts the output layer too: 81 for 80
            total = args.total_layers or arch_of(model).layers
            layers = round(args.gpu_layers * arch_of(model).layers / total)
        plan = plan_offload(
            model,
            box.catalog.gpu(args.gpu),
            args.count,
            precision=args.precision,
            gpu_layers=layers,
            cpu_moe_layers=args.cpu_moe_layers,
        )
        return Typed(plan, {})

    return {
        "card_facts": (CardFactsArgs, facts),
        "usable_memory": (CardFactsArgs, usable),
        "check_driver": (DriverArgs, driver),
        "plan_offload": (OffloadArgs, offload),
        "check_memory_reading": (ReadingArgs, reading),
        "check_power_reading": (PowerReadingArgs, power),
        "check_spec_reading": (SpecReadingArgs, spec),
    }


__all__ = [
    "CardFactsArgs",
    "DriverArgs",
    "OffloadArgs",
    "PowerReadingArgs",
    "ReadingArgs",
    "SpecReadingArgs",
    "siblings",
    "trouble_tools",
]

"""Power: the PSU a GPU build needs, the wall power of a GPU server, and its monthly electricity.

- **A build** (desktop or workstation): sustained DC load = GPUs' board power + CPU + the rest
  of the platform. PCIe CEM 5.0 lets a GPU spike to 3x its sustained power for 100 us and an
  ATX 3.x PSU with a 12V-2x6 connector must ride through 200% of its rating for 100 us (Intel
  ATX 3.0 design guide), so an ATX 3.x PSU needs ``max(sustained, (3 x GPUs + rest) / 2)``,
  rounded up to a size sold. Intel's own example (a 300 W GPU, 300 W CPU, 150 W rest: 750 W on
  ATX 3.0, about 1,100 W on ATX 2.x) gives the ATX 2.x figure as 1,100 / 750 of the sustained.
  Wall draw = DC load / 90% (80 PLUS Gold at half load, 115 V).
- **A computer** (Apple silicon rows, ``unified_memory_gb`` set): the row's ``tdp_w`` is the
  maker's measured maximum at the wall for the whole machine (Apple's Mac Studio power page),
  so nothing is added for a CPU, a platform or PSU losses, and there is no PSU to size.
- **A server**: the vendor's maximum input power when the catalog knows the box (DGX A100
  6.5 kW, DGX H100/H200 10.2 kW, DGX B200 14.3 kW), else the GPUs' board power x 1.82, the
  DGX H100's ratio of system maximum to GPU power (10.2 kW / 8 x 700 W).
- **Electricity** per month = wall kW x load x hours x PUE x tariff; the GPUs alone at board
  power x hours x tariff (what "the electricity of running a 3090 24/7" asks).
- **A wall circuit** (V x A) carries the build when its wall draw is within 80% of V x A, the
  continuous-load rule of US NEC 210.19/210.20; the 100 us spikes are the PSU's, not the
  breaker's.
- **Slot power**: a PCIe x16 card up to 75 W runs from the slot alone (PCIe CEM).
- **A power limit** keeps the share of speed measured on RTX 3090s at the same share of board
  power (``calc.power_limit``): decode is memory-bound and keeps most of it, prefill does not.

Watts are ``float``; money is ``Decimal``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, Field

from assistant.calc.cpu_power import CpuPower
from assistant.calc.money import HOURS_PER_MONTH, dec, money
from assistant.calc.power_limit import PowerLimitEffect, power_limit_effect
from assistant.catalog.offers import Currency, TcoInputs
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import failures as fail
from assistant.messages import llmcalc as say
from assistant.messages import power as psay
from assistant.models import GPU, PowerAsk

PowerKind = Literal["build", "server", "computer"]

CPU_DEFAULT_W = 253.0
"""A high-end desktop CPU at full load: Core i9-14900K maximum turbo power 253 W (Intel ARK)."""
PLATFORM_DEFAULT_W = 150.0
"""Motherboard, RAM, drives, fans: the 150 W Intel's ATX 3.0 sizing example allows."""
GPU_EXCURSION = 3.0
"""PCIe CEM 5.0: a card may draw 3x its sustained power for 100 us (Intel's Stephen Eastman,
PCWorld interview, 2022: a 600 W card may spike to 1,800 W)."""
ATX3_EXCURSION = 2.0
"""ATX 3.x PSUs with the 12V-2x6 connector hold 200% of rated power for 100 us, 180% for 1 ms,
160% for 10 ms, 120% for 100 ms (Intel ATX 3.0 design guide, as reported by HotHardware)."""
ATX2_FACTOR = 1100 / 750
"""Intel's example: the build that needs 750 W on ATX 3.0 needs about 1,100 W on ATX 2.x."""
PSU_EFFICIENCY = 0.90
"""80 PLUS Gold: 90% efficient at 50% load on 115 V (87% at 20% and 100%)."""
PSU_SIZES_W = (450, 550, 650, 750, 850, 1000, 1200, 1300, 1500, 1600, 2000, 2200, 2400, 2800)
"""Ratings PSUs are sold in; above 1,600 W they need a 200-240 V outlet."""
SINGLE_PSU_120V_W = 1600
CIRCUIT_120V_W = 1440.0
"""A 15 A, 120 V circuit carries 12 A continuously (80%, US NEC 210.19/210.20): 1,440 W."""
SERVER_MAX_W: dict[str, tuple[float, str]] = {
    # 8-GPU vendor systems: GPU id -> (maximum input power in W, source)
    "a100-40gb-sxm": (6500.0, "NVIDIA DGX A100 documentation (6 x 3 kW PSUs), via pcnews.ru 2020"),
    "a100-80gb-sxm": (6500.0, "NVIDIA DGX A100 documentation (6 x 3 kW PSUs), via pcnews.ru 2020"),
    "h100-sxm": (10200.0, "NVIDIA DGX H100/H200 User Guide: six 3.3 kW PSUs, 10.2 kW max"),
    "h200": (10200.0, "NVIDIA DGX H100/H200 User Guide: six 3.3 kW PSUs, 10.2 kW max"),
    "b200": (14300.0, "NVIDIA DGX B200 User Guide: six 3.3 kW PSUs, 14.3 kW max"),
}
SERVER_GPU_RATIO = 10200.0 / (8 * 700.0)
"""DGX H100 maximum input over its GPUs' board power (CPUs, NVSwitches, NICs, fans, losses)."""
BTU_PER_W = 3.412
"""Heat to remove: 1 W = 3.412 BTU/h (all drawn power ends as heat)."""
HOME_PUE = 1.0
"""A build in a room: no data-centre cooling overhead counted."""
CONTINUOUS_SHARE = 0.8
"""A circuit carries 80% of its rating continuously (US NEC 210.19/210.20; also the usual
derating for 10 A / 16 A outlets on 220-240 V)."""
PCIE_SLOT_W = 75.0
"""PCIe CEM: a x16 graphics slot supplies up to 75 W (66 W at 12 V, 10 W at 3.3 V)."""


_MODULE_RE = re.compile(r"SXM|OAM|module", re.IGNORECASE)
"""A form factor powered through a server baseboard (SXM, OAM, vendor modules)."""


class PowerEstimate(BaseModel):
    """Power of a build or server and its electricity (W, kWh; money in ``currency``)."""

    kind: PowerKind
    gpu_id: str
    count: int
    other_gpu_ids: list[str] = Field(default_factory=list)
    """Further cards in the same box, one entry per card ("a 4090 + a 3090")."""
    gpu_board_w: float
    gpus_w: float
    cpu_w: float
    cpu_name: str | None = None
    """The CPU the build names, when its own ceiling sized it."""
    platform_w: float
    sustained_w: float
    """DC load at full tilt (build) or the vendor's maximum input (server)."""
    transient_w: float
    """Brief (100 us) peak when every GPU spikes to 3x (builds); the maximum for servers."""
    psu_w: int | None
    """Smallest ATX 3.x PSU size that carries the build (None for servers)."""
    psu_atx2_w: int | None
    """The same build on an older ATX 2.x PSU."""
    psu_stated_w: float | None = None
    """The PSU the user stated, W."""
    budget_w: float | None = None
    """A power budget stated (a rack's kW), W."""
    budget_ok: bool | None = None
    """Whether the wall draw stays within ``budget_w``."""
    period_months: float = 1.0
    """The period the bill was asked for, in months of 730 h (1 = a month)."""
    electricity_for_period: Decimal = Decimal(0)
    """``electricity_per_month`` over that period."""
    gpus_electricity_for_period: Decimal = Decimal(0)
    """``gpus_electricity_per_month`` over that period."""
    psu_needed_w: float = 0.0
    """What a PSU must deliver: the sustained load, or half the ATX 3.x transient if larger."""
    psu_ok: bool | None = None
    """Whether the stated PSU delivers ``psu_needed_w`` (None when no PSU was stated)."""
    hosting_per_kw_month: Decimal | None = None
    hosting_per_month: Decimal | None = None
    """A colocation fee stated per kW a month, and the box's at its full-load wall draw."""
    wall_w: float
    """Drawn from the wall at full load."""
    system_source: str | None = None
    """Where a server's maximum power comes from (None when estimated)."""
    amps_120v: float
    amps_230v: float
    heat_btu_h: float
    """Heat the room or rack must remove at full load, BTU/h (for sizing cooling)."""
    load: float
    """Average share of full load over the hours counted."""
    hours_per_month: float
    pue: float
    kwh_per_month: float
    currency: Currency
    tariff_per_kwh: Decimal
    electricity_per_month: Decimal
    ask: PowerAsk = "psu"
    """What the question asked; the composer answers it first."""
    gpus_kwh_per_month: float = 0.0
    """The GPUs alone at board power over the same hours (no CPU, no PSU loss)."""
    gpus_electricity_per_month: Decimal = Decimal(0)
    slot_powered: bool = False
    """Board power within the 75 W a PCIe x16 slot supplies: no power cable needed."""
    slot_w: float = PCIE_SLOT_W
    module: str | None = None
    """The form factor of a card fed through a server baseboard (SXM, OAM), not by a cable."""
    circuit_volts: float | None = None
    circuit_amps: float | None = None
    circuit_w: float | None = None
    """V x A of the stated circuit (None when none was stated)."""
    circuit_continuous_w: float | None = None
    circuit_ok: bool | None = None
    """Whether the wall draw is within the circuit's continuous rating."""
    power_limit: PowerLimitEffect | None = None
    assumptions: list[Message] = Field(default_factory=list)
    warnings: list[Message] = Field(default_factory=list)


def _psu_size(watts: float) -> int:
    return next((s for s in PSU_SIZES_W if s >= watts), int(-(-watts // 100) * 100))


def gpus_on_psu(psu_w: float) -> float:
    """The most board power, W, the GPUs of a build may draw together on a ``psu_w`` ATX 3.x PSU.

    The inverse of the sizing above with the default CPU and platform: the sustained load
    (GPUs + 253 W + 150 W) and half the transient (3 x GPUs + the rest, over 2) both within it
    (a 650 W PSU carries 247 W of GPUs).
    """
    rest = CPU_DEFAULT_W + PLATFORM_DEFAULT_W
    return max(0.0, min(psu_w - rest, (ATX3_EXCURSION * psu_w - rest) / GPU_EXCURSION))


def _tariff(tco: TcoInputs, currency: Currency, given: Decimal | None) -> tuple[Decimal, Message]:
    if given is not None:
        if given <= 0:
            raise UsageError(say.TARIFF_POSITIVE(price=given))
        return given, say.TARIFF_GIVEN(price=given, currency=currency)
    rows = [t for t in tco.electricity if t.default and t.currency == currency]
    if not rows:
        raise UsageError(fail.NO_TARIFF(currency=currency))
    t = rows[0]
    return t.price_per_kwh, say.TARIFF_DEFAULT(
        price=t.price_per_kwh, currency=currency, region=t.region, source=t.source
    )


def _circuit_and_limit(
    wall: float,
    board: float,
    volts: float | None,
    amps: float | None,
    assumed: bool,
    limit_w: float | None,
    assumptions: list[Message],
) -> dict[str, Any]:
    """The circuit's fields (V x A, continuous rating, verdict) and a power limit's effect."""
    out: dict[str, Any] = {"circuit_volts": volts, "circuit_amps": amps}
    if volts and amps:
        continuous = volts * amps * CONTINUOUS_SHARE
        if assumed:
            assumptions.append(psay.CIRCUIT_DEFAULT(volts=volts, amps=amps))
        assumptions.append(psay.CIRCUIT_CONTINUOUS(share=CONTINUOUS_SHARE))
        out |= {"circuit_w": volts * amps, "circuit_continuous_w": continuous}
        out["circuit_ok"] = wall <= continuous
    if limit_w:
        effect = power_limit_effect(board, limit_w)
        assumptions += effect.assumptions
        out["power_limit"] = effect
    return out


def _resolve_kind(gpu: GPU, count: int, kind: PowerKind | None) -> PowerKind:
    """The power kind: ``computer`` for a whole-computer row, else the one asked, else a guess.

    A whole computer's ``tdp_w`` is its wall maximum; unasked, 8+ datacenter GPUs are a server.
    """
    if gpu.unified_memory_gb is not None:
        return "computer"
    if kind is None:
        return "server" if gpu.segment == "datacenter" and count >= 8 else "build"
    return kind


def _other_cards(first_w: float, others: Sequence[GPU]) -> tuple[float, list[Message]]:
    """Board power of every card in a mixed box, and a line per further card."""
    unknown = next((o for o in others if o.tdp_w is None), None)
    if unknown is not None:
        raise UsageError(say.NO_BOARD_POWER(gpu=unknown.name))
    total = first_w + math.fsum(o.tdp_w or 0.0 for o in others)
    return total, [say.BOARD_POWER(count=1, gpu=o.name, watts=o.tdp_w or 0.0) for o in others]


def _limited_gpus(
    gpus: float,
    board: float,
    count: int,
    others: Sequence[GPU],
    limit_w: float | None,
    kind: PowerKind,
    assumptions: list[Message],
) -> float:
    """The GPUs' draw with every card capped at ``limit_w`` (the PSU, wall and bill count it)."""
    if not limit_w or kind == "computer" or limit_w >= board:
        return gpus
    capped = limit_w * count + math.fsum(min(o.tdp_w or 0.0, limit_w) for o in others)
    assumptions.append(psay.LIMITED_DRAW(limit=limit_w, board=board, watts=capped))
    return capped


def _server_draw(
    gpu_id: str, count: int, gpus: float, uncapped: float, assumptions: list[Message]
) -> tuple[float, str | None]:
    """A server's maximum draw, W, and where it comes from (None: the GPUs x the DGX ratio).

    The vendor's maximum when the catalog knows the box, less the watts its capped cards no
    longer draw (``gpus`` under ``uncapped``); else the GPUs' draw x ``SERVER_GPU_RATIO``.
    """
    known = SERVER_MAX_W.get(gpu_id) if count % 8 == 0 else None
    if known is None:
        assumptions.append(say.SERVER_RATIO(ratio=SERVER_GPU_RATIO))
        return gpus * SERVER_GPU_RATIO, None
    sustained = known[0] * count / 8
    assumptions.append(say.SERVER_VENDOR_MAX(watts=known[0], source=known[1]))
    if gpus < uncapped:  # capped cards: the box's maximum less what they no longer draw
        sustained -= uncapped - gpus
        assumptions.append(psay.SERVER_LIMITED(saved=uncapped - gpus, watts=sustained))
    return sustained, known[1]


def _cpu_of_build(
    cpu_w: float | None, named_cpu: CpuPower | None
) -> tuple[float, Message | None, str | None]:
    """A build's CPU watts, what the answer says of them, and the CPU's name when it sized them."""
    if cpu_w is None and named_cpu is not None:
        said = psay.CPU_NAMED[named_cpu.rule]
        name, watts = named_cpu.name, named_cpu.watts
        return watts, said(cpu=name, watts=watts, tdp=named_cpu.tdp_w or 0), name
    if cpu_w is None:
        return CPU_DEFAULT_W, say.CPU_DEFAULT(watts=CPU_DEFAULT_W), None
    return cpu_w, None, None


def estimate_power(
    gpu: GPU,
    count: int,
    tco: TcoInputs,
    *,
    kind: PowerKind | None = None,
    cpu_w: float | None = None,
    named_cpu: CpuPower | None = None,
    platform_w: float | None = None,
    hours_per_day: float = 24.0,
    load: float = 1.0,
    pue: float | None = None,
    tariff_per_kwh: Decimal | None = None,
    currency: Currency = "USD",
    ask: PowerAsk = "psu",
    circuit_volts: float | None = None,
    circuit_amps: float | None = None,
    circuit_assumed: bool = False,
    power_limit_w: float | None = None,
    psu_stated_w: float | None = None,
    period_hours: float | None = None,
    budget_w: float | None = None,
    others: Sequence[GPU] = (),
    hosting_per_kw_month: Decimal | None = None,
) -> PowerEstimate:
    """PSU size (builds) or wall power (servers) of ``count`` x ``gpu``, and electricity a month.

    Args:
        gpu: the GPU (its ``tdp_w`` is the board power).
        count: GPUs (>= 1).
        tco: tco.yaml (default tariffs and PUE).
        kind: ``build`` or ``server``; None = server for 8+ SXM/datacenter GPUs, else build;
            always ``computer`` for a row that is a whole computer (``unified_memory_gb`` set).
        cpu_w: CPU power; None = ``named_cpu``'s ceiling, else 253 W (builds) or in the
            server figure.
        named_cpu: the CPU the build names: its stock power ceiling, said with its rule.
        platform_w: the rest of the box; None = 150 W.
        hours_per_day: hours a day it runs (0-24).
        load: average share of full power over those hours (0-1).
        pue: facility overhead; None = 1.0 for a build, tco.yaml's default for a server.
        tariff_per_kwh: price of a kWh in ``currency``; None = tco.yaml's default.
        currency: USD or CNY.
        ask: what the question asked (PSU, electricity, circuit, power limit, slot power).
        circuit_volts: the wall circuit's voltage, with ``circuit_amps`` its rating.
        circuit_amps: the circuit's rating in A.
        circuit_assumed: the circuit is a household default, not one the user stated.
        power_limit_w: a power limit set on each GPU, W.
        period_hours: a period the bill is asked for ("a year": 8,760 h); None = a month.
        psu_stated_w: a PSU the user has or means to buy, W: ``psu_ok`` says whether it
            carries the build (the sustained load and the ATX 3.x transient rule).
        others: further cards in the same box, one entry per card (mixed builds).
        budget_w: a power budget the box must stay within (a rack's kW), W: ``budget_ok``
            says whether the wall draw does.
        hosting_per_kw_month: a colocation fee per kW a month: the box's fee is billed on the
            power it is given, its full-load wall draw.

    Raises:
        UsageError: a count below 1, hours or load out of range, no board power known.
    """
    if count < 1:
        raise UsageError(fail.COUNT_AT_LEAST_ONE(count=count))
    if not 0 < hours_per_day <= 24:
        raise UsageError(say.HOURS_PER_DAY_RANGE(hours=hours_per_day))
    if not 0 < load <= 1:
        raise UsageError(say.LOAD_RANGE(load=load))
    if gpu.tdp_w is None:
        raise UsageError(say.NO_BOARD_POWER(gpu=gpu.name))
    kind = _resolve_kind(gpu, count, kind)
    board = gpu.tdp_w
    if power_limit_w and "laptop" in gpu.id:
        board = power_limit_w  # "140w 那版的 4070 笔记本": a laptop card's level is its board power
    gpus, others_said = _other_cards(board * count, others)
    lead = say.COMPUTER_WALL if kind == "computer" else say.BOARD_POWER
    assumptions: list[Message] = [lead(count=count, gpu=gpu.name, watts=board), *others_said]
    uncapped = gpus
    gpus = _limited_gpus(gpus, board, count, others, power_limit_w, kind, assumptions)
    warnings: list[Message] = []
    source: str | None = None
    psu: int | None = None
    psu2: int | None = None
    cpu_name: str | None = None
    if kind == "computer":
        cpu = rest = 0.0
        sustained = transient = wall = gpus
    elif kind == "build":
        cpu, cpu_said, cpu_name = _cpu_of_build(cpu_w, named_cpu)
        rest = PLATFORM_DEFAULT_W if platform_w is None else platform_w
        sustained = gpus + cpu + rest
        transient = GPU_EXCURSION * gpus + cpu + rest
        psu = _psu_size(max(sustained, transient / ATX3_EXCURSION))
        psu2 = _psu_size(sustained * ATX2_FACTOR)
        wall = sustained / PSU_EFFICIENCY
        if cpu_said is not None:
            assumptions.append(cpu_said)
        if platform_w is None:
            assumptions.append(say.PLATFORM_DEFAULT(watts=PLATFORM_DEFAULT_W))
        assumptions += [say.PSU_RULE(), say.WALL_GOLD(efficiency=PSU_EFFICIENCY)]
        if psu > SINGLE_PSU_120V_W:
            warnings.append(say.BEYOND_ONE_PSU(watts=psu))
    else:
        cpu = cpu_w or 0.0
        rest = platform_w or 0.0
        sustained, source = _server_draw(gpu.id, count, gpus, uncapped, assumptions)
        sustained += 0.0 if source is not None else cpu + rest
        transient = sustained
        wall = sustained
    hours = HOURS_PER_MONTH * hours_per_day / 24
    if pue is None:
        if kind == "server":
            pue = next(p.value for p in tco.pue if p.default)
            assumptions.append(say.PUE_DEFAULT(pue=pue))
        else:
            pue = HOME_PUE
    elif pue < 1:
        raise UsageError(say.PUE_AT_LEAST_ONE(pue=pue))
    tariff, tariff_note = _tariff(tco, currency, tariff_per_kwh)
    assumptions.append(tariff_note)
    kwh = wall / 1000 * load * hours * pue
    if kind == "build" and wall > CIRCUIT_120V_W and budget_w is None:  # a stated feed rules
        warnings.append(say.CIRCUIT_120V(watts=wall, limit=CIRCUIT_120V_W))
    per_day = round(hours_per_day, 2)
    assumptions.append(say.ELECTRICITY_HOURS(hours=hours, per_day=per_day, load=load, pue=pue))
    gpus_kwh = gpus / 1000 * load * hours
    extras = _circuit_and_limit(
        wall, board, circuit_volts, circuit_amps, circuit_assumed, power_limit_w, assumptions
    )
    needed = max(sustained, transient / ATX3_EXCURSION) if kind == "build" else sustained
    months = (period_hours / HOURS_PER_MONTH) if period_hours else 1.0
    return PowerEstimate(
        ask=ask,
        period_months=round(months, 4),
        electricity_for_period=money(dec(kwh * months) * tariff),
        gpus_electricity_for_period=money(dec(gpus_kwh * months) * tariff),
        psu_stated_w=psu_stated_w,
        psu_needed_w=round(needed, 1),
        psu_ok=None if psu_stated_w is None else psu_stated_w >= needed,
        budget_w=budget_w,
        budget_ok=None if budget_w is None else wall <= budget_w,
        hosting_per_kw_month=hosting_per_kw_month,
        hosting_per_month=None
        if hosting_per_kw_month is None
        else money(dec(wall / 1000) * hosting_per_kw_month),
        gpus_kwh_per_month=round(gpus_kwh, 1),
        gpus_electricity_per_month=money(dec(gpus_kwh) * tariff),
        slot_powered=board <= PCIE_SLOT_W,
        module=gpu.form_factor if _MODULE_RE.search(gpu.form_factor) else None,
        **extras,
        kind=kind,
        gpu_id=gpu.id,
        count=count,
        other_gpu_ids=[o.id for o in others],
        gpu_board_w=board,
        gpus_w=gpus,
        cpu_w=cpu,
        cpu_name=cpu_name,
        platform_w=rest,
        sustained_w=round(sustained, 1),
        transient_w=round(transient, 1),
        psu_w=psu,
        psu_atx2_w=psu2,
        wall_w=round(wall, 1),
        system_source=source,
        amps_120v=round(wall / 120, 1),
        amps_230v=round(wall / 230, 1),
        heat_btu_h=round(wall * BTU_PER_W),
        load=load,
        hours_per_month=round(hours, 1),
        pue=pue,
        kwh_per_month=round(kwh, 1),
        currency=currency,
        tariff_per_kwh=tariff,
        electricity_per_month=money(dec(kwh) * tariff),
        assumptions=assumptions,
        warnings=warnings,
    )


__all__ = ["SERVER_MAX_W", "PowerEstimate", "PowerKind", "estimate_power", "gpus_on_psu"]

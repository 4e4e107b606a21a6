"""Power: PSU size, the electricity bill, a wall circuit, slot power and power limits."""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_power import compose_power_answer
from assistant.calc.money import HOURS_PER_MONTH
from assistant.calc.power import PowerEstimate
from assistant.calc.power_stand_in import power_stand_in
from assistant.kinds.base import Examples, Kind
from assistant.kinds.power_pair import compose_draws, draws_weighed, plan_draws
from assistant.kinds.workload_plans import media_args
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.planner import (
    local_four_bit_call,
    memory_call,
    model_name,
    runs_locally_at_4_bit,
    single_method,
)
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox

JOB_ASKS = ("card", "draw", "electricity")
"""Power asks a model said beside is sized for ("draw running a 70B model all day")."""
SUPPLY_ASKS = ("budget", "psu_check")
"""Power asks a media job said beside is sized for too ("a 900W UPS during a flux batch")."""
SERVER_GPUS = 4
"""Four or more data-centre cards are sized as a server (vendor maximum), fewer as a build."""
MOST_ON_A_CIRCUIT = 8
"""The most cards sized when how many a circuit carries is asked (a node's worth)."""
SWEPT_SHARES = (0.9, 0.8, 0.7, 0.6)
"""Power limits tried, as shares of board power, when a limit is asked with no figure."""
HOME_CIRCUITS = {"en": (120.0, 15.0), "zh": (220.0, 10.0)}
"""A household circuit when none is stated: US 120 V 15 A; China 220 V 10 A (GB 2099 outlets)."""


def hours_per_day(query: Query) -> float:
    """Hours a day the GPUs run: as stated ("8 hours a day", "50% utilisation"), else 24."""
    if query.usage_hours_per_month:
        return min(24.0, round(query.usage_hours_per_month / 730.0 * 24, 2))
    return 24.0


def _server(tools: Toolbox, gpu_id: str, count: int) -> bool:
    """Four or more data-centre cards are a server; consumer cards stay a build (PSU sized)."""
    return count >= SERVER_GPUS and tools.catalog.gpu(gpu_id).segment == "datacenter"


def plan_power(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_power`` for the GPUs named, answering what was asked (bill, circuit, limit)."""
    if not query.gpus or query.blocked:
        return []
    gpu = query.gpus[0]
    extra: dict[str, object] = {}
    if query.tariff_per_kwh:
        extra["tariff_per_kwh"] = query.tariff_per_kwh
    ask = query.power_ask or "psu"
    if ask == "circuit":
        default = HOME_CIRCUITS[query.language]
        extra["circuit_volts"] = query.circuit_volts or default[0]
        extra["circuit_amps"] = query.circuit_amps or default[1]
        extra["circuit_assumed"] = not (query.circuit_volts and query.circuit_amps)
    if query.power_limit_w:  # a limit set on each card: the PSU and the bill are at the limit
        extra["power_limit_w"] = query.power_limit_w
    if ask == "psu_check":
        extra["psu_stated_w"] = query.psu_stated_w
    if ask == "budget":
        extra["budget_w"] = query.power_budget_w
    if query.hosting_per_kw_month:  # "每千瓦每月 800 块托管费": the box's fee at its draw
        extra["hosting_per_kw_month"] = query.hosting_per_kw_month
    if query.cpu:  # "4090 + 7950x": the CPU's own ceiling, not the 253 W default
        extra["cpu"] = query.cpu
    if ask not in ("psu", "psu_check", "draw", "card", "budget"):
        extra.update(_hours_and_load(query))
    others = [g.gpu_id for g in query.gpus[1:] for _ in range(g.count)]
    if others:  # "a 4090 + a 3090 in one box": every card in the build
        extra["other_gpus"] = others
    if ask == "electricity" and query.duration_hours and query.duration_hours != HOURS_PER_MONTH:
        extra["period_hours"] = query.duration_hours  # "一年电费": the bill for a year
    currency = query.tariff_currency or query.currency
    cloud = query.where == "cloud"
    # "一路16A的电最多能带几张4090", "3kw 最多放几张": each count sized, the most said
    counted = ask in ("circuit", "budget") and query.asks_gpu_count
    counted = counted and not gpu.count_stated and not others
    board = tools.catalog.gpu(gpu.gpu_id).tdp_w if ask == "power_limit" else None
    if board and not query.power_limit_w:  # a limit asked with no figure: limits swept
        return [
            tools.call(
                "estimate_power",
                gpu=gpu.gpu_id,
                count=gpu.count,
                currency=reply_currency(query, currency),
                ask=ask,
                **{**extra, "power_limit_w": round(board * share)},
            )
            for share in SWEPT_SHARES
        ]
    calls = [
        tools.call(
            "estimate_power",
            gpu=gpu.gpu_id,
            count=count,
            kind="server" if cloud or _server(tools, gpu.gpu_id, count) else None,
            currency=reply_currency(query, currency),
            ask=ask,
            **extra,
        )
        for count in (range(1, MOST_ON_A_CIRCUIT + 1) if counted else (gpu.count,))
    ]
    close = power_stand_in(tools.catalog, gpu.gpu_id)
    if close is not None and calls[0].typed(PowerEstimate) is None:
        # no figure for this Mac: the same tier's measured one, said as what is close
        calls.append(tools.call("estimate_power", **{**calls[0].input, "gpu": close}))
    return calls + _beside_calls(query, tools, gpu, ask)


def _beside_calls(query: Query, tools: Toolbox, gpu: GPUAsk, ask: str) -> list[ToolCall]:
    """The job said beside the power, sized on the card.

    A model for a draw or a bill; a media job for those and for a supply judged ("a 900W UPS …
    during a flux batch").
    """
    if ask in JOB_ASKS:
        return _job_calls(query, tools, gpu)
    if ask in SUPPLY_ASKS and query.model_id is None and query.params_b is None:
        return _media_job_calls(query, tools, gpu)
    return []


def _hours_and_load(query: Query) -> dict[str, object]:
    """Hours a day the bill runs, and the average load said ("average load maybe 50%")."""
    said: dict[str, object] = {"hours_per_day": hours_per_day(query)}
    if query.load_share:  # billed at that share of the draw
        said["load"] = query.load_share
    return said


def _job_calls(query: Query, tools: Toolbox, gpu: GPUAsk) -> list[ToolCall]:
    """The model said beside the power ("running a 70B model") sized on the cards.

    As asked first; a 4-bit GGUF build after it when 16-bit does not fit one user's own cards.
    """
    model = model_name(query)
    if model is None:
        return _media_job_calls(query, tools, gpu)  # "orin nano running whisper small 24/7"
    if single_method(query) != "inference":
        return []
    first = memory_call(query, tools, model, "inference", gpu)
    if first.output.get("fits") is not False or not runs_locally_at_4_bit(query, tools, model):
        return [first]
    return [first, local_four_bit_call(tools, model, gpu)]


def _media_job_calls(query: Query, tools: Toolbox, gpu: GPUAsk) -> list[ToolCall]:
    """An image, video, vision or speech job said beside the power: its memory on the card."""
    if query.workload_id is None:
        return []
    return [tools.call("estimate_workload_memory", gpu=gpu.gpu_id, **media_args(query))]


def _plan(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``plan_power``; two setups' draws weighed are each sized on their own."""
    if query.gpus and not query.blocked and draws_weighed(query):  # "an M3 Ultra vs two 3090s"
        return plan_draws(query, tools)
    return plan_power(query, tools)


def _compose(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The power answer; two setups' draws weighed side by side when that is asked."""
    asked = [g.gpu_id for g in draft.query.gpus]
    if not (draws_weighed(draft.query) and compose_draws(draft, calls, asked)):
        compose_power_answer(draft, calls)


def _gpus_named(query: Query) -> bool:
    asked = query.power_words or query.power_ask is not None  # a follow-up carries the ask
    # a limit read off a rented machine ("nvidia-smi shows 350 W, normal?") is checked (verify)
    read = query.power_reading_w is not None
    # "99% util but only 250 W": a draw seen in a trouble, no power asked
    read = read or (query.task == "troubleshoot" and query.power_ask is None)
    # "reboots as soon as training starts, 750 W PSU": the trip troubleshot, the PSU sized in it
    read = read or query.trouble == "power_trip"
    return bool(query.gpus) and asked and query.task != "catalog" and not read


POWER = Kind(
    name="power",
    intent="cost",
    gives=("power_cost", "wattage"),
    keeps=("price",),
    examples=Examples(
        en=(
            "what PSU do I need for two 3090s",
            "how many watts does an 8x H100 server draw",
            "is a 1000W power supply enough for a 4090",
            "monthly electricity cost of running 4 4090s 24/7",
            "power draw of a DGX B200 at the wall",
            "what wattage PSU for a 5090 build",
            "can a 15 amp outlet run two 4090s",
            "how much speed do I lose if I power limit my 3090 to 250W",
            "does the T4 need a PCIe power cable",
        ),
        zh=(
            "两张3090要配多大的电源",
            "8卡H100服务器功耗多少瓦",
            "4090配1000W电源够吗",
            "4张4090全天跑一个月电费多少",
            "DGX B200整机功率多少",
            "5090主机电源要多少瓦",
            "家里10A插座带得动两张4090吗",
            "4090限功耗到300W速度掉多少",
            "T4需要额外供电吗",
        ),
    ),
    plan=_plan,
    compose=_compose,
    prior=lambda q: q.task == "power",
    admits=_gpus_named,
)

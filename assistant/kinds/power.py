"""Power: PSU size of a build or wall power of a server, and the electricity it costs."""

from assistant.answer.compose_llmcalc import compose_power
from assistant.kinds.base import Examples, Kind
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox

SERVER_GPUS = 4
"""Four or more data-centre cards are sized as a server (vendor maximum), fewer as a build."""


def plan_power(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_power`` for the GPUs named, at the tariff stated (the catalog's otherwise)."""
    if not query.gpus or query.blocked:
        return []
    gpu = query.gpus[0]
    tariff = {"tariff_per_kwh": query.tariff_per_kwh} if query.tariff_per_kwh else {}
    currency = query.tariff_currency or query.currency
    return [
        tools.call(
            "estimate_power",
            gpu=gpu.gpu_id,
            count=gpu.count,
            kind="server" if query.where == "cloud" or gpu.count >= SERVER_GPUS else None,
            currency=currency or ("CNY" if query.language == "zh" else "USD"),
            **tariff,
        )
    ]


def _gpus_named(query: Query) -> bool:
    return bool(query.gpus) and query.power_words


POWER = Kind(
    name="power",
    intent="cost",
    examples=Examples(
        en=(
            "what PSU do I need for two 3090s",
            "how many watts does an 8x H100 server draw",
            "is a 1000W power supply enough for a 4090",
            "monthly electricity cost of running 4 4090s 24/7",
            "power draw of a DGX B200 at the wall",
            "what wattage PSU for a 5090 build",
        ),
        zh=(
            "两张3090要配多大的电源",
            "8卡H100服务器功耗多少瓦",
            "4090配1000W电源够吗",
            "4张4090全天跑一个月电费多少",
            "DGX B200整机功率多少",
            "5090主机电源要多少瓦",
        ),
    ),
    plan=plan_power,
    compose=compose_power,
    admits=_gpus_named,
)

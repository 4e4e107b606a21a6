"""Catalog lookup: which cards have a feature or a memory size, ranked or listed."""

from assistant.answer.compose_catalog import compose_catalog
from assistant.kinds.base import Examples, Kind
from assistant.models import Query, ToolCall
from assistant.question.planner import plan_catalog as plan_filter
from assistant.question.tools import Toolbox


def _one_cards_specs(query: Query) -> bool:
    """Specs asked of one named card, nothing to size ("H200 显存多大", then "那 B200 呢")."""
    one = len({g.gpu_id for g in query.gpus}) == 1
    sized = query.model_id is not None or query.params_b is not None
    asked = query.power_ask not in (None, "draw")  # one card's draw is its board power
    return bool(query.spec_fields) and one and not sized and not asked


def plan_catalog(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``query_catalog``: one named card's row (a spec question), else the filter stated."""
    if _one_cards_specs(query):
        gpu = query.gpus[0].gpu_id
        return [tools.call("query_catalog", gpu_ids=[gpu], fields=query.spec_fields)]
    calls = plan_filter(query, tools)
    extra = {"max_board_power_w": query.max_board_power_w, "china_sale": query.china_sale}
    if not any(extra.values()):
        return calls
    return [tools.call("query_catalog", **{**calls[0].input, **extra})]


CATALOG = Kind(
    name="catalog",
    intent="recommend",
    examples=Examples(
        en=(
            "which GPUs support FP8?",
            "list cards with 48GB and NVLink",
            "which consumer cards have the most VRAM",
            "cheapest GPU with at least 80GB",
            "what datacenter GPUs don't have NVLink",
            "show me all the cards with 24GB",
            "which datacenter GPUs draw under 75W",
            "how much VRAM does the L40S have",
            "what is the memory bandwidth of the H100",
        ),
        zh=(
            "哪些显卡支持FP8？",
            "有哪些48G显存带NVLink的卡",
            "消费级显卡哪张显存最大",
            "显存至少80G的卡哪个最便宜",
            "哪些数据中心卡没有NVLink",
            "24G显存的卡有哪些",
            "功耗100W以下的数据中心卡有哪些",
            "H200显存多大，带宽多少",
            "国内能合法买到哪些数据中心卡",
        ),
    ),
    plan=plan_catalog,
    compose=compose_catalog,
    prior=lambda q: q.task == "catalog" or _one_cards_specs(q),
)

"""Catalog lookup: which cards have a feature or a memory size, ranked or listed."""

from assistant.answer.compose_catalog_why import compose_catalog_why
from assistant.kinds.base import Examples, Kind
from assistant.kinds.power import plan_power
from assistant.models import Query, ToolCall
from assistant.question.planner import plan_catalog as plan_filter
from assistant.question.tools import Toolbox


def _one_card(query: Query) -> bool:
    """One card named, nothing to size."""
    one = len({g.gpu_id for g in query.gpus}) == 1
    sized = query.model_id is not None or query.params_b is not None
    return one and not sized and query.workload_family is None


SUPPLY_ASKS = ("psu_check", "slot_power", "card", "draw")
"""Power asks a card's own wattage, quoted to be confirmed, leads ("TDP 600W 是真的吗？我电源只有
1000W", "L4 功耗是 72W 吗？不用外接供电吧"): the row's figure first, the supply judged after it.
A PSU size asked ("72W 是整卡吗，四张塞一台，电源要多大") is the question itself, the power
kind's."""


def power_quoted(query: Query) -> bool:
    """One card's board power quoted to be confirmed (or its TDP asked) beside a supply asked."""
    quoted = any(q.field == "power" for q in query.figures_quoted)
    # "整卡 tdp 多少 w，单个 8pin 够吗": the spec named and asked, the connector judged after it
    quoted = quoted or query.board_power_named and query.power_ask == "slot_power"
    one = len(query.gpus) == 1 and query.gpus[0].count <= 1
    return quoted and one and query.power_ask in SUPPLY_ASKS


def _one_cards_specs(query: Query) -> bool:
    """Specs asked of one named card (or two side by side), nothing to size.

    "H200 显存多大", then "那 B200 呢"; "4090D 的 TDP 比 4090 低吗" reads both rows.
    """
    sized = query.model_id is not None or query.params_b is not None
    # each card once: "B200八卡整机功耗" is a server's power, not one card's row
    ids = {g.gpu_id for g in query.gpus}
    # "how much memory do 8 h100s have in all": one card's row, its memory summed
    summed = query.spec_fields == ["memory"] and len(ids) == 1
    # "offered 4 of them: bandwidth? bf16?": a count beside a card's own figures is no build
    # (as ``power_slots.spec_task`` reads it); the power or price of several is a build's
    counted = not {"power", "price"} & set(query.spec_fields)
    one = 1 <= len(ids) <= 2 and (all(g.count <= 1 for g in query.gpus) or summed or counted)
    # what a card draws is the power kind's, its TDP ours, and its wattage quoted to confirm
    asked = query.power_ask is not None and not power_quoted(query)
    # "H100 PCIe vs SXM for inference, does the bandwidth matter": two cards weighed for a
    # workload (a method stated) are a comparison, their rows its evidence
    # (or their worth for it asked: "a800 和 h20 做推理哪个划算？h20 显存大")
    compared = query.intent == "compare" or query.objective == "best_value"
    weighed = len(ids) == 2 and query.method is not None and compared
    # "二手 3.8w，三年后还能卖多少？跟租比谁划算": the resale price is the rent-or-buy weighing's
    weighed = weighed or query.intent == "rent_vs_buy" and "price" in query.spec_fields
    # "≥96gb … gh200 or h200, which is cheapest per hour": a memory floor, a rate ranked
    ranked = query.unit is not None and query.objective == "cheapest"
    return bool(query.spec_fields) and one and not sized and not asked and not (weighed or ranked)


def buy_price_asked(query: Query) -> bool:
    """Only the price to buy one named card is asked ("二手4090多少钱"): the price kind's.

    A provider named or renting said ("算家云的 4090 按量什么价") asks the rent, not the card's.
    """
    rented = query.provider is not None or query.where == "cloud"
    # "首发价多少？显存是 16G 吧": a figure put up to confirm besides is the card's row
    return (
        query.spec_fields == ["price"]
        and _one_cards_specs(query)
        and not rented
        and not (query.figures_quoted)
    )


def _one_cards_feature(query: Query) -> bool:
    """Whether one named card has a feature ("does the 4090 support NVLink?"), not a list."""
    feature = bool(query.features or query.excluded_features)
    pair = 2 if query.features == ["nvlink"] else 1  # "can two A5500s be NVLinked"
    single = all(g.count <= pair for g in query.gpus)
    # the parser reads a pure feature question as a lookup, not an explanation (concept)
    lookup = query.intent != "concept" and query.task != "catalog"
    return feature and query.asks_has and _one_card(query) and single and lookup


DOUBT_HINTS: dict[str, tuple[str, str]] = {
    "bandwidth": (
        "memory bandwidth decides how fast data moves token generation speed",
        "显存带宽 每秒 传多少数据 逐词生成 速度上限",
    ),
    "memory": ("how much VRAM a model needs", "显存 放得下 多大的模型"),
    "tflops": ("compute density TFLOPS versus bandwidth", "算力密度 TFLOPS 显存带宽"),
}
"""Retrieval words when a card's figure is doubted as enough ("带宽才448？会不会太拉胯"): the
guide section on what that figure decides, not one that only names the card."""


def _hint(query: Query) -> tuple[str, str] | None:
    """The doubted figure's retrieval words, else None (the kind's own hint)."""
    if not query.figure_doubted:
        return None
    return next((DOUBT_HINTS[f] for f in query.spec_fields if f in DOUBT_HINTS), None)


def plan_catalog(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``query_catalog``: one named card's row (a spec question), else the filter stated.

    The catalog's models asked for ("what glm models do you know") are ``list_models``.
    """
    if query.models_listed is not None:
        return [tools.call("list_models", family=query.models_listed)]
    if _one_cards_specs(query) or _one_cards_feature(query):
        gpus = list(dict.fromkeys(g.gpu_id for g in query.gpus))
        features = {"features": query.features, "excluded_features": query.excluded_features}
        fields: dict[str, object] = (
            {"fields": query.spec_fields} if query.spec_fields else dict(features)
        )
        if "price" in query.spec_fields and query.currency and query.currency != "USD":
            fields["currency"] = query.currency  # "买一张多少钱？人民币": the price in yuan
        row = tools.call("query_catalog", gpu_ids=gpus[: 2 if query.spec_fields else 1], **fields)
        # the wattage confirmed, then the supply or the slot it was asked for
        supply = plan_power(query, tools) if power_quoted(query) else []
        return [row, *supply]
    if query.spec_fields and not query.gpus and query.blocked:
        return []  # "and the A2?": the figures of a card the catalog lacks, no other card's
    named = list(dict.fromkeys(g.gpu_id for g in query.gpus))
    if len(named) >= 2 and (query.features or query.excluded_features):
        # "which of the A4000/A4500/A5000 have NVLink": each named card's row, the feature shown
        features = {"features": query.features, "excluded_features": query.excluded_features}
        return [tools.call("query_catalog", gpu_ids=named, **features)]
    calls = plan_filter(query, tools)
    extra = {
        "max_board_power_w": query.max_board_power_w,
        # "keeping my 850W PSU": the cards listed are the ones it carries
        "psu_w": query.psu_stated_w if query.where != "cloud" else None,
        "max_slots": query.max_slots,
        "china_sale": query.china_sale,
        "domestic": query.domestic,
    }
    if not any(extra.values()):
        return calls
    return [tools.call("query_catalog", **{**calls[0].input, **extra})]


CATALOG = Kind(
    name="catalog",
    intent="recommend",
    gives=("card_spec",),
    keeps=("comparison", "wattage", "pick"),
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
            "does the RTX 3090 support NVLink",
            "what is the TDP of the A100",
            "list the Hopper cards",
            "what models do you know from the qwen family",
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
            "4090 支持 NVLink 吗",
            "A100 的 TDP 是多少瓦",
            "哪些卡的带宽在 1TB/s 以上",
            "你们支持哪些 llama 模型",
        ),
    ),
    plan=plan_catalog,
    compose=compose_catalog_why,
    hint_of=_hint,
    prior=lambda q: (
        not buy_price_asked(q)
        and (
            q.task == "catalog"
            or q.models_listed is not None
            or _one_cards_specs(q)
            or _one_cards_feature(q)
        )
    ),
    # one card's (or two cards') figures asked, nothing to size: their rows
    asked_needs=lambda q: (
        1 <= len({g.gpu_id for g in q.gpus}) <= 2 and q.model_id is None and q.params_b is None
    ),
)

"""Catalog lookup: which cards have a feature or a memory size, ranked or listed."""

from assistant.answer.compose_catalog import compose_catalog
from assistant.kinds.base import Examples, Kind
from assistant.question.planner import plan_catalog

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
        ),
        zh=(
            "哪些显卡支持FP8？",
            "有哪些48G显存带NVLink的卡",
            "消费级显卡哪张显存最大",
            "显存至少80G的卡哪个最便宜",
            "哪些数据中心卡没有NVLink",
            "24G显存的卡有哪些",
        ),
    ),
    plan=plan_catalog,
    compose=compose_catalog,
    prior=lambda q: q.task == "catalog",
)

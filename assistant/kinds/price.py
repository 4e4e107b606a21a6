"""Price: what a GPU or instance costs per hour or month, or what a stated job costs."""

from assistant.answer.compose_price import compose_cost
from assistant.kinds.base import Examples, Kind
from assistant.models import Query
from assistant.question.planner import plan_cost


def _priceable(query: Query) -> bool:
    """Something to price: GPUs named, or words that may name an instance type."""
    return bool(query.gpus) or bool(query.instance_words)


PRICE = Kind(
    name="price",
    intent="cost",
    examples=Examples(
        en=(
            "how much is an H100 per hour?",
            "what would a week of 8xH100 cost on spot",
            "cheapest A100 rental right now",
            "cost to rent 4 4090s for a month on runpod",
            "price of a p5.48xlarge per hour",
            "how much does it cost to fine-tune a 7B model on a100s for 10 hours",
            "L40S hourly price on AWS vs lambda",
            "what's the monthly bill for one H200",
        ),
        zh=(
            "H100 每小时多少钱？",
            "8卡H100用抢占式跑一周要多少钱",
            "现在租A100最便宜多少",
            "在AutoDL租4张4090一个月多少钱",
            "阿里云8卡A100一小时多少钱",
            "A100跑10个小时微调7B要花多少",
            "L40S按小时租价格",
            "一张H200包月多少钱",
        ),
    ),
    plan=plan_cost,
    compose=compose_cost,
    prior=lambda q: q.intent == "cost",
    admits=_priceable,
)

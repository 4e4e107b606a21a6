"""Clarify: a purchase question with nothing to size it by gets one short question back."""

from assistant.answer.compose_trouble import compose_clarify
from assistant.kinds.base import Examples, Kind, no_plan

CLARIFY = Kind(
    name="clarify",
    intent="recommend",
    examples=Examples(
        en=("which GPU should I buy?", "what card do you recommend", "help me pick a gpu"),
        zh=("买什么显卡好？", "推荐一张卡", "帮我选个显卡"),
    ),
    plan=no_plan,
    compose=compose_clarify,
    prior=lambda q: q.task == "clarify",
    needs_calls=False,
)

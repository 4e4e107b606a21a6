"""Unsupported: a question outside GPU selection for AI work, declined politely."""

from collections.abc import Sequence

from assistant.answer.compose import Draft, compose_unsupported
from assistant.kinds.base import Examples, Kind, no_plan
from assistant.messages import talk
from assistant.models import ToolCall

DECLINED = {
    "crypto_mining": talk.DECLINED_CRYPTO_MINING,
    "gaming": talk.DECLINED_GAMING,
    "model_quality": talk.DECLINED_MODEL_QUALITY,
    "writing": talk.DECLINED_WRITING,
    "generating": talk.DECLINED_GENERATING,
    "repair": talk.DECLINED_REPAIR,
    "remote_action": talk.DECLINED_REMOTE_ACTION,
}
"""The refusal that names what was asked, when the parser named the subject."""


def _decline(draft: Draft, calls: Sequence[ToolCall]) -> None:
    subject = draft.query.declined
    if subject is None:
        compose_unsupported(draft)
        return
    draft.add(DECLINED[subject]().render(draft.lang))
    close = talk.DECLINED_WRITING_CLOSE if subject == "writing" else talk.DECLINED_CLOSE
    draft.add(close().render(draft.lang))


UNSUPPORTED = Kind(
    name="unsupported",
    intent="unsupported",
    examples=Examples(
        en=(
            "what's the weather in Beijing",
            "which stocks should I buy",
            "give me a pasta recipe",
            "who won the football match",
            "write me a poem about cats",
        ),
        zh=("北京天气怎么样", "推荐几只股票", "红烧肉怎么做", "昨晚球赛谁赢了", "写一首关于猫的诗"),
    ),
    plan=no_plan,
    compose=_decline,
    # a closed model asked about is the not-covered kind's: it says so and names what is close
    prior=lambda q: (
        q.intent == "unsupported" and (q.closed_model is None or q.declined is not None)
    ),
    needs_calls=False,
)

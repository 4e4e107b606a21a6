"""Concept: explain a term, a trade-off or a how-to from the guides, cited."""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.concept import compose_concept
from assistant.answer.concept_cards import add_card_notes
from assistant.kinds.base import Examples, Kind, no_plan
from assistant.models import ToolCall


def _explain(draft: Draft, calls: Sequence[ToolCall]) -> None:
    compose_concept(draft)
    if draft.query.kind != "not_covered":  # explained: then what the named cards are
        add_card_notes(draft)


CONCEPT = Kind(
    name="concept",
    intent="concept",
    examples=Examples(
        en=(
            "what is NVLink?",
            "LoRA vs QLoRA, what's the difference",
            "why does the KV cache grow with context",
            "what does MFU mean",
            "is ROCm usable for pytorch now",
            "what is tensor parallelism and when do I need it",
            "explain FP8 training",
            "how does speculative decoding speed things up",
        ),
        zh=(
            "NVLink是什么？",
            "LoRA和QLoRA有什么区别",
            "为什么KV cache随上下文变大",
            "MFU是什么意思",
            "国产卡能替代英伟达吗",
            "张量并行是什么，什么时候需要",
            "解释一下FP8训练",
            "投机解码为什么能加速",
        ),
    ),
    plan=no_plan,
    compose=_explain,
    prior=lambda q: q.intent == "concept",
    needs_calls=False,
)

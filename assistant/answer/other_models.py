"""Whether a quoted sentence is about another model than the one asked.

"how much vram does deepseek v3 need" is not explained by a passage on Whisper's sizes, though
both say "VRAM" and "v3": a sentence that names a model family or workload, and not the one the
question names, is left out. A sentence naming no model stays (memory arithmetic in general).
A language model asked by size alone ("a 32B model") is any family's, so only a media
workload's sentence is another model's there.
"""

from __future__ import annotations

import re
from functools import cache

from assistant.catalog.specs import Catalog
from assistant.models import Query

_WORKLOAD_WORDS = {
    "whisper": ("whisper",),
    "image": ("stable diffusion", "sdxl", "sd 1.5", "sd3", "flux"),
    "video": ("wan2", "hunyuanvideo", "ltx"),
    "vision": ("yolo", "resnet", "vit-", "segment anything"),
}
"""Words that name a workload family in a guide sentence (speech is Whisper's)."""


@cache
def _family_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![a-z0-9])(?:{alternatives})", re.IGNORECASE)


def _families(catalog: Catalog) -> dict[str, tuple[str, ...]]:
    """Each LLM family and workload family, with the words that name it."""
    llm: dict[str, tuple[str, ...]] = {m.family: (m.family,) for m in catalog.models.values()}
    llm["mistral"] = ("mistral", "mixtral")
    speech = {"speech": _WORKLOAD_WORDS["whisper"]}
    return {**llm, **speech, **{k: v for k, v in _WORKLOAD_WORDS.items() if k != "whisper"}}


def _asked_family(query: Query, catalog: Catalog) -> str | None:
    if query.model_id and query.model_id in catalog.models:
        return catalog.models[query.model_id].family
    return query.workload_family


def about_other_models(sentence: str, query: Query, catalog: Catalog) -> bool:
    """Whether ``sentence`` names a model family or workload and not the one asked."""
    asked = _asked_family(query, catalog)
    families = _families(catalog)
    if asked is None and query.params_b is not None:  # "a 32B model": some language model
        media = ("speech", "image", "video", "vision")  # a YOLO timing explains no 32B's speed
        return any(_family_pattern(families[f]).search(sentence) for f in media)
    if asked is None:
        return False
    named = {f for f, words in families.items() if _family_pattern(words).search(sentence)}
    return bool(named) and asked not in named


__all__ = ["about_other_models"]

"""A follow-up about the same hardware: the Mac said again by its machine name, another list.

* "这台 mac mini 还能跑什么" after "m4 pro 48g 的 mac mini …": the machine word names the Mac
  whose chip the earlier turn gave, not a card the catalog lacks; the unknown-card problem
  goes and the earlier chip is kept.
* "what other models would suit that laptop" after a fit of one model: a list of what the
  hardware runs is asked, so the earlier model is not inherited (the list is not about it).
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.price_follow import price_of_named_card, rental_priced_apart
from assistant.question.text import fold

_MAC_MACHINE_RE = re.compile(
    r"(?:mac[\s-]*(?:studio|mini|pro)|macbook(?:[\s-]*(?:pro|air))?|imac|mac)", re.IGNORECASE
)
"""A Mac's machine name, no chip ("M5 Max" is a newer chip, not the Mac said again)."""
_APPLE_ID_RE = re.compile(r"^m\d(?:-(?:pro|max|ultra))?-\d+gb$")
"""A catalog id of an Apple chip row ("m4-pro-48gb")."""
_VARIANTS_RE = re.compile(
    r"\b(?:ggufs?|quants?|quantizations?|variants?|versions?|sizes?)\b|量化|版本|尺寸|精度"
)
"""A list of the same model's variants ("which quants fit"): the model stays the subject."""
_MODELS_LISTED_RE = re.compile(
    r"(?:哪些|哪几个|什么|啥|其他|其它|别的)\s*(?:的\s*)?(?:大\s*)?模型"
    r"|\b(?:which|what)\s+(?:other\s+|else\s+|more\s+)?(?:llms?|models?)\b|\bother\s+(?:llms?|models?)\b"
)
"""Models themselves listed ("还能跑哪些模型？量化的也行", "which other models, quantized is
fine"): a quantisation word beside them allows quantised models, it asks no model's variants."""


def mac_said_again(new: Query, previous: Query | None) -> Query:
    """``new`` without the unknown-card problem of a Mac named by its machine word alone.

    Only when the earlier turn named Apple chips and ``new`` names no card of its own.
    """
    if previous is None or new.gpus or not previous.gpus:
        return new
    if not all(_APPLE_ID_RE.match(g.gpu_id) for g in previous.gpus):
        return new
    macs = [
        p
        for p in new.problems
        if p.kind == "unknown_gpu" and p.surface and _MAC_MACHINE_RE.fullmatch(p.surface.strip())
    ]
    if not macs:
        return new
    return new.model_copy(update={"problems": [p for p in new.problems if p not in macs]})


def lists_other_models(new: Query) -> bool:
    """Whether ``new`` asks which models the hardware runs and names none: the list is asked.

    "这张卡还能跑哪些模型" after a fit of one model drops that model; "which quants of it
    fit" keeps it (its variants are the list).
    """
    named = new.model_id is not None or new.params_b is not None
    text = fold(new.text)
    variants = _VARIANTS_RE.search(text) is not None and not _MODELS_LISTED_RE.search(text)
    return new.asks_model_list and not named and not variants


def asked_apart_from(slot: str, new: Query) -> bool:
    """Whether the earlier turn's ``slot`` is left behind by what ``new`` asks.

    The model, when the hardware's list is asked (and its precision, when quantised models are
    allowed); the users, when a named card's price is; a media workload, when LLMs are said;
    a power ask, when a cloud rental is priced.
    """
    if slot == "model":
        return lists_other_models(new)
    if slot == "precision":  # "what else runs on it? quants are fine": not the earlier width
        return lists_other_models(new) and _VARIANTS_RE.search(fold(new.text)) is not None
    if slot == "workload":  # "and for llms on that same a770?" after Whisper: LLMs now
        return llms_after_media(new)
    if slot == "power":  # "租云上 4 张一个月多少钱" after the bill: the rental priced instead
        return rental_priced_apart(new)
    return slot == "users" and price_of_named_card(new)


def llms_after_media(new: Query) -> bool:
    """Whether ``new`` turns to LLMs ("and for llms on it?") and names no workload or model."""
    named = new.model_id is not None or new.params_b is not None
    return new.llm_said and new.workload_family is None and not named


def llm_list_after_media(previous: Query, new: Query) -> dict[str, object]:
    """A media list asked before ("which whisper models run"), LLMs said now: their list.

    "and for llms on that same a770, what fits at int4?": the hardware's LLM list is asked,
    the earlier workload left behind (``asked_apart_from``).
    """
    listed = previous.workload_ask == "list" and previous.workload_family is not None
    return {"asks_model_list": True} if listed and llms_after_media(new) else {}


__all__ = [
    "asked_apart_from",
    "llm_list_after_media",
    "lists_other_models",
    "llms_after_media",
    "mac_said_again",
]

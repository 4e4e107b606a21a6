"""A media workload said as a side use beside language models, the main job of a purchase.

"预算8000，想入门本地大模型+偶尔画图，买4060ti还是3090", "mostly local llms, the odd sdxl render
now and then — which card under $1500": the card is bought for the language models; the image
or video job comes now and then. In a purchase (a budget said, or a card to get asked), with
language models named as what the card is for and every media job said only on the side, the
pick is for the language models: the media job is set aside (``media_aside``, as written) and
said in a note, not ranked. Without a side word ("跑大模型和出图") both are the job, as before.
Pure: regular expressions over the folded text and the slots already read.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.messages import Message
from assistant.messages import readings as say
from assistant.models import Intent
from assistant.question.card_offer import card_offer_said
from assistant.question.card_prices import card_prices_said
from assistant.question.driver_versions import driver_markers
from assistant.question.lease_payment import lease_payment_said
from assistant.question.llm_words import llm_runtime_named, llm_said
from assistant.question.load_share import load_share_said
from assistant.question.markers import fold, read_markers, workload_mentions
from assistant.question.purchase_quote import purchase_quoted

_SIDE_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:occasional(?:ly)?|sometimes|the odd|(?:a|some) (?:bit|little) of|some light"
    r"|light|casual|every so often|now and then|on the side)(?:\s+(?:some|do(?:ing)?|run(?:ning)?"
    r"|play(?:ing)? (?:with|around with)|mess(?:ing)? (?:with|around with)|dabbl\w+ in|try(?:ing)?"
    r"|a bit of|a little|of|with))*\s*"
    r"|(?:偶尔|有时候?|顺便|顺带|捎带|附带|兼顾|闲时|业余)(?:也|再)?(?:想|会|要|能)?"
    r"(?:玩玩|玩|跑跑|跑|搞搞|搞|用用|用|试试|试|做做|做|来点|画画)?\s*)$"
)
"""Side words right before the media job ("偶尔画图", "occasionally some stable diffusion")."""
_SIDE_AFTER_RE = re.compile(
    r"^(?:\s*[a-z\d.-]+){0,2}\s*(?:(?:every )?now and then|on the side|once in a while"
    r"|here and there|occasionally|as a side thing|for fun)(?![a-z])"
    r"|^\s*(?:也)?(?:偶尔|玩玩|顺便)"
)
"""Side words right after it ("sdxl now and then", "画图玩玩")."""
_WINDOW = 40


def media_on_the_side(folded: str, slots: dict[str, Any]) -> bool:
    """Whether every media job named is a side use beside language models named as the job.

    Only language models said as a kind ("本地大模型", "local llms"): with one named ("主要跑
    qwen3 30b，偶尔玩玩sdxl") both are read and the model's pick already leads.
    """
    if not llm_said(folded) or slots.get("model_id") or slots.get("params_b"):
        return False  # a model named keeps both: its pick leads, the workload follows
    mentions = workload_mentions(folded)
    if not mentions:
        return False
    start = 0
    for _, name in mentions:
        at = folded.find(name, start)
        if at < 0:
            return False
        end = at + len(name)
        before, after = folded[max(0, at - _WINDOW) : at], folded[end : end + _WINDOW]
        if _SIDE_BEFORE_RE.search(before) is None and _SIDE_AFTER_RE.search(after) is None:
            return False
        start = end
    return True


def read_markers_aside(text: str, slots: dict[str, Any], intent: Intent) -> dict[str, Any]:
    """``read_markers`` and the driver markers; a media job beside a purchase set aside.

    The workload's family and name are cleared, so no media workload is read, and
    ``media_aside`` keeps the name as written for the note.
    """
    # "cu124 on driver 470": the driver and CUDA build a CUDA error is judged by
    markers = {**read_markers(text, slots), **driver_markers(fold(text))}
    markers.update(card_prices_said(fold(text), slots.get("gpus") or []))  # "$700 vs $1800"
    markers.update(_offer_not_resold(card_offer_said(fold(text), slots.get("gpus") or []), slots))
    markers.update(purchase_quoted(fold(text), slots))  # "$6k/month … quoted $48k"
    markers.update(lease_payment_said(fold(text)))  # "lease … at ~$18k/month"
    markers.update(load_share_said(fold(text)))  # "average load maybe 50%": the bill's load
    markers["llm_runtime_named"] = llm_runtime_named(fold(text))  # "主要 ollama + comfyui"
    purchase = intent == "recommend" or slots.get("budget") is not None
    if markers.get("workload_name") and purchase and media_on_the_side(fold(text), slots):
        markers["media_aside"] = markers["workload_name"]
        markers["workload_family"], markers["workload_name"] = None, None
    return markers


def _offer_not_resold(offer: dict[str, Any], slots: dict[str, Any]) -> dict[str, Any]:
    """``card_offer`` ("$650 for a 3090"), unless its amount is what the card is sold for.

    "what if I can sell the 5090 for $1,800 after two years": $1,800 is the resale at the end
    (``resale_value_said``), not a price the card is offered at.
    """
    resold = slots.get("resale_value_said")
    prices = (offer.get("card_offer") or {}).values()
    if resold is not None and any(float(p) == float(resold) for p in prices):
        return {k: v for k, v in offer.items() if k != "card_offer"}
    return offer


def aside_note(slots: dict[str, Any]) -> Message | None:
    """The note that the pick is for the language models, the media job set aside, or None."""
    aside = slots.get("media_aside")
    return None if aside is None else say.MEDIA_ASIDE(name=aside)


__all__ = ["aside_note", "media_on_the_side", "read_markers_aside"]

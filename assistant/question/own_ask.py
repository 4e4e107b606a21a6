"""A follow-up that asks a new kind of thing by its own typed slots, not by a cue word.

"also what PSU do I need for those four?" after a fit asks the power supply (its ``power_ask``);
"那 runpod 上一张 H200 按小时怎么收" after a fit asks a provider's hourly rate (a ``unit`` and
a ``provider``), as does "去晨涧云租8张A800，一天多少钱" (a rental's ``duration_hours``).
None carries an intent cue strong enough to be read as a new question, so without this the
earlier turn's kind would answer it again. Pure over the two readings.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from assistant.models import Query
from assistant.models.query import Intent
from assistant.question.rent_against_offer import rent_against_offer
from assistant.question.text import fold


def own_typed_ask(previous: Query, new: Query) -> tuple[Intent, str | None] | None:
    """(intent, task) the follow-up asks by its own slots, when that is a new kind; else None."""
    sized = new.model_id is not None or new.params_b is not None
    if new.power_ask == "psu" and previous.task != "power" and not sized:
        return "cost", "power"  # the supply for the cards already named
    # "what does that box pull at full load", "整机满载多少瓦": the draw of the cards before
    # ("那这台 8 卡 h20 整机满载多少瓦，柜子限 8kw": the cards said again with their draw asked)
    drawn = new.power_ask in ("draw", "circuit", "budget") and not sized
    if drawn and previous.task != "power" and (previous.gpus or new.gpus):
        return "cost", "power"
    if new.asks_gpu_pick and new.budget is not None and previous.intent != "recommend":
        return "recommend", None  # "what should I upgrade to, ~$400?": a card to get now
    if card_sought_instead(previous, new):
        return "recommend", None  # "那我该换什么卡才能整个放进显存": a card to get now
    # a provider's rate for the card asked, or its bill for a stretch of renting ("and renting
    # 4 of them on runpod for a week?" after a fit: the week's price, not the fit again)
    billed = new.duration_hours is not None and new.where == "cloud" and new.intent == "cost"
    # "same 150 hrs but on an AWS A10G box?" after 150 h of audio timed: the job said again
    billed = billed and new.duration_hours != previous.duration_hours
    rate = (new.unit is not None or billed) and new.provider is not None
    if rate and previous.intent not in ("cost", "rent_vs_buy") and not sized:
        return "cost", None
    return None


def card_sought_instead(previous: Query, new: Query) -> bool:
    """A card asked for, none named, after a fit or a trouble on a card: one to get instead.

    "那我该换什么卡才能把 70b q4 整个放进显存跑" after 3 tok/s on a 4090: the 4090 falls short,
    so the card is picked for the job, not the 4090 fitted again.
    """
    on_card = previous.task == "troubleshoot" or previous.intent == "fit_check"
    picked = new.asks_gpu_pick and new.intent == "recommend" and not new.gpus
    return picked and on_card and bool(previous.gpus)


def kv_ask_left(
    previous: Query, new: Query, intent: Intent, carried: dict[str, Any], update: dict[str, Any]
) -> bool:
    """Whether a rental bill or a speed asked next leaves the earlier KV-cache ask behind.

    "how much is left for KV on 4 H100s?" then "and renting them on runpod for a week?": the
    week's price is asked, not the cache again.
    """
    rental = new.intent == intent == "cost" and (new.provider or new.duration_hours)
    # "那只有我一个人用的话，生成速度能有多少": the speed on that setup, not the cache again
    # (a trouble being solved, a KV error pasted, goes on: its speed is part of the trouble)
    trouble = previous.task == "troubleshoot" or previous.kv_short
    speed = intent == "speed" and new.kv_precision is None and not trouble
    left = bool(rental or speed) and "kv" in carried and not new.kv_asked
    if left:
        update["kv_asked"] = False
    return left


def explains_kv(new: Query) -> bool:
    """Whether the KV cache is named as the thing to explain, not as a setting of a request.

    "wait, what's the kv cache you mentioned, why does context eat vram" after a fit asks the
    idea (a question of its own); "and with the kv cache in fp8?" sets a setting of the fit.
    """
    return new.intent == "concept" and new.explain_asked and new.kv_precision is None


def kv_at_a_precision(previous: Query, new: Query) -> bool:
    """A KV-cache precision named after a KV-cache question, no model or card: that cache again.

    "llama.cpp -ctk q8_0 -ctv q8_0, how much does that save?", "vllm --kv-cache-dtype fp8
    then?": the cache asked before, at that precision, not a price or an explanation.
    """
    sized = new.model_id is not None or new.params_b is not None or bool(new.gpus)
    return previous.kv_asked and new.kv_precision is not None and not sized


def own_or(
    previous: Query, new: Query, update: dict[str, Any], merged: Callable[[], Intent]
) -> Intent:
    """The intent the follow-up asks by its own slots, else the ``merged`` reading.

    A task asked that way (the power for the cards named) is set in ``update``.
    """
    if kv_at_a_precision(previous, new):
        update["kv_asked"] = True  # the same cache, sized at the precision the flags name
        return previous.intent
    if new.intent == "concept" and new.terms_asked:  # "那 PCIe 5.0 跟 NVLink 差几倍"
        update["task"] = None  # the terms explained, whatever cards the turn before named
        return "concept"
    if new.fix_why and previous.task == "troubleshoot":
        update["task"] = None  # solved: why the change helped is explained, not troubleshot
        return "concept"
    offer = rent_against_offer(previous, new)  # "不收这张卡，去租 3090 七毛六，哪个划算"
    if offer is not None:
        update.update(offer)
        return "rent_vs_buy"
    own = own_typed_ask(previous, new)
    if own is None:
        return merged()
    if own[1] is not None:
        update["task"] = own[1]
    if own[0] == "recommend":
        update["kv_asked"] = False  # a card to buy now: the earlier cache ask is left behind
    return own[0]


_AGAINST_EARLIER_RE = re.compile(
    r"(?<![a-z])how (?:much|many times) (?:slower|faster|cheaper|pricier|more expensive|longer"
    r"|quicker)(?![a-z])(?!.*(?<![a-z])than(?![a-z]))"
    r"|^(?!.*比).*(?:慢|快|贵|便宜|久)(?:多少|几倍|了?多少)"
    # a ratio to the answer before: "roughly half the time?", "twice as fast?", "时间能减半吗"
    r"|(?<![a-z])(?:half (?:the|as much) (?:time|cost|price|hours?)|(?:twice|2x) as (?:fast|quick)"
    r"|double the speed|cut (?:it|that|the time) in half|halve[sd]? (?:it|that|the time))(?![a-z])"
    r"|(?:时间|耗时|用时)?(?:能|会|就)?(?:减半|砍半|少一半)|快(?:一倍|两倍)|一半(?:的)?时间"
    r"|(?<![a-z])(?:be|is|run) (?:noticeably|much|a lot|significantly|meaningfully|way|any)"
    r" (?:faster|slower|quicker)(?![a-z])(?!.*(?<![a-z])than(?![a-z]))"
)
"""A comparative asked with no second term ("how much slower on an A100?", "A100 上慢多少"), or
a ratio to the earlier answer ("two of them — roughly half the time?")."""


def against_earlier(new: Query) -> bool:
    """Whether the message weighs something against what it does not say: the earlier answer.

    One card at most and no model of its own: the reference is the setup already answered.
    """
    one_card = len({g.gpu_id for g in new.gpus}) <= 1
    own_model = new.model_id is not None or new.params_b is not None
    return one_card and not own_model and _AGAINST_EARLIER_RE.search(fold(new.text)) is not None


__all__ = ["against_earlier", "kv_ask_left", "own_or", "own_typed_ask"]

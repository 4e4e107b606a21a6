"""Slots a follow-up changes on the request before it: one more of a card already there.

"what if I add a second 2070 super" after a 2070 Super question, "再塞一张3090进去呢" after a
3090 + 3090 Ti build: the card named is one of those already counted, so its count grows (to
the ordinal said, else by the cards named) instead of the card being listed twice.

Pure: reads only the follow-up's own words and the typed requests.
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.models import GPUAsk, Intent, Query
from assistant.question.fallback_precision import fallback_on_earlier
from assistant.question.follow_rate import rate_for_the_same_job
from assistant.question.follow_result import on_topic_again
from assistant.question.follow_topic import why_of_trouble
from assistant.question.lexicon import HOURS_PER
from assistant.question.list_follow import llm_list_after_media
from assistant.question.owning_slots import ALWAYS_ON_RE
from assistant.question.picture_slots import chosen_side
from assistant.question.power_follow import (
    limit_kept_on_the_same_cards,
    limit_lifted,
    supply_swapped,
    watts_for_the_same_power,
)
from assistant.question.price_swap import price_of_the_swapped
from assistant.question.rejected_option import outside_rejected
from assistant.question.row_power import power_of_the_row
from assistant.question.stream_rate import per_stream_rate_asked
from assistant.question.stream_slots import streams
from assistant.question.workload_slots import picture_size

_ORDINAL_RE = re.compile(
    r"\b(?:a|the)\s+(?P<n>second|third|fourth|fifth|sixth|seventh|eighth)\b"
    r"|第(?P<zh>[二三四五六七八])(?:张|块|个|台)"
)
"""An ordinal said of the card added ("a second 2070 super", "第三张"): the new count."""
_ORDINALS = {
    **{w: n for n, w in enumerate(("second", "third", "fourth", "fifth"), start=2)},
    **{w: n for n, w in enumerate(("sixth", "seventh", "eighth"), start=6)},
    **{w: n for n, w in enumerate("二三四五六七八", start=2)},
}


def _ordinal(text: str) -> int | None:
    m = _ORDINAL_RE.search(text)
    if m is None:
        return None
    return _ORDINALS[m["n"] or m["zh"]]


def one_more_of(previous: Query, new: Query, text: str) -> list[GPUAsk] | None:
    """The previous cards with the ones ``new`` adds counted in, or None when none is repeated.

    ``text``: the follow-up, folded. A card not there before joins the list; a card already
    there gets the ordinal's count ("a second", "第三张"), else its count plus the count said.
    """
    before = {g.gpu_id for g in previous.gpus}
    if not any(g.gpu_id in before for g in new.gpus):
        return None
    ordinal = _ordinal(text)
    added = {g.gpu_id: g for g in new.gpus}
    gpus: list[GPUAsk] = []
    for g in previous.gpus:
        more = added.pop(g.gpu_id, None)
        if more is None:
            gpus.append(g.model_copy())
            continue
        count = ordinal if ordinal is not None and ordinal > g.count else g.count + more.count
        gpus.append(GPUAsk(gpu_id=g.gpu_id, count=count, count_stated=True))
    return [*gpus, *added.values()]


_SIZED_WITH_A_LIMIT = ("psu", "psu_check", "circuit", "electricity", "draw", "budget")
"""Power asks a power limit changes the answer to, not replaces ("what if I cap it at 450 W")."""
_POWER_KEPT = ("power_ask", "circuit_volts", "circuit_amps", "psu_stated_w", "power_budget_w")


def limit_on_earlier_ask(previous: Query, new: Query) -> dict[str, object]:
    """The earlier power ask kept when a follow-up only states a power limit.

    After "is 1000 W enough for a 5090?", "what if I undervolt it to ~450 W" sizes the same
    PSU again with the card held to 450 W; it does not ask what the limit costs in speed.
    """
    only_limit = new.power_ask == "power_limit" and new.power_limit_w is not None
    if not only_limit or previous.power_ask not in _SIZED_WITH_A_LIMIT:
        return {}
    kept = {f: getattr(previous, f) for f in _POWER_KEPT}
    if new.cpu is None and previous.cpu is not None:  # the same build's CPU, sized again
        kept["cpu"] = previous.cpu
    return kept


def psu_on_earlier_ask(previous: Query, new: Query) -> dict[str, object]:
    """The PSU stated before, checked again when a follow-up asks of the PSU with no wattage.

    After "is 1000 W cutting it close for a 5090?", "adding a second 5090, does the PSU math
    still work" checks the same 1000 W unit against two cards, not a fresh PSU size.
    """
    fresh = new.power_ask in (None, "psu") and new.psu_stated_w is None
    if not fresh or previous.power_ask != "psu_check" or previous.psu_stated_w is None:
        return {}
    return {"power_ask": "psu_check", "psu_stated_w": previous.psu_stated_w}


def cpu_of_the_same_build(previous: Query, new: Query) -> dict[str, object]:
    """The build's CPU kept when a follow-up sizes its PSU again.

    "capped at 280 W, is 1000 W steady now?" after "... 1000 W enough? the cpu is a 13700k".
    """
    again = new.power_ask in _SIZED_WITH_A_LIMIT and previous.power_ask in _SIZED_WITH_A_LIMIT
    if not again or new.cpu is not None or previous.cpu is None:
        return {}
    return {"cpu": previous.cpu}


def size_for_the_same_job(previous: Query, new: Query, text: str) -> dict[str, object]:
    """A picture size said alone ("and at 1536x1536?", "跑 1080p 呢") for the earlier job.

    The follow-up names no media model of its own, so the parser read no size; read against the
    earlier workload's family, it resizes that job and keeps everything else.
    """
    family = previous.workload_family
    if previous.workload_id is None or new.workload_id is not None or family is None:
        return {}
    width, height = picture_size(outside_rejected(text), family)  # "720p 不行的话 480p 呢"
    if width is None and family == "image":  # "fine, 768 then": the side settled on
        width = height = chosen_side(outside_rejected(text))
    return {} if width is None else {"media_width": width, "media_height": height}


def streams_for_the_same_job(previous: Query, new: Query, text: str) -> dict[str, object]:
    """Streams said alone ("and with 40 cameras?", "要是 32 路呢") for the earlier live job."""
    live = previous.workload_family in ("speech", "vision") and previous.workload_id is not None
    if not live or new.workload_id is not None or new.streams_target is not None:
        return {}
    count = streams(text, live=previous.streams_target is not None)
    if count is None:
        return {}
    if previous.workload_family == "vision" and per_stream_rate_asked(text):
        # "换成 4 路摄像头呢，每路还有多少 fps": the card's frames shared among the streams
        return {"streams_target": count, "workload_ask": "count", "stream_rate_asked": True}
    return {"streams_target": count}


def scaled_budget(previous: Query, new: Query) -> dict[str, object]:
    """The earlier budget times the factor a follow-up says ("and if half that budget?")."""
    if new.budget_scale is None or new.budget is not None or previous.budget is None:
        return {}
    scaled = previous.budget * Decimal(str(new.budget_scale))
    return {"budget": scaled.quantize(Decimal(1)) if scaled == scaled.to_integral() else scaled}


def machines_total(previous: Query, new: Query) -> int | None:
    """The cards of the machines a follow-up counts ("两台呢" after an 8-GPU server: 16)."""
    if new.bare_machines is None or not previous.gpus:
        return None
    return previous.gpus[0].count * new.bare_machines


def on_earlier_ask(previous: Query, new: Query, text: str) -> dict[str, object]:
    """What a follow-up changes of the earlier ask by its own slots (``text``: it, folded).

    A power limit, the PSU checked again, a picture size, a budget factor.
    """
    return {
        **limit_on_earlier_ask(previous, new),
        **limit_kept_on_the_same_cards(previous, new, text),
        **limit_lifted(previous, new, text),  # "要是不限功耗呢": the cards at board power
        **watts_for_the_same_power(previous, new, text),
        **psu_on_earlier_ask(previous, new),
        **supply_swapped(previous, new, text),  # "1200w 换成 1600w": the new PSU checked
        **cpu_of_the_same_build(previous, new),
        **size_for_the_same_job(previous, new, text),
        **streams_for_the_same_job(previous, new, text),
        **rate_for_the_same_job(previous, new, text),  # "每分钟 80 张呢" after an image job
        **scaled_budget(previous, new),
        **rest_of_the_job(previous, new),
        **use_restated(previous, new, text),
        **list_narrowed(previous, new),
        **llm_list_after_media(previous, new),  # "and for llms on it?" after a whisper list
        **price_of_the_swapped(previous, new, text),  # "and the p4de on aws?" after a price
        **rate_of_the_earlier_card(previous, new),
        **fallback_on_earlier(previous, new),  # "还是得降 q4": the earlier precision kept
        **on_topic_again(previous, new),  # "gaming on it too, 8h/day": more use of the cards
        **power_of_the_row(previous, new, text),  # "那它功耗多少瓦" after the card's row
    }


def rate_of_the_earlier_card(previous: Query, new: Query) -> dict[str, object]:
    """A rent stated for the earlier card is left behind when another card is named.

    "a 4090 at $0.40/h for a month?" then "what about an h100?": the H100 is priced at the
    book's rates, not at the 4090's $0.40. A card named before keeps it ("used 3090 at $750 or
    keep renting at $0.43/hr" then "resell the 3090 after 2 years?": the rent is still $0.43).
    """
    earlier = {g.gpu_id for g in previous.gpus}
    other = bool({g.gpu_id for g in new.gpus} - earlier)
    if previous.rent_rate_stated is None or new.rent_rate_stated is not None or not other:
        return {}
    return {"rent_rate_stated": None}


def list_narrowed(previous: Query, new: Query) -> dict[str, object]:
    """A speed floor said after a list of what runs ("要求每秒20个token以上，还剩哪些"): that list.

    The list asked before is asked again, kept to the models that run at least that fast; its
    size floor ("100b以上的") still bounds it.
    """
    named = new.model_id is not None or bool(new.gpus) or new.workload_id is not None
    if not previous.asks_model_list or new.tokens_per_s_target is None or named:
        return {}
    return {"asks_model_list": True, "size_floor": previous.size_floor}


_BARE_USE_RE = re.compile(
    r"(?<![\d.])(?P<n>\d{1,3}(?:\.\d+)?)\s*(?:h|hrs?|hours?|小时)?\s*(?:/|per|an?|一|每)\s*"
    r"(?P<u>wk|weeks?|周|星期|days?|天|mo|months?|月)(?![a-z])"
)
"""Hours said per week, day or month with the hours left out ("bump that to 25/wk")."""
_USE_UNITS = {"w": "week", "周": "week", "星": "week", "d": "day", "天": "day"}


def use_restated(previous: Query, new: Query, text: str) -> dict[str, object]:
    """Busy hours restated bare after a stated use ("~10 hrs/week" then "bump that to 25/wk").

    "we'd run them 24/7" after a stated use is every hour of the month: the owned cards' use,
    which a message of its own reads only beside owning words.
    """
    if previous.usage_hours_per_month is None or new.usage_hours_per_month is not None:
        return {}
    if ALWAYS_ON_RE.search(text) is not None:
        return {"usage_hours_per_month": HOURS_PER["month"], "usage_per": "day"}
    m = _BARE_USE_RE.search(text)
    if m is None:
        return {}
    per = _USE_UNITS.get(m["u"][0], "month")
    hours = float(m["n"])
    if hours <= 0 or hours > HOURS_PER[per]:
        return {}
    return {
        "usage_hours_per_month": round(hours * HOURS_PER["month"] / HOURS_PER[per], 1),
        "usage_per": per,
    }


def rest_of_the_job(previous: Query, new: Query) -> dict[str, object]:
    """The earlier job's dataset or epochs a follow-up changes only part of.

    "yolov8x, 20k images, 150 epochs — days?" then "if i cut it to 50 epochs?": the same
    20k images at 50 epochs (the follow-up names no other job).
    """
    same = new.workload_id in (None, previous.workload_id) and previous.workload_id is not None
    # "and with 5 epochs?" after LoRA of an 8B on 20k samples: the same LLM job, resized
    llm = previous.model_id is not None or previous.params_b is not None
    own = new.model_id is not None or new.params_b is not None or new.workload_id is not None
    same = same or (llm and previous.workload_id is None and not own)
    if not same or (new.samples is None and new.epochs is None):
        return {}
    kept = {"samples": previous.samples, "epochs": previous.epochs}
    return {k: v for k, v in kept.items() if getattr(new, k) is None and v is not None}


def card_pick_kept(merged: dict[str, object], intent: Intent) -> Intent:
    """A "can it" follow-up on a budget pick with another model is the pick again.

    "要是想上 32b 呢，五千还够吗" after a ¥5,000 pick for a 14B: no card named, the budget
    kept, a model to size: which card the budget buys for it (as a first question would be).
    """
    subject = merged.get("model_id") is not None or merged.get("params_b") is not None
    priced = merged.get("budget") is not None and merged.get("budget_kind") != "rent"
    if intent == "fit_check" and subject and priced and not merged.get("gpus"):
        return "recommend"
    return intent


def trouble_goes_on(previous: Query, new: Query) -> bool:
    """A fix tried and the trouble still there, or what else to check asked, on the same setup.

    "数据挪到 nvme 上、workers 改成 4 还是一样，还能查啥", "updated the driver, still slow": no
    other card or model is named, so the earlier trouble is troubleshot again.
    """
    followed = new.fix_failed or new.fix_worked  # "still slow"; "stable now, so it was the psu?"
    followed = followed or new.cause_guessed  # "x4 slot off the chipset, could that be it?"
    followed = followed or new.driver_version is not None  # "驱动是 572 的，要不要回退"
    # "为什么单机也会去找 IB" (a check's reading is kept by its own follow-up: ``follow_check``)
    followed = followed or why_of_trouble(new, previous) and previous.trouble != "verify"
    if previous.task != "troubleshoot" or previous.trouble is None or not followed:
        return False
    known = {g.gpu_id for g in previous.gpus}
    other_model = new.model_id is not None and new.model_id != previous.model_id
    return all(g.gpu_id in known for g in new.gpus) and not other_model


def trouble_kept(previous: Query, new: Query) -> dict[str, object]:
    """The earlier trouble's slots, for a follow-up that goes on with it.

    A cause put forward names no new setup: "one card sits on an x1 riser, is that why?" counts
    one of the cards already named, so they are kept as they were.
    """
    kept: dict[str, object] = {
        "task": "troubleshoot",
        "trouble": previous.trouble,
        "intent": previous.intent,
        "offload_layers": previous.offload_layers,
        "observed_tokens_per_s": previous.observed_tokens_per_s,
        "ttft_seen_s": new.ttft_seen_s or previous.ttft_seen_s,  # "首 token 要 6 秒", still
    }
    if new.cause_guessed and not new.gpus:
        kept["gpus"] = previous.gpus
    return kept


def budget_reopens(previous: Query, new: Query, intent: Intent, budget: object = None) -> Intent:
    """A new budget after setups were weighed or picked asks what it buys now, the pick reopened.

    "预算砍到1.2w呢" after "一张 5090 还是两张 3090", "要是砍到3500呢" after a pick between two
    cards: no card named, only the money changed; the earlier options may be out of reach, so
    the budget's best setup is asked. ``budget``: the merged budget (a bare amount moved to).
    """
    weighed = previous.intent == intent == "compare" or previous.intent == "recommend"
    moved = new.budget is not None or (budget is not None and budget != previous.budget)
    if weighed and moved and not new.gpus and new.tariff_per_kwh is None:
        return "recommend"
    return intent


__all__ = [
    "budget_reopens",
    "card_pick_kept",
    "machines_total",
    "on_earlier_ask",
    "one_more_of",
    "trouble_goes_on",
    "trouble_kept",
    "use_restated",
]

"""A follow-up that asks another kind of thing than the turn before, and what it leaves behind.

* a comparison asked after a serving or fit answer ("would two h200s beat the h100s there",
  "换成 4 张 h20 会不会好很多"), or renting weighed against buying ("租还是买一张？"): the earlier
  ask of how many users or cards is that answer's, so it is not carried into the weighing;
* a purchase asked with a budget of its own after a fit on a card one has ("预算一万换台电脑，
  买啥", "with $2k to spend, what would you get instead"): the card fitted before is what is to
  be replaced, so it is not carried; the job is;
* an instance type asked for cards the message names itself ("which aws type has 2 l40s"):
  a question of its own, whatever job was fitted before;
* a provider's rate asked of one of two cards weighed ("算家云 5090 一小时多少"): that card's
  rental, not the comparison kept;
* a price the user paid for a card ("闲鱼 2800 收的 3090") belongs to that card: it stays said
  while the follow-up is still on the card;
* a load of users said after a fit with none ("assuming it loads — our team is ~30 ppl, can it
  take all of them at once?"): how the setup serves them is asked now, not the fit again.

Pure: reads only the typed requests.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.models import Query
from assistant.question.follow_amounts import budget_amount
from assistant.question.gap_cause import slowness_why
from assistant.question.own_ask import explains_kv
from assistant.question.request_words import SLOT_FIELDS, has_model, slot_set
from assistant.question.text import fold

_WEIGHED = ("compare", "rent_vs_buy")
"""Kinds that weigh the cards themselves (against each other, or owned against rented: "rent
that on runpod or buy one?" after how many users it serves): an earlier count asked is no part
of them."""


def asks_left(
    previous: Query, intent: str, update: dict[str, Any], carried: dict[str, Any]
) -> None:
    """An earlier ask (users held, cards needed) left behind when cards are weighed instead."""
    if intent not in _WEIGHED or previous.intent in _WEIGHED or "asks" not in carried:
        return
    for field in SLOT_FIELDS["asks"]:
        update[field] = Query.model_fields[field].default
    carried.pop("asks")


def _own_job(new: Query) -> bool:
    return new.model_id is not None or new.params_b is not None or new.workload_id is not None


def rents_one_of_them(new: Query) -> bool:
    """A provider's rate asked of a card named after a comparison: that card's rental alone.

    "那租的话，算家云 5090 一小时多少", "and on runpod, what's the 4090 an hour?" after two cards
    were weighed asks the named card's price there, not the comparison again.
    """
    return new.intent == "cost" and new.provider is not None and new.unit is not None


def buys_anew(previous: Query, new: Query, adds: bool) -> bool:
    """A budget to buy with, first said after a fit on a card, no card named: a new purchase.

    ``adds``: the message adds a card to the box ("add a second card for ¥3000"), which keeps it.
    """
    budget = new.budget is not None and new.budget_kind != "rent" and previous.budget is None
    pick = new.intent == "recommend" or new.asks_gpu_pick or new.platforms_weighed
    after_fit = previous.intent == "fit_check" and bool(previous.gpus)
    return budget and pick and after_fit and not new.gpus and not adds and not _own_job(new)


def drop_fitted_cards(update: dict[str, Any], carried: dict[str, Any]) -> None:
    """The card fitted before is the one replaced: no card carried into the purchase."""
    update["gpus"] = []
    carried.pop("gpus", None)
    carried.pop("count", None)


def instance_for_cards(new: Query, previous: Query) -> bool:
    """An instance type asked for the cards the message names, no job of its own."""
    trouble = previous.task == "troubleshoot"
    job = _own_job(new) or new.method is not None or new.precision is not None
    return new.asks_instance_pick and bool(new.gpus) and not job and not trouble


def weighs_earlier_card(new: Query, previous: Query) -> bool:
    """Cards weighed, one of them the card of the job before, and no job of its own."""
    earlier = {g.gpu_id for g in previous.gpus}
    again = any(g.gpu_id in earlier for g in new.gpus) and len({g.gpu_id for g in new.gpus}) >= 2
    job = previous.model_id is not None or previous.workload_id is not None
    return new.intent == "compare" and again and job and not _own_job(new)


def earlier_counts(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """A card of the job before named again beside another, with no count: its count before.

    "would 4x h100 beat the a100s there" after 4 × A100: the four A100s, not one.
    """
    said = {g.gpu_id: g for g in previous.gpus if g.count_stated or g.count > 1}
    if len({g.gpu_id for g in new.gpus}) < 2 or not said:
        return
    update["gpus"] = [
        g.model_copy(update={"count": said[g.gpu_id].count, "count_stated": True})
        if g.gpu_id in said and not g.count_stated
        else g
        for g in update["gpus"]
    ]


def joins_the_box(new: Query, previous: Query) -> bool:
    """One card named as one more in the box before ("put my old 3060 in as card #2")."""
    known = {g.gpu_id for g in previous.gpus}
    one = len(new.gpus) == 1 and new.gpus[0].gpu_id not in known
    return new.gpus_together and one and bool(known) and not _own_job(new)


def carry_card_offer(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """The price paid for a card stays said while the follow-up is on that card."""
    if not previous.card_offer or new.card_offer is not None:
        return
    on = {g.gpu_id for g in update.get("gpus") or []}
    kept = {gpu: price for gpu, price in previous.card_offer.items() if gpu in on}
    if kept and not (new.budget is not None and new.budget_kind != "rent"):
        update["card_offer"] = kept


_LOAD_HELD_RE = re.compile(
    r"(?<![a-z])(?:take|handle|hold up|keep up|cope|serve|withstand|manage)(?![a-z])"
    r"|扛|撑|顶得住|带得动|带得起|吃得消"
)
"""Whether the setup stands the load is asked ("can it take all of them", "扛得住吗"), not
only the memory a what-if needs ("what if 8 people hit it at once": the fit, resized)."""


def load_added(previous: Query, new: Query) -> bool:
    """Users said at once after a fit that had none, asked whether it stands them: serving."""
    added = new.users is not None and new.users_at_once and previous.users is None
    held = _LOAD_HELD_RE.search(fold(new.text)) is not None
    return added and held and previous.intent == "fit_check" and previous.task != "troubleshoot"


def load_on_earlier_cards(new: Query, previous: Query) -> bool:
    """The cards of the job before named again, how many they serve asked, no job of its own.

    "两张 L20 实际能扛几个并发" after "serve qwen3-32b to 50 people: buy two L20s or rent?" asks
    that job's serving on those cards.
    """
    earlier = {g.gpu_id for g in previous.gpus}
    again = bool(new.gpus) and all(g.gpu_id in earlier for g in new.gpus)
    job = previous.model_id is not None or previous.params_b is not None
    return new.asks_capacity and again and job and not _own_job(new)


def on_earlier_cards(new: Query, previous: Query) -> bool:
    """The cards of the job before weighed, joined or asked how many they serve; its budget moved.

    "老婆批准加到两万五了，这个钱能上 70b 的哪套": the same purchase with more money.
    """
    weighed = weighs_earlier_card(new, previous) or joins_the_box(new, previous)
    moved = _budget_moved(new, previous) or _slow_job_goes_on(new, previous)
    return weighed or load_on_earlier_cards(new, previous) or moved


def _slow_job_goes_on(new: Query, previous: Query) -> bool:
    """A speed judged before, the same card named again with no job of its own: that job.

    "降到 9 秒一张，这下算 5090 的正常水平了吗" after a slow FLUX on the 5090: the figure after a
    change, judged for the same job on the same card.
    """
    if previous.media_seen is None or not new.gpus or has_model(new) or new.workload_id:
        return False
    return {g.gpu_id for g in new.gpus} <= {g.gpu_id for g in previous.gpus}


def _budget_moved(new: Query, previous: Query) -> bool:
    """A budget said before, moved to a bare amount now, no card named (the same purchase)."""
    if previous.budget is None or new.budget is not None or new.gpus:
        return False
    return budget_amount(new.text, previous) is not None


__all__ = [
    "asks_left",
    "on_earlier_cards",
    "load_on_earlier_cards",
    "buys_anew",
    "carry_card_offer",
    "drop_fitted_cards",
    "earlier_counts",
    "instance_for_cards",
    "joins_the_box",
    "load_added",
    "weighs_earlier_card",
    "why_card_slow",
    "why_of_the_job",
    "why_of_weighing",
    "why_not_picked",
]


_WEIGHING_INPUT_RE = re.compile(
    r"(?<![a-z])(?:utili[sz]\w*|usage|busy|idle|electricity|power bill|resale|depreciat\w*"
    r"|breaks?[\s-]?even|payback)(?![a-z])|利用率|电费|残值|折旧|回本|闲置|用得多|用得少"
)
"""An input of a rent-or-buy weighing: the use, the power bill, the resale, the payback."""


def why_of_weighing(previous: Query, new: Query) -> bool:
    """A why asked of the rent-or-buy weighing before, by one of its inputs, nothing new named.

    "why does utilisation matter so much here" after "8x B200 reserved vs buying a DGX B200,
    busy ~70%": the same weighing, its figures kept, is what the why is asked of.
    """
    asked = new.explain_asked and not new.gpus and new.model_id is None
    weighed = previous.intent == "rent_vs_buy" and _WEIGHING_INPUT_RE.search(fold(new.text))
    return bool(asked and weighed)


def rental_against_owned_bill(previous: Query, new: Query) -> bool:
    """A rental set against cards whose power bill was just costed: owning weighed.

    "T4 doing whisper 24/7 in a homelab, yearly cost at €0.35/kWh?" then "vs just running it on
    a g4dn.xlarge instead?": the cards run at home against the same cards rented.
    """
    billed = previous.power_ask == "electricity" or previous.tariff_per_kwh is not None
    rented = bool(new.instance_words) or new.provider is not None or new.where == "cloud"
    job = new.model_id is not None or new.workload_id is not None or bool(new.gpus)
    return bool(billed and previous.gpus and rented and new.versus and not job)


def weighing_goes_on(previous: Query, new: Query) -> bool:
    """A why of the weighing before, or a rental set against the cards just costed to run."""
    return why_of_weighing(previous, new) or rental_against_owned_bill(previous, new)


def unnamed_or_weighing(previous: Query, new: Query) -> bool:
    """A message naming no request slot, or only the rent-or-buy weighing's own inputs."""
    named = any(slot_set(new, slot) for slot in SLOT_FIELDS if slot != "kv" or not explains_kv(new))
    return not named or why_of_weighing(previous, new)


def why_of_the_job(previous: Query, new: Query) -> bool:
    """A why asked after a media job's figure, nothing new to size: the explanation.

    "why is dreambooth so much heavier than doing it as a lora?" after DreamBooth's time on an
    A100: the follow-up names no card and asks no rate or fit, so the why is explained, not
    the job timed again.
    """
    asked = new.intent == "concept" and new.explain_asked and not new.gpus
    asked = asked and not why_of_weighing(previous, new)  # "电费算进去了吗" of a weighing on flux
    return asked and previous.workload_id is not None and new.workload_ask is None


SLOW_DECODE_TOPIC = {"en": ["decode", "memory", "bandwidth"], "zh": ["解码", "显存", "带宽"]}
"""What a why asked of a speed just given is about: one token at a time reads every weight, so
the card's memory bandwidth bounds it (the words its explanation is retrieved with)."""


def slowness_of_the_speed(previous: Query, new: Query) -> list[str]:
    """The topic of a why asked of the speed just given ("为啥这么慢" after its tokens/s), or []."""
    slow = previous.intent == "speed" and slowness_why(fold(new.text)) and bool(previous.gpus)
    return SLOW_DECODE_TOPIC[new.language] if slow and new.model_id is None else []


def why_card_slow(previous: Query, new: Query) -> bool:
    """A card's speed gap asked why after it was sized, no model of its own: the explanation.

    "装得下的话为啥大家都说 P40 慢，是算力还是带宽" after "3 张 P40 塞得下 70B 吗": the fit is
    granted, the card's slowness is explained (compute or bandwidth), not the fit again.
    """
    # (or the slowness of the speed just given: "为啥这么慢，p40 不是有 24g 吗" after its tokens/s)
    if slowness_of_the_speed(previous, new):
        return True
    asked = new.intent == "concept" and new.speed_gap_asked and new.model_id is None
    return asked and bool(previous.gpus) and new.workload_ask is None


def power_of_cards_before(previous: Query, new: Query) -> bool:
    """A supply or draw asked with no card or job named, after cards: those cards' power.

    "顺便问下这 4 张卡整机电源要配多大" after a fit on four 4090s: a "by the way" opens no new
    topic when what it asks is the power of the cards just discussed.
    """
    asked = new.power_ask in ("psu", "draw") and not new.gpus and bool(previous.gpus)
    return asked and not _own_job(new)


_WHY_NOT_PICKED_RE = re.compile(
    r"(?:为(?:啥|什么|何)|怎么|咋)\s*不\s*(?:推荐|选|用|买|上|考虑)"
    r"|(?<![a-z])why (?:not|didn'?t you|don'?t you|wouldn'?t you) (?:just )?"
    r"(?:recommend|suggest|pick|go (?:with|for)|choose|consider|get|buy)(?![a-z])"
)
"""A why asked of a card left out of the pick ("为啥不推荐 4 张 4090", "why didn't you pick the
3090s")."""


def why_not_picked(previous: Query, new: Query) -> bool:
    """After a pick, why another card was not picked: the pick's reasons, its budget and job kept.

    "为啥不推荐 4 张 4090？不是更便宜吗" after a ¥50k full fine-tune pick: the cards named are set
    against the pick on the same job, not sized on their own.
    """
    picked = previous.intent == "recommend" and not _own_job(new)
    return picked and _WHY_NOT_PICKED_RE.search(fold(new.text)) is not None

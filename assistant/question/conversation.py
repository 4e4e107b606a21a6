"""Conversation state: a follow-up inherits the previous request and overrides what it names.

``resolve(new, previous)`` decides whether a message continues the conversation or starts a
new topic, and ``merge(previous, new)`` builds the request a follow-up means:

* a follow-up ("what about 70B?", "and on 4 A100s?", "那用H100呢？", "换成8卡呢", "for a
  month?") keeps every slot of the previous request that it does not name itself; a named
  model replaces the model, a named GPU replaces the GPUs (keeping the count unless a count is
  stated; "add"/"加上" appends instead), a bare count ("8卡", "on 4 GPUs") replaces the count,
  a named duration also drops a per-hour/per-month unit (the price becomes a total);
* the intent is the previous one unless the new message has a clear cue of its own ("how
  fast", "多少钱", "够吗"); a request that now has a model and GPUs is a fit check;
* a bare change (no cue or job of its own: "what if the 3090 is $550", "再塞一张3090呢",
  "and at 1536x1536?") is marked ``bare_change``: the earlier turn's kind answers it with the
  slot it states replacing the old one (``follow_slots``: one more of a card already there, a
  power limit on a PSU question, a picture size for the same job);
* a new topic ("different question", "另外问一下", "btw", a definition question, or a full
  question with its own model and GPUs) starts fresh and inherits nothing.

Pure: no I/O; the lexicon's intent cues are reused so both languages behave the same.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from assistant.models import Answer, GPUAsk, Intent, Query
from assistant.question import follow_carry as carry
from assistant.question import follow_kind as fk
from assistant.question.follow_amounts import budget_amount, raised_for_more, swapped_in_comparison
from assistant.question.follow_card_count import count_of_earlier_card
from assistant.question.follow_check import check_goes_on
from assistant.question.follow_job import other_job, same_job_again, same_line_sibling, steps_only
from assistant.question.follow_markers import cue_intent
from assistant.question.follow_result import off_topic_after, result_on_earlier_card
from assistant.question.follow_scaled import kept_when_scaled, scale_earlier, scaled
from assistant.question.follow_slots import (
    budget_reopens,
    card_pick_kept,
    list_narrowed,
    machines_total,
    on_earlier_ask,
    one_more_of,
)
from assistant.question.follow_topic import (
    defined_on_its_own,
    not_carried,
    trouble_term,
    type_contents_asked,
)
from assistant.question.follow_training import carry_training_parts
from assistant.question.follow_trouble import asks_a_fit, carry_trouble
from assistant.question.follow_type import names_a_type, type_again
from assistant.question.fx_slots import carry_fx_notes
from assistant.question.list_follow import asked_apart_from, mac_said_again
from assistant.question.markers import ordinal_count, stated_count
from assistant.question.own_ask import against_earlier, explains_kv, kv_ask_left, own_or
from assistant.question.request_words import SLOT_FIELDS, has_model, json_value, slot_set
from assistant.question.text import fold
from assistant.question.why_cues import asks_of_the_technique, asks_which_of_them
from assistant.question.workload_swap import budget_for_new_job, carry_to_sibling

_HAN_RE = re.compile(r"[\u3400-\u9fff]")
_ADD_RE = re.compile(
    # "too" before a word is the intensifier ("too tight on the 3060"), not "as well"
    r"\b(?:add|adding|also|too(?!\s+(?!and|or|but|so|please|then)[a-z])|as well|include"
    r"|alongside|plus(?!\s+(?:how|what|vcpus?|cpus?|ram)\b))\b|加上|加入|再加|一起"
    r"|\banother\s+(?:one|card|gpu|(?:[a-z]+\s+)?[a-z]*\d)"
    r"|\ba\s+(?:second|third|fourth)\s+(?:one|card|gpu|(?:[a-z]+\s+)?[a-z]*\d)"  # "a second 5090"
    r"|再塞|塞进|再插|再装|再放|也(?:加|塞|插|装|放)"
)
"""A card named as one more in the same box ("要是再塞一张3090进去", "add a 3060 too")."""
_REPLACE_RE = re.compile(r"^\s*(?:换成|换|改成|改用|换到)|\binstead\b|\bswitch(?:ing)? to\b")
"""A card named to replace the one before ("换成8卡a100 80g的整机呢"), even with "也" after."""
_MORE_RE = re.compile(
    r"\b(?:add|adding|another|more|extra)\b|再加|加一|多加|再来|再买|再上|再插|再塞|再装"
)
"""A bare count said as an addition ("那再加一张呢", "add two more"), not as the new total."""
_ONE_RE = re.compile(
    r"\b(?:one|single|a single|1(?![\d.,])\s*(?:x|×)?)\s*(?:gpu|card|[a-z]*\s?\d)"
    r"|单卡|单张|一张|一块|一卡|(?<![\d.])1\s*[张块卡]"  # "141G": a size, not one card
)
_SHORT_WORDS = 7
_SHORT_HAN = 14


class Turn(BaseModel):
    """One question of a conversation and the request it was answered as."""

    question: str
    query: Query
    """The request as answered: the message merged with what it inherited."""
    carried: dict[str, Any] = Field(default_factory=dict)
    """Slots inherited from earlier turns (slot -> JSON value)."""
    answer: Answer | None = None
    options: list[str] = Field(default_factory=list)
    """Choices offered with a clarifying question (the app shows them as buttons)."""
    picked: GPUAsk | None = None
    """The setup the answer picked, for a follow-up that asks about "it" (its price, speed)."""


class Conversation(BaseModel):
    """The turns so far, oldest first."""

    turns: list[Turn] = Field(default_factory=list)

    def last_query(self) -> Query | None:
        """The request of the latest turn, or None at the start."""
        return self.turns[-1].query if self.turns else None

    def clear(self) -> None:
        """Forget every turn ("New chat")."""
        self.turns.clear()


def previous_query(history: Conversation | Sequence[Query] | None) -> Query | None:
    """The request a follow-up would build on, from a conversation or a list of queries."""
    if history is None:
        return None
    if isinstance(history, Conversation):
        return history.last_query()
    return history[-1] if history else None


def previous_pick(history: Conversation | Sequence[Query] | None) -> GPUAsk | None:
    """The setup the latest turn's answer picked, when the history holds its answers."""
    if isinstance(history, Conversation) and history.turns:
        return history.turns[-1].picked
    return None


# --------------------------------------------------------------------------- detection


def _is_short(text: str) -> bool:
    han = len(_HAN_RE.findall(text))
    return len(text.split()) <= _SHORT_WORDS and han <= _SHORT_HAN


def is_follow_up(new: Query, previous: Query | None) -> bool:
    """Whether ``new`` continues ``previous`` rather than starting a new topic.

    Decided on the markers the parser read (``Query.smalltalk``, ``new_topic``, ``follow_up``,
    ``off_topic``, ``definition``, ``bare_count``, ``workload_family``): a greeting, an
    off-topic message or a new workload is a message of its own and inherits nothing.
    """
    if previous is None or previous.intent == "unsupported" and not _named(previous):
        return False
    if not new.text.strip() or new.smalltalk or off_topic_after(new, previous):
        return False
    if new.new_topic:  # unless it asks the power of the cards before ("顺便问下这 4 张卡电源…")
        return fk.power_of_cards_before(previous, new)
    if new.workload_family is not None and new.workload_family != previous.workload_family:
        # "那拿来跑sd出图呢" after two cards were compared, "and for SDXL?" after a 4090 fit: the
        # same cards, another workload; with no card before (or one named now), sized afresh
        same_cards = new.follow_up and not new.gpus and bool(previous.gpus)
        # "what if I also want to train sdxl loras on it" after a budget pick: the same
        # purchase with a second workload, not a question of its own
        also = _ADD_RE.search(fold(new.text)) is not None and not new.gpus
        same_purchase = also and (previous.budget is not None or has_model(previous))
        if not (same_cards or same_purchase):
            return False
    # "为什么买卡更划算，电费算进去了吗": the weighing's own words (owning, power) name no job
    if new.intent == "concept" and new.definition and fk.unnamed_or_weighing(previous, new):
        # "what is NVLink?": a question of its own; "what's the max temp the vram junction can
        # take" after a check: that check goes on
        # (or a why of the rent-or-buy before: "why does utilisation matter so much here")
        return (
            trouble_term(new, previous)
            or check_goes_on(previous, new)
            or fk.why_of_weighing(previous, new)
        )
    # "what's qlora vs lora anyway", "so what gpu is in p3dn.24xlarge", and "which gcp type
    # gives me 4 l4s" (a type for the cards it names): questions of their own
    own = defined_on_its_own(new, previous) or type_contents_asked(new, previous)
    if own or fk.instance_for_cards(new, previous):
        return False
    if new.follow_up or new.bare_count is not None or _cure_weighed(new, previous):
        return True
    if _adds_a_card_there(previous, new):
        return True  # "slotting a second 5090 in next year", "swap the 3090 for an A100"
    if _which_of_the_weighed(previous, new):
        return True  # "which one for qwen 14b on a 4080?" after "awq vs gptq, the difference"
    if against_earlier(new) or result_on_earlier_card(new, previous) or scaled(previous, new):
        return True  # "how much slower on a rented a100?"; "ECC 2. walk away?"; "halve the ctx"
    if fk.on_earlier_cards(new, previous) or check_goes_on(previous, new):
        # "would 4x h100 beat the a100s there", "my 3060 in as card #2"; a check asked again on
        # another box ("would a pair of RTX 6000 Ada pods be wired differently there?")
        return True
    if has_model(new) and new.gpus:
        return False  # a full question with its own model and GPUs
    if new.intent == "concept" and not _is_short(fold(new.text)) and not _named(new):
        return False
    return not (has_model(new) or new.gpus) or _is_short(fold(new.text))


def _cure_weighed(new: Query, previous: Query) -> bool:
    """A cure or cause put forward for the trouble before, on no setup of its own.

    "开 chunked prefill 有用吗" after a slow first token weighs a fix for that trouble.
    """
    guessed = new.cause_guessed or new.driver_version is not None  # "驱动是 572 的，要不要回退"
    return guessed and previous.trouble is not None and not (has_model(new) and new.gpus)


def _adds_a_card_there(previous: Query, new: Query) -> bool:
    """Whether ``new`` adds or swaps a card of the request before it.

    One more of a card already there ("a second 5090", "再插一张3090"), or one swapped out for
    another ("swap the 3090 for an A100", "3090换成4090").
    """
    known = {g.gpu_id for g in previous.gpus}
    if new.gpus and not has_model(new) and known.intersection(new.excluded_gpus):
        return True
    there = any(g.gpu_id in known for g in new.gpus)
    return there and not has_model(new) and _ADD_RE.search(fold(new.text)) is not None


def _named(q: Query) -> bool:
    """Whether the message itself names any request slot (not the KV cache it asks explained)."""
    return any(slot_set(q, slot) for slot in SLOT_FIELDS if slot != "kv" or not explains_kv(q))


# --------------------------------------------------------------------------- merging


def _joins_comparison(previous: Query, new: Query, text: str) -> bool:
    """One new card named after a comparison of two or more: it joins them, on their job."""
    weighed = previous.intent == "compare" and len({g.gpu_id for g in previous.gpus}) >= 2
    one = len(new.gpus) == 1 and new.gpus[0].gpu_id not in {g.gpu_id for g in previous.gpus}
    own_job = has_model(new) or new.workload_id or new.method or new.spec_fields  # "l4 的规格"
    return weighed and one and not own_job and not _REPLACE_RE.search(text)


def _restated_in_comparison(previous: Query, new: Query, text: str) -> bool:
    """Cards already in a comparison named again, no count or card added: still the same two."""
    weighed = previous.intent == "compare" and len({g.gpu_id for g in previous.gpus}) >= 2
    known = {g.gpu_id for g in previous.gpus}
    restated = bool(new.gpus) and all(g.gpu_id in known and not g.count_stated for g in new.gpus)
    restated = restated and not new.spec_fields and not fk.rents_one_of_them(new)  # row, rent
    return weighed and restated and len(new.gpus) < len(known) and not _ADD_RE.search(text)


def _merge_gpus(previous: Query, new: Query, carried: dict[str, Any]) -> list[GPUAsk]:
    text = fold(new.text)
    if not new.gpus and any(p.kind == "unknown_gpu" for p in new.problems):
        return []  # "and the A2?": a card the catalog lacks replaces the one before
    if not new.gpus:
        count = new.bare_count or machines_total(previous, new)  # "两台呢": the boxes' cards
        count = count or count_of_earlier_card(previous, new.text)  # "two sparks"
        if count is None or not previous.gpus:
            if previous.gpus:
                carried["gpus"] = [g.gpu_id for g in previous.gpus]
                carried["count"] = previous.gpus[0].count
            return [g.model_copy() for g in previous.gpus]
        carried["gpus"] = [g.gpu_id for g in previous.gpus]
        first = previous.gpus[0]
        added = _MORE_RE.search(text) and not ordinal_count(text)  # "add a third one": the total
        if added:  # "再加一张", "add two more": on top of the cards already there
            count += first.count
        return [GPUAsk(gpu_id=first.gpu_id, count=count, count_stated=True), *previous.gpus[1:]]
    if _restated_in_comparison(previous, new, text):
        # "what if the 3090 is $550 instead": a card already weighed, with a new figure for it
        carried["gpus"] = [g.gpu_id for g in previous.gpus]
        return [g.model_copy() for g in previous.gpus]
    swapped = swapped_in_comparison(previous, new, _REPLACE_RE.search(text) is not None)
    if swapped is not None:  # "what if i find a 3090 ti instead?": it takes its sibling's place
        carried["gpus"] = [g.gpu_id for g in previous.gpus]
        return swapped
    if _joins_comparison(previous, new, text):
        # "ok where does a 5090 land in that", "b200能甩开多少": one more card in the comparison
        carried["gpus"] = [g.gpu_id for g in previous.gpus]
        return [*(g.model_copy() for g in previous.gpus), *new.gpus]
    if new.intent == "compare" and len(new.gpus) == 1 and previous.gpus:
        # "how does it compare to a T4?", "那和h20比呢": the card before against the one named
        kept = next((g for g in previous.gpus if g.gpu_id != new.gpus[0].gpu_id), None)
        if kept is not None:
            carried["gpus"] = [kept.gpu_id]
            return [kept.model_copy(), *new.gpus]
    if _adds(new, text) and previous.gpus and not fk.load_on_earlier_cards(new, previous):
        carried["gpus"] = [g.gpu_id for g in previous.gpus]
        known = {g.gpu_id for g in previous.gpus}
        return one_more_of(previous, new, text) or [
            *previous.gpus,
            *(g for g in new.gpus if g.gpu_id not in known),
        ]
    explicit = any(g.count != 1 for g in new.gpus) or _ONE_RE.search(text) is not None
    # "那换 141G 的那版 H20 呢" after "H20 单卡": the count said before, stated one included
    said = previous.gpus[0] if previous.gpus else None
    if len(new.gpus) == 1 and not explicit and said and (said.count > 1 or said.count_stated):
        carried.update({"count": said.count} if said.count > 1 else {})
        kept_count = {"count": said.count, "count_stated": said.count_stated}
        return [new.gpus[0].model_copy(update=kept_count)]
    return new.gpus


def _adds(new: Query, text: str) -> bool:
    """The follow-up's card is one more in the box ("add a 3060 too", "in the second slot")."""
    slotted = new.gpus_together and len(new.gpus) == 1  # two named together are a box of theirs
    return (_ADD_RE.search(text) is not None or slotted) and not _REPLACE_RE.search(text)


def _of_the_technique(previous: Query, new: Query) -> bool:
    """Whether a follow-up to an explanation asks if "it" works on a setup, naming no model.

    After things weighed in an explanation ("Q4_K_M 和 IQ4_XS 有啥区别"), "which one" on a
    setup ("那 4060 8G 跑 qwen3 8b 选哪个") picks among those things, not a card.
    """
    if previous.intent != "concept":
        return False
    if _which_of_the_weighed(previous, new):
        return True
    return asks_of_the_technique(fold(new.text)) and not has_model(new)


def _which_of_the_weighed(previous: Query, new: Query) -> bool:
    """Which one, after an explanation that weighed things: one of those, on the setup named.

    One card named is the setup, so "选哪个" is no card pick; with none, "which gpu" is, unless
    the cards are only counted after options that are no cards ("ZeRO-2 vs ZeRO-3 vs FSDP",
    then "那 4 张卡都没 nvlink 的话选哪个": the 4 cards are the setup the options run on).
    """
    weighed = previous.intent == "concept" and (previous.versus or previous.explain_asked)
    cards = len({g.gpu_id for g in new.gpus})
    counted = new.bare_count is not None and previous.versus and not previous.gpus
    setup = cards == 1 or (cards == 0 and (not new.asks_gpu_pick or counted))
    return weighed and setup and asks_which_of_them(fold(new.text))


def _power_resized(previous: Query, new: Query) -> bool:
    """A power limit or budget said after a power answer, no card named: the same box asked."""
    return previous.task == "power" and new.power_ask is not None and not new.gpus


def _merge_intent(previous: Query, new: Query, merged: dict[str, Any]) -> Intent:
    if _power_resized(previous, new):
        return previous.intent  # "两台呢，机柜限12kW放得下吗": the same power question, resized
    cue = cue_intent(fold(new.text))
    if list_narrowed(previous, new):  # "每秒20个token以上的还剩哪些": the list, kept to those
        return previous.intent
    why = fk.why_of_the_job(previous, new) or fk.why_card_slow(previous, new)  # "装得下的话为啥…慢"
    if _of_the_technique(previous, new) or why:
        return "concept"  # "would it work with llama.cpp?", "why is dreambooth so much heavier?"
    if cue is not None:
        intent: Intent = cue
    elif new.workload_ask == "rate" and new.workload_id is not None:
        intent = "speed"  # "那 flux schnell 的 nf4 版本出一张 1024 要多少秒": that job's rate
    elif previous.intent in ("concept", "unsupported") and new.intent != "unsupported":
        intent = new.intent
    else:
        intent = previous.intent
    subject = merged["model_id"] is not None or merged["params_b"] is not None
    has_both = bool(merged["gpus"]) and subject
    # the cards of the earlier turn said again ("too tight on the 3060, what to rent") add none
    added = {g.gpu_id for g in new.gpus} - {g.gpu_id for g in previous.gpus}
    if intent in ("concept", "recommend") and has_both and has_model(new) != bool(added):
        intent = "fit_check"  # the model and the GPUs came in different messages
    if fk.why_not_picked(previous, new):  # "为啥不推荐 4 张 4090": the pick's reasons again
        intent = "recommend"
    if previous.intent == "compare" and len(merged["gpus"]) >= 2 and new.objective and not new.gpus:
        intent = "compare"  # "and with the price factored in?": the same cards, ranked anew
    # "and on an H200, how much faster?": both cards timed, the new first ("vs a 5090?" weighs)
    if previous.intent == "speed" and intent == "compare" and len(new.gpus) == 1 and not new.versus:
        intent = "speed"
    if previous.intent == "compare" and len(merged["gpus"]) > len(previous.gpus) >= 2:
        intent = "compare"  # a card joined the comparison
    if intent == "compare" and len(merged["gpus"]) < 2:
        intent = previous.intent if previous.intent != "compare" else "fit_check"
    if previous.intent == "rent_vs_buy" and intent == "cost" and _owning_figure(new):
        intent = "rent_vs_buy"  # "what if the card costs $1500?": the same weighing, new price
    if carry.rental_named_again(previous, new) or fk.weighing_goes_on(previous, new):
        intent = "rent_vs_buy"  # another card rented instead, or why: the same weighing
    return card_pick_kept(merged, budget_reopens(previous, new, intent, merged.get("budget")))


def _owning_figure(new: Query) -> bool:
    """A figure of the rent-or-buy weighing is restated (price, use, tariff, rent), no card."""
    stated = (new.budget, new.usage_hours_per_month, new.tariff_per_kwh, new.rent_rate_stated)
    return not new.gpus and (any(v is not None for v in stated) or new.power_covered)


def _not_inherited(slot: str, previous: Query, new: Query) -> bool:
    """A slot the follow-up names itself, or one that belonged to the earlier job only."""
    if slot == "instance" and not new.gpus and not names_a_type(new):
        return not_carried(slot, previous)  # "what's that box cost an hour": the type before
    if slot in ("gpus", "task") or slot_set(new, slot) or not_carried(slot, previous):
        return True  # "worth ~$150 over a 3060": that premium is no budget for the next cards
    if asked_apart_from(slot, new):  # "还能跑哪些模型", "那单张 H100 一小时多少钱"
        return True
    if slot == "unit" and new.duration_hours is not None:
        return True  # "for a week?" after "per hour": the price becomes a total
    if slot == "users" and new.asks_load_count and (previous.gpus or new.gpus):
        return True  # "那这张卡最多能撑几个会话": the users the cards hold are asked now
    # a dataset's size and epochs belong to the job they were said of
    return slot == "media_job" and other_job(previous, new) and not same_line_sibling(previous, new)


def merge(previous: Query, new: Query) -> tuple[Query, dict[str, Any]]:
    """The request a follow-up means, and the slots it inherited (slot -> JSON value).

    Every slot the new message names wins; every other slot of ``previous`` is kept.
    """
    update: dict[str, Any] = {}
    carried: dict[str, Any] = {}
    for slot, fields in SLOT_FIELDS.items():
        if slot == "workload" and steps_only(previous, new):  # "and at 50 steps?": that job
            update.update({f: getattr(previous, f) for f in fields if f != "media_steps"})
            carried[slot] = json_value(previous, slot)
            continue
        if _not_inherited(slot, previous, new):
            continue
        # "what if power is $0.45/kWh": an amount the parser read as a tariff, a rent or what
        # the card is sold for at the end ("sell the 5090 for $1,800") is no new purchase price
        priced_else = new.tariff_per_kwh is not None or new.rent_rate_stated is not None
        priced_else = priced_else or new.resale_value_said is not None
        if slot == "budget" and previous.budget is not None and not priced_else:
            amount = budget_amount(new.text, previous)
            if amount is not None:
                update.update(budget=amount[0], budget_currency=amount[1])
                continue
        if slot_set(previous, slot):
            for f in fields:
                update[f] = getattr(previous, f)
            carried[slot] = json_value(previous, slot)
    if same_line_sibling(previous, new):
        carry_to_sibling(previous, new, update, carried)
    same_job_again(previous, new, update, carried)  # "same 500 flux images": size and steps
    raised_for_more(previous, new, update)  # "could stretch to 1200": a faster card within it
    update.update(on_earlier_ask(previous, new, fold(new.text)))
    if update.get("workload_ask") == "fit" and (new.asks_duration or new.intent != "fit_check"):
        update["workload_ask"] = None  # "will it fit?" then "how long per epoch?": a time now
    update["gpus"] = _merge_gpus(previous, new, carried)
    if fk.buys_anew(previous, new, _adds(new, fold(new.text))):  # "预算一万换台电脑买啥"
        fk.drop_fitted_cards(update, carried)
    fk.carry_card_offer(previous, new, update)  # "闲鱼2800收的3090" then "num_ctx 32768 呢"
    fk.earlier_counts(previous, new, update)  # "4x h100 vs the a100s": the four A100s
    carry.carry_box(previous, new, update, _adds(new, fold(new.text)))  # "in the second slot?"
    carry.carry_bare_count(previous, new, update)
    carry.users_as_guess(previous, new, update)  # "能多撑几个人吗" after 5 users: judged against 5
    carry.drop_replaced_format(previous, new, update, carried)  # "fp8 版" then "上 bf16"
    type_again(previous, new, update)
    carry.carry_rental_swapped(previous, new, update)  # "那跟租晨涧云的 A800 比呢": the rental
    scaled = scale_earlier(previous, new, update)  # "halve the context": 16k from 32k
    merged_view = {**new.model_dump(), **update}
    intent = own_or(previous, new, update, lambda: _merge_intent(previous, new, merged_view))
    update["intent"] = intent = kept_when_scaled(previous, new, intent, scaled)
    fk.asks_left(previous, intent, update, carried)  # users held before: not the comparison's
    kv_left = kv_ask_left(previous, new, intent, carried, update)
    slow = fk.slowness_of_the_speed(previous, new)  # "为啥这么慢" after its tokens/s
    if _of_the_technique(previous, new) or slow:  # what "it" is, explained again on the setup
        topic = slow or previous.explained_topic or previous.topic_terms
        update.update(explained_topic=topic, explain_asked=True)
    if intent == previous.intent == "speed" and len(new.gpus) == 1:
        named = new.gpus[0].gpu_id
        update["gpus"] = sorted(update["gpus"], key=lambda g: g.gpu_id != named)
    fit_asked = previous.task == "troubleshoot" and asks_a_fit(new)  # "那 8192 能全进显存吗"
    same_task = not _named(new) or _power_resized(previous, new)
    if (
        same_task
        and previous.task not in (None, "clarify")
        and intent == previous.intent
        and not fit_asked
        and "task" not in update  # a task the follow-up asks by its own slots
    ):
        update["task"] = previous.task
        carried["task"] = previous.task
    carry_trouble(previous, new, update, carried)
    carry.carry_candidates(previous, new, update)  # "那要是上到1.6w呢": among the same cards
    carry_training_parts(previous, new, update, carried)  # the quant, method, job size kept
    carry.carry_platforms(previous, new, update)  # "mac or pc …" then "and quiet": still both sides
    update["bare_change"] = _bare_change(previous, new, update) and not kv_left
    return new.model_copy(update=update), carried


def _bare_change(previous: Query, new: Query, update: dict[str, Any]) -> bool:
    """No cue or job of its own: the earlier turn's kind answers it, changed slots and all.

    A trouble left behind ("what if I use QLoRA?" after an OOM) is a question of its own.
    """
    other = other_job(previous, new) and not same_line_sibling(previous, new)
    own_ask = cue_intent(fold(new.text)) is not None or other
    left = previous.task == "troubleshoot" and update.get("task") != "troubleshoot"
    return update["intent"] == previous.intent and not own_ask and not left


def resolve(new: Query, previous: Query | None) -> tuple[Query, dict[str, Any]]:
    """Merge ``new`` into ``previous`` when it is a follow-up; otherwise ``new`` as it is."""
    new = mac_said_again(new, previous)  # "这台 mac mini 呢": the chip named before
    if previous is None or not is_follow_up(new, previous):
        return budget_for_new_job(new, previous)  # "同样预算 for sd": the budget, nothing else
    return carry_fx_notes(previous, *merge(previous, new))


__all__ = ["Conversation", "Turn", "is_follow_up", "merge", "previous_pick", "previous_query"]
__all__ += ["resolve", "stated_count"]

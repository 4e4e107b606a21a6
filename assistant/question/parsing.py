"""Understand a question: ``parse(text, catalog) -> Query`` (English and Chinese, no I/O).

The text is capped, NFKC-folded (full-width ``８×Ｈ１００`` becomes ``8×H100``) and
lower-cased; then slots are taken out one kind at a time, most specific first, and each
match is blanked out so a later, looser pattern cannot read it again:

money -> latency targets, prompt length -> token volumes -> precision -> model names -> GPUs with
counts -> context -> batch -> durations -> stray counts -> sizes; method, provider, spot, intent.

Intent is decided by scored cues (``lexicon.INTENT_CUES``) plus slot bonuses, with these
rules on top (the precedence the golden set relies on):

* no domain word and no slot at all, or an off-topic cue (weather, stocks, recipes) with no
  GPU or model named -> ``unsupported``;
* a GPU and a model both named -> +3 for ``fit_check``; two different GPUs -> +4 for
  ``compare``; a comparison with no GPU named ("LoRA vs QLoRA") counts as ``concept``;
* a strong cost cue ("cost", "多少钱") beats ``fit_check``, ``speed`` and ``concept`` even
  when they score higher: "how much to fine-tune 7B on 8 H100s for a week" is a cost question;
* ties go to the first of ``lexicon.INTENT_ORDER`` (rent_vs_buy, cost, compare, fit_check,
  speed, recommend, concept).

``parse`` never invents a value: a slot is set only from words in the question. Loose
readings it had to choose ("8k" = 8192 tokens, "量化" = int4) are listed in
``Query.assumptions``; things it could not honour (negative counts, unknown GPUs, absurd
sizes, a cut-off question) are listed in ``Query.problems``.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from assistant.catalog.specs import Catalog
from assistant.language import detect_language
from assistant.messages import llmcalc as llmcalc_say
from assistant.messages import table as say
from assistant.models import Intent, Precision, Problem, Query
from assistant.question import intent_cues as cues
from assistant.question.accelerators import read_other_accelerators
from assistant.question.accessories import asks_for_a_pc_part
from assistant.question.api_words import read_api_words
from assistant.question.bought_variant import read_bought_variant
from assistant.question.bounds import read_out_of_range
from assistant.question.cache_length import read_context_length
from assistant.question.card_size_swap import card_size_said
from assistant.question.catalog_slots import asks_one_cards_feature, feature_explained, format_asked
from assistant.question.changed_context import read_changed_context
from assistant.question.choosing import named_candidates, owned_unknown, setups_weighed
from assistant.question.context_wish import long_context_wish
from assistant.question.corrections import drop_corrected
from assistant.question.engine_readings import read_engine_readings
from assistant.question.fallback_card import fallback_card
from assistant.question.family_named import name_workload_models
from assistant.question.general_ask import asked_in_general
from assistant.question.gpu_hours import read_job_gpu_hours, spread_job_gpu_hours
from assistant.question.gpu_names import read_gpus, read_stray_counts
from assistant.question.housing_rent import housing_rent_only
from assistant.question.job_counted import read_workload_counted
from assistant.question.job_slots import read_job_slots
from assistant.question.job_timed import job_span_timed
from assistant.question.licence_slots import read_licence_priced
from assistant.question.link_words import read_link_need
from assistant.question.low_bits import read_low_bits
from assistant.question.markers import GPU_PICK_RE, fold
from assistant.question.model_list_slots import read_model_listing
from assistant.question.names import (
    read_bare_size,
    read_model,
    read_unlisted_models,
    size_unlisted_models,
)
from assistant.question.off_topic import (
    gaming_benchmark,
    gaming_score,
    learning_material_asked,
    name_asked,
)
from assistant.question.one_card_weighed import one_card_weighed
from assistant.question.option_slots import billing_intent, options_weighed
from assistant.question.owned_cards import set_owned_aside
from assistant.question.owning_cues import add_owning_scores, budget_kind
from assistant.question.owning_weighed import owning_weighed
from assistant.question.pasted_ids import blank_pasted_ids
from assistant.question.power_slots import power_task, read_power
from assistant.question.pretrain_tokens import with_pretrain_tokens
from assistant.question.rate_units import price_gap_asked, read_rate_unit, rented_gap_asked
from assistant.question.rental_side import rent_weighed
from assistant.question.request import is_catalog_question, read_request
from assistant.question.serving_slots import read_latency, read_serving
from assistant.question.set_aside import drop_set_aside
from assistant.question.side_media import aside_note, read_markers_aside
from assistant.question.slots import (
    read_batch,
    read_duration,
    read_method,
    read_money,
    read_precision,
    read_provider_spot_currency,
    read_tokens,
    read_usage,
)
from assistant.question.smi_table import read_smi_rows
from assistant.question.speed_gap import speed_choice, speed_gap
from assistant.question.split_cues import split_slots
from assistant.question.stated_memory import read_stated_memory
from assistant.question.terms_asked import read_terms_asked
from assistant.question.text import Scan, clean, expanded, lower_same_length, unwrap_variant_asides
from assistant.question.topic import topic_terms
from assistant.question.unfamiliar import read_unfamiliar_names
from assistant.question.unmodelled_work import read_unmodelled_work
from assistant.question.verify_cues import checks_a_card
from assistant.question.workload_intent import workload_intent
from assistant.question.workload_swap import job_size_words

MAX_QUESTION_CHARS = 4000
"""Longer questions are cut to this many characters (and the cut is reported)."""

_TAG_RE = re.compile(r"<[^<>]{0,200}>")
_MAX_NOTES = 12


# --------------------------------------------------------------------------- intent


def _has_subject(slots: dict[str, Any]) -> bool:
    return bool(slots.get("gpus") or slots.get("model_id") or slots.get("params_b"))


_ON_TOPIC_PROBLEMS = frozenset({"unknown_gpu", "other_accelerator", "gpu_count", "unlisted_model"})
"""A card, chip or model named that the catalog lacks: the question is AI work all the same."""


def _is_unsupported(work: str, slots: dict[str, Any], problems: list[Problem], rvb: int) -> bool:
    on_topic = (
        cues.DOMAIN_RE.search(work) is not None
        or _has_subject(slots)
        or any(p.kind in _ON_TOPIC_PROBLEMS for p in problems)  # "granite 4.0's kv at 128k"
        or slots.get("method") is not None
        or slots.get("finetune_unspecified")
        or slots.get("precision") is not None
        or slots.get("provider") is not None
        or rvb >= 6
        or checks_a_card(work)  # "压力测试稳定性 96%，能要吗"
    )
    if not on_topic:
        return True
    ai_work = bool(
        slots.get("model_id") or slots.get("params_b") or slots.get("method")
        or slots.get("finetune_unspecified") or slots.get("precision") or cues.ai_work_said(work)
    )  # fmt: skip
    off_use = cues.NON_AI_USE_RE.search(work) or asks_for_a_pc_part(work) or gaming_benchmark(work)
    if gaming_score(work) and not (slots.get("model_id") or slots.get("params_b")):
        return True  # "time spy 跑多少分算正常": a game's score ("跑" is no AI job), no check
    if off_use and not ai_work:
        return not checks_a_card(work)  # a used card's past ("only gamed on"): it is checked
    if closed_model_only(work, slots):
        return True
    if cues.writes_for_me(work) and not _has_subject(slots):
        return True  # "帮我写一份请示报告", "draw me a cat": made for them, not worked out
    if cues.asks_model_quality(work) and not (slots.get("gpus") or slots.get("method")):
        return True  # "Kimi 和 DeepSeek 哪个好用": how good the models are, not what runs them
    off_topic = cues.OFF_TOPIC_RE.search(work) is not None or name_asked(work)
    # "有什么好的大模型入门视频推荐", "my landlord wants to raise rent 8%": tutorials, a home
    off_topic = off_topic or learning_material_asked(work) or housing_rent_only(work)
    return off_topic and not _has_subject(slots)


def closed_model_only(work: str, slots: dict[str, Any]) -> bool:
    """A model only its maker serves (GPT-4o, Claude), with no GPU or open model beside it."""
    return cues.CLOSED_MODEL_RE.search(work) is not None and not _has_subject(slots)


def _scores(work: str, slots: dict[str, Any]) -> dict[str, int]:
    work = cues.without_indifference(work)  # "速度无所谓": no speed asked
    scores = {
        intent: sum(w for p, w in cues if p.search(work))
        for intent, cues in cues.INTENT_CUES.items()
    }
    gpus = {g.gpu_id for g in slots.get("gpus") or []}
    model = bool(slots.get("model_id") or slots.get("params_b"))
    method = bool(slots.get("method") or slots.get("finetune_unspecified"))
    if cues.MEMORY_ASK_RE.search(work):
        scores["fit_check" if gpus else "recommend"] += 4
    elif cues.COST_HOW_MUCH_RE.search(work):
        scores["cost"] += 4
    if gpus and model:
        scores["fit_check"] += 2
    if gpus and method:
        scores["fit_check"] += 1
    together = cues.GPUS_TOGETHER_RE.search(work) is not None  # one box: its fit, no choice
    # "one 96GB card vs four 3090s (96GB total)": the total is one option's, not a pooled box
    weighed = setups_weighed(slots, work)
    together = together and not weighed
    if len(gpus) >= 2 and scores["compare"] > 0 and not together:
        scores["compare"] += 4 + 2 * (
            weighed and not scores["rent_vs_buy"]
        )  # "one 5090 or two 3090s": weighed
    elif not gpus:
        scores["concept"] += scores["compare"] // 2
        scores["compare"] = 0
    gap = price_gap_asked(work) and slots.get("provider") or rented_gap_asked(work)  # "租的话差价"
    rates = slots.get("unit") or gap  # a gap's why: compared; a gap at a provider: its rates
    if len(gpus) >= 2 and rates and (gap or not (model or method)):
        # "runpod h100 sxm vs pcie hourly", "a100 vs h100 hourly price?": rates weighed
        scores["cost"] = max(scores["cost"], scores["compare"] + FALLBACK_MARGIN)
    _weighed_on_speed(work, slots, scores)
    if len(gpus) >= 2 and model and slots.get("fallback_card"):
        # "fits on one L40S or do I need the H100": the first card's fit, the second its fallback
        scores["fit_check"] = max(scores["fit_check"], scores["compare"] + FALLBACK_MARGIN)
    timed = job_span_timed(work, slots)  # "90 epochs on 8x a100, still ~a day?", "10k h of audio"
    scores["speed"] += 2 * timed
    scores["cost"] += 2 * (bool(slots.get("duration_hours")) and not timed)
    scores["cost"] += 2 * bool(slots.get("spot"))
    scores["cost"] += bool(slots.get("provider")) + 2 * bool(slots.get("rate_mentioned"))
    scores["recommend"] += 2 * bool(slots.get("budget")) + (not gpus and (model or method))
    scores["speed"] += bool(slots.get("tokens"))
    if gpus and slots.get("duration_hours") and not model and not timed:
        scores["cost"] += 4  # "rent an A100 for 100 hours": GPUs over a time span is a bill
    add_owning_scores(work, slots, scores)
    if len(gpus) == 1:  # "h200 per hour? vs a quote", "1TB of weights vs 640GB of HBM"
        one_card_weighed(slots, model, scores)
    subject = model or gpus or slots.get("duration_hours") or slots.get("budget")
    if cues.DEFINITION_OPENER_RE.search(work) and not subject:
        scores["concept"] += 5
    return scores


def _weighed_on_speed(work: str, slots: dict[str, Any], scores: dict[str, int]) -> None:
    """Speed against a reference card, or models weighed on one card: which score leads.

    "7900xtx 跑 14b 速度怎么样 跟 4090 差多少": the first card's speed, the second's gap (speed).
    "qwen3 32b 和 qwen2.5 72b 在一张 a100 上哪个跑得更好": the models weighed on it (compare).
    """
    gpus = {g.gpu_id for g in slots.get("gpus") or []}
    model = bool(slots.get("model_id") or slots.get("params_b"))
    two_cards = len(gpus) >= 2 and scores["compare"] > 0 and scores["speed"] > 0
    if two_cards and model and _GAP_RE.search(work) and not _CHOICE_RE.search(work):
        scores["speed"] = max(scores["speed"], scores["compare"] + 1)
    if len(gpus) >= 2 and (_WHO_WINS_RE.search(work) or slots.get("objective") == "best_value"):
        rivals = ("speed", "fit_check") if slots.get("unit") else ("speed", "fit_check", "cost")
        scores["compare"] = max(scores["compare"], *(scores[k] + 1 for k in rivals))
    models = len(set(slots.get("model_ids") or [])) >= 2  # each from its own name in the text
    inference = slots.get("method") in (None, "inference")
    if models and len(gpus) == 1 and _RUNS_BETTER_RE.search(work) and inference:
        scores["compare"] = max(scores["compare"], scores["fit_check"] + 1)


def _intent(scan: Scan) -> Intent:
    slots = scan.slots
    scores = _scores(scan.lower, slots)
    if _is_unsupported(scan.lower, slots, scan.problems, scores["rent_vs_buy"]):
        return "unsupported"
    best = max(cues.INTENT_ORDER, key=lambda i: (scores[i], -cues.INTENT_ORDER.index(i)))
    runner_up = max((v for k, v in scores.items() if k != best), default=0)
    slots["intent_margin"] = scores[best] - runner_up
    if scores[best] == 0:
        if slots.get("gpus") and (slots.get("model_id") or slots.get("params_b")):
            return "fit_check"
        if slots.get("model_id") or slots.get("params_b") or slots.get("method"):
            return "recommend"
        return "concept"
    # a price word makes a fit, speed or "what is" question a cost one unless another intent
    # is clearly stronger ("the migration cost of CANN" is effort); so does a cost over a span
    # with the card left to pick ("8B 24/7 for a month on the cheapest GPU"; not an upgrade's keep)
    spans = best == "recommend" and bool(slots.get("duration_hours")) and not slots.get("budget")
    spans = spans and not cues.upgrade_asked(scan.lower)
    strong_cost = (
        scores["cost"] >= 4
        and (best in ("fit_check", "speed", "concept") or spans)
        and scores["cost"] >= scores[best] - 3
    )
    result = "cost" if strong_cost else best
    if result == "cost" and not _has_cost_subject(slots):
        return "concept"  # "what does PUE mean for cost": nothing to price, so explain
    if result == "fit_check" and not _has_fit_subject(scan):
        return "concept"  # "国产卡能替代英伟达吗": nothing to size, so explain
    if result == "speed" and (speed_gap(slots, scan.lower) or speed_choice(slots, scan.lower)):
        return "compare"  # "910B 和 A800 训练 7b，速度差多少": the two weighed, not one speed
    return result  # type: ignore[return-value]


def _has_fit_subject(scan: Scan) -> bool:
    """Whether a fit question names anything to size: GPUs, a model, a method, a setting."""
    keys = ("precision", "method", "finetune_unspecified", "context_tokens", "batch_size")
    counted = any(
        p.kind in ("unknown_gpu", "other_accelerator", "gpu_count") for p in scan.problems
    )
    return _has_subject(scan.slots) or counted or any(scan.slots.get(k) for k in keys)


def _chooses_card(slots: dict[str, Any], text: str) -> bool:
    """A "can it run" question, no card named, with a budget, a ranking or a card asked for."""
    subject = slots.get("model_id") or slots.get("params_b")
    ranked = any(slots.get(k) is not None for k in ("budget", "objective"))
    return bool(subject) and not slots.get("gpus") and (ranked or bool(GPU_PICK_RE.search(text)))


def _prices_one_card(slots: dict[str, Any]) -> bool:
    """One card named, no workload, no budget, "cheapest" ("cheapest H100?"): its price."""
    subject = slots.get("model_id") or slots.get("params_b") or slots.get("method")
    one = len({g.gpu_id for g in slots.get("gpus") or []}) == 1
    return one and not subject and slots.get("objective") == "cheapest" and not slots.get("budget")


def _has_cost_subject(slots: dict[str, Any]) -> bool:
    """Whether a cost question names something to price: GPUs, a model, time, tokens, money."""
    keys = ("gpus", "model_id", "params_b", "duration_hours", "tokens", "budget", "provider")
    return any(slots.get(k) for k in keys) or bool(slots.get("rate_mentioned"))


# --------------------------------------------------------------------------- entry point


def _prepare(text: str) -> tuple[str, Scan, list[Problem]]:
    """Cap, clean and fold the text; return (question as asked, scan, problems so far)."""
    problems: list[Problem] = []
    raw = text if isinstance(text, str) else ""
    if len(raw) > MAX_QUESTION_CHARS:
        problems.append(
            Problem(
                kind="too_long",
                en=f"the question was {len(raw):,} characters; only the first"
                f" {MAX_QUESTION_CHARS:,} were read",
                zh=f"问题长达 {len(raw):,} 个字符，只读取了前 {MAX_QUESTION_CHARS:,} 个",
            )
        )
        raw = raw[:MAX_QUESTION_CHARS]
    asked = " ".join(clean(raw).split())
    # NFKC can expand a character (one Arabic ligature becomes 18 letters): cap it again
    # a full-width comma ends a clause, never groups digits: "batch 128，224分辨率" is two numbers
    spaced = expanded(asked.replace("，", "， "))
    norm = unicodedata.normalize("NFKC", spaced)[:MAX_QUESTION_CHARS].replace("−", "-")
    norm = drop_corrected(norm)  # "on a 3060, sorry I mean 3070": the 3070 only
    norm = drop_set_aside(norm)  # "power bill aside lol": no power question
    work = _TAG_RE.sub(lambda m: " " * len(m.group()), lower_same_length(norm))
    work = unwrap_variant_asides(blank_pasted_ids(work))
    return asked, Scan(orig=norm, work=work, lower=work), problems


FALLBACK_MARGIN = 6
"""How sure a fit reading is when a second card is named only as the fallback: the routing's
confident reading, so comparison examples sharing the two card names do not overturn it."""
SPEND_MARGIN = 6
"""How sure a rent-or-buy reading from a monthly rental spend beside buying words is: as sure as
the routing's confident reading, so price examples sharing "a month" do not overturn it."""


def parse(text: str, catalog: Catalog) -> Query:
    """Read a question in English or Chinese into a ``Query``; never raises on any text."""
    asked, scan, problems = _prepare(text)
    language = detect_language(scan.work)
    scan.problems.extend(problems)
    if not scan.work.strip():
        scan.problems.append(Problem(kind="empty", en="the question is empty", zh="问题是空的"))
        return Query(text=asked, language=language, intent="unsupported", problems=scan.problems)
    read_out_of_range(scan)  # first: "1e308 H100s" must not become 308 GPUs
    read_changed_context(scan)  # "num_ctx 32768 … 改回 8192": the length now set
    read_engine_readings(scan)  # "Maximum concurrency for 8192 tokens per request: 3.2x"
    read_money(scan, language == "zh")
    read_rate_unit(scan)  # "一卡一小时多少": the unit asked, not one card for one hour
    read_latency(scan)
    read_tokens(scan)
    read_precision(scan)
    read_low_bits(scan)
    read_model(scan, catalog)
    read_unlisted_models(scan, catalog)
    read_job_gpu_hours(scan)  # "500卡时": a job's hours, before "500卡" counts cards
    read_gpus(scan, catalog)
    set_owned_aside(scan, catalog)  # "which GPU for SDXL? currently on a 1070": not asked
    read_smi_rows(scan)  # an nvidia-smi table's rows are the cards in the box
    read_other_accelerators(scan)
    read_unmodelled_work(scan)  # "3d gaussian splatting": no calculator sizes it, said so
    read_licence_priced(scan)  # "nvidia ai enterprise license cost": no price book has it
    read_unfamiliar_names(scan, catalog)  # "vultr l40s", "IndexTTS2": not covered, said so
    read_usage(scan)  # before the context: "~2k A100-hours a month" is use, not 2k tokens
    read_context_length(scan, catalog)  # "kv per token? what do 40960 tokens cost" too
    read_batch(scan)
    read_duration(scan)
    spread_job_gpu_hours(scan)
    read_stray_counts(scan)
    read_bought_variant(scan, catalog)  # "runpod H100 vs 买两张pcie版": the PCIe ones bought
    read_stated_memory(scan, catalog)
    read_bare_size(scan)
    size_unlisted_models(scan)  # "mistral large 2411 (123b)": a generic model of that size
    read_method(scan)
    read_provider_spot_currency(scan)
    if language == "zh" and scan.slots.get("currency") is None and _ZH_PRICE_RE.search(scan.work):
        scan.slots["currency"] = "CNY"
        scan.assumptions.append(say.PRICES_IN_CNY())
    read_request(scan)
    read_model_listing(scan, catalog)
    read_job_slots(scan)
    read_power(scan, catalog)
    budget_kind(scan)
    scan.slots["fallback_card"] = fallback_card(scan.lower)
    intent = _intent(scan)
    if is_catalog_question(scan) and intent != "unsupported" and not rent_weighed(intent, scan):
        # a price to buy one card is a price asked, answered from its catalog row
        priced = scan.slots.get("spec_fields") == ["price"]
        intent, scan.slots["task"] = ("cost" if priced else "recommend"), "catalog"
    elif power_task(scan) and intent not in ("unsupported", "rent_vs_buy"):
        intent, scan.slots["task"] = "cost", "power"  # a limit, a circuit, slot power, the bill
    subject = scan.slots.get("model_id") or scan.slots.get("params_b")
    if intent == "recommend" and _prices_one_card(scan.slots):
        intent = "cost"  # "cheapest H100 rn?": the card is chosen, its price is asked
    if intent in ("fit_check", "speed") and _chooses_card(scan.slots, scan.lower):
        intent = "recommend"  # "what can I get under $700 that runs 14B", "quietest card for 70b"
    if intent == "fit_check" and scan.slots.get("features") and not subject:
        intent = "concept"  # "two 4090s with NVLink as one 48 GB card?": a premise to explain
    problems = list({p.en: p for p in scan.problems}.values())[:_MAX_NOTES]
    assumptions = list(dict.fromkeys(scan.assumptions))[:_MAX_NOTES]
    slots = {k: v for k, v in scan.slots.items() if k in Query.model_fields}
    slots.update(read_markers_aside(scan.orig, slots, intent))  # "+偶尔画图": the LLM pick
    slots.update(split_slots(scan.orig))  # "split gemma across both": one box, memory pooled
    wish = long_context_wish(slots, scan.lower)  # "最好能撑长上下文": the list at a long context
    assumptions += [n for n in (wish, aside_note(slots)) if n is not None]
    if intent == "fit_check" and slots.get("platforms_weighed") and slots.get("budget"):
        intent = "recommend"  # "推 mac mini m4 … 预算一万，mac 还是 n 卡": the Mac is one side
    if slots["asks_gpu_pick"]:  # a card asked for: "currently on a 1070" is only a note
        problems = owned_unknown(fold(scan.orig), problems)
    if any(p.kind == "gpu_count" for p in scan.problems):
        slots["bare_count"] = None  # "-3 GPUs" was refused: its 3 is no count either
    intent = read_api_words(slots, fold(scan.orig), intent)  # "cheaper to use an api than rent?"
    if owning_weighed(slots, intent):
        # "I pay $200 a month renting a 4090, should I buy one?": the spend and the buying say it;
        # "would a 4x A6000 box pay for itself?": what pays for itself is owned
        intent, slots["intent_margin"] = "rent_vs_buy", max(slots["intent_margin"], SPEND_MARGIN)
    format_asked(slots)  # "P40 支持 fp16 吗": full-rate FP16, a feature of the card
    if feature_explained(slots, scan.problems) and intent in ("concept", "recommend"):
        intent = "concept"  # "fp8 on Ampere, can my A100 do it in vLLM": the row, then why
    elif intent == "concept" and asks_one_cards_feature(slots, scan.problems):
        intent = "recommend"  # "does the 4090 support NVLink?": the catalog row answers it
    slots["topic_terms"] = topic_terms(asked)
    assumptions = read_workload_counted(slots, assumptions, scan.lower, scan.orig, catalog)
    problems = name_workload_models(slots, problems, scan.lower)  # and LLM readings dropped
    intent = workload_intent(intent, slots)
    slots.update(job_size_words(fold(scan.orig), slots))  # "换成medium呢", "(small model)"
    slots["card_size_gb"] = None if slots.get("gpus") else card_size_said(scan.orig)
    # "两张4090装得下吗，还是得上A100": the A100 is the fallback of a fit, not an option to pick
    fallback = slots.get("fallback_card") and intent == "fit_check"
    slots["named_candidates"] = None if fallback else named_candidates(fold(scan.orig), slots)
    if slots["named_candidates"] and intent in _CHOOSABLE:
        intent = "recommend"  # "4070tis还是二手3090，预算8000": which to get, not how they differ
    slots["options_weighed"] = options_weighed(scan.lower, intent)  # "awq vs gptq", "vllm 还是 …"
    intent = read_link_need(slots, fold(scan.orig), intent)  # "need nvlink for 2x 3090 inference?"
    intent = read_terms_asked(slots, fold(scan.orig), intent)  # "NVLink 和 NVSwitch 什么关系"
    slots["asked_in_general"] = asked_in_general(scan.lower, bool(slots.get("explain_asked")))
    intent = billing_intent(intent, scan.lower, slots)  # "spot vs reserved, when does each pay"
    precision: Precision | None = slots.pop("precision", None)
    query = Query(
        text=asked,
        language=language,
        intent=intent,
        precision=precision,
        problems=problems,
        assumptions=assumptions,
        **slots,
    )
    return with_pretrain_tokens(_runtime_default_precision(read_serving(query), catalog), catalog)


def _runtime_default_precision(query: Query, catalog: Catalog) -> Query:
    """Ollama / llama.cpp named, no precision: the 4-bit Q4_K_M they pull by default.

    A model released in a low-precision format (gpt-oss in MXFP4) keeps its release format.
    """
    released = catalog.release_precision(query.model_id)
    local = query.engine == "llama.cpp" and query.precision is None and released is None
    if not local or query.method not in (None, "inference") or query.finetune_unspecified:
        return query
    note = llmcalc_say.RUNTIME_DEFAULT_Q4()
    return query.model_copy(
        update={"precision": "q4_k_m", "assumptions": [*query.assumptions, note]}
    )


_GAP_RE = re.compile(
    r"差多少|差(?:了)?几|差距(?:多大|有多大)?|慢多少|落后多少"
    r"|\bhow (?:far|much) (?:behind|slower)\b|\bhow big (?:is )?the gap\b"
)
"""A gap to a reference card asked (the speed of the first card is the subject)."""
_CHOICE_RE = re.compile(r"哪个|哪张|哪款|选哪|还是|\bwhich\b|\bor\b|\bpick\b|\bchoose\b|\bbetter\b")
"""A choice between the cards asked: a comparison, whatever the speed words."""
_WHO_WINS_RE = re.compile(
    r"(?:谁|哪个)(?:的)?(?:更|比较)?(?:高|低|快|强|好|划算|便宜|省|值)|纠结|\bwhich (?:one |of"
    r" (?:the|them) )?(?:wins|comes out ahead|is (?:cheaper|better value))\b"
)
"""Which of two cards wins ("每块钱的吞吐谁高", "成本哪个低": a cost, not a rate; "纠结")."""
_RUNS_BETTER_RE = re.compile(
    r"哪(?:个|款|一个)[^，,。？?]{0,8}(?:更好|更快|好|快|强|流畅)"
    r"|\b(?:runs?|performs?|is|works?) (?:better|faster|best|fastest)\b|\bfaster\b"
)
"""Which of the things named runs better or faster is asked."""
_CHOOSABLE = frozenset({"compare", "fit_check", "speed", "recommend", "concept"})
"""Readings a decision among named cards overrides (a price or rent-or-buy asked stands)."""
_ZH_PRICE_RE = re.compile(r"多少钱|费用|成本|价格|花费|要花|花多少|租金|报价|单价|预算|贵|便宜")


__all__ = ["MAX_QUESTION_CHARS", "parse"]

"""Slot readers: token volumes, precision, context, batch, duration, method, provider.

Money (budgets, prices, tariffs) is read by ``money_slots``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from assistant.messages import fitting as fit_say
from assistant.messages import llmcalc as llm_say
from assistant.messages import owning as owning_say
from assistant.messages import table as say
from assistant.messages.core import Message
from assistant.models import Method, Problem
from assistant.question import lexicon as lx
from assistant.question.advertised_context import asker_context
from assistant.question.auto_batch import auto_batch_trains
from assistant.question.context_scaled import CHINESE_SCALES, SCALED_CONTEXT_RES, sizes_context
from assistant.question.count_period import read_count_period
from assistant.question.days_of_use import beyond_the_period, read_days_of_use
from assistant.question.each_length import items_times_each, read_minutes_each
from assistant.question.fallback_method import set_aside_fallback
from assistant.question.fallback_precision import fallback_precision
from assistant.question.format_width import blank_format_with_width
from assistant.question.full_after import full_of_the_named, full_said_after
from assistant.question.gguf_words import GGUF_RE, GGUF_SHORT, GGUF_SHORT_RE, GGUF_TYPES
from assistant.question.horizon import horizon, restated_in_hours
from assistant.question.job_batch import read_batch
from assistant.question.job_timed import media_after
from assistant.question.kv_flags import blank_cache_flags
from assistant.question.money_slots import currency_of, read_money
from assistant.question.numbers import number, tokens_value
from assistant.question.optimizer_slots import read_optimizer
from assistant.question.others_cards import askers_own
from assistant.question.owning_slots import (
    ALWAYS_ON_RE,
    read_sessions,
    read_total_hours,
    spread_total_hours,
    state_hours,
    state_use,
)
from assistant.question.precision_also import precision_also
from assistant.question.precision_pivot import pivoted_precision
from assistant.question.providers import PROVIDER_RE
from assistant.question.rented_so_far import rented_so_far
from assistant.question.runs_slots import read_job_runs
from assistant.question.text import Scan
from assistant.question.train_split import trains_split
from assistant.question.whole_days import whole_days
from assistant.question.window_said import read_window_said
from assistant.question.yearly_hours import read_yearly_hours

if TYPE_CHECKING:
    from assistant.catalog.specs import Catalog

# --------------------------------------------------------------------------- volumes, precision


def read_tokens(scan: Scan) -> None:
    """Training or generation volume ("1B tokens", "10亿 token"); small counts are left alone."""
    spans = []
    for m in lx.TOKENS_RE.finditer(scan.work):
        value = number(m["n"])
        if value is None:
            continue
        value *= lx.SCALE_WORDS.get(m["u"] or "", 1.0)
        if sizes_context(scan.work, m.start(), m.end()):
            continue  # "100万token的kv": the context the cache is sized at
        if value >= 1e6:
            scan.set("tokens", value)
            spans.append(m.span())
    scan.blank_all(spans)


def read_precision(scan: Scan) -> None:
    """Precision or quantisation: GGUF types first, then the earliest plain name.

    An 8-bit optimizer's bits ("8bit adam") are read first and are no precision.
    """
    read_optimizer(scan)
    blank_cache_flags(scan)  # "-ctk q8_0": the cache's format, not the weights'
    gguf = GGUF_RE.search(scan.work)
    if gguf is not None:
        name = f"q{gguf['bits']}_{gguf['kind']}"
        mapped = GGUF_TYPES.get(name)
        if mapped is None:
            scan.problems.append(
                Problem(
                    kind="gguf",
                    en=f"GGUF type {name.upper()} is not modelled; no precision was set",
                    zh=f"暂不支持 GGUF 类型 {name.upper()}，未设置精度",
                )
            )
        else:
            scan.set("precision", mapped)
            if mapped != name:
                scan.assumptions.append(say.GGUF_SIZED_AS(name=name.upper(), sized=mapped.upper()))
        scan.blank(gguf.start(), gguf.end())
    blank_format_with_width(scan)  # "gptq-int8": the width said with the format is read
    named = lx.QUANT_FORMAT_RE.search(scan.work)
    if named is not None:  # "AWQ", "GPTQ", "NF4": a 4-bit format, sized as int4, and said so
        scan.assumptions.append(say.QUANT_FORMAT_AS_INT4(name=named.group().upper()))
    found: list[tuple[int, str]] = []
    for name, pattern in lx.PRECISION_RES:
        spans = [m.span() for m in pattern.finditer(scan.work)]
        found.extend((start, name) for start, _ in spans)
        scan.blank_all(spans)
    found = askers_own(scan.lower, found)  # "up 主跑 8bit，我跑 4bit": the asker's own
    if found:  # the earliest, unless a later one is turned to ("fp8… what about int4")
        scan.set("precision", pivoted_precision(scan.lower, found) or min(found)[1])
    elif _loose_precision(scan):
        pass
    elif scan.slots.get("precision") is None and lx.QUANT_WORD_RE.search(scan.work):
        scan.set("precision", "int4")
        scan.assumptions.append(say.QUANT_AS_INT4())
    scan.slots["precision_also"] = precision_also(scan.lower, scan.slots.get("precision"))
    fallback_precision(scan)  # "32k 还行吗，还是得降 q4": q4 weighed as the way out, not set


def _loose_precision(scan: Scan) -> bool:
    """Forum shorthand: "at q8" is GGUF Q8_0, "q4" is Q4_K_M, "full precision" is BF16."""
    if scan.slots.get("precision") is not None:
        return False
    short = GGUF_SHORT_RE.search(scan.work)
    if short is not None:
        name = GGUF_SHORT[short["bits"]]
        scan.set("precision", name)
        scan.assumptions.append(say.GGUF_SHORTHAND(bits=short["bits"], name=name.upper()))
        scan.blank(short.start(), short.end())
        return True
    full = lx.FULL_PRECISION_RE.search(scan.work)
    if full is not None:
        scan.set("precision", "bf16")
        scan.assumptions.append(say.FULL_PRECISION())
        scan.blank(full.start(), full.end())
        return True
    return False


# --------------------------------------------------------------------------- context, batch, time


def _mega(n: str, value: int, scan: Scan, catalog: Catalog | None) -> int:
    """The tokens of "1m context": 1,000,000, unless the model named holds exactly 1,048,576."""
    millions = number(n)
    model = catalog.models.get(scan.slots.get("model_id") or "") if catalog else None
    if millions is None or (model is not None and model.max_context == value):
        return value
    return int(millions * 1_000_000)


def read_context(scan: Scan, catalog: Catalog | None = None) -> None:
    """Context length ("8k context", "上下文 8192", "128K", "seq len 4096").

    A binary mega ("1m") is read as a million unless the named model's own maximum is it.
    """
    read_window_said(scan)  # "mistral 7b has sliding window": the cache answer says if it has
    found: list[tuple[int, int, Message | None]] = []  # start, tokens, the reading said
    for pattern in (*lx.CONTEXT_RES, *SCALED_CONTEXT_RES):
        spans = []
        for m in pattern.finditer(scan.work):
            n: str = m["n"] or m.groupdict().get("n2") or ""
            k: str | None = m["k"] or m.groupdict().get("k2")
            after = scan.work[m.end() : m.end() + 1]  # "上下文20万": the scale after the number
            k = k or (after if after in CHINESE_SCALES else None)
            scaled = number(n + k) if k and k in CHINESE_SCALES else None  # "100万": a million
            value = int(scaled) if scaled else tokens_value(n, k)
            if value is None or _COUNT_AFTER_RE.match(scan.work, m.end()):
                continue  # "8k上下文100并发": the 100 counts users, the 8k was the context
            window = (k or "").lower() == "m" and value % 1_048_576 == 0
            if window:
                value = _mega(n, value, scan, catalog)
            surface = f"{n}{k or ''}"
            metric = value // 1_048_576 * 1_000_000
            # "1M" on a model whose window is 1,048,576 tokens: that window, said so
            note = (
                fit_say.CONTEXT_FULL_WINDOW(surface=surface, tokens=value, metric=metric)
                if window and value % 1_048_576 == 0
                else say.CONTEXT_READ_AS(surface=surface, tokens=value)
            )
            found.append((m.start(), value, note if k else None))
            spans.append(m.span())
        scan.blank_all(spans)
    if not found or scan.slots.get("context_tokens") is not None:
        return
    model = catalog.models.get(scan.slots.get("model_id") or "") if catalog else None
    lengths = [(start, value) for start, value, _ in found]
    # "brags about 10M context … one 256k sequence": the length run, not the one advertised
    widest = model.max_context if model is not None else None
    _, value, said = found[asker_context(lengths, scan.lower, widest) or 0]
    scan.set("context_tokens", value)
    if said is not None:
        scan.assumptions.append(said)


_COUNT_AFTER_RE = re.compile(
    r"\s*(?:个?(?:并发|用户|请求|序列|人(?!民))|路|日活|(?:concurrent|users?|requests?|seqs?|sequences?"
    r"|daus?|daily|mau|monthly|visitors|customers)(?![a-z])"  # items: "80k tickets", "2万条评论"
    r"|(?:(?!tok)[a-z]+\s+)?(?:tickets?|reviews?|documents?|docs|emails?|articles?|records?|prompts"
    r"|transcripts?|comments?|pages|items|rows|questions|queries|images|frames)(?![a-z])|条|篇|份"
    r"|(?:an?|per|each|every)\s+(?:day|week|month)(?![a-z]))"
)
"""What makes a number after a context word a count, not a length ("上下文100并发", "3k a day")."""

_GPU_HOURS_RE = re.compile(
    rf"{lx.NUM_START}~?(?P<n>{lx.ARABIC})(?P<k>k)?\s*"
    # the card's own digits stand apart: "2000 hours/day" is no "2" "000-hours"
    r"(?:gpu|card|[a-z]{1,2}\d{2,4}[a-z]{0,3}|(?<=\s)\d{2,4}[a-z]{0,3})"
    r"[\s-]*(?:hours?|hrs?|h)(?:\s+of\s+(?:[a-z]{1,2}\d{2,4}[a-z]{0,3}|gpus?|compute))?\s*(?:a|an"
    r"|per|each|every|/|(?:over|in|during) (?:the )?(?:next|coming|this))\s*"
    r"(?P<u>day|week|wk|month|mo)(?![a-z])"
    rf"|(?P<zu>每天|每周|每个?月|一个月|上个?月|每年|一年)[^0-9。，,？?！!]{{0,6}}?(?P<zn>{lx.MIXED})\s*(?:个)?卡时"
    r"|(?P<eu>last month|per month|a month|monthly)[^.?!;]{0,30}?(?<![\d.])(?P<en>\d[\d,]*)"
    r"\s*gpu[\s-]*(?:hours?|hrs?)(?![a-z])"
)
"""GPU-hours over a period ("2000 A100-hours a month", "150 GPU-hours of A100 over the next
month", "每月 2000 卡时"): the box's busy hours; last month's bill ("上个月150卡时") too."""


def _gpu_hours(scan: Scan) -> bool:
    """GPU-hours a month as the box's busy hours: 2000 GPU-hours on 8 GPUs is 250 h (34%)."""
    m = _GPU_HOURS_RE.search(scan.lower)  # the card's name in it is blanked from ``work``
    if m is None or not scan.work[m.start() : m.end()].strip():
        return False
    value = number(m["n"] or m["zn"] or m["en"])
    value = value * 1000 if value is not None and m["k"] else value  # "~2k A100-hours"
    unit = _USAGE_UNITS[m["u"] or m["zu"] or m["eu"]]
    if value is None or value <= 0:
        return False
    asks = scan.slots.get("gpus") or []
    count = asks[0].count if len(asks) == 1 else 1
    monthly = round(value * lx.HOURS_PER["month"] / lx.HOURS_PER[unit], 1)
    busy = round(min(monthly / count, lx.HOURS_PER["month"]), 1)
    yearly = unit == "year"  # "一年大概 6000 卡时": said back a year, as stated
    stated = owning_say.GPU_HOURS_STATED_YEAR if yearly else owning_say.GPU_HOURS_STATED
    said = value if yearly else monthly
    per = unit if yearly else "month"
    if state_use(scan, busy, per, lambda pct: stated(gpu_hours=said, count=count, pct=pct)):
        scan.slots["usage_gpu_hours"] = said if count > 1 else None
    scan.blank(m.start(), m.end())
    return True


_OWNING_WORD_RE = re.compile(
    r"(?<![a-z])(?:buy(?:ing)?|purchas\w*|own(?:ing)?|desk|home[\s-]?lab)(?![a-z])|买|购|自建"
    r"|家里|桌上|桌边|攒|(?:搞|装|弄)(?:一|个)?台"
)
"""Owning weighed, or a card of one's own ("sits on my desk", "家里", "搞台…服务器"), or a machine's
price set against renting ("整机一百二十万，对比租"): "24/7" is how busy the owned cards are."""


def _always_on(scan: Scan) -> bool:  # hardware weighed to run "24/7": busy the whole month
    m = ALWAYS_ON_RE.search(scan.work)
    owned = _OWNING_WORD_RE.search(scan.lower) or scan.slots.get("budget_kind") == "buy"
    if m is None or not owned:
        return False
    if scan.set("usage_hours_per_month", lx.HOURS_PER["month"]):
        scan.slots["usage_per"] = "day"  # said back as 24 h a day
        scan.assumptions.append(owning_say.ALWAYS_ON_STATED(surface=m.group().strip()))
    scan.blank(m.start(), m.end())
    return True


_USAGE_UNITS = {**lx.USAGE_UNITS, "白天": "day", "每年": "year", "一年": "year"}
"""The hours "白天" (in the daytime) are hours a day: "只开白天12小时" is 12 h a day."""

_PERIOD_TOTAL_RE = re.compile(
    r"(?P<zu>每天|一天|每周|一周|每星期|一星期|每个?月|一个月)[^0-9。？?！!]{0,16}?"
    r"(?:加起来|总共|一共|合计|累计|算下来)[^0-9。，,？?！!]{0,4}?"
    rf"(?P<zn>{lx.MIXED})\s*(?:个)?(?:小时|钟头)"
)
"""Hours said as a period's total, a clause after the period ("一个月周末用用，加起来20小时")."""


def read_usage(scan: Scan) -> None:
    """How many hours a month the GPUs are busy ("5 hours a month", "一周大概用10小时")."""
    read_job_runs(scan)  # "一年跑 20 次": the job's recurrences, no hours each
    if _gpu_hours(scan) or _always_on(scan) or read_sessions(scan) or read_days_of_use(scan):
        return
    if read_yearly_hours(scan):
        return
    if read_total_hours(scan):  # "150 GPU hours total": spread once the horizon is read
        return
    m = lx.USAGE_RATE_RE.search(scan.work) or _PERIOD_TOTAL_RE.search(scan.work)
    on = ALWAYS_ON_RE.search(scan.work)
    if m is None or (on is not None and on.start() < m.end() and m.start() < on.end()):
        return  # "一个月 24 小时开着": around the clock, not 24 hours in the month
    said = m.groupdict()
    value = number(said.get("n") or said["zn"])
    unit = _USAGE_UNITS[said.get("u") or said.get("ud") or said["zu"]]
    if value is None or value <= 0 or beyond_the_period(scan, m.span(), value, unit):
        return  # "800h every month": more than the month holds, a job's volume each month
    per = {"day": say.PER_DAY, "week": say.PER_WEEK}.get(unit, say.PER_MONTH)()
    state_hours(scan, m.span(), value, unit, per)


_WAIT_BEFORE_RE = re.compile(
    r"(?:queue|queued|wait|waiting|waitlist|backlog|排队|等待?|要等|得等)\s*(?:times?\s*)?"
    r"(?:is|are|was|of|for|takes?|runs?|要|就|得|了)?\s*(?:about|around|like|~|up to|约|大概)?\s*$"
)
"""A wait for a shared resource ("the queue is 3 days", "排队要3天"): no span the job runs."""


def _waited(work: str, start: int, end: int) -> bool:
    waited = _WAIT_BEFORE_RE.search(work[max(0, start - 24) : start]) is not None
    waited = waited and not media_after(work, end)  # "a backlog of 5000 hrs of calls": the job
    return waited or rented_so_far(work, start)  # "已经租了一年多": the bill's history


def read_duration(scan: Scan) -> None:
    """How long the job runs ("a week", "48 hours", "3 years", "一周", "半年", "一年半")."""
    found: list[tuple[int, int, float]] = []
    per_unit = found.copy()  # "多少美金一小时": the unit a price is per, a span only when alone
    for m in lx.EN_DURATION_RE.finditer(scan.work):
        if lx.RATE_WORD_BEFORE_RE.search(scan.work[max(0, m.start() - 8) : m.start()]):
            continue
        if _waited(scan.work, m.start(), m.end()):
            continue
        value = number(m["n"] or ("3" if m["w"] == "a few" else m["w"]))
        value = value * 1000 if value is not None and m["k"] else value  # "12k hours of audio"
        unit = lx.EN_DURATION_UNITS[m["u"] or m["wu"]]
        if value is not None and value > 0:
            found.append((m.start(), m.end(), value * lx.HOURS_PER[unit]))
    for m in lx.EN_HALF_RE.finditer(scan.work):
        found.append((m.start(), m.end(), 0.5 * lx.HOURS_PER[m["u"]]))
    for m in lx.ZH_DURATION_RE.finditer(scan.work):
        hours, before = _zh_hours(m), scan.work[max(0, m.start() - 4) : m.start()]
        if hours is not None and not _waited(scan.work, m.start(), m.end()):
            (per_unit if lx.RATE_WORD_BEFORE_RE.search(before) else found).append(
                (m.start(), m.end(), hours)
            )
    found = found or per_unit  # "租一张4090多少钱一天": the day priced
    if len(found) > 1:  # "24小时跑…一个月": the round-the-clock hours are a day's use, not the span
        spans = [(m.start(), m.end()) for m in ALWAYS_ON_RE.finditer(scan.work)]
        kept = [f for f in found if not any(a <= f[0] < b for a, b in spans)]
        found = kept or found
    if not found:  # "挂一整天", "for a weekend", unless a span is said beside it ("一个月")
        found = whole_days(scan.work)
    if found:
        kept = restated_in_hours(scan.work, found)  # "一个月，按 720 小时算": the hours
        start, end, hours = horizon(scan.work, kept) if len(kept) > 1 else kept[0]
        if hours > MAX_DURATION_HOURS:
            # no job runs a century: keep it out of the price maths and say it was not read
            scan.slots.setdefault("unread", []).append(scan.surface(start, end))
        else:
            scan.set("duration_hours", items_times_each(scan, start, end, hours))
        scan.blank_all([(start, end) for start, end, _ in found])
    read_minutes_each(scan)  # "600 calls of 30 minutes each": 300 hours of audio
    read_count_period(scan)  # "how many images per day": the day is the window counted in
    spread_total_hours(scan)


MAX_DURATION_HOURS = 100 * 8760.0
"""Durations beyond a century are not read as a job length (they go to ``Query.unread``)."""


def _zh_hours(m: re.Match[str]) -> float | None:
    unit = lx.ZH_DURATION_UNITS.get(m["u"]) or "hour"  # "跑10个钟": 钟 after 个 is an hour
    if m["n"] == "半":
        value: float | None = 0.5
    else:
        value = number(m["n"])
    if value is None or value <= 0:
        return None
    if unit == "year" and value >= 1900:
        return None  # "2024年" is a date
    if unit == "month" and not m["ge"] and m["n"] != "半":
        return None  # "3月" is March; a span of months is "3个月"
    if m["half"] or m["half2"]:
        value += 0.5
    if m["wan"]:
        value *= lx.SCALE_WORDS["w"]  # "1.2w小时": 万 as forums write it
    return value * lx.HOURS_PER[unit]


# --------------------------------------------------------------------------- method, provider


PRETRAIN_TOKENS = 1e9
"""A training volume this large, with only "train" said, is pre-training: fine-tuning sets are
thousands to a few hundred million tokens."""


def _trains_from_scratch(scan: Scan) -> bool:
    """Bare "train"/"训练" (no fine-tuning word) on at least ``PRETRAIN_TOKENS`` tokens."""
    tokens = scan.slots.get("tokens")
    named = lx.FINETUNE_NAMED_RE.search(scan.work) is not None
    return not named and tokens is not None and tokens >= PRETRAIN_TOKENS


_NOT_A_METHOD_RE = re.compile(
    r"(?<![a-z])(?:not|no|without|instead of|rather than|other than|skip|drop|ditch|forget)"
    r"\s+(?:a\s+)?q?lora(?![a-z])|(?:不用|不要|不是|不做|不想用?)\s*q?lora"
    # pre-training ruled out: "fine-tuning it, not from scratch", "不是从头训练"
    r"|(?<![a-z])(?:not|no|without|instead of|rather than)\s+(?:from scratch|pre[\s-]?train\w*)"
    r"|(?:不是|不用|不要|不做|不)\s*(?:从零|从头|预训练)(?:开始)?(?:训练)?"
    # fine-tuning dropped: "不微调了只推理", "no more fine-tuning, just inference"
    r"|(?:不再?|不用|不要|不做|不搞)\s*(?:再\s*)?(?:微调|精调|训练|炼丹|finetune|fine-tune)"
    r"|(?<![a-z])(?:no(?: more)?|not|never|skip(?:ping)?(?: the)?|drop(?:ping)?(?: the)?|without)"
    r"\s+(?:any\s+)?(?:fine[\s-]?tun(?:e|ing)|finetun(?:e|ing)|training)(?:\s+any\s*more)?(?![a-z])"
    r"|(?<![a-z])never (?:ever )?(?:re)?train(?![a-z])"  # "only ever serve, never train"
    # a job that works now after a fix ("now it runs but slower", "现在能跑了"): no new method
    r"|(?<![a-z])(?:now )?(?:it|that|this|training) (?:runs|works|ran)(?: now)?"
    r"(?=\s*(?:but|,|\.|;|$|fine|ok))|(?:现在|终于)?(?:能跑了|跑起来了|跑通了)"
)
_FINETUNED_MODEL_RE = re.compile(
    r"(?<![a-z])(?:our|my|their|your)\s+(?:own\s+)?(?:fine[\s-]*tuned?s?|finetuned?s?)(?![a-z])"
    r"|(?<![a-z])fine[\s-]*tuned\s+(?:model|checkpoint|version|weights|variant)s?(?![a-z])"
    r"|(?:微调|精调)(?:过|好|后)的(?:模型|版本|权重|checkpoint)?"
)
"""A fine-tuned model named ("our own finetune of SD 1.5", "微调好的模型"): served, not trained."""


_RUN_NOT_TRAINED_RE = re.compile(
    r"全量(?=[\sa-z0-9.-]{0,12}(?:跑|部署|推理|加载|运行|上线|serve|推))"
    r"|(?<![a-z])(?:run|running|do|doing) (?:it|that|this|the job)(?![a-z])|跑(?:它|这个|那个)"
    r"|(?<![a-z])(?:the|that|this) (?:(?:whole|entire|full) )?run(?![a-z])(?! (?:it|on|an?|the)\b)"
)
""""全量 bf16 跑": the whole unquantised weights run, not full fine-tuning ("全量微调"); "rent to
run it", "for the whole run": the job said before, whatever it is, no method of its own."""


_SCRATCH_RE = re.compile(r"(?<![a-z])from scratch(?![a-z])")


def read_method(scan: Scan) -> None:
    """Method: pretrain > QLoRA > LoRA > full > unspecified fine-tune > inference."""
    # a method ruled out ("not lora, actual full params", "不用lora") is not the method asked
    work = _NOT_A_METHOD_RE.sub(lambda m: " " * len(m.group()), scan.work)
    work = _FINETUNED_MODEL_RE.sub(lambda m: " " * len(m.group()), work)
    work = _RUN_NOT_TRAINED_RE.sub(lambda m: " " * len(m.group()), work)
    if not lx.TRAIN_SAID_RE.search(work):  # "if i had $20k from scratch, what would you buy"
        work = _SCRATCH_RE.sub(lambda m: " " * len(m.group()), work)
    work = set_aside_fallback(work)  # "full FT, fits? if not I'll do LoRA": full is asked
    finetune = lx.FINETUNE_RE.search(work) is not None or auto_batch_trains(work)
    lora = lx.LORA_RE.search(work) is not None and not full_of_the_named(work, scan)
    full = lx.FULL_RE.search(work) is not None or full_said_after(work)  # "sft 8b full on…"
    four_bit = scan.slots.get("precision") == "int4"
    method: Method | None = None
    if lx.PRETRAIN_RE.search(work):
        method = "pretrain"
    elif lx.QLORA_RE.search(work):
        method = "qlora"
    elif four_bit and (lora or finetune) and not full:
        method = "qlora"
        scan.assumptions.append(say.FOUR_BIT_AS_QLORA())
    elif lora:
        method = "lora"
    elif full:
        method = "full"
    elif finetune and _trains_from_scratch(scan):
        method = "pretrain"  # "train a 7B model on 1T tokens": no fine-tuning set is that big
        scan.assumptions.append(llm_say.TRAINING_READ_AS_PRETRAIN(tokens=scan.slots["tokens"]))
    elif finetune:
        scan.slots["finetune_unspecified"] = True
    elif lx.INFERENCE_RE.search(work) and not trains_split(work):  # "run ddp": a training job
        method = "inference"
    if method == "qlora" and four_bit:
        scan.slots["precision"] = None  # the 4-bit base is part of QLoRA itself
    scan.slots["method"] = method
    recipe = _RECIPE_RE.search(work)
    if recipe is not None:  # "DPO on 60k preference pairs": sized as its closest method
        scan.set("recipe", recipe["r"])


_RECIPE_RE = re.compile(r"(?<![a-z])(?P<r>sft|dpo|ipo|orpo|simpo|kto|ppo|grpo|rlhf)(?![a-z])")
"""A training recipe named (the parser reads the lower-cased text)."""


def read_provider_spot_currency(scan: Scan) -> None:
    """The provider named, spot or on-demand, and the currency prices are asked in."""
    named = list(dict.fromkeys(m.lastgroup for m in PROVIDER_RE.finditer(scan.work)))
    if named and named[0] is not None:
        scan.set("provider", named[0])
    if len(named) > 1 and named[1] is not None:  # "lambda vs runpod": both clouds priced
        scan.set("provider2", named[1])
    if lx.SPOT_RE.search(scan.work):
        scan.slots["spot"] = True
    elif lx.ON_DEMAND_RE.search(scan.work):
        scan.slots["spot"] = False
    ask = lx.CURRENCY_ASK_RE.search(scan.work)
    if ask is not None and (ask["cur"] or scan.slots.get("currency") is None):
        scan.slots["currency"] = currency_of(ask["cur"] or ask["word"])


__all__ = [
    "currency_of",
    "read_batch",
    "read_context",
    "read_duration",
    "read_method",
    "read_money",
    "read_precision",
    "read_provider_spot_currency",
    "read_tokens",
]

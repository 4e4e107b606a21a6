"""Facts the user stated that the answer has not shown yet, echoed in one assumption line.

Issue 21's rule: anything the user states is used and shown. Kinds use what they need (the
count, the context, the precision); this closes the gap for what the answer did not show: a
provider named beside a fit question, "without NVLink", a GPU count, a context, a method, a
budget. It looks only at the typed ``Query`` and the written answer, never the text. Pure.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import METHOD_NAMES, PROVIDER_NAMES, Draft, gb, money, say
from assistant.calc.duration import PAIRED_RECIPES, RECIPE_NAMES
from assistant.language import article
from assistant.messages import llmcalc as msg
from assistant.models import ToolCall

NOTEBOOK_NAMES = {
    "colab": "Google Colab",
    "kaggle": "Kaggle",
    "paperspace": "Paperspace Gradient plans",
}


TROUBLE_KINDS = frozenset({"troubleshoot", "verify"})
"""Kinds whose answers echo a stated precision and batch (a calculator shows its own)."""


def _shown(draft: Draft, calls: Sequence[ToolCall]) -> str:
    inputs = json.dumps([c.input for c in calls], ensure_ascii=False, default=str)
    return "\n".join([*draft.paragraphs, *draft.assumptions, inputs]).lower()


def _items(draft: Draft, calls: Sequence[ToolCall]) -> list[str]:
    query, lang = draft.query, draft.lang
    shown = _shown(draft, calls)
    items = _where_items(draft, shown)
    if "nvlink" in query.excluded_features and "nvlink" not in shown:
        items.append(say(lang, "no NVLink (the GPUs talk over PCIe)", "没有 NVLink（卡间走 PCIe）"))
    first = query.gpus[0] if query.gpus else None
    # a count the calculation used (on the card named), or one said with no card ("the 8 GPUs")
    count = (first.count if first.count_stated else None) if first else query.bare_count
    if not first and count == query.users:
        count = None  # "8 个并发呢": the 8 are users, not cards
    if count and count > 1 and f"{count} ×" not in shown and f'"count": {count}' not in shown:
        items.append(say(lang, f"{count} GPUs", f"{count} 张卡"))
    memory = query.memory_gb  # "on a 24gb card": the card's memory, no card named
    if (
        memory
        and not query.gpus
        and not any(g in shown for g in (f"{memory:g} gb", f"{memory:g}gb"))
    ):
        items.append(
            say(lang, f"{article(f'{memory:g}')} {memory:g} GB card", f"{memory:g} GB 显存的卡")
        )
    if query.context_tokens:
        n = query.context_tokens
        if str(n) not in shown and f"{n:,}" not in shown:
            items.append(say(lang, f"{n:,} tokens of context", f"上下文 {n:,} tokens"))
    items += _trouble_items(draft, shown)
    if query.method:
        word = METHOD_NAMES[lang].get(query.method, query.method)
        if word.lower() not in shown and query.method not in shown:
            items.append(word)
    items += _job_items(draft, shown)
    items += _offer_items(draft, shown)
    items += _lease_items(draft, shown)
    users = query.users  # "给 30 个人用" in an owning question: who the cards serve
    if users and users > 1 and not _figure_shown(Decimal(users), shown):
        items.append(say(lang, f"{users} users", f"{users} 个用户"))
    share = query.resale_share  # "两年后还能卖 4 成价": the share said back as a percent
    if share is not None and f"{share:.0%}" not in shown:
        pct = f"{share:.0%}"
        items.append(say(lang, f"resale at {pct} of the price", f"转卖回收 {pct} 的价格"))
    if query.budget is not None:
        amount = money(query.budget, query.budget_currency or "USD")
        if amount.lower() not in shown and not _figure_shown(query.budget, shown):
            hourly = query.unit == "per_hour" and query.budget < 100  # noqa: PLR2004
            # a small amount beside an hourly price is a rate set against it, not a budget
            en, zh = (
                (f"{amount} an hour", f"每小时 {amount}")
                if hourly
                else (f"a budget of {amount}", f"预算 {amount}")
            )
            items.append(say(lang, en, zh))
    return items


def _figure_shown(value: Decimal, shown: str) -> bool:
    """Whether an amount's figure stands in ``shown`` as a whole number ("2.1" is not "2")."""
    forms = {f"{value:,.0f}", f"{value:.0f}"} if value == value.to_integral() else set()
    forms |= {f"{value:,.2f}", f"{float(value):g}"}
    return any(re.search(rf"(?<![\d.,]){re.escape(f)}(?![\d]|[.,]\d)", shown) for f in forms)


def _lease_items(draft: Draft, shown: str) -> list[str]:
    """The lease's monthly payment ("lease … at ~$18k/month"), when the answer has not shown it."""
    query, lang = draft.query, draft.lang
    payment = query.lease_monthly
    if payment is None or _figure_shown(payment, shown):
        return []
    amount = money(payment, query.currency or ("CNY" if lang == "zh" else "USD"))
    return [say(lang, f"a lease at {amount} a month", f"每月 {amount} 的租赁")]


def _offer_items(draft: Draft, shown: str) -> list[str]:
    """The price the card was got at ("2800 收的 3090", "a used 3090 for $650"), not shown."""
    query, lang = draft.query, draft.lang
    if not query.card_offer or query.budget is not None:
        return []  # a budget read from the same amount is said by the budget's item
    gpu, amount = next(iter(query.card_offer.items()))
    count = next((g.count for g in query.gpus if g.gpu_id == gpu), 1)
    if _figure_shown(Decimal(str(amount)), shown):  # "3000" inside "30000" is not it
        return []
    currency = query.currency or ("CNY" if lang == "zh" else "USD")
    price, name = money(Decimal(str(amount)), currency), draft.gpu_name(gpu)
    if count > 1:  # "1.2w 收了两张 3090": the pair's price, and each card's
        total = money(Decimal(str(amount * count)), currency)
        return [
            say(
                lang,
                f"{count} × {name} at {total} ({price} each)",
                f"{total} 的 {count} × {name}（每张 {price}）",
            )
        ]
    return [say(lang, f"the {name} at {price}", f"{price} 的 {name}")]


def _where_items(draft: Draft, shown: str) -> list[str]:
    """The provider, the instance type and the notebook the question names, where not shown."""
    query, lang = draft.query, draft.lang
    items: list[str] = []
    if query.provider:
        display = PROVIDER_NAMES.get(query.provider, (query.provider, query.provider))
        name = display[1] if lang == "zh" else display[0]
        if lang == "zh" and not re.search(r"[a-z]", name, re.IGNORECASE):
            name = f"{name}（{display[0]}）"  # "腾讯云（Tencent Cloud）": both names it goes by
        # the name the reader knows, in the answer's words: a tool input's key ("vast") is no
        # provider named to the reader ("Vast.ai")
        said = "\n".join([*draft.paragraphs, *draft.assumptions]).lower()
        if name.lower() not in said and query.provider.lower() not in said:
            items.append(say(lang, f"on {name}", f"在{name}上"))
    named = query.instance_named  # "reuse our g6.12xlarge boxes": sized on its GPUs, named
    if named and named.lower() not in shown:
        items.append(say(lang, f"on {named}", f"在 {named} 上"))
    if query.notebook:
        name = NOTEBOOK_NAMES[query.notebook]
        if name.lower() not in shown:
            items.append(say(lang, f"on {name}", f"在 {name} 上"))
    return items


def _trouble_items(draft: Draft, shown: str) -> list[str]:
    """The precision and batch of a job in trouble ("float16 compute type" on a card)."""
    query, lang = draft.query, draft.lang
    precision = query.precision
    said = precision and (precision in shown or precision.replace("_", "") in shown)
    if query.kind not in TROUBLE_KINDS:  # a calculator shows its own, or the one it used
        # "两张 4090 上跑 70b awq，TP 还是 PP": an explanation of the asker's setup keeps its model
        setup = _trouble_subject(draft, shown) if query.kind == "concept" and query.gpus else []
        # "serving qwen2.5-32b… what on a RunPod A40 a month": the model a price is for, kept
        setup = setup or _model_named(draft, shown)
        return (
            setup + ([precision.upper()] if precision and not said else []) + _batch(draft, shown)
        )
    items: list[str] = _trouble_subject(draft, shown)
    width, height = query.media_width, query.media_height or query.media_width
    if width and not re.search(rf"(?<![\d.,]){width}(?![\d])", shown):
        items.append(say(lang, f"{width}×{height} pictures", f"{width}×{height} 的图"))
    if precision and not said:
        items.append(precision.upper())
    items += _batch(draft, shown)
    held = query.memory_utilization  # "--gpu-memory-utilization 0.95": the share the engine took
    if held and f"{held:g}" not in shown and f"{held:.0%}" not in shown:
        items.append(f"gpu_memory_utilization {held:g}")
    return items


def _batch(draft: Draft, shown: str) -> list[str]:
    """The batch size stated ("batch=32 爆显存"), when the answer has not shown it."""
    batch = draft.query.batch_size
    if not batch or re.search(rf"(?:batch|批大小|批)\D{{0,12}}{batch}\b", shown):
        return []
    return [say(draft.lang, f"batch {batch}", f"批大小 {batch}")]


def _model_named(draft: Draft, shown: str) -> list[str]:
    """The catalog model the question names, when the answer has not shown it."""
    model = draft.catalog.models.get(draft.query.model_id or "")
    if model is None or model.name.lower() in shown or model.id in shown:
        return []
    return [model.name]


def _trouble_subject(draft: Draft, shown: str) -> list[str]:
    """The model of a job in trouble and the power supply stated beside it ("850W PSU")."""
    query, lang = draft.query, draft.lang
    items: list[str] = []
    model = draft.catalog.models.get(query.model_id or "")
    if model is not None and model.name.lower() not in shown and model.id not in shown:
        items.append(model.name)
    elif model is None and (job := draft.catalog.workloads.get(query.workload_id or "")):
        if job.name.lower() not in shown and job.id not in shown:  # "whisper large-v3 慢"
            items.append(job.name)
    elif model is None and query.params_b and f"{query.params_b:g}b" not in shown:
        size = f"{query.params_b:g}B"
        items.append(say(lang, f"{article(size)} {size} model", f"{size} 模型"))
    watts = query.psu_stated_w
    if watts and f"{watts:,.0f} w" not in shown and f"{watts:.0f}w" not in shown:
        items.append(
            say(
                lang,
                f"{article(f'{watts:.0f}')} {watts:,.0f} W power supply",
                f"{watts:,.0f} W 电源",
            )
        )
    return items


def _job_items(draft: Draft, shown: str) -> list[str]:
    """The training recipe, the sample count and the memory to get together, as stated."""
    query, lang = draft.query, draft.lang
    items: list[str] = []
    if query.recipe and query.recipe not in shown:
        items.append(RECIPE_NAMES[query.recipe])
    if query.samples:
        n = query.samples
        if str(n) not in shown and f"{n:,}" not in shown:
            pairs = query.recipe in PAIRED_RECIPES
            en = f"{n:,} preference pairs" if pairs else f"{n:,} samples"
            zh = f"{n:,} 对偏好数据" if pairs else f"{n:,} 条样本"
            items.append(say(lang, en, zh))
    if query.epochs and not re.search(
        rf"(?<![\d.]){query.epochs:g}\s*(?:个\s*)?(?:epoch|轮)", shown
    ):
        items.append(say(lang, f"{query.epochs:g} epochs", f"{query.epochs:g} 个 epoch"))
    watts = query.power_budget_w
    if watts and not re.search(rf"(?<![\d.,]){watts:,.0f}\s*w", shown):
        items.append(say(lang, f"a {watts:,.0f} W power budget", f"供电上限 {watts:,.0f} W"))
    streams = query.streams_target
    if streams and not re.search(rf"(?<![\d.]){streams}\s*(?:路|streams?|cameras?|个)", shown):
        items.append(say(lang, f"{streams} streams", f"{streams} 路"))
    hours = query.duration_hours if query.workload_family == "speech" else None
    if hours and not re.search(rf"(?<![\d.,]){hours:,.4g}\s*(?:h\b|hours?|小时)", shown):
        items.append(say(lang, f"{hours:,.4g} h of audio", f"{hours:,.4g} 小时音频"))  # "~200h"
    if query.memory_to_reach_gb:
        want = gb(query.memory_to_reach_gb)
        if want.lower() not in shown:
            items.append(say(lang, f"{want} of GPU memory in all", f"显存合计 {want}"))
    return items


def echo_stated(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Add "as you stated: …" for stated facts the answer does not show (nothing when all are)."""
    if draft.query.kind in ("smalltalk", "unsupported") or not draft.paragraphs:
        return
    items = _items(draft, calls)
    if items:
        sep = "、" if draft.lang == "zh" else ", "
        draft.assume(msg.AS_STATED(items=sep.join(items)))


__all__ = ["echo_stated"]

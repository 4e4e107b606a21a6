"""The request slots a follow-up can inherit, and the words that describe a request.

``SLOT_FIELDS`` names each slot with the ``Query`` fields it covers (``conversation.merge``
carries them); ``request_slots``, ``describe_slot``, ``carried_note`` and ``describe`` put a
request into words, in English or Chinese, for scoring, the app and the carried-over note.
Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from assistant.models import Query
from assistant.question.instances import shaped_like_a_type_name
from assistant.question.serving_slots import latency_slots

SLOT_FIELDS: dict[str, tuple[str, ...]] = {
    "model": ("model_id", "params_b"),
    "method": ("method", "finetune_unspecified"),
    "gpus": ("gpus",),
    "precision": ("precision", "precision_also"),
    "context": ("context_tokens",),
    "batch": ("batch_size",),
    "budget": (
        "budget",
        "budget_currency",
        "budget_kind",
        "budget_period",
        "budget_each",
        "purchase_quoted",  # "$9k/month renting … quoted $150k": the quote goes with the spend
        "purchase_each",
    ),
    "provider": ("provider",),
    "currency": ("currency",),
    "unit": ("unit",),
    "duration": ("duration_hours", "job_per"),
    "usage": ("usage_hours_per_month", "usage_per", "usage_sessions", "usage_gpu_hours"),
    "tariff": ("tariff_per_kwh", "tariff_currency", "power_covered"),
    "colo": ("hosting_per_kw_month",),  # "colo quotes $250/kW/month", then "only 35% busy?"
    "rented": ("rented_gpu", "rent_rate_stated"),
    "spot": ("spot",),
    "tokens": ("tokens",),
    "users": ("users", "people_using", "requests_per_s", "aggregate_tokens_per_s"),
    "staff": ("head_count",),  # "~50 employees" then "and on an L40S?": still those people
    "speed_target": ("tokens_per_s_target",),
    "ttft": ("ttft_target_s",),
    "itl": ("itl_target_ms",),
    "prompt": ("prompt_tokens",),
    "engine": ("engine",),
    "offload": ("ram_offload",),  # "experts offloaded to ddr5" then "vs a 5090?": kept in RAM
    "ram": ("ram_gb",),  # "5090 + 128GB DDR5 …" then "and qwen3-235b the same way?": same box
    "memory": ("min_memory_gb",),
    "features": ("features",),
    "where": ("where",),
    "region": ("region",),
    "objective": ("objective",),
    "task": ("task",),
    "workload": (
        "workload_id",
        "workload_family",
        "workload_name",
        "workload_ids",
        "workload_unknown",
        "workload_unknown_joined",
        "workload_hours_per_day",
        "workload_method",
        "workload_ask",
        "media_width",
        "media_height",
        "media_steps",
        "media_optimizer",  # "8-bit adam" said with the job stays with it in a follow-up
        "images_per_minute_target",
        "streams_target",
        "stream_fps",
    ),
    "media_job": ("samples", "epochs"),
    "instance": ("instance_words",),
    "kv": ("kv_precision", "kv_asked"),
    "savers": ("memory_savers",),
    "power": (
        "power_ask",
        "power_limit_w",
        "circuit_volts",
        "circuit_amps",
        "psu_stated_w",
        "power_budget_w",
    ),
    "spec": ("spec_fields",),
    "asks": ("asks_capacity", "asks_load_count", "asks_gpu_count", "owning_ask"),
}
"""Request slots a follow-up can inherit, by name, with the ``Query`` fields each covers."""

LABELS: dict[str, tuple[str, str]] = {
    "carried": ("carried over from your previous question: ", "沿用上一个问题："),
    "sep": (", ", "、"),
    "fine-tune": ("fine-tune (full, LoRA, QLoRA)", "微调（全参、LoRA、QLoRA）"),
    "full": ("full fine-tune", "全参微调"),
    "lora": ("LoRA fine-tune", "LoRA 微调"),
    "qlora": ("QLoRA fine-tune", "QLoRA 微调"),
    "pretrain": ("pre-training", "预训练"),
    "inference": ("inference", "推理"),
    "count": ("{n} GPUs", "{n} 张卡"),
    "context": ("{n:,} tokens of context", "{n:,} token 上下文"),
    "batch": ("batch {n}", "批大小 {n}"),
    "offload": ("part of the weights in system RAM", "部分权重放在系统内存"),
    "ram": ("{v:g} GB of system RAM", "{v:g} GB 系统内存"),
    "budget": ("budget {v}", "预算 {v}"),
    "provider": ("on {v}", "{v} 上"),
    "currency": ("prices in {v}", "以 {v} 计价"),
    "unit": ("price {v}", "价格按 {v}"),
    "duration": ("for {v}", "时长 {v}"),
    "audio": ("{v:g} h of audio", "{v:g} 小时音频"),
    "usage": ("busy {v:g} h a month ({p:.0%})", "每月使用 {v:g} 小时（{p:.0%}）"),
    "tariff": ("electricity {v} per kWh", "电价每度 {v}"),
    "power_covered": ("no electricity cost", "不计电费"),
    "colo": ("colocation {v} per kW a month", "托管费每千瓦每月 {v}"),
    "rented": ("renting {v}", "租 {v}"),
    "rent_rate": ("rent {v} per GPU-hour", "租金每卡时 {v}"),
    "spot": ("spot", "抢占式（spot）"),
    "on_demand": ("on demand", "按量（按需）"),
    "users": ("{v} concurrent users", "{v} 个并发用户"),
    "users_of_people": (
        "{v} concurrent users (peak of {p} people)",
        "{v} 个并发用户（{p} 人中的高峰）",
    ),
    "staff": ("{v} people in all", "共 {v} 人"),
    "media_steps": ("{n} steps", "{n} 步"),
    "ttft": ("TTFT ≤ {v}", "首 token 延迟 ≤ {v}"),
    "itl": ("ITL ≤ {v}", "token 间隔 ≤ {v}"),
    "prompt": ("prompts of {v}", "提示词 {v}"),
    "engine": ("engine {v}", "推理引擎 {v}"),
    "kv": ("KV cache{v}", "KV 缓存{v}"),
    "checkpointing": ("gradient checkpointing", "梯度检查点"),
    "cpu_offload": ("CPU offload", "卸载到 CPU"),
    "block_swap": ("block swap", "块交换"),
    "eager": ("eager mode", "eager 模式"),
    "media_job": ("{n:,} images x {e:g} epochs", "{n:,} 张图 x {e:g} 轮"),
    "samples_job": ("{n:,} samples x {e:g} epochs", "{n:,} 条样本 x {e:g} 轮"),
    "hour": ("{n:g} h", "{n:g} 小时"),
    "day": ("{n:g} day{s}", "{n:g} 天"),
    "week": ("{n:g} week{s}", "{n:g} 周"),
    "month": ("{n:g} month{s}", "{n:g} 个月"),
    "year": ("{n:g} year{s}", "{n:g} 年"),
    "streams": ("{n:g} streams", "{n:g} 路视频流"),
    "images_rate": ("{n:g} images a minute", "每分钟 {n:g} 张"),
    "own": ("your own hardware", "自有硬件"),
    "no_bridge": (" without an NVLink bridge", "（无 NVLink 桥）"),
    "cloud": ("in the cloud", "云上"),
}
"""Words for the carried-over note, English and Chinese side by side."""
SPEC_NAMES = {
    "en": {
        "memory": "memory",
        "bandwidth": "bandwidth",
        "tflops": "TFLOPS",
        "power": "power",
        "price": "price to buy",
        "link": "NVLink speed",
        "form": "form factor",
        "bus": "memory bus width",
        "cc": "compute capability",
        "cores": "core counts and clocks",
    },
    "zh": {
        "memory": "显存",
        "bandwidth": "带宽",
        "tflops": "算力",
        "power": "功耗",
        "price": "购买价",
        "link": "卡间互联",
        "form": "外形",
        "bus": "显存位宽",
        "cc": "计算能力（compute capability）",
        "cores": "核心数与频率",
    },
}
"""The specs a follow-up carries ("那 B200 呢" after "H200 显存多大？"), named per language."""


def slot_set(q: Query, slot: str) -> bool:
    """Whether ``q`` itself sets any field of ``slot``."""
    return any(getattr(q, f) not in (None, False, []) for f in SLOT_FIELDS[slot])


def has_model(q: Query) -> bool:
    """Whether a model is named, by its catalog id or by a bare size ("a 70b")."""
    return q.model_id is not None or q.params_b is not None


def json_value(q: Query, slot: str) -> Any:
    """A carried slot's value as the turn's JSON shows it."""
    if slot == "model":
        return q.model_id or f"{q.params_b:g}b"
    if slot == "method":
        return q.method or "fine-tune"
    if slot == "budget":
        return f"{q.budget} {q.budget_currency or ''}".strip()
    if slot == "features":
        return list(q.features)
    value = getattr(q, SLOT_FIELDS[slot][0])
    return str(value) if isinstance(value, Decimal) else value


def _duration_text(hours: float, lang: str) -> str:
    for unit, size in (("year", 8760), ("month", 730), ("week", 168), ("day", 24)):
        if hours >= size and (hours / size) == round(hours / size, 1):
            n = hours / size
            return _say(lang, unit).format(n=n, s="" if n == 1 else "s") + f" ({hours:g} h)"
    return _say(lang, "hour").format(n=hours)


def _duration_slot_text(query: Query, lang: str) -> str:
    """A carried duration; a speech job's hours are its audio ("1200 h of audio")."""
    hours = query.duration_hours or 0
    if query.workload_family == "speech" and query.job_per is None:
        return _say(lang, "audio").format(v=hours)
    return _say(lang, "duration").format(v=_duration_text(hours, lang))


def _say(lang: str, key: str) -> str:
    en, zh = LABELS[key]
    return zh if lang == "zh" else en


def _method_text(q: Query, lang: str) -> str:
    return _say(lang, "fine-tune" if q.finetune_unspecified else (q.method or "inference"))


def request_slots(query: Query) -> dict[str, str]:
    """The request as readable text per slot (what scoring and the app show)."""
    out: dict[str, str] = {}
    if has_model(query):
        out["model"] = query.model_id or f"{query.params_b:g}B"
    if query.method or query.finetune_unspecified:
        out["method"] = _method_text(query, "en")
    if query.gpus:
        out["gpus"] = ", ".join(f"{g.count} × {g.gpu_id}" for g in query.gpus)
        out["count"] = str(query.gpus[0].count)
    if query.context_tokens:
        n = query.context_tokens
        out["context"] = f"{n} tokens" + (f" ({n // 1024}k)" if n % 1024 == 0 else "")
    if query.budget is not None:
        out["budget"] = f"{query.budget} {query.budget_currency or ''}".strip()
    if query.duration_hours:
        out["duration"] = _duration_text(query.duration_hours, "en")
    for slot in ("precision", "batch", "provider", "currency", "unit", "spot", "users", "engine"):
        value = getattr(query, SLOT_FIELDS[slot][0])
        if value is not None:
            out[slot] = str(value)
    if query.task:
        out["task"] = query.task
    return out | latency_slots(query)


def _media_text(query: Query, slot: str, lang: str) -> str:
    """A carried image or video job: its dataset and epochs, or the picture size."""
    if slot == "media_size" and query.workload_family == "vision":
        return f"{query.media_height}p"  # the same cameras' frames ("换 yolo11m 呢": 720p)
    if slot == "media_size":  # carried to a sibling model ("and flux schnell?")
        return f"{query.media_width}x{query.media_height}"
    key = slot if query.workload_id is not None else "samples_job"
    return _say(lang, key).format(n=query.samples or 0, e=query.epochs or 1)


def _usage_text(query: Query, lang: str) -> str:
    """The stated use a follow-up keeps: "利用率70%", then "如果只用一年呢"."""
    hours = query.usage_hours_per_month
    return _say(lang, "usage").format(v=hours, p=hours / 730.0) if hours else ""


def _tariff_text(query: Query, lang: str) -> str:
    """The stated tariff a follow-up keeps ("电费一度六毛", then "每天开8小时呢")."""
    tariff = query.tariff_per_kwh
    if tariff is None:
        return _say(lang, "power_covered") if query.power_covered else ""
    return _say(lang, "tariff").format(v=f"{tariff} {query.tariff_currency or ''}".strip())


def _spot_text(query: Query, lang: str) -> str:
    return _say(lang, "spot" if query.spot else "on_demand")


def _targets_text(query: Query, lang: str) -> str:
    """What the job must keep up with, kept for a sibling model ("64 streams")."""
    parts = []
    if query.streams_target is not None:
        parts.append(_say(lang, "streams").format(n=query.streams_target))
    if query.images_per_minute_target is not None:
        parts.append(_say(lang, "images_rate").format(n=query.images_per_minute_target))
    return _say(lang, "sep").join(parts)


def _users_text(query: Query, lang: str) -> str:
    """The users carried, with the people they are the peak of ("20 of 100 seats")."""
    if query.people_using and query.users:
        return _say(lang, "users_of_people").format(v=query.users, p=query.people_using)
    return _say(lang, "users").format(v=request_slots(query).get("users", ""))


_SLOT_TEXTS: dict[str, Callable[[Query, str], str]] = {
    "users": _users_text,
    "job_targets": _targets_text,
    "spot": _spot_text,
    "usage": _usage_text,
    "tariff": _tariff_text,
    "colo": lambda q, lang: _say(lang, "colo").format(v=q.hosting_per_kw_month),
    "rented": lambda q, lang: (
        _say(lang, "rented").format(v=q.rented_gpu)
        if q.rented_gpu is not None or q.rent_rate_stated is None
        else _say(lang, "rent_rate").format(v=q.rent_rate_stated)  # "两块二一小时" kept
    ),
    "kv": lambda q, lang: _say(lang, "kv").format(v=f" {q.kv_precision}" if q.kv_precision else ""),
    "savers": lambda q, lang: _say(lang, "sep").join(_say(lang, s) for s in q.memory_savers),
    "offload": lambda q, lang: _say(lang, "offload"),
    "ram": lambda q, lang: _say(lang, "ram").format(v=q.ram_gb or 0),
    "staff": lambda q, lang: _say(lang, "staff").format(v=q.head_count),
    "media_steps": lambda q, lang: _say(lang, "media_steps").format(n=q.media_steps),
}


def describe_slot(query: Query, slot: str, gpu_names: dict[str, str]) -> str:
    """One inherited slot in the query's language ("70B", "2 × RTX 4090", "1 week (168 h)")."""
    lang = query.language
    if slot == "model":
        return query.model_id or f"{query.params_b:g}B"
    if slot == "method":
        return _method_text(query, lang)
    if slot == "gpus":
        return " + ".join(f"{g.count} × {gpu_names.get(g.gpu_id, g.gpu_id)}" for g in query.gpus)
    if slot == "count":
        return _say(lang, "count").format(n=query.gpus[0].count if query.gpus else 1)
    if slot == "context":
        return _say(lang, "context").format(n=query.context_tokens or 0)
    if slot == "batch":
        return _say(lang, "batch").format(n=query.batch_size)
    if slot == "duration":
        return _duration_slot_text(query, lang)
    if slot in _SLOT_TEXTS:
        return _SLOT_TEXTS[slot](query, lang)
    if slot in ("media_job", "media_size"):
        return _media_text(query, slot, lang)
    if slot in (
        "budget",
        "provider",
        "currency",
        "unit",
        "users",
        "engine",
        "ttft",
        "itl",
        "prompt",
    ):
        return _say(lang, slot).format(v=request_slots(query).get(slot, ""))
    if slot == "instance":  # the words shaped like a type name, not their neighbours
        return " ".join(w for w in query.instance_words if shaped_like_a_type_name(w))
    if slot == "spec":
        names = SPEC_NAMES[lang] if lang in SPEC_NAMES else SPEC_NAMES["en"]
        return _say(lang, "sep").join(names.get(f, f) for f in query.spec_fields)
    if slot == "where" and query.where is not None:
        return _say(lang, query.where)
    if slot == "power":
        volts, amps = query.circuit_volts, query.circuit_amps
        circuit = f"{volts:g} V {amps:g} A" if volts and amps else ""
        limit = f"{query.power_limit_w:g} W" if query.power_limit_w else ""
        return " ".join(p for p in (circuit, limit) if p) or str(query.power_ask or "")
    value = getattr(query, SLOT_FIELDS[slot][0])
    return ", ".join(value) if isinstance(value, list) else str(value)


def _bridge_text(query: Query, slot: str) -> str:
    """The cards kept without the NVLink bridge the asker said they lack ("2 × RTX 3090 …")."""
    return _say(query.language, "no_bridge") if slot == "gpus" and query.no_nvlink else ""


def carried_note(query: Query, carried: dict[str, Any], gpu_names: dict[str, str]) -> str:
    """The assumption line listing every inherited slot, in the query's language."""
    slots = [s for s in carried if not (s == "count" and "gpus" in carried)]
    # what was asked ("how many users") is kept without a note: the first line says it again
    parts = [
        describe_slot(query, s, gpu_names) + _bridge_text(query, s)
        for s in slots
        if s not in ("task", "asks")
    ]
    lang = query.language
    # "fp8" carried as a precision and as a feature asked is said once
    return _say(lang, "carried") + _say(lang, "sep").join(dict.fromkeys(p for p in parts if p))


DESCRIBED_SLOTS = ("model", "method", "gpus", "precision", "context")
"""The slots ``describe`` puts in words: a follow-up that inherits none of them is searched by
its own words alone."""


def describe(query: Query, gpu_names: dict[str, str]) -> str:
    """The whole request in words (for retrieval and for choosing what to quote)."""
    slots = [s for s in DESCRIBED_SLOTS if slot_set(query, s)]
    words = [describe_slot(query, s, gpu_names) for s in slots]
    return " ".join([*query.explained_topic, *words])  # "it": the technique explained before


__all__ = [
    "has_model",
    "DESCRIBED_SLOTS",
    "LABELS",
    "SLOT_FIELDS",
    "SPEC_NAMES",
    "carried_note",
    "describe",
    "describe_slot",
    "json_value",
    "request_slots",
    "slot_set",
]

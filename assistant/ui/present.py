"""Pure presentation helpers for an ``Answer``: badge, tables, sources, follow-ups, defaults.

Everything here takes models or plain dicts and returns plain data; Streamlit code lives in
``chat.py``. Knowledge-base and user text is escaped for markdown, never passed as HTML.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from assistant.calc.recommend import Recommendation
from assistant.calc.sizing import MemoryEstimate
from assistant.language import article, detect_language
from assistant.models import Answer, Citation
from assistant.ui.charts import estimates_of

from .i18n import UiLang, t
from .labels import METHODS, PRECISIONS, STRATEGIES, fmt_number, label, model_name, setup_name

VERDICT_COLORS = {"yes": "green", "no": "red", "conditional": "orange"}
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>()#+\-.!|~$])")


def md_escape(text: str) -> str:
    """Escape markdown (and the angle brackets of would-be HTML) in untrusted inline text."""
    return _MD_SPECIAL.sub(r"\\\1", text.replace("\n", " "))


def verdict_badge(verdict: str | None, lang: UiLang) -> tuple[str, str] | None:
    """Return (label, colour) for ``st.badge``, or None when the answer has no verdict."""
    if verdict not in VERDICT_COLORS:
        return None
    return t(f"verdict_{verdict}", lang), VERDICT_COLORS[verdict]


def citation_language(c: Citation) -> UiLang:
    """Language of a cited passage: from its guide path, else from its text."""
    if "/zh/" in c.source or c.source.startswith("zh/"):
        return "zh"
    if "/en/" in c.source or c.source.startswith("en/"):
        return "en"
    return detect_language(f"{c.title} {c.snippet}")


SOURCE_KINDS: tuple[tuple[str, tuple[str, str]], ...] = (
    ("guides/", ("Guide", "指南")),
    ("specs/gpus.yaml", ("GPU spec table (vendor datasheets)", "GPU 规格表（厂商规格书）")),
    ("specs/offerings.yaml", ("Cloud price list (dated)", "云价格表（带日期）")),
    ("specs/models.yaml", ("Model table (published configs)", "模型表（官方配置）")),
)
"""What a citation's source is, said for people (the file path stays in the JSON)."""


def source_kind(source: str, lang: UiLang) -> str:
    """A cited source's kind in the UI language, e.g. 'GPU spec table (vendor datasheets)'."""
    for prefix, pair in SOURCE_KINDS:
        if source.startswith(prefix):
            return pair[0] if lang == "en" else pair[1]
    return source


def source_rows(answer: Answer, lang: UiLang = "en") -> list[dict[str, Any]]:
    """One row per citation, in [n] order: n, title, section, snippet, kind, source, language."""
    return [
        {
            "n": c.n,
            "title": c.title,
            "section": c.section,
            "snippet": c.snippet,
            "kind": source_kind(c.source, lang),
            "source": c.source,
            "language": citation_language(c),
        }
        for c in sorted(answer.citations, key=lambda c: c.n)
    ]


SNIPPET_CAP = 600
"""Length at which ``answer.citing`` cuts a quoted passage."""


def clip_snippet(text: str) -> str:
    """A quoted passage without a word cut in half at its end (``… A100 SX`` -> ``… A100 …``).

    Only passages at the citation length cap (600 characters, 1,200 when joined) were cut.
    """
    if len(text) < SNIPPET_CAP:
        return text
    cut = re.search(r"(?<=[\s(（])[A-Za-z0-9][\w.-]*$", text)
    if cut is None or re.search(r"[.!?。！？)）]$", text):
        return text
    return text[: cut.start()].rstrip() + " …"


def cited_numbers(text: str) -> list[int]:
    """The distinct [n] markers in ``text``, in first-use order."""
    return list(dict.fromkeys(int(m) for m in re.findall(r"\[(\d+)\]", text)))


def numbers_rows(
    answer: Answer, lang: UiLang = "en", names: Mapping[str, str] | None = None
) -> list[dict[str, Any]]:
    """One row per memory estimate, named for people (column keys stay the internal ids)."""
    names = names or {}
    rec = recommendation_of(answer)
    if rec is not None and rec.pick is not None:
        return setup_rows(rec, lang, names)
    rows: list[dict[str, Any]] = []
    for est in estimates_of(answer.tool_calls):
        rows.append(
            {
                "model": model_name(est.model_id, names, lang),
                "method": label(METHODS, est.method, lang),
                "precision": label(PRECISIONS, est.precision, lang),
                "gpus": setup_name(est.gpu_id, est.count, names),
                "per_gpu_gb": est.per_gpu_gb,
                "usable_gb": est.usable_gb,
                "capacity_gb": est.capacity_gb,
                "headroom_gb": est.headroom_gb,
                "fits": est.fits,
                "strategy": label(STRATEGIES, est.strategy, lang),
            }
        )
    return rows


def recommendation_of(answer: Answer) -> Recommendation | None:
    """The typed result of the answer's first successful ``recommend_setup`` call."""
    for call in answer.tool_calls:
        if call.tool == "recommend_setup":
            rec = call.typed(Recommendation)
            if rec is not None:
                return rec
    return None


USED_CAVEAT = ("used: unverified price, no warranty", "二手：价格未经核实，无保修")


def setup_rows(rec: Recommendation, lang: UiLang, names: Mapping[str, str]) -> list[dict[str, Any]]:
    """The numbers of the setups a recommendation names, pick first (what the answer says).

    A used-market row carries its caveat in the setup cell.
    """
    rows: list[dict[str, Any]] = []
    for s in (rec.pick, rec.runner_up, rec.faster_option, rec.used_alternative):
        if s is None:
            continue
        setup = setup_name(s.gpu_id, s.count, names)
        if s.used_market:
            setup += f" ({USED_CAVEAT[0]})" if lang == "en" else f"（{USED_CAVEAT[1]}）"
        rows.append(
            {
                "model": model_name(s.model_id, names, lang),
                "method": label(METHODS, rec.method, lang),
                "precision": label(PRECISIONS, rec.precision, lang),
                "gpus": setup,
                "per_gpu_gb": s.per_gpu_gb,
                "usable_gb": s.usable_gb,
                "headroom_gb": s.headroom_gb,
                "fits": s.headroom_gb >= 0,
                "strategy": label(STRATEGIES, s.strategy, lang),
            }
        )
    return rows


def chart_estimates(answer: Answer) -> list[MemoryEstimate]:
    """The estimates to chart: for a recommendation, only those of the recommended setup."""
    found = estimates_of(answer.tool_calls)
    rec = recommendation_of(answer)
    if rec is None or rec.pick is None:
        return found
    return [e for e in found if (e.gpu_id, e.count) == (rec.pick.gpu_id, rec.pick.count)]


def _cell(value: Any) -> str:
    """Render one table value as text (lists joined, numbers without exponents)."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int | float):
        return fmt_number(value, 3)
    if isinstance(value, list | tuple):
        return "; ".join(_cell(v) for v in value)
    if isinstance(value, Mapping):
        return ", ".join(f"{k}={_cell(v)}" for k, v in value.items())
    return "" if value is None else str(value)


def kv_rows(data: Mapping[str, Any]) -> list[dict[str, str]]:
    """Flatten a tool input/output dict into field/value rows (one level of nesting dotted)."""
    rows: list[dict[str, str]] = []
    for key, value in data.items():
        if (
            isinstance(value, Mapping)
            and value
            and all(not isinstance(v, Mapping | list) for v in value.values())
        ):
            rows.extend({"field": f"{key}.{k}", "value": _cell(v)} for k, v in value.items())
        else:
            rows.append({"field": str(key), "value": _cell(value)})
    return rows


def first_estimate(answer: Answer) -> MemoryEstimate | None:
    """The first successful memory estimate, or None."""
    found = estimates_of(answer.tool_calls)
    return found[0] if found else None


def headline_estimate(answer: Answer) -> MemoryEstimate | None:
    """The estimate the headline speaks of: the lightest that fits (as ``compose`` picks).

    Without a fitting one, the first estimate.
    """
    found = estimates_of(answer.tool_calls)
    fitting = [e for e in found if e.fits]
    if fitting:
        return min(fitting, key=lambda e: e.per_gpu_gb)
    return found[0] if found else None


def default_overrides(answer: Answer) -> dict[str, Any]:
    """Current values of the changeable assumptions, read from the headline's memory estimate."""
    est = headline_estimate(answer)
    if est is None:
        return {}
    return {
        "method": est.method,
        "precision": est.precision,
        "context_tokens": est.seq_len,
        "batch_size": est.batch,
        "gpu_id": est.gpu_id,
        "gpu_count": est.count,
    }


_METHOD_WORDS = {
    "en": {
        "inference": "inference",
        "full": "a full fine-tune",
        "lora": "LoRA",
        "qlora": "QLoRA",
        "pretrain": "pre-training",
    },
    "zh": {
        "inference": "推理",
        "full": "全量微调",
        "lora": "LoRA 微调",
        "qlora": "QLoRA 微调",
        "pretrain": "预训练",
    },
}


def model_phrase(model_id: str, lang: UiLang, names: Mapping[str, str] | None = None) -> str:
    """How a follow-up names the model: ``generic-13b`` becomes "a 13B model" / "13B 模型"."""
    if model_id.startswith("generic-"):
        size = model_id.removeprefix("generic-").upper()
        return f"{article(size)} {size} model" if lang == "en" else f"{size} 模型"
    return (names or {}).get(model_id, model_id)


def _fit_follow_ups(answer: Answer, lang: UiLang, names: Mapping[str, str]) -> list[str]:
    """Templates for answers that carry a memory estimate (built on the headline's)."""
    est = headline_estimate(answer)
    if est is None:
        return []
    model = model_phrase(est.model_id, lang, names)
    count = est.count
    gpu = names.get(est.gpu_id, est.gpu_id)
    method = est.method
    words = _METHOD_WORDS[lang]
    other = "qlora" if method in ("full", "lora", "pretrain") else "lora"
    if method == "inference":
        other = "inference"
    out: list[str] = []
    if lang == "en":
        out.append(f"What about {count + 1}× {gpu} for {model} {words[method]}?")
        if method == "inference":
            out.append(f"Can {model} run in int4 on {count}× {gpu}?")
        else:
            out.append(f"What about {words[other]} of {model} on {count}× {gpu} instead?")
        out.append(f"How much does renting {count}× {gpu} cost per month?")
        out.append(f"Which GPU is the cheapest that fits {model} for {words[method]}?")
    else:
        out.append(f"用 {count + 1} 张 {gpu} 做 {model} {words[method]}可以吗？")
        if method == "inference":
            out.append(f"{model} 用 int4 量化能在 {count} 张 {gpu} 上推理吗？")
        else:
            out.append(f"改用 {words[other]}，{model} 在 {count} 张 {gpu} 上行吗？")
        out.append(f"租 {count} 张 {gpu} 一个月要多少钱？")
        out.append(f"{model} {words[method]}，最便宜的可行 GPU 是哪款？")
    return out


_INTENT_FOLLOW_UPS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "recommend": (
        (
            "Which GPU should a student use for LoRA on a 7B model?",
            "Is renting or buying cheaper for a small team?",
        ),
        ("学生用 LoRA 微调 7B 模型选什么 GPU？", "小团队租 GPU 和自己买哪个更划算？"),
    ),
    "cost": (
        (
            "Is buying cheaper than renting over three years?",
            "What is the cheapest H100 per GPU-hour?",
        ),
        ("三年内自购比租用更便宜吗？", "H100 每卡每小时最便宜多少钱？"),
    ),
    "compare": (
        (
            "How much memory does a 70B model need for inference in int4?",
            "Does NVLink matter for fine-tuning on two GPUs?",
        ),
        ("70B 模型 int4 推理需要多少显存？", "两卡微调时 NVLink 重要吗？"),
    ),
    "rent_vs_buy": (
        (
            "How much does renting 8× H100 cost per month?",
            "What does electricity add to owning a GPU server?",
        ),
        ("租 8 张 H100 一个月多少钱？", "自建 GPU 服务器的电费占多少？"),
    ),
}
_DEFAULT_FOLLOW_UPS = (
    (
        "Can I fine-tune a 13B model on two 4090s?",
        "How much memory does a 7B model need for inference?",
    ),
    ("两张 4090 能微调 13B 模型吗？", "7B 模型推理需要多少显存？"),
)


def follow_ups(answer: Answer, names: Mapping[str, str] | None = None) -> list[str]:
    """Deterministic follow-up questions by intent, in the answer's language.

    ``names`` maps catalog ids to the names people type (``rtx-4090`` -> ``RTX 4090``).
    """
    lang: UiLang = answer.language
    if first_estimate(answer) is not None:
        return _fit_follow_ups(answer, lang, names or {})
    pair = _INTENT_FOLLOW_UPS.get(answer.intent, _DEFAULT_FOLLOW_UPS)
    return list(pair[0] if lang == "en" else pair[1])

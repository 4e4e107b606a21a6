"""Score answers on questions written apart from the parser: kind, first line, facts, quotes.

Each case (``tests/golden/understanding/{tuned,heldout}.yaml``) says what kind of question it
is, what the first line of a good answer must give (a verdict, a GPU, a price, a duration…),
the facts the user stated, and whether a well-built assistant covers it. A case is *answered*
when all four checks pass:

* **kind**: the answer's kind is one that answers that kind of question (a question we do
  not cover is answered by ``not_covered`` or by its own kind saying so);
* **first line**: the first line gives what was asked (``ANSWER_PATTERNS``);
* **facts**: every stated fact appears in the tool inputs, the assumptions or the answer;
* **quotes**: every guide passage cited shares a content word with the question or the
  request as answered (no passage about something else).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

from assistant.catalog.strict_yaml import LOADER
from assistant.evaluation_constraints import first_line
from assistant.models import Answer, Language

CaseKind = Literal[
    "fit_check", "fits_hardware", "recommend", "price", "job_duration", "rent_vs_buy", "speed",
    "serve", "compare", "catalog", "instance", "power", "kv_cache", "troubleshoot", "verify",
    "concept", "smalltalk", "unsupported",
]  # fmt: skip
AnswerType = Literal[
    "yes_no", "gpu", "price", "duration", "count", "tokens_per_s", "images_rate", "wattage",
    "memory", "model_list", "instance_spec", "comparison", "explanation", "not_covered", "steps",
    "greeting",
]  # fmt: skip

ACCEPTED_KINDS: dict[str, frozenset[str]] = {
    # a fit asked "with room for the KV cache" is answered yes/no by the KV kind on those GPUs
    "fit_check": frozenset({"fit_check", "host", "fits_hardware", "kv_cache"}),
    "fits_hardware": frozenset({"fits_hardware"}),
    "recommend": frozenset({"recommend", "serve", "catalog"}),
    "price": frozenset({"price", "job_duration"}),
    "job_duration": frozenset({"job_duration"}),
    "rent_vs_buy": frozenset({"rent_vs_buy"}),
    "speed": frozenset({"speed"}),
    "serve": frozenset({"serve"}),
    "compare": frozenset({"compare"}),
    "catalog": frozenset({"catalog"}),
    "instance": frozenset({"instance", "price"}),
    "power": frozenset({"power"}),
    "kv_cache": frozenset({"kv_cache"}),
    # an OOM or KV-cache error is answered by the numbers: a fit check or the KV cache on the GPU
    "troubleshoot": frozenset({"troubleshoot", "fit_check", "kv_cache"}),
    "verify": frozenset({"troubleshoot", "verify"}),
    "concept": frozenset({"concept"}),
    "smalltalk": frozenset({"smalltalk"}),
    "unsupported": frozenset({"unsupported"}),
}
"""The answer kinds that answer each kind of question (LLM workloads)."""
WORKLOAD_KINDS: dict[str, frozenset[str]] = {
    "fit_check": frozenset({"workload_fit"}),
    "fits_hardware": frozenset({"workload_fit"}),
    "recommend": frozenset({"workload_pick"}),
    "price": frozenset({"workload_pick", "price"}),
    "speed": frozenset({"workload_speed"}),
    "job_duration": frozenset({"workload_speed"}),
    "compare": frozenset({"compare", "workload_compare"}),
    "troubleshoot": frozenset({"workload_fit", "troubleshoot"}),
    "serve": frozenset({"workload_pick"}),  # "an SDXL API at 30 images a minute": cards needed
}
"""The same for image, video, vision and speech questions, answered by the workload kinds."""
INTENT_KINDS = {"cost": "price"}
"""For answers from before the registry (no ``kind`` field): the kind their intent names."""
LEGACY_INTENTS: dict[str, frozenset[str]] = {
    "catalog": frozenset({"recommend"}),
    "serve": frozenset({"recommend"}),
    "troubleshoot": frozenset({"concept"}),
    "verify": frozenset({"concept"}),
}
"""What an answer without a ``kind`` (before the registry) could only have said by intent."""

NOT_COVERED_RE = re.compile(
    r"not in my catalog|don'?t (?:size|cover|model|know|have)|no guide|not covered|isn'?t covered"
    r"|unknown (?:gpu|model|card)|can only help|no guide that covers"
    r"|not (?:a )?(?:gpu|card|model) I know|can'?t (?:size|answer)"
    r"|不在.{0,6}目录|没有讲这个问题|还不能|没有.{0,8}(?:内容|资料|数据)|不认识|未收录|不支持|无法估算|只能回答",
    re.IGNORECASE,
)
ANSWER_PATTERNS: dict[str, re.Pattern[str]] = {
    "price": re.compile(r"[$¥￥€]\s?\d|\d[\d,.]*\s*(?:usd|cny|rmb|元|美元|dollars?)", re.I),
    "duration": re.compile(
        r"\d[\d,.]*\s*(?:hours?|hrs?|h\b|days?|weeks?|months?|gpu[\s-]?hours|小时|天|周|个月)", re.I
    ),
    "count": re.compile(
        r"\d+\s*(?:×|x)\s*\S|\d+\s*(?:gpus?|cards?|nodes?|张|块|卡|台)"
        r"|\d[\d,]*\s*(?:concurrent|simultaneous|users?|sessions?|streams?|sequences?|requests?"
        r"|路|个?用户|个?会话|个?序列|个?请求|人|并发)", re.I
    ),  # a count of users or streams answers "how many users can it serve" as much as GPUs do
    "tokens_per_s": re.compile(r"tok(?:en)?s?\s*/\s*s|tokens? per second|每秒|token/s", re.I),
    "images_rate": re.compile(
        r"images?\s*/\s*(?:s|min)|s\s*/\s*image|it\s*/\s*s|seconds? per image|real[\s-]?time"
        r"|s per (?:video|clip)|ms per (?:image|frame)|fps|秒/张|张/秒|每张|每段|每个视频|实时",
        re.I,
    ),
    "wattage": re.compile(r"\d[\d,.]*\s*(?:w\b|kw\b|watts?|瓦|千瓦)", re.I),
    "memory": re.compile(r"\d[\d,.]*\s*(?:gb|gib|g\b|tb)", re.I),
    "yes_no": re.compile(
        r"^(?:\W*)(?:yes|no|not|it fits|fits|won'?t|can'?t|can|will|only|conditional|是|否|能|不能"
        r"|可以|不行|不够|够|装得下|装不下|跑得动|跑不动)", re.I
    ),
}  # fmt: skip
_GPU_TOKEN_RE = re.compile(
    r"\b(?:rtx|gtx|a\d{2,4}|h\d{2,3}|l\d{1,2}s?|t4|v100|b\d{3}|mi\d{2,3}\w*|m\d\s?(?:max|ultra|pro)"
    r"|p\d{2,3}|tesla|radeon|instinct|quadro|arc)"
    r"|\d{4}\s?(?:ti|super|xtx|xt)?\b|h20|h800|a800|gpu",
    re.IGNORECASE,
)
_MODEL_TOKEN_RE = re.compile(
    r"\d+(?:\.\d+)?\s?[bm]\b|llama|qwen|mistral|deepseek|gemma|phi"
    r"|yolo|sdxl|stable diffusion|flux|whisper|vit|resnet|segment anything",
    re.I,
)
"""A model named in a list: a size in billions or millions (vision models are 3M-600M), or a
family; image, vision and speech families count as well as LLM ones."""
PRECISION_NAMES: dict[str, tuple[str, ...]] = {
    "int4": ("int4", "4-bit", "4 位", "4bit", "q4", "nf4", "awq", "gptq", "mxfp4"),
    "q4": ("int4", "4-bit", "4 位", "4bit", "q4", "nf4", "awq", "gptq"),
    "int8": ("int8", "8-bit", "8 位", "8bit", "q8", "fp8"),
    "fp16": ("fp16", "bf16", "16-bit", "16 位"),
    "bf16": ("bf16", "fp16", "16-bit", "16 位"),
    "fp8": ("fp8",),
}
"""A stated precision and the names an answer may give the same width (fp16 and bf16 size
alike; Q4 is answered as GGUF Q4_K_M, AWQ or NF4, all 4-bit)."""
METHOD_NAMES: dict[str, tuple[str, ...]] = {
    "full": ("full", "全参", "全量"),
    "train": ("train", "训练"),
    "inference": ("inference", "推理"),
}
"""A stated method and the names a Chinese answer gives it ("全参数微调" for full fine-tuning,
"推理" for inference)."""
_WORD_RE = re.compile(r"[a-z][a-z0-9.+-]{2,}|\d{2,}[a-z]*|(?=([\u4e00-\u9fff]{2}))", re.IGNORECASE)
"""A word of the question: Latin words and numbers, and every pair of Chinese characters (each
overlapping pair, so "测显存" yields "显存" as well as "测显")."""
_GENERIC = frozenset(
    "gpu gpus card cards the and for with what how can will does run model models need much any"
    " best good which this that have there about want using use 显卡 模型 什么 怎么 可以 需要 一个"
    " 多少 能不 不能 请问 大佬".split()
)


class UnderstandingCase(BaseModel):
    """One question as a user wrote it, and what a good answer must show."""

    model_config = ConfigDict(extra="forbid")

    id: str
    lang: Language
    q: str
    after: str | None = None
    kind: CaseKind
    workload: Literal["llm", "image", "video", "vision", "speech"] = "llm"
    answer: AnswerType
    facts: dict[str, Any] = Field(default_factory=dict)
    covered: bool = True
    note: str = ""


class CaseResult(BaseModel):
    """The checks one answer passed and failed."""

    id: str
    kind: str
    answered_kind: str
    checks: dict[str, bool]
    first_line: str

    @property
    def answered(self) -> bool:
        """Whether every check passed."""
        return all(self.checks.values())


class UnderstandingScore(BaseModel):
    """Rates over a case file: answered overall, by kind, and per check."""

    cases: int
    answered: float
    by_kind: dict[str, tuple[int, int]]
    """kind -> (answered, cases)."""
    by_check: dict[str, float]
    results: list[CaseResult]


def load_cases(path: Path) -> list[UnderstandingCase]:
    """The cases of one split file."""
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=LOADER)  # libyaml: 3.5x faster
    return [UnderstandingCase.model_validate(c) for c in data["cases"]]


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9\u4e00-\u9fff]", "", text.lower())


def _numbers(value: float) -> list[str]:
    """Ways an answer may write a stated number (32768 as 32k, 32,768; 0.3 as 30%)."""
    out = [f"{value:g}", f"{value:,.0f}" if value >= 1000 else f"{value:g}"]
    if value >= 1024 and value % 1024 == 0:
        out.append(f"{value / 1024:g}k")
    if value >= 1000 and value % 1000 == 0:
        out += [f"{value / 1000:g}k", f"{value / 1000:g}千", f"{value / 10000:g}万"]
    if 0 < value < 1:
        out.append(f"{value * 100:g}%")
    return out


CURRENCY_SIGNS = {"CNY": "¥", "USD": "$"}
"""The sign each currency's amounts are written with in answers (the project writes no yen)."""


def _has_fact(key: str, value: Any, haystack: str, tools: str) -> bool:
    if isinstance(value, bool):
        return True if key != "no_nvlink" else ("nvlink" in haystack.lower())
    if isinstance(value, int | float):
        forms = _numbers(float(value))
        low = haystack.lower()
        return any(f.lower() in low for f in forms) or any(
            re.search(rf"(?<![\d.]){re.escape(f)}(?![\d])", tools) for f in forms
        )
    text = _norm(str(value))
    if not text:
        return True
    if key == "currency":  # the answer's amounts carry it: "¥2,800" is in CNY, "$900" in USD
        sign = CURRENCY_SIGNS.get(str(value).upper())
        if sign is not None and re.search(rf"{re.escape(sign)}\s?\d", haystack):
            return True
    if key in ("gpu", "gpu2", "instance"):
        digits = re.findall(r"\d{2,4}", str(value))
        return text in _norm(haystack) or bool(digits and all(d in tools for d in digits))
    if key in ("precision", "method"):  # another name: "Q4" as Q4_K_M, full as 全参数
        names = (PRECISION_NAMES if key == "precision" else METHOD_NAMES).get(text, (text,))
        low = f"{haystack}\n{tools}".lower()
        return any(n in low for n in names)
    if key == "model":  # named in the answer, or the catalog id the calculators ran on
        size = re.search(r"(\d+(?:\.\d+)?)\s?b\b", str(value).lower())
        named = text in _norm(haystack) or text in _norm(tools)
        return named or bool(size and f"{size.group(1)}b" in tools.lower())
    return text in _norm(haystack) or text in _norm(tools)


def _first_line_ok(case: UnderstandingCase, answer: Answer, line: str) -> bool:
    expected = case.answer if case.covered else "not_covered"
    if not line:
        return False
    if expected == "not_covered" or (not case.covered and NOT_COVERED_RE.search(line)):
        return NOT_COVERED_RE.search(line) is not None
    if NOT_COVERED_RE.search(line) and expected not in ("explanation", "steps"):
        return False
    if expected == "yes_no":
        return answer.verdict is not None or ANSWER_PATTERNS["yes_no"].search(line) is not None
    if expected in ("gpu", "comparison", "instance_spec"):
        return _GPU_TOKEN_RE.search(line) is not None
    if expected == "model_list":
        return _MODEL_TOKEN_RE.search(line) is not None
    if expected == "greeting":
        return getattr(answer, "kind", None) == "smalltalk"
    if expected in ANSWER_PATTERNS:
        return ANSWER_PATTERNS[expected].search(line) is not None
    return True  # explanation, steps: the kind check carries them


def _quotes_ok(case: UnderstandingCase, answer: Answer) -> bool:
    request = json.dumps([c.input for c in answer.tool_calls], ensure_ascii=False, default=str)
    said = f"{case.q} {case.after or ''} {request}"
    wanted = {(m.group() or m.group(1)).lower() for m in _WORD_RE.finditer(said)}
    wanted -= _GENERIC
    for citation in answer.citations:
        if not citation.doc_id.startswith(("gpu-", "offer-", "model-")):
            text = f"{citation.title} {citation.section} {citation.snippet}".lower()
            if not any(w in text for w in wanted):
                return False
    return True


def score_case(case: UnderstandingCase, answer: Answer) -> CaseResult:
    """The four checks for one answer."""
    kind = getattr(answer, "kind", None) or INTENT_KINDS.get(answer.intent, answer.intent)
    line = first_line(answer.answer)
    accepted = ACCEPTED_KINDS[case.kind] | ({"not_covered"} if not case.covered else set())
    if case.workload != "llm":
        accepted = accepted | WORKLOAD_KINDS.get(case.kind, frozenset())
    if case.kind == "speed" and "gpu2" in case.facts:
        # "tokens/s on X, and how far behind is Y": a comparison that states both speeds
        accepted = accepted | {"compare", "workload_compare"}
    if getattr(answer, "kind", None) is None:
        accepted |= LEGACY_INTENTS.get(case.kind, frozenset())
    tools = json.dumps([c.input for c in answer.tool_calls], ensure_ascii=False, default=str)
    haystack = "\n".join([answer.answer, *answer.assumptions])
    facts = all(_has_fact(k, v, haystack, tools) for k, v in case.facts.items())
    checks = {
        "kind": kind in accepted,
        "first_line": _first_line_ok(case, answer, line),
        "facts": facts if case.covered else True,
        "quotes": _quotes_ok(case, answer),
    }
    return CaseResult(
        id=case.id, kind=case.kind, answered_kind=kind, checks=checks, first_line=line[:160]
    )


def run_understanding(
    cases: list[UnderstandingCase], converse: Callable[[list[str]], Answer]
) -> UnderstandingScore:
    """Ask every case (after its earlier turn, if any) and score the answers."""
    results = []
    for case in cases:
        turns = [case.after, case.q] if case.after else [case.q]
        results.append(score_case(case, converse(turns)))
    by_kind: dict[str, list[int]] = {}
    for r in results:
        tally = by_kind.setdefault(r.kind, [0, 0])
        tally[0] += r.answered
        tally[1] += 1
    check_names = ("kind", "first_line", "facts", "quotes")
    n = max(len(results), 1)
    return UnderstandingScore(
        cases=len(results),
        answered=sum(r.answered for r in results) / n,
        by_kind={k: (v[0], v[1]) for k, v in sorted(by_kind.items())},
        by_check={c: sum(r.checks[c] for r in results) / n for c in check_names},
        results=results,
    )


def render_understanding(score: UnderstandingScore, show_failures: bool = True) -> str:
    """The scorecard as text: overall, per check, per kind, then each failure (optional)."""
    lines = [f"answered {score.answered:.1%} of {score.cases}"]
    lines.append("  " + "  ".join(f"{c} {v:.1%}" for c, v in score.by_check.items()))
    lines += [f"  {k:14} {a}/{n}" for k, (a, n) in score.by_kind.items()]
    if show_failures:
        failed = Counter[str]()
        for r in score.results:
            if not r.answered:
                bad = ",".join(c for c, ok in r.checks.items() if not ok)
                failed[bad] += 1
                lines.append(f"  FAIL {r.id} {r.kind}->{r.answered_kind} [{bad}] {r.first_line}")
    return "\n".join(lines)


__all__ = [
    "ACCEPTED_KINDS",
    "CaseResult",
    "UnderstandingCase",
    "UnderstandingScore",
    "load_cases",
    "render_understanding",
    "run_understanding",
    "score_case",
]

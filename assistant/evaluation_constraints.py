"""Golden-set checks that an answer respects what the question stated.

A golden case may list the constraints its question states (a budget, a least memory, required
features, a provider, the unit a price was asked in, the memory variant of the user's card).
``constraint_checks`` turns each into one named pass/fail check:

* budget, memory, features: every GPU the answer's first line names must be within the budget
  (catalog price per card), have at least that memory and support those features;
* provider: every offer priced comes from that provider, or a line says plainly that the
  provider has no price (and what is shown instead);
* unit: the first line gives the price in the unit asked (per hour, per month, in all);
* stated memory variant: the GPU the calculators sized has the memory the user stated.
"""

from __future__ import annotations

import re
from decimal import Decimal

from pydantic import BaseModel, ConfigDict, Field

from assistant.catalog.specs import Catalog
from assistant.models import GPU, Answer, Feature, PriceUnit
from assistant.question.providers import PROVIDER_RE

CNY_PER_USD = Decimal("6.9858")
"""The golden set's conversion rate: the price catalog's newest rate (2026-01-27)."""

UNIT_MARKERS: dict[str, tuple[str, ...]] = {
    "per_hour": ("/h", "per hour", "an hour", "/hour", "gpu-hour", "每小时", "/小时", "每卡时"),
    "per_month": ("month", "/mo", "月"),
    "total": ("in all", "total", "in total", "总", "共", "合计", "一共"),
}
"""What a first line must contain to give a price in each unit (case-insensitive)."""

_NO_PRICE_RE = re.compile(
    r"\bno\b|\bnot\b|\bdoesn't\b|\bdoes not\b|没有|无|未|不提供|查不到", re.IGNORECASE
)
_BOLD_RE = re.compile(r"[*_`#>]+")


class Constraints(BaseModel):
    """What a golden question states, which the answer must respect."""

    model_config = ConfigDict(extra="forbid")

    budget_usd: Decimal | None = None
    budget_cny: Decimal | None = None
    min_memory_gb: float | None = None
    provider: str | None = None
    """Provider key as ``lexicon.PROVIDERS`` spells it (``aws``, ``aliyun``)."""
    unit: PriceUnit | None = None
    gpu_memory_gb: float | None = None
    """Memory of the user's own card as stated ("my 16GB V100"): the row that must be sized."""
    features: list[Feature] = Field(default_factory=list)


def first_line(markdown: str) -> str:
    """The first non-empty line of an answer, markdown emphasis removed."""
    for line in markdown.splitlines():
        plain = _BOLD_RE.sub("", line).strip()
        if plain:
            return plain
    return ""


def _named_gpus(line: str, catalog: Catalog) -> list[GPU]:
    from assistant.question.parsing import parse  # the reader of GPU names, kept out of import

    return [catalog.gpus[g.gpu_id] for g in parse(line, catalog).gpus]


def _has(gpu: GPU, feature: str) -> bool:
    flags = {
        "fp8": gpu.supports_fp8,
        "bf16": gpu.supports_bf16,
        "nvlink": gpu.nvlink,
        "sxm": "sxm" in gpu.form_factor.lower(),
        "pcie": "pcie" in gpu.form_factor.lower(),
    }
    return flags.get(feature, True)


def _gpu_checks(c: Constraints, line: str, catalog: Catalog) -> list[tuple[bool, str]]:
    """Budget, least memory and features of the GPUs the first line names."""
    wanted = (c.budget_usd, c.budget_cny, c.min_memory_gb, c.features)
    if not any(w for w in wanted):
        return []
    gpus = _named_gpus(line, catalog)
    if not gpus:
        return [(False, "constraint: the first line names no GPU")]
    out: list[tuple[bool, str]] = []
    budget = c.budget_usd or (c.budget_cny / CNY_PER_USD if c.budget_cny else None)
    for gpu in gpus:
        if budget is not None and gpu.launch_price_usd is not None:
            out.append((gpu.launch_price_usd <= budget, f"constraint: {gpu.id} over budget"))
        if c.min_memory_gb is not None:
            ok = gpu.memory_gb >= c.min_memory_gb
            out.append((ok, f"constraint: {gpu.id} has under {c.min_memory_gb:g} GB"))
        for feature in c.features:
            out.append((_has(gpu, feature), f"constraint: {gpu.id} lacks {feature}"))
    return out


def _provider_check(c: Constraints, answer: Answer) -> tuple[bool, str]:
    """Offers from the named provider only, or a plain line that it has no price."""
    priced = {"price_job": "quotes", "compare_gpus": "gpus"}  # rows that carry a provider
    providers = [
        str(row.get("provider") or "").lower()
        for t in answer.tool_calls
        if t.tool in priced
        for row in t.output.get(priced[t.tool], [])
        if isinstance(row, dict) and (t.tool == "price_job" or row.get("per_gpu_hour"))
    ]
    key = (c.provider or "").lower()
    if providers and all(key in p for p in providers):
        return True, ""
    for line in answer.answer.lower().splitlines():
        named = [m.lastgroup for m in PROVIDER_RE.finditer(line)]
        if key in named and _NO_PRICE_RE.search(line):
            return True, ""
    return False, f"constraint: offers not from {c.provider} and no 'no price from' line"


def _variant_check(c: Constraints, answer: Answer, catalog: Catalog | None) -> tuple[bool, str]:
    """The calculators sized the memory variant the user stated."""
    sized = [
        str(t.input["gpu"])
        for t in answer.tool_calls
        if isinstance(t.input.get("gpu"), str) and "error" not in t.output
    ]
    what = f"constraint: the stated {c.gpu_memory_gb:g} GB variant was not used"
    if catalog is not None and sized:
        first = catalog.gpu_names.lookup(sized[0])
        ok = first is not None and catalog.gpus[first].memory_gb == c.gpu_memory_gb
        return ok, what
    size = f"{c.gpu_memory_gb:g}"
    head = " ".join(answer.answer.splitlines()[:3]).replace(" ", "").lower()
    return (f"{size}gb" in head), what


def constraint_checks(
    c: Constraints, answer: Answer, catalog: Catalog | None
) -> list[tuple[bool, str]]:
    """One (passed, failure message) pair per stated constraint."""
    line = first_line(answer.answer)
    out: list[tuple[bool, str]] = []
    if catalog is not None:
        out += _gpu_checks(c, line, catalog)
    if c.provider:
        out.append(_provider_check(c, answer))
    if c.unit:
        ok = any(m in line.lower() for m in UNIT_MARKERS[c.unit])
        out.append((ok, f"constraint: the first line gives no price {c.unit.replace('_', ' ')}"))
    if c.gpu_memory_gb is not None:
        out.append(_variant_check(c, answer, catalog))
    return out


__all__ = ["CNY_PER_USD", "Constraints", "constraint_checks", "first_line"]

"""Numbers in a question that cannot be what they claim: stated, never silently reinterpreted.

Read first, before any other slot: a count, duration, context or batch written in scientific
notation, with more digits than any real value, negative, or past physical sense ("1e308
H100s", "99999999999999999999 H100s", "-1 hours", a 10^12-token context, "batch -5") becomes a
``Problem`` that names what was read and the limit ("I read 1e308 GPUs; the most I size is
4,096"), and its span is blanked so no later reader takes part of it ("1e308" as 308 GPUs).
Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from assistant.models import Problem, ProblemKind
from assistant.question.auto_batch import read_auto_batch
from assistant.question.text import Scan

MAX_GPUS = 4096
"""The most GPUs sized at once (the largest single training clusters stated in the guides are
tens of thousands of GPUs, but no question here sizes one job on more than a few thousand)."""
MAX_HOURS = 87_600.0
"""Ten years: a longer duration is not a job or an ownership horizon."""
MAX_CONTEXT = 10_485_760
"""10M tokens, beyond the longest context any released model accepts."""
MAX_BATCH = 65_536

_NUMBER = (
    r"(?P<n>(?:(?<![\s\-−–—])[-−]\s?|(?<![\-−–—])[-−](?!\s))?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?e\s?[+-]?\d+)?)"
    r"(?![\d.]|,\d)"
)
"""A number as written: thousands groups of three ("1,000"), never a comma that ends a clause
("max_model_len 设 32768，显卡是 4090" is a context, then a card, not 32,768 GPUs). A dash with
a space on both sides is a list dash, not a minus ("g5.12xlarge - 4x A10G" is four GPUs), and
so is a doubled dash ("g4dn.12xlarge -- 4 T4s", "p4d -- 8 A100s"): a minus stands alone."""
_NOT_SIZE = r"(?!\s*(?:的图|张?图|px|[x×*]\s?\d|images?|pics?|pictures?|photos?|分辨率))"
"""A four-digit number that is an image size, not a card ("5000 张 1024 的图" are 5,000 images
of 1024 px, not 5,000 GPUs)."""
_START = r"(?<![a-z0-9.])"  # a number's own start (a Chinese character may stand before it)
_SLOTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "count",
        re.compile(
            rf"{_START}{_NUMBER}\s*(?:x|×|\*)?\s*(?:张|块|台|个)?\s*"
            r"(?=(?:nvidia\s+)?(?:gpus?|cards?|卡|显卡|[ahlbt]\d{1,3}|rtx|h100|h200|a100|b200"
            rf"|\d{{4}}(?!\d){_NOT_SIZE}))"
        ),
    ),
    ("hours", re.compile(rf"{_START}{_NUMBER}\s*(?=(?:hours?|hrs?|h\b|小时|days?|天))")),
    (
        "context",
        re.compile(rf"{_START}{_NUMBER}\s*(?=(?:[- ]?tokens?\s*(?:of\s+)?context|token\s*上下文))"),
    ),
    ("context", re.compile(rf"(?:context|上下文)\s*(?:of|=|:|为)?\s*{_NUMBER}")),
    ("batch", re.compile(rf"(?:batch(?:\s*size)?|批大小)\s*(?:of|=|:|为)?\s*{_NUMBER}")),
)
_LIMITS = {"count": MAX_GPUS, "hours": MAX_HOURS, "context": MAX_CONTEXT, "batch": MAX_BATCH}
_NAMES = {
    "count": ("GPUs", "张 GPU", "gpu_count"),
    "hours": ("hours", "小时", "out_of_range"),
    "context": ("tokens of context", "token 上下文", "out_of_range"),
    "batch": ("as a batch size", "的批大小", "out_of_range"),
}


def _value(written: str) -> Decimal | None:
    try:
        return Decimal(written.replace(",", "").replace(" ", "").replace("−", "-"))
    except InvalidOperation:
        return None


def _problem(slot: str, written: str, value: Decimal) -> Problem | None:
    limit = _LIMITS[slot]
    en_unit, zh_unit, kind = _NAMES[slot]
    scientific = "e" in written.lower()
    shown = written.strip()
    if value <= 0:
        en = f"I read {shown} {en_unit}, which makes no sense; it was not used"
        zh = f"读到 {shown} {zh_unit}，这个数不合理，没有采用"
    elif value > limit or scientific:
        en = f"I read {shown} {en_unit}; the most I size is {limit:,}, so it was not used"
        zh = f"读到 {shown} {zh_unit}；我最多按 {limit:,} 估算，因此没有采用"
    else:
        return None
    problem_kind: ProblemKind = "gpu_count" if kind == "gpu_count" else "out_of_range"
    return Problem(kind=problem_kind, en=en, zh=zh)


def read_out_of_range(scan: Scan) -> None:
    """Record and blank every count, duration, context or batch out of physical range."""
    read_auto_batch(scan)  # "batch=-1": AutoBatch's setting, no batch out of range
    spans = []
    for slot, pattern in _SLOTS:
        for m in pattern.finditer(scan.work):
            written = m["n"]
            value = _value(written)
            if value is None:
                continue
            problem = _problem(slot, written, value)
            if problem is not None:
                scan.problems.append(problem)
                spans.append(m.span("n"))
    scan.blank_all(spans)


__all__ = ["MAX_BATCH", "MAX_CONTEXT", "MAX_GPUS", "MAX_HOURS", "read_out_of_range"]

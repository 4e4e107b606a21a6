"""The optimizer's bits a training question names ("8bit adam", "AdamW8bit", "8 位优化器").

"LoRA with 8-bit Adam" keeps the weights at their precision: the 8 bits are the optimizer
state's (bitsandbytes AdamW8bit, 2 bytes per trainable parameter instead of 8), which the
media calculators take as ``optimizer="adamw-8bit"``. Read before the precision, whose reader
would otherwise take the "8bit" as int8 weights; the span is blanked so it does not.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_EIGHT = r"8[\s_-]?(?:bit|位|比特)"
OPTIMIZER_8BIT_RE = re.compile(
    rf"(?<![\w.])(?:bnb[\s_-]?)?{_EIGHT}[\s_-]?(?:adam\w*|optim\w*|优化器)"
    rf"|(?<![a-z])adam\w*?[\s_-]?{_EIGHT}(?![a-z])"
)
"""An 8-bit optimizer: "8bit adam", "8-bit AdamW", "adamw8bit", "AdamW 8-bit", "8位优化器"."""


def read_optimizer(scan: Scan) -> None:
    """An 8-bit optimizer named: ``media_optimizer``, its bits kept from the precision."""
    spans = [m.span() for m in OPTIMIZER_8BIT_RE.finditer(scan.work)]
    if spans:
        scan.slots["media_optimizer"] = "adamw-8bit"
        scan.blank_all(spans)


__all__ = ["OPTIMIZER_8BIT_RE", "read_optimizer"]

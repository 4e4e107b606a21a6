"""A batch chosen automatically ("batch=-1, autobatch picked 14", "batch=-1 自动选了 24").

Ultralytics reads ``batch=-1`` (or a fraction such as ``batch=0.7``) as "size the batch to the
card's memory" (AutoBatch): the -1 is a setting, not a batch size that makes no sense, and the
size AutoBatch settled on, when said, is the batch the job runs. Read before the out-of-range
check so "-1" is no problem, and before the batch readers so the chosen size is the batch. Pure.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_AUTO_SETTING_RE = re.compile(
    r"(?<![a-z])batch(?:[\s_-]*size)?\s*[=:]\s*(?:-1|0?\.\d{1,2}|auto)(?![\d.])"
)
"""The automatic setting itself: ``batch=-1``, ``batch=0.7``, ``batch=auto``."""
_CHOSEN_RE = re.compile(
    r"(?:auto[\s_-]?batch\w*|batch(?:[\s_-]*size)?\s*[=:]\s*(?:-1|auto)|自动(?:批大小|batch)?)"
    r"[^.?!。？]{0,30}?(?:picked|chose|chosen|selected|set(?: it)?(?: to)?|gave(?: me)?|landed on"
    r"|settled on|went with|came up with|computed|选了|选的是?|选择了|定了|算出了?|给了|设成了?)"
    r"\s*(?:a\s+)?(?:batch(?:[\s_-]*size)?\s*(?:of|=|:)?\s*)?(?:=\s*)?(?P<n>\d{1,5})(?!\d|\.\d)"
)
"""The size AutoBatch settled on: "autobatch picked 14", "batch=-1 自动选了 24"."""


_AUTO_NAMED_RE = re.compile(
    r"(?<![a-z])auto[\s_-]?batch(?!ing)(?:[\s_-]*size)?(?![a-z])|自动\s*batch"
)
"""AutoBatch named ("ultralytics autobatch keeps suggesting 9", "自动 batch 只给 10"): Ultralytics
runs it in training only (as Hugging Face's ``auto_find_batch_size``), so the job trains."""


def auto_batch_trains(work: str) -> bool:
    """Whether an automatic batch size, a training feature, is named."""
    return _AUTO_NAMED_RE.search(work) is not None


def read_auto_batch(scan: Scan) -> None:
    """Take the batch AutoBatch chose as the batch; blank the automatic setting."""
    chosen = _CHOSEN_RE.search(scan.work)
    if chosen is not None and int(chosen["n"]) > 0:
        scan.set("batch_size", int(chosen["n"]))
        scan.blank(chosen.start("n"), chosen.end("n"))
    scan.blank_all([m.span() for m in _AUTO_SETTING_RE.finditer(scan.work)])


__all__ = ["auto_batch_trains", "read_auto_batch"]

"""A weight format said with its width ("GPTQ-Int8", "awq 4bit"): the width is the precision.

Qwen and others publish "…-GPTQ-Int8" beside "…-GPTQ-Int4", and "AWQ 8-bit" exists too; a
bare "GPTQ" or "AWQ" is the 4-bit default, but a width said right after it wins, so the format
word is blanked and only the width is read (no "sized as int4" note for an 8-bit GPTQ).
Pure: no I/O.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_FORMAT_WITH_WIDTH_RE = re.compile(
    r"(?<![a-z0-9])(?:gptq|awq)(?=[\s_-]*(?:(?:int|w)?[48](?:[\s-]?bits?)?(?![0-9a-z])"
    r"|[48]\s*(?:位|比特)))"
)
"""GPTQ or AWQ followed by its width ("gptq-int8", "GPTQ Int4", "awq 8-bit", "gptq 8位")."""


def blank_format_with_width(scan: Scan) -> None:
    """Blank a format word whose width follows it: the width alone sets the precision."""
    scan.blank_all([m.span() for m in _FORMAT_WITH_WIDTH_RE.finditer(scan.work)])


__all__ = ["blank_format_with_width"]

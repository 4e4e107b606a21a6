"""Numbers of pasted tool output that are no count or size: blanked before reading; pure.

The GPU index opening an nvidia-smi table row ("|   0  NVIDIA H100 PCIe") is no GPU count; a
PCI bus id ("00000000:2B:00.0", or lspci's "0000:2b:00.0") is no "2B" model. Positions are
kept (blanked with spaces). ``smi_table`` counts nvidia-smi's rows by their 8-digit ids only,
so it keeps its own narrower pattern.
"""

from __future__ import annotations

import re

from assistant.question.quoted_values import unquote_values

_PASTED_ID_RE = re.compile(
    r"\|\s*\d{1,2}(?=\s+(?:nvidia|tesla|geforce|quadro|rtx)\b)"
    r"|(?<![0-9a-f])[0-9a-f]{4,8}:[0-9a-f]{2}:[0-9a-f]{2}\.[0-7](?![0-9a-f])"
)


def blank_pasted_ids(work: str) -> str:
    """``work`` (lowered) with nvidia-smi row indexes and PCI bus ids blanked in place.

    The quote marks around a pasted value go too ("power limit `700.00 W`": ``unquote_values``).
    """
    return unquote_values(_PASTED_ID_RE.sub(lambda m: " " * len(m.group()), work))


__all__ = ["blank_pasted_ids"]

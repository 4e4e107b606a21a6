"""Weights below the narrowest type the calculators model ("1.58bit", "IQ1_S", ternary).

Also widths said in a form no precision name covers: ExLlama's bits per weight ("4.0bpw") and
NVFP4, each sized as the modelled type of that width and said so.

"m2 ultra 跑 deepseek r1 1.58bit": Unsloth's dynamic 1.58-bit GGUF and other sub-2-bit builds
are no precision the sizing knows, so the reading becomes a ``low_bits`` problem said before
the figures, which are then for another precision. Pure: one regular expression.
"""

from __future__ import annotations

import re

from assistant.messages import fitting as say
from assistant.messages import table as table_say
from assistant.models import Problem
from assistant.question.text import Scan

_LOW_BITS_RE = re.compile(
    r"(?<![\d.])(?P<bits>1(?:\.\d{1,2})?)\s*-?\s*(?:bits?|bpw|比特)(?![a-z])"
    r"|(?<![a-z0-9])(?P<gguf>iq1_(?:s|m)|iq2_(?:xxs|xs|s|m))(?![a-z0-9])"
    r"|(?<![a-z])(?P<word>ternary|bitnet)(?![a-z])|三值"
)
"""Sub-2-bit weights: "1.58bit", "1.58-bit", "1-bit", "IQ1_S", "IQ2_XXS", ternary/BitNet."""


def read_low_bits(scan: Scan) -> None:
    """Name weights narrower than any modelled type as a problem (said first).

    A width said as bits per weight or NVFP4 is read first (``read_bit_widths``).
    """
    read_bit_widths(scan)
    m = _LOW_BITS_RE.search(scan.lower)
    if m is None:
        return
    surface = f"{m['bits']}-bit" if m["bits"] else (m["gguf"] or "").upper() or m.group()
    note = say.LOW_BITS_UNMODELLED(surface=surface)
    scan.problems.append(
        Problem(kind="low_bits", en=note.render("en"), zh=note.render("zh"), surface=surface)
    )


_BPW_RE = re.compile(r"(?<![\d.])(?P<bits>[2-9](?:\.\d{1,2})?)\s*-?\s*bpw(?![a-z])")
"""ExLlamaV2/V3 bits per weight ("4.0bpw", "4.65 bpw", "8bpw")."""
_NVFP4_RE = re.compile(r"(?<![a-z0-9])nv[\s_-]?fp4(?![0-9])")
"""NVIDIA's 4-bit float (Blackwell), the same width as MXFP4."""
_BPW_SIZED: tuple[tuple[float, float, str], ...] = (
    (3.5, 5.0, "int4"),
    (5.0, 6.0, "q5_k_m"),
    (6.0, 7.5, "q6_k"),
    (7.5, 8.5, "int8"),
)
"""Bits per weight and the modelled type of about that width (lower bound inclusive)."""


def read_bit_widths(scan: Scan) -> None:
    """A width said as bits per weight or as NVFP4, unless a precision was already read."""
    if scan.slots.get("precision") is not None:
        return
    bpw = _BPW_RE.search(scan.work)
    if bpw is not None:
        bits = float(bpw["bits"])
        sized = next((name for low, high, name in _BPW_SIZED if low <= bits < high), None)
        if sized is not None:
            scan.set("precision", sized)
            surface = f"{bpw['bits']}bpw"
            scan.assumptions.append(say.BITS_PER_WEIGHT_AS(surface=surface, sized=sized))
            exl2 = table_say.QUANT_FORMAT_AS_INT4(name="EXL2")  # the width said wins
            scan.assumptions = [note for note in scan.assumptions if note != exl2]
            scan.blank(*bpw.span())
        return
    nvfp4 = _NVFP4_RE.search(scan.work)
    if nvfp4 is not None:
        scan.set("precision", "mxfp4")
        scan.assumptions.append(say.NVFP4_AS_MXFP4())
        scan.blank(*nvfp4.span())


__all__ = ["read_bit_widths", "read_low_bits"]

"""Tool output whose figures are named apart from them: a CSV row, a byte count.

``nvidia-smi --query-gpu=name,memory.total,power.limit --format=csv`` prints the values in the
order the fields were asked ("NVIDIA GeForce RTX 4090, 24564 MiB, 450.00 W"): each value is read
as its field's (``queried_fields``). ``rocm-smi --showmeminfo vram`` prints memory in bytes
("VRAM Total Memory (B): 205822885888"): read as MiB, as nvidia-smi would print it
(``bytes_as_mib``). Pure: no I/O.
"""

from __future__ import annotations

import re

_QUERY_RE = re.compile(
    r"--query-gpu[= ]\s*(?P<fields>[a-z][a-z0-9._]*(?:\s*,\s*[a-z][a-z0-9._]*)+)"
    r"(?P<rest>[\s\S]{0,400})"
)
_SAYS_RE = re.compile(
    r"(?:→|->|=>|:|\bgives?\b|\bgave\b|\bshows?\b|\breturns?\b|\bprints?\b|\boutputs?\b"
    r"|\bsays\b|显示|输出|返回|得到)"
)
_ROW_RE = re.compile(r"[^`'\"\n→]+")


def queried_fields(folded: str) -> dict[str, str]:
    """Each field of an ``nvidia-smi --query-gpu`` mapped to the value printed for it.

    The first row after the command with as many comma-separated values as fields asked, and
    not the header row (field names, units in brackets); empty when none is found.
    """
    m = _QUERY_RE.search(folded)
    if m is None:
        return {}
    fields = [f.strip() for f in m["fields"].split(",")]
    rest = m["rest"]
    for said in _SAYS_RE.finditer(rest):
        for row in _ROW_RE.finditer(rest, said.end()):
            values = [v.strip() for v in row[0].split(",")]
            if len(values) != len(fields) or not all(values):
                continue
            if "[" in row[0] or values[0] == fields[0]:
                continue  # the header row: "name, memory.total [mib], power.limit [w]"
            return dict(zip(fields, values, strict=True))
    return {}


_WATTS_RE = re.compile(r"^(\d{1,4}(?:\.\d+)?)\s*w$")
_LIMIT_FIELDS = ("power.limit", "enforced.power.limit")


def queried_limit_w(folded: str) -> float | None:
    """The power limit an ``nvidia-smi --query-gpu`` row printed (W), or None."""
    fields = queried_fields(folded)
    for name in _LIMIT_FIELDS:
        m = _WATTS_RE.match(fields.get(name, ""))
        if m is not None:
            return float(m[1])
    return None


_BYTES_RE = re.compile(
    r"\(b\)\s*:?\s*(?P<a>\d{9,15})(?![\d.])|(?<![\d.])(?P<b>\d{9,15})\s*(?:bytes|字节)(?![a-z])"
)


def bytes_as_mib(folded: str) -> str:
    """``folded`` with each byte count of a card's memory written in MiB ("196288 mib")."""

    def mib(m: re.Match[str]) -> str:
        value = int(m["a"] or m["b"]) / 2**20
        return f" {value:.0f} mib"

    return _BYTES_RE.sub(mib, folded)


__all__ = ["bytes_as_mib", "queried_fields", "queried_limit_w"]

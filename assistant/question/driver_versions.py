"""The NVIDIA driver and the CUDA build a question states ("torch cu124 on driver 470").

``driver_said(text)``: the driver's version as written ("470", "535.104"); ``cuda_build_said``:
the CUDA release of a build ("cu124", "cuda 12.1", "CUDA Version: 12.2") as "12.4". Pure.
"""

from __future__ import annotations

import re

from assistant.question.text import fold

_DRIVER_RE = re.compile(
    r"(?:driver|驱动|nvidia-driver-|nvidia-)(?:\s*(?:version|版本))?\s*(?:is|:|=|是|为|版本)?\s*"
    r"(?:v|r)?(?P<a>[3-5]\d\d)(?:\.(?P<b>\d{1,3}))?(?:\.\d+)?(?![\d.])"
    r"|(?<![\d.])(?P<c>[3-5]\d\d)(?:\.(?P<d>\d{1,3}))?(?:\.\d+)?\s*(?:的)?\s*(?:driver|驱动)"
)
_CUDA_RE = re.compile(
    r"(?<![a-z])cu(?P<a>1[1-3])(?P<b>\d)(?!\d)"
    r"|cuda(?:\s*(?:version|runtime|toolkit|版本))?\s*[:=]?\s*(?P<c>1[1-3])\.(?P<d>\d)(?!\d)"
)


def driver_said(text: str) -> str | None:
    """The NVIDIA driver version stated ("470", "535.104"), or None."""
    m = _DRIVER_RE.search(fold(text))
    if m is None:
        return None
    major, minor = (m["a"], m["b"]) if m["a"] else (m["c"], m["d"])
    return f"{major}.{minor}" if minor else major


def cuda_build_said(text: str) -> str | None:
    """The CUDA release of a build or runtime stated ("12.4"), or None."""
    m = _CUDA_RE.search(fold(text))
    if m is None:
        return None
    return f"{m['a']}.{m['b']}" if m["a"] else f"{m['c']}.{m['d']}"


def driver_markers(text: str) -> dict[str, str | None]:
    """``Query.driver_version`` and ``Query.cuda_build`` read from ``text``."""
    return {"driver_version": driver_said(text), "cuda_build": cuda_build_said(text)}


__all__ = ["cuda_build_said", "driver_markers", "driver_said"]

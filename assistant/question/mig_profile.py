"""A MIG instance read off a machine: "MIG 2g.20gb" in ``nvidia-smi -L``, "1g.10gb 的实例".

A MIG profile names its compute slices and its memory ("3g.40gb": 3 of the card's 7 compute
slices, 40 GB); seen on a rented card it means the machine holds a slice, not the whole card.
Whether the slicing itself is asked ("is it sliced?", "是不是被切了") decides what a yes means.
Pure: regular expressions over the folded text.
"""

from __future__ import annotations

import re

_PROFILE_RE = re.compile(r"(?<![a-z0-9])(?P<slices>[1-7])g\.(?P<gb>\d{1,3})gb(?:\+me)?(?![a-z0-9])")
"""A MIG profile's name: compute slices, then memory ("2g.20gb", "1g.10gb+me")."""
_SLICED_ASKED_RE = re.compile(
    r"(?<![a-z])(?:slic(?:e|es|ed|ing)|partition\w*|split(?: up)?|carv\w*|a mig|mig instance"
    r"|mig(?:'d| mode)|shared|vgpu)(?![a-z])|切(?:了|片|分|过)|分割|分片|被分|虚拟化|共享"
)
"""The slicing itself asked about ("is it sliced?", "是不是被切了")."""


def mig_profile(folded: str) -> str | None:
    """The MIG profile named in ``folded`` ("2g.20gb"), or None."""
    m = _PROFILE_RE.search(folded)
    return f"{m['slices']}g.{m['gb']}gb" if m is not None else None


def profile_parts(profile: str) -> tuple[int, int]:
    """A profile's compute slices and memory in GB: "3g.40gb" -> (3, 40)."""
    m = _PROFILE_RE.fullmatch(profile)
    return (int(m["slices"]), int(m["gb"])) if m is not None else (0, 0)


def slicing_asked(folded: str) -> bool:
    """Whether the question asks if the card is sliced (a yes then confirms the slice)."""
    return _SLICED_ASKED_RE.search(folded) is not None


__all__ = ["mig_profile", "profile_parts", "slicing_asked"]

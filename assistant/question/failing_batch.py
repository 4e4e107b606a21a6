"""A batch that runs beside a larger one that fails ("batch_size 16 runs, 32 throws OOM"); pure.

The trouble asked about is the failing batch: the one that runs is what the asker already
has. "batch 16 没问题，32 直接爆显存", "bs=8 works but 16 OOMs": the batch read is the second.
"""

from __future__ import annotations

import re

_BATCH_WORD = r"(?:(?<![a-z])(?:micro[\s_-]*)?batch(?:[\s_-]*size)?|(?<![a-z])bs|批大小|批量|批次)"
_RUNS = (
    r"(?:runs?|works?|is fine|was fine|fits|ok(?:ay)?|goes through"
    r"|能跑|可以跑|没问题|正常|跑得动|可以)"
)
_AT_ONCE = (
    r"(?:(?:instantly|immediately|straight away|right away|just|directly"
    r"|立刻|马上|直接|就)\s*)?"
)
_FAILS = (
    r"(?:throws|gives|hits|ooms?|fails?|crash(?:es)?|dies|blows up|runs? out"
    r"|爆|报|炸|挂)"
)
FAILING_BATCH_RE = re.compile(
    rf"{_BATCH_WORD}\s*(?:=|:|of|为|是)?\s*(?P<ok>\d+)\s*{_RUNS}[^.;。；\d]{{0,12}}?"
    r"(?:(?:but|while|and|yet|但是?|而|可)\s*)?(?:at\s+|用\s*|到\s*|换成?\s*|开到\s*)?"
    rf"(?P<n>\d+)\s*{_AT_ONCE}{_FAILS}"
)
"""The batch that runs, then the larger one that fails, in one clause."""


def failing_batch(lower: str) -> tuple[int, tuple[int, int]] | None:
    """The failing batch and the span of the one that runs (blanked, so it is not read too).

    None when no batch is said to run beside a larger one that fails.
    """
    m = FAILING_BATCH_RE.search(lower)
    if m is None or int(m["n"]) <= int(m["ok"]):
        return None
    return int(m["n"]), (m.start(), m.end("ok"))


__all__ = ["failing_batch"]

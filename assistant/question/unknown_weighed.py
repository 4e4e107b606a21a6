"""A card the catalog lacks, weighed against one it holds ("rx 7800 xt or 4060 ti 16gb").

The choice has one side only: answered as the card it holds alone, it would size a card the
user may not take. The question is marked (``Query.unknown_card_weighed``) and the not-covered
kind names the missing card first, with the closest it holds. Pure: the card spans
``gpu_names`` read, before they are blanked.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_JOINED_RE = re.compile(
    r"\s*(?:,|/|\bor\b|\bvs\.?|\bversus\b|\bagainst\b|还是|或者|或|对比|比较|和|跟|与)\s*"
    r"(?:(?:an?|the|one)\s+)?(?:(?:二手|全新|新的?|矿|used|new|refurb\w*|second-?hand)\s*(?:的\s*)?)?"
)
"""What joins two options said side by side: "X or Y", "X vs. Y", "X 还是 Y", "X/Y", with the
card's condition after it ("B580 跟二手 2060", "a 7800 xt or a used 3080")."""
_MEASURED_AGAINST_RE = re.compile(
    r"[^，,。？?！!；;]{0,12}(?:能到|能达到|达到|相当于|比得上|赶得上|追得上|对标|接近|比)\s*"
    r"|[^,.?!;]{0,30}?(?<![a-z])(?:compared? (?:to|with)|relative to|as fast as|close to|keeps? up"
    r" with|match(?:es)?)\s+(?:(?:an?|the)\s+)?"
)
"""The unknown card measured against the known one, a job between them: "海光 K100 训大模型能到
A800 的几成", "MTT S4000 for training, how close to an A100"."""


def read_unknown_weighed(
    scan: Scan, spans: list[tuple[int, int]], known: list[tuple[int, str, int]]
) -> None:
    """Mark a card read as unknown that is joined as an option to a card the catalog holds.

    ``spans``: every card mention's span; ``known``: the catalog cards' (start, id, end).
    """
    said = [(p.surface or "").lower() for p in scan.problems if p.kind == "unknown_gpu"]
    starts = {start for start, _, _ in known}
    unknown = [
        (begin, end)
        for begin, end in spans
        if begin not in starts and any(s and s in scan.work[begin:end] for s in said)
    ]
    for begin, end in unknown:
        for start, _, stop in known:
            gap = scan.work[end:start] if end <= start else scan.work[stop:begin]
            against = end <= start and _MEASURED_AGAINST_RE.fullmatch(gap) is not None
            if _JOINED_RE.fullmatch(gap) or against:
                scan.slots["unknown_card_weighed"] = True
                return


__all__ = ["read_unknown_weighed"]

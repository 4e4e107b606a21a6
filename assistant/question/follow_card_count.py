"""A count of the earlier card said by a short name of it ("two sparks", "三台spark").

After a question about a DGX Spark, "what if i cluster two sparks" names no card the catalog
knows on its own ("spark" alone is Apache Spark too), but the word is part of the card asked
about before: the follow-up asks about that many of it. Only a letters-only word of the card's
id counts (not a maker's or line's prefix such as "rtx" or "pro"), with a count said before it.

Pure: reads only the follow-up's words and the earlier request.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.numbers import number
from assistant.question.text import fold

_PREFIXES = frozenset(
    "rtx gtx tesla geforce quadro radeon instinct nvidia amd intel apple pcie sxm nvl max pro"
    " ultra super mini plus core".split()
)
"""Words of an id that name a line or a form, not the card: "two pros" is no count of it."""
_COUNT = r"(?P<n>\d{1,3}|[a-z]{3,6}|[一二两三四五六七八九十]{1,2})"
_UNIT = r"\s*(?:x\s*|台|个|张|块|套)?\s*(?:(?:of (?:the |those |these |my )?)|(?:dgx|nvidia)\s+)?"


def _id_words(gpu_id: str) -> list[str]:
    return [w for w in gpu_id.split("-") if re.fullmatch(r"[a-z]{4,}", w) and w not in _PREFIXES]


def count_of_earlier_card(previous: Query, text: str) -> int | None:
    """The count said before a word of the earlier card's id ("two sparks"), or None."""
    if len(previous.gpus) != 1:
        return None
    folded = fold(text)
    for word in _id_words(previous.gpus[0].gpu_id):
        pattern = re.compile(rf"(?<![a-z0-9.]){_COUNT}{_UNIT}{word}(?:e?s)?(?![a-z])")
        for m in pattern.finditer(folded):
            value = number(m["n"])
            if value is not None and value == int(value) and 1 <= value <= 64:
                return int(value)
    return None


__all__ = ["count_of_earlier_card"]

"""An out-of-memory error asked whether the model is simply too big: a yes or no first.

"`CUDA out of memory` loading llama 3.1 70b AWQ into vllm on one A100 40GB. is it just too big,
or is it a gpu-memory-utilization thing?", "爆显存了，是模型太大还是参数没设好": the fit check's
numbers answer it (``Query.too_big_asked``). Pure: a regular expression over the folded text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.text import fold

_TOO_BIG_RE = re.compile(
    r"(?:\bis (?:it|that|this|the model)|\bjust|\bsimply|\bmodel(?: is)?) (?:just |simply )?too"
    r" (?:big|large)\b[^?]{0,80}\?"
    r"|(?:是不是|是)(?:模型)?太大|太大(?:了)?(?:吗|还是|么)|(?:放|装)不下(?:吗|还是)"
)
"""The model's size put as the cause and asked ("is it just too big, or …?", "是模型太大还是")."""


def read_too_big(query: Query) -> Query:
    """``query`` with ``too_big_asked`` when an out-of-memory error asks if the size is why."""
    if query.trouble != "oom" or _TOO_BIG_RE.search(fold(query.text)) is None:
        return query
    return query.model_copy(update={"too_big_asked": True})


__all__ = ["read_too_big"]

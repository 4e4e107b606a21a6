"""An LLM's decode speed seen on the asker's card, asked to be judged: "这个数正常不?".

"A800 单卡 vllm 跑 qwen2.5-72b int4，单并发 22 tok/s，这个数正常不", "视频里 mi50 有 20
tok/s，我这张只有 11，是卡有问题吗": a rate seen and a doubt about it is a slow job to
troubleshoot, judged against the speed estimate (``answer.speed_judged``), not a serve count or
a plain estimate.
The speed asked outright ("what's a normal speed? seeing 45 t/s") stays the speed kind's
(``question.speed_asked``). Pure: regular expressions over the folded question text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.media_seen import JUDGED_RE, SPEED_ASKED_RE
from assistant.question.readings import seen_tokens_per_s
from assistant.question.speed_asked import speed_asked_outright
from assistant.question.text import fold

_OWN_BARE_RE = re.compile(
    r"(?:t/s|tok(?:en)?s?/s|tokens?(?:/s| per second| a second)|tps)"
    r".{0,40}?(?:mine|my (?:card|gpu|one|box)|我(?:这|的)|自己).{0,24}?"
    r"(?:只有|才|仅|only|just|gets?|does)\s*~?\s*(\d+(?:\.\d+)?)(?!\s*(?:g|gb|%|w|张|卡|b\b|k\b|\.\d))"
)
"""Another's rate given with its unit, then the asker's own bare ("有 20 tok/s，我这张只有 11")."""
_SINGLE_STREAM_RE = re.compile(
    r"单并发|单路|单用户|单个请求|single[- ](?:stream|user|request|sequence)"
    r"|one (?:stream|user|request)"
    r"|batch(?: size)?\s*(?:=|of)?\s*1(?!\d)|bs\s*=?\s*1(?!\d)|并发\s*(?:=|为|是)?\s*1(?!\d)"
)
"""The rate said of one stream: a speed seen, not a load of that many users to serve."""
_PROMPT_RE = re.compile(
    r"(?<![a-z])(?:prompts?|prefill\w*|ingest\w*|pp\d*|ttft|time to first token)(?![a-z])"
    r"|预填充|提示词|首字|首 token"
)
"""The prompt's phase named beside the rate: the slow part is the prompt, not the decode."""
_DECODE_LABEL_RE = re.compile(r"(?<![a-z])tg\d*\s*[=:]?\s*~?\s*(?<![\d,.])(\d+(?:\.\d+)?)")
"""llama-bench's decode result ("tg128 = 47 t/s"): the rate judged, beside the prompt's pp512."""
_STOCK_LIMIT_RE = re.compile(
    r"(?:power limit|power cap|pl|tdp)\s*(?:is\s*|at\s*)?(?:stock|default|untouched|not changed)"
    r"|(?:stock|default) (?:power limit|power cap|pl|tdp)|功耗墙?(?:是)?默认|默认功耗"
)
"""The power limit said to be left as shipped: the setup stated, no power asked."""
_ELSEWHERE = ("cost", "rent_vs_buy", "price", "recommend")
"""Intents that ask something else of the rate seen (a price, a card to buy)."""


def own_rate(folded: str) -> float | None:
    """The rate the asker sees: their own bare figure after another's, else the rate said."""
    own = _OWN_BARE_RE.search(folded)
    if own is not None and float(own.group(1)) > 0:
        return float(own.group(1))
    return seen_tokens_per_s(folded)


def read_rate_judged(query: Query) -> Query:
    """A decode rate seen on one named card, its model named, and judged: a slow job."""
    sized = query.model_id is not None or query.params_b is not None
    if not sized or not query.gpus or query.workload_id is not None:
        return query
    folded = fold(query.text)
    # "单并发 22 tok/s": one stream's rate seen, not 22 users to serve
    single = _SINGLE_STREAM_RE.search(folded) is not None
    task = None if query.task == "serve" and single else query.task
    stock = query.task == "power" and _STOCK_LIMIT_RE.search(folded) is not None
    task = None if stock else task  # "power limit stock": said of the setup, not asked
    if not single and (query.users or query.asks_capacity):  # "how many users at ~15 tok/s"
        return query
    if query.task == "troubleshoot" and query.trouble == "slow":  # "…有 20，我这张只有 11"
        own = _OWN_BARE_RE.search(folded)
        return (
            query.model_copy(update={"observed_tokens_per_s": float(own.group(1))})
            if own
            else query
        )
    # serve reads as a pick, a power limit left stock as its bill: neither asks one
    elsewhere = query.intent in _ELSEWHERE and query.task != "serve" and not stock
    if task is not None or elsewhere or query.named_candidates:
        return query
    if len({g.gpu_id for g in query.gpus}) > 1:
        return query
    if JUDGED_RE.search(folded) is None or speed_asked_outright(query.text):
        return query
    decode = _DECODE_LABEL_RE.search(folded)  # "pp512 = 2050 t/s, tg128 = 47 t/s": the tg
    if SPEED_ASKED_RE.search(folded) or _PROMPT_RE.search(folded) and decode is None:
        return query  # "what's realistic tg … seeing 14 t/s": the speed asked
    seen = float(decode.group(1)) if decode is not None else own_rate(folded)
    if seen is None:
        return query
    update: dict[str, object] = {
        "task": "troubleshoot",
        "trouble": "slow",
        "observed_tokens_per_s": seen,
        "intent": "concept",
        "users": None if query.task == "serve" else query.users,
        "power_ask": None if stock else query.power_ask,
    }
    return query.model_copy(update=update)


__all__ = ["own_rate", "read_rate_judged"]

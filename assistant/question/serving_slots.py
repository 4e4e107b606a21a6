"""Serving slots of a question: concurrent users, a per-user tokens/s target, the runtime.

A small reading on top of ``parse`` that fills only slots parsing left empty (``users``,
``tokens_per_s_target``, ``engine``, ``task``), so a fuller parser can take them over.
"""

from __future__ import annotations

import re

from assistant.models import Engine, Query

_USERS = re.compile(
    r"(?<![\d,.])(\d[\d,]{0,9})\s*(?:concurrent\s+|simultaneous\s+|parallel\s+|active\s+)?"
    r"(?:users?|requests?|sessions?|streams?|clients?|agents?|conversations?|chats?)\b"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:concurrent|simultaneous)\b"  # "50 concurrent at peak"
    r"|(?:users?|concurrency)\s*(?:doubles?|grows?|goes up|increases?|rises?)?\s*to\s*"
    r"(\d[\d,]{0,9})"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:个|位|路)?\s*(?:并发)?\s*(?:用户|请求|会话)"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:路|个)\s*并发"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:个)?人(?:的)?(?:小)?(?:团队|公司|同时|在线|共用|一起用|用)",
    re.IGNORECASE,
)
_USERS_WORDS = re.compile(
    r"\b(?:a|one)\s+(?P<scale>thousand|million)\s+(?:concurrent\s+|simultaneous\s+)?"
    r"(?:users?|requests?|people|sessions?)\b",
    re.IGNORECASE,
)
"""A user count in words ("a million concurrent users")."""
_TPS = re.compile(
    r"(?<![\d.])(\d{1,6}(?:\.\d{1,3})?)\s*(?:tokens?|tok)\s*(?:/\s*s(?:ec)?|per\s+second|每秒)",
    re.IGNORECASE,
)
_AGGREGATE = re.compile(
    r"^\W*(?:in\s+)?(?:aggregate|total|combined|overall|across all users)"
    r"|^\W*(?:总吞吐|总共|合计|总)",
    re.I,
)
"""Right after a tokens/s figure: the whole server's throughput, not one user's."""
_SERVE = re.compile(r"\bserv(?:e|ing)\b|\bconcurren|\bthroughput\b|部署|并发|服务|吞吐", re.I)
ENGINE_WORDS: tuple[tuple[re.Pattern[str], Engine], ...] = (
    (re.compile(r"\bollama\b|llama\.?cpp|\bgguf\b|lm\s*studio", re.I), "llama.cpp"),
    (re.compile(r"\bexllama(?:v2)?\b|\bexl2\b", re.I), "exllamav2"),
    (re.compile(r"\bvllm\b", re.I), "vllm"),
    (re.compile(r"\bsglang\b", re.I), "sglang"),
    (re.compile(r"tensorrt[- ]?llm|\btrt[- ]?llm\b", re.I), "tensorrt-llm"),
    (re.compile(r"\btransformers\b|hugging\s*face", re.I), "transformers"),
)
GGUF_PRECISIONS = frozenset({"q8_0", "q6_k", "q5_k_m", "q4_k_m", "q4_0", "q3_k_m", "q2_k"})


def _number(text: str) -> int:
    return int(text.replace(",", ""))


def read_serving(query: Query) -> Query:
    """``query`` with users, per-user tokens/s, engine and the serve task filled where empty."""
    text = query.text
    update: dict[str, object] = {}
    users_match = _USERS.search(text)
    if query.users is None and users_match:
        users = _number(next(g for g in users_match.groups() if g))
        if users >= 1:
            update["users"] = users
    words = _USERS_WORDS.search(text) if query.users is None and not users_match else None
    if words is not None:
        update["users"] = 1_000 if words["scale"].lower() == "thousand" else 1_000_000
    tps = _TPS.search(text)
    aggregate = tps is not None and _AGGREGATE.search(text[tps.end() : tps.end() + 40]) is not None
    if tps is not None and aggregate:
        update["aggregate_tokens_per_s"] = float(tps[1])  # "2000 tokens/s aggregate"
    elif query.tokens_per_s_target is None and tps and (users_match or _SERVE.search(text)):
        update["tokens_per_s_target"] = float(tps[1])
    if query.engine is None:
        named = next((engine for pattern, engine in ENGINE_WORDS if pattern.search(text)), None)
        if named is None and query.precision in GGUF_PRECISIONS:
            named = "llama.cpp"
        if named is not None:
            update["engine"] = named
    serving = (update.get("users") or query.users) and _SERVE.search(text)
    asks_gpus = query.intent in ("speed", "recommend")
    if query.task is None and serving and asks_gpus and (query.model_id or query.params_b):
        update["task"] = "serve"
        update["intent"] = "recommend"
    return query.model_copy(update=update) if update else query


__all__ = ["read_serving"]

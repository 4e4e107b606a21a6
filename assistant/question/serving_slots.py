"""Serving slots of a question: concurrent users, per-user speed and latency targets, the runtime.

``read_latency`` runs inside ``parse`` with the other number readers (it blanks what it takes):
time-to-first-token and inter-token-latency targets ("TTFT under 500 ms", "首token延迟 < 1秒",
"TPOT ≤ 40 ms", "每个token间隔不超过50ms") and the prompt length they are asked for. The rest is
a small reading on top of ``parse`` that fills only slots parsing left empty (``users``,
``tokens_per_s_target``, ``engine``, ``task``), so a fuller parser can take them over.
"""

from __future__ import annotations

import re

from assistant.messages import readings
from assistant.messages import request_rate as rate_say
from assistant.models import Engine, Query
from assistant.question.claimed_load import claimed_load
from assistant.question.daily_active import people_beside_load, users_from_daily
from assistant.question.each_rate import rate_of_everyone
from assistant.question.lexicon import CN_CHARS, NUM_START
from assistant.question.numbers import number, tokens_value
from assistant.question.peak_load import peak_over_people
from assistant.question.people_load import (
    ALL_AT_ONCE_UP_TO,
    PEAK_SHARE,
    people_asked_against,
    people_said,
    users_at_peak,
)
from assistant.question.phase_gap import decode_doubted
from assistant.question.readings import memory_utilization
from assistant.question.request_rate import (
    REQUEST_OUTPUT_TOKENS,
    stated_request_rate,
)
from assistant.question.speed_words import WORDED_FLOOR_TOKENS_PER_S, worded_speed_floor
from assistant.question.stream_slots import streams_of_users
from assistant.question.text import Scan
from assistant.question.thousands import expand_thousands
from assistant.question.time_target import time_target
from assistant.question.tokens_per_period import tokens_per_period
from assistant.question.ttft_seen import ttft_seen

_TTFT_WORD = (
    r"(?:ttft|time[\s-]*to[\s-]*first[\s-]*token|first[\s-]*token(?:[\s-]*(?:latency|time))?"
    r"|首\s*(?:个\s*)?(?:token|字|词元|包)\s*(?:的\s*)?(?:延迟|时延|时间|响应时间|响应|耗时)?)"
)
_ITL_WORD = (
    r"(?:itl|tpot|inter[\s-]*token(?:[\s-]*latency)?|time[\s-]*per[\s-]*output[\s-]*token"
    r"|(?:per|each)[\s-]*token[\s-]*latency|token[\s-]*to[\s-]*token(?:[\s-]*latency)?"
    r"|(?:每个?\s*)?(?<!首)(?<!首 )(?:token|字)\s*(?:之间|间)?\s*(?:的\s*)?(?:间隔|延迟|时延)"
    r"|每个?\s*(?:token|字)(?!\s*(?:间隔|延迟|时延))|出字间隔|吐字间隔)"
)
_VALUE = (
    rf"{NUM_START}(?P<n>\d+(?:\.\d+)?|[{CN_CHARS}]+|半)\s*"
    r"(?P<u>ms|msec|milliseconds?|毫秒|s|secs?|seconds?|秒钟?)(?![a-z])"
)
_GAP = r"(?:\s*(?:p\d{2,3}|中位数?|平均|median|mean|average)\s*|[^\d。，,;；?？!！\n]){0,24}?"
"""Words between a latency name and its figure ("under", "≤", "p50", "控制在", "不超过")."""
_LATENCY_RES = (
    (re.compile(rf"(?P<w>{_TTFT_WORD}){_GAP}{_VALUE}"), "ttft"),
    (
        re.compile(
            rf"{_VALUE}\s*(?:以内|之内|内)?\s*(?:出|返回|吐出|给出)?\s*(?:的\s*)?"
            rf"(?:p\d{{2,3}}\s*)?(?P<w>{_TTFT_WORD})"
        ),
        "ttft",
    ),
    (re.compile(rf"(?P<w>{_ITL_WORD}){_GAP}{_VALUE}"), "itl"),
    (
        re.compile(
            rf"{_VALUE}\s*(?:(?:per|/|each|every|a)\s*(?:output\s+|generated\s+)?token(?![a-z/])"
            rf"|(?:p\d{{2,3}}\s*)?(?P<w>{_ITL_WORD}))"
        ),
        "itl",
    ),
)
"""Time to first token, then inter-token latency: each with its name first, then its figure
first ("TTFT under 500 ms", "1秒内出首token", "ITL 50ms", "50 ms per token")."""
_PROMPT_RES = (
    re.compile(
        rf"{NUM_START}(?P<n>\d+(?:\.\d+)?)\s*(?P<k>k)?[\s-]*(?:tokens?|tok)[\s-]*(?:long\s+)?"
        r"(?:input\s+)?(?:prompts?|inputs?)(?![a-z])"
    ),
    re.compile(
        r"(?<![a-z])(?:prompts?|inputs?)\s*(?:(?:of|are|is|around|about|averaging|avg|~|=|:)\s*)?"
        r"(?:(?:about|around|~)\s*)?(?P<n>\d+(?:\.\d+)?)\s*(?:(?P<k>k)\s*)?tokens?(?![a-z])"
    ),
    re.compile(
        r"(?:提示词|输入|prompt)\s*(?:长度\s*)?(?:(?:为|是|约|大约|有|平均)\s*)?(?P<n>\d+(?:\.\d+)?)\s*"
        r"(?:(?P<k>k)\s*)?(?:个\s*)?(?:tokens?|词元)"
    ),
    re.compile(
        rf"{NUM_START}(?P<n>\d+(?:\.\d+)?)\s*(?:(?P<k>k)\s*)?(?:个\s*)?(?:tokens?|词元)\s*(?:的\s*)?"
        r"(?:提示词|输入|prompt)"
    ),
)
MAX_TTFT_S = 600.0
MAX_ITL_MS = 10_000.0
"""Figures past these are not a latency anyone serves to (a typo or another quantity)."""

_USERS = re.compile(
    r"(?<![\d,.])(\d[\d,]{0,9})\s*(?:concurrent\s+|simultaneous\s+|parallel\s+|active\s+|live\s+)?"
    r"(?:users?|requests?|sessions?|streams?|clients?|agents?|conversations?|chats?)\b"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:concurrent|simultaneous|concurrency)\b"  # "50 concurrent"
    # server slots and sequences decoded at once: "20 parallel slots", "8 concurrent sequences"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:concurrent|simultaneous|parallel)\s+"
    r"(?:\d{1,3}\s*k[\s-]+(?:tokens?[\s-]+)?)?(?:slots?|sequences?|seqs?)\b"  # "8 parallel 32k"
    r"|(?<![\w-])(?:-np|--parallel)\s+(\d{1,4})\b"  # llama.cpp server slots
    # vLLM's sequences batched at once: "--max-num-seqs 64", "max_num_seqs=128"
    r"|(?<![a-z])max[\s_-]?num[\s_-]?seqs\s*(?:=|:|of|to|at|设为|设成|开到|为|是)?\s*(\d{1,5})\b"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:个\s*)?(?:(?:并发|并行)\s*)?槽位?"
    r"|(?:users?|concurrency)\s*(?:(?:doubles?|grows?|goes up|increases?|rises?)\s*)?to\s*"
    r"(\d[\d,]{0,9})"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:(?:个|位|路)\s*)?(?:并发\s*)?(?:用户|请求|会话)"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:路|个)\s*并发"
    # the concurrency set: "并发开到64", "并发数 32", "concurrency of 64"
    r"|(?:并发(?:数|量)?|concurrency(?:\s+(?:of|at|set to))?)"
    # a changed load: "并发翻倍到100", "并发提到 80"
    r"(?:\s*(?:翻倍|加倍|翻番|提高|提升|增加|增长|涨|升|加|扩大?|降低?|减少?|缩减?|砍|提)(?=\s*(?:到|至)))?"
    r"\s*(?:开到|设为|设成|设到|调到|拉到|超过|超出|过了?|上了?|达到|到|至|为|是|=|:|：)?\s*(\d[\d,]{0,9})(?![\d.]*\s*(?:k|b|g|tokens?|ms|s\b|%))"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:个)?人(?:的)?(?:小)?(?:团队|公司|同时|在线|共用|一起用|用)"
    # calls transcribed live: "150 simultaneous calls", "150个坐席同时通话", "80路通话"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:concurrent|simultaneous|parallel|live)\s+(?:phone\s+)?"
    r"(?:calls?|callers?)\b"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:(?:个|位)\s*)?(?:坐席|座席)"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*(?:路|通)\s*(?:通话|电话|语音|音频)"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s*路(?=[^。？?！!]{0,6}每路)"  # "开 64 路、每路 8k": sequences
    # people named by who they are, said to use it together: "5 family members at once", "80
    # support agents, each with a ~6k conversation" (no other number between: "~60 devs, maybe
    # 15 hitting it at once" is 15, read below)
    r"|(?<![\d,.])(\d[\d,]{0,9})\s+(?:of (?:our|my|the|us)\s+)?(?:[a-z][a-z-]*\s+)?(?:members"
    r"|agents|people|devs|developers|engineers|employees|staff|students|researchers|analysts"
    r"|teammates|colleagues|coworkers|folks|kids)\b"
    r"(?:(?!(?<![\w.])\d[\d,]*\s+(?:hitting|using|chatting|querying|of them|online|concurrent"
    r"|at once|people|users))(?![.?!;](?:\s|$)).){0,40}?(?:at once|at the same time|simultaneously"
    r"|concurrently|in parallel|each (?:with|having|holding|running))\b"
    # "15 hitting it at once", "40 devs using it simultaneously"
    r"|(?<![\d,.])(\d[\d,]{0,9})\s+(?:(?:people|users|devs|developers|engineers|employees"
    r"|students|customers|of them|folks|members|annotators|label(?:l)?ers|operators|reviewers"
    r"|editors|artists|designers|doctors|radiologists|inspectors)\s+)?"
    r"(?:(?:hitting|using|querying|calling|on"
    r"|chatting (?:with|to)|talking to|messaging)\s+(?:it|the (?:model|server|api|endpoint|bot))"
    r"|chatting|talking|typing|online|active|asking|clicking|working|annotating|label(?:l)?ing"
    r"|uploading|submitting|segmenting|dictating|speaking)\s+(?:at once|at the same time"
    r"|simultaneously|concurrently)\b",
    re.IGNORECASE,
)
_STAFF = re.compile(
    r"(?<![\d,.])(\d[\d,]{0,5})(?:-?ish|\+)?\s+(?:(?:ml|ai|software|data|internal)\s+)?"
    r"(?:engineers|developers|devs|employees|staff(?:ers)?|students|researchers|analysts"
    r"|teammates|colleagues|co-?workers)\b",
    re.IGNORECASE,
)
"""A head count of the people who will use it ("12 engineers"): no load, only who."""
_USERS_WORDS = re.compile(
    r"\b(?:a|one)\s+(?P<scale>thousand|million)\s+(?:concurrent\s+|simultaneous\s+)?"
    r"(?:users?|requests?|people|sessions?)\b",
    re.IGNORECASE,
)
"""A user count in words ("a million concurrent users")."""
_TPS = re.compile(
    r"(?<![\d,.])(\d{1,3}(?:,\d{3})+|\d{1,6}(?:\.\d{1,3})?)\s*(k)?\s*(\+)?\s*"
    r"(?:generated\s+|output\s+|decode[d]?\s+)?"
    r"(?:tokens?|tok)\s*(?:/\s*s(?:ec)?|per\s+second|每秒)",
    re.IGNORECASE,
)
"""A tokens/s figure ("30 tokens/s", "5k tok/s", "1,100 tok/s", "10+ tok/s": the plus a floor)."""
_TPS_ZH = re.compile(
    r"每秒\s*(?:生成|输出|吐)?\s*(?:至少|起码|最少|不低于|能有|要有)?\s*(?:生成|输出|吐)?"
    r"\s*(\d{1,6}(?:\.\d{1,3})?)\s*(k)?\s*个?\s*(?:tokens?|tok)",
    re.I,
)
"""The same said the Chinese way round ("每秒 15 个 token")."""
_AGGREGATE = re.compile(
    r"^\W*(?:in\s+)?(?:aggregate|total|combined|overall|across all users)"
    # the rate at the busiest hour is the whole server's: "3500 output tok/s peak"
    r"|^\W*peak(?![a-z])(?!\s*(?:per|each|for each)\b)"
    r"|^\W*(?:总吞吐|总共|合计|总|峰值)",
    re.I,
)
"""Right after a tokens/s figure: the whole server's throughput, not one user's."""
_AGGREGATE_BEFORE = re.compile(
    r"(?:峰值|高峰(?:期|时)?|总吞吐量?|总共|合计|(?<![a-z])(?:peak|aggregate|total))"
    r"\s*(?:要|需要|达到|是|为|of|at)?\s*[~～约]?\s*$",
    re.I,
)
"""The same said before it ("峰值每秒输出 5000 个 token", "a peak of 3k tok/s")."""
_EACH_AFTER = re.compile(
    r"^\W*(?:per\s+(?:user|person|request|stream|seq\w*|session)|each|for each|/\s*user"
    r"|每(?:人|个?用户|路|个?请求|个?会话))",
    re.I,
)
"""Right after the figure, whose it is: one user's ("peak 40 tok/s per user"), not the server's."""
_FLOOR_BEFORE = re.compile(
    r"(?:>=?|≥|at least|above|over|more than|faster than|no less than|min(?:imum)?|不低于|至少"
    r"|大于|超过|高于|达到|要有)\s*~?\s*$",
    re.I,
)
_FLOOR_INSIDE = re.compile(r"至少|起码|最少|不低于|能有|要有")
_WISH_BEFORE = re.compile(
    r"(?<![a-z])(?:want|need|wish|target|goal|aim\w*|hoping|looking for|usable)(?![a-z])"
    r"(?![^.;,!?。？！]*(?:currently|right now|i get|getting|only get))[^.;!?。？！]*$"
    r"|(?:想要|希望|要求|目标|需要|最好)[^。；？！]*$",
    re.I,
)
"""A speed wished for in the clause before a figure ("want it usable for chat (~15 tok/s)")."""
_FLOOR_AFTER = re.compile(r"^\s*(?:\+|or (?:more|better|faster)|以上|起步|或更快|及以上)", re.I)
"""Around a tokens/s figure: a speed asked for at least ("at >15 tok/s", "15 token/s 以上")."""
_SERVE = re.compile(
    r"\bserv(?:e|ing)\b|\bconcurren|\bthroughput\b|\bself[- ]?host\w*|\bdeploy\w*"
    r"|部署|并发|服务|吞吐|(?:给|供)?大家(?:一起)?(?:用|使用)",
    re.I,
)
ENGINE_WORDS: tuple[tuple[re.Pattern[str], Engine], ...] = (
    (re.compile(r"\bollama\b|llama\.?cpp|\bgguf\b|lm\s*studio", re.I), "llama.cpp"),
    (re.compile(r"\bexllama(?:v2)?\b|\bexl2\b", re.I), "exllamav2"),
    (re.compile(r"\bvllm\b|\bbenchmark_serving\b", re.I), "vllm"),
    (re.compile(r"\bsglang\b", re.I), "sglang"),
    (re.compile(r"tensorrt[- ]?llm|\btrt[- ]?llm\b", re.I), "tensorrt-llm"),
    (re.compile(r"\btransformers\b|hugging\s*face", re.I), "transformers"),
)
GGUF_PRECISIONS = frozenset({"q8_0", "q6_k", "q5_k_m", "q4_k_m", "q4_0", "q3_k_m", "q2_k"})


def _number(text: str) -> int:
    return int(text.replace(",", ""))


def _seconds(m: re.Match[str]) -> float | None:
    """The figure of a latency match in seconds ("300ms" -> 0.3, "一秒" -> 1, "半秒" -> 0.5)."""
    value = 0.5 if m["n"] == "半" else number(m["n"])
    if value is None or value <= 0:
        return None
    unit = m["u"]
    return value / 1000 if unit.startswith("m") or unit == "毫秒" else value


def read_latency(scan: Scan) -> None:
    """TTFT and ITL targets, and the prompt length they are asked for; blanks what it reads.

    A prompt length is read only beside a latency target: elsewhere "8k-token inputs" stays the
    context length the other readers take it as.
    """
    spans: list[tuple[int, int]] = []
    seen = ttft_seen(scan.lower)  # "首 token 动不动 10 秒以上，正常吗": seen, not a target
    if seen is not None:
        scan.set("ttft_seen_s", round(seen, 6))
    for pattern, kind in _LATENCY_RES:
        for m in pattern.finditer(scan.work):
            seconds = _seconds(m)
            if seconds is None:
                continue
            if kind == "ttft" and seconds <= MAX_TTFT_S and seen is None:
                scan.set("ttft_target_s", round(seconds, 6))
            elif kind == "itl" and seconds * 1000 <= MAX_ITL_MS:
                scan.set("itl_target_ms", round(seconds * 1000, 3))
            spans.append(m.span())
        scan.blank_all(spans)
        spans = []
    # a prompt's length sizes a latency target, or the prefill time asked ("prefill for a
    # 20000 token prompt": how long it takes to read)
    prefill = _PREFILL_ASKED_RE.search(scan.lower) or FIRST_TOKEN_WORD_RE.search(scan.lower)
    if scan.slots.get("ttft_target_s") is None and scan.slots.get("itl_target_ms") is None:
        if not prefill:
            return
    for pattern in _PROMPT_RES:
        for m in pattern.finditer(scan.work):
            tokens = tokens_value(m["n"], m["k"])
            if tokens is not None:
                scan.set("prompt_tokens", tokens)
                spans.append(m.span())
        scan.blank_all(spans)
        spans = []


def latency_slots(q: Query) -> dict[str, str]:
    """Latency targets and the prompt length as text (the request as scoring shows it)."""
    ttft, itl, prompt = q.ttft_target_s, q.itl_target_ms, q.prompt_tokens
    out = {
        "ttft": f"{ttft * 1000:g} ms" if ttft is not None else "",
        "itl": f"{itl:g} ms" if itl is not None else "",
        "prompt": f"{prompt} tokens" if prompt is not None else "",
    }
    return {k: v for k, v in out.items() if v}


def _is_floor(text: str, tps: re.Match[str]) -> bool:
    """Whether the tokens/s figure is a floor asked for ("at least 20 tok/s", "15 tok/s 以上")."""
    before = text[max(0, tps.start() - 16) : tps.start()]
    if tps.re is _TPS and tps[3]:  # "10+ tok/s"
        return True
    if tps.re is _TPS_ZH and _FLOOR_INSIDE.search(tps[0]):  # "每秒至少20个token"
        return True
    if _WISH_BEFORE.search(text[max(0, tps.start() - 48) : tps.start()]):
        return True  # "want it usable for chat (~15 tok/s)": the speed wished for
    return bool(_FLOOR_BEFORE.search(before) or _FLOOR_AFTER.search(text[tps.end() :]))


_PREFILL_ASKED_RE = re.compile(
    r"(?<![a-z])(?:prefill|pre-fill|prompt (?:processing|eval\w*|ingestion)|pp\d{3,4})(?![a-z])"
    r"(?:[^.?!。？]{0,30}(?:speed|rate|fast|slow|how long|time|t/s|tok))?"
    # "pp speed is what kills me", "pp t/s": prompt processing said as "pp" beside a rate
    r"|(?<![a-z])pp\s*(?:speed|rate|t/s|tok(?:en)?s?\s*/\s*s|速度|性能)"
    r"|预填充|提示词处理|读(?:入|完)?(?:提示词|prompt)"
)
"""The prompt-processing speed asked ("prefill speed", "pp512", "预填充多快")."""
FIRST_TOKEN_WORD_RE = re.compile(
    rf"{_TTFT_WORD}|how long (?:until|before|till) (?:it|the model) (?:starts?|begins?)"
    r"|多久才?(?:能)?(?:开始)?(?:出字|回答|回复|吐字|出第一个字)"
)
"""A time to first token named ("ttft", "首字延迟"): asked, when no target figure is beside it."""


def _first_token_asked(query: Query) -> bool:
    """Whether one user's time to first token is asked: named, with no target and no crowd."""
    if query.intent != "speed" or query.ttft_target_s is not None or (query.users or 1) > 1:
        return False
    return FIRST_TOKEN_WORD_RE.search(query.text.lower()) is not None


def _prompt_time_asked(query: Query) -> dict[str, object]:
    """The prefill rate or one user's time to first token asked: the answer leads with it."""
    if _first_token_asked(query):  # "ttft for an 8k prompt on a 4090?": that time leads
        return {"prefill_asked": True, "first_token_asked": True}
    said = query.text.lower()  # "prefill speed … for a 32k prompt": led with it, unless
    asked = _PREFILL_ASKED_RE.search(said) and not decode_doubted(said)  # "tg feels low"
    return {"prefill_asked": True} if asked and query.intent in ("speed", "compare") else {}


def _head_count(query: Query, text: str, users_said: bool) -> dict[str, object]:
    """The staff said ("12 engineers"), else the people a capacity asked is set against."""
    if query.users is not None or users_said:
        return {}
    staff = _STAFF.search(text)
    if staff is not None:
        return {"head_count": _number(staff[1])}
    return people_asked_against(text) if query.asks_capacity else {}  # "~40 daily users"


def read_serving(query: Query) -> Query:
    """``query`` with users, per-user tokens/s, engine and the serve task filled where empty."""
    text = query.text
    update: dict[str, object] = {}
    update.update(_prompt_time_asked(query))
    users_match = _USERS.search(expand_thousands(text))  # "1.5k users" as 1500
    load = _load_not_at_once(query, text)  # "300人用", "每秒20个请求": not that many users
    if load:
        users_match = None
        update.update(load)
    if query.users is None and users_match:
        users = _number(next(g for g in users_match.groups() if g))
        if users >= 1:
            update["users"] = users
    update.update(_head_count(query, text, users_match is not None))
    words = _USERS_WORDS.search(text) if query.users is None and not users_match else None
    if words is not None:
        update["users"] = 1_000 if words["scale"].lower() == "thousand" else 1_000_000
    update.update(_users_of_daily(query, text))
    update.update(peak_over_people(text, update.get("users") or query.users))  # "同时 100 个请求"
    tps = _TPS.search(text) or _TPS_ZH.search(text)
    rate = float(tps[1].replace(",", "")) * (1000 if tps[2] else 1) if tps is not None else 0.0
    aggregate = tps is not None and (
        _AGGREGATE.search(text[tps.end() : tps.end() + 40]) is not None
        or _AGGREGATE_BEFORE.search(text[max(0, tps.start() - 16) : tps.start()]) is not None
        and _EACH_AFTER.search(text[tps.end() : tps.end() + 20]) is None
    )
    if tps is not None and aggregate:
        update["aggregate_tokens_per_s"] = rate  # "2000 tokens/s aggregate"
    elif query.tokens_per_s_target is None and tps and (users_match or _SERVE.search(text)):
        update["tokens_per_s_target"] = rate
    elif query.tokens_per_s_target is None and tps and _is_floor(text, tps):
        update["tokens_per_s_target"] = rate  # "70B at >15 tok/s": a speed to reach
    elif query.tokens_per_s_target is None and tps is None and query.intent == "recommend":
        update.update(_worded_floor(text, update.get("assumptions", query.assumptions)))
    update.update(_volume_per_period(query, tps is not None, update))
    if query.engine is None:
        named = next((engine for pattern, engine in ENGINE_WORDS if pattern.search(text)), None)
        if named is None and query.precision in GGUF_PRECISIONS:
            named = "llama.cpp"
        if named is not None:
            update["engine"] = named
    serving = (update.get("users") or query.users) and _SERVE.search(text)
    # the users just read count: "64 concurrent — aggregate tok/s?" asks their speed
    read = query.model_copy(update=update) if update else query
    asks_gpus = query.intent == "recommend" or (  # "并发 1 的时候几 token/s": one user's speed
        query.intent == "speed" and not per_user_speed_asked(read) and read.users != 1
    )
    if query.task is None and serving and asks_gpus and (query.model_id or query.params_b):
        update["task"] = "serve"
        update["intent"] = "recommend"
    update.update(time_target(text, query))  # "35 min a clip on a 3090, what card gets it under 10"
    people, notes = update.get("users") or query.users, update.get("assumptions")
    notes = notes if isinstance(notes, list) else None  # the notes read so far, kept
    update.update(rate_of_everyone(query, people, notes))  # "每人一分钟一张"
    update.update(streams_of_users(query, update.get("users") or query.users))  # "60 路同时"
    update.update(_people_beside(query, update))  # "300人用，高峰50人同时": both said back
    share = memory_utilization(text) if query.memory_utilization is None else None
    if share is not None:  # "--gpu-memory-utilization 0.95": the engine's share of each GPU
        update["memory_utilization"] = share
    return claimed_load(query.model_copy(update=update) if update else query)


def _volume_per_period(
    query: Query, speed_said: bool, update: dict[str, object]
) -> dict[str, object]:
    """The whole server's tokens/s from a volume per period ("1M tokens/hour of output")."""
    if speed_said or query.aggregate_tokens_per_s is not None:
        return {}
    volume = tokens_per_period(query.text)
    if volume is None:
        return {}
    notes = update.get("assumptions", query.assumptions)
    kept = list(notes) if isinstance(notes, list) else []
    return {"aggregate_tokens_per_s": volume[0], "assumptions": [*kept, volume[1]]}


def _people_beside(query: Query, update: dict[str, object]) -> dict[str, object]:
    """The people a load said at once is the peak of, when no people were read yet."""
    users = update.get("users") or query.users
    if not isinstance(users, int) or update.get("people_using") or query.people_using:
        return {}
    people = people_beside_load(query.text, users)
    return {"people_using": people} if people is not None else {}


def _users_of_daily(query: Query, text: str) -> dict[str, object]:
    """The users a daily-active count makes, with how they were read; else nothing."""
    daily = users_from_daily(text)
    # "同时在线 3%" read as 3 users, "4000 daily users" as 4000: the share of them is served
    if daily is None or query.users not in (None, *daily.figures):
        return {}
    update: dict[str, object] = {
        "users": daily.users,
        "assumptions": [*query.assumptions, daily.note],
    }
    if daily.people is not None:  # "10k DAU": a peak share of them assumed, said as people
        update["people_using"] = daily.people
    return update


def _load_not_at_once(query: Query, text: str) -> dict[str, object]:
    """A load said as people (a peak share of them) or as a request rate, else nothing."""
    people = people_said(text)
    small = people is not None and users_at_peak(people[0]) >= people[0]  # a team: all at once
    if people is not None and not small and query.users in (None, people[0]):  # "300人用"
        return _users_of_people(query, people[0])
    rated = stated_request_rate(text)
    if rated is not None and query.users is None:  # "每秒20个请求": a rate, not 20 users
        return _users_from_rate(query, rated[0])
    return {}


def _users_of_people(query: Query, people: int) -> dict[str, object]:
    """The users at once among the people said, with the share taken said as assumed."""
    users = users_at_peak(people)
    share = f"{PEAK_SHARE * 100:g}"
    note = rate_say.PEOPLE_AT_PEAK(people=people, n=users, share=share, floor=ALL_AT_ONCE_UP_TO)
    return {"users": users, "people_using": people, "assumptions": [*query.assumptions, note]}


def _users_from_rate(query: Query, rate: float) -> dict[str, object]:
    """The output tokens/s a request rate needs (rate x reply tokens), said as assumed."""
    reply = query.output_tokens or REQUEST_OUTPUT_TOKENS
    total = rate * reply
    note = rate_say.READ_AS_TOKENS(rate=f"{rate:g}", reply=reply, total=f"{total:,.0f}")
    return {
        "aggregate_tokens_per_s": total,
        "requests_per_s": rate,
        "assumptions": [*query.assumptions, note],
    }


def _worded_floor(text: str, assumptions: object) -> dict[str, object]:
    """A card picked "at readable speed": sized for a floor of tokens/s, said as read."""
    said = worded_speed_floor(text)
    if said is None:
        return {}
    note = readings.SPEED_FLOOR_WORDED(surface=said, n=WORDED_FLOOR_TOKENS_PER_S)
    return {
        "tokens_per_s_target": WORDED_FLOOR_TOKENS_PER_S,
        "assumptions": [*(assumptions if isinstance(assumptions, list) else []), note],
    }


def per_user_speed_asked(query: Query) -> bool:
    """The speed N users each get on the cards one has ("8卡 MI300X, 32 并发每人多少 token/s").

    A speed asked with the users and the cards they run on ("16 并发时 A10G 上每个请求多少
    tok/s"), and no target to size for: the tokens/s per user and in total are the answer, not a
    count of cards.
    """
    stated = bool(query.gpus)
    speeds = (query.tokens_per_s_target, query.aggregate_tokens_per_s)
    target = any(t is not None for t in (*speeds, query.ttft_target_s, query.itl_target_ms))
    asked = query.asks_gpu_count or query.asks_capacity
    return query.intent == "speed" and (query.users or 0) >= 2 and stated and not (target or asked)


__all__ = ["latency_slots", "per_user_speed_asked", "read_latency", "read_serving"]

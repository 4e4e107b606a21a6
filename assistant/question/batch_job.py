"""An offline batch-inference job: how many prompts, and how many tokens each generates.

"batch inference job: 2M prompts through llama 3.1 8b, ~500 tokens out each, on 4x L40S",
"100万条评论用 qwen2.5 7b 打标签，每条输出 50 token，两张 4090 要跑多久": a count of prompts
(documents, reviews, requests…) run through a model, with the length generated per prompt or
a word saying it is an inference job, is timed as one (``calc.batch_inference``), never as a
fine-tuning job on those "samples". Pure: regular expressions over the folded text.
"""

from __future__ import annotations

import re

from assistant.calc.batch_inference import DEFAULT_OUTPUT_TOKENS
from assistant.messages import batch_job as say
from assistant.question.numbers import cn_value
from assistant.question.text import Scan

TOKEN_SCALE = {
    **{"k": 1e3, "千": 1e3, "w": 1e4, "万": 1e4, "m": 1e6, "百万": 1e6, "亿": 1e8, "b": 1e9},
    **{"thousand": 1e3, "million": 1e6, "mil": 1e6, "mn": 1e6, "billion": 1e9},
}
"""A token volume's scale words ("2 亿 token", "500k", "1.2 billion")."""
_NUMBER = (
    r"(?<![\d.])(?P<n>\d{1,7}(?:\.\d+)?"
    r"|(?<![一二两三四五六七八九十百])[一二两三四五六七八九十百]{1,3}(?=\s*(?:千|万|百万|亿)))"
    r"\s*(?P<scale>thousand|million|mil|mn|billion|k|m|b(?![a-z])|千|万|百万|亿|w)?\s*"
)
_REQUESTS_RE = re.compile(
    _NUMBER + r"(?:(?:short|long|user|customer|product|support|chat|text)\s+)?"
    r"(?:prompts?|requests?|quer(?:y|ies)|documents?|docs?|records?|reviews?|articles?|emails?"
    r"|tickets?|pages?|transcripts?|comments?|descriptions?|questions?|items?|rows?"
    r"|条(?:请求|prompt|文本|评论|记录|数据|问题|商品|描述)?|篇(?:文档|文章)?|份(?:文档|合同)?"
    r"|个(?:请求|prompt|问题))(?![a-z])"
    r"(?![\s-]*(?:tokens?|toks?)(?![a-z]))(?!\s*(?:\+|plus\b))"  # "600 prompt + 150 output tokens"
)
"""A count of prompts: "2M prompts", "500k product descriptions", "100万条评论" (not a prompt's
length: "600 prompt tokens", "600 prompt + 150 output tokens")."""
_PROMPT_LENGTH_RE = re.compile(
    r"(?<![\d.])(?P<n>\d{1,6}(?:\.\d+)?)\s*(?P<k>k)?[\s-]*(?:"
    # "~600 prompt + 150 output tokens each", "600 input and 150 output tokens"
    r"(?:prompt|input)(?:[\s-]*tokens?)?\s*(?:\+|and|plus|&|/|,)\s*(?:~|about)?\s*\d"
    # "600-token prompts", "600 prompt tokens", "1.5k tokens in, 200 out"
    r"|(?:tokens?|toks?)[\s-]*(?:long\s+)?(?:prompts?|inputs?|in(?![a-z]))|(?:prompt|input)[\s-]*tokens?)"
    r"|(?:输入|提示词|prompt)\s*(?:长度)?\s*(?:约|大概|大约|~)?\s*(?P<n2>\d{1,6}(?:\.\d+)?)\s*(?P<k2>k)?"
    r"\s*(?:个)?\s*(?:tokens?|字|[+，,、])"
)
"""Tokens read per prompt: "~600 prompt + 150 output tokens", "1.5k tokens in", "输入 600 token"."""
_OUTPUT_RE = re.compile(
    r"(?:~|about|around|roughly|approx\.?|约|大概|大约)?\s*(?P<n>\d{1,6})\s*(?P<k>k)?\s*"
    r"(?:output\s+|generated\s+|new\s+|个\s*)?(?:tokens?|toks?)\s*"
    r"(?:out(?![a-z])|of output|output|generated|each|per\s+(?:prompt|request|item|doc|answer)"
    r"|apiece)"
    r"|(?:max_tokens|max_new_tokens)\s*[=:]?\s*(?P<n2>\d{1,6})(?P<k2>k)?"
    r"|(?:outputs?|generat\w*|completions?)\s*(?:of|~|about|around|up to)?\s*(?P<n4>\d{1,6})"
    r"\s*(?P<k4>k)?\s*tokens?"
    # the generated length said after the prompt's: "~1.5k tokens in, 200 out"
    r"|tokens?\s+in\s*(?:[,/;]|and|&|\+)\s*(?:~|about)?\s*(?P<n5>\d{1,6})\s*(?P<k5>k)?\s*"
    r"(?:tokens?\s+)?out(?![a-z])"
    r"|(?:输出|生成|回复|回答|产出)(?:长度)?\s*(?:约|大概|大约|~)?\s*(?P<n3>\d{1,6})\s*(?P<k3>k)?"
    r"\s*(?:个)?\s*(?:tokens?|字)"
)
"""Tokens generated per prompt: "~500 tokens out each", "max_tokens=256", "每条输出 300 token"."""
_INFERENCE_WORDS_RE = re.compile(
    r"batch(?:ed)? inference|offline|inference|through (?:a |the )?(?:model|llm)"
    r"|run (?:them|it) through"
    r"|summari[sz]|classif|label(?:l?ing)?|tagg?ing|translat|extract|generat"
    r"|离线|批量|推理|跑一遍|过一遍|总结|摘要|打标|分类|翻译|抽取|生成"
)
"""Words that make a count of items an inference job, not a training set."""
_TOTAL_OUTPUT_RE = re.compile(
    _NUMBER + r"(?:(?:output|generated|new)\s+(?:tokens?|toks?)|(?:tokens?|toks?)\s+(?:of\s+)?"
    r"(?:output|generated))(?![a-z])"
    r"|(?:输出|生成)\s*(?:总共|共|总计)?\s*(?:约|大概|大约|~)?\s*"
    + _NUMBER.replace("?P<", "?P<t_")
    + r"(?:个\s*)?(?:tokens?|词元)"
)
"""Generated tokens in all, with no count of prompts: "~50M output tokens", "生成 5000万 token"."""
_TRAINING = frozenset({"pretrain", "full", "lora", "qlora"})


def read_batch_job(scan: Scan) -> None:
    """Set ``batch_requests`` and ``output_tokens`` when the question states such a job."""
    if scan.slots.get("method") in _TRAINING:
        return  # "fine-tune on 50k reviews": a training set
    output = _OUTPUT_RE.search(scan.lower)
    requests = _REQUESTS_RE.search(scan.lower)
    if requests is None:
        _total_output(scan)
        return
    if output is None and _INFERENCE_WORDS_RE.search(scan.lower) is None:
        return
    value = (cn_value(requests["n"]) or 0.0) * TOKEN_SCALE.get(requests["scale"] or "", 1.0)
    if not 1 <= value <= 1e12:
        return
    scan.set("batch_requests", int(value))  # "200 条视频" stays samples too: a media job's clips
    if output is not None:
        n = output["n"] or output["n2"] or output["n3"] or output["n4"] or output["n5"]
        k = output["k"] or output["k2"] or output["k3"] or output["k4"] or output["k5"]
        tokens = int(float(n) * (1000 if k else 1))
        if 1 <= tokens <= 1_000_000:
            scan.set("output_tokens", tokens)
    read_prompt_length(scan)


def read_prompt_length(scan: Scan) -> None:
    """Set ``prompt_tokens`` to each prompt's length, said beside a batch of prompts."""
    m = _PROMPT_LENGTH_RE.search(scan.lower)
    if m is None:
        return
    tokens = int(float(m["n"] or m["n2"]) * (1000 if m["k"] or m["k2"] else 1))
    if 1 <= tokens <= 10_000_000:
        scan.set("prompt_tokens", tokens)


_OFFLINE_RE = re.compile(
    r"(?:offline|batch(?:ed)?) inference|inference only|no training|generation only"
    r"|离线推理|批量推理|只生成|只推理|不训练"
)
"""A token volume said as an inference job ("2 亿 token 跑离线推理（只生成不训练）")."""


def _total_output(scan: Scan) -> None:
    """Generated tokens in all ("~50M output tokens"): as many prompts of the usual length.

    A token volume read elsewhere counts too when the job is said to be inference only.
    """
    m = _TOTAL_OUTPUT_RE.search(scan.lower)
    said = scan.slots.get("tokens")
    if m is not None:
        n, scale = (m["n"], m["scale"]) if m["n"] else (m["t_n"], m["t_scale"])
        total = (cn_value(n) or 0.0) * TOKEN_SCALE.get(scale or "", 1.0)
    elif said and _OFFLINE_RE.search(scan.lower) is not None:
        total = float(said)
    else:
        return
    if not 1e6 <= total <= 1e13:
        return  # "500 output tokens": one prompt's length, read by _OUTPUT_RE
    requests = max(1, round(total / DEFAULT_OUTPUT_TOKENS))
    scan.set("batch_requests", requests)
    scan.set("output_tokens", DEFAULT_OUTPUT_TOKENS)
    scan.assumptions.append(
        say.TOTAL_OUTPUT_SPLIT(total=total, requests=requests, tokens=DEFAULT_OUTPUT_TOKENS)
    )


__all__ = ["read_batch_job"]

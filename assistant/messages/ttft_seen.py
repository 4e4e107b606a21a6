"""Sentences for a time to first token seen and judged against the prompt-reading rate."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

TTFT_SEEN_LONG = T(
    "ttft_seen.long",
    "**Not for a short prompt: {model} ({precision}) on {gpu} with {engine} reads a prompt at"
    " about {prefill:,.0f} tokens/s, so a 1,000-token prompt should see its first token in about"
    " {short:.1f} s; {seen:g} s matches a prompt of about {implied:,.0f} tokens.** If your"
    " prompts are shorter, the time goes elsewhere: requests waiting in the engine's queue behind"
    " others (watch the waiting-requests count in its metrics), a cold start, or a reasoning"
    " model whose thinking tokens come before the answer you see.",
    "**短提示下不正常：{model}（{precision}）在 {gpu} 上用 {engine} 读提示的速度约"
    " {prefill:,.0f} tokens/s，1,000 token 的提示应在约 {short:.1f} 秒内出首 token；{seen:g} 秒"
    "对应约 {implied:,.0f} token 的提示。**如果你的提示没这么长，时间花在别处：请求在引擎队列里"
    "排在别人后面（看指标里等待中的请求数）、冷启动，或者推理模型先生成思考内容，"
    "你看到的回答才姗姗来迟。",
)
"""A TTFT seen well above what a 1,000-token prompt takes at the card's prefill rate."""

TTFT_SEEN_FINE = T(
    "ttft_seen.fine",
    "**Yes, that is in line: {model} ({precision}) on {gpu} with {engine} reads a prompt at about"
    " {prefill:,.0f} tokens/s, so a 1,000-token prompt sees its first token in about {short:.1f}"
    " s, and {seen:g} s is what a prompt of about {implied:,.0f} tokens takes.**",
    "**正常：{model}（{precision}）在 {gpu} 上用 {engine} 读提示的速度约 {prefill:,.0f} tokens/s，"
    "1,000 token 的提示约 {short:.1f} 秒出首 token；{seen:g} 秒正是约 {implied:,.0f} token 的提示"
    "所需的时间。**",
)
"""A TTFT seen within twice what a 1,000-token prompt takes at the card's prefill rate."""

PREFIX_CACHING_TTFT = T(
    "ttft_seen.prefix_caching",
    "**Prefix caching is the one that shortens this first token when every prompt starts the"
    " same: the engine keeps the KV cache of the shared prefix (the system prompt) and reads"
    " only the new tokens, so the wait falls by the share of the prompt that repeats.** vLLM V1"
    " turns it on by default (`--enable-prefix-caching` on older versions); SGLang's"
    " RadixAttention does it on its own.",
    "**每次提示开头都一样时，真正能缩短首 token 的是前缀缓存（prefix caching）：引擎保留共享前缀"
    "（system prompt）的 KV 缓存，只读新加的 token，等待时间按重复部分的比例减少。**vLLM V1"
    " 默认开启（老版本用 `--enable-prefix-caching`），SGLang 的 RadixAttention 自动就做。",
)
"""A setting weighed against a long first token: prefix caching, for a prefix that repeats."""
CHUNKED_PREFILL_TTFT = T(
    "ttft_seen.chunked_prefill",
    "Chunked prefill does not bring one long prompt's first token sooner: it splits the prompt"
    " reading into chunks so the other users' generation is not stalled behind it, which helps"
    " only when several requests run at once.",
    "分块预填充（chunked prefill）不会让单个长提示更早出首 token：它把读提示拆成小块，"
    "让其他用户的生成不被它卡住，只在多个请求同时跑时才有用。",
)
"""A setting weighed against a long first token: chunked prefill, for concurrent load only."""

__all__ = ["CHUNKED_PREFILL_TTFT", "PREFIX_CACHING_TTFT", "TTFT_SEEN_FINE", "TTFT_SEEN_LONG"]

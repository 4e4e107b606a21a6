"""What a serving answer says of latency targets (TTFT, ITL), in English and Chinese.

Same rules as ``table``: the same named values and number formats in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

TARGET_TTFT_MS = T("latency.target_ttft_ms", "TTFT ≤ {ms:,.0f} ms", "首 token 延迟 ≤ {ms:,.0f} ms")
TARGET_TTFT_S = T("latency.target_ttft_s", "TTFT ≤ {s:g} s", "首 token 延迟 ≤ {s:g} 秒")
TARGET_ITL = T("latency.target_itl", "ITL ≤ {ms:g} ms", "token 间隔 ≤ {ms:g} ms")
TARGETS_BOTH = T("latency.targets_both", "{ttft}, {itl}", "{ttft}，同时 {itl}")
LINE = T(
    "latency.line",
    "**Latency ({targets}):** up to {batch:,} users per replica; a new {prompt:,}-token prompt"
    " gets its first token in about {ttft_ms:,.0f} ms, then one token every {itl_ms:,.1f} ms"
    " ({tps:,.1f} tokens/s). {limit}",
    "**延迟（{targets}）：**每个副本最多 {batch:,} 个用户；新请求 {prompt:,} token 的提示词约"
    " {ttft_ms:,.0f} ms 出首 token，之后每 {itl_ms:,.1f} ms 一个 token"
    "（{tps:,.1f} tokens/s）。{limit}",
)
MISSED = T(
    "latency.missed",
    "**Latency ({targets}) not met:** no batch size reaches it; at a batch of {batch:,} per"
    " replica a new {prompt:,}-token prompt gets its first token in about {ttft_ms:,.0f} ms and"
    " one token every {itl_ms:,.1f} ms. {advice}",
    "**延迟（{targets}）达不到：**任何批大小都达不到；每个副本批大小 {batch:,} 时，新请求"
    " {prompt:,} token 的提示词约 {ttft_ms:,.0f} ms 出首 token，之后每 {itl_ms:,.1f} ms 一个"
    " token。{advice}",
)
NO_USERS = T(
    "latency.no_users",
    "**No users within {targets}:** {setup} cannot serve {model} within it.",
    "**按{targets!p}的要求一个用户也撑不住：**{setup} 跑 {model} 达不到这个延迟。",
)
LIMIT_MEMORY = T(
    "latency.limit_memory",
    "The limit is KV-cache memory: no more conversations fit beside the weights; the latency"
    " targets alone would allow more.",
    "瓶颈是 KV 缓存显存：权重之外放不下更多会话，单看延迟目标还能更多。",
)
LIMIT_BANDWIDTH = T(
    "latency.limit_bandwidth",
    "The limit is memory bandwidth: every decode step reads the weights and each user's KV"
    " cache, so one more user would push the time between tokens past {itl:g} ms.",
    "瓶颈是显存带宽：每步解码都要读取权重和每个用户的 KV 缓存，再多一个用户，token 间隔就会超过"
    " {itl:g} ms。",
)
LIMIT_TTFT = T(
    "latency.limit_ttft",
    "The limit is the TTFT target: each step also runs the batch's decode, so with one more"
    " user a new prompt's first token would come after {ttft_ms:,.0f} ms.",
    "瓶颈是首 token 延迟目标：每一步还要跑整批用户的解码，再多一个用户，新请求的首 token"
    " 就会晚于 {ttft_ms:,.0f} ms。",
)
ADVICE_TTFT = T(
    "latency.advice_ttft",
    "The first token needs more compute per replica: a faster GPU, more GPUs in tensor"
    " parallel, or shorter prompts.",
    "首 token 需要每个副本更多算力：换更快的卡、增加张量并行的卡数，或缩短提示词。",
)
ADVICE_BANDWIDTH = T(
    "latency.advice_bandwidth",
    "The time between tokens needs more memory bandwidth: a faster GPU, more GPUs in tensor"
    " parallel, or a smaller or quantized model.",
    "token 间隔需要更高的显存带宽：换更快的卡、增加张量并行的卡数，或用更小/量化的模型。",
)
MODEL = T(
    "latency.model",
    "TTFT as vLLM's chunked prefill schedules it: each step runs one token of every running"
    " user first, and chunks of the new prompt fill the rest of the step's budget of {budget:,}"
    " tokens, plus the step already running; prompts arrive one at a time, so bursts (p99) need"
    " headroom",
    "首 token 延迟按 vLLM 的分块预填充（chunked prefill）估算：每一步先给每个在生成的用户解码一个"
    " token，新请求的提示词分块占用每步 {budget:,} token 预算的其余部分，另加正在运行的那一步；"
    "按提示词逐个到达计算，集中到达（p99）要留余量",
)
PROMPT_ASSUMED = T(
    "latency.prompt_assumed",
    "a {prompt:,}-token prompt assumed for TTFT (half the {context:,}-token conversation); state"
    " your prompt length to change it",
    "首 token 延迟按 {prompt:,} token 的提示词估算（{context:,} token 会话的一半）；"
    "可以说明你的提示词长度",
)

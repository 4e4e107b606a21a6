"""What a latency-under-load answer states, en + zh: the capacity, the queue, the fixes."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

QUEUED = T(
    "queueing.queued",
    "**Expected, not a misconfiguration:** {setup} holds about {users} concurrent conversations of"
    " {model} ({precision}, {context:,} tokens each) at once; at {seen} concurrent the other"
    " {waiting} wait in the server's queue, so the time to first token climbs with the load.",
    "**这是预期现象，不是配置错误：**{setup} 跑 {model}（{precision}，每个会话 {context:,} token）"
    "同时只能容纳约 {users} 个会话；到 {seen} 个并发时，多出的 {waiting} 个请求在服务端排队，"
    "所以首 token 延迟随负载上升。",
)
NOT_QUEUED = T(
    "queueing.not_queued",
    "**Not from capacity alone:** {setup} holds about {users} concurrent conversations of {model}"
    " ({precision}, {context:,} tokens each), so {seen} concurrent should all be scheduled at once;"
    " a long time to first token then points at the setup: long prompts prefilled together"
    " (turn on chunked prefill), a cap on running requests below the load, or a smaller share of"
    " memory given to the KV cache.",
    "**单看容量不该这样：**{setup} 跑 {model}（{precision}，每个会话 {context:,} token）能同时容纳"
    "约 {users} 个会话，{seen} 个并发应当都能同时调度；首 token 仍然很慢，就要查配置："
    "长提示词一起做预填充（打开 chunked prefill）、运行中请求数上限低于负载，"
    "或留给 KV 缓存的显存比例太小。",
)
CAPACITY = T(
    "queueing.capacity",
    "**About {users} concurrent conversations:** {setup} serve {model} ({precision}) to {users}"
    " conversations of {context:,} tokens at once; past that, new requests queue and their time"
    " to first token grows.",
    "**约 {users} 个并发会话：**{setup} 跑 {model}（{precision}）能同时容纳 {users} 个"
    " {context:,} token 的会话；超过之后新请求排队，首 token 延迟随之变长。",
)
LIMITS = {
    "memory": T(
        "queueing.limit_memory",
        "The ceiling is KV-cache memory: {kv:.2f} GB per conversation beside {weights} of weights.",
        "上限来自 KV 缓存显存：权重占 {weights}，每个会话的 KV 缓存 {kv:.2f} GB。",
    ),
    "speed": T(
        "queueing.limit_speed",
        "The ceiling is speed: past it each user would drop below {tps:g} tokens/s.",
        "上限来自速度：再多的话每个用户会低于 {tps:g} tokens/s。",
    ),
}
FIXES = T(
    "queueing.fixes",
    "**To keep the first token fast at {seen} concurrent:** add replicas ({need} × {gpu} in all"
    " hold {seen}); store the KV cache in FP8 (vLLM `--kv-cache-dtype fp8`, SGLang"
    " `--kv-cache-dtype fp8_e5m2`) or cut the maximum context so more conversations fit; cap"
    " running requests (vLLM `--max-num-seqs`, SGLang `--max-running-requests`) and let a gateway"
    " queue the rest; turn on chunked prefill so long prompts do not stall the others.",
    "**要在 {seen} 个并发下保持首 token 够快：**加副本（共 {need} 张 {gpu} 才能容纳 {seen} 个）；"
    "把 KV 缓存存成 FP8（vLLM `--kv-cache-dtype fp8`，SGLang `--kv-cache-dtype fp8_e5m2`）或缩短"
    "最大上下文，让更多会话放得下；限制运行中的请求数（vLLM `--max-num-seqs`，SGLang"
    " `--max-running-requests`），其余交给网关排队；"
    "打开 chunked prefill，避免长提示词拖住其他请求。",
)
HINT = (
    "serving concurrency KV cache time to first token queue continuous batching max-num-seqs",
    "并发 KV 缓存 首 token 延迟 排队 连续批处理 max-num-seqs",
)
"""Retrieval words for a latency that rises with the load."""

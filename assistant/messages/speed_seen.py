"""What a speed answer says of the rate the asker sees, in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

SEEN_IN_LINE = T(
    "speed.seen_in_line",
    " The {seen:g} tokens/s you see is in line with that.",
    "你看到的 {seen:g} tokens/s 与此相符。",
)
SEEN_ABOVE = T(
    "speed.seen_above",
    " The {seen:g} tokens/s you see is above that estimate: your setup runs faster than assumed.",
    "你看到的 {seen:g} tokens/s 高于这个估算：你的配置比假设的快。",
)
SEEN_BELOW = T(
    "speed.seen_below",
    " The {seen:g} tokens/s you see is well below that: check that every layer is on the GPU"
    " and the card is not power- or heat-limited.",
    "你看到的 {seen:g} tokens/s 明显低于此：检查是否所有层都在 GPU 上，显卡是否受功耗或温度限制。",
)
SLOW_SEEN_BATCHED = T(
    "speed.slow_seen_batched",
    "; the {seen:g} tokens/s you see is {ratio:.1f}× that, so it is the total of several"
    " requests served at once (batched), which one sequence cannot reach: judge it against"
    " the throughput at your concurrency, not against this figure",
    "；你看到的 {seen:g} tokens/s 是它的 {ratio:.1f} 倍，只能是多个请求一起（批处理）的总吞吐，"
    "单路达不到：应拿它和相同并发下的吞吐比较，而不是和这个数比",
)
SERVED_SEEN_IN_LINE = T(
    "speed.served_seen_in_line",
    "**Yes, in range: {model} ({precision}) on {gpu} with {engine} should give about"
    " {total:,.0f} output tokens/s in total at {users} concurrent sequences ({each:,.1f} each);"
    " the {seen:,.0f} tokens/s you measured is {share:.0%} of that.**",
    "**合理：{gpu} 上用 {engine} 跑 {model}（{precision}），{users} 路并发时总输出应有约"
    " {total:,.0f} tokens/s（每路 {each:,.1f}）；"
    "你测到的 {seen:,.0f} tokens/s 是它的 {share:.0%}。**",
)
SERVED_SEEN_BELOW = T(
    "speed.served_seen_below",
    "**No, below range: {model} ({precision}) on {gpu} with {engine} should give about"
    " {total:,.0f} output tokens/s in total at {users} concurrent sequences ({each:,.1f} each);"
    " the {seen:,.0f} tokens/s you measured is only {share:.0%} of that.**",
    "**偏低：{gpu} 上用 {engine} 跑 {model}（{precision}），{users} 路并发时总输出应有约"
    " {total:,.0f} tokens/s（每路 {each:,.1f}）；"
    "你测到的 {seen:,.0f} tokens/s 只有它的 {share:.0%}。**",
)
SERVED_SEEN_ABOVE = T(
    "speed.served_seen_above",
    "**No, above range: {model} ({precision}) on {gpu} with {engine} should give about"
    " {total:,.0f} output tokens/s in total at {users} concurrent sequences ({each:,.1f} each);"
    " the {seen:,.0f} tokens/s you measured is {share:.0%} of that: check it counts output"
    " tokens only, not prompt and output together.**",
    "**偏高：{gpu} 上用 {engine} 跑 {model}（{precision}），{users} 路并发时总输出应有约"
    " {total:,.0f} tokens/s（每路 {each:,.1f}）；"
    "你测到的 {seen:,.0f} tokens/s 是它的 {share:.0%}："
    "检查它是否只算了输出 token，而不是输入加输出。**",
)

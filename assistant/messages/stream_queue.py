"""What a speech or camera server's delay piling up past N streams states, en + zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

PAST_CAPACITY = T(
    "stream_queue.past_capacity",
    "**Expected: {seen} streams are more than the card keeps up with.** {setup} keeps up with"
    " about {batched} real-time {model} streams when they are processed {batch} at a time (about"
    " {single} one at a time); past that the input arrives faster than it is processed, so the"
    " delay piles up. {need} × {gpu} keep up with {seen}.",
    "**这是预期现象：{seen} 路已经超过这张卡跟得上的量。**{setup} 跑 {model}，"
    "每批 {batch} 路一起处理时约能实时跟上 {batched} 路（逐路单独处理只有约 {single} 路）；"
    "超过之后输入来得比处理得快，延迟就会越积越多。要跟上 {seen} 路需要 {need} 张 {gpu}。",
)
UNBATCHED = T(
    "stream_queue.unbatched",
    "**Batching, not the card:** {setup} keeps up with only about {single} real-time {model}"
    " streams processed one at a time, but about {batched} when {batch} are processed together;"
    " {seen} streams pile up when each is handled on its own. Batch them (faster-whisper's"
    " `BatchedInferencePipeline`, or a server that groups the chunks of all streams into one"
    " batch) and one card keeps up with {seen}.",
    "**是批处理的问题，不是卡的问题：**{setup} 跑 {model}，逐路单独处理只能实时跟上约 {single} 路，"
    "每批 {batch} 路一起处理则约 {batched} 路；{seen} 路各自单独跑就会排队堆积。把各路的音频片段"
    "合成一批处理（faster-whisper 的 `BatchedInferencePipeline`，或能把请求合批的服务端），"
    "一张卡就能跟上 {seen} 路。",
)
WITHIN_CAPACITY = T(
    "stream_queue.within_capacity",
    "**Not the card's capacity:** {setup} keeps up with about {single} real-time {model} streams"
    " even one at a time (about {batched} batched {batch} at a time), so {seen} should not pile"
    " up; look at the server instead: a single worker handling requests in turn, audio decoded"
    " on a busy CPU, or the model loaded again for each request.",
    "**不是卡的容量问题：**{setup} 跑 {model} 逐路处理也能实时跟上约 {single} 路（每批 {batch} 路"
    "约 {batched} 路），{seen} 路不该堆积；要查服务端：只有一个 worker 轮流处理请求、"
    "CPU 忙着解码音频，或者每个请求都重新加载模型。",
)

"""A serving load said or asked as requests per second, in English and Chinese.

Same rules as ``table``: the same named values and number formats in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

READ_AS_TOKENS = T(
    "rate.read_as_tokens",
    "{rate} requests/s with replies of about {reply} tokens read as {total} output tokens/s in"
    " total; say your reply length to size it closer",
    "每秒 {rate} 个请求、每个回复约 {reply} token，按总输出 {total} tokens/s 估算；"
    "告诉我回复长度可以估得更准",
)
"""A request rate stated, turned into the output tokens/s the cards must make."""
USERS_AT_RATE = T(
    "rate.users_at_rate",
    "{rate} requests/s ({users} concurrent users)",
    "每秒 {rate} 个请求（{users} 个并发用户）",
)
"""The load on a serving plan's first line when it was said as a request rate."""
RATE_HELD = T(
    "rate.held",
    "**About {rps} requests/s:** {setup} serve {model} on {engine} ({precision}) to {users}"
    " conversations at once, each at about {tps} tokens/s, so with replies of about {reply}"
    " tokens each about {rps} requests finish every second.",
    "**每秒约 {rps} 个请求：**{setup} 用 {engine}（{precision}）跑 {model}，能同时服务 {users}"
    " 个会话，每路约 {tps} tokens/s；按每个回复约 {reply} token，每秒约完成 {rps} 个请求。",
)
"""Requests per second asked of some cards: the users they hold turned into a rate."""
RATE_REPLY_ASSUMED = T(
    "rate.reply_assumed",
    "Requests/s = concurrent users x tokens/s each ÷ reply tokens ({reply} assumed; say yours"
    " to size it closer); prompt reading (prefill) is not counted.",
    "每秒请求数 = 并发数 × 每路 tokens/s ÷ 每个回复的 token 数（按 {reply} 估算，告诉我回复长度"
    "可以估得更准）；未计入读提示词（预填充）的时间。",
)
"""How a request rate was reckoned from the users held."""

PEOPLE_AT_PEAK = T(
    "rate.people_at_peak",
    "{people} people using it read as about {n} generating at the same moment at peak ({share}%"
    " of them, {floor} at least); say your peak concurrency to size it closer",
    "{people} 人使用，按高峰约 {share}% 同时在生成（至少 {floor} 个）估算为 {n} 个并发；"
    "告诉我高峰并发数可以估得更准",
)
"""People said (a head count or a daily count) turned into the users served at once."""
USERS_OF_PEOPLE = T(
    "rate.users_of_people",
    "{users} concurrent users (peak of {people} people)",
    "{users} 个并发用户（{people} 人使用的高峰）",
)
"""The load on a serving plan's first line when it was said as people."""

__all__ = [
    "PEOPLE_AT_PEAK",
    "RATE_HELD",
    "RATE_REPLY_ASSUMED",
    "READ_AS_TOKENS",
    "USERS_AT_RATE",
    "USERS_OF_PEOPLE",
]

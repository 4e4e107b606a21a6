"""How a token volume per hour, minute or day was read as a server's throughput."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

TOKENS_AN_HOUR_READ = T(
    "throughput.tokens_an_hour",
    "{tokens:,.0f} tokens an hour read as about {rate:,.0f} tokens/s in all",
    "每小时 {tokens:,.0f} 个 token，按总吞吐约 {rate:,.0f} tokens/s 计",
)
TOKENS_A_MINUTE_READ = T(
    "throughput.tokens_a_minute",
    "{tokens:,.0f} tokens a minute read as about {rate:,.0f} tokens/s in all",
    "每分钟 {tokens:,.0f} 个 token，按总吞吐约 {rate:,.0f} tokens/s 计",
)
TOKENS_A_DAY_READ = T(
    "throughput.tokens_a_day",
    "{tokens:,.0f} tokens a day read as about {rate:,.0f} tokens/s in all (spread evenly over"
    " 24 hours)",
    "每天 {tokens:,.0f} 个 token，按 24 小时均匀分布、总吞吐约 {rate:,.0f} tokens/s 计",
)

__all__ = ["TOKENS_AN_HOUR_READ", "TOKENS_A_DAY_READ", "TOKENS_A_MINUTE_READ"]

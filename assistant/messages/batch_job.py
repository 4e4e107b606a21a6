"""What the batch-inference timer and its answer state, en + zh (same conventions as ``table``)."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

REQUESTS_AT_LEAST_ONE = T(
    "batch.requests_at_least_one",
    "the number of prompts must be at least 1, got {requests}",
    "请求（prompt）数至少为 1，收到的是 {requests}",
)
LENGTHS_POSITIVE = T(
    "batch.lengths_positive",
    "prompt and output lengths must be at least 1 token, got {prompt} and {output}",
    "输入和输出长度都至少要 1 个 token，收到的是 {prompt} 和 {output}",
)
DOES_NOT_FIT = T(
    "batch.does_not_fit",
    "{model} does not fit on {count} x {gpu} with room for any KV cache",
    "{model} 在 {count} 张 {gpu} 上放不下（留不出 KV cache 的空间）",
)
PROMPT_ASSUMED = T(
    "batch.prompt_assumed",
    "no prompt length was given: {tokens:,} tokens per prompt assumed",
    "没有给出输入长度：按每条 {tokens:,} 个 token 估算",
)
OUTPUT_ASSUMED = T(
    "batch.output_assumed",
    "no output length was given: {tokens:,} generated tokens per prompt assumed",
    "没有给出输出长度：按每条生成 {tokens:,} 个 token 估算",
)
BATCH_AS_SERVED = T(
    "batch.as_served",
    "run as an offline job on {engine}: {sequences:,} sequences at once ({replicas} replica(s) of"
    " {tp} GPU(s)), as many as the KV cache holds; prompt processing and generation are added,"
    " not overlapped",
    "按离线批处理在 {engine} 上跑：同时 {sequences:,} 条序列（{replicas} 个副本，每个 {tp} 张卡），"
    "即 KV cache 能装下的上限；输入处理和生成的时间相加、不按重叠计算",
)
LEAD = T(
    "batch.lead",
    "**About {span}** of batch inference to run {requests:,} prompts through {model} on {setup}:"
    " {gpu_hours:,.0f} GPU-hours, generating about {decode:,.0f} tokens/s in all.",
    "**约 {span}**：在 {setup} 上用 {model} 批量推理，跑完 {requests:,} 条请求，"
    "合计 {gpu_hours:,.0f} 卡时，总生成速度约 {decode:,.0f} tokens/s。",
)
SPLIT = T(
    "batch.split",
    "Reading the prompts ({prompt:,} tokens each) takes about {prefill}, generating"
    " {output:,} tokens each about {decode}.",
    "读入输入（每条 {prompt:,} 个 token）约 {prefill}，"
    "生成（每条 {output:,} 个 token）约 {decode}。",
)
COST = T(
    "batch.cost",
    "On the cheapest on-demand offer ({offer}, {rate} per GPU-hour, as of {as_of}) that is"
    " about {total}.",
    "按最便宜的按需报价（{offer}，每卡时 {rate}，{as_of}）约 {total}。",
)
CARDS_FOR_DEADLINE = T(
    "batch.cards_for_deadline",
    "To finish within {deadline}: {count} × {gpu}, about {span} ({replicas} replica(s) of"
    " {tp} GPU(s)).",
    "要在 {deadline} 内跑完：{count} 张 {gpu}，约 {span}（{replicas} 个副本，每个 {tp} 张卡）。",
)
CARDS_STILL_SHORT = T(
    "batch.cards_still_short",
    "Even {count} × {gpu} take about {span}, past the {deadline} you have.",
    "即使 {count} 张 {gpu} 也要约 {span}，仍超过你有的 {deadline}。",
)
COULD_NOT = T("batch.could_not", "I could not time this batch job", "无法估算这个批处理任务的时长")

TOTAL_OUTPUT_SPLIT = T(
    "batch.total_output_split",
    "{total:,.0f} generated tokens in all, with no count of prompts: read as {requests:,} prompts"
    " of {tokens:,} generated tokens each",
    "只给了总共生成 {total:,.0f} 个 token、没有条数：按 {requests:,} 条、每条生成 {tokens:,} 个"
    " token 估算",
)


__all__ = [
    "BATCH_AS_SERVED",
    "CARDS_FOR_DEADLINE",
    "CARDS_STILL_SHORT",
    "COST",
    "COULD_NOT",
    "DOES_NOT_FIT",
    "LEAD",
    "LENGTHS_POSITIVE",
    "OUTPUT_ASSUMED",
    "PROMPT_ASSUMED",
    "REQUESTS_AT_LEAST_ONE",
    "SPLIT",
    "TOTAL_OUTPUT_SPLIT",
]

"""How a pasted llama.cpp command's slots and a job of items each so long were read, en + zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

CONTEXT_PER_SLOT = T(
    "read.context_per_slot",
    "llama.cpp splits -c {total:,} over its {slots} parallel slots (-np {slots}):"
    " {tokens:,} tokens per sequence",
    "llama.cpp 把 -c {total:,} 平分给 {slots} 个并行槽位（-np {slots}）："
    "每个序列 {tokens:,} tokens",
)
"""``llama-server -np 4 -c 131072``: the server's context is shared by its slots, so each of the
four sequences holds 32,768 tokens and the cache is 131,072 tokens in all."""

ITEMS_TIMES_EACH = T(
    "read.items_times_each",
    "{items:,} items of {each:g} h each read as {hours:,g} hours in all",
    "{items:,} 个、每个 {each:g} 小时，按共 {hours:,g} 小时理解",
)
""""2,000 episodes averaging an hour each": the job is 2,000 hours of audio, not one hour."""

__all__ = ["CONTEXT_PER_SLOT", "ITEMS_TIMES_EACH"]

"""What a KV-cache answer says of a sliding window the asker names, en + zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

KV_NO_WINDOW = T(
    "kv.no_window",
    "No sliding window is counted for {model}: its catalog row (the current release) attends"
    " over the whole context, so the cache keeps growing with it; only layers that attend"
    " within a window stop growing at the window's length",
    "{model} 没有按滑动窗口计算：目录里这一版对整个上下文做注意力，所以 KV 缓存随上下文一直增长；"
    "只有用滑动窗口的层，缓存才会在窗口长度处停止增长",
)
"""A sliding window named ("mistral 7b has sliding window — does the kv stop growing past
4k?") for a model whose row records none: the figure is full attention, and said so."""

__all__ = ["KV_NO_WINDOW"]

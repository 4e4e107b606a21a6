"""What a fit answer says of a box of different cards whose layers go by each card's memory.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

BOX_NEEDS = T(
    "box.needs",
    "{how} in {precision} needs {need} in all on {box} against {usable} usable in all,"
    " layers placed by each card's memory.",
    "{how}（{precision}）在 {box} 上共需 {need} 显存，"
    "整机共可用 {usable}，按每张卡的显存分配各层。",
)
BOX_NEEDS_MORE = T(
    "box.needs_more",
    "{how} in {precision} needs {need} in all on {box}, more than the {usable} usable in all.",
    "{how}（{precision}）在 {box} 上共需 {need} 显存，超过整机共可用的 {usable}。",
)
MIXED_BOX_POOLED = T(
    "box.pooled",
    "{cards} in one box ({total:g} GB in all): llama.cpp and Accelerate's device_map give each"
    " card as many layers as its memory holds, so the box is judged as a whole; vLLM's tensor"
    " parallelism would cut equal shards, bounded by the smaller card",
    "{cards} 装在同一台机器（共 {total:g} GB）：llama.cpp 和 Accelerate 的 device_map"
    " 按每张卡的显存分配层数，所以按整机合计判断；vLLM 的张量并行则切成等份，受限于较小那张卡",
)

"""What an out-of-memory answer says when one memory saver is asked to fix the job on its own.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

CHECKPOINTING_ALONE_FITS = T(
    "saver_alone.checkpointing_fits",
    "**Yes: gradient checkpointing alone brings it to about {need} per GPU against {usable}"
    " usable**, with everything else as you set it (steps about 30% slower).",
    "**可以：只开梯度检查点，每卡约需 {need}，可用 {usable}**，其余设置不变（每步约慢 30%）。",
)
CHECKPOINTING_ALONE_SHORT = T(
    "saver_alone.checkpointing_short",
    "**No: gradient checkpointing alone brings it to about {need} per GPU, still more than the"
    " {usable} usable**; the changes below, cheapest first, are what it takes.",
    "**不够：只开梯度检查点，每卡仍需约 {need}，超过可用的 {usable}**；"
    "下面按代价从低到高列出还需要的改动。",
)

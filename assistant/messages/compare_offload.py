"""What a comparison of cards says of a model run partly from system RAM on each.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

COMPARE_OFFLOAD_LEAD = T(
    "compare.offload_lead",
    "**With part of {model} ({precision}) in system RAM, the {winner} is faster: about"
    " {tps_a:,.1f} tokens/s with {on_a} of {layers} layers on the GPU, against {tps_b:,.1f} on"
    " the {loser} with {on_b}**; the weights left in RAM ({ram_a:,.1f} and {ram_b:,.1f} GB) are"
    " read for every token, so both run far below the {gpu_only_a:,.1f} and {gpu_only_b:,.1f}"
    " tokens/s of holding it all on GPUs.",
    "**{model}（{precision}）一部分放系统内存时，{winner} 更快：GPU 上放 {on_a}/{layers} 层，生成约"
    " {tps_a:,.1f} tokens/s；{loser} 放 {on_b} 层，约 {tps_b:,.1f}**；留在内存里的权重"
    "（{ram_a:,.1f} GB 和 {ram_b:,.1f} GB）每个 token 都要读一遍，所以两者都远低于全部放进显存时的"
    " {gpu_only_a:,.1f} 和 {gpu_only_b:,.1f} tokens/s。",
)
"""Two cards each running the model with layers in RAM: the faster first, then why both crawl."""

COMPARE_OFFLOAD_TIE = T(
    "compare.offload_tie",
    "**With part of {model} ({precision}) in system RAM, the {winner} and the {loser} run it about"
    " as fast: {tps_a:,.1f} and {tps_b:,.1f} tokens/s, with {on_a} and {on_b} of {layers} layers on"
    " the GPU**; the weights left in RAM ({ram_a:,.1f} and {ram_b:,.1f} GB) are read for every"
    " token and set the pace, far below the {gpu_only_a:,.1f} and {gpu_only_b:,.1f} tokens/s of"
    " holding it all on GPUs.",
    "**{model}（{precision}）一部分放系统内存时，{winner} 和 {loser} 差不多快：约 {tps_a:,.1f} 和"
    " {tps_b:,.1f} tokens/s，GPU 上分别放 {on_a} 层和 {on_b} 层（共 {layers} 层）**；留在内存里的"
    "权重（{ram_a:,.1f} GB 和 {ram_b:,.1f} GB）每个 token 都要读一遍，速度由它决定，远低于全部放进"
    "显存时的 {gpu_only_a:,.1f} 和 {gpu_only_b:,.1f} tokens/s。",
)
"""The same, when the two offloaded runs are within a few percent: RAM sets both."""

__all__ = ["COMPARE_OFFLOAD_LEAD", "COMPARE_OFFLOAD_TIE"]

"""How much GPU memory a named model needs, asked with no card: in English and Chinese.

Same rules as ``table`` and ``failures``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

NEEDS = T(
    "memory_need.needs",
    "**{model} needs about {first:,.0f} GB of GPU memory at {precision}** for {method} at"
    " {context:,} tokens of context{others}",
    "**{model} 在 {precision} 下{method}约需 {first:,.0f} GB 显存**"
    "（上下文 {context:,} token）{others}",
)
OTHERS = T("memory_need.others", "; {figures}", "；其他精度：{figures}")
AT = T("memory_need.at", "about {gb:,.0f} GB at {precision}", "{precision!p}约 {gb:,.0f} GB")
RELEASE = T(
    "memory_need.release", "{precision} (its release format)", "{precision}（官方发布格式）"
)
PICK_FOLLOWS = T(
    "memory_need.pick_follows",
    "Where that fits, cheapest first:",
    "放得下的配置，按价格从低到高：",
)
METHODS = {
    "inference": ("inference", "推理"),
    "lora": ("LoRA fine-tuning", "LoRA 微调"),
    "qlora": ("QLoRA fine-tuning", "QLoRA 微调"),
    "full": ("full fine-tuning", "全参数微调"),
    "pretrain": ("pre-training", "预训练"),
}
"""How each method is named in the memory line."""
PRECISIONS = {
    "bf16": ("bf16", "bf16"),
    "fp16": ("fp16", "fp16"),
    "int8": ("8-bit", "8 位"),
    "fp8": ("FP8", "FP8"),
    "mxfp4": ("MXFP4", "MXFP4"),
    "q4_k_m": ("4-bit (Q4_K_M)", "4 位（Q4_K_M）"),
    "int4": ("4-bit", "4 位"),
    "nf4": ("4-bit NF4", "4 位 NF4"),
}
"""How each precision is named in the memory line."""
RAM_HOLDS_IT = T(
    "memory_need.ram_holds_it",
    "**Yes: {ram:g} GB of RAM holds {model} at {precision} (about {need:.0f} GB)** with offload,"
    " even with little on the GPU; the more layers the GPU keeps, the faster it runs, and the"
    " operating system needs its share of the RAM too",
    "**够：{ram:g} GB 内存放得下 {precision!p}的 {model}（约 {need:.0f} GB）**，"
    "即使显卡只放一小部分；显卡放的层越多越快，系统本身也要占一部分内存",
)
RAM_WITH_GPU = T(
    "memory_need.ram_with_gpu",
    "**Only beside a GPU of at least {gap:.0f} GB: {model} at {precision} needs about"
    " {need:.0f} GB**, and with offload the weights split between GPU memory and system RAM,"
    " so {ram:g} GB of RAM plus the GPU must hold them, with room left for the operating system",
    "**要配至少 {gap:.0f} GB 显存的显卡才行：{precision!p}的 {model} 约需 {need:.0f} GB**，"
    "卸载时权重分在显存和内存里，{ram:g} GB 内存加上显存要放得下，还要给系统留出余量",
)

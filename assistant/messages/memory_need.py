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
OTHERS = T("memory_need.others", "; {figures}", "；{figures}")
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

"""Whether NVLink is needed for a job across cards, in English and Chinese (``calc.link_need``).

Same rules as ``table`` and ``failures``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

NOT_NEEDED = T(
    "link.not_needed",
    "**No, not for inference:** split by layers across {cards} (the way llama.cpp and"
    " Ollama split a model, and pipeline parallelism), each card hands only each token's hidden"
    " state to the next ({kb} per token{of_model}), which PCIe carries easily; NVLink matters for"
    " training and tensor-parallel serving",
    "**推理不需要：**按层切到 {cards} 上（llama.cpp、Ollama 默认这样切，流水线并行也是），"
    "卡之间只传每个 token 的隐藏状态（每个 token {kb}{of_model}），PCIe 完全够用；"
    "NVLink 主要对训练和张量并行部署有用",
)
TENSOR_INFERENCE = T(
    "link.tensor_inference",
    "**Not required, but it helps tensor parallel:** tensor parallel over {cards} (vLLM"
    " `--tensor-parallel-size {count}`) runs over PCIe, yet it exchanges activations twice in"
    " every layer, so NVLink makes it faster, most at large batches and long prompts; a split by"
    " layers (pipeline parallel, llama.cpp) needs no fast link",
    "**不是必需，但对张量并行有帮助：**{cards} 张量并行（vLLM `--tensor-parallel-size {count}`）"
    "走 PCIe 也能跑，但每层都要交换两次激活值，有 NVLink 会更快，批越大、提示越长差得越多；"
    "按层切分（流水线并行、llama.cpp）不需要高速互联",
)
ADAPTERS = T(
    "link.adapters",
    "**It adds little for {method}:** data-parallel {method} across {cards} all-reduces"
    " only the adapters' gradients each step (megabytes, not gigabytes), so PCIe keeps up;"
    " NVLink pays off when every weight's gradient or shard crosses the link (full fine-tuning,"
    " FSDP/ZeRO-3, tensor parallel)",
    "**对 {method} 帮助不大：**{cards} 数据并行的 {method} 每步只同步适配器（adapter）的梯度"
    "（MB 级，不是 GB 级），PCIe 跟得上；要每个权重的梯度或分片都过互联时"
    "（全参数微调、FSDP/ZeRO-3、张量并行），NVLink 才划算",
)
FULL_MEASURED = T(
    "link.full_measured",
    "**Yes, it helps:** {how} {method} of {model} across {cards} sends about"
    " {traffic:.1f} GB per GPU each step ({grads:.1f} GB of bf16 gradients): about {pcie_s:.2f} s"
    " a step over PCIe 4.0 x16{linked}; frameworks overlap part of it with compute, so it costs"
    " most when steps are short",
    "**有帮助：**{model!p}在 {cards} 上{how}{method}，每步每卡要传约 {traffic:.1f} GB"
    "（bf16 梯度 {grads:.1f} GB）：走 PCIe 4.0 x16 每步约 {pcie_s:.2f} 秒{linked}；"
    "框架会把一部分通信与计算重叠，步越短越吃亏",
)
HOW_DATA_PARALLEL = T("link.how_data_parallel", "data-parallel", "数据并行")
HOW_SHARDED = T("link.how_sharded", "sharded (FSDP, ZeRO-3)", "分片（FSDP、ZeRO-3）")
SIZED = T("link.sized", "a {params:g}B model", "{params:g}B 模型")
FULL_LINKED = T(
    "link.full_linked",
    ", against {nvlink_s:.2f} s over the {gpu}'s NVLink ({gb_s:g} GB/s both ways)",
    "，走 {gpu} 的 NVLink（双向 {gb_s:g} GB/s）约 {nvlink_s:.2f} 秒",
)
FULL_GENERIC = T(
    "link.full_generic",
    "**Yes, it helps:** {method} across {cards} exchanges every weight's gradient each"
    " step (2 bytes a parameter in bf16, sent about twice around the ring), and sharding"
    " (FSDP, ZeRO-3) gathers the weights too; over PCIe that traffic can stall the cards, over"
    " NVLink it mostly hides behind compute",
    "**有帮助：**{cards} {method}每步要同步每个权重的梯度"
    "（bf16 每参数 2 字节，环形同步约传两遍），分片训练（FSDP、ZeRO-3）还要收集权重；"
    "走 PCIe 时这些通信会让卡空等，走 NVLink 大多能被计算掩盖",
)
DEPENDS = T(
    "link.depends",
    "**Not for LoRA or QLoRA; yes for full training:** LoRA across {cards} exchanges only"
    " the adapters' gradients (megabytes) each step, while full fine-tuning and sharded training"
    " (FSDP, ZeRO-3) exchange every weight's gradient, gigabytes a step, where NVLink keeps the"
    " cards busy",
    "**LoRA、QLoRA 不需要，全参数训练需要：**{cards} LoRA 每步只同步适配器的梯度（MB 级），"
    "全参数微调和分片训练（FSDP、ZeRO-3）每步要同步所有权重的梯度（GB 级），有 NVLink 卡才不会空等",
)
CARD_HAS_NONE = T(
    "link.card_has_none",
    " The {gpu} has no NVLink at all, so PCIe is the only link between its cards.",
    "另外，{gpu} 本身没有 NVLink，卡之间只能走 PCIe。",
)
OF_MODEL = T("link.of_model", " for {model}", "，按 {model} 计")
CARDS = T("link.cards", "{count} cards", "{count} 张卡")
CARDS_NAMED = T("link.cards_named", "{count} × {gpu}", "{count} 张 {gpu}")
METHODS = {
    "lora": ("LoRA", "LoRA"),
    "qlora": ("QLoRA", "QLoRA"),
    "full": ("full fine-tuning", "全参数微调"),
    "pretrain": ("pre-training", "预训练"),
}
"""How each training method is named in these lines."""

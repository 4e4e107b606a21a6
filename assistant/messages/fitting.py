"""Fit answers beyond GPU memory alone, in English and Chinese.

A size asked beside a list of what fits, and a model that loads only with part of its weights
in the stated system RAM.

Same rules as ``table`` and ``failures``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

ASKED_SIZE_ROW = T(
    "fitting.asked_size_row",
    "the {size:g}B size you asked about: {model} at {precision} takes {per_gpu} per GPU"
    " ({verdict}), about {tps:,.1f} tokens/s",
    "你问的 {size:g}B 规模：{model}（{precision}）每卡 {per_gpu}（{verdict}），"
    "约 {tps:,.1f} tokens/s",
)
ASKED_SIZE_NONE = T(
    "fitting.asked_size_none",
    "no {size:g}B model fits these GPUs, even at the lowest precision listed",
    "{size:g}B 规模的模型在这些显卡上放不下，表中最低的精度也不行",
)
RAM_OFFLOAD_LOADS = T(
    "fitting.ram_offload_loads",
    "**Yes, with conditions: not in GPU memory alone, but it loads with part of the weights in"
    " your {ram_gb:g} GB of system RAM.** {model} in {precision} is {weights} of weights; on"
    " {setup} {gpu_weights} of them fit the GPUs and {ram_weights} go to RAM ({placement}),"
    " about {tps:,.1f} tokens/s",
    "**可以，但有条件：只靠显存放不下，但把部分权重放到你的 {ram_gb:g} GB 系统内存后能加载。**"
    "{model}（{precision}）权重共 {weights}；在 {setup} 上 {gpu_weights} 放进显存，"
    "{ram_weights} 放到内存（{placement}），约 {tps:,.1f} tokens/s",
)
RAM_OFFLOAD_SHORT = T(
    "fitting.ram_offload_short",
    "**No: it does not fit the GPUs, and with offload it needs {ram_weights} of system RAM for"
    " weights, more than {share:.0%} of your {ram_gb:g} GB.** {model} in {precision} is"
    " {weights} of weights; {setup} holds {gpu_weights} of them",
    "**不行：显存放不下，卸载到内存也需要 {ram_weights} 系统内存放权重，超过你 {ram_gb:g} GB 的"
    " {share:.0%}。**{model}（{precision}）权重共 {weights}；{setup} 只能放下 {gpu_weights}",
)
RAM_OFFLOAD_SHARED = T(
    "fitting.ram_offload_shared",
    "**No: even with the experts in system RAM, the shared weights of {model} in {precision}"
    " do not fit {setup}.**",
    "**不行：即使把专家放到系统内存，{model}（{precision}）的共享权重也放不进 {setup}。**",
)
LOW_BITS_UNMODELLED = T(
    "read.low_bits_unmodelled",
    "{surface} weights are not modelled: I size and time GGUF Q2_K and wider, so the figures"
    " below are not for {surface}",
    "{surface} 权重暂不支持估算：我只能估算 GGUF Q2_K 及更高的精度，下面的数字不是 {surface} 的",
)
LOW_BITS_TOO_BIG = T(
    "fitting.low_bits_too_big",
    "**No.** With {bits:g}-bit weights, {model}'s weights alone are {weights}, more than the"
    " {usable} usable on {setup}",
    "**放不下。** 按每个权重 {bits:g} 比特算，{model} 光权重就有 {weights}，超过 {setup} 可用的"
    " {usable}",
)
LOW_BITS_SIZED = T(
    "fitting.low_bits_sized",
    "**{verdict}** With {bits:g}-bit weights, {model} needs about {per_gpu} per GPU on {setup},"
    " against {usable} usable: its {precision} weights scaled to {bits:g}-bit, the KV cache and"
    " buffers kept",
    "**{verdict}** 按每个权重 {bits:g} 比特算，{model} 在 {setup} 上每卡约需 {per_gpu}，每卡可用"
    " {usable}：把 {precision} 的权重按 {bits:g} 比特折算，KV 缓存和缓冲区不变",
)
LOW_BITS_LIKELY = T("fitting.low_bits_likely", "Likely yes.", "大概率放得下。")
LOW_BITS_SHORT = T("fitting.low_bits_short", "Likely not.", "大概率放不下。")
NOT_AT_SIZE_SIZED = T(
    "fitting.not_at_size_sized",
    "{surface!r} is not in my catalog at that memory size: the figures are for the {gpu}"
    " ({memory:g} GB)",
    "目录里没有这个显存容量的 {surface!r}：下面的数字按 {gpu}（{memory:g} GB）计算",
)
MEMORY_AS_STATED = T(
    "fitting.memory_as_stated",
    "{gpu}: {memory:g} GB per card, as you said",
    "{gpu}：每卡 {memory:g} GB 显存，与你说的一致",
)
MEMORY_IN_ALL_AS_STATED = T(
    "fitting.memory_in_all_as_stated",
    "{count} × {gpu}: {memory:g} GB in all ({each:g} GB each), as you said",
    "{count} × {gpu}：共 {memory:g} GB 显存（每卡 {each:g} GB），与你说的一致",
)
LONG_CONTEXT_WISH = T(
    "fitting.long_context_wish",
    "a long context asked for with no length: listed at {tokens:,} tokens per sequence",
    "希望支持长上下文但没说多长：按每个序列 {tokens:,} 个 token 列出",
)
CONTEXT_FULL_WINDOW = T(
    "fitting.context_full_window",
    "{surface} context read as {tokens:,} tokens, the model's full window (not a round {metric:,})",
    "上下文 {surface} 按模型的完整窗口 {tokens:,} tokens 理解（不是整数 {metric:,}）",
)
BITS_PER_WEIGHT_AS = T(
    "fitting.bits_per_weight_as",
    "{surface} (bits per weight, ExLlama) sized as {sized}",
    "{surface}（每个权重的位数，ExLlama 格式）按 {sized} 估算显存",
)
NVFP4_AS_MXFP4 = T(
    "fitting.nvfp4_as_mxfp4",
    "NVFP4 sized as MXFP4: both store 4-bit floats with a small shared scale per block",
    "NVFP4 按 MXFP4 估算显存：两者都是 4 位浮点，每小块共用一个缩放系数",
)
CARDS_MIX = T(
    "fitting.cards_mix",
    "**Yes, different cards work together:** llama.cpp and Ollama split a model's layers across"
    " them, each card holding a share; sized here as {count} × {gpu}, the card with less memory"
    " taken {count} times, and the slower card sets the pace.",
    "**可以混用：**llama.cpp、Ollama 会把模型的层分到不同的卡上，各放一部分；"
    "这里按 {count} 张 {gpu} 估算（显存较小的卡乘以张数），速度取决于较慢的那张卡。",
)
SPEED_FLOOR_LEAD = T(
    "fitting.speed_floor_lead",
    "the lead is the biggest model that runs at {tps:g} tokens/s or faster, as you asked",
    "按你的要求，首推的是生成速度不低于 {tps:g} tokens/s 的最大模型",
)
NONE_AT_SPEED = T(
    "fitting.none_at_speed",
    "no model that fits runs at {tps:g} tokens/s or faster here; the fastest one is shown",
    "能放下的模型里没有一个能达到 {tps:g} tokens/s，这里给出最快的那个",
)
NOT_ON_GPU_ALONE = T(
    "fitting.not_on_gpu_alone",
    "Not on the GPU alone, but yes with its experts in system RAM: ",
    "光靠显存放不下，但把专家放到系统内存里可以跑：",
)
NOT_ON_GPU_ALONE_RAM = T(
    "fitting.not_on_gpu_alone_ram",
    "Not on the GPU alone, but yes with its experts in your {ram:g} GB of system RAM: ",
    "光靠显存放不下，但把专家放到你的 {ram:g} GB 系统内存里可以跑：",
)
OFFLOAD_INSTEAD = T(
    "fitting.offload_instead",
    "Slow but possible with part of it in system RAM: ",
    "把一部分放到系统内存里能跑，但很慢：",
)
MACHINE_READ_AS = T(
    "fitting.machine_read_as",
    "{machine} read as the chip it is built on: {gpu}",
    "{machine} 按它所用的芯片估算：{gpu}",
)
UNIFIED_BY_CORES = T(
    "fitting.unified_by_cores",
    "{chip} with a {cores}-core GPU read as the {gpu}: that GPU comes with {sizes} GB of unified"
    " memory, sized at the smallest; name the memory for another size",
    "{chip} {cores} 核 GPU 按 {gpu} 估算：这款 GPU 有 {sizes} GB 统一内存几种配置，按最小的估算；"
    "如是其他容量请说明",
)
UNIFIED_SIZE_UNLISTED = T(
    "fitting.unified_size_unlisted",
    "{chip} with {memory:g} GB is not in my catalog (it lists {sizes} GB): sized as the {gpu}",
    "目录里没有 {memory:g} GB 的 {chip}（只有 {sizes} GB）：按 {gpu} 估算",
)
NAMED_BESIDE_LIST = T(
    "fitting.named_beside_list",
    "{model}, which you asked about, at {precision}: {per_gpu} per GPU of {usable} usable"
    " ({verdict})",
    "你问的 {model}（{precision}）：每卡 {per_gpu}，可用 {usable}（{verdict}）",
)

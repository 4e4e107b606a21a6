"""Chinese versions of the calculators' English assumptions, notes and warnings; pure.

The calculators (sizing, speed, pricing, tools, catalog) and the parser state what they assumed
in English: that text is data, returned as is by the tools and the CLI. An answer to a Chinese
question shows the same sentences in Chinese, made here by one table of (pattern over the whole
English sentence, Chinese template). Every number the English sentence states is captured and
written again unchanged, so a localized sentence grounds the same numbers as its source.

Assumptions are fragments without a final full stop (as in English); warnings are full
sentences ending in "。", because the answer text strings them together.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.calc.catalog_query import NOTES_ZH as CATALOG_NOTES_ZH
from assistant.question.slots import LOOSE_READINGS_ZH

Replacement = str | Callable[[re.Match[str]], str]
"""A template for ``Match.expand`` (``\\1`` ...) or a function of the match."""

_NUM = r"(\d[\d,]*(?:\.\d+)?)"
"""A number as the calculators format it: ``4096``, ``165.2``, ``1,000,000``."""

_SEGMENTS_ZH = {"consumer": "消费级", "workstation": "工作站级", "datacenter": "数据中心级"}
_SECTORS_ZH = {"commercial": "商业", "industrial": "工业", "residential": "居民"}


def _p(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern.replace("{N}", _NUM))


def _label_zh(label: str) -> str:
    """A value label inside a warning ("price of X", "PUE 1.58"), localized when known."""
    if label.startswith("price of "):
        return f"{label.removeprefix('price of ')} 的价格"
    if label.startswith("exchange rate "):
        return f"汇率 {label.removeprefix('exchange rate ')}"
    return localize(label, "zh") or label


def _spaced(text: str) -> str:
    """``text`` with a space after it when it ends in Latin text or digits (zh typography)."""
    return f"{text} " if text[-1:].isascii() and text[-1:].isalnum() else text


def _kv_cache(m: re.Match[str]) -> str:
    hf = f"，HF eager generate 再乘以 x{m[2]}" if m[2] else ""
    return f"KV 缓存每个元素 {m[1]} 字节{hf}"


def _flops(m: re.Match[str]) -> str:
    recompute = "，加 2xP 重计算（梯度检查点）" if m[2] else ""
    return f"每 token 计算量 {m[1]}xP FLOPs（P 为参数量）{recompute}，再加因果注意力"


def _electricity(m: re.Match[str]) -> str:
    where = m[3]
    sector = next((s for s in _SECTORS_ZH if where.endswith(f", {s}")), None)
    if sector is not None:
        where = f"{where.removesuffix(f', {sector}')}，{_SECTORS_ZH[sector]}用电"
    return f"电价 {m[1]} {m[2]}/kWh（{where}）"


# --------------------------------------------------------------------------- assumptions

_SIZING: tuple[tuple[re.Pattern[str], Replacement], ...] = (
    (_p(r"weights in 4-bit NF4 with double quantization"), "权重用 4-bit NF4 量化（含双重量化）"),
    (_p(r"weights in 4-bit NF4"), "权重用 4-bit NF4 量化"),
    (_p(r"weights in bf16 \(16-bit\)"), "权重为 bf16（16 位）"),
    (
        _p(r"training sequence of {N} tokens \(a typical length, not the model maximum\)"),
        r"训练序列长度 \1 tokens（常见长度，不是模型的最大上下文）",
    ),
    (
        _p(
            r"context \(prompt \+ reply\) of {N} tokens"
            r" \(a typical length, not the model maximum\)"
        ),
        r"上下文（提示词 + 回复）\1 tokens（常见长度，不是模型的最大上下文）",
    ),
    (_p(r"batch {N} per GPU"), r"每卡 batch \1"),
    (_p(r"gradient checkpointing on"), "开启梯度检查点"),
    (_p(r"gradient checkpointing off"), "不开梯度检查点"),
    (
        _p(r"optimizer (\S+), bf16 autocast with fp32 master weights"),
        r"优化器 \1，bf16 自动混合精度，保留 fp32 主权重",
    ),
    (_p(r"optimizer (\S+), pure bf16"), r"优化器 \1，纯 bf16 训练"),
    (
        _p(r"FlashAttention \(no s\^2 attention scores stored\)"),
        "使用 FlashAttention（不保存 s^2 规模的注意力分数）",
    ),
    (
        _p(r"FlashAttention off: s\^2 attention scores stored per layer"),
        "不用 FlashAttention：每层保存 s^2 规模的注意力分数",
    ),
    (_p(r"loss over {N} vocab: chunked cross-entropy"), r"在 \1 词的词表上算损失：分块交叉熵"),
    (
        _p(r"loss over {N} vocab: fp32 logits and their gradient"),
        r"在 \1 词的词表上算损失：保存 fp32 logits 及其梯度",
    ),
    (_p(r"LoRA rank {N} on all linear layers"), r"LoRA 秩 \1，加在所有线性层上"),
    (_p(r"LoRA rank {N} on q and v projections"), r"LoRA 秩 \1，只加在 q、v 投影上"),
    (_p(r"KV cache at {N} bytes/element(?:, x{N} for HF eager generate)?"), _kv_cache),
    (
        _p(
            r"vLLM preallocates {N}% of each GPU and fills the rest with KV cache, so nvidia-smi"
            r" shows that much whatever the model size"
        ),
        r"vLLM 预先占用每张卡 \1% 的显存，其余都填给 KV 缓存，所以无论模型多大，"
        r"nvidia-smi 都显示这么多占用",
    ),
    (
        _p(r"MoE: all experts' weights resident; activations from active experts only"),
        "MoE：所有专家的权重都常驻显存；激活值只来自被激活的专家",
    ),
    (
        _p(
            r"overhead includes {N} GB CUDA context and {N} GB of allocator cache and"
            r" framework buffers"
        ),
        r"额外开销：\1 GB CUDA 上下文，加 \2 GB 分配器缓存和框架缓冲区",
    ),
    (_p(r"{N} GB per GPU for NCCL communication buffers"), r"每卡 \1 GB 用于 NCCL 通信缓冲区"),
    (
        _p(r"offloaded state needs host RAM and a fast PCIe link; steps get slower"),
        "卸载出去的状态需要主机内存和高速 PCIe 链路；每步会变慢",
    ),
    (
        _p(
            r"(\S+) treated as a dense Llama-style model: {N} layers, hidden {N}, {N} heads"
            r" \({N} KV heads\), vocabulary {N}"
        ),
        r"\1 按 Llama 式稠密模型估算：\2 层，隐藏维度 \3，\4 个注意力头（\5 个 KV 头），"
        r"词表 \6",
    ),
)

_SPEED: tuple[tuple[re.Pattern[str], Replacement], ...] = (
    (
        _p(
            r"decode reads {N}B active params at {N} B/param plus the KV cache each step,"
            r" at {N}% of {N} GB/s \((\S+)\)(?:, plus {N} us per layer per step)?"
        ),
        lambda m: (
            f"解码每步读取 {m[1]}B 激活参数（每参数 {m[2]} 字节）和 KV 缓存，"
            f"按 {m[4]} GB/s 显存带宽的 {m[3]}% 计算（{m[5]}）"
            + (f"，每层每步另加 {m[6]} 微秒" if m[6] else "")
        ),
    ),
    (_p(r"prefill at {N}% of {N} dense TFLOPS"), r"预填充按 \2 TFLOPS 稠密算力的 \1% 计算"),
    (
        _p(r"batch {N}, context {N} tokens \(KV averaged over the reply\)"),
        r"batch \1，上下文 \2 tokens（KV 缓存按生成过程中的平均长度计）",
    ),
    (
        _p(
            r"([46])xP FLOPs per token( \+ 2xP recompute \(gradient checkpointing\))?"
            r" \+ causal attention"
        ),
        _flops,
    ),
    (
        _p(
            r"MFU {N}% of {N} dense TFLOPS \((consumer|workstation|datacenter) GPU\)"
            r"(?:; published range {N}-{N}%)?"
        ),
        lambda m: (
            f"MFU 取 {m[2]} TFLOPS 稠密算力的 {m[1]}%（{_SEGMENTS_ZH[m[3]]} GPU）"
            + (f"；公开数据范围 {m[4]}–{m[5]}%" if m[4] else "")
        ),
    ),
    (
        _p(r"micro-batch {N} x {N} tokens per GPU, strategy (\S+)"),
        r"每卡 micro-batch \1 × \2 tokens，并行策略 \3",
    ),
    (
        _p(r"GPU-to-GPU link {N} GB/s one way \(NVLink, mostly overlapped\)"),
        r"卡间互联单向 \1 GB/s（NVLink，通信大多与计算重叠）",
    ),
    (
        _p(r"GPU-to-GPU link {N} GB/s one way \(PCIe, not overlapped\)"),
        r"卡间互联单向 \1 GB/s（PCIe，通信不与计算重叠）",
    ),
    (
        _p(r"QLoRA dequantization adds a fixed cost per micro-step"),
        "QLoRA 反量化让每个 micro-step 多出固定耗时",
    ),
)

_PRICING: tuple[tuple[re.Pattern[str], Replacement], ...] = (
    (
        _p(r"cost = hourly rate x {N} h x instances; an instance of N GPUs is billed whole"),
        r"费用 = 每小时价格 × \1 小时 × 实例数；含多张 GPU 的实例按整台计费",
    ),
    (
        _p(
            r"spot: {N}% interruptions per hour, checkpoint every {N} min, {N} min restart"
            r" -> {N}% of work lost, billed time x{N}"
        ),
        r"抢占式（spot）：每小时中断概率 \1%，每 \2 分钟保存一次检查点，重启需 \3 分钟"
        r" → 损失 \4% 的工作量，计费时长 ×\5",
    ),
    (
        _p(r"reserved = cheapest committed plan covering the job; whole months/years are paid"),
        "预留价 = 覆盖该任务的最便宜包月/包年方案；按整月/整年付费",
    ),
    (
        _p(r"cost per 1M tokens = hourly rate / \(tokens/s x 3600\) x 1,000,000"),
        "每 1M token 成本 = 每小时价格 ÷ (tokens/s × 3600) × 1,000,000",
    ),
    (
        _p(r"instance throughput = per-GPU tokens/s x GPUs in the instance \(linear scaling\)"),
        "实例吞吐 = 单卡 tokens/s × 实例内 GPU 数（按线性扩展）",
    ),
    (
        _p(
            r"{N} hours per month; energy is drawn only while working \({N}% of the month\)"
            r" at full system power {N} kW"
        ),
        r"每月按 \1 小时计；只在工作时耗电（每月 \2% 的时间），按整机满载功率 \3 kW 计",
    ),
    (
        _p(
            r"maintenance {N}% of the purchase price per year; straight-line depreciation over"
            r" {N} years, no resale value"
        ),
        r"每年维护费为购置价的 \1%；按 \2 年直线折旧，不计残值",
    ),
    (
        _p(r"renting is billed only for the hours used \(on-demand, no idle instances\)"),
        "租用只按实际使用的小时计费（按量付费，没有闲置实例）",
    ),
    (
        _p(r"no colocation, network, staff or cooling-equipment cost included"),
        "未计入机房托管、网络、人员和制冷设备成本",
    ),
    # The labels of the values behind a rent-vs-buy answer (tco.ValueRef.label).
    (_p(r"purchase price \(given\)"), "购置价（用户给定）"),
    (_p(r"purchase price \(estimated, see assumptions\)"), "购置价（估算，见假设）"),
    (_p(r"purchase price \({N} x (.+)\)"), r"购置价（\1 × \2）"),
    (_p(r"system power"), "整机功率（服务器条目）"),
    (
        _p(
            r"power \({N} x {N} W, GPUs only: host CPUs, fans and NICs add more; a DGX A100 is"
            r" rated 6\.5 kW for 3\.2 kW of GPUs\)"
        ),
        r"功率（\1 × \2 W，只计 GPU：主机 CPU、风扇和网卡另有功耗；"
        r"DGX A100 额定 6.5 kW，其中 GPU 占 3.2 kW）",
    ),
    (_p(r"PUE {N}"), r"PUE（数据中心总能耗 / IT 设备能耗）\1"),
    (_p(r"electricity {N} (\w+)/kWh \((.+)\)"), _electricity),
    (
        _p(r"rent rate \((\S+), cheapest on-demand per GPU-hour\)"),
        r"租用价（\1，最便宜的按量每卡时价格）",
    ),
    # Notes added by tools.rent_vs_buy when the catalog has no server row or power figure.
    (
        _p(r"power = {N} x {N} W board power \(GPUs only\)"),
        r"功率 = \1 × \2 W 板卡功耗（只计 GPU）",
    ),
    (
        _p(
            r"purchase price = {N} x (.+) at {N} USD \((.+)\); host CPU, RAM, PSU and chassis"
            r" not included"
        ),
        r"购置价 = \1 × \2，单价 \3 USD（\4）；不含主机 CPU、内存、电源和机箱",
    ),
    (
        _p(
            r"no purchase price for (.+?): priced at {N} x {N} (\w+) per GPU from (.+), the"
            r" nearest of the same family; real quotes differ"
        ),
        r"没有 \1 的购置价：按同系列最接近的 \5 折算，每卡 \3 \4，共 \2 张；实际报价会不同",
    ),
)

_PARSING: tuple[tuple[re.Pattern[str], Replacement], ...] = (
    (
        _p(r"budget with no currency in a Chinese question read as CNY"),
        "中文问题里没写币种的预算按人民币（CNY）理解",
    ),
    (_p(r"GGUF (\S+) sized as (\S+)"), r"GGUF \1 按 \2 估算显存"),
    (
        _p(r"quantisation with no bit width read as 4-bit \(int4\)"),
        "没写位宽的量化按 4-bit（int4）理解",
    ),
    (
        _p(r"(.+) is not in the catalog with that memory size; read as (\S+)"),
        r"目录里没有这个显存容量的 \1，按 \2 理解",
    ),
    (_p(r"DGX/HGX (.+) read as 8 GPUs"), r"DGX/HGX \1 按 8 张 GPU 理解"),
    (_p(r"(\S+) context read as {N} tokens"), r"上下文 \1 按 \2 tokens 理解"),
    (
        _p(r"{N} concurrent requests read as batch size {N}"),
        r"\1 个并发请求按 batch size \2 理解",
    ),
    (_p(r"4-bit fine-tuning read as QLoRA"), "4-bit 微调按 QLoRA 理解"),
    (
        _p(r"prices asked in a Chinese question are given in CNY"),
        "中文问题里的价格以人民币（CNY）给出",
    ),
)

# --------------------------------------------------------------------------- warnings

_WARNINGS: tuple[tuple[re.Pattern[str], Replacement], ...] = (
    (
        _p(r"(\S+) is a generic shape, not a published config"),
        r"\1 是按规模推算的通用结构，不是官方发布的配置。",
    ),
    (
        _p(r"sequence length {N} exceeds (\S+)'s maximum context {N}; the estimate extrapolates"),
        r"序列长度 \1 超过了 \2 的最大上下文 \3，估算是外推的。",
    ),
    (
        _p(r"(\S+) has no bf16 support; fp16 has the same size but needs loss scaling"),
        r"\1 不支持 BF16，可用 FP16（大小相同，需要 loss scaling）。",
    ),
    (
        _p(r"(\S+) has no FP8 tensor cores; FP8 weights would be upcast to run"),
        r"\1 没有 FP8 张量核心，FP8 权重需要转换后运行。",
    ),
    (
        _p(r"pretraining from scratch: memory as for full training; time is estimated apart"),
        "从头预训练：显存按全参数训练估算；训练时间需另行估算。",
    ),
    (
        _p(
            r"vLLM will show about {N} GB used per GPU \(gpu_memory_utilization {N}\); that is"
            r" preallocation for KV cache, not a leak"
        ),
        r"vLLM 会显示每卡约 \1 GB 显存占用（gpu_memory_utilization \2）："
        r"这是给 KV 缓存预先分配的，不是内存泄漏。",
    ),
    (
        _p(
            r"does not fit in memory \({N} GB per GPU with (\S+), {N} usable\); run `size` for"
            r" what would fit"
        ),
        r"显存装不下（\2 方式下每卡需 \1 GB，可用 \3 GB）；用 `size` 命令查看可行方案。",
    ),
    (
        _p(r"(\S+) splits layers across GPUs: more memory, not more speed"),
        r"\1 按层切分到多卡：只增加显存容量，不提速。",
    ),
    (
        _p(
            r"(\S+) has no NVLink: sharded training moves {N} GB per step over PCIe, {N}% of each"
            r" step"
        ),
        r"\1 没有 NVLink：切分训练每步经 PCIe 传输 \2 GB，占每步时间的 \3%。",
    ),
    (
        _p(r"(.+) is {N} days old \(as of ([\d-]+)\); check for a newer figure"),
        lambda m: (
            f"{_spaced(_label_zh(m[1]))}已是 {m[2]} 天前的数据（截至 {m[3]}），请核对最新数字。"
        ),
    ),
    (_p(r"date approximate: .*"), "价格日期为推断值，仅供参考。"),
    (
        _p(r"(.+) is unverified: (.+)"),
        lambda m: f"{_spaced(_label_zh(m[1]))}未经核实（来源：{m[2]}）。",
    ),
    (
        _p(r"low-confidence price \(unverified third-party aggregate\)"),
        "低可信度价格（未核实的第三方汇总）。",
    ),
    (
        _p(r"per-GPU quote: check that the GPUs share one node and a fast interconnect"),
        "按卡计价的报价：请确认这些 GPU 在同一节点上，并有高速互联。",
    ),
    (
        _p(r"needs {N} instances: multi-node work needs a fast network"),
        r"需要 \1 台实例：多机训练需要高速网络。",
    ),
    (_p(r"pays for {N} GPUs to use {N}"), r"为用 \2 张卡要付 \1 张卡的钱。"),
    (
        _p(r"no offering matches: try another GPU, fewer GPUs per node or a different provider"),
        "没有匹配的报价：可以换一种 GPU、减少每节点的 GPU 数，或换一家云厂商。",
    ),
)

PATTERNS: tuple[tuple[re.Pattern[str], Replacement], ...] = (
    _SIZING + _SPEED + _PRICING + _PARSING + _WARNINGS
)
"""Every English sentence shape the calculators and the parser produce, with its Chinese."""


EXACT_ZH: dict[str, str] = {**CATALOG_NOTES_ZH, **LOOSE_READINGS_ZH}
"""Fixed sentences whose writers keep their Chinese beside them (looked up, not matched)."""


def localize(sentence: str, lang: str) -> str | None:
    """``sentence`` in the answer's language: itself for English, None when no zh pattern fits."""
    if lang != "zh":
        return sentence
    if sentence in EXACT_ZH:
        return EXACT_ZH[sentence]
    for pattern, replacement in PATTERNS:
        m = pattern.fullmatch(sentence)
        if m is not None:
            return m.expand(replacement) if isinstance(replacement, str) else replacement(m)
    return None


def localize_all(sentences: list[str], lang: str) -> list[str]:
    """Each sentence localized; one with no translation is kept in English, never dropped."""
    return [localize(s, lang) or s for s in sentences]


def warning_sentence(warning: str, lang: str) -> str | None:
    """An estimator warning as a sentence in the answer's language (None if untranslated)."""
    if lang == "zh":
        return localize(warning, lang)
    return warning[0].upper() + warning[1:] + ("" if warning.endswith(".") else ".")


__all__ = ["PATTERNS", "localize", "localize_all", "warning_sentence"]

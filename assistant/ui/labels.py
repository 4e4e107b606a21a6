"""The one label table for every id the calculators name, with number formatting.

Methods, precisions, strategies, table columns and values, models and GPUs; plus display-only
text fixes (ids in prose, bold before CJK letters) and the GB-vs-GiB note.

Every pair is (English, Chinese). Internal ids (``generic-13b``, ``rtx-4090``, ``per_gpu_gb``)
are shown only in "how this was computed"; everything else goes through this module.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

from .i18n import UiLang

Pair = tuple[str, str]

METHODS: dict[str, Pair] = {
    "inference": ("inference", "推理"),
    "full": ("full fine-tuning", "全参数微调"),
    "lora": ("LoRA", "LoRA"),
    "qlora": ("QLoRA", "QLoRA"),
    "pretrain": ("pre-training", "预训练"),
}
PRECISIONS: dict[str, Pair] = {
    "fp32": ("FP32", "FP32"),
    "bf16": ("BF16", "BF16"),
    "fp16": ("FP16", "FP16"),
    "fp8": ("FP8", "FP8"),
    "mxfp4": ("MXFP4", "MXFP4"),
    "int8": ("INT8", "INT8"),
    "int4": ("INT4", "INT4"),
    "q8_0": ("GGUF Q8_0", "GGUF Q8_0"),
    "q6_k": ("GGUF Q6_K", "GGUF Q6_K"),
    "q5_k_m": ("GGUF Q5_K_M", "GGUF Q5_K_M"),
    "q4_k_m": ("GGUF Q4_K_M", "GGUF Q4_K_M"),
    "q4_0": ("GGUF Q4_0", "GGUF Q4_0"),
    "q3_k_m": ("GGUF Q3_K_M", "GGUF Q3_K_M"),
    "q2_k": ("GGUF Q2_K", "GGUF Q2_K"),
}
STRATEGIES: dict[str, Pair] = {
    "auto": ("automatic", "自动"),
    "single": ("one GPU", "单卡"),
    "ddp": ("data parallel (DDP)", "数据并行（DDP）"),
    "zero1": ("ZeRO-1", "ZeRO-1"),
    "zero2": ("ZeRO-2", "ZeRO-2"),
    "zero3": ("ZeRO-3", "ZeRO-3"),
    "fsdp": ("FSDP", "FSDP"),
    "tp": ("tensor parallel", "张量并行"),
    "pp": ("pipeline parallel", "流水线并行"),
    "device_map": ("layers split across GPUs", "按层切分到多卡"),
    "offload": ("CPU offload", "CPU 卸载"),
}
STRATEGY_EXPLAINED: dict[str, Pair] = {
    "auto": ("the simplest split that fits is chosen", "自动选择能装下的最简单切分方式"),
    "single": ("one GPU holds everything", "一张卡装下全部内容"),
    "ddp": (
        "each GPU holds a full copy of the model and its training state",
        "每张卡各放一份完整的模型和训练状态",
    ),
    "zero1": ("optimizer state is sharded across GPUs", "优化器状态切分到各卡"),
    "zero2": ("optimizer state and gradients are sharded", "优化器状态和梯度切分到各卡"),
    "zero3": (
        "weights, gradients and optimizer state are all sharded across GPUs",
        "权重、梯度和优化器状态全部切分到各卡",
    ),
    "fsdp": ("weights and training state are sharded across GPUs", "权重和训练状态切分到各卡"),
    "tp": ("every layer's weights are split across GPUs", "每层的权重切分到各卡"),
    "pp": ("consecutive layers live on different GPUs", "连续的层放在不同的卡上"),
    "device_map": ("layers are split across GPUs in sequence", "各层按顺序分到多张卡"),
    "offload": (
        "weights and optimizer state live in host RAM and stream in per layer",
        "权重和优化器状态放在主机内存，逐层调入显卡",
    ),
}
TERMS: dict[str, Pair] = {
    "weights": ("weights", "权重"),
    "gradients": ("gradients", "梯度"),
    "optimizer": ("optimizer state", "优化器状态"),
    "activations": ("activations", "激活值"),
    "logits": ("logits", "输出层 logits"),
    "kv_cache": ("KV cache", "KV 缓存"),
    "overhead": ("overhead", "框架开销"),
}
COLUMNS: dict[str, Pair] = {
    # answers and the calculator
    "model": ("Model", "模型"),
    "method": ("Method", "方式"),
    "precision": ("Precision", "精度"),
    "gpus": ("GPUs", "GPU 配置"),
    "per_gpu_gb": ("Peak per GPU", "单卡峰值"),
    "usable_gb": ("Usable per GPU", "单卡可用"),
    "capacity_gb": ("Card memory", "显卡显存"),
    "headroom_gb": ("Headroom", "余量"),
    "fits": ("Fits", "装得下"),
    "strategy": ("Split", "切分方式"),
    "term": ("Part", "组成部分"),
    "gb": ("Memory", "显存"),
    "change": ("Change", "调整"),
    "count": ("GPU count", "GPU 数量"),
    "gpu_count": ("GPUs per instance", "每实例 GPU 数"),
    "field": ("Field", "字段"),
    "value": ("Value", "数值"),
    # GPUs
    "name": ("Name", "名称"),
    "vendor": ("Vendor", "厂商"),
    "segment": ("Segment", "定位"),
    "architecture": ("Architecture", "架构"),
    "memory_gb": ("Memory (GB)", "显存（GB）"),
    "bandwidth_gb_s": ("Bandwidth (GB/s)", "带宽（GB/s）"),
    "bf16_tflops": ("BF16 TFLOPS", "BF16 TFLOPS"),
    "fp8_tflops": ("FP8 TFLOPS", "FP8 TFLOPS"),
    "nvlink": ("NVLink", "NVLink"),
    "interconnect": ("Interconnect", "互联"),
    "tdp_w": ("Power (W)", "功耗（W）"),
    "launch_price_usd": ("Launch price (USD)", "首发价（美元）"),
    "cloud_usd_per_gpu_hour": ("Cloud, cheapest (USD/GPU-h)", "云端最低价（美元/卡·时）"),
    "launch_year": ("Launch year", "发布年份"),
    # models
    "family": ("Family", "系列"),
    "params_b": ("Parameters (B)", "参数量（B）"),
    "active_params_b": ("Active parameters (B)", "激活参数量（B）"),
    "moe": ("MoE", "MoE"),
    "layers": ("Layers", "层数"),
    "hidden_size": ("Hidden size", "隐藏维度"),
    "attention": ("Attention", "注意力"),
    "kv_heads": ("KV heads", "KV 头数"),
    "max_context": ("Max context (tokens)", "最大上下文（token）"),
    "release": ("Released", "发布时间"),
    # prices
    "provider": ("Provider", "云厂商"),
    "offering": ("Offering", "产品"),
    "instance_type": ("Instance type", "实例规格"),
    "gpu": ("GPU", "GPU"),
    "region": ("Region", "地域"),
    "currency": ("Currency", "币种"),
    "per_gpu_hour": ("Per GPU-hour", "每卡每小时"),
    "original_per_gpu_hour": ("Listed price per GPU-hour", "原始标价（每卡每小时）"),
    "on_demand_per_hour": ("On-demand per instance-hour", "按需价（每实例每小时）"),
    "spot_per_hour": ("Spot per instance-hour", "抢占式（每实例每小时）"),
    "monthly_price": ("Monthly", "包月价"),
    "as_of": ("As of", "日期"),
    "confidence": ("Confidence", "可信度"),
    "source": ("Source", "来源"),
    "excluded": ("Excluded from ranking", "不参与排名"),
    # about
    "title": ("Title", "标题"),
    "language": ("Language", "语言"),
    "updated": ("Updated", "更新日期"),
    "sources": ("Sources", "来源数"),
    "file": ("File", "文件"),
}
VALUES: dict[str, dict[str, Pair]] = {
    "segment": {
        "consumer": ("consumer", "消费级"),
        "workstation": ("workstation", "工作站"),
        "datacenter": ("data centre", "数据中心"),
    },
    "confidence": {
        "high": ("high", "高"),
        "medium": ("medium", "中"),
        "low": ("low", "低"),
        "user": ("your own", "自填"),
    },
    "language": {"en": ("English", "英文"), "zh": ("Chinese", "中文")},
    "fits": {"True": ("yes", "是"), "False": ("no", "否")},
}
GIB_IN_GB = 1.073741824
"""One GiB (2**30 bytes) in GB (1e9 bytes)."""


def pick(pair: Pair, lang: UiLang) -> str:
    """The English or Chinese half of a pair."""
    return pair[0] if lang == "en" else pair[1]


def label(table: Mapping[str, Pair], key: Any, lang: UiLang) -> str:
    """``key`` through ``table`` (unknown keys are shown as they are)."""
    pair = table.get(str(key))
    return str(key) if pair is None else pick(pair, lang)


def column(key: str, lang: UiLang, suffix: str = "") -> str:
    """A table header in ``lang`` (``suffix`` adds a unit, e.g. a currency)."""
    return label(COLUMNS, key, lang) + suffix


def value(kind: str, raw: Any, lang: UiLang) -> str:
    """A cell value (segment, confidence, language, fits) in ``lang``."""
    return label(VALUES.get(kind, {}), raw, lang)


def fmt_number(x: float | int | None, digits: int = 2) -> str:
    """A number for people: thousands separators, never an exponent, trailing zeros trimmed."""
    if x is None or (isinstance(x, float) and not math.isfinite(x)):
        return "—"
    if isinstance(x, bool):
        return str(x)
    if isinstance(x, int) or float(x).is_integer():
        return f"{int(x):,}"
    if abs(x) >= 1000:
        return f"{x:,.0f}"
    text = f"{x:,.{digits}f}".rstrip("0").rstrip(".")
    return text if text not in ("-0", "") else "0"


def fmt_gb(x: float | None, signed: bool = False) -> str:
    """GB with one decimal below 1,000 and none above (``+1.2 GB``, ``-24,838,662 GB``)."""
    if x is None:
        return "—"
    sign = "+" if signed and x > 0 else ""
    body = f"{x:,.0f}" if abs(x) >= 1000 else f"{x:.1f}"
    return f"{sign}{body} GB"


def model_name(model_id: str, names: Mapping[str, str], lang: UiLang) -> str:
    """A model's display name: the catalog's, or "generic 13B model" for a bare size."""
    if model_id.startswith("generic-"):
        size = model_id.removeprefix("generic-").upper()
        return f"generic {size} model" if lang == "en" else f"通用 {size} 模型"
    return names.get(model_id, model_id)


def setup_name(gpu_id: str, count: int, names: Mapping[str, str]) -> str:
    """``2 × RTX 4090`` from an id and a count."""
    return f"{count} × {names.get(gpu_id, gpu_id)}"


_GENERIC = re.compile(r"(?<![\w/#.-])([gG])eneric-(\d+(?:\.\d+)?[bB])(?![\w-])")


def humanize_ids(text: str, names: Mapping[str, str], lang: UiLang) -> str:
    """Replace catalog ids in prose with their names (display only; links and code untouched)."""

    def generic(m: re.Match[str]) -> str:
        name = model_name(f"generic-{m.group(2).lower()}", {}, lang)
        return name[0].upper() + name[1:] if m.group(1) == "G" else name

    text = _GENERIC.sub(generic, text)
    ids = [i for i in names if ("-" in i or "_" in i) and names[i] != i]
    if not ids:
        return text
    pattern = re.compile(
        r"(?<![\w/#.`-])("
        + "|".join(re.escape(i) for i in sorted(ids, key=len, reverse=True))
        + r")(?![\w`-])"
    )
    return pattern.sub(lambda m: names[m.group(1)], text)


_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_PUNCT = re.compile(r"[\u3000-\u303f\uff00-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65:;,.!?()]")


def _needs_space(ch: str) -> bool:
    """Whether a delimiter next to ``ch`` only works if the punctuation moves (a letter)."""
    return bool(ch) and not ch.isspace() and not _PUNCT.fullmatch(ch)


def _fix_line(line: str) -> str:
    def moved(m: re.Match[str]) -> str:
        inner = m.group(1)
        before = line[m.start() - 1] if m.start() > 0 else ""
        after = line[m.end()] if m.end() < len(line) else ""
        lead = trail = ""
        if _needs_space(after):
            while inner and _PUNCT.fullmatch(inner[-1]):
                trail, inner = inner[-1] + trail, inner[:-1]
        if _needs_space(before):
            while inner and _PUNCT.fullmatch(inner[0]):
                lead, inner = lead + inner[0], inner[1:]
        return f"{lead}**{inner}**{trail}" if inner else m.group(0)

    return _BOLD.sub(moved, line)


def cjk_safe_emphasis(markdown: str) -> str:
    """Move punctuation out of ``**…**`` so CommonMark renders it bold before a CJK letter.

    ``**注意：**RTX`` is not bold in CommonMark: a closing ``**`` after punctuation must be
    followed by a space or punctuation. ``**注意**：RTX`` renders bold and reads the same.
    Emphasis that already renders is left as it is.
    """
    return "\n".join(_fix_line(line) for line in markdown.split("\n"))


def units_note(
    gpu_name: str, vendor_gb: float, capacity_gb: float, usable_gb: float, lang: UiLang
) -> tuple[str, str]:
    """(one sentence, tooltip) explaining GB vs the vendor's GiB and the reserve for one card."""
    reserve = capacity_gb - usable_gb
    v, c, u, r = (
        fmt_number(vendor_gb, 1),
        f"{capacity_gb:.1f}",
        f"{usable_gb:.1f}",
        f"{reserve:.1f}",
    )
    if lang == "en":
        sentence = (
            f"GB here is 10⁹ bytes. The {gpu_name}'s \"{v} GB\" is the vendor's GiB (2³⁰ bytes),"
            f" i.e. {c} GB; {r} GB is kept in reserve, so {u} GB is usable."
        )
        tip = (
            "Vendors and nvidia-smi count memory in GiB (1 GiB = 1.074 GB). Every figure here is"
            " in GB (10⁹ bytes), so a card's capacity looks larger than its label. The reserve"
            " (3%, plus 0.5 GB on desktop cards that also drive a display) is what the driver,"
            " fragmentation and the display take before your job starts."
        )
    else:
        sentence = (
            f"这里的 GB 指 10⁹ 字节。{gpu_name} 标称的“{v} GB”是厂商按 GiB（2³⁰ 字节）计的，"
            f"合 {c} GB；其中 {r} GB 留作预留，可用 {u} GB。"
        )
        tip = (
            "厂商和 nvidia-smi 按 GiB 计显存（1 GiB = 1.074 GB），本应用的数字都按 GB（10⁹ 字节）"
            "计，所以显卡容量看起来比标称大。预留部分（3%，桌面卡另加 0.5 GB 给显示输出）"
            "是驱动、显存碎片和显示在任务开始前就占掉的。"
        )
    return sentence, tip

"""Premises in the question, checked against the catalog and said in the first lines; pure.

* A feature the question assumes a named GPU has ("two 4090s linked with NVLink", "does the
  RTX 3090 do FP8?") is checked against the catalog row; when the card lacks it, the answer
  opens with the correction, citing the spec row.
* A mixture-of-experts model is sized by all its parameters, not the active ones ("Qwen3-30B-A3B
  only activates 3B"): the answer says so right after its first line.
"""

from __future__ import annotations

from assistant.answer.compose import Draft, say
from assistant.calc.catalog_query import has_feature

CHECKED_FEATURES = ("nvlink", "fp8", "fp4", "bf16")
"""Features a question can wrongly assume; each has a catalog field that settles it."""
FEATURE_NAMES = {"nvlink": "NVLink", "fp8": "FP8", "fp4": "FP4", "bf16": "BF16"}
CONSEQUENCE = {
    "nvlink": (
        "the cards talk over PCIe only and do not pool into one bigger memory; each GPU keeps"
        " its own, and a model split across them pays for the slower link",
        "多卡之间只能走 PCIe，显存不会合并成一张大卡；"
        "每张卡各用各的显存，切分到多卡的模型要承受更慢的互联",
    ),
    "fp8": (
        "FP8 tensor math needs Ada, Hopper or newer; an FP8 checkpoint runs on it only through"
        " weight-only kernels or after conversion, without the FP8 speed-up",
        "FP8 张量运算需要 Ada、Hopper 或更新的架构；"
        "FP8 权重在这张卡上只能靠仅权重量化内核或转换后运行，得不到 FP8 的加速",
    ),
    "fp4": (
        "FP4 tensor math arrived with Blackwell",
        "FP4 张量运算从 Blackwell 架构才开始支持",
    ),
    "fp16": (
        "it runs FP16 at a small fraction of its FP32 rate (no tensor cores), so run FP32, or"
        " INT8 and 4-bit GGUF models through llama.cpp",
        "它跑 FP16 只有 FP32 速度的一小部分（没有张量核心），请用 FP32，"
        "或者用 llama.cpp 跑 INT8、4 位 GGUF 模型",
    ),
    "bf16": (
        "use FP16 (with loss scaling for training) instead",
        "请改用 FP16（训练时配合 loss scaling）",
    ),
    "flash_attention": (
        "FlashAttention-2 needs compute capability 8.0 or newer (Ampere, Ada, Hopper); use"
        " PyTorch's scaled-dot-product attention or xFormers, which save memory without its speed",
        "FlashAttention-2 需要计算能力 8.0 及以上（Ampere、Ada、Hopper）；"
        "可改用 PyTorch 的 scaled_dot_product_attention 或 xFormers，同样省显存但没有它的速度",
    ),
}


def _said_of_another(draft: Draft, card: str, feature: str) -> bool:
    """Whether NVLink, asked beside several cards, is said of cards other than ``card``.

    NVLink links cards of one kind: "two 3090s with nvlink vs one 4090" says it of the pair
    (which has it), not of the single 4090; "两张 4090 用 nvlink 连起来 vs 一张 a6000" of the
    4090s, which lack it. With no pair named, a card that has it is the one meant.
    """
    if feature != "nvlink":
        return False
    asks = {a.gpu_id: a for a in draft.query.gpus}
    if len(asks) < 2:
        return False
    pairs = {g for g, a in asks.items() if a.count >= 2}
    if pairs:
        return card not in pairs
    cards = [draft.catalog.gpus.get(g) for g in asks]
    return any(c is not None and has_feature(c, "nvlink") for c in cards)


def _corrections(draft: Draft) -> list[str]:
    lines: list[str] = []
    if draft.premises_said:
        return lines
    for ask in draft.query.gpus:
        gpu = draft.catalog.gpus.get(ask.gpu_id)
        if gpu is None:
            continue
        for feature in draft.query.features:
            if feature not in CHECKED_FEATURES or has_feature(gpu, feature):
                continue
            if _said_of_another(draft, gpu.id, feature):
                continue
            name, what = draft.gpu_name(gpu.id), FEATURE_NAMES[feature]
            en, zh = CONSEQUENCE[feature]
            marker = draft.spec(gpu.id)
            lines.append(
                say(
                    draft.lang,
                    f"**No {what} on the {name}:** it does not support {what}; {en} {marker}.",
                    f"**{name} 不支持 {what}：**{zh} {marker}。",
                )
            )
    return lines


def _moe_note(draft: Draft) -> str:
    model = draft.catalog.models.get(draft.query.model_id or "")
    if model is None or not model.is_moe or draft.query.task == "catalog":
        return ""
    total, active = f"{model.params_b:,g}B", f"{model.active_b:,g}B"
    return say(
        draft.lang,
        f"{model.name} is a mixture-of-experts model: {total} parameters in all, {active}"
        f" active per token. Speed follows the active {active}; memory must hold all {total}.",
        f"{model.name} 是混合专家（MoE）模型：总参数 {total}，每个 token 激活 {active}。"
        f"速度取决于激活的 {active}，显存却要装下全部 {total}。",
    )


FIGURE_KINDS = frozenset({"speed", "workload_speed", "serve", "kv_cache", "fits_hardware"})
"""Kinds whose first line is the figure asked (tokens/s, seconds per image, users served,
sequences that fit, the models a card holds): it stays first."""


def add_premises(draft: Draft, kind: str = "") -> None:
    """Open with corrections of false premises; put the MoE note right after the first line.

    After a yes/no verdict on a sized model, or a speed asked of one ("flux fp8 on a 3080, how
    many seconds a picture?"), what the question asked comes first and the corrections follow.
    """
    note = _moe_note(draft)
    if note and draft.paragraphs:
        draft.paragraphs.insert(1, note)
    elif note:
        draft.add(note)
    corrections = _corrections(draft)
    sized = draft.query.model_id or draft.query.workload_id or kind == "fits_hardware"
    answered = draft.verdict is not None or bool(draft.query.workload_unknown)
    answered = answered or kind in FIGURE_KINDS
    # "qwen3-vl-32b at fp8 on an a6000": the model the catalog lacks is said first, then the
    # correction (the not-covered line is the answer)
    if draft.paragraphs and (answered and sized or kind == "not_covered"):
        # a fit asked of a card without the feature (or a model the catalog lacks, said so):
        # the verdict or that notice first, the correction next
        draft.paragraphs[1:1] = corrections
    else:
        draft.paragraphs[:0] = corrections


__all__ = ["add_premises"]

"""Two technical terms' relation asked, or a term asked in plain words; pure.

"NVLink 和 NVSwitch 到底什么关系", "ZeRO-3 和 FSDP 是一回事吗", "continuous batching 和 static
batching 差在哪", "difference between GQA and MQA": the terms are explained, whatever cards are
named beside them as examples. "ELI5 MIG on the A100", "用大白话讲讲 GQA": an explanation asked
outright. Either makes the question the explanation kind's (``Query.terms_related``,
``Query.plain_explain_asked``) unless a model or a workload is named to be sized.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.models import Intent

_TERM = (
    r"(?:nvlink|nvswitch|pcie(?:\s*[3-6]\.0)?(?:\s*x\d+)?|infiniband|roce|rdma|gpudirect|nccl"
    r"|mig|vgpu|mps|time[\s-]?slicing|zero(?:[\s-]?[123]|[\s-]?offload|[\s-]?infinity)?"
    r"|fsdp2?|deepspeed|ddp|megatron|tensor[\s-]?parallel\w*|pipeline[\s-]?parallel\w*"
    r"|data[\s-]?parallel\w*|expert[\s-]?parallel\w*|tp|pp|gqa|mqa|mha|mla|kv[\s-]?cache"
    r"|paged[\s-]?attention|(?:continuous|static|dynamic|in[\s-]?flight)[\s-]?batching"
    r"|flash[\s-]?attention\d?|sdpa|lora|qlora|dora|full[\s-]?fine[\s-]?tun\w*|prefill|decode"
    r"|ttft|tpot|itl|speculative[\s-]?decoding|mfu|hfu|(?:gpu|sm)[\s-]?(?:util\w*|usage|利用率)"
    r"|tflops|tops|hbm\w*|gddr\w*|lpddr\w*"
    r"|tensor[\s-]?cores?|cuda[\s-]?cores?|fp8|bf16|fp16|fp32|tf32|int8|int4|fp4"
    r"|nvfp4|mxfp4|gguf|awq|gptq|exl2|nf4|vllm|sglang|tgi|tensorrt[\s-]?llm|llama\.cpp|ollama"
    r"|张量并行|流水线并行|数据并行|专家并行|梯度检查点|混合精度|连续批处理|静态批处理|动态批处理"
    r"|投机解码|预填充|解码)"
)
_ASPECT = r"(?:\s*的?\s*(?:带宽|速度|延迟|精度|训练|推理|显存|bandwidth|speed|training))?"
"""What of a term is weighed ("PCIe 5.0 x16 的带宽跟 NVLink", "fp8 训练和 bf16 训练")."""
_JOIN = rf"{_ASPECT}\s*(?:和|与|跟|同|还有|以及|、|/|vs\.?|versus|and|or)\s*"
_RELATION = (
    r"(?:到底|究竟|实际上?)?\s*(?:是)?\s*(?:什么|啥)\s*关系|的关系|有(?:什么|啥)?(?:区别|差别|差异|不同)"
    r"|(?:的)?(?:区别|差别|差异|不同)|差在哪|差(?:几倍|多少)|(?:有啥|有什么)?不一样"
    r"|是(?:不是)?一回事|是同一(?:个|种)?(?:东西)?|一样吗"
)
TERMS_RELATED_RE = re.compile(
    rf"(?<![a-z\d]){_TERM}(?![a-z\d]){_JOIN}{_TERM}(?![a-z\d])"
    rf"(?:{_JOIN}{_TERM}(?![a-z\d]))?[^。？?!！]{{0,14}}?(?:{_RELATION})"
    rf"|(?<![a-z])differences? between (?:the )?{_TERM} and (?:the )?{_TERM}(?![a-z\d])"
    rf"|(?<![a-z])is {_TERM} (?:just )?the same(?: thing)? as {_TERM}(?![a-z\d])"
    rf"|(?<![a-z])how (?:does|do|is|are) {_TERM} (?:relate|related|differ|different)"
    rf"(?: (?:to|from))? {_TERM}(?![a-z\d])"
    rf"|(?<![a-z\d]){_TERM} (?:vs\.?|versus|and) {_TERM}(?![a-z\d])[^.?!]{{0,24}}?"
    r"(?:what'?s the difference|same thing|how (?:do|are) they (?:differ|related))"
)
"""Two (or three) terms and their relation or difference asked."""

PLAIN_EXPLAIN_RE = re.compile(
    r"(?<![a-z])(?:eli5|explain (?:it )?like i'?m (?:5|five)"
    r"|in (?:plain|simple) (?:english|words|terms)|in layman'?s terms)(?![a-z])"
    r"|大白话|通俗(?:点|一点|地|易懂地?)?(?:讲|说|解释)|小白(?:也)?(?:能)?听(?:得)?懂"
)
"""An explanation asked for in plain words."""

_SETTING_RE = re.compile(
    r"(?<![a-z])(?:cfg|guidance(?:[\s_-]?scale)?|classifier[\s-]?free guidance"
    r"|(?:sampling |denoising |inference )?steps?|step count|num_inference_steps|samplers?)"
    r"(?![a-z])"
    r"|采样步数|迭代步数|步数|采样器"
)
_SPEED_EFFECT_RE = re.compile(
    r"(?<![a-z])(?:affect|impact|effect|influence|change|matter)\w*[^.?!]{0,30}?"
    r"(?:speed|time|fast|slow|quick|it/s|latency|how long)"
    r"|(?:速度|耗时|时间|快慢)[^。？?！!]{0,12}?(?:影响|有关|关系)|影响[^。？?！!]{0,12}?(?:速度|耗时|时间|快慢)"
)
"""A generation setting (CFG, the step count, the sampler) and its effect on speed asked: how
the sampler's work scales, explained ("cfg scale 和步数对出图速度有影响吗")."""


_PICTURES_RE = re.compile(
    r"(?<![a-z])(?:images?|pictures?|diffusion|sdxl|sd ?1\.5|flux|comfyui|a1111|forge|renders?)"
    r"(?![a-z])|出图|生图|画图|图片"
)
"""Pictures named: the setting is a sampler's, on topic even with no card or model."""


def setting_speed_asked(folded: str) -> bool:
    """Whether a generation setting's effect on speed is asked ("do steps affect the time")."""
    return bool(_SETTING_RE.search(folded) and _SPEED_EFFECT_RE.search(folded))


def read_terms_asked(slots: dict[str, Any], folded: str, intent: Intent) -> Intent:
    """Mark two terms' relation or a plain-words explanation asked; the intent it makes.

    ``folded`` is the question as ``markers.fold`` leaves it. With a model or workload named,
    the marks are kept but the intent stands: "LoRA 和 QLoRA 的区别，13B 用哪个" sizes a job.
    """
    related = TERMS_RELATED_RE.search(folded) is not None
    plain = PLAIN_EXPLAIN_RE.search(folded) is not None
    pictures = _PICTURES_RE.search(folded) is not None
    if (
        not slots.get("gpus")
        and setting_speed_asked(folded)
        and (pictures or intent != "unsupported")
    ):
        slots["explain_asked"] = True  # no card to time it on: how the setting scales the work
        return "concept"
    if not (related or plain):
        return intent
    slots["terms_related"], slots["plain_explain_asked"] = related, plain
    sized = any(slots.get(k) for k in ("model_id", "params_b", "workload_id", "workload_family"))
    if sized or intent in ("unsupported", "smalltalk"):
        return intent
    slots["explain_asked"] = True
    return "concept"


__all__ = ["PLAIN_EXPLAIN_RE", "TERMS_RELATED_RE", "read_terms_asked", "setting_speed_asked"]

"""Which language a text is written in: one rule for questions, retrieval, citations and the app.

Chinese when Han characters are at least as many as ordinary English words. Product and
technical words (GPU and model names, LoRA, fp16, providers) and words with digits (H100, 80GB)
say nothing about the writer's language and are not counted, so "4090跑DeepSeek R1" and
"H100 SXM5 80GB 参数" are Chinese, "How do I rent a GPU on 阿里云?" is English.
"""

from __future__ import annotations

import re
import unicodedata

from assistant.models import Language

_HAN_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_EN_WORD_RE = re.compile(r"(?<![a-z0-9])[a-z]{2,}(?![a-z0-9])")

TECH_WORDS = frozenset(
    """
    gpu gpus vram ram rtx gtx nvidia geforce tesla amd intel cuda nvlink pcie sxm lora qlora
    llama qwen mistral mixtral deepseek gemma phi yi baichuan chatglm glm falcon gpt oss
    fp fp16 bf16 fp32 fp8 int8 int4 gguf awq gptq tflops hbm ti super ada nvl dgx hgx
    aws gcp azure runpod lambda autodl tco vllm ollama sft dpo rlhf ft bs k b gb tb mb
    cpu tpu llm llms api ai ml moe kv ok usd rmb cny instruct chat base hf
    """.split()
)
"""Product and technical words that say nothing about which language the writer uses."""


def article(figure: str) -> str:
    """The English article before a figure read aloud: "an" for 8B, 11B, 18B, 80GB, else "a"."""
    digits = re.match(r"\d+", figure)
    if digits is None:
        return "an" if figure[:1].lower() in "aeiou" else "a"
    n = digits.group()
    return "an" if n.startswith("8") or n in ("11", "18") else "a"


_QUOTED_RE = re.compile(r'"[^"\n]{12,}"|“[^”\n]{12,}”|`[^`\n]{12,}`|「[^」\n]{12,}」')
"""A quoted span long enough to be a pasted line (an error message, a log line): a program's
words, not the writer's, so they say nothing about which language the writer uses."""


_PASTED_AFTER_RE = re.compile(
    r"(?:报错?|提示|显示|输出|出现|弹出|抛出?)\s*[：:]?\s*[A-Za-z][^，。！？；\n\u4e00-\u9fff]{11,}"
)
"""An English line pasted unquoted after the Chinese word that introduces it ("一长就报 No
available memory for the cache blocks"): the program's words, not the writer's."""


def detect_language(text: str) -> Language:
    """``zh`` when Han characters are at least as many as ordinary English words, else ``en``.

    Quoted pasted lines (报 "Failed to initialize NVML: …"，咋整), and unquoted ones after the
    word that introduces them (报 No available memory for …), are left out of the count when
    the writer's own words are left around them.
    """
    own = _PASTED_AFTER_RE.sub(" ", _QUOTED_RE.sub(" ", text))
    text = own if own.strip() else text
    han = len(_HAN_RE.findall(text))
    if han == 0:
        return "en"
    low = unicodedata.normalize("NFKC", text).lower()
    words = sum(1 for w in _EN_WORD_RE.findall(low) if w not in TECH_WORDS)
    return "zh" if han >= words else "en"

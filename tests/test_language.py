"""One language detector for questions, retrieval, citations and the app (case table)."""

from __future__ import annotations

import pytest

from assistant.language import detect_language


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("", "en"),
        ("What GPU for 13B?", "en"),
        ("显存带宽", "zh"),
        ("RTX 4090 显存多大", "zh"),
        ("H100 SXM5 80GB 参数", "zh"),  # names and sizes are not English words
        ("4090跑DeepSeek R1", "zh"),
        ("what is 显存", "zh"),  # two Han characters against two ordinary words
        ("How do I rent a GPU on 阿里云?", "en"),
        ("can I fine-tune llama 3 8B with LoRA on 两张 4090", "en"),
        ("两张4090能不能用LoRA微调Llama 3 8B", "zh"),
        ("ＲＴＸ　４０９０ 显存", "zh"),  # full-width letters fold before counting
        # an error pasted unquoted after the word that introduces it is the program's words
        ("sglang 起 qwen3 30b，一跑就报 Not enough memory to allocate the KV pool here", "zh"),
        ("训练跑一半报错：RuntimeError: CUDA error: device-side assert triggered", "zh"),
        ("my loader shows 显示 nothing when I start the model in comfyui, no idea why", "en"),
    ],
)
def test_detect_language(text, lang):
    assert detect_language(text) == lang

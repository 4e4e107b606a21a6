"""A token volume said as an inference-only job is timed as batch inference, never as LoRA.

"2 亿 token 的数据，跑离线推理（只生成不训练）" was timed as a LoRA run on those tokens.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    "question",
    [
        "1.5 亿 token 用 qwen2.5 7b 离线推理，不训练，一张 4090 要跑多久",
        "80M tokens through qwen2.5 7b, offline inference on one 4090, how many hours?",
    ],
)
def test_a_token_volume_said_as_inference_only_is_a_batch_job(question: str) -> None:
    answer = memory_advisor().ask(question)
    assert any(c.tool == "estimate_batch_inference" for c in answer.tool_calls)
    assert not any(c.input.get("method") in ("lora", "qlora", "full") for c in answer.tool_calls)

"""Wan said by its Chinese name ("万相", "通义万相") is the video model, not a generic LLM size."""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "workload"),
    [
        ("万相2.1 1.3B 在 4090 上训练 LoRA 要多少显存", "wan2.1-t2v-1.3b"),
        ("通义万相2.1 14B 4090能跑吗", "wan2.1-t2v-14b"),
    ],
)
def test_wan_said_in_chinese_is_the_video_model(advisor, text, workload):
    """ "万相" (Tongyi Wanxiang) names Wan: it was sized as a generic 1.3B language model."""
    query = parse(text, advisor.catalog)
    assert query.workload_id == workload and query.workload_family == "video"

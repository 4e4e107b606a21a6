"""LLM readings kept on the path that answers them (fit30).

Conversations counted with each one's length between ("还能同时跑几个 8k 的对话") are the serving
count; the whole model asked into VRAM beside RAM for a part ("全进显存…分点到内存") is the GPU
fit, not system RAM sized; the people a team counts ("~40 staff") carry into a follow-up.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


@pytest.mark.parametrize(
    ("question", "context"),
    [
        ("两张 L40S 跑 qwen2.5 72b awq，权重放完还能同时跑几个 8k 的对话", 8192),
        ("4 张 A100 80G 部署 llama 3.3 70b fp8，能支持多少个 32k 会话同时在线", 32768),
    ],
)
def test_conversations_counted_with_their_length_are_the_serving_count(advisor, question, context):
    answer = _ask(advisor, question)
    assert answer.kind == "serve"
    assert answer.tool_calls[0].input["context"] == context
    assert "并发" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "3060 12g 跑 qwen2.5 14b q5，全在显存里能放下吗，还是要甩一些到内存",
        "笔记本 4070 8g 跑 llama 3.1 8b q8，能全进显存不，还是得放几层到内存",
    ],
)
def test_whole_model_in_vram_beside_ram_for_a_part_is_the_gpu_fit(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "fit_check"
    assert answer.verdict in ("yes", "no")


@pytest.mark.parametrize(
    ("first", "then", "people"),
    [
        (
            "How many people can chat with Qwen2.5 7B fp16 at once on one A10 at 4k context?"
            " team of ~40 staff",
            "and on an L40S instead?",
            "40",
        ),
        (
            "一张 L4 跑 llama 3.1 8b fp16，8k 上下文能同时服务几个人？公司 60 名员工",
            "换成 L40S 呢",
            "60",
        ),
    ],
)
def test_the_teams_size_carries_into_a_follow_up(advisor, first, then, people):
    answer = _ask(advisor, first, then)
    assert answer.kind == "serve"
    assert "l40s" in str(answer.tool_calls[0].input)
    assert people in answer.answer

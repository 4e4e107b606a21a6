"""llama.cpp's experts-in-RAM flags explained from their guide section; a speed still timed.

Our own phrasings, en and zh: what the flag does leads with the moe-models section on it; a
model and a card with the flag and a speed asked get the offload plan's tokens/s.
"""

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question import pooling
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what's --cpu-moe for in llama-server?", True),
        ("n_cpu_moe 这个参数有什么用", True),
        ("qwen3 30b a3b with --n-cpu-moe 20 on my 3060, tokens/s?", False),  # a speed, timed
        ("what does --n-gpu-layers do", False),  # not the experts flag
    ],
)
def test_the_flag_purpose_is_read(text, asked):
    assert pooling.expert_offload_asked(text.lower()) is asked


def test_the_flag_is_explained_from_its_section(advisor):
    answer = advisor.ask("can someone explain what --n-cpu-moe actually does in llama.cpp?")
    assert answer.kind == "concept"
    assert answer.citations[0].section.startswith("Experts in system RAM on a small GPU")
    assert "routed experts' weights" in first_line(answer.answer)


def test_the_flag_is_explained_in_chinese_after_a_moe_fit(advisor):
    turns = ["gpt-oss-20b 为啥 8g 显存装不下，不是只激活 3.6b 吗", "那 --cpu-moe 是什么意思"]
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind == "concept"
    assert answer.citations[0].section.startswith("小显存跑 MoE：把专家放进内存")


def test_a_speed_with_the_flag_is_still_timed(advisor):
    answer = advisor.ask("qwen3 30b a3b on a 3060 12gb with --n-cpu-moe, how many tok/s?")
    assert answer.kind == "speed"
    assert "tokens/s" in first_line(answer.answer) and "--n-cpu-moe" in first_line(answer.answer)

"""Three readings: 的 inside a model's alias, a box left on 24/7, and a cache's count asked in 条.

- "R1 蒸馏的 32b" is the distilled model (alias "R1 蒸馏 32B"), never the 671B DeepSeek-R1.
- A box one gets or keeps running ("搞台…7x24 开着") is owned: 24/7 is how busy it is, and a
  recommendation prices its electricity at 24 h a day.
- "kv 塞得下多少条" / "多少条并发" asks a count, answered first.
"""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "model"),
    [
        ("3090 上跑 R1 蒸馏的 32b 够不够", "deepseek-r1-distill-qwen-32b"),
        ("想在 4070 上试试 deepseek-r1 蒸馏版的 8b", "deepseek-r1-distill-llama-8b"),
    ],
)
def test_the_particle_de_inside_an_alias_names_nothing(advisor, question, model):
    assert parse(question, advisor.catalog).model_id == model


def test_a_box_kept_on_all_day_is_priced_at_24_hours(advisor):
    answer = advisor.ask("打算攒台一直开着的机器 7x24 跑 8b 模型当家庭助手，省电为主，买哪张卡")
    assert answer.kind == "recommend"
    assert "每天运行 24 小时" in answer.answer and "kWh" in answer.answer
    power = [c for c in answer.tool_calls if c.tool == "estimate_power"]
    assert power and power[0].input["hours_per_day"] == 24


def test_a_rented_job_said_24_7_is_not_an_owned_box(advisor):
    query = parse("租 4090 7x24 跑一周多少钱", advisor.catalog)
    assert query.usage_hours_per_month is None


@pytest.mark.parametrize(
    "question",
    [
        "A100 80G 放 qwen2.5 14b bf16，32k 的 kv cache 塞得下多少条",
        "显存 48G 的 L40S，mistral 7b，每条 16k 上下文，KV 缓存能存下几条",
    ],
)
def test_a_count_of_cached_sequences_is_answered_first(advisor, question):
    answer = advisor.ask(question)
    first = _first(answer)
    assert first.startswith("**能放下 ") and "个" in first and "tokens 的序列" in first


def test_concurrency_counted_in_tiao_is_a_serving_count(advisor):
    answer = advisor.ask("H100 上 llama 3.1 8b fp16，每条 4k，最多能跑多少条并发")
    assert answer.kind == "serve"
    assert "路并发" in _first(answer)

"""Stated facts of money and sizing questions kept in the answer: a provider named in Chinese
beside its catalog name, preference pairs counted as the job's samples, and memory to get
together echoed as said. Figures come from the calculators; these check what is kept."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "reader", "catalog"),
    [
        ("腾讯云的 GN10Xp.2XLARGE40 带几张卡？", "腾讯云", "Tencent Cloud"),
        ("华为云 p2s.8xlarge.8 这个规格显存一共多大", "华为云", "Huawei Cloud"),
    ],
)
def test_a_chinese_instance_answer_names_the_provider_both_ways(advisor, question, reader, catalog):
    answer = advisor.ask(question)
    line = answer.answer.splitlines()[0]
    assert answer.kind == "instance"
    assert f"（{reader}，{catalog}）" in line


@pytest.mark.parametrize(
    ("question", "recipe", "samples"),
    [
        ("准备给 qwen2.5 7b 做 dpo，大概 2万对偏好数据，租什么卡", "dpo", 20000),
        ("mistral 7b 跑 orpo，5000对数据，4090 够吗", "orpo", 5000),
        ("想用 1.5万对 做 simpo 训练 llama 3 8b", "simpo", 15000),
    ],
)
def test_preference_pairs_said_in_chinese_are_the_sample_count(question, recipe, samples):
    query = parse(question, CAT)
    assert query.recipe == recipe
    assert query.samples == samples


def test_a_card_compared_against_another_is_no_pair_count():
    assert parse("3090对比4090跑 llama 3 8b 哪个快", CAT).samples is None


def test_a_dpo_round_keeps_its_method_and_pairs_in_the_answer(advisor):
    answer = advisor.ask("打算给 qwen2.5 7b 做一轮 dpo，偏好数据 2万对，租哪张卡划算？")
    assert answer.kind == "recommend"
    job = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    assert job and job[0].input["recipe"] == "dpo" and job[0].input["samples"] == 20000


@pytest.mark.parametrize(
    ("question", "gb", "echo"),
    [
        ("cheapest way to get 96 gb of vram for a 123b model at q4?", 96.0, "96.0 GB"),
        ("what's the cheapest way to reach 48GB total vram for qwen 72b at q4", 48.0, "48.0 GB"),
        ("想凑够48G显存跑 llama 3.3 70b q4，怎么搭最便宜", 48.0, "48.0 GB"),
    ],
)
def test_memory_to_get_together_is_stated_not_a_per_card_filter(advisor, question, gb, echo):
    query = parse(question, CAT)
    assert query.memory_to_reach_gb == gb
    assert query.min_memory_gb is None
    answer = advisor.ask(question)
    assert echo in "\n".join([answer.answer, *answer.assumptions])


@pytest.mark.parametrize(
    "question",
    ["一张 4090 买下来多少钱？要人民币价格", "RTX 4090 现在买一张多少钱，换成人民币说"],
)
def test_a_purchase_price_asked_in_yuan_is_converted_with_the_rate_said(advisor, question):
    answer = advisor.ask(question)
    line = answer.answer.splitlines()[0]
    row = answer.tool_calls[0].output["rows"][0]
    assert answer.tool_calls[0].input["currency"] == "CNY"
    assert "¥" in line and "1 美元 =" in line and "$1,599" in line
    assert row["purchase_price"] is not None and row["purchase_fx_rate"] is not None


@pytest.mark.parametrize(
    ("question", "first_words"),
    [
        ("which cards in your list have 48gb or more and cost under $5k new?", "2 GPUs"),
        ("what gpus on your catalog have at least 48GB and cost under $5000", "2 GPUs"),
        ("哪些卡显存至少 48G，买价 5000 美元以内", "目录中共有 2 款"),
    ],
)
def test_a_catalog_filter_with_a_price_to_buy_lists_the_matching_cards(
    advisor, question, first_words
):
    answer = advisor.ask(question)
    line = answer.answer.splitlines()[0]
    assert answer.kind == "catalog"
    assert first_words in line and "$5,000.00" in line
    assert "RTX A6000" in line and "W7900" in line
    assert answer.tool_calls[0].input["max_purchase_usd"] == 5000


@pytest.mark.parametrize(
    "question",
    [
        "i rent an h100 on runpod about 4 hrs a day for experiments. is buying an rtx pro 6000"
        " smarter over 2 years?",
        "we rent a100s on lambda 6 hours a day, would buying two 4090s be cheaper over 3 years?",
        "现在在 autodl 租 4090 每天 5 小时，自己买一张划算吗，按两年算",
    ],
)
def test_a_rent_said_then_buying_weighed_by_worth_is_rent_vs_buy(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "rent_vs_buy"
    assert answer.tool_calls[0].tool == "rent_vs_buy_stated"

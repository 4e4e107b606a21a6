"""Power readings past other readings: a PSU judged beside a model, a planned supply, a limit
aimed under, a voltage that is no instance type, "上双" counting two cards."""

import pytest

from assistant.question.instance_words import instance_words
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _parse(advisor, text: str):
    return parse(text, advisor.catalog)


def test_psu_judged_beside_a_model_is_a_power_check(advisor):
    answer = last_answer(advisor, "打算上双 4090 跑 32b 模型，电源 1200w 白金够用吗")
    line = answer.answer.splitlines()[0]
    assert answer.kind == "power" and answer.verdict == "no"
    assert "1,200 W" in line and "2 × RTX 4090" in line


def test_english_psu_judged_beside_a_model_is_a_power_check(advisor):
    query = _parse(advisor, "two 3090s for llama 70b, is my 1000w gold psu enough?")
    assert query.power_ask == "psu_check" and query.psu_stated_w == 1000.0
    assert query.task == "power"


def test_a_fit_asked_beside_the_psu_stays_a_fit(advisor):
    query = _parse(advisor, "I have a 1000w psu and two 3090s, can I run a 70b model?")
    assert query.intent == "fit_check" and query.task != "power"


def test_shang_shuang_counts_two_cards(advisor):
    query = _parse(advisor, "想上双3090跑本地模型")
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("rtx-3090", 2)]


def test_limit_follow_up_keeps_the_cpu_and_reads_dao(advisor):
    first = "两张 4090 加 7950x，1200w 电源够吗"
    answer = last_answer(advisor, first, "每张 power limit 到 300w 呢，1200w 稳不稳")
    line = answer.answer.splitlines()[0]
    assert answer.kind == "power"
    assert "300 W" in line and "1,200 W" in line and "7950X" in line


def test_planned_psu_is_judged_in_the_answer(advisor):
    answer = last_answer(advisor, "三张 4090 的机器配多大电源？打算用 1300w 金牌")
    line = answer.answer.splitlines()[0]
    assert answer.kind == "power" and "1,300 W" in line and "3 × RTX 4090" in line


def test_planned_psu_in_english(advisor):
    query = _parse(advisor, "what psu for two 5090s? thinking of 1500w")
    assert query.power_ask == "psu_check" and query.psu_stated_w == 1500.0


def test_voltage_is_no_instance_word():
    assert "0.875v" not in instance_words("my 3090 undervolted to 0.875v, draw in comfyui?")


def test_undervolt_aimed_under_a_wattage_is_the_limit(advisor):
    answer = last_answer(
        advisor, "undervolting my 4080 to 0.95v for ollama, can I keep it under 250w?"
    )
    line = answer.answer.splitlines()[0]
    assert answer.kind == "power" and "250 W" in line and "RTX 4080" in line

"""Facts stated in passing are used and said back in the reader's words.

A Chinese cloud named beside a fit or trouble question is echoed by both the names it goes by
("腾讯云（Tencent Cloud）"), so a reader who knows it by either finds it. Hours of use a year
said a few words after "一年" ("一年做毕设要跑 lora 大概 400 小时") are the cards' use when
owning is weighed, not the default 50% utilisation.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1]


def test_a_chinese_cloud_is_echoed_by_both_names(advisor):
    turn = _ask(advisor, "阿里云上一张 A10，跑 qwen2.5-7b int4 给 6 个人同时用，8k 上下文放得下吗")
    said = "\n".join(turn.answer.assumptions)
    assert "阿里云（Aliyun）" in said or "Aliyun" in turn.answer.answer


def test_a_cloud_with_a_latin_name_is_echoed_once(advisor):
    turn = _ask(
        advisor, "在 AutoDL 上租的 3090 跑 qwen2.5-14b int4 8k 上下文，4 个人同时用放得下吗"
    )
    said = "\n".join([turn.answer.answer, *turn.answer.assumptions])
    assert "AutoDL" in said and "AutoDL（AutoDL）" not in said


@pytest.mark.parametrize(
    ("question", "hours", "share"),
    [
        ("博士生，一年做实验要跑 qlora 大概 600 小时，买张卡还是租", 600, "7%"),
        ("工作室一年大概出图训练加起来 1200 小时，买 4090 还是租云", 1200, "14%"),
    ],
)
def test_hours_a_year_said_after_a_few_words_set_the_use(advisor, question, hours, share):
    turn = _ask(advisor, question)
    assert turn.answer.kind == "rent_vs_buy"
    said = "\n".join(turn.answer.assumptions)
    assert f"每年用 {hours:,} 小时" in said or f"每年用 {hours} 小时" in said
    assert share in turn.answer.answer.splitlines()[0] + said


def test_the_words_between_a_year_and_its_hours_keep_their_method(advisor):
    turn = _ask(advisor, "博士生，一年做实验要跑 lora 大概 600 小时，买卡还是租")
    assert turn.query.method == "lora"


def test_a_small_rate_set_beside_an_hourly_price_is_said_back_as_a_rate(advisor):
    turn = _ask(
        advisor, "H200 on-demand per GPU-hour, lowest you have? we pay $2.40 on a reserved H100"
    )
    said = "\n".join([turn.answer.answer, *turn.answer.assumptions])
    assert "$2.40 an hour" in said or "$2.40" in turn.answer.answer
    assert "budget of $2.40" not in said


def test_the_model_a_price_is_for_is_said_back(advisor):
    turn = _ask(
        advisor,
        "running qwen2.5-14b awq for 25 people, 8 hours a day: what per month on a RunPod A40?",
    )
    said = "\n".join([turn.answer.answer, *turn.answer.assumptions])
    assert "Qwen2.5-14B" in said


def test_an_engine_memory_share_flag_is_read_and_said_back(advisor):
    turn = _ask(
        advisor,
        "vllm on an L40S OOMs at startup with `torch.OutOfMemoryError` during cudagraph capture,"
        " --gpu-memory-utilization 0.92, qwen2.5-32b awq, max-model-len 32768",
    )
    assert turn.query.memory_utilization == pytest.approx(0.92)
    said = "\n".join([turn.answer.answer, *turn.answer.assumptions])
    assert "0.92" in said or "92%" in said


@pytest.mark.parametrize(
    ("flags", "tokens"),
    [("--max-total-tokens 8192", 8192), ("--max-total-tokens is 12288", 12288)],
)
def test_tgi_total_tokens_flag_is_the_context(advisor, flags, tokens):
    turn = _ask(advisor, f"TGI on an A10G with llama 3.1 8b keeps OOMing, {flags}, what to change?")
    assert turn.query.context_tokens == tokens


def test_a_price_said_before_its_worth_is_the_cards_offer(advisor):
    turn = _ask(advisor, "p100 跑 qwen2.5-7b 多快？闲鱼 p100 五百值不值")
    said = "\n".join([turn.answer.answer, *turn.answer.assumptions])
    assert "¥500" in said


def test_an_offer_is_said_back_even_when_its_digits_sit_inside_a_longer_number(advisor):
    turn = _ask(
        advisor,
        "picked up a used RTX A5000 for $1,300. nvidia-smi shows 24564MiB and 230W. legit?",
    )
    said = "\n".join([turn.answer.answer, *turn.answer.assumptions])
    assert "$1,300" in said

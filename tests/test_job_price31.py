"""Jobs priced or timed on what the user gave: items counted past a model's size, the job named
beside the hours priced, an MFU said with a hedge, a listing seen at a bare amount."""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_items_counted_past_a_model_size(advisor):
    query = parse(
        "upscaling 500 hunyuan video 13B clips on rented A100s, each clip takes about 6 min",
        advisor.catalog,
    )
    assert query.duration_hours == pytest.approx(50.0)


def test_job_named_beside_the_hours_priced(advisor):
    answer = last_answer(advisor, "A100 一小时 6 块，lora 微调 llama 3.1 8b 要跑三天，一共多少钱")
    assert answer.kind == "price"
    assert any("72 小时" in a and "Llama 3.1 8B" in a for a in answer.assumptions)


def test_media_job_named_with_its_size(advisor):
    answer = last_answer(
        advisor, "200 wan 2.1 14B clips at 480p on rented H100s, each clip ~9 min, total cost?"
    )
    assert any("30 hours" in a and "480p" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("question", "mfu"),
    [
        ("pretraining llama 3.1 8b on 20B tokens, 32x H100, mfu probably 42% -- how long?", 0.42),
        ("64 张 H800 继续预训练 qwen2.5 14b，100B token，MFU 大概 38%，要几天", 0.38),
    ],
)
def test_mfu_said_with_a_hedge(advisor, question, mfu):
    assert parse(question, advisor.catalog).mfu == pytest.approx(mfu)


def test_listing_seen_at_a_bare_amount_is_judged(advisor):
    answer = last_answer(advisor, "二手 3090 现在多少钱？看到有 3000 的，能买吗")
    line = answer.answer.splitlines()[0]
    assert answer.kind == "price" and "¥3,000" in line


def test_english_listing_seen_is_read(advisor):
    query = parse("what's a used P40 going for? saw one for 120, legit?", advisor.catalog)
    assert query.budget is not None and int(query.budget) == 120

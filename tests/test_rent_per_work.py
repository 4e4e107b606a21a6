"""Rented cards weighed by the cost of a unit of work, and a card's going price beside a rent.

Our own phrasings, en and zh. "t4 or a10g, cheaper per hour of audio" is answered by each card's
hourly rate times the hours it takes per hour of audio, so the slower card can win; "4090 现在
一万五，租 a100 八块一小时" weighs owning the 4090 at that price against that rent.
"""

from pathlib import Path

import pytest

from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.calc.work_cost import gpu_hours_per_unit
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CATALOG = load_catalog(Path(__file__).resolve().parent.parent / "knowledge" / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _speed(**fields):
    return MediaSpeedEstimate(
        workload_id="w", family="image", gpu_id="g", method="inference", throughput_ratio=1.0,
        **fields,
    )  # fmt: skip


def test_gpu_hours_per_unit_follow_what_the_speed_measures():
    audio = gpu_hours_per_unit(_speed(real_time_factor=0.1))
    assert audio is not None and audio.unit == "audio_hour" and audio.gpu_hours == 0.1
    images = gpu_hours_per_unit(_speed(seconds_per_image=3.6))
    assert (
        images is not None and images.unit == "k_images" and images.gpu_hours == pytest.approx(1.0)
    )
    steps = gpu_hours_per_unit(_speed(train_it_per_s=0.5))
    assert (
        steps is not None
        and steps.unit == "k_steps"
        and steps.gpu_hours == pytest.approx(2000 / 3600)
    )
    assert gpu_hours_per_unit(_speed()) is None


def test_the_slower_card_wins_when_its_hour_costs_less_per_hour_of_audio(advisor):
    answer = advisor.ask(
        "whisper transcription backlog: rent a t4 or an a10g, which costs less per audio hour?"
    )
    lead = first_line(answer.answer)
    assert "The T4 is the better deal rented" in lead
    assert "per hour of audio" in lead and "A10G is 34% faster" in lead
    assert "[1]" in lead and "[2]" in lead  # both offers cited


def test_an_instance_family_names_where_each_card_is_rented(advisor):
    answer = advisor.ask(
        "batch whisper jobs on g4dn (t4) vs g5 (a10g): which is the better deal per hour of audio?"
    )
    lead = first_line(answer.answer)
    assert "AWS g4dn.xlarge" in lead and "AWS g5.xlarge" in lead
    assert "$0.53 per GPU-hour" in lead and "$0.068 per hour of audio" in lead


def test_a_provider_without_the_form_named_rents_its_other_form(advisor):
    answer = advisor.ask("on runpod, sdxl txt2img: 4090 or a100 — cheaper per image?")
    lead = first_line(answer.answer)
    assert "per 1,000 images" in lead and lead.count("RunPod") == 2


def test_chinese_rented_comparison_per_unit_of_work(advisor):
    answer = advisor.ask("租卡做语音转写，whisper 用 t4 对比 a10g，每小时音频哪个便宜")
    lead = first_line(answer.answer)
    assert lead.startswith("租用的话 T4 更划算") and "每小时音频约" in lead


@pytest.mark.parametrize(
    ("text", "price"),
    [
        ("4090 现在一万五，租 a100 大概八块一小时，每天跑 6 小时，三年哪个划算", 15000),
        ("3090 二手也就五千，租 4090 一块五一小时，一天 4 小时，一年下来哪个便宜", 5000),
    ],
)
def test_a_cards_going_price_beside_a_rent_is_what_owning_costs(advisor, text, price):
    q = parse(text, CATALOG)
    assert q.intent == "rent_vs_buy" and q.budget == price and q.budget_kind == "buy"
    answer = advisor.ask(text)
    assert answer.intent == "rent_vs_buy"
    assert "回本" in first_line(answer.answer) or "租用更便宜" in answer.answer
    assert f"购置价 ¥{price:,}.00" in answer.answer


def test_a_price_with_no_rent_beside_it_stays_no_budget():
    q = parse("4090 现在一万五，跑 70b 够吗", CATALOG)
    assert q.budget is None


def test_a_machine_built_at_a_price_and_run_around_the_clock_is_weighed_on_both(advisor):
    # "攒" (assembling a box) owns it: the round-the-clock use and the box's price both count
    answer = advisor.ask("自己攒一台双卡 4090 的机器两万八，7x24 跑出图队列，还是直接租划算？")
    assert answer.intent == "rent_vs_buy"
    assert "购置价 ¥28,000.00" in answer.answer and "每天 24 小时" in answer.answer


def test_a_count_of_images_before_a_versioned_name_is_the_job():
    q = parse("need 30k sd 1.5 images at 512, one 4090, how long?", CATALOG)
    assert q.samples == 30000
    assert parse("sd 1.5 images on a 4090, how fast?", CATALOG).samples is None


def test_only_a_form_factor_sibling_lends_its_rate():
    from assistant.question.plan_cost import other_form

    assert other_form(CATALOG, "a100-80gb-sxm") == "a100-80gb-pcie"
    assert other_form(CATALOG, "rtx-4090") is None  # "rtx-3090" shares a stem, not a card

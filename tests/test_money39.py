"""Money questions said the way people say them (thirty-ninth session).

- "— bucks for a rented H100, roughly?": the currency word asked is a price of the job.
- "is buying … a waste / 冤种 / 智商税" at a low use: owning weighed against renting.
- Two named cards weighed on "more work per dollar" are compared, not a third card picked.
- A cloud rental priced after an electricity bill leaves the bill behind.
- A rental plan billed ("那个规格按时计费几块") is no spec sheet asked.
- A month priced at 730 h is said as 24 h a day over 30.4 days.
"""

import pytest

from tests.support.advisors import first_line, last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_bucks_for_a_rented_card_is_the_jobs_price(advisor):
    turn = last_turn(advisor, "qwen2.5 7b lora over 100M tokens: bucks for a rented H100, roughly?")
    assert turn.answer.kind == "price"
    assert "$" in first_line(turn.answer)


def test_a_sum_of_dollars_stated_is_no_price_asked(advisor):
    turn = last_turn(
        advisor, "I have 2000 dollars to spend on a GPU for 13B inference, what should I get?"
    )
    assert turn.answer.kind != "price"


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("only 3 hours a day of use: is buying a 4090 a waste of money?", "never pays"),
        ("一天就用一两个小时，买 4090 是不是智商税", "租"),
    ],
)
def test_buying_judged_a_waste_at_low_use_is_rent_or_buy(advisor, question, lead):
    turn = last_turn(advisor, question)
    assert turn.answer.kind == "rent_vs_buy"
    assert lead in first_line(turn.answer)


def test_more_work_per_dollar_of_two_rented_cards_compares_them(advisor):
    turn = last_turn(
        advisor,
        "rented by the hour for 7B LoRA runs, H100 or A100 80GB:"
        " which gets more training per dollar?",
    )
    assert turn.answer.kind == "compare"
    line = first_line(turn.answer)
    assert "H100" in line and "A100" in line


def test_a_cloud_rental_after_an_electricity_bill_is_priced(advisor):
    turn = last_turn(
        advisor,
        "家里 2 张 3090 天天开着跑模型，电费一块一度，一个月电费多少",
        "那在云上租 2 张 3090 一个月多少钱",
    )
    assert turn.answer.kind == "price"
    assert turn.query.power_ask is None
    assert "¥" in first_line(turn.answer) and "电费" not in first_line(turn.answer)


def test_a_rental_plan_billed_is_no_spec_sheet(advisor):
    turn = last_turn(advisor, "恒源云 3090 这个规格按小时多少钱，跟 4090 比贵多少")
    assert turn.answer.kind == "price"
    assert not turn.query.spec_fields
    assert "¥" in first_line(turn.answer)


def test_a_month_around_the_clock_is_said_as_days_and_hours(advisor):
    turn = last_turn(advisor, "rent one H100 for a month nonstop, what's the bill?")
    assert turn.answer.kind == "price"
    assert any("24 h a day x 30.4 days" in a for a in turn.answer.assumptions)


def test_two_instance_types_weighed_per_dollar_are_their_cards_compared(advisor):
    turn = last_turn(
        advisor,
        "g5.48xlarge or g6e.12xlarge to serve llama 3.1 70b:"
        " which is more cost per token efficient, better value?",
    )
    assert turn.answer.kind == "compare"
    counts = {g.gpu_id: g.count for g in turn.query.gpus}
    assert counts == {"a10g": 8, "l40s": 4}
    assert any("g6e.12xlarge" in a for a in turn.answer.assumptions)


def test_a_speed_up_weighed_against_a_pricier_type_is_a_comparison(advisor):
    turn = last_turn(
        advisor,
        "fine-tuning qwen2.5 32b with lora for two days: p4d.24xlarge or p5.48xlarge?"
        " the p5 costs more an hour, is the speedup worth the premium",
    )
    assert turn.answer.kind == "compare"
    assert turn.query.objective == "best_value"
    assert "H100" in first_line(turn.answer)


def test_same_card_or_step_up_after_a_pick_is_a_pick(advisor):
    turn = last_turn(
        advisor,
        "we transcribe about 200 hours of podcasts a month with whisper large-v3,"
        " buying one card, cheapest that keeps up?",
        "what if it grows to 1000 hours a month, same card or should we step up?",
    )
    assert turn.answer.kind in ("recommend", "workload_pick")


def test_a_mac_bought_against_pods_spun_up_is_rent_or_buy(advisor):
    turn = last_turn(
        advisor,
        "spend $7k on a 256GB mac studio or just spin up H100 pods on demand? about 2 hrs daily",
    )
    assert turn.answer.kind == "rent_vs_buy"
    assert turn.query.usage_hours_per_month == 60.8

"""Figures the user states are kept in the answer: GPU-hours priced, a tariff said back.

"一小时多少？500卡时一共多少钱": the hour is the rate's unit, the 500 GPU-hours are the job,
priced on the machine the provider rents and named in the answer. A rent-vs-buy weighed
without a purchase price still says back the rent spend and tariff it will use.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("question", "hours", "said"),
    [
        ("lambda的a100 80g sxm一小时多少？500卡时一共多少钱", 62.5, "500 卡时"),
        ("lambda a100 80gb sxm: hourly price, and what would 300 gpu-hours cost?", 37.5, "300 GPU"),
        ("h100 on runpod per hour? and 300 gpu-hours total?", 300.0, "300 GPU-hours"),
        ("runpod的h100一小时多少？200卡时一共多少钱", 200.0, "200 卡时"),
    ],
)
def test_job_gpu_hours_beside_the_hourly_rate(question, hours, said):
    answer = memory_advisor().ask(question)
    assert answer.kind == "price"
    priced = [float(c.input["hours"]) for c in answer.tool_calls if c.tool == "price_job"]
    assert hours in priced
    assert said in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        (
            "we spend about $30k a month on lambda h100s, would buying 8 a800s pay off?"
            " electricity is $0.12/kwh",
            ("$30,000.00 a month", "0.12 USD per kWh"),
        ),
        ("每月在AWS上花3万美元租A100，要不要自购8卡A800？电费一度0.7", ("$30,000.00", "0.7 CNY")),
        ("每月在阿里云租卡花10万元，想自购4张A800，电价0.6元一度，划算吗", ("0.6 CNY",)),
    ],
)
def test_rent_vs_buy_without_a_price_says_the_figures_back(question, figures):
    answer = memory_advisor().ask(question)
    assert answer.kind == "rent_vs_buy"
    for figure in figures:
        assert figure in answer.answer

"""Follow-ups that ask another kind of thing than the turn before: cards weighed after a serving
answer, a purchase after a fit, an instance type for cards named, the power of the box fitted,
and a card's paid price kept while the follow-up is still on the card."""

from decimal import Decimal

import pytest

from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _last(advisor, *questions):
    turn = advisor.converse(list(questions)).turns[-1]
    assert turn.answer is not None
    return turn.query, turn.answer


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "vllm on 4x a100 80gb, qwen2.5 72b awq, 8k context per user: how many users fit?",
            "would 4x h100 do much better than the a100s there",
        ),
        (
            "4 张 a100 80g 用 vllm 跑 qwen2.5 72b awq，每人 8k 上下文，能撑多少并发",
            "换成 4 张 h100 会比 a100 强很多吗",
        ),
    ],
)
def test_cards_weighed_after_a_serving_answer_are_compared_on_its_job(advisor, first, second):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "compare"
    assert query.model_id == "qwen2.5-72b" and query.context_tokens == 8192
    assert not query.asks_capacity and not query.asks_load_count  # the users asked before
    counts = {g.gpu_id: g.count for g in query.gpus}
    assert counts == {"h100-sxm": 4, "a100-80gb-sxm": 4}  # the A100s said again: still four


@pytest.mark.parametrize(
    ("first", "second", "budget", "currency"),
    [
        (
            "can my rtx 3060 12gb run llama 3.1 8b at q4 for a coding helper?",
            "ok forget that card, if i buy a new pc with $1500 to spend, what should i get",
            Decimal("1500"),
            "USD",
        ),
        (
            "我的 4060 8g 能跑 qwen2.5 7b 吗",
            "干脆重新配一台，预算八千，买什么卡",
            Decimal("8000"),
            "CNY",
        ),
    ],
)
def test_a_budget_after_a_fit_picks_a_card_for_the_same_job(
    advisor, first, second, budget, currency
):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "recommend" and answer.intent == "recommend"
    assert query.gpus == []  # the card fitted before is the one to replace
    assert query.model_id is not None  # the job is kept
    assert query.budget == budget and query.budget_currency == currency
    assert any(c.tool == "recommend_setup" for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "can 4 l4 cards serve mistral small 24b in bf16 with vllm?",
            "what gcp instance type has 4 l4s in it",
        ),
        ("4 张 l4 能用 vllm 跑 mistral small 24b bf16 吗", "gcp 上哪个机型带 4 张 l4"),
    ],
)
def test_an_instance_type_asked_for_cards_named_is_a_question_of_its_own(advisor, first, second):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "instance"
    assert query.model_id is None  # the job fitted before is not carried
    calls = [c for c in answer.tool_calls if c.tool == "list_instances"]
    assert calls and calls[0].input["gpu"] == "l4" and calls[0].input["count"] == 4


@pytest.mark.parametrize(
    ("first", "second", "ask"),
    [
        (
            "deepseek v3 on 8x h100 at fp8, does it fit with kv room?",
            "how much power does that box draw at full tilt, what circuit do i need",
            "circuit",
        ),
        (
            "8 张 h100 跑 deepseek v3 fp8 装得下吗",
            "那这台机器满载功耗多少，机柜要申请多少 kW",
            "draw",
        ),
    ],
)
def test_the_power_of_the_fitted_box_is_asked_of_its_cards(advisor, first, second, ask):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "power" and query.task == "power"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_power")
    assert call.input["gpu"] == "h100-sxm" and call.input["count"] == 8
    assert call.input["ask"] == ask
    assert "10,200 W" in answer.answer


@pytest.mark.parametrize(
    ("first", "second", "gpu", "paid", "said"),
    [
        (
            "picked up a used 4090 for $1400, will qwen3 32b q4 fit on it?",
            "and at 16k context, still all on the gpu?",
            "rtx-4090",
            1400.0,
            "$1,400.00",
        ),
        (
            "二手1500块收了张 2080ti 22g，能跑 qwen2.5 14b q4 吗",
            "上下文拉到 16k 还能全放显存吗",
            "rtx-2080-ti-22gb",
            1500.0,
            "¥1,500.00",
        ),
    ],
)
def test_a_paid_price_stays_with_its_card_through_a_context_change(
    advisor, first, second, gpu, paid, said
):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "fit_check" and query.context_tokens == 16384
    assert query.card_offer == {gpu: paid}
    assert any(said in a for a in answer.assumptions)


def test_a_paid_price_is_left_when_another_card_is_named(advisor):
    query, _ = _last(
        advisor,
        "picked up a used 4090 for $1400, will qwen3 32b q4 fit on it?",
        "what about on a 5090?",
    )
    assert [g.gpu_id for g in query.gpus] == ["rtx-5090"]
    assert not query.card_offer


@pytest.mark.parametrize(
    ("first", "second", "owned"),
    [
        (
            "new 4070 super here, which local llms run well on it?",
            "if i slot my old 3060 in as gpu #2, does that unlock bigger models?",
            "rtx-4070-super",
        ),
        (
            "新买的 5070ti 16g 能跑哪些大模型",
            "把旧的 3060 12g 插上当副卡，能多跑哪些",
            "rtx-5070-ti",
        ),
    ],
)
def test_a_card_put_in_as_the_second_joins_the_box_before(advisor, first, second, owned):
    query, answer = _last(advisor, first, second)
    assert answer.kind == "fits_hardware"
    assert [g.gpu_id for g in query.gpus] == [owned, "rtx-3060"]
    call = next(c for c in answer.tool_calls if c.tool == "fits_hardware")
    assert call.input["gpu"] == "rtx-3060" and call.input["count"] == 2  # sized as the smaller

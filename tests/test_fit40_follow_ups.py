"""Follow-ups and comparisons of fresh40's misses, in new phrasings: a context flag moved, a
budget pressed down, an image rate raised, a price gap judged worth it, two cards set "vs" each
other for a media job none of them holds, a price paid for the card owned."""

from __future__ import annotations

import pytest

from assistant.advisor import Advisor
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _last(advisor, turns):
    return advisor.converse(turns).turns[-1].answer


def test_context_flag_moved_in_words(catalog):
    assert parse("num_ctx 降到 2048 还会爆吗", catalog).context_tokens == 2048
    assert parse("and if i drop n_ctx down to 8192?", catalog).context_tokens == 8192
    assert parse("ollama num_ctx lowered to 6144, does it fit now", catalog).context_tokens == 6144


def test_context_flag_follow_up_sizes_the_fit(advisor):
    answer = _last(
        advisor,
        ["3060 12g 跑 qwen3 14b q8_0，上下文 32k 能全进显存吗", "num_ctx 减到 2048 呢"],
    )
    assert answer.kind == "fit_check"
    assert "2k" in answer.answer.splitlines()[0] or "2,048" in answer.answer.splitlines()[0]


def test_budget_pressed_down_is_read(catalog):
    assert parse("预算压到 3 万呢", catalog).budget == 30000
    assert parse("预算压缩到8000以内可以吗", catalog).budget == 8000


def test_budget_follow_up_reaches_the_media_pick(advisor):
    answer = _last(advisor, ["要做 40 路实时语音转写，whisper 用什么卡", "预算压到 2 万呢"])
    picks = [c for c in answer.tool_calls if c.tool == "recommend_workload_gpu"]
    assert picks and str(picks[0].input.get("budget")) == "20000"


def test_image_rate_raised_in_a_follow_up(advisor):
    answer = _last(
        advisor, ["one L4 serving sdxl, we need 10 images a minute, enough?", "and 30 per minute?"]
    )
    assert "30" in answer.answer.splitlines()[0]
    zh = _last(advisor, ["一张 4090 跑 sdxl，每分钟出 20 张够吗", "每分钟要 60 张呢"])
    assert "60" in zh.answer.splitlines()[0]


@pytest.mark.parametrize(
    "q",
    [
        "a6000 跟 l40s 比，多花的钱值得吗",
        "l20 对比 h20，差价划算吗",
        "is the l40s worth the price gap over the l20?",
    ],
)
def test_price_gap_judged_worth_is_a_comparison(advisor, q):
    assert advisor.ask(q).kind == "compare"


def test_cards_set_vs_for_a_media_job_none_holds(advisor):
    answer = advisor.ask("rtx 4000 ada vs 4060 ti 16gb for full sdxl dreambooth, is it the vram?")
    first = answer.answer.splitlines()[0]
    assert answer.kind == "workload_compare"
    assert first.startswith("**No card named holds") and "wins" not in first
    zh = advisor.ask("a4000 对比 4070 super 做 sdxl 全参 dreambooth，显存大的就赢吗")
    assert zh.kind == "workload_compare" and zh.answer.startswith("**这几张卡都装不下")


def test_price_paid_for_the_card_owned(catalog):
    q = parse("家里那张 3090 当时 4500 块入手的，现在能跑哪些大模型", catalog)
    assert q.card_offer == {"rtx-3090": 4500.0} and q.budget is None

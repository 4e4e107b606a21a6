"""The asked thing behind a named instance, two named cards or a concept (asks32).

An instance type named is the hardware, not the ask: its monthly bill is a price, the models
it serves (its own card restated beside it) a list sized on its cards, a cloud's monthly quote
set against a purchase a rent-or-buy with both sums kept, and two families weighed for a model
a pick between their cards. Two cards named with a speed judged between them ("谁快", "worth
it") are a comparison, winner first; cards set against a Mac under a budget are a pick over
both platforms. How-it-works questions with a card and numbers are explanations: an engine's
memory hold, two parallel strategies weighed, a feature asked to be defined first.
"""

import re

import pytest

from assistant.question.definition_opener import feature_defined
from assistant.question.held_memory import held_memory_asked
from assistant.question.platform_choice import mac_offered
from assistant.question.why_cues import strategies_weighed
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _turn(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1]


def _line(turn):
    return turn.answer.answer.splitlines()[0]


# ---- an instance named is the hardware, not the ask


@pytest.mark.parametrize(
    "question",
    [
        "g6.xlarge 跑 faster-whisper 全天候不关机，AWS 每个月账单大概多少",
        "aws g6.xlarge with one L4, running 24/7 for transcription: monthly bill?",
    ],
)
def test_a_types_monthly_bill_is_a_price(advisor, question):
    turn = _turn(advisor, question)
    assert turn.query.kind == "price"
    assert turn.query.price_words


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("rented a g6e.xlarge (single L40S). what models could I host at 4-bit, 16k context?", 1),
        ("AWS g6e.24xlarge，4 张 L40S，int4 能部署哪些模型", 4),
    ],
)
def test_a_types_own_card_restated_leaves_its_model_list(advisor, question, count):
    turn = _turn(advisor, question)
    assert turn.query.kind == "fits_hardware"
    assert "L40S" in _line(turn)
    sized = [c for c in turn.answer.tool_calls if c.tool == "fits_hardware"]
    assert sized and sized[0].input["gpu"] == "l40s" and sized[0].input["count"] == count


def test_a_follow_up_type_keeps_the_model_list(advisor):
    turn = _turn(
        advisor,
        "g6e.xlarge (one L40S): which models can it serve at int4?",
        "那 g6e.48xlarge 八卡呢，能跑哪些",
    )
    assert turn.query.kind == "fits_hardware"
    sized = [c for c in turn.answer.tool_calls if c.tool == "fits_hardware"]
    assert sized[0].input["count"] == 8


def test_a_clouds_monthly_quote_beside_a_purchase_keeps_both(advisor):
    turn = _turn(
        advisor,
        "阿里云 gn7e 八卡 A100 每月报价 9 万，自己买 8 张 A100 整机 120 万，值不值得自建",
    )
    query = turn.query
    assert query.kind == "rent_vs_buy"
    assert (query.budget, query.budget_kind, query.budget_period) == (90000, "rent", "month")
    assert query.purchase_quoted == 1200000


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("阿里云部署 qwen2.5-14b 做客服，gn7i 还是 gn8is 好？", {"a10", "l20"}),
        ("on aws, g5 vs g6e for serving llama 3.1 8b — which one?", {"a10g", "l40s"}),
    ],
)
def test_two_families_weighed_for_a_model_are_a_pick_of_their_cards(advisor, question, cards):
    turn = _turn(advisor, question)
    assert turn.query.kind == "recommend"
    assert {g.gpu_id for g in turn.query.gpus} == cards
    assert turn.query.named_candidates == "only"
    assert any(name in _line(turn) for name in ("A10", "L20", "A10G", "L40S"))


def test_a_cloud_the_book_lacks_is_said_before_the_pick(advisor):
    turn = _turn(advisor, "阿里云部署 qwen2.5-14b 做客服，gn7i 还是 gn8is 好？")
    assert _line(turn).startswith("我的价格表里没有 阿里云")
    assert "Qwen2.5-14B" in _line(turn)


# ---- two cards with a speed judged between them


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("rtx 4090 和 rtx 3090 跑 qwen2.5-32b q4，哪张的生成速度高", "RTX 4090"),
        ("5090 or 4090 running llama 3.1 8b — which one pushes more tokens/s?", "RTX 5090"),
        ("H100 比 A100 贵不少，跑 llama 3.1 70b fp8 推理，多出的吞吐值不值", "H100"),
    ],
)
def test_a_speed_judged_between_two_cards_is_a_comparison(advisor, question, winner):
    turn = _turn(advisor, question)
    assert turn.query.kind == "compare"
    won = re.search(r"\*\*(?:the )?(.+?) (?:wins|胜出)\*\*", _line(turn))
    assert won is not None and winner in won.group(1)


def test_a_speed_of_two_cards_not_judged_stays_the_speeds(advisor):
    turn = _turn(advisor, "4090 和 3090 跑 qwen2.5-32b q4 各自每秒多少 token")
    assert turn.query.kind == "speed"


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("~$4.8k all in for 70b at decent speed: 2x 3090 vs 1x 5090, or a mac?", "is the pick"),
        ("预算 3 万左右，本地跑 70b，两张 3090 还是一张 5090，或者买 mac？", "推荐"),
    ],
)
def test_cards_set_against_a_mac_under_a_budget_are_a_pick(advisor, question, lead):
    turn = _turn(advisor, question)
    assert turn.query.kind == "recommend"
    assert turn.query.platforms_weighed
    assert lead in _line(turn) and "3090" in _line(turn)


def test_mac_offered_needs_the_mac_as_an_option():
    assert mac_offered("2x 3090 or a mac studio?")
    assert mac_offered("两张 3090 还是买 mac")
    assert not mac_offered("my mac is slow, 2x 3090 or 1x 5090?")


# ---- how and why questions about a mechanism are explanations


@pytest.mark.parametrize(
    "question",
    [
        "sglang 起一个 1.5b 模型，显存用到 70G 了，是 bug 还是预分配",
        "vllm with a 3b model shows 60gb used on my h100 — bug or preallocation?",
    ],
)
def test_an_engines_hold_judged_is_explained(advisor, question):
    turn = _turn(advisor, question)
    assert turn.query.held_memory_asked
    assert turn.query.kind == "concept"


def test_held_memory_reads_the_new_forms():
    assert held_memory_asked("显存占到 70g，是 bug 还是预分配", "sglang")
    assert not held_memory_asked("显存占到 70g", "sglang")  # no judgement asked


def test_two_strategies_with_a_switch_asked_are_explained(advisor):
    turn = _turn(advisor, "两张 3090 走 PCIe 跑 qwen2.5 72b int4，tp 会不会太慢，要不要换成 pp")
    assert turn.query.kind == "concept"
    assert any("72B" in a or "Qwen2.5-72B" in a for a in turn.answer.assumptions)


def test_a_switch_between_strategies_is_a_weighing():
    assert strategies_weighed("tp=2 is slow on pcie, should i switch to pp=2?")
    assert strategies_weighed("tp=4 会拖慢吗，要不要改成 pp=4")
    assert not strategies_weighed("tp=2 会拖慢吗")


@pytest.mark.parametrize(
    ("question", "section"),
    [
        ("what's MIG, and could one H100 host seven tiny embedding workers?", "MIG"),
        ("MIG 是什么？A100 80G 能不能切 7 份给 whisper 用", "MIG"),
    ],
)
def test_a_feature_defined_first_is_explained(advisor, question, section):
    turn = _turn(advisor, question)
    assert turn.query.kind == "concept"
    assert any(section in c.section for c in turn.answer.citations)


def test_feature_defined_only_of_a_feature_named():
    assert feature_defined("what is mig and can i split it", ["mig"])
    assert feature_defined("mig 是什么？能切几份", ["mig"])
    assert not feature_defined("what is the best card with mig", ["mig"])

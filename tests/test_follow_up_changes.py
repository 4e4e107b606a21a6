"""A bare follow-up carries the earlier request and changes only the slot it states."""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.conversation import resolve
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _chain(catalog, *questions):
    previous, carried = None, {}
    for q in questions:
        previous, carried = resolve(parse(q, catalog), previous)
    return previous, carried


def _last(advisor, *questions):
    turn = advisor.converse(list(questions)).turns[-1]
    assert turn.answer is not None
    return turn.query, turn.answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- one more card


@pytest.mark.parametrize(
    ("first", "second", "gpu", "count"),
    [
        ("what can I run on a 3060 12gb?", "what if I add a second 3060", "rtx-3060", 2),
        ("3090 配 1000w 电源够吗", "再插一张3090呢", "rtx-3090", 2),
        ("2x 4090 for qwen 32b inference?", "and if I add another 4090?", "rtx-4090", 3),
        ("a100 跑 llama 3 70b 够吗", "再加第三张a100呢", "a100-80gb-sxm", 3),
    ],
)
def test_one_more_of_a_card_already_there_raises_its_count(catalog, first, second, gpu, count):
    merged, _ = _chain(catalog, first, second)
    counts = {g.gpu_id: g.count for g in merged.gpus}
    assert counts.get(gpu) == count
    assert len(merged.gpus) == 1


def test_one_more_card_keeps_the_kind_and_sizes_the_bigger_box(advisor):
    query, line = _last(advisor, "3090 配 1000w 电源够吗", "再插一张3090呢")
    assert query.kind == "power"
    assert "2 × RTX 3090" in line and "1,000 W" in line
    query, line = _last(advisor, "what can I run on a 3060 12gb?", "what if I add a second 3060")
    assert query.kind == "fits_hardware"
    assert "2 × RTX 3060" in line


# --------------------------------------------------------------------------- budgets


@pytest.mark.parametrize(
    ("first", "second", "budget", "currency"),
    [
        ("预算6000，跑 qwen2.5 7b 买什么卡", "预算提到1.5w呢", 15000, "CNY"),
        ("预算6000，跑 qwen2.5 7b 买什么卡", "老板说最多给1.2w", 12000, "CNY"),
        (
            "I have $600 for a card to run 8b models, which one?",
            "what if I scrape up $1k?",
            1000,
            "USD",
        ),
    ],
)
def test_a_new_budget_replaces_the_old_one(advisor, first, second, budget, currency):
    query, line = _last(advisor, first, second)
    assert query.kind == "recommend"
    assert query.budget == Decimal(budget) and query.budget_currency == currency
    assert f"{budget:,}" in line


# --------------------------------------------------------------------------- other slots


def test_a_rented_count_and_hours_replace_the_one_card(advisor):
    query, line = _last(advisor, "AutoDL 4090 每小时多少钱", "租2张跑5个小时多少钱")
    assert query.kind == "price"
    assert "2 × RTX 4090" in line and "5 小时" in line


def test_users_in_flight_after_a_speed_question(advisor):
    query, line = _last(
        advisor,
        "decode speed of qwen2.5 32b on one A100 with vllm",
        "what about per user with 8 requests in flight?",
    )
    assert query.kind == "speed" and query.users == 8
    assert "per user" in line and "8 concurrent users" in line


def test_daytime_hours_replace_around_the_clock_use(catalog):
    first, _ = _chain(catalog, "买2张4090 24小时不停机，和租比多久回本")
    assert first.usage_hours_per_month == 730.0
    merged, _ = _chain(catalog, "买2张4090 24小时不停机，和租比多久回本", "那白天8小时呢")
    assert merged.intent == "rent_vs_buy"
    assert merged.usage_hours_per_month == pytest.approx(8 * 730 / 24, abs=0.1)
    assert [(g.gpu_id, g.count) for g in merged.gpus] == [("rtx-4090", 2)]


@pytest.mark.parametrize(
    ("first", "second", "watts", "words"),
    [
        ("is an 850w psu enough for a 4090", "what if I power limit it to 300w", 300, "300 W"),
        ("psu for a 5090, is 1000w enough", "what if i undervolt it to ~450w", 450, "450 W"),
        ("我的 4090 配 850w 电源够吗", "降压到 350w 呢", 350, "350 W"),
    ],
)
def test_a_power_limit_re_sizes_the_psu_asked_about(advisor, first, second, watts, words):
    query, line = _last(advisor, first, second)
    assert query.kind == "power" and query.power_ask == "psu_check"
    assert query.power_limit_w == watts
    assert words in line


def test_a_sibling_model_keeps_the_stream_count(advisor):
    query, line = _last(advisor, "48路摄像头 yolov8n 要几张 T4", "换成 yolov8m 呢")
    assert query.workload_id == "yolov8m" and query.streams_target == 48
    assert "48 路" in line and "T4" in line


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("4090 vs 5080 for llm inference, both about $1200", "what if the 4090 is $900 instead"),
        ("3090 vs 4070 ti super for llm inference, ~$700 each", "what if the 3090 is $550"),
    ],
)
def test_a_price_restated_for_a_compared_card_keeps_the_comparison(advisor, first, second):
    query, line = _last(advisor, first, second)
    assert query.kind == "compare"
    assert len({g.gpu_id for g in query.gpus}) == 2
    assert " vs " in line


def test_scrape_together_and_in_flight_are_not_off_topic(catalog):
    assert not parse("what if I could scrape together $1.2k?", catalog).off_topic
    assert not parse("and with 16 requests in flight?", catalog).off_topic
    assert parse("write me a scraper for gpu prices", catalog).off_topic
    assert parse("cheap flights to tokyo?", catalog).off_topic


# --------------------------------------------------------------------------- media jobs


@pytest.mark.parametrize(
    ("first", "second", "size", "words"),
    [
        ("will sdxl run on a 4060 8gb", "and at 2048x2048?", 2048, "2048x2048"),
        ("sdxl 在 3060 12g 上能跑吗", "那 1536x1536 呢", 1536, "1536x1536"),
        ("will flux schnell run on a 3060 12gb", "and at 1536x1536?", 1536, "1536x1536"),
    ],
)
def test_a_picture_size_said_alone_resizes_the_earlier_job(advisor, first, second, size, words):
    query, line = _last(advisor, first, second)
    assert query.kind == "workload_fit"
    assert (query.media_width, query.media_height) == (size, size)
    assert words in line


@pytest.mark.parametrize(
    ("first", "second", "batch"),
    [
        (
            "SAM vit-h inference on a T4 16gb, fits?",
            "and if i swap to vit-b, 4 images per batch?",
            4,
        ),
        ("sam vit-h 在 T4 上推理显存够吗", "换成 vit-b，每批 8 张呢", 8),
    ],
)
def test_a_variant_stays_in_the_line_of_the_model_before(advisor, first, second, batch):
    turn = advisor.converse([first, second]).turns[-1]
    assert turn.query.workload_id == "sam-vit-b" and turn.query.batch_size == batch
    assert "SAM" in turn.answer.answer.splitlines()[0]
    inputs = [c.input for c in turn.answer.tool_calls]
    assert any(i.get("workload") == "sam-vit-b" and i.get("batch") == batch for i in inputs)


def test_a_named_variant_after_another_topic_is_read_as_said(advisor):
    turn = advisor.converse(["what gpu for llama 3 8b inference?", "vit-b training on imagenet"])
    assert turn.turns[-1].query.workload_id != "sam-vit-b"


# --------------------------------------------------------------------------- instances, users


@pytest.mark.parametrize(
    ("first", "second", "named"),
    [
        ("阿里云 ecs.gn8is-4x.16xlarge 是几张 L20", "那 8 卡那个规格呢", "ecs.gn8is-8x.32xlarge"),
        ("what's in a g6e.12xlarge", "and the 8 gpu one?", "g6e.48xlarge"),
    ],
)
def test_a_bare_count_after_an_instance_names_its_family_member(advisor, first, second, named):
    query, line = _last(advisor, first, second)
    assert query.kind == "instance" and query.instance_named == named
    assert named in line and "8" in line


def test_users_said_as_people(catalog):
    assert parse("qwen2.5 14b 用 4090 服务 20 个人并发够吗", catalog).users == 20
    assert parse("30 个人同时用，要几张卡", catalog).users == 30


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("把 max-model-len 降到 8192 还是一样报错", 8192),
        ("上下文拉到 16384 呢", 16384),
        ("max_model_len 减到 4096 就能起来", 4096),
    ],
)
def test_a_context_lowered_or_raised_to_a_figure(catalog, text, tokens):
    assert parse(text, catalog).context_tokens == tokens


@pytest.mark.parametrize(
    ("first", "second", "line_has"),
    [
        (
            "what can i run on a 2070 super 8gb + 32gb ram?",
            "what if i add a second 2070 super",
            "2 × RTX 2070 SUPER",
        ),
        ("3060 12g 加 64g 内存能跑哪些模型", "再加一张3060呢", "2 × RTX 3060"),
    ],
)
def test_models_listed_with_ram_stated_then_one_more_card(advisor, first, second, line_has):
    first_turn = advisor.converse([first]).turns[-1]
    assert first_turn.query.kind == "fits_hardware"
    query, line = _last(advisor, first, second)
    assert query.kind == "fits_hardware" and line_has in line


def test_another_question_is_no_card_added(catalog):
    merged, _ = _chain(
        catalog, "can 2x 4090 run llama 70b at int4", "another question: how much is an h100?"
    )
    assert [g.gpu_id for g in merged.gpus] == ["h100-sxm"]
    merged, _ = _chain(catalog, "2x 4090 for qwen 32b inference?", "what about another rtx 4090?")
    assert [(g.gpu_id, g.count) for g in merged.gpus] == [("rtx-4090", 3)]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("best card for llama inference under $1000", "and if it has to be AMD?"),
        ("预算5000买张显卡跑llama推理", "要是只能买AMD的呢"),
    ],
)
def test_a_vendor_said_after_a_pick_keeps_the_pick_and_its_budget(advisor, first, second):
    turn = advisor.converse([first, second]).turns[-1]
    assert turn.query.kind == "recommend" and turn.query.vendor == "AMD"
    assert turn.query.budget is not None
    assert "Radeon" in turn.answer.answer or "AMD" in turn.answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "budget", "currency"),
    [
        ("best 24gb card for llama inference under 1000", 1000, "USD"),
        ("which gpu under 500 for sdxl", 500, "USD"),
        ("最多 3000 的显卡推荐", 3000, "CNY"),
        ("llama 3 8b with context under 1000 tokens on a 4090", None, None),
        ("a card under 300w for llama 8b", None, None),
        ("qwen 7b on a 3060, latency under 200 ms?", None, None),
    ],
)
def test_a_bare_ceiling_in_a_buying_question_is_its_budget(catalog, text, budget, currency):
    query = parse(text, catalog)
    assert query.budget == (Decimal(budget) if budget else None)
    assert query.budget_currency == currency
    if budget:
        assert any(str(budget) in a for a in query.assumptions)


@pytest.mark.parametrize(
    ("first", "second", "workload"),
    [
        ("will flux dev run on a 4090", "and just for image generation at 512?", "flux-dev"),
        ("5090 跑 flux 和 wan2.1 出视频够吗", "如果只出图不做视频呢", "flux-dev"),
        (
            "whisper small on a T4, how fast?",
            "and for plain speech to text?",
            "whisper-small",
        ),
    ],
)
def test_a_task_said_generically_is_the_model_named_for_it(advisor, first, second, workload):
    turn = advisor.converse([first, second]).turns[-1]
    assert turn.query.workload_id == workload
    assert not any("most people run" in a for a in turn.answer.assumptions)


def test_a_model_named_after_another_of_its_family_is_read_as_said(advisor):
    turn = advisor.converse(["sam vit-h on a T4", "and resnet?"]).turns[-1]
    assert turn.query.workload_id == "resnet-50"
    assert "ResNet-50" in turn.answer.answer.splitlines()[0]

"""A type's hourly charge asked in Chinese, host memory beside a type asked, words inside a
type's name, 规格 said of a card, and a card's own sheet asked after a comparison. Figures from
knowledge/specs (instances.yaml, gpus.yaml) and the price book. Phrasings are our own."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.markers import workload_named
from assistant.question.parsing import parse
from assistant.question.type_name_parts import in_type_name
from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _turn


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize(
    ("question", "first_words"),
    [
        ("aws 的 p4d.24xlarge 按小时收多少", "8 × A100 SXM4 40GB（按量）：**每小时 ¥"),
        ("what does lambda charge hourly for gpu_8x_b200_sxm6?", "8 × B200, on-demand: **$53.52"),
    ],
)
def test_a_types_hourly_charge_is_its_price(advisor, question, first_words) -> None:
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "price" and first.startswith(first_words)


@pytest.mark.parametrize(
    "question",
    [
        "how much host memory does a p4d.24xlarge come with?",
        "which vm has one l4 and how much host ram?",
    ],
)
def test_host_memory_is_no_hosting_of_a_model(catalog, question) -> None:
    assert parse(question, catalog).method is None


def test_a_type_with_one_of_the_cards_served_before_is_the_tables(advisor) -> None:
    _, answer, first = _turn(
        advisor,
        "serve qwen2.5 7b on an a10g with vllm for 20 users?",
        "which aws instance type carries a single a10g, and how much host ram does it ship with?",
    )
    assert answer.kind == "instance" and "g5.xlarge" in first and "16 GiB RAM" in first


@pytest.mark.parametrize(
    ("text", "word", "inside"),
    [
        ("nd96asr_v4 vs p4d", "asr", True),
        ("whisper asr on a t4", "asr", False),
        ("4090跑sdxl一张图几秒", "跑sd", False),  # a card, then the job run on it
    ],
)
def test_a_word_running_on_from_digits_is_part_of_a_type_name(text, word, inside) -> None:
    assert in_type_name(text, text.index(word)) is inside


@pytest.mark.parametrize(
    ("question", "first_has"),
    [
        ("ND96asr_v4 or ND96amsr_A100_v4, which carries the 80gb a100s?", "8 × A100 80GB"),
        ("ND96asr_v4 和 ND96amsr_A100_v4 哪个是 80G 的卡", "8 张 A100 80GB"),
    ],
)
def test_azure_types_with_asr_in_the_name_are_no_speech_job(advisor, question, first_has) -> None:
    assert workload_named(question) is None
    query, answer, first = _turn(advisor, question)
    assert query.workload_id is None
    assert answer.kind == "instance" and first_has in first


@pytest.mark.parametrize(
    ("turns", "first_words"),
    [
        (("h20 是什么规格的卡",), "**H20 96GB：显存 96 GB"),
        (("l40s 和 l20 差在哪", "那 l4 又是什么规格？"), "**L4：显存 24 GB"),
        (("l40s vs l20, what's the difference?", "and what are the l4's specs?"), "**L4: 24 GB"),
    ],
)
def test_a_cards_sheet_asked_is_the_catalogs(advisor, turns, first_words) -> None:
    _, answer, first = _turn(advisor, *turns)
    assert answer.kind == "catalog" and first.startswith(first_words)


def test_guige_with_a_cloud_named_still_asks_for_a_type(advisor) -> None:
    _, answer, first = _turn(advisor, "阿里云哪个规格有 a10")
    assert answer.kind == "instance" and "ecs.gn7i-c8g1.2xlarge" in first

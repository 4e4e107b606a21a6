"""Names the assistant does not hold, said first: a Chinese cloud by its 云 name, a model line of
a known family ("falcon h1 34b"), a release named word-hyphen-version where the model stands.
Phrasings are our own."""

from __future__ import annotations

import pytest

from assistant.evaluation_understanding import _GPU_TOKEN_RE
from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _first


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "cloud"),
    [
        ("星河云 H800 怎么收费的，按小时多少", "星河云"),
        ("在星火云租4090一个月多少钱", "星火云"),
        ("听说云帆云的A100便宜，每卡每小时多少", "云帆云"),
    ],
)
def test_a_chinese_cloud_not_in_the_price_book_is_said_first(advisor, question, cloud) -> None:
    query, answer, first = _first(advisor, question)
    assert query.provider == cloud
    assert answer.kind == "price"
    assert first.startswith(f"**我的价格表未收录{cloud}")


@pytest.mark.parametrize(
    "question", ["公有云上租 A100 多少钱一小时", "国产云和自己买卡哪个便宜，4090"]
)
def test_a_kind_of_cloud_is_no_provider(advisor, question) -> None:
    query, _, first = _first(advisor, question)
    assert query.provider is None
    assert "未收录" not in first


@pytest.mark.parametrize(
    ("question", "provider", "shown"),
    [
        ("无问芯穹的 4090 多少钱一小时", "infinigence", "无问芯穹"),
        ("luchen cloud h800 hourly price?", "luchen", "Luchen Cloud"),
    ],
)
def test_named_chinese_gpu_clouds_are_known_without_prices(advisor, question, provider, shown):
    query, _, first = _first(advisor, question)
    assert query.provider is not None and shown in first
    assert "未收录" in first or "not in my price book" in first


@pytest.mark.parametrize(
    ("question", "surface", "size"),
    [
        ("lora on falcon h1 34b, 20k samples, 2x a100 80gb: how long?", "falcon h1 34b", "34B"),
        # a release code joined to the family ("-h1") is a line of its own: said first, sized
        ("can falcon-h1-7b run on a 3060", "falcon-h1", "7B"),
    ],
)
def test_a_line_of_a_known_family_is_sized_generic_and_named(advisor, question, surface, size):
    query, answer, _ = _first(advisor, question)
    kinds = ("generic_model", "unlisted_model")
    generic = [p for p in query.problems if p.kind in kinds]
    assert generic and surface in generic[0].en and size in generic[0].en
    assert query.model_id is None


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("tok/s for step-3 on 8x h20?", "step-3"),
        ("用 step-3 在 8 张 h20 上跑多少 tok/s", "step-3"),
        ("what speed would I get running nova-2 on a 4090", "nova-2"),
    ],
)
def test_a_word_hyphen_version_run_on_cards_is_an_unlisted_model(advisor, question, name):
    _, answer, first = _first(advisor, question)
    assert answer.kind == "not_covered"
    assert name in first


@pytest.mark.parametrize(
    "question",
    [
        "pcie-4 or pcie-3 for a 4090 running llama 3 8b?",
        "tok/s for llama 3 8b on a 4090 with cuda-12",
    ],
)
def test_settings_written_with_a_hyphen_are_no_model(advisor, question) -> None:
    query, answer, _ = _first(advisor, question)
    assert answer.kind != "not_covered"
    assert not [p for p in query.problems if p.kind == "unlisted_model"]


def test_a_passage_sharing_only_run_is_not_quoted(advisor) -> None:
    # "run" is in every fit question: the dataset-size passage shares nothing else with it
    _, answer, _ = _first(advisor, "can I run falcon 180b on 4x a100")
    assert "Dataset size" not in answer.answer


@pytest.mark.parametrize(
    "line", ["Tesla P40 24GB vs AMD Instinct MI50 32GB", "P100 or MI60?", "4 × L20: 30 users"]
)
def test_the_scorer_counts_older_cards_as_a_gpu_in_a_first_line(line) -> None:
    assert _GPU_TOKEN_RE.search(line) is not None

"""A model the catalog lacks, sized only by a size read with its name, is said first.

"some-model (70b)" and "XYZ-2.5V-13B-Vision" are sized as a generic model of that size; the
figures stay, but the first line says the model itself is not in the catalog.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "name", "size"),
    [
        ("跑 hermes pro (70b) 用 int4，两张 4090 够吗", "hermes pro", 70.0),
        ("snowflake arctic (480b) 要几张 H100", "snowflake arctic", 480.0),
        ("what gpu to run reka flash (21b) at q4 locally", "reka flash", 21.0),
    ],
)
def test_a_bracketed_size_names_the_model_before_it(
    advisor, text: str, name: str, size: float
) -> None:
    """Whatever the words before a bracketed size, they name the model: said first, sized."""
    query, _, first = turn_of(advisor, text)
    assert query.params_b == size
    assert any(p.kind == "unlisted_model" and p.surface == name for p in query.problems)
    assert name in first
    assert "not in my catalog" in first or "不在我的目录" in first


@pytest.mark.parametrize(
    "text",
    ["llama 3 (70b) on two 4090s?", "a dense model (70b) at q4 on a 5090?"],
)
def test_a_known_family_or_plain_words_before_a_size_name_nothing(advisor, text: str) -> None:
    """A family the catalog holds, or "a dense model", is no missing model."""
    query, _, first = turn_of(advisor, text)
    assert not any(p.kind == "unlisted_model" for p in query.problems)
    assert "not in my catalog" not in first


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("部署 GLM-4.1V-9B-Thinking 做票据识别，推荐什么卡", 9.0),
        ("recommend a card for GLM-4.1V-9B-Thinking document OCR", 9.0),
    ],
)
def test_a_size_read_from_an_unknown_name_leads_with_the_name(
    advisor, text: str, size: float
) -> None:
    """The size in an unknown model's name sizes a stand-in; the missing model is said first."""
    query, _, first = turn_of(advisor, text)
    assert query.params_b == size and query.model_id is None
    assert "not in my catalog" in first or "不在我的目录" in first


@pytest.mark.parametrize(
    "text",
    [
        "BlueWhaleASR 转写 500 小时录音，4090 要多久",
        "SilverOcr 推理一张 A10 每秒几张",
        "DeepVoiceNet 识别 1 万张图片，T4 要多久",
    ],
)
def test_a_written_name_before_a_work_verb_is_a_model_said_missing(advisor, text: str) -> None:
    """ "XyzASR 转写…": the name is what does the work, never a catalog model of that task."""
    query, answer, first = turn_of(advisor, text)
    name = text.split()[0]
    assert ("unlisted_model", name) in [(p.kind, p.surface) for p in query.problems]
    assert answer.kind == "not_covered"
    assert name in first and "不在我的目录" in first

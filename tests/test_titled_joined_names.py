"""A title-cased, hyphen-joined name nobody taught the assistant ("Foo-Speech 2") is said first.

Each part capitalised, joined by hyphens and run (a version after it, or standing where the
thing run stands): a release's name even when its parts are English words.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor

CATALOG = load_catalog()


def _unlisted(text: str) -> list[str]:
    return [p.en for p in parse(text, CATALOG).problems if p.kind == "unlisted_model"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("打算部署Echo-Voice 3做客服语音，买什么显卡", "Echo-Voice 3"),
        ("can I run Bright-Sound v2 on a 3060 for dubbing?", "Bright-Sound v2"),
        ("用Mega-Talker做语音助手，4090够吗", "Mega-Talker"),
    ],
)
def test_the_joined_name_is_read_as_a_missing_model(text: str, name: str) -> None:
    assert any(f"'{name}'" in en for en in _unlisted(text))


@pytest.mark.parametrize(
    "text",
    [
        "does my Mid-Tower case take a 4090 for llama 8b?",  # a thing named, not run
        "is a Low-Profile card enough for a 2U box?",  # not what is run
        "用Qwen-Image生成海报，4090要多久一张",  # a family the catalog knows names it
    ],
)
def test_prose_and_known_families_are_not_read_so(text: str) -> None:
    named = ("Low-Profile", "Qwen-Image", "Mid-Tower")
    assert not any(n in en for n in named for en in _unlisted(text))


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("想在家部署Echo-Voice 3做语音助手，买啥卡", "不在我的目录"),
        ("planning to run Bright-Sound 2 locally as a voice bot, what gpu to buy?", "not in my"),
    ],
)
def test_the_answer_says_first_it_does_not_know_it(question: str, lead: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "not_covered"
    assert lead in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("glimmer (the sdxl based one) on a 3060, seconds per image?", "glimmer"),
        ("用 mistpaint（基于 SDXL）在 4060 上出图一张几秒", "mistpaint"),
        ("rosetta, a flux dev finetune, fits a 4070 at 1024?", "rosetta"),
    ],
)
def test_a_name_described_as_built_on_a_model_is_a_missing_model(text: str, name: str) -> None:
    assert any(f"'{name}'" in en for en in _unlisted(text))


def test_a_catalog_model_described_so_is_still_itself() -> None:
    assert not _unlisted("flux (the schnell based one) on a 4070, fits?")


def test_the_stand_in_is_sized_after_the_missing_name() -> None:
    answer = last_answer(memory_advisor(), "glimmer (the sdxl based one) on a 3060, fits at 1024?")
    lines = answer.answer.splitlines()
    assert "'glimmer'" in lines[0] and "not in my catalog" in lines[0]
    assert any("Stable Diffusion XL" in line for line in lines[1:])


@pytest.mark.parametrize(
    "text",
    [
        "got a free t4 on colab, what can i actually finetune on it",
        "13B model, full fine tune, bf16, two A100 80gb: fits?",
        "we have 2TB of cleaned text, about 400B tokens, pretraining a 1b model on 8x h100",
    ],
)
def test_a_word_before_a_job_of_fine_tuning_is_no_derived_model(text: str) -> None:
    assert not _unlisted(text)

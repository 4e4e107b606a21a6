"""Two clouds set against each other, and several cards' memory asked to add up.

- "runpod vs lambda for an h100": both rents, and the first line names the cheaper cloud with
  the share saved. "vast" alone is Vast.ai when set against another cloud.
- "does vram stack across two cards": the memory-math section on splitting one model over
  several cards answers it, in both languages.
"""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def test_the_cheaper_of_two_clouds_leads_with_both_rents(advisor):
    answer = advisor.ask("h100 by the hour: lambda or runpod, who's cheaper?")
    first = _first(answer)
    assert first.startswith("**RunPod is cheaper for the H100 SXM5 80GB: $3.49 against $4.29")
    assert "on Lambda (19% less)" in first


def test_the_cheaper_cloud_in_chinese(advisor):
    first = _first(advisor.ask("H100 租 aws 和 gcp 哪家每小时便宜"))
    assert first.startswith("**H100 SXM5 80GB 在 AWS 更便宜：")
    assert "便宜 37%" in first


@pytest.mark.parametrize(
    "question", ["4090 hourly, runpod vs vast?", "租 4090 用 runpod 还是 vast 划算"]
)
def test_vast_set_against_another_cloud_is_the_cloud(advisor, question):
    query = parse(question, advisor.catalog)
    assert {query.provider, query.provider2} == {"runpod", "vast"}


@pytest.mark.parametrize(
    ("question", "section"),
    [
        ("will two 3060s combine their memory for one big model?", "Does VRAM pool across GPUs"),
        ("does vram add up with a second card in llama.cpp", "Does VRAM pool across GPUs"),
        ("两张 16G 的卡显存能加起来用吗", "多张卡的显存能叠加"),
    ],
)
def test_pooled_memory_is_explained_by_its_own_section(advisor, question, section):
    answer = advisor.ask(question)
    assert answer.kind == "concept"
    assert answer.citations[0].section.startswith(section)
    assert ("split" in _first(answer)) or ("拆到" in _first(answer))


def test_pooling_is_read_only_of_memory(advisor):
    assert not parse("best way to combine two loras on sdxl", advisor.catalog).pooling_asked
    assert parse("can i pool vram from a 3090 and a 3060", advisor.catalog).pooling_asked

"""A follow-up naming a sibling of the type asked about before, by its size or its tail.

After a type is described, "the 48xlarge — 8 a10gs?" (a bare size, with the cards asked back)
and "c8g1.2xlarge 呢" (the part after the family, which several families share) name the same
family's member; the answer describes that member, not an unknown type.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _last(advisor, turns):
    return advisor.converse(turns).turns[-1]


def test_a_bare_size_with_its_cards_asked_back_is_the_familys_member(advisor):
    asked = ["what does aws g5.2xlarge come with", "what about the 48xlarge - 8 a10gs?"]
    turn = _last(advisor, asked)
    first = first_line(turn.answer.answer)
    assert turn.query.instance_named == "g5.48xlarge"
    assert "g5.48xlarge" in first.split(" ")[0] and "8 × A10G" in first and "192.0 GB" in first


def test_a_bare_size_with_its_cards_asked_back_in_chinese(advisor):
    turn = _last(advisor, ["g6.xlarge 上是什么卡", "同系列的 12xlarge，是 4 张 L4 吧？"])
    first = first_line(turn.answer.answer)
    assert turn.answer.kind == "instance"
    assert "g6.12xlarge" in first and "4 张 L4" in first and "96.0 GB" in first


@pytest.mark.parametrize(
    ("turns", "member", "figure"),
    [
        (["阿里云 ecs.gn6v-c8g1.16xlarge 几张 v100", "换成 c8g1.2xlarge 呢"],
         "ecs.gn6v-c8g1.2xlarge", "共 16.0 GB 显存"),
        (["aliyun gn6i-c16g1.4xlarge specs", "and c8g1.2xlarge?"],
         "ecs.gn6i-c8g1.2xlarge", "16.0 GB of GPU memory in all"),
    ],
)  # fmt: skip
def test_a_tail_shared_by_families_is_read_in_the_earlier_family(advisor, turns, member, figure):
    turn = _last(advisor, turns)
    first = first_line(turn.answer.answer)
    assert turn.query.instance_named == member
    assert member in first and figure in first


def test_a_tail_of_another_shape_is_not_completed(advisor):
    # "g5.xlarge" is a type of its own, not a gn6i member
    turn = _last(advisor, ["aliyun gn6i-c16g1.4xlarge specs", "what about aws g5.xlarge?"])
    assert turn.query.instance_named == "g5.xlarge"

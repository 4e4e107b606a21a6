"""A family's first part said with its provider ("gcp g2") names the family, and GPUs counted
beside it pick the member that holds that many."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "member", "ram"),
    [
        ("which gcp g2 shape has 4 l4s, and how much ram?", "g2-standard-48", "192 GiB"),
        ("谷歌云 g2 系列 2 张 L4 的机型内存多大", "g2-standard-24", "96 GiB"),
        ("aws g6 family with 4 L4s, how much ram", "g6.12xlarge", "192 GiB"),
    ],
)
def test_the_member_with_the_gpus_counted(advisor, question, member, ram) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "instance"
    first = answer.answer.splitlines()[0]
    assert member in first
    assert ram in first


def test_a_family_prefix_needs_the_provider(advisor) -> None:
    turn = advisor.converse(["g2 with 4 l4s, how much ram?"]).turns[-1]
    assert turn.query.instance_named is None

"""Which type of a named instance family holds a model: the family's card sized at each count.

"GN7 or GN10Xp, which spec holds Qwen2.5-32B in fp16" names families, not types: each family's
GPU is sized at the GPU counts its types come in, smallest first, and the first count that
holds the model names the family's type; a family none of whose types holds it says so, with
what its largest type would need per GPU.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_two_families_one_holds_the_model_one_does_not(advisor):
    _, answer, first = turn_of(
        advisor, "腾讯云跑 qwen2.5 32b fp16 推理，GN10Xp 和 GN7 哪个规格放得下？要具体型号"
    )
    assert answer.kind == "instance"
    assert first.startswith("**GN10Xp.10XLARGE160**（腾讯云，4 × Tesla V100 SXM2 32GB")
    assert "每卡约需 18.5 GB" in first
    assert "GN7 装不下 Qwen2.5-32B" in answer.answer and "GN7.20XLARGE320" in answer.answer
    assert answer.verdict == "yes"


def test_each_family_gets_its_smallest_type_that_holds_it(advisor):
    _, answer, first = turn_of(
        advisor, "aws g6e or g5 — which instance type holds llama 3 70b in fp16?"
    )
    assert answer.kind == "instance"
    assert first.startswith("**g6e.12xlarge** (AWS, 4 × L40S")
    assert "**g5.48xlarge** (AWS, 8 × A10G" in answer.answer


def test_a_family_at_four_bit_names_its_type(advisor):
    _, answer, first = turn_of(advisor, "华为云 p2v 哪个规格能跑 llama 3 70b int4")
    assert answer.kind == "instance"
    assert first.startswith("**p2v.8xlarge.8**（华为云，4 × Tesla V100 SXM2 16GB")
    assert "int4" in first


def test_a_type_named_in_full_is_still_described(advisor):
    _, answer, first = turn_of(advisor, "what's in a g6e.12xlarge")
    assert "g6e.12xlarge" in first and "4 × L40S" in first
